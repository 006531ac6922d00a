"""English prompt sentences for pending decisions (the UI translates them by kind in its own catalogue)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    if kind == "draft_pick":
        return f"Pick a draft card: {DESTINATIONS[info[0]]}."
    if kind == "attack":
        return f"Choose the player {src} attacks."
    if kind == "block":
        return "Assign a blocker to an attacker, or finish blocking."
    if kind == "attack_order":
        return "Choose the attack to resolve next."
    if kind == "blocker_order":
        return "Choose which of your blockers absorbs the attacker's damage next."
    if kind == "absorb_order":
        return "Choose which of your minions absorbs the damage dealt to you next."
    if kind == "chain":
        if not st.chain:
            return "Start a chain with any card from your hand, or pass."
        last = st.card(st.chain[-1][0])
        return f"Add a {' or '.join(last.links)} card after {last.names['en']}, or pass."
    if kind == "claim":
        return f"Claim cards or discard for influence ({st.influence_left()} influence left), or end the phase."
    if kind == "cleanup" and info[1:2] == ("after_drawing",):
        return "End your turn, or use the wound effect (discard all wounds, draw 2 for each)."
    if kind == "cleanup":
        return "Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each)."
    if kind == "target_player":
        return f"Choose the target player for {card}."
    if kind == "target_minion":
        return f"Choose the target minion for {card}."
    if kind == "target_order":
        return f"Choose the target order in the chain for {card}."
    if kind == "target_archive":
        return f"Choose the target archive for {card}."
    if kind == "discard":
        return f"Choose a card from your hand to discard ({card})."
    if kind == "exile_from_hand":
        return f"Choose an order from your hand to exile ({card})."
    if kind == "pick_from_discard":
        return f"Choose a card from your discard pile for {card}."
    if kind == "free_claim":
        return f"Choose an archive to claim a card from for free ({card})."
    if kind == "hit_order":
        return f"Choose the next player hit by {card}."
    return f"Decide: {kind}."
