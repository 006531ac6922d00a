"""Display names of the game's fixed vocabularies (bot levels, seat kinds, moon colours, card kinds, keywords,
wound kinds, phases), translated where they are shown. One table each, so every screen says the same word."""

from __future__ import annotations

from collections.abc import Mapping

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate

CONTEXT = "Labels"

BOT_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Labels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Labels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Labels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Labels", "Expert"),
    "random": QT_TRANSLATE_NOOP("Labels", "Random"),
}
SEAT_KINDS = {
    "human": QT_TRANSLATE_NOOP("Labels", "Human"),
    "bot": QT_TRANSLATE_NOOP("Labels", "Bot"),
}
COLOURS = {
    "white": QT_TRANSLATE_NOOP("Labels", "white"),
    "red": QT_TRANSLATE_NOOP("Labels", "red"),
    "green": QT_TRANSLATE_NOOP("Labels", "green"),
    "blue": QT_TRANSLATE_NOOP("Labels", "blue"),
    "purple": QT_TRANSLATE_NOOP("Labels", "purple"),
    "yellow": QT_TRANSLATE_NOOP("Labels", "yellow"),
}
CARD_KINDS = {
    "minion": QT_TRANSLATE_NOOP("Labels", "Minion"),
    "order": QT_TRANSLATE_NOOP("Labels", "Order"),
    "wound": QT_TRANSLATE_NOOP("Labels", "Wound"),
}
KEYWORDS = {
    "hunter": QT_TRANSLATE_NOOP("Labels", "Hunter"),
    "vampire": QT_TRANSLATE_NOOP("Labels", "Vampire"),
    "lycan": QT_TRANSLATE_NOOP("Labels", "Lycan"),
    "ghoul": QT_TRANSLATE_NOOP("Labels", "Ghoul"),
}
WOUND_KINDS = {
    "bite": QT_TRANSLATE_NOOP("Labels", "Bite"),
    "burn": QT_TRANSLATE_NOOP("Labels", "Burn"),
    "bleed": QT_TRANSLATE_NOOP("Labels", "Bleed"),
}
PHASES = {
    "setup": QT_TRANSLATE_NOOP("Labels", "Draft"),
    "combat": QT_TRANSLATE_NOOP("Labels", "Combat"),
    "chain": QT_TRANSLATE_NOOP("Labels", "Chain"),
    "claim": QT_TRANSLATE_NOOP("Labels", "Claim"),
    "cleanup": QT_TRANSLATE_NOOP("Labels", "Cleanup"),
    "over": QT_TRANSLATE_NOOP("Labels", "Game over"),
}


def label(table: Mapping[str, object], key: str | None) -> str:
    """The translated display name of `key` in one of the tables above ('' for None, the key if unknown)."""
    if key is None:
        return ""
    source = table.get(key)
    return translate(CONTEXT, str(source)) if source is not None else key  # QT_TRANSLATE_NOOP's type: object
