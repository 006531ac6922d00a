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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# Events that put information into someone's hands that the position before did not contain.
REVEALING_EVENTS: frozenset[str] = frozenset({
    "card_drawn", "deck_reshuffled", "wound_taken", "archive_revealed", "game_over", "draft_picked",
})  # fmt: skip


def reveals(events: Sequence[dict[str, Any]], seat: int, rng_before: Any, rng_after: Any) -> str | None:
    """Why the step that produced `events` (decided by `seat`) closes the undo history, or None."""
    if rng_before != rng_after:
        return "something was shuffled or drawn at random"
    for e in events:
        kind = e.get("type")
        if kind in REVEALING_EVENTS:
            return {"card_drawn": "a card was drawn", "deck_reshuffled": "a deck was reshuffled",
                    "wound_taken": "a wound was taken", "archive_revealed": "a secret archive was revealed",
                    "game_over": "the game is over", "draft_picked": "a draft card was picked"}[kind]
        if kind == "decided" and e.get("seat") != seat:
            return "another player decided"
        if "visible_to" in e and kind != "decided":
            return "new private information"
    return None


@dataclass
class UndoPoint:
    seat: int
    state: Any  # a GameState clone taken just before `seat` chose
    label: str  # what the choice was, for the Edit menu ("Undo add Furious Melee")


class UndoHistory:
    """Snapshots of one human's consecutive choices since the last floor."""

    def __init__(self, limit: int = 200) -> None:
        self.points: list[UndoPoint] = []
        self.limit = limit
        self.floor_reason = "nothing to undo yet"

    def clear(self, reason: str) -> None:
        self.points.clear()
        self.floor_reason = reason

    def before(self, seat: int, state: Any, label: str) -> None:
        """Called just before `seat`'s choice is applied to `state` (which is cloned here)."""
        if self.points and self.points[-1].seat != seat:
            self.clear("another player decided")
        self.points.append(UndoPoint(seat, state.clone(), label))
        del self.points[: -self.limit]

    def after(self, seat: int, events: Sequence[dict[str, Any]], rng_before: Any, rng_after: Any) -> None:
        """Called after any choice was applied (humans' and bots'); cuts the history if needed."""
        reason = reveals(events, seat, rng_before, rng_after)
        if reason is not None:
            self.clear(reason)

    def other_acted(self, reason: str = "another player decided") -> None:
        self.clear(reason)

    def can_undo(self, seat: int) -> bool:
        return bool(self.points) and self.points[-1].seat == seat

    def why_not(self, seat: int) -> str | None:
        if self.can_undo(seat):
            return None
        if self.points:
            return "the last choice was another player's"
        return f"cannot undo: {self.floor_reason}"

    def pop(self, seat: int) -> UndoPoint | None:
        if not self.can_undo(seat):
            return None
        return self.points.pop()

    def peek_label(self) -> str:
        return self.points[-1].label if self.points else ""
