"""Issue 47, the local guard: a local game with animations on (View → Animation speed → Fast), the human's answers
given with real gestures on the viewport (tests/ui/table_player.py), and after every answer, once the table has
settled, it shows exactly what a table built from nothing shows for the same observation (tests/ui/table_picture.py).
The online test (tests/online/test_online_table.py) holds the online tables to the same."""

from __future__ import annotations

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions
from tests.ui.table_picture import assert_like_fresh
from tests.ui.table_player import act

CARDS = load_cards()
WAIT = 10_000  # ms: an upper bound for the bot and the animations, never a timing goal
ANSWERS = 16  # a few turns: chains, claims, discards for influence and the first attack


def test_a_local_table_with_animations_on_equals_a_fresh_table_after_every_answer(make_window, qtbot) -> None:
    window = make_window(instant=False)
    window.speed_actions[0.5].trigger()  # View → Animation speed → Fast
    window.start(GameOptions(players=2, seed=289, setup="quick_start"),
                 [SeatConfig("You", "human"), SeatConfig("Bot", "bot", "random")])  # fmt: skip
    done: list[str] = []
    while len(done) < ANSWERS and not window.controller.is_over:
        qtbot.waitUntil(lambda: window.controller.decision_for_viewer() is not None or window.controller.is_over,
                        timeout=WAIT)  # fmt: skip
        assert_like_fresh({0: window}, qtbot, len(done), CARDS, WAIT)
        if window.controller.is_over:
            break
        before = len(window.controller.state.history)
        done.append(act(window))
        qtbot.waitUntil(lambda b=before: len(window.controller.state.history) > b, timeout=WAIT)
    assert {"chain", "claim"} <= set(done), done
