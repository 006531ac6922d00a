"""The vocabulary of cards.yaml effects: every primitive, where it may appear, and its parameters.

The loader validates cards.yaml against this table; the registry (`effects/primitives.py`) implements
each name. A parameter type is `int`, `bool`, or a tuple of the allowed strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ParamType = type | tuple[str, ...]

# Who or what an effect hits. `target_*` asks the card's controller to choose (a Decision);
# `same_*` reuses the player/minion chosen earlier while resolving the same card;
# `each_*` hits every matching thing, in an order the resolving player chooses where it matters.
PLAYER_TARGETS: tuple[str, ...] = ("target_player", "same_player", "each_player", "each_enemy_player", "you")
MINION_TARGETS: tuple[str, ...] = (
    "target_minion",
    "same_minion",
    "each_minion",
    "each_minion_of_target_player",
    "each_own_minion",
)

CHAIN_PARTS: frozenset[str] = frozenset({"chain", "your_chain", "kicker"})
IN_PLAY: frozenset[str] = frozenset({"in_play"})


@dataclass(frozen=True, slots=True)
class Signature:
    parts: frozenset[str]  # text parts this primitive may appear in
    required: dict[str, ParamType] = field(default_factory=dict)
    optional: dict[str, ParamType] = field(default_factory=dict)
    doc: str = ""


SIGNATURES: dict[str, Signature] = {
    # --- damage, wounds, healing -------------------------------------------------------------
    "damage": Signature(
        CHAIN_PARTS,
        {"to": PLAYER_TARGETS + MINION_TARGETS, "amount": int},
        {"amount_per_own_minion": int},
        "Deal damage; damage to a player is absorbed first by their direct-damage blockers.",
    ),
    "take_wounds": Signature(
        CHAIN_PARTS,
        {"to": ("target_player", "same_player", "you"), "amount": int},
        {},
        "The player takes wounds directly (no damage: nothing can absorb it).",
    ),
    "heal": Signature(CHAIN_PARTS, {"to": ("each_own_minion", "target_minion"), "amount": int}),
    "destroy": Signature(CHAIN_PARTS, {"target": ("target_minion", "same_minion")}),
    "destroy_absorbers": Signature(
        CHAIN_PARTS, {}, {}, "Destroy every minion that absorbed damage from this card."
    ),
    "return_to_hand": Signature(CHAIN_PARTS, {"target": ("target_minion",)}),
    "enter_damaged": Signature(
        CHAIN_PARTS, {"amount": int}, {}, "This minion enters play with this much damage marked."
    ),
    # --- cards and zones --------------------------------------------------------------------
    "draw": Signature(CHAIN_PARTS, {"who": ("you", "each_player"), "amount": int}),
    "discard_from_hand": Signature(CHAIN_PARTS, {"amount": int}),
    "exile_from_hand": Signature(
        CHAIN_PARTS,
        {"who": ("same_player", "target_player"), "what": ("order", "any")},
        {},
        "That player exiles a card of their own choice from their hand.",
    ),
    "discard_to_deck_top": Signature(CHAIN_PARTS, {}, {}, "Put a card from your discard pile on your deck."),
    "discard_to_hand": Signature(CHAIN_PARTS, {"what": ("order", "minion", "action")}),
    "put_into_play_from_discard": Signature(
        CHAIN_PARTS, {}, {}, "Put a minion from your discard pile into play (no text resolves)."
    ),
    "resolve_text_of": Signature(
        CHAIN_PARTS,
        {"card": ("retrieved",)},
        {},
        "Resolve the chain texts (never the kicker) of the card this card put into play or hand.",
    ),
    "exile_from_archive": Signature(CHAIN_PARTS, {"target": ("target_archive",), "amount": int}),
    # --- influence and claiming -------------------------------------------------------------
    "gain_influence": Signature(CHAIN_PARTS, {"amount": int}),
    "reduce_influence": Signature(CHAIN_PARTS, {"to": ("target_player", "you"), "amount": int}),
    "double_influence": Signature(
        CHAIN_PARTS, {}, {}, "Your influence this turn is doubled (again each time or not: the edition's ruling)."
    ),
    "claim_discount": Signature(
        CHAIN_PARTS, {"amount": int}, {}, "Your claims cost less this turn (down to the edition's floor)."
    ),
    "enemy_private_claim": Signature(
        CHAIN_PARTS, {"amount": int}, {}, "In your claim phase, claim from that many enemy private archives."
    ),
    "free_claim": Signature(CHAIN_PARTS, {"from": ("any_archive", "claimable_archive")}),
    # --- the chain itself -------------------------------------------------------------------
    "cancel_order": Signature(
        CHAIN_PARTS, {}, {}, "Target order in the chain does not resolve; it goes to its owner's discard."
    ),
    "control_targets": Signature(
        CHAIN_PARTS, {}, {}, "Choose an order in the chain; you choose all its targets when it resolves."
    ),
    "resolve_twice": Signature(
        CHAIN_PARTS,
        {"order": ("chosen_order", "next_order")},
        {},
        "That order resolves its texts twice (never more than twice).",
    ),
    "disable_absorbers": Signature(
        CHAIN_PARTS,
        {"to": ("target_player",)},
        {},
        "Until end of turn that player's minions cannot absorb damage from card texts.",
    ),
    # --- in play: static abilities of minions -----------------------------------------------
    "stays_in_play": Signature(IN_PLAY, {}, {}, "Not discarded after combat; stays until destroyed."),
    "absorbs_damage": Signature(IN_PLAY, {}, {}, "Must absorb damage dealt to its controller."),
    "unblockable": Signature(IN_PLAY, {}, {}, "Cannot be blocked by minions."),
    "returns_to_hand_when_destroyed": Signature(IN_PLAY),
    "untargetable_controller": Signature(
        IN_PLAY, {}, {}, "Its controller cannot be chosen by texts that target a player."
    ),
    "strength_from_own_minions": Signature(
        IN_PLAY, {}, {}, "Strength equals the number of minions its controller has in play."
    ),
}

# Every effect entry may also carry these, whatever its primitive.
COMMON_OPTIONAL: dict[str, ParamType] = {"unless_kicker": bool}
