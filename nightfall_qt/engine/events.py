"""Events: what happened, as plain dicts with a `type` (an EventKind), and who may see which part of it.

Visibility is data on the event itself. Every event is public (everyone learns that it happened), but its
*details* (`card`, `uid`, `choice`) may be private: the key `visible_to` then holds the seats that may know
them, either one seat (an int, as old saves have it) or a list of seats. Without `visible_to` the whole
event is public. `event_for(event, seat)` is the event as one seat may see it, `event_for_readers` as a
group sharing one screen may see it (pass-and-play: what every one of them may see).

The visibility of each kind is listed in VISIBILITY (and in docs/ENGINE.md).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from enum import StrEnum
from typing import Any

# The details an event hides from a seat that may not see them.
PRIVATE_FIELDS: tuple[str, ...] = ("card", "uid", "choice")


class EventKind(StrEnum):
    """The `type` of an event. The values are the strings the JSON format and saves carry."""

    SETUP_STARTED = "setup_started"
    SCENARIO_LOADED = "scenario_loaded"
    DRAFT_PICKED = "draft_picked"
    ARCHIVE_CREATED = "archive_created"
    FIRST_PLAYER = "first_player"
    TURN_STARTED = "turn_started"
    TURN_ENDED = "turn_ended"
    PHASE_STARTED = "phase_started"
    PHASE_ENDED = "phase_ended"
    DECIDED = "decided"
    CARD_DRAWN = "card_drawn"
    DECK_RESHUFFLED = "deck_reshuffled"
    CHAIN_ADDED = "chain_added"
    CHAIN_PASSED = "chain_passed"
    CHAIN_RESOLVED = "chain_resolved"
    CARD_RESOLVING = "card_resolving"
    CARD_RESOLVED = "card_resolved"
    CARD_CANCELLED = "card_cancelled"
    TEXT_RESOLVING = "text_resolving"
    TARGET_CHOSEN = "target_chosen"
    TARGETS_CONTROLLED = "targets_controlled"
    ORDER_CANCELLED = "order_cancelled"
    ORDER_DOUBLED = "order_doubled"
    ATTACK_DECLARED = "attack_declared"
    BLOCKER_ASSIGNED = "blocker_assigned"
    ATTACK_RESOLVED = "attack_resolved"
    ABSORBERS_DISABLED = "absorbers_disabled"
    DAMAGE_DEALT = "damage_dealt"
    DAMAGE_ABSORBED = "damage_absorbed"
    MINION_ENTERED = "minion_entered"
    MINION_ROTATED = "minion_rotated"
    MINION_DESTROYED = "minion_destroyed"
    MINION_DISCARDED = "minion_discarded"
    CARD_RETURNED = "card_returned"
    CARD_MOVED = "card_moved"
    CARD_DISCARDED = "card_discarded"
    CARD_EXILED = "card_exiled"
    WOUND_TAKEN = "wound_taken"
    WOUND_EFFECT_USED = "wound_effect_used"
    END_TRIGGERED = "end_triggered"
    INFLUENCE_GAINED = "influence_gained"
    INFLUENCE_LOST = "influence_lost"
    INFLUENCE_DOUBLED = "influence_doubled"
    CLAIM_DISCOUNT = "claim_discount"
    ENEMY_CLAIM_GRANTED = "enemy_claim_granted"
    CARD_CLAIMED = "card_claimed"
    CLAIM_REFUSED = "claim_refused"
    CLAIM_ENDED = "claim_ended"
    ARCHIVE_REVEALED = "archive_revealed"
    ARCHIVE_EXILED = "archive_exiled"
    GAME_OVER = "game_over"


# Who may see the details of each kind: "public", "seat" (only the event's `seat`), "decider or public"
# (private for draft picks and for choices naming a secret archive's card), "archive seers" (private when
# the card came from a secret archive: only the seats that may see that archive).
VISIBILITY: dict[EventKind, str] = {kind: "public" for kind in EventKind}
VISIBILITY.update({
    EventKind.DRAFT_PICKED: "seat",
    EventKind.CARD_DRAWN: "seat",
    EventKind.DECIDED: "decider or public",
    EventKind.CARD_EXILED: "archive seers or public",
})  # fmt: skip

_KINDS = frozenset(EventKind)


def kind_of(event: dict[str, Any]) -> EventKind | None:
    """The event's kind, None for a type this engine does not know (an event from a newer version)."""
    kind = event.get("type")
    return EventKind(kind) if isinstance(kind, str) and kind in _KINDS else None


def seers(event: dict[str, Any]) -> frozenset[int] | None:
    """The seats that may see the event's private details; None if they are public."""
    private = event.get("visible_to")
    if private is None:
        return None
    if isinstance(private, int):
        return frozenset((private,))
    return frozenset(s for s in private if isinstance(s, int))


def may_see(event: dict[str, Any], seat: int) -> bool:
    """Whether `seat` may see all of the event's details."""
    allowed = seers(event)
    return allowed is None or seat in allowed


def event_for(event: dict[str, Any], seat: int) -> dict[str, Any]:
    """The event as `seat` may see it: private details (a drawn card, a draft pick) are removed."""
    return event_for_readers(event, (seat,))


def event_for_readers(event: dict[str, Any], readers: Collection[int]) -> dict[str, Any]:
    """The event as a group of seats reading one screen may see it: details only if every reader may."""
    allowed = seers(event)
    if allowed is None or all(r in allowed for r in readers):
        return event
    return {k: v for k, v in event.items() if k not in PRIVATE_FIELDS}


def private_to(seats: Iterable[int], players: int) -> int | list[int] | None:
    """The `visible_to` value for details only `seats` may see (None when that is everyone)."""
    chosen = sorted(set(seats))
    if len(chosen) >= players:
        return None
    return chosen[0] if len(chosen) == 1 else chosen
