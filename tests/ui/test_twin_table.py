"""One door (issue 16), the table: for seeded pairs of states that differ only in what seat k may not see, the
items the table shows viewer k (cards, their faces, dimming, highlights, captions, tooltips, the badges, the
phase and wound lines), the prompt bar's text and the chain preview are identical."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from nightfall_qt.app.game.models import TableModels
from nightfall_qt.engine import GameState
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.table_scene import Badge, TableScene
from nightfall_qt.ui.window.chain_preview import ChainPreview
from nightfall_qt.ui.window.prompt_bar import PromptBar
from tests.app.test_twin_views import viewer_controller
from tests.app.twins import positions, twin


def _item(item: Any) -> tuple[Any, ...]:
    pos = item.scenePos()
    entry: list[Any] = [type(item).__name__, round(pos.x(), 1), round(pos.y(), 1), item.zValue(), item.toolTip()]
    if isinstance(item, QGraphicsSimpleTextItem):
        entry.append(item.text())
    if isinstance(item, CardItem):
        entry += [item.card.id, item.face_up, item.dimmed, item.highlight, sorted(getattr(item, "row", {}).items())]
    if isinstance(item, Badge):
        entry += [item.lines, item.active, item.deciding, item.thinking, item.legal]
    return tuple(repr(e) for e in entry)


def table_view(qtbot: Any, state: GameState, seat: int) -> tuple[list[tuple[Any, ...]], str, str]:
    ctl = viewer_controller(state, seat)
    try:
        models = TableModels(ctl)
        scene = TableScene(ctl, models)
        scene.animate = False
        scene.rebuild()
        bar, preview = PromptBar(ctl), ChainPreview(models)
        qtbot.addWidget(bar)
        qtbot.addWidget(preview)
        shown = sorted(_item(i) for i in scene.items() if i.isVisible())
        return shown, bar.text(), preview.label.text()
    finally:
        ctl.shutdown()


def test_the_table_shows_twins_alike(qtbot) -> None:
    rng = random.Random(1617)
    compared = drafts = secrets = 0
    for st, seat in positions(per_option=4, seed=17):
        mine = table_view(qtbot, st, seat)
        assert mine[0], "the table shows something"
        assert table_view(qtbot, twin(st, seat, rng), seat) == mine, f"seat {seat}: {st.options}, {st.phase}"
        compared += 1
        drafts += bool(st.draft_hands[seat])
        secrets += any(s and st.arch_owner[a] != seat for a, s in enumerate(st.arch_secret))
    assert compared == 20 and drafts >= 2 and secrets >= 2, (drafts, secrets)
