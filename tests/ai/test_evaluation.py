"""The search's leaf evaluation (ai/evaluation.py) and the playout policy that knows whom to hurt."""

from __future__ import annotations

import random

from nightfall_qt.ai import evaluation
from nightfall_qt.ai.ismcts import aimed_choice, quiet, undominated
from nightfall_qt.engine import Choice, GameOptions, GameState, load_cards, new_game

CARDS = load_cards()


def _positions(count: int) -> list[GameState]:
    out = []
    rng = random.Random(2)
    for g in range(count):
        st = new_game(GameOptions(players=2 + g % 3, seed=g, setup="quick_start"), CARDS)
        for _ in range(rng.randrange(20, 200)):
            if st.is_over:
                break
            st.apply(rng.choice(st.pending.options))  # type: ignore[union-attr]
        out.append(st)
    return out


def test_win_chances_are_a_distribution_and_exact_at_the_end() -> None:
    for st in _positions(12):
        p = evaluation.win_chances(st)
        assert len(p) == st.n and abs(sum(p) - 1) < 1e-9 and all(0 <= x <= 1 for x in p)
        if st.is_over:
            winners = {r.seat for r in st.result.ranking if r.rank == 1}
            assert all((p[s] > 0) == (s in winners) for s in range(st.n))


def test_a_wound_more_lowers_a_seats_chance() -> None:
    """Fewest wounds wins (RULES.md "Game end and winner"): the fitted weights must agree."""
    checked = 0
    for st in _positions(12):
        if st.is_over or not st.wound_pile:
            continue
        before = evaluation.win_chances(st)
        hurt = st.clone(events=False)
        hurt.discard[0].append(hurt.wound_pile.pop())
        assert evaluation.win_chances(hurt)[0] < before[0]
        checked += 1
    assert checked >= 5


def test_rollout_damage_goes_to_enemies_and_dominated_cleanup_is_not_searched() -> None:
    st = GameState.from_scenario({
        "phase": "chain", "resolve": True, "chain": [{"card": "deadly_grip", "seat": 0}],
        "seats": [{"deck": ["charlotte_reyes"] * 5}, {"deck": ["charlotte_reyes"] * 5}, {"deck": ["bad_smoke"] * 5}],
    })  # fmt: skip
    assert st.pending is not None and st.pending.kind == "target_player"
    rng = random.Random(0)
    assert all(aimed_choice(st, rng).seat != 0 for _ in range(20))  # type: ignore[union-attr]
    assert not quiet(st)  # the chain is resolving
    opts = (Choice("wound_effect", seat=0), Choice("draw_up", seat=0))
    assert undominated("cleanup", opts) == (Choice("draw_up", seat=0),)
