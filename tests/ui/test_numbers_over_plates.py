"""Issue 41, point 2, "damage numbers rise over the hand": a player's damage number floats over the name plate that
took it (left of its wound chip), never over the hand under the viewer's plate, and two numbers of one plate never
lie on each other. Through the real window, animations on, the prompt's button clicked with the real mouse."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from nightfall_qt.ui.table.floating_numbers import minus
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import load_combat, window  # noqa: F401 (the fixture)

LEFT = Qt.MouseButton.LeftButton


def test_both_hits_float_over_your_plate_side_by_side(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    load_combat(window)  # Mara's Indigo Six (1) and Alton Hickman (2) attack you; you block nothing
    ctl = window.controller
    plate = window.scene.badges[0]
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["block_done"].isVisible())
    frames: list[list[tuple[str, QRectF]]] = []  # the numbers floating at each step of any of them

    def look(*_: object) -> None:
        frames.append([(n.text, n.sceneBoundingRect()) for n in window.scene.numbers.numbers if n.opacity() > 0.05])

    followed: set[int] = set()

    def follow(_event: object) -> None:
        for number in window.scene.numbers.numbers:
            if id(number) not in followed and number.rise is not None:
                followed.add(id(number))
                number.rise.valueChanged.connect(look)
        look()

    ctl.presenter.present.connect(follow)
    QTest.mouseClick(window.prompt.buttons["block_done"], LEFT)
    qtbot.waitUntil(lambda: ctl.presenter.idle and not window.scene.numbers.numbers, timeout=20_000)
    seen = {text for frame in frames for text, _ in frame}
    assert seen == {minus(1), minus(2)}
    on_plate = plate.sceneBoundingRect().adjusted(0, -12, 0, 12)  # the pill is nearly as tall as the plate
    hand = [item.sceneBoundingRect() for item in window.scene.hand_layer.items.values()]
    for frame in frames:
        for text, rect in frame:
            assert on_plate.contains(rect), (text, rect, on_plate)
            assert not any(rect.intersects(card) for card in hand), (text, rect)
        for i, (_a, first) in enumerate(frame):
            assert not any(first.intersects(other) for _b, other in frame[i + 1:]), frame
    assert any(len(frame) == 2 for frame in frames)  # both floated at once, side by side
