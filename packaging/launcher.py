"""Entry script of the PyInstaller bundle: the same `main()` as the `nightfall-qt` console script."""

from nightfall_qt.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
