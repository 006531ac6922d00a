"""What the table, its models and the prompt bar read a game from: the local GameController or a remote game.

`GameSource` declares the signals every view listens to and the viewer's questions answered from nothing
but the viewer's `observation()` and own `decision_for_viewer()` (the one door for hidden information).
app/game/controller.py (a game run here) and app/remote/remote_controller.py (a game run by a server) fill in where the
observation and the decision come from; the views cannot tell them apart (they are typed against the `GameView` and
`GameCommands` protocols of app/game/game_view.py, which both implement).

Both hand every step of the game to the views the same way: one `Step` object through `deliver`, which tells
the listeners in the one order written there (Anki's OpChanges and `on_operation_did_execute`). A source never
emits a step's signals itself, so the online table cannot react to a step differently from the local one.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.ai.explain import Explanation
from nightfall_qt.app.game.presenter import Presenter
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.game.why_not import chain_why_not, claim_why_not
from nightfall_qt.app.texts.choice_labels import choice_label
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import CardDB, CardDef, Choice, Decision
from nightfall_qt.engine.observation import Observation, Request


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of the game as the viewer sees it: what `GameSource.deliver` hands to the views, all at once.

    `observation` and `decision` are the viewer's after the step (what `observation()` and `decision_for_viewer()`
    answer once it is delivered); `events` are the step's events as the viewer may see them, in the engine's order.
    """

    observation: Observation | None
    decision: Decision | None = None
    events: tuple[dict[str, Any], ...] = ()
    started: bool = False  # a new, loaded or resumed game replaced the last one
    applied: bool = False  # a decision was applied to the game (the autosave writes the new position)
    undone: str | None = None  # the label of a human's choice taken back
    handover: int | None = None  # pass-and-play: the seat the device must be passed to now
    over: bool = False  # the game is over: the results are told (again after a load)
    # What the bot weighed for the move this step applied, as the step's readers may know it (app/game/explanations.py)
    explanation: Explanation | None = None


class GameSource(QObject):
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
    stepDelivered = Signal(object)  # Step: every listener above has followed it (the last word of `deliver`)
    moveExplained = Signal(object)  # Explanation of a bot's move, as the viewer may read it (before its log lines)

    def __init__(self, cards: CardDB, parent: QObject | None = None, instant: bool = False) -> None:
        super().__init__(parent)
        self._cards = cards
        # Paces a step's events for the eye (app/game/presenter.py); the window's animation speed sets it.
        self.presenter = Presenter(self, instant=instant)
        self._delivering = False
        self._next_steps: list[Step] = []  # steps a listener caused while one was being delivered
        # The last bot move's explanation the viewer may read ("Why?", app/game/explanations.py), None before any.
        self.last_explanation: Explanation | None = None

    # ------------------------------------------------------------------ one step, one ordered delivery
    def deliver(self, step: Step) -> None:
        """Tell the views about `step`, in this order — the only place a step's signals are emitted from:

        1. `gameStarted` (a new game): every view drops the last game (models clear their rows, cards in flight
           are forgotten) before any row of the new one arrives;
        2. `stateApplied` (a decision applied): the autosave writes the position first, whatever a view does next;
        3. `undone(label)` (a choice taken back); `moveExplained(explanation)` (a bot's move: the log keeps it
           with the move's first line, which the next signals bring);
        4. the presenter takes the events: it paces them from the next turn of the event loop (instant: presents
           them all now, before the models change, and nothing waits for them);
        5. `eventsApplied(events)`: card motion, damage numbers, arrows and the log learn this step's events
           before any card moves, so a card leaving its zone in 6 finds the event it waits for;
        6. `stateChanged`: the models refresh from the observation in one pass (hand, discard, chain, each
           player's minions, picker, archives, plates — app/game/models.py), the zone layers move their items as the
           rows change, then the phase line, arrows and side panels follow;
        7. `decisionChanged`: the prompt bar, the highlights and the keys follow the viewer's decision;
        8. `passDeviceRequested(seat)` (pass-and-play hand-over);
        9. the source's own follow-up (`_after_step`: a bot is asked, the "thinking" mark moves);
        10. `gameOver(result)` (the game is over);
        11. `stepDelivered(step)`.
        A step caused while one is being delivered (a listener acting at once) is delivered after it, whole."""
        if self._delivering:
            self._next_steps.append(step)
            return
        self._delivering = True
        try:
            self._tell(step)
            while self._next_steps:
                self._tell(self._next_steps.pop(0))
        finally:
            self._delivering = False
            self._next_steps.clear()

    def _tell(self, step: Step) -> None:
        """`deliver`'s order, for one step."""
        if step.started:
            self.gameStarted.emit()
        if step.applied:
            self.stateApplied.emit()
        if step.started or step.undone is not None:
            self.last_explanation = None  # a new game, or the move explained may be taken back
        if step.undone is not None:
            self.undone.emit(step.undone)
        if step.explanation is not None:
            self.last_explanation = step.explanation
            self.moveExplained.emit(step.explanation)
        events = list(step.events)
        self.presenter.enqueue(events)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        self.decisionChanged.emit()
        if step.handover is not None:
            self.passDeviceRequested.emit(step.handover)
        self._after_step(step)
        if step.over and step.observation is not None:
            self.gameOver.emit(step.observation.result)
        self.stepDelivered.emit(step)

    def _after_step(self, step: Step) -> None:
        """What the source does once the views have followed a step, before the end of the game is told."""

    # ------------------------------------------------------------------ filled in by each source
    def observation(self) -> Observation | None:
        raise NotImplementedError

    def decision_for_viewer(self) -> Decision | None:
        raise NotImplementedError

    @property
    def viewer_seat(self) -> int:
        raise NotImplementedError

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        raise NotImplementedError

    def presence_of(self, seat: int) -> tuple[bool, float | None]:
        """(away?, since when): whether a player of an online game has lost their connection. Never, here."""
        return (False, None)

    def _seat_name(self, seat: int) -> str:
        seats = self.seats
        if 0 <= seat < len(seats):
            return seats[seat].name
        return translate("Controller", "seat {number}").format(number=seat)

    # ------------------------------------------------------------------ answered from the observation
    @property
    def has_game(self) -> bool:
        return self.observation() is not None

    @property
    def is_over(self) -> bool:
        obs = self.observation()
        return obs is not None and obs.is_over

    @property
    def result(self) -> Any:
        obs = self.observation()
        return None if obs is None else obs.result

    @property
    def cards(self) -> CardDB:
        return self._cards

    def card(self, card_id: str) -> CardDef:
        return self._cards[card_id]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def local_seats(self) -> list[int]:
        """The seats whose players read this screen (the log speaks to them, the results name them): every human
        at this device in a local game, one's own seat only in an online game."""
        return self.human_seats

    @property
    def request(self) -> Request | None:
        """The pending decision as every seat may know it (who decides what, about which card; no options)."""
        obs = self.observation()
        return None if obs is None else obs.request

    def visible_card(self, uid: int) -> CardDef | None:
        """The card of `uid` if the viewer can see it (hand, discard pile, in play, chain), else None."""
        obs = self.observation()
        if obs is None:
            return None
        try:
            return self._cards[obs.cid(uid)]
        except KeyError:
            return None

    def why_not_chain(self, uid: int) -> str | None:
        """Why the viewer cannot add this hand card to the chain now (None if they can), translated."""
        obs = self.observation()
        if obs is None:
            return translate("Controller", "no game")
        return chain_why_not(obs, self._cards, uid)

    def why_not_claim(self, archive: int, secret: bool = False) -> str | None:
        """Why the viewer cannot claim from `archive` now (None if they can), translated (`secret` is unused:
        the engine never tells a hidden card's cost)."""
        obs = self.observation()
        if obs is None:
            return translate("Controller", "no game")
        return claim_why_not(obs, self._cards, archive)

    def options_for_uid(self, uid: int) -> list[Choice]:
        """The viewer's options that a gesture on this physical card could mean.

        Options list one copy per card id, so a hand or discard card matches by card id as well."""
        d = self.decision_for_viewer()
        obs = self.observation()
        if d is None or obs is None:
            return []
        try:
            cid = obs.cid(uid)
        except KeyError:
            return []
        by_card = all(m.uid != uid for view in obs.seats for m in view.in_play)  # not in play: copies alike
        return [o for o in d.options if o.uid == uid or (by_card and o.uid is not None and o.card == cid)]

    def option(self, **fields: Any) -> Choice | None:
        """The first of the viewer's options whose fields match, e.g. option(kind="chain_pass")."""
        d = self.decision_for_viewer()
        if d is None:
            return None
        return next((o for o in d.options if all(getattr(o, k) == v for k, v in fields.items())), None)

    def choice_label(self, choice: Choice) -> str:
        """A few words for a choice ("add Furious Melee to the chain"), for the Edit menu and the log."""
        def card_of_uid(uid: int) -> str | None:
            card = self.visible_card(uid)
            return None if card is None else card.id

        return choice_label(choice, self._cards, self._seat_name, card_of_uid)
