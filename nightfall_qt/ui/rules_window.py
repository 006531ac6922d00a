"""Help → Rules: our rules summary (resources/rules/rules.html) and a card glossary built from the card data.

Every card has an anchor `card-<id>`; `RulesWindow.show_card(card_id)` scrolls to it (the "Rulings" link of
the card preview opens it there).
"""

from __future__ import annotations

import html
from typing import Any

import yaml
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from nightfall_qt.assets import resource
from nightfall_qt.engine import CardDB
from nightfall_qt.ui.card_preview import MARK_NAMES, provenance_rows


def card_anchor(card_id: str) -> str:
    return f"card-{card_id}"


def load_rulings() -> dict[str, list[str]]:
    path = resource("rules", "rulings.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {str(k): [str(x) for x in v] for k, v in data.items()}


def rules_text() -> str:
    return resource("rules", "rules.html").read_text(encoding="utf-8")


def _stats(card: Any) -> str:
    if card.is_wound:
        return "wound"
    parts = [card.kind, f"colour {card.colour}", f"links {' / '.join(card.links) or '—'}"]
    if card.kicker_colour:
        parts.append(f"kicker {card.kicker_colour}")
    parts.append(f"cost {card.cost}")
    if card.is_minion:
        parts.append(f"strength {card.strength}, health {card.health}")
    if card.keyword:
        parts.append(card.keyword)
    if card.starter:
        parts.append("starting minion")
    return " · ".join(parts)


def glossary_html(cards: CardDB, rulings: dict[str, list[str]] | None = None) -> str:
    """One entry per card of `cards`: name, colours, cost, stats, text, provenance marks and rulings."""
    rulings = load_rulings() if rulings is None else rulings
    out = ['<h2><a name="glossary"></a>Card glossary</h2>',
           "<p>Marks: C confirmed from a printed source · I inferred from rulebook rulings · "
           "R reconstructed for play.</p>"]
    entries = sorted(cards.cards, key=lambda c: (c.is_wound, not c.starter, c.names["en"]))
    for c in entries:
        name = html.escape(c.names["en"])
        out.append(f'<h3><a name="{card_anchor(c.id)}"></a>{name}</h3>')
        out.append(f"<p><i>{html.escape(_stats(c))}</i></p>")
        text = c.texts.get("en", "")
        if text:
            out.append(f"<p>{html.escape(text)}</p>")
        marks = []
        for field, value, mark, remark in provenance_rows(c):
            label = ", ".join(MARK_NAMES.get(m, m) for m in mark.split(",") if m)
            extra = f" — {html.escape(remark)}" if remark else ""
            marks.append(f"{html.escape(field)}: {html.escape(mark)}{' (' + label + ')' if label else ''}{extra}")
            del value
        if marks:
            out.append("<p><small>Provenance: " + "; ".join(marks) + "</small></p>")
        for ruling in rulings.get(c.id, []):
            out.append(f"<p>• <b>Ruling:</b> {html.escape(ruling)}</p>")
    return "\n".join(out)


class RulesWindow(QDialog):
    """A non-modal window with the rules and the glossary."""

    def __init__(self, cards: CardDB, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Nightfall rules")
        self.resize(760, 680)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_text() + "\n" + glossary_html(cards))
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)

    def show_anchor(self, anchor: str) -> None:
        self.show()
        self.raise_()
        self.browser.scrollToAnchor(anchor)

    def show_card(self, card_id: str) -> None:
        self.show_anchor(card_anchor(card_id))

    def has_anchor(self, anchor: str) -> bool:
        return self.browser.document().find(anchor) is not None and f'name="{anchor}"' in self.browser.toHtml()

    def url_for(self, card_id: str) -> QUrl:
        return QUrl(f"#{card_anchor(card_id)}")
