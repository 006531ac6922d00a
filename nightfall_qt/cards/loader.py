"""Load cards.yaml into an immutable CardDB. This module is the only user of YAML for card data.

Every value is checked against the vocabularies of `engine.carddefs` and the effect signatures of
`engine.effects.signatures`; any problem raises CardDataError naming the file, line, card and field.
"""

from __future__ import annotations

import dataclasses
import importlib.resources
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode

from nightfall_qt.cards.art import art_file, shipped_art, split_art
from nightfall_qt.cards.editions import check_against_cards, default_editions_path, load_editions, packaged_editions
from nightfall_qt.cards.schema import CardDataError, Reader, check_tags, compose, is_null, join, line_of, one_of
from nightfall_qt.cards.text import card_text, listed
from nightfall_qt.engine.carddefs import (
    COLOURS,
    EDITIONS,
    EXILE_WHEN,
    KEYWORDS,
    KINDS,
    LANGUAGES,
    PROVENANCE_MARKS,
    TEXT_PARTS,
    WOUND_KINDS,
    CardDB,
    CardDef,
    Effect,
)
from nightfall_qt.engine.effects.signatures import COMMON_OPTIONAL, SIGNATURES, ParamType

__all__ = ["FORMAT_VERSION", "CardDataError", "default_cards_path", "load_cards", "parse_cards"]

FORMAT_VERSION = 1
TOP_LEVEL_FIELDS: tuple[str, ...] = ("format", "cards")
ORDER_FIELDS: tuple[str, ...] = (
    "id", "kind", "starter", "promo", "editions", "copies", "names", "keyword", "colour", "links",
    "kicker_colour", "cost", "strength", "health", "exile_when", "text", "effects", "provenance", "bot_value",
    "art",
)  # fmt: skip
ORDER_REQUIRED: tuple[str, ...] = (
    "id", "kind", "starter", "promo", "editions", "copies", "names", "colour", "links", "kicker_colour",
    "cost", "exile_when", "text", "effects", "provenance",
)  # fmt: skip
MINION_ONLY: tuple[str, ...] = ("keyword", "strength", "health")
WOUND_FIELDS: tuple[str, ...] = ("id", "kind", "names", "text", "wound_kinds", "provenance")
WOUND_KIND_FIELDS: tuple[str, ...] = ("kind", "copies", "names", "art")
WOUND_KIND_REQUIRED: tuple[str, ...] = ("kind", "copies", "names")
# Provenance keys a wound entry may mark (its copies live in wound_kinds).
WOUND_PROVENANCE: tuple[str, ...] = ("names", "text", "copies", "wound_kinds")
# Fields that carry no provenance mark of their own.
# bot_value is the bots' own judgement and art our own choice of picture, not printed values: nothing to confirm.
UNMARKED: frozenset[str] = frozenset({"id", "kind", "provenance", "effects", "text", "bot_value", "art"})
MAX_BOT_VALUE = 20.0  # like the other numbers' bounds (game_check.py): a typing slip stays harmless
STRENGTH_X = "X"
STRENGTH_X_FLAG = "strength_from_own_minions"
_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def default_cards_path() -> Path:
    """The packaged cards.yaml (inside an installed wheel), else the one at the repository root."""
    packaged = importlib.resources.files("nightfall_qt") / "data" / "cards.yaml"
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "cards.yaml"


def load_cards(path: str | os.PathLike[str] | None = None) -> CardDB:
    """Read and validate a cards.yaml file (default: the packaged one)."""
    file_path = default_cards_path() if path is None else Path(path)
    file = str(file_path)
    try:
        text = file_path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CardDataError(file, None, card_text("the file is not UTF-8 text ({reason})", reason=exc.reason)) from exc
    except OSError as exc:
        reason = exc.strerror or exc
        raise CardDataError(file, None, card_text("cannot read the file: {reason}", reason=reason)) from exc
    db = parse_cards(text, file)
    # An editions.yaml next to a cards.yaml goes with it and is checked against its cards; a cards.yaml alone
    # keeps the packaged editions (checked only against the packaged cards).
    sibling = file_path.with_name("editions.yaml")
    if path is not None and not sibling.is_file():
        return db
    # The packaged editions.yaml is parsed once per process (packaged_editions caches it; parse_cards uses it too).
    editions = load_editions(sibling) if path is not None else packaged_editions()
    check_against_cards(editions, db, str(sibling if path is not None else default_editions_path()))
    return dataclasses.replace(db, editions=editions)


def parse_cards(
    text: str, source: str = "<memory>", loader: type[yaml.SafeLoader] | type[yaml.CSafeLoader] | None = None
) -> CardDB:
    """Validate cards.yaml text; `source` names it in errors and becomes CardDB.source (`loader`: the YAML
    composer, the fastest available unless a test names one)."""
    try:
        root = compose(text, loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = int(mark.line) + 1 if mark is not None else None
        problem = exc.problem or exc.context or card_text("invalid YAML")
        raise CardDataError(source, line, card_text("YAML syntax error: {problem}", problem=problem)) from exc
    except yaml.YAMLError as exc:
        raise CardDataError(source, None, card_text("YAML syntax error: {problem}", problem=exc)) from exc
    if root is None:
        expected = card_text("'format: 1' and 'cards:'")
        raise CardDataError(source, None, card_text("the file is empty"), expected=expected)
    check_tags(source, root)
    reader = Reader(source)
    top = reader.mapping(root, None)
    reader.check_keys(top, root, None, TOP_LEVEL_FIELDS, TOP_LEVEL_FIELDS)
    format_node = top["format"][1]
    version = reader.scalar(format_node, "format", f"format: {FORMAT_VERSION}")  # a line of YAML: no words
    if type(version) is not int or version != FORMAT_VERSION:
        unsupported = card_text("unsupported format {value}", value=repr(format_node.value))
        reader.error(format_node, "format", unsupported, str(FORMAT_VERSION))
    card_nodes = reader.sequence(top["cards"][1], "cards")
    if not card_nodes:
        reader.error(top["cards"][1], "cards", card_text("no cards"), card_text("at least one card"))

    cards: list[CardDef] = []
    first_line: dict[str, int] = {}
    for position, node in enumerate(card_nodes):
        for card, id_node in _parse_card(reader, node, position):
            if card.id in first_line:
                reader.for_card(card.id).error(
                    id_node,
                    "id",
                    card_text("duplicate card id '{id}' (first defined at line {line})", id=card.id,
                              line=first_line[card.id]),
                    card_text("a unique id"),
                )
            first_line[card.id] = card.line
            cards.append(dataclasses.replace(card, index=len(cards)))
    return CardDB(cards=tuple(cards), source=source, editions=packaged_editions())


# --- one card ---------------------------------------------------------------------------------


def _parse_card(reader: Reader, node: Node, position: int) -> list[tuple[CardDef, Node]]:
    where = f"cards[{position}]"
    peeked = _peek_id(node)
    reader = reader.for_card(peeked)
    items = reader.mapping(node, where if peeked is None else None)
    if "id" not in items:
        reader.error(node, f"{where}.id", card_text("missing required field '{key}'", key="id"),
                     card_text("a card id like enraged_ghoul"))
    id_node = items["id"][1]
    card_id = reader.string(id_node, "id")
    r = reader.for_card(card_id)
    if not _ID.match(card_id):
        r.error(id_node, "id", card_text("invalid id '{id}'", id=card_id),
                card_text("lower-case letters, digits and _ (like big_ghost)"))
    if "kind" not in items:
        r.error(node, "kind", card_text("missing required field '{key}'", key="kind"), one_of(KINDS))
    kind = r.choice(items["kind"][1], "kind", KINDS, "kind")
    if kind == "wound":
        return _parse_wound(r, node, items, card_id, id_node)
    return [(_parse_order(r, node, items, card_id, kind), id_node)]


def _peek_id(node: Node) -> str | None:
    """The card's id before the card is validated, so that early errors can name the card."""
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode) and key.value == "id" and isinstance(value, ScalarNode):
                return str(value.value)
    return None


def _parse_order(
    r: Reader, node: Node, items: dict[str, tuple[Node, Node]], card_id: str, kind: str
) -> CardDef:
    _check_order_fields(r, node, items, kind)

    def value(key: str) -> Node:
        return items[key][1]

    keyword, strength, health, strength_x = _minion_stats(r, items) if kind == "minion" else (None, 0, 0, False)
    links_node = value("links")
    links = _choices(r, links_node, "links", COLOURS, "colour")
    if not links:
        r.error(links_node, "links", card_text("no link colour"), card_text("1 or 2 colours, e.g. [red, green]"))
    _no_duplicates(r, links_node, "links", links)
    editions_node = value("editions")
    editions = _choices(r, editions_node, "editions", EDITIONS, "edition")
    _no_duplicates(r, editions_node, "editions", editions)

    effects = _parse_effects(r, value("effects"))
    in_play_flags = frozenset(e.name for e in effects.get("in_play", ()))
    if strength_x and STRENGTH_X_FLAG not in in_play_flags:
        r.error(
            value("strength"),
            "strength",
            card_text("strength {x} needs an in_play effect '{flag}'", x=STRENGTH_X, flag=STRENGTH_X_FLAG),
            card_text("a whole number, or {x} with in_play: [{flag}: {empty}]", x=STRENGTH_X, flag=STRENGTH_X_FLAG,
                      empty="{}"),
        )
    marked = [k for k in items if k not in UNMARKED] + list(TEXT_PARTS)
    provenance, notes = _provenance(r, value("provenance"), marked)
    return CardDef(
        id=card_id,
        index=0,
        kind=kind,
        names=_names(r, value("names"), "names", items["names"][0]),
        texts=_texts(r, value("text"), items["text"][0]),
        colour=r.choice(value("colour"), "colour", COLOURS, "colour"),
        links=links,
        kicker_colour=r.optional_choice(value("kicker_colour"), "kicker_colour", COLOURS, "colour"),
        cost=r.integer(value("cost"), "cost"),
        strength=strength,
        health=health,
        keyword=keyword,
        copies=r.integer(value("copies"), "copies", minimum=1),
        starter=r.boolean(value("starter"), "starter"),
        promo=r.boolean(value("promo"), "promo"),
        editions=editions,
        exile_when=r.optional_choice(value("exile_when"), "exile_when", EXILE_WHEN, "exile_when"),
        effects=effects,
        provenance=provenance,
        provenance_notes=notes,
        line=line_of(node),
        in_play_flags=in_play_flags,
        bot_value=r.number(value("bot_value"), "bot_value", MAX_BOT_VALUE) if "bot_value" in items else None,
        art=_art(r, value("art"), "art") if "art" in items else None,
    )


def _check_order_fields(r: Reader, node: Node, items: dict[str, tuple[Node, Node]], kind: str) -> None:
    """The fields an order may, must and must not have (a minion's stats, an action's none)."""
    for key, (key_node, _) in items.items():
        if key in ("wound_kinds",):
            r.error(key_node, key, card_text("field '{key}' is only for wound cards", key=key), one_of(ORDER_FIELDS))
    r.check_keys(items, node, None, ORDER_FIELDS, ORDER_REQUIRED)
    if kind == "minion":
        r.check_keys(items, node, None, ORDER_FIELDS, MINION_ONLY)
    else:
        for key in ("strength", "health"):
            if key in items:
                r.error(items[key][0], key, card_text("an action has no {key}; remove this field", key=key))
        if "keyword" in items and not is_null(items["keyword"][1]):
            r.error(items["keyword"][1], "keyword", card_text("an action has no keyword"),
                    card_text("null (or no keyword field)"))


def _minion_stats(r: Reader, items: dict[str, tuple[Node, Node]]) -> tuple[str, int, int, bool]:
    """A minion's keyword, strength, health, and whether its strength is X (counted in play)."""
    keyword = r.choice(items["keyword"][1], "keyword", KEYWORDS, "keyword")
    strength, strength_x = 0, False
    strength_node = items["strength"][1]
    if isinstance(strength_node, ScalarNode) and strength_node.value == STRENGTH_X:
        strength_x = True
    else:
        strength = _strength(r, strength_node)
    health = r.integer(items["health"][1], "health", minimum=1)
    return keyword, strength, health, strength_x


def _choices(r: Reader, node: Node, field: str, allowed: Sequence[str], what: str) -> tuple[str, ...]:
    """A list field whose items are each one of `allowed` (`what` names them in errors)."""
    return tuple(r.choice(n, f"{field}[{i}]", allowed, what) for i, n in enumerate(r.sequence(node, field)))


def _parse_wound(
    r: Reader, node: Node, items: dict[str, tuple[Node, Node]], card_id: str, id_node: Node
) -> list[tuple[CardDef, Node]]:
    for key, (key_node, _) in items.items():
        if key in ORDER_FIELDS and key not in WOUND_FIELDS:
            r.error(key_node, key, card_text("field '{key}' is not used by wound cards", key=key), one_of(WOUND_FIELDS))
    r.check_keys(items, node, None, WOUND_FIELDS, WOUND_FIELDS)
    names = _names(r, items["names"][1], "names", items["names"][0])
    texts = _texts(r, items["text"][1], items["text"][0])
    provenance, notes = _provenance(r, items["provenance"][1], WOUND_PROVENANCE)
    kinds_node = items["wound_kinds"][1]
    kind_nodes = r.sequence(kinds_node, "wound_kinds")
    if not kind_nodes:
        r.error(kinds_node, "wound_kinds", card_text("no wound kinds"),
                card_text("a list of {kinds}", kinds=one_of(WOUND_KINDS)))
    result: list[tuple[CardDef, Node]] = []
    seen: list[str] = []
    for i, kind_node in enumerate(kind_nodes):
        where = f"wound_kinds[{i}]"
        entry = r.mapping(kind_node, where)
        r.check_keys(entry, kind_node, where, WOUND_KIND_FIELDS, WOUND_KIND_REQUIRED)
        wound_kind = r.choice(entry["kind"][1], f"{where}.kind", WOUND_KINDS, "wound kind")
        if wound_kind in seen:
            r.error(entry["kind"][1], f"{where}.kind", card_text("wound kind '{kind}' listed twice", kind=wound_kind),
                    card_text("each once"))
        seen.append(wound_kind)
        kind_names = _names(r, entry["names"][1], f"{where}.names", entry["names"][0])
        card = CardDef(
            id=f"{card_id}_{wound_kind}",
            index=0,
            kind="wound",
            names=MappingProxyType({lang: f"{names[lang]} ({kind_names[lang]})" for lang in LANGUAGES}),
            texts=texts,
            copies=r.integer(entry["copies"][1], f"{where}.copies", minimum=1),
            wound_kind=wound_kind,
            art=_art(r, entry["art"][1], f"{where}.art") if "art" in entry else None,
            provenance=provenance,
            provenance_notes=notes,
            line=line_of(kind_node),
        )
        result.append((card, entry["kind"][1]))
    return result


# --- field helpers ----------------------------------------------------------------------------


def _art(r: Reader, node: Node, field: str) -> str:
    """A picture the package has (cards/art.py): `set:name`, e.g. game-icons:vampire-dracula."""
    value = r.string(node, field)
    if split_art(value) is None:
        r.error(node, field, card_text("'{value}' is not a picture name", value=value),
                card_text("set:name, like game-icons:vampire-dracula"))
    if art_file(value) is None:
        r.error(node, field, card_text("no picture '{value}' in the package", value=value),
                one_of(shipped_art()))
    return value


def _strength(r: Reader, node: Node) -> int:
    expected = card_text("a whole number >= 0, or {x}", x=STRENGTH_X)
    value = r.scalar(node, "strength", expected)
    if type(value) is not int or value < 0:
        r.error(node, "strength", card_text("invalid strength {value}", value=repr(node.value)), expected)
    return value


def _no_duplicates(r: Reader, node: Node, field: str, values: tuple[str, ...]) -> None:
    for value in values:
        if values.count(value) > 1:
            r.error(node, field, card_text("'{value}' is listed twice", value=value), card_text("each value once"))


def _names(r: Reader, node: Node, field: str, key: Node) -> Mapping[str, str]:
    """`key` is the key node of the field, where a missing language is reported."""
    items = r.mapping(node, field)
    result: dict[str, str] = {}
    for lang, (key_node, value_node) in items.items():
        if lang not in LANGUAGES:
            r.error(key_node, join(field, lang), f"unknown language '{lang}'", one_of(LANGUAGES))
        result[lang] = r.string(value_node, join(field, lang))
    missing = [lang for lang in LANGUAGES if lang not in result]
    if missing:
        r.error(
            key,
            field,
            card_text("missing name for language(s): {languages}", languages=listed(missing)),
            card_text("a name in every language: {languages}", languages=listed(LANGUAGES)),
        )
    return MappingProxyType({lang: result[lang] for lang in LANGUAGES})


def _texts(r: Reader, node: Node, key: Node, field: str = "text") -> Mapping[str, str]:
    """A text in English and any of the other languages (the card text, a note on a provenance mark)."""
    items = r.mapping(node, field)
    result: dict[str, str] = {}
    for lang, (key_node, value_node) in items.items():
        if lang not in LANGUAGES:
            r.error(key_node, join(field, lang), f"unknown language '{lang}'", one_of(LANGUAGES))
        result[lang] = r.string(value_node, join(field, lang))
    if "en" not in result:
        name = field.rsplit(".", 1)[-1]
        r.error(key, field, card_text("missing the English {name} 'en'", name=name), f"{name}: {{en: ...}}")
    return MappingProxyType(result)


_MARK = f"[{''.join(PROVENANCE_MARKS)}](?![A-Za-z])"
_MARKS = re.compile(rf"^\s*({_MARK}(?:\s*,\s*{_MARK})*)\s*,?\s*(.*)$", re.DOTALL)
PROVENANCE_ENTRY_FIELDS: tuple[str, ...] = ("mark", "note")
MARK_EXPECTED = card_text("C, I or R (one per list element, e.g. C,R)")


def split_mark(raw: str) -> tuple[str, str]:
    """'C, DE/PL; FR disagrees' -> ('C', 'DE/PL; FR disagrees'); 'C,R' -> ('C,R', ''); no mark -> ('', raw)."""
    m = _MARKS.match(raw)
    if not m:
        return "", raw.strip()
    return ",".join(part.strip() for part in m.group(1).split(",")), m.group(2).strip()


def _provenance(
    r: Reader, node: Node, allowed: list[str] | tuple[str, ...]
) -> tuple[Mapping[str, str], Mapping[str, Mapping[str, str]]]:
    """The marks, and the notes on them per language. An entry is a mark (`C`, `C,R`), a mark with an English
    remark (`"I, amount R"`, the short form of CARDS.md), or `{mark: I, note: {en: ..., de: ..., ...}}`."""
    items = r.mapping(node, "provenance")
    marks: dict[str, str] = {}
    notes: dict[str, Mapping[str, str]] = {}
    for key, (key_node, value_node) in items.items():
        field = f"provenance.{key}"
        note: Mapping[str, str] | None
        if key not in allowed:
            r.error(key_node, field, card_text("'{key}' is not a field or text part of this card", key=key),
                    one_of(allowed))
        if isinstance(value_node, MappingNode):
            entry = r.mapping(value_node, field)
            r.check_keys(entry, value_node, field, PROVENANCE_ENTRY_FIELDS, PROVENANCE_ENTRY_FIELDS)
            mark_node = entry["mark"][1]
            mark, rest = split_mark(r.string(mark_node, f"{field}.mark"))
            if not mark or rest:
                r.error(mark_node, f"{field}.mark", card_text("invalid provenance mark '{mark}'", mark=mark_node.value),
                        MARK_EXPECTED)
            note = _texts(r, entry["note"][1], entry["note"][0], f"{field}.note")
        else:
            raw = r.string(value_node, field)
            mark, remark = split_mark(raw)
            if not mark:
                r.error(value_node, field, card_text("invalid provenance mark '{mark}'", mark=raw),
                        card_text("{marks}, optionally followed by a remark, or {{mark: ..., note: {{en: ...}}}}",
                                  marks=MARK_EXPECTED))
            note = MappingProxyType({"en": remark}) if remark else None
        marks[key] = mark
        if note is not None:
            notes[key] = note
    return MappingProxyType(marks), MappingProxyType(notes)


# --- effects ----------------------------------------------------------------------------------


def _parse_effects(r: Reader, node: Node) -> Mapping[str, tuple[Effect, ...]]:
    if is_null(node):
        return MappingProxyType({})
    parts = r.mapping(node, "effects")
    result: dict[str, tuple[Effect, ...]] = {}
    for part, (key_node, list_node) in parts.items():
        field = f"effects.{part}"
        if part not in TEXT_PARTS:
            r.error(key_node, field, card_text("unknown text part '{part}'", part=part), one_of(TEXT_PARTS))
        effects = tuple(
            _parse_effect(r, entry, part, f"{field}[{i}]")
            for i, entry in enumerate(r.sequence(list_node, field))
        )
        if effects:
            result[part] = effects
    return MappingProxyType({part: result[part] for part in TEXT_PARTS if part in result})


def _parse_effect(r: Reader, node: Node, part: str, field: str) -> Effect:
    shape = card_text("a one-key mapping like 'damage: {{to: target_player, amount: 1}}'")
    params_node: Node | None = None
    if isinstance(node, ScalarNode):
        name = r.string(node, field)
        name_node: Node = node
    else:
        entry = r.mapping(node, field)
        if len(entry) != 1:
            r.error(node, field, card_text("an effect has {count} keys", count=len(entry)), shape)
        name, (name_node, params_node) = next(iter(entry.items()))
    signature = SIGNATURES.get(name)
    if signature is None:
        r.error(name_node, field, card_text("unknown effect '{name}'", name=name), one_of(sorted(SIGNATURES)))
    if part not in signature.parts:
        allowed_parts = [p for p in TEXT_PARTS if p in signature.parts]
        r.error(
            name_node,
            f"{field}.{name}",
            card_text("effect '{name}' is not allowed in '{part}'", name=name, part=part),
            card_text("it only in: {parts}", parts=listed(allowed_parts)),
        )
    specs: dict[str, ParamType] = {**signature.required, **signature.optional, **COMMON_OPTIONAL}
    params: dict[str, object] = {}
    items = {} if params_node is None or is_null(params_node) else r.mapping(params_node, f"{field}.{name}")
    for key, (key_node, value_node) in items.items():
        where = f"{field}.{name}.{key}"
        spec = specs.get(key)
        if spec is None:
            r.error(key_node, where, card_text("unknown parameter '{key}' of effect '{name}'", key=key, name=name),
                    one_of(specs))
        params[key] = _param(r, value_node, where, spec)
    for key in signature.required:
        if key not in params:
            r.error(
                params_node if params_node is not None else name_node,
                f"{field}.{name}.{key}",
                card_text("missing parameter '{key}' of effect '{name}'", key=key, name=name),
                _describe_spec(signature.required[key]),
            )
    unless_kicker = bool(params.pop("unless_kicker", False))
    return Effect(name=name, params=MappingProxyType(params), unless_kicker=unless_kicker)


def _param(r: Reader, node: Node, field: str, spec: ParamType) -> object:
    if spec is int:
        return r.integer(node, field)
    if spec is bool:
        return r.boolean(node, field)
    if isinstance(spec, tuple):
        return r.choice(node, field, spec, "value")
    raise TypeError(f"unsupported parameter type {spec!r} in signatures.py")  # pragma: no cover


def _describe_spec(spec: ParamType) -> str:
    if spec is int:
        return card_text("a whole number >= {minimum}", minimum=0)
    if spec is bool:
        return card_text("true or false")
    if isinstance(spec, tuple):
        return one_of(spec)
    return str(spec)  # pragma: no cover
