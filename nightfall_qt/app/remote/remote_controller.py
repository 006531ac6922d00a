"""A game run by a server (online play), read by the same table, models and prompt bar as a local game.

The server sends this seat its `observation` and the events it may see (online/server.py); a choice goes
back over the wire (online/link.py, on its own thread) and nothing changes here until the server's next
state arrives. Messages cross from the link's thread to the GUI thread through a queued signal. What needs
the whole game (undo, saving, opening, pass-and-play, bot scheduling) does not exist here: the server holds
the game and runs its bots.

Each `state` becomes one `Step` handed to the views by `GameSource.deliver`, the same door and order as a local
game's. As a local game asks its next bot only once the presenter has shown the last step, a state that arrives
while the presenter still shows the last one waits for it (`_arrived`): the table unfolds step by step, as at home.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from nightfall_qt.app.game.game_source import GameSource, Step
from nightfall_qt.app.game.game_view import GameSession
from nightfall_qt.app.game.seats import SeatConfig, default_seat_name
from nightfall_qt.app.remote.connection_status import ConnectionStatus
from nightfall_qt.app.remote.online_presence import SeatPresence
from nightfall_qt.app.remote.online_tickets import OnlineSeat
from nightfall_qt.app.replay.seat_replays import SeatRecorder, SeatReplay
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.app.texts.labels import BOT_LEVELS, label
from nightfall_qt.app.texts.online_text import error_text, failure_text
from nightfall_qt.app.texts.prompt_text import prompt_for
from nightfall_qt.engine import CardDB, Choice, Decision
from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.observation import Observation
from nightfall_qt.online import link as net
from nightfall_qt.online.wire import observation_from_wire


@dataclasses.dataclass(frozen=True)
class _Arrived:
    """A server's `state`, read and waiting for its turn to be delivered as a step."""

    observation: Observation
    decision_no: int
    auto: bool
    events: tuple[dict[str, Any], ...]
    seats: list[dict[str, Any]] | None
    started: bool
    wire: dict[str, Any]  # the observation as received (the seat's replay stores it: app/replay/seat_replays.py)


class RemoteController(GameSource):
    seated = Signal(object)  # OnlineSeat: a seat is held (the dialogs close and the table opens)
    failed = Signal(str)  # no seat could be reached, in the player's language (the dialogs show it)
    connectionChanged = Signal(str)  # "" when connected, else what is wrong, in the player's language
    _received = Signal(object)  # a server message, from the link's thread
    _status = Signal(str, str)  # a connection state and its detail, from the link's thread

    def __init__(self, cards: CardDB, parent: QObject | None = None,
                 link_factory: Callable[..., Any] = net.ClientLink) -> None:  # fmt: skip
        super().__init__(cards, parent)  # its presenter follows the window's animation speed, as a local game's
        self.gates: list[Callable[[int, Choice], str | None]] = []
        self.fast_bots = False  # the server's bots play at the server's pace
        self.ticket: OnlineSeat | None = None
        self.presence = SeatPresence(self)  # the other players' connections (app/remote/online_presence.py)
        self.link_status = ConnectionStatus()  # what the status line says of the link (app/remote/connection_status.py)
        self._link_factory = link_factory
        self._link: Any = None
        self._name = ""
        self._hosted: tuple[str, int] | None = None
        self._obs: Observation | None = None
        self._decision_no = -1
        self._auto = False  # the state on the table is a forced decision the server answers itself
        self._sent: int | None = None  # the decision number answered, until the server's next state
        self._seat = 0
        self._seats: tuple[SeatConfig, ...] = ()
        self._history: list[dict[str, Any]] = []
        self._events: list[dict[str, Any]] = []
        self._fresh = False  # a `log` arrived: the next state starts (or restarts) the game for the views
        self._thinking: int | None = None
        self._connected = False
        self._over_told = False
        self._seated_told = False
        self._last_error = ""  # the server's last error code (its closing the connection says it again)
        self._arrived: list[_Arrived] = []  # states waiting for the presenter to show the last step
        self.recorder = SeatRecorder()  # what this seat was shown, kept as its replay at the game's end
        # Once the views have caught up with the last step (they hear `becameIdle` too): the next step.
        self.presenter.becameIdle.connect(lambda: QTimer.singleShot(0, self, self._deliver_arrived))
        self._received.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        self._status.connect(self._on_status, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------------ taking a seat
    def create_room(self, url: str, name: str, seats: list[dict[str, Any]], hosted: tuple[str, int] | None = None,
                    timer: int = 0, timer_level: str = "normal") -> None:  # fmt: skip
        self._open(url, name, hosted).create_room(name, seats, timer, timer_level)

    def join(self, url: str, room: str, name: str) -> None:
        self._open(url, name, None).join(room, name)

    def resume(self, ticket: OnlineSeat) -> None:
        self.ticket = ticket
        hosted = (ticket.host, ticket.port) if ticket.hosted else None
        self._open(ticket.url, ticket.name, hosted).resume(ticket.room, ticket.token)

    def _open(self, url: str, name: str, hosted: tuple[str, int] | None) -> Any:
        if self._link is not None:
            self._link.close()
        self._name, self._hosted = name, hosted
        self._link = self._link_factory(url, self._received.emit, self._status.emit)
        return self._link

    def shutdown(self) -> None:
        """Leave the table (the seat stays ours on the server: resume it later)."""
        if self._link is not None:
            self._link.close()
            self._link = None

    def restart_views(self) -> None:
        """Tell views built after the game arrived (the online window opens once the seat is held) all of it."""
        if self._obs is None:
            return
        if self._thinking is not None:
            self.botThinking.emit(self._thinking, True)
        self.deliver(Step(self._obs, self.decision_for_viewer(), started=True, over=self._obs.is_over))

    # ------------------------------------------------------------------ messages, on the GUI thread
    def _on_message(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "joined":
            self._on_joined(msg)
        elif kind == "log":  # (re)joined: the whole game follows, from its start; what waited is in it
            self._history, self._events, self._fresh = list(msg["events"]), [], True
            self.recorder.log(self._history)
            self._arrived.clear()
            self.presenter.clear()
        elif kind == "seats":
            self._on_seats(msg["seats"])
        elif kind == "state":
            self._on_state(msg)
        elif kind == "presence":
            self.presence.receive(msg)
        elif kind == "error":
            self._on_error(str(msg.get("code", "")), str(msg.get("message", "")))

    def _on_joined(self, msg: dict[str, Any]) -> None:
        self._seat = int(msg["seat"])
        link = self._link
        token = msg.get("token") or (self.ticket.token if self.ticket is not None else None)
        if link is None or token is None:
            return
        host, port = self._hosted if self._hosted is not None else ("127.0.0.1", 0)
        first = self.ticket is None or self.ticket.token != token or not self._seated_told
        self.ticket = OnlineSeat(link.url, str(msg["room"]), self._seat, str(token), self._name,
                                 self._hosted is not None, host, port)  # fmt: skip
        if first:  # a reconnection takes the same seat again: nobody needs to hear of it twice
            self._seated_told = True
            self.seated.emit(self.ticket)

    def _on_seats(self, rows: list[dict[str, Any]]) -> None:
        self._seats = self._read_seats(rows)
        if self._obs is not None:
            self.stateChanged.emit()

    def _read_seats(self, rows: list[dict[str, Any]]) -> tuple[SeatConfig, ...]:
        seats = []
        for row in rows:
            seat = int(row["seat"])
            name = str(row.get("name") or "")
            if row.get("kind") == "bot":
                level = str(row.get("level") or "normal")
                name = name or translate("Online", "Bot {number} ({level})").format(
                    number=seat + 1, level=label(BOT_LEVELS, level))
                seats.append(SeatConfig(name, "bot", level))
            else:
                seats.append(SeatConfig(name or translate("Online", "free seat {number}").format(number=seat + 1),
                                        "human"))  # fmt: skip
        return tuple(seats)

    def _on_state(self, msg: dict[str, Any]) -> None:
        # A decision with one possible answer: the server answers it itself (so that nobody learns from the
        # order of messages what this seat could not play); the table shows it, the player is not asked.
        self._arrived.append(_Arrived(observation_from_wire(msg["observation"]), int(msg["decision"]),
                                      bool(msg.get("auto")), tuple(msg.get("events") or ()), msg.get("seats"),
                                      self._fresh, msg["observation"]))  # fmt: skip
        self._fresh = False
        self._deliver_arrived()

    def _deliver_arrived(self) -> None:
        """The states waiting, oldest first, each as the step on the table once the presenter has shown the last."""
        while self._arrived and self.presenter.idle and not self._delivering:
            self._deliver_one(self._arrived.pop(0))

    def _deliver_one(self, state: _Arrived) -> None:
        if state.seats:
            self._seats = self._read_seats(state.seats)
        self._obs = state.observation
        self._decision_no, self._sent, self._auto = state.decision_no, None, state.auto
        if state.started:
            self._over_told = False
        self._events.extend(state.events)
        self.recorder.record(state.wire, state.events)
        over = state.observation.is_over and not self._over_told
        self._over_told = self._over_told or over
        self.deliver(Step(state.observation, self.decision_for_viewer(), state.events, started=state.started,
                          applied=not state.started, over=over))  # fmt: skip

    def _after_step(self, step: Step) -> None:
        self._follow_thinking()

    def _follow_thinking(self) -> None:
        """The prompt bar's "thinking…" for a server bot deciding now."""
        obs = self._obs
        seat = obs.deciding_seat if obs is not None and not obs.is_over else None
        bot = seat is not None and 0 <= seat < len(self._seats) and self._seats[seat].is_bot
        now = seat if bot else None
        if now != self._thinking:
            if self._thinking is not None:
                self.botThinking.emit(self._thinking, False)
            self._thinking = now
            if now is not None:
                self.botThinking.emit(now, True)

    def _on_error(self, code: str, english: str) -> None:
        self._last_error = code
        if self.ticket is None or (code in net.FINAL_ERRORS and self._obs is None):
            self.failed.emit(error_text(code, english))
            return
        self._sent = None  # the choice was refused: the player may answer again
        self.choiceRejected.emit(error_text(code, english))
        self.decisionChanged.emit()

    def _on_status(self, status: str, detail: str) -> None:
        self._connected = status == net.CONNECTED
        address = self._link.url if self._link is not None else detail
        if status == net.FAILED and (self.ticket is None or self._obs is None):
            if detail != self._last_error:  # an error the server sent before closing was told already
                self.failed.emit(failure_text(detail, address))
            return
        self.link_status.update(status, detail)
        self.connectionChanged.emit("" if self._connected else self.link_status.text(address))
        self.decisionChanged.emit()  # no answers while disconnected

    def seat_replay(self) -> SeatReplay | None:
        """What this seat was shown, as its replay, once the game is over (None before)."""
        room = self.ticket.room if self.ticket is not None else ""
        return self.recorder.replay(self._seat, self.seats, self._cards, self.edition, f"{room}s{self._seat}")

    # ------------------------------------------------------------------ what the viewer may know
    def observation(self) -> Observation | None:
        return self._obs

    def decision_for_viewer(self) -> Decision | None:
        obs = self._obs
        if obs is None or not obs.options or obs.deciding_seat != self._seat or self._sent is not None:
            return None
        if self._auto or self._arrived:  # a newer state waits to be shown: this decision is answered already
            return None
        if not self._connected or obs.decision_kind is None:
            return None
        return Decision(self._seat, DecisionKind(obs.decision_kind), prompt_for(obs, self._cards), obs.options)

    @property
    def viewer_seat(self) -> int:
        return self._seat

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        if self._obs is not None and len(self._seats) < self._obs.players:  # before the first `seats`
            return tuple(SeatConfig(default_seat_name(i), "human") for i in range(self._obs.players))
        return self._seats

    @property
    def edition(self) -> str | None:
        return None  # the server's games use the packaged edition

    def presence_of(self, seat: int) -> tuple[bool, float | None]:
        return self.presence.away(seat)

    @property
    def decision_number(self) -> int:
        """How many decisions the server had applied when it sent the state on the table (-1: none yet)."""
        return self._decision_no

    @property
    def connected(self) -> bool:
        return self._connected

    @property
    def local_seats(self) -> list[int]:
        return [self._seat]  # the others read their own screens

    @property
    def pass_pending(self) -> int | None:
        return None  # each player has their own screen

    @property
    def hands_hidden(self) -> bool:
        return False

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def events_for_viewer(self) -> list[dict[str, Any]]:
        return [*self._history, *self._events]

    def history_for_viewer(self) -> list[dict[str, Any]]:
        return list(self._history)

    def confirm_pass(self) -> bool:
        return False

    # ------------------------------------------------------------------ acting
    def submit(self, seat: int, choice: Choice) -> bool:
        """Send the viewer's answer to the server; the table changes when the server's next state arrives."""
        d = self.decision_for_viewer()
        reason = None
        if d is None:
            reason = translate("Online", "Not now: wait for the server.") if self._sent is not None or \
                not self._connected else translate("Controller", "no decision is pending")
        elif seat != self._seat:
            reason = translate("Online", "You can only answer for your own seat.")
        elif choice not in d.options:
            reason = translate("Controller", "{choice} is not a legal choice now ({prompt})").format(
                choice=self.choice_label(choice), prompt=d.prompt)
        for gate in list(self.gates) if reason is None else []:
            reason = gate(seat, choice)
            if reason is not None:
                break
        if reason is not None or self._link is None:
            self.choiceRejected.emit(reason or "")
            return False
        self._sent = self._decision_no
        self._link.choose(choice, self._decision_no)
        self.decisionChanged.emit()
        return True

    def can_undo(self) -> bool:
        return False

    def why_no_undo(self) -> str | None:
        return translate("Online", "Undo is not available online: the server has already played your choice for "
                                   "everyone.")

    def undo(self) -> bool:
        self.choiceRejected.emit(self.why_no_undo() or "")
        return False


if TYPE_CHECKING:

    def _implements_protocols(game: RemoteController) -> GameSession:
        """mypy holds the online game to what the views read and ask (app/game/game_view.py)."""
        return game
