"""Hidden information: what observation(seat) shows, and determinize(seat) keeping what the seat knows."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hst

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, Rng, new_game
from nightfall_qt.engine.why_not import WhyNot

CARDS = load_cards()
LEVELS = {"plenty", "some", "none"}

OPTIONS = [
    GameOptions(players=2, seed=0),
    GameOptions(players=3, seed=0, setup="draft", variants=frozenset({"secret_archives"})),
    GameOptions(players=4, seed=0, setup="draft", variants=frozenset({"open_archives"}), include_promos=True),
    GameOptions(players=5, seed=0, setup="draft", variants=frozenset({"common_ground"}), edition="fr"),
    GameOptions(players=2, seed=0, setup="draft_2p", variants=frozenset({"secret_archives"})),
]


def with_seed(o: GameOptions, seed: int) -> GameOptions:
    return dataclasses.replace(o, seed=seed)


def advance(st: GameState, rng: random.Random, steps: int) -> GameState:
    for _ in range(steps):
        if st.is_over:
            break
        st.apply(rng.choice(st.decision.options))
    return st


def finish(st: GameState, rng: random.Random, limit: int = 5000) -> None:
    for _ in range(limit):
        if st.is_over:
            return
        st.apply(rng.choice(st.decision.options))
    raise AssertionError("game did not end")


def zone_uids(st: GameState) -> list[int]:
    out: list[int] = []
    for s in range(st.n):
        out += st.deck[s] + st.hand[s] + st.discard[s] + st.play[s]
    out += [lk[0] for lk in st.chain] + st.limbo + st.wound_pile + st.exile
    for z in st.arch_uids:
        out += z
    return out


def card_multiset(st: GameState) -> Counter[str]:
    return Counter(st.cid(u) for u in zone_uids(st))


def positions(draw: random.Random, count: int = 6) -> list[GameState]:
    """A few mid-game positions across setups."""
    out = []
    for i in range(count):
        o = with_seed(OPTIONS[i % len(OPTIONS)], draw.randrange(10**6))
        out.append(advance(new_game(o, CARDS), draw, draw.randrange(0, 300)))
    return out


# ---------------------------------------------------------------------------------------------- observation
@settings(max_examples=40)
@given(seed=hst.integers(0, 2**32), which=hst.integers(0, len(OPTIONS) - 1), steps=hst.integers(0, 400))
def test_observation_shows_own_and_hides_others(seed: int, which: int, steps: int) -> None:
    st = advance(new_game(with_seed(OPTIONS[which], seed), CARDS), random.Random(seed), steps)
    for seat in range(st.n):
        obs = st.observation(seat)
        assert obs.seat == seat and obs.players == st.n
        assert obs.wounds in LEVELS
        assert (obs.wounds == "none") == (st.face_up == 0)
        for view in obs.seats:
            s = view.seat
            assert view.hand_size == len(st.hand[s])
            assert view.deck_size == len(st.deck[s])
            assert view.discard_size == len(st.discard[s])
            assert view.in_play == tuple((u, st.cid(u), st.damage.get(u, 0)) for u in st.play[s])
            if s == seat:
                assert view.hand == tuple((u, st.cid(u)) for u in st.hand[s])
                assert view.discard == tuple((u, st.cid(u)) for u in st.discard[s])
            else:
                assert view.hand is None
                assert view.discard is None
        assert [c[0] for c in obs.chain] == [lk[0] for lk in st.chain]
        for a, card, owner, left in obs.archives:
            assert left == len(st.arch_uids[a])
            assert owner == st.arch_owner[a]
            if st.arch_secret[a] and owner != seat:
                assert card is None
            else:
                assert card == CARDS.cards[st.arch_card[a]].id
        if st.is_over:
            assert obs.options == () and obs.is_over and obs.result == st.result
        else:
            assert obs.deciding_seat == st.decision.seat
            assert obs.options == (st.decision.options if seat == st.decision.seat else ())


def test_no_exact_wound_count_in_the_observation() -> None:
    """The face-up wound count and the wound pile size appear in no field of the observation."""
    rng = random.Random(3)
    checked = 0
    for st in positions(rng, 30):
        fields = {f.name for f in dataclasses.fields(st.observation(0))}
        assert not fields & {"face_up", "wound_pile", "wounds_left", "wound_count"}
        # Two states that differ only in the exact count (same level) look the same.
        twin = st.clone()
        level = st.observation(0).wounds
        for other in range(0, len(st.wound_pile) + 1):
            twin.face_up = other
            if twin.observation(0).wounds == level and other != st.face_up:
                for seat in range(st.n):
                    assert twin.observation(seat) == st.observation(seat)
                checked += 1
                break
    assert checked > 10


def test_an_observation_without_reasons_leaves_out_only_the_reasons() -> None:
    """`observation(seat, why_not=False)`, what a bot's playouts ask for, is the same but for `why_not`."""
    rng = random.Random(5)
    with_reasons = 0
    for st in positions(rng, 30):
        for seat in range(st.n):
            full, lean = st.observation(seat), st.observation(seat, why_not=False)
            assert lean.why_not == WhyNot({}, {})
            assert lean == dataclasses.replace(full, why_not=WhyNot({}, {}))
            with_reasons += full.why_not != lean.why_not
    assert with_reasons > 10  # positions where leaving the reasons out made a difference


def test_observation_is_the_same_whatever_opponents_hold() -> None:
    rng = random.Random(11)
    for st in positions(rng, 25):
        if st.phase == "setup":
            continue
        seat = st.decision.seat if st.decision else 0
        other = (seat + 1) % st.n
        twin = st.clone()
        # Swap the opponent's hand with cards of their deck: their hand differs, sizes do not.
        k = min(len(twin.hand[other]), len(twin.deck[other]))
        if k == 0:
            continue
        twin.hand[other][:k], twin.deck[other][-k:] = twin.deck[other][-k:], twin.hand[other][:k]
        assert twin.hand[other] != st.hand[other]
        assert twin.observation(seat) == st.observation(seat)
        assert twin.observation(other) != st.observation(other)


# ---------------------------------------------------------------------------------------------- determinize
def check_determinization(st: GameState, seat: int, d: GameState) -> None:
    assert d is not st
    assert d.hand[seat] == st.hand[seat]
    assert d.discard[seat] == st.discard[seat]
    assert sorted(d.deck[seat]) == sorted(st.deck[seat])
    assert d.play == st.play
    assert d.damage == st.damage
    assert d.chain == st.chain
    assert d.limbo == st.limbo and d.exile == st.exile
    assert d.pending is None or (d.decision.seat, d.decision.kind) == (st.decision.seat, st.decision.kind)
    for s in range(st.n):
        assert len(d.hand[s]) == len(st.hand[s])
        assert len(d.deck[s]) == len(st.deck[s])
        assert len(d.discard[s]) == len(st.discard[s])
        assert len(d.draft_hands[s]) == len(st.draft_hands[s])
        if s != seat:
            before = Counter(st.hand[s] + st.deck[s] + st.discard[s])
            assert Counter(d.hand[s] + d.deck[s] + d.discard[s]) == before
    assert [len(z) for z in d.arch_uids] == [len(z) for z in st.arch_uids]
    assert len(d.wound_pile) == len(st.wound_pile)
    assert sorted(d.wound_pile) == sorted(st.wound_pile)
    # Nothing created or lost (secret archives get fresh uids for the re-dealt card, same count).
    assert len(zone_uids(d)) == len(set(zone_uids(d))) == len(zone_uids(st))
    if not any(st.arch_secret) and not any(st.draft_hands):
        assert card_multiset(d) == card_multiset(st)
    # What the seat sees is unchanged (the exact face-up count may differ within its level).
    obs, dobs = st.observation(seat), d.observation(seat)
    assert dobs == obs


@settings(max_examples=40)
@given(
    seed=hst.integers(0, 2**32), which=hst.integers(0, len(OPTIONS) - 1), steps=hst.integers(0, 400),
    dseed=hst.integers(0, 2**64 - 1),
)  # fmt: skip
def test_determinize_keeps_what_the_seat_knows(seed: int, which: int, steps: int, dseed: int) -> None:
    st = advance(new_game(with_seed(OPTIONS[which], seed), CARDS), random.Random(seed), steps)
    snapshot = st.to_json()
    for seat in range(st.n):
        d = st.determinize(seat, Rng(dseed))
        check_determinization(st, seat, d)
    assert st.to_json() == snapshot, "determinize changed the real game"


def test_determinize_accepts_int_seed_and_is_deterministic() -> None:
    st = advance(new_game(GameOptions(players=4, seed=8), CARDS), random.Random(8), 120)
    a, b = st.determinize(1, 42), st.determinize(1, 42)
    assert a.to_json() == b.to_json()
    c = st.determinize(1, 43)
    assert c.to_json() != a.to_json()
    r1, r2 = st.determinize(1, random.Random(5)), st.determinize(1, random.Random(5))
    assert r1.to_json() == r2.to_json()


def test_observation_to_dict_is_json() -> None:
    st = advance(new_game(GameOptions(players=3, seed=2), CARDS), random.Random(2), 90)
    for seat in range(st.n):
        data = json.loads(json.dumps(st.observation(seat).to_dict()))
        assert data["seat"] == seat
        assert data["wounds"] in LEVELS


@pytest.mark.parametrize("which", range(len(OPTIONS)))
def test_determinized_states_play_to_the_end(which: int) -> None:
    rng = random.Random(which)
    for i in range(8):
        st = advance(new_game(with_seed(OPTIONS[which], 100 + i), CARDS), rng, rng.randrange(0, 300))
        snapshot = st.to_json()
        seat = st.decision.seat if st.decision else 0
        d = st.determinize(seat, Rng(i))
        finish(d, rng)
        res = d.result
        assert sorted(r.seat for r in res.ranking) == list(range(st.n))
        assert st.to_json() == snapshot


def test_determinize_during_draft_with_secret_archives() -> None:
    o = GameOptions(players=3, seed=4, setup="draft", variants=frozenset({"secret_archives"}))
    st = new_game(o, CARDS)
    rng = random.Random(4)
    while not st.is_over:
        snapshot = st.to_json()
        seat = st.decision.seat
        d = st.determinize(seat, Rng(rng.randrange(2**32)))
        check_determinization(st, seat, d)
        assert st.to_json() == snapshot
        if st.phase != "setup" and not any(st.arch_secret):
            break
        st.apply(rng.choice(st.decision.options))
    finish(d, rng)


def test_seat_wounds_are_the_engines_counts() -> None:
    """Wounds taken are public (DE: wounds are taken from the open pile in front of everyone): every seat's
    view of every seat carries the engine's count, total and by kind, and at the end the result's."""
    from nightfall_qt.engine.result import wound_counts

    rng = random.Random(17)
    seen_wounded = 0
    for st in positions(rng, 30):
        for viewer in range(st.n):
            for sv in st.observation(viewer).seats:
                counts = wound_counts(st, sv.seat)
                assert dict(sv.wounds_by_kind) == counts
                assert sv.wounds == sum(counts.values())
                seen_wounded += sv.wounds > 0
    assert seen_wounded > 20
    st = new_game(OPTIONS[0], CARDS)
    finish(st, random.Random(5))
    for r in st.result.ranking:
        sv = st.observation(0).seats[r.seat]
        assert sv.wounds == r.wounds and dict(sv.wounds_by_kind) == r.by_kind
