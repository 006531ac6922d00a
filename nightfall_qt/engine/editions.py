"""Editions: each printed box of Nightfall plays by its own rulebook.

An edition selects the card pool (the `editions` field of each card in cards.yaml), the quick-start pairs
and the rulings where the rulebooks disagree. All of it is data in editions.yaml (validated by
`nightfall_qt.cards.editions`); the engine reads `GameState.rulings` and never asks which edition it plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

# Each ruling where the books differ, and the values it may take (see editions.yaml for what they mean).
RULING_CHOICES: Mapping[str, tuple[str, ...]] = {
    # Indigo Six's kicker played several times: influence doubled once, or doubled again each time.
    "influence_doubling": ("once", "each_time"),
    # Flank Attack's free claim: from any archive, or from an enemy private archive only with an Indigo Six grant.
    "free_claim_enemy_private": ("always", "with_enemy_claim"),
    # The cleanup's wound effect: before or after drawing up, or only after.
    "wound_effect": ("before_or_after_drawing", "after_drawing"),
}
# Rulings that are whole numbers: name -> (lowest, highest).
RULING_NUMBERS: Mapping[str, tuple[int, int]] = {
    # Sir John Travail's cost reduction never brings a claim below this (0: no floor).
    "claim_discount_floor": (0, 10),
}
RULING_NAMES: tuple[str, ...] = (*RULING_CHOICES, *RULING_NUMBERS)


@dataclass(frozen=True, slots=True)
class Rulings:
    """The values the engine plays by; one field per ruling of RULING_NAMES."""

    influence_doubling: str
    free_claim_enemy_private: str
    wound_effect: str
    claim_discount_floor: int


@dataclass(frozen=True, slots=True)
class RulingNote:
    """One ruling as the rules window shows it: its value, the book's line and a text per language."""

    name: str
    value: str | int
    source: str  # e.g. "DE L644"
    texts: Mapping[str, str]
    cards: tuple[str, ...] = ()  # the cards whose glossary entry shows this ruling

    def text(self, language: str = "en") -> str:
        return self.texts.get(language) or self.texts["en"]


@dataclass(frozen=True, slots=True)
class Edition:
    id: str
    names: Mapping[str, str]
    summary: Mapping[str, str]  # one line for the New Game dialog
    book: str  # which rulebook this edition follows
    quick_start: tuple[tuple[str, str], ...]
    rulings: Rulings
    notes: tuple[RulingNote, ...]
    line: int = 0

    def name(self, language: str = "en") -> str:
        return self.names.get(language) or self.names["en"]

    def summary_text(self, language: str = "en") -> str:
        return self.summary.get(language) or self.summary["en"]
