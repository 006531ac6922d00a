"""Independent opponents for measuring the bots, written from the rules (/work/shared/RULES.md) alone.

Nothing here imports `nightfall_qt.ai`: a baseline that shared the bots' values or search would share
their mistakes. `RuleBot` plays like a sensible human who knows the rules (~0.1 ms a decision);
`FlatMonteCarloBot` tries every option with N random playouts. `positions/` holds tactical positions in
the scenario format with one clearly best move (`python -m benchmarks.baselines.tactics`), and
`python -m benchmarks.baselines.duel` plays the project's levels against these baselines.
"""

from benchmarks.baselines.flat_mc import FlatMonteCarloBot
from benchmarks.baselines.rule_bot import RuleBot

__all__ = ["FlatMonteCarloBot", "RuleBot"]
