"""`load_cards` for engine users; the YAML parsing itself lives in nightfall_qt.cards (not in the engine)."""

from __future__ import annotations

import os

from nightfall_qt.engine.carddefs import CardDB

_DEFAULT: CardDB | None = None


def load_cards(path: str | os.PathLike[str] | None = None) -> CardDB:
    """Load and validate a cards.yaml (default: the packaged one, loaded once and cached)."""
    global _DEFAULT
    from nightfall_qt.cards.loader import load_cards as _load

    if path is not None:
        return _load(path)
    if _DEFAULT is None:
        _DEFAULT = _load(None)
    return _DEFAULT
