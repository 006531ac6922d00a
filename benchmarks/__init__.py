"""Engine benchmarks: `python -m benchmarks` (see docs/PERFORMANCE.md)."""
