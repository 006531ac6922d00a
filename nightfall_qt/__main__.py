"""Entry point for `nightfall-qt` / `python -m nightfall_qt` (placeholder until the Qt table lands)."""

import sys


def main() -> int:
    print(
        "nightfall-qt: the Qt table is not built yet; try the simulator: "
        "python -m nightfall_qt.sim --players 4 --games 50 --seed 1",
        file=sys.stderr,
    )
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
