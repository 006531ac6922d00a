"""GameController: the only writer of the live GameState, on the GUI thread.

Human gestures and bot answers both become `submit(seat, choice)`. After each apply the controller
hands the step to the views as one `Step` (events for the viewer, observation, decision: `GameSource.deliver`
tells them in its written order), then asks the next decider: a bot through the BotScheduler once the presenter
is idle, a second human at the device through the step's hand-over.

The live state is private to the controller (and the save layer, which must write all of it): a viewer —
models, table, prompts, hints, tutorial — gets `observation()` (what the viewer may see), `request` (the
pending decision without its options), `decision_for_viewer()` (the viewer's own options) and the card
database. tests/test_layering.py holds every app/ui module to that.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from nightfall_qt.ai.explain import Explanation
from nightfall_qt.app.game.bot_scheduler import BotJob, BotScheduler
from nightfall_qt.app.game.explanations import for_readers
from nightfall_qt.app.game.game_source import GameSource, Step
from nightfall_qt.app.game.game_view import GameSession
from nightfall_qt.app.game.seating import Seating
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.game.suggestions import Suggester
from nightfall_qt.app.game.undo import UndoHistory
from nightfall_qt.app.texts.choice_labels import CHOICE_LABELS, CHOICE_LABELS_NO_CARD
from nightfall_qt.app.texts.i18n import current_language, translate
from nightfall_qt.app.texts.prompt_text import prompt_for
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB, Choice, Decision, GameOptions, GameState, new_game
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.observation import Observation

log = logging.getLogger(__name__)

__all__ = ["CHOICE_LABELS", "CHOICE_LABELS_NO_CARD", "GameController", "visible_events"]


def visible_events(events: Sequence[dict[str, Any]], viewer: int) -> list[dict[str, Any]]:
    """Copies of `events` with what `viewer` may not see removed (others' drawn and drafted cards)."""
    return [dict(event_for(e, viewer)) for e in events]


class GameController(GameSource):
    def __init__(self, cards: CardDB | None = None, parent: QObject | None = None, instant: bool = False) -> None:
        super().__init__(cards if cards is not None else load_cards(), parent, instant=instant)
        self._state: GameState | None = None
        self._history_end = 0  # events of a loaded game before it was loaded (history_for_viewer)
        # What observation() and decision build, kept for the position they were built for (see _memo).
        self._memo_base: tuple[Any, ...] = ()
        self._memo_values: dict[tuple[Any, ...], Any] = {}
        self.seating = Seating()  # app/game/seating.py: seats, the viewer, pass-and-play hand-overs
        self.bots = BotScheduler(self.presenter, self, fast=instant)  # app/game/bot_scheduler.py
        self.bots.thinking.connect(self.botThinking)
        self.bots.answered.connect(self._on_bot_answer)
        self.suggester = Suggester(self, self)  # app/game/suggestions.py: the Suggest key, at Hard's strength
        # Checks a human's legal choice must also pass (the tutorial's "only the taught move", the
        # confirmations): each returns None to let it through, else the reason it was not taken.
        self.gates: list[Callable[[int, Choice], str | None]] = []
        self.undo_history = UndoHistory()  # app/game/undo.py: snapshots back to the last revealing moment

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
        self.bots.cancel()
        self.presenter.clear()
        self._state = state
        self.bots.reset(seats, state.options.seed * 1_000_003 + len(state.history), bots)
        d = state.decision
        self.seating.reset(seats, d.seat if d is not None else None, state.is_over)
        self.undo_history.clear("new_game")
        # A loaded game's past events are its history (the log rebuilds it); a fresh game announces its own.
        self._history_end = 0 if _fresh else len(state.events)
        events = visible_events(state.events, self._reader()) if _fresh else []
        self._announce(events, started=True)

    # ------------------------------------------------------------------ what a viewer may know
    def events_for_viewer(self) -> list[dict[str, Any]]:
        """Every event of the game so far, as the log's reader may see them (the end screen's summary)."""
        return visible_events(self._state.events, self._reader()) if self._state is not None else []

    def history_for_viewer(self) -> list[dict[str, Any]]:
        """The events of a resumed or opened game from before it was loaded, as the log's reader may see them
        (the same filter as live events); empty for a game started here."""
        if self._state is None:
            return []
        return visible_events(self._state.events[: self._history_end], self._reader())

    @property
    def state(self) -> GameState | None:
        """The live state, for the save layer (which writes all of it) and tests only: a viewer's modules read
        `observation()` instead (tests/test_layering.py). Never mutate it."""
        return self._state

    def snapshot(self) -> GameState | None:
        """A copy of the live state to put back later with `load_state` (the tutorial pauses a game with it)."""
        return None if self._state is None else self._state.clone()

    @property
    def edition(self) -> str | None:
        """The running game's edition (public: it decides the rulings everyone plays by), None without a game."""
        return None if self._state is None else self._state.options.edition

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self.seating.seats

    def _seat_name(self, seat: int) -> str:
        return self.seating.name(seat)

    @property
    def viewer_seat(self) -> int:
        return self.seating.viewer

    @property
    def pass_pending(self) -> int | None:
        """The seat the device must be passed to before its hand shows (pass-and-play), else None."""
        return self.seating.pass_pending

    @property
    def hands_hidden(self) -> bool:
        return self.seating.hands_hidden

    @property
    def thinking_seat(self) -> int | None:
        return self.bots.thinking_seat

    @property
    def fast_bots(self) -> bool:
        return self.bots.fast

    @fast_bots.setter
    def fast_bots(self, fast: bool) -> None:
        self.bots.fast = fast

    @property
    def decision(self) -> Decision | None:
        """The pending decision, whoever it belongs to, with its options — for the controller, the save layer
        and tests. A viewer uses `request` (who decides what) and `decision_for_viewer()` (its own options).

        Its `prompt` is in the player's language (app/texts/prompt_text.py), not the engine's English."""
        st = self._state
        d = None if st is None else st.decision
        if st is None or d is None:
            return d
        seat = d.seat
        worded: Decision = self._memo(("decision", current_language()), lambda: dataclasses.replace(
            d, prompt=prompt_for(st.observation(seat), self._cards)))
        return worded

    def decision_for_viewer(self) -> Decision | None:
        obs = self.observation()
        if obs is None or obs.deciding_seat != self.viewer_seat:
            return None  # not the viewer's: no need to word its prompt
        d = self.decision
        if d is None or self.seating.pass_pending is not None or d.seat != self.viewer_seat:
            return None
        if not self.seating.is_human(d.seat):
            return None
        return d

    def observation(self) -> Observation | None:
        """What the viewer may see: the one door every view of the game is built from."""
        st = self._state
        if st is None:
            return None
        obs: Observation = self._memo(("observation", self.viewer_seat), lambda: st.observation(self.viewer_seat))
        return obs

    def _memo(self, key: tuple[Any, ...], build: Callable[[], Any]) -> Any:
        """`build()` once per position: the table asks for the observation and the decision many times per step
        (every model, every repaint). A step always replaces the pending decision, so (state, pending, history
        length) names the position."""
        st = self._state
        base = (st, None if st is None else st.pending, None if st is None else len(st.history))
        memo = self._memo_base
        if not (len(memo) == 3 and memo[0] is base[0] and memo[1] is base[1] and memo[2] == base[2]):
            self._memo_base, self._memo_values = base, {}
        if key not in self._memo_values:
            self._memo_values[key] = build()
        return self._memo_values[key]

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
        return d is not None and self.thinking_seat is None and self.undo_history.can_undo(self.viewer_seat)

    def why_no_undo(self) -> str | None:
        if self.decision_for_viewer() is None:
            return translate("Controller", "you can undo only when it is your decision")
        return self.undo_history.why_not(self.viewer_seat)

    def undo(self) -> bool:
        """Take back the viewer's last choice (never beyond the last moment something was revealed)."""
        reason = None if self.can_undo() else (self.why_no_undo() or translate("Controller", "nothing to undo"))
        point = None if reason is not None else self.undo_history.pop(self.viewer_seat)
        if point is None:
            self.choiceRejected.emit(reason or translate("Controller", "nothing to undo"))
            return False
        self.bots.cancel()
        self.presenter.clear()
        self._state = point.state
        self._announce([], applied=True, undone=point.label)
        return True

    def confirm_pass(self) -> bool:
        """The next human holds the device: show their hand and let them decide."""
        if not self.seating.confirm_pass():
            return False
        self.deliver(Step(self.observation(), self.decision_for_viewer()))
        return True

    def shutdown(self) -> None:
        """Stop bots and wait for their threads (window close)."""
        self.suggester.shutdown()
        self.bots.shutdown()
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
        names = self.seating
        if seat != d.seat:
            return translate("Controller", "it is {player}'s decision, not {other}'s").format(
                player=names.name(d.seat), other=names.name(seat)
            )
        if human and names.is_bot(seat):
            return translate("Controller", "{player} is played by a bot").format(player=names.name(seat))
        if human and names.pass_pending is not None:
            return translate("Controller", "pass the device to {player} first").format(
                player=names.name(names.pass_pending)
            )
        if not isinstance(choice, Choice) or choice not in d.options:
            label = self.choice_label(choice) if isinstance(choice, Choice) else str(choice)
            return translate("Controller", "{choice} is not a legal choice now ({prompt})").format(
                choice=label, prompt=d.prompt
            )
        return None

    def _apply(self, choice: Choice, explanation: Explanation | None = None) -> None:
        assert self._state is not None
        d = self._state.decision
        seat = d.seat if d is not None else -1
        rng_before = self._state.rng.state
        events = self._state.apply(choice)
        shown = None if explanation is None else for_readers(explanation, self._reader_observations())
        self.undo_history.after(seat, events, rng_before, self._state.rng.state)
        nxt = self._state.decision
        if seat < 0 or self.seating.is_bot(seat) or (nxt is not None and nxt.seat != seat):
            self.undo_history.other_acted("other_turn")
        visible = visible_events(events, self._reader())
        self.seating.follow(nxt.seat if nxt is not None else None)
        self._announce(visible, applied=True, explanation=shown)

    def _reader(self) -> int:
        """Whose eyes the events are filtered for. Two humans share the device and its log, which stays on screen
        after the hand-over: then only what every seat may see (seat -1), never one player's draws or picks."""
        return self.viewer_seat if len(self.seating.human_seats) < 2 else -1

    def _reader_observations(self) -> list[Observation]:
        """The observations of everyone who reads the table now: the viewer, or every human at the device (what
        `_reader` filters the log for); "Why?" shows only what all of them may see (app/game/explanations.py)."""
        assert self._state is not None
        humans = self.seating.human_seats
        return [self._state.observation(s) for s in (humans if len(humans) >= 2 else [self.viewer_seat])]

    def _announce(self, events: list[dict[str, Any]], started: bool = False, applied: bool = False,
                  undone: str | None = None, explanation: Explanation | None = None) -> None:
        """The step just taken (a game started, a choice applied or undone), to the views as one `Step`."""
        self.deliver(Step(self.observation(), self.decision_for_viewer(), tuple(events), started=started,
                          applied=applied, undone=undone, handover=self.seating.take_announcement(),
                          over=self.is_over, explanation=explanation))  # fmt: skip

    def _after_step(self, step: Step) -> None:
        """The next decider is asked once the views follow the step: a bot, when the presenter is idle."""
        if self.is_over:
            self.bots.cancel()
            return
        d = self._state.decision if self._state is not None else None
        if d is not None and self.seating.is_bot(d.seat):
            self.bots.schedule(self._bot_job)

    # ------------------------------------------------------------------ bots (scheduled by app/game/bot_scheduler.py)
    def _bot_job(self) -> BotJob | None:
        """What the bot deciding now may know: its seat's observation, and worlds sampled from a snapshot."""
        st = self._state
        d = None if st is None else st.decision
        if st is None or d is None or not self.seating.is_bot(d.seat):
            return None
        seat = d.seat
        snapshot = st.clone(events=False)  # the worker determinizes a private copy, never the live game
        return BotJob(seat, st.observation(seat), lambda r: snapshot.determinize(seat, r),
                      lambda: _scenario_text(snapshot))

    def suggestion_job(self) -> BotJob | None:
        """The viewer's own decision as a bot would be asked it (the Suggest key, app/game/suggestions.py): the
        viewer's observation and worlds sampled for the viewer's seat — what the viewer may know, nothing more."""
        st = self._state
        if st is None or self.decision_for_viewer() is None:
            return None
        seat = self.viewer_seat
        snapshot = st.clone(events=False)
        return BotJob(seat, st.observation(seat), lambda r: snapshot.determinize(seat, r),
                      lambda: _scenario_text(snapshot))

    def _on_bot_answer(self, seat: int, choice: Choice) -> None:
        explanation: Explanation | None = self.bots.explanation
        reason = self._reject_reason(seat, choice, human=False)
        if reason is not None:  # the runner checks legality; this guards against a stale position
            log.error("bot answer for seat %d rejected: %s", seat, reason)
            d = self.decision
            if d is None or d.seat != seat:
                return
            choice, explanation = d.options[0], None
        if explanation is not None and (explanation.seat != seat or explanation.played != choice):
            explanation = None  # not this answer's (never shown for another move)
        self._apply(choice, explanation)


def _scenario_text(state: GameState) -> str:
    """The position as scenario text (for a bot's crash report); the scenario code loads only when it is asked."""
    from nightfall_qt.engine.scenario import scenario_yaml

    return scenario_yaml(state)


if TYPE_CHECKING:

    def _implements_protocols(game: GameController) -> GameSession:
        """mypy holds the local game to what the views read and ask (app/game/game_view.py)."""
        return game
