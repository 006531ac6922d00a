"""Contrast (WCAG AA, 4.5:1): a dimmed card (not a choice now) stays legible, and so do the archive strip's
dimmed rows and the tutorial's explanation. Regression: a 59 % black veil left ~3:1 on a card's rules text."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.contrast import AA, accent_for, contrast_ratio, over
from nightfall_qt.ui.theme import THEMES
from nightfall_qt.ui.window.tutorial_panel import TutorialPanel

# (text, background) pairs drawn on a card face (card_painter).
CARD_PAIRS = {
    "rules text on the panel": (palette.PANEL_TEXT, palette.PANEL),
    "name on the frame": (palette.TITLE_TEXT, palette.FRAME),
    "keyword on the frame": (palette.SUBTITLE_TEXT, palette.FRAME),
    "cost on the coin": (palette.COIN_TEXT, palette.COIN),
    "strength": (QColor("#ffffff"), palette.STRENGTH),
}


def test_contrast_ratio_matches_wcag_examples() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("name", sorted(CARD_PAIRS))
def test_a_dimmed_card_keeps_its_text_legible(name: str) -> None:
    text, background = CARD_PAIRS[name]
    dimmed = contrast_ratio(over(text, palette.DIM_OVERLAY), over(background, palette.DIM_OVERLAY))
    assert dimmed >= AA, (name, round(dimmed, 2))


def test_dimming_is_still_visible() -> None:
    """The veil must still darken the card noticeably (≥ 15 % less luminance on the panel)."""
    from nightfall_qt.ui.cards.contrast import luminance

    assert luminance(over(palette.PANEL, palette.DIM_OVERLAY)) <= 0.85 * luminance(palette.PANEL)


@pytest.mark.parametrize("name", sorted(THEMES))
@pytest.mark.parametrize("text", ["row_dim_name", "row_dim_info", "row_name", "row_info"])
@pytest.mark.parametrize("row", ["row", "row_mine"])
def test_archive_rows_are_legible(name: str, text: str, row: str) -> None:
    colours = THEMES[name].table
    fg, bg = getattr(colours, text), getattr(colours, row)
    assert contrast_ratio(fg, bg) >= AA, (fg.name(), bg.name())


@pytest.mark.parametrize("background", ["#efefef", "#ffffff", "#2b2b2b", "#161822", "#dcdcdc"])
def test_the_tutorial_accent_is_readable_on_any_theme(background: str) -> None:
    assert contrast_ratio(accent_for(QColor(background)), QColor(background)) >= AA


def test_the_tutorial_panel_uses_a_readable_accent(qtbot) -> None:  # noqa: ANN001
    panel = TutorialPanel()
    qtbot.addWidget(panel)
    bg = panel.palette().color(panel.backgroundRole())
    colour = QColor(panel.message.styleSheet().split("color:")[1].strip(" ;"))
    assert contrast_ratio(colour, bg) >= AA, (colour.name(), bg.name())
