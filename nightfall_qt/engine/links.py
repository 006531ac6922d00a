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
        return _PLAIN
    if card.colour not in prev.links:
        return _REFUSED
    return _KICKER if card.kicker_colour is not None and card.kicker_colour == prev.colour else _PLAIN


# The three answers, built once (the search asks this rule millions of times).
_PLAIN, _KICKER, _REFUSED = LinkCheck(True, False), LinkCheck(True, True), LinkCheck(False, False)
