"""The worked examples of the rulebooks (docs/RULEBOOK_NOTES.md section 1, E1-E8) as scenario tests.

Every position is a YAML file in tests/scenarios/. Seats follow the DE names: Michael (M), Andreas (A),
Karsten (K); E4 seats K first, as in its "K -> M -> A" seating. The printed numbers of the examples
(strength, health, cost) are pinned here on purpose: these tests check that the book's outcome holds.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameState, load_scenario

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
M, A, K = 0, 1, 2


@pytest.fixture(scope="module")
def cards():
    return load_cards()


def load(name: str, cards) -> GameState:
    return load_scenario(SCENARIOS / f"{name}.yaml", cards)


def pick(st: GameState, kind: str, **attrs: Any) -> Choice:
    """The pending decision's option of this kind whose fields match `attrs`."""
    assert st.decision is not None, "the game is over"
    matches = [o for o in st.decision.options if o.kind == kind and all(getattr(o, k) == v for k, v in attrs.items())]
    assert matches, f"no option {kind} {attrs} in {st.decision.kind}: {st.decision.options}"
    return matches[0]


def events(evs: list[dict[str, Any]], type_: str, **attrs: Any) -> list[dict[str, Any]]:
    return [e for e in evs if e["type"] == type_ and all(e.get(k) == v for k, v in attrs.items())]


def uid_in_play(st: GameState, seat: int, card: str) -> int:
    return next(u for u in st.play[seat] if st.cid(u) == card)


def ids(st: GameState, zone: list[int]) -> list[str]:
    return [st.cid(u) for u in zone]


def wounds_of(st: GameState, seat: int) -> int:
    return sum(st.card(u).is_wound for z in (st.deck[seat], st.hand[seat], st.discard[seat]) for u in z)


def chain_add(st: GameState, card: str) -> None:
    st.apply(pick(st, "chain_add", card=card))


# ----------------------------------------------------------------------------------------------- E1
def test_e1_combat(cards):
    st = load("e1_combat", cards)
    vulko, ivan, ghost = (uid_in_play(st, M, c) for c in ("vulko", "ivan_radinsky", "big_ghost"))
    indigo, alton, zach = (uid_in_play(st, A, c) for c in ("indigo_six", "alton_hickman", "zacharias_sands"))
    start = len(st.events)

    # Attacks: Vulko and Ivan at Andreas, Big Ghost at Karsten.
    for attacker, target in ((vulko, A), (ivan, A), (ghost, K)):
        assert st.decision.kind == "attack" and st.decision.seat == M
        st.apply(pick(st, "attack", uid=attacker, seat=target))
    # DE L317: right after declaring the attackers Michael chooses the order of all attacks: Ivan, Vulko,
    # then Big Ghost (the last pick is forced).
    assert st.decision.kind == "attack_order" and st.decision.seat == M
    st.apply(pick(st, "attack_order", uid=ivan))
    st.apply(pick(st, "attack_order", uid=vulko))
    # Blocks: Andreas blocks Ivan with Indigo Six and Alton, Vulko with Zacharias. Karsten has no minions.
    assert st.decision.kind == "block" and st.decision.seat == A
    st.apply(pick(st, "block", uid=indigo, target_uid=ivan))
    st.apply(pick(st, "block", uid=alton, target_uid=ivan))
    st.apply(pick(st, "block", uid=zach, target_uid=vulko))  # block_done, the only option left, is forced
    # Ivan's attack first: Andreas orders its blockers, Indigo Six first. Vulko's (one blocker) and Big Ghost's
    # attacks then need no decision.
    assert st.decision.kind == "blocker_order" and st.decision.seat == A
    assert {o.uid for o in st.decision.options} == {indigo, alton}
    st.apply(pick(st, "absorb", uid=indigo))
    evs = st.events[start:]

    # Ivan's 4: Indigo Six takes 2 and is destroyed, Alton takes 2 and keeps 1 of 3 health.
    assert events(evs, "damage_dealt", to="minion", uid=indigo)[0]["amount"] == 2
    assert events(evs, "damage_dealt", to="minion", uid=alton)[0]["amount"] == 2
    assert alton in st.play[A] and st.damage[alton] == 2 and st.health_left(alton) == 1
    # Vulko's 3: Zacharias (hp 2) destroyed, Andreas takes 1 wound. Big Ghost: Karsten takes 5.
    destroyed = [e["uid"] for e in events(evs, "minion_destroyed")]
    assert sorted(destroyed) == sorted([indigo, zach])
    assert indigo in st.discard[A] and zach in st.discard[A]
    assert len(events(evs, "wound_taken", seat=A)) == 1 and wounds_of(st, A) == 1
    assert len(events(evs, "wound_taken", seat=K)) == 5 and wounds_of(st, K) == 5
    assert all(e["face_up"] for e in events(evs, "wound_taken"))
    assert not events(evs, "wound_taken", seat=M)
    # After all attacks Michael's minions are discarded, not destroyed.
    assert sorted(e["uid"] for e in events(evs, "minion_discarded", seat=M)) == sorted([vulko, ivan, ghost])
    assert st.play[M] == [] and {vulko, ivan, ghost} <= set(st.discard[M])
    assert st.phase == "chain" and st.decision.seat == M


# ----------------------------------------------------------------------------------------------- E2
def test_e2_kicker_is_active_and_mandatory(cards):
    st = load("e2_kicker", cards)
    blaine_archive = st.arch_owner.index(M)
    assert len(st.arch_uids[blaine_archive]) == 1
    assert st.decision.seat == K
    chain_add(st, "alton_hickman")
    # Furious Melee (red) links after the white Alton; its white kicker is active.
    option = pick(st, "chain_add", card="furious_melee")
    assert option.kicker is True
    start = len(st.events)
    st.apply(option)
    assert events(st.events[start:], "chain_added", card="furious_melee")[0]["kicker_active"] is True
    # Karsten's hand is empty now; his pass and those of Michael and Andreas (no cards) are forced.
    # Furious Melee resolves: 2 damage to each minion of a target player, then the mandatory kicker.
    assert st.decision.kind == "target_player" and st.decision.seat == K
    st.apply(pick(st, "target_player", seat=M))
    assert st.decision.kind == "target_archive" and st.decision.seat == K
    assert {o.kind for o in st.decision.options} == {"target_archive"}  # no way to skip the kicker
    start = len(st.events)
    st.apply(pick(st, "target_archive", archive=blaine_archive))
    evs = st.events[start:]
    # Exile 2 from an archive that holds 1: it is emptied without error.
    assert st.arch_uids[blaine_archive] == []
    assert len(events(evs, "card_exiled", card="blaine_cordell")) == 1
    assert ids(st, st.exile) == ["blaine_cordell"]
    assert events(evs, "archive_exiled", archive=blaine_archive, left=0)
    # Then Alton enters play under Karsten.
    assert ids(st, st.play[K]) == ["alton_hickman"]


# ----------------------------------------------------------------------------------------------- E3
def test_e3_chain_extension_resolves_lifo_and_minions_enter_under_their_adder(cards):
    st = load("e3_extension", cards)
    start = len(st.events)
    assert st.decision.seat == M
    chain_add(st, "blaine_cordell")  # Michael's only card; his pass is then forced
    assert st.decision.seat == A
    chain_add(st, "franz_orlok")  # purple, a link of Blaine
    assert st.decision.seat == K
    chain_add(st, "ivan_radinsky")  # white, a link of Franz
    chain_add(st, "charlotte_reyes")  # blue, a link of Ivan, in the same opportunity
    # Karsten has no card left: his pass is forced and the chain resolves.
    # Resolution. Ivan: return target minion in play (Charlotte is already in play by then).
    while st.decision is not None and st.decision.kind in ("target_minion", "target_player"):
        if st.decision.kind == "target_minion":
            st.apply(pick(st, "target_minion", card="charlotte_reyes"))
        else:  # Franz: 2 damage to a target player
            st.apply(pick(st, "target_player", seat=M))
    evs = st.events[start:]
    resolving = [(e["card"], e["seat"]) for e in events(evs, "card_resolving")]
    assert resolving == [("charlotte_reyes", K), ("ivan_radinsky", K), ("franz_orlok", A), ("blaine_cordell", M)]
    entered = [(e["card"], e["seat"]) for e in events(evs, "minion_entered")]
    assert entered == resolving
    assert "ivan_radinsky" in ids(st, st.play[K])
    assert ids(st, st.play[A]) == ["franz_orlok"]
    assert ids(st, st.play[M]) == ["blaine_cordell"]


# ----------------------------------------------------------------------------------------------- E4
def test_e4_detailed_chain(cards):
    st = load("e4_detailed_chain", cards)
    # Seating K -> M -> A: K is seat 0 here, M seat 1, A seat 2.
    k, m, a = 0, 1, 2
    zach = uid_in_play(st, a, "zacharias_sands")
    fm_archive = next(i for i, o in enumerate(st.arch_owner) if o == m)
    start = len(st.events)
    chain_add(st, "alton_hickman")
    assert pick(st, "chain_add", card="furious_melee").kicker is True
    chain_add(st, "furious_melee")  # his hand is empty now: his pass is forced
    assert st.decision.seat == m
    option = pick(st, "chain_add", card="shock_and_awe")  # purple: a link of Furious Melee
    assert option.kicker is True  # FR L422: its red kicker is active after Furious Melee
    st.apply(option)
    # Andreas has no card to add: his pass is forced. Shock and Awe resolves first.
    assert st.decision.kind == "target_minion" and st.decision.seat == m
    targets = {st.cid(o.uid) for o in st.decision.options}
    assert "alton_hickman" not in targets  # still in the chain, not in play
    assert targets == {"zacharias_sands", "indigo_six"}
    st.apply(pick(st, "target_minion", uid=zach))
    assert zach in st.discard[a]
    # Shock and Awe's kicker: 2 more to a target minion (only Indigo Six is left, so it is forced).
    # Furious Melee: Karsten targets Michael, the player who added Shock and Awe.
    assert st.decision.kind == "target_player" and st.decision.seat == k
    st.apply(pick(st, "target_player", seat=m))
    # Its kicker exiles 2 from an archive: an enemy private archive is a legal target.
    assert st.decision.kind == "target_archive" and st.decision.seat == k
    assert any(o.archive == fm_archive for o in st.decision.options)
    st.apply(pick(st, "target_archive", archive=fm_archive))
    assert len(st.arch_uids[fm_archive]) == 5
    assert ids(st, st.exile) == ["furious_melee", "furious_melee"]
    evs = st.events[start:]
    resolving = [(e["card"], e["seat"]) for e in events(evs, "card_resolving")]
    assert resolving == [("shock_and_awe", m), ("furious_melee", k), ("alton_hickman", k)]
    resolved = events(evs, "card_resolved")
    assert resolved[-1]["card"] == "alton_hickman" and resolved[-1]["seat"] == k
    assert "alton_hickman" in ids(st, st.play[k])


# ----------------------------------------------------------------------------------------------- E5
def test_e5_claim_with_one_discard(cards):
    st = load("e5_claim", cards)
    assert cards["alton_hickman"].cost == 3
    alton_archive = st.arch_card.index(cards["alton_hickman"].index)
    assert st.decision.kind == "claim" and st.decision.seat == A
    assert st.influence_left() == 2
    assert not any(o.kind == "claim" for o in st.decision.options)  # 2 < 3
    st.apply(pick(st, "claim_discard", card="charlotte_reyes"))
    assert st.influence_left() == 3
    start = len(st.events)
    st.apply(pick(st, "claim", archive=alton_archive))
    evs = st.events[start:]
    claimed = events(evs, "card_claimed", seat=A, card="alton_hickman")
    assert claimed and claimed[0]["paid"] == 3
    assert "alton_hickman" in ids(st, st.discard[A]) and "charlotte_reyes" in ids(st, st.discard[A])
    assert len(st.arch_uids[alton_archive]) == 6


# ----------------------------------------------------------------------------------------------- E6
def test_e6_wound_effect_draws_two_per_wound_and_only_once(cards):
    st = load("e6_wound_effect", cards)
    # Drawing up to 5 was forced (the hand had no wound yet); it brought 2 wounds.
    assert st.decision.kind == "cleanup" and st.decision.seat == A
    assert len(st.hand[A]) == 5
    assert sum(st.card(u).is_wound for u in st.hand[A]) == 2
    start = len(st.events)
    st.apply(pick(st, "wound_effect"))
    evs = st.events[start:]
    assert sorted(e["card"] for e in events(evs, "card_discarded", seat=A)) == ["wound_bite", "wound_burn"]
    assert len(events(evs, "card_drawn", seat=A)) == 4
    assert sorted(ids(st, st.discard[A])) == ["wound_bite", "wound_burn"]
    assert len(st.hand[A]) == 3 + 4 and ids(st, st.hand[A]).count("wound_bleed") == 1
    # The wound drawn by the effect cannot be used: no further cleanup decision, the turn ended.
    assert events(evs, "turn_ended", seat=A)
    assert not (st.decision.seat == A and st.decision.kind == "cleanup")
    assert not any(o.kind == "wound_effect" for o in st.decision.options)


# ----------------------------------------------------------------------------------------------- E7
def test_e7_end_of_game_with_a_face_down_wound(cards):
    st = load("e7_end_of_game", cards)
    assert st.face_up == 2 and not st.end_triggered
    assert st.decision.kind == "target_player" and st.decision.seat == A
    start = len(st.events)
    st.apply(pick(st, "target_player", seat=K))  # Deadly Grip, kicker not active: 3 damage
    evs = st.events[start:]
    taken = events(evs, "wound_taken", seat=K)
    assert [e["face_up"] for e in taken] == [True, True, False]
    types = [e["type"] for e in evs]
    # The end is triggered by the second wound; the chain still finishes (Alton enters play for Michael).
    assert types.index("end_triggered") < types.index("wound_taken", types.index("end_triggered"))
    alton_done = next(i for i, e in enumerate(evs) if e["type"] == "card_resolved" and e["card"] == "alton_hickman")
    assert types.index("end_triggered") < alton_done < types.index("game_over")
    assert "alton_hickman" in ids(st, st.play[M])
    # The game ends at the end of Michael's chain phase: no claim, no cleanup.
    assert not any(e["type"] == "phase_started" and e["phase"] in ("claim", "cleanup") for e in evs)
    assert st.is_over and st.decision is None and st.phase == "over"
    result = st.result
    assert result.for_seat(K).wounds == 3  # the face-down wound counts
    assert result.ranking[-1].seat == K
    # M and A are tied on 0 wounds: the seat closest to the first player's (M's) right wins, i.e. A.
    assert result.winner == A and result.tie_break == "seat"


# ----------------------------------------------------------------------------------------------- E8
@pytest.mark.parametrize(
    ("name", "loser_kinds"),
    [("e8_tie_break", {"bite": 1, "burn": 4, "bleed": 2}), ("e8_tie_break_pl", {"bite": 3, "burn": 4, "bleed": 0})],
)
def test_e8_tie_break_on_largest_kind(cards, name, loser_kinds):
    st = load(name, cards)
    assert st.is_over, "no face-up wound left: the game ends at the end of this cleanup phase"
    result = st.result
    assert [r.seat for r in result.ranking] == [A, K, M]
    assert result.for_seat(A).wounds == result.for_seat(K).wounds == 7
    assert result.for_seat(A).by_kind == {"bite": 3, "burn": 3, "bleed": 1}
    assert result.for_seat(K).by_kind == loser_kinds
    assert result.winner == A and result.tie_break == "largest_kind"
    assert result.for_seat(A).decided_by == "largest_kind"
    assert result.for_seat(K).decided_by == "fewest_wounds"  # K (7) above M (9)


def _ended(wounds: list[list[str]], first_player: int = 0) -> GameState:
    """A position whose game ends at the end of the active player's cleanup phase."""
    seats = [{"hand": ["charlotte_reyes"] * 5, "discard": w} for w in wounds]
    return GameState.from_scenario({
        "active": first_player, "first_player": first_player, "phase": "cleanup",
        "wounds": {"face_up": 0, "face_down": 5}, "seats": seats,
    }, load_cards())  # fmt: skip


@pytest.mark.parametrize(("first_player", "order"), [(0, [2, 1, 0]), (1, [0, 2, 1]), (2, [1, 0, 2])])
def test_tie_break_by_seat_closest_to_the_first_players_right(first_player, order):
    same = ["wound_bite", "wound_bite", "wound_burn"]
    st = _ended([same, same, same], first_player)
    assert st.is_over
    result = st.result
    assert [r.seat for r in result.ranking] == order
    assert result.winner == order[0] and result.tie_break == "seat"
    assert [r.decided_by for r in result.ranking[:2]] == ["seat", "seat"]
    assert {r.wounds for r in result.ranking} == {3}


def test_fewest_wounds_wins():
    st = _ended([["wound_bite"] * 5, ["wound_burn"] * 2, ["wound_bleed", "wound_bite", "wound_burn"]])
    result = st.result
    assert [(r.seat, r.wounds) for r in result.ranking] == [(1, 2), (2, 3), (0, 5)]
    assert result.winner == 1 and result.tie_break == "fewest_wounds"
