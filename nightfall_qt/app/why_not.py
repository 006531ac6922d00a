"""Why a dimmed hand card or archive cannot be used now, for every kind of decision (tooltips, refusals)."""

from __future__ import annotations

from typing import Any

DECISION_WORDS: dict[str, str] = {
    "attack": "choose whom your minions attack",
    "block": "choose blockers among your minions in play",
    "attack_order": "choose the order of the attacks",
    "blocker_order": "choose which blocker takes the damage first",
    "absorb_order": "choose which of your minions absorbs the damage first",
    "target_player": "choose a player",
    "target_minion": "choose a minion in play",
    "target_order": "choose a card in the chain",
    "target_archive": "choose an archive",
    "hit_order": "choose the order in which players are hit",
    "pick_from_discard": "choose a card from your discard pile",
    "free_claim": "choose an archive to claim from for free",
    "cleanup": "use the wound effect, draw up or end the turn",
    "draft_pick": "pick a draft card",
}


def hand_why_not(ctl: Any, decision: Any, uid: int, card: Any) -> str:
    """The reason a hand card is not a choice now ('' if it is one, or nobody is asking the viewer)."""
    if decision is None:
        return ""
    options = [o for o in decision.options if o.card == card.id and o.uid is not None]
    kind = decision.kind
    if kind == "chain":
        if any(o.kind == "chain_add" for o in options):
            return ""
        return ctl.why_not_chain(uid) or "this card cannot be added to the chain now"
    if kind == "claim":
        return "" if options else "only cards in your hand can be discarded for influence"
    if kind in ("discard", "exile_from_hand"):
        if options:
            return ""
        if card.is_wound and kind == "exile_from_hand":
            return "wounds cannot be chosen: the effect exiles an order"
        return "this card cannot be chosen for this effect"
    if kind == "cleanup":
        if card.is_wound:
            return "use the wound effect button: it discards all wounds in your hand at once"
        return "hand cards are not played in the cleanup: draw up or end your turn"
    what = DECISION_WORDS.get(kind, decision.prompt)
    return f"hand cards are not used now: {what}"


def archive_why_not(ctl: Any, decision: Any, archive: int) -> str:
    """The reason an archive is not a choice now ('' if it is one)."""
    if decision is not None and any(o.archive == archive for o in decision.options):
        return ""
    st = ctl.state
    if decision is not None and decision.kind in ("target_archive", "free_claim"):
        if st is not None and not st.arch_uids[archive]:
            return "this archive is empty"
        return "this archive cannot be chosen for this effect"
    return ctl.why_not_claim(archive) or ""
