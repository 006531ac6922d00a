"""How much time one frame of the live table may spend painting card faces anew.

A card's face costs 1–4 ms to paint (moons, wrapped text) and is then a cached pixmap. When a link joins the
chain or a card leaves the hand, the neighbours are laid out at a new width and a dozen faces miss the cache in
the same frame: ~20 ms of face painting on top of the frame's other work, the largest gap of ui_bench's 16 ms
timer (issue 15). A frame now paints fresh faces until its budget is spent; the remaining cards show their last
face (its own proportions, centred in the new place) for a frame or a few and are repainted crisp as soon as a
later frame has budget left (a seven-card hand re-laid is crisp within ~7 frames, while its cards are still
sliding). A resized window, where every face misses, comes back crisp the same way instead of in one long frame.

A new card always paints its face at once (it has no face to show meanwhile); so does a card whose look
changed (dimmed, highlighted, damaged). Screenshots take every face crisp inside `unlimited()`.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Iterator

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QGraphicsItem

FRAME_S = 0.016  # one frame of a 60 Hz screen
BUDGET_S = 0.004  # fresh faces per frame (a face costs 1-4 ms): a quarter of it, the rest is the frame's other work


class FaceBudget(QObject):
    """Counts the time fresh faces took in the current frame and repaints the cards that had to wait."""

    def __init__(
        self, budget_s: float = BUDGET_S, frame_s: float = FRAME_S, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        super().__init__()
        self.budget_s, self.frame_s, self.clock = budget_s, frame_s, clock
        self.deferred = 0  # faces shown stale so far (ui_bench reports it)
        self._frame_start = -1.0
        self._spent = 0.0
        self._waiting: list[QGraphicsItem] = []
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(round(frame_s * 1000))
        self._retry.timeout.connect(self._repaint_waiting)

    def _frame(self) -> None:
        now = self.clock()
        if now - self._frame_start >= self.frame_s:
            self._frame_start, self._spent = now, 0.0

    def allows(self) -> bool:
        """May this frame paint one more fresh face?"""
        self._frame()
        return self._spent < self.budget_s

    def charge(self, seconds: float) -> None:
        self._frame()
        self._spent += seconds

    def defer(self, item: QGraphicsItem) -> None:
        """`item` showed a stale face: repaint it in a later frame."""
        self.deferred += 1
        if item not in self._waiting:
            self._waiting.append(item)
        if not self._retry.isActive():
            self._retry.start()

    @contextlib.contextmanager
    def unlimited(self) -> Iterator[None]:
        """Every face crisp while inside (a screenshot of the window)."""
        budget, self.budget_s = self.budget_s, math.inf
        try:
            yield
        finally:
            self.budget_s = budget

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def _repaint_waiting(self) -> None:
        waiting, self._waiting = self._waiting, []
        for item in waiting:
            if shiboken6.isValid(item):  # a card removed from the table meanwhile needs nothing
                item.update()


_BUDGET: FaceBudget | None = None


def face_budget() -> FaceBudget:
    """The budget shared by every card of the live table (created on first use, in the GUI thread)."""
    global _BUDGET
    if _BUDGET is None:
        _BUDGET = FaceBudget()
    return _BUDGET
