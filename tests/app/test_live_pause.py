"""Pausing a live game (issue 44): the presenter holds before the next event, reports itself busy while held, and a
bot's answer that arrives meanwhile is kept by the scheduler until the player continues."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.game.bot_scheduler import BotScheduler
from nightfall_qt.app.game.presenter import Presenter
from nightfall_qt.engine import Choice
from nightfall_qt.engine.choices import ChoiceKind

PASS = Choice(ChoiceKind("chain_pass"))


def test_a_held_presenter_shows_nothing_more_until_released(qtbot: Any) -> None:
    presenter = Presenter(instant=True)
    shown: list[str] = []
    presenter.present.connect(lambda e: shown.append(e["type"]))
    presenter.hold()
    presenter.enqueue([{"type": "chain_added"}, {"type": "card_resolving"}])
    assert shown == [] and not presenter.idle
    with qtbot.waitSignal(presenter.becameIdle):
        presenter.release()
    assert shown == ["chain_added", "card_resolving"] and presenter.idle


def test_pause_before_each_chain_resolves(qtbot: Any) -> None:
    presenter = Presenter(instant=True)
    presenter.pause_before_chain = True
    shown: list[str] = []
    presenter.present.connect(lambda e: shown.append(e["type"]))
    presenter.enqueue(
        [
            {"type": "chain_added"},
            {"type": "chain_passed"},
            {"type": "card_resolving"},
            {"type": "card_resolving"},
            {"type": "turn_started"},
        ]
    )
    assert shown == ["chain_added", "chain_passed"] and presenter.holding
    presenter.release()
    assert shown[2:] == ["card_resolving", "card_resolving", "turn_started"] and not presenter.holding


def test_a_bots_answer_waits_while_the_table_is_held(qtbot: Any) -> None:
    presenter = Presenter(instant=True)
    scheduler = BotScheduler(presenter)
    answers: list[tuple[int, Any]] = []
    scheduler.answered.connect(lambda seat, choice: answers.append((seat, choice)))
    scheduler._thinking, scheduler._request_id = 1, 7  # a request in flight for seat 1
    presenter.hold()
    scheduler._on_answer(7, PASS)
    assert answers == [] and scheduler.thinking_seat is None
    presenter.release()
    assert answers == [(1, PASS)]
    scheduler._thinking, scheduler._request_id = 1, 8  # not held: the answer is played at once
    scheduler._on_answer(8, PASS)
    assert answers == [(1, PASS), (1, PASS)]
    scheduler.shutdown()
