"""The twelve archive actions: one test (or more) per text part and per ruling."""

from __future__ import annotations

from .helpers import (
    FILLER,
    add,
    card,
    dmg,
    do,
    events,
    exiled,
    ids,
    in_play,
    kind,
    pass_chain,
    play_chain,
    scenario,
    seat,
    wounds,
)


def amount(cid: str, part: str = "chain", i: int = 0) -> int:
    return card(cid).effects[part][i].int_param("amount")


# ----------------------------------------------------------------------------- Blood Rage


def test_blood_rage_chain_damage_absorbable_by_vulko() -> None:
    st = scenario(seat(hand=["blood_rage", FILLER]), seat(in_play=["vulko"]), seat())
    play_chain(st, "blood_rage")
    do(st, "target_player", seat=1)
    assert dmg(st, 1, "vulko") == amount("blood_rage") and wounds(st, 1) == 0


def test_blood_rage_kicker_hits_target_minion() -> None:
    assert card("zacharias_sands").colour == card("blood_rage").kicker_colour
    st = scenario(seat(hand=["zacharias_sands", "blood_rage", FILLER]), seat(in_play=["ivan_radinsky"]), seat())
    do(st, "chain_add", card="zacharias_sands")
    do(st, "chain_add", card="blood_rage", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=2)
    # Ivan is the only minion in play (Zacharias is still in the chain): the kicker hits him; then
    # Zacharias (2 damage to target minion) finishes him.
    hits = [(e["card"], e["amount"]) for e in events(st, "damage_dealt") if e["to"] == "minion"]
    assert hits[0] == ("ivan_radinsky", amount("blood_rage", "kicker"))
    assert ids(st, st.discard[1]) == ["ivan_radinsky"]
    assert wounds(st, 2) == amount("blood_rage")


def test_blood_rage_kicker_must_hit_own_minion_if_only_own() -> None:
    st = scenario(seat(hand=["zacharias_sands", "blood_rage", FILLER], in_play=["vulko"]), seat(), seat())
    do(st, "chain_add", card="zacharias_sands")
    do(st, "chain_add", card="blood_rage", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=2)
    hits = [(e["card"], e["amount"]) for e in events(st, "damage_dealt") if e["to"] == "minion"]
    assert hits[0] == ("vulko", amount("blood_rage", "kicker"))


# ----------------------------------------------------------------------------- Dark Awakening


def test_dark_awakening_chain_puts_chosen_minion_from_discard_into_play() -> None:
    st = scenario(seat(hand=["dark_awakening", FILLER], discard=["enraged_ghoul", "vulko", "blood_rage"]),
                  seat(), seat())  # fmt: skip
    play_chain(st, "dark_awakening")
    assert st.decision.kind == "pick_from_discard"
    assert {o.card for o in st.decision.options} == {"enraged_ghoul", "vulko"}  # minions only
    do(st, "pick_from_discard", card="vulko")
    assert in_play(st, 0) == ["vulko"]
    assert ids(st, st.discard[0]) == ["blood_rage", "dark_awakening", "enraged_ghoul"]
    assert kind(st) == "claim"  # no kicker: Vulko's texts did not resolve


def test_dark_awakening_nothing_without_minion_in_discard() -> None:
    st = scenario(seat(hand=["dark_awakening", FILLER], discard=["blood_rage"]), seat(), seat())
    play_chain(st, "dark_awakening")
    assert kind(st) == "claim" and st.play[0] == []


def test_dark_awakening_kicker_resolves_chain_text_never_kicker() -> None:
    # Dark Awakening (kicker red) after blood_rage: retrieves franz (chain: 2 damage; his kicker never).
    st = scenario(seat(hand=["blood_rage", "dark_awakening", FILLER], discard=["franz_orlok"]),
                  seat(hand=["vulko"]), seat())  # fmt: skip
    do(st, "chain_add", card="blood_rage")
    do(st, "chain_add", card="dark_awakening", kicker=True)
    pass_chain(st)
    assert in_play(st, 0) == ["franz_orlok"]
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == amount("franz_orlok")
    assert st.decision.kind == "target_player"  # next: blood rage; no Franz exile from seat 1's hand
    assert ids(st, st.hand[1]) == ["vulko"]


def test_dark_awakening_kicker_your_chain_only_in_own_chain() -> None:
    # Seat 1 plays Dark Awakening (kicker) into seat 0's chain and retrieves Yuri: no influence for seat 1.
    st = scenario(seat(hand=["blood_rage", FILLER]), seat(hand=["dark_awakening"], discard=["yuri_koroviev"]),
                  seat())  # fmt: skip
    add(st, "blood_rage")
    do(st, "chain_add", card="dark_awakening", kicker=True)
    pass_chain(st)
    assert in_play(st, 1) == ["yuri_koroviev"]
    assert st.influence[1] == 0
    # in own chain: +2
    st = scenario(seat(hand=["blood_rage", "dark_awakening", FILLER], discard=["yuri_koroviev"]), seat(), seat())
    play_chain(st, "blood_rage", "dark_awakening")
    assert st.influence[0] == 2


# ----------------------------------------------------------------------------- Deadly Grip


def test_deadly_grip_chain_three_damage_without_kicker() -> None:
    st = scenario(seat(hand=["deadly_grip", FILLER]), seat(in_play=["vulko"]), seat())
    play_chain(st, "deadly_grip")
    do(st, "target_player", seat=1)
    hp = card("vulko").health
    assert "vulko" not in in_play(st, 1)
    assert wounds(st, 1) == amount("deadly_grip") - hp


def test_deadly_grip_kicker_two_wounds_vulko_cannot_absorb() -> None:
    assert card("blood_rage").colour == card("deadly_grip").kicker_colour
    st = scenario(seat(hand=["blood_rage", "deadly_grip", FILLER]), seat(in_play=["vulko"]), seat())
    do(st, "chain_add", card="blood_rage")
    do(st, "chain_add", card="deadly_grip", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == amount("deadly_grip", "kicker")  # 2 wounds, not 3 damage
    assert dmg(st, 1, "vulko") == 0
    do(st, "target_player", seat=2)  # blood rage


# ----------------------------------------------------------------------------- Flank Attack


def test_flank_attack_cancels_order_which_goes_to_discard_and_next_keeps_kicker() -> None:
    st = scenario(seat(hand=["alton_hickman", "furious_melee", FILLER]), seat(hand=["flank_attack"]), seat(),
                  commons=["vulko"])  # fmt: skip
    do(st, "chain_add", card="alton_hickman")
    do(st, "chain_add", card="furious_melee", kicker=True)  # nothing left to add: passes by itself
    add(st, "flank_attack")
    pass_chain(st)
    assert st.decision.kind == "target_order" and st.decision.seat == 1
    assert {o.card for o in st.decision.options} == {"alton_hickman", "furious_melee"}
    do(st, "target_order", card="alton_hickman")
    # Furious Melee still resolves with its kicker (it was linked after the white Alton).
    do(st, "target_player", seat=2)  # the only archive is then chosen automatically
    assert exiled(st) == ["vulko", "vulko"]
    assert st.play[0] == []
    assert ids(st, st.discard[0]) == ["alton_hickman", "furious_melee"]
    assert [e["card"] for e in events(st, "card_cancelled")] == ["alton_hickman"]


def test_flank_attack_must_target_own_order_if_only_one() -> None:
    st = scenario(seat(hand=["flank_attack", FILLER]), seat(), seat())
    play_chain(st, "flank_attack")
    # its own card has left the chain: nothing to target; skipped
    assert kind(st) == "claim" and ids(st, st.discard[0]) == ["flank_attack"]


def test_flank_attack_kicker_free_claim_from_enemy_private_archive_in_other_turn() -> None:
    assert card("marcus_toth").colour == card("flank_attack").kicker_colour
    st = scenario(seat(hand=["marcus_toth", FILLER]), seat(hand=["flank_attack"]),
                  seat(archives=["big_ghost"]), commons=["grim_siege"])  # fmt: skip
    add(st, "marcus_toth")
    do(st, "chain_add", card="flank_attack", kicker=True)
    pass_chain(st)
    # Marcus is the only order in the chain: cancelled automatically. Then the free claim.
    assert st.decision.kind == "free_claim" and st.decision.seat == 1
    assert {o.card for o in st.decision.options} == {"big_ghost", "grim_siege"}
    do(st, "free_claim", card="big_ghost")
    assert ids(st, st.discard[1]) == ["big_ghost", "flank_attack"]
    assert ids(st, st.discard[0]) == ["marcus_toth"] and st.play[0] == []
    assert [e["paid"] for e in events(st, "card_claimed")] == [0]


# ----------------------------------------------------------------------------- Furious Melee


def test_furious_melee_two_damage_to_each_minion_of_target_player() -> None:
    st = scenario(seat(hand=["furious_melee", FILLER], in_play=["vulko"]),
                  seat(in_play=["ivan_radinsky", "charlotte_reyes"]), seat())  # fmt: skip
    play_chain(st, "furious_melee")
    assert {o.seat for o in st.decision.options} == {0, 1, 2}  # a player without minions may be chosen
    do(st, "target_player", seat=1)
    assert dmg(st, 1, "ivan_radinsky") == amount("furious_melee")
    assert exiled(st) == ["charlotte_reyes"]
    assert dmg(st, 0, "vulko") == 0 and wounds(st, 1) == 0


def test_furious_melee_target_without_minions_nothing_happens() -> None:
    st = scenario(seat(hand=["furious_melee", FILLER]), seat(in_play=["vulko"]), seat())
    play_chain(st, "furious_melee")
    do(st, "target_player", seat=2)
    assert dmg(st, 1, "vulko") == 0 and wounds(st, 2) == 0
    assert kind(st) == "claim"


def test_furious_melee_kicker_exiles_two_or_fewer_from_any_archive() -> None:
    st = scenario(seat(hand=["alton_hickman", "furious_melee", FILLER]),
                  seat(archives=["blaine_cordell", {"card": "vulko", "count": 1}]), seat())  # fmt: skip
    do(st, "chain_add", card="alton_hickman")
    do(st, "chain_add", card="furious_melee", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=2)
    assert {o.card for o in st.decision.options} == {"blaine_cordell", "vulko"}  # enemy private allowed
    do(st, "target_archive", card="vulko")
    assert exiled(st) == ["vulko"]
    assert len(st.arch_uids[1]) == 0 and len(st.arch_uids[0]) == 7


# ----------------------------------------------------------------------------- Ghoul Summoning


def test_ghoul_summoning_returns_an_order_not_a_wound_to_hand() -> None:
    st = scenario(seat(hand=["ghoul_summoning", FILLER], discard=["wound_bite", "franz_orlok", "blood_rage"]),
                  seat(), seat())  # fmt: skip
    play_chain(st, "ghoul_summoning")
    assert {o.card for o in st.decision.options} == {"franz_orlok", "blood_rage"}
    do(st, "pick_from_discard", card="blood_rage")
    assert ids(st, st.hand[0]) == sorted([FILLER, "blood_rage"])
    assert ids(st, st.discard[0]) == ["franz_orlok", "ghoul_summoning", "wound_bite"]
    assert kind(st) == "claim"


def test_ghoul_summoning_kicker_resolves_chain_text_card_stays_in_hand() -> None:
    assert card("lisaveta_florescu").colour == card("ghoul_summoning").kicker_colour
    st = scenario(seat(hand=["lisaveta_florescu", "ghoul_summoning", FILLER], discard=["franz_orlok"]),
                  seat(hand=["vulko"]), seat())  # fmt: skip
    do(st, "chain_add", card="lisaveta_florescu")
    do(st, "chain_add", card="ghoul_summoning", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)  # Franz's chain text
    assert wounds(st, 1) == amount("franz_orlok")
    assert ids(st, st.hand[1]) == ["vulko"]  # never Franz's kicker
    assert "franz_orlok" in ids(st, st.hand[0])
    assert "franz_orlok" not in in_play(st, 0)


def test_ghoul_summoning_kicker_blaine_stays_in_hand() -> None:
    st = scenario(seat(hand=["lisaveta_florescu", "ghoul_summoning", FILLER], discard=["blaine_cordell"]),
                  seat(), seat())  # fmt: skip
    do(st, "chain_add", card="lisaveta_florescu")
    do(st, "chain_add", card="ghoul_summoning", kicker=True)
    pass_chain(st)
    assert "blaine_cordell" in ids(st, st.hand[0])
    assert in_play(st, 0) == ["lisaveta_florescu"]


# ----------------------------------------------------------------------------- Grim Siege


def test_grim_siege_one_damage_to_each_enemy_player_in_chosen_order() -> None:
    st = scenario(seat(hand=["grim_siege", FILLER]), seat(in_play=["vulko"]), seat(), seat())
    play_chain(st, "grim_siege")
    assert st.decision.kind == "hit_order" and {o.seat for o in st.decision.options} == {1, 2, 3}
    do(st, "hit_order", seat=3)
    do(st, "hit_order", seat=1)
    assert [wounds(st, s) for s in range(4)] == [0, 0, 1, 1]
    assert dmg(st, 1, "vulko") == 1


def test_grim_siege_kicker_target_player_loses_two_influence() -> None:
    assert card("shock_and_awe").colour == card("grim_siege").kicker_colour
    st = scenario(seat(hand=["shock_and_awe", "grim_siege", FILLER], influence=3), seat(), seat())
    do(st, "chain_add", card="shock_and_awe")
    do(st, "chain_add", card="grim_siege", kicker=True)
    pass_chain(st)
    do(st, "hit_order", seat=1)
    do(st, "target_player", seat=0)
    assert kind(st) == "claim"
    assert st.influence_left() == 2 + 3 - amount("grim_siege", "kicker")


# ----------------------------------------------------------------------------- Hypnotic Presence


def test_hypnotic_presence_your_chain_copies_stack() -> None:
    st = scenario(seat(hand=["hypnotic_presence", "marcus_toth", "hypnotic_presence", FILLER]), seat(), seat())
    play_chain(st, "hypnotic_presence", "marcus_toth", "hypnotic_presence")
    assert kind(st) == "claim"
    assert st.influence_left() == 2 + 2 * amount("hypnotic_presence", "your_chain")


def test_hypnotic_presence_nothing_in_someone_elses_chain() -> None:
    st = scenario(seat(hand=["marcus_toth", FILLER]), seat(hand=["hypnotic_presence"]), seat())
    add(st, "marcus_toth")
    add(st, "hypnotic_presence")
    pass_chain(st)
    assert st.influence == [0, 0, 0] and st.influence_left() == 2


def test_hypnotic_presence_kicker_draws_one() -> None:
    assert card("zombie_horde").colour == card("hypnotic_presence").kicker_colour
    st = scenario(seat(hand=["zombie_horde", "hypnotic_presence", FILLER], deck=["vulko"]), seat(), seat())
    do(st, "chain_add", card="zombie_horde")
    do(st, "chain_add", card="hypnotic_presence", kicker=True)
    pass_chain(st)
    assert ids(st, st.hand[0]) == [FILLER, "vulko"]


# ----------------------------------------------------------------------------- Let Me At 'Em


def test_let_me_at_em_you_choose_the_targets_of_the_chosen_order() -> None:
    st = scenario(seat(hand=["blood_rage", FILLER]), seat(hand=["let_me_at_em"]), seat())
    add(st, "blood_rage")
    add(st, "let_me_at_em")
    pass_chain(st)
    # only blood rage in the chain: chosen automatically; then seat 1 chooses blood rage's target
    assert st.decision.kind == "target_player" and st.decision.seat == 1
    do(st, "target_player", seat=0)
    assert wounds(st, 0) == amount("blood_rage")


def test_let_me_at_em_kicker_resolves_chosen_order_twice() -> None:
    assert card("ghoul_summoning").colour == card("let_me_at_em").kicker_colour
    st = scenario(seat(hand=["blood_rage", "ghoul_summoning", FILLER]), seat(hand=["let_me_at_em"]), seat())
    add(st, "blood_rage", "ghoul_summoning")
    do(st, "chain_add", card="let_me_at_em", kicker=True)
    pass_chain(st)
    do(st, "target_order", card="blood_rage")
    assert st.decision.kind == "target_player" and st.decision.seat == 1
    do(st, "target_player", seat=0)
    assert st.decision.seat == 1
    do(st, "target_player", seat=2)
    assert (wounds(st, 0), wounds(st, 2)) == (amount("blood_rage"), amount("blood_rage"))


def test_let_me_at_em_and_sir_john_not_cumulative() -> None:
    st = scenario(seat(hand=["deadly_grip", "sir_john_travail", "overwatch_two", "ghoul_summoning",
                             "let_me_at_em", FILLER]), seat(), seat())  # fmt: skip
    do(st, "chain_add", card="deadly_grip")
    do(st, "chain_add", card="sir_john_travail", kicker=True)
    do(st, "chain_add", card="overwatch_two")
    do(st, "chain_add", card="ghoul_summoning")
    do(st, "chain_add", card="let_me_at_em", kicker=True)
    pass_chain(st)
    do(st, "target_order", card="deadly_grip")
    hits = 0
    while kind(st) == "target_player":
        do(st, "target_player", seat=1)
        hits += 1
    assert hits == 2
    assert wounds(st, 1) == 2 * amount("deadly_grip")


# ----------------------------------------------------------------------------- Rip and Tear


def test_rip_and_tear_chain_damage_absorbed() -> None:
    st = scenario(seat(hand=["rip_and_tear", FILLER]), seat(in_play=["vulko"]), seat())
    play_chain(st, "rip_and_tear")
    do(st, "target_player", seat=1)
    assert dmg(st, 1, "vulko") == amount("rip_and_tear") and wounds(st, 1) == 0


def test_rip_and_tear_kicker_destroys_absorbers() -> None:
    assert card("zombie_horde").colour == card("rip_and_tear").kicker_colour
    st = scenario(seat(hand=["zombie_horde", "rip_and_tear", FILLER]),
                  seat(in_play=["vulko", "alton_hickman"]), seat())  # fmt: skip
    do(st, "chain_add", card="zombie_horde")
    do(st, "chain_add", card="rip_and_tear", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    assert in_play(st, 1) == ["alton_hickman"]
    assert "vulko" in ids(st, st.discard[1])
    assert wounds(st, 1) == 0


# ----------------------------------------------------------------------------- Shock and Awe


def test_shock_and_awe_three_damage_to_target_minion() -> None:
    st = scenario(seat(hand=["shock_and_awe", FILLER]), seat(in_play=["ivan_radinsky", "big_ghost"]), seat())
    play_chain(st, "shock_and_awe")
    do(st, "target_minion", card="ivan_radinsky")
    assert "ivan_radinsky" not in in_play(st, 1) and ids(st, st.discard[1]) == ["ivan_radinsky"]


def test_shock_and_awe_kicker_two_more_to_same_or_other_minion() -> None:
    assert card("blaine_cordell").colour == card("shock_and_awe").kicker_colour
    st = scenario(seat(hand=["blaine_cordell", "shock_and_awe", FILLER]),
                  seat(in_play=["vulko", "big_ghost"]), seat(in_play=["ivan_radinsky"]))  # fmt: skip
    do(st, "chain_add", card="blaine_cordell")
    do(st, "chain_add", card="shock_and_awe", kicker=True)
    pass_chain(st)
    do(st, "target_minion", card="ivan_radinsky")  # 3 damage: Ivan (hp 3) destroyed
    assert st.play[2] == []
    assert {o.card for o in st.decision.options} == {"vulko", "big_ghost"}  # not Blaine (in the chain)
    do(st, "target_minion", card="vulko")
    assert dmg(st, 1, "vulko") == amount("shock_and_awe", "kicker")


# ----------------------------------------------------------------------------- Special Response Team


def test_special_response_team_x_is_one_plus_own_minions() -> None:
    st = scenario(seat(hand=["special_response_team", FILLER], in_play=["bad_smoke"]),
                  seat(in_play=["big_ghost", "vulko"]), seat())  # fmt: skip
    play_chain(st, "special_response_team")
    do(st, "target_minion", card="vulko")
    assert dmg(st, 1, "vulko") == 1 + 1


def test_special_response_team_kicker_draws_one() -> None:
    assert card("indigo_six").colour == card("special_response_team").kicker_colour
    st = scenario(seat(hand=["indigo_six", "special_response_team", FILLER], deck=["vulko"]),
                  seat(in_play=["ivan_radinsky"]), seat())  # fmt: skip
    do(st, "chain_add", card="indigo_six")
    do(st, "chain_add", card="special_response_team", kicker=True)
    pass_chain(st)
    assert dmg(st, 1, "ivan_radinsky") == 1  # no own minion in play yet (Indigo is in the chain)
    assert ids(st, st.hand[0]) == [FILLER, "vulko"]
