"""The command line every benchmark shares: --quick for smaller samples, --json instead of a table."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any


def run_cli(
    prog: str, description: str, run: Callable[[bool], dict[str, Any]], print_table: Callable[[dict[str, Any]], None],
    argv: list[str] | None = None,
) -> int:
    p = argparse.ArgumentParser(prog=prog, description=description)
    p.add_argument("--quick", action="store_true", help="smaller samples (noisier), shorter search budgets")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = p.parse_args(argv)
    r = run(args.quick)
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        print_table(r)
    return 0
