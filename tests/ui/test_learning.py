"""The rules window and glossary, card rulings, the chain preview, why-not tooltips, confirmations, undo
from the Edit menu and hints, through the real main window."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.ui.dialogs.rules_window import card_anchor, glossary_html
from nightfall_qt.ui.window.chain_preview import resolution_lines
from nightfall_qt.ui.window.main_window import MainWindow
from tests.ui.test_table import (
    CHAIN_RECT,
    DECK,
    HUMAN_VS_BOT,
    LEFT,
    archive_item,
    drag,
    hand_item,
    item_point,
    load,
    scenario,
    view_point,
)

CARDS = load_cards()


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    w = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    asked: list[tuple[str, str]] = []
    w.asked = asked  # type: ignore[attr-defined]
    w.answer = True  # type: ignore[attr-defined]

    def confirm(title: str, text: str) -> bool:
        asked.append((title, text))
        return bool(w.answer)  # type: ignore[attr-defined]

    w.learning.confirm = confirm
    yield w
    w.close()


# ---------------------------------------------------------------------- rules
def test_the_glossary_lists_every_card_with_an_anchor() -> None:
    text = glossary_html(CARDS)
    for card in CARDS.cards:
        assert card.names["en"].replace("'", "&#x27;") in text or card.names["en"] in text, card.id
        assert f'name="{card_anchor(card.id)}"' in text


def test_rules_window_renders_and_opens_at_a_card(window: MainWindow) -> None:
    window.learning.rules_action.trigger()
    rules = window.learning.rules_window
    assert rules is not None and rules.isVisible()
    plain = rules.browser.toPlainText()
    assert "last in, first out" in plain
    for card in CARDS.cards:
        assert card.names["en"] in plain
    rules.browser.verticalScrollBar().setValue(0)
    window.learning.show_rules("zombie_horde")
    assert rules.browser.verticalScrollBar().value() > 0, "the window scrolls to the card's anchor"
    assert rules.has_anchor(card_anchor("zombie_horde"))


def test_rulings_button_of_the_preview_opens_the_card(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [{"hand": ["vulko", "genesis_one"], "deck": DECK},
                                                       {"deck": DECK}]}))
    vulko = hand_item(window, "vulko")
    # The pointer arrives from elsewhere: an earlier test in this process may have left it on this very spot,
    # where a move to it would be no move at all and no hover would begin.
    QTest.mouseMove(window.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(vulko.sceneBoundingRect().center()))
    assert window.learning.rulings.isEnabled()
    # It names the card: the side column no longer shows the hovered card itself.
    assert window.learning.rulings.toolTip() == "Rulings: Vulko" and "Vulko" in window.learning.rulings.text()
    QTest.mouseClick(window.learning.rulings, LEFT)
    assert window.learning.rules_window.isVisible()
    window.inspect_card(CARDS["vulko"])  # the right-click dialog has its own Rulings button
    dialog_type = type(window.learning.rules_window).__mro__[1]
    dialogs = [d for d in window.findChildren(dialog_type) if d.windowTitle() == "Vulko"]
    assert dialogs and dialogs[-1].findChild(type(window.learning.rulings), "rulings") is not None


# ---------------------------------------------------------------------- chain preview
def test_chain_preview_shows_the_resolution_order_and_kickers(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [
        {"hand": ["alton_hickman", "furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}]}))
    assert not window.learning.chain_preview.isVisible()
    chain = view_point(window, CHAIN_RECT.center())
    drag(window, item_point(window, hand_item(window, "alton_hickman")), chain)
    drag(window, item_point(window, hand_item(window, "furious_melee")), chain)
    lines = window.learning.chain_preview.lines()
    assert lines == ["1. Furious Melee (You) — kicker active", "2. Alton Hickman (You)"]
    assert window.learning.chain_preview.isVisible()
    assert resolution_lines([], ["x"]) == []


def test_the_card_resolving_now_stays_on_the_chain_while_its_owner_chooses_a_target(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [{"hand": ["blood_rage"], "deck": DECK}, {"deck": DECK}]}))
    drag(window, item_point(window, hand_item(window, "blood_rage")), view_point(window, CHAIN_RECT.center()))
    QTest.mouseClick(window.prompt.buttons["chain_pass"], LEFT)  # the bot has no card: the chain resolves
    d = window.controller.decision_for_viewer()
    assert d is not None and d.kind == "target_player"
    assert window.learning.chain_preview.lines() == ["1. Blood Rage (You) — resolving now"]
    (item,) = window.scene.tilt_chain.items.values()
    assert item.card.id == "blood_rage" and item.isVisible()
    window.controller.submit(0, next(o for o in d.options if o.seat == 1))
    assert window.learning.chain_preview.lines() == [] and not window.scene.tilt_chain.items


# ---------------------------------------------------------------------- why not
def test_every_dimmed_hand_card_and_archive_says_why(window: MainWindow) -> None:
    load(window, scenario({
        "phase": "claim", "commons": ["big_ghost", "hypnotic_presence"],
        "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK, "archives": ["vulko"]}],
    }))  # fmt: skip
    ghost = archive_item(window, "big_ghost")
    assert ghost.dimmed and "costs" in ghost.toolTip()
    vulko = archive_item(window, "vulko")
    assert vulko.dimmed and "private" in vulko.toolTip()
    # Target decisions: hand cards say what is being decided instead.
    load(window, scenario({"phase": "chain", "chain": [{"card": "enraged_ghoul", "seat": 0}], "resolve": True,
                           "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}]}))
    row = window.models.hand.rows[0]
    assert window.controller.decision_for_viewer().kind == "target_player"
    assert "choose a player" in row["why_not"]


# ---------------------------------------------------------------------- confirmations
def test_passing_with_a_playable_chain_asks_first(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [{"hand": ["alton_hickman", "genesis_one"], "deck": DECK},
                                                       {"deck": DECK}]}))
    before = window.controller.state.to_json()
    window.answer = False
    QTest.mouseClick(window.prompt.buttons["chain_pass"], LEFT)
    assert window.asked and window.controller.state.to_json() == before
    assert "You could add Alton Hickman or Genesis One to the chain." in window.asked[-1][1]  # a sentence, not a list
    window.learning.confirm_pass_chain = False
    window.asked.clear()
    QTest.mouseClick(window.prompt.buttons["chain_pass"], LEFT)
    assert not window.asked and window.controller.state.to_json() != before


def test_ending_the_claim_with_influence_to_spend_asks_first(window: MainWindow) -> None:
    load(window, scenario({"phase": "claim", "commons": ["hypnotic_presence"],
                           "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}]}))
    before = window.controller.state.to_json()
    window.answer = False
    QTest.mouseClick(window.prompt.buttons["claim_end"], LEFT)
    assert window.asked and "Hypnotic Presence" in window.asked[-1][1]
    assert window.controller.state.to_json() == before
    window.answer = True
    QTest.mouseClick(window.prompt.buttons["claim_end"], LEFT)
    assert window.controller.state.to_json() != before


# ---------------------------------------------------------------------- undo
def test_ctrl_z_takes_back_a_claim(window: MainWindow) -> None:
    load(window, scenario({"phase": "claim", "commons": ["hypnotic_presence"],
                           "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}]}))
    before = window.controller.state.to_json()
    QTest.mouseClick(window.view.viewport(), LEFT, pos=item_point(window, archive_item(window, "hypnotic_presence")))
    assert window.controller.state.to_json() != before
    assert window.learning.undo_action.isEnabled()
    window.view.setFocus()
    QTest.keyClick(window, "z", modifier=QTest.__dict__.get("ControlModifier", None) or _ctrl())
    assert window.controller.state.to_json() == before
    assert any("took back" in line for line in window.models.log.lines())
    assert not window.learning.undo_action.isEnabled()


def test_a_shared_device_logs_an_undo_without_the_card(window: MainWindow) -> None:
    """Two humans at one device (issue 16): the log stays on screen for the next player, so the undo line says who
    took a move back, not which card (an undone private choice, a draft pick, must not be named)."""
    load(window, scenario({"phase": "claim", "commons": ["hypnotic_presence"],
                           "seats": [{"hand": ["genesis_one", "vulko"], "deck": DECK}, {"deck": DECK}]}),
         [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")])
    ctl = window.controller
    ctl.confirm_pass()
    assert ctl.viewer_seat == 0 and ctl.submit(0, ctl.option(kind="claim_discard", card="vulko"))
    assert window.learning.undo()
    undo_lines = [line for line in window.models.log.lines() if "took back" in line]
    assert undo_lines == ["— Ann took back a move."]  # not "— You took back: discard Vulko for influence"


def _ctrl():
    from PySide6.QtCore import Qt

    return Qt.KeyboardModifier.ControlModifier


# ---------------------------------------------------------------------- hints
def test_hints_suggest_a_move_and_highlight_it(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    load(window, scenario({"phase": "chain", "chain": [{"card": "alton_hickman", "seat": 0}], "chain_turn": 0,
                           "seats": [{"hand": ["furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}]}),
         HUMAN_VS_BOT)
    assert not window.learning.suggest_button.isVisible()
    window.learning.hints_action.setChecked(True)
    assert window.learning.suggest_button.isVisible()
    before = window.controller.state.to_json()
    QTest.mouseClick(window.learning.suggest_button, LEFT)
    suggester = window.controller.suggester  # Hard's search answers a moment later (app/game/suggestions.py)
    qtbot.waitUntil(lambda: not suggester.busy, timeout=10_000)
    assert window.controller.state.to_json() == before, "a hint never plays the move"
    assert "Suggestion" in window.statusBar().currentMessage()
    why = window.learning.suggestion_why
    assert why is not None and why.level == "hard" and why.played == window.choice_keys.current
    marked = [i for layer in window.scene.layers for i in layer.items.values() if i.highlight == "selected"]
    pressed = window.prompt.buttons["chain_pass"].isDefault()
    assert marked or pressed


def test_hints_mark_what_each_kind_of_choice_stands_for(window: MainWindow) -> None:
    # Combat, you attacking: the attacker is marked, and the player it would attack.
    load(window, scenario({"phase": "combat", "active": 0, "seats": [
        {"in_play": ["vulko"], "hand": ["genesis_one"], "deck": DECK},
        {"in_play": ["indigo_six"], "hand": ["genesis_one"], "deck": DECK},
        {"hand": ["genesis_one"], "deck": DECK}]}),
        [SeatConfig("You", "human"), SeatConfig("Ann", "human"), SeatConfig("Ben", "bot")])
    ctl = window.controller
    ctl.confirm_pass()  # two humans: the device starts with the player who decides
    attack = next(o for o in ctl.decision_for_viewer().options if o.kind == "attack" and o.seat == 1)
    marked = window.learning.highlight_choice(attack)
    assert [m.card.id for m in marked if hasattr(m, "card")] == ["vulko"] and marked[0].highlight == "selected"
    assert any(getattr(m, "seat", None) == 1 and m.legal for m in marked if not hasattr(m, "card"))
    ctl.submit(0, attack)
    # Ann blocks: her blocker and the attacker it would stop.
    ctl.confirm_pass()
    block = next(o for o in ctl.decision_for_viewer().options if o.kind == "block")
    marked = window.learning.highlight_choice(block)
    assert [(m.card.id, m.highlight) for m in marked] == [("indigo_six", "selected"), ("vulko", "target")]


def test_hints_in_the_draft_mark_the_draft_card(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    from nightfall_qt.engine import GameOptions

    window.start(GameOptions(players=3, seed=4, setup="draft"), [SeatConfig("You", "human"), SeatConfig("B", "bot"),
                                                                 SeatConfig("C", "bot")])  # fmt: skip
    window.learning.hints_action.setChecked(True)
    assert window.learning.suggest() is None  # Hard's search answers a moment later
    qtbot.waitUntil(lambda: window.choice_keys.current is not None, timeout=10_000)
    choice = window.choice_keys.current
    assert choice is not None and choice.kind == "draft_pick"
    marked = [i for i in window.scene.picker_layer.items.values() if i.highlight == "selected"]
    assert [i.card.id for i in marked] == [choice.card]
    assert not any(b.legal for b in window.scene.badges)


def test_hints_in_a_lesson_suggest_the_taught_move(window: MainWindow, qtbot) -> None:
    from nightfall_qt.app.game.tutorial import matches

    for index in range(len(window.learning.tutorial.lessons)):
        window.learning.start_tutorial(index)
        qtbot.waitUntil(lambda: window.controller.decision_for_viewer() is not None, timeout=10_000)
        step = window.learning.tutorial.tutorial.current
        choice = window.learning.suggest()
        assert choice is not None and any(matches(p, choice, window.controller.state) for p in step.expect), index


def test_two_player_seats_keep_working(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}]}),
         [SeatConfig("A", "human"), SeatConfig("B", "bot")])
    assert window.controller.decision_for_viewer() is not None
    assert len(window.scene.badges) == 2 and [i.card.id for i in window.scene.hand_layer.items.values()] == [
        "genesis_one"]
