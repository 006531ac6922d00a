"""Who sits where, and who holds the device: the viewer and pass-and-play hand-overs.

With two or more humans at one device nobody's hand shows until the next decider confirms they hold it
(`pass_pending`); with one human the view simply follows them. No Qt, no game state: the controller tells it
who decides now.
"""

from __future__ import annotations

from collections.abc import Sequence

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import translate


class Seating:
    def __init__(self) -> None:
        self.seats: tuple[SeatConfig, ...] = ()
        self.viewer = 0
        self.pass_pending: int | None = None  # the seat the device must be passed to before its hand shows
        self._to_announce = False

    def reset(self, seats: Sequence[SeatConfig], decider: int | None, over: bool) -> None:
        """New seats for a new or loaded game; `decider` is the seat deciding first (None if nobody)."""
        self.seats = tuple(seats)
        humans = self.human_seats
        self.viewer = humans[0] if humans else 0
        self.pass_pending = None
        self._to_announce = False
        if len(humans) >= 2 and not over:  # nobody's hand shows until the right person holds the device
            self._request_pass(decider if decider in humans else humans[0])

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_bot

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return translate("Controller", "seat {number}").format(number=seat)

    @property
    def hands_hidden(self) -> bool:
        return self.pass_pending is not None

    def follow(self, decider: int | None) -> None:
        """A human decides next: show their view (one human) or ask for the device to be passed (several)."""
        if decider is None or not self.is_human(decider):
            return
        if decider != self.viewer and self.pass_pending != decider:
            if len(self.human_seats) >= 2:
                self._request_pass(decider)
            else:
                self.viewer = decider

    def confirm_pass(self) -> bool:
        """The next human holds the device: they are the viewer now."""
        if self.pass_pending is None:
            return False
        self.viewer, self.pass_pending = self.pass_pending, None
        return True

    def take_announcement(self) -> int | None:
        """The seat to announce a hand-over to, once (None if there is nothing new to announce)."""
        if self._to_announce and self.pass_pending is not None:
            self._to_announce = False
            return self.pass_pending
        return None

    def _request_pass(self, seat: int) -> None:
        self.pass_pending = seat
        self._to_announce = True
