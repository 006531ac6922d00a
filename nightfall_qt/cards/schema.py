"""Typed readers over a composed YAML node tree, with line-exact errors for cards.yaml.

Values are built from the nodes here (never with yaml.load), so every value keeps its line and no YAML
tag can ever construct an object.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from nightfall_qt.cards.text import card_text, listed
from nightfall_qt.fast_yaml import SAFE_LOADER as SAFE_LOADER  # noqa: F401 - where the card loaders read YAML
from nightfall_qt.fast_yaml import compose as compose  # noqa: F401

# The words `what` of "unknown {what} ..." (marked for the catalogue here; the callers pass them as plain words).
WHAT_WORDS = (card_text("field"), card_text("kind"), card_text("colour"), card_text("edition"), card_text("keyword"),
              card_text("wound kind"), card_text("value"), card_text("ruling"), card_text("exile_when"))

_YAML = "tag:yaml.org,2002:"
# The only tags a node may carry: what plain YAML values resolve to.
ALLOWED_TAGS: frozenset[str] = frozenset(
    _YAML + t for t in ("str", "int", "bool", "null", "float", "seq", "map")
)


class CardDataError(ValueError):
    """A problem in cards.yaml, located as precisely as possible.

    `expected` is the text after "expected " in the message (e.g. "one of: white, red, ...") or None.
    """

    def __init__(
        self,
        file: str,
        line: int | None,
        problem: str,
        *,
        card_id: str | None = None,
        field: str | None = None,
        expected: str | None = None,
    ) -> None:
        self.file = file
        self.line = line
        self.problem = problem
        self.card_id = card_id
        self.field = field
        self.expected = expected
        where = Path(file).name if file else "<cards>"
        if line is not None:
            where += f":{line}"
        context = []
        if card_id is not None:
            context.append(f"card '{card_id}'")
        if field is not None:
            context.append(f"field '{field}'")
        message = f"{where}: " + (", ".join(context) + ": " if context else "") + problem
        if expected is not None:
            message += f"; expected {expected}"
        super().__init__(message)


def one_of(choices: Iterable[str]) -> str:
    return card_text("one of: {choices}", choices=listed(choices))


def line_of(node: Node) -> int:
    mark = node.start_mark
    return int(mark.line) + 1 if mark is not None else 0


def short_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML) :] if tag.startswith(_YAML) else tag


def check_tags(file: str, root: Node) -> None:
    """Reject any tag a plain YAML value would not have (e.g. !!python/object), before building values."""
    stack: list[Node] = [root]
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen:  # aliases share nodes
            continue
        seen.add(id(node))
        if node.tag not in ALLOWED_TAGS:
            raise CardDataError(
                file,
                line_of(node),
                card_text("YAML tag '{tag}' is not allowed", tag=short_tag(node.tag)),
                expected=card_text("plain values only (strings, numbers, true/false, null, lists, mappings); "
                                   "put text that starts with '!' in quotes"),
            )
        if isinstance(node, MappingNode):
            for key, value in node.value:
                stack.extend((value, key))
        elif isinstance(node, SequenceNode):
            stack.extend(reversed(node.value))


_CONSTRUCTOR = yaml.constructor.SafeConstructor()

def scalar_value(node: ScalarNode) -> object:
    """The plain value of a scalar whose tag was already checked (str, int, bool, null or float)."""
    value: object = _CONSTRUCTOR.construct_object(node)
    return value


@dataclass(frozen=True, slots=True)
class Reader:
    """Reads typed values out of nodes; every error names the file, line, card and field path."""

    file: str
    card_id: str | None = None

    def for_card(self, card_id: str | None) -> Reader:
        return Reader(self.file, card_id)

    def error(
        self, node: Node | None, field: str | None, problem: str, expected: str | None = None
    ) -> NoReturn:
        raise CardDataError(
            self.file,
            line_of(node) if node is not None else None,
            problem,
            card_id=self.card_id,
            field=field,
            expected=expected,
        )

    # --- structure ---------------------------------------------------------------------------

    def mapping(self, node: Node, field: str | None) -> dict[str, tuple[Node, Node]]:
        """key -> (key node, value node), in file order; rejects duplicate and non-string keys."""
        if not isinstance(node, MappingNode):
            self.error(node, field, card_text("{value} is not a mapping", value=describe(node)),
                       card_text("a mapping (key: value)"))
        result: dict[str, tuple[Node, Node]] = {}
        for key_node, value_node in node.value:
            plain_key = card_text("a plain word key")
            key = self.value(key_node, field, plain_key) if isinstance(key_node, ScalarNode) else None
            if not isinstance(key, str):
                self.error(key_node, field, card_text("key {value} is not a name", value=describe(key_node)),
                           card_text("a plain word key"))
            if key in result:
                first = line_of(result[key][0])
                problem = card_text("duplicate key '{key}' (first at line {line})", key=key, line=first)
                self.error(key_node, join(field, key), problem, card_text("each key once"))
            result[key] = (key_node, value_node)
        return result

    def sequence(self, node: Node, field: str) -> list[Node]:
        if not isinstance(node, SequenceNode):
            self.error(node, field, card_text("{value} is not a list", value=describe(node)),
                       card_text("a list like [a, b]"))
        return list(node.value)

    def check_keys(
        self,
        items: dict[str, tuple[Node, Node]],
        node: Node,
        field: str | None,
        allowed: Sequence[str],
        required: Sequence[str],
        what: str = "field",
    ) -> None:
        for key, (key_node, _) in items.items():
            if key not in allowed:
                unknown = card_text("unknown {what} '{key}'", what=card_text(what), key=key)
                self.error(key_node, join(field, key), unknown, one_of(allowed))
        for key in required:
            if key not in items:
                self.error(node, join(field, key),
                           card_text("missing required {what} '{key}'", what=card_text(what), key=key))

    # --- scalars -----------------------------------------------------------------------------

    def scalar(self, node: Node, field: str, expected: str) -> object:
        if not isinstance(node, ScalarNode):
            self.error(node, field, card_text("{value} is not a single value", value=describe(node)), expected)
        return self.value(node, field, expected)

    def value(self, node: ScalarNode, field: str | None, expected: str) -> object:
        """scalar_value, with what YAML cannot build (`!!int abc`, `!!bool maybe`, `!!float ""`, a number of
        more than 4300 digits) reported as a CardDataError on its line."""
        try:
            return scalar_value(node)
        except Exception as exc:  # ValueError, KeyError (!!bool maybe), OverflowError, YAMLError: all the same here
            shown = node.value if len(node.value) <= 40 else node.value[:39] + "…"
            tag = short_tag(node.tag)
            problem = card_text("'{value}' is not a valid {tag} value ({reason})", value=shown, tag=tag,
                                reason=type(exc).__name__)
            self.error(node, field, problem, expected)

    def string(self, node: Node, field: str, *, non_empty: bool = True) -> str:
        value = self.scalar(node, field, card_text("a text"))
        if not isinstance(value, str):
            self.error(node, field, card_text("{value} is not a text", value=describe(node)),
                       card_text("a text (put it in quotes)"))
        if non_empty and not value.strip():
            self.error(node, field, card_text("empty text"), card_text("a non-empty text"))
        return value

    def integer(self, node: Node, field: str, minimum: int = 0) -> int:
        expected = card_text("a whole number >= {minimum}", minimum=minimum)
        value = self.scalar(node, field, expected)
        if not isinstance(value, int) or isinstance(value, bool):
            self.error(node, field, card_text("{value} is not a whole number", value=describe(node)), expected)
        if value < minimum:
            self.error(node, field, card_text("{value} is too small", value=value), expected)
        return value

    def number(self, node: Node, field: str, most: float) -> float:
        """A whole or decimal number from 0 to `most`."""
        expected = card_text("a number from 0 to {most}", most=f"{most:g}")
        value = self.scalar(node, field, expected)
        if not isinstance(value, int | float) or isinstance(value, bool) or value != value:  # value != value: NaN
            self.error(node, field, card_text("{value} is not a number", value=describe(node)), expected)
        if value < 0:
            self.error(node, field, card_text("{value} is too small", value=value), expected)
        if value > most:
            self.error(node, field, card_text("{value} is too large", value=value), expected)
        return float(value)

    def boolean(self, node: Node, field: str) -> bool:
        value = self.scalar(node, field, card_text("true or false"))
        if not isinstance(value, bool):
            self.error(node, field, card_text("{value} is not true/false", value=describe(node)),
                       card_text("true or false"))
        return value

    def choice(self, node: Node, field: str, choices: Sequence[str], what: str) -> str:
        value = self.scalar(node, field, one_of(choices))
        if not isinstance(value, str) or value not in choices:
            shown = f"'{value}'" if isinstance(value, str) else describe(node)
            unknown = card_text("unknown {what} {value}", what=card_text(what), value=shown)
            self.error(node, field, unknown, one_of(choices))
        return value

    def optional_choice(self, node: Node, field: str, choices: Sequence[str], what: str) -> str | None:
        if is_null(node):
            return None
        return self.choice(node, field, choices, what)


def is_null(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == _YAML + "null"


def join(field: str | None, key: str) -> str:
    return key if not field else f"{field}.{key}"


def describe(node: Node) -> str:
    if isinstance(node, MappingNode):
        return card_text("a mapping")
    if isinstance(node, SequenceNode):
        return card_text("a list")
    if isinstance(node, ScalarNode):
        if node.tag == _YAML + "null":
            return "null"
        return f"'{node.value}'"
    return card_text("a value")
