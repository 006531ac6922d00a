"""Why a dimmed hand card or archive cannot be used now, for every kind of decision (tooltips, refusals).

The texts are in the player's language ("WhyNot" context). The engine decides *whether* a card can be added
to the chain or an archive claimed, and says *why not* as data (`engine/why_not.py`: a reason code with
parameters, carried by the viewer's observation); this module only puts reason codes into words. It reads
nothing but the observation and the card database.
"""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.prompt_text import colour_list
from nightfall_qt.engine.carddefs import CardDB
from nightfall_qt.engine.choices import ChoiceKind, DecisionKind
from nightfall_qt.engine.why_not import Reason, ReasonCode

CONTEXT = "WhyNot"

# Why a hand card is not used by decisions that choose something else (whole sentences).
DECISION_WORDS: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose whom your minions attack"),
    "block": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose blockers among your minions in play"),
    "attack_order": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose the order of the attacks"),
    "blocker_order": QT_TRANSLATE_NOOP(
        "WhyNot", "hand cards are not used now: choose which blocker takes the damage first"
    ),
    "absorb_order": QT_TRANSLATE_NOOP(
        "WhyNot", "hand cards are not used now: choose which of your minions absorbs the damage first"
    ),
    "target_player": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose a player"),
    "target_minion": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose a minion in play"),
    "target_order": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose a card in the chain"),
    "target_archive": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose an archive"),
    "hit_order": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose the order in which players are hit"),
    "pick_from_discard": QT_TRANSLATE_NOOP(
        "WhyNot", "hand cards are not used now: choose a card from your discard pile"
    ),
    "free_claim": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: choose an archive to claim from for free"),
    "cleanup": QT_TRANSLATE_NOOP(
        "WhyNot", "hand cards are not used now: use the wound effect, draw up or end the turn"
    ),
    "draft_pick": QT_TRANSLATE_NOOP("WhyNot", "hand cards are not used now: pick a draft card"),
}


# The reasons without parameters, as whole sentences.
REASON_WORDS: dict[str, str] = {
    ReasonCode.WOUND: QT_TRANSLATE_NOOP("WhyNot", "wounds can never be played: only actions and minions can"),
    ReasonCode.NOT_YOUR_OPPORTUNITY: QT_TRANSLATE_NOOP(
        "WhyNot", "you can add cards only when it is your opportunity in the chain phase"
    ),
    ReasonCode.NOT_YOUR_CLAIM_PHASE: QT_TRANSLATE_NOOP("WhyNot", "you can claim only in your own claim phase"),
    ReasonCode.ARCHIVE_EMPTY: QT_TRANSLATE_NOOP("WhyNot", "this archive is empty"),
    ReasonCode.NOT_YOUR_ARCHIVE: QT_TRANSLATE_NOOP("WhyNot", "this is another player's private archive"),
}


def reason_text(reason: Reason | None, cards: CardDB) -> str | None:
    """A reason code of the engine in the current language (None for no reason)."""
    if reason is None:
        return None
    code, params = reason
    if code in REASON_WORDS:
        return translate("WhyNot", REASON_WORDS[code])
    if code == ReasonCode.NEEDS_LINK:
        after = params.get("after")
        name = cards[after].name(current_language()) if isinstance(after, str) and after in cards else after
        return translate("WhyNot", "needs a {colours} card after {card}").format(
            colours=colour_list(params.get("colours", ())), card=name
        )
    if code == ReasonCode.TOO_EXPENSIVE:
        cost = int(params.get("cost", 0))
        return translate("WhyNot", "costs %n influence; you have {left}", None, cost).format(left=params.get("left"))
    return str(code)  # a code the engine added since: its name


def chain_why_not(obs: Any, cards: CardDB, uid: int) -> str | None:
    """Why the observing seat cannot add hand card `uid` to the chain now (None if it can)."""
    return reason_text(obs.why_not.hand.get(uid), cards)


def claim_why_not(obs: Any, cards: CardDB, archive: int) -> str | None:
    """Why the observing seat cannot claim from `archive` now (None if it can); never a secret card's cost."""
    return reason_text(obs.why_not.archives.get(archive), cards)


def hand_why_not(ctl: Any, decision: Any, uid: int, card: Any) -> str:
    """The reason a hand card is not a choice now ('' if it is one, or nobody is asking the viewer)."""
    if decision is None:
        return ""
    options = [o for o in decision.options if o.card == card.id and o.uid is not None]
    kind = decision.kind
    if kind == DecisionKind.CHAIN:
        if any(o.kind == ChoiceKind.CHAIN_ADD for o in options):
            return ""
        return ctl.why_not_chain(uid) or translate("WhyNot", "this card cannot be added to the chain now")
    if kind == DecisionKind.CLAIM:
        return "" if options else translate("WhyNot", "only cards in your hand can be discarded for influence")
    if kind in (DecisionKind.DISCARD, DecisionKind.EXILE_FROM_HAND):
        if options:
            return ""
        obs = ctl.observation()
        reason = obs.why_not.decision.get(uid) if obs is not None else None
        if reason is not None and reason.code == ReasonCode.NOT_AN_ORDER and reason.params.get("wound"):
            return translate("WhyNot", "wounds cannot be chosen: the effect exiles an action or a minion")
        return translate("WhyNot", "this card cannot be chosen for this effect")
    if kind == DecisionKind.CLEANUP:
        if card.is_wound:
            return translate("WhyNot", "use the wound effect button: it discards all wounds in your hand at once")
        return translate("WhyNot", "hand cards are not played in the cleanup: draw up or end your turn")
    if kind in DECISION_WORDS:
        return translate("WhyNot", DECISION_WORDS[kind])
    return translate("WhyNot", "hand cards are not used now: {prompt}").format(prompt=decision.prompt)


def attacker_why_not(obs: Any, decision: Any, uid: int) -> str:
    """Why an attacker in play is not a choice while its player orders the attacks ('' if it is one, or no order
    is being chosen): the attacks already put in order are no longer offered, and look the same as those left."""
    if decision is None or decision.kind != DecisionKind.ATTACK_ORDER or any(o.uid == uid for o in decision.options):
        return ""
    position = next((i for i, a in enumerate(obs.attacks) if a.attacker == uid), None)
    if position is None:
        return ""
    return translate("WhyNot", "This attack is already in the order: it resolves as number {position}. "
                               "Choose among the outlined attackers.").format(position=position + 1)


def archive_why_not(ctl: Any, decision: Any, archive: int, secret: bool = False) -> str:
    """The reason an archive is not a choice now ('' if it is one). `secret` is kept for callers: the engine
    never gives a secret card's cost as a reason."""
    if decision is not None and any(o.archive == archive for o in decision.options):
        return ""
    obs = ctl.observation()
    if decision is not None and decision.kind in (DecisionKind.TARGET_ARCHIVE, DecisionKind.FREE_CLAIM):
        left = next((n for (a, _card, _owner, n) in obs.archives if a == archive), 0) if obs is not None else 1
        if left <= 0:
            return translate("WhyNot", "this archive is empty")
        return translate("WhyNot", "this archive cannot be chosen for this effect")
    return ctl.why_not_claim(archive, secret=secret) or ""
