"""Why not? in every kind of decision: in random positions of all decision kinds, every hand card and archive
that is not a choice for the deciding player says why, in words of the catalogue (never an empty tooltip)."""

from __future__ import annotations

import random
from collections import Counter

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.engine import GameOptions, GameState, new_game

from . import CARDS

GENERIC = "not a choice for this decision"  # models.py's fallback when why_not.py has nothing to say

SETUPS = [(2, "quick_start", ()), (3, "draft", ("secret_archives",)), (4, "quick_start", ()),
          (2, "draft_2p", ("open_archives",)), (5, "draft", ("common_ground",))]  # fmt: skip


def _positions(count: int, seed: int = 5) -> list[GameState]:
    rng = random.Random(seed)
    out: list[GameState] = []
    game = 0
    while len(out) < count:
        players, setup, variants = SETUPS[game % len(SETUPS)]
        st = new_game(GameOptions(players, seed + game, setup, frozenset(variants)), CARDS)
        st.record_events = False
        game += 1
        while not st.is_over and len(out) < count:
            if rng.random() < 0.1 and len(st.pending.options) > 1:  # type: ignore[union-attr]
                out.append(st.clone(events=False))
            st.apply(rng.choice(st.pending.options))  # type: ignore[union-attr]
    return out


def test_every_card_and_archive_that_is_not_a_choice_says_why(qtbot) -> None:
    ctl = GameController(CARDS, instant=True)
    models = TableModels(ctl)
    kinds: Counter[str] = Counter()
    try:
        for st in _positions(250):
            seat = st.pending.seat  # type: ignore[union-attr]
            seats = [SeatConfig(f"P{i}", "human" if i == seat else "bot", "random") for i in range(st.n)]
            ctl.load_state(st, seats)
            d = ctl.decision_for_viewer()
            assert d is not None and d.seat == seat
            kinds[d.kind] += 1
            for row in models.hand.rows:
                if not row["legal"]:  # a reason of its own, not the models' last-resort wording
                    assert row["why_not"] and row["why_not"] != GENERIC, (d.kind, row["card"])
            for row in models.archives.rows:
                if not row["legal"] and d.kind in ("claim", "free_claim", "target_archive"):
                    assert row["why_not"], (d.kind, row)
    finally:
        ctl.shutdown()
    assert len(kinds) >= 12, kinds  # the sample reaches most decision kinds, not just chains and claims


def test_every_dimmed_card_on_the_screen_says_why_on_hover(qtbot) -> None:
    # The same, on the table the player sees: a dimmed card item's tooltip carries its reason after the name.
    from nightfall_qt.ui.window.main_window import MainWindow

    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    dimmed = 0
    try:
        for st in _positions(80, seed=9):
            seat = st.pending.seat  # type: ignore[union-attr]
            seats = [SeatConfig(f"P{i}", "human" if i == seat else "bot", "random") for i in range(st.n)]
            window.learning.load_position(st, seats)
            for layer in window.scene.layers:
                for item in layer.items.values():
                    if item.isVisible() and item.dimmed:
                        dimmed += 1
                        name, _, reason = item.toolTip().partition("\n")
                        assert name and reason.strip() and reason.strip() != GENERIC, (st.pending.kind, name)
    finally:
        window.close()
    assert dimmed > 50
