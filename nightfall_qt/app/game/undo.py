"""Undo for humans, without leaking hidden cards. No Qt here.

The controller takes a snapshot (`state.clone()`) before each of a human's choices. Undo restores the
latest one, so the human sees again exactly a position they have already seen. The history is cut (the
*floor* moves up to now) whenever a choice revealed something new or another player acted:

- a card was drawn, a deck reshuffled, a wound taken (its kind shows), a secret archive revealed;
- the random number generator was used (anything shuffled or drawn at random);
- any event carries `visible_to` (private information for some seat);
- a decision of any other seat was taken, even a forced one that the engine applied by itself (a forced
  pass still tells you that the player had no card to add).

Undoing never goes below the floor, so what a player learnt can never be used to choose again.

No widgets here. Why the history was cut is kept as a key (`reveals` returns one, `clear` takes one);
`why_not` says it in the player's language ("Undo" context). Choice labels come translated from the caller.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.engine.events import EventKind

# Events that put information into someone's hands that the position before did not contain.
REVEALING_EVENTS: frozenset[str] = frozenset({
    EventKind.CARD_DRAWN, EventKind.DECK_RESHUFFLED, EventKind.WOUND_TAKEN, EventKind.ARCHIVE_REVEALED,
    EventKind.GAME_OVER, EventKind.DRAFT_PICKED,
})  # fmt: skip


# Why the undo history was cut: key -> what the Undo action's tooltip says (whole sentences).
FLOOR_REASONS: dict[str, str] = {
    "nothing_yet": QT_TRANSLATE_NOOP("Undo", "cannot undo: nothing to undo yet"),
    "new_game": QT_TRANSLATE_NOOP("Undo", "cannot undo: a new game started"),
    "random": QT_TRANSLATE_NOOP("Undo", "cannot undo: something was shuffled or drawn at random"),
    "card_drawn": QT_TRANSLATE_NOOP("Undo", "cannot undo: a card was drawn"),
    "deck_reshuffled": QT_TRANSLATE_NOOP("Undo", "cannot undo: a deck was reshuffled"),
    "wound_taken": QT_TRANSLATE_NOOP("Undo", "cannot undo: a wound was taken"),
    "archive_revealed": QT_TRANSLATE_NOOP("Undo", "cannot undo: a secret archive was revealed"),
    "game_over": QT_TRANSLATE_NOOP("Undo", "cannot undo: the game is over"),
    "draft_picked": QT_TRANSLATE_NOOP("Undo", "cannot undo: a draft card was picked"),
    "other_decided": QT_TRANSLATE_NOOP("Undo", "cannot undo: another player decided"),
    "other_turn": QT_TRANSLATE_NOOP("Undo", "cannot undo: it was another player's turn to decide"),
    "private_info": QT_TRANSLATE_NOOP("Undo", "cannot undo: new private information"),
}


def reveals(events: Sequence[dict[str, Any]], seat: int, rng_before: Any, rng_after: Any) -> str | None:
    """Why the step that produced `events` (decided by `seat`) closes the undo history (a key of
    FLOOR_REASONS), or None."""
    if rng_before != rng_after:
        return "random"
    for e in events:
        kind = e.get("type")
        if kind in REVEALING_EVENTS:
            return str(kind)
        if kind == EventKind.DECIDED and e.get("seat") != seat:
            return "other_decided"
        if "visible_to" in e and kind != EventKind.DECIDED:
            return "private_info"
    return None


def floor_text(reason: str) -> str:
    """What the Undo action says when the history was cut for `reason` (a FLOOR_REASONS key)."""
    if reason in FLOOR_REASONS:
        return translate("Undo", FLOOR_REASONS[reason])
    return translate("Undo", "cannot undo: {reason}").format(reason=reason)


@dataclass
class UndoPoint:
    seat: int
    state: Any  # a GameState clone taken just before `seat` chose
    label: str  # what the choice was (translated), for the Edit menu ("Undo add Furious Melee")


class UndoHistory:
    """Snapshots of one human's consecutive choices since the last floor."""

    def __init__(self, limit: int = 200) -> None:
        self.points: list[UndoPoint] = []
        self.limit = limit
        self.floor_reason = "nothing_yet"  # a FLOOR_REASONS key

    def clear(self, reason: str) -> None:
        """Cut the history; `reason` is a FLOOR_REASONS key."""
        self.points.clear()
        self.floor_reason = reason

    def before(self, seat: int, state: Any, label: str) -> None:
        """Called just before `seat`'s choice is applied to `state` (which is cloned here)."""
        if self.points and self.points[-1].seat != seat:
            self.clear("other_decided")
        self.points.append(UndoPoint(seat, state.clone(), label))
        del self.points[: -self.limit]

    def after(self, seat: int, events: Sequence[dict[str, Any]], rng_before: Any, rng_after: Any) -> None:
        """Called after any choice was applied (humans' and bots'); cuts the history if needed."""
        reason = reveals(events, seat, rng_before, rng_after)
        if reason is not None:
            self.clear(reason)

    def other_acted(self, reason: str = "other_decided") -> None:
        self.clear(reason)

    def can_undo(self, seat: int) -> bool:
        return bool(self.points) and self.points[-1].seat == seat

    def why_not(self, seat: int) -> str | None:
        if self.can_undo(seat):
            return None
        if self.points:
            return translate("Undo", "cannot undo: the last choice was another player's")
        return floor_text(self.floor_reason)

    def pop(self, seat: int) -> UndoPoint | None:
        if not self.can_undo(seat):
            return None
        return self.points.pop()

    def peek_label(self) -> str:
        return self.points[-1].label if self.points else ""
