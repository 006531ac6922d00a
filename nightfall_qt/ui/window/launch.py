"""Start the app: load settings, statistics and card data, open the main window, install the crash
handler, then offer to resume the autosaved game or open the New Game dialog.

Hidden test hooks (environment variables, used by tests/persistence/test_kill_resume.py):
- NIGHTFALL_QT_AUTOPLAY=N: no dialogs; start an all-auto game (NIGHTFALL_QT_AUTOPLAY_PLAYERS, default 3;
  NIGHTFALL_QT_AUTOPLAY_SEED, default 1) and play N decisions (NIGHTFALL_QT_AUTOPLAY_DELAY ms apart),
  printing "DECISION k sha" after each and "AUTOPLAY DONE k sha" at the end; then stay open (idle).
- NIGHTFALL_QT_RESUME=1: no dialogs; resume the autosave, print "RESUMED sha" (or "RESUMED none"), quit.
- With either hook, a second copy on the same data folder prints "ALREADY RUNNING" instead of showing a box,
  and the first prints "ACTIVATED" when it is asked to come forward (tests/persistence/test_single_instance.py).
sha is the SHA-256 of the live state's to_json().
"""

from __future__ import annotations

import hashlib
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from nightfall_qt.app.game.gc_pause import freeze_startup_objects
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.card_source import card_error_text
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.storage.settings import load_settings
from nightfall_qt.app.storage.single_instance import SingleInstance
from nightfall_qt.app.texts.i18n import install_language, resolve_language, translate
from nightfall_qt.cards.loader import CardDataError
from nightfall_qt.engine import GameOptions, GameState
from nightfall_qt.ui.dialogs.crash_dialog import CrashHandler
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.screen_fit import show_fitted

AUTOPLAY_ENV = "NIGHTFALL_QT_AUTOPLAY"
RESUME_ENV = "NIGHTFALL_QT_RESUME"


def state_hash(st: GameState | None) -> str:
    return "none" if st is None else hashlib.sha256(st.to_json().encode("utf-8")).hexdigest()


def _say(text: str) -> None:
    print(text, flush=True)


class _AutoPlayer:
    def __init__(self, window: MainWindow, count: int, seed: int, delay_ms: int) -> None:
        self.window = window
        self.left = count
        self.done = 0
        self.rng = random.Random(seed)
        self.timer = QTimer(window)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.step)

    def step(self) -> None:
        ctl = self.window.local
        if ctl.pass_pending is not None:
            ctl.confirm_pass()
        self._flush()  # a decision counts as done once its autosave is on disk (the kill test relies on it)
        d = ctl.decision
        if self.left <= 0 or d is None:
            self.timer.stop()
            _say(f"AUTOPLAY DONE {self.done} {state_hash(ctl.state)}")
            return
        ctl.submit(d.seat, self.rng.choice(d.options))
        self.left -= 1
        self.done += 1
        self._flush()
        _say(f"DECISION {self.done} {state_hash(ctl.state)}")


    def _flush(self) -> None:
        if self.window.persistence is not None:
            self.window.persistence.autosaver.flush()


def _autoplay(window: MainWindow, count: int) -> _AutoPlayer:
    players = int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_PLAYERS", "3"))
    seed = int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_SEED", "1"))
    seats = [SeatConfig(f"Auto {i + 1}", "human") for i in range(players)]
    window.controller.gates.clear()  # confirmation prompts would block an unattended run
    window.start(GameOptions(players=players, seed=seed), seats)
    player = _AutoPlayer(window, count, seed, int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_DELAY", "0")))
    _say(f"AUTOPLAY STARTED {state_hash(window.local.state)}")
    player.timer.start()
    return player


def _resume_and_quit(window: MainWindow, app: QApplication) -> None:
    assert window.persistence is not None
    window.persistence.offer_resume(ask=False)
    _say(f"RESUMED {state_hash(window.local.state)}")
    app.quit()


def run_app(app: QApplication, language: str | None = None, replay: str | None = None) -> int:
    paths = AppPaths.from_environment()
    # The language first (the setting, else the system's): start-up messages, the default seat name of new
    # settings and every widget use it.
    install_language(language or resolve_language(load_settings(paths.settings_file)[0].language))
    autoplay = os.environ.get(AUTOPLAY_ENV)
    resume = os.environ.get(RESUME_ENV) == "1"
    # One app per data folder, before anything reads the autosaves (a second copy would resume the first
    # one's game and the two would overwrite each other's autosaves).
    instance = SingleInstance(paths.data_dir)
    if not instance.acquire():
        _already_running(paths.data_dir, quiet=bool(autoplay or resume))
        return 0
    try:
        services = AppServices.from_paths(paths)
    except CardDataError as exc:  # the packaged cards themselves (a player's file falls back to them)
        _cannot_start(exc, quiet=bool(autoplay or resume))
        instance.release()
        return 1
    window = MainWindow(services=services, instant=bool(autoplay or resume))
    instance.activated.connect(lambda: _bring_forward(window, report=bool(autoplay or resume)))
    handler = CrashHandler(window, window.controller)
    handler.install()
    show_fitted(window, restored=bool(services.settings.geometry))  # maximised on a small screen
    freeze_startup_objects()  # app/game/gc_pause.py: full collections no longer walk the app's start-up objects
    keep: list[object] = []
    if autoplay:
        QTimer.singleShot(0, lambda: keep.append(_autoplay(window, int(autoplay))))
    elif resume:
        QTimer.singleShot(0, lambda: _resume_and_quit(window, app))
    elif replay is not None:  # `--replay FILE`: the viewer over the main window, no resume offer
        from nightfall_qt.ui.replay.replay_viewer import open_replay_file

        QTimer.singleShot(0, lambda: keep.append(open_replay_file(replay, services.card_source.cards, window)))
    else:
        assert window.persistence is not None
        QTimer.singleShot(0, window.persistence.startup)
    try:
        return int(app.exec())
    finally:
        handler.uninstall()
        instance.release()


def _already_running(data_dir: Path, quiet: bool) -> None:
    """The second copy's message: in the player's language, on stderr and (unless a test hook runs) in a box."""
    text = translate("Launch", "Nightfall Qt is already running with the data folder {folder}. Its window has been "
                               "brought to the front; this second copy closes so that the two cannot overwrite "
                               "each other's autosaved games.").format(folder=data_dir)
    print(text, file=sys.stderr, flush=True)
    if quiet:
        _say("ALREADY RUNNING")
    else:
        QMessageBox.information(None, translate("Launch", "Nightfall Qt is already running"), text)


def _cannot_start(exc: CardDataError, quiet: bool) -> None:
    """No card list to play with: say where the packaged file is broken instead of a traceback."""
    text = translate("Launch", "The packaged card data cannot be read, so the game cannot start:\n\n{error}\n\n"
                               "Undo the change to that file or reinstall Nightfall Qt.").format(
        error=card_error_text(exc))
    print(text, file=sys.stderr, flush=True)
    if not quiet:
        QMessageBox.critical(None, translate("Launch", "Nightfall Qt cannot start"), text)


def _bring_forward(window: MainWindow, report: bool) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if report:
        _say("ACTIVATED")
