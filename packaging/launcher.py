"""Entry script of the PyInstaller bundle: the same `main()` as the `nightfall-qt` console script."""

import multiprocessing

from nightfall_qt.__main__ import main

if __name__ == "__main__":
    # The bots' search workers (nightfall_qt/ai/parallel.py) and the autosave writer (app/autosave_process.py)
    # are spawned processes: in a frozen bundle they start this same executable, and freeze_support() turns it
    # into that process instead of a second window.
    multiprocessing.freeze_support()
    raise SystemExit(main())
