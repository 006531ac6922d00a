"""Each edition plays by its own rulebook: one scenario per ruling where the books differ, per edition.

The values come from editions.yaml; these tests pin what each book says (book and line in each case).
"""

from __future__ import annotations

import pytest

from nightfall_qt.engine import GameOptions, new_game

from .helpers import CARDS, FILLER, add, card, do, events, ids, kind, pass_chain, play_chain, scenario, seat


def test_the_editions_are_the_three_books() -> None:
    assert set(CARDS.editions) == {"de", "fr", "pl"}
    # Card pools: DE and PL 24 archives (PL L1562-1588), FR adds two promo minions; quick-start pairs:
    # DE L245-269 six, FR L130-148 seven (with Marcus Toth + Rip and Tear), PL L271-276 six (Marcus instead of
    # Zacharias Sands).
    assert [len(CARDS.draftable(e, False)) for e in ("de", "fr", "pl")] == [24, 26, 24]
    pairs = {e: set(CARDS.editions[e].quick_start) for e in ("de", "fr", "pl")}
    assert len(pairs["de"]) == 6 and len(pairs["fr"]) == 7 and len(pairs["pl"]) == 6
    assert pairs["fr"] - pairs["de"] == {("marcus_toth", "rip_and_tear")}
    assert pairs["de"] - pairs["pl"] == {("zacharias_sands", "shock_and_awe")}
    assert pairs["pl"] - pairs["de"] == {("marcus_toth", "rip_and_tear")}


@pytest.mark.parametrize("edition", ["de", "fr", "pl"])
def test_quick_start_deals_the_editions_pairs(edition: str) -> None:
    pairs = set(CARDS.editions[edition].quick_start)
    for game_seed in range(6):
        st = new_game(GameOptions(players=5, seed=game_seed, edition=edition), CARDS)
        for s in range(5):
            own = tuple(sorted(st.cards.cards[st.arch_card[a]].id for a in range(len(st.arch_card))
                               if st.arch_owner[a] == s))  # fmt: skip
            assert any(tuple(sorted(p)) == own for p in pairs), (edition, own)


@pytest.mark.parametrize(
    ("edition", "factor"),
    [
        ("de", 2),  # DE L644: "Mehrere dieser Kickeffekte in einer Kette sind nicht kumulativ."
        ("fr", 4),  # FR L593: "ses Points d'Influence sont doublés à chaque fois"
        ("pl", 2),  # PL L1361-1363: "wpływy pozostają podwojone" (each sets the value to double)
    ],
)
def test_indigo_six_kicker_twice(edition: str, factor: int) -> None:
    assert card("furious_melee").colour == card("rip_and_tear").colour == card("indigo_six").kicker_colour
    st = scenario(seat(hand=["furious_melee", "indigo_six", "zombie_horde", "rip_and_tear", "indigo_six", FILLER],
                       influence=1), seat(), seat(), edition=edition)  # fmt: skip
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
    assert st.influence_left() == (2 + 1) * factor


@pytest.mark.parametrize(
    ("edition", "floor"),
    [
        ("de", 1),  # DE L658: "aber niemals unter 1 Einflusspunkt"
        ("fr", 0),  # FR L607: "chaque exemplaire diminue les coûts d'achat de son propriétaire de 1" (no floor)
        ("pl", 0),  # PL L1370: "każdy egzemplarz zmniejsza koszt o 1" (no floor)
    ],
)
def test_sir_john_travail_floor(edition: str, floor: int) -> None:
    st = scenario(seat(hand=["sir_john_travail", "lilith_lawrence", "sir_john_travail", FILLER], influence=10),
                  seat(), seat(), commons=["hypnotic_presence"], edition=edition)  # fmt: skip
    play_chain(st, "sir_john_travail", "lilith_lawrence", "sir_john_travail")
    do(st, "target_player", seat=1)
    assert kind(st) == "claim"
    cost = card("hypnotic_presence").cost
    assert cost <= 2, "the test needs a card that two copies bring to 0"
    assert st.claim_cost(0, 0) == max(floor, cost - 2)


def _flank_attack(edition: str, with_indigo: bool):  # type: ignore[no-untyped-def]
    """Seat 1 answers seat 0's Marcus Toth with Flank Attack (kicker active); with_indigo: then Furious Melee
    and Indigo Six, whose chain text (a grant on an enemy private archive) resolves first."""
    assert card("marcus_toth").colour == card("flank_attack").kicker_colour
    extra = ["furious_melee", "indigo_six"] if with_indigo else []
    st = scenario(seat(hand=["marcus_toth", FILLER]), seat(hand=["flank_attack", *extra]),
                  seat(archives=["big_ghost"]), commons=["grim_siege", "vulko"], edition=edition)  # fmt: skip
    add(st, "marcus_toth")
    do(st, "chain_add", card="flank_attack", kicker=True)
    for cid in extra:
        do(st, "chain_add", card=cid)
    pass_chain(st)
    while kind(st) in ("target_player", "target_order"):
        if kind(st) == "target_player":
            do(st, "target_player", seat=2)
        else:
            do(st, "target_order", card="marcus_toth")
    assert kind(st) == "free_claim" and st.decision is not None and st.decision.seat == 1
    return st


@pytest.mark.parametrize(
    ("edition", "enemy_archive"),
    [
        ("de", True),  # DE L678: "Du darfst jedes beliebige Archiv wählen, auch ein privates Archiv eines Mitspielers."
        ("fr", False),  # FR L579, L591: an enemy's private archive only combined with Indigo Six
        ("pl", False),  # PL has no ruling; PL L360-361: only you claim from your private archives
    ],
)
def test_flank_attack_free_claim_without_indigo_six(edition: str, enemy_archive: bool) -> None:
    st = _flank_attack(edition, with_indigo=False)
    offered = {o.card for o in st.decision.options}
    assert offered == ({"big_ghost", "grim_siege", "vulko"} if enemy_archive else {"grim_siege", "vulko"})


@pytest.mark.parametrize("edition", ["de", "fr", "pl"])
def test_flank_attack_free_claim_with_indigo_six(edition: str) -> None:
    # FR L579: "combinée au texte Enchaînement d'Indigo Six, vous pouvez même prendre celle-ci sur une Réserve
    # personnelle adverse"; DE L678 allows it anyway.
    st = _flank_attack(edition, with_indigo=True)
    assert {o.card for o in st.decision.options} == {"big_ghost", "grim_siege", "vulko"}
    do(st, "free_claim", card="big_ghost")
    assert "big_ghost" in ids(st, st.discard[1])
    # Where the grant was needed it is used up: seat 1 has no other enemy archive left to claim from.
    assert st.used_enemy_archives == ([] if edition == "de" else [0])


@pytest.mark.parametrize(
    ("edition", "before_drawing"),
    [
        ("de", True),  # DE L489: "Bevor oder nachdem du Karten nachgezogen hast"
        ("fr", False),  # FR L453-455: draw up first, "Ceci fait", then the wound effect
        ("pl", False),  # PL L1171: "Po dobraniu kart" (after drawing)
    ],
)
def test_wound_effect_timing(edition: str, before_drawing: bool) -> None:
    st = scenario(seat(hand=["wound_bite", FILLER]), seat(), seat(), phase="cleanup", edition=edition)
    assert kind(st) == "cleanup"
    first = {o.kind for o in st.decision.options}
    if before_drawing:
        assert first == {"wound_effect", "draw_up"}
        do(st, "wound_effect")  # before drawing up; drawing up is then the only option and applies itself
        assert _cleanup_steps(st) == ["wound_effect", "draw_up"]
    else:
        # Drawing up was the only option (it applied itself): the hand is full, then the wound effect or not.
        assert first == {"wound_effect", "end_turn"}
        assert len(st.hand[0]) == 5
        do(st, "wound_effect")
        assert _cleanup_steps(st) == ["draw_up", "wound_effect"]


def _cleanup_steps(st) -> list[str]:  # type: ignore[no-untyped-def]
    kinds = [e["choice"]["kind"] for e in st.events if e["type"] == "decided" and e["decision"] == "cleanup"]
    return [k for k in kinds if k != "end_turn"][:2]
