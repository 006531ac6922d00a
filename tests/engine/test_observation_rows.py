"""What the app reads from an observation (issue 16): named rows, the public request, chain times, claim costs,
the seat's own draft hand and `cid(uid)` for visible cards only."""

from __future__ import annotations

import dataclasses
import random

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.engine.observation import ArchiveView, Attack, CardRef, ChainLink, InPlay, Request

CARDS = load_cards()
OPTIONS = [
    GameOptions(players=2, seed=0),
    GameOptions(players=3, seed=0, setup="draft", variants=frozenset({"secret_archives"})),
    GameOptions(players=2, seed=0, setup="draft_2p", variants=frozenset({"secret_archives"})),
    GameOptions(players=4, seed=0, setup="draft", variants=frozenset({"open_archives"})),
]


def positions(count: int, seed: int = 5, max_steps: int = 250) -> list[GameState]:
    rng = random.Random(seed)
    out = []
    for i in range(count):
        st = new_game(dataclasses.replace(OPTIONS[i % len(OPTIONS)], seed=rng.randrange(10**6)), CARDS)
        for _ in range(rng.randrange(0, max_steps)):
            if st.is_over:
                break
            st.apply(rng.choice(st.decision.options))
        out.append(st)
    return out


def test_rows_are_named_and_still_unpack_like_tuples() -> None:
    kinds = set()
    for st in positions(40):
        for seat in range(st.n):
            obs = st.observation(seat)
            for view in obs.seats:
                assert all(isinstance(m, InPlay) and m == (m.uid, m.card, m.damage) for m in view.in_play)
                assert all(isinstance(r, CardRef) and r.card == st.cid(r.uid) for r in view.hand or ())
            for lk, raw in zip(obs.chain, st.chain, strict=True):
                assert isinstance(lk, ChainLink) and (lk.uid, lk.owner, lk.kicker, lk.cancelled) == (
                    raw[0], raw[1], raw[2], raw[4])
            assert obs.chain_times == tuple(raw[3] for raw in st.chain)
            for a in obs.archives:
                assert isinstance(a, ArchiveView)
                cost = obs.claim_costs[a.archive]
                assert cost is None if a.card is None else cost == st.claim_cost(seat, a.archive)
            assert all(isinstance(a, Attack) and a.blockers == tuple(raw[2]) for a, raw in
                       zip(obs.attacks, st.attacks, strict=True))
            kinds.update(type(x).__name__ for x in (*obs.chain, *obs.attacks, *obs.archives))
    assert {"ChainLink", "Attack", "ArchiveView"} <= kinds


def test_the_request_is_public_and_the_draft_hand_own() -> None:
    drafts = requests = 0
    # Short games as well, so that draft positions are certain to be among them.
    for st in positions(40, seed=6) + positions(20, seed=7, max_steps=25):
        observations = [st.observation(seat) for seat in range(st.n)]
        assert len({obs.request for obs in observations}) == 1, "every seat sees the same request"
        p = st.pending
        request = observations[0].request
        if p is None:
            assert request is None
            continue
        requests += 1
        assert isinstance(request, Request) and (request.seat, request.kind) == (p.seat, p.kind)
        assert request.source == (st.cid(p.source) if p.source is not None else None)
        for seat, obs in enumerate(observations):
            assert obs.draft_hand == tuple(CARDS.cards[i].id for i in st.draft_hands[seat])
            drafts += bool(obs.draft_hand)
        if p.kind == "draft_pick":
            assert request.destination in ("private", "common", "box") and request.card is None
    assert requests > 20 and drafts > 3


def test_every_seat_sees_the_top_of_every_discard_pile_and_nothing_under_it() -> None:
    """Issue 41, point 10: discard piles lie face up (DE L175/L540, FR L207/L529, PL L355/L1281), browsing another
    player's pile is forbidden (DE L177, FR L203, PL L348)."""
    seen = 0
    for st in positions(30, seed=11):
        for seat in range(st.n):
            obs = st.observation(seat)
            for s, view in enumerate(obs.seats):
                pile = st.discard[s]
                assert view.discard_top == (None if not pile else (pile[-1], st.cid(pile[-1])))
                assert (view.discard is None) == (s != seat)  # the rest: own pile only
                seen += bool(pile) and s != seat
    assert seen > 20


def test_cid_names_visible_cards_only() -> None:
    refused = 0
    for st in positions(30, seed=7):
        for seat in range(st.n):
            obs = st.observation(seat)
            visible = {u for s in range(st.n) for u in st.play[s]} | set(st.hand[seat]) | set(st.discard[seat])
            visible |= {lk[0] for lk in st.chain} | {r.uid for r in obs.resolving}
            visible |= {st.discard[s][-1] for s in range(st.n) if st.discard[s]}  # the piles' face-up tops
            for u in visible:
                assert obs.cid(u) == st.cid(u)
            for s in range(st.n):
                for u in st.deck[s] + (st.hand[s] + st.discard[s] if s != seat else []):
                    if u not in visible:
                        with pytest.raises(KeyError):
                            obs.cid(u)
                        refused += 1
    assert refused > 100
