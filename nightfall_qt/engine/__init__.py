"""The Nightfall rules engine: pure Python, deterministic from a seed, no Qt and no I/O of its own.

    cards = load_cards()                   # from nightfall_qt.cards: the engine reads no files
    state = new_game(GameOptions(players=3, seed=1), cards)
    while not state.is_over:
        decision = state.decision          # who must decide what, with the legal options
        state.apply(decision.options[0])   # anything else raises IllegalChoice
    state.result
"""

from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import CardDB, CardDef, Effect
from nightfall_qt.engine.choices import Choice, Decision, IllegalChoice
from nightfall_qt.engine.options import GameOptions
from nightfall_qt.engine.persistence import StateFormatError
from nightfall_qt.engine.result import GameResult, PlayerResult
from nightfall_qt.engine.rng import Rng
from nightfall_qt.engine.state import GameState, new_game

if TYPE_CHECKING:
    from nightfall_qt.engine.scenario import ScenarioError, load_scenario

__all__ = [
    "CardDB", "CardDef", "Choice", "Decision", "Effect", "GameOptions", "GameResult", "GameState",
    "IllegalChoice", "PlayerResult", "Rng", "ScenarioError", "StateFormatError",
    "load_scenario", "new_game",
]  # fmt: skip


def __getattr__(name: str) -> Any:
    """The scenario reader loads when first asked for: the app's first window does not need it (issue 42)."""
    if name in ("ScenarioError", "load_scenario"):
        from nightfall_qt.engine import scenario

        return getattr(scenario, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
