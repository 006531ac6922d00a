"""A frame paints fresh card faces only up to its budget; re-laid cards over it show their last face scaled and
are repainted crisp in a later frame (issue 15: the largest timer gap came from a dozen faces re-painted at
once when a link joined the chain)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from nightfall_qt.cards import load_cards
from nightfall_qt.ui.cards import card_item as card_item_module
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.face_budget import FaceBudget


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_budget_resets_every_frame() -> None:
    clock = FakeClock()
    budget = FaceBudget(budget_s=0.008, frame_s=0.016, clock=clock)
    assert budget.allows()
    budget.charge(0.005)
    assert budget.allows()
    budget.charge(0.005)
    assert not budget.allows()  # 10 ms spent in this frame
    clock.now += 0.010
    assert not budget.allows()  # still the same frame
    clock.now += 0.010
    assert budget.allows()  # a new frame
    with budget.unlimited():
        budget.charge(1.0)
        assert budget.allows()
    assert not budget.allows()


def test_a_relaid_card_over_the_budget_waits_one_frame_for_its_crisp_face(qtbot, monkeypatch) -> None:
    clock = FakeClock()
    budget = FaceBudget(budget_s=10.0, clock=clock)  # a budget no machine exceeds unless charged
    monkeypatch.setattr(card_item_module, "face_budget", lambda: budget)
    QPixmapCache.clear()
    scene = QGraphicsScene(0, 0, 600, 400)
    cards = load_cards()
    items = [CardItem(k, card, card_width=120) for k, card in enumerate(list(cards)[:3])]
    for k, item in enumerate(items):
        scene.addItem(item)
        item.setPos(20 + 150 * k, 20)
    view = QGraphicsView(scene)
    view.resize(640, 440)
    view.show()
    qtbot.waitExposed(view)

    def paint_now() -> None:  # what the next frame does: the scene takes in its changes, the view paints
        QApplication.processEvents()
        view.viewport().repaint()

    paint_now()
    assert budget.waiting == 0  # new cards always paint their face
    shown = [item._shown for item in items]
    assert all(s is not None for s in shown)

    budget.charge(100.0)  # this frame has painted enough
    for item in items:
        item.set_card_width(140)
    paint_now()
    assert budget.waiting == 3 and budget.deferred == 3
    assert [item._shown for item in items] == shown  # the last faces, drawn at the new size

    clock.now += 0.020  # a later frame: the retry repaints them crisp
    qtbot.waitUntil(lambda: budget.waiting == 0)
    paint_now()
    assert all(item._shown is not None and item._shown[1].width() > s[1].width()  # type: ignore[index]
               for item, s in zip(items, shown, strict=True))  # fmt: skip


def test_a_screenshot_gets_every_face_crisp(qtbot, monkeypatch) -> None:
    """Inside `unlimited()` (scripts/screenshots.py) a re-laid card is painted anew whatever the frame spent."""
    budget = FaceBudget(budget_s=10.0, clock=FakeClock())
    monkeypatch.setattr(card_item_module, "face_budget", lambda: budget)
    scene = QGraphicsScene(0, 0, 300, 300)
    item = CardItem(0, next(iter(load_cards())), card_width=120)
    scene.addItem(item)
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 300, 300))
    first = item._shown
    budget.charge(100.0)
    item.set_card_width(150)
    with budget.unlimited():
        scene.render(painter, QRectF(0, 0, 300, 300))
    painter.end()
    assert budget.deferred == 0 and item._shown is not None and first is not None
    assert item._shown[1].width() > first[1].width()
