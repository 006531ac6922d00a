"""Hover zoom with a real pointer: QTest.mouseMove on the table's viewport (never the scene's handlers) must show
the hovered card large beside the pointer (the side column keeps its room for the log), hide it when the pointer
leaves, and keep out of the way of a drag. Regression: the scene's mouse-move override
swallowed the move, so Qt never saw a hover."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.table_layout import CHAIN_RECT
from nightfall_qt.ui.window.main_window import MainWindow
from tests.ui.test_table import (
    DECK,
    LEFT,
    NO_MOD,
    archive_item,
    hand_item,
    item_point,
    load,
    minion_item,
    scenario,
    view_point,
)

BOARD = {
    "phase": "chain",
    "commons": ["indigo_six", "vulko"],
    "seats": [
        {"hand": ["alton_hickman", "furious_melee"], "deck": DECK, "in_play": ["zacharias_sands"]},
        {"deck": DECK, "in_play": ["big_ghost"]},
    ],
}


def _board(make_window) -> MainWindow:  # noqa: ANN001, F811
    window = make_window()
    load(window, scenario(BOARD))
    return window


def _rest_on(window: MainWindow, item: CardItem) -> QPoint:
    vp = window.view.viewport()
    QTest.mouseMove(vp, view_point(window, CHAIN_RECT.bottomLeft()))
    point = item_point(window, item)
    QTest.mouseMove(vp, point)
    QTest.qWait(0)
    return point


def _card_rect(window: MainWindow, item: CardItem) -> QRect:
    return window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()


def _assert_zoomed(window: MainWindow, item: CardItem) -> None:
    zoom = window.hover_zoom
    assert zoom.isVisible(), "no hover preview"
    assert zoom.item is item
    vp = window.view.viewport().rect()
    assert vp.contains(zoom.geometry()), (zoom.geometry(), vp)
    assert not zoom.geometry().intersects(_card_rect(window, item)), "the zoom covers the card it shows"
    assert zoom.text_px() >= 14, zoom.text_px()
    # No second copy in the side column (it squeezed the log); it still knows the card, for Rulings.
    assert not window.preview_scroll.isVisible()
    assert window.preview.card is not None and window.preview.card.id == item.card.id


def test_resting_on_a_hand_card_shows_it_large(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    assert not window.preview_scroll.isVisible(), "an empty preview box before any hover"
    item = hand_item(window, "alton_hickman")
    _rest_on(window, item)
    _assert_zoomed(window, item)


def test_resting_on_an_archive_shows_it_large(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    item = archive_item(window, "vulko")
    _rest_on(window, item)
    _assert_zoomed(window, item)


def test_resting_on_a_minion_in_play_shows_it_large(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    for seat, card in ((0, "zacharias_sands"), (1, "big_ghost")):
        item = minion_item(window, seat, card)
        _rest_on(window, item)
        _assert_zoomed(window, item)


def test_moving_off_the_card_hides_the_zoom(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    _rest_on(window, hand_item(window, "furious_melee"))
    assert window.hover_zoom.isVisible()
    QTest.mouseMove(window.view.viewport(), view_point(window, CHAIN_RECT.bottomLeft()))
    assert not window.hover_zoom.isVisible()


def test_the_zoom_hides_during_a_drag(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    vp = window.view.viewport()
    start = _rest_on(window, hand_item(window, "alton_hickman"))
    assert window.hover_zoom.isVisible()
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    QTest.mouseMove(vp, start + QPoint(30, -40))
    assert not window.hover_zoom.isVisible(), "the zoom would cover the dragged card or the drop target"
    QTest.mouseRelease(vp, LEFT, NO_MOD, start + QPoint(30, -40))


def test_the_zoom_follows_from_card_to_card(make_window) -> None:  # noqa: ANN001, F811
    window = _board(make_window)
    first, second = hand_item(window, "alton_hickman"), hand_item(window, "furious_melee")
    _rest_on(window, first)
    QTest.mouseMove(window.view.viewport(), item_point(window, second))
    _assert_zoomed(window, second)


def _log_lines(window: MainWindow) -> float:
    """How many lines of text the log's viewport holds."""
    from PySide6.QtGui import QFontMetrics

    return window.log_view.viewport().height() / QFontMetrics(window.log_view.font()).lineSpacing()


def test_the_log_keeps_its_room_while_a_card_is_hovered(make_window) -> None:  # noqa: ANN001, F811
    """Review live2/hover-hand.png: at 1280x720 the side preview left the log about 5 lines in a game."""
    window = _board(make_window)
    _rest_on(window, hand_item(window, "alton_hickman"))
    assert window.hover_zoom.isVisible()
    QTest.qWait(20)
    assert _log_lines(window) >= 20, _log_lines(window)  # 17 lines with the side preview, 42 without


def test_the_side_column_text_grows_with_the_window(make_window) -> None:  # noqa: ANN001, F811
    """Review: the log and chain order stayed at the small default font at 1920 and 2560."""
    from PySide6.QtGui import QFontInfo

    window = make_window(size=(1280, 720))
    small = QFontInfo(window.log_view.font()).pixelSize()
    side_small = window.log_view.width()
    window.resize(1920, 1080)
    QTest.qWait(20)
    if window.height() < 1000:
        import pytest

        pytest.skip(f"the offscreen screen is too small for a 1920x1080 window ({window.height()})")
    assert QFontInfo(window.log_view.font()).pixelSize() >= 14
    assert QFontInfo(window.learning.chain_preview.font()).pixelSize() >= 14
    assert QFontInfo(window.log_view.font()).pixelSize() > small
    assert window.log_view.width() > side_small


def test_no_tooltip_under_the_zoom(make_window) -> None:  # noqa: ANN001, F811
    """Resting on an archive the player cannot afford: the zoom shows the card and why (its reason box); Qt's
    tooltip ("costs 6 influence; you have 2") must not open under it (review of issue 14, hover-archive.png)."""
    window = make_window()
    load(window, scenario({"phase": "claim", "commons": ["big_ghost", "vulko"],
                           "seats": [{"hand": ["alton_hickman"], "deck": DECK, "influence": 0}, {"deck": DECK}]}))
    item = archive_item(window, "big_ghost")
    point = _rest_on(window, item)
    _assert_zoomed(window, item)
    assert item.toolTip(), "the archive has a tooltip the zoom must keep away"
    vp = window.view.viewport()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, point, vp.mapToGlobal(point)))  # Qt's hover delay
    QTest.qWait(0)
    assert not QToolTip.isVisible(), QToolTip.text()
