"""Seating (app/game/seating.py): who views the table and when the device must be passed, apart from the controller."""

from __future__ import annotations

from nightfall_qt.app.game.seating import Seating
from nightfall_qt.app.game.seats import SeatConfig

ANN, BEN, BOT = SeatConfig("Ann", "human"), SeatConfig("Ben", "human"), SeatConfig("Bot", "bot", "easy")


def test_one_human_is_always_the_viewer_and_nothing_is_passed() -> None:
    s = Seating()
    s.reset([BOT, ANN], decider=0, over=False)
    assert (s.viewer, s.pass_pending, s.take_announcement()) == (1, None, None)
    s.follow(0)  # a bot decides: the view stays
    s.follow(1)
    assert (s.viewer, s.hands_hidden, s.names, s.human_seats) == (1, False, ["Bot", "Ann"], [1])


def test_two_humans_pass_the_device_before_a_hand_shows() -> None:
    s = Seating()
    s.reset([ANN, BOT, BEN], decider=2, over=False)
    assert s.hands_hidden and s.pass_pending == 2
    assert s.take_announcement() == 2 and s.take_announcement() is None  # announced once
    assert s.confirm_pass() and (s.viewer, s.hands_hidden) == (2, False)
    assert not s.confirm_pass()
    s.follow(1)  # the bot: no hand-over
    assert s.pass_pending is None
    s.follow(0)
    assert (s.pass_pending, s.viewer, s.take_announcement()) == (0, 2, 0)  # Ben's hand stays until Ann confirms
    s.follow(0)
    assert s.take_announcement() is None  # asked again for the same seat: nothing new to announce


def test_a_finished_game_asks_for_no_hand_over_and_names_unknown_seats() -> None:
    s = Seating()
    s.reset([ANN, BEN], decider=None, over=True)
    assert s.pass_pending is None and s.viewer == 0
    assert s.name(1) == "Ben" and s.name(7) == "seat 7" and s.is_bot(7) is False
