"""Twin positions for the one-door tests (issue 16): a state and a copy that seat k cannot tell apart from it,
changed in everything k may not see — other seats' hands (but not the wounds in them: each seat's wounds
by kind are public), decks and discard piles (under their face-up top card), k's own deck order, secret
archives k does not own, other seats' draft hands and picks and the set-aside draft cards, the exact face-up
wound count within its coarse level, the seed and the game's random generator.

The copy is built here, not with the engine's `determinize`: a view must not leak even what determinize might
keep (the real secret cards), so the twin changes every hidden card to any other card of the database (a
secret archive's to a card the game has nowhere, with the cards exiled from it). The copy need not be a
reachable game, only one that seat k's observation cannot tell from the original.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

from nightfall_qt.engine import GameOptions, GameState, Rng, new_game
from nightfall_qt.engine.observation import wound_level

from . import CARDS

# Every setup and variant that hides something: plain, draft + secret archives, two-player draft + secret
# archives, draft with open archives, common ground (no private archives).
TWIN_OPTIONS = [
    GameOptions(players=2, seed=0),
    GameOptions(players=3, seed=0, setup="draft", variants=frozenset({"secret_archives"})),
    GameOptions(players=2, seed=0, setup="draft_2p", variants=frozenset({"secret_archives"})),
    GameOptions(players=4, seed=0, setup="draft", variants=frozenset({"open_archives"})),
    GameOptions(players=3, seed=0, setup="draft", variants=frozenset({"common_ground"})),
]
_ORDINARY = [i for i, c in enumerate(CARDS.cards) if not c.is_wound]


def twin(st: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of `st` that differs from it only in what `seat` may not see."""
    c = st.clone(events=True)
    c.card_of = c.card_of[:]  # the uid table is shared between clones: change the copy's own
    c.arch_card = c.arch_card[:]
    c.options = dataclasses.replace(st.options, seed=rng.getrandbits(63))
    c.rng = Rng(rng.getrandbits(63))
    hidden = list(c.deck[seat])
    for s in range(c.n):
        if s != seat:
            hidden += c.hand[s] + c.deck[s] + c.discard[s][:-1]  # a discard pile's top lies face up (issue 41)
    for u in hidden:
        if not CARDS.cards[c.card_of[u]].is_wound:  # each seat's wounds (count and kinds) are public (issue 15)
            c.card_of[u] = rng.choice(_ORDINARY)
    rng.shuffle(c.deck[seat])
    # A secret archive's card is nowhere else in a game (its first claim reveals it), so its new card is one
    # this game has nowhere; cards exiled from it change with it.
    absent = sorted(set(_ORDINARY) - set(st.card_of))
    for a in range(len(c.arch_card)):
        if c.arch_secret[a] and c.arch_owner[a] != seat:
            old, c.arch_card[a] = c.arch_card[a], rng.choice(absent)
            for u in c.arch_uids[a] + [u for u in c.exile if st.card_of[u] == old]:
                c.card_of[u] = c.arch_card[a]
    c.draft_hands = [h[:] if s == seat else [rng.choice(_ORDINARY) for _ in h] for s, h in enumerate(c.draft_hands)]
    c.draft_rest = [rng.choice(_ORDINARY) for _ in c.draft_rest]
    c.draft_picks = [p if p[0] == seat else (p[0], rng.choice(_ORDINARY), p[2]) for p in c.draft_picks]
    _other_face_up(c, rng)
    assert c.observation(seat) == st.observation(seat), "the twin must look the same to the seat"
    return c


def _other_face_up(c: GameState, rng: random.Random) -> None:
    """Another face-up wound count of the same coarse level (the seat knows only the level)."""
    level = wound_level(c)
    for _ in range(20):
        count = rng.randint(0, len(c.wound_pile))
        before, c.face_up = c.face_up, count
        if wound_level(c) == level:
            return
        c.face_up = before


def positions(per_option: int, seed: int = 16) -> Iterator[tuple[GameState, int]]:
    """Seeded positions of random games (draft decisions included) with the seat to look from: the seat
    deciding now half of the time (its options, prompt and reasons show), else any seat."""
    rng = random.Random(seed)
    for options in TWIN_OPTIONS:
        for i in range(per_option):
            st = new_game(dataclasses.replace(options, seed=seed * 100 + i), CARDS)
            for _ in range(rng.choice((0, 2, 5, 12, 30, 60, 120))):
                if st.is_over:
                    break
                st.apply(rng.choice(st.decision.options))
            d = st.decision
            yield st, d.seat if d is not None and rng.random() < 0.5 else rng.randrange(st.n)


def differs_for_others(a: GameState, b: GameState, seat: int) -> bool:
    """Do the twins differ in what some other seat sees? (They must, or the pair tests nothing.)"""
    return any(a.observation(s).to_dict() != b.observation(s).to_dict() for s in range(a.n) if s != seat)


