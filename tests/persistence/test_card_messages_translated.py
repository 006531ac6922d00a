"""A bad user cards.yaml gives its message in the player's language: the loader's problem and expectation
(cards/schema.py, loader.py, game_check.py; no Qt there) carry their template, and the app translates them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from nightfall_qt.app.storage.card_source import resolve_cards
from nightfall_qt.app.texts import i18n
from nightfall_qt.cards.game_check import MAX_STRENGTH
from nightfall_qt.cards.loader import default_cards_path
from nightfall_qt.cards.schema import CardDataError
from nightfall_qt.cards.text import card_text


@pytest.fixture
def german(qapp: object) -> Iterator[None]:
    i18n.install_language("de")
    yield
    i18n.reset_language()


def override(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    """The packaged cards.yaml with the first `old` replaced by `new`; the file and the changed line."""
    text = default_cards_path().read_text(encoding="utf-8")
    path = tmp_path / "cards.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path, text[:text.index(old)].count("\n") + 1


def card_at(path: Path, line: int) -> str:
    """The id of the card whose entry holds `line`."""
    lines = path.read_text(encoding="utf-8").splitlines()[:line]
    return next(x.split("id:", 1)[1].strip() for x in reversed(lines) if x.lstrip("- ").startswith("id:"))


def test_an_unknown_colour_is_explained_in_german(german: None, tmp_path: Path) -> None:
    path, line = override(tmp_path, "colour: purple", "colour: violet")
    error = resolve_cards(path).error
    assert error == (f"Datei {path}, Zeile {line}, Karte {card_at(path, line)}, Feld colour: Farbe 'violet' gibt es "
                     "nicht; erwartet: eines von: white, red, green, blue, purple, yellow")


def test_a_value_yaml_cannot_build_is_explained_in_german(german: None, tmp_path: Path) -> None:
    path, line = override(tmp_path, "cost: ", "cost: !!int abc #")
    error = resolve_cards(path).error
    assert error == (f"Datei {path}, Zeile {line}, Karte {card_at(path, line)}, Feld cost: 'abc' ist kein gültiger "
                     "!!int-Wert (ValueError); erwartet: eine ganze Zahl >= 0")


def test_a_file_the_game_cannot_play_is_explained_in_german(german: None, tmp_path: Path) -> None:
    path, line = override(tmp_path, "strength: 1\n", "strength: 1000000000000000\n")
    error = resolve_cards(path).error
    card = card_at(path, line)
    assert error.startswith(f"Datei {path}, Zeile ") and error.endswith(
        f", Karte {card}, Feld strength: eine Zahl mit 16 Ziffern ist zu groß für das Spiel; erwartet: höchstens "
        f"{MAX_STRENGTH}")


def test_the_english_text_and_the_template_travel_together() -> None:
    text = card_text("unknown {what} {value}", what=card_text("colour"), value="'violet'")
    assert text == "unknown colour 'violet'" and text.template == "unknown {what} {value}"
    exc = CardDataError("f.yaml", 3, text, field="colour", expected=card_text("at most {most}", most=3))
    assert str(exc) == "f.yaml:3: field 'colour': unknown colour 'violet'; expected at most 3"
