"""What a replay's game source answers to the commands a view may give: nothing is played or undone there."""

from __future__ import annotations

from nightfall_qt.app.game.game_source import GameSource
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import Choice


class ReadOnlySource(GameSource):
    """A GameSource that watches a game already played (a replay of decisions, or of what one seat saw)."""

    def confirm_pass(self) -> bool:
        return False

    def submit(self, seat: int, choice: Choice) -> bool:
        self.choiceRejected.emit(translate("Replay", "This is a replay: nothing can be played."))
        return False

    def can_undo(self) -> bool:
        return False

    def why_no_undo(self) -> str | None:
        return translate("Replay", "This is a replay: nothing can be undone.")

    def undo(self) -> bool:
        return False

    def shutdown(self) -> None:
        self.presenter.clear()
