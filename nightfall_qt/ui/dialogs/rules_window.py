"""Help → Rules: our rules summary (resources/rules/rules.html) and a card glossary built from the card data.

Every card has an anchor `card-<id>`; `RulesWindow.show_card(card_id)` scrolls to it (the "Rulings" link of
the card preview opens it there).

The English summary `rules.html` is the source; `rules.<lang>.html` is its translation (same anchors and
links), used when the app runs in that language, else the English one. `rulings.yaml` gives every ruling in
each language (`en` required; a missing language falls back to English). The glossary shows the card names
and texts of the current language.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from functools import cmp_to_key
from typing import Any

import yaml
from PySide6.QtCore import QCollator, QLocale, Qt, QUrl
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from nightfall_qt.app.storage.settings import LANGUAGES, SOURCE_LANGUAGE
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import COLOURS, KEYWORDS, label
from nightfall_qt.assets import resource
from nightfall_qt.engine import CardDB, CardDef
from nightfall_qt.fast_yaml import safe_load
from nightfall_qt.ui.cards.card_preview import legend, mark_names, provenance_rows

RULES_DIR = "rules"
RULINGS_FILE = "rulings.yaml"

# The glossary's own vocabulary (context "RulesWindow"), translated where shown; field names and provenance
# marks come from the card preview's (ui/cards/card_preview.py), so both say the same words.
KINDS = {
    "minion": QT_TRANSLATE_NOOP("RulesWindow", "minion"),
    "action": QT_TRANSLATE_NOOP("RulesWindow", "action"),
}


class RulingsError(ValueError):
    """rulings.yaml cannot be used (the message names the file, the field and what was expected)."""


def card_anchor(card_id: str) -> str:
    return f"card-{card_id}"


def _language(language: str | None) -> str:
    return current_language() if language is None else language


# ---------------------------------------------------------------------- rulings
def rulings_problems(data: Any, where: str = RULINGS_FILE, complete: bool = False) -> list[str]:
    """Everything wrong with the parsed rulings file, one line each.

    The file maps card ids to lists of rulings; each ruling maps languages to texts and needs `en`.
    `complete` also asks for every language of the app (what the shipped file must give)."""
    if not isinstance(data, Mapping):
        return [f"{where}: expected a mapping of card id -> list of rulings, got {data!r}"]
    found = []
    for card_id, items in data.items():
        if not isinstance(items, list) or not items:
            found.append(f"{where}: {card_id}: expected a non-empty list of rulings, got {items!r}")
            continue
        for i, ruling in enumerate(items):
            at = f"{where}: {card_id}[{i}]"
            if not isinstance(ruling, Mapping):
                found.append(f"{at}: expected a mapping of language -> text ({', '.join(LANGUAGES)}), got {ruling!r}")
                continue
            unknown = sorted(str(k) for k in ruling if k not in LANGUAGES)
            if unknown:
                found.append(f"{at}: unknown language(s) {unknown}; expected {list(LANGUAGES)}")
            wanted = LANGUAGES if complete else (SOURCE_LANGUAGE,)
            found += [f"{at}.{lang}: missing (expected the ruling's text in {lang})" for lang in wanted
                      if lang not in ruling]
            found += [f"{at}.{lang}: expected a non-empty text, got {text!r}" for lang, text in ruling.items()
                      if lang in LANGUAGES and (not isinstance(text, str) or not text.strip())]
    return found


def read_rulings(text: str | None = None) -> dict[str, list[dict[str, str]]]:
    """Every ruling in every language, by card id (`text` defaults to the packaged rulings.yaml)."""
    if text is None:
        text = resource(RULES_DIR, RULINGS_FILE).read_text(encoding="utf-8")
    try:
        data = safe_load(text) or {}
    except yaml.YAMLError as exc:
        raise RulingsError(f"{RULINGS_FILE}: not valid YAML: {exc}") from exc
    found = rulings_problems(data)
    if found:
        raise RulingsError("\n".join(found))
    return {str(k): [{str(lang): str(t).strip() for lang, t in r.items()} for r in v] for k, v in data.items()}


def load_rulings(language: str | None = None, text: str | None = None) -> dict[str, list[str]]:
    """The rulings per card id in `language` (default: the app's language; English where one is missing)."""
    lang = _language(language)
    return {card_id: [r.get(lang) or r[SOURCE_LANGUAGE] for r in items]
            for card_id, items in read_rulings(text).items()}


# ---------------------------------------------------------------------- rules text
def rules_file(language: str | None = None) -> str:
    """The name of the rules summary for `language`: rules.<lang>.html if there is one, else rules.html."""
    lang = _language(language)
    if lang != SOURCE_LANGUAGE and resource(RULES_DIR, f"rules.{lang}.html").is_file():
        return f"rules.{lang}.html"
    return "rules.html"


def rules_text(language: str | None = None) -> str:
    return resource(RULES_DIR, rules_file(language)).read_text(encoding="utf-8")


# ---------------------------------------------------------------------- glossary
def _stats(card: Any) -> str:
    if card.is_wound:
        return translate("RulesWindow", "wound")
    kind = KINDS.get(card.kind)
    parts = [translate("RulesWindow", kind) if kind else card.kind,
             translate("RulesWindow", "colour {colour}").format(colour=label(COLOURS, card.colour)),
             translate("RulesWindow", "links {colours}").format(
                 colours=" / ".join(label(COLOURS, c) for c in card.links) or "—")]
    if card.kicker_colour:
        parts.append(translate("RulesWindow", "kicker {colour}").format(colour=label(COLOURS, card.kicker_colour)))
    parts.append(translate("RulesWindow", "cost {cost}").format(cost=card.cost))
    if card.is_minion:
        parts.append(translate("RulesWindow", "strength {strength}, health {health}").format(
            strength=card.strength, health=card.health))
    if card.keyword:
        parts.append(label(KEYWORDS, card.keyword))
    if card.starter:
        parts.append(translate("RulesWindow", "starting minion"))
    return " · ".join(parts)


def _provenance(card: Any, language: str) -> str:
    marks = []
    for field, _value, mark, remark in provenance_rows(card, language):  # field: its name in the UI language
        entry = f"{html.escape(field)}: {html.escape(mark)}"
        meaning = mark_names(mark)
        if meaning:
            entry += f" ({html.escape(meaning)})"
        if remark:  # the note on the mark, in the glossary's language where cards.yaml has it
            entry += f" — {html.escape(remark)}"
        marks.append(entry)
    return "; ".join(marks)


def _sorted_cards(cards: CardDB, language: str) -> list[CardDef]:
    """Starting minions first, then the other orders, then wounds; by name in the language's alphabet."""
    collator = QCollator(QLocale(language))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def by_collation(a: CardDef, b: CardDef) -> int:
        return collator.compare(a.name(language), b.name(language))

    by_name = sorted(cards.cards, key=cmp_to_key(by_collation))
    return sorted(by_name, key=lambda c: (c.is_wound, not c.starter))


def editions_html(cards: CardDB, edition: str | None = None, language: str | None = None) -> str:
    """The rulings where the rulebooks differ, as `edition` plays them (every edition if None): from editions.yaml."""
    lang = _language(language)
    picked = None if edition is None else cards.editions.get(edition)
    shown = [picked] if picked is not None else list(cards.editions.values())
    out = []
    for i, e in enumerate(shown):
        anchor = '<a name="edition"></a>' if i == 0 else ""
        out.append(f'<h2>{anchor}<a name="edition-{e.id}"></a>{html.escape(e.name(lang))}</h2>')
        out.append(f"<p><i>{html.escape(e.summary_text(lang))}</i></p><ul>")
        out.extend(f"<li>{html.escape(n.text(lang))} <small>({html.escape(n.source)})</small></li>" for n in e.notes)
        out.append("</ul>")
    return "\n".join(out)


def edition_rulings(cards: CardDB, edition: str | None, language: str) -> dict[str, list[str]]:
    """Card id -> the edition's rulings that concern it, with the book's line (none without an edition)."""
    result: dict[str, list[str]] = {}
    if edition is None or edition not in cards.editions:
        return result
    for note in cards.editions[edition].notes:
        for card_id in note.cards:
            result.setdefault(card_id, []).append(f"{note.text(language)} ({note.source})")
    return result


def glossary_html(
    cards: CardDB, rulings: dict[str, list[str]] | None = None, language: str | None = None, edition: str | None = None
) -> str:
    """One entry per card of `cards`: name, colours, cost, stats, text, provenance marks and rulings (the edition's
    rulings where the books differ first)."""
    lang = _language(language)
    by_edition = edition_rulings(cards, edition, lang)
    rulings = load_rulings(lang) if rulings is None else rulings
    heading = translate("RulesWindow", "Card glossary")
    out = [f'<h2><a name="glossary"></a>{html.escape(heading)}</h2>',
           "<p>" + html.escape(translate("RulesWindow", "Marks: {legend}.").format(legend=legend())) + "</p>"]
    for c in _sorted_cards(cards, lang):
        name = c.name(lang)
        title = html.escape(name)
        if name != c.names[SOURCE_LANGUAGE]:
            title += " <small>(" + html.escape(translate("RulesWindow", "English: {name}").format(
                name=c.names[SOURCE_LANGUAGE])) + ")</small>"
        out.append(f'<h3><a name="{card_anchor(c.id)}"></a>{title}</h3>')
        out.append(f"<p><i>{html.escape(_stats(c))}</i></p>")
        text = c.texts.get(lang) or c.texts.get(SOURCE_LANGUAGE, "")
        if text:
            out.append(f"<p>{html.escape(text)}</p>")
        provenance = _provenance(c, lang)
        if provenance:
            shown = html.escape(translate("RulesWindow", "Provenance: {marks}")).format(marks=provenance)
            out.append(f"<p><small>{shown}</small></p>")
        for ruling in by_edition.get(c.id, []) + rulings.get(c.id, []):
            out.append("<p>• <b>" + html.escape(translate("RulesWindow", "Ruling:")) + "</b> "
                       + html.escape(ruling) + "</p>")
    return "\n".join(out)


class RulesWindow(QDialog):
    """A non-modal window with the rules and the glossary, in `language` (default: the app's language)."""

    def __init__(
        self, cards: CardDB, parent: QWidget | None = None, language: str | None = None, edition: str | None = None
    ) -> None:
        super().__init__(parent)
        self.language = _language(language)
        self.edition = edition  # the game's edition: its rulings where the books differ (None: every edition's)
        self.setWindowTitle(translate("RulesWindow", "Nightfall rules"))
        self.resize(760, 680)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml("\n".join((
            rules_text(self.language),
            editions_html(cards, edition, self.language),
            glossary_html(cards, language=self.language, edition=edition),
        )))  # fmt: skip
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
