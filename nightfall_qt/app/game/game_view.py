"""The two faces a game shows the views: what they may read (`GameView`) and what they may ask (`GameCommands`).

The table, its models, the prompt bar, the keys and the window are typed against these protocols, not against a
class: app/game/controller.py (a game run here) and app/remote/remote_controller.py (a game run by a server) both
implement them, and mypy holds each to them (the checks at the end of those modules). A view that needs something
neither protocol has is asking for something only one kind of game can give; say so by narrowing to that class.

`GameView` is the one door for hidden information seen from the views' side: every answer is built from the
viewer's `observation()`, the viewer's own `decision_for_viewer()` and the card database, never the live state.
Its signals are told in the order `GameSource.deliver` writes down (app/game/game_source.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import SignalInstance

from nightfall_qt.ai.explain import Explanation
from nightfall_qt.app.game.presenter import Presenter
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.engine import CardDB, CardDef, Choice, Decision
from nightfall_qt.engine.observation import Observation, Request

# A check a human's legal choice must also pass (the tutorial's "only the taught move", the confirmations): it
# returns None to let the choice through, else the reason it was not taken.
Gate = Callable[[int, Choice], str | None]


class GameView(Protocol):
    """What a view reads of a game: the step signals, the viewer's observation and decision, and answers built
    from nothing else. Reading never changes the game."""

    # The step signals, in `GameSource.deliver`'s order (see there for what each listener may rely on).
    @property
    def gameStarted(self) -> SignalInstance: ...
    @property
    def stateApplied(self) -> SignalInstance: ...
    @property
    def undone(self) -> SignalInstance: ...  # (str) the label of a choice taken back
    @property
    def eventsApplied(self) -> SignalInstance: ...  # (list[dict]) the step's events for the viewer
    @property
    def stateChanged(self) -> SignalInstance: ...
    @property
    def decisionChanged(self) -> SignalInstance: ...
    @property
    def passDeviceRequested(self) -> SignalInstance: ...  # (int) the seat to pass the device to
    @property
    def gameOver(self) -> SignalInstance: ...  # (object) the result
    @property
    def stepDelivered(self) -> SignalInstance: ...  # (Step) the last word of a step
    @property
    def moveExplained(self) -> SignalInstance: ...  # (Explanation) what a bot weighed, as the viewer may read it
    # Outside the step order: a bot starts or stops thinking (int, bool), a choice was refused (str, why).
    @property
    def botThinking(self) -> SignalInstance: ...
    @property
    def choiceRejected(self) -> SignalInstance: ...

    @property
    def presenter(self) -> Presenter:
        """Paces each step's events for the eye (app/game/presenter.py)."""
        ...

    # ------------------------------------------------------------------ the viewer and the seats
    @property
    def viewer_seat(self) -> int: ...
    @property
    def seats(self) -> tuple[SeatConfig, ...]: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def human_seats(self) -> list[int]: ...
    @property
    def local_seats(self) -> list[int]:
        """The seats whose players read this screen."""
        ...

    @property
    def pass_pending(self) -> int | None:
        """Pass-and-play: the seat the device must be passed to before its hand shows."""
        ...

    @property
    def hands_hidden(self) -> bool: ...
    @property
    def thinking_seat(self) -> int | None: ...
    @property
    def last_explanation(self) -> Explanation | None: ...  # of the last bot move shown (None after an undo)
    def presence_of(self, seat: int) -> tuple[bool, float | None]: ...

    # ------------------------------------------------------------------ the game as the viewer sees it
    def observation(self) -> Observation | None: ...
    def decision_for_viewer(self) -> Decision | None: ...
    @property
    def request(self) -> Request | None: ...
    @property
    def has_game(self) -> bool: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def result(self) -> Any: ...
    @property
    def edition(self) -> str | None: ...
    def events_for_viewer(self) -> list[dict[str, Any]]: ...
    def history_for_viewer(self) -> list[dict[str, Any]]: ...

    # ------------------------------------------------------------------ cards and choices
    @property
    def cards(self) -> CardDB: ...
    def card(self, card_id: str) -> CardDef: ...
    def visible_card(self, uid: int) -> CardDef | None: ...
    def options_for_uid(self, uid: int) -> list[Choice]: ...
    def option(self, **fields: Any) -> Choice | None: ...
    def choice_label(self, choice: Choice) -> str: ...
    def why_not_chain(self, uid: int) -> str | None: ...
    def why_not_claim(self, archive: int, secret: bool = False) -> str | None: ...
    def can_undo(self) -> bool: ...
    def why_no_undo(self) -> str | None: ...


class GameCommands(Protocol):
    """What a view may ask of a game. Every request is checked by the game (a refusal is told through
    `choiceRejected` with its reason) and its outcome reaches the views only as a delivered step."""

    gates: list[Gate]  # checks a human's legal choice must pass too, first one first
    fast_bots: bool  # bots answer without waiting for the presenter

    def submit(self, seat: int, choice: Choice) -> bool:
        """Answer the pending decision for `seat`; False (and `choiceRejected`) when it is not taken."""
        ...

    def confirm_pass(self) -> bool:
        """Pass-and-play: the next human holds the device now."""
        ...

    def undo(self) -> bool: ...
    def shutdown(self) -> None:
        """The window closes: stop bots, links and timers."""
        ...


class GameSession(GameView, GameCommands, Protocol):
    """Both faces at once: what the window holds (it shows the game and passes the player's requests on)."""
