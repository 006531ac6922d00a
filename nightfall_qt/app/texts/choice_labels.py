"""A few words for each kind of choice (the Edit menu's "Undo ...", the hint in the status bar, the log)."""

from __future__ import annotations

from collections.abc import Callable

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.engine import CardDB, Choice

# {card} is the card chosen, {player} the seat it concerns; kinds with a card have a variant without one.
CHOICE_LABELS: dict[str, str] = {
    "chain_add": QT_TRANSLATE_NOOP("ChoiceLabel", "add {card} to the chain"),
    "chain_pass": QT_TRANSLATE_NOOP("ChoiceLabel", "pass"),
    "claim": QT_TRANSLATE_NOOP("ChoiceLabel", "claim {card}"),
    "claim_discard": QT_TRANSLATE_NOOP("ChoiceLabel", "discard {card} for influence"),
    "claim_end": QT_TRANSLATE_NOOP("ChoiceLabel", "end the claim phase"),
    "attack": QT_TRANSLATE_NOOP("ChoiceLabel", "attack {player} with {card}"),
    "block": QT_TRANSLATE_NOOP("ChoiceLabel", "block with {card}"),
    "block_done": QT_TRANSLATE_NOOP("ChoiceLabel", "done blocking"),
    "draw_up": QT_TRANSLATE_NOOP("ChoiceLabel", "draw up"),
    "wound_effect": QT_TRANSLATE_NOOP("ChoiceLabel", "use the wound effect"),
    "end_turn": QT_TRANSLATE_NOOP("ChoiceLabel", "end the turn"),
    "draft_pick": QT_TRANSLATE_NOOP("ChoiceLabel", "draft {card}"),
    "attack_order": QT_TRANSLATE_NOOP("ChoiceLabel", "resolve the attack of {card} next"),
    "absorb": QT_TRANSLATE_NOOP("ChoiceLabel", "absorb the damage with {card}"),
    "target_player": QT_TRANSLATE_NOOP("ChoiceLabel", "target {player}"),
    "target_minion": QT_TRANSLATE_NOOP("ChoiceLabel", "target {card}"),
    "target_order": QT_TRANSLATE_NOOP("ChoiceLabel", "target {card} in the chain"),
    "target_archive": QT_TRANSLATE_NOOP("ChoiceLabel", "target the archive of {card}"),
    "pick_card": QT_TRANSLATE_NOOP("ChoiceLabel", "choose {card}"),
    "hit_order": QT_TRANSLATE_NOOP("ChoiceLabel", "hit {player} next"),
}
# Labels of the kinds above whose card may be hidden or missing (a secret archive).
CHOICE_LABELS_NO_CARD: dict[str, str] = {
    "claim": QT_TRANSLATE_NOOP("ChoiceLabel", "claim a secret card"),
    "target_archive": QT_TRANSLATE_NOOP("ChoiceLabel", "target a secret archive"),
}


def choice_label(choice: Choice, cards: CardDB, seat_name: Callable[[int], str],
                 card_of_uid: Callable[[int], str | None]) -> str:
    """A few words for a choice ("add Furious Melee to the chain"). `card_of_uid` names a card the viewer can
    see (None for any other), so a label never names a hidden card."""
    language = current_language()
    cid = choice.card if choice.card in cards else None
    if cid is None and choice.uid is not None:
        cid = card_of_uid(choice.uid)
    name = cards[cid].name(language) if cid is not None else ""
    seat = seat_name(choice.seat) if choice.seat is not None else ""
    if not name and choice.kind in CHOICE_LABELS_NO_CARD:
        return translate("ChoiceLabel", CHOICE_LABELS_NO_CARD[choice.kind])
    if not name:
        name = translate("ChoiceLabel", "a card")
    if choice.kind in CHOICE_LABELS:
        return translate("ChoiceLabel", CHOICE_LABELS[choice.kind]).format(card=name, player=seat)
    return translate("ChoiceLabel", "{kind} {card}").format(kind=choice.kind.replace("_", " "), card=name)
