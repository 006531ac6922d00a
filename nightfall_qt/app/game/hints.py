"""Hints: what a bot would do in the viewer's place, from the viewer's observation only (no hidden cards)."""

from __future__ import annotations

import json
import zlib
from typing import TYPE_CHECKING

from nightfall_qt.ai import Bot, make_bot
from nightfall_qt.engine import Choice, Rng

if TYPE_CHECKING:
    from nightfall_qt.app.game.game_view import GameView

HINT_LEVELS: tuple[str, ...] = ("normal", "random")  # the first level make_bot knows is used


def hint_bot() -> Bot:
    """The bot that gives hints: the Normal bot if it exists, else the random one (switch here)."""
    for level in HINT_LEVELS:
        try:
            return make_bot(level)
        except ValueError:
            continue
    raise RuntimeError("no bot level is available for hints")


def suggest(controller: GameView, bot: Bot | None = None) -> Choice | None:
    """The bot's choice for the viewer's pending decision, or None when the viewer is not deciding."""
    decision = controller.decision_for_viewer()
    observation = controller.observation()
    if decision is None or observation is None:
        return None
    bot = bot if bot is not None else hint_bot()
    # Seeded by what the viewer sees only: two games the viewer cannot tell apart get the same hint.
    seen = json.dumps(observation.to_dict(), sort_keys=True, default=str)
    rng = Rng(zlib.crc32(seen.encode()))
    choice: Choice = bot.choose(observation, rng)
    return choice if choice in decision.options else decision.options[0]
