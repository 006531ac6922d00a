"""cards.yaml loader: every rejection names the file, line, card, field and what was expected."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest

from nightfall_qt.cards import loader
from nightfall_qt.cards.loader import CardDataError, load_cards, parse_cards, split_mark
from nightfall_qt.engine.carddefs import COLOURS, CardDB
from nightfall_qt.engine.effects.signatures import MINION_TARGETS, PLAYER_TARGETS, SIGNATURES

# One valid minion. Line numbers below refer to this text (line 1 = "format: 1").
BASE = """\
format: 1
cards:
  - id: test_minion
    kind: minion
    starter: false
    promo: false
    editions: [de]
    copies: 7
    names: {en: Test, de: Prüfung, fr: Essai, pl: Test}
    keyword: ghoul
    colour: red
    links: [red, green]
    kicker_colour: blue
    cost: 3
    strength: 2
    health: 1
    exile_when: null
    text:
      en: "Chain: 1 damage to target player. Kicker: draw 1 card."
    effects:
      chain:
        - damage: {to: target_player, amount: 1}
      kicker:
        - draw: {who: you, amount: 1}
    provenance: {names: C, colour: R, cost: "I, amount R", chain: C}
"""

WOUND = """\
  - id: wound
    kind: wound
    names: {en: Wound, de: Wunde, fr: Blessure, pl: Rana}
    text: {en: "Cleanup: discard wounds, draw 2 each."}
    wound_kinds:
      - {kind: bite, copies: 20, names: {en: Bite, de: Bisswunde, fr: Morsure, pl: Ugryzienie}}
      - {kind: burn, copies: 20, names: {en: Burn, de: Brandwunde, fr: Brûlure, pl: Poparzenie}}
    provenance: {copies: I, text: C}
"""

ALL_COLOURS = "one of: " + ", ".join(COLOURS)


def mutate(old: str, new: str, text: str = BASE) -> str:
    assert text.count(old) == 1, f"{old!r} must occur exactly once"
    return text.replace(old, new)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def load_text(tmp_path: Path, text: str) -> CardDB:
    return load_cards(write(tmp_path, text))


def error_for(tmp_path: Path, text: str) -> CardDataError:
    path = write(tmp_path, text)
    with pytest.raises(CardDataError) as info:
        load_cards(path)
    err = info.value
    assert err.file == str(path)
    assert str(err).startswith("cards.yaml")
    return err


def check(
    err: CardDataError,
    line: int | None,
    field: str | None,
    problem: str,
    expected: str | None = None,
    card_id: str | None = "test_minion",
) -> None:
    assert err.line == line, str(err)
    assert err.card_id == card_id, str(err)
    assert err.field == field, str(err)
    assert problem in err.problem, str(err)
    if expected is not None:
        assert err.expected is not None and expected in err.expected, str(err)
    where = f"cards.yaml:{line}: " if line is not None else "cards.yaml: "
    assert str(err).startswith(where), str(err)
    if card_id is not None:
        assert f"card '{card_id}'" in str(err)
    if field is not None:
        assert f"field '{field}'" in str(err)


# --- valid input ------------------------------------------------------------------------------


def test_a_note_on_a_mark_in_every_language(tmp_path: Path) -> None:
    text = mutate('cost: "I, amount R"', "cost: {mark: I, note: {en: the amount is reconstructed, "
                  "de: die Anzahl ist rekonstruiert}}")  # fmt: skip
    (card,) = load_text(tmp_path, text).cards
    assert card.provenance["cost"] == "I"
    assert card.provenance_notes["cost"] == {"en": "the amount is reconstructed", "de": "die Anzahl ist rekonstruiert"}


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("C", ("C", "")), ("C,R", ("C,R", "")), ("C , R", ("C,R", "")),
     ("C, DE/PL; FR disagrees", ("C", "DE/PL; FR disagrees")), ("I, amount R", ("I", "amount R")),
     ("I target, R effect", ("I", "target, R effect")), ("Insight", ("", "Insight"))],
)  # fmt: skip
def test_split_mark(raw: str, expected: tuple[str, str]) -> None:
    assert split_mark(raw) == expected


def test_base_is_valid(tmp_path: Path) -> None:
    db = load_text(tmp_path, BASE)
    assert db.source == str(tmp_path / "cards.yaml")
    (card,) = db.cards
    assert card.id == "test_minion" and card.index == 0 and card.line == 3
    assert card.kind == "minion" and card.keyword == "ghoul" and card.colour == "red"
    assert card.links == ("red", "green") and card.kicker_colour == "blue"
    assert (card.cost, card.strength, card.health, card.copies) == (3, 2, 1, 7)
    assert card.editions == ("de",) and not card.starter and not card.promo
    assert card.names["de"] == "Prüfung"
    assert isinstance(card.names, MappingProxyType) and isinstance(card.effects, MappingProxyType)
    assert card.texts["en"].startswith("Chain:")
    assert card.provenance == {"names": "C", "colour": "R", "cost": "I", "chain": "C"}
    assert card.provenance_notes == {"cost": {"en": "amount R"}}  # CARDS.md's short form: an English note
    (damage,) = card.part("chain")
    assert damage.name == "damage" and dict(damage.params) == {"to": "target_player", "amount": 1}
    assert not damage.unless_kicker
    assert card.part("in_play") == ()


def test_exact_message_format(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("colour: red", "colour: pink"))
    assert str(err) == (
        "cards.yaml:11: card 'test_minion', field 'colour': unknown colour 'pink'; "
        "expected one of: white, red, green, blue, purple, yellow"
    )
    assert err.expected == ALL_COLOURS


def test_unless_kicker_is_split_from_params(tmp_path: Path) -> None:
    db = load_text(
        tmp_path, mutate("amount: 1}\n      kicker", "amount: 1, unless_kicker: true}\n      kicker")
    )
    (damage,) = db["test_minion"].part("chain")
    assert damage.unless_kicker is True
    assert "unless_kicker" not in damage.params


def test_in_play_flags_and_param_less_effects(tmp_path: Path) -> None:
    text = mutate(
        "      kicker:\n        - draw: {who: you, amount: 1}\n",
        "      in_play:\n        - stays_in_play: {}\n        - absorbs_damage:\n        - unblockable\n",
    )
    card = load_text(tmp_path, text)["test_minion"]
    assert card.in_play_flags == frozenset({"stays_in_play", "absorbs_damage", "unblockable"})
    assert all(dict(e.params) == {} for e in card.part("in_play"))


def test_strength_x_with_flag(tmp_path: Path) -> None:
    text = mutate("strength: 2", "strength: X")
    text = mutate(
        "      kicker:\n", "      in_play:\n        - strength_from_own_minions: {}\n      kicker:\n", text
    )
    card = load_text(tmp_path, text)["test_minion"]
    assert card.strength == 0 and "strength_from_own_minions" in card.in_play_flags


def test_action_without_stats(tmp_path: Path) -> None:
    text = mutate("kind: minion", "kind: action")
    text = mutate("    keyword: ghoul\n", "    keyword: null\n", text)
    text = mutate("    strength: 2\n    health: 1\n", "", text)
    card = load_text(tmp_path, text)["test_minion"]
    assert card.kind == "action" and card.keyword is None and card.strength == 0 and card.health == 0


def test_wound_expands_into_kinds(tmp_path: Path) -> None:
    db = load_text(tmp_path, BASE + WOUND)
    assert [c.id for c in db] == ["test_minion", "wound_bite", "wound_burn"]
    bite = db["wound_bite"]
    assert bite.index == 1 and bite.kind == "wound" and bite.wound_kind == "bite" and bite.copies == 20
    assert bite.names["en"] == "Wound (Bite)" and bite.names["fr"] == "Blessure (Morsure)"
    assert bite.provenance == {"copies": "I", "text": "C"}
    assert bite.line == 31 and db["wound_burn"].line == 32
    assert db.wounds == (bite, db["wound_burn"])


# --- YAML level -------------------------------------------------------------------------------


def test_yaml_syntax_error(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("colour: red", "colour: red: blue"))
    check(err, 11, None, "YAML syntax error", card_id=None)


def test_python_tag_is_rejected_and_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    payload = f'!!python/object/apply:os.system ["touch {marker}"]'
    err = error_for(tmp_path, mutate("cost: 3", f"cost: {payload}"))
    check(err, 14, None, "YAML tag '!!python/object/apply:os.system' is not allowed", "plain values", None)
    assert not marker.exists()


def test_python_tag_on_whole_document(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    err = error_for(tmp_path, f'!!python/object/apply:os.system ["touch {marker}"]\n')
    check(err, 1, None, "is not allowed", card_id=None)
    assert not marker.exists()


@pytest.mark.parametrize("tag", ["!!python/name:os.system", "!custom", "!!binary", "!!set"])
def test_other_tags_rejected(tmp_path: Path, tag: str) -> None:
    err = error_for(tmp_path, mutate("cost: 3", f"cost: {tag} x"))
    assert err.line == 14 and "is not allowed" in err.problem


def test_duplicate_mapping_key(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("    cost: 3\n", "    cost: 3\n    cost: 4\n"))
    check(err, 15, "cost", "duplicate key 'cost' (first at line 14)")


def test_duplicate_key_in_flow_mapping(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("de: Prüfung", "de: Prüfung, en: Other"))
    check(err, 9, "names.en", "duplicate key 'en'")


def test_empty_file(tmp_path: Path) -> None:
    check(error_for(tmp_path, "# nothing\n"), None, None, "the file is empty", card_id=None)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="cannot read the file"):
        load_cards(tmp_path / "nope.yaml")


# --- top level --------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["2", "true", '"1"', "1.0"])
def test_format_must_be_1(tmp_path: Path, value: str) -> None:
    err = error_for(tmp_path, mutate("format: 1", f"format: {value}"))
    check(err, 1, "format", "unsupported format", "1", card_id=None)


def test_unknown_top_level_field(tmp_path: Path) -> None:
    err = error_for(tmp_path, BASE + "extra: 1\n")
    check(err, 26, "extra", "unknown field 'extra'", "one of: format, cards", card_id=None)


def test_missing_top_level_field(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("format: 1\n", ""))
    check(err, 1, "format", "missing required field 'format'", card_id=None)


def test_cards_must_be_a_list(tmp_path: Path) -> None:
    err = error_for(tmp_path, "format: 1\ncards: {a: 1}\n")
    check(err, 2, "cards", "is not a list", card_id=None)


def test_duplicate_card_id(tmp_path: Path) -> None:
    second = BASE.split("cards:\n", 1)[1]
    err = error_for(tmp_path, BASE + second)
    check(err, 26, "id", "duplicate card id 'test_minion' (first defined at line 3)", "a unique id")


def test_duplicate_id_after_wound_expansion(tmp_path: Path) -> None:
    text = mutate("id: test_minion", "id: wound_bite") + WOUND
    err = error_for(tmp_path, text)
    check(err, 31, "id", "duplicate card id 'wound_bite'", card_id="wound_bite")


def test_missing_id(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("  - id: test_minion\n    kind", "  - kind"))
    check(err, 3, "cards[0].id", "missing required field 'id'", card_id=None)


def test_invalid_id(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("id: test_minion", "id: Test Minion"))
    check(err, 3, "id", "invalid id", "lower-case", card_id="Test Minion")


# --- card fields ------------------------------------------------------------------------------

REJECTIONS = [
    # (old, new, line, field, problem, expected)
    ("colour: red", "colour: pink", 11, "colour", "unknown colour 'pink'", ALL_COLOURS),
    ("colour: red", "colour: null", 11, "colour", "unknown colour null", ALL_COLOURS),
    ("kicker_colour: blue", "kicker_colour: teal", 13, "kicker_colour", "unknown colour 'teal'", ALL_COLOURS),
    (
        "keyword: ghoul",
        "keyword: zombie",
        10,
        "keyword",
        "unknown keyword 'zombie'",
        "one of: hunter, vampire, lycan, ghoul",
    ),
    ("kind: minion", "kind: spell", 4, "kind", "unknown kind 'spell'", "one of: minion, action, wound"),
    ("editions: [de]", "editions: [de, us]", 7, "editions[1]", "unknown edition 'us'", "one of: de, fr"),
    ("editions: [de]", "editions: [de, de]", 7, "editions", "'de' is listed twice", "each value once"),
    ("editions: [de]", "editions: de", 7, "editions", "is not a list", "a list"),
    (
        "exile_when: null",
        "exile_when: sometimes",
        17,
        "exile_when",
        "unknown exile_when 'sometimes'",
        "one of: destroyed, destroyed_or_discarded",
    ),
    ("pl: Test}", "xx: Test}", 9, "names.xx", "unknown language 'xx'", "one of: en, de, fr, pl"),
    (
        "fr: Essai, pl: Test}",
        "fr: Essai}",
        9,
        "names",
        "missing name for language(s): pl",
        "a name in every language: en, de, fr, pl",
    ),
    ("en: Test,", "en: '',", 9, "names.en", "empty text", "a non-empty text"),
    ("en: Test,", "en: 12,", 9, "names.en", "'12' is not a text", "a text"),
    ('      en: "Chain', '      de: "Chain', 19 - 1, "text", "missing the English text", "text: {en: ...}"),
    ('      en: "Chain', '      xx: "Chain', 19, "text.xx", "unknown language 'xx'", "one of: en, de"),
    ("links: [red, green]", "links: []", 12, "links", "no link colour", "1 or 2 colours"),
    ("links: [red, green]", "links: [red, red]", 12, "links", "'red' is listed twice", None),
    ("links: [red, green]", "links: [red, gren]", 12, "links[1]", "unknown colour 'gren'", ALL_COLOURS),
    ("cost: 3", "cost: true", 14, "cost", "'true' is not a whole number", "a whole number >= 0"),
    ("cost: 3", 'cost: "3"', 14, "cost", "'3' is not a whole number", "a whole number >= 0"),
    ("cost: 3", "cost: 2.5", 14, "cost", "is not a whole number", None),
    ("cost: 3", "cost: -1", 14, "cost", "-1 is too small", "a whole number >= 0"),
    ("cost: 3", "cost: [3]", 14, "cost", "a list is not a single value", None),
    ("copies: 7", "copies: 0", 8, "copies", "0 is too small", "a whole number >= 1"),
    ("health: 1", "health: 0", 16, "health", "0 is too small", "a whole number >= 1"),
    ("strength: 2", "strength: yes", 15, "strength", "invalid strength", "or X"),
    (
        "strength: 2",
        "strength: X",
        15,
        "strength",
        "strength X needs an in_play effect 'strength_from_own_minions'",
        "strength_from_own_minions",
    ),
    ("starter: false", "starter: 1", 5, "starter", "'1' is not true/false", "true or false"),
    ("promo: false", "promo: nope", 6, "promo", "is not true/false", "true or false"),
    (
        "    cost: 3\n",
        "    cost: 3\n    flavour: spooky\n",
        15,
        "flavour",
        "unknown field 'flavour'",
        "one of: id, kind, starter",
    ),
    ("    cost: 3\n", "    cost: 3\n    wound_kinds: []\n", 15, "wound_kinds", "only for wound cards", None),
    ("    cost: 3\n", "", 3, "cost", "missing required field 'cost'", None),
    ("    strength: 2\n", "", 3, "strength", "missing required field 'strength'", None),
    ("    health: 1\n", "", 3, "health", "missing required field 'health'", None),
    ("    keyword: ghoul\n", "", 3, "keyword", "missing required field 'keyword'", None),
    (
        "names: {en: Test, de: Prüfung, fr: Essai, pl: Test}",
        "names: [Test]",
        9,
        "names",
        "a list is not a mapping",
        "a mapping",
    ),
    # provenance
    (
        "chain: C}",
        "chain: C, flavour: C}",
        25,
        "provenance.flavour",
        "'flavour' is not a field or text part of this card",
        "one of: starter",
    ),
    (
        "colour: R,",
        "colour: maybe,",
        25,
        "provenance.colour",
        "invalid provenance mark 'maybe'",
        "C, I or R (one per list element, e.g. C,R), optionally followed by a remark",
    ),
    (
        'cost: "I, amount R"',
        "cost: {mark: I, note: {de: Anzahl rekonstruiert}}",
        25,
        "provenance.cost.note",
        "missing the English note 'en'",
        "note: {en: ...}",
    ),
    (
        'cost: "I, amount R"',
        "cost: {mark: I, note: {en: amount, es: cantidad}}",
        25,
        "provenance.cost.note.es",
        "unknown language 'es'",
        "one of: en, de, fr, pl",
    ),
    (
        'cost: "I, amount R"',
        "cost: {mark: I, amount R, note: {en: amount}}",
        25,
        "provenance.cost.amount R",
        "unknown field 'amount R'",
        "one of: mark, note",
    ),
    (
        'cost: "I, amount R"',
        "cost: {mark: 'I, amount R', note: {en: amount}}",
        25,
        "provenance.cost.mark",
        "invalid provenance mark 'I, amount R'",
        "C, I or R (one per list element, e.g. C,R)",
    ),
    ('cost: "I, amount R"', "cost: {note: {en: amount}}", 25, "provenance.cost.mark", "missing required field 'mark'",
     None),
    ("colour: R,", "colour: 3,", 25, "provenance.colour", "'3' is not a text", None),
    # effects
    (
        "        - damage: {to: target_player, amount: 1}",
        "        - dmg: {to: target_player, amount: 1}",
        22,
        "effects.chain[0]",
        "unknown effect 'dmg'",
        "one of: absorbs_damage, cancel_order, claim_discount",
    ),
    (
        "        - draw: {who: you, amount: 1}",
        "        - stays_in_play: {}",
        24,
        "effects.kicker[0].stays_in_play",
        "effect 'stays_in_play' is not allowed in 'kicker'",
        "it only in: in_play",
    ),
    (
        "      chain:\n        - damage: {to: target_player, amount: 1}",
        "      in_play:\n        - damage: {to: target_player, amount: 1}",
        22,
        "effects.in_play[0].damage",
        "effect 'damage' is not allowed in 'in_play'",
        "it only in: chain, your_chain, kicker",
    ),
    (
        "{to: target_player, amount: 1}",
        "{to: target_player}",
        22,
        "effects.chain[0].damage.amount",
        "missing parameter 'amount' of effect 'damage'",
        "a whole number >= 0",
    ),
    (
        "{to: target_player, amount: 1}",
        "{to: target_player, amount: 1, range: 2}",
        22,
        "effects.chain[0].damage.range",
        "unknown parameter 'range' of effect 'damage'",
        "one of: to, amount, amount_per_own_minion, unless_kicker",
    ),
    (
        "{to: target_player, amount: 1}",
        "{to: target_player, amount: true}",
        22,
        "effects.chain[0].damage.amount",
        "'true' is not a whole number",
        "a whole number >= 0",
    ),
    (
        "{to: target_player, amount: 1}",
        "{to: nobody, amount: 1}",
        22,
        "effects.chain[0].damage.to",
        "unknown value 'nobody'",
        "one of: " + ", ".join(PLAYER_TARGETS + MINION_TARGETS),
    ),
    (
        "{to: target_player, amount: 1}",
        "{to: target_player, amount: 1, unless_kicker: 1}",
        22,
        "effects.chain[0].damage.unless_kicker",
        "'1' is not true/false",
        "true or false",
    ),
    (
        "{who: you, amount: 1}",
        "{who: me, amount: 1}",
        24,
        "effects.kicker[0].draw.who",
        "unknown value 'me'",
        "one of: you, each_player",
    ),
    (
        "- damage: {to: target_player, amount: 1}",
        "- {damage: {to: target_player, amount: 1}, draw: {}}",
        22,
        "effects.chain[0]",
        "an effect has 2 keys",
        "a one-key mapping",
    ),
    (
        "- damage: {to: target_player, amount: 1}",
        "- damage: [target_player, 1]",
        22,
        "effects.chain[0].damage",
        "a list is not a mapping",
        None,
    ),
    (
        "      kicker:\n",
        "      kicker_text:\n",
        23,
        "effects.kicker_text",
        "unknown text part 'kicker_text'",
        "one of: chain, your_chain, kicker, in_play",
    ),
    (
        "      kicker:\n        - draw: {who: you, amount: 1}\n",
        "      kicker: draw\n",
        23,
        "effects.kicker",
        "'draw' is not a list",
        None,
    ),
]


# bot_value (the bots' judgement of a card, not printed): a number from 0 to 20, optional.
REJECTIONS += [
    ("exile_when: null\n", f"exile_when: null\n    bot_value: {bad}\n", 18, "bot_value", problem,
     "a number from 0 to 20")
    for bad, problem in (("-1", "-1 is too small"), ("21", "21 is too large"), (".inf", "inf is too large"),
                         ("lots", "'lots' is not a number"), ("true", "'true' is not a number"),
                         ("[4]", "a list is not a single value"))
]


def test_bot_value_is_optional_and_read_as_a_number(tmp_path: Path) -> None:
    assert load_text(tmp_path, BASE)["test_minion"].bot_value is None
    for written, value in (("3", 3.0), ("4.5", 4.5), ("0", 0.0)):
        text = mutate("exile_when: null\n", f"exile_when: null\n    bot_value: {written}\n")
        assert load_text(tmp_path, text)["test_minion"].bot_value == value


def test_every_archive_and_starter_card_has_a_bot_value() -> None:
    """The bots read a card's worth from cards.yaml, never from a table of ids in code."""
    cards = load_cards()
    assert [c.id for c in cards if c.is_order and c.bot_value is None] == []


@pytest.mark.parametrize(("old", "new", "line", "field", "problem", "expected"), REJECTIONS)
def test_rejections(
    tmp_path: Path, old: str, new: str, line: int, field: str, problem: str, expected: str | None
) -> None:
    check(error_for(tmp_path, mutate(old, new)), line, field, problem, expected)


def test_unknown_effect_lists_every_primitive(tmp_path: Path) -> None:
    err = error_for(tmp_path, mutate("- damage: {", "- dmg: {"))
    assert err.expected == "one of: " + ", ".join(sorted(SIGNATURES))


def test_action_with_strength(tmp_path: Path) -> None:
    text = mutate("kind: minion", "kind: action")
    err = error_for(tmp_path, text)
    check(err, 15, "strength", "an action has no strength")


def test_action_with_health(tmp_path: Path) -> None:
    text = mutate("kind: minion", "kind: action")
    text = mutate("    strength: 2\n", "", text)
    check(error_for(tmp_path, text), 15, "health", "an action has no health")


def test_action_with_keyword(tmp_path: Path) -> None:
    text = mutate("kind: minion", "kind: action")
    text = mutate("    strength: 2\n    health: 1\n", "", text)
    check(error_for(tmp_path, text), 10, "keyword", "an action has no keyword", "null")


def test_provenance_for_absent_field(tmp_path: Path) -> None:
    text = mutate("kind: minion", "kind: action")
    text = mutate("    keyword: ghoul\n    colour: red\n", "    colour: red\n", text)
    text = mutate("    strength: 2\n    health: 1\n", "", text)
    text = mutate("chain: C}", "chain: C, strength: R}", text)
    check(error_for(tmp_path, text), 22, "provenance.strength", "is not a field or text part of this card")


def test_provenance_may_mark_an_absent_text_part(tmp_path: Path) -> None:
    card = load_text(tmp_path, mutate("chain: C}", "chain: C, in_play: R}"))["test_minion"]
    assert card.provenance["in_play"] == "R"


# --- wound entry ------------------------------------------------------------------------------


def test_wound_rejects_order_fields(tmp_path: Path) -> None:
    text = BASE + mutate("    kind: wound\n", "    kind: wound\n    colour: red\n", WOUND)
    check(error_for(tmp_path, text), 28, "colour", "not used by wound cards", "one of: id, kind", "wound")


def test_wound_kind_unknown(tmp_path: Path) -> None:
    text = BASE + mutate("{kind: burn,", "{kind: sting,", WOUND)
    check(
        error_for(tmp_path, text),
        32,
        "wound_kinds[1].kind",
        "unknown wound kind 'sting'",
        "one of: bite, burn, bleed",
        "wound",
    )


def test_wound_kind_twice(tmp_path: Path) -> None:
    text = BASE + mutate("{kind: burn,", "{kind: bite,", WOUND)
    check(
        error_for(tmp_path, text),
        32,
        "wound_kinds[1].kind",
        "wound kind 'bite' listed twice",
        card_id="wound",
    )


def test_wound_kind_missing_language(tmp_path: Path) -> None:
    text = BASE + mutate("fr: Morsure, pl: Ugryzienie}", "fr: Morsure}", WOUND)
    check(
        error_for(tmp_path, text),
        31,
        "wound_kinds[0].names",
        "missing name for language(s): pl",
        card_id="wound",
    )


def test_wound_kind_missing_copies(tmp_path: Path) -> None:
    text = BASE + mutate("{kind: bite, copies: 20,", "{kind: bite,", WOUND)
    check(
        error_for(tmp_path, text),
        31,
        "wound_kinds[0].copies",
        "missing required field 'copies'",
        card_id="wound",
    )


def test_wound_provenance_keys(tmp_path: Path) -> None:
    text = BASE + mutate("{copies: I, text: C}", "{copies: I, chain: C}", WOUND)
    check(error_for(tmp_path, text), 33, "provenance.chain", "is not a field or text part", card_id="wound")


# --- the packaged file ------------------------------------------------------------------------


def test_packaged_file_loads() -> None:
    db = load_cards()
    assert len(db) == 36
    assert Path(db.source).name == "cards.yaml"
    assert load_cards(db.source) == db


def test_default_path_falls_back_to_repo_root() -> None:
    path = loader.default_cards_path()
    assert path.is_file() and path.name == "cards.yaml"


def test_parse_cards_from_text() -> None:
    db = parse_cards(BASE, "memory.yaml")
    assert db.source == "memory.yaml" and db["test_minion"].cost == 3
    with pytest.raises(CardDataError, match=r"^memory\.yaml:11: "):
        parse_cards(mutate("colour: red", "colour: pink"), "memory.yaml")


# --- art (card illustrations) -----------------------------------------------------------------


def test_every_shipped_card_names_a_picture_that_is_in_the_package() -> None:
    """Every order and every wound kind has its illustration, and the file it names exists."""
    from nightfall_qt.cards.art import art_path

    cards = load_cards()
    assert [c.id for c in cards if c.art is None] == []
    for card in cards:
        assert card.art is not None
        path = art_path(card.art)
        assert path is not None and path.is_file(), card.id
        assert path.read_text(encoding="utf-8").startswith("<svg"), card.id


def test_only_used_pictures_are_shipped_each_with_an_author() -> None:
    """scripts/vendor_icons.py keeps exactly the pictures the cards use, and credits every one."""
    from nightfall_qt.assets import resource
    from nightfall_qt.cards.art import shipped_art

    used = {c.art for c in load_cards()}
    assert set(shipped_art()) == used
    rows = resource("art", "game-icons", "credits.tsv").read_text(encoding="utf-8").splitlines()[1:]
    credited = {row.split("\t")[0]: row.split("\t")[1] for row in rows}
    assert {f"game-icons:{name}" for name in credited} == used
    assert "unknown" not in credited.values()


def test_art_is_optional_and_overridable(tmp_path: Path) -> None:
    assert load_text(tmp_path, BASE)["test_minion"].art is None
    text = mutate("exile_when: null\n", "exile_when: null\n    art: game-icons:werewolf\n")
    assert load_text(tmp_path, text)["test_minion"].art == "game-icons:werewolf"
    wound = WOUND.replace("{kind: burn, copies: 20,", '{kind: burn, copies: 20, art: "game-icons:flame",')
    db = load_text(tmp_path, BASE + wound)
    assert db["wound_burn"].art == "game-icons:flame"
    assert db["wound_bite"].art is None


@pytest.mark.parametrize(
    ("value", "problem", "expected"),
    [
        ("game-icons:no-such-icon", "no picture 'game-icons:no-such-icon' in the package", "game-icons:werewolf"),
        ("other-set:werewolf", "no picture 'other-set:werewolf' in the package", "game-icons:vampire-dracula"),
        ("werewolf", "'werewolf' is not a picture name", "set:name, like game-icons:vampire-dracula"),
        ("game-icons:../../cards", "is not a picture name", "set:name"),
        ("''", "empty text", None),
        ("[a]", "a list is not a single value", None),
    ],
)
def test_a_bad_art_value_names_the_card_line_and_the_pictures(
    tmp_path: Path, value: str, problem: str, expected: str | None
) -> None:
    text = mutate("exile_when: null\n", f"exile_when: null\n    art: {value}\n")
    check(error_for(tmp_path, text), 18, "art", problem, expected)


def test_a_bad_wound_art_names_its_wound_kind(tmp_path: Path) -> None:
    wound = WOUND.replace("{kind: burn, copies: 20,", '{kind: burn, copies: 20, art: "game-icons:nope",')
    err = error_for(tmp_path, BASE + wound)
    check(err, 32, "wound_kinds[1].art", "no picture 'game-icons:nope'", "game-icons:flame", card_id="wound")
