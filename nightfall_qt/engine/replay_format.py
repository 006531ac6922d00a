"""The replay file's format, without Qt (the game server writes replays too: nightfall_qt/online/replay_export.py).

Reading a replay, with its messages for the player, is app/replay/replays.py; docs/REPLAYS.md describes the file.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from nightfall_qt.engine import CardDB
from nightfall_qt.engine.carddefs import CardDef, Effect

REPLAY_FORMAT = "nightfall-qt-replay"
REPLAY_VERSION = 1
REPLAY_SUFFIX = ".nfreplay"
ORIGINS: tuple[str, ...] = ("local", "online", "self-test")
# What a replay holds: every decision (the whole game, any seat's eyes) or what one seat was shown (an online
# client's own record: it never learns the other seats' hidden decisions). A file without "kind" is "decisions".
KIND_DECISIONS, KIND_SEAT_VIEW = "decisions", "seat_view"
KINDS: tuple[str, ...] = (KIND_DECISIONS, KIND_SEAT_VIEW)
# A card's fields that change how the game plays (names, texts, provenance and the bots' value do not).
_RULE_FIELDS: tuple[str, ...] = (
    "id", "kind", "colour", "links", "kicker_colour", "cost", "strength", "health", "keyword", "copies",
    "starter", "promo", "editions", "exile_when", "wound_kind", "effects", "in_play_flags",
)  # fmt: skip


def _plain(value: Any) -> Any:
    """A card field as plain JSON (sorted where Python's order is not part of the meaning)."""
    if isinstance(value, Effect):
        return {"name": value.name, "params": _plain(value.params), "unless_kicker": value.unless_kicker}
    if is_dataclass(value) and not isinstance(value, type):  # the edition's Rulings
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, frozenset | set):
        return sorted(_plain(v) for v in value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _digest(value: Any) -> str:
    import hashlib  # here, not at the top: the first window reads no replay (tests/app/test_optional_parts.py)

    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def card_digest(card: CardDef) -> str:
    """What a card does, as 12 hex digits: equal for two card files whose card plays the same."""
    return _digest({name: _plain(getattr(card, name)) for name in _RULE_FIELDS})[:12]


def card_identity(cards: CardDB, edition: str) -> dict[str, Any]:
    """The card database's identity as a replay records it: each card's digest, the order of the cards (physical
    cards are numbered by it) and the edition's rulings."""
    by_card = {c.id: card_digest(c) for c in cards}
    rulings: object = cards.editions[edition].rulings if edition in cards.editions else {}
    return {
        "sha256": _digest([[c.id, by_card[c.id]] for c in cards]),
        "rulings": _digest(_plain(rulings))[:12],
        "by_card": by_card,
    }


def replay_text(
    data: dict[str, Any], decisions: Sequence[dict[str, Any]], kind: str = KIND_DECISIONS, rows_key: str = "decisions"
) -> str:
    """The file: `data`'s fields (everything but the rows) then the rows (decisions, or a seat's steps), one per
    line — a replay is read by people too (and diffs well); still ~40 bytes a decision."""
    head = json.dumps(
        {"format": REPLAY_FORMAT, "format_version": REPLAY_VERSION, "kind": kind, **data}, ensure_ascii=False
    )[:-1]
    rows = ",\n".join(json.dumps(d, separators=(",", ":"), ensure_ascii=False) for d in decisions)
    return f'{head}, "{rows_key}": [\n{rows}\n]}}\n'
