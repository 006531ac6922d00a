"""Passes the engine made by itself: a seat whose only option was to pass (no card in hand can follow the chain,
or start one) passes without being asked. Nothing shows that on the table, so the window gives a short notice
("Anna passes — no card can follow"). No Qt widgets here.

The engine applies a decision with one option itself (GameState._run) and records it as a `decided` event like
any other. In the events of one applied choice the first event is that choice's own `decided`; every later
`decided` of the batch was forced.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine.events import EventKind


def forced_passes(events: Sequence[dict[str, Any]]) -> list[tuple[int, bool]]:
    """(seat, a chain was there to follow) for each pass the engine made by itself in this batch of events."""
    passes: list[tuple[int, bool]] = []
    for i, e in enumerate(events):
        if i == 0 or e.get("type") != EventKind.DECIDED or e.get("decision") != "chain":
            continue
        choice = e.get("choice") or {}
        if choice.get("kind") != "chain_pass":
            continue
        after = next((x for x in events[i + 1:] if x.get("type") == EventKind.CHAIN_PASSED), None)
        passes.append((int(e.get("seat", -1)), bool(after and after.get("chain_length"))))
    return passes


def notice(events: Sequence[dict[str, Any]], names: Sequence[str], you: int | None = None) -> str:
    """The notice for this batch's automatic passes, one sentence each; empty if there were none."""
    return " ".join(text for _seat, text in notices(events, names, you))


def notices(events: Sequence[dict[str, Any]], names: Sequence[str], you: int | None = None) -> list[tuple[int, str]]:
    """(seat, sentence) for each automatic pass of this batch, in order: one notice each."""
    lines = []
    for seat, following in forced_passes(events):
        if seat == you:
            text = translate("AutoPass", "You pass — no card in your hand can follow.") if following else \
                translate("AutoPass", "You start no chain — no card in your hand can start one.")
        else:
            text = translate("AutoPass", "{player} passes — no card can follow.") if following else \
                translate("AutoPass", "{player} starts no chain — no card can start one.")
        lines.append((seat, text.format(player=names[seat] if 0 <= seat < len(names) else "?")))
    return lines
