"""The independent baselines (benchmarks/baselines) and the tactical positions they score bots on."""

from __future__ import annotations

import random

import pytest

from benchmarks.baselines.duel import run
from benchmarks.baselines.players import Seer, ask, make_player, reads_events
from benchmarks.baselines.tactics import load_positions, matches
from nightfall_qt.ai import make_bot

POSITIONS = load_positions()
NAMES = [name for name, _st, _want in POSITIONS]


@pytest.mark.parametrize("name", NAMES)
def test_each_position_is_a_real_choice_with_the_best_move_legal(name: str) -> None:
    _n, st, want = next(p for p in POSITIONS if p[0] == name)
    options = st.decision.options
    assert sum(matches(c, want) for c in options) == 1, (name, want, options)
    assert len(options) >= 2


@pytest.mark.parametrize("name", NAMES)
def test_normal_finds_every_best_move(name: str) -> None:
    """Normal draws up before the wound effect (RULES.md Cleanup), orders a retrieving card before the damage
    card it brings back (chains resolve last in, first out, DE "Abhandeln der Kette"), goes after the leader."""
    _n, st, want = next(p for p in POSITIONS if p[0] == name)
    assert matches(ask(make_bot("normal"), st.clone(), random.Random(0)), want)


def test_easy_makes_a_beginners_mistakes() -> None:
    """Not noise: the same, human mistakes every time (wound effect first, the player on its left)."""
    easy = make_bot("easy")
    for name, kind in (("cleanup_draw_first", "wound_effect"), ("attack_leader_3p", "attack")):
        _n, st, want = next(p for p in POSITIONS if p[0] == name)
        for seed in range(3):
            choice = ask(easy, st.clone(), random.Random(seed))
            assert choice.kind == kind and not matches(choice, want)


def test_rule_baseline_beats_random_and_flat_mc_answers_legally() -> None:
    res = run(["rule", "random"], 10, 3, 1)
    assert res["win_rate"] >= 0.8
    _n, st, _want = next(p for p in POSITIONS if p[0] == "kill_absorber")
    assert ask(make_player("flatmc@2"), st.clone(), random.Random(1)) in st.decision.options


def test_a_player_spec_sets_search_config_overrides() -> None:
    """`hard@400+trust=1.0+early_stop=false`: the benchmarks measure a changed search without new code."""
    bot = make_player("hard@400+trust=1.0+exploration=0.3+early_stop=false+evaluation=material")
    assert bot.config.iterations == 400
    assert (bot.config.trust, bot.config.exploration, bot.config.early_stop) == (1.0, 0.3, False)
    assert bot.config.evaluation == "material"
    with pytest.raises(TypeError):  # a misspelt field is an error, not silently ignored
        make_player("hard@400+trsut=1.0")


def test_the_claim_table_counts_claim_ends_and_agreement_with_normal(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.baselines.claims import claim_positions, main

    states = claim_positions(12, 2, 31)
    assert states and all(st.decision.kind == "claim" for st in states)
    assert main(["--players", "2", "--positions", "12", "--bots", "rule"]) == 0
    rows = {line.split("|")[1].strip(): line.split("|")[2:4] for line in capsys.readouterr().out.splitlines()
            if line.startswith("| ") and "ends claims" not in line}  # fmt: skip
    assert set(rows) == {"normal", "rule"}
    assert int(rows["normal"][1]) == len(states)  # Normal always agrees with itself
    assert 0 <= int(rows["rule"][0]) <= len(states)


def test_seer_worlds_show_the_real_piles_but_not_the_real_future() -> None:
    """Diagnostics: `+seer=true` searches every hand and discard pile as it is, `+seer=discards` what memory
    knows (the piles and the wound count; the opponent's hand a guess); in both the decks' order and chance are
    new."""
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game

    st = new_game(GameOptions(players=2, seed=3, setup="quick_start"), load_cards())
    rule, rng = make_player("rule"), random.Random(3)
    for _ in range(40):  # into the game: both players hold hands and have discarded
        st.apply(ask(rule, st, rng))
    seer = make_player("hard@60+seer=true")
    assert isinstance(seer, Seer) and seer.bot.config.iterations == 60
    seat = st.decision.seat
    world = seer.world(st, seat, random.Random(5))
    other = 1 - seat
    guess = st.determinize(seat, random.Random(5))
    assert world.hand == st.hand and world.discard == st.discard and world.play == st.play
    assert guess.hand[other] != st.hand[other] or guess.discard[other] != st.discard[other]
    assert [sorted(d) for d in world.deck] == [sorted(d) for d in st.deck]
    assert world.deck != st.deck and world.rng.state != st.rng.state
    assert ask(seer, st.clone(), random.Random(1)) in st.decision.options
    remembers = make_player("hard@60+seer=discards")
    world = remembers.world(st, seat, random.Random(5))
    assert world.discard == st.discard and world.hand[seat] == st.hand[seat]
    assert world.hand[other] != st.hand[other]  # the opponent's hand is a guess from its hand and deck
    assert sorted(world.hand[other] + world.deck[other]) == sorted(st.hand[other] + st.deck[other])
    assert world.face_up == st.face_up  # memory adds up the wounds taken
    fixed = make_player("hard@60+seer=fixed")
    worlds = fixed.worlds(st, seat, random.Random(5))
    a, b = worlds(random.Random(6)), worlds(random.Random(7))
    assert a.hand == b.hand and a.hand[other] != st.hand[other]  # one guess of the hidden cards per decision
    assert a.deck != b.deck and sorted(a.deck[other]) == sorted(b.deck[other])  # only chance differs
    assert a.discard == st.discard and a.face_up == st.face_up
    assert ask(fixed, st.clone(), random.Random(1)) in st.decision.options
    with pytest.raises(ValueError, match="seer=yes"):
        make_player("hard@60+seer=yes")


def test_the_kept_seer_sees_what_the_others_held_through_their_turn() -> None:
    """`+seer=kept`: memory's worlds plus the cards another player held since before its last finished turn."""
    from benchmarks.baselines.players import kept_cards
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game

    st = new_game(GameOptions(players=2, seed=3, setup="quick_start"), load_cards())
    rule, rng = make_player("rule"), random.Random(3)
    seer = make_player("hard@60+seer=kept")
    assert reads_events(seer) and reads_events(make_player("hard@60+infer=true")) and not reads_events(rule)
    seen = 0
    while not st.is_over:
        seat = st.decision.seat
        other = 1 - seat
        kept = kept_cards(st, other)
        drawn_since = set(st.hand[other]) - set(kept)
        assert set(kept) <= set(st.hand[other])
        world = seer.world(st, seat, random.Random(5))
        assert set(kept) <= set(world.hand[other]) and len(world.hand[other]) == len(st.hand[other])
        assert sorted(world.hand[other] + world.deck[other]) == sorted(st.hand[other] + st.deck[other])
        seen += len(kept) > 0 and len(drawn_since) > 0
        st.apply(ask(rule, st, rng))
    assert seen > 20  # positions with kept cards and fresh ones both


def test_guesses_count_the_hand_cards_a_world_names() -> None:
    """benchmarks/baselines/guesses.py: the real position names every card; showing the kept cards never names
    fewer than memory alone over a seeded short game (it names the kept ones for sure)."""
    from benchmarks.baselines.guesses import measure, named_right
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game

    st = new_game(GameOptions(players=2, seed=3, setup="quick_start"), load_cards())
    assert named_right(st, st, 1) == len(st.hand[1])
    c = measure("normal", 3, 11, 2)
    assert c["decisions"] > 60 and c["memory"] <= c["hand"] * 2 and c["kept shown"] >= c["memory"]
    # Normal uses the wound effect whenever it can, so its hand seldom holds a wound: memory deals it far more than
    # it held, the inference's wound rule fewer.
    assert c["wounds"] > 0 and c["inference wounds"] < c["memory wounds"]


RETURNING = [name for name in NAMES if name.startswith("returning/")]


def _returns_to_hand(card: object) -> bool:
    """A card whose chain text takes a card from the discard pile back to hand (found by its effect, no id)."""
    return any(e.name == "discard_to_hand" for e in card.part("chain"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", RETURNING)
def test_normal_orders_mid_game_chains_with_a_returning_card(name: str) -> None:
    """Mid-game chains (cards in every pile, another player's chain) with a card that brings an order back to
    hand. The chain resolves last in, first out (DE rulebook L404, "Zuletzt hinzugefügt, zuerst ausgeführt!"
    L406), an action goes to its owner's discard pile once resolved (L410), so an action added after the
    returning card is back in hand when that card resolves; a kicker is active when the card follows a card of
    its kicker colour (DE L432). Normal finds the move in each (issue 45)."""
    _n, st, want = next(p for p in POSITIONS if p[0] == name)
    seat = st.decision.seat
    held = [st.card(u) for u in st.hand[seat]]
    assert any(_returns_to_hand(c) for c in held), "each position holds a card that returns one to the hand"
    assert st.turn > 1 and st.discard[seat], "a mid-game position: a turn well past the first, a discard pile"
    assert matches(ask(make_bot("normal"), st.clone(), random.Random(0)), want)


def test_the_returning_set_is_there() -> None:
    assert len(RETURNING) >= 2


@pytest.mark.parametrize("name", ["kill_big_ghost", "grip_enemy_2p"])
def test_early_stop_ends_a_search_with_one_dominant_move_and_keeps_its_answer(name: str) -> None:
    """A search stops once its most visited root move can no longer be overtaken by the iterations left
    (docs/AI.md, "No one waits long"): on a position with one clearly best move it stops well before its budget,
    and answers exactly what the full search answers for the same seed."""
    from nightfall_qt.ai import IsmctsBot, SearchConfig

    _n, st, want = next(p for p in POSITIONS if p[0] == name)
    seat = st.decision.seat
    answers, iterations = [], []
    for early in (False, True):
        bot = IsmctsBot(SearchConfig(time_budget=0.0, iterations=1000, early_stop=early, prior=1.0))
        answers.append(bot.choose(st.observation(seat), random.Random(5), worlds=lambda r: st.determinize(seat, r)))
        iterations.append(bot.last_iterations)
    assert answers[0] == answers[1] and matches(answers[1], want)
    assert iterations[0] == 1000 and iterations[1] <= 600
