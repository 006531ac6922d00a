"""GameOptions: everything chosen before a game starts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from nightfall_qt.engine.carddefs import EDITIONS

SETUPS: tuple[str, ...] = ("draft", "draft_2p", "quick_start")
VARIANTS: tuple[str, ...] = ("secret_archives", "open_archives", "common_ground")


@dataclass(frozen=True)
class GameOptions:
    players: int = 3
    seed: int = 0
    setup: str = "quick_start"
    variants: frozenset[str] = field(default_factory=frozenset)
    include_promos: bool = False
    edition: str = "de"

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", frozenset(self.variants))
        if not isinstance(self.players, int) or not 2 <= self.players <= 5:
            raise ValueError(f"players must be 2 to 5, not {self.players!r}")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise ValueError(f"seed must be an integer, not {self.seed!r}")
        if self.setup not in SETUPS:
            raise ValueError(f"setup must be one of {', '.join(SETUPS)}, not {self.setup!r}")
        if self.setup == "draft_2p" and self.players != 2:
            raise ValueError("setup 'draft_2p' is the two-player draft: players must be 2")
        unknown = self.variants - set(VARIANTS)
        if unknown:
            raise ValueError(f"unknown variant(s) {sorted(unknown)}; expected any of {', '.join(VARIANTS)}")
        if "common_ground" in self.variants and "secret_archives" in self.variants:
            raise ValueError("'common_ground' has no private archives, so 'secret_archives' cannot apply")
        if self.edition not in EDITIONS:
            raise ValueError(f"edition must be one of {', '.join(EDITIONS)}, not {self.edition!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "setup": self.setup,
            "variants": sorted(self.variants),
            "include_promos": self.include_promos,
            "edition": self.edition,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameOptions:
        return cls(
            players=data["players"],
            seed=data["seed"],
            setup=data["setup"],
            variants=frozenset(data.get("variants", ())),
            include_promos=bool(data.get("include_promos", False)),
            edition=data.get("edition", "de"),
        )
