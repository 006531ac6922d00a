"""Why an option is absent, as data: a reason code with parameters, for the app to put into words.

The engine decides whether a hand card can join the chain or an archive can be claimed (flow/chain.py,
flow/claim.py); this module answers *why not* from the same rules, and only with what the asking seat may
know (a secret archive's cost is never a reason). `reasons_for(state, seat)` collects the reasons for every
card in the seat's hand and every archive; the observation carries them (`Observation.why_not`).

Codes and their parameters (docs/ENGINE.md lists them too):
- `wound` {}: wounds are not orders and can never be played.
- `not_your_opportunity` {}: cards are added only at the seat's own opportunity in the chain phase.
- `needs_link` {after: card id, colours: [colour, ...]}: the card's colour is not a link colour of `after`.
- `not_your_claim_phase` {}: claims only in the seat's own claim phase.
- `archive_empty` {}: nothing left to claim.
- `not_your_archive` {}: another player's private archive (and no grant such as Indigo Six's).
- `too_expensive` {cost: int, left: int}: the claim costs more influence than the seat has left.
- `not_an_order` {wound: bool}: the seat's pending decision (exile an order from hand) cannot take this card.
"""

from __future__ import annotations

from collections.abc import Container
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.flow.claim import claim_hidden, claimable_archives
from nightfall_qt.engine.links import link_after

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


class ReasonCode(StrEnum):
    WOUND = "wound"
    NOT_YOUR_OPPORTUNITY = "not_your_opportunity"
    NEEDS_LINK = "needs_link"
    NOT_YOUR_CLAIM_PHASE = "not_your_claim_phase"
    ARCHIVE_EMPTY = "archive_empty"
    NOT_YOUR_ARCHIVE = "not_your_archive"
    TOO_EXPENSIVE = "too_expensive"
    NOT_AN_ORDER = "not_an_order"


class Reason(NamedTuple):
    code: ReasonCode
    params: dict[str, Any]  # plain JSON-ready values (card ids, colour names, numbers)


class WhyNot(NamedTuple):
    """The reasons for one seat, only where an option is absent: `hand` (uid -> why the card cannot join the
    chain), `archives` (archive -> why it cannot be claimed), `decision` (uid -> why the seat's pending
    decision about its hand cannot take this card)."""

    hand: dict[int, Reason]
    archives: dict[int, Reason]
    decision: dict[int, Reason] = {}  # noqa: RUF012 - a NamedTuple default, never mutated


# No reasons at all: a lean observation (bots' playouts), an observation without the field. Shared, never mutated.
NO_REASONS = WhyNot({}, {})


def chain_reason(st: GameState, seat: int, uid: int) -> Reason | None:
    """Why `seat` cannot add its hand card `uid` to the chain now; None if it can."""
    c = st.card(uid)
    if c.is_wound:
        return Reason(ReasonCode.WOUND, {})
    p = st.pending
    if st.phase != "chain" or p is None or p.kind != DecisionKind.CHAIN or p.seat != seat:
        return Reason(ReasonCode.NOT_YOUR_OPPORTUNITY, {})
    if st.chain:
        last = st.card(st.chain[-1][0])
        if not link_after(last, c).allowed:
            return Reason(ReasonCode.NEEDS_LINK, {"after": last.id, "colours": list(last.links)})
    return None


def claim_reason(st: GameState, seat: int, archive: int, claimable: Container[int] | None = None) -> Reason | None:
    """Why `seat` cannot claim from `archive` now; None if it can. `claimable`: `claimable_archives(st, seat)`
    if the caller already has it (it asks about every archive)."""
    if st.phase != "claim" or seat != st.active:
        return Reason(ReasonCode.NOT_YOUR_CLAIM_PHASE, {})
    if not st.arch_uids[archive]:
        return Reason(ReasonCode.ARCHIVE_EMPTY, {})
    if archive not in (claimable_archives(st, seat) if claimable is None else claimable):
        return Reason(ReasonCode.NOT_YOUR_ARCHIVE, {})
    if claim_hidden(st, seat, archive):
        return None  # may be tried: the claim reveals the card first
    cost, left = st.claim_cost(seat, archive), st.influence_left()
    if cost > left:
        return Reason(ReasonCode.TOO_EXPENSIVE, {"cost": cost, "left": left})
    return None


def reasons_for(st: GameState, seat: int) -> WhyNot:
    """Every reason that applies to `seat` now: its hand cards (chain) and the archives (claims)."""
    p = st.pending
    if st.phase != "chain" or p is None or p.kind != DecisionKind.CHAIN or p.seat != seat:
        # chain_reason's first two answers, one reason each for all the cards (read only, like every reason):
        # every seat but one is here at every decision, and a server observes them all
        wound, not_yours, card = Reason(ReasonCode.WOUND, {}), Reason(ReasonCode.NOT_YOUR_OPPORTUNITY, {}), st.card
        hand = {uid: wound if card(uid).is_wound else not_yours for uid in st.hand[seat]}
    else:
        hand = {}
        for uid in st.hand[seat]:
            reason = chain_reason(st, seat, uid)
            if reason is not None:
                hand[uid] = reason
    archives = {}
    if st.phase != "claim" or seat != st.active:
        # claim_reason's first answer, for every archive (the table asks at every decision, mostly outside claims)
        # one reason for all of them (read only, like every reason): building one per archive was half of this
        # function's time on a server observing five seats per decision
        archives = dict.fromkeys(range(len(st.arch_card)), Reason(ReasonCode.NOT_YOUR_CLAIM_PHASE, {}))
    else:
        claimable = set(claimable_archives(st, seat))
        for a in range(len(st.arch_card)):
            reason = claim_reason(st, seat, a, claimable)
            if reason is not None:
                archives[a] = reason
    return WhyNot(hand, archives, _decision_reasons(st, seat))


def _decision_reasons(st: GameState, seat: int) -> dict[int, Reason]:
    p = st.pending
    if p is None or p.seat != seat or p.kind != DecisionKind.EXILE_FROM_HAND:
        return {}
    offered = {o.uid for o in p.options}
    return {
        uid: Reason(ReasonCode.NOT_AN_ORDER, {"wound": st.card(uid).is_wound})
        for uid in st.hand[seat]
        if uid not in offered and not st.card(uid).is_order
    }
