"""Twin positions: two states that differ only in what one seat may not see.

`twin(state, k, rng)` changes, independently of the engine's own `determinize` (so that a bug there cannot
hide here): the order of k's deck, which of another player's cards sit in hand or deck, the
cards of other players' secret archives (any draftable card no archive holds; in a quick start another
preset pair) and, during a draft, the cards in other players' draft hands and picks (swapped with the
set-aside pile). The caller checks that the seat's view agrees (`same_view`).

The view is defined here independently of the engine's events: the observation, plus what the rules let a
player remember: every discard pile (cards are discarded face up, DE L540, FR L207, although nobody may
browse another player's pile, DE L177) and the exiled cards, except those that came from an archive the
seat cannot see.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.engine.flow.setup import quick_start_pairs

CARDS = load_cards()

# (players, setup, variants): the draft and secret-archives variants the twin tests must cover.
SETUPS: tuple[tuple[int, str, frozenset[str]], ...] = (
    (3, "draft", frozenset({"secret_archives"})),
    (2, "draft_2p", frozenset({"secret_archives"})),
    (3, "quick_start", frozenset({"secret_archives"})),
    (4, "draft", frozenset()),
    (3, "draft", frozenset({"open_archives", "secret_archives"})),
)


def random_position(seed: int, max_steps: int = 260) -> GameState:
    """A game of one of SETUPS played at random for a random number of decisions (not over)."""
    players, setup, variants = SETUPS[seed % len(SETUPS)]
    st = new_game(GameOptions(players=players, seed=seed, setup=setup, variants=variants), CARDS)
    rng = random.Random(seed)
    for _ in range(rng.randrange(max_steps)):
        d = st.decision
        if d is None or st.is_over:
            break
        before = st.clone()
        st.apply(rng.choice(d.options))
        if st.is_over:
            return before
    return st


def twin(st: GameState, k: int, rng: random.Random) -> GameState:
    """A twin of `st` for seat k, which must be the deciding seat (other seats' pending options would name
    cards the twin moved)."""
    assert st.pending is not None and st.pending.seat == k
    t = st.clone()
    t.card_of = t.card_of[:]
    t.arch_card = t.arch_card[:]
    rng.shuffle(t.deck[k])
    for s in range(t.n):
        if s == k:
            continue
        pool = t.hand[s] + t.deck[s]
        rng.shuffle(pool)
        h = len(t.hand[s])
        t.hand[s], t.deck[s] = pool[:h], pool[h:]
    _swap_secret_archives(t, k, rng)
    _swap_draft(t, k, rng)
    return t


def _swap_secret_archives(t: GameState, k: int, rng: random.Random) -> None:
    hidden = [a for a in range(len(t.arch_card)) if t.arch_secret[a] and t.arch_owner[a] != k]
    if not hidden:
        return
    used = set(t.arch_card)
    if t.options.setup == "quick_start":
        pairs = [tuple(CARDS.by_id[c].index for c in p) for p in quick_start_pairs(t)]
        free = [p for p in pairs if not set(p) & used]
        rng.shuffle(free)
        new: dict[int, int] = {}
        for owner in sorted({t.arch_owner[a] for a in hidden}):
            mine = [a for a in hidden if t.arch_owner[a] == owner]
            if len(mine) == 2 and free:
                new.update(zip(mine, free.pop(), strict=True))
    else:
        spare = [c.index for c in CARDS.draftable(t.options.edition, t.options.include_promos) if c.index not in used]
        rng.shuffle(spare)
        new = dict(zip(hidden, spare, strict=False))
    for a, idx in new.items():
        old = t.arch_card[a]
        t.arch_card[a] = idx
        for u in t.arch_uids[a]:
            t.card_of[u] = idx
        for u in t.exile:
            if t.card_of[u] == old:
                t.card_of[u] = idx


def _swap_draft(t: GameState, k: int, rng: random.Random) -> None:
    if not t.draft_rest or not any(t.draft_hands[s] for s in range(t.n) if s != k):
        return
    t.draft_hands = [h[:] for h in t.draft_hands]
    rest = t.draft_rest[:]
    rng.shuffle(rest)
    for s in range(t.n):
        if s != k:
            for i in range(len(t.draft_hands[s])):
                if rest and rng.random() < 0.7:
                    t.draft_hands[s][i], rest[-1] = rest[-1], t.draft_hands[s][i]
                    rng.shuffle(rest)
    picks = []
    for s, idx, dest in t.draft_picks:
        if s != k and rest and rng.random() < 0.7:
            idx, rest[-1] = rest[-1], idx
        picks.append((s, idx, dest))
    t.draft_picks = picks
    t.draft_rest = rest


def view(st: GameState, k: int) -> Any:
    """What seat k sees or may remember, without the why-not reasons (the tests compare those separately)."""
    obs = st.observation(k)
    obs = dataclasses.replace(obs, why_not=None) if hasattr(obs, "why_not") else obs
    hidden = {st.arch_card[a] for a in range(len(st.arch_card)) if st.arch_secret[a] and st.arch_owner[a] != k}
    exile = tuple(None if st.card_of[u] in hidden else (u, st.cid(u)) for u in st.exile)
    discards = tuple(tuple((u, st.cid(u)) for u in pile) for pile in st.discard)
    return obs, discards, exile


def same_view(a: GameState, b: GameState, k: int) -> bool:
    return bool(view(a, k) == view(b, k))


def differs(a: GameState, b: GameState) -> bool:
    """The twins are not the same position (something hidden differs)."""
    fields = ("hand", "deck", "arch_card", "draft_hands", "draft_picks")
    return any(getattr(a, f) != getattr(b, f) for f in fields) or a.card_of != b.card_of
