"""Local windows for the online tests: each with its own data folder (its seat tokens), 1280×720, closed with
the online window it opened."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()


def window_maker(qtbot: Any, tmp_path: Path, instant: bool) -> Iterator[Callable[[str], MainWindow]]:
    """Yields `make(name)`; `instant=False` keeps the animations on, as the app starts."""
    windows: list[MainWindow] = []

    def make(name: str) -> MainWindow:
        window = MainWindow(cards=CARDS, instant=instant)
        window.online.data_dir = tmp_path / name
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        if window.online.table is not None:
            window.online.table.close()
        window.close()
