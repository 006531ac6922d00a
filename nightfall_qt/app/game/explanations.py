""" "Why?": what a bot weighed (ai/explain.py), as a viewer may read it, in the viewer's language.

The safe rule (docs/AI.md, "Why? — what a bot weighed"): an explanation is built from the deciding seat's own
observation, so its unplayed options may name cards only that seat holds (its hand, its draft hand, cards deep
in its discard pile). Before anyone reads it, every option that names a card a reader cannot see in the
reader's own observation — taken after the move, so the card just played counts as seen — is dropped; the move
played is kept, but without its card when a reader still cannot see it. Readers are the viewer in a solo game
and every human at the device in pass-and-play (what all of them may see). The numbers stay: they are the bot's
opinion, and name no card.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from nightfall_qt.ai.explain import Explanation, Weighed
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.engine import Choice
from nightfall_qt.engine.observation import Observation

REASON_TEXT: dict[str, Any] = {  # QT_TRANSLATE_NOOP is typed as object: the texts are str
    "only_option": QT_TRANSLATE_NOOP("Why", "it was the only legal move"),
    "search": QT_TRANSLATE_NOOP("Why", "the move its search rated best"),
    "chain_plan": QT_TRANSLATE_NOOP("Why", "the card that starts the best sequence of cards it could add"),
    "chain_card": QT_TRANSLATE_NOOP("Why", "the best card on its own, without a plan for the cards after it"),
    "chain_kicker": QT_TRANSLATE_NOOP("Why", "the card's kicker is active here"),
    "chain_returning": QT_TRANSLATE_NOOP(
        "Why", "a card that brings an order back to hand, in the order that brings back the best one"),
    "chain_pass": QT_TRANSLATE_NOOP("Why", "nothing it could add was worth the card"),
    "attack_leader": QT_TRANSLATE_NOOP("Why", "attack the leader (the fewest wounds)"),
    "attack_left": QT_TRANSLATE_NOOP("Why", "attack the player on its left"),
    "attack_weakest": QT_TRANSLATE_NOOP("Why", "attack where the fewest blockers wait"),
    "block_trade": QT_TRANSLATE_NOOP("Why", "the block saves more wounds than the blocker is worth"),
    "block_done": QT_TRANSLATE_NOOP("Why", "no block was a good trade"),
    "target_leader": QT_TRANSLATE_NOOP("Why", "aim at the leader (the fewest wounds)"),
    "target_left": QT_TRANSLATE_NOOP("Why", "aim at the player on its left"),
    "target_kill": QT_TRANSLATE_NOOP("Why", "a minion this destroys"),
    "target_best": QT_TRANSLATE_NOOP("Why", "the most valuable target for this card"),
    "claim_value": QT_TRANSLATE_NOOP("Why", "the most value for its cost"),
    "claim_discard": QT_TRANSLATE_NOOP("Why", "discard a weak card to afford a card it wants"),
    "claim_end": QT_TRANSLATE_NOOP("Why", "nothing left was worth claiming"),
    "cleanup_draw_first": QT_TRANSLATE_NOOP(
        "Why", "draw up first: wounds drawn now are discarded by the wound effect too"),
    "cleanup_wound_effect": QT_TRANSLATE_NOOP("Why", "the wound effect clears wounds from its hand"),
    "cleanup_end": QT_TRANSLATE_NOOP("Why", "nothing else to do this turn"),
    "keep_best": QT_TRANSLATE_NOOP("Why", "give up the least valuable card"),
    "take_best": QT_TRANSLATE_NOOP("Why", "take the most valuable card"),
    "order": QT_TRANSLATE_NOOP("Why", "the order its rule prefers"),
}  # fmt: skip
LEVEL_TEXT: dict[str, Any] = {
    "easy": QT_TRANSLATE_NOOP("Why", "Easy"), "normal": QT_TRANSLATE_NOOP("Why", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Why", "Hard"), "expert": QT_TRANSLATE_NOOP("Why", "Expert"),
}  # fmt: skip


def visible_to(choice: Choice, obs: Observation) -> bool:
    """Whether every card `choice` names is one `obs`'s seat can see (the observation's own answer: `cid`,
    the archives it shows, its draft hand)."""
    for uid in (choice.uid, choice.target_uid):
        if uid is None:
            continue
        try:
            seen = obs.cid(uid)
        except KeyError:
            return False
        if uid == choice.uid and choice.card is not None and seen != choice.card:
            return False
    if choice.card is None or choice.uid is not None:
        return True
    if choice.archive is not None:
        return any(a.archive == choice.archive and a.card == choice.card for a in obs.archives)
    return choice.card in obs.draft_hand


def for_readers(explanation: Explanation, readers: Sequence[Observation]) -> Explanation:
    """What every reader may know of `explanation`: options naming a card some reader cannot see are dropped,
    the move played stays (its card and uids removed if some reader cannot see them)."""

    def seen(c: Choice) -> bool:
        return all(visible_to(c, o) for o in readers)

    kept: list[Weighed] = []
    played = explanation.played
    for w in explanation.options:
        if w.choice == played:
            if not seen(played):
                played = played._replace(card=None, uid=None, target_uid=None)
            kept.append(dataclasses.replace(w, choice=played))
        elif seen(w.choice):
            kept.append(w)
    card = explanation.reason_card if explanation.reason_card == played.card else None
    return dataclasses.replace(explanation, played=played, options=tuple(kept), reason_card=card)


def percent(x: float) -> str:
    return translate("Why", "{value} %").format(value=round(100 * x))


def explanation_text(explanation: Explanation, player: str, label: Callable[[Choice], str]) -> str:
    """The explanation in the player's language, plain text, one line per option (the move played marked).
    `label` words an option as the UI does everywhere (app/texts/choice_labels.py)."""
    level = translate("Why", LEVEL_TEXT[explanation.level]) if explanation.level in LEVEL_TEXT else ""
    who = translate("Why", "{player} ({level})").format(player=player, level=level) if level else player
    lines = [translate("Why", "Why? {player} weighed:").format(player=who)]
    for w in explanation.options:
        text = label(w.choice)
        if w.win is not None and w.share is not None:
            text = translate("Why", "{move}: {win} win chance, {share} of the search").format(
                move=text, win=percent(w.win), share=percent(w.share)
            )
        mark = translate("Why", "▶ played: {move}") if w.choice == explanation.played else "• {move}"
        lines.append(mark.format(move=text))
    reason = translate("Why", REASON_TEXT.get(explanation.reason, REASON_TEXT["search"]))
    lines.append(translate("Why", "Rule: {reason}.").format(reason=reason) if explanation.reason != "search"
                 else translate("Why", "%n playouts.", None, explanation.iterations))  # fmt: skip
    return "\n".join(lines)


def explanation_for(source: Any, explanation: Explanation | None) -> str:
    """`explanation_text` with the source's names and option labels (the viewer's observation words them)."""
    if explanation is None:
        return ""
    return explanation_text(explanation, source.names[explanation.seat], source.choice_label)
