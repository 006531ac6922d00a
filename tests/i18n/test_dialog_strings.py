"""The persistence dialogs and messages (New Game, Settings, Statistics, crash and resume dialogs, File menu,
save/settings/statistics errors) are translatable: the Language setting and its combo, a catalogue that
changes what the player reads (placeholders and plural forms filled after translation), and the
extractor finding every message of these files."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from nightfall_qt.app.storage.saves import SaveError, parse_save
from nightfall_qt.app.storage.settings import (
    LANGUAGES,
    SYSTEM,
    Settings,
    load_settings,
    save_settings,
    settings_from_data,
)
from nightfall_qt.app.storage.stats import StatsStore
from nightfall_qt.app.texts.i18n import resolve_language, translate
from nightfall_qt.ui.dialogs import new_game_dialog, settings_dialog
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog

from . import tool

ROOT = Path(__file__).resolve().parents[2]
FILES = [
    "nightfall_qt/ui/dialogs/new_game_dialog.py", "nightfall_qt/ui/dialogs/settings_dialog.py",
    "nightfall_qt/ui/dialogs/stats_window.py",
    "nightfall_qt/ui/dialogs/crash_dialog.py", "nightfall_qt/ui/dialogs/resume_dialog.py",
    "nightfall_qt/ui/window/persistence_ui.py",
    "nightfall_qt/ui/window/launch.py", "nightfall_qt/app/storage/saves.py", "nightfall_qt/app/storage/settings.py",
    "nightfall_qt/app/storage/stats.py", "nightfall_qt/app/session.py", "nightfall_qt/app/storage/paths.py",
]


# ------------------------------------------------------------------ the Language setting
def test_system_language_is_the_default_and_round_trips(tmp_path: Path) -> None:
    assert Settings().language == SYSTEM
    path = tmp_path / "settings.json"
    save_settings(path, Settings())
    assert json.loads(path.read_text())["language"] == "system"
    assert load_settings(path) == (Settings(language=SYSTEM), None)
    save_settings(path, Settings(language="pl"))
    assert load_settings(path)[0].language == "pl"
    save_settings(path, Settings(language=SYSTEM))  # back to following the system
    assert load_settings(path)[0].language == SYSTEM
    assert settings_from_data({"language": "xx"}).language == SYSTEM  # unknown: the default
    assert resolve_language(SYSTEM) in LANGUAGES and resolve_language("fr") == "fr"


def test_language_combo_offers_the_system_language_then_the_endonyms(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(settings_dialog, "resolve_language", lambda setting: "fr" if setting == SYSTEM else setting)
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    combo = d.language
    items = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
    assert items == [("system", "System language (Français)"), ("en", "English"), ("de", "Deutsch"),
                     ("fr", "Français"), ("pl", "Polski")]
    assert combo.currentData() == SYSTEM and d.result_settings().language == SYSTEM
    assert d.language_note.text() == "The language applies after a restart."
    combo.setCurrentIndex(combo.findData("de"))
    assert d.result_settings().language == "de"
    for setting in ("pl", "en", SYSTEM):
        other = SettingsDialog(Settings(language=setting))
        qtbot.addWidget(other)
        assert other.language.currentData() == setting and other.result_settings().language == setting
    odd = Settings()
    odd.language = "xx"  # not a choice: the system's language is shown selected
    dialog = SettingsDialog(odd)
    qtbot.addWidget(dialog)
    assert dialog.language.currentIndex() == 0


def test_the_system_item_names_the_language_it_resolves_to(qtbot) -> None:
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert d.language.itemText(0) == f"System language ({LANGUAGES[resolve_language(SYSTEM)]})"


# ------------------------------------------------------------------ a catalogue changes what the player reads
GERMAN = {
    ("Seats", "You"): "Du",
    ("Seats", "Seat {number}"): "Platz {number}",
    ("SettingsDialog", "The language applies after a restart."): "Die Sprache gilt nach einem Neustart.",
    ("SettingsDialog", "System language ({language})"): "Systemsprache ({language})",
    ("SaveError", "the file is empty"): "die Datei ist leer",
    ("SaveError", "{field} must be {expected}, not {found}"): "{field} muss {expected} sein, nicht {found}",
    ("SaveError", "a whole number"): "eine ganze Zahl",
    ("SaveError", "text"): "Text",
    ("Labels", "Human"): "Mensch",
}
GERMAN_PLURALS = {
    ("Statistics", "{file}: %n damaged game record(s) were ignored"): (
        "{file}: %n beschädigter Spieleintrag wurde ignoriert",
        "{file}: %n beschädigte Spieleinträge wurden ignoriert",
    ),
}


def _ts(messages: dict[tuple[str, str], str], plurals: dict[tuple[str, str], tuple[str, ...]]) -> str:
    from xml.sax.saxutils import escape

    contexts: dict[str, list[str]] = {}
    for (ctx, source), text in messages.items():
        contexts.setdefault(ctx, []).append(
            f"<message><source>{escape(source)}</source><translation>{escape(text)}</translation></message>")
    for (ctx, source), forms in plurals.items():
        inner = "".join(f"<numerusform>{escape(f)}</numerusform>" for f in forms)
        contexts.setdefault(ctx, []).append(
            f'<message numerus="yes"><source>{escape(source)}</source><translation>{inner}</translation></message>')
    body = "".join(f"<context><name>{ctx}</name>{''.join(ms)}</context>" for ctx, ms in contexts.items())
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">{body}</TS>\n'


def _install_german(folder: Path) -> QTranslator:
    ts, qm = folder / "probe_de.ts", folder / "probe_de.qm"
    ts.write_text(_ts(GERMAN, GERMAN_PLURALS), encoding="utf-8")
    subprocess.run([tool._tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    return translator


@pytest.fixture
def german(qapp, tmp_path: Path) -> Iterator[None]:
    translator = _install_german(tmp_path)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def test_new_settings_name_the_human_in_the_language_but_typed_names_stay(german, tmp_path: Path) -> None:
    s = Settings()
    assert [seat["name"] for seat in s.seats] == ["Du", "Mara", "Viktor", "Selene", "Dorian"]
    path = tmp_path / "settings.json"
    save_settings(path, Settings(seats=[{"name": "Anna", "kind": "human", "level": "normal"}]))
    assert load_settings(path)[0].seats[0]["name"] == "Anna"  # as the player typed it
    assert settings_from_data({"seats": [{"kind": "human"}]}).seats[0]["name"] == "Du"  # a missing name


def test_the_default_name_follows_a_change_of_language(qapp, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    translator = _install_german(tmp_path)
    try:
        save_settings(path, Settings())  # played in German: the human is "Du"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert json.loads(path.read_text(encoding="utf-8"))["seats"][1]["name"] == ""  # "Mara" is a default too
    assert [seat["name"] for seat in load_settings(path)[0].seats][:2] == ["You", "Mara"]  # restarted in English


def test_dialogs_and_messages_follow_the_catalogue(german, qtbot, tmp_path: Path) -> None:
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert d.language_note.text() == "Die Sprache gilt nach einem Neustart."
    assert d.language.itemText(0).startswith("Systemsprache (")
    assert [d.language.itemText(i) for i in range(1, 5)] == ["English", "Deutsch", "Français", "Polski"]
    assert d.kinds[0].itemText(0) == "Mensch"
    game = NewGameDialog()
    qtbot.addWidget(game)
    assert game.labels[1].text() == "Platz 2" and game.names[0].text() == "Du"
    with pytest.raises(SaveError) as info:
        parse_save("  ", "x.nfsave")
    assert info.value.what == "die Datei ist leer"
    with pytest.raises(SaveError) as info:
        parse_save('{"format": "nightfall-qt-save", "format_version": "1"}', "x.nfsave")
    assert info.value.what == '"format_version" muss eine ganze Zahl sein, nicht Text'
    path = tmp_path / "s.json"
    bad = {"winner": 9}
    for n, expected in ((1, "beschädigter Spieleintrag wurde"), (3, "beschädigte Spieleinträge wurden")):
        path.write_text(json.dumps({"format": "nightfall-qt-stats", "version": 2, "games": [bad] * n}))
        message = StatsStore.load(path)[1]  # then one line per record (the probe catalogue leaves those English)
        assert message is not None and message.splitlines()[0] == f"{path}: {n} {expected} ignoriert"


# ------------------------------------------------------------------ extraction
def test_the_extractor_finds_every_message_of_these_files() -> None:
    """Every translate()/QT_TRANSLATE_NOOP source text of these files reaches the catalogue with named
    placeholders only, and every %n message of them is there (pyside6-lupdate would drop some: the tool
    extracts with its own AST walk)."""
    extracted = {(context, source) for context, source, _comment in tool.extract()}
    sources = {text for _ctx, text in extracted}
    assert not [s for s in sources if re.search(r"\{\d*\}", s)], "positional placeholders"
    in_code = {m for f in FILES for m in re.findall(r'"([^"]*%n[^"]*)"', Path(ROOT, f).read_text(encoding="utf-8"))}
    assert len(in_code) == 5 and in_code <= sources
    for ctx, text in [("Seats", "You"), ("SettingsDialog", "System language ({language})"),
                      ("SaveError", "the save lists %n seats but the game has {players} players"),
                      ("WindowPersistence", "Nightfall Qt games ({patterns})"),
                      ("CrashDialog", "Nightfall Qt ran into a problem")]:
        assert (ctx, text) in extracted


def test_every_refusal_of_the_new_game_dialog_is_its_own_translated_message(qtbot) -> None:
    # Every combination the dialog offers either starts a game or is refused with one of the dialog's own
    # (translatable) messages — never with the engine's English ValueError text.
    d = NewGameDialog()
    qtbot.addWidget(d)
    own = {translate("NewGameDialog", t) for t in (
        "The two-player draft needs exactly 2 players.",
        "Common ground has no private archives, so it cannot be played with secret archives.",
    )}  # fmt: skip
    refused = 0
    for players, setup, ticked in itertools.product(
        range(2, 6), range(d.setup.count()), itertools.product((False, True), repeat=len(d.variants))
    ):
        d.count.setValue(players)
        d.setup.setCurrentIndex(setup)
        for box, on in zip(d.variants.values(), ticked, strict=True):
            box.setChecked(on)
        try:
            d.build()
        except ValueError as exc:
            assert str(exc) in own, (players, d.setup.currentData(), ticked, str(exc))
            refused += 1
    assert refused > 0 and len(new_game_dialog.VARIANTS) == len(d.variants)
