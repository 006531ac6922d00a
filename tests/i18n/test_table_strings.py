"""The table speaks through the catalogue: the main window's menus, buttons, pages and status texts, the scene's
captions, the prompt bar, the chain preview, the tutorial panel and the card preview are each one message with
named placeholders, and every card on screen shows its name and text in the current language.

Most checks install a *pseudo* catalogue built from the code (by scripts/translations.py's extractor), in
which every message translates to «its source» made 40% longer (German is often 30% longer than English): a
text made of one message reads «...» end to end, so a sentence glued together from pieces, or an English literal
that skips translate(), shows at once, and a button too narrow for a longer language is caught.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import LANGUAGES
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_layout import layout_card
from nightfall_qt.ui.cards.card_lettering import card_paragraphs, keyword_line
from nightfall_qt.ui.cards.card_preview import CardPreview, provenance_rows
from nightfall_qt.ui.cards.palette import wound_letters
from nightfall_qt.ui.table.table_scene import chain_marks
from nightfall_qt.ui.window.chain_preview import resolution_lines
from nightfall_qt.ui.window.main_window import MainWindow

from . import pseudo_catalogue, tool

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "nightfall_qt" / "ui"
# The modules this file covers.
FILES = [
    "main_window.py", "learning.py", "prompt_bar.py", "table_scene.py", "name_plate.py", "table_gestures.py",
    "table_layout.py", "zone_layer.py", "card_item.py", "card_painter.py", "card_layout.py", "card_lettering.py",
    "card_glyphs.py", "palette.py", "chain_preview.py", "tutorial_panel.py", "card_preview.py",
]  # fmt: skip
CARDS = load_cards()
DECK = ["genesis_one"] * 6
YOU_VS_BOT = [SeatConfig("You", "human"), SeatConfig("Bot", "bot")]
LONGER = 0.4  # how much longer than English the pseudo language is


def _one_message(text: str) -> bool:
    return text.startswith("«") and text.endswith("»")


def _pseudo(source: str) -> str:
    return f"«{source}{'~' * round(len(source) * LONGER)}»"


# ---------------------------------------------------------------------- the pseudo catalogue


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every message of the code (scripts/translations.py's extractor) -> «source~~~»; messages with %n are
    plural messages with Polish's three forms."""
    return pseudo_catalogue(tmp_path_factory.mktemp("ts"), _pseudo)


@pytest.fixture
def window(qtbot, pseudo: None) -> Iterator[MainWindow]:
    w = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.learning.confirm = lambda title, text: True
    yield w
    w.close()


def _load(window: MainWindow, data: dict[str, object]) -> None:
    window.controller.load_state(GameState.from_scenario({"seed": 1, **data}, CARDS), YOU_VS_BOT)
    window.scene.rebuild()
    QTest.qWait(10)


# ---------------------------------------------------------------------- the code
def _translate_calls() -> Iterator[tuple[str, int, ast.Call]]:
    for name in FILES:
        for node in ast.walk(ast.parse(next(UI.rglob(name)).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("translate", "QT_TRANSLATE_NOOP"):
                yield name, node.lineno, node


def test_every_message_is_one_sentence_with_named_fields() -> None:
    """Each literal message of these modules is extracted, has named fields only, no f-string, and %n exactly
    where a count is given."""
    extracted = {(context, source) for context, source, _comment in tool.extract()}
    calls = 0
    for name, line, call in _translate_calls():
        args = call.args
        if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2]):
            assert not any(isinstance(a, ast.JoinedStr) for a in args), f"{name}:{line}: f-string in translate()"
            continue  # translate("Ctx", TABLE[key]): the table's QT_TRANSLATE_NOOP entries are the messages
        calls += 1
        where = f"{name}:{line}"
        context, source = args[0].value, args[1].value  # type: ignore[attr-defined]
        assert (context, source) in extracted, f"{where}: {source!r} is not extracted"
        assert not re.search(r"\{\d*\}", source), f"{where}: positional field in {source!r}"
        counted = len(args) >= 4 or any(k.arg == "n" for k in call.keywords)
        assert ("%n" in source) == counted, f"{where}: %n and the count go together in {source!r}"
    assert calls > 120


def test_part_labels_split_the_text_of_every_language() -> None:
    """Card texts are split at their part labels in every language alike (the kicker tint needs the part)."""
    for card in CARDS:
        english = [p.part for p in card_paragraphs(card, "en")]
        for language in LANGUAGES:
            paragraphs = card_paragraphs(card, language)
            assert [p.part for p in paragraphs] == english, (card.id, language)
            assert " ".join(p.text for p in paragraphs) == " ".join(card.texts[language].split())


# ---------------------------------------------------------------------- cards in the current language
def test_cards_show_their_name_and_text_in_the_current_language(pseudo: None, qtbot) -> None:
    card = CARDS["furious_melee"]
    item = CardItem(1, card)
    assert item.language == "de" and item.toolTip().startswith(card.names["de"])
    assert card.texts["de"].split()[0] in item.toolTip()
    assert layout_card(item.boundingRect(), card).name_lines == layout_card(item.boundingRect(), card,
                                                                            language="de").name_lines
    preview = CardPreview()
    qtbot.addWidget(preview)
    preview.show_card(CARDS["indigo_six"])
    assert preview.name_label.text() == CARDS["indigo_six"].names["de"]
    assert "Kette:" in preview.text_label.text() or "Kick:" in preview.text_label.text()
    assert _one_message(preview.keyword_label.text()) and _one_message(preview.legend.text())
    headers = [preview.table.horizontalHeaderItem(c).text() for c in range(preview.table.columnCount())]
    assert all(_one_message(h) for h in headers), headers
    for field, value, _marks, _remark in provenance_rows(CARDS["indigo_six"]):
        assert _one_message(field), field
        assert "en:" not in value or _one_message(value)


def test_the_card_frame_words_are_translated(pseudo: None) -> None:
    for card in (CARDS["vulko"], CARDS["furious_melee"], CARDS["wound_bite"]):
        words = keyword_line(card).split(" · ")
        assert all(_one_message(w) for w in words), words
    assert _one_message(wound_letters("bite"))


# ---------------------------------------------------------------------- the main window in a long language
def _buttons_fit(window: MainWindow) -> None:
    for _ in range(5):  # layout requests travel up the splitters one event loop pass at a time
        QTest.qWait(10)
    for b in window.findChildren(QPushButton):
        if b.isVisible() and b.text():
            assert _one_message(b.text()), b.text()
            assert QFontMetrics(b.font()).horizontalAdvance(b.text()) <= b.width(), (b.text(), b.width())


def test_menus_buttons_and_pages_in_a_long_language(window: MainWindow) -> None:
    menus = [window.file_menu, window.view_menu, window.learning.edit_menu, window.help_menu]
    for menu in menus:
        assert _one_message(menu.title()), menu.title()
        for action in menu.actions():
            if not action.isSeparator():
                assert _one_message(action.text()), action.text()
                if action.menu() is not None:
                    assert all(_one_message(a.text()) for a in action.menu().actions())
    assert _one_message(window.windowTitle())
    # The most the prompt bar shows at once (the wound effect and drawing up), Suggest and the tutorial panel:
    # the window still fits a 1280x720 screen.
    _load(window, {"phase": "cleanup", "seats": [{"hand": ["wound_bite", "genesis_one"], "deck": DECK},
                                                 {"deck": DECK}]})
    shown = {kind for kind, b in window.prompt.buttons.items() if b.isVisible()}
    assert shown == {"wound_effect", "draw_up"}, shown
    window.learning.hints_action.setChecked(True)
    window.learning.tutorial_panel.show()
    _buttons_fit(window)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint
    for b in window.prompt.buttons.values():
        b.show()  # every button the bar may show must fit its text, even all at once
    _buttons_fit(window)
    # The pass screen and the results page.
    window.pass_screen.show_for("Ann")
    window.pages.setCurrentWidget(window.pass_screen)
    assert _one_message(window.pass_screen.label.text()) and "Ann" in window.pass_screen.label.text()
    _buttons_fit(window)
    window.show_results()
    headers = [window.results.table.horizontalHeaderItem(c).text() for c in range(6)]
    assert all(_one_message(h) for h in headers), headers
    _buttons_fit(window)


def test_the_prompt_bar_and_the_status_texts(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    assert _one_message(window.prompt.text())  # no game yet
    _load(window, {"phase": "chain", "seats": [{"hand": ["alton_hickman", "genesis_one"], "deck": DECK},
                                               {"deck": DECK}]})
    text = window.prompt.text()
    assert _one_message(text) and text.startswith("«You: "), text
    messages: list[str] = []
    window.statusBar().messageChanged.connect(lambda m: messages.append(m) if m else None)
    window.learning.suggest()
    qtbot.waitUntil(lambda: not window.controller.suggester.busy, timeout=10_000)  # Hard searches a moment
    assert messages and _one_message(messages[-1]), messages


def test_scene_captions_and_tooltips(window: MainWindow) -> None:
    scene = window.scene
    _load(window, {"phase": "claim", "commons": ["big_ghost"],
                   "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK, "archives": ["vulko"]}]})
    for key in ("chain_title", "archives_title", "well", "phase"):
        assert _one_message(scene._labels[key].text()), (key, scene._labels[key].text())
    assert _one_message(scene.wound_gauge.text) and _one_message(scene.wound_gauge.toolTip())
    # The phase line starts after the (translated, longer) "Chain" caption.
    chain_title = scene._labels["chain_title"].sceneBoundingRect()
    assert scene._labels["phase"].sceneBoundingRect().left() > chain_title.right()
    for badge in scene.badges:
        assert _one_message(badge.lines[1]) and _one_message(badge.wounds), badge.lines
        assert all(_one_message(line) for line in badge.toolTip().split("\n")), badge.toolTip()
    for item in scene.archive_layer.items.values():
        tip = item.toolTip().split("\n")[0]
        assert _one_message(tip), tip
        assert _one_message(item.caption.toolTip()), item.caption.toolTip()  # the text (it may be cut to fit)
        row = item.row
        if row.get("card"):
            assert CARDS[row["card"]].names["de"] in tip
    genesis = next(iter(scene.hand_layer.items.values()))
    assert scene.drop_hint(genesis, QPointF(5, 5)) == ""
    assert _one_message(scene.refusal(genesis, QPointF(5, 5))) or genesis.row.get("why_not")


def test_combat_and_chain_captions(window: MainWindow) -> None:
    _load(window, {"phase": "combat", "active": 1, "seats": [
        {"hand": ["charlotte_reyes"], "deck": DECK, "in_play": ["indigo_six"]},
        {"hand": ["charlotte_reyes"], "deck": DECK, "in_play": ["vulko"]}]})
    captions = [getattr(i, "caption", None) for layer in window.scene.minion_layers() for i in layer.items.values()]
    texts = [c.toolTip() for c in captions if c is not None and c.text()]  # whole (the shown text may be cut)
    assert texts and all(_one_message(t) for t in texts), texts
    assert chain_marks({"kicker_active": True, "cancelled": True, "times": 2}).count("«") == 3
    lines = resolution_lines([{"card": "furious_melee", "owner": 0, "kicker_active": True, "times": 2}], ["Ann"],
                             lambda row: CARDS[str(row["card"])].name("de"))
    assert len(lines) == 1 and _one_message(lines[0]) and CARDS["furious_melee"].names["de"] in lines[0], lines
    assert "%n" not in lines[0] and "2" in lines[0]


def test_the_chain_preview_names_cards_in_the_current_language(window: MainWindow) -> None:
    _load(window, {"phase": "chain", "chain": [{"card": "alton_hickman", "seat": 0}], "chain_turn": 0,
                   "seats": [{"hand": ["furious_melee"], "deck": DECK}, {"deck": DECK}]})
    assert _one_message(window.learning.chain_preview.heading.text())
    lines = window.learning.chain_preview.lines()
    assert lines and CARDS["alton_hickman"].names["de"] in lines[0] and _one_message(lines[0]), lines


def test_the_tutorial_panel(window: MainWindow) -> None:
    window.learning.start_tutorial(0)
    panel = window.learning.tutorial_panel
    assert panel.isVisible()
    for b in (panel.restart, panel.next, panel.exit):
        assert _one_message(b.text()), b.text()
    assert _one_message(panel.progress.text()) and _one_message(panel.instruction.text())
    _buttons_fit(window)
