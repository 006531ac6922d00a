"""Immutable card definitions, shared by every game state (never copied by clone()).

The YAML loader (`nightfall_qt.cards.loader`) is the only producer of these objects; the engine only
reads them. Every number a card has lives here, so correcting a card is a cards.yaml edit.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from nightfall_qt.engine.editions import Edition

COLOURS: tuple[str, ...] = ("white", "red", "green", "blue", "purple", "yellow")
COLOUR_LETTERS: Mapping[str, str] = MappingProxyType(
    {"white": "W", "red": "R", "green": "G", "blue": "U", "purple": "P", "yellow": "Y"}
)
KEYWORDS: tuple[str, ...] = ("hunter", "vampire", "lycan", "ghoul")
KINDS: tuple[str, ...] = ("minion", "action", "wound")
WOUND_KINDS: tuple[str, ...] = ("bite", "burn", "bleed")
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "pl")
EDITIONS: tuple[str, ...] = ("de", "fr", "pl")  # the rulebooks; see editions.yaml
TEXT_PARTS: tuple[str, ...] = ("chain", "your_chain", "kicker", "in_play")
EXILE_WHEN: tuple[str, ...] = ("destroyed", "destroyed_or_discarded")
PROVENANCE_MARKS: tuple[str, ...] = ("C", "I", "R")

_EMPTY: Mapping[str, object] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect primitive with its parameters, e.g. damage {to: target_player, amount: 2}."""

    name: str
    params: Mapping[str, object] = field(default_factory=lambda: _EMPTY)
    # Resolves only when the card's kicker is NOT active ("... instead" kickers).
    unless_kicker: bool = False

    def get(self, key: str, default: object = None) -> object:
        return self.params.get(key, default)

    def int_param(self, key: str, default: int = 0) -> int:
        value = self.params.get(key, default)
        assert isinstance(value, int)
        return value

    def str_param(self, key: str, default: str = "") -> str:
        value = self.params.get(key, default)
        assert isinstance(value, str)
        return value


@dataclass(frozen=True, slots=True)
class CardDef:
    """Everything printed on one card type (an order or a wound kind)."""

    id: str
    index: int  # position in CardDB.cards; the engine stores this int per physical card
    kind: str  # minion | action | wound
    names: Mapping[str, str]
    texts: Mapping[str, str]
    colour: str | None = None
    links: tuple[str, ...] = ()
    kicker_colour: str | None = None
    cost: int = 0
    strength: int = 0
    health: int = 0
    keyword: str | None = None
    copies: int = 0
    starter: bool = False
    promo: bool = False
    editions: tuple[str, ...] = ()  # boxes in which this card is a draftable archive
    exile_when: str | None = None
    wound_kind: str | None = None
    # What one copy is worth in a deck as the bots judge it, roughly in influence (not printed on the card;
    # None: the bots fall back to their default). Claims, discards and the search's evaluation use it.
    bot_value: float | None = None
    # The card's picture, `set:name` (cards/art.py finds its file; None: a card without one). Display only.
    art: str | None = None
    effects: Mapping[str, tuple[Effect, ...]] = field(default_factory=lambda: MappingProxyType({}))
    provenance: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # field -> "C", "C,R"...
    # field -> language -> a note on its mark ("the amount is reconstructed"); English always, others where written
    provenance_notes: Mapping[str, Mapping[str, str]] = field(default_factory=lambda: MappingProxyType({}))
    line: int = 0  # line in the source file, for error messages and the app's "where is this" link
    # Derived once at load time for fast rule checks.
    in_play_flags: frozenset[str] = frozenset()

    @property
    def is_minion(self) -> bool:
        return self.kind == "minion"

    @property
    def is_wound(self) -> bool:
        return self.kind == "wound"

    @property
    def is_order(self) -> bool:
        return self.kind != "wound"

    def part(self, name: str) -> tuple[Effect, ...]:
        return self.effects.get(name, ())

    def name(self, language: str = "en") -> str:
        return self.names.get(language) or self.names["en"]

    def has_targets(self) -> bool:
        """True if resolving this card asks its controller to choose a target."""
        for part in ("chain", "your_chain", "kicker"):
            for eff in self.part(part):
                for value in eff.params.values():
                    if isinstance(value, str) and value.startswith("target_"):
                        return True
        return False


@dataclass(frozen=True, slots=True)
class CardDB:
    """All card definitions of one cards.yaml, indexable by id or by index."""

    cards: tuple[CardDef, ...]
    source: str = "<memory>"
    by_id: Mapping[str, CardDef] = field(default_factory=lambda: MappingProxyType({}))
    # Edition id -> its quick-start pairs and rulings (editions.yaml); the card pool is each card's `editions`.
    editions: Mapping[str, Edition] = field(default_factory=lambda: MappingProxyType({}))
    # Each card's wound kind (None if it is no wound), by index: wounds are counted for every observation,
    # also inside the bots' playouts, so the count reads a tuple instead of each card's definition.
    wound_kind_of: tuple[str | None, ...] = field(init=False, repr=False, compare=False, default=())
    # Each card's id and cost by index, for the same reason (observations name every visible card).
    id_of: tuple[str, ...] = field(init=False, repr=False, compare=False, default=())
    cost_of: tuple[int, ...] = field(init=False, repr=False, compare=False, default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "wound_kind_of", tuple(c.wound_kind for c in self.cards))
        object.__setattr__(self, "id_of", tuple(c.id for c in self.cards))
        object.__setattr__(self, "cost_of", tuple(c.cost for c in self.cards))
        if not self.by_id:
            object.__setattr__(self, "by_id", MappingProxyType({c.id: c for c in self.cards}))

    def __getitem__(self, key: str | int) -> CardDef:
        if isinstance(key, int):
            return self.cards[key]
        return self.by_id[key]

    def __contains__(self, key: object) -> bool:
        return key in self.by_id

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def starters(self) -> tuple[CardDef, ...]:
        return tuple(c for c in self.cards if c.starter)

    @property
    def wounds(self) -> tuple[CardDef, ...]:
        return tuple(c for c in self.cards if c.is_wound)

    def draftable(self, edition: str, include_promos: bool) -> tuple[CardDef, ...]:
        """The archive cards that go into the draft for this edition and option."""
        return tuple(
            c
            for c in self.cards
            if c.is_order
            and not c.starter
            and (edition in c.editions or (include_promos and c.promo))
        )
