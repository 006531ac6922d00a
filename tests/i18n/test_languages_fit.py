"""The real catalogues in the real window: in each of the four languages the main window's buttons are wide
enough for their text (measured with the button's font), the window still fits 1280x720, and the texts are
really that language's (not the English source)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import LANGUAGES, current_language, install_language, reset_language, translate
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.window.learning import LOG_MIN_HEIGHT
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.prompt_bar import BUTTONS, button_text, shortcut_key

CARDS = load_cards()
DECK = ["genesis_one"] * 6
SEATS = [SeatConfig("Anna", "human"), SeatConfig("Bot", "bot")]
PASS = {"en": "Pass", "de": "Passen", "fr": "Passer", "pl": "Spasuj"}  # the start of the chain's pass button


@pytest.fixture(params=list(LANGUAGES))
def window(request: pytest.FixtureRequest, qtbot) -> Iterator[MainWindow]:
    assert install_language(request.param) == request.param
    w = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.learning.confirm = lambda title, text: True
    try:
        yield w
    finally:
        w.close()
        reset_language()


def _load(window: MainWindow, data: dict[str, object]) -> None:
    window.controller.load_state(GameState.from_scenario({"seed": 1, **data}, CARDS), SEATS)
    window.scene.rebuild()
    for _ in range(5):  # layout requests travel up the splitters one event-loop pass at a time
        QTest.qWait(10)


def _text_room(b: QAbstractButton) -> int:
    """The width the button's style leaves for its text: the contents rect (frame, margins and a check box's
    indicator taken off), minus the icon."""
    if isinstance(b, QCheckBox | QRadioButton):
        opt = QStyleOptionButton()
        b.initStyleOption(opt)
        element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(b, QCheckBox)
                   else QStyle.SubElement.SE_RadioButtonContents)  # fmt: skip
    elif isinstance(b, QPushButton):
        opt = QStyleOptionButton()
        b.initStyleOption(opt)
        element = QStyle.SubElement.SE_PushButtonContents
    else:
        return b.width()
    room = b.style().subElementRect(element, opt, b).width()
    return room - (b.iconSize().width() if not b.icon().isNull() else 0)


def _clipped(widget: QWidget) -> list[tuple[str, int, int]]:
    """(text, width needed, width available) of every visible button in `widget` whose text does not fit."""
    out = []
    for b in widget.findChildren(QAbstractButton):
        text = b.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not b.isVisible() or not text:
            continue
        needed = max(QFontMetrics(b.font()).horizontalAdvance(line) for line in text.splitlines())
        if needed > _text_room(b):
            out.append((text, needed, _text_room(b)))
    return out


def _settle() -> None:
    for _ in range(5):  # layout requests travel up the splitters one event-loop pass at a time
        QTest.qWait(10)


def test_main_buttons_fit_their_text(window: MainWindow) -> None:
    _load(window, {"phase": "cleanup", "seats": [{"hand": ["wound_bite", "genesis_one"], "deck": DECK},
                                                 {"deck": DECK}]})
    window.learning.hints_action.setChecked(True)  # the Suggest button too
    for b in window.prompt.buttons.values():
        b.show()  # every button the bar may show, all at once
    _settle()
    assert _clipped(window) == []
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint


def test_the_pages_and_the_tutorial_panel_fit_their_buttons(window: MainWindow) -> None:
    window.learning.tutorial_panel.show()
    _settle()
    assert _clipped(window.learning.tutorial_panel) == []
    window.pass_screen.show_for("Anna")
    window.pages.setCurrentWidget(window.pass_screen)
    _settle()
    assert _clipped(window.pass_screen) == []
    window.show_results()
    _settle()
    assert window.results.rematch.isVisible() and _clipped(window.results) == []


def test_the_dialogs_fit_their_buttons(window: MainWindow, qtbot, tmp_path) -> None:
    from nightfall_qt.app.storage.saves import GameMeta, ResumeOffer, SavedGame, SaveError
    from nightfall_qt.app.storage.settings import Settings
    from nightfall_qt.app.storage.stats import StatsStore
    from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
    from nightfall_qt.ui.dialogs.resume_dialog import ResumeDialog
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
    from nightfall_qt.ui.dialogs.stats_window import StatsWindow

    dialogs = [NewGameDialog(), SettingsDialog(Settings()), StatsWindow(StatsStore(tmp_path / "stats.json")),
               ResumeDialog(ResumeOffer(SavedGame(GameState.from_scenario({"seed": 1, "seats": [{"deck": DECK}] * 2},
                                                                          CARDS), SEATS, GameMeta("g"), "0.1.0",
                                                  "2026-01-01T10:00:00Z", "autosave-000002.json"),
                                        [SaveError("autosave-000003.json", "the file is empty")]))]  # fmt: skip
    window.learning.add_tutorial_button(dialogs[0])  # the New Game dialog as the window shows it, with its banner
    for d in dialogs:
        qtbot.addWidget(d)
        d.show()
        _settle()
        assert d.findChildren(QAbstractButton), type(d).__name__
        assert _clipped(d) == [], type(d).__name__
        d.close()


def test_the_clipping_check_sees_a_clipped_button(qtbot) -> None:
    box = QCheckBox("A rather long caption for such a box")
    qtbot.addWidget(box)
    box.show()
    box.setFixedWidth(QFontMetrics(box.font()).horizontalAdvance(box.text()) + 2)  # text fits, indicator does not
    _settle()
    assert _clipped(box.parentWidget() or _wrap(box, qtbot)) != []


def _wrap(child: QWidget, qtbot) -> QWidget:
    holder = QWidget()
    qtbot.addWidget(holder)
    child.setParent(holder)
    holder.show()
    child.show()
    _settle()
    return holder


def test_the_window_speaks_the_language(window: MainWindow) -> None:
    _load(window, {"phase": "chain", "seats": [{"hand": ["furious_melee", "bad_smoke"], "deck": DECK},
                                               {"deck": DECK}]})
    lang = current_language()
    texts = [b.text().replace("&", "") for b in window.prompt.buttons.values() if b.isVisible()]
    assert any(t.startswith(PASS[lang]) for t in texts), texts
    title = window.file_menu.title().replace("&", "")
    assert (title == "File") == (lang == "en"), title
    melee = CARDS["furious_melee"]  # "Rasender Tumult", "Mêlée Générale", "Szaleńcza bijatyka"
    window.controller.submit(0, next(o for o in window.controller.decision.options if o.card == melee.id))
    QTest.qWait(10)
    prompt = window.prompt.text()  # e.g. "Add a purple or yellow card after Furious Melee, or pass."
    assert melee.name(lang) in prompt and (lang == "en" or melee.name("en") not in prompt), prompt
    assert translate("Labels", "purple") in prompt and (lang == "en" or "purple" not in prompt), prompt


@pytest.mark.parametrize(("locale", "expected"), [
    ("de_DE", "de"), ("de_AT", "de"), ("fr_CA", "fr"), ("pl_PL", "pl"), ("en_GB", "en"), ("ja_JP", "en"),
])  # fmt: skip
def test_the_system_locale_picks_the_language(locale: str, expected: str) -> None:
    from PySide6.QtCore import QLocale

    from nightfall_qt.app.texts.i18n import system_language

    assert system_language(QLocale(locale)) == expected


def test_the_system_setting_follows_the_locale_and_a_choice_overrides_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QLocale

    from nightfall_qt.app.texts import i18n

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.resolve_language(i18n.SYSTEM) == "fr"
    assert i18n.resolve_language("pl") == "pl"


@pytest.mark.parametrize("language", LANGUAGES)
def test_button_keys_are_letters_of_their_captions_and_never_clash(language: str, qapp) -> None:
    assert install_language(language) == language
    try:
        keys = {kind: shortcut_key(kind) for kind in BUTTONS}
        suggest_key = translate("PromptBarKey", "S", "key of the Suggest button (hints)")
        suggest = translate("MainWindow", "Suggest ({key})").format(key=suggest_key)
        for kind, key in keys.items():
            caption = button_text(kind)
            assert len(key) == 1 and key.isalpha() and key.isupper(), (kind, key)
            assert key.lower() in caption[: caption.rindex("(")].lower(), (caption, key)  # a mnemonic of the words
        assert suggest_key.lower() in suggest[: suggest.rindex("(")].lower(), suggest
        # Buttons shown at the same time (each decision's own, and Suggest beside any of them) need distinct keys.
        for together in (["chain_pass"], ["block_done"], ["claim_end"], ["draw_up", "wound_effect", "end_turn"]):
            shown = [keys[k] for k in together] + [suggest_key]
            assert len(set(shown)) == len(shown), (together, shown)
    finally:
        reset_language()


def test_every_lesson_text_shows_whole_at_1280x720(window: MainWindow, qtbot) -> None:
    # The side column makes room for the lesson panel and the chain preview after every step (their wrapped text
    # must never be cut), in every language, while the log keeps a few lines (the hover zoom shows the cards).
    box = window.learning.learning_side
    split = box.parentWidget()

    def short_by() -> int:
        _settle()
        layout = box.layout()
        layout.activate()
        return layout.totalHeightForWidth(box.width()) - split.sizes()[0]

    ctl = window.controller
    for index, lesson in enumerate(window.learning.tutorial.lessons):
        window.learning.start_tutorial(index)
        # Resting on a card (the hover zoom shows it; the side column keeps the log).
        hand = list(window.scene.hand_layer.items.values())
        QTest.mouseMove(window.view.viewport(), QPoint(2, 2))  # from elsewhere: a move to where it is is none
        QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(hand[0].sceneBoundingRect().center()))
        assert short_by() <= 0, (lesson.id, "introduction")
        tutorial = window.learning.tutorial.tutorial
        while not tutorial.done:
            qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=10_000)
            step = tutorial.step
            ctl.submit(ctl.decision_for_viewer().seat, window.learning.tutorial.taught_move())
            assert short_by() <= 0, (lesson.id, f"after step {step + 1}")
            assert split.sizes()[2] >= LOG_MIN_HEIGHT, (lesson.id, "the log must keep a few lines")


def _overlaps(label: QWidget, dialog: QWidget) -> list[str]:
    """Names of the visible widgets of `dialog` (not containers of `label`) that `label`'s rectangle intersects."""
    from PySide6.QtWidgets import QGroupBox, QLabel

    rect = label.rect().translated(label.mapTo(dialog, QPoint(0, 0)))
    out = []
    for w in dialog.findChildren(QWidget):
        if w is label or not w.isVisible() or w.isAncestorOf(label) or label.isAncestorOf(w):
            continue
        if isinstance(w, QGroupBox) or not isinstance(w, QAbstractButton | QLabel) and w.parentWidget() is not (
                label.parentWidget()):
            continue  # a frame around it, or a part inside another widget
        other = w.rect().translated(w.mapTo(dialog, QPoint(0, 0)))
        if rect.intersects(other):
            out.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}")
    return out


def test_the_new_game_explanations_are_whole_and_cover_nothing(window: MainWindow, qtbot) -> None:
    """The Setup explanation was drawn under "Secret archives" and the Edition one cut after two lines (review
    live/00-start.png): every explanation, for every choice, gets the height its text needs and overlaps nothing,
    with the dialog at its size on a 1280x720 screen."""
    from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    window.learning.add_tutorial_button(d)
    d.show()
    _settle()
    assert d.height() <= 720 - 40 and d.width() <= 1280
    for combo, label in ((d.setup, d.setup_help), (d.edition, d.edition_summary)):
        for i in range(combo.count()):
            combo.setCurrentIndex(i)
            _settle()
            assert label.text()
            assert label.height() >= label.heightForWidth(label.width()), (label.text(), label.height())
            assert _overlaps(label, d) == [], label.text()


def test_the_overlap_check_sees_a_covered_label(qtbot) -> None:
    from PySide6.QtWidgets import QLabel

    holder = QWidget()
    qtbot.addWidget(holder)
    label, box = QLabel("Best for a first game.", holder), QCheckBox("Secret archives", holder)
    label.setGeometry(0, 0, 200, 40)
    box.setGeometry(0, 20, 200, 20)
    holder.show()
    assert _overlaps(label, holder) != []
