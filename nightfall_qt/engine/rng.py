"""A tiny deterministic RNG whose whole state is one int: free to clone, trivial to save.

SplitMix64 (Steele, Lea, Flood 2014): fast in pure Python and good enough for shuffling cards.
Python's `random.Random` would cost a 625-word state copy on every clone().
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n); n must be positive."""
        return self.next64() % n  # bias < n / 2**64: irrelevant for card games

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next64())

    def copy(self) -> Rng:
        return Rng(self.state)
