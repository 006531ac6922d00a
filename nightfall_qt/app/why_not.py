"""Why a dimmed hand card or archive cannot be used now, for every kind of decision (tooltips, refusals).

The texts are in the player's language ("WhyNot" context). The engine decides *whether* a card can be
added to the chain or an archive claimed (`why_not_chain`, `why_not_claim`, English, for its own checks);
`chain_why_not` and `claim_why_not` say the same reason in the catalogue's words.
"""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.prompt_text import colour_list
from nightfall_qt.engine.flow.chain import why_not_chain
from nightfall_qt.engine.flow.claim import claimable_archives, why_not_claim

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


def chain_why_not(st: Any, seat: int, uid: int) -> str | None:
    """Why `seat` cannot add hand card `uid` to the chain now (None if it can), in the current language."""
    reason = why_not_chain(st, seat, uid)
    if reason is None:
        return None
    c = st.card(uid)
    if c.is_wound:
        return translate("WhyNot", "wounds are not orders and can never be played")
    if st.phase != "chain" or st.pending is None or st.pending.kind != "chain" or st.pending.seat != seat:
        return translate("WhyNot", "you can add cards only when it is your opportunity in the chain phase")
    if st.chain:
        last = st.card(st.chain[-1][0])
        if c.colour not in last.links:
            return translate("WhyNot", "needs a {colours} card after {card}").format(
                colours=colour_list(last.links), card=last.name(current_language())
            )
    return reason  # a reason the engine added since: its English text


def claim_why_not(st: Any, seat: int, archive: int, secret: bool = False) -> str | None:
    """Why `seat` cannot claim from `archive` now (None if it can), in the current language.

    `secret`: the archive's card is hidden from the viewer, so its cost is not told either."""
    reason = why_not_claim(st, seat, archive)
    if reason is None:
        return None
    if st.phase != "claim" or seat != st.active:
        return translate("WhyNot", "you can claim only in your own claim phase")
    if not st.arch_uids[archive]:
        return translate("WhyNot", "this archive is empty")
    if archive not in claimable_archives(st, seat):
        return translate("WhyNot", "this is another player's private archive")
    cost, left = st.claim_cost(seat, archive), st.influence_left()
    if cost > left:
        if secret:
            return translate("WhyNot", "you cannot claim this now")
        return translate("WhyNot", "costs %n influence; you have {left}", None, cost).format(left=left)
    return reason  # a reason the engine added since: its English text


def hand_why_not(ctl: Any, decision: Any, uid: int, card: Any) -> str:
    """The reason a hand card is not a choice now ('' if it is one, or nobody is asking the viewer)."""
    if decision is None:
        return ""
    options = [o for o in decision.options if o.card == card.id and o.uid is not None]
    kind = decision.kind
    if kind == "chain":
        if any(o.kind == "chain_add" for o in options):
            return ""
        return ctl.why_not_chain(uid) or translate("WhyNot", "this card cannot be added to the chain now")
    if kind == "claim":
        return "" if options else translate("WhyNot", "only cards in your hand can be discarded for influence")
    if kind in ("discard", "exile_from_hand"):
        if options:
            return ""
        if card.is_wound and kind == "exile_from_hand":
            return translate("WhyNot", "wounds cannot be chosen: the effect exiles an order")
        return translate("WhyNot", "this card cannot be chosen for this effect")
    if kind == "cleanup":
        if card.is_wound:
            return translate("WhyNot", "use the wound effect button: it discards all wounds in your hand at once")
        return translate("WhyNot", "hand cards are not played in the cleanup: draw up or end your turn")
    if kind in DECISION_WORDS:
        return translate("WhyNot", DECISION_WORDS[kind])
    return translate("WhyNot", "hand cards are not used now: {prompt}").format(prompt=decision.prompt)


def archive_why_not(ctl: Any, decision: Any, archive: int, secret: bool = False) -> str:
    """The reason an archive is not a choice now ('' if it is one); `secret` hides what its card costs."""
    if decision is not None and any(o.archive == archive for o in decision.options):
        return ""
    st = ctl.state
    if decision is not None and decision.kind in ("target_archive", "free_claim"):
        if st is not None and not st.arch_uids[archive]:
            return translate("WhyNot", "this archive is empty")
        return translate("WhyNot", "this archive cannot be chosen for this effect")
    return ctl.why_not_claim(archive, secret=secret) or ""
