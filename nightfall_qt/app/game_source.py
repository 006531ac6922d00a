"""What the table, its models and the prompt bar read a game from: the local GameController or a remote game.

`GameSource` declares the signals every view listens to and the viewer's questions answered from nothing
but the viewer's `observation()` and own `decision_for_viewer()` (the one door for hidden information).
app/controller.py (a game run here) and app/remote_controller.py (a game run by a server) fill in where the
observation and the decision come from; the views cannot tell them apart.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.app.choice_labels import choice_label
from nightfall_qt.app.i18n import translate
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.app.why_not import chain_why_not, claim_why_not
from nightfall_qt.engine import CardDB, CardDef, Choice, Decision
from nightfall_qt.engine.observation import Observation, Request


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

    def __init__(self, cards: CardDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards = cards

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
