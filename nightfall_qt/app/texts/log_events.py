"""The describers of the game log: one function per engine event type, turning the event into one line in the
player's language (used by `log_text.describe`, which filters the event for its readers first).

Every line is one message of the "Log" context with named placeholders (`{player}`, `{card}`) and Qt's `%n`
for counts; card names follow `current_language()`, wound kinds come from labels.py. Lines about the solo
human's seat have a second-person message of their own, chosen by `LineContext.pick`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import BOT_LEVELS, WOUND_KINDS, label
from nightfall_qt.engine.carddefs import CardDB
from nightfall_qt.engine.events import EventKind

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
# The tables below hold pairs of whole lines: (about a named player, to the solo human in the second person).
# One per phase (phase_started); an unknown phase uses PHASE_OTHER.
PHASE_LINES = {
    "combat": (QT_TRANSLATE_NOOP("Log", "{player}'s combat phase."), QT_TRANSLATE_NOOP("Log", "Your combat phase.")),
    "chain": (QT_TRANSLATE_NOOP("Log", "{player}'s chain phase."), QT_TRANSLATE_NOOP("Log", "Your chain phase.")),
    "claim": (QT_TRANSLATE_NOOP("Log", "{player}'s claim phase."), QT_TRANSLATE_NOOP("Log", "Your claim phase.")),
    "cleanup": (
        QT_TRANSLATE_NOOP("Log", "{player}'s clean-up phase."),
        QT_TRANSLATE_NOOP("Log", "Your clean-up phase."),
    ),
}
PHASE_OTHER = (QT_TRANSLATE_NOOP("Log", "{player}'s {phase} phase."), QT_TRANSLATE_NOOP("Log", "Your {phase} phase."))
# One per draft destination (draft_picked with a visible card).
DRAFT_LINES = {
    "private": (
        QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for a private archive."),
        QT_TRANSLATE_NOOP("Log", "You draft {card} for a private archive."),
    ),
    "common": (
        QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for a common archive."),
        QT_TRANSLATE_NOOP("Log", "You draft {card} for a common archive."),
    ),
    "box": (
        QT_TRANSLATE_NOOP("Log", "{player} drafts {card} for the box."),
        QT_TRANSLATE_NOOP("Log", "You draft {card} for the box."),
    ),
}
DRAFT_OTHER = (QT_TRANSLATE_NOOP("Log", "{player} drafts {card}."), QT_TRANSLATE_NOOP("Log", "You draft {card}."))
# One per reason a card is discarded from a hand (card_discarded).
_DISCARD_FOR_INFLUENCE = (
    QT_TRANSLATE_NOOP("Log", "{player} discards {card} for influence."),
    QT_TRANSLATE_NOOP("Log", "You discard {card} for influence."),
)
DISCARD_LINES = {
    "influence": _DISCARD_FOR_INFLUENCE,
    "discard": _DISCARD_FOR_INFLUENCE,
    "wound effect": (
        QT_TRANSLATE_NOOP("Log", "{player} discards {card} (wound effect)."),
        QT_TRANSLATE_NOOP("Log", "You discard {card} (wound effect)."),
    ),
    "effect": (
        QT_TRANSLATE_NOOP("Log", "{player} discards {card} (card effect)."),
        QT_TRANSLATE_NOOP("Log", "You discard {card} (card effect)."),
    ),
}


def _count(value: Any) -> int:
    return value if isinstance(value, int) else 0


class LineContext:
    def __init__(
        self, names: Sequence[str], cards: CardDB, uid_cards: Mapping[int, str] | None, you: int | None = None
    ) -> None:
        self.names = names
        self.cards = cards
        self.uid_cards = uid_cards or {}
        self.you = you  # the solo human's seat, addressed in the second person; None: name every player
        self.language = current_language()

    def is_you(self, seat: Any) -> bool:
        return self.you is not None and isinstance(seat, int) and seat == self.you

    def pick(self, seat: Any, theirs: str, yours: str) -> str:
        """`yours` (the second-person message) if `seat` is the solo human, else `theirs` (names `{player}`)."""
        return yours if self.is_you(seat) else theirs

    def pick_pair(self, seat: Any, pair: tuple[str, str]) -> str:
        """`pick` for a table's (theirs, yours) pair of QT_TRANSLATE_NOOP messages, translated."""
        return self.pick(seat, translate("Log", pair[0]), translate("Log", pair[1]))

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


def _setup_started(e: dict[str, Any], c: LineContext) -> str:
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


def _draft_picked(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    if not e.get("card"):
        return c.pick(seat, translate("Log", "{player} drafts a card."), translate("Log", "You draft a card.")).format(
            player=c.player(seat)
        )
    pair = DRAFT_LINES.get(str(e.get("destination", "")), DRAFT_OTHER)
    return c.pick_pair(seat, pair).format(player=c.player(seat), card=c.card(e["card"]))


def _archive_created(e: dict[str, Any], c: LineContext) -> str:
    owner = e.get("owner", -1)
    number = c.archive(e.get("archive"))
    if owner == -1:
        if e.get("card"):
            return translate("Log", "Common archive {number}: {card}.").format(number=number, card=c.card(e["card"]))
        return translate("Log", "Common archive {number}: a secret card.").format(number=number)
    if e.get("card"):
        return c.pick(
            owner,
            translate("Log", "{player}'s private archive {number}: {card}."),
            translate("Log", "Your private archive {number}: {card}."),
        ).format(player=c.player(owner), number=number, card=c.card(e["card"]))
    return c.pick(
        owner,
        translate("Log", "{player}'s private archive {number}: a secret card."),
        translate("Log", "Your private archive {number}: a secret card."),
    ).format(player=c.player(owner), number=number)


def _first_player(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(seat, translate("Log", "{player} goes first."), translate("Log", "You go first.")).format(
        player=c.player(seat)
    )


def _turn_started(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(seat, translate("Log", "— Turn {turn}: {player} —"), translate("Log", "— Turn {turn}: You —")).format(
        turn=e.get("turn"), player=c.player(seat)
    )


def _phase_started(e: dict[str, Any], c: LineContext) -> str:
    phase, seat = str(e.get("phase", "")), e.get("seat")
    return c.pick_pair(seat, PHASE_LINES.get(phase, PHASE_OTHER)).format(player=c.player(seat), phase=phase)


def _chain_added(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    kicker = bool(e.get("kicker_active"))
    if e.get("link") == 0:
        if kicker:
            text = c.pick(
                seat,
                translate("Log", "{player} starts the chain with {card} — kicker active."),
                translate("Log", "You start the chain with {card} — kicker active."),
            )
        else:
            text = c.pick(
                seat,
                translate("Log", "{player} starts the chain with {card}."),
                translate("Log", "You start the chain with {card}."),
            )
    elif kicker:
        text = c.pick(
            seat,
            translate("Log", "{player} adds {card} to the chain — kicker active."),
            translate("Log", "You add {card} to the chain — kicker active."),
        )
    else:
        text = c.pick(
            seat,
            translate("Log", "{player} adds {card} to the chain."),
            translate("Log", "You add {card} to the chain."),
        )
    return text.format(player=c.player(seat), card=c.card(e.get("card")))


def _chain_passed(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    if not e.get("chain_length"):
        text = c.pick(seat, translate("Log", "{player} starts no chain."), translate("Log", "You start no chain."))
    else:
        text = c.pick(seat, translate("Log", "{player} passes."), translate("Log", "You pass."))
    return text.format(player=c.player(seat))


def _card_resolving(e: dict[str, Any], c: LineContext) -> str:
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


def _card_discarded(e: dict[str, Any], c: LineContext) -> str:
    reason, seat = str(e.get("reason") or ""), e.get("seat")
    if reason in DISCARD_LINES:
        text = c.pick_pair(seat, DISCARD_LINES[reason])
    elif reason:
        text = c.pick(
            seat,
            translate("Log", "{player} discards {card} ({reason})."),
            translate("Log", "You discard {card} ({reason})."),
        )
    else:
        text = c.pick(seat, translate("Log", "{player} discards {card}."), translate("Log", "You discard {card}."))
    return text.format(player=c.player(seat), card=c.card(e.get("card")), reason=reason)


def _influence_gained(e: dict[str, Any], c: LineContext) -> str:
    seat, amount = e.get("seat"), _count(e.get("amount"))
    reason = e.get("reason")
    if reason == "discard":
        text = c.pick(
            seat,
            translate("Log", "{player} gains %n influence (discarding a card).", None, amount),
            translate("Log", "You gain %n influence (discarding a card).", None, amount),
        )
    else:
        text = c.pick(
            seat,
            translate("Log", "{player} gains %n influence ({card}).", None, amount),
            translate("Log", "You gain %n influence ({card}).", None, amount),
        )
    return text.format(player=c.player(seat), card=c.card(reason))


def _influence_lost(e: dict[str, Any], c: LineContext) -> str:
    seat, n = e.get("seat"), _count(e.get("amount"))
    return c.pick(
        seat,
        translate("Log", "{player} loses %n influence.", None, n),
        translate("Log", "You lose %n influence.", None, n),
    ).format(player=c.player(seat))


def _influence_doubled(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat,
        translate("Log", "{player}'s influence is doubled this turn."),
        translate("Log", "Your influence is doubled this turn."),
    ).format(player=c.player(seat))


def _claim_discount(e: dict[str, Any], c: LineContext) -> str:
    seat, n = e.get("seat"), _count(e.get("amount"))
    return c.pick(
        seat,
        translate("Log", "{player}'s claims cost %n less this turn.", None, n),
        translate("Log", "Your claims cost %n less this turn.", None, n),
    ).format(player=c.player(seat))


def _enemy_claim_granted(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat,
        translate("Log", "{player} may claim from another player's private archive."),
        translate("Log", "You may claim from another player's private archive."),
    ).format(player=c.player(seat))


def _card_claimed(e: dict[str, Any], c: LineContext) -> str:
    seat, paid = e.get("seat"), e.get("paid")
    if paid == 0:
        text = c.pick(
            seat, translate("Log", "{player} claims {card} for free."), translate("Log", "You claim {card} for free.")
        )
    elif isinstance(paid, int):
        text = c.pick(
            seat,
            translate("Log", "{player} claims {card} for %n influence.", None, paid),
            translate("Log", "You claim {card} for %n influence.", None, paid),
        )
    else:
        text = c.pick(seat, translate("Log", "{player} claims {card}."), translate("Log", "You claim {card}."))
    return text.format(player=c.player(seat), card=c.card(e.get("card")))


def _claim_refused(e: dict[str, Any], c: LineContext) -> str:
    seat, cost = e.get("seat"), _count(e.get("cost"))
    return c.pick(
        seat,
        translate("Log", "{player} cannot pay the %n influence {card} costs and claims nothing.", None, cost),
        translate("Log", "You cannot pay the %n influence {card} costs and claim nothing.", None, cost),
    ).format(player=c.player(seat), card=c.card(e.get("card")))


def _attack_declared(e: dict[str, Any], c: LineContext) -> str:
    seat, target = e.get("seat"), e.get("target")
    if c.is_you(target):
        text = translate("Log", "{player}'s {card} attacks you.")
    else:
        text = c.pick(
            seat,
            translate("Log", "{player}'s {card} attacks {target}."),
            translate("Log", "Your {card} attacks {target}."),
        )
    return text.format(player=c.player(seat), card=c.card(e.get("card")), target=c.player(target))


def _blocker_assigned(e: dict[str, Any], c: LineContext) -> str:
    seat, attacker = e.get("seat"), e.get("attacker")
    if attacker in c.uid_cards:
        text = c.pick(
            seat,
            translate("Log", "{player} blocks with {card} against {attacker}."),
            translate("Log", "You block with {card} against {attacker}."),
        )
    else:
        text = c.pick(
            seat, translate("Log", "{player} blocks with {card}."), translate("Log", "You block with {card}.")
        )
    return text.format(player=c.player(seat), card=c.card(e.get("card")), attacker=c.uid(attacker))


def _attack_resolved(e: dict[str, Any], c: LineContext) -> str:
    target = e.get("target")
    if e.get("blocked"):  # the damage goes to the blockers: the player is not struck
        text = c.pick(
            target,
            translate("Log", "{card} strikes {target}'s blockers with strength {strength}."),
            translate("Log", "{card} strikes your blockers with strength {strength}."),
        )
    else:
        text = c.pick(
            target,
            translate("Log", "{card} strikes {target} with strength {strength}."),
            translate("Log", "{card} strikes you with strength {strength}."),
        )
    return text.format(card=c.card(e.get("card")), target=c.player(target), strength=e.get("amount"))


def _damage_dealt(e: dict[str, Any], c: LineContext) -> str:
    amount = _count(e.get("amount"))
    if e.get("to") == "minion":
        return translate("Log", "{card} takes %n damage.", None, amount).format(card=c.card(e.get("card")))
    seat = e.get("seat")
    return c.pick(
        seat,
        translate("Log", "{player} takes %n damage.", None, amount),
        translate("Log", "You take %n damage.", None, amount),
    ).format(player=c.player(seat))


def _damage_absorbed(e: dict[str, Any], c: LineContext) -> str:
    n = _count(e.get("amount"))
    return translate("Log", "{card} absorbs %n damage.", None, n).format(card=c.card(e.get("card")))


def _card_cancelled(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card} is cancelled and goes to the discard pile.").format(card=c.card(e.get("card")))


def _minion_entered(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat, translate("Log", "{card} enters play for {player}."), translate("Log", "{card} enters play for you.")
    ).format(card=c.card(e.get("card")), player=c.player(seat))


def _minion_destroyed(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card} is destroyed.").format(card=c.card(e.get("card")))


def _minion_discarded(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card} is discarded from play.").format(card=c.card(e.get("card")))


def _card_exiled(e: dict[str, Any], c: LineContext) -> str:
    if not e.get("card"):  # a card from a secret archive: only its owner may know which
        return translate("Log", "A card is exiled.")
    return translate("Log", "{card} is exiled.").format(card=c.card(e.get("card")))


def _wound_taken(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat, translate("Log", "{player} takes a wound ({wound})."), translate("Log", "You take a wound ({wound}).")
    ).format(player=c.player(seat), wound=c.wound(e.get("card")))


def _end_triggered(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "The last face-up wound is gone: the game ends after this phase.")


def _card_returned(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat, translate("Log", "{card} returns to {player}'s hand."), translate("Log", "{card} returns to your hand.")
    ).format(card=c.card(e.get("card")), player=c.player(seat))


def _deck_reshuffled(e: dict[str, Any], c: LineContext) -> str:
    seat, n = e.get("seat"), _count(e.get("size"))
    return c.pick(
        seat,
        translate("Log", "{player} shuffles the discard pile into a new deck (%n card(s)).", None, n),
        translate("Log", "You shuffle your discard pile into a new deck (%n card(s)).", None, n),
    ).format(player=c.player(seat))


def _target_chosen(e: dict[str, Any], c: LineContext) -> str:
    seat, on_player = e.get("seat"), e.get("target") == "player"
    if on_player and c.is_you(e.get("player")):
        text = c.pick(
            seat,
            translate("Log", "{player} targets you with {card}."),
            translate("Log", "You target yourself with {card}."),
        )
    elif on_player and e.get("player") == seat:  # another player aims their own card at themselves
        text = translate("Log", "{player} targets themselves with {card}.")
    else:
        text = c.pick(
            seat,
            translate("Log", "{player} targets {target} with {card}."),
            translate("Log", "You target {target} with {card}."),
        )
    target = c.player(e.get("player")) if on_player else c.card(e.get("minion"))
    if e.get("forced"):  # nobody was asked: the engine took the only legal target (e.g. the only enemy minion)
        text = c.pick(
            seat,
            translate("Log", "{player}'s {card} has only one legal target: {target}."),
            translate("Log", "Your {card} has only one legal target: {target}."),
        )
        if on_player and c.is_you(e.get("player")):
            target = translate("Log", "you")
    return text.format(player=c.player(seat), target=target, card=c.card(e.get("card")))


def _card_moved(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    if e.get("to") == "deck_top":
        text = c.pick(
            seat,
            translate("Log", "{player} puts {card} from the discard pile on top of their deck."),
            translate("Log", "You put {card} from your discard pile on top of your deck."),
        )
    else:
        text = c.pick(
            seat,
            translate("Log", "{player} puts {card} from the discard pile into their hand."),
            translate("Log", "You put {card} from your discard pile into your hand."),
        )
    return text.format(player=c.player(seat), card=c.card(e.get("card")))


def _wound_effect_used(e: dict[str, Any], c: LineContext) -> str:
    seat, n = e.get("seat"), int(e.get("wounds", 0))
    return c.pick(
        seat,
        translate("Log", "{player} uses the wound effect: discards %n wound(s), draws {drawn}.", None, n),
        translate("Log", "You use the wound effect: discard %n wound(s), draw {drawn}.", None, n),
    ).format(player=c.player(seat), drawn=2 * n)


def _text_resolving(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card}'s text resolves ({by}).").format(card=c.card(e.get("card")), by=c.card(e.get("by")))


def _order_cancelled(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card} will be cancelled.").format(card=c.card(e.get("card")))


def _targets_controlled(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat,
        translate("Log", "{player} will choose the targets of {card}."),
        translate("Log", "You will choose the targets of {card}."),
    ).format(player=c.player(seat), card=c.card(e.get("card")))


def _order_doubled(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "{card} will resolve twice.").format(card=c.card(e.get("card")))


def _absorbers_disabled(e: dict[str, Any], c: LineContext) -> str:
    seat = e.get("seat")
    return c.pick(
        seat,
        translate("Log", "{player}'s minions cannot absorb damage this turn."),
        translate("Log", "Your minions cannot absorb damage this turn."),
    ).format(player=c.player(seat))


def _game_over(e: dict[str, Any], c: LineContext) -> str:
    ranking = (e.get("result") or {}).get("ranking") or []
    if not ranking:
        return translate("Log", "Game over.")
    seat, n = ranking[0].get("seat"), _count(ranking[0].get("wounds", 0))
    return c.pick(
        seat,
        translate("Log", "Game over: {player} wins with %n wound(s).", None, n),
        translate("Log", "Game over: you win with %n wound(s).", None, n),
    ).format(player=c.player(seat))


def _archive_revealed(e: dict[str, Any], c: LineContext) -> str:
    return translate("Log", "Secret archive {number} is revealed: {card}.").format(
        number=c.archive(e.get("archive")), card=c.card(e.get("card"))
    )


def _archive_exiled(e: dict[str, Any], c: LineContext) -> str:
    n = _count(e.get("left"))
    return translate("Log", "Cards are exiled from archive {number} (%n left).", None, n).format(
        number=c.archive(e.get("archive"))
    )


def _timer_bot(e: dict[str, Any], c: LineContext) -> str:
    """An online game's turn timer ran out: the server's bot answered for the absent player (docs/ONLINE.md)."""
    seat, level = e.get("seat"), label(BOT_LEVELS, str(e.get("level", "")))
    text = c.pick(seat, translate("Log", "{player}'s time ran out: a {level} bot decided for them."),
                  translate("Log", "Your time ran out: a {level} bot decided for you."))  # fmt: skip
    return text.format(player=c.player(seat), level=level)


def _scenario_loaded(e: dict[str, Any], c: LineContext) -> str:
    if e.get("title"):  # the scenario's own title, as its file gives it
        return translate("Log", "Scenario loaded: {title}.").format(title=e["title"])
    return translate("Log", "Scenario loaded.")


DESCRIBERS: dict[str, Callable[[dict[str, Any], LineContext], str]] = {
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
    "claim_refused": _claim_refused,
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
    "timer_bot": _timer_bot,
}

# Event types that deliberately give no line: bookkeeping, or told better by another event.
SILENT: frozenset[str] = frozenset({
    EventKind.DECIDED, EventKind.CARD_DRAWN, EventKind.PHASE_ENDED, EventKind.TURN_ENDED, EventKind.CHAIN_RESOLVED,
    EventKind.CARD_RESOLVED, EventKind.MINION_ROTATED, EventKind.CLAIM_ENDED,
})  # fmt: skip

KNOWN_EVENTS: frozenset[str] = frozenset(DESCRIBERS) | SILENT
