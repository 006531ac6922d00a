"""The window's theme: a dark one in the table's colours and a light one in the cards' parchment, chosen in
Settings (or following the desktop's light or dark preference, the default).

A theme is an application palette (every widget, dialog and menu draws from it: the log, the chain order, the
side panels, the prompt bar) and a few text colours that widgets set themselves (errors, notes, warnings).
The table keeps its dark felt in both: the cards, name plates, archive rows and arrows are drawn for it, and
each carries its own background. Every text colour here is held to WCAG AA (4.5:1) on the backgrounds it is
used on (tests/ui/test_theme.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

SYSTEM, DARK_NAME, LIGHT_NAME = "system", "dark", "light"
THEME_CHOICES: tuple[str, ...] = (SYSTEM, DARK_NAME, LIGHT_NAME)


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
    error=QColor("#ff8f80"), warning=QColor("#f0a35e"),
)  # fmt: skip
# Light: the cards' rules-text parchment, framed in their dark ink.
LIGHT = Theme(
    name=LIGHT_NAME, window=QColor("#e6dfcf"), panel=QColor("#f6f1e5"), alternate=QColor("#ede6d6"),
    text=QColor("#1a1820"), muted=QColor("#5a5466"), button=QColor("#efe8d8"), border=QColor("#8d8474"),
    highlight=QColor("#2a62a8"), highlight_text=QColor("#ffffff"), link=QColor("#1f4f8f"),
    error=QColor("#a5281b"), warning=QColor("#8a4a00"),
)  # fmt: skip
THEMES = {DARK_NAME: DARK, LIGHT_NAME: LIGHT}

_current: list[Theme] = [DARK]
_choice: list[str] = [SYSTEM]  # the last choice applied: a window opened later (an online one) keeps it


def current() -> Theme:
    """The theme in use (dark until one is applied)."""
    return _current[0]


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
        self.choice = _choice[0]
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(self._desktop_changed)

    def apply(self, choice: str) -> Theme:
        self.choice = _choice[0] = choice if choice in THEME_CHOICES else SYSTEM
        theme = resolve(self.choice)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            style = app.style()
            if style is None or style.name().lower() != "fusion":  # the native styles ignore parts of a palette
                app.setStyle("Fusion")
            if _current[0] is not theme or app.palette() != theme.palette():
                app.setPalette(theme.palette())
        _current[0] = theme
        return theme

    def _desktop_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == SYSTEM:
            self.apply(SYSTEM)
