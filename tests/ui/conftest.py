"""Fixtures shared by the window tests (a module may define its own `make_window`, which then wins)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.cards import load_cards
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()


@pytest.fixture
def make_window(qtbot: Any) -> Iterator[Any]:
    """`make(instant=True, root=None, size=(1280, 720))`: a shown main window (data under `root` if given), closed
    after."""
    windows: list[MainWindow] = []

    def make(instant: bool = True, root: Path | None = None, size: tuple[int, int] = (1280, 720)) -> MainWindow:
        services = AppServices.from_paths(AppPaths.under(root)) if root is not None else None
        window = MainWindow(cards=CARDS, instant=instant, services=services)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()  # stops the bot threads (closeEvent -> controller.shutdown)
