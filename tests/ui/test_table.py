"""The main window headless: real QTest mouse gestures on the table view drive the real controller.

Every test builds a MainWindow, shows it (offscreen), loads a scenario or starts a game, and then acts
only through the viewport (press / move / release) or widgets (buttons), checking the engine state, the
zone models and the card items afterwards.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.table_layout import CHAIN_RECT, INFLUENCE_WELL
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
HUMAN_VS_BOT = [SeatConfig("You", "human"), SeatConfig("Bot", "bot")]
DECK = ["genesis_one"] * 6


# ---------------------------------------------------------------------- helpers


def scenario(data: dict[str, Any]) -> GameState:
    return GameState.from_scenario({"seed": 1, **data}, CARDS)


def load(window: MainWindow, state: GameState, seats: list[SeatConfig] | None = None) -> None:
    window.controller.load_state(state, seats or HUMAN_VS_BOT)
    window.scene.rebuild()
    QTest.qWait(0)


def view_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def item_point(window: MainWindow, item: CardItem) -> QPoint:
    return view_point(window, item.mapToScene(item.boundingRect().center()))


def hand_item(window: MainWindow, card_id: str) -> CardItem:
    st = window.controller.state
    for uid, item in window.scene.hand_layer.items.items():
        if st.cid(uid) == card_id:
            return item
    raise AssertionError(f"{card_id} is not in the viewer's hand items")


def minion_item(window: MainWindow, seat: int, card_id: str) -> CardItem:
    st = window.controller.state
    layer = window.scene.minion_layers()[seat]
    for uid, item in layer.items.items():
        if st.cid(uid) == card_id:
            return item
    raise AssertionError(f"{card_id} is not among seat {seat}'s minion items")


def archive_item(window: MainWindow, card_id: str) -> CardItem:
    for row in window.models.archives.rows:
        if row["card"] == card_id:
            return window.scene.archive_layer.items[ARCHIVE_KEY_OFFSET + row["archive"]]
    raise AssertionError(f"no archive of {card_id}")


def drag(window: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """Press at `start`, move in `steps` steps to `end`, release there: a real drag in the viewport."""
    vp = window.view.viewport()
    QTest.mouseMove(vp, start)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    for k in range(1, steps + 1):
        p = start + (end - start) * (k / steps)
        QTest.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(vp, LEFT, NO_MOD, end)
    QTest.qWait(0)


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, point)
    QTest.qWait(0)


# ---------------------------------------------------------------------- 1. chain drag and kicker
def test_dragging_hand_cards_onto_the_chain_adds_them_and_shows_the_kicker(make_window) -> None:
    window = make_window()
    load(window, scenario({
        "phase": "chain",
        # Bad Smoke (purple) links after Furious Melee, so the viewer still has a real decision after it.
        "seats": [{"hand": ["alton_hickman", "furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}],
    }))  # fmt: skip
    st = window.controller.state
    assert window.controller.decision_for_viewer().kind == "chain"
    chain_point = view_point(window, CHAIN_RECT.center())

    alton = hand_item(window, "alton_hickman")
    drag(window, item_point(window, alton), chain_point)
    assert window.models.chain.rowCount() == 1
    assert len(st.chain) == 1 and st.cid(st.chain[0][0]) == "alton_hickman" and st.chain[0][1] == 0
    assert alton.uid not in window.scene.hand_layer.items

    # The bot has nothing to add (its pass is forced), so the viewer decides again: Furious Melee follows a
    # white card, its kicker colour, so the kicker is active.
    assert window.controller.decision_for_viewer() is not None
    melee = hand_item(window, "furious_melee")
    assert melee.kicker_active
    drag(window, item_point(window, melee), chain_point)
    assert window.models.chain.rowCount() == 2
    assert st.cid(st.chain[-1][0]) == "furious_melee" and st.chain[-1][2] is True
    assert window.models.chain.rows[-1]["kicker_active"] is True
    assert window.scene.tilt_chain.items[st.chain[-1][0]].kicker_active


# ---------------------------------------------------------------------- 2. illegal drag
AFTER_ALTON = {
    "phase": "chain",
    "chain": [{"card": "alton_hickman", "seat": 0}],
    "chain_turn": 0,
    "seats": [{"hand": ["furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}],
}


def test_cards_that_do_not_link_are_dimmed_right_after_loading(make_window) -> None:
    window = make_window()
    load(window, scenario(AFTER_ALTON))
    smoke = hand_item(window, "bad_smoke")
    assert window.models.hand.rows[window.models.hand.row_of(smoke.uid)]["legal"] is False
    assert smoke.dimmed, "Bad Smoke cannot follow Alton Hickman: its item must be dimmed"
    assert not hand_item(window, "furious_melee").dimmed


def test_a_legal_card_dropped_off_target_snaps_back(make_window) -> None:
    window = make_window()
    load(window, scenario(AFTER_ALTON))
    st = window.controller.state
    before = st.to_json()
    melee = hand_item(window, "furious_melee")
    origin = QPointF(melee.pos())
    messages: list[str] = []
    window.scene.message.connect(messages.append)
    drag(window, item_point(window, melee), view_point(window, QPointF(1400, 700)))  # empty table
    assert st.to_json() == before
    assert melee.pos() == origin and melee.zValue() < 1000
    assert messages and messages[-1]


def test_a_card_that_does_not_link_snaps_back_with_the_needed_colours(make_window) -> None:
    window = make_window()
    load(window, scenario(AFTER_ALTON))
    st = window.controller.state
    before = st.to_json()
    smoke = hand_item(window, "bad_smoke")
    origin = QPointF(smoke.pos())
    messages: list[str] = []
    window.scene.message.connect(messages.append)

    drag(window, item_point(window, smoke), view_point(window, CHAIN_RECT.center()))

    assert st.to_json() == before
    assert window.models.chain.rowCount() == 1
    assert smoke.pos() == origin
    assert smoke.zValue() < 1000  # not left floating above the table
    assert messages, "an illegal drop must say why"
    assert "red" in messages[-1] and "green" in messages[-1], messages


# ---------------------------------------------------------------------- 3. damage turns a minion
def test_damage_turns_the_minion_a_quarter_per_point(make_window, qtbot) -> None:
    window = make_window(instant=False)
    load(window, scenario({
        "phase": "chain",
        "chain": [{"card": "jj_mcteague", "seat": 0}],
        "resolve": True,
        "seats": [
            {"deck": DECK, "in_play": ["genesis_one"]},
            {"deck": DECK, "in_play": ["bad_smoke", "vulko"]},
        ],
    }))  # fmt: skip
    st = window.controller.state
    d = window.controller.decision_for_viewer()
    assert d is not None and d.kind == "target_minion"
    smoke = minion_item(window, 1, "bad_smoke")
    health = CARDS["bad_smoke"].health
    assert health >= 2 and smoke.rotation() == 0

    click(window, item_point(window, smoke))

    assert st.damage[smoke.uid] == 1  # J.J. McTeague: 1 damage, not enough to destroy it
    assert smoke.damage == 1
    qtbot.waitUntil(lambda: not smoke.is_animating(), timeout=3000)
    assert smoke.rotation() == 90.0
    assert minion_item(window, 1, "vulko").rotation() == 0.0


def test_a_loaded_damaged_minion_lies_turned(make_window, qtbot) -> None:
    window = make_window(instant=False)
    load(window, scenario({
        "phase": "chain",
        "seats": [
            {"hand": ["genesis_one"], "deck": DECK, "in_play": [{"card": "blaine_cordell", "damage": 2}]},
            {"deck": DECK},
        ],
    }))  # fmt: skip
    blaine = minion_item(window, 0, "blaine_cordell")
    # Turned a quarter, never upside down (the book's half turn for 2 damage, DE L343, would be unreadable).
    qtbot.waitUntil(lambda: blaine.rotation() == 90.0 and not blaine.is_animating(), timeout=3000)
    assert blaine.damage == 2


# ---------------------------------------------------------------------- 4. pass and play
def _drive_viewer_until_pass(qtbot, window: MainWindow, limit: int = 200) -> None:
    """The viewer plays (last option: usually pass / end) until the device must go to the other human."""
    ctl = window.controller

    def settled() -> bool:
        return ctl.pass_pending is not None or ctl.decision_for_viewer() is not None or ctl.is_over

    for _ in range(limit):
        qtbot.waitUntil(settled, timeout=10_000)
        if ctl.pass_pending is not None or ctl.is_over:
            return
        d = ctl.decision_for_viewer()
        assert ctl.submit(ctl.viewer_seat, d.options[-1])
    raise AssertionError("the decision never moved to the other human")


def test_pass_and_play_hides_the_hand_until_the_next_human_is_ready(make_window, qtbot) -> None:
    window = make_window()
    seats = [SeatConfig("Ann", "human"), SeatConfig("Ben", "human"), SeatConfig("Bot", "bot")]
    window.start(GameOptions(players=3, seed=4), seats)
    ctl = window.controller
    assert window.pages.currentWidget() is window.pass_screen
    assert window.models.hand.rowCount() == 0 and not window.scene.hand_layer.items
    first = ctl.pass_pending
    assert first is not None and window.pass_screen.label.text() == f"Pass to {seats[first].name}"

    QTest.mouseClick(window.pass_screen.button, LEFT)
    assert window.pages.currentIndex() == 0
    assert ctl.viewer_seat == first
    assert window.models.hand.rowCount() == len(ctl.state.hand[first]) > 0
    assert set(window.scene.hand_layer.items) == set(ctl.state.hand[first])

    _drive_viewer_until_pass(qtbot, window)
    second = ctl.pass_pending
    assert second is not None and second != first and seats[second].is_human
    assert window.pages.currentWidget() is window.pass_screen
    assert window.pass_screen.label.text() == f"Pass to {seats[second].name}"
    assert window.models.hand.rowCount() == 0 and not window.scene.hand_layer.items
    assert ctl.decision_for_viewer() is None

    QTest.mouseClick(window.pass_screen.button, LEFT)
    assert window.pages.currentIndex() == 0 and ctl.viewer_seat == second
    assert set(window.scene.hand_layer.items) == set(ctl.state.hand[second])
    assert ctl.decision_for_viewer() is not None


# ---------------------------------------------------------------------- 5. a whole game of bots
def test_a_bots_only_game_ends_on_the_results_page(make_window, qtbot) -> None:
    window = make_window()
    seats = [SeatConfig(f"Bot {i + 1}", "bot") for i in range(3)]
    window.start(GameOptions(players=3, seed=2), seats)
    qtbot.waitUntil(lambda: window.results.isVisible(), timeout=120_000)
    result = window.controller.result
    assert result is not None and window.controller.is_over
    assert window.results.table.rowCount() == 3
    winner = seats[result.winner].name
    assert winner in window.results.title.text()
    assert window.results.table.item(0, 1).text() == winner
    assert [window.results.table.item(r, 0).text() for r in range(3)] == [str(p.rank) for p in result.ranking]


# ---------------------------------------------------------------------- 6. the prompt bar
def test_the_pass_button_submits_chain_pass(make_window) -> None:
    window = make_window()
    load(window, scenario({
        "phase": "chain",
        "chain": [{"card": "alton_hickman", "seat": 0}],
        "seats": [{"hand": ["furious_melee"], "deck": DECK}, {"deck": DECK}],
    }))  # fmt: skip
    st = window.controller.state
    button = window.prompt.buttons["chain_pass"]
    assert window.controller.decision_for_viewer().kind == "chain"
    assert button.isVisible()
    assert not window.prompt.buttons["claim_end"].isVisible()
    applied: list[list[dict[str, Any]]] = []
    window.controller.eventsApplied.connect(applied.append)
    n = len(st.history)

    QTest.mouseClick(button, LEFT)

    assert st.history[n]["kind"] == "chain_pass" and st.history[n]["seat"] == 0
    assert any(e["type"] == "chain_passed" and e.get("seat") == 0 for batch in applied for e in batch)


# ---------------------------------------------------------------------- 7. the claim phase
def test_claiming_an_archive_and_discarding_for_influence(make_window) -> None:
    window = make_window()
    load(window, scenario({
        "phase": "claim",
        "commons": ["indigo_six", "blaine_cordell"],
        "seats": [{"hand": ["genesis_one", "bad_smoke"], "deck": DECK, "influence": 1}, {"deck": DECK}],
    }))  # fmt: skip
    st = window.controller.state
    assert window.controller.decision_for_viewer().kind == "claim"
    influence = st.influence_left()
    cost = CARDS["indigo_six"].cost
    assert cost <= influence < CARDS["blaine_cordell"].cost
    discard = len(st.discard[0])

    # Too expensive: a click explains and changes nothing.
    messages: list[str] = []
    window.scene.message.connect(messages.append)
    before = st.to_json()
    click(window, item_point(window, archive_item(window, "blaine_cordell")))
    assert st.to_json() == before and messages

    click(window, item_point(window, archive_item(window, "indigo_six")))
    assert len(st.discard[0]) == discard + 1 and st.cid(st.discard[0][-1]) == "indigo_six"
    assert st.influence_left() == influence - cost

    smoke = hand_item(window, "bad_smoke")
    left = st.influence_left()
    drag(window, item_point(window, smoke), view_point(window, INFLUENCE_WELL.center()))
    assert smoke.uid not in st.hand[0] and smoke.uid in st.discard[0]
    assert len(st.discard[0]) == discard + 2
    assert st.influence_left() == left + 1
    assert window.models.hand.rowCount() == 1


# ---------------------------------------------------------------------- 8. combat
def test_dropping_a_blocker_on_an_attacker_blocks_it(make_window, qtbot) -> None:
    window = make_window()
    load(window, scenario({
        "phase": "combat",
        "active": 1,
        "seats": [
            {"hand": ["charlotte_reyes"], "deck": DECK, "in_play": ["indigo_six", "zacharias_sands"]},
            {"hand": ["charlotte_reyes"], "deck": DECK, "in_play": ["vulko", "big_ghost"]},
        ],
    }))  # fmt: skip
    # The bot orders its two attacks first (DE L317: right after declaring them), then the viewer blocks.
    qtbot.waitUntil(lambda: window.controller.decision_for_viewer() is not None, timeout=10_000)
    st = window.controller.state
    d = window.controller.decision_for_viewer()
    assert d is not None and d.kind == "block"
    blocker = minion_item(window, 0, "indigo_six")
    attacker = minion_item(window, 1, "vulko")
    assert {a[0] for a in st.attacks} == {attacker.uid, minion_item(window, 1, "big_ghost").uid}
    messages: list[str] = []
    window.scene.message.connect(messages.append)

    drag(window, item_point(window, blocker), item_point(window, attacker))

    assert not messages, messages
    assert _blockers(st, attacker.uid) == [blocker.uid], st.attacks
    assert not _blockers(st, minion_item(window, 1, "big_ghost").uid)
    # Blocking goes on (Zacharias Sands may still block): the blocker stays on the table.
    assert window.controller.decision_for_viewer().kind == "block"
    assert blocker.uid in window.scene.minion_layers()[0].items


def _blockers(st: GameState, attacker: int) -> list[int]:
    """The blockers the engine records against `attacker` (st.attacks: (uid, target, blockers, done))."""
    return [b for uid, _target, blockers, _done in st.attacks if uid == attacker for b in blockers]


# ---------------------------------------------------------------------- 9. window sizes
def _claim_window(make_window, size: tuple[int, int]) -> MainWindow:
    window = make_window(size=size)
    load(window, scenario({
        "phase": "claim",
        "commons": ["indigo_six"],
        "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}],
    }))  # fmt: skip
    window.resize(*size)
    QTest.qWait(10)
    return window


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_table_scales_and_the_buttons_fit(make_window, size: tuple[int, int]) -> None:
    window = _claim_window(make_window, size)
    assert window.prompt.buttons["claim_end"].isVisible()
    for b in window.prompt.buttons.values():
        b.show()  # every button the bar may show must fit, even all at once
    QTest.qWait(10)
    for b in window.prompt.buttons.values():
        assert QFontMetrics(b.font()).horizontalAdvance(b.text()) <= b.width(), (b.text(), b.width())
    scale = window.view.transform().m11()
    assert scale == pytest.approx(window.view.transform().m22())
    if size == (1280, 720):
        assert scale > 0.5
    else:
        assert scale > 1.0
    scene_rect = window.view.mapFromScene(QRectF(0, 0, 1600, 1000)).boundingRect()
    assert window.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(scene_rect)


def test_the_window_fits_a_1280x720_screen(make_window) -> None:
    window = _claim_window(make_window, (1280, 720))
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint
    assert (window.width(), window.height()) == (1280, 720)
    # Showing a card in the preview (hovering one) must not make the window grow either.
    window.preview.show_card(CARDS["furious_melee"])
    QTest.qWait(10)
    assert window.minimumSizeHint().height() <= 720, window.minimumSizeHint()


def test_a_new_game_with_another_player_count_or_setup_rebuilds_the_table(make_window) -> None:
    # Regression: the table was rebuilt from the previous game's chain and archive rows (an IndexError in a slot,
    # which pytest-qt turns into a failure), e.g. when the tutorial (2 seats) followed a 5-player game.
    window = make_window()
    for players, setup in ((5, "quick_start"), (2, "draft_2p"), (4, "draft"), (3, "quick_start"), (2, "quick_start")):
        seats = [SeatConfig("You", "human")] + [SeatConfig(f"Bot {i}", "bot") for i in range(1, players)]
        window.start(GameOptions(players=players, seed=3, setup=setup), seats)
        QTest.qWait(0)
        assert len(window.scene.minion_layers()) == players == len(window.scene.badges)
        assert len(window.scene.archive_layer.items) == len(window.models.archives.rows)
    window.learning.start_tutorial(0)
    QTest.qWait(0)
    assert len(window.scene.minion_layers()) == 2


def test_the_results_speak_to_the_solo_player(qtbot) -> None:
    from nightfall_qt.engine.result import GameResult, PlayerResult
    from nightfall_qt.ui.window.main_window import ResultsView

    view = ResultsView()
    qtbot.addWidget(view)
    kinds = {"bite": 1, "burn": 0, "bleed": 0}
    result = GameResult((PlayerResult(0, 1, 1, kinds, "fewest_wounds"), PlayerResult(1, 2, 3, kinds, "fewest_wounds")),
                        "fewest_wounds")  # fmt: skip
    view.show_result(result, ["You", "Mara"], you=0)
    assert view.title.text() == "You win!"
    view.show_result(result, ["Anna", "Ben"], you=None)  # pass-and-play: names
    assert view.title.text() == "Anna wins!"
    view.show_result(result, ["Mara", "You"], you=1)  # the solo player lost: their place, then the winner
    assert view.title.text() == "You finished 2nd of 2" and view.winner.text() == "Mara wins."
    assert view.table.item(1, 1).text() == "▶ You"  # the name says it already
    view.show_result(result, ["Mara", "Anna"], you=1)
    assert view.table.item(1, 1).text() == "▶ Anna (you)"


def test_a_secret_archive_tells_neither_its_card_nor_its_cost(make_window) -> None:
    window = make_window()
    seats = [SeatConfig("You", "human"), SeatConfig("Bot", "bot"), SeatConfig("Bot 2", "bot")]
    window.start(GameOptions(players=3, seed=5, setup="quick_start", variants=frozenset({"secret_archives"})), seats)
    secret = [item for item in window.scene.archive_layer.items.values() if item.row.get("card") is None]
    assert secret, "the bots' private archives are secret"
    for item in secret:
        assert not item.face_up
        assert "None" not in item.toolTip() and "cost" not in item.toolTip(), item.toolTip()
        assert "secret archive" in item.toolTip()


def _well_painted(window: MainWindow) -> bool:
    """Whether anything is painted over the table's background near the bottom of the influence well."""
    from PySide6.QtGui import QImage, QPainter

    probe = QRectF(INFLUENCE_WELL.center().x() - 2, INFLUENCE_WELL.bottom() - 12, 4, 4)
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, 4, 4), probe)
    painter.end()
    return image.pixelColor(2, 2).name() != window.scene.backgroundBrush().color().name()


def test_the_influence_well_shows_only_in_your_own_claim_phase(make_window) -> None:
    """An empty "Influence" coin stood on the table during an opponent's claim phase (review motion/card-mark)."""
    window = make_window()
    data = {"phase": "claim", "commons": ["indigo_six"],
            "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"hand": ["genesis_one"], "deck": DECK}]}
    load(window, scenario({**data, "active": 0}))
    assert window.scene._labels["well"].isVisible() and _well_painted(window)
    # Pass and play: seat 1 claims, the device is still seat 0's until it is handed over (a bot would play on).
    load(window, scenario({**data, "active": 1, "first_player": 1}), [SeatConfig("Ann", "human"),
                                                                      SeatConfig("Ben", "human")])
    assert window.controller.viewer_seat == 0 and window.controller.observation().active == 1
    window.scene.update_status()
    assert not window.scene._labels["well"].isVisible() and not _well_painted(window)
