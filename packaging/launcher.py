"""Entry script of the PyInstaller bundle: the same `main()` as the `nightfall-qt` console script."""

import multiprocessing

from nightfall_qt.__main__ import main

if __name__ == "__main__":
    # The autosave writer process (nightfall_qt/app/autosave_process.py) starts this executable again with
    # multiprocessing's arguments: freeze_support() runs the writer then, not a second app.
    multiprocessing.freeze_support()
    raise SystemExit(main())
