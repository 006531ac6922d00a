""" "Why?" leaks nothing (issue 45, one door): a bot's explanation, as the table shows it, never names a card that
a reader of the table cannot see — solo against bots (the reader is the human) and pass-and-play (every human at
the device reads the log). The oracle is the live state: the cards in hands and decks no reader holds. Without
the filter (app/game/explanations.py `for_readers`) the same games name such cards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.explanations import explanation_for
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.engine import GameOptions

from . import CARDS


def private_uids(ctl: GameController) -> set[int]:
    """The cards no reader can see, from the live state (the oracle): every card in a bot's hand or deck (a
    human's hand is seen by that human; in pass-and-play the log is read by all, so theirs count too)."""
    st = ctl.state
    humans = ctl.seating.human_seats
    out = {u for b in range(st.n) if b not in humans for u in (*st.hand[b], *st.deck[b])}
    if len(humans) >= 2:
        out |= {u for h in humans for u in (*st.hand[h], *st.deck[h])}
    return out


def names_private(explanation: Any, private: set[int]) -> list[Any]:
    return [w.choice for w in explanation.options if {w.choice.uid, w.choice.target_uid} & private]


def play(seats: list[SeatConfig], seed: int, qtbot: Any, decisions: int = 120) -> tuple[int, int, int]:
    """A game with random human moves; after every bot move: the explanation shown names no card hidden from every
    reader. Returns (bot moves explained, of them naming a hidden card before the filter, options kept)."""
    ctl = GameController(CARDS, instant=True)
    rng = random.Random(seed)
    explained = raw_leaks = kept = 0
    found: list[str] = []

    def check(seat: int, _choice: object) -> None:
        nonlocal explained, raw_leaks, kept
        private = private_uids(ctl)
        shown, raw = ctl.last_explanation, ctl.bots.explanation
        assert shown is not None and raw is not None and shown.seat == seat
        explained += 1
        kept += len(shown.options)
        raw_leaks += bool(names_private(raw, private))
        found.extend(f"{c} in {explanation_for(ctl, shown)!r}" for c in names_private(shown, private))

    ctl.bots.answered.connect(check)  # after the controller applied the move and delivered its step
    ctl.new_game(GameOptions(len(seats), seed), seats)
    try:
        for _ in range(decisions):
            qtbot.waitUntil(lambda: ctl.is_over or ctl.pass_pending is not None
                            or ctl.decision_for_viewer() is not None, timeout=20_000)  # fmt: skip
            if ctl.is_over:
                break
            if ctl.pass_pending is not None:
                ctl.confirm_pass()
                continue
            d = ctl.decision_for_viewer()
            assert d is not None
            ctl.submit(d.seat, rng.choice(d.options))
    finally:
        ctl.shutdown()
    assert not found, found[:3]
    return explained, raw_leaks, kept


@pytest.mark.parametrize(
    "seats",
    [
        [SeatConfig("You", "human"), SeatConfig("B", "bot", "normal"), SeatConfig("C", "bot", "easy")],
        [SeatConfig("Ann", "human"), SeatConfig("Ben", "human"), SeatConfig("C", "bot", "normal")],
    ],
    ids=["solo", "pass_and_play"],
)
def test_an_explanation_never_names_a_card_its_readers_cannot_see(seats: list[SeatConfig], qtbot: Any) -> None:
    totals = [play(seats, seed, qtbot) for seed in (3, 8)]
    explained, raw_leaks, kept = (sum(t[i] for t in totals) for i in range(3))
    assert explained > 30 and kept >= explained, "bot moves were explained, each with at least its own move"
    assert raw_leaks > 0, "unfiltered, the bots' explanations name cards from their hands: the test can fail"
