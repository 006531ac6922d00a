"""The window's persistent side, headless: autosave after every decision, Open/Save As/recent games,
the resume offer, settings, statistics and the crash dialog — with the exact texts the player sees."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.storage.saves import load_save
from nightfall_qt.app.storage.settings import load_settings
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.dialogs import crash_dialog, resume_dialog
from nightfall_qt.ui.dialogs.crash_dialog import CRASH_TEXT, CrashDialog, CrashHandler
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
from nightfall_qt.ui.dialogs.stats_window import RESET_QUESTION, StatsWindow
from nightfall_qt.ui.window import persistence_ui
from nightfall_qt.ui.window.main_window import ABOUT, MainWindow
from tests.persistence.helpers import CARDS

HUMANS = [SeatConfig("Ann", "human"), SeatConfig("Ben", "human")]


@pytest.fixture
def make_window(qtbot, tmp_path: Path) -> Iterator[Any]:
    windows: list[MainWindow] = []

    def make(root: Path = tmp_path) -> MainWindow:
        services = AppServices.from_paths(AppPaths.under(root))
        window = MainWindow(instant=True, services=services)
        gates = getattr(window.controller, "gates", None)  # the learning mixin's "are you sure?" prompts
        if isinstance(gates, list):
            gates.clear()
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: shown.append((title, text)))
    return shown


def play(window: MainWindow, n: int) -> None:
    ctl = window.controller
    for _ in range(n):
        if ctl.pass_pending is not None:
            ctl.confirm_pass()
        d = ctl.decision
        assert d is not None
        assert ctl.submit(d.seat, d.options[len(d.options) // 2])
        settle(window)


def settle(window: MainWindow) -> None:
    """Wait for the autosave writer thread, then deliver its queued result (saved / failed) to the window."""
    assert window.persistence is not None and window.persistence.autosaver.flush()
    QApplication.processEvents()


def start(window: MainWindow, seed: int = 5) -> None:
    window.start(GameOptions(players=2, seed=seed), HUMANS)
    settle(window)


def files(window: MainWindow) -> dict[str, bytes]:
    assert window.services is not None
    settle(window)
    return {p.name: p.read_bytes() for p in window.services.autosaves.files()}


def test_every_applied_decision_is_autosaved(make_window) -> None:
    w = make_window()
    start(w)
    store = w.services.autosaves
    assert load_save(store.files()[0], CARDS).state.to_json() == w.controller.state.to_json()
    for _ in range(4):
        before = store.files()[0].name
        play(w, 1)
        newest = store.files()[0]
        assert newest.name != before
        saved = load_save(newest, CARDS)
        assert saved.state.to_json() == w.controller.state.to_json()
        assert saved.seats == HUMANS
    assert len(store.files()) == 3


def test_save_as_open_and_recent_games(make_window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window()
    start(w)
    play(w, 3)
    saved_json = w.controller.state.to_json()
    target = tmp_path / "mine"
    monkeypatch.setattr(persistence_ui.QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    assert w.persistence.save_game_as()
    path = tmp_path / "mine.nfsave"
    assert load_save(path, CARDS).state.to_json() == saved_json
    assert w.services.settings.recent_games == [str(path.resolve())]
    play(w, 3)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    w.persistence._fill_recent()
    recent = [a for a in w.persistence.recent_menu.actions() if a.text() == "mine.nfsave"]
    recent[0].trigger()
    assert w.controller.state.to_json() == saved_json
    # The recent list is persisted.
    assert AppServices.from_paths(w.services.paths).settings.recent_games == [str(path.resolve())]


def test_file_menu_and_shortcuts(make_window) -> None:
    w = make_window()
    texts = {a.text(): a.shortcut() for a in w.file_menu.actions()}
    assert texts["&New game…"] == QKeySequence("Ctrl+N")
    assert texts["&Open Game…"] == QKeySequence("Ctrl+O")
    assert texts["&Save Game As…"] == QKeySequence("Ctrl+S")
    assert "Open &Recent" in texts and "Se&ttings…" in texts and "Stat&istics…" in texts


@pytest.mark.parametrize(
    ("content", "what"),
    [
        ('{"format": "nightfall-qt-save", "format_version": 9, "app_version": "9.0"}',
         "the file was written by a newer Nightfall Qt 9.0 (save format 9); this version reads save format 1 — "
         "update the app to open it"),
        ("{", "not valid JSON at line 1, column 2 (Expecting property name enclosed in double quotes); "
              "the file is damaged or was cut short"),
    ],
)
def test_a_bad_file_shows_a_clear_message_and_changes_nothing(make_window, tmp_path: Path, warnings, content: str,
                                                              what: str) -> None:
    w = make_window()
    start(w)
    play(w, 2)
    before, autosaves = w.controller.state.to_json(), files(w)
    bad = tmp_path / "bad.nfsave"
    bad.write_text(content)
    assert not w.persistence.open_game(str(bad))
    assert warnings == [("Cannot open the game", f"{what}\n\nFile: {bad}\n\nNothing was changed: your current "
                                                 "game and the autosaves are as they were.")]
    assert w.controller.state.to_json() == before and files(w) == autosaves


def test_a_missing_recent_file_is_reported(make_window, tmp_path: Path, warnings) -> None:
    w = make_window()
    assert not w.persistence.open_game(str(tmp_path / "gone.nfsave"))
    assert warnings[0][1].startswith("the file does not exist\n\nFile: ")


def test_save_as_failure_message(make_window, tmp_path: Path, warnings) -> None:
    w = make_window()
    start(w)
    (tmp_path / "dir.nfsave").mkdir()
    assert not w.persistence.save_game_as(str(tmp_path / "dir.nfsave"))
    assert warnings == [("Cannot save the game", f"cannot write the file: Is a directory\n\nFile: "
                                                 f"{tmp_path / 'dir.nfsave'}")]


def test_start_up_offers_to_resume_the_unfinished_game(make_window, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window()
    start(w)
    play(w, 5)
    expected = w.controller.state.to_json()
    w.close()
    texts: list[str] = []

    def accept(dialog: QDialog) -> int:
        texts.append(dialog.label.text())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(resume_dialog.ResumeDialog, "exec", accept)
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: pytest.fail("no New Game dialog on resume"))
    w2 = make_window()
    w2.persistence.startup()
    assert w2.controller.state.to_json() == expected
    turn = w2.controller.state.turn
    assert texts[0].startswith(f"An unfinished game was found:\n\nAnn (human), Ben (human) — "
                               f"{'turn ' + str(turn) if turn else 'setup'}, saved ")


def test_a_damaged_newest_autosave_offers_the_older_one(make_window, monkeypatch: pytest.MonkeyPatch) -> None:
    w = make_window()
    start(w)
    play(w, 5)
    w.close()
    store = w.services.autosaves
    newest, older = store.files()[0], store.files()[1]
    expected = load_save(older, CARDS).state.to_json()
    newest.write_text(newest.read_text()[:-10])
    texts: list[str] = []
    monkeypatch.setattr(resume_dialog.ResumeDialog, "exec",
                        lambda d: texts.append(d.label.text()) or QDialog.DialogCode.Accepted)
    w2 = make_window()
    w2.persistence.startup()
    assert w2.controller.state.to_json() == expected
    assert (f"\n\nThe newest autosave could not be loaded ({newest}: not valid JSON at line 1, column "
            in texts[0])
    assert texts[0].endswith("the file is damaged or was cut short). This is the most recent autosave that is intact.")


def test_all_autosaves_damaged_says_so_and_starts_a_new_game(make_window, monkeypatch, warnings) -> None:
    w = make_window()
    start(w)
    w.close()
    for p in w.services.autosaves.files():
        p.write_text("garbage")
    opened: list[bool] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: opened.append(True))
    w2 = make_window()
    w2.persistence.startup()
    assert opened == [True]
    path = w.services.autosaves.files()[0]
    assert warnings == [("Autosave damaged", "The autosaved game could not be loaded, so a new game starts.\n\n"
                         f"• {path}: not valid JSON at line 1, column 1 (Expecting value); the file is damaged or "
                         "was cut short")]


def test_settings_dialog_persists_and_feeds_the_new_game_dialog(make_window, monkeypatch) -> None:
    w = make_window()

    def choose(dialog: SettingsDialog) -> int:
        dialog.speed.setCurrentIndex(0)
        dialog.fast_bots.setChecked(True)
        dialog.players.setValue(4)
        dialog.kinds[1].setCurrentIndex(0)
        dialog.names[1].setText("Cleo")
        dialog.levels[2].setCurrentIndex(dialog.levels[2].findData("expert"))
        dialog.language.setCurrentIndex(dialog.language.findData("fr"))
        dialog.confirm.setChecked(False)
        dialog.confirm_pass_chain.setChecked(False)  # each prompt on its own: the claim question stays
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    w.persistence.open_settings()
    assert w.controller.fast_bots and w.controller.presenter.instant and w.speed_actions[0.0].isChecked()
    reloaded = AppServices.from_paths(w.services.paths).settings
    assert (reloaded.players, reloaded.language, reloaded.confirm_prompts) == (4, "fr", False)
    assert (reloaded.confirm_pass_chain, reloaded.confirm_end_claim) == (False, True)
    assert (w.learning.confirm_pass_chain, w.learning.confirm_end_claim) == (False, True)  # the window asks accordingly
    assert reloaded.seats[1]["name"] == "Cleo" and reloaded.seats[1]["kind"] == "human"
    seen: list[tuple] = []

    def inspect(dialog: NewGameDialog) -> int:
        seen.append(dialog.build())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", inspect)
    w.new_game_dialog()
    _options, seats = seen[0]
    # Two humans (pass and play): the seat still named "You" becomes "Player 1"; a typed name stays.
    assert [(s.name, s.kind) for s in seats] == [("Player 1", "human"), ("Cleo", "human"), ("Viktor", "bot"),
                                                 ("Selene", "bot")]
    assert seats[2].level == "expert"


def test_language_note_says_it_applies_after_restart(qtbot) -> None:
    from nightfall_qt.app.storage.settings import Settings

    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    assert "The language applies after a restart." in [lbl.text() for lbl in d.findChildren(QLabel)]


def test_window_geometry_is_restored(make_window) -> None:
    w = make_window()
    w.resize(790, 580)  # inside the offscreen screen (800 x 600): restoreGeometry keeps windows on screen
    QTest.qWait(10)
    size = (w.width(), w.height())
    w.close()
    assert w.services.settings.geometry
    w2 = make_window()
    assert (w2.width(), w2.height()) == size != (1280, 720)


def test_a_finished_game_is_recorded_once_and_shown(make_window, qtbot, monkeypatch) -> None:
    w = make_window()
    w.start(GameOptions(players=2, seed=2), [SeatConfig("You", "human"), SeatConfig("B", "human")])
    ctl = w.controller
    while not ctl.is_over:
        play(w, 1)
    stats = w.services.stats
    assert len(stats.games) == 1 and stats.games[0]["seats"][0]["name"] == "You"
    # Reopening the finished game does not count it twice.
    w.persistence.load_saved(load_save(w.services.autosaves.files()[0], CARDS))
    assert len(stats.games) == 1
    window = w.persistence.open_statistics()
    qtbot.addWidget(window)
    assert window.summary.text() == "1 finished games recorded."
    assert window.chart.values == stats.wounds_series()
    questions: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text: questions.append(text)
                        or QMessageBox.StandardButton.No)
    window.reset()
    assert questions == [RESET_QUESTION.format(n=1)] == ["Delete the statistics of all 1 finished games? "
                                                         "This cannot be undone."]
    assert len(stats.games) == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.reset()
    assert stats.games == [] and window.summary.text() == "No finished games recorded yet."
    window.chart.grab()  # paints the empty chart


def test_statistics_chart_paints_points(qtbot, tmp_path: Path) -> None:
    from nightfall_qt.app.storage.stats import StatsStore

    store = StatsStore(tmp_path / "s.json")
    window = StatsWindow(store)
    qtbot.addWidget(window)
    window.chart.set_values([3, 5, 2, 7])
    image = window.chart.grab().toImage()
    assert image.width() > 0


def test_card_override_is_named_in_about_and_new_game_dialog(make_window, tmp_path: Path, monkeypatch,
                                                             warnings) -> None:
    root = tmp_path / "u"
    (root / "config").mkdir(parents=True)
    (root / "config" / "cards.yaml").write_text("!!python/object/new:os.system ['echo hacked']\n")
    w = make_window(root)
    problem = (f"file {root / 'config' / 'cards.yaml'}, line 1: YAML tag '!!python/object/new:os.system' is not "
               "allowed; expected plain values only "
               "(strings, numbers, true/false, null, lists, mappings); put text that starts with '!' in quotes")
    assert w.services.problems == [f"Your card file could not be used; the packaged cards.yaml is used instead."
                                   f"\n\n{problem}"]
    assert w.about_text() == f"{ABOUT}\nCard data: the packaged cards.yaml — your file could not be used: {problem}"
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: None)
    monkeypatch.setattr(resume_dialog.ResumeDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    w.persistence.startup()
    assert warnings == [("Nightfall Qt", w.services.problems[0])]
    notes: list[str] = []
    monkeypatch.undo()
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: notes.append(d.findChild(QLabel, "cardSourceNote").text())
                        or QDialog.DialogCode.Rejected)
    w.new_game_dialog()
    assert notes == [w.services.card_source.describe()]


@pytest.mark.qt_no_exception_capture  # let the exception reach our sys.excepthook, not pytest-qt's
def test_crash_dialog_reports_and_continues_with_the_autosave_intact(make_window, monkeypatch) -> None:
    w = make_window()
    start(w, seed=9)
    play(w, 3)
    autosaves, state = files(w), w.controller.state.to_json()
    shown: list[CrashDialog] = []

    def fake_exec(dialog: CrashDialog) -> int:
        shown.append(dialog)
        dialog.copy_report()
        return CrashDialog.CONTINUE

    monkeypatch.setattr(CrashDialog, "exec", fake_exec)
    quits: list[bool] = []
    handler = CrashHandler(w, w.controller, quit_app=lambda: quits.append(True))
    handler.install()
    try:
        def boom() -> None:
            raise RuntimeError("injected failure")

        loop = QEventLoop()
        QTimer.singleShot(0, boom)  # an exception inside a Qt callback reaches sys.excepthook
        QTimer.singleShot(30, loop.quit)
        loop.exec()
    finally:
        handler.uninstall()
    assert len(shown) == 1 and not quits
    dialog = shown[0]
    assert dialog.windowTitle() == "Nightfall Qt ran into a problem"
    assert dialog.message.text() == CRASH_TEXT.format(error="RuntimeError: injected failure") == (
        "Something unexpected went wrong inside Nightfall Qt: RuntimeError: injected failure\n\n"
        "Your game was saved automatically after the last move, so nothing is lost — whether you continue "
        "or quit, it can be resumed. If you want to report the problem, copy the report and attach it.")
    report = QApplication.clipboard().text()
    assert report == dialog.report
    assert "Seed: 9;" in report and "RuntimeError: injected failure" in report and "Traceback" in report
    assert "Position (scenario YAML):\n" in report and "seats:" in report
    import yaml

    scenario = yaml.safe_load(report.split("Position (scenario YAML):\n", 1)[1])
    assert len(scenario["seats"]) == 2 and "phase" in scenario  # the position, loadable as a scenario
    assert files(w) == autosaves and w.controller.state.to_json() == state
    assert sys.excepthook is not handler.handle


def test_crash_dialog_quit(make_window, monkeypatch) -> None:
    w = make_window()
    monkeypatch.setattr(CrashDialog, "exec", lambda d: CrashDialog.QUIT)
    quits: list[bool] = []
    handler = CrashHandler(w, w.controller, quit_app=lambda: quits.append(True))
    try:
        raise ValueError("x")
    except ValueError:
        handler.handle(*sys.exc_info())
    assert quits == [True] and handler.last_choice == CrashDialog.QUIT
    report = crash_dialog.crash_report(ValueError, ValueError("x"), None, w.controller)
    assert "Seed: no game running" in report


def test_autosave_and_statistics_failures_are_reported_not_raised(make_window, tmp_path: Path) -> None:
    w = make_window()
    store = w.services.autosaves
    store.directory.parent.mkdir(parents=True, exist_ok=True)
    store.directory.write_text("not a directory")  # the autosave folder cannot be created
    failures: list[str] = []
    w.persistence.autosaver.failed.connect(failures.append)
    start(w)
    assert failures == [f"Autosave failed: File exists ({store.directory})"]
    assert w.statusBar().currentMessage() == failures[0]
    stats_path = w.services.stats.path
    stats_path.unlink(missing_ok=True)
    stats_path.mkdir(parents=True)  # the statistics file cannot be written
    w.start(GameOptions(players=2, seed=2), HUMANS)
    while not w.controller.is_over:
        play(w, 1)
    # The autosave's own failure, from the writer thread, may arrive after the one of the statistics.
    assert f"Statistics not saved: Is a directory ({stats_path})" in failures


def test_settings_save_failure_is_shown(make_window) -> None:
    w = make_window()
    w.services.paths.config_dir.mkdir(parents=True, exist_ok=True)
    w.services.paths.settings_file.mkdir()
    w.persistence._remember(fast_bots=True)
    assert w.statusBar().currentMessage() == (f"{w.services.paths.settings_file}: cannot save the settings "
                                              "(Is a directory)")


def test_tutorial_lessons_are_not_saved_nor_counted_and_the_game_comes_back(make_window, qtbot) -> None:
    from nightfall_qt.app.game.tutorial import matches

    w = make_window()
    start(w)
    play(w, 2)
    ctl = w.controller
    game_id = w.persistence.autosaver.current_meta().game_id
    saved_before, state_before = files(w), ctl.state.to_json()
    w.learning.start_tutorial(len(w.learning.tutorial.lessons) - 1)  # the lesson that plays a game to its end
    lesson = w.learning.tutorial.tutorial
    while not lesson.done:
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=10_000)
        d = ctl.decision_for_viewer()
        step = lesson.current
        ctl.submit(d.seat, next(o for o in d.options if any(matches(p, o, ctl.state) for p in step.expect)))
    qtbot.waitUntil(lambda: ctl.is_over, timeout=10_000)
    assert files(w) == saved_before  # not one autosave written during the lesson
    assert w.services.stats.games == []  # the lesson's game is not a game played
    assert w.pages.currentIndex() == 0  # the lesson panel, not the results page, tells how it ended
    w.learning.tutorial_panel.exit.click()
    assert ctl.state.to_json() == state_before
    settle(w)
    newest = load_save(w.services.autosaves.files()[0], CARDS)
    assert newest.state.to_json() == state_before and newest.meta.game_id == game_id  # the same game goes on


def test_hints_are_remembered_between_sessions(make_window, tmp_path: Path) -> None:
    w = make_window()
    assert not w.learning.hints_action.isChecked()
    w.learning.hints_action.setChecked(True)  # View → Hints
    assert load_settings(w.services.paths.settings_file)[0].hints
    again = make_window()  # the next start reads the settings
    again.persistence.apply_settings()
    assert again.learning.hints_action.isChecked() and again.learning.hints_on
