"""Entry script of the PyInstaller bundle: the same `main()` as the `nightfall-qt` console script, or, when
started under the name `nightfall-qt-server` (the symlink beside the executable), the game server's."""

import multiprocessing
import os
import sys

SERVER_NAME = "nightfall-qt-server"

if __name__ == "__main__":
    # The bots' search workers (nightfall_qt/ai/parallel.py) and the autosave writer (app/storage/autosave_process.py)
    # are spawned processes: in a frozen bundle they start this same executable, and freeze_support() turns it
    # into that process instead of a second window.
    multiprocessing.freeze_support()
    # One executable, two commands (as the wheel's two console scripts): the name it was started by decides.
    if os.path.basename(sys.argv[0]) == SERVER_NAME:
        from nightfall_qt.online.cli import main as server_main

        raise SystemExit(server_main())
    from nightfall_qt.__main__ import main

    raise SystemExit(main())
