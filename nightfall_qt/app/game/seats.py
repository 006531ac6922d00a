"""Who sits at each seat: a human at this device or a bot of some level."""

from __future__ import annotations

from dataclasses import dataclass

KINDS: tuple[str, ...] = ("human", "bot")


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str  # "human" | "bot"
    level: str = "random"  # bot level; ignored for humans

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"seat kind must be 'human' or 'bot', not {self.kind!r}")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


def default_seat_name(seat: int) -> str:
    """The name of a seat nobody named ("Player 2"), in the current language; `seat` counts from 0."""
    # Qt's translate itself, as app.i18n.translate is: seats sits below i18n (i18n -> settings -> saves -> seats),
    # and Qt is loaded only when a name is asked for (the module stays importable without it).
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    return translate("Seats", "Player {number}").format(number=seat + 1)
