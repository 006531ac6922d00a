"""The main window's persistent side: File menu entries (Open, Save As, recent games), Settings and
Statistics, the start-up resume offer, window geometry, and the autosaver. Kept out of main_window.py:
the window creates one WindowPersistence when it is given AppServices."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QDialog, QFileDialog, QLabel, QMenu, QMessageBox

from nightfall_qt.app.remote.online_tickets import unfinished_tickets
from nightfall_qt.app.session import AppServices, Autosaver
from nightfall_qt.app.storage.saves import SAVE_SUFFIX, SavedGame, SaveError, load_save, write_save
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.ui.dialogs.resume_dialog import ResumeDialog, damaged_text
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
from nightfall_qt.ui.dialogs.stats_window import StatsWindow
from nightfall_qt.ui.window.screen_fit import fit_to_screen, fits

if TYPE_CHECKING:
    from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
    from nightfall_qt.ui.window.main_window import MainWindow

CONTEXT = "WindowPersistence"  # of the texts below: shown as translate(CONTEXT, text)
OPEN_FAILED = QT_TRANSLATE_NOOP("WindowPersistence", "Cannot open the game")
SAVE_FAILED = QT_TRANSLATE_NOOP("WindowPersistence", "Cannot save the game")
REPLACE_QUESTION = QT_TRANSLATE_NOOP("WindowPersistence", "A game is in progress. Start a new one? The current game "
                                                          "will be replaced (use Save Game As… first to keep it).")
OPEN_QUESTION = QT_TRANSLATE_NOOP("WindowPersistence", "A game is in progress. Open the saved game instead? The "
                                                       "current game will be replaced (use Save Game As… first to "
                                                       "keep it).")


def file_filter() -> str:
    """The Open / Save As file types (descriptions translated; the patterns and ';;' stay as Qt needs them)."""
    games = translate("WindowPersistence", "Nightfall Qt games ({patterns})").format(patterns=f"*{SAVE_SUFFIX}")
    everything = translate("WindowPersistence", "All files ({patterns})").format(patterns="*")
    return f"{games};;{everything}"


def open_failed_text(exc: SaveError) -> str:
    return translate("WindowPersistence", "{problem}\n\nFile: {file}\n\nNothing was changed: your current game "
                                          "and the autosaves are as they were.").format(problem=exc.what,
                                                                                         file=exc.where)


def save_failed_text(exc: SaveError) -> str:
    return translate("WindowPersistence", "{problem}\n\nFile: {file}").format(problem=exc.what, file=exc.where)


class WindowPersistence(QObject):
    def __init__(self, window: MainWindow, services: AppServices, apply_settings: bool = True) -> None:
        super().__init__(window)
        self.window = window
        self.services = services
        self.controller = window.local  # a window with services runs its game here (the online one has none)
        self.autosaver = Autosaver(self.controller, services, self)
        self.autosaver.failed.connect(lambda text: window.statusBar().showMessage(text, 10000))
        self._build_menu()
        if apply_settings:
            self.apply_settings()
        geometry = services.settings.geometry
        if geometry:
            window.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            if not window.isMaximized() and not fits(window):  # saved on a larger screen: fit this one
                fit_to_screen(window)

    # ------------------------------------------------------------------ menus
    def _build_menu(self) -> None:
        w = self.window
        menu: QMenu = w.file_menu
        before = w.quit_action
        self.open_action = QAction(translate("WindowPersistence", "&Open Game…"), w)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.open_game())
        self.save_action = QAction(translate("WindowPersistence", "&Save Game As…"), w)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)  # Ctrl+S; the only save command
        self.save_action.triggered.connect(lambda: self.save_game_as())
        self.recent_menu = QMenu(translate("WindowPersistence", "Open &Recent"), w)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.settings_action = QAction(translate("WindowPersistence", "Se&ttings…"), w)
        self.settings_action.triggered.connect(self.open_settings)
        self.stats_action = QAction(translate("WindowPersistence", "Stat&istics…"), w)
        self.stats_action.triggered.connect(self.open_statistics)
        menu.insertAction(before, self.open_action)
        menu.insertMenu(before, self.recent_menu)
        menu.insertAction(before, self.save_action)
        self.replays_action = QAction(translate("WindowPersistence", "Open Re&play…"), w)  # ui/replay/replay_list.py
        self.replays_action.triggered.connect(lambda: self.open_replays())
        menu.insertAction(before, self.replays_action)
        menu.insertSeparator(before)
        menu.insertAction(before, self.settings_action)
        menu.insertAction(before, self.stats_action)
        menu.insertSeparator(before)
        self._fill_recent()
        for factor, action in w.speed_actions.items():
            action.triggered.connect(lambda _=False, f=factor: self._remember(animation_speed=f))
        w.fast.toggled.connect(lambda on: self._remember(fast_bots=on))
        w.learning.hints_action.toggled.connect(lambda on: self._remember(hints=on))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.services.settings.recent_games
        for path in recent:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not recent:
            self.recent_menu.addAction(translate("WindowPersistence", "(none)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(translate("WindowPersistence", "Clear recent games"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.services.settings.recent_games = []
        self._save_settings()

    def _remember(self, **values: object) -> None:
        for key, value in values.items():
            setattr(self.services.settings, key, value)
        self._save_settings()

    def _save_settings(self) -> None:
        error = self.services.save_settings()
        if error:
            self.window.statusBar().showMessage(error, 10000)

    def apply_settings(self) -> None:
        s = self.services.settings
        w = self.window
        w.set_animation_speed(s.animation_speed)
        action = w.speed_actions.get(s.animation_speed)
        if action is not None:
            action.setChecked(True)
        w.fast.setChecked(s.fast_bots)
        self.controller.fast_bots = s.fast_bots
        self.controller.presenter.pause_before_chain = s.pause_before_chain
        learning = w.learning
        learning.confirm_end_claim, learning.confirm_pass_chain = s.confirm_end_claim, s.confirm_pass_chain
        learning.set_hints(s.hints)
        w.scene.click_plays = s.click_plays
        w.set_text_size(s.text_size)
        w.set_theme(s.theme)
        if hasattr(w, "set_table_zoom"):
            w.set_table_zoom(s.table_zoom)
        if hasattr(w, "sound"):
            w.sound.apply(s)

    # ------------------------------------------------------------------ games
    def confirm_replace(self, opening: bool = False) -> bool:
        """Ask before a game in progress is replaced by a new one (or, `opening`, by a saved one)."""
        st = self.controller.state
        if st is None or st.is_over or not self.services.settings.confirm_prompts:
            return True
        if opening:
            title, question = translate("WindowPersistence", "Open game"), translate(CONTEXT, OPEN_QUESTION)
        else:
            title, question = translate("WindowPersistence", "New game"), translate(CONTEXT, REPLACE_QUESTION)
        answer = QMessageBox.question(self.window, title, question)
        return answer == QMessageBox.StandardButton.Yes

    def prepare_new_game_dialog(self, dialog: NewGameDialog) -> None:
        """Default seats and levels from the settings; a note when the player's card file is in use."""
        s = self.services.settings
        dialog.count.setValue(s.players)
        for i, seat in enumerate(s.seats):
            dialog.names[i].setText(seat["name"])
            dialog.kinds[i].setCurrentIndex(0 if seat["kind"] == "human" else 1)
            levels = dialog.levels[i]
            levels.setCurrentIndex(max(0, levels.findData(seat["level"])))
            levels.setEnabled(seat["kind"] == "bot")
        source = self.services.card_source
        if source.override or source.error:
            note = QLabel(source.describe())
            note.setWordWrap(True)
            note.setObjectName("cardSourceNote")
            layout = dialog.layout()
            if isinstance(layout, QBoxLayout):  # the dialog's column: the note goes first
                layout.insertWidget(0, note)

    def save_game_as(self, path: str | None = None) -> bool:
        st = self.controller.state
        if st is None:
            self.window.statusBar().showMessage(translate("WindowPersistence", "There is no game to save."), 5000)
            return False
        if path is None:
            start = self.services.paths.data_dir / "saves"
            start.mkdir(parents=True, exist_ok=True)
            path, _ = QFileDialog.getSaveFileName(self.window, translate("WindowPersistence", "Save game"),
                                                  str(start / f"game{SAVE_SUFFIX}"), file_filter())
            if not path:
                return False
            if not Path(path).suffix:
                path += SAVE_SUFFIX
        try:
            write_save(path, st, self.controller.seats, self.autosaver.current_meta())
        except SaveError as exc:
            QMessageBox.warning(self.window, translate(CONTEXT, SAVE_FAILED), save_failed_text(exc))
            return False
        self.services.settings.add_recent(path)
        self._save_settings()
        self._fill_recent()
        self.window.statusBar().showMessage(translate("WindowPersistence", "Saved {file}").format(file=path), 5000)
        return True

    def open_game(self, path: str | None = None) -> bool:
        if path is None:
            start = self.services.paths.data_dir / "saves"
            path, _ = QFileDialog.getOpenFileName(self.window, translate("WindowPersistence", "Open game"),
                                                  str(start), file_filter())
            if not path:
                return False
        try:
            saved = load_save(path, self.controller.cards)
        except SaveError as exc:
            QMessageBox.warning(self.window, translate(CONTEXT, OPEN_FAILED), open_failed_text(exc))
            return False
        if not self.confirm_replace(opening=True):
            return False
        self.load_saved(saved)
        self.services.settings.add_recent(path)
        self._save_settings()
        self._fill_recent()
        return True

    def load_saved(self, saved: SavedGame) -> None:
        w = self.window
        self.autosaver.expect_loaded(saved)
        w._last = (saved.options, list(saved.seats))  # for Rematch
        w.pages.setCurrentIndex(0)
        self.controller.load_state(saved.state, saved.seats)
        w.scene.rebuild()

    def offer_resume(self, ask: bool = True) -> bool:
        """Start-up: offer the newest intact autosave of an unfinished game; True if it is on the table to play on
        (False: there was none, or the player asked for a new game)."""
        offer = self.services.autosaves.resume_offer(self.controller.cards)
        online = self.window.online  # ui/window/online_play.py
        tickets = unfinished_tickets(online.data_dir) if ask else []
        if offer.saved is None:
            if offer.damaged and ask:
                QMessageBox.warning(self.window, translate("WindowPersistence", "Autosave damaged"),
                                    damaged_text(offer))
            if not tickets:
                return False
        elif not ask:
            self.load_saved(offer.saved)
            return True
        dialog = ResumeDialog(offer, self.window, tickets, online.start_resume)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        # The unfinished game goes on the table in every case, so nothing is lost by a key: Escape or closing the
        # dialog resumes it, and "New game…" replaces it only through the New Game dialog, which asks first.
        if offer.saved is not None:
            self.load_saved(offer.saved)
        if accepted and dialog.online is not None:
            online.open_table(*dialog.online)  # the online game's window; this one waits behind it
            return True
        return offer.saved is not None and (accepted or not dialog.wants_new)

    def startup(self) -> None:
        """After the window shows: report start-up problems, then resume or open the New Game dialog."""
        for problem in self.services.problems:
            QMessageBox.warning(self.window, "Nightfall Qt", problem)  # untranslated: the app's name
        if not self.offer_resume():
            self.window.new_game_dialog()

    # ------------------------------------------------------------------ windows
    def open_settings(self) -> None:
        dialog = SettingsDialog(self.services.settings, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        new = dialog.result_settings()
        self.services.settings = new
        self.apply_settings()
        self._save_settings()

    def open_statistics(self) -> StatsWindow:
        cards = self.controller.cards

        def name(card_id: str) -> str:
            return cards[card_id].name(language) if card_id in cards else card_id

        language = current_language()
        title = translate("WindowPersistence", "Statistics")
        def warn(text: str) -> None:
            QMessageBox.warning(self.window, title, text)

        window = StatsWindow(self.services.stats, name, self.window, on_error=warn, on_replays=self.open_replays)
        window.show()
        return window

    def open_replays(self) -> QDialog:
        """File → Open Replay…: the kept replays to watch or save elsewhere, or a replay file to open."""
        from nightfall_qt.app.replay.replays import ReplayStore
        from nightfall_qt.ui.replay.replay_list import ReplayList  # built when asked, not with the window

        store = ReplayStore(self.services.paths.replays_dir, self.services.settings.replays_kept)
        self.replay_list = ReplayList(store, self.controller.cards, self.window)
        self.replay_list.show()
        return self.replay_list

    def on_close(self) -> None:
        self.autosaver.flush()  # the last decision reaches the disk before the window goes
        self.services.settings.geometry = bytes(self.window.saveGeometry().toBase64().data()).decode("ascii")
        self._save_settings()
