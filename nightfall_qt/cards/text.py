"""Translatable texts of the card loader, without Qt (the card modules must not import it).

A problem or an expectation is built as `card_text("unknown {what} '{key}'", what=..., key=...)`: a `CardText`
is the English text (a `str`, so messages, logs and tests read as before) that also keeps its template and
parameters. The app translates it (app/storage/card_source.py: the template through the catalogue under the context
`CardData`, then the parameters, which may be CardTexts themselves). `scripts/translations.py` extracts every
`card_text("literal", ...)` call like a QT_TRANSLATE_NOOP, so each template has its DE/FR/PL entries.
"""

from __future__ import annotations

from collections.abc import Iterable

CONTEXT = "CardData"  # the catalogue context of every card_text template


class CardText(str):
    """English text with the template and parameters it was made from."""

    template: str
    params: dict[str, object]

    def __new__(cls, template: str, **params: object) -> CardText:
        text = super().__new__(cls, template.format(**params))
        text.template, text.params = template, params
        return text

    def __reduce__(self) -> tuple[object, ...]:  # pickles (multiprocessing) keep the template
        return (_rebuild, (self.template, self.params))


def _rebuild(template: str, params: dict[str, object]) -> CardText:
    return CardText(template, **params)


def card_text(template: str, **params: object) -> CardText:
    """Mark `template` for translation (scripts/translations.py) and fill it in English."""
    return CardText(template, **params)


def listed(items: Iterable[str]) -> str:
    """Ids, names or values listed in a message: not translated."""
    return ", ".join(items)
