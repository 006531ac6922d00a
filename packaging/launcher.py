"""Entry script of the PyInstaller bundle: the same `main()` as the `nightfall-qt` console script."""

import multiprocessing

from nightfall_qt.__main__ import main

if __name__ == "__main__":
    # The bots search in spawned worker processes (nightfall_qt/ai/parallel.py); in a frozen bundle a worker
    # starts this same executable, and freeze_support() turns it into a worker instead of a second window.
    multiprocessing.freeze_support()
    raise SystemExit(main())
