"""The window's theme: a dark one in the table's colours and a light one in the cards' parchment, chosen in
Settings (or following the desktop's light or dark preference, the default).

A theme is an application palette (every widget, dialog and menu draws from it: the log, the chain order, the
side panels, the prompt bar), a few text colours that widgets set themselves (errors, notes, warnings), and the
table's colours (`TableColours`: the felt, its captions, the name plates, the archive rows, the arrows, the
numbers, the gauge, the toasts...): the one place a colour of the table is written. The dark theme is the night
table as it always was; the light one lays the same table on daylight linen with dark ink. The card faces are
parchment in both (ui/cards/palette.py: card colours, not theme). Every text colour here is held to WCAG AA (4.5:1) on
the backgrounds it is used on (tests/ui/test_theme.py). A switch emits `changes().changed`: the table repaints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

SYSTEM, DARK_NAME, LIGHT_NAME = "system", "dark", "light"
THEME_CHOICES: tuple[str, ...] = (SYSTEM, DARK_NAME, LIGHT_NAME)


@dataclass(frozen=True, slots=True)
class TableColours:
    """Every colour the table paints, by role (text roles name the background they are drawn on)."""

    felt: QColor  # the scene's background
    felt_line: QColor  # the chain's dashed frame
    caption: QColor  # titles and captions on the felt (Chain, Archives, an archive's count)
    accent: QColor  # on the felt: the drag hint, the picker's title, the influence well's number
    phase: QColor  # on the felt: the phase line; a deciding plate's edge
    mark: QColor  # on the felt: the marks over a chained or fighting card
    well: QColor  # the influence well's disc (translucent)
    backdrop: QColor  # behind the picker (opaque: the table must not show through)
    plate: QColor  # a name plate
    plate_active: QColor  # the plate of the seat whose turn it is
    plate_edge: QColor
    plate_text: QColor  # on both plates
    plate_muted: QColor  # the discard pile's top card, on both plates
    plate_legal: QColor  # the edge of a plate that is a choice now
    away: QColor  # an absent online player's dashed edge
    away_text: QColor  # on both plates
    chip: QColor  # the wound chip on a plate (a red badge in both themes)
    chip_edge: QColor
    chip_text: QColor
    row: QColor  # an archive row
    row_mine: QColor  # a row of the viewer's private archive
    row_edge: QColor
    row_name: QColor  # on both rows, and dimmed (not a choice now)
    row_info: QColor
    row_dim_name: QColor
    row_dim_info: QColor
    attack: QColor  # the arrows: attacker → player, blocker → attacker, and the halo under them
    block: QColor
    halo: QColor
    number_pill: QColor  # behind a floating number, and its outline
    number_outline: QColor
    damage: QColor  # on the pill
    absorbed: QColor
    gauge_plenty: QColor  # the wound pile's line on the felt
    gauge_some: QColor  # on the warning banner
    gauge_none: QColor
    gauge_banner: QColor
    gauge_empty: QColor  # a used-up segment
    toast: QColor  # a pass notice's background; its text and border are `accent`
    reason: QColor  # the hover zoom's "why not" box, its text `accent`
    stamp: QColor  # a card's Destroyed / Exiled / Cancelled mark (on the card face: alike in both themes)
    stamp_veil: QColor
    stamp_paper: QColor
    paused: QColor  # the status bar's pause notice
    paused_text: QColor
    curtain: QColor  # the pass-and-play screen between two humans
    curtain_text: QColor
    glow: QColor  # the ring around a card named by the log line under the pointer
    chart: QColor  # Statistics: the chart's ground, axes, words, line and points
    chart_axis: QColor
    chart_text: QColor
    chart_line: QColor
    chart_point: QColor


# Today's night table. Archive rows: ≥ 7:1 bright, ≥ 4.5:1 dimmed (tests/ui/test_theme.py measures every pair).
DARK_TABLE = TableColours(
    felt=QColor("#161822"), felt_line=QColor("#3a3f58"), caption=QColor("#d0d4e4"), accent=QColor("#f2c14e"),
    phase=QColor("#8fd3ff"), mark=QColor("#ff9a7a"), well=QColor(242, 193, 78, 40), backdrop=QColor(10, 12, 20),
    plate=QColor("#2b2d3a"), plate_active=QColor("#3b3550"), plate_edge=QColor("#555a70"),
    plate_text=QColor("#f0f0f0"), plate_muted=QColor("#c9cde0"), plate_legal=QColor("#f2c14e"),
    away=QColor("#e67e22"), away_text=QColor("#f0a35e"),
    chip=QColor("#8e2b2b"), chip_edge=QColor("#e08a8a"), chip_text=QColor("#fff2f2"),
    row=QColor("#262936"), row_mine=QColor("#2c3346"), row_edge=QColor("#444a60"), row_name=QColor("#f4efe2"),
    row_info=QColor("#c8cbe0"), row_dim_name=QColor("#b8b9c4"), row_dim_info=QColor("#a3a6b8"),
    attack=QColor("#ff7a59"), block=QColor("#6cc0ff"), halo=QColor(10, 12, 20, 220),
    number_pill=QColor(14, 16, 26, 225), number_outline=QColor(10, 12, 20, 235),
    damage=QColor("#ff5a4a"), absorbed=QColor("#ffb347"),
    gauge_plenty=QColor("#e08a8a"), gauge_some=QColor("#ffb347"), gauge_none=QColor("#ff5c5c"),
    gauge_banner=QColor(60, 30, 10, 220), gauge_empty=QColor("#2b2d3a"),
    toast=QColor(16, 18, 28, 235), reason=QColor(20, 22, 32, 235),
    stamp=QColor("#e0303a"), stamp_veil=QColor(10, 10, 16, 110), stamp_paper=QColor(255, 244, 236, 235),
    paused=QColor("#6b4d00"), paused_text=QColor("#ffffff"), curtain=QColor("#0d0e14"), curtain_text=QColor("#f0f0f0"),
    glow=QColor("#fff3b0"), chart=QColor("#15171f"), chart_axis=QColor("#666a78"), chart_text=QColor("#c8c8d0"),
    chart_line=QColor("#d9534f"), chart_point=QColor("#f0ad4e"),
)  # fmt: skip
# Daylight: the cards on linen, in the panels' parchment and the cards' dark ink; accents darkened to read on it.
LIGHT_TABLE = TableColours(
    felt=QColor("#ddd4c1"), felt_line=QColor("#8d8474"), caption=QColor("#2f2c3a"), accent=QColor("#7a4f00"),
    phase=QColor("#1f4f8f"), mark=QColor("#a5281b"), well=QColor(176, 122, 0, 40), backdrop=QColor("#efe8d8"),
    plate=QColor("#f6f1e5"), plate_active=QColor("#e6dcf2"), plate_edge=QColor("#9d9484"),
    plate_text=QColor("#1a1820"), plate_muted=QColor("#4a4456"), plate_legal=QColor("#b07a00"),
    away=QColor("#c0600a"), away_text=QColor("#9a4a00"),
    chip=QColor("#8e2b2b"), chip_edge=QColor("#6e1f1f"), chip_text=QColor("#fff2f2"),
    row=QColor("#f6f1e5"), row_mine=QColor("#e1e8f3"), row_edge=QColor("#a39a88"), row_name=QColor("#1a1820"),
    row_info=QColor("#3d3848"), row_dim_name=QColor("#55505f"), row_dim_info=QColor("#5a5466"),
    attack=QColor("#c8401c"), block=QColor("#1c64b4"), halo=QColor(250, 246, 236, 220),
    number_pill=QColor(250, 246, 236, 235), number_outline=QColor(250, 246, 236, 235),
    damage=QColor("#b3261a"), absorbed=QColor("#8a4a00"),
    gauge_plenty=QColor("#8e2b2b"), gauge_some=QColor("#7a4500"), gauge_none=QColor("#a5281b"),
    gauge_banner=QColor(251, 233, 207, 235), gauge_empty=QColor("#efe8d8"),
    toast=QColor(250, 246, 236, 240), reason=QColor(250, 246, 236, 240),
    stamp=QColor("#e0303a"), stamp_veil=QColor(10, 10, 16, 110), stamp_paper=QColor(255, 244, 236, 235),
    paused=QColor("#f0c75e"), paused_text=QColor("#1a1820"), curtain=QColor("#e6dfcf"), curtain_text=QColor("#1a1820"),
    glow=QColor("#a65800"), chart=QColor("#f6f1e5"), chart_axis=QColor("#8d8474"), chart_text=QColor("#1a1820"),
    chart_line=QColor("#b3261a"), chart_point=QColor("#b07a00"),
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Theme:
    name: str
    window: QColor  # the window, menus, bars and dialogs
    panel: QColor  # the side panels' text areas (log, chain order, lists, fields)
    alternate: QColor  # every other row of a list
    text: QColor
    muted: QColor  # notes and placeholders: still ≥ 4.5:1 on window and panel
    button: QColor
    border: QColor
    highlight: QColor
    highlight_text: QColor
    link: QColor
    error: QColor
    warning: QColor
    table: TableColours

    def palette(self) -> QPalette:
        p = QPalette()
        roles = QPalette.ColorRole
        for role, colour in (
            (roles.Window, self.window), (roles.WindowText, self.text), (roles.Base, self.panel),
            (roles.AlternateBase, self.alternate), (roles.Text, self.text), (roles.Button, self.button),
            (roles.ButtonText, self.text), (roles.ToolTipBase, self.panel), (roles.ToolTipText, self.text),
            (roles.PlaceholderText, self.muted), (roles.Highlight, self.highlight),
            (roles.HighlightedText, self.highlight_text), (roles.Link, self.link), (roles.LinkVisited, self.link),
            (roles.BrightText, self.error), (roles.Mid, self.border), (roles.Dark, self.border.darker(130)),
            (roles.Light, self.button.lighter(130)), (roles.Midlight, self.button.lighter(115)),
            (roles.Shadow, QColor("#000000")),
        ):  # fmt: skip
            p.setColor(role, colour)
        for role in (roles.WindowText, roles.Text, roles.ButtonText):
            p.setColor(QPalette.ColorGroup.Disabled, role, self.muted)
        return p


# Dark: the table's night blue and its plates (name plates #2b2d3a, archive rows #262936), text as on the cards.
DARK = Theme(
    name=DARK_NAME, window=QColor("#1b1d29"), panel=QColor("#232634"), alternate=QColor("#282b3a"),
    text=QColor("#ece6d6"), muted=QColor("#a9a7bb"), button=QColor("#2e3142"), border=QColor("#4a4f68"),
    highlight=QColor("#3d5a8c"), highlight_text=QColor("#ffffff"), link=QColor("#8fd3ff"),
    error=QColor("#ff8f80"), warning=QColor("#f0a35e"), table=DARK_TABLE,
)  # fmt: skip
# Light: the cards' rules-text parchment, framed in their dark ink.
LIGHT = Theme(
    name=LIGHT_NAME, window=QColor("#e6dfcf"), panel=QColor("#f6f1e5"), alternate=QColor("#ede6d6"),
    text=QColor("#1a1820"), muted=QColor("#5a5466"), button=QColor("#efe8d8"), border=QColor("#8d8474"),
    highlight=QColor("#2a62a8"), highlight_text=QColor("#ffffff"), link=QColor("#1f4f8f"),
    error=QColor("#a5281b"), warning=QColor("#8a4a00"), table=LIGHT_TABLE,
)  # fmt: skip
THEMES = {DARK_NAME: DARK, LIGHT_NAME: LIGHT}

_current: list[Theme] = [DARK]
_choice: list[str] = [SYSTEM]  # the last choice applied: a window opened later (an online one) keeps it


def current() -> Theme:
    """The theme in use (dark until one is applied)."""
    return _current[0]


def table() -> TableColours:
    """The table's colours in the theme in use (read when painting, so that a switch shows at the next repaint)."""
    return _current[0].table


class ThemeChanges(QObject):
    """`changed(theme)` after a switch to another theme: what caches a themed colour re-colours itself."""

    changed = Signal(object)


_changes: list[ThemeChanges] = []


def changes() -> ThemeChanges:
    if not _changes:
        _changes.append(ThemeChanges())
    return _changes[0]


class _StyleFollower(QObject):
    """A child of `widget` that gives it its style sheet in the current theme, again after every switch (a child:
    the connection goes with the widget)."""

    def __init__(self, widget: QWidget, style: Callable[[TableColours], str]) -> None:
        super().__init__(widget)
        self.widget, self.style = widget, style
        changes().changed.connect(self.apply)
        self.apply()

    def apply(self, _theme: object = None) -> None:
        self.widget.setStyleSheet(self.style(table()))


def follow_style(widget: QWidget, style: Callable[[TableColours], str]) -> None:
    """Style `widget` with `style(table colours)` now and after every theme switch (toasts, the pause notice)."""
    _StyleFollower(widget, style)


def css(colour: QColor) -> str:
    """A colour for a style sheet, its alpha kept."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def text_style(role: str) -> str:
    """A style sheet colouring a label's text in the current theme's `role` (error, warning, muted)."""
    colour: QColor = getattr(current(), role)
    return f"color: {colour.name()};"


def desktop_prefers_light() -> bool:
    """The desktop's colour scheme (Qt 6.5+): light only when it says so; unknown counts as dark (the table)."""
    hints = QGuiApplication.styleHints()
    return bool(hints is not None and hints.colorScheme() == Qt.ColorScheme.Light)


def resolve(choice: str) -> Theme:
    if choice in THEMES:
        return THEMES[choice]
    return LIGHT if desktop_prefers_light() else DARK


class ThemeSwitch(QObject):
    """Applies a theme choice to the application, and follows the desktop while the choice is "system"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(self._desktop_changed)

    @property
    def choice(self) -> str:
        """The application's choice: one for every window (the palette is the application's), the last one set."""
        return _choice[0]

    def apply(self, choice: str) -> Theme:
        _choice[0] = choice if choice in THEME_CHOICES else SYSTEM
        theme = resolve(self.choice)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            style = app.style()
            if style is None or style.name().lower() != "fusion":  # the native styles ignore parts of a palette
                app.setStyle("Fusion")
            if _current[0] is not theme or app.palette() != theme.palette():
                app.setPalette(theme.palette())
        switched = _current[0] is not theme
        _current[0] = theme
        if switched:
            changes().changed.emit(theme)
        return theme

    def _desktop_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == SYSTEM:
            self.apply(SYSTEM)
