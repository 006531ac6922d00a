"""The search's leaf evaluation (ai/evaluation.py) and the playout policy that knows whom to hurt."""

from __future__ import annotations

import random

from nightfall_qt.ai import evaluation
from nightfall_qt.ai.ismcts import aimed_choice, quiet, undominated
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState, new_game

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
    """Fewest wounds wins (RULES.md "Game end and winner"): every set of fitted weights must agree."""
    checked = 0
    for st in _positions(12):
        if st.is_over or not st.wound_pile:
            continue
        hurt = st.clone(events=False)
        hurt.discard[0].append(hurt.wound_pile.pop())
        for ws in (evaluation.weights(), evaluation.weights_for(st.n)):
            assert evaluation.win_chances(hurt, ws)[0] < evaluation.win_chances(st, ws)[0]
        checked += 1
    assert checked >= 5


def test_rollout_damage_goes_to_enemies_and_dominated_cleanup_is_not_searched() -> None:
    st = GameState.from_scenario({
        "phase": "chain", "resolve": True, "chain": [{"card": "deadly_grip", "seat": 0}],
        "seats": [{"deck": ["charlotte_reyes"] * 5}, {"deck": ["charlotte_reyes"] * 5}, {"deck": ["bad_smoke"] * 5}],
    }, load_cards())  # fmt: skip
    assert st.pending is not None and st.pending.kind == "target_player"
    rng = random.Random(0)
    assert all(aimed_choice(st, rng).seat != 0 for _ in range(20))  # type: ignore[union-attr]
    assert not quiet(st)  # the chain is resolving
    opts = (Choice("wound_effect", seat=0), Choice("draw_up", seat=0))
    assert undominated("cleanup", opts) == (Choice("draw_up", seat=0),)


def test_each_player_count_has_its_own_weights_and_five_players_use_the_four_player_fit() -> None:
    """A lead means more against one opponent than against three: the fit is made per number of players
    (`SearchConfig(evaluation="fitted_by_players")`, measured and off)."""
    two, four = evaluation.weights_for(2), evaluation.weights_for(4)
    assert two != four and len(two) == len(four) == len(evaluation.FEATURES)
    assert evaluation.weights_for(5) == four
    board = evaluation.FEATURES.index("board_strength")
    assert two[board] > 5 * four[board] > 0  # a strong board counts for more against one opponent


def test_no_weight_fitted_per_number_of_players_makes_a_wound_worth_having() -> None:
    """One wound more, all else equal, can only lose (RULES.md "Game end and winner"): the fit holds the
    wound weights at or below 0 (scripts/fit_evaluation.py, NEVER_POSITIVE)."""
    for fitted in ("by_players", "random_claims"):
        for players in (2, 3, 4, 5):
            w = evaluation.weights_for(players, fitted)
            for name in ("wounds", "wounds_late", "wound_share"):
                assert w[evaluation.FEATURES.index(name)] <= 0, (fitted, players, name)


def test_the_weights_name_their_data_and_it_is_in_the_repo() -> None:
    import json
    from pathlib import Path

    root = Path(evaluation.__file__).resolve().parents[2]
    for path in (evaluation.WEIGHTS_FILE, evaluation.BY_PLAYERS_FILE, evaluation.fitted_file("random_claims")):
        record = json.loads(path.read_text(encoding="utf-8"))
        assert (root / record["data"]).is_file(), path
    for name in ("by_players", "random_claims"):
        by_players = json.loads(evaluation.fitted_file(name).read_text(encoding="utf-8"))["weights"]
        assert sorted(by_players) == ["2", "3", "4"], name


def test_a_search_can_use_any_fitted_set_of_weights_by_name() -> None:
    """`SearchConfig(evaluation="fitted_NAME")` scores with `eval_weights_NAME.json` for the game's number
    of players (the random-claims fit, eleventh round); a name without a file is an error, not a silent
    fallback."""
    import dataclasses

    import pytest

    from nightfall_qt.ai.ismcts import SearchConfig, evaluate

    st = new_game(GameOptions(players=2, seed=5, setup="quick_start"), load_cards())
    rng = random.Random(5)
    while st.turn < 4 or not st.is_quiet:  # a position where the seats differ
        assert st.pending is not None
        st.apply(st.pending.options[int(rng.random() * len(st.pending.options))])
    assert evaluation.weights_for(2, "random_claims") != evaluation.weights_for(2)  # its own file
    cfg = SearchConfig(evaluation="fitted_random_claims")
    assert evaluate(st, cfg) == evaluation.win_chances(st, evaluation.weights_for(2, "random_claims"))
    assert evaluate(st, cfg) != evaluate(st, SearchConfig())
    with pytest.raises(FileNotFoundError, match="eval_weights_no_such_fit.json"):
        evaluate(st, dataclasses.replace(cfg, evaluation="fitted_no_such_fit"))
