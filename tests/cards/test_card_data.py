"""The shipped cards.yaml matches CARDS.md (the key values below are copied from its tables)."""

from __future__ import annotations

import re

import pytest

from nightfall_qt.cards.loader import load_cards
from nightfall_qt.engine.carddefs import COLOUR_LETTERS, LANGUAGES, TEXT_PARTS, CardDB, CardDef

DB: CardDB = load_cards()
LETTER_COLOUR = {letter: colour for colour, letter in COLOUR_LETTERS.items()}

# id: keyword, colour, links, kicker colour, cost, strength, health — straight from the CARDS.md tables
# ("-" = none; strength X is stored as 0).
TABLE: dict[str, tuple[str, str, str, str, int, int, int]] = {
    "bad_smoke": ("hunter", "P", "P", "-", 0, 1, 2),
    "charlotte_reyes": ("hunter", "U", "U", "-", 0, 1, 1),
    "enraged_ghoul": ("ghoul", "R", "R", "-", 0, 2, 1),
    "genesis_one": ("hunter", "W", "W", "-", 0, 1, 1),
    "jj_mcteague": ("lycan", "G", "G", "-", 0, 2, 1),
    "yuri_koroviev": ("vampire", "Y", "Y", "-", 0, 1, 1),
    "alton_hickman": ("vampire", "W", "RG", "P", 3, 2, 3),
    "big_ghost": ("lycan", "G", "UY", "W", 6, 5, 2),
    "blaine_cordell": ("lycan", "R", "PW", "U", 4, 4, 4),
    "franz_orlok": ("vampire", "P", "WR", "U", 4, 3, 2),
    "indigo_six": ("hunter", "Y", "WG", "R", 3, 1, 2),
    "ivan_radinsky": ("lycan", "W", "UP", "R", 5, 4, 3),
    "lilith_lawrence": ("vampire", "U", "RP", "Y", 3, 2, 2),
    "marcus_toth": ("hunter", "U", "YG", "W", 4, 3, 2),
    "overwatch_two": ("hunter", "W", "UG", "G", 3, 2, 2),
    "sir_john_travail": ("vampire", "P", "UW", "G", 5, 3, 3),
    "vulko": ("lycan", "G", "WP", "Y", 5, 3, 3),
    "zacharias_sands": ("vampire", "P", "RG", "W", 4, 3, 2),
    "blood_rage": ("-", "R", "GU", "P", 3, 0, 0),
    "dark_awakening": ("-", "U", "PR", "R", 4, 0, 0),
    "deadly_grip": ("-", "G", "YP", "R", 4, 0, 0),
    "flank_attack": ("-", "Y", "UR", "U", 3, 0, 0),
    "furious_melee": ("-", "R", "PY", "W", 4, 0, 0),
    "ghoul_summoning": ("-", "G", "UR", "P", 3, 0, 0),
    "grim_siege": ("-", "Y", "GW", "P", 3, 0, 0),
    "hypnotic_presence": ("-", "Y", "PU", "G", 2, 0, 0),
    "let_me_at_em": ("-", "U", "WY", "G", 4, 0, 0),
    "rip_and_tear": ("-", "R", "WY", "G", 4, 0, 0),
    "shock_and_awe": ("-", "P", "GY", "R", 3, 0, 0),
    "special_response_team": ("-", "W", "YR", "Y", 4, 0, 0),
    "lisaveta_florescu": ("vampire", "P", "UG", "Y", 4, 2, 3),
    "shadow_seven": ("hunter", "W", "YP", "R", 4, 2, 3),
    "zombie_horde": ("ghoul", "G", "RY", "U", 4, 0, 2),
}

STARTERS = {"bad_smoke", "charlotte_reyes", "enraged_ghoul", "genesis_one", "jj_mcteague", "yuri_koroviev"}
PROMOS = {"lisaveta_florescu", "shadow_seven", "zombie_horde"}
ORDERS = [c for c in DB if c.is_order]


def test_counts() -> None:
    assert len(ORDERS) == 33
    assert {c.id for c in ORDERS} == set(TABLE)
    assert sum(c.is_minion for c in ORDERS) == 21 and sum(c.kind == "action" for c in ORDERS) == 12
    assert [c.index for c in DB] == list(range(len(DB)))


def test_wounds() -> None:
    wounds = DB.wounds
    assert [w.id for w in wounds] == ["wound_bite", "wound_burn", "wound_bleed"]
    assert [w.wound_kind for w in wounds] == ["bite", "burn", "bleed"]
    assert sum(w.copies for w in wounds) == 60 and all(w.copies == 20 for w in wounds)
    assert DB["wound_burn"].names["de"] == "Wunde (Brandwunde)"
    assert DB["wound_bleed"].names["pl"] == "Rana (Krwawienie)"
    assert all(w.provenance["copies"] == "I" and w.provenance["text"] == "C" for w in wounds)


def test_starters() -> None:
    starters = DB.starters
    assert {c.id for c in starters} == STARTERS
    for card in starters:
        assert card.copies == 10 and card.cost == 0 and card.links == (card.colour,)
        assert card.kicker_colour is None and card.editions == () and not card.promo and card.is_minion
        expected_exile = "destroyed" if card.id == "bad_smoke" else "destroyed_or_discarded"
        assert card.exile_when == expected_exile
        for field in ("cost", "links", "kicker_colour", "exile_when"):
            assert card.provenance[field] == "C", (card.id, field)


def test_archive_cards() -> None:
    for card in ORDERS:
        if not card.starter:
            assert card.copies == 7 and card.exile_when is None, card.id


@pytest.mark.parametrize("card_id", sorted(TABLE))
def test_table_values(card_id: str) -> None:
    keyword, colour, links, kick, cost, strength, health = TABLE[card_id]
    card = DB[card_id]
    assert card.keyword == (None if keyword == "-" else keyword)
    assert card.colour == LETTER_COLOUR[colour]
    assert card.links == tuple(LETTER_COLOUR[letter] for letter in links)
    assert card.kicker_colour == (None if kick == "-" else LETTER_COLOUR[kick])
    assert (card.cost, card.strength, card.health) == (cost, strength, health)
    assert card.is_minion == (keyword != "-")


@pytest.mark.parametrize("card", list(DB), ids=lambda c: c.id)
def test_names_in_every_language(card: CardDef) -> None:
    assert set(card.names) == set(LANGUAGES)
    assert all(name.strip() for name in card.names.values())


@pytest.mark.parametrize("card", ORDERS, ids=lambda c: c.id)
def test_order_text_and_provenance(card: CardDef) -> None:
    assert card.texts["en"].strip()
    needed = ["names", "colour", "links", "kicker_colour", "cost"]
    if card.is_minion:
        needed += ["keyword", "strength", "health"]
    needed += [part for part in TEXT_PARTS if card.part(part)]
    for field in needed:
        assert card.provenance.get(field, "")[:1] in ("C", "I", "R"), (card.id, field)
    assert card.provenance["names"] == "C"


def test_some_provenance_marks_verbatim() -> None:
    assert DB["blaine_cordell"].provenance["links"] == "C,R"
    assert DB["indigo_six"].provenance["kicker"] == "C"
    assert DB["indigo_six"].provenance_notes["kicker"]["en"].endswith("the French edition differs")
    assert DB["special_response_team"].provenance["chain"] == "I"
    assert DB["special_response_team"].provenance_notes["chain"]["en"] == (
        "the target is inferred (I), the effect reconstructed (R)"
    )
    assert DB["furious_melee"].provenance["kicker_colour"] == "C"
    assert DB["zombie_horde"].provenance["strength"] == "C"


def test_editions_and_promos() -> None:
    de = {c.id for c in DB.draftable("de", include_promos=False)}
    fr = {c.id for c in DB.draftable("fr", include_promos=False)}
    assert len(de) == 24 and len(fr) == 26
    assert fr - de == {"zombie_horde", "shadow_seven"}
    assert {c.id for c in DB if c.promo} == PROMOS
    assert {c.id for c in DB.draftable("de", include_promos=True)} == de | PROMOS
    assert {c.id for c in DB.draftable("fr", include_promos=True)} == fr | {"lisaveta_florescu"}
    assert not de & STARTERS


def test_effects_spot_checks() -> None:
    assert DB["zombie_horde"].in_play_flags == frozenset({"strength_from_own_minions"})
    assert DB["bad_smoke"].in_play_flags == frozenset({"stays_in_play", "absorbs_damage"})
    (grip,) = DB["deadly_grip"].part("chain")
    assert grip.unless_kicker and grip.int_param("amount") == 3
    (sands,) = DB["zacharias_sands"].part("chain")
    assert sands.unless_kicker
    # Cards whose text has no kicker keep the table's kicker colour but no kicker effects.
    for card_id in ("blaine_cordell", "lisaveta_florescu", "shadow_seven", "marcus_toth"):
        assert DB[card_id].part("kicker") == () and DB[card_id].kicker_colour is not None
    (srt,) = DB["special_response_team"].part("chain")
    assert dict(srt.params) == {"to": "target_minion", "amount": 1, "amount_per_own_minion": 1}


# The label that opens each text part, per language (the terms of each edition's rulebook). French puts a
# space before the colon.
PART_LABELS: dict[str, dict[str, str]] = {
    "chain": {"en": "Chain:", "de": "Kette:", "fr": "Enchaînement :", "pl": "Łańcuch:"},
    "your_chain": {"en": "Your chain:", "de": "Deine Kette:", "fr": "Votre Enchaînement :", "pl": "Twój łańcuch:"},
    "kicker": {"en": "Kicker:", "de": "Kick:", "fr": "Pleine Lune :", "pl": "Dopalacz:"},
    "in_play": {"en": "In play:", "de": "Im Spiel:", "fr": "En jeu :", "pl": "W grze:"},
}


def label_count(text: str, label: str) -> int:
    """How often `label` opens a part: at the start of the text or after the end of a sentence."""
    return len(re.findall(r"(?:^|(?<=[.!?)] ))" + re.escape(label), text))


@pytest.mark.parametrize("card", list(DB), ids=lambda c: c.id)
def test_text_in_every_language(card: CardDef) -> None:
    assert set(card.texts) == set(LANGUAGES)
    for lang in LANGUAGES:
        assert card.texts[lang].strip(), (card.id, lang)
        assert card.texts[lang] == " ".join(card.texts[lang].split()), (card.id, lang, "stray whitespace")


@pytest.mark.parametrize("card", list(DB), ids=lambda c: c.id)
def test_translated_part_labels(card: CardDef) -> None:
    english = card.texts["en"]
    for part, labels in PART_LABELS.items():
        expected = label_count(english, labels["en"])
        for lang in LANGUAGES:
            found = label_count(card.texts[lang], labels[lang])
            assert found == expected, f"{card.id} {part}: {lang} has {found} x {labels[lang]!r}, en has {expected}"


@pytest.mark.parametrize("card", list(DB), ids=lambda c: c.id)
def test_translated_numbers(card: CardDef) -> None:
    numbers = sorted(re.findall(r"\d+", card.texts["en"]))
    for lang in LANGUAGES:
        assert sorted(re.findall(r"\d+", card.texts[lang])) == numbers, (card.id, lang)


def test_label_helper() -> None:
    assert set(PART_LABELS) == set(TEXT_PARTS)
    assert all(set(labels) == set(LANGUAGES) for labels in PART_LABELS.values())
    assert label_count("Deine Kette: Ziehe 1 Karte. Kick: Ziehe 1 Karte.", "Kette:") == 0
    assert label_count("Deine Kette: Ziehe 1 Karte.", "Deine Kette:") == 1
    assert label_count("Kette: A (b). Kick: C.", "Kick:") == 1
    assert label_count("Enchaînement : a. Votre Enchaînement : b.", "Enchaînement :") == 1


def test_every_note_on_a_mark_is_written_in_every_language() -> None:
    notes = [(c.id, part, note) for c in DB.cards for part, note in c.provenance_notes.items()]
    assert len(notes) >= 10
    for card_id, part, note in notes:
        assert sorted(note) == sorted(LANGUAGES), (card_id, part)
        assert all(text.strip() for text in note.values()), (card_id, part)
        assert len({note[lang] for lang in LANGUAGES}) == len(LANGUAGES), (card_id, part, "an untranslated copy")
