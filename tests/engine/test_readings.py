"""Three readings checked against all three rulebooks, and the chain's starter.

- The attack order is chosen right after the attackers are declared, before any block (DE L317; FR L291 and
  PL L661 resolve the attacks "in the order of his choice" once the targets are set, before blocks are told).
- A text that targets a minion takes another player's minion if there is one; your own only as a fallback
  (DE L646, L648, L680: "notfalls"; FR and PL have no ruling either way). Healing is not hostile: any minion.
- A minion blocks one attacker (DE L323); a direct-damage blocker blocks "as if it blocked an attacker"
  (DE L359, FR L331, PL L914): one assigned to block an attacker absorbs no other attack's damage.
"""

from __future__ import annotations

import pytest

from nightfall_qt.engine import GameState
from nightfall_qt.engine.scenario import ScenarioError

from .helpers import CARDS, FILLER, do, events, kind, scenario, seat, uid_in_play, wounds


def _attack_both_at_seat_1(st: GameState, first: str) -> None:
    while kind(st) == "attack":
        do(st, "attack", seat=1)
    assert kind(st) == "attack_order", "DE L317: the order comes before the blocks"
    do(st, "attack_order", card=first)


@pytest.mark.parametrize("edition", ["de", "fr", "pl"])
def test_a_vulko_blocking_one_attacker_does_not_absorb_another(edition: str) -> None:
    st = scenario(seat(in_play=["enraged_ghoul", "big_ghost"], hand=[FILLER]), seat(in_play=["vulko"], hand=[FILLER]),
                  phase="combat", edition=edition)  # fmt: skip
    _attack_both_at_seat_1(st, "enraged_ghoul")
    vulko, ghoul = uid_in_play(st, 1, "vulko"), uid_in_play(st, 0, "enraged_ghoul")
    do(st, "block", uid=vulko, target_uid=ghoul)
    # The ghoul's 2 go to Vulko (health 3); Big Ghost's 5 are unblocked and Vulko, busy blocking, absorbs none.
    assert not events(st, "damage_absorbed")
    assert wounds(st, 1) == CARDS["big_ghost"].strength
    assert st.damage[vulko] == CARDS["enraged_ghoul"].strength


def test_a_vulko_that_blocks_nothing_absorbs_unblocked_damage() -> None:
    st = scenario(seat(in_play=["enraged_ghoul", "big_ghost"], hand=[FILLER]), seat(in_play=["vulko"], hand=[FILLER]),
                  phase="combat")  # fmt: skip
    _attack_both_at_seat_1(st, "enraged_ghoul")
    do(st, "block_done")
    # DE L357/L359: the ghoul's 2 reach Andreas directly, so Vulko must block them; Big Ghost's 5 then take
    # Vulko's last 1 health and 4 become wounds.
    assert [e["amount"] for e in events(st, "damage_absorbed")] == [2, 1]
    assert wounds(st, 1) == CARDS["big_ghost"].strength - 1


def test_the_attacks_resolve_in_the_order_chosen_before_the_blocks() -> None:
    st = scenario(seat(in_play=["enraged_ghoul", "big_ghost"], hand=[FILLER]), seat(in_play=["vulko"], hand=[FILLER]),
                  phase="combat")  # fmt: skip
    _attack_both_at_seat_1(st, "big_ghost")
    assert [st.cid(a[0]) for a in st.attacks] == ["big_ghost", "enraged_ghoul"]
    do(st, "block_done")
    assert [e["card"] for e in events(st, "attack_resolved")] == ["big_ghost", "enraged_ghoul"]


def test_a_chain_is_started_by_the_active_player_only() -> None:
    data = {"phase": "chain", "active": 1, "chain": [{"card": "vulko", "seat": 2}],
            "seats": [{"hand": [FILLER]}, {"hand": [FILLER]}, {"hand": [FILLER]}]}  # fmt: skip
    with pytest.raises(ScenarioError, match=r"chain\[0\]\.seat: only the active player \(seat 1\) starts a chain"):
        GameState.from_scenario(data, CARDS)
    data["chain"] = [{"card": "vulko", "seat": 1}, {"card": "alton_hickman", "seat": 2}]
    GameState.from_scenario(data, CARDS)  # started by the active player: loads
