"""Memory of the table: every card reaches and leaves a discard pile in front of everyone, so a player who
remembers knows every pile — and `determinize(seat, rng, remember=True)` keeps the other players' piles,
and the face-up wound count, which the wounds on the table add up to.

The rulebook: cards go onto the discard pile face up ("offen", DE rulebook l. 175); only looking through a pile
is not allowed (l. 177). The engine's side of it, checked here move by move in random games: every change of
a discard pile comes with a public event naming the card (its uid and id, no `visible_to`), or with the public
reshuffle of that pile into its deck.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from nightfall_qt.engine import GameOptions, GameState, Rng, new_game
from nightfall_qt.engine.events import seers
from nightfall_qt.engine.flow.setup import FACE_UP_PER_PLAYER

from .test_observation import CARDS, OPTIONS, advance, check_determinization, with_seed

# What a random game must have shown at least once, or the check below proved less than it claims.
ARRIVALS = {"card_resolved", "card_cancelled", "card_discarded", "card_claimed", "wound_taken", "minion_destroyed",
            "minion_discarded"}  # fmt: skip
DEPARTURES = {"deck_reshuffled", "card_moved"}


def _public_naming(events: list[dict[str, Any]], uid: int, card: str) -> list[str]:
    """The kinds of the public events that name `uid` as `card`."""
    return [e["type"] for e in events if e.get("uid") == uid and e.get("card") == card and seers(e) is None]


def _check_step(st: GameState, events: list[dict[str, Any]], before: list[list[int]], seen: Counter[str]) -> None:
    for s in range(st.n):
        now = Counter(st.discard[s])
        arrived, left = now - Counter(before[s]), Counter(before[s]) - now
        for uid in arrived:
            kinds = _public_naming(events, uid, st.cid(uid))
            assert kinds, f"card {uid} ({st.cid(uid)}) reached seat {s}'s pile unseen: {events}"
            seen.update(kinds)
        reshuffled = any(e["type"] == "deck_reshuffled" and e["seat"] == s and seers(e) is None for e in events)
        for uid in left:
            kinds = _public_naming(events, uid, st.cid(uid)) or (["deck_reshuffled"] if reshuffled else [])
            assert kinds, f"card {uid} ({st.cid(uid)}) left seat {s}'s pile unseen: {events}"
            seen.update(kinds)


def test_every_card_reaches_and_leaves_a_discard_pile_in_a_public_event() -> None:
    seen: Counter[str] = Counter()
    for i, options in enumerate(OPTIONS * 4):
        rng = random.Random(i)
        st = new_game(with_seed(options, 500 + i), CARDS)
        assert not any(st.discard), "a game starts with empty discard piles: memory starts from nothing"
        while not st.is_over:
            before = [list(pile) for pile in st.discard]
            events = st.apply(rng.choice(st.decision.options))
            _check_step(st, events, before, seen)
    assert seen.keys() >= ARRIVALS | DEPARTURES, seen


def _midgame(players: int, seed: int) -> GameState:
    """A random game's first position in which every discard pile holds two cards or more."""
    st, rng = new_game(GameOptions(players=players, seed=seed), CARDS), random.Random(seed)
    while not all(len(pile) >= 2 for pile in st.discard):
        advance(st, rng, 1)
        assert not st.is_over, "the game ended before every pile had cards"
    return st


@pytest.mark.parametrize("players", [2, 4])
def test_remembering_worlds_keep_every_pile_and_guess_only_hands_and_decks(players: int) -> None:
    st = _midgame(players, 40 + players)
    snapshot = st.to_json()
    for seat in range(st.n):
        hands = set()
        for dseed in range(6):
            d = st.determinize(seat, Rng(dseed), remember=True)
            check_determinization(st, seat, d)
            assert d.discard == st.discard  # every pile, in the order it was seen
            for s in range(st.n):
                if s != seat:
                    assert Counter(d.hand[s] + d.deck[s]) == Counter(st.hand[s] + st.deck[s])
            hands.add(tuple(tuple(sorted(h)) for s, h in enumerate(d.hand) if s != seat))
        assert len(hands) > 1, "the other players' hands must still be guessed"
    assert st.to_json() == snapshot, "determinize changed the real game"


def test_forgetful_worlds_still_pool_the_piles() -> None:
    st = _midgame(2, 42)
    piles = {tuple(st.determinize(0, Rng(dseed)).discard[1]) for dseed in range(6)}
    assert piles != {tuple(st.discard[1])}


def test_the_face_up_wound_count_adds_up_from_what_the_table_shows() -> None:
    """Nobody may count the pile (DE l. 274), but wounds never return to it: 10 per player at the start (DE
    l. 274) minus the wounds each player holds and the exiled ones, all in every seat's observation."""
    checked = 0
    for i, options in enumerate(OPTIONS * 2):
        rng = random.Random(i)
        st = new_game(with_seed(options, 700 + i), CARDS)
        while not st.is_over and not st.end_triggered:
            for seat in range(st.n):
                obs = st.observation(seat)
                held = sum(view.wounds for view in obs.seats)
                exiled = sum(1 for _uid, card in obs.exile if card is not None and CARDS.by_id[card].is_wound)
                assert FACE_UP_PER_PLAYER * obs.players - held - exiled == st.face_up
                checked += 1
            st.apply(rng.choice(st.decision.options))
    assert checked > 1000


def test_remembering_worlds_keep_the_wound_count_and_reshuffle_the_pile() -> None:
    st = _midgame(2, 42)
    remembered = [st.determinize(0, Rng(dseed), remember=True) for dseed in range(12)]
    assert {d.face_up for d in remembered} == {st.face_up}
    assert len({tuple(d.wound_pile) for d in remembered}) > 1, "which kind lies where stays unknown"
    forgot = {st.determinize(0, Rng(dseed)).face_up for dseed in range(12)}
    assert len(forgot) > 1, "without memory the count is guessed within its level"
