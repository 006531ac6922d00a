"""`nightfall-qt --self-test`: prove that an installed copy (source, wheel or frozen bundle) really works.

Starts Qt offscreen (unless QT_QPA_PLATFORM is already set), loads the cards and the icon through
importlib.resources, plays a bots-only game through the real MainWindow (instant=True) until the
results show, prints one summary line and returns 0; on any failure it prints one line starting
with "nightfall-qt self-test FAILED:" and returns 1.

The game's sounds play through miniaudio's null device (no noise, no sound card needed): the summary says how
many the device took, and the self-test fails if the sound library cannot load (a package without cffi's
backend, a bundle without `_miniaudio`), which the app itself would only log.

It also measures what docs/PERFORMANCE.md records: the time from process start to the first paint of
the main window, and the resident memory (VmRSS / VmHWM from /proc/self/status) during the game.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nightfall_qt.engine import CardDB

_ANCHOR = time.perf_counter()


def _process_age_at_anchor() -> float | None:
    """Seconds between process start (kernel's starttime) and the import of this module, Linux only."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22 of stat; fields[0] is field 3
    except (OSError, ValueError, IndexError):
        return None
    return max(0.0, uptime - start - (time.perf_counter() - _ANCHOR))


_AGE_AT_ANCHOR = _process_age_at_anchor()


def seconds_since_start() -> float:
    """Seconds since the process started (10 ms resolution), else since this module was imported."""
    return (_AGE_AT_ANCHOR or 0.0) + time.perf_counter() - _ANCHOR


def memory_kib() -> tuple[int, int]:
    """(VmRSS, VmHWM) in KiB from /proc/self/status; (0, 0) where there is no /proc."""
    values = {"VmRSS:": 0, "VmHWM:": 0}
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key + ":" in values:
                    values[key + ":"] = int(rest.split()[0])
    except (OSError, ValueError):
        pass
    return values["VmRSS:"], values["VmHWM:"]


def first_paint_probe(window: Any, callback: Callable[[float], None]) -> Any:
    """Call `callback(seconds_since_start())` once, at the first paint event of `window` or a child.

    Returns the event filter; keep a reference to it for as long as it should live.
    """
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    class Probe(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
            if event.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is window:  # type: ignore[attr-defined]
                QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
                callback(seconds_since_start())
            return False

    probe = Probe()
    QApplication.instance().installEventFilter(probe)  # type: ignore[union-attr]
    return probe


class SelfTestError(Exception):
    pass


# Qt's default QPlatformWindow::propagateSizeHints() warns once per top-level widget with size constraints, and
# the offscreen platform has no implementation of its own: 15+ lines of noise about a window nobody sees.
_OFFSCREEN_NOISE = frozenset({"This plugin does not support propagateSizeHints()"})


def _install_qt_message_filter() -> Callable[[], None]:
    """Drop the offscreen platform's known noise; every other Qt message still goes to stderr, formatted as
    Qt would. Returns a function that restores the previous handler."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message not in _OFFSCREEN_NOISE:
            sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    previous = qInstallMessageHandler(handler)

    def restore() -> None:
        qInstallMessageHandler(previous)

    return restore


def _sound_heard(window: Any, app: Any, timeout: float = 10.0) -> str:
    """How many of the game's sounds the null device took ("sound: 23 through miniaudio Null"); SelfTestError if
    the sound could not play at all."""
    if not window.sound.started:
        raise SelfTestError("the game played no sound")
    player = window.sound.player
    deadline = time.perf_counter() + timeout
    while not (player.ready.is_set() and (player.problem is not None or player.mixer.heard)):
        if time.perf_counter() > deadline:
            raise SelfTestError(f"the sound device took no sound within {timeout:.0f} s")
        app.processEvents()
        time.sleep(0.01)
    if player.problem is not None:
        raise SelfTestError(f"sound: {player.problem}")
    return f"sound: {len(player.mixer.heard)} through miniaudio {player.backend}"


def run(players: int = 2, seed: int = 1, level: str = "random", timeout: float = 600.0) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        print(_run(players, seed, level, timeout), flush=True)
    except SelfTestError as exc:
        print(f"nightfall-qt self-test FAILED: {exc}", file=sys.stderr, flush=True)
        return 1
    except Exception as exc:  # noqa: BLE001 (the point is one clear line, with the trace after it)
        print(f"nightfall-qt self-test FAILED: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
        traceback.print_exc()
        return 1
    return 0


def _run(players: int, seed: int, level: str, timeout: float) -> str:
    from nightfall_qt import qt_check

    blocker = qt_check.problem()
    if blocker is not None:
        raise SelfTestError(blocker)
    restore_messages = _install_qt_message_filter()
    try:
        return _play(players, seed, level, timeout)
    finally:
        restore_messages()


def _packaged_parts() -> CardDB:
    """The packaged card data and app icon, checked: the cards parse, the icon file exists and renders."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from nightfall_qt import assets
    from nightfall_qt.cards.loader import default_cards_path, load_cards

    cards_path = default_cards_path()
    cards = load_cards(cards_path)
    if not cards.cards:
        raise SelfTestError(f"no cards in {cards_path}")
    icon_file = assets.icon_path()
    if not icon_file.is_file():
        raise SelfTestError(f"app icon not found at {icon_file}")
    if QIcon(str(icon_file)).pixmap(QSize(64, 64)).isNull():
        raise SelfTestError(f"the app icon {icon_file} does not render (Qt SVG plugin missing?)")
    return cards


def _play(players: int, seed: int, level: str, timeout: float) -> str:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from nightfall_qt import assets
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.app.sound import sound_player
    from nightfall_qt.engine import GameOptions
    from nightfall_qt.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    assets.apply_identity(app)
    cards = _packaged_parts()
    os.environ[sound_player.BACKENDS_ENV] = "null"  # the library's device without a sound card: silent
    painted: list[float] = []
    window = MainWindow(cards=cards, instant=True)
    probe = first_paint_probe(window, painted.append)
    window.show()
    peak_rss = [0]

    def sample() -> None:
        peak_rss[0] = max(peak_rss[0], memory_kib()[0])

    sampler = QTimer()
    sampler.timeout.connect(sample)
    sampler.start(200)
    game_start = time.perf_counter()
    deadline = game_start + timeout
    seats = [SeatConfig(f"Bot {i + 1}", "bot", level) for i in range(players)]
    window.start(GameOptions(players=players, seed=seed), seats)
    try:
        while not window.results.isVisible():  # the results panel shows over the final table at the end
            if time.perf_counter() > deadline:
                raise SelfTestError(f"the game did not reach the results within {timeout:.0f} s")
            app.processEvents()
            time.sleep(0.001)
        game_seconds = time.perf_counter() - game_start
        sample()
        state = window.local.state
        if state is None or not window.controller.is_over:
            raise SelfTestError("the results showed but the game is not over")
        decisions = len(state.history)
        replay_file = _keep_replay(state, seats)
        winner = window.results.table.item(0, 1)
        winner_name = winner.text() if winner is not None else "?"
        if not painted:
            raise SelfTestError("the main window was never painted")
        sound = _sound_heard(window, app)
    finally:
        sampler.stop()
        window.close()  # stops the bot threads
        app.processEvents()
        del probe
    _, hwm = memory_kib()
    return (
        f"nightfall-qt {assets.version()} self-test ok: {len(cards.cards)} cards, {players} bots ({level}), "
        f"{decisions} decisions, winner {winner_name}; first paint {painted[0]:.2f} s after start, "
        f"game {game_seconds:.1f} s, RSS peak {max(peak_rss[0], hwm) / 1024:.0f} MiB, {sound}, "
        f"platform {QApplication.platformName()}; replay {replay_file}"
    )


def _keep_replay(state: Any, seats: list[Any]) -> str:
    """The self-test's game is kept as a replay like every finished game (`nightfall-qt --replay FILE --check`
    confirms it)."""
    from nightfall_qt.app.replay.replays import ReplayStore, replay_from_state
    from nightfall_qt.app.storage.paths import AppPaths
    from nightfall_qt.app.storage.saves import GameMeta

    store = ReplayStore(AppPaths.from_environment().replays_dir)
    try:
        return str(store.add(replay_from_state(state, seats, GameMeta(), origin="self-test")))
    except OSError as exc:
        raise SelfTestError(f"the replay could not be kept in {store.directory}: {exc.strerror or exc}") from exc
