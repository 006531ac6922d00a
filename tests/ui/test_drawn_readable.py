"""Issue 15 (review of the drawn game): what the table draws for the eye stays readable at 1280×720 and 1920×1080 —
a chained card's link moons, a stamp's word, a player's damage number, arrows that never run over a word.
Measured from the painted items and the view's scale; every wait is on a condition or a signal, never a time."""

from __future__ import annotations

from typing import Any

import pytest

from nightfall_qt.ui import layout_audit
from nightfall_qt.ui.card_item import CardItem
from tests.ui.test_table_layout import _load, _window

SIZES = [(1280, 720), (1920, 1080)]
MOON_PX = 10.0  # a chained card's link moons on screen: the rule "what may follow" is read from them


def _chain_items(window: Any) -> list[CardItem]:
    layer = next(layer for layer in window.scene.layers if layer.face == "chain")
    return list(layer.items.values())


@pytest.mark.parametrize("size", SIZES)
def test_link_moons_on_chain_cards_are_large_enough(qtbot: Any, size: tuple[int, int]) -> None:
    window = _window(qtbot, size)
    _load(window, "chain_kicker")
    chained = _chain_items(window)
    assert chained
    for item in chained:
        s = layout_audit.scale(window.view) * item.scale()
        lay = item.layout(s)
        moons = [*lay.links, *([lay.kicker] if lay.kicker is not None else [])]
        assert moons, item.card.id
        smallest = min(min(r.width(), r.height()) for r in moons) * s
        assert smallest >= MOON_PX, (item.card.id, size, round(smallest, 1))
        assert all(lay.card.contains(r) for r in moons), item.card.id  # still on the card
    window.close()
