"""Engine events as plain-language log lines ("Mara claims Vulko"), in the player's language.

Every line is one message of the "Log" context with named placeholders (`{player}`, `{card}`) and Qt's `%n`
for counts; card names follow `current_language()`, wound kinds come from labels.py.

`describe` returns None for events not worth a line (bookkeeping such as phase ends or rotations that
a damage line already tells). It never raises on a well-formed event: unknown types give None.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.labels import WOUND_KINDS, label
from nightfall_qt.engine.carddefs import CardDB

CONTEXT = "Log"

# Names of the setups and variants (setup_started), translated where the line is written.
SETUP_NAMES = {
    "quick_start": QT_TRANSLATE_NOOP("Log", "quick start"),
    "draft": QT_TRANSLATE_NOOP("Log", "draft"),
    "draft_2p": QT_TRANSLATE_NOOP("Log", "two-player draft"),
}
VARIANT_NAMES = {
    "secret_archives": QT_TRANSLATE_NOOP("Log", "secret archives"),
    "open_archives": QT_TRANSLATE_NOOP("Log", "open archives"),
    "common_ground": QT_TRANSLATE_NOOP("Log", "common ground"),
}
# Whole lines, one per phase (phase_started); an unknown phase uses PHASE_OTHER.
PHASE_LINES = {
    "combat": QT_TRANSLATE_NOOP("Log", "{player}'s combat phase."),
    "chain": QT_TRANSLATE_NOOP("Log", "{player}'s chain phase."),
    "claim": QT_TRANSLATE_NOOP("Log", "{player}'s claim phase."),
    "cleanup": QT_TRANSLATE_NOOP("Log", "{player}'s clean-up phase."),
}
PHASE_OTHER = QT_TRANSLATE_NOOP("Log", "{player}'s {phase} phase.")
# Whole lines, one per draft destination (draft_picked with a visible card).
DRAFT_LINES = {
    "private": QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for a private archive."),
    "common": QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for a common archive."),
    "box": QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for the box."),
}
DRAFT_OTHER = QT_TRANSLATE_NOOP("Log", "{player} drafts {card}.")
# Whole lines, one per reason a card is discarded from a hand (card_discarded).
DISCARD_LINES = {
    "influence": QT_TRANSLATE_NOOP("Log", "{player} discards {card} for influence."),
    "discard": QT_TRANSLATE_NOOP("Log", "{player} discards {card} for influence."),
    "wound effect": QT_TRANSLATE_NOOP("Log", "{player} discards {card} (wound effect)."),
    "effect": QT_TRANSLATE_NOOP("Log", "{player} discards {card} (card effect)."),
}


def _count(value: Any) -> int:
    return value if isinstance(value, int) else 0


class _Ctx:
    def __init__(self, names: Sequence[str], cards: CardDB, uid_cards: Mapping[int, str] | None) -> None:
        self.names = names
        self.cards = cards
        self.uid_cards = uid_cards or {}
        self.language = current_language()

    def player(self, seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        if seat is None or seat == -1:
            return translate("Log", "a player")
        return translate("Log", "Player {number}").format(number=seat)

    def card(self, card_id: Any) -> str:
        if isinstance(card_id, str) and card_id in self.cards:
            return str(self.cards[card_id].name(self.language))
        return translate("Log", "a card")

    def uid(self, uid: Any) -> str:
        return self.card(self.uid_cards.get(uid)) if isinstance(uid, int) else translate("Log", "a card")

    def wound(self, card_id: Any) -> str:
        if isinstance(card_id, str) and card_id in self.cards and self.cards[card_id].wound_kind:
            return label(WOUND_KINDS, str(self.cards[card_id].wound_kind))
        return self.card(card_id)

    def archive(self, archive: Any) -> str:
        """The archive's number as players count them (1-based)."""
        return str(archive + 1) if isinstance(archive, int) else "?"


def _setup_started(e: dict[str, Any], c: _Ctx) -> str:
    key = str(e.get("setup", ""))
    setup = translate("Log", SETUP_NAMES[key]) if key in SETUP_NAMES else key
    names = [translate("Log", VARIANT_NAMES[v]) if v in VARIANT_NAMES else str(v).replace("_", " ")
             for v in e.get("variants", ())]  # fmt: skip
    n = _count(e.get("players"))
    if not names:
        return translate("Log", "A new game begins: %n players, {setup}.", None, n).format(setup=setup)
    variants = translate("Log", ", ", "separator of a list of game variants").join(names)
    return translate("Log", "A new game begins: %n players, {setup} ({variants}).", None, n).format(
        setup=setup, variants=variants
    )


def _draft_picked(e: dict[str, Any], c: _Ctx) -> str:
    if not e.get("card"):
        return translate("Log", "{player} drafts a card.").format(player=c.player(e.get("seat")))
    line = DRAFT_LINES.get(str(e.get("destination", "")), DRAFT_OTHER)
    return translate("Log", line).format(player=c.player(e.get("seat")), card=c.card(e["card"]))


def _archive_created(e: dict[str, Any], c: _Ctx) -> str:
    owner = e.get("owner", -1)
    number = c.archive(e.get("archive"))
    if owner == -1:
        if e.get("card"):
            return translate("Log", "Common archive {number}: {card}.").format(number=number, card=c.card(e["card"]))
        return translate("Log", "Common archive {number}: a secret card.").format(number=number)
    if e.get("card"):
        return translate("Log", "{player}'s private archive {number}: {card}.").format(
            player=c.player(owner), number=number, card=c.card(e["card"])
        )
    return translate("Log", "{player}'s private archive {number}: a secret card.").format(
        player=c.player(owner), number=number
    )


def _first_player(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player} goes first.").format(player=c.player(e.get("seat")))


def _turn_started(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "— Turn {turn}: {player} —").format(turn=e.get("turn"), player=c.player(e.get("seat")))


def _phase_started(e: dict[str, Any], c: _Ctx) -> str:
    phase = str(e.get("phase", ""))
    player = c.player(e.get("seat"))
    if phase in PHASE_LINES:
        return translate("Log", PHASE_LINES[phase]).format(player=player)
    return translate("Log", PHASE_OTHER).format(player=player, phase=phase)


def _chain_added(e: dict[str, Any], c: _Ctx) -> str:
    who, what = c.player(e.get("seat")), c.card(e.get("card"))
    kicker = bool(e.get("kicker_active"))
    if e.get("link") == 0:
        if kicker:
            return translate("Log", "{player} starts the chain with {card} — kicker active.").format(
                player=who, card=what
            )
        return translate("Log", "{player} starts the chain with {card}.").format(player=who, card=what)
    if kicker:
        return translate("Log", "{player} adds {card} to the chain — kicker active.").format(player=who, card=what)
    return translate("Log", "{player} adds {card} to the chain.").format(player=who, card=what)


def _chain_passed(e: dict[str, Any], c: _Ctx) -> str:
    if not e.get("chain_length"):
        return translate("Log", "{player} starts no chain.").format(player=c.player(e.get("seat")))
    return translate("Log", "{player} passes.").format(player=c.player(e.get("seat")))


def _card_resolving(e: dict[str, Any], c: _Ctx) -> str:
    card = c.card(e.get("card"))
    times = e.get("times") or 1
    kicker = bool(e.get("kicker_active"))
    if isinstance(times, int) and times > 1:
        if kicker:
            return translate("Log", "{card} resolves (kicker active, %n times).", None, times).format(card=card)
        return translate("Log", "{card} resolves (%n times).", None, times).format(card=card)
    if kicker:
        return translate("Log", "{card} resolves (kicker active).").format(card=card)
    return translate("Log", "{card} resolves.").format(card=card)


def _card_discarded(e: dict[str, Any], c: _Ctx) -> str:
    reason = str(e.get("reason") or "")
    player, card = c.player(e.get("seat")), c.card(e.get("card"))
    if reason in DISCARD_LINES:
        return translate("Log", DISCARD_LINES[reason]).format(player=player, card=card)
    if reason:
        return translate("Log", "{player} discards {card} ({reason}).").format(player=player, card=card, reason=reason)
    return translate("Log", "{player} discards {card}.").format(player=player, card=card)


def _influence_gained(e: dict[str, Any], c: _Ctx) -> str:
    player, amount = c.player(e.get("seat")), _count(e.get("amount"))
    reason = e.get("reason")
    if reason == "discard":
        return translate("Log", "{player} gains %n influence (discarding a card).", None, amount).format(player=player)
    return translate("Log", "{player} gains %n influence ({card}).", None, amount).format(
        player=player, card=c.card(reason)
    )


def _influence_lost(e: dict[str, Any], c: _Ctx) -> str:
    n = _count(e.get("amount"))
    return translate("Log", "{player} loses %n influence.", None, n).format(player=c.player(e.get("seat")))


def _influence_doubled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player}'s influence is doubled this turn.").format(player=c.player(e.get("seat")))


def _claim_discount(e: dict[str, Any], c: _Ctx) -> str:
    n = _count(e.get("amount"))
    return translate("Log", "{player}'s claims cost %n less this turn.", None, n).format(
        player=c.player(e.get("seat"))
    )


def _enemy_claim_granted(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player} may claim from another player's private archive.").format(
        player=c.player(e.get("seat"))
    )


def _card_claimed(e: dict[str, Any], c: _Ctx) -> str:
    player, card = c.player(e.get("seat")), c.card(e.get("card"))
    paid = e.get("paid")
    if paid == 0:
        return translate("Log", "{player} claims {card} for free.").format(player=player, card=card)
    if isinstance(paid, int):
        return translate("Log", "{player} claims {card} for %n influence.", None, paid).format(player=player, card=card)
    return translate("Log", "{player} claims {card}.").format(player=player, card=card)


def _attack_declared(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player}'s {card} attacks {target}.").format(
        player=c.player(e.get("seat")), card=c.card(e.get("card")), target=c.player(e.get("target"))
    )


def _blocker_assigned(e: dict[str, Any], c: _Ctx) -> str:
    attacker = e.get("attacker")
    player, card = c.player(e.get("seat")), c.card(e.get("card"))
    if attacker in c.uid_cards:
        return translate("Log", "{player} blocks with {card} against {attacker}.").format(
            player=player, card=card, attacker=c.uid(attacker)
        )
    return translate("Log", "{player} blocks with {card}.").format(player=player, card=card)


def _attack_resolved(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} strikes {target} with strength {strength}.").format(
        card=c.card(e.get("card")), target=c.player(e.get("target")), strength=e.get("amount")
    )


def _damage_dealt(e: dict[str, Any], c: _Ctx) -> str:
    amount = _count(e.get("amount"))
    if e.get("to") == "minion":
        return translate("Log", "{card} takes %n damage.", None, amount).format(card=c.card(e.get("card")))
    return translate("Log", "{player} takes %n damage.", None, amount).format(player=c.player(e.get("seat")))


def _damage_absorbed(e: dict[str, Any], c: _Ctx) -> str:
    n = _count(e.get("amount"))
    return translate("Log", "{card} absorbs %n damage.", None, n).format(card=c.card(e.get("card")))


def _card_cancelled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} is cancelled and goes to the discard pile.").format(card=c.card(e.get("card")))


def _minion_entered(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} enters play for {player}.").format(
        card=c.card(e.get("card")), player=c.player(e.get("seat"))
    )


def _minion_destroyed(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} is destroyed.").format(card=c.card(e.get("card")))


def _minion_discarded(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} is discarded from play.").format(card=c.card(e.get("card")))


def _card_exiled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} is exiled.").format(card=c.card(e.get("card")))


def _wound_taken(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player} takes a wound ({wound}).").format(
        player=c.player(e.get("seat")), wound=c.wound(e.get("card"))
    )


def _end_triggered(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "The last face-up wound is gone: the game ends after this phase.")


def _card_returned(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} returns to {player}'s hand.").format(
        card=c.card(e.get("card")), player=c.player(e.get("seat"))
    )


def _deck_reshuffled(e: dict[str, Any], c: _Ctx) -> str:
    n = _count(e.get("size"))
    return translate("Log", "{player} shuffles the discard pile into a new deck (%n card(s)).", None, n).format(
        player=c.player(e.get("seat"))
    )


def _target_chosen(e: dict[str, Any], c: _Ctx) -> str:
    target = c.player(e.get("player")) if e.get("target") == "player" else c.card(e.get("minion"))
    return translate("Log", "{player} targets {target} with {card}.").format(
        player=c.player(e.get("seat")), target=target, card=c.card(e.get("card"))
    )


def _card_moved(e: dict[str, Any], c: _Ctx) -> str:
    player, card = c.player(e.get("seat")), c.card(e.get("card"))
    if e.get("to") == "deck_top":
        return translate("Log", "{player} puts {card} from the discard pile on top of their deck.").format(
            player=player, card=card
        )
    return translate("Log", "{player} puts {card} from the discard pile into their hand.").format(
        player=player, card=card
    )


def _wound_effect_used(e: dict[str, Any], c: _Ctx) -> str:
    n = int(e.get("wounds", 0))
    return translate("Log", "{player} uses the wound effect: discards %n wound(s), draws {drawn}.", None, n).format(
        player=c.player(e.get("seat")), drawn=2 * n
    )


def _text_resolving(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card}'s text resolves ({by}).").format(card=c.card(e.get("card")), by=c.card(e.get("by")))


def _order_cancelled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} will be cancelled.").format(card=c.card(e.get("card")))


def _targets_controlled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player} will choose the targets of {card}.").format(
        player=c.player(e.get("seat")), card=c.card(e.get("card"))
    )


def _order_doubled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{card} will resolve twice.").format(card=c.card(e.get("card")))


def _absorbers_disabled(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "{player}'s minions cannot absorb damage this turn.").format(
        player=c.player(e.get("seat"))
    )


def _game_over(e: dict[str, Any], c: _Ctx) -> str:
    ranking = (e.get("result") or {}).get("ranking") or []
    if not ranking:
        return translate("Log", "Game over.")
    first = ranking[0]
    n = _count(first.get("wounds", 0))
    return translate("Log", "Game over: {player} wins with %n wound(s).", None, n).format(
        player=c.player(first.get("seat"))
    )


def _archive_revealed(e: dict[str, Any], c: _Ctx) -> str:
    return translate("Log", "Secret archive {number} is revealed: {card}.").format(
        number=c.archive(e.get("archive")), card=c.card(e.get("card"))
    )


def _archive_exiled(e: dict[str, Any], c: _Ctx) -> str:
    n = _count(e.get("left"))
    return translate("Log", "Cards are exiled from archive {number} (%n left).", None, n).format(
        number=c.archive(e.get("archive"))
    )


def _scenario_loaded(e: dict[str, Any], c: _Ctx) -> str:
    if e.get("title"):  # the scenario's own title, as its file gives it
        return translate("Log", "Scenario loaded: {title}.").format(title=e["title"])
    return translate("Log", "Scenario loaded.")


_DESCRIBERS: dict[str, Callable[[dict[str, Any], _Ctx], str]] = {
    "setup_started": _setup_started,
    "draft_picked": _draft_picked,
    "archive_created": _archive_created,
    "first_player": _first_player,
    "turn_started": _turn_started,
    "phase_started": _phase_started,
    "chain_added": _chain_added,
    "chain_passed": _chain_passed,
    "card_resolving": _card_resolving,
    "card_cancelled": _card_cancelled,
    "card_discarded": _card_discarded,
    "influence_gained": _influence_gained,
    "influence_lost": _influence_lost,
    "influence_doubled": _influence_doubled,
    "claim_discount": _claim_discount,
    "enemy_claim_granted": _enemy_claim_granted,
    "card_claimed": _card_claimed,
    "archive_revealed": _archive_revealed,
    "archive_exiled": _archive_exiled,
    "attack_declared": _attack_declared,
    "blocker_assigned": _blocker_assigned,
    "attack_resolved": _attack_resolved,
    "damage_dealt": _damage_dealt,
    "damage_absorbed": _damage_absorbed,
    "minion_entered": _minion_entered,
    "minion_destroyed": _minion_destroyed,
    "minion_discarded": _minion_discarded,
    "card_returned": _card_returned,
    "card_exiled": _card_exiled,
    "wound_taken": _wound_taken,
    "end_triggered": _end_triggered,
    "wound_effect_used": _wound_effect_used,
    "deck_reshuffled": _deck_reshuffled,
    "target_chosen": _target_chosen,
    "card_moved": _card_moved,
    "text_resolving": _text_resolving,
    "order_cancelled": _order_cancelled,
    "targets_controlled": _targets_controlled,
    "order_doubled": _order_doubled,
    "absorbers_disabled": _absorbers_disabled,
    "game_over": _game_over,
    "scenario_loaded": _scenario_loaded,
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
    """One log line for `event` in the current language, or None if it is not worth a line.

    `names` are the seats' display names; `uid_cards` (optional, uid -> card id) lets a line name a card
    that the event gives only by uid (the attacker a blocker blocks).
    """
    fn = _DESCRIBERS.get(event.get("type", ""))
    if fn is None:
        return None
    return fn(event, _Ctx(names, cards, uid_cards))
