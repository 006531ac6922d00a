"""Twin test for the searching bots (Hard/Expert = ISMCTS): in two positions the deciding seat cannot tell
apart, a search with the same iteration budget and seed chooses the same move with the same root statistics.

Before issue 16 the sampled worlds always held the true secret archives (the set-aside pile was emptied after
the draft), so searches differed between twins whose secret archives differ.
"""

from __future__ import annotations

import random

import pytest

from nightfall_qt.ai.ismcts import IsmctsBot, Node, SearchConfig
from nightfall_qt.engine import GameState, Rng

from .helpers import random_position, same_view, twin

ITERATIONS = 60
POSITIONS = 30


def _root_stats(root: Node) -> list[tuple[object, int, int, float]]:
    return sorted((key, child.visits, child.avail, round(child.total, 9)) for key, child in root.children.items())


def _search(st: GameState, k: int) -> tuple[object, list[tuple[object, int, int, float]]]:
    bot = IsmctsBot(SearchConfig(time_budget=0, iterations=ITERATIONS, early_stop=False))
    root = bot.search(st.observation(k), lambda r: st.determinize(k, r), seed=1234)
    choice = bot.choose(st.observation(k), Rng(99), worlds=lambda r: st.determinize(k, r))
    return choice, _root_stats(root)


@pytest.mark.parametrize("block", range(POSITIONS // 10))
def test_search_is_the_same_in_twin_positions(block: int) -> None:
    searched = 0
    for seed in range(block * 10, block * 10 + 10):
        st = random_position(seed)
        d = st.decision
        if d is None or len(d.options) < 2:
            continue
        k = d.seat
        tw = twin(st, k, random.Random(seed))
        assert same_view(st, tw, k)
        assert _search(st, k) == _search(tw, k), f"seed {seed}: the search differs ({st.phase}, {d.kind})"
        searched += 1
    assert searched >= 5


def test_sampled_worlds_deal_secret_archives_from_cards_the_seat_has_not_seen() -> None:
    """Issue 16: after the draft, other players' secret archives are dealt from every card they could hold."""
    st = random_position(0, max_steps=1)  # a 3-player draft with secret archives, still drafting
    rng = random.Random(0)
    while st.phase == "setup":
        st.apply(rng.choice(st.decision.options))
    hidden = [a for a in range(len(st.arch_card)) if st.arch_secret[a] and st.arch_owner[a] != 0]
    assert hidden
    true_cards = {st.arch_card[a] for a in hidden}
    sampled: set[int] = set()
    for i in range(40):
        world = st.determinize(0, Rng(i))
        sampled |= {world.arch_card[a] for a in hidden}
        assert {world.card_of[u] for a in hidden for u in world.arch_uids[a]} == {world.arch_card[a] for a in hidden}
    assert sampled - true_cards, "every sampled world held the true secret archives"
    assert not sampled & {st.arch_card[a] for a in range(len(st.arch_card)) if a not in hidden}
