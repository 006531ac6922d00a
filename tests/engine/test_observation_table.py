"""The observation shows what the table shows: the exile, the marks on chain cards (resolves twice, another
player chooses its targets) and the until-end-of-turn effects in force."""

from __future__ import annotations

from nightfall_qt.engine import GameState

from .helpers import CARDS, FILLER, do, pass_chain, scenario, seat


def test_the_exile_is_public_in_every_seats_observation() -> None:
    # A starting minion destroyed is exiled (DE L211); everyone sees the exile.
    st = scenario(seat(hand=["shock_and_awe", FILLER]), seat(in_play=["enraged_ghoul"]), seat())
    do(st, "chain_add", card="shock_and_awe")
    pass_chain(st)
    assert [c for _u, c in st.observation(2).exile] == ["enraged_ghoul"]
    assert st.observation(0).exile == st.observation(1).exile == tuple((u, st.cid(u)) for u in st.exile)


def test_chain_marks_show_double_resolution_and_target_control() -> None:
    data = {"phase": "chain", "chain_turn": 1, "seed": 3,
            "chain": [{"card": "deadly_grip", "seat": 0, "times": 2},
                      {"card": "sir_john_travail", "seat": 1, "chooser": 2}],
            "seats": [seat(hand=[FILLER]), seat(hand=["alton_hickman"]), seat(hand=[FILLER])]}  # fmt: skip
    st = GameState.from_scenario(data, CARDS)
    marks = st.observation(2).chain_marks
    shown = [(st.cid(u), times, chooser) for u, times, chooser in marks]
    assert shown == [("deadly_grip", 2, -1), ("sir_john_travail", 1, 2)]


def test_turn_effects_list_what_lasts_until_the_end_of_the_turn() -> None:
    st = scenario(seat(hand=["sir_john_travail", FILLER], influence=1), seat(), seat(), commons=["vulko", "grim_siege"])
    do(st, "chain_add", card="sir_john_travail")
    pass_chain(st)
    effects = st.observation(1).turn_effects
    assert (0, "influence", 1) in effects and (0, "discount", 1) in effects and (0, "discount_floor", 1) in effects
    do(st, "claim_end")
    assert st.observation(1).turn_effects == ()  # the turn ended: nothing lasts
