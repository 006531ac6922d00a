"""Bots on the server: a searching bot's move depends only on the position, the room's seed and the
decision number (not on the machine's speed), so a restarted server replays a bot's turn exactly."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.online import room as room_module
from nightfall_qt.online.room import BotJob, run_bot


def _job(st: GameState, seat: int, level: str) -> BotJob:
    """A fresh job, as the server builds it for one decision (its rng from the seed and decision number)."""
    return BotJob(seat, level, 0, st.observation(seat), st.clone(events=False), random.Random("7:1"))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_searching_bot_makes_the_same_move_for_the_same_decision(
    level: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(room_module.SERVER_SEARCH_ITERATIONS, level, 80)  # small: the test stays fast
    caplog.set_level(logging.ERROR)
    rng = random.Random(5)
    st = new_game(GameOptions(players=3, seed=5), load_cards())
    answers: list[tuple[object, object]] = []
    while len(answers) < 4 and not st.is_over:
        d = st.decision
        assert d is not None
        if len(d.options) >= 3:
            answers.append((run_bot(_job(st, d.seat, level)), run_bot(_job(st, d.seat, level))))
        st.apply(rng.choice(d.options))
    assert len(answers) == 4
    assert all(first == second for first, second in answers), answers
    assert not caplog.records, [r.getMessage() for r in caplog.records]  # searched: a failed bot's fallback agrees too


class _BrokenBot:
    def choose(self, observation: Any, rng: Any) -> Any:
        raise RuntimeError("bot exploded")


def test_a_failing_bot_is_logged_and_plays_its_first_option(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(room_module, "make_bot", lambda *_a, **_k: _BrokenBot())
    caplog.set_level(logging.ERROR)
    st = new_game(GameOptions(players=2, seed=5), load_cards())
    d = st.decision
    assert d is not None
    assert run_bot(_job(st, d.seat, "normal")) == d.options[0]
    (record,) = caplog.records
    assert f"seat {d.seat} failed" in record.getMessage() and "bot exploded" in record.exc_text  # type: ignore[operator]
