"""Engine events as plain-language log lines ("Mara claims Vulko"), in the player's language, each with the
cards and archives it names (so that hovering a line can point at them on the table).

Every line is one message of the "Log" context, written by the describer of its event type
(app/texts/log_events.py). In a solo game (exactly one human seat) the log speaks to that player: every line whose
subject, possessor or player object is the human's seat (`you`) has a second-person message of its own ("You
start the chain with Vulko.", "Mara attacks you."). With no human or several humans sharing the device, `you`
is None and every line names the players.

`describe` returns None for events not worth a line (bookkeeping such as phase ends or rotations that
a damage line already tells). It never raises on a well-formed event: unknown types give None.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, NamedTuple

from nightfall_qt.app.texts.log_events import DESCRIBERS, KNOWN_EVENTS, SILENT, LineContext
from nightfall_qt.engine.carddefs import CardDB
from nightfall_qt.engine.events import event_for_readers

__all__ = ["KNOWN_EVENTS", "SILENT", "LogEntry", "describe", "log_entries", "log_lines", "named"]


def describe(
    event: dict[str, Any],
    names: Sequence[str],
    cards: CardDB,
    uid_cards: Mapping[int, str] | None = None,
    you: int | None = None,
    readers: Collection[int] | None = None,
) -> str | None:
    """One log line for `event` in the current language, or None if it is not worth a line.

    `names` are the seats' display names; `uid_cards` (optional, uid -> card id) lets a line name a card
    that the event gives only by uid (the attacker a blocker blocks). `you` is the seat of the only human
    in a solo game: lines about that seat speak to the player ("You claim Vulko."). Leave it None when
    several people read the log (pass-and-play) or nobody plays (bots only): every line then names the seat.
    `readers` are the seats whose players read this log (pass-and-play: every human at the device); a line
    names a private detail (a drafted or drawn card, a card from a secret archive) only if every reader may
    see it (the event's own visibility, engine/events.py). None: the event is shown as given.
    """
    fn = DESCRIBERS.get(event.get("type", ""))
    if fn is None:
        return None
    if readers is not None:
        event = event_for_readers(event, readers)
    return fn(event, LineContext(names, cards, uid_cards, you))


class LogEntry(NamedTuple):
    """One line of the log and what it names: card uids and archive numbers, as the reader's event gives them."""

    text: str
    uids: tuple[int, ...] = ()
    archives: tuple[int, ...] = ()
    why: str = ""  # what the bot weighed for the move of this line ("Why?", app/game/explanations.py), worded


# The event fields that name a card by its uid, and an archive by its number.
UID_FIELDS = ("uid", "attacker")
ARCHIVE_FIELDS = ("archive",)


def named(event: dict[str, Any], readers: Collection[int] | None = None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The uids and archives `event` names, only from what `readers` may see of it (a private draw names none)."""
    if readers is not None:
        event = event_for_readers(event, readers)
    uids = tuple(v for f in UID_FIELDS if isinstance(v := event.get(f), int) and not isinstance(v, bool))
    archives = tuple(v for f in ARCHIVE_FIELDS if isinstance(v := event.get(f), int) and not isinstance(v, bool))
    return uids, archives


def log_entries(
    events: Sequence[dict[str, Any]],
    names: Sequence[str],
    cards: CardDB,
    seen: dict[int, str],
    you: int | None = None,
    readers: Collection[int] | None = None,
) -> list[LogEntry]:
    """The log lines of `events` (already filtered for the reader, `visible_events`), each with what it names: the
    one path both the live log and the history rebuilt after a resume or Open take, so both read the same.

    `seen` (uid -> card id of cards seen in public) is updated from the events as they pass, so a later line can
    name a card an event gives only by uid (the attacker a blocker blocks), in a rebuilt history too."""
    entries = []
    for e in events:
        uid, card = e.get("uid"), e.get("card")
        if isinstance(uid, int) and isinstance(card, str):
            seen[uid] = card
        attacker = e.get("attacker")
        uid_cards = {attacker: seen[attacker]} if attacker in seen else None
        line = describe(e, names, cards, uid_cards, you, readers)
        if line:
            entries.append(LogEntry(line, *named(e, readers)))
    return entries


def log_lines(
    events: Sequence[dict[str, Any]],
    names: Sequence[str],
    cards: CardDB,
    seen: dict[int, str],
    you: int | None = None,
    readers: Collection[int] | None = None,
) -> list[str]:
    """`log_entries` without what the lines name: the texts only."""
    return [entry.text for entry in log_entries(events, names, cards, seen, you, readers)]
