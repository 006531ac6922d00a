"""A finished game as a scenario position (`phase: over`, docs/SCENARIOS.md): read, ranked, written back, and
refused where the rulebook says the game cannot be over yet (DE L510, FR L465, PL L1196)."""

from __future__ import annotations

from typing import Any

import pytest

from nightfall_qt.engine import IllegalChoice, ScenarioError
from nightfall_qt.engine.scenario import approximation, state_from_scenario, state_to_scenario

from .helpers import CARDS


def wounds(bite: int, burn: int, bleed: int) -> list[str]:
    return ["wound_bite"] * bite + ["wound_burn"] * burn + ["wound_bleed"] * bleed


def over(**extra: Any) -> dict[str, Any]:
    """DE L520's example: Andreas and Karsten both hold 7 wounds; Karsten has one kind 4 times, Andreas at most
    3 times, so Andreas wins the tie. Michael holds 9."""
    data: dict[str, Any] = {
        "phase": "over",
        "first_player": 0,
        "wounds": {"face_up": [], "face_down": ["burn", "bite"]},
        "seats": [
            {"name": "Michael", "discard": wounds(3, 3, 3)},
            {"name": "Andreas", "hand": wounds(3, 0, 0), "deck": wounds(0, 3, 1)},
            {"name": "Karsten", "discard": wounds(1, 4, 2), "hand": ["charlotte_reyes"]},
        ],
    }
    data.update(extra)
    return data


def test_a_finished_game_reads_back_over_with_its_ranking() -> None:
    """DE L514-516: fewest wounds wins; on a tie the largest count of one kind decides (Andreas over Karsten)."""
    st = state_from_scenario(over(), CARDS)
    assert st.is_over and st.phase == "over" and st.decision is None and st.end_triggered
    result = st.result
    assert [r.seat for r in result.ranking] == [1, 2, 0]
    assert result.tie_break == "largest_kind"
    assert [r.decided_by for r in result.ranking] == ["largest_kind", "fewest_wounds", "last"]
    assert result.for_seat(2).by_kind == {"bite": 1, "burn": 4, "bleed": 2}
    assert all(st.observation(s).is_over and st.observation(s).result == result for s in range(3))
    with pytest.raises(IllegalChoice, match="the game is over"):
        st.apply(st.pending)  # type: ignore[arg-type]
    assert approximation(st) is None


def test_a_finished_game_is_written_as_phase_over_and_reads_back_the_same() -> None:
    st = state_from_scenario(over(seats=[*over()["seats"][:2], {"discard": wounds(1, 4, 2), "influence": 3}]), CARDS)
    data = state_to_scenario(st)
    assert data["phase"] == "over" and "description" not in data
    copy = state_from_scenario(data, CARDS)
    assert copy.result == st.result and copy.influence == [0, 0, 3]
    assert state_to_scenario(copy) == data


def test_the_last_tie_break_is_the_seat_to_the_first_players_right() -> None:
    """DE L518: still tied, the player closest to the first player's right wins (seat 2 of 3, first player 0)."""
    same = wounds(2, 2, 1)
    st = state_from_scenario(over(seats=[{"discard": same}, {"discard": same}, {"discard": same}]), CARDS)
    assert [r.seat for r in st.result.ranking] == [2, 1, 0] and st.result.tie_break == "seat"


def test_a_game_with_a_face_up_wound_left_is_not_over() -> None:
    """DE L510, FR L465, PL L1196: the game ends at the end of the phase in which the last face-up wound is taken;
    while one is left the end was never triggered."""
    with pytest.raises(ScenarioError, match=r"wounds\.face_up.*DE L510.*1 are left"):
        state_from_scenario(over(wounds={"face_up": ["bite"], "face_down": []}), CARDS)
    default_pile = over()
    del default_pile["wounds"]
    with pytest.raises(ScenarioError, match=r"wounds\.face_up"):  # the default pile has face-up wounds
        state_from_scenario(default_pile, CARDS)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("chain", ["charlotte_reyes"], "a chain exists only in the chain phase"),
        ("combat", {"attacks": []}, "a combat exists only in the combat phase"),
        ("resolving", {"limbo": []}, "cards resolve only in the chain phase"),
        ("this_turn", {"drawn_up": True}, "players draw up in the cleanup phase only"),
    ],
)
def test_a_finished_game_has_no_phase_in_progress(field: str, value: Any, message: str) -> None:
    """DE L510: the game ends at the end of a phase, once the chain is resolved and the combats are done."""
    with pytest.raises(ScenarioError, match=f"{field}.*{message}|{message}"):
        state_from_scenario(over(**{field: value}), CARDS)
