"""Which other players of an online game are connected, as the server's `presence` messages say (online/presence.py).

The name plates show a player who dropped ("away since 21:04"), the log and the status line say when they drop
and come back. Only changes are announced: a player already away when this window arrived is "away", one who
drops while we watch "dropped", and "back" when their connection returns.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, QLocale, QObject, Signal

from nightfall_qt.app.texts.i18n import translate

AWAY, DROPPED, BACK = "away", "dropped", "back"


class SeatPresence(QObject):
    changed = Signal(int, str, object)  # seat, AWAY / DROPPED / BACK, since (Unix time, or None if unknown)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._away: dict[int, float | None] = {}  # seat -> since when (None: the server does not know)
        self._known: set[int] = set()

    def receive(self, msg: dict[str, Any]) -> None:
        """One `presence` message; a malformed one is ignored (the name plates stay as they were)."""
        seat, connected, since = msg.get("seat"), msg.get("connected"), msg.get("since")
        if type(seat) is not int or not isinstance(connected, bool):
            return
        stamp = float(since) if isinstance(since, int | float) and not isinstance(since, bool) else None
        first = seat not in self._known
        self._known.add(seat)
        if connected:
            if self._away.pop(seat, False) is not False:
                self.changed.emit(seat, BACK, stamp)
        elif seat not in self._away:
            self._away[seat] = stamp
            self.changed.emit(seat, AWAY if first else DROPPED, stamp)

    def away(self, seat: int) -> tuple[bool, float | None]:
        """(away?, since when) for a seat: since is None when unknown."""
        return (seat in self._away, self._away.get(seat))


def clock_text(since: float, now: float | None = None) -> str:
    """21:04 today, else "5 Dec 21:04" (in the player's locale)."""
    when = QDateTime.fromSecsSinceEpoch(int(since))
    today = QDateTime.fromSecsSinceEpoch(int(now)) if now is not None else QDateTime.currentDateTime()
    locale = QLocale()
    time = locale.toString(when.time(), QLocale.FormatType.ShortFormat)
    if when.date() == today.date():
        return time
    return f"{locale.toString(when.date(), 'd MMM')} {time}"


def away_mark(since: float | None, now: float | None = None) -> str:
    """What a name plate says of a player whose connection is gone."""
    if since is None:
        return translate("Online", "away")
    return translate("Online", "away since {time}").format(time=clock_text(since, now))


def presence_line(name: str, change: str, since: float | None) -> str:
    """The log's and the status line's sentence for a change of a player's connection."""
    if change == BACK:
        return translate("Online", "{player} is back.").format(player=name)
    if change == DROPPED:
        return translate("Online", "{player}'s connection dropped: the game waits for them to come back.").format(
            player=name
        )
    if since is None:
        return translate("Online", "{player} is away (not connected).").format(player=name)
    return translate("Online", "{player} is away since {time} (not connected).").format(
        player=name, time=clock_text(since)
    )
