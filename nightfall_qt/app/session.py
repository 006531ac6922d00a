"""The app's persistent side, wired to the controller: settings, card source, statistics and the
Autosaver, which writes the game after every applied decision and records finished games."""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.storage.autosave_process import AutosaveProcess
from nightfall_qt.app.storage.autosave_writer import AutosaveWriter
from nightfall_qt.app.storage.card_source import CardSource, resolve_cards
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.storage.saves import AutosaveStore, GameMeta, PlayClock, SavedGame
from nightfall_qt.app.storage.settings import Settings, load_settings, save_settings
from nightfall_qt.app.storage.stats import StatsStore, record_from_state
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import GameState

log = logging.getLogger(__name__)


@dataclass
class AppServices:
    paths: AppPaths
    settings: Settings
    stats: StatsStore
    autosaves: AutosaveStore
    card_source: CardSource
    problems: list[str] = field(default_factory=list)  # messages for the player at start-up

    @classmethod
    def from_paths(cls, paths: AppPaths) -> AppServices:
        settings, settings_error = load_settings(paths.settings_file)
        stats, stats_error = StatsStore.load(paths.stats_file)
        source = resolve_cards(paths.cards_override)
        problems = [m for m in (settings_error, stats_error) if m]
        if source.error:
            problems.append(translate("AppServices", "Your card file could not be used; the packaged cards.yaml is "
                                                     "used instead.\n\n{error}").format(error=source.error))
        return cls(paths, settings, stats, AutosaveStore(paths.autosave_dir), source, problems)

    def save_settings(self) -> str | None:
        """Write the settings; a message for the player if that failed."""
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            return translate("AppServices", "{file}: cannot save the settings ({reason})").format(
                file=self.paths.settings_file, reason=exc.strerror or exc)
        return None


class _Relay(QObject):
    """Carries the writer thread's result to the GUI thread (a queued signal)."""

    written = Signal(object, object)  # Path | None, OSError | None


class Autosaver(QObject):
    """Saves the live game after every applied decision (and when a game starts), on a writer thread;
    records each finished game in the statistics once. Failures are reported through `failed`, never raised
    into the UI."""

    saved = Signal(str)
    failed = Signal(str)
    replay_kept = Signal(str)  # the path of the finished game's replay

    def __init__(self, controller: GameController, services: AppServices, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.services = services
        self.meta = GameMeta()
        self.clock = PlayClock()
        self._next_meta: GameMeta | None = None
        self.enabled = True  # False while a tutorial lesson is on the table: lessons are neither saved nor counted
        self._relay = _Relay(self)
        self._relay.written.connect(self._written, Qt.ConnectionType.QueuedConnection)
        self.writer: AutosaveProcess | AutosaveWriter = AutosaveProcess(services.autosaves, self._relay.written.emit)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.writer.flush)  # the last decision reaches the disk before the exit
        controller.gameStarted.connect(self._on_started)
        controller.stateApplied.connect(self.save_now)
        controller.gameOver.connect(self._on_game_over)

    def expect_loaded(self, saved: SavedGame) -> None:
        """The next game start is this save: keep its identity and play time."""
        self.expect_meta(saved.meta)

    def expect_meta(self, meta: GameMeta) -> None:
        """The next game start continues the game with this identity and play time (a game resumed after the
        tutorial)."""
        self._next_meta = meta

    def current_meta(self) -> GameMeta:
        self.meta.elapsed_seconds = self.clock.elapsed()
        return self.meta

    def _on_started(self) -> None:
        self.meta = self._next_meta or GameMeta()
        self._next_meta = None
        self.clock = PlayClock(self.meta.elapsed_seconds)
        self.writer.new_game()
        self.save_now()

    def save_now(self) -> None:
        """Hand the live game to the writer process: the choices made since the last hand-over are all the GUI
        thread passes on; the mirror of the game, the JSON, the hash and the disk are the process's
        (autosave_process.py)."""
        st = self.controller.state
        if not self.enabled or st is None:
            return
        self.writer.submit_game(st, tuple(self.controller.seats), dataclasses.replace(self.current_meta()))

    def flush(self) -> bool:
        """Wait until the newest autosave is on disk (quitting, tests); False if the disk took over 10 s."""
        return self.writer.flush()

    def _written(self, path: object, exc: object) -> None:  # on the GUI thread, queued from the writer
        if isinstance(exc, OSError):
            reason, where = exc.strerror or exc, self.services.autosaves.directory
            log.error("Autosave failed: %s (%s)", reason, where)  # the log stays in English
            self.failed.emit(translate("Autosaver", "Autosave failed: {reason} ({folder})").format(
                reason=reason, folder=where))
        elif path is not None:
            self.saved.emit(str(path))

    def _on_game_over(self, _result: object) -> None:
        st = self.controller.state
        if not self.enabled or st is None or not st.is_over:  # not enabled: a tutorial lesson, not a real game
            return
        try:
            self.services.stats.record(record_from_state(st, self.controller.seats, self.current_meta()))
        except OSError as exc:
            self.failed.emit(translate("Autosaver", "Statistics not saved: {reason} ({file})").format(
                reason=exc.strerror or exc, file=self.services.stats.path))
        self.keep_replay(st)

    def keep_replay(self, state: GameState) -> None:
        """Every finished game is kept as a replay (app/replay/replays.py), the newest `replays_kept` of them."""
        from nightfall_qt.app.replay.replays import (  # at a game's end, not with the window
            ReplayStore,
            replay_from_state,
        )

        store = ReplayStore(self.services.paths.replays_dir, self.services.settings.replays_kept)
        try:
            self.replay_kept.emit(str(store.add(replay_from_state(state, self.controller.seats, self.current_meta()))))
        except OSError as exc:
            self.failed.emit(translate("Autosaver", "Replay not kept: {reason} ({folder})").format(
                reason=exc.strerror or exc, folder=store.directory))
