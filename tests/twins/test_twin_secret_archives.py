"""Twin test on positions built around secret archives (random play rarely reaches them): an Indigo Six grant
to claim from another player's secret archive, and Furious Melee's kicker exiling from one. The twins differ
only in the secret card; the claimer's options, why-not texts and log lines must not tell them apart."""

from __future__ import annotations

import random

from nightfall_qt.app.game.why_not import chain_why_not, claim_why_not
from nightfall_qt.app.texts.log_text import describe
from nightfall_qt.engine import GameState

from .helpers import CARDS

NAMES = ["Ann", "Ben", "Cleo"]
PAIRS = 25


def seat(hand: tuple[str, ...] | list[str] = (), archives: tuple[str, ...] | list[str] = (),
         in_play: tuple[str, ...] | list[str] = (), influence: int = 0) -> dict[str, object]:
    return {"hand": list(hand), "deck": ["genesis_one"] * 8, "archives": list(archives), "in_play": list(in_play),
            "influence": influence}  # fmt: skip


def scenario(*seats: dict[str, object], **kw: object) -> GameState:
    return GameState.from_scenario({"seats": list(seats), "phase": "chain", "seed": 7, **kw}, CARDS)


def _draftable(rng: random.Random, avoid: set[str]) -> str:
    return rng.choice(sorted(c.id for c in CARDS.draftable("de", False) if c.id not in avoid))


def _secret(st: GameState) -> GameState:
    for a, owner in enumerate(st.arch_owner):
        st.arch_secret[a] = owner >= 0
    return st


def _indigo(secret_card: str, influence: int, hand: list[str]) -> GameState:
    st = scenario(
        seat(hand=hand, influence=influence), seat(archives=[secret_card]), seat(),
        commons=["blood_rage"], chain=[{"card": "indigo_six", "seat": 0}], chain_turn=0,
    )  # fmt: skip
    return _secret(st)


def _melee(secret_card: str) -> GameState:
    st = scenario(
        seat(archives=["big_ghost"]), seat(archives=[secret_card], in_play=["vulko"]), seat(),
        commons=["blood_rage"],
        chain=[{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0}], resolve=True,
    )  # fmt: skip
    return _secret(st)


def _seen(st: GameState, k: int) -> tuple[object, ...]:
    obs = st.observation(k)
    texts = [chain_why_not(obs, CARDS, u) for u in st.hand[k]] + [
        claim_why_not(obs, CARDS, a) for a in range(len(st.arch_card))
    ]
    options = [(o.kind, o.card, o.archive, o.seat) for o in obs.options]
    return tuple(texts), tuple(options)


def _this_turn(events: list[dict]) -> list[dict]:
    ends = [i for i, e in enumerate(events) if e["type"] == "turn_started"]
    return events[: ends[0]] if ends else events


def _play_twins(a: GameState, b: GameState, k: int, rng: random.Random, steps: int = 12) -> int:
    """Play both with the same choices of seat k while k cannot tell them apart; returns lines compared."""
    compared = 0
    for _ in range(steps):
        assert _seen(a, k) == _seen(b, k)
        da, db = a.decision, b.decision
        if da is None or db is None or da.seat != k or db.seat != k:
            break
        i = rng.randrange(len(da.options))
        ea, eb = a.apply(da.options[i]), b.apply(db.options[i])
        if any(e["type"] == "archive_revealed" for e in ea):
            break  # the secret is out: from here on the twins are told apart, rightly
        # Up to the next turn: the owner then plays with his own (different) archive, and everyone sees it.
        lines_a = [describe(e, NAMES, CARDS, None, None, (k,)) for e in _this_turn(ea)]
        lines_b = [describe(e, NAMES, CARDS, None, None, (k,)) for e in _this_turn(eb)]
        assert lines_a == lines_b
        compared += len(lines_a)
        if len(lines_a) < len(ea) or len(lines_b) < len(eb):
            break  # the turn passed on
    return compared


def test_an_indigo_six_claimer_cannot_tell_two_secret_archives_apart() -> None:
    compared = 0
    for pair in range(PAIRS):
        rng = random.Random(pair)
        first = _draftable(rng, {"blood_rage", "indigo_six"})
        second = _draftable(rng, {"blood_rage", "indigo_six", first})
        # Alton Hickman (white) may follow Indigo Six: the chain decision waits until the archive is made secret.
        influence, hand = rng.randrange(0, 5), ["alton_hickman"] + ["genesis_one"] * rng.randrange(0, 4)
        a, b = _indigo(first, influence, hand), _indigo(second, influence, hand)
        for st in (a, b):
            if st.decision is not None and st.decision.kind == "chain":
                st.apply(next(o for o in st.decision.options if o.kind == "chain_pass"))
            assert st.decision is not None and st.decision.kind == "claim"
        compared += _play_twins(a, b, 0, random.Random(pair))
    assert compared > 0


def test_the_exiler_and_the_others_cannot_tell_two_secret_archives_apart() -> None:
    for pair in range(PAIRS):
        rng = random.Random(pair)
        first = _draftable(rng, {"blood_rage", "big_ghost"})
        second = _draftable(rng, {"blood_rage", "big_ghost", first})
        a, b = _melee(first), _melee(second)
        target = a.arch_card.index(CARDS[first].index)
        for st in (a, b):
            st.apply(next(o for o in st.decision.options if o.kind == "target_player" and o.seat == 1))
        assert _seen(a, 0) == _seen(b, 0)
        choose = [next(o for o in st.decision.options if o.archive == target) for st in (a, b)]
        ea, eb = a.apply(choose[0]), b.apply(choose[1])
        for k in (0, 2):
            assert [describe(e, NAMES, CARDS, None, None, (k,)) for e in ea] == [
                describe(e, NAMES, CARDS, None, None, (k,)) for e in eb
            ]
        assert [describe(e, NAMES, CARDS, None, None, (1,)) for e in ea] != [
            describe(e, NAMES, CARDS, None, None, (1,)) for e in eb
        ]  # the owner knows his own archive: the test does compare cards that differ
