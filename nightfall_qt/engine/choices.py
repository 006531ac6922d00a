"""What a player can answer to a decision: small immutable values, compared by content.

`choice in state.decision.options` is the only legality check callers ever need.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple


class IllegalChoice(ValueError):
    """Raised by GameState.apply for anything that is not one of the pending decision's options."""


class Choice(NamedTuple):
    kind: str
    card: str | None = None  # card id (e.g. "vulko")
    uid: int | None = None  # the physical card, unique within one game
    seat: int | None = None
    archive: int | None = None
    link: int | None = None  # position in the chain, 0 = first card added
    target_uid: int | None = None  # the second card involved (the attacker a blocker blocks)
    kicker: bool | None = None  # for chain_add: would this card's kicker be active

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in zip(self._fields, self, strict=True) if v is not None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Choice:
        unknown = set(data) - set(cls._fields)
        if unknown or "kind" not in data:
            raise ValueError(f"not a choice: {data!r}")
        return cls(**data)

    def __str__(self) -> str:
        parts = [self.kind] + [f"{k}={v}" for k, v in self.to_dict().items() if k != "kind"]
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide what now, and the legal answers."""

    seat: int
    kind: str
    prompt: str
    options: tuple[Choice, ...]
    # Which card (uid) this decision is about, if any: the card resolving, the attacker, ...
    source_uid: int | None = None
