"""One door (issue 16): for seeded pairs of states that differ only in what seat k may not see — hands, deck
orders, secret archives, unseen draft cards, the seed — every model's rows (every role, tooltips), the prompt,
the labels of k's choices and the hint for viewer k are identical."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.hints import suggest
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.prompt_text import prompt_for
from nightfall_qt.engine import GameState

from . import CARDS
from .twins import differs_for_others, positions, twin


def viewer_controller(state: GameState, seat: int) -> GameController:
    """A controller showing `state` to `seat` (the one human); the bots never move, so the position stays."""
    ctl = GameController(CARDS, instant=True)
    ctl.bots.schedule = lambda job: None  # type: ignore[method-assign]
    ctl.load_state(state, [SeatConfig(f"P{i}", "human" if i == seat else "bot") for i in range(state.n)])
    return ctl


def model_view(models: TableModels) -> dict[str, Any]:
    """Every row of every model through Qt's interface: each role's value and the tooltip."""
    out: dict[str, Any] = {}
    named = {"hand": models.hand, "discard": models.discard, "chain": models.chain, "archives": models.archives,
             "players": models.players, "picker": models.picker, "log": models.log}
    named.update({f"minions{i}": m for i, m in enumerate(models.minions)})
    for name, model in named.items():
        roles = [*model.roleNames(), int(Qt.ItemDataRole.ToolTipRole)]
        out[name] = [[repr(model.data(model.index(r, 0), role)) for role in roles] for r in range(model.rowCount())]
    return out


def views(state: GameState, seat: int) -> dict[str, Any]:
    ctl = viewer_controller(state, seat)
    try:
        models = TableModels(ctl)
        obs = ctl.observation()
        d = ctl.decision_for_viewer()
        assert obs is not None and ctl.viewer_seat == seat
        return {
            "models": model_view(models),
            "request": prompt_for(obs, CARDS),
            "prompt": None if d is None else d.prompt,
            "labels": [] if d is None else [ctl.choice_label(o) for o in d.options],
            "hint": suggest(ctl),
            "undo": ctl.why_no_undo(),
        }
    finally:
        ctl.shutdown()


def test_twins_look_the_same_to_the_seat_that_cannot_tell_them_apart(qtbot) -> None:
    rng = random.Random(1616)
    compared = drafts = secrets = 0
    for st, seat in positions(per_option=8):
        twins = [twin(st, seat, rng) for _ in range(2)]
        assert all(differs_for_others(st, t, seat) for t in twins), "a twin that changes nothing tests nothing"
        mine = views(st, seat)
        for t in twins:
            assert views(t, seat) == mine, f"seat {seat} tells twins apart ({st.options}, phase {st.phase})"
            compared += 1
        drafts += bool(st.draft_hands[seat])
        secrets += any(s and st.arch_owner[a] != seat for a, s in enumerate(st.arch_secret))
    assert compared >= 80 and drafts >= 4 and secrets >= 4, (compared, drafts, secrets)
