"""File → Replays…: the finished games kept as replays (newest first), to watch, to save elsewhere, or a replay file
to open from anywhere."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.replay.replays import Replay, ReplayStore
from nightfall_qt.app.replay.seat_replays import SeatReplay, load_any_replay
from nightfall_qt.app.storage.saves import SaveError
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import CardDB
from nightfall_qt.engine.replay_format import REPLAY_SUFFIX
from nightfall_qt.ui.replay.replay_viewer import open_replay_file


def replay_filter() -> str:
    replays = translate("ReplayList", "Nightfall Qt replays ({patterns})").format(patterns=f"*{REPLAY_SUFFIX}")
    everything = translate("WindowPersistence", "All files ({patterns})").format(patterns="*")
    return f"{replays};;{everything}"


def describe(replay: Replay | SeatReplay) -> str:
    """One line: when, who, who won, how long (a seat's replay: whose view)."""
    when = replay.meta.started_at.replace("T", " ")[:16]
    players = ", ".join(s.name for s in replay.seats)
    winner = replay.seats[replay.ranking[0]].name
    if isinstance(replay, SeatReplay):
        return translate("ReplayList", "{time} UTC — {players} — {winner} won — {player}'s view, {count} steps").format(
            time=when, players=players, winner=winner, player=replay.seats[replay.seat].name, count=len(replay.steps)
        )
    return translate("ReplayList", "{time} UTC — {players} — {winner} won — {count} decisions").format(
        time=when, players=players, winner=winner, count=len(replay.decisions)
    )


class ReplayList(QDialog):
    def __init__(self, store: ReplayStore, cards: CardDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ReplayList", "Replays"))
        self.store = store
        self.cards = cards
        self.opened: list[Any] = []  # the viewer windows opened from here (kept alive)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate("ReplayList", "The last {count} finished games are kept (Settings).").format(count=store.keep)
            )
        )
        self.games = QListWidget()
        self.games.itemActivated.connect(lambda _item: self.watch())
        layout.addWidget(self.games, 1)
        buttons = QHBoxLayout()
        self.watch_button = QPushButton(translate("ReplayList", "&Watch"))
        self.save_button = QPushButton(translate("ReplayList", "&Save as…"))
        self.open_button = QPushButton(translate("ReplayList", "&Open a replay file…"))
        close = QPushButton(translate("ReplayList", "Close"))
        for button in (self.watch_button, self.save_button, self.open_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.watch_button.clicked.connect(self.watch)
        self.save_button.clicked.connect(self.save_as)
        self.open_button.clicked.connect(self.open_file)
        close.clicked.connect(self.accept)
        self.games.currentItemChanged.connect(lambda *_: self._enable())
        self.resize(720, 420)
        self.refresh()

    def refresh(self) -> None:
        self.games.clear()
        for path in self.store.files():
            try:
                text = describe(load_any_replay(path))
                usable = True
            except SaveError as exc:
                text, usable = f"{path.name}: {exc.what}", False
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            if not usable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)
        self._enable()

    def _enable(self) -> None:
        item = self.games.currentItem()
        chosen = item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)
        self.watch_button.setEnabled(chosen)
        self.save_button.setEnabled(chosen)

    def _chosen(self) -> str | None:
        item = self.games.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def watch(self, path: str | None = None) -> Any:
        path = path or self._chosen()
        if path is None:
            return None
        window = open_replay_file(path, self.cards, self.parent())
        if window is not None:
            self.opened.append(window)
        return window

    def open_file(self) -> Any:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("ReplayList", "Open a replay"), str(Path.home()), replay_filter()
        )
        return self.watch(path) if path else None

    def save_as(self) -> None:
        source = self._chosen()
        if source is None:
            return
        target, _ = QFileDialog.getSaveFileName(
            self, translate("ReplayList", "Save the replay as"), str(Path.home() / Path(source).name), replay_filter()
        )
        if not target:
            return
        try:
            shutil.copyfile(source, target)
        except OSError as exc:
            QMessageBox.warning(
                self, translate("ReplayList", "Cannot save the replay"), f"{target}: {exc.strerror or exc}"
            )
