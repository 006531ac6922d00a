"""Settings → Theme: dark and light, the desktop's by default; the side panels take the theme's colours, and every
text colour of both themes reads at WCAG AA (4.5:1) on the backgrounds it is used on."""

from __future__ import annotations

import ast
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QLabel, QWidget

from nightfall_qt.app.storage.settings import settings_from_data
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardCaption
from nightfall_qt.ui.cards.contrast import AA, contrast_ratio, luminance, over
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
from nightfall_qt.ui.table.archive_strip import ArchiveRow
from nightfall_qt.ui.theme import DARK, LIGHT, THEMES
from nightfall_qt.ui.window.main_window import MainWindow
from tests.ui.test_card_motion import load

ROLES = QPalette.ColorRole


@pytest.fixture(autouse=True)
def _back_to_dark() -> Any:
    yield
    theme.ThemeSwitch().apply(theme.SYSTEM)  # the other tests' windows start as the desktop says


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_colour_of_a_theme_is_legible_where_it_is_used(name: str) -> None:
    t = THEMES[name]
    pairs = {
        "text on window": (t.text, t.window), "text on panel": (t.text, t.panel),
        "text on rows": (t.text, t.alternate), "text on buttons": (t.text, t.button),
        "notes on window": (t.muted, t.window), "notes on panel": (t.muted, t.panel),
        "notes on buttons": (t.muted, t.button), "link on panel": (t.link, t.panel),
        "link on window": (t.link, t.window),
        "error on window": (t.error, t.window), "error on panel": (t.error, t.panel),
        "warning on window": (t.warning, t.window), "selection": (t.highlight_text, t.highlight),
    }  # fmt: skip
    low = {k: round(contrast_ratio(*v), 2) for k, v in pairs.items() if contrast_ratio(*v) < AA}
    assert low == {}


def choose_theme(window: MainWindow, monkeypatch: Any, key: str) -> None:
    """Settings → Theme: the entry `key`, picked with the keyboard, then OK."""

    def choose(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.theme.setFocus()
        QTest.keyClick(dialog.theme, Qt.Key.Key_Home)
        for _ in range(dialog.theme.findData(key)):
            QTest.keyClick(dialog.theme, Qt.Key.Key_Down)
        assert dialog.theme.currentData() == key
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.persistence.open_settings()


def side_widgets(window: MainWindow) -> list[QWidget]:
    """Every visible widget of the side column, the prompt bar and the status bar (what sits beside the table)."""
    side = window.log_view.parentWidget()
    assert side is not None
    found: list[QWidget] = []
    for root in (side, window.prompt, window.statusBar()):
        found += [w for w in root.findChildren(QWidget) if w.isVisible()] + [root]
    return found


def assert_panels_in(window: MainWindow, t: theme.Theme, qtbot: Any) -> None:
    log = window.log_view
    # Qt hands the new application palette to each widget through its event loop.
    qtbot.waitUntil(
        lambda: log.palette().color(ROLES.Base) == t.panel and window.prompt.palette().color(ROLES.Window) == t.window
    )
    assert log.viewport().palette().color(ROLES.Base) == t.panel
    assert window.prompt.palette().color(ROLES.Window) == t.window
    low = []
    for w in side_widgets(window):
        p = w.palette()
        pairs = [(p.color(ROLES.WindowText), p.color(ROLES.Window))]
        if isinstance(w, QAbstractScrollArea):
            pairs.append((p.color(ROLES.Text), p.color(ROLES.Base)))
        if isinstance(w, QLabel) and "color:" in w.styleSheet():  # a label coloured by hand (the tutorial accent)
            pairs.append((QColor(w.styleSheet().split("color:")[1].strip(" ;")), p.color(ROLES.Window)))
        low += [(type(w).__name__, fg.name(), bg.name()) for fg, bg in pairs if contrast_ratio(fg, bg) < AA]
    assert low == []


def test_the_theme_chosen_in_settings_colours_the_panels_and_is_remembered(
    make_window: Any, tmp_path: Path, monkeypatch: Any, qtbot: Any
) -> None:
    window = make_window(root=tmp_path)
    for key, expected in (("light", LIGHT), ("dark", DARK), ("light", LIGHT)):
        choose_theme(window, monkeypatch, key)
        assert theme.current() is expected
        assert QApplication.palette().color(ROLES.Window) == expected.window
        assert_panels_in(window, expected, qtbot)
    saved = json.loads(next(tmp_path.rglob("settings.json")).read_text(encoding="utf-8"))
    assert saved["theme"] == "light"
    window.close()
    theme.ThemeSwitch().apply("dark")
    again = make_window(instant=False, root=tmp_path)  # a new start reads the choice back (and applies it)
    assert theme.current() is LIGHT
    assert_panels_in(again, LIGHT, qtbot)


def test_system_follows_the_desktop_and_its_changes(make_window: Any, monkeypatch: Any, qtbot: Any) -> None:
    prefers = {"light": False}
    monkeypatch.setattr(theme, "desktop_prefers_light", lambda: prefers["light"])
    window = make_window()
    window.set_theme("system")
    assert theme.current() is DARK  # an unknown or dark desktop: the table's dark
    prefers["light"] = True
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # the desktop switched while the app runs
    assert theme.current() is LIGHT
    assert_panels_in(window, LIGHT, qtbot)
    window.set_theme("dark")  # a choice in Settings wins over the desktop
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current() is DARK
    assert_panels_in(window, DARK, qtbot)


def test_a_saved_theme_is_checked() -> None:
    problems: list[str] = []
    assert settings_from_data({"theme": "light"}, problems).theme == "light"
    assert settings_from_data({"theme": "purple"}, problems).theme == "system"
    assert problems and '"theme"' in problems[0] and "system, dark, light" in problems[0]


def test_the_tutorials_accent_follows_a_theme_switch(make_window: Any, qtbot: Any) -> None:
    """The lesson's explanation is coloured by hand (amber on dark, brown on light): a switch recolours it."""
    window = make_window()
    window.learning.start_tutorial()
    panel = window.learning.tutorial_panel
    qtbot.waitUntil(panel.isVisible)
    for choice, expected in (("light", LIGHT), ("dark", DARK)):
        window.set_theme(choice)
        qtbot.waitUntil(lambda t=expected: panel.palette().color(panel.backgroundRole()) == t.window)
        assert_panels_in(window, expected, qtbot)  # the accent label is among the side widgets checked
        accent = QColor(panel.message.styleSheet().split("color:")[1].strip(" ;"))
        assert contrast_ratio(accent, expected.window) >= AA


# ---------------------------------------------------------------------------------------------- the table's colours
# Every text role of the table and the backgrounds it is drawn on (translucent grounds as laid over the felt).
def _table_text_pairs(c: theme.TableColours) -> dict[str, tuple[QColor, QColor]]:
    on_felt = {role: [("felt", c.felt)] for role in ("caption", "accent", "phase", "mark", "gauge_plenty")}
    on = {
        **on_felt,
        "plate_text": [("plate", c.plate), ("plate_active", c.plate_active)],
        "plate_muted": [("plate", c.plate), ("plate_active", c.plate_active)],
        "away_text": [("plate", c.plate), ("plate_active", c.plate_active)],
        "chip_text": [("chip", c.chip)],
        **{role: [("row", c.row), ("row_mine", c.row_mine)]
           for role in ("row_name", "row_info", "row_dim_name", "row_dim_info")},
        **{role: [("number_pill", over(c.felt, c.number_pill))] for role in ("damage", "absorbed")},
        **{role: [("gauge_banner", over(c.felt, c.gauge_banner))] for role in ("gauge_some", "gauge_none")},
        "paused_text": [("paused", c.paused)],
        "curtain_text": [("curtain", c.curtain)],
        "chart_text": [("chart", c.chart)],
    }  # fmt: skip
    on["accent"] += [("backdrop", c.backdrop), ("toast", over(c.felt, c.toast)), ("reason", over(c.felt, c.reason))]
    return {f"{fg} on {name}": (getattr(c, fg), bg) for fg, grounds in on.items() for name, bg in grounds}


# The roles that are not text: grounds, edges, marks drawn as shapes. A new role must be put in one of the two.
NOT_TEXT = {
    "felt", "felt_line", "well", "backdrop", "plate", "plate_active", "plate_edge", "plate_legal", "away", "chip",
    "chip_edge", "row", "row_mine", "row_edge", "attack", "block", "halo", "number_pill", "number_outline",
    "gauge_banner", "gauge_empty", "toast", "reason", "stamp", "stamp_veil", "stamp_paper", "paused", "curtain",
    "glow", "chart", "chart_axis", "chart_line", "chart_point",
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_on_the_table_is_legible_on_what_it_is_drawn_on(name: str) -> None:
    colours = THEMES[name].table
    pairs = _table_text_pairs(colours)
    texts = {label.split(" on ")[0] for label in pairs}
    assert texts | NOT_TEXT == set(theme.TableColours.__dataclass_fields__), "a table role is neither text nor not"
    low = {k: round(contrast_ratio(*v), 2) for k, v in pairs.items() if contrast_ratio(*v) < AA}
    assert low == {}


@pytest.mark.parametrize("name", sorted(THEMES))
def test_the_marks_drawn_on_the_felt_stand_out_from_it(name: str) -> None:
    """The arrows and the log's ring around a card: WCAG's 3:1 for graphics that carry meaning, on the felt."""
    c = THEMES[name].table
    low = {role: round(contrast_ratio(getattr(c, role), c.felt), 2) for role in ("attack", "block", "glow")
           if contrast_ratio(getattr(c, role), c.felt) < 3.0}  # fmt: skip
    assert low == {}


def test_the_light_table_is_light_and_the_dark_one_dark() -> None:
    """The light theme's felt, plates and rows are light under dark ink (the table fits its light panels)."""
    for colours, light in ((LIGHT.table, True), (DARK.table, False)):
        for ground in (colours.felt, colours.plate, colours.row, colours.backdrop, colours.curtain):
            assert (luminance(ground) > 0.5) is light, ground.name()


def _commonest(image: QImage) -> str:
    counts = Counter(image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height()))
    return counts.most_common(1)[0][0]


def _shown(window: MainWindow, rect: QRectF) -> QImage:
    """What the view shows of `rect` (scene coordinates): the items as painted, through their caches."""
    shot = window.view.viewport().grab().toImage()
    return shot.copy(window.view.mapFromScene(rect).boundingRect())


CHAIN = {
    "seed": 1, "phase": "chain", "chain_turn": 0,
    "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True}],
    "seats": [{"hand": ["zacharias_sands", "bad_smoke"], "deck": ["genesis_one"] * 6, "in_play": ["vulko"],
               "archives": ["rip_and_tear"]},
              {"deck": ["genesis_one"] * 6, "in_play": ["big_ghost"], "archives": ["franz_orlok"]}],
}  # fmt: skip


def test_a_theme_switch_repaints_the_table_at_once(make_window: Any, qtbot: Any) -> None:
    """Settings → Theme recolours the felt, the name plates, the archive rows and the captions of a running game,
    read from the scene's items and from what the view shows."""
    window = make_window()
    window.set_theme("dark")
    load(window, CHAIN)
    scene = window.scene
    for t in (LIGHT, DARK, LIGHT):
        window.set_theme(t.name)
        colours = t.table
        assert scene.backgroundBrush().color() == colours.felt
        viewport = window.view.viewport()
        qtbot.waitUntil(lambda c=colours, v=viewport: v.grab().toImage().pixelColor(2, 2) == c.felt)  # drawn
        for badge in scene.badges:
            fill = colours.plate_active if badge.active else colours.plate
            assert _commonest(_shown(window, badge.sceneBoundingRect().adjusted(3, 3, -3, -3))) == fill.name()
        rows = [item for item in scene.items() if isinstance(item, ArchiveRow)]
        assert rows
        for row in rows:
            inside = _commonest(_shown(window, row.sceneBoundingRect().adjusted(3, 3, -3, -3)))
            assert inside in {colours.row.name(), colours.row_mine.name()}
        captions = [i for i in scene.items() if isinstance(i, CardCaption) and i.isVisible() and i.text()]
        assert captions
        for caption in captions:
            assert caption.brush().color() in (colours.caption, colours.mark)
        assert scene._labels["chain_title"].brush().color() == colours.caption


# Colour literals are written in the theme's table only, and in the card faces (card colours, the same in both
# themes). Each exception names why.
ALLOWED = {
    "theme.py": "the theme's tables",
    "palette.py": "the card faces' colours (moons, frame, parchment)",
    "card_painter.py": "the card face",
    "card_glyphs.py": "the card face's moons and coin",
    "card_art.py": "the card face's picture",
    "card_preview.py": "the ruling marks, on the card colours of palette.MARK_COLOURS",
    "contrast.py": "the tutorial accent pair that accent_for chooses between (tested there)",
    "results_view.py": "a window of its own: the results table's own row (yellow ground, dark ink, any theme)",
}
HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b|rgba?\(")


def _colour_literals(path: Path) -> list[str]:
    """QColor(...) calls with literal arguments, and colour strings (#rrggbb, rgb(a)(...)), in one module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "QColor":
            if node.args and all(isinstance(a, ast.Constant) for a in node.args):
                found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and HEX.search(node.value):
            found.append(f"{path.name}:{node.lineno} {node.value[:40]!r}")
        elif isinstance(node, ast.JoinedStr) and any(
            isinstance(v, ast.Constant) and HEX.search(str(v.value)) for v in node.values
        ):
            found.append(f"{path.name}:{node.lineno} f-string")
    return found


def test_no_colour_is_written_outside_the_theme_and_the_cards() -> None:
    modules = {path.name: path for path in Path(theme.__file__).parent.rglob("*.py")}  # ui/ and its subpackages
    assert all(name in modules for name in ALLOWED)  # the allow-list names modules that exist
    literals = [hit for name, path in sorted(modules.items()) if name not in ALLOWED for hit in _colour_literals(path)]
    assert literals == []
    assert _colour_literals(modules["palette.py"])  # the scan finds what it looks for


def test_one_choice_holds_for_every_window(make_window: Any, monkeypatch: Any) -> None:
    """The palette is the application's: a replay viewer or an online table opened beside the main window must not
    switch it back to the desktop's scheme after the player chose Dark in Settings."""
    monkeypatch.setattr(theme, "desktop_prefers_light", lambda: True)
    first, second = make_window(), make_window()
    first.set_theme("system")
    assert theme.current() is LIGHT
    second.set_theme("dark")
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)  # both windows hear the desktop
    assert theme.current() is DARK
