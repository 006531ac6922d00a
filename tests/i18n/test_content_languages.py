"""The tutorial lessons, the rules summary and the card rulings exist in every language of the app.

Every English lesson has a complete German, French and Polish text overlay (same keys, same number of steps,
no empty text); the lessons load and run in each language; a malformed overlay is refused with a message that
names the file, the field and what was expected. The rules summary has a translation with the same anchors and
links, every ruling gives all four languages, and the rules window opens in each language with the card
names of that language. Card names written in the texts are those of cards.yaml in that language.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest
import yaml

from nightfall_qt.app.game.tutorial import (
    STEP_TEXT_FIELDS,
    TEXT_FIELDS,
    Lesson,
    LessonError,
    lesson_files,
    load_lessons,
    overlay_problems,
)
from nightfall_qt.app.storage.settings import LANGUAGES, SOURCE_LANGUAGE
from nightfall_qt.app.texts.i18n import install_language, reset_language
from nightfall_qt.assets import resource
from nightfall_qt.cards import load_cards
from nightfall_qt.ui.dialogs.rules_window import (
    RULES_DIR,
    RULINGS_FILE,
    RulesWindow,
    RulingsError,
    card_anchor,
    glossary_html,
    load_rulings,
    read_rulings,
    rules_file,
    rules_text,
    rulings_problems,
)

CARDS = load_cards()
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
ENGLISH = {name: yaml.safe_load(text) for name, text in lesson_files()}
LESSONS_EN = load_lessons(language=SOURCE_LANGUAGE)


def test_the_app_languages_are_the_ones_we_write_for() -> None:
    assert set(TRANSLATED) == {"de", "fr", "pl"}
    assert len(ENGLISH) == 8


@pytest.fixture
def language() -> Iterator[Any]:
    """Installs a language for the test (`language(lang)`) and goes back to English afterwards."""
    yield install_language
    reset_language()


# ---------------------------------------------------------------------- helpers
def lesson_texts(lesson: Lesson) -> dict[str, str]:
    """Every text of a loaded lesson, by field path."""
    texts = {"title": lesson.title, "description": lesson.description, "summary": lesson.summary}
    for i, step in enumerate(lesson.steps):
        texts |= {f"steps[{i}].say": step.say, f"steps[{i}].hint": step.hint, f"steps[{i}].explain": step.explain}
    texts |= {f"seats[{i}]": name for i, name in enumerate(lesson.seat_names)}
    return texts


def missing_card_names(english: str, translated: str, language: str) -> list[str]:
    """The cards named (in full) by the English text whose name in `language` the translation does not use."""
    return [f"{card.names['en']!r} -> {card.name(language)!r}" for card in CARDS.cards
            if not card.is_wound and card.names["en"] in english and card.name(language) not in translated]


# ---------------------------------------------------------------------- tutorial: overlays
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_lesson_has_a_complete_overlay(lang: str) -> None:
    overlays = dict(lesson_files(lang))
    assert set(overlays) == set(ENGLISH), f"{lang}: missing {sorted(set(ENGLISH) - set(overlays))}, " \
                                          f"stray {sorted(set(overlays) - set(ENGLISH))}"
    found = []
    for name, base in ENGLISH.items():
        overlay = yaml.safe_load(overlays[name])
        found += overlay_problems(base, overlay, f"{lang}/{name}")
        if isinstance(overlay, dict) and isinstance(overlay.get("steps"), list):
            assert len(overlay["steps"]) == len(base["lesson"]["steps"]), f"{lang}/{name}"
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_lessons_load_in_each_language_with_the_same_moves(lang: str) -> None:
    lessons = load_lessons(language=lang)
    assert [le.id for le in lessons] == [le.id for le in LESSONS_EN]
    for en, tr in zip(LESSONS_EN, lessons, strict=True):
        assert tr.language == lang, tr.id
        # Only the texts differ: positions, taught moves, scripts and seats are the English lesson's.
        assert [s.expect for s in tr.steps] == [s.expect for s in en.steps]
        assert tr.opponents == en.opponents and tr.human == en.human and tr.order == en.order
        strip = {*TEXT_FIELDS, "seats", "lesson"}
        assert {k: v for k, v in tr.scenario.items() if k not in strip} == \
               {k: v for k, v in en.scenario.items() if k not in strip}
        assert [{k: v for k, v in s.items() if k != "name"} for s in tr.scenario["seats"]] == \
               [{k: v for k, v in s.items() if k != "name"} for s in en.scenario["seats"]]
        ours, theirs = lesson_texts(tr), lesson_texts(en)
        assert ours.keys() == theirs.keys()
        for key, text in ours.items():
            assert text.strip(), f"{lang}/{tr.id}: {key} is empty"
        untranslated = [k for k in ours if ours[k] == theirs[k]]
        assert not untranslated, f"{lang}/{tr.id}: still English: {untranslated}"
        tr.build(CARDS)  # the position still builds


@pytest.mark.parametrize("lang", TRANSLATED)
def test_lesson_texts_use_the_card_names_of_their_language(lang: str) -> None:
    found = []
    for en, tr in zip(LESSONS_EN, load_lessons(language=lang), strict=True):
        ours, theirs = lesson_texts(tr), lesson_texts(en)
        found += [f"{lang}/{tr.id}: {key}: {miss}" for key in ours for miss in
                  missing_card_names(theirs[key], ours[key], lang)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_lessons_follow_the_app_language(lang: str, language: Any) -> None:
    language(lang)
    lessons = load_lessons()
    assert {le.language for le in lessons} == {lang}
    language(SOURCE_LANGUAGE)
    assert {le.language for le in load_lessons()} == {SOURCE_LANGUAGE}


def test_a_lesson_without_overlay_stays_english() -> None:
    name = "01_chain_colours.yaml"
    files = [(name, dict(lesson_files())[name])]
    lesson = load_lessons(files, language="de", overlays=[])[0]
    assert lesson.language == SOURCE_LANGUAGE and lesson.title == LESSONS_EN[0].title
    translated = load_lessons(files, language="de", overlays=[(name, dict(lesson_files("de"))[name])])[0]
    assert translated.language == "de" and translated.title != lesson.title
    with pytest.raises(LessonError, match="unknown language 'xx'"):
        load_lessons(files, language="xx")


# ---------------------------------------------------------------------- tutorial: malformed overlays
NAME = "01_chain_colours.yaml"


def _good() -> dict[str, Any]:
    return yaml.safe_load(dict(lesson_files("de"))[NAME])


def _with(change: Any) -> str:
    data = _good()
    change(data)
    return yaml.safe_dump(data, allow_unicode=True)


MALFORMED = {
    "too few steps": (lambda d: d["steps"].pop(), r"de/01_chain_colours\.yaml: steps: expected a list of 3 step"),
    "too many steps": (lambda d: d["steps"].append(dict(d["steps"][0])), r"steps: expected a list of 3 step"),
    "empty say": (lambda d: d["steps"][1].update(say="  "), r"steps\[1\]\.say: expected a text, got an empty one"),
    "missing hint": (lambda d: d["steps"][2].pop("hint"), r"steps\[2\]\.hint: missing \(expected the translation"),
    "number as text": (lambda d: d.update(title=3), r"title: expected a text, got int 3"),
    "missing description": (lambda d: d.pop("description"), r"description: missing"),
    "unknown field": (lambda d: d.update(positions=[1]), r"unknown field\(s\) \['positions'\]; a translation holds"),
    "moves in an overlay": (lambda d: d["steps"][0].update(expect={"kind": "chain_pass"}),
                            r"steps\[0\]: unexpected field\(s\) \['expect'\]; the English step has"),
    "seat names": (lambda d: d.update(seats=["Du"]), r"seats: expected a list of 2 seat name"),
    "empty seat name": (lambda d: d.update(seats=["Du", ""]), r"seats\[1\]: expected a text"),
    "step not a mapping": (lambda d: d["steps"].__setitem__(0, "Beginne"), r"steps\[0\]: expected a mapping"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_overlay_gives_a_clear_error(case: str) -> None:
    change, message = MALFORMED[case]
    files = [(NAME, dict(lesson_files())[NAME])]
    with pytest.raises(LessonError, match=message) as info:
        load_lessons(files, language="de", overlays=[(NAME, _with(change))])
    assert str(info.value).startswith(f"de/{NAME}: "), str(info.value)


@pytest.mark.parametrize(("text", "message"), [
    ("title: [unclosed", r"de/01_chain_colours\.yaml: not valid YAML"),
    ("- just\n- a list\n", r"de/01_chain_colours\.yaml: expected a mapping of texts"),
])
def test_an_overlay_that_is_no_mapping_of_texts_is_refused(text: str, message: str) -> None:
    with pytest.raises(LessonError, match=message):
        load_lessons([(NAME, dict(lesson_files())[NAME])], language="de", overlays=[(NAME, text)])


def test_the_overlay_fields_match_the_loader() -> None:
    assert TEXT_FIELDS == ("title", "description", "hint", "expect")
    assert STEP_TEXT_FIELDS == ("say", "hint", "explain")


# ---------------------------------------------------------------------- tutorial: through the window
@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_tutorial_panel_shows_the_lesson_in_the_app_language(lang: str, language: Any, qtbot) -> None:
    from nightfall_qt.ui.window.main_window import MainWindow

    language(lang)
    lessons = load_lessons()
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.learning.start_tutorial(0)
        panel = window.learning.tutorial_panel
        assert lessons[0].title in panel.text_content()
        assert lessons[0].steps[0].say in panel.text_content()
        assert [panel.lessons.itemText(i) for i in range(panel.lessons.count())] == [le.title for le in lessons]
        assert [seat.name for seat in window.controller.seats] == list(lessons[0].seat_names)
    finally:
        window.close()


# ---------------------------------------------------------------------- rules summary
class _Structure(HTMLParser):
    """Anchors, links and the tag sequence of a rules page (to compare a translation with the English)."""

    VOID = {"br", "hr", "img", "meta"}

    def __init__(self) -> None:
        super().__init__()
        self.anchors: list[str] = []
        self.links: list[str] = []
        self.tags: list[str] = []
        self.open: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "a" and values.get("name"):
            self.anchors.append(str(values["name"]))
        if tag == "a" and values.get("href"):
            self.links.append(str(values["href"]))
        if tag in ("h1", "h2", "h3", "ul", "li", "p"):
            self.tags.append(tag)
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1] if self.open else 'nothing'}")
        else:
            self.open.pop()


def structure(text: str) -> _Structure:
    parser = _Structure()
    parser.feed(text)
    parser.close()
    return parser


def _plain(html_text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html_text))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_rules_summary_is_translated_with_the_same_anchors_and_links(lang: str) -> None:
    assert rules_file(lang) == f"rules.{lang}.html"
    assert resource(RULES_DIR, rules_file(lang)).is_file()
    english, ours = structure(rules_text(SOURCE_LANGUAGE)), structure(rules_text(lang))
    assert not ours.errors and not ours.open, (ours.errors, ours.open)
    assert ours.anchors == english.anchors
    assert ours.links == english.links
    assert ours.tags == english.tags, "same headings, paragraphs and list items as the English summary"
    plain_en, plain = _plain(rules_text(SOURCE_LANGUAGE)), _plain(rules_text(lang))
    assert "last in, first out" not in plain and "Our interpretations" not in plain
    assert missing_card_names(plain_en, plain, lang) == []


def test_the_rules_summary_falls_back_to_english() -> None:
    assert rules_file(SOURCE_LANGUAGE) == "rules.html"
    assert rules_file("xx") == "rules.html"
    assert "last in, first out" in rules_text("xx")


# ---------------------------------------------------------------------- rulings
def test_every_ruling_is_given_in_every_language() -> None:
    raw = yaml.safe_load(resource(RULES_DIR, RULINGS_FILE).read_text(encoding="utf-8"))
    assert rulings_problems(raw, complete=True) == []
    ids = {card.id for card in CARDS.cards}
    assert set(raw) <= ids, f"rulings for unknown cards: {sorted(set(raw) - ids)}"
    found = []
    for card_id, items in read_rulings().items():
        for i, ruling in enumerate(items):
            for lang in TRANSLATED:
                if ruling[lang] == ruling["en"]:
                    found.append(f"{card_id}[{i}].{lang}: still English")
                found += [f"{card_id}[{i}].{lang}: {m}" for m in missing_card_names(ruling["en"], ruling[lang], lang)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rulings_load_in_each_language(lang: str) -> None:
    rulings = load_rulings(lang)
    raw = read_rulings()
    assert rulings.keys() == raw.keys()
    for card_id, items in raw.items():
        assert rulings[card_id] == [r[lang] for r in items]


def test_a_ruling_without_a_language_falls_back_to_english() -> None:
    text = "vulko:\n  - en: English only.\n    de: Nur Deutsch.\n"
    assert load_rulings("fr", text) == {"vulko": ["English only."]}
    assert load_rulings("de", text) == {"vulko": ["Nur Deutsch."]}
    assert rulings_problems(yaml.safe_load(text), complete=True) == [
        "rulings.yaml: vulko[0].fr: missing (expected the ruling's text in fr)",
        "rulings.yaml: vulko[0].pl: missing (expected the ruling's text in pl)",
    ]


@pytest.mark.parametrize(("text", "message"), [
    ("vulko: [just a text]\n", r"rulings\.yaml: vulko\[0\]: expected a mapping of language -> text"),
    ("vulko:\n  - de: Nur Deutsch.\n", r"rulings\.yaml: vulko\[0\]\.en: missing"),
    ("vulko:\n  - en: Fine.\n    de: ''\n", r"rulings\.yaml: vulko\[0\]\.de: expected a non-empty text"),
    ("vulko:\n  - en: Fine.\n    es: Hola.\n", r"rulings\.yaml: vulko\[0\]: unknown language\(s\) \['es'\]"),
    ("vulko: []\n", r"rulings\.yaml: vulko: expected a non-empty list of rulings"),
    ("- a list\n", r"rulings\.yaml: expected a mapping of card id"),
    ("vulko: [unclosed\n", r"rulings\.yaml: not valid YAML"),
])
def test_malformed_rulings_give_a_clear_error(text: str, message: str) -> None:
    with pytest.raises(RulingsError, match=message):
        load_rulings("de", text)


# ---------------------------------------------------------------------- glossary and rules window
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_uses_the_card_names_and_texts_of_the_language(lang: str) -> None:
    text = glossary_html(CARDS, language=lang)
    for card in CARDS.cards:
        assert html.escape(card.name(lang)) in text, (lang, card.id)
        assert f'name="{card_anchor(card.id)}"' in text
        assert html.escape(card.texts.get(lang) or card.texts["en"]) in text, (lang, card.id)
    for ruling in load_rulings(lang)["vulko"]:
        assert html.escape(ruling) in text


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_rules_window_opens_in_each_language(lang: str, language: Any, qtbot) -> None:
    from nightfall_qt.ui.window.main_window import MainWindow

    language(lang)
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.learning.rules_action.trigger()
        rules = window.learning.rules_window
        assert isinstance(rules, RulesWindow) and rules.isVisible() and rules.language == lang
        plain = rules.browser.toPlainText()
        title = structure(rules_text(lang))
        assert title.anchors[0] == "top"
        heading = re.search(r"<h1>.*?</a>(.*?)</h1>", rules_text(lang))
        assert heading is not None and heading.group(1) in plain
        for card in CARDS.cards:
            assert card.name(lang) in plain, card.id
        for ruling in load_rulings(lang)["alton_hickman"]:
            assert ruling in plain
        rules.browser.verticalScrollBar().setValue(0)
        window.learning.show_rules("zombie_horde")
        assert rules.browser.verticalScrollBar().value() > 0, "the window scrolls to the card's anchor"
        assert rules.has_anchor(card_anchor("zombie_horde"))
    finally:
        window.close()


def test_a_rules_window_can_be_opened_in_another_language_than_the_app(qtbot) -> None:
    window = RulesWindow(CARDS, language="pl")
    qtbot.addWidget(window)
    plain = window.browser.toPlainText()
    assert "Ciężki Dym" in plain and "Jak grać w Nightfall" in plain
    window.close()


# ---------------------------------------------------------------------- rules summary: coverage
# Each part of the game a newcomer needs, with the anchors of its section(s) in the English summary (the
# translations have the same anchors, see test_the_rules_summary_is_translated_with_the_same_anchors_and_links).
RULES_SECTIONS = {
    "setup": ("setup",),
    "draft (normal and two-player)": ("draft",),
    "quick start": ("quickstart",),
    "variants": ("variants",),
    "turn phases and the chain": ("turn", "chain", "resolving"),
    "kickers": ("kicker",),
    "combat and blocking": ("combat",),
    "claim": ("claim",),
    "cleanup and wounds": ("cleanup", "damage"),
    "exile and reshuffling": ("exile", "reshuffle"),
    "friend and enemy, targets": ("friendly", "targets"),
    "end of the game and tie-breaks": ("end",),
}


def rules_sections(text: str) -> dict[str, str]:
    """The <h2> sections of a rules page by anchor, each as plain text up to the next <h2>."""
    parts = re.split(r'<h2><a name="([^"]+)"></a>', text)
    return {anchor: html.unescape(_plain(body)) for anchor, body in zip(parts[1::2], parts[2::2], strict=True)}


def test_the_rules_summary_has_a_section_for_every_part_of_the_game() -> None:
    from nightfall_qt.engine.carddefs import WOUND_KINDS
    from nightfall_qt.engine.flow.setup import (
        FACE_UP_PER_PLAYER,
        OPENING_HAND,
        STARTER_COPIES_PER_DECK,
    )
    from nightfall_qt.engine.options import VARIANTS

    text = rules_text(SOURCE_LANGUAGE)
    sections = rules_sections(text)
    contents = structure(text).links
    for topic, anchors in RULES_SECTIONS.items():
        for anchor in anchors:
            assert anchor in sections, f"{topic}: no section <h2><a name=\"{anchor}\"></a>…</h2>"
            assert f"#{anchor}" in contents, f"{topic}: the table of contents does not link to #{anchor}"
            assert len(sections[anchor].split()) >= 25, f"{topic}: section #{anchor} is nearly empty"
    # The numbers and names the sections give are the engine's.
    deck = STARTER_COPIES_PER_DECK * len(CARDS.starters)
    assert f"starting deck of {deck} cards" in sections["setup"]
    assert f"draws {OPENING_HAND} cards" in sections["setup"]
    assert f"{FACE_UP_PER_PLAYER} wounds per player" in sections["setup"]
    assert "Two-player draft" in sections["draft"]
    for pair in {pair for edition in CARDS.editions.values() for pair in edition.quick_start}:
        shown = " + ".join(CARDS[card_id].names["en"] for card_id in pair)
        assert shown in sections["quickstart"], f"quick start: the pair {shown} is missing"
    for variant in VARIANTS:
        assert variant.replace("_", " ").capitalize() in sections["variants"], variant
    for kind in WOUND_KINDS:
        assert kind.capitalize() in sections["end"], f"tie-breaks: wound kind {kind} is not named"
    assert "first player" in sections["end"], "the last tie-break (seat) is described"
