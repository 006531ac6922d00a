"""Undo never reveals a card that was hidden before, and never goes back beyond the last revealing moment.

Property: random play by two humans at one device (so the test is synchronous), with random undos.
After every successful undo the viewer's observation equals one they already had, and the restored
position is not older than the last moment the viewer learnt something new or another player decided
(computed here independently of app/game/undo.py, from the observations themselves).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.game.undo import UndoHistory, reveals
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState

CARDS = load_cards()
TWO_HUMANS = [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")]


def _obs_key(ctl: GameController) -> str:
    return json.dumps(ctl.state.observation(ctl.viewer_seat).to_dict(), sort_keys=True, default=str)


def _known_uids(ctl: GameController, seat: int) -> set[int]:
    """Every physical card whose identity `seat` sees right now."""
    obs = ctl.state.observation(seat)
    known: set[int] = set()
    for view in obs.seats:
        known.update(uid for uid, *_ in view.hand or ())
        known.update(uid for uid, *_ in view.discard or ())
        known.update(uid for uid, *_ in view.in_play)
    known.update(link[0] for link in obs.chain)
    # A card resolving right now has left the chain but is not placed yet: everyone saw it in the chain.
    known.update(ctl.state.limbo)
    for archive, card, _owner, _left in obs.archives:  # face-up archives: their cards are no secret
        if card is not None:
            known.update(ctl.state.arch_uids[archive])
    return known


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=hs.integers(0, 2**31 - 1), data=hs.data())
def test_undo_never_reveals_hidden_cards(qapp, seed: int, data: hs.DataObject) -> None:
    ctl = GameController(CARDS, instant=True)
    ctl.new_game(GameOptions(players=2, seed=seed, setup="quick_start"), TWO_HUMANS)
    seen: dict[int, set[str]] = {0: set(), 1: set()}
    ever_known: dict[int, set[int]] = {0: set(), 1: set()}
    floor = {0: 0, 1: 0}  # per seat: the history length below which an undo must never go
    undos = refusals = 0
    for _ in range(160):
        if ctl.is_over:
            break
        if ctl.pass_pending is not None:
            ctl.confirm_pass()
        viewer = ctl.viewer_seat
        seen[viewer].add(_obs_key(ctl))
        for seat in floor:  # everyone at the table sees the public zones, whoever holds the device
            known = _known_uids(ctl, seat)
            if not known <= ever_known[seat]:  # a card this seat never saw: new information
                floor[seat] = len(ctl.state.history)
            ever_known[seat] |= known
        if data.draw(hs.integers(0, 3), label="undo?") == 0:
            before = ctl.state.to_json()
            if ctl.undo():
                undos += 1
                assert ctl.viewer_seat == viewer
                assert _obs_key(ctl) in seen[viewer], "undo showed a position the viewer never had"
                assert len(ctl.state.history) >= floor[viewer], "undo went below the floor"
            else:
                refusals += 1
                assert ctl.state.to_json() == before, "a refused undo must not change the game"
            continue
        d = ctl.decision_for_viewer()
        assert d is not None
        choice = d.options[data.draw(hs.integers(0, len(d.options) - 1), label="option")]
        n_events = len(ctl.state.events)
        assert ctl.submit(viewer, choice)
        for event in ctl.state.events[n_events:]:
            if event["type"] == "decided":  # a decision (even a forced one) is a floor for everyone else
                for seat in floor:
                    if seat != event["seat"]:
                        floor[seat] = len(ctl.state.history)
    assert undos + refusals > 0 or ctl.is_over


def test_undo_takes_back_consecutive_own_choices_then_refuses(qapp) -> None:
    st = GameState.from_scenario({
        "phase": "claim", "seed": 1, "commons": ["alton_hickman", "hypnotic_presence"],
        "seats": [{"hand": ["genesis_one", "charlotte_reyes", "bad_smoke"], "deck": ["genesis_one"] * 6},
                  {"deck": ["genesis_one"] * 6}],
    }, CARDS)  # fmt: skip
    ctl = GameController(CARDS, instant=True)
    ctl.load_state(st, [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    start = ctl.state.to_json()
    assert not ctl.can_undo()
    assert not ctl.undo()
    discard = next(o for o in ctl.decision.options if o.kind == "claim_discard")
    assert ctl.submit(0, discard)
    claim = next(o for o in ctl.decision.options if o.kind == "claim" and o.card == "alton_hickman")
    assert ctl.submit(0, claim)
    assert ctl.can_undo()
    assert ctl.undo() and ctl.undo()
    assert ctl.state.to_json() == start
    assert not ctl.undo()


def test_drawing_cards_is_a_floor(qapp) -> None:
    st = GameState.from_scenario({
        "phase": "cleanup", "seed": 1,
        "seats": [{"hand": ["wound_bite", "genesis_one"], "deck": ["genesis_one"] * 8},
                  {"deck": ["genesis_one"] * 6}],
    }, CARDS)  # fmt: skip
    ctl = GameController(CARDS, instant=True)
    ctl.load_state(st, [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    assert ctl.submit(0, Choice("wound_effect", seat=0))  # draws 2 cards
    assert not ctl.can_undo()
    assert "drawn" in (ctl.why_no_undo() or "")


def test_reveals_names_every_reason() -> None:
    assert reveals([{"type": "card_drawn", "seat": 0}], 0, 1, 1)
    assert reveals([], 0, 1, 2)
    assert reveals([{"type": "decided", "seat": 1}], 0, 1, 1)
    assert reveals([{"type": "decided", "seat": 0}, {"type": "chain_added"}], 0, 1, 1) is None
    history = UndoHistory()
    st = GameState.from_scenario({"phase": "chain", "seats": [{"hand": ["genesis_one"]}, {}]}, CARDS)
    history.before(0, st, "x")
    history.before(1, st, "y")
    assert not history.can_undo(0) and history.can_undo(1)


@pytest.mark.parametrize(("seed", "setup", "variants"), [
    (3, "draft", ("secret_archives",)), (4, "quick_start", ()), (5, "draft", ("open_archives",)),
])  # fmt: skip
def test_undo_against_bots_never_goes_back_past_their_moves_or_reveals(qtbot, seed: int, setup: str,
                                                                      variants: tuple[str, ...]) -> None:
    # One human and two bots, with the draft and secret archives: bots decide on worker threads, and a bot's
    # decision (even a quiet pass) is information the human must never be able to choose again.
    ctl = GameController(CARDS, instant=True)
    seats = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "normal"), SeatConfig("Viktor", "bot", "easy")]
    ctl.new_game(GameOptions(players=3, seed=seed, setup=setup, variants=frozenset(variants)), seats)
    rng = random.Random(seed)
    seen: set[str] = set()
    ever_known: set[int] = set()
    floor = 0
    checked = undos = refusals = 0
    for _ in range(140):
        qtbot.waitUntil(lambda: ctl.is_over or ctl.decision_for_viewer() is not None, timeout=20_000)
        if ctl.is_over:
            break
        if any(e["type"] == "decided" and e["seat"] != 0 for e in ctl.state.events[checked:]):
            floor = len(ctl.state.history)  # a bot decided since the human's last look: nothing before now
        checked = len(ctl.state.events)
        known = _known_uids(ctl, 0)
        if not known <= ever_known:
            floor = len(ctl.state.history)
        ever_known |= known
        seen.add(_obs_key(ctl))
        if rng.random() < 0.3:
            before = ctl.state.to_json()
            if ctl.undo():
                undos += 1
                assert _obs_key(ctl) in seen, "undo showed a position the human never had"
                assert len(ctl.state.history) >= floor, "undo went back past a bot's move or a revealed card"
            else:
                refusals += 1
                assert ctl.state.to_json() == before
            continue
        d = ctl.decision_for_viewer()
        assert ctl.submit(0, rng.choice(d.options))
    ctl.shutdown()
    assert undos > 0 and refusals > 0


def test_a_bots_move_is_a_floor_for_undo(qtbot) -> None:
    # You add Blood Rage (then must pass); the bot may extend with JJ McTeague or pass (a real choice, on its thread);
    # when Blood Rage resolves you choose its target — and may no longer take back adding it. Nothing is drawn
    # or revealed in between, so only the bot's move closes the history.
    st = GameState.from_scenario({
        "phase": "chain", "seed": 1,
        "seats": [{"hand": ["blood_rage"], "in_play": ["bad_smoke"], "deck": ["genesis_one"] * 6},
                  {"hand": ["jj_mcteague"], "in_play": ["vulko"], "deck": ["genesis_one"] * 6}],
    }, CARDS)  # fmt: skip
    ctl = GameController(CARDS, instant=True)
    ctl.load_state(st, [SeatConfig("You", "human"), SeatConfig("Bot", "bot", "normal")])
    assert ctl.submit(0, next(o for o in ctl.decision.options if o.card == "blood_rage"))  # your pass is forced
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=10_000)
    assert ctl.decision_for_viewer().kind == "target_player"
    bot_moves = [e for e in ctl.state.events if e["type"] == "decided" and e["seat"] == 1]
    assert bot_moves and len(ctl.state.history) >= 2, "the bot decided by itself (not a forced move)"
    assert not ctl.can_undo() and not ctl.undo()
    assert "another player" in (ctl.why_no_undo() or "")
    ctl.shutdown()
