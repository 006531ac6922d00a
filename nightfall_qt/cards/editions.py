"""Load editions.yaml (the editions, their quick-start pairs and rulings) into `engine.editions.Edition`s.

Every value is checked like cards.yaml: errors are CardDataError naming the file, line, edition and field.
`check_against_cards` cross-checks the quick-start pairs against a card database.
"""

from __future__ import annotations

import functools
import importlib.resources
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType

import yaml
from yaml.nodes import Node

from nightfall_qt.cards.schema import CardDataError, Reader, check_tags, compose, join
from nightfall_qt.cards.text import card_text, listed
from nightfall_qt.engine.carddefs import EDITIONS, LANGUAGES, CardDB
from nightfall_qt.engine.editions import RULING_CHOICES, RULING_NAMES, RULING_NUMBERS, Edition, RulingNote, Rulings

FORMAT_VERSION = 1
EDITION_FIELDS: tuple[str, ...] = ("id", "names", "summary", "book", "quick_start", "rulings")
RULING_FIELDS: tuple[str, ...] = ("value", "source", "cards", "text")


def default_editions_path() -> Path:
    """The packaged editions.yaml (inside an installed wheel), else the one at the repository root."""
    packaged = importlib.resources.files("nightfall_qt") / "data" / "editions.yaml"
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "editions.yaml"


@functools.cache
def packaged_editions() -> Mapping[str, Edition]:
    return load_editions(default_editions_path())


def load_editions(path: Path) -> Mapping[str, Edition]:
    file = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardDataError(file, None, card_text("cannot read the editions file: {reason}", reason=exc)) from exc
    return parse_editions(text, file)


def parse_editions(
    text: str, source: str = "<memory>", loader: type[yaml.SafeLoader] | type[yaml.CSafeLoader] | None = None
) -> Mapping[str, Edition]:
    """Validate editions.yaml text (`loader`: the YAML composer, the fastest available unless a test names one)."""
    try:
        root = compose(text, loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = int(mark.line) + 1 if mark is not None else None
        raise CardDataError(source, line, card_text("YAML syntax error: {problem}",
                                                      problem=getattr(exc, "problem", None) or exc)) from exc
    if root is None:
        raise CardDataError(source, None, card_text("the file is empty"),
                            expected=card_text("'format: 1' and 'editions:'"))
    check_tags(source, root)
    r = Reader(source)
    top = r.mapping(root, None)
    r.check_keys(top, root, None, ("format", "editions"), ("format", "editions"))
    version = r.scalar(top["format"][1], "format", f"format: {FORMAT_VERSION}")
    if version != FORMAT_VERSION:
        unsupported = card_text("unsupported format {value}", value=repr(version))
        r.error(top["format"][1], "format", unsupported, str(FORMAT_VERSION))
    result: dict[str, Edition] = {}
    for node in r.sequence(top["editions"][1], "editions"):
        edition = _edition(r, node)
        if edition.id in result:
            r.error(node, "id", card_text("edition '{edition}' is listed twice", edition=edition.id),
                    card_text("each edition once"))
        result[edition.id] = edition
    missing = [e for e in EDITIONS if e not in result]
    if missing:
        r.error(top["editions"][1], "editions", card_text("missing edition(s) {editions}", editions=listed(missing)),
                listed(EDITIONS))
    return MappingProxyType(result)


def _texts(r: Reader, node: Node, field: str) -> Mapping[str, str]:
    items = r.mapping(node, field)
    r.check_keys(items, node, field, LANGUAGES, ("en",), "language")
    return MappingProxyType({k: r.string(v, join(field, k)) for k, (_kn, v) in items.items()})


def _edition(r: Reader, node: Node) -> Edition:
    items = r.mapping(node, "editions[]")
    r.check_keys(items, node, "editions[]", EDITION_FIELDS, EDITION_FIELDS)
    eid = r.choice(items["id"][1], "editions[].id", EDITIONS, "edition")
    b = f"editions.{eid}"
    pairs = []
    for i, pair_node in enumerate(r.sequence(items["quick_start"][1], f"{b}.quick_start")):
        pair = r.sequence(pair_node, f"{b}.quick_start[{i}]")
        if len(pair) != 2:
            r.error(pair_node, f"{b}.quick_start[{i}]", card_text("{count} cards", count=len(pair)),
                    card_text("a pair [minion, action]"))
        pairs.append((r.string(pair[0], f"{b}.quick_start[{i}][0]"), r.string(pair[1], f"{b}.quick_start[{i}][1]")))
    if not pairs:
        r.error(items["quick_start"][1], f"{b}.quick_start", card_text("no pairs"), card_text("at least one pair"))
    rulings_node = items["rulings"][1]
    rulings_items = r.mapping(rulings_node, f"{b}.rulings")
    r.check_keys(rulings_items, rulings_node, f"{b}.rulings", RULING_NAMES, RULING_NAMES, "ruling")
    values: dict[str, str | int] = {}
    notes = []
    for name in RULING_NAMES:
        rnode = rulings_items[name][1]
        where = f"{b}.rulings.{name}"
        ritems = r.mapping(rnode, where)
        r.check_keys(ritems, rnode, where, RULING_FIELDS, RULING_FIELDS)
        vnode = ritems["value"][1]
        value: str | int
        if name in RULING_CHOICES:
            value = r.choice(vnode, f"{where}.value", RULING_CHOICES[name], "value")
        else:
            lo, hi = RULING_NUMBERS[name]
            value = r.integer(vnode, f"{where}.value", minimum=lo)
            if value > hi:
                r.error(vnode, f"{where}.value", card_text("{value} is too large", value=value),
                        card_text("a whole number from {low} to {high}", low=lo, high=hi))
        values[name] = value
        source = r.string(ritems["source"][1], f"{where}.source")
        cards = tuple(
            r.string(c, f"{where}.cards[{i}]") for i, c in enumerate(r.sequence(ritems["cards"][1], f"{where}.cards"))
        )
        notes.append(RulingNote(name, value, source, _texts(r, ritems["text"][1], f"{where}.text"), cards))
    rulings = Rulings(**values)  # type: ignore[arg-type]  # every field checked above
    return Edition(
        id=eid,
        names=_texts(r, items["names"][1], f"{b}.names"),
        summary=_texts(r, items["summary"][1], f"{b}.summary"),
        book=r.string(items["book"][1], f"{b}.book"),
        quick_start=tuple(pairs),
        rulings=rulings,
        notes=tuple(notes),
        line=int(node.start_mark.line) + 1,
    )


def check_against_cards(editions: Mapping[str, Edition], db: CardDB, source: str) -> None:
    """Every quick-start card is an archive of its edition in `db`, every ruling's card a card of `db` (an error
    names editions.yaml)."""
    for edition in editions.values():
        for note in edition.notes:
            unknown = [c for c in note.cards if c not in db]
            if unknown:
                raise CardDataError(
                    source,
                    edition.line,
                    card_text("unknown card(s) {cards}", cards=listed(unknown)),
                    field=f"editions.{edition.id}.rulings.{note.name}.cards",
                    expected=card_text("ids of {file}", file=db.source),
                )
        for i, pair in enumerate(edition.quick_start):
            for card_id in pair:
                card = db.by_id.get(card_id)
                if card is None or not card.is_order or card.starter or edition.id not in card.editions:
                    raise CardDataError(
                        source, edition.line,
                        card_text("quick-start card '{card}' is not an archive of this edition", card=card_id),
                        field=f"editions.{edition.id}.quick_start[{i}]",
                        expected=card_text("a card of {file} whose editions include {edition}", file=db.source,
                                           edition=edition.id),
                    )  # fmt: skip
