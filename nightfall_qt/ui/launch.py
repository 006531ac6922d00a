"""Start the app: load settings, statistics and card data, open the main window, install the crash
handler, then offer to resume the autosaved game or open the New Game dialog.

Hidden test hooks (environment variables, used by tests/persistence/test_kill_resume.py):
- NIGHTFALL_QT_AUTOPLAY=N: no dialogs; start an all-auto game (NIGHTFALL_QT_AUTOPLAY_PLAYERS, default 3;
  NIGHTFALL_QT_AUTOPLAY_SEED, default 1) and play N decisions (NIGHTFALL_QT_AUTOPLAY_DELAY ms apart),
  printing "DECISION k sha" after each and "AUTOPLAY DONE k sha" at the end; then stay open (idle).
- NIGHTFALL_QT_RESUME=1: no dialogs; resume the autosave, print "RESUMED sha" (or "RESUMED none"), quit.
sha is the SHA-256 of the live state's to_json().
"""

from __future__ import annotations

import hashlib
import os
import random

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from nightfall_qt.app.i18n import install_language, resolve_language
from nightfall_qt.app.paths import AppPaths
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.app.settings import load_settings
from nightfall_qt.engine import GameOptions, GameState
from nightfall_qt.ui.crash_dialog import CrashHandler
from nightfall_qt.ui.main_window import MainWindow
from nightfall_qt.ui.screen_fit import show_fitted

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
        ctl = self.window.controller
        if ctl.pass_pending is not None:
            ctl.confirm_pass()
        d = ctl.decision
        if self.left <= 0 or d is None:
            self.timer.stop()
            _say(f"AUTOPLAY DONE {self.done} {state_hash(ctl.state)}")
            return
        ctl.submit(d.seat, self.rng.choice(d.options))
        self.left -= 1
        self.done += 1
        _say(f"DECISION {self.done} {state_hash(ctl.state)}")


def _autoplay(window: MainWindow, count: int) -> _AutoPlayer:
    players = int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_PLAYERS", "3"))
    seed = int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_SEED", "1"))
    seats = [SeatConfig(f"Auto {i + 1}", "human") for i in range(players)]
    gates = getattr(window.controller, "gates", None)  # confirmation prompts would block an unattended run
    if isinstance(gates, list):
        gates.clear()
    window.start(GameOptions(players=players, seed=seed), seats)
    player = _AutoPlayer(window, count, seed, int(os.environ.get("NIGHTFALL_QT_AUTOPLAY_DELAY", "0")))
    _say(f"AUTOPLAY STARTED {state_hash(window.controller.state)}")
    player.timer.start()
    return player


def _resume_and_quit(window: MainWindow, app: QApplication) -> None:
    assert window.persistence is not None
    window.persistence.offer_resume(ask=False)
    _say(f"RESUMED {state_hash(window.controller.state)}")
    app.quit()


def run_app(app: QApplication, language: str | None = None) -> int:
    paths = AppPaths.from_environment()
    # The language first (the setting, else the system's): start-up messages, the default seat name of new
    # settings and every widget use it.
    install_language(language or resolve_language(load_settings(paths.settings_file)[0].language))
    services = AppServices.from_paths(paths)
    autoplay = os.environ.get(AUTOPLAY_ENV)
    resume = os.environ.get(RESUME_ENV) == "1"
    window = MainWindow(services=services, instant=bool(autoplay or resume))
    handler = CrashHandler(window, window.controller)
    handler.install()
    show_fitted(window, restored=bool(services.settings.geometry))  # maximised on a small screen
    keep: list[object] = []
    if autoplay:
        QTimer.singleShot(0, lambda: keep.append(_autoplay(window, int(autoplay))))
    elif resume:
        QTimer.singleShot(0, lambda: _resume_and_quit(window, app))
    else:
        assert window.persistence is not None
        QTimer.singleShot(0, window.persistence.startup)
    try:
        return int(app.exec())
    finally:
        handler.uninstall()
