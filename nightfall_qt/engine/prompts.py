"""English prompt sentences for pending decisions (the UI translates them by kind in its own catalogue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import DecisionKind

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState, Pending

DESTINATIONS = {
    "private": "it becomes one of your private archives",
    "common": "it becomes a common archive",
    "box": "it goes back to the box",
}


def _name(st: GameState, card_id: object) -> str:
    if isinstance(card_id, str) and card_id in st.cards:
        return st.cards[card_id].names["en"]
    return "a card"


def prompt_for(st: GameState, p: Pending) -> str:
    kind, info = p.kind, p.info
    src = _name(st, st.cid(p.source)) if p.source is not None else ""
    card = _name(st, info[0]) if info else src
    if kind == DecisionKind.DRAFT_PICK:
        return f"Pick a draft card: {DESTINATIONS[info[0]]}."
    if kind == DecisionKind.ATTACK:
        return f"Choose the player {src} attacks."
    if kind == DecisionKind.BLOCK:
        return "Assign a blocker to an attacker, or finish blocking."
    if kind == DecisionKind.ATTACK_ORDER:
        return "Choose the attack to resolve next."
    if kind == DecisionKind.BLOCKER_ORDER:
        return "Choose which of your blockers absorbs the attacker's damage next."
    if kind == DecisionKind.ABSORB_ORDER:
        return "Choose which of your minions absorbs the damage dealt to you next."
    if kind == DecisionKind.CHAIN:
        if not st.chain:
            return "Start a chain with any card from your hand, or pass."
        last = st.card(st.chain[-1][0])
        return f"Add a {' or '.join(last.links)} card after {last.names['en']}, or pass."
    if kind == DecisionKind.CLAIM:
        return f"Claim cards or discard for influence ({st.influence_left()} influence left), or end the phase."
    if kind == DecisionKind.CLEANUP and info[1:2] == ("after_drawing",):
        return "End your turn, or use the wound effect (discard all wounds, draw 2 for each)."
    if kind == DecisionKind.CLEANUP:
        return "Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each)."
    if kind == DecisionKind.TARGET_PLAYER:
        return f"Choose the target player for {card}."
    if kind == DecisionKind.TARGET_MINION:
        return f"Choose the target minion for {card}."
    if kind == DecisionKind.TARGET_ORDER:
        return f"Choose the target order in the chain for {card}."
    if kind == DecisionKind.TARGET_ARCHIVE:
        return f"Choose the target archive for {card}."
    if kind == DecisionKind.DISCARD:
        return f"Choose a card from your hand to discard ({card})."
    if kind == DecisionKind.EXILE_FROM_HAND:
        return f"Choose an order from your hand to exile ({card})."
    if kind == DecisionKind.PICK_FROM_DISCARD:
        return f"Choose a card from your discard pile for {card}."
    if kind == DecisionKind.FREE_CLAIM:
        return f"Choose an archive to claim a card from for free ({card})."
    if kind == DecisionKind.HIT_ORDER:
        return f"Choose the next player hit by {card}."
    return f"Decide: {kind}."
