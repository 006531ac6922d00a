"""Inference from play: what the table's public events say about the cards another player holds.

A player who may add to the chain and adds nothing shows that no card in hand links to the chain's last card
— or chose to hold one back. The active player extends its own chain whenever it can (Hard: 56 of 56 times in
self-play with a linking card in hand), another player its one opportunity less surely (it passed 10 of 67 times
while holding one; docs/AI.md, fourteenth round). Until that player takes a card into hand again (a draw, a card
returned or moved to hand), its hand is a subset of the hand it passed with, so each such pass still speaks
about the cards it holds now.

`evidence` reads the event log only through `event_for` (what the searching seat saw), and `apply_evidence`
turns a world drawn by `GameState.determinize` into one drawn from the belief: each hand card that contradicts
a pass is swapped, with the chance the pass gives, for a card of that player's unseen pool that does not.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from nightfall_qt.engine import GameState, Rng
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.links import link_after

# The chance that a player holding a linking card passes anyway (measured, see the module's docstring): for the
# active player ending its own chain, and for another player's one opportunity to add to it.
DOUBT_OWN_CHAIN = 0.05
DOUBT_OTHERS_CHAIN = 0.15

# Per seat: (card id of the chain's last card when the seat added nothing, the chance it held a linking card anyway)
Evidence = dict[int, tuple[tuple[str, float], ...]]


def evidence(events: Iterable[Mapping[str, Any]], viewer: int) -> Evidence:
    """For every seat but `viewer`: the chain cards after which it added nothing while holding (a superset of)
    the hand it holds now, with the doubt each pass leaves. Built from what `viewer` saw of the events."""
    passes: dict[int, list[tuple[str, float]]] = {}
    last: str | None = None  # the chain's last card
    active = -1
    for raw in events:
        e = event_for(dict(raw), viewer)
        kind, seat = e.get("type"), e.get("seat")
        if kind == "turn_started":
            active = seat if isinstance(seat, int) else active
        elif kind == "chain_added":
            card = e.get("card")
            last = card if isinstance(card, str) else None
        elif kind == "chain_resolved":
            last = None
        elif kind == "chain_passed" and isinstance(seat, int) and seat != viewer and last is not None:
            doubt = DOUBT_OWN_CHAIN if seat == active else DOUBT_OTHERS_CHAIN
            passes.setdefault(seat, []).append((last, doubt))
        elif isinstance(seat, int) and (kind == "card_drawn" or (kind in ("card_returned", "card_moved")
                                                                   and e.get("to") == "hand")):  # fmt: skip
            passes.pop(seat, None)  # a new card in hand: earlier passes no longer speak about all of it
    return {s: tuple(p) for s, p in passes.items()}


def apply_evidence(world: GameState, seat: int, found: Evidence, rng: Rng, remember: bool) -> None:
    """Re-deal, in a world `seat` drew with `GameState.determinize`, the other players' hand cards that their
    passes speak against: each is kept with the product of the doubts of the passes it contradicts, else swapped
    for a random card of the same player's unseen pool (deck, and discard pile unless `remember`) that links to
    none of those chain cards."""
    by_id = world.cards.by_id
    for s, passes in found.items():
        if s == seat or s >= world.n or not passes:
            continue
        after = [(by_id[cid], doubt) for cid, doubt in passes if cid in by_id]
        zones = [world.deck[s]] if remember else [world.deck[s], world.discard[s]]
        hand = world.hand[s]
        for i, uid in enumerate(hand):
            chance = _keep_chance(world.card(uid), after)
            if chance >= 1.0 or rng.below(1_000_000) < chance * 1_000_000:
                continue
            spots = [(z, j) for z in zones for j, u in enumerate(z) if _keep_chance(world.card(u), after) >= 1.0]
            if not spots:
                continue  # nothing in the pool fits the passes: keep the world as drawn
            zone, j = spots[rng.below(len(spots))]
            hand[i], zone[j] = zone[j], uid


def _keep_chance(card: CardDef, after: list[tuple[CardDef, float]]) -> float:
    """The chance a hand holds `card` after passing on each of `after`'s chain cards (1: no pass speaks against)."""
    chance = 1.0
    if card.is_wound:
        return chance  # wounds never join a chain
    for prev, doubt in after:
        if link_after(prev, card).allowed:
            chance *= doubt
    return chance
