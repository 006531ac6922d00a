"""The archive minions and the promo minions: one test (or more) per text part and per ruling."""

from __future__ import annotations

from collections.abc import Callable

from nightfall_qt.engine import GameState

from .helpers import (
    FILLER,
    add,
    card,
    claim_cards,
    dmg,
    do,
    events,
    exiled,
    ids,
    in_play,
    kind,
    options,
    pass_chain,
    play_chain,
    scenario,
    seat,
    uid_in_play,
    wounds,
)


def run_combat(st: GameState, block: Callable[[GameState], None] | None = None) -> None:
    """Answer combat decisions: first option for attacks/orders, `block(st)` (or no blocks) for blocks."""
    while kind(st) in ("attack", "attack_order", "block", "blocker_order", "absorb_order"):
        if kind(st) == "block":
            if block is None or not options(st, "block"):
                do(st, "block_done")
            else:
                block(st)
                block = None
        else:
            st.apply(st.decision.options[0])


# ----------------------------------------------------------------------------- Alton Hickman


def test_alton_cannot_be_blocked() -> None:
    st = scenario(seat(in_play=["alton_hickman", "enraged_ghoul"], hand=[FILLER]), seat(in_play=["vulko"]),
                  phase="combat")  # fmt: skip
    while kind(st) in ("attack", "attack_order"):
        st.apply(st.decision.options[0])
    assert kind(st) == "block"
    attackers = {o.target_uid for o in options(st, "block")}
    assert attackers == {uid_in_play(st, 0, "enraged_ghoul")}  # nobody may block Alton


def test_alton_damage_absorbed_by_vulko() -> None:
    strength = card("alton_hickman").strength
    st = scenario(seat(in_play=["alton_hickman"], hand=[FILLER]), seat(in_play=["vulko"]), phase="combat")
    run_combat(st)
    assert dmg(st, 1, "vulko") == strength
    assert wounds(st, 1) == 0
    assert ids(st, st.discard[0]) == ["alton_hickman"]  # discarded after combat, not exiled


def test_alton_kicker_puts_discard_card_on_deck_top() -> None:
    assert card("sir_john_travail").colour == card("alton_hickman").kicker_colour
    st = scenario(seat(hand=["sir_john_travail", "alton_hickman", FILLER], discard=["vulko", "franz_orlok"]),
                  seat(), seat())  # fmt: skip
    do(st, "chain_add", card="sir_john_travail")
    do(st, "chain_add", card="alton_hickman", kicker=True)
    pass_chain(st)
    assert st.decision.kind == "pick_from_discard"
    do(st, "pick_from_discard", card="franz_orlok")
    assert st.cid(st.deck[0][-1]) == "franz_orlok"
    assert ids(st, st.discard[0]) == ["vulko"]
    assert in_play(st, 0) == ["alton_hickman", "sir_john_travail"]


def test_alton_without_kicker_does_nothing_to_discard() -> None:
    st = scenario(seat(hand=["alton_hickman", FILLER], discard=["vulko"]), seat(), seat())
    play_chain(st, "alton_hickman")
    assert kind(st) == "claim" and ids(st, st.discard[0]) == ["vulko"]


# ----------------------------------------------------------------------------- Big Ghost


def test_big_ghost_kicker_hits_every_player_in_owner_chosen_order() -> None:
    st = scenario(seat(hand=["alton_hickman", "big_ghost", FILLER]), seat(in_play=["vulko"]), seat())
    do(st, "chain_add", card="alton_hickman")
    do(st, "chain_add", card="big_ghost", kicker=True)
    pass_chain(st)
    assert st.decision.kind == "hit_order" and st.decision.seat == 0
    assert {o.seat for o in st.decision.options} == {0, 1, 2}
    do(st, "hit_order", seat=2)
    do(st, "hit_order", seat=0)
    hits = [e["seat"] for e in events(st, "damage_dealt") if e["to"] == "player"]
    assert hits == [2, 0]
    assert (wounds(st, 0), wounds(st, 1), wounds(st, 2)) == (1, 0, 1)
    assert dmg(st, 1, "vulko") == 1  # absorbed


def test_big_ghost_no_kicker_no_damage() -> None:
    st = scenario(seat(hand=["big_ghost", FILLER]), seat(), seat())
    play_chain(st, "big_ghost")
    assert kind(st) == "claim" and sum(wounds(st, s) for s in range(3)) == 0


# ----------------------------------------------------------------------------- Blaine Cordell


def test_blaine_enters_play_with_two_damage() -> None:
    st = scenario(seat(hand=["blaine_cordell", FILLER]), seat(), seat())
    play_chain(st, "blaine_cordell")
    assert dmg(st, 0, "blaine_cordell") == 2


def test_blaine_full_health_via_dark_awakening_without_kicker() -> None:
    st = scenario(seat(hand=["dark_awakening", FILLER], discard=["blaine_cordell"]), seat(), seat())
    play_chain(st, "dark_awakening")
    assert in_play(st, 0) == ["blaine_cordell"]
    assert dmg(st, 0, "blaine_cordell") == 0


def test_blaine_two_damage_via_dark_awakening_kicker() -> None:
    assert card("blood_rage").colour == card("dark_awakening").kicker_colour
    st = scenario(seat(hand=["blood_rage", "dark_awakening", FILLER], discard=["blaine_cordell"]), seat(), seat())
    do(st, "chain_add", card="blood_rage")
    do(st, "chain_add", card="dark_awakening", kicker=True)
    pass_chain(st)
    assert in_play(st, 0) == ["blaine_cordell"]
    assert dmg(st, 0, "blaine_cordell") == 2
    do(st, "target_player", seat=1)  # blood rage


# ----------------------------------------------------------------------------- Franz Orlok


def test_franz_chain_two_damage_to_target_player() -> None:
    st = scenario(seat(hand=["franz_orlok", FILLER]), seat(), seat())
    play_chain(st, "franz_orlok")
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == 2
    assert kind(st) == "claim"  # no kicker: no exile


def test_franz_kicker_damaged_player_exiles_an_order_of_their_choice() -> None:
    assert card("dark_awakening").colour == card("franz_orlok").kicker_colour
    st = scenario(seat(hand=["dark_awakening", "franz_orlok", FILLER]),
                  seat(hand=["vulko", "charlotte_reyes", "wound_bite"]), seat())  # fmt: skip
    do(st, "chain_add", card="dark_awakening")
    do(st, "chain_add", card="franz_orlok", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == 1 + 2
    assert st.decision.kind == "exile_from_hand" and st.decision.seat == 1
    assert {o.card for o in st.decision.options} == {"vulko", "charlotte_reyes"}  # never a wound
    do(st, "exile_from_hand", card="charlotte_reyes")
    assert exiled(st) == ["charlotte_reyes"]
    assert ids(st, st.hand[1]) == ["vulko", "wound_bite"]


# ----------------------------------------------------------------------------- Indigo Six


def enemy_archives() -> dict[str, list[str]]:
    return {"archives": ["vulko", "grim_siege"]}


def test_indigo_chain_claim_from_one_enemy_private_archive() -> None:
    st = scenario(seat(hand=["indigo_six", FILLER], influence=10), seat(**enemy_archives()), seat())
    play_chain(st, "indigo_six")
    assert kind(st) == "claim"
    offered = claim_cards(st)
    assert offered == {"vulko", "grim_siege"}
    do(st, "claim", card="vulko")
    # One card per Indigo Six: no enemy archive any more.
    assert not claim_cards(st)
    assert ids(st, st.discard[0]) == ["vulko"]
    assert st.influence_left() == 12 - card("vulko").cost


def test_indigo_two_copies_each_from_a_different_archive() -> None:
    st = scenario(seat(hand=["big_ghost", "indigo_six", "big_ghost", "indigo_six", FILLER], influence=20),
                  seat(archives=["vulko", "grim_siege"]), seat())  # fmt: skip
    assert card("indigo_six").colour in card("big_ghost").links
    play_chain(st, "big_ghost", "indigo_six", "big_ghost", "indigo_six")
    assert kind(st) == "claim"
    do(st, "claim", card="vulko")
    assert claim_cards(st) == {"grim_siege"}  # not vulko again
    do(st, "claim", card="grim_siege")
    assert not claim_cards(st)
    assert ids(st, st.discard[0]) == ["grim_siege", "vulko"]


def test_indigo_in_enemy_chain_gives_nothing_to_active_player() -> None:
    st = scenario(seat(hand=["big_ghost", FILLER], influence=20), seat(hand=["indigo_six"]),
                  seat(archives=["vulko"]))  # fmt: skip
    add(st, "big_ghost")
    add(st, "indigo_six")
    pass_chain(st)
    assert kind(st) == "claim" and not claim_cards(st)


def test_indigo_kicker_doubles_influence_and_two_do_not_stack() -> None:
    assert card("furious_melee").colour == card("indigo_six").kicker_colour
    st = scenario(seat(hand=["furious_melee", "indigo_six", FILLER], influence=1), seat(), seat())
    do(st, "chain_add", card="furious_melee")
    do(st, "chain_add", card="indigo_six", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=2)  # furious melee at a player without minions
    assert kind(st) == "claim"
    assert st.influence_left() == (2 + 1) * 2
    # Two active kickers in one chain (the second after red rip_and_tear): doubled once, not quadrupled.
    st = scenario(seat(hand=["furious_melee", "indigo_six", "zombie_horde", "rip_and_tear", "indigo_six", FILLER],
                       influence=1), seat(), seat())  # fmt: skip
    do(st, "chain_add", card="furious_melee")
    do(st, "chain_add", card="indigo_six", kicker=True)
    do(st, "chain_add", card="zombie_horde")
    do(st, "chain_add", card="rip_and_tear")
    do(st, "chain_add", card="indigo_six", kicker=True)
    pass_chain(st)
    while kind(st) == "target_player":
        do(st, "target_player", seat=2)
    assert len(events(st, "influence_doubled")) == 2
    assert kind(st) == "claim"
    assert st.influence_left() == (2 + 1) * 2


# ----------------------------------------------------------------------------- Ivan Radinsky


def test_ivan_returns_minion_to_hand_starter_not_exiled() -> None:
    st = scenario(seat(hand=["ivan_radinsky", FILLER]), seat(in_play=["bad_smoke", "vulko"]), seat())
    play_chain(st, "ivan_radinsky")
    do(st, "target_minion", card="bad_smoke")
    assert ids(st, st.hand[1]) == ["bad_smoke"]
    assert in_play(st, 1) == ["vulko"]
    assert exiled(st) == []


def test_ivan_kicker_draws_one() -> None:
    assert card("blaine_cordell").colour == card("ivan_radinsky").kicker_colour
    st = scenario(seat(hand=["blaine_cordell", "ivan_radinsky", FILLER], deck=["vulko"]), seat(), seat())
    do(st, "chain_add", card="blaine_cordell")
    do(st, "chain_add", card="ivan_radinsky", kicker=True)
    pass_chain(st)
    # No minion in play when Ivan resolves (Blaine is still in the chain): target skipped; draw 1.
    assert ids(st, st.hand[0]) == [FILLER, "vulko"]
    assert in_play(st, 0) == ["blaine_cordell", "ivan_radinsky"]


# ----------------------------------------------------------------------------- Lilith Lawrence


def test_lilith_chain_one_damage() -> None:
    st = scenario(seat(hand=["lilith_lawrence", FILLER]), seat(), seat())
    play_chain(st, "lilith_lawrence")
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == 1
    assert len(st.hand[1]) == 0


def test_lilith_kicker_each_player_draws() -> None:
    assert card("hypnotic_presence").colour == card("lilith_lawrence").kicker_colour
    st = scenario(seat(hand=["hypnotic_presence", "lilith_lawrence", FILLER]), seat(), seat())
    do(st, "chain_add", card="hypnotic_presence")
    do(st, "chain_add", card="lilith_lawrence", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=2)
    assert (len(st.hand[0]), len(st.hand[1]), len(st.hand[2])) == (2, 1, 1)
    assert wounds(st, 2) == 1


# ----------------------------------------------------------------------------- Marcus Toth


def test_marcus_returns_to_hand_when_destroyed() -> None:
    st = scenario(seat(hand=["shock_and_awe", FILLER]), seat(in_play=["marcus_toth"]), seat())
    play_chain(st, "shock_and_awe")
    assert ids(st, st.hand[1]) == ["marcus_toth"]
    assert st.play[1] == [] and st.discard[1] == []


def test_marcus_discarded_after_combat_does_not_return() -> None:
    st = scenario(seat(in_play=["marcus_toth"], hand=[FILLER]), seat(), phase="combat")
    run_combat(st)
    assert ids(st, st.discard[0]) == ["marcus_toth"]
    assert ids(st, st.hand[0]) == [FILLER]


def test_marcus_destroyed_while_blocking_returns_to_hand() -> None:
    st = scenario(seat(in_play=["big_ghost"], hand=[FILLER]), seat(in_play=["marcus_toth"]), phase="combat")
    run_combat(st, block=lambda s: do(s, "block", card="marcus_toth") and None)
    assert ids(st, st.hand[1]) == ["marcus_toth"]
    assert wounds(st, 1) == card("big_ghost").strength - card("marcus_toth").health


# ----------------------------------------------------------------------------- Overwatch Two


def test_overwatch_chain_draws_one() -> None:
    st = scenario(seat(hand=["overwatch_two", FILLER], deck=["vulko"]), seat(), seat())
    play_chain(st, "overwatch_two")
    assert ids(st, st.hand[0]) == [FILLER, "vulko"]


def test_overwatch_kicker_switches_off_absorbers_for_card_damage() -> None:
    # blood_rage, vulko, overwatch(kicker: target seat 1); blood rage's 2 damage then bypasses seat 1's vulko.
    assert card("vulko").colour == card("overwatch_two").kicker_colour
    st = scenario(seat(hand=["blood_rage", "vulko", "overwatch_two", FILLER]),
                  seat(in_play=["vulko", "bad_smoke"]), seat())  # fmt: skip
    play_chain(st, "blood_rage", "vulko", "overwatch_two")
    do(st, "target_player", seat=1)
    assert st.no_absorb[1] is True
    do(st, "target_player", seat=1)  # blood rage
    assert wounds(st, 1) == 2
    assert dmg(st, 1, "vulko") == 0 and dmg(st, 1, "bad_smoke") == 0


def test_overwatch_kicker_does_not_stop_combat_absorbing_and_ends_with_turn() -> None:
    st = scenario(seat(in_play=["enraged_ghoul"], hand=[FILLER]), seat(in_play=["vulko"]), phase="combat")
    st.no_absorb[1] = True  # as if an Overwatch kicker had resolved this turn
    run_combat(st)
    assert dmg(st, 1, "vulko") == card("enraged_ghoul").strength and wounds(st, 1) == 0
    # end of turn resets it
    do(st, "chain_pass")
    assert kind(st) == "claim"
    do(st, "claim_end")
    assert st.no_absorb == [False, False]


# ----------------------------------------------------------------------------- Sir John Travail


def test_sir_john_discount_stacks_never_below_one() -> None:
    st = scenario(seat(hand=["sir_john_travail", FILLER], influence=10), seat(), seat(),
                  commons=["vulko", "hypnotic_presence"])  # fmt: skip
    play_chain(st, "sir_john_travail")
    assert kind(st) == "claim"
    assert st.claim_cost(0, 0) == card("vulko").cost - 1
    assert st.claim_cost(0, 1) == max(1, card("hypnotic_presence").cost - 1)
    st.discount[0] += 5  # a pile of copies
    assert st.claim_cost(0, 0) == 1 and st.claim_cost(0, 1) == 1


def test_sir_john_two_copies_stack() -> None:
    # seat 0: sir john; seat 1 adds... two copies by seat 0 need a link: sir_john -> (blue, white): alton (W)
    # cannot link back to purple; use lilith (U -> R, P) in between.
    st = scenario(seat(hand=["sir_john_travail", "lilith_lawrence", "sir_john_travail", FILLER], influence=10),
                  seat(), seat(), commons=["vulko"])  # fmt: skip
    play_chain(st, "sir_john_travail", "lilith_lawrence", "sir_john_travail")
    do(st, "target_player", seat=1)
    assert kind(st) == "claim"
    assert st.claim_cost(0, 0) == card("vulko").cost - 2


def test_sir_john_in_enemy_chain_discounts_his_owner_only() -> None:
    st = scenario(seat(hand=["lilith_lawrence", FILLER], influence=10), seat(hand=["sir_john_travail"]), seat(),
                  commons=["vulko"])  # fmt: skip
    add(st, "lilith_lawrence")
    add(st, "sir_john_travail")
    pass_chain(st)
    do(st, "target_player", seat=2)
    assert st.claim_cost(0, 0) == card("vulko").cost


def test_sir_john_kicker_doubles_next_card_with_new_targets() -> None:
    assert card("deadly_grip").colour == card("sir_john_travail").kicker_colour
    st = scenario(seat(hand=["deadly_grip", "sir_john_travail", FILLER]), seat(), seat())
    do(st, "chain_add", card="deadly_grip")
    do(st, "chain_add", card="sir_john_travail", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    do(st, "target_player", seat=2)
    dg = card("deadly_grip").effects["chain"][0].int_param("amount")
    assert (wounds(st, 1), wounds(st, 2)) == (dg, dg)
    assert ids(st, st.discard[0]) == ["deadly_grip"]


def test_sir_john_kicker_doubles_active_kicker_too() -> None:
    # blood_rage(R), deadly_grip(G, kicker R active: 2 wounds), sir_john (P, kicker G).
    st = scenario(seat(hand=["blood_rage", "deadly_grip", "sir_john_travail", FILLER]), seat(), seat())
    do(st, "chain_add", card="blood_rage")
    do(st, "chain_add", card="deadly_grip", kicker=True)
    do(st, "chain_add", card="sir_john_travail", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    do(st, "target_player", seat=2)
    assert (wounds(st, 1), wounds(st, 2)) == (2, 2)  # 2 wounds each time, no 3-damage text
    do(st, "target_player", seat=1)  # blood rage
    assert wounds(st, 1) == 4


# ----------------------------------------------------------------------------- Vulko


def test_vulko_absorbs_card_damage() -> None:
    st = scenario(seat(hand=["franz_orlok", FILLER]), seat(in_play=["vulko"]), seat())
    play_chain(st, "franz_orlok")
    do(st, "target_player", seat=1)
    assert dmg(st, 1, "vulko") == 2 and wounds(st, 1) == 0


def test_vulko_absorbs_unblocked_combat_damage_and_overflow_becomes_wounds() -> None:
    st = scenario(seat(in_play=["big_ghost"], hand=[FILLER]), seat(in_play=["vulko"]), phase="combat")
    run_combat(st)
    hp, strength = card("vulko").health, card("big_ghost").strength
    assert "vulko" not in in_play(st, 1) and ids(st, st.discard[1]).count("vulko") == 1
    assert wounds(st, 1) == strength - hp


def test_vulko_kicker_one_damage_to_each_minion_including_own() -> None:
    assert card("indigo_six").colour == card("vulko").kicker_colour
    st = scenario(seat(hand=["indigo_six", "vulko", FILLER], in_play=["bad_smoke"]),
                  seat(in_play=["alton_hickman", "charlotte_reyes"]), seat())  # fmt: skip
    do(st, "chain_add", card="indigo_six")
    do(st, "chain_add", card="vulko", kicker=True)
    pass_chain(st)
    assert dmg(st, 0, "bad_smoke") == 1
    assert dmg(st, 1, "alton_hickman") == 1
    assert exiled(st) == ["charlotte_reyes"]
    assert dmg(st, 0, "vulko") == 0  # he was not in play yet


# ----------------------------------------------------------------------------- Zacharias Sands


def test_zacharias_chain_two_damage_to_target_minion() -> None:
    st = scenario(seat(hand=["zacharias_sands", FILLER]), seat(in_play=["ivan_radinsky"]), seat())
    play_chain(st, "zacharias_sands")
    assert dmg(st, 1, "ivan_radinsky") == 2


def test_zacharias_kicker_destroys_instead() -> None:
    assert card("shadow_seven").colour == card("zacharias_sands").kicker_colour
    st = scenario(seat(hand=["shadow_seven", "zacharias_sands", FILLER]), seat(in_play=["ivan_radinsky"]), seat())
    do(st, "chain_add", card="shadow_seven")
    do(st, "chain_add", card="zacharias_sands", kicker=True)
    pass_chain(st)
    assert st.play[1] == [] and ids(st, st.discard[1]) == ["ivan_radinsky"]
    assert not [e for e in events(st, "damage_dealt") if e.get("to") == "minion"]


# ----------------------------------------------------------------------------- promos


def test_lisaveta_heals_own_minions_never_above_printed_health() -> None:
    st = scenario(seat(hand=["lisaveta_florescu", FILLER],
                       in_play=[{"card": "vulko", "damage": 2}, {"card": "ivan_radinsky", "damage": 1}]),
                  seat(in_play=[{"card": "alton_hickman", "damage": 2}]), seat())  # fmt: skip
    play_chain(st, "lisaveta_florescu")
    assert dmg(st, 0, "vulko") == 0 and dmg(st, 0, "ivan_radinsky") == 0
    assert dmg(st, 1, "alton_hickman") == 2  # enemy minions are not healed
    assert dmg(st, 0, "lisaveta_florescu") == 0


def test_shadow_seven_shields_controller_from_target_player_texts() -> None:
    st = scenario(seat(hand=["enraged_ghoul", FILLER]), seat(in_play=["shadow_seven"]), seat())
    play_chain(st, "enraged_ghoul")
    assert {o.seat for o in st.decision.options} == {0, 2}


def test_shadow_seven_does_not_shield_minions() -> None:
    st = scenario(seat(hand=["jj_mcteague", FILLER]), seat(in_play=["shadow_seven"]), seat())
    play_chain(st, "jj_mcteague")
    assert dmg(st, 1, "shadow_seven") == 1


def test_shadow_seven_everyone_has_one_text_does_nothing() -> None:
    st = scenario(seat(hand=["franz_orlok", FILLER], in_play=["shadow_seven"]), seat(in_play=["shadow_seven"]))
    play_chain(st, "franz_orlok")
    assert kind(st) == "claim"
    assert wounds(st, 0) == 0 and wounds(st, 1) == 0


def test_shadow_seven_does_not_stop_each_enemy_player_texts() -> None:
    st = scenario(seat(hand=["grim_siege", FILLER]), seat(in_play=["shadow_seven"]))
    play_chain(st, "grim_siege")
    assert wounds(st, 1) == 1


def test_zombie_horde_strength_equals_own_minions_in_play() -> None:
    st = scenario(seat(in_play=["zombie_horde", "bad_smoke", "charlotte_reyes"], hand=[FILLER]), seat(),
                  phase="combat")  # fmt: skip
    horde = uid_in_play(st, 0, "zombie_horde")
    assert st.strength(horde, 0) == 3
    run_combat(st)
    resolved = {e["card"]: e["amount"] for e in events(st, "attack_resolved")}
    assert resolved["zombie_horde"] == 3
    assert wounds(st, 1) == 3 + 1 + 1


def test_zombie_horde_kicker_puts_minion_from_discard_into_play_without_texts() -> None:
    assert card("marcus_toth").colour == card("zombie_horde").kicker_colour
    st = scenario(seat(hand=["marcus_toth", "zombie_horde", FILLER], discard=["blaine_cordell", "blood_rage"]),
                  seat(), seat())  # fmt: skip
    do(st, "chain_add", card="marcus_toth")
    do(st, "chain_add", card="zombie_horde", kicker=True)
    pass_chain(st)  # only one minion in discard: applied automatically
    assert "blaine_cordell" in in_play(st, 0)
    assert dmg(st, 0, "blaine_cordell") == 0  # his chain text did not resolve
    assert ids(st, st.discard[0]) == ["blood_rage"]
    assert in_play(st, 0) == ["blaine_cordell", "marcus_toth", "zombie_horde"]
