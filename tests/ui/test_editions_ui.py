"""The New Game dialog offers every edition with its one-line explanation; the rules window and the glossary
show the rulings of the game's edition (editions.yaml), with the book's line."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.dialogs.rules_window import glossary_html
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()


def test_the_new_game_dialog_offers_every_edition_with_its_explanation(qtbot) -> None:
    d = NewGameDialog(editions=CARDS.editions)
    qtbot.addWidget(d)
    d.show()
    keys = [d.edition.itemData(i) for i in range(d.edition.count())]
    assert keys == ["de", "fr", "pl"]
    for i, key in enumerate(keys):
        edition = CARDS.editions[key]
        assert d.edition.itemText(i) == edition.name("en")
        assert d.edition.itemData(i, Qt.ItemDataRole.ToolTipRole) == edition.summary_text("en")
        # Choose it with the keyboard, as a player would: the explanation under the box follows.
        d.edition.setFocus()
        while d.edition.currentIndex() != i:
            QTest.keyClick(d.edition, Qt.Key.Key_Down if d.edition.currentIndex() < i else Qt.Key.Key_Up)
        assert d.edition_summary.text() == edition.summary_text("en")
        assert d.build()[0].edition == key


def test_the_glossary_shows_the_editions_rulings_with_book_and_line() -> None:
    for key, line in (("de", "DE L658"), ("fr", "FR L607"), ("pl", "PL L1370")):
        text = glossary_html(CARDS, language="en", edition=key)
        floor = next(n for n in CARDS.editions[key].notes if n.name == "claim_discount_floor")
        assert html.escape(f"{floor.text('en')} ({line})") in text
        others = {n.source for k, e in CARDS.editions.items() if k != key for n in e.notes} - {
            n.source for n in CARDS.editions[key].notes
        }
        assert not any(f"({s})" in text for s in others), key


def test_the_rules_window_follows_the_games_edition(qtbot) -> None:
    w = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(w)
    seats = [SeatConfig("You", "human"), SeatConfig("Bot", "bot", "normal")]
    w.start(GameOptions(players=2, seed=1, edition="fr"), seats)
    rules = w.learning.show_rules("indigo_six")
    text = rules.browser.toPlainText()
    assert CARDS.editions["fr"].name("en") in text and "(FR L593)" in text and "(DE L644)" not in text
    w.start(GameOptions(players=2, seed=1, edition="de"), seats)
    rules = w.learning.show_rules()
    text = rules.browser.toPlainText()
    assert "(DE L644)" in text and "(FR L593)" not in text
    w.close()


def test_the_table_marks_show_exile_target_control_and_turn_effects(qtbot) -> None:
    w = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    data = {
        "phase": "chain", "chain_turn": 1, "edition": "fr", "exile": ["enraged_ghoul"],
        "chain": [{"card": "deadly_grip", "seat": 0, "times": 2},
                  {"card": "sir_john_travail", "seat": 1, "chooser": 0}],
        "seats": [{"hand": ["genesis_one"], "this_turn": {"doubled": 2, "discount": 1}},
                  {"hand": ["alton_hickman"]}],
    }  # fmt: skip
    seats = [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")]
    w.controller.load_state(GameState.from_scenario(data, CARDS), seats)
    QTest.qWait(0)
    marks = w.learning.table_marks
    assert not marks.isHidden(), marks.lines()  # (the pass screen covers the table until Ann takes the device)
    text = marks.label.text().splitlines()
    assert text[:2] == ["Exiled: Enraged Ghoul", "Ann chooses the targets of Sir John Travail"], text
    assert text[2].startswith("Ann: influence doubled 2 time") and text[3] == "Ann: claims cost 1 less", text
    w.controller.load_state(GameState.from_scenario({"seats": [{"hand": ["genesis_one"]}, {}]}, CARDS), seats)
    QTest.qWait(0)
    assert marks.isHidden()  # nothing to show: hidden
    w.close()


def test_the_marks_call_a_card_exiled_from_a_secret_archive_a_secret_card(qtbot) -> None:
    from types import SimpleNamespace

    from nightfall_qt.ui.table.table_marks import mark_lines

    obs = SimpleNamespace(exile=((3, "enraged_ghoul"), (7, None)), chain=(), chain_marks=(), turn_effects=())
    assert mark_lines(obs, ["Ann", "Ben"], str.upper) == ["Exiled: ENRAGED_GHOUL, a secret card"]
