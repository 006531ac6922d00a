"""Entry point: `python -m benchmarks [--quick] [--json]`."""

import sys

from benchmarks.engine_bench import main

sys.exit(main())
