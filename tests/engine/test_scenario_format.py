"""The scenario fields for the rest of a position: forced: keep, a combat in progress, the wound pile by kind,
the exile, what lasts until the end of the turn, and the impossible positions each one refuses."""

from __future__ import annotations

from typing import Any

import pytest

from nightfall_qt.engine import GameState
from nightfall_qt.engine.scenario import ScenarioError

from .helpers import CARDS, FILLER


def _seats(*extra: dict[str, Any]) -> list[dict[str, Any]]:
    base = [{"hand": [FILLER], "deck": [FILLER] * 6} for _ in range(3)]
    for i, e in enumerate(extra):
        base[i].update(e)
    return base


def load(**data: Any) -> GameState:
    data.setdefault("seats", _seats())
    return GameState.from_scenario(data, CARDS)


def test_forced_keep_leaves_a_one_option_decision_pending() -> None:
    # FR L453-455: the wound effect only after drawing up; with no wound, drawing up is the only option.
    kept = load(phase="cleanup", edition="fr", forced="keep")
    assert kept.decision.kind == "cleanup" and [o.kind for o in kept.decision.options] == ["draw_up"]
    applied = load(phase="cleanup", edition="fr")
    assert applied.decision is not None and applied.active == 1  # it applied itself: the next turn is on


def test_a_combat_in_the_middle_of_blocking() -> None:
    seats = _seats({"in_play": ["big_ghost", "enraged_ghoul"]}, {"in_play": ["vulko", "blaine_cordell"]},
                   {"in_play": ["zacharias_sands"]})  # fmt: skip
    st = load(phase="combat", seats=seats, combat={
        "step": "blocks", "blocking": 1,
        "attacks": [{"attacker": 1, "target": 1, "blockers": [0]}, {"attacker": 0, "target": 2}],
    })  # fmt: skip
    assert st.decision.kind == "block" and st.decision.seat == 1
    # Vulko blocks the ghoul already; Blaine may still block it. Then seat 2 blocks Big Ghost or not.
    assert {(o.card, st.cid(o.target_uid)) for o in st.decision.options if o.kind == "block"} == {
        ("blaine_cordell", "enraged_ghoul")
    }
    assert [st.cid(a[0]) for a in st.attacks] == ["enraged_ghoul", "big_ghost"]


def test_an_attack_in_the_middle_of_its_damage() -> None:
    # Big Ghost (5) is blocked by Blaine (4 health) and Indigo Six: the defender still orders who takes it first.
    seats = _seats({"in_play": ["big_ghost"]}, {"in_play": ["blaine_cordell", "indigo_six"]})
    st = load(phase="combat", seats=seats, combat={
        "step": "damage", "damage": {"amount": 5, "blockers": [0, 1]},
        "attacks": [{"attacker": 0, "target": 1, "blockers": [0, 1], "resolved": True}],
    })  # fmt: skip
    assert st.decision.kind == "blocker_order" and st.decision.seat == 1
    assert {o.card for o in st.decision.options} == {"blaine_cordell", "indigo_six"}


def test_the_wound_pile_by_kind_top_first_and_the_exile() -> None:
    st = load(phase="claim", wounds={"face_up": ["burn"], "face_down": ["bleed", "bite"]}, exile=["vulko"])
    assert st.face_up == 1 and [st.card(u).wound_kind for u in reversed(st.wound_pile)] == ["burn", "bleed", "bite"]
    assert [st.cid(u) for u in st.exile] == ["vulko"]


def test_until_end_of_turn_effects_and_the_claim_so_far() -> None:
    seats = _seats({"influence": 4, "this_turn": {"discount": 2, "discount_floor": 1, "enemy_claims": 1}},
                   {"archives": ["vulko"]})  # fmt: skip
    st = load(phase="claim", seats=seats, commons=["grim_siege"],
              this_turn={"spent": 3, "discarded_for_influence": 1,
                         "used_enemy_archives": [{"seat": 1, "archive": 0}]})  # fmt: skip
    assert st.influence_left() == 2 + 4 + 1 - 3
    assert st.discount[0] == 2 and st.used_enemy_archives == [0]
    assert st.claim_cost(0, 1) == max(1, CARDS["grim_siege"].cost - 2)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"phase": "chain", "combat": {"attacks": []}}, "field 'combat': a combat exists only in the combat phase"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko"]}),
          "combat": {"step": "order", "attacks": [{"attacker": 0, "target": 1, "blockers": [0]}]}},
         "combat.attacks[0].blockers[0]: seats[1] has no minion in play to block with"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko"]}, {"in_play": ["blaine_cordell"]}),
          "combat": {"step": "order", "attacks": [{"attacker": 0, "target": 1, "blockers": [0]}]}},
         "combat.attacks[0].blockers[0]: blockers are assigned after the attack order (DE L317)"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko", "big_ghost"]}, {"in_play": ["blaine_cordell"]}),
          "combat": {"step": "blocks", "attacks": [{"attacker": 0, "target": 1, "blockers": [0]},
                                                  {"attacker": 1, "target": 1, "blockers": [0]}]}},
         "combat.attacks[1].blockers[0]: a minion blocks a single attacker only (DE L323)"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko", "big_ghost"]}),
          "combat": {"attacks": [{"attacker": 0, "target": 1}]}},
         "combat.attacks: every minion of the active player attacks (DE L315)"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko"]}),
          "combat": {"attacks": [{"attacker": 0, "target": 0}]}},
         "combat.attacks[0].target: expected an enemy seat"),
        ({"phase": "chain", "this_turn": {"drawn_up": True}}, "this_turn.drawn_up: players draw up in the cleanup"),
        ({"phase": "chain", "this_turn": {"spent": 1}}, "this_turn: influence is spent in the claim phase"),
        ({"phase": "claim", "this_turn": {"spent": 9}}, "this_turn.spent: 9 is more than the active player's 2"),
        ({"seats": _seats({"this_turn": {"doubled": 2}})}, "seats[0].this_turn.doubled: this edition doubles"),
        ({"wounds": {"face_up": ["bite"], "face_down": 3}}, "field 'wounds': give both face_up and face_down"),
        ({"wounds": {"face_up": ["bitten"], "face_down": []}}, "wounds.face_up[0]: expected a wound kind"),
        ({"phase": "chain", "chain": [{"card": "vulko", "times": 3}]}, "chain[0].times: expected a whole number"),
        ({"forced": "sometimes"}, "field 'forced': expected 'apply' or 'keep'"),
        ({"phase": "claim", "resolving": {"limbo": ["deadly_grip"]}},
         "field 'resolving': cards resolve only in the chain phase"),
        ({"phase": "chain", "resolving": {"limbo": ["deadly_grip"], "contexts": [
            {"id": 1, "card": "deadly_grip", "uid": ["limbo", 3], "owner": 0, "chooser": 0, "kicker": False}]}},
         "resolving.contexts[0].uid: no card lies at ['limbo', 3]"),
        ({"phase": "chain", "resolving": {"limbo": ["deadly_grip"], "steps": [["fx", 9, "chain", 0]]}},
         "resolving.steps[0]: no context 9 in resolving.contexts"),
        ({"phase": "chain", "resolving": {"limbo": ["deadly_grip"], "chain_starter": 1}},
         "resolving.chain_starter: only the active player (seat 0) starts a chain (DE L380)"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko"]}, {"in_play": ["blaine_cordell"]}),
          "combat": {"step": "damage", "attacks": [{"attacker": 0, "target": 1}], "damage": {"amount": 3}}},
         "combat.damage: no attack is resolving"),
        ({"phase": "combat", "seats": _seats({"in_play": ["vulko"]}, {"in_play": ["blaine_cordell", "bad_smoke"]}),
          "combat": {"step": "damage", "attacks": [{"attacker": 0, "target": 1, "blockers": [0], "resolved": True}],
                     "damage": {"amount": 3, "blockers": [1]}}},
         "combat.damage.blockers[0]: not a blocker of the attack resolving now"),
        ({"exile": ["vulkoo"]}, "exile[0]: unknown card 'vulkoo'"),
    ],
)
def test_impossible_positions_are_refused_with_the_field_and_the_rule(data: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        load(**data)
    assert str(info.value).startswith(message), str(info.value)


def test_fr_doubles_again_in_a_scenario() -> None:
    st = load(phase="claim", edition="fr", seats=_seats({"this_turn": {"doubled": 2}}))
    assert st.influence_left() == 2 * 4
