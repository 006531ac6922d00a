"""Which card data the app plays with: the player's cards.yaml in the user config directory if there is
one and it passes the schema and the game check (cards/game_check.py), else the packaged file. A broken
override never half-loads: `load_checked` either returns a complete, validated CardDB or raises
CardDataError, and then the packaged file is used."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.cards.game_check import check_game
from nightfall_qt.cards.loader import CardDataError, default_cards_path, load_cards
from nightfall_qt.cards.text import CardText, card_text
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


def translated(text: object) -> str:
    """A loader's CardText in the player's language: its template through the catalogue (context CardData),
    then its parameters, translated the same way when they are CardTexts themselves; anything else as it is."""
    if not isinstance(text, CardText):
        return str(text)
    params = {name: translated(value) for name, value in text.params.items()}
    template = text.template  # marked with card_text() in nightfall_qt/cards (context CardData)
    return translate("CardData", template).format(**params)


def card_error_text(exc: CardDataError) -> str:
    """The loader's error in the player's language: where (file, line, card, field), the problem and what was
    expected. Ids, field paths and values from the file stay as they are written there."""
    parts = [translate("CardSource", "file {file}").format(file=exc.file)]
    if exc.line is not None:
        parts.append(translate("CardSource", "line {line}").format(line=exc.line))
    if exc.card_id is not None:
        parts.append(translate("CardSource", "card {card}").format(card=exc.card_id))
    if exc.field is not None:
        parts.append(translate("CardSource", "field {field}").format(field=exc.field))
    text = translate("CardSource", "{where}: {problem}").format(where=", ".join(parts), problem=translated(exc.problem))
    if exc.expected is not None:
        text += translate("CardSource", "; expected {expected}").format(expected=translated(exc.expected))
    return text


def load_checked(path: str | os.PathLike[str]) -> CardDB:
    """A card file validated by the schema and for the game (every setup playable); raises CardDataError,
    and only that."""
    try:
        db = load_cards(path)
        check_game(db)
    except CardDataError:
        raise
    except (Exception, RecursionError) as exc:  # a check the loader forgot: refuse the file, never crash
        problem = card_text("the file cannot be read ({reason})", reason=f"{type(exc).__name__}: {exc}")
        raise CardDataError(str(path), None, problem) from exc
    return db


def resolve_cards(override: str | os.PathLike[str] | None) -> CardSource:
    if override is not None and Path(override).is_file():
        try:
            return CardSource(load_checked(override), Path(override), True)
        except CardDataError as exc:
            error = card_error_text(exc)
        return CardSource(load_cards(), default_cards_path(), False, error)
    return CardSource(load_cards(), default_cards_path(), False)
