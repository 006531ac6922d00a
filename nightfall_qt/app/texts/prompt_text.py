"""The prompt sentence for a pending decision, in the player's language.

The engine's `nightfall_qt/engine/prompts.py` builds the same sentences in English (the engine has no Qt);
this module says them through the catalogue ("Prompt" context) with card names in `current_language()`.
`GameController.decision` puts this text into the `prompt` of every decision it hands out. It is built from an
observation only (its public `request`), so every seat reads the same sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import COLOURS, label
from nightfall_qt.engine import CardDB
from nightfall_qt.engine.choices import DecisionKind

if TYPE_CHECKING:
    from nightfall_qt.engine.observation import Observation

CONTEXT = "Prompt"

# Where a drafted card goes (Request.destination of a draft_pick), as whole prompt sentences.
DRAFT_PROMPTS: dict[str, str] = {
    "private": QT_TRANSLATE_NOOP("Prompt", "Pick a draft card: it becomes one of your private archives."),
    "common": QT_TRANSLATE_NOOP("Prompt", "Pick a draft card: it becomes a common archive."),
    "box": QT_TRANSLATE_NOOP("Prompt", "Pick a draft card: it goes back to the box."),
}

# Decisions whose prompt names no card.
FIXED_PROMPTS: dict[str, str] = {
    "block": QT_TRANSLATE_NOOP("Prompt", "Assign a blocker to an attacker, or finish blocking."),
    "attack_order": QT_TRANSLATE_NOOP("Prompt", "Choose the attack to resolve next."),
    "blocker_order": QT_TRANSLATE_NOOP("Prompt", "Choose which of your blockers absorbs the attacker's damage next."),
    "absorb_order": QT_TRANSLATE_NOOP("Prompt", "Choose which of your minions absorbs the damage dealt to you next."),
    "cleanup": QT_TRANSLATE_NOOP(
        "Prompt", "Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each)."
    ),
}

# Decisions about one card (the card resolving, or the one the engine names in Request.card).
CARD_PROMPTS: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("Prompt", "Choose the player {card} attacks."),
    "target_player": QT_TRANSLATE_NOOP("Prompt", "Choose the target player for {card}."),
    "target_minion": QT_TRANSLATE_NOOP("Prompt", "Choose the target minion for {card}."),
    "target_order": QT_TRANSLATE_NOOP("Prompt", "Choose the target order in the chain for {card}."),
    "target_archive": QT_TRANSLATE_NOOP("Prompt", "Choose the target archive for {card}."),
    "discard": QT_TRANSLATE_NOOP("Prompt", "Choose a card from your hand to discard ({card})."),
    "exile_from_hand": QT_TRANSLATE_NOOP("Prompt", "Choose an order from your hand to exile ({card})."),
    "pick_from_discard": QT_TRANSLATE_NOOP("Prompt", "Choose a card from your discard pile for {card}."),
    "free_claim": QT_TRANSLATE_NOOP("Prompt", "Choose an archive to claim a card from for free ({card})."),
    "hit_order": QT_TRANSLATE_NOOP("Prompt", "Choose the next player hit by {card}."),
}
# `attack` names the attacking minion (the decision's source), the others the card of Pending.info.
_SOURCE_CARD_KINDS = frozenset({DecisionKind.ATTACK})


def card_name(cards: CardDB, card_id: object) -> str:
    """A card's name in the current language ("a card" if `card_id` is no card id)."""
    if isinstance(card_id, str) and card_id in cards:
        return str(cards[card_id].name(current_language()))
    return translate("Prompt", "a card")


def or_list(words: Sequence[str]) -> str:
    """Alternatives joined in the current language: "white", "white or red", "white, red or green"."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    head = words[0]
    for word in words[1:-1]:
        head = translate("Prompt", "{first}, {second}").format(first=head, second=word)
    return translate("Prompt", "{first} or {second}").format(first=head, second=words[-1])


def colour_list(colours: Sequence[str]) -> str:
    """Moon colours as alternatives ("white or red"), each named through labels.COLOURS."""
    return or_list([label(COLOURS, c) for c in colours])


def prompt_for(obs: Observation, cards: CardDB) -> str:
    """The prompt for the decision pending in `obs` (its public request): what the deciding player is asked to do."""
    request = obs.request
    if request is None:
        return ""
    kind = request.kind
    if kind == DecisionKind.DRAFT_PICK:
        source = DRAFT_PROMPTS.get(request.destination or "")
        return translate("Prompt", source) if source else translate("Prompt", "Pick a draft card.")
    # "Draw up to five cards" was asked after drawing
    if kind == DecisionKind.CLEANUP and request.part == "after_drawing":
        # (the same words whether or not the player holds a wound: a wound in hand is secret)
        return translate("Prompt", "End your turn, or use the wound effect (discard all wounds, draw 2 for each).")
    if kind in FIXED_PROMPTS:
        return translate("Prompt", FIXED_PROMPTS[kind])
    if kind == DecisionKind.CHAIN:
        if not obs.chain:
            return translate("Prompt", "Start a chain with any card from your hand, or pass.")
        last = cards[obs.chain[-1].card]
        return translate("Prompt", "Add a {colours} card after {card}, or pass.").format(
            colours=colour_list(last.links), card=last.name(current_language())
        )
    if kind == DecisionKind.CLAIM:
        left = obs.seats[obs.active].influence  # a plain name: lupdate drops calls whose count is an expression
        return translate("Prompt", "Claim cards or discard for influence (%n influence left), or end the phase.", None,
                         left)  # fmt: skip
    if kind in CARD_PROMPTS:
        own = kind not in _SOURCE_CARD_KINDS and request.card is not None
        if own:
            name = card_name(cards, request.card)
        else:
            name = card_name(cards, request.source) if request.source is not None else ""
        return translate("Prompt", CARD_PROMPTS[kind]).format(card=name)
    return translate("Prompt", "Decide: {kind}.").format(kind=kind)
