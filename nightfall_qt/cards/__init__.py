"""Card data: cards.yaml and editions.yaml read, validated and turned into the engine's CardDB.

The engine defines what a card is (engine/carddefs.py) and never reads a file; this layer, above it, does. Every
game is built from a CardDB that its caller passes in:

    from nightfall_qt.cards import load_cards
    state = new_game(GameOptions(players=3, seed=1), load_cards())
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nightfall_qt.engine.carddefs import CardDB

_DEFAULT: CardDB | None = None


def load_cards(path: str | os.PathLike[str] | None = None) -> CardDB:
    """Load and validate a cards.yaml (default: the packaged one, loaded once per process and cached)."""
    global _DEFAULT
    # The YAML reader loads when cards are first asked for, not with this package (its text helpers need none).
    from nightfall_qt.cards.loader import load_cards as parse_file

    if path is not None:
        return parse_file(path)
    if _DEFAULT is None:
        _DEFAULT = parse_file(None)
    return _DEFAULT
