"""Issue 15, "Follow the game": public information on the table, the log that follows, keys that lose nothing,
keyboard choices and the end-of-game screen — through the real window and real key/mouse events."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from nightfall_qt.app.game import auto_pass
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState, load_scenario, new_game
from nightfall_qt.engine.result import wound_counts
from nightfall_qt.ui.dialogs import resume_dialog
from nightfall_qt.ui.window import persistence_ui
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()
SCENARIOS = Path(__file__).resolve().parents[2] / "docs" / "scenarios" / "ui"
BOTS3 = [SeatConfig(f"Bot {i + 1}", "bot") for i in range(3)]


def played(seed: int, wounded: int = 3, players: int = 3) -> GameState:
    """A game played at random until at least `wounded` wounds have been taken in all."""
    rng = random.Random(seed)
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    while st.decision is not None and sum(sum(wound_counts(st, s).values()) for s in range(st.n)) < wounded:
        st.apply(rng.choice(st.decision.options))
    assert not st.is_over
    return st


def scenario(data: dict[str, Any]) -> GameState:
    return GameState.from_scenario({"seed": 1, **data}, CARDS)


def plates_equal_engine(window: MainWindow) -> int:
    """Every name plate's wound chip and tooltip say the engine's count; returns the wounds seen."""
    st = window.controller.state
    total = 0
    for badge in window.scene.badges:
        counts = wound_counts(st, badge.seat)
        n = sum(counts.values())
        assert badge.wounds == f"Wounds {n}"
        assert f"Wounds taken: {n} (Bite {counts['bite']} · Burn {counts['burn']} · Bleed {counts['bleed']})" \
            in badge.toolTip()
        total += n
    return total


# ---------------------------------------------------------------------- 1. public information
def test_name_plates_show_each_players_wounds_equal_to_the_engine(make_window, qtbot) -> None:
    window = make_window()
    st = played(4, wounded=4)
    window.controller.load_state(st, BOTS3)
    window.scene.rebuild()
    assert plates_equal_engine(window) >= 4
    moves = len(st.history)
    qtbot.waitUntil(lambda: len(window.controller.state.history) >= moves + 8 or window.controller.is_over,
                    timeout=60_000)
    assert plates_equal_engine(window) >= 4  # still equal after bot moves (checked between two GUI events)


def test_the_wound_pile_warns_when_the_face_up_wounds_are_nearly_gone(make_window) -> None:
    window = make_window()
    seats = [{"hand": ["genesis_one"]}, {"hand": ["genesis_one"]}]
    window.controller.load_state(scenario({"seats": seats, "phase": "claim", "wounds": {"face_up": 20}}),
                                 [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    window.scene.rebuild()
    gauge = window.scene.wound_gauge
    assert gauge.level == "plenty" and not gauge.warning
    window.controller.load_state(scenario({"seats": seats, "phase": "claim", "wounds": {"face_up": 3}}),
                                 [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    window.scene.rebuild()
    assert gauge.level == "some" and gauge.warning
    assert "the game ends when they run out" in gauge.text
    assert gauge.isVisible() and window.view.mapFromScene(gauge.sceneBoundingRect()).boundingRect().intersects(
        window.view.viewport().rect())


# ---------------------------------------------------------------------- 2. the log follows the game
def newest_line_visible(window: MainWindow) -> bool:
    """The log's last row is its newest line, and it lies inside the visible part of the list."""
    view, model = window.log_view, window.models.log
    n = model.rowCount()
    rect = view.visualRect(model.index(n - 1, 0, QModelIndex()))
    return n > 0 and view.viewport().rect().contains(rect.center())


def test_the_log_shows_the_newest_line_after_bot_turns_unless_scrolled_up(make_window, qtbot) -> None:
    window = make_window()
    window.start(GameOptions(players=4, seed=3), [SeatConfig(f"Bot {i}", "bot") for i in range(4)])
    model, bar = window.models.log, window.log_view.verticalScrollBar()
    qtbot.waitUntil(lambda: model.rowCount() >= 40, timeout=60_000)
    assert bar.maximum() > 0 and newest_line_visible(window)  # more lines than fit, and the newest is shown
    QTest.keyClick(window.log_view, Qt.Key.Key_Home)  # the player scrolls up to read
    assert bar.value() == 0
    rows = model.rowCount()
    qtbot.waitUntil(lambda: model.rowCount() >= rows + 10 or window.controller.is_over, timeout=60_000)
    assert model.rowCount() > rows and bar.value() == 0 and not newest_line_visible(window)  # left where it is
    QTest.keyClick(window.log_view, Qt.Key.Key_End)  # back at the bottom: it follows again
    rows = model.rowCount()
    qtbot.waitUntil(lambda: model.rowCount() >= rows + 5 or window.controller.is_over, timeout=60_000)
    assert newest_line_visible(window)


def test_after_a_resume_the_log_holds_the_games_history_for_the_viewer(make_window, qtbot, tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [SeatConfig("You", "human"), SeatConfig("Mara", "bot"), SeatConfig("Viktor", "bot")]
    first = make_window(root=tmp_path)
    first.start(GameOptions(players=3, seed=8), seats)
    ctl = first.controller
    while first.models.log.rowCount() < 40:  # the human answers; the bots play between
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=60_000)
        d = ctl.decision_for_viewer()
        assert d is not None and ctl.submit(d.seat, d.options[0])
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=60_000)
    live = first.models.log.lines()
    first.close()
    monkeypatch.setattr(resume_dialog.ResumeDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    second = make_window(root=tmp_path)
    assert second.persistence.offer_resume()
    qtbot.wait(1)
    assert second.models.log.lines() == live  # the same lines, through the same per-seat filter
    assert newest_line_visible(second)


# ---------------------------------------------------------------------- 3. nothing unfinished is lost by a key
def kept_in_autosaves(window: MainWindow, state: str) -> bool:
    """The next start-up would still offer this unfinished game."""
    assert window.services is not None
    offer = window.services.autosaves.resume_offer(CARDS)
    return offer.saved is not None and offer.saved.state.to_json() == state


def unfinished_game(make_window, qtbot, root: Path) -> str:
    """A two-human game with a few decisions, closed unfinished: its state."""
    window = make_window(root=root)
    window.start(GameOptions(players=2, seed=5), [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")])
    ctl = window.controller
    for _ in range(4):
        ctl.confirm_pass()
        d = ctl.decision
        assert d is not None and ctl.submit(d.seat, d.options[0])
    state = ctl.state.to_json()
    window.close()
    return state


def answer_resume_dialog(qtbot, action: Any) -> None:
    """When the Resume dialog is up, do `action(dialog)` with real key or mouse events."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, resume_dialog.ResumeDialog)
        action(dialog)

    QTimer.singleShot(0, act)


@pytest.mark.parametrize("how", ["escape", "close"])
def test_escape_or_closing_the_resume_dialog_keeps_the_unfinished_game(make_window, qtbot, tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       how: str) -> None:
    state = unfinished_game(make_window, qtbot, tmp_path)
    dialogs: list[bool] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: dialogs.append(True))
    window = make_window(root=tmp_path)
    if how == "escape":
        answer_resume_dialog(qtbot, lambda d: QTest.keyClick(d, Qt.Key.Key_Escape))
    else:
        answer_resume_dialog(qtbot, lambda d: d.close())
    window.persistence.startup()
    assert window.controller.state.to_json() == state  # the game is on the table, to play on
    assert dialogs == []  # no New Game dialog took its place
    assert kept_in_autosaves(window, state)


def test_new_game_on_the_resume_dialog_asks_before_replacing_the_unfinished_game(make_window, qtbot,
                                                                                  tmp_path: Path,
                                                                                  monkeypatch: pytest.MonkeyPatch
                                                                                  ) -> None:
    state = unfinished_game(make_window, qtbot, tmp_path)
    questions: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda _parent, _title, text, *a: questions.append(text) or QMessageBox.StandardButton.No)
    window = make_window(root=tmp_path)
    answer_resume_dialog(qtbot, lambda d: QTest.mouseClick(d.new, Qt.MouseButton.LeftButton))
    window.persistence.startup()
    assert questions == [translate("WindowPersistence", persistence_ui.REPLACE_QUESTION)]
    assert window.controller.state.to_json() == state  # "No": the unfinished game stays
    assert kept_in_autosaves(window, state)


# ---------------------------------------------------------------------- 4. keyboard
def solo_chain_game(make_window, qtbot) -> MainWindow:
    """You and a bot, your chain phase with several cards to play (the chain_kicker position)."""
    window = make_window()
    state = load_scenario(SCENARIOS / "chain_kicker.yaml", CARDS)
    window.controller.load_state(state, [SeatConfig("You", "human"), *[SeatConfig(f"Bot {i}", "bot")
                                                                      for i in range(1, state.n)]])
    window.scene.rebuild()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # keys and shortcuts go to the active window
    window.view.setFocus()
    assert window.controller.decision_for_viewer() is not None
    return window


def test_s_then_enter_plays_the_suggested_choice(make_window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = solo_chain_game(make_window, qtbot)
    window.learning.set_hints(True)
    # An old keyboard selection in the hand: Enter must no longer play it once a suggestion is made.
    window.scene.select_step(1)
    assert window.scene.selected is not None
    suggested: list[Choice] = []
    window.controller.suggester.ready.connect(lambda choice, _why: suggested.append(choice))
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_S)
    qtbot.waitUntil(lambda: bool(suggested), timeout=10_000)  # Hard's search on the pool's thread
    first = suggested[0]
    assert window.choice_keys.current == first and first in window.controller.decision_for_viewer().options
    before = len(window.controller.state.history)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert window.controller.state.history[before] == suggested[0].to_dict()


def test_tab_steps_through_the_legal_choices_and_enter_takes_one(make_window, qtbot) -> None:
    window = solo_chain_game(make_window, qtbot)
    options = list(window.controller.decision_for_viewer().options)
    assert len(options) >= 3
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.choice_keys.current == options[1]
    assert window.view.hasFocus()  # Tab did not move the focus away from the table
    assert "Choice 2 of" in window.statusBar().currentMessage()
    QTest.keyClick(window.view, Qt.Key.Key_Backtab)
    QTest.keyClick(window.view, Qt.Key.Key_Backtab)  # wraps around to the last choice
    assert window.choice_keys.current == options[-1]
    before = len(window.controller.state.history)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Enter)
    assert window.controller.state.history[before] == options[-1].to_dict()


# ---------------------------------------------------------------------- 5. the end of the game
def finished(seed: int, players: int = 3) -> GameState:
    rng = random.Random(seed)
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    while st.decision is not None:
        st.apply(rng.choice(st.decision.options))
    assert st.is_over
    return st


def test_the_end_screen_says_your_place_marks_your_row_and_sums_up_each_player(make_window, qtbot) -> None:
    st = finished(6)
    you = st.result.ranking[1].seat  # you placed 2nd
    seats = [SeatConfig("You" if s == you else f"Bot {s}", "human" if s == you else "bot") for s in range(3)]
    window = make_window()
    window.statusBar().showMessage("Mara passes — no card can follow.")  # the last turn's notice
    window.controller.load_state(st, seats)
    view = window.results
    # The results over the final table and log, all in view; no stale notice below (review: end screen).
    assert window.pages.currentIndex() == 0 and view.isVisible()
    assert window.view.isVisible() and window.log_view.isVisible() and window.view.height() >= 250
    assert window.statusBar().currentMessage() == ""
    assert view.title.text() == "You finished 2nd of 3"
    winner = st.result.ranking[0].seat
    assert view.winner.text() == f"{seats[winner].name} wins."
    assert view.your_row == 1 and view.table.item(1, 1).text() == "▶ You"  # not "You (you)"
    for row, r in enumerate(st.result.ranking):
        cells = [view.table.item(row, c).text() for c in range(view.table.columnCount())]
        counts = wound_counts(st, r.seat)
        assert cells[2:6] == [str(sum(counts.values())), str(counts["bite"]), str(counts["burn"]), str(counts["bleed"])]
        claimed = sum(1 for e in st.events if e["type"] == "card_claimed" and e["seat"] == r.seat)
        turns = sum(1 for e in st.events if e["type"] == "turn_started" and e["seat"] == r.seat)
        assert cells[8:10] == [str(claimed), str(turns)] and turns > 0
    dealt = [int(view.table.item(row, 6).text()) for row in range(3)]
    assert sum(dealt) > 0
    # The results can be put away for the whole table and log, and they come back.
    QTest.mouseClick(view.show_table, Qt.MouseButton.LeftButton)
    assert not view.isVisible()
    assert window.pages.currentIndex() == 0 and window.models.log.rowCount() > 0 and newest_line_visible(window)
    assert window.results_action.isEnabled()
    window.results_action.trigger()
    assert view.isVisible()
    assert view.rematch.isVisible() and view.new_game.isVisible()


# ---------------------------------------------------------------------- 6. automatic passes
def before_a_forced_pass(seed: int) -> tuple[GameState, Choice, int]:
    """A position, the choice that leads to a pass the engine makes by itself, and the seat that passes."""
    rng = random.Random(seed)
    st = new_game(GameOptions(players=3, seed=seed), CARDS)
    while st.decision is not None:
        before = st.clone()
        choice = rng.choice(st.decision.options)
        passes = auto_pass.forced_passes(st.apply(choice))
        if passes and passes[0][1] and passes[0][0] != before.decision.seat:
            return before, choice, passes[0][0]
    raise AssertionError("no forced pass in this game")


def test_a_short_notice_when_a_seat_passes_automatically(make_window) -> None:
    before, choice, passer = before_a_forced_pass(2)
    decider = before.decision.seat
    names = ["Anna" if s == passer else f"Bot {s}" for s in range(3)]
    seats = [SeatConfig(names[s], "human" if s == decider else "bot") for s in range(3)]
    window = make_window()
    window.controller.load_state(before, seats)
    window.statusBar().clearMessage()
    assert window.controller.submit(decider, choice)
    # A toast by Anna's name plate, not run together with others in the status bar (review).
    toasts = [t for t in window.pass_toasts.shown if t.text() == "Anna passes — no card can follow."]
    assert len(toasts) == 1 and toasts[0].isVisible()
    plate = window._plate_rect(passer)
    geometry = toasts[0].geometry()
    assert window.view.viewport().rect().contains(geometry)
    assert min(abs(geometry.top() - plate.bottom()), abs(geometry.bottom() - plate.top())) <= 40, (geometry, plate)
    assert "Anna passes" not in window.statusBar().currentMessage()
    # A pass the player chose is no notice.
    assert auto_pass.forced_passes([{"type": "decided", "decision": "chain", "seat": 0,
                                     "choice": {"kind": "chain_pass"}}]) == []


def test_several_pass_notices_are_stacked_each_whole(make_window) -> None:
    window = make_window()
    window.controller.load_state(before_a_forced_pass(2)[0],
                                 [SeatConfig("Anna", "human"), SeatConfig("Ben", "bot"), SeatConfig("Cleo", "bot")])
    texts = [(1, "Ben passes — no card can follow."), (2, "Cleo passes — no card can follow."),
             (1, "Ben starts no chain — no card can start one.")]
    toasts = window.pass_toasts.show(texts)
    room = window.view.viewport().rect()
    for i, toast in enumerate(toasts):
        assert toast.isVisible() and room.contains(toast.geometry())
        assert toast.height() >= toast.heightForWidth(toast.width())  # not cut
        assert not any(toast.geometry().intersects(other.geometry()) for other in toasts[i + 1:])
