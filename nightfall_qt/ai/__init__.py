"""Bots: pure Python, no Qt. A bot sees only one seat's observation and answers with one of its options."""

from __future__ import annotations

from typing import Any, Protocol

from nightfall_qt.ai.random_bot import RandomBot


class Bot(Protocol):
    def choose(self, observation: Any, rng: Any) -> Any: ...


LEVELS: tuple[str, ...] = ("random",)


def make_bot(level: str = "random") -> Bot:
    """The bot for a difficulty level (raises ValueError for an unknown level)."""
    if level == "random":
        return RandomBot()
    raise ValueError(f"unknown bot level {level!r}; expected one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]
