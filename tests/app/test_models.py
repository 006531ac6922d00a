"""Zone models: Qt's model contract (qtmodeltester) and minimal row changes for animated views."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.models import (
    CardIdRole,
    CardListModel,
    DamageRole,
    HandSizeRole,
    KickerActiveRole,
    LegalRole,
    TableModels,
    UidRole,
    WhyNotRole,
)
from nightfall_qt.engine import GameOptions

from . import CARDS, seats, table_scenario


def _row(uid: int, damage: int = 0, name: str | None = None) -> dict[str, Any]:
    return {"uid": uid, "card": "vulko", "name": name or f"card {uid}", "damage": damage, "legal": False}


class _Counter:
    def __init__(self, model: CardListModel) -> None:
        self.reset()
        model.rowsInserted.connect(lambda _p, a, b: self.inserted.append((a, b)))
        model.rowsRemoved.connect(lambda _p, a, b: self.removed.append((a, b)))
        model.dataChanged.connect(lambda tl, _br, _roles=(): self.changed.append(tl.row()))
        model.modelReset.connect(self._reset)

    def reset(self) -> None:
        self.inserted: list[tuple[int, int]] = []
        self.removed: list[tuple[int, int]] = []
        self.changed: list[int] = []
        self.resets = 0

    def _reset(self) -> None:
        self.resets += 1


def test_set_rows_applies_minimal_changes(qtmodeltester) -> None:
    model = CardListModel()
    model.set_rows([_row(1), _row(2), _row(3)])
    qtmodeltester.check(model)
    count = _Counter(model)

    model.set_rows([_row(1), _row(3), _row(4)])  # 2 leaves, 4 arrives
    assert count.removed == [(1, 1)]
    assert count.inserted == [(2, 2)]
    assert count.changed == [] and count.resets == 0
    assert model.keys() == [1, 3, 4]

    count.reset()
    model.set_rows([_row(1), _row(3, damage=2), _row(4)])  # only data changes
    assert count.inserted == [] and count.removed == []
    assert count.changed == [1]
    assert model.data(model.index(1), DamageRole) == 2


def test_set_rows_moves_as_remove_plus_insert() -> None:
    model = CardListModel()
    model.set_rows([_row(k) for k in (1, 2, 3, 4)])
    count = _Counter(model)
    model.set_rows([_row(k) for k in (4, 1, 2, 3)])  # one card moved to the front
    assert count.removed == [(3, 3)]
    assert count.inserted == [(0, 0)]
    assert model.keys() == [4, 1, 2, 3]


def test_set_rows_groups_contiguous_runs() -> None:
    model = CardListModel()
    model.set_rows([_row(k) for k in range(6)])
    count = _Counter(model)
    model.set_rows([_row(k) for k in (0, 3, 4, 10, 11)])
    assert count.removed == [(5, 5), (1, 2)]  # removed from the bottom up: 5, then 1..2
    assert count.inserted == [(3, 4)]
    assert model.keys() == [0, 3, 4, 10, 11]


@pytest.mark.parametrize(
    "before,after",
    [((), (1, 2)), ((1, 2), ()), ((1, 2, 3), (3, 2, 1)), ((5, 1, 4, 2), (2, 4, 7, 1)), ((1,), (1,))],
)
def test_set_rows_reaches_the_new_order(before: tuple[int, ...], after: tuple[int, ...]) -> None:
    model = CardListModel()
    model.set_rows([_row(k) for k in before])
    model.set_rows([_row(k) for k in after])
    assert model.keys() == list(after)


def test_duplicate_keys_are_rejected() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        CardListModel().set_rows([_row(1), _row(1)])


def test_display_and_tooltip_roles() -> None:
    model = CardListModel()
    model.set_rows([{**_row(1, name="Vulko"), "why_not": "", "text": "Vulko\nabsorbs"}])
    index = model.index(0)
    assert model.data(index, Qt.ItemDataRole.DisplayRole) == "Vulko"
    assert model.data(index, Qt.ItemDataRole.ToolTipRole) == "Vulko\nabsorbs"
    assert model.data(index, UidRole) == 1
    assert model.roleNames()[LegalRole].data() == b"legal"


def _loaded(qtbot) -> tuple[GameController, TableModels]:
    ctl = GameController(CARDS, instant=True)
    models = TableModels(ctl)
    ctl.load_state(table_scenario(), seats("human", "bot", "bot"))
    return ctl, models


def test_every_table_model_passes_the_model_tester(qtbot, qtmodeltester) -> None:
    ctl, models = _loaded(qtbot)
    assert models.hand.rowCount() == 5
    assert models.chain.rowCount() == 1
    assert [m.rowCount() for m in models.minions] == [2, 1, 0]
    assert models.archives.rowCount() == 5
    assert models.players.rowCount() == 3
    assert models.discard.rowCount() == 2
    for model in models.all_models():
        qtmodeltester.check(model)
    ctl.shutdown()


def test_hand_rows_say_what_is_legal_and_why_not(qtbot) -> None:
    ctl, models = _loaded(qtbot)
    rows = {models.hand.data(models.hand.index(r), CardIdRole): r for r in range(models.hand.rowCount())}
    hand = models.hand
    franz = hand.index(rows["franz_orlok"])
    assert hand.data(franz, LegalRole) is True
    assert hand.data(franz, WhyNotRole) == ""
    assert hand.data(hand.index(rows["grim_siege"]), KickerActiveRole) is False
    vulko = hand.index(rows["vulko"])
    assert hand.data(vulko, LegalRole) is False
    assert "Furious Melee" in hand.data(vulko, WhyNotRole)
    assert hand.data(vulko, Qt.ItemDataRole.ToolTipRole) == hand.data(vulko, WhyNotRole)
    wound = hand.index(rows["wound_bite"])
    assert "wound" in hand.data(wound, WhyNotRole)
    # Other players' hands are only sizes.
    assert models.players.data(models.players.index(1), HandSizeRole) == 5
    ctl.shutdown()


def test_models_follow_the_game_and_pass_the_tester_after_moves(qtbot, qtmodeltester) -> None:
    ctl = GameController(CARDS, instant=True)
    models = TableModels(ctl)
    with qtbot.waitSignal(ctl.gameOver, timeout=30_000):
        ctl.new_game(GameOptions(players=3, seed=11), seats("bot", "bot", "bot"))
    assert models.log.rowCount() > 20
    assert models.log.lines()[-1].startswith("Game over")
    ranks = [models.players.row_data(r)["rank"] for r in range(3)]
    assert sorted(ranks) == [1, 2, 3]
    for model in models.all_models():
        qtmodeltester.check(model)
    ctl.shutdown()
