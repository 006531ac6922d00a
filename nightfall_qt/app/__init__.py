"""The Qt application layer without widgets: controller, AI runner, presenter and item models.

PySide6 6.12.0 leaks references to None/True on every void call and signal emit under CPython 3.11
and aborts the interpreter; pyproject.toml therefore requires PySide6-Essentials < 6.12.
"""

from __future__ import annotations

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.seats import SeatConfig

__all__ = ["GameController", "SeatConfig"]
