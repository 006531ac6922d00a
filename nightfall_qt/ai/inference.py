"""Inference from play: what the table's public events say about the cards another player holds.

Three kinds of evidence, all public:
- **Passes.** A player who may add to the chain and adds nothing shows that no card in hand links to the chain's
  last card — or chose to hold one back. The active player extends its own chain whenever it can (Hard: 56 of
  56 times in self-play with a linking card in hand), another player its one opportunity less surely (it passed
  10 of 67 times while holding one; docs/AI.md, fourteenth round). Until that player takes a card into hand again
  (a draw, a card returned or moved to hand), its hand is a subset of the hand it passed with, so each such pass
  still speaks about the cards it holds now.
- **What a player keeps.** Of the cards in hand, those it did not draw since its last cleanup began are cards
  it kept through its own turn rather than play them or discard them for influence; how many is public (the
  draws are seen, not the cards), and players keep some cards far more often than others (keep_rates.json, fitted
  by scripts/fit_keeps.py on Hard's self-play: an opponent model).
- **Which cards are no wounds.** A player with a wound in hand at its cleanup may use the wound effect (discard
  every wound in hand, draw 2 cards for each), and players almost always do (Hard used it 59 times and declined 6,
  benchmarks.baselines.guesses); declining looks to the others exactly like holding none (engine/flow/turn.py).
  So a player who ended its turn without using it is taken to hold no wound, and one who used it none but those
  drawn after it; every card it takes into hand since may be one. Exact after the effect, a model without it:
  worlds drawn without this gave the other player's hand 1.60 wounds where it held 1.36, with it 1.39.

`evidence` reads the event log only through `event_for` (what the searching seat saw), and `apply_evidence`
re-deals a world drawn by `GameState.determinize` from that belief: each other player's kept cards are drawn from
its unseen pool with weights by the odds of keeping each card, the rest of its hand uniformly, every card weighed
down by the doubt of each pass it contradicts, and no wound where the hand cannot hold one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from nightfall_qt.engine import GameState, Rng
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.engine.events import EventKind, event_for
from nightfall_qt.engine.links import link_after

# The chance that a player holding a linking card passes anyway (measured, see the module's docstring): for the
# active player ending its own chain, and for another player's one opportunity to add to it.
DOUBT_OWN_CHAIN = 0.05
DOUBT_OTHERS_CHAIN = 0.15
RATES_FILE = Path(__file__).with_name("keep_rates.json")
FROM_HAND = "exiled from hand"  # the reason of a card_exiled event for a card that left a hand


@dataclass(frozen=True)
class HandEvidence:
    """What one other player's play said about its hand: the chain cards after which it added nothing since it
    last took a card into hand (with the doubt each leaves); since its last cleanup began, how many cards came
    into its hand (`added`; None: it has not had a turn yet, nothing it kept is known) and left it (`removed`)."""

    passes: tuple[tuple[str, float], ...] = ()
    added: int | None = None
    removed: int = 0
    # The passes it made before its last cleanup began, since it last took a card into hand before that: they
    # speak about the cards it kept (the draws since are new). Its own chain's end is among them.
    kept_passes: tuple[tuple[str, float], ...] = ()
    # The cards in hand that may be wounds: those drawn after the wound effect of its last turn and every card it
    # took into hand since that turn ended; the others are taken to be none (None: nothing known, before its first
    # turn ended).
    at_risk: int | None = None

    def wound_free(self, hand: int) -> int:
        """How many of the `hand` cards it holds now are taken to be no wounds."""
        return 0 if self.at_risk is None else max(0, hand - self.at_risk)

    def kept(self, hand: int) -> float:
        """How many of the `hand` cards it holds now it kept through its turn, expected: it held `hand + removed
        - added` when its cleanup began, and the cards that left since were kept ones in that proportion."""
        if self.added is None:
            return 0.0
        before = max(0, hand + self.removed - self.added)
        return hand * before / (before + self.added) if before + self.added else 0.0


Evidence = dict[int, HandEvidence]


def evidence(events: Iterable[dict[str, Any]], viewer: int) -> Evidence:
    """For every seat but `viewer`, what its play said about its hand, from what `viewer` saw of the events."""
    passes: dict[int, list[tuple[str, float]]] = {}
    kept_passes: dict[int, tuple[tuple[str, float], ...]] = {}
    added: dict[int, int] = {}
    removed: dict[int, int] = {}
    wounds = _WoundWatch()
    last: str | None = None  # the chain's last card
    active = -1
    for raw in events:
        e = event_for(raw, viewer)  # the event itself when public, else a copy without the private details
        kind, seat = e.get("type"), e.get("seat")
        if not isinstance(seat, int):
            if kind == EventKind.CHAIN_RESOLVED:
                last = None
            continue
        wounds.see(kind, seat, e)
        if kind == EventKind.TURN_STARTED:
            active = seat
        elif kind == EventKind.PHASE_STARTED and e.get("phase") == "cleanup":
            added[seat] = removed[seat] = 0  # what it holds now it kept through its turn; what comes from here is new
            kept_passes[seat] = tuple(passes.get(seat, ()))
        elif kind == EventKind.CHAIN_PASSED and seat != viewer and last is not None:
            passes.setdefault(seat, []).append((last, DOUBT_OWN_CHAIN if seat == active else DOUBT_OTHERS_CHAIN))
        elif kind == EventKind.CARD_DRAWN or (
            kind in (EventKind.CARD_RETURNED, EventKind.CARD_MOVED) and e.get("to") == "hand"
        ):
            passes.pop(seat, None)  # a new card in hand: earlier passes no longer speak about all of it
            if seat in added:
                added[seat] += 1
            wounds.took(seat)
        elif kind in (EventKind.CHAIN_ADDED, EventKind.CARD_DISCARDED) or (
            (kind, e.get("reason")) == (EventKind.CARD_EXILED, FROM_HAND)
        ):
            if seat in removed:
                removed[seat] += 1  # cards leave a hand by these three only (engine: hand[...].remove)
            if kind == EventKind.CHAIN_ADDED:
                card = e.get("card")
                last = card if isinstance(card, str) else None
    seats = (set(passes) | set(added)) - {viewer}
    return {s: HandEvidence(tuple(passes.get(s, ())), added.get(s), removed.get(s, 0), kept_passes.get(s, ()),
                            wounds.at_risk.get(s))
            for s in sorted(seats)}  # fmt: skip


class _WoundWatch:
    """Which of each player's hand cards may be wounds (`HandEvidence.at_risk`), followed event by event."""

    def __init__(self) -> None:
        self.at_risk: dict[int, int | None] = {}
        # A cleanup under way: [wound effect used, cards drawn after it].
        self._cleanup: dict[int, list[Any]] = {}

    def see(self, kind: Any, seat: int, e: dict[str, Any]) -> None:
        now = self._cleanup.get(seat)
        if kind == EventKind.PHASE_STARTED and e.get("phase") == "cleanup":
            self._cleanup[seat] = [False, 0]
        elif now is not None and kind == EventKind.WOUND_EFFECT_USED:
            now[0], now[1] = True, 0  # the wounds in hand are gone; the cards drawn from here may be wounds
        elif now is not None and kind == EventKind.TURN_ENDED:
            del self._cleanup[seat]
            self.at_risk[seat] = now[1]

    def took(self, seat: int) -> None:
        """A card came into `seat`'s hand: it may be a wound."""
        now = self._cleanup.get(seat)
        if now is not None and now[0]:
            now[1] += 1
        risky = self.at_risk.get(seat)
        if risky is not None:
            self.at_risk[seat] = risky + 1


@cache
def keep_rates() -> dict[str, float]:
    """Per card id, how often a player kept it in hand through its own turn (keep_rates.json)."""
    data = json.loads(RATES_FILE.read_text(encoding="utf-8"))
    overall = float(data["overall"])
    return {**{cid: float(r) for cid, r in data["rates"].items()}, "": overall}


def _keep_odds(card: CardDef) -> float:
    rates = keep_rates()
    r = min(max(rates.get(card.id, rates[""]), 0.01), 0.99)
    return r / (1.0 - r)


def apply_evidence(world: GameState, seat: int, found: Evidence, rng: Rng, remember: bool) -> None:
    """Re-deal each other player's hand in a world `seat` drew with `GameState.determinize` from `found`: its
    kept cards (`HandEvidence.kept`, rounded at random) from its unseen pool (hand and
    deck, and discard pile unless `remember`) weighted by the odds of keeping each card, then the rest of the
    hand uniformly, every card's weight times the doubt of each pass it contradicts (and a kept card's, of each
    pass before the cleanup too); the first `HandEvidence.wound_free` cards are no wounds. Zone sizes stay."""
    by_id = world.cards.by_id
    for s, ev in found.items():
        if s == seat or s >= world.n:
            continue
        after = [(by_id[cid], doubt) for cid, doubt in ev.passes if cid in by_id]
        before = [(by_id[cid], doubt) for cid, doubt in ev.kept_passes if cid in by_id]
        hand = world.hand[s]
        expected = ev.kept(len(hand))
        kept = int(expected) + (rng.below(1 << 30) < (expected - int(expected)) * (1 << 30))
        free = ev.wound_free(len(hand))
        if not after and not kept and not free:
            continue
        zones = [hand, world.deck[s]] if remember else [hand, world.deck[s], world.discard[s]]
        pool = [u for z in zones for u in z]
        fits = [_pass_chance(world.card(u), after) for u in pool]
        keeps = [f * _pass_chance(world.card(u), before) * _keep_odds(world.card(u))
                 for f, u in zip(fits, pool, strict=True)]  # fmt: skip
        wound = [world.card(u).is_wound for u in pool]
        new_hand: list[int] = []
        for i in range(len(hand)):
            weights = keeps if i < kept else fits
            if i < free:  # the cards that cannot be wounds first (the kept ones among them)
                weights = [0.0 if w else x for w, x in zip(wound, weights, strict=True)]
            j = _weighted(weights, rng)
            new_hand.append(pool.pop(j))
            fits.pop(j)
            keeps.pop(j)
            wound.pop(j)
        rng.shuffle(pool)
        world.hand[s] = new_hand
        for z in zones[1:]:
            z[:], pool = pool[: len(z)], pool[len(z) :]


def _weighted(weights: list[float], rng: Rng) -> int:
    """An index drawn with chance proportional to `weights` (uniform if they are all 0)."""
    total = sum(weights)
    if total <= 0.0:
        return rng.below(len(weights))
    x = rng.below(1 << 30) / (1 << 30) * total
    for i, w in enumerate(weights):
        x -= w
        if x < 0.0:
            return i
    return len(weights) - 1


def _pass_chance(card: CardDef, after: list[tuple[CardDef, float]]) -> float:
    """The chance a hand holds `card` after passing on each of `after`'s chain cards (1: no pass speaks against)."""
    chance = 1.0
    if card.is_wound:
        return chance  # wounds never join a chain
    for prev, doubt in after:
        if link_after(prev, card).allowed:
            chance *= doubt
    return chance
