"""The end of the game as a value: ranking, wounds by kind, and the tie-break that decided it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import WOUND_KINDS

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

TIE_BREAKS: tuple[str, ...] = ("fewest_wounds", "largest_kind", "second_kind", "third_kind", "seat")


@dataclass(frozen=True)
class PlayerResult:
    seat: int
    rank: int  # 1 = winner
    wounds: int
    by_kind: dict[str, int]
    decided_by: str  # which criterion placed this player above the next one (fewest_wounds ... seat)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "rank": self.rank, "wounds": self.wounds,
            "by_kind": dict(self.by_kind), "decided_by": self.decided_by,
        }  # fmt: skip


@dataclass(frozen=True)
class GameResult:
    ranking: tuple[PlayerResult, ...]
    tie_break: str  # what decided first place: fewest_wounds, or the tie-break that was needed

    @property
    def winner(self) -> int:
        return self.ranking[0].seat

    def for_seat(self, seat: int) -> PlayerResult:
        return next(r for r in self.ranking if r.seat == seat)

    def to_dict(self) -> dict[str, Any]:
        return {"ranking": [r.to_dict() for r in self.ranking], "tie_break": self.tie_break}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameResult:
        return cls(tuple(PlayerResult(**r) for r in data["ranking"]), data["tie_break"])


def wound_counts(st: GameState, seat: int) -> dict[str, int]:
    """A player's wounds in deck, hand and discard pile, by kind."""
    counts = dict.fromkeys(WOUND_KINDS, 0)
    kind_of, card_of = st.cards.wound_kind_of, st.card_of
    for zone in (st.deck[seat], st.hand[seat], st.discard[seat]):
        for uid in zone:
            kind = kind_of[card_of[uid]]
            if kind is not None:
                counts[kind] += 1
    return counts


def rank_key(counts: dict[str, int], seat: int, first_player: int, n: int) -> tuple[Any, ...]:
    """Lower is better. Last tie-break: closest to the first player's right, going counter-clockwise
    (the first player, being furthest, comes last: our reading of an unstated detail)."""
    kinds = sorted(counts.values(), reverse=True)
    from_right = (first_player - 1 - seat) % n
    return (sum(kinds), kinds[0], kinds[1], kinds[2], from_right)


def compute_result(st: GameState) -> GameResult:
    rows = []
    for seat in range(st.n):
        counts = wound_counts(st, seat)
        rows.append((rank_key(counts, seat, st.first_player, st.n), seat, counts))
    rows.sort()
    ranking = []
    for i, (key, seat, counts) in enumerate(rows):
        if i + 1 < len(rows):
            other = rows[i + 1][0]
            decided = next(TIE_BREAKS[k] for k in range(5) if key[k] != other[k])
        else:
            decided = "last"
        ranking.append(PlayerResult(seat, i + 1, key[0], counts, decided))
    return GameResult(tuple(ranking), ranking[0].decided_by if len(ranking) > 1 else "fewest_wounds")
