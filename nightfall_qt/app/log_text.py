"""Engine events as plain-language English log lines ("Mara claims Vulko").

`describe` returns None for events not worth a line (bookkeeping such as phase ends or rotations that
a damage line already tells). It never raises on a well-formed event: unknown types give None.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from nightfall_qt.engine.carddefs import CardDB

PHASE_NAMES = {"combat": "combat", "chain": "chain", "claim": "claim", "cleanup": "clean-up"}
SETUP_NAMES = {"quick_start": "quick start", "draft": "draft", "draft_2p": "two-player draft"}
DRAFT_DESTINATIONS = {"private": "a private archive", "common": "a common archive", "box": "the box"}
DISCARD_REASONS = {
    "discard": "for influence",
    "wound effect": "(wound effect)",
}


class _Ctx:
    def __init__(self, names: Sequence[str], cards: CardDB, uid_cards: Mapping[int, str] | None) -> None:
        self.names = names
        self.cards = cards
        self.uid_cards = uid_cards or {}

    def player(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return "a player" if seat is None or seat == -1 else f"Player {seat}"

    def card(self, card_id: Any) -> str:
        if isinstance(card_id, str) and card_id in self.cards:
            return self.cards[card_id].names["en"]
        return "a card"

    def uid(self, uid: Any) -> str:
        return self.card(self.uid_cards.get(uid)) if isinstance(uid, int) else "a card"

    def wound(self, card_id: Any) -> str:
        if isinstance(card_id, str) and card_id in self.cards and self.cards[card_id].wound_kind:
            return str(self.cards[card_id].wound_kind).capitalize()
        return self.card(card_id)

    def archive(self, archive: Any) -> str:
        return f"archive {archive + 1}" if isinstance(archive, int) else "an archive"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _setup_started(e: dict[str, Any], c: _Ctx) -> str:
    setup = SETUP_NAMES.get(e.get("setup", ""), str(e.get("setup", "")))
    variants = ", ".join(v.replace("_", " ") for v in e.get("variants", ()))
    return f"A new game begins: {e.get('players')} players, {setup}" + (f" ({variants})" if variants else "") + "."


def _draft_picked(e: dict[str, Any], c: _Ctx) -> str:
    dest = DRAFT_DESTINATIONS.get(e.get("destination", ""), "somewhere")
    if e.get("card"):
        return f"{c.player(e.get('seat'))} drafts {c.card(e['card'])} for {dest}."
    return f"{c.player(e.get('seat'))} drafts a card."


def _archive_created(e: dict[str, Any], c: _Ctx) -> str:
    owner = e.get("owner", -1)
    what = c.card(e["card"]) if e.get("card") else "a secret card"
    if owner == -1:
        return f"Common {c.archive(e.get('archive'))}: {what}."
    return f"{c.player(owner)}'s private {c.archive(e.get('archive'))}: {what}."


def _turn_started(e: dict[str, Any], c: _Ctx) -> str:
    return f"— Turn {e.get('turn')}: {c.player(e.get('seat'))} —"


def _phase_started(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.player(e.get('seat'))}'s {PHASE_NAMES.get(e.get('phase', ''), e.get('phase'))} phase."


def _chain_added(e: dict[str, Any], c: _Ctx) -> str:
    who, what = c.player(e.get("seat")), c.card(e.get("card"))
    line = f"{who} starts the chain with {what}" if e.get("link") == 0 else f"{who} adds {what} to the chain"
    return line + (" — kicker active." if e.get("kicker_active") else ".")


def _chain_passed(e: dict[str, Any], c: _Ctx) -> str:
    if not e.get("chain_length"):
        return f"{c.player(e.get('seat'))} starts no chain."
    return f"{c.player(e.get('seat'))} passes."


def _card_resolving(e: dict[str, Any], c: _Ctx) -> str:
    extra = []
    if e.get("kicker_active"):
        extra.append("kicker active")
    if (e.get("times") or 1) > 1:
        extra.append(f"{e['times']} times")
    return f"{c.card(e.get('card'))} resolves" + (f" ({', '.join(extra)})." if extra else ".")


def _card_discarded(e: dict[str, Any], c: _Ctx) -> str:
    reason = e.get("reason", "")
    tail = DISCARD_REASONS.get(reason, f"({reason})" if reason else "")
    return f"{c.player(e.get('seat'))} discards {c.card(e.get('card'))}" + (f" {tail}." if tail else ".")


def _influence_gained(e: dict[str, Any], c: _Ctx) -> str:
    reason = e.get("reason")
    why = "discarding a card" if reason == "discard" else c.card(reason)
    return f"{c.player(e.get('seat'))} gains {e.get('amount')} influence ({why})."


def _card_claimed(e: dict[str, Any], c: _Ctx) -> str:
    paid = e.get("paid")
    tail = " for free" if paid == 0 else (f" for {paid} influence" if isinstance(paid, int) else "")
    return f"{c.player(e.get('seat'))} claims {c.card(e.get('card'))}{tail}."


def _attack_declared(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.player(e.get('seat'))}'s {c.card(e.get('card'))} attacks {c.player(e.get('target'))}."


def _blocker_assigned(e: dict[str, Any], c: _Ctx) -> str:
    attacker = e.get("attacker")
    against = f" against {c.uid(attacker)}" if attacker in c.uid_cards else ""
    return f"{c.player(e.get('seat'))} blocks with {c.card(e.get('card'))}{against}."


def _attack_resolved(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.card(e.get('card'))} strikes {c.player(e.get('target'))} with strength {e.get('amount')}."


def _damage_dealt(e: dict[str, Any], c: _Ctx) -> str:
    who = c.card(e.get("card")) if e.get("to") == "minion" else c.player(e.get("seat"))
    return f"{who} takes {e.get('amount')} damage."


def _wound_taken(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.player(e.get('seat'))} takes a wound ({c.wound(e.get('card'))})."


def _card_returned(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.card(e.get('card'))} returns to {c.player(e.get('seat'))}'s hand."


def _deck_reshuffled(e: dict[str, Any], c: _Ctx) -> str:
    return f"{c.player(e.get('seat'))} shuffles the discard pile into a new deck ({_plural(e.get('size', 0), 'card')})."


def _target_chosen(e: dict[str, Any], c: _Ctx) -> str:
    target = c.player(e.get("player")) if e.get("target") == "player" else c.card(e.get("minion"))
    return f"{c.player(e.get('seat'))} targets {target} with {c.card(e.get('card'))}."


def _card_moved(e: dict[str, Any], c: _Ctx) -> str:
    where = "on top of their deck" if e.get("to") == "deck_top" else "into their hand"
    return f"{c.player(e.get('seat'))} puts {c.card(e.get('card'))} from the discard pile {where}."


def _wound_effect_used(e: dict[str, Any], c: _Ctx) -> str:
    n = int(e.get("wounds", 0))
    return f"{c.player(e.get('seat'))} uses the wound effect: discards {_plural(n, 'wound')}, draws {2 * n}."


def _game_over(e: dict[str, Any], c: _Ctx) -> str:
    ranking = (e.get("result") or {}).get("ranking") or []
    if not ranking:
        return "Game over."
    first = ranking[0]
    return f"Game over: {c.player(first.get('seat'))} wins with {_plural(first.get('wounds', 0), 'wound')}."


def _archive_revealed(e: dict[str, Any], c: _Ctx) -> str:
    return f"Secret {c.archive(e.get('archive'))} is revealed: {c.card(e.get('card'))}."


def _archive_exiled(e: dict[str, Any], c: _Ctx) -> str:
    return f"Cards are exiled from {c.archive(e.get('archive'))} ({e.get('left')} left)."


_DESCRIBERS: dict[str, Callable[[dict[str, Any], _Ctx], str]] = {
    "setup_started": _setup_started,
    "draft_picked": _draft_picked,
    "archive_created": _archive_created,
    "first_player": lambda e, c: f"{c.player(e.get('seat'))} goes first.",
    "turn_started": _turn_started,
    "phase_started": _phase_started,
    "chain_added": _chain_added,
    "chain_passed": _chain_passed,
    "card_resolving": _card_resolving,
    "card_cancelled": lambda e, c: f"{c.card(e.get('card'))} is cancelled and goes to the discard pile.",
    "card_discarded": _card_discarded,
    "influence_gained": _influence_gained,
    "influence_lost": lambda e, c: f"{c.player(e.get('seat'))} loses {e.get('amount')} influence.",
    "influence_doubled": lambda e, c: f"{c.player(e.get('seat'))}'s influence is doubled this turn.",
    "claim_discount": lambda e, c: f"{c.player(e.get('seat'))}'s claims cost {e.get('amount')} less this turn.",
    "enemy_claim_granted": lambda e, c: f"{c.player(e.get('seat'))} may claim from another player's private archive.",
    "card_claimed": _card_claimed,
    "archive_revealed": _archive_revealed,
    "archive_exiled": _archive_exiled,
    "attack_declared": _attack_declared,
    "blocker_assigned": _blocker_assigned,
    "attack_resolved": _attack_resolved,
    "damage_dealt": _damage_dealt,
    "damage_absorbed": lambda e, c: f"{c.card(e.get('card'))} absorbs {e.get('amount')} damage.",
    "minion_entered": lambda e, c: f"{c.card(e.get('card'))} enters play for {c.player(e.get('seat'))}.",
    "minion_destroyed": lambda e, c: f"{c.card(e.get('card'))} is destroyed.",
    "minion_discarded": lambda e, c: f"{c.card(e.get('card'))} is discarded from play.",
    "card_returned": _card_returned,
    "card_exiled": lambda e, c: f"{c.card(e.get('card'))} is exiled.",
    "wound_taken": _wound_taken,
    "end_triggered": lambda e, c: "The last face-up wound is gone: the game ends after this phase.",
    "wound_effect_used": _wound_effect_used,
    "deck_reshuffled": _deck_reshuffled,
    "target_chosen": _target_chosen,
    "card_moved": _card_moved,
    "text_resolving": lambda e, c: f"{c.card(e.get('card'))}'s text resolves ({c.card(e.get('by'))}).",
    "order_cancelled": lambda e, c: f"{c.card(e.get('card'))} will be cancelled.",
    "targets_controlled": lambda e, c: f"{c.player(e.get('seat'))} will choose the targets of {c.card(e.get('card'))}.",
    "order_doubled": lambda e, c: f"{c.card(e.get('card'))} will resolve twice.",
    "absorbers_disabled": lambda e, c: f"{c.player(e.get('seat'))}'s minions cannot absorb damage this turn.",
    "game_over": _game_over,
    "scenario_loaded": lambda e, c: f"Scenario loaded{': ' + e['title'] if e.get('title') else ''}.",
}

# Event types that deliberately give no line: bookkeeping, or told better by another event.
SILENT: frozenset[str] = frozenset({
    "decided", "card_drawn", "phase_ended", "turn_ended", "chain_resolved", "card_resolved", "minion_rotated",
    "claim_ended",
})  # fmt: skip

KNOWN_EVENTS: frozenset[str] = frozenset(_DESCRIBERS) | SILENT


def describe(
    event: dict[str, Any], names: Sequence[str], cards: CardDB, uid_cards: Mapping[int, str] | None = None
) -> str | None:
    """One English log line for `event`, or None if it is not worth a line.

    `names` are the seats' display names; `uid_cards` (optional, uid -> card id) lets a line name a card
    that the event gives only by uid (the attacker a blocker blocks).
    """
    fn = _DESCRIBERS.get(event.get("type", ""))
    if fn is None:
        return None
    return fn(event, _Ctx(names, cards, uid_cards))
