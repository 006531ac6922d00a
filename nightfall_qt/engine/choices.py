"""What a player can answer to a decision: small immutable values, compared by content.

`choice in state.decision.options` is the only legality check callers ever need.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple


class DecisionKind(StrEnum):
    """What a pending decision asks (`Decision.kind`). The values are the strings saves and JSON carry."""

    DRAFT_PICK = "draft_pick"
    ATTACK = "attack"
    BLOCK = "block"
    ATTACK_ORDER = "attack_order"
    BLOCKER_ORDER = "blocker_order"
    ABSORB_ORDER = "absorb_order"
    CHAIN = "chain"
    TARGET_PLAYER = "target_player"
    TARGET_MINION = "target_minion"
    TARGET_ORDER = "target_order"
    TARGET_ARCHIVE = "target_archive"
    DISCARD = "discard"
    PICK_FROM_DISCARD = "pick_from_discard"
    EXILE_FROM_HAND = "exile_from_hand"
    FREE_CLAIM = "free_claim"
    HIT_ORDER = "hit_order"
    CLAIM = "claim"
    CLEANUP = "cleanup"


class ChoiceKind(StrEnum):
    """What one answer does (`Choice.kind`). The values are the strings saves and JSON carry."""

    DRAFT_PICK = "draft_pick"
    ATTACK = "attack"
    BLOCK = "block"
    BLOCK_DONE = "block_done"
    ATTACK_ORDER = "attack_order"
    ABSORB = "absorb"
    CHAIN_ADD = "chain_add"
    CHAIN_PASS = "chain_pass"
    TARGET_PLAYER = "target_player"
    TARGET_MINION = "target_minion"
    TARGET_ORDER = "target_order"
    TARGET_ARCHIVE = "target_archive"
    PICK_CARD = "pick_card"
    HIT_ORDER = "hit_order"
    CLAIM = "claim"
    CLAIM_DISCARD = "claim_discard"
    CLAIM_END = "claim_end"
    WOUND_EFFECT = "wound_effect"
    DRAW_UP = "draw_up"
    END_TURN = "end_turn"


class IllegalChoice(ValueError):
    """Raised by GameState.apply for anything that is not one of the pending decision's options."""


class Choice(NamedTuple):
    kind: ChoiceKind  # a StrEnum: equal to its plain string, so old saves and the wire compare equal
    card: str | None = None  # card id (e.g. "vulko")
    uid: int | None = None  # the physical card, unique within one game
    seat: int | None = None
    archive: int | None = None
    link: int | None = None  # position in the chain, 0 = first card added
    target_uid: int | None = None  # the second card involved (the attacker a blocker blocks)
    kicker: bool | None = None  # for chain_add: would this card's kicker be active

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in zip(_CHOICE_FIELDS, self, strict=True) if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Choice:
        unknown = set(data) - set(cls._fields)
        kind = data.get("kind")
        if unknown or not isinstance(kind, str) or kind not in _CHOICE_KINDS:
            raise ValueError(f"not a choice: {data!r}")
        return cls(**{**data, "kind": ChoiceKind(kind)})

    def __str__(self) -> str:
        parts = [self.kind] + [f"{k}={v}" for k, v in self.to_dict().items() if k != "kind"]
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide what now, and the legal answers."""

    seat: int
    kind: DecisionKind
    prompt: str
    options: tuple[Choice, ...]
    # Which card (uid) this decision is about, if any: the card resolving, the attacker, ...
    source_uid: int | None = None


_CHOICE_KINDS = frozenset(ChoiceKind)
_CHOICE_FIELDS = Choice._fields


def as_kind(choice: Choice) -> Choice:
    """The same choice with its kind as a ChoiceKind (a plain string that names no kind is left as it is: the
    legality check then refuses it with its own message)."""
    kind = choice.kind
    member = _KIND_OF.get(kind) if type(kind) is str else None
    return choice if member is None else Choice(member, *choice[1:])


_KIND_OF: dict[str, ChoiceKind] = {k.value: k for k in ChoiceKind}
DECISION_KIND_OF: dict[str, DecisionKind] = {k.value: k for k in DecisionKind}  # faster than DecisionKind(k)


def _per_seat(kind: ChoiceKind) -> tuple[Choice, ...]:
    return tuple(Choice(kind, seat=seat) for seat in range(MAX_SEATS))


# The answers that name only their seat, built once: a Choice is an immutable tuple, and the flow offers some of them
# (pass, end the claim phase, draw up, end the turn) at nearly every decision, where building them cost a tenth of it.
MAX_SEATS = 5
CHAIN_PASS_BY_SEAT = _per_seat(ChoiceKind.CHAIN_PASS)
CLAIM_END_BY_SEAT = _per_seat(ChoiceKind.CLAIM_END)
BLOCK_DONE_BY_SEAT = _per_seat(ChoiceKind.BLOCK_DONE)
WOUND_EFFECT_BY_SEAT = _per_seat(ChoiceKind.WOUND_EFFECT)
DRAW_UP_BY_SEAT = _per_seat(ChoiceKind.DRAW_UP)
END_TURN_BY_SEAT = _per_seat(ChoiceKind.END_TURN)
