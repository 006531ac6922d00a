"""Which card data the app plays with: the player's cards.yaml in the user config directory if there is
one and it loads, else the packaged file. A broken override never half-loads: the loader either returns a
complete, validated CardDB or raises CardDataError, and then the packaged file is used."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from nightfall_qt.app.i18n import translate
from nightfall_qt.cards.loader import CardDataError, default_cards_path, load_cards
from nightfall_qt.engine import CardDB


@dataclass(frozen=True)
class CardSource:
    cards: CardDB
    path: Path
    override: bool  # the player's file is in use
    error: str | None = None  # why the player's file was not used

    def describe(self) -> str:
        """For the About box and the New Game dialog."""
        if self.override:
            t = translate("CardSource", "Card data: your corrected file {path} (instead of the packaged cards.yaml).")
            return t.format(path=self.path)
        if self.error is not None:  # the loader's own message (file, line, what is wrong) stays as it is
            text = translate("CardSource", "Card data: the packaged cards.yaml — your file could not be used: {error}")
            return text.format(error=self.error)
        return translate("CardSource", "Card data: the packaged cards.yaml.")


def resolve_cards(override: str | os.PathLike[str] | None) -> CardSource:
    if override is not None and Path(override).is_file():
        try:
            return CardSource(load_cards(override), Path(override), True)
        except CardDataError as exc:
            error = str(exc)
        return CardSource(load_cards(), default_cards_path(), False, error)
    return CardSource(load_cards(), default_cards_path(), False)
