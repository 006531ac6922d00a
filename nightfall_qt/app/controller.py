"""GameController: the only writer of the live GameState, on the GUI thread.

Human gestures and bot answers both become `submit(seat, choice)`. After each apply the controller
tells the world (events for the viewer, state, decision), then asks the next decider: a bot through
the AiRunner once the presenter is idle, a second human at the device through `passDeviceRequested`.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.ai import make_bot
from nightfall_qt.app.ai_runner import AiRunner
from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.presenter import Presenter
from nightfall_qt.app.prompt_text import prompt_for
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.app.undo import UndoHistory
from nightfall_qt.app.why_not import chain_why_not, claim_why_not
from nightfall_qt.engine import CardDB, CardDef, Choice, Decision, GameOptions, GameState, Rng, load_cards, new_game
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.scenario import scenario_yaml

log = logging.getLogger(__name__)

_BOT_SEED_SALT = 0x5EA7B07

# A few words for each kind of choice (the Edit menu's "Undo ...", the hint in the status bar, the log).
# {card} is the card chosen, {player} the seat it concerns; kinds with a card have a variant without one.
CHOICE_LABELS: dict[str, str] = {
    "chain_add": QT_TRANSLATE_NOOP("ChoiceLabel", "add {card} to the chain"),
    "chain_pass": QT_TRANSLATE_NOOP("ChoiceLabel", "pass"),
    "claim": QT_TRANSLATE_NOOP("ChoiceLabel", "claim {card}"),
    "claim_discard": QT_TRANSLATE_NOOP("ChoiceLabel", "discard {card} for influence"),
    "claim_end": QT_TRANSLATE_NOOP("ChoiceLabel", "end the claim phase"),
    "attack": QT_TRANSLATE_NOOP("ChoiceLabel", "attack {player} with {card}"),
    "block": QT_TRANSLATE_NOOP("ChoiceLabel", "block with {card}"),
    "block_done": QT_TRANSLATE_NOOP("ChoiceLabel", "done blocking"),
    "draw_up": QT_TRANSLATE_NOOP("ChoiceLabel", "draw up"),
    "wound_effect": QT_TRANSLATE_NOOP("ChoiceLabel", "use the wound effect"),
    "end_turn": QT_TRANSLATE_NOOP("ChoiceLabel", "end the turn"),
    "draft_pick": QT_TRANSLATE_NOOP("ChoiceLabel", "draft {card}"),
    "attack_order": QT_TRANSLATE_NOOP("ChoiceLabel", "resolve the attack of {card} next"),
    "absorb": QT_TRANSLATE_NOOP("ChoiceLabel", "absorb the damage with {card}"),
    "target_player": QT_TRANSLATE_NOOP("ChoiceLabel", "target {player}"),
    "target_minion": QT_TRANSLATE_NOOP("ChoiceLabel", "target {card}"),
    "target_order": QT_TRANSLATE_NOOP("ChoiceLabel", "target {card} in the chain"),
    "target_archive": QT_TRANSLATE_NOOP("ChoiceLabel", "target the archive of {card}"),
    "pick_card": QT_TRANSLATE_NOOP("ChoiceLabel", "choose {card}"),
    "hit_order": QT_TRANSLATE_NOOP("ChoiceLabel", "hit {player} next"),
}
# Labels of the kinds above whose card may be hidden or missing (a secret archive).
CHOICE_LABELS_NO_CARD: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("ChoiceLabel", "claim a secret card"),
    "target_archive": QT_TRANSLATE_NOOP("ChoiceLabel", "target a secret archive"),
}


def visible_events(events: Sequence[dict[str, Any]], viewer: int) -> list[dict[str, Any]]:
    """Copies of `events` with what `viewer` may not see removed (others' drawn and drafted cards)."""
    return [dict(event_for(e, viewer)) for e in events]


class GameController(QObject):
    stateChanged = Signal()
    eventsApplied = Signal(object)  # list[dict]: `object` passes the Python list itself, unconverted
    decisionChanged = Signal()
    passDeviceRequested = Signal(int)
    botThinking = Signal(int, bool)
    gameOver = Signal(object)
    choiceRejected = Signal(str)
    gameStarted = Signal()  # a new or loaded game replaced the previous one (models reset their log)
    stateApplied = Signal()  # a decision was applied to the live state (autosave listens; emitted first)
    undone = Signal(str)  # a human's choice was taken back (its label); stateChanged follows

    def __init__(self, cards: CardDB | None = None, parent: QObject | None = None, instant: bool = False) -> None:
        super().__init__(parent)
        self._cards = cards if cards is not None else load_cards()
        self._state: GameState | None = None
        self._seats: tuple[SeatConfig, ...] = ()
        self._viewer = 0
        self._pass_pending: int | None = None
        self._pass_to_announce = False
        self._bots: dict[int, Any] = {}
        self._bot_rngs: dict[int, Rng] = {}
        self._thinking: int | None = None  # seat whose bot request is in flight
        self._request_id = 0
        self._bot_waiting = False  # a bot must move once the presenter is idle
        self.fast_bots = instant
        self.presenter = Presenter(self, instant=instant)
        self.presenter.becameIdle.connect(self._on_presenter_idle)
        self.ai = AiRunner(self)
        self.ai.answered.connect(self._on_bot_answer)
        # Checks a human's legal choice must also pass (the tutorial's "only the taught move", the
        # confirmations): each returns None to let it through, else the reason it was not taken.
        self.gates: list[Callable[[int, Choice], str | None]] = []
        self.undo_history = UndoHistory()  # app/undo.py: snapshots back to the last revealing moment

    # ------------------------------------------------------------------ starting games
    def new_game(self, options: GameOptions, seats: list[SeatConfig]) -> None:
        if len(seats) != options.players:
            raise ValueError(f"{options.players} players but {len(seats)} seat configurations")
        self.load_state(new_game(options, self._cards), seats, _fresh=True)

    def load_state(self, state: GameState, seats: Sequence[SeatConfig], _fresh: bool = False,
                   bots: dict[int, Any] | None = None) -> None:
        """Take over `state` (a loaded save, a scenario) with these seats; the controller now owns it.

        `bots` replaces the bots of some bot seats (the tutorial's scripted opponents)."""
        if len(seats) != state.n:
            raise ValueError(f"the game has {state.n} seats but {len(seats)} seat configurations were given")
        self.ai.cancel()
        self.presenter.clear()
        if self._thinking is not None:
            self.botThinking.emit(self._thinking, False)
        self._state = state
        self._seats = tuple(seats)
        self._bots = {i: make_bot(s.level) for i, s in enumerate(seats) if s.is_bot}
        self._bots.update({i: b for i, b in (bots or {}).items() if i in self._bots})
        base = state.options.seed * 1_000_003 + len(state.history)
        self._bot_rngs = {i: Rng((base ^ _BOT_SEED_SALT) + 7919 * i) for i in self._bots}
        self._thinking = None
        self._bot_waiting = False
        humans = self.human_seats
        self._viewer = humans[0] if humans else 0
        self._pass_pending = None
        self._pass_to_announce = False
        self.undo_history.clear("new_game")
        if len(humans) >= 2 and not state.is_over:
            d = state.decision
            # Nobody's hand shows until the right person holds the device.
            self._request_pass(d.seat if d is not None and d.seat in humans else humans[0])
        self.gameStarted.emit()
        events = visible_events(state.events, self._viewer) if _fresh else []
        self._announce(events)

    # ------------------------------------------------------------------ read-only view
    @property
    def state(self) -> GameState | None:
        """The live state, for the app layer's models: read it, never mutate it."""
        return self._state

    @property
    def cards(self) -> CardDB:
        return self._cards

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self._seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self._seats]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self._seats) if s.is_human]

    @property
    def viewer_seat(self) -> int:
        return self._viewer

    @property
    def pass_pending(self) -> int | None:
        """The seat the device must be passed to before its hand shows (pass-and-play), else None."""
        return self._pass_pending

    @property
    def hands_hidden(self) -> bool:
        return self._pass_pending is not None

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    @property
    def is_over(self) -> bool:
        return self._state is not None and self._state.is_over

    @property
    def result(self) -> Any:
        return None if self._state is None else self._state.result

    @property
    def decision(self) -> Decision | None:
        """The pending decision, whoever it belongs to (for "waiting for ..." displays; options are not
        meant to be shown unless it is the viewer's: use decision_for_viewer).

        Its `prompt` is in the player's language (app/prompt_text.py), not the engine's English."""
        st = self._state
        if st is None:
            return None
        d = st.decision
        if d is None or st.pending is None:
            return d
        return dataclasses.replace(d, prompt=prompt_for(st, st.pending))

    def decision_for_viewer(self) -> Decision | None:
        d = self.decision
        if d is None or self._pass_pending is not None or d.seat != self._viewer:
            return None
        if not self._seats[d.seat].is_human:
            return None
        return d

    def observation(self) -> Any:
        if self._state is None:
            return None
        return self._state.observation(self._viewer)

    def card(self, card_id: str) -> CardDef:
        return self._cards[card_id]

    def card_of_uid(self, uid: int) -> CardDef:
        assert self._state is not None
        return self._state.card(uid)

    def why_not_chain(self, uid: int) -> str | None:
        """Why the viewer cannot add this hand card to the chain now (None if they can), translated."""
        if self._state is None:
            return translate("Controller", "no game")
        return chain_why_not(self._state.observation(self._viewer), self._cards, uid)

    def why_not_claim(self, archive: int, secret: bool = False) -> str | None:
        """Why the viewer cannot claim from `archive` now (None if they can), translated (`secret` is unused:
        the engine never tells a hidden card's cost)."""
        if self._state is None:
            return translate("Controller", "no game")
        return claim_why_not(self._state.observation(self._viewer), self._cards, archive)

    def options_for_uid(self, uid: int) -> list[Choice]:
        """The viewer's options that a gesture on this physical card could mean.

        Options list one copy per card id, so a hand or discard card matches by card id as well."""
        d = self.decision_for_viewer()
        if d is None or self._state is None:
            return []
        cid = self._state.cid(uid)
        by_card = self._state.owner_of_minion(uid) < 0  # not in play: copies are interchangeable
        return [o for o in d.options if o.uid == uid or (by_card and o.uid is not None and o.card == cid)]

    def option(self, **fields: Any) -> Choice | None:
        """The first of the viewer's options whose fields match, e.g. option(kind="chain_pass")."""
        d = self.decision_for_viewer()
        if d is None:
            return None
        return next((o for o in d.options if all(getattr(o, k) == v for k, v in fields.items())), None)

    # ------------------------------------------------------------------ acting
    def submit(self, seat: int, choice: Choice) -> bool:
        """A human's answer. Rejected (choiceRejected, False, state untouched) unless it is legal now."""
        reason = self._reject_reason(seat, choice, human=True)
        if reason is not None:
            self.choiceRejected.emit(reason)
            return False
        for gate in list(self.gates):
            reason = gate(seat, choice)
            if reason is not None:
                self.choiceRejected.emit(reason)
                return False
        assert self._state is not None
        self.undo_history.before(seat, self._state, self.choice_label(choice))
        self._apply(choice)
        return True

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        d = self.decision_for_viewer()
        return d is not None and self._thinking is None and self.undo_history.can_undo(self._viewer)

    def why_no_undo(self) -> str | None:
        if self.decision_for_viewer() is None:
            return translate("Controller", "you can undo only when it is your decision")
        return self.undo_history.why_not(self._viewer)

    def undo(self) -> bool:
        """Take back the viewer's last choice (never beyond the last moment something was revealed)."""
        reason = None if self.can_undo() else (self.why_no_undo() or translate("Controller", "nothing to undo"))
        point = None if reason is not None else self.undo_history.pop(self._viewer)
        if point is None:
            self.choiceRejected.emit(reason or translate("Controller", "nothing to undo"))
            return False
        self.ai.cancel()
        self.presenter.clear()
        self._bot_waiting = False
        self._state = point.state
        self.stateApplied.emit()
        self.undone.emit(point.label)
        self._announce([])
        return True

    def choice_label(self, choice: Choice) -> str:
        """A few words for a choice ("add Furious Melee to the chain"), for the Edit menu and the log."""
        language = current_language()
        name = self._cards[choice.card].name(language) if choice.card in self._cards else ""
        if not name and choice.uid is not None and self._state is not None and 0 <= choice.uid < len(
                self._state.card_of):
            name = self._state.card(choice.uid).name(language)
        seat = self._seat_name(choice.seat) if choice.seat is not None else ""
        if not name and choice.kind in CHOICE_LABELS_NO_CARD:
            return translate("ChoiceLabel", CHOICE_LABELS_NO_CARD[choice.kind])
        if not name:
            name = translate("ChoiceLabel", "a card")
        if choice.kind in CHOICE_LABELS:
            return translate("ChoiceLabel", CHOICE_LABELS[choice.kind]).format(card=name, player=seat)
        return translate("ChoiceLabel", "{kind} {card}").format(kind=choice.kind.replace("_", " "), card=name)

    def confirm_pass(self) -> bool:
        """The next human holds the device: show their hand and let them decide."""
        if self._pass_pending is None:
            return False
        self._viewer = self._pass_pending
        self._pass_pending = None
        self.stateChanged.emit()
        self.decisionChanged.emit()
        return True

    def shutdown(self) -> None:
        """Stop bots and wait for their threads (window close)."""
        self._bot_waiting = False
        self.ai.shutdown()
        self.presenter.clear()

    def _reject_reason(self, seat: int, choice: Any, human: bool) -> str | None:
        st = self._state
        if st is None:
            return translate("Controller", "no game is running")
        d = self.decision
        if d is None:
            if st.is_over:
                return translate("Controller", "the game is over")
            return translate("Controller", "no decision is pending")
        if seat != d.seat:
            return translate("Controller", "it is {player}'s decision, not {other}'s").format(
                player=self._seats[d.seat].name, other=self._seat_name(seat)
            )
        if human and self._seats[seat].is_bot:
            return translate("Controller", "{player} is played by a bot").format(player=self._seats[seat].name)
        if human and self._pass_pending is not None:
            return translate("Controller", "pass the device to {player} first").format(
                player=self._seats[self._pass_pending].name
            )
        if not isinstance(choice, Choice) or choice not in d.options:
            label = self.choice_label(choice) if isinstance(choice, Choice) else str(choice)
            return translate("Controller", "{choice} is not a legal choice now ({prompt})").format(
                choice=label, prompt=d.prompt
            )
        return None

    def _seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self._seats):
            return self._seats[seat].name
        return translate("Controller", "seat {number}").format(number=seat)

    def _apply(self, choice: Choice) -> None:
        assert self._state is not None
        d = self._state.decision
        seat = d.seat if d is not None else -1
        rng_before = self._state.rng.state
        events = self._state.apply(choice)
        self.undo_history.after(seat, events, rng_before, self._state.rng.state)
        nxt = self._state.decision
        if seat < 0 or self._seats[seat].is_bot or (nxt is not None and nxt.seat != seat):
            self.undo_history.other_acted("other_turn")
        self.stateApplied.emit()
        visible = visible_events(events, self._viewer)
        self._update_viewer()
        self._announce(visible)

    def _update_viewer(self) -> None:
        d = self.decision
        if d is None or not self._seats[d.seat].is_human:
            return
        if d.seat != self._viewer and self._pass_pending != d.seat:
            if len(self.human_seats) >= 2:
                self._request_pass(d.seat)
            else:
                self._viewer = d.seat

    def _request_pass(self, seat: int) -> None:
        self._pass_pending = seat
        self._pass_to_announce = True

    def _announce(self, events: list[dict[str, Any]]) -> None:
        self.presenter.enqueue(events)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        self.decisionChanged.emit()
        if self._pass_to_announce and self._pass_pending is not None:
            self._pass_to_announce = False
            self.passDeviceRequested.emit(self._pass_pending)
        if self.is_over:
            self.ai.cancel()
            self.gameOver.emit(self.result)
            return
        self._schedule_bot()

    # ------------------------------------------------------------------ bots
    def _schedule_bot(self) -> None:
        d = self.decision
        if d is None or not self._seats[d.seat].is_bot:
            return
        if self.fast_bots or self.presenter.idle:
            self._ask_bot()
        else:
            self._bot_waiting = True

    def _on_presenter_idle(self) -> None:
        if self._bot_waiting:
            self._bot_waiting = False
            self._ask_bot()

    def _ask_bot(self) -> None:
        st = self._state
        d = self.decision
        if st is None or d is None or d.seat not in self._bots:
            return
        seat = d.seat
        rng = self._bot_rngs[seat].fork()  # each request its own generator: workers never share one
        self._thinking = seat
        snapshot = st.clone(events=False)  # the worker determinizes a private copy, never the live game
        worlds = lambda r: snapshot.determinize(seat, r)  # noqa: E731 - a closure over the snapshot
        self._request_id = self.ai.request(seat, self._bots[seat], st.observation(seat), rng, worlds,
                                           position=lambda: scenario_yaml(snapshot))
        self.botThinking.emit(seat, True)

    def _on_bot_answer(self, request_id: int, choice: Choice) -> None:
        if request_id != self._request_id or self._thinking is None:
            return
        seat = self._thinking
        self._thinking = None
        self.botThinking.emit(seat, False)
        reason = self._reject_reason(seat, choice, human=False)
        if reason is not None:  # the runner checks legality; this guards against a stale position
            log.error("bot answer for seat %d rejected: %s", seat, reason)
            d = self.decision
            if d is None or d.seat != seat:
                return
            choice = d.options[0]
        self._apply(choice)
