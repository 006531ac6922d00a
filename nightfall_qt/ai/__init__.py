"""Bots: pure Python, no Qt. A bot sees only one seat's observation and answers with one of its options.

Protocol: `choose(observation, rng) -> Choice`. Searching bots set `wants_worlds = True` and accept two
more keyword arguments: `worlds`, a callable `(Rng) -> GameState` that returns a determinization of the
live game for the bot's seat (`state.determinize(seat, rng)`: everything the seat cannot know is
re-dealt), and `cancel`, a token whose `.cancelled` they check every iteration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from nightfall_qt.ai.heuristic import EASY_WEIGHTS, HeuristicBot, Weights
from nightfall_qt.ai.random_bot import RandomBot

if TYPE_CHECKING:
    from nightfall_qt.ai.ismcts import CancelToken, IsmctsBot, SearchConfig

# The search (ai/ismcts.py) loads when a searching bot is first made or one of these names is first read, not
# with this package: the app imports the bots at start, and the first window needs no search (issue 42).
_SEARCH_NAMES = frozenset({"CancelToken", "IsmctsBot", "SearchConfig"})


def __getattr__(name: str) -> Any:
    if name in _SEARCH_NAMES:
        from nightfall_qt.ai import ismcts

        return getattr(ismcts, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class Bot(Protocol):
    def choose(self, observation: Any, rng: Any) -> Any: ...


# Levels offered to the player, weakest first ("random" stays for tests and the simulator).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert", "random")
LEVEL_NAMES: dict[str, str] = {
    "easy": "Easy", "normal": "Normal", "hard": "Hard", "expert": "Expert", "random": "Random",
}  # fmt: skip
# Seconds per decision of the searching levels in two players (~2,300 iterations a second on one idle core; the
# app's search runs on every core). Issue 45: Expert's former 3 s were never shown stronger than 1 s (50-55 of
# 100 games, fifteen rounds), so Expert has the 1 s Hard had, and Hard a smaller budget that keeps it above
# Normal while below Expert (docs/AI.md, "The ladder").
SEARCH_SECONDS: dict[str, float] = {"hard": 0.13, "expert": 1.0}
# From three players on, where the playouts follow Normal (~3.8x the time per iteration: 1 s ~ 600 iterations),
# Expert has the 1 s that made Hard's four-player goal, Hard a quarter of it.
SEARCH_SECONDS_MULTI: dict[str, float] = {"hard": 0.25, "expert": 1.0}


def search_seconds(level: str, players: int = 2) -> float:
    """The shipped seconds per decision of a searching level in a game of `players` players."""
    return (SEARCH_SECONDS if players <= 2 else SEARCH_SECONDS_MULTI)[level]


def make_bot(
    level: str = "random", time_budget: float | None = None, iterations: int | None = None, players: int = 2
) -> Bot:
    """The bot for a difficulty level in a game of `players` players (raises ValueError for an unknown level).

    `time_budget` / `iterations` override the search budget of hard and expert (tests, tournaments).
    """
    if level == "random":
        return RandomBot()
    if level == "easy":
        return HeuristicBot(EASY_WEIGHTS)
    if level == "normal":
        return HeuristicBot()
    if level in SEARCH_SECONDS:
        from nightfall_qt.ai.ismcts import IsmctsBot, SearchConfig

        budget = search_seconds(level, players) if time_budget is None else time_budget
        # A real game searches on every core (worker processes); an iteration budget (tests, tournaments)
        # stays on one thread so that its result does not depend on the machine.
        workers = 0 if iterations is None else 1
        # prior: Normal's ranking as a progressive bias at the root (with it, 100 iterations won 81 % of 64 games
        # against the rule baseline, without 62 % of 24; docs/AI.md). From three players on, every playout
        # move is Normal's answer (an opponent model): ~3.2x the time per iteration, and at Hard's time it won
        # 48.5 % of 200 four-player games against three rule bots where the cheap playouts won 37.5 % of 200
        # (docs/AI.md, eighth round); two players keep the cheap playouts, at their goals without it.
        bot = IsmctsBot(SearchConfig(time_budget=budget, iterations=iterations, workers=workers, prior=1.0,
                                     guided_rollouts=1.0, guided_from_players=3))
        bot.level = level  # named in its explanations (ai/explain.py)
        return bot
    raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")


__all__ = [
    "LEVELS", "LEVEL_NAMES", "SEARCH_SECONDS", "SEARCH_SECONDS_MULTI", "Bot", "CancelToken", "HeuristicBot",
    "IsmctsBot", "RandomBot", "SearchConfig", "Weights", "make_bot", "search_seconds",
]  # fmt: skip
