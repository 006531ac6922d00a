"""Chain rules shared by every card, and the six starting minions (one test per text part and ruling)."""

from __future__ import annotations

import pytest

from nightfall_qt.engine import Choice, IllegalChoice

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
    options,
    pass_chain,
    pick,
    play_chain,
    scenario,
    seat,
    wounds,
)

# ----------------------------------------------------------------------------- building the chain


def test_chain_options_follow_links_of_last_card() -> None:
    # enraged_ghoul (red) links only red: blood_rage (red) may follow, charlotte (blue) may not.
    assert card("blood_rage").colour in card("enraged_ghoul").links
    assert card("charlotte_reyes").colour not in card("enraged_ghoul").links
    st = scenario(seat(hand=["enraged_ghoul", "blood_rage", "charlotte_reyes"]), seat(), seat())
    assert {o.card for o in options(st, "chain_add")} == {"enraged_ghoul", "blood_rage", "charlotte_reyes"}
    do(st, "chain_add", card="enraged_ghoul")
    assert {o.card for o in options(st, "chain_add")} == {"blood_rage"}
    charlotte = next(u for u in st.hand[0] if st.cid(u) == "charlotte_reyes")
    with pytest.raises(IllegalChoice):
        st.apply(Choice("chain_add", card="charlotte_reyes", uid=charlotte, seat=0, kicker=False))


def test_links_are_those_of_the_last_card_even_if_another_player_added_it() -> None:
    # Seat 0 plays blood_rage (red -> green, blue); seat 1 may add blue lilith; seat 2 must then follow
    # lilith's links (red, purple), not blood_rage's.
    st = scenario(seat(hand=["blood_rage"]), seat(hand=["lilith_lawrence"]), seat(hand=["vulko", "franz_orlok"]))
    add(st, "blood_rage")
    add(st, "lilith_lawrence")
    assert st.decision.seat == 2
    assert {o.card for o in options(st, "chain_add")} == {"franz_orlok"}


def test_kicker_active_exactly_when_previous_colour_is_kicker_colour() -> None:
    # furious_melee (kicker white) after white alton: active; after purple bad_smoke? (not a link) so
    # compare with red enraged_ghoul -> blood_rage (kicker purple): not active.
    st = scenario(seat(hand=["alton_hickman", "furious_melee"]), seat(), seat())
    do(st, "chain_add", card="alton_hickman")
    assert pick(st, "chain_add", card="furious_melee").kicker is True
    st = scenario(seat(hand=["enraged_ghoul", "blood_rage"]), seat(), seat())
    do(st, "chain_add", card="enraged_ghoul")
    assert pick(st, "chain_add", card="blood_rage").kicker is False
    st = scenario(seat(hand=["furious_melee"]), seat(), seat())
    assert pick(st, "chain_add", card="furious_melee").kicker is False  # first card: never a kicker


def test_each_player_has_exactly_one_opportunity() -> None:
    st = scenario(
        seat(hand=["enraged_ghoul", "enraged_ghoul"]), seat(hand=["enraged_ghoul"]), seat(hand=["enraged_ghoul"])
    )
    add(st, "enraged_ghoul")
    assert st.decision.kind == "chain" and st.decision.seat == 1
    do(st, "chain_pass")
    assert st.decision.kind == "chain" and st.decision.seat == 2
    do(st, "chain_pass")
    # Seat 0 is not asked again although it still holds a red card: the chain resolves.
    assert st.decision.kind == "target_player"
    assert len(st.chain) == 0 and len(st.hand[0]) == 1


def test_no_chain_started_means_nobody_else_is_asked() -> None:
    st = scenario(seat(hand=["enraged_ghoul"]), seat(hand=["enraged_ghoul"]), seat(hand=["enraged_ghoul"]))
    do(st, "chain_pass")
    assert st.decision.kind == "claim" and st.decision.seat == 0
    assert not events(st, "chain_added")
    assert len(st.hand[1]) == 1 and len(st.hand[2]) == 1


def test_chain_resolves_last_in_first_out() -> None:
    # Seat 0: enraged_ghoul; seat 1 adds blood_rage. blood_rage resolves first.
    st = scenario(seat(hand=["enraged_ghoul", FILLER]), seat(hand=["blood_rage"]), seat())
    add(st, "enraged_ghoul")
    add(st, "blood_rage")
    pass_chain(st)
    resolving = [e["card"] for e in events(st, "card_resolving")]
    assert resolving == ["blood_rage"]
    do(st, "target_player", seat=2)
    do(st, "target_player", seat=2)
    assert [e["card"] for e in events(st, "card_resolved")] == ["blood_rage", "enraged_ghoul"]
    assert wounds(st, 2) == 2 + 1
    assert in_play(st, 0) == ["enraged_ghoul"] and ids(st, st.discard[1]) == ["blood_rage"]


def test_minions_in_the_chain_are_not_targetable() -> None:
    # jj_mcteague resolves while zacharias (added before) is still in the chain: only seat 1's minion.
    # (seat 1 also has a Vulko so that the enemy minion Alton survives JJ and zacharias must choose.)
    st = scenario(seat(hand=["zacharias_sands", "jj_mcteague", FILLER]),
                  seat(in_play=["alton_hickman", "blaine_cordell"]), seat())  # fmt: skip
    play_chain(st, "zacharias_sands", "jj_mcteague")
    # jj resolves: zacharias is still in the chain, so only seat 1's minions can be chosen.
    assert {o.card for o in options(st, "target_minion")} == {"alton_hickman", "blaine_cordell"}
    do(st, "target_minion", card="alton_hickman")
    assert dmg(st, 1, "alton_hickman") == 1
    # zacharias resolves: jj is now in play but his own minion only as a fallback (DE L646/L648/L680:
    # "notfalls", when no other player has a minion); zacharias himself is not in play.
    targets = {o.card for o in options(st, "target_minion")}
    assert targets == {"alton_hickman", "blaine_cordell"}


def test_own_minion_is_a_target_only_when_no_other_player_has_one() -> None:
    # DE L680 (Shock and Awe): "Du musst notfalls eine eigene Kreatur wählen, wenn kein Mitspieler eine
    # Kreatur im Spiel hat." With an enemy minion in play, only it; without, your own.
    st = scenario(seat(hand=["shock_and_awe", FILLER], in_play=["vulko"]), seat(in_play=["blaine_cordell"]), seat())
    play_chain(st, "shock_and_awe")  # the enemy minion is the only option: chosen by itself
    hit = [(e["seat"], e["card"]) for e in events(st, "damage_dealt") if e["to"] == "minion"]
    assert hit == [(1, "blaine_cordell")]
    st = scenario(seat(hand=["shock_and_awe", FILLER], in_play=["vulko"]), seat(), seat())
    play_chain(st, "shock_and_awe")
    hit = [(e["seat"], e["card"]) for e in events(st, "damage_dealt") if e["to"] == "minion"]
    assert hit == [(0, "vulko")]


def test_target_decision_skipped_without_legal_target() -> None:
    # jj_mcteague with no minion in play anywhere: the text does nothing, the card still resolves.
    st = scenario(seat(hand=["jj_mcteague", FILLER]), seat(), seat())
    play_chain(st, "jj_mcteague")
    assert kind(st) == "claim"
    assert in_play(st, 0) == ["jj_mcteague"]
    assert [e["card"] for e in events(st, "card_resolved")] == ["jj_mcteague"]


# ----------------------------------------------------------------------------- starting minions


def test_starters_exiled_when_discarded_from_play_after_combat() -> None:
    st = scenario(seat(in_play=["enraged_ghoul", "bad_smoke"], hand=[FILLER]), seat(), phase="combat")
    # Two attackers at the only enemy: declare both, resolve in order.
    while kind(st) in ("attack", "attack_order"):
        st.apply(st.decision.options[0])
    assert exiled(st) == ["enraged_ghoul"]
    assert "enraged_ghoul" not in ids(st, st.discard[0])
    assert in_play(st, 0) == ["bad_smoke"]  # Bad Smoke stays in play after combat


def test_starters_exiled_when_destroyed() -> None:
    st = scenario(seat(hand=["jj_mcteague", FILLER]), seat(in_play=["charlotte_reyes"]), seat())
    play_chain(st, "jj_mcteague")
    assert exiled(st) == ["charlotte_reyes"]
    assert st.discard[1] == [] and st.play[1] == []


def test_starters_not_exiled_when_discarded_from_hand() -> None:
    st = scenario(seat(hand=["enraged_ghoul", "yuri_koroviev"]), seat(), phase="claim")
    do(st, "claim_discard", card="enraged_ghoul")
    assert ids(st, st.discard[0]) == ["enraged_ghoul"]
    assert exiled(st) == []
    assert st.influence_left() == 3


def test_starter_discarded_from_hand_by_genesis_one_not_exiled() -> None:
    st = scenario(seat(hand=["genesis_one", "yuri_koroviev"], deck=["charlotte_reyes"]), seat(), seat())
    play_chain(st, "genesis_one")
    # Drew charlotte; now discards one card of own choice.
    assert st.decision.kind == "discard" and st.decision.seat == 0
    assert {o.card for o in st.decision.options} == {"yuri_koroviev", "charlotte_reyes"}
    do(st, "discard", card="yuri_koroviev")
    assert ids(st, st.discard[0]) == ["yuri_koroviev"]
    assert ids(st, st.hand[0]) == ["charlotte_reyes"]
    assert exiled(st) == []
    assert in_play(st, 0) == ["genesis_one"]


def test_bad_smoke_absorbs_card_damage_and_is_exiled_when_destroyed() -> None:
    hp = card("bad_smoke").health
    st = scenario(seat(hand=["enraged_ghoul", FILLER]), seat(in_play=["bad_smoke"]), seat())
    play_chain(st, "enraged_ghoul")
    do(st, "target_player", seat=1)
    assert wounds(st, 1) == 0
    assert dmg(st, 1, "bad_smoke") == 1
    # Now 3 more damage (Franz 2 + ...): destroy it with overflow going to the player.
    st = scenario(seat(hand=["blood_rage", FILLER]), seat(in_play=[{"card": "bad_smoke", "damage": hp - 1}]), seat())
    play_chain(st, "blood_rage")
    do(st, "target_player", seat=1)
    assert exiled(st) == ["bad_smoke"]
    assert wounds(st, 1) == 2 - 1


def test_bad_smoke_absorbs_combat_damage_and_stays_after_combat() -> None:
    # Seat 0 attacks with enraged_ghoul (str 2) at seat 1 who has bad_smoke (hp 2): no block, smoke absorbs.
    st = scenario(seat(in_play=["bad_smoke", "enraged_ghoul"], hand=[FILLER]), seat(in_play=["bad_smoke"]),
                  phase="combat")  # fmt: skip
    while kind(st) in ("attack", "attack_order", "block"):
        if kind(st) == "block":
            do(st, "block_done")
        else:
            st.apply(st.decision.options[0])
    # seat 1's bad smoke absorbed 1 (from seat 0's smoke) and 2 (ghoul): 3 > 2 hp => destroyed, 1 wound.
    assert wounds(st, 1) == 1
    assert st.play[1] == [] and exiled(st).count("bad_smoke") == 1
    assert in_play(st, 0) == ["bad_smoke"]
    assert "enraged_ghoul" in exiled(st)


def test_charlotte_your_chain_draws_in_own_chain() -> None:
    st = scenario(seat(hand=["charlotte_reyes", FILLER], deck=["vulko"]), seat(), seat())
    play_chain(st, "charlotte_reyes")
    assert ids(st, st.hand[0]) == [FILLER, "vulko"]


def test_charlotte_your_chain_nothing_in_someone_elses_chain() -> None:
    st = scenario(seat(hand=["blood_rage", FILLER]), seat(hand=["charlotte_reyes"], deck=["vulko"]), seat())
    add(st, "blood_rage")
    add(st, "charlotte_reyes")
    pass_chain(st)
    do(st, "target_player", seat=2)
    assert st.hand[1] == []
    assert in_play(st, 1) == ["charlotte_reyes"]


def test_enraged_ghoul_chain_one_damage_to_target_player() -> None:
    st = scenario(seat(hand=["enraged_ghoul", FILLER]), seat(), seat())
    play_chain(st, "enraged_ghoul")
    assert {o.seat for o in st.decision.options} == {0, 1, 2}  # self is a legal target
    do(st, "target_player", seat=2)
    assert (wounds(st, 0), wounds(st, 1), wounds(st, 2)) == (0, 0, 1)


def test_genesis_one_chain_draw_then_discard() -> None:
    st = scenario(seat(hand=["genesis_one", FILLER], deck=["vulko", "franz_orlok"]), seat(), seat())
    play_chain(st, "genesis_one")
    do(st, "discard", card=FILLER)
    assert ids(st, st.hand[0]) == ["vulko"]
    assert ids(st, st.discard[0]) == [FILLER]
    assert ids(st, st.deck[0]) == ["franz_orlok"]


def test_jj_mcteague_chain_one_damage_to_target_minion() -> None:
    st = scenario(seat(hand=["jj_mcteague", FILLER]), seat(in_play=["vulko", "alton_hickman"]), seat())
    play_chain(st, "jj_mcteague")
    do(st, "target_minion", card="vulko")
    assert dmg(st, 1, "vulko") == 1 and dmg(st, 1, "alton_hickman") == 0


def test_jj_mcteague_must_target_own_minion_if_only_own() -> None:
    st = scenario(seat(hand=["jj_mcteague", FILLER], in_play=["bad_smoke"]), seat(), seat())
    play_chain(st, "jj_mcteague")
    assert dmg(st, 0, "bad_smoke") == 1


def test_yuri_your_chain_gains_two_influence() -> None:
    st = scenario(seat(hand=["yuri_koroviev", FILLER]), seat(), seat())
    play_chain(st, "yuri_koroviev")
    assert kind(st) == "claim"
    # 2 base + 2 from Yuri
    assert st.influence_left() == 2 + 2


def test_yuri_gives_nothing_in_someone_elses_chain() -> None:
    st = scenario(seat(hand=["marcus_toth", FILLER]), seat(hand=["yuri_koroviev"]), seat())
    add(st, "marcus_toth")
    add(st, "yuri_koroviev")
    pass_chain(st)
    assert kind(st) == "claim"
    assert st.influence[1] == 0 and st.influence_total(1) == 2
    assert st.influence_left() == 2
