"""The link and kicker rule, stated once: which card may follow which in a chain, and when its kicker is active.

DE L382 (FR L359): a card may be added after the last card of the chain only if its colour is one of that card's
link colours; DE L432, FR L403: its kicker (full moon) text is active when the kicker icon's colour is the colour of the
card it follows. The first card of a chain may be any card and has no active kicker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from nightfall_qt.engine.carddefs import CardDef


class LinkCheck(NamedTuple):
    allowed: bool  # the card may follow `prev`
    kicker: bool  # ... and its kicker would be active


def link_after(prev: CardDef | None, card: CardDef) -> LinkCheck:
    """Whether `card` may be added after `prev` (None: it starts the chain), and whether its kicker is active."""
    if prev is None:
        return LinkCheck(True, False)
    if card.colour not in prev.links:
        return LinkCheck(False, False)
    return LinkCheck(True, card.kicker_colour is not None and card.kicker_colour == prev.colour)
