"""Fixtures shared by the search's tests."""

from __future__ import annotations

from typing import Any

import pytest

from nightfall_qt.ai import IsmctsBot
from nightfall_qt.ai import ismcts as ismcts_module


@pytest.fixture
def worlds_seen(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The worlds source every search of the test is given, in order (what the search really samples from)."""
    seen: list[Any] = []
    real = IsmctsBot.search

    def spy(self: IsmctsBot, observation: Any, worlds: Any, *args: Any, **kw: Any) -> Any:
        seen.append(worlds)
        return real(self, observation, worlds, *args, **kw)

    monkeypatch.setattr(ismcts_module.IsmctsBot, "search", spy)
    return seen
