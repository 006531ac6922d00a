"""The interactive tutorial: lessons are scenario files with a script (see docs/TUTORIAL.md). No widgets here.

A lesson file is an ordinary scenario (`engine/scenario.py`) that also uses the free fields the engine
ignores: `title`, `description` (the introduction), `hint` (the default hint), `expect` (the summary shown
when the lesson is done) and `lesson` (its steps and the opponents' script). `Tutorial` follows one
lesson: `gate(seat, choice)` lets through only the taught move of the current step (else it returns the
step's hint), and `accepted()` moves on to the next step once the move was applied.

The English lesson (`resources/tutorial/NN_topic.yaml`) is the source. A translation is a text overlay,
`resources/tutorial/<lang>/NN_topic.yaml`, that holds only the texts (title, description, hint, expect,
the seats' names and every step's say / hint / explain) with the same keys and the same number of steps;
positions, moves and scripts always come from the English file. A missing overlay falls back to English;
a malformed one is a LessonError naming the file, the field and what was expected.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from nightfall_qt.app.storage.settings import LANGUAGES, SOURCE_LANGUAGE
from nightfall_qt.app.texts.i18n import current_language, translate
from nightfall_qt.assets import resource
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB, Choice, GameState
from nightfall_qt.engine.choices import ChoiceKind
from nightfall_qt.fast_yaml import safe_load

LESSON_DIR = "tutorial"
TEXT_FIELDS = ("title", "description", "hint", "expect")  # the lesson's own texts (top level of the file)
STEP_TEXT_FIELDS = ("say", "hint", "explain")  # the texts of one step (lesson.steps[i])
OVERLAY_FIELDS = (*TEXT_FIELDS, "seats", "steps")  # everything a translation may hold
_CHOICE_FIELDS = set(Choice._fields)
_EXTRA_KEYS = {"target_card", "uid_card"}  # the card of target_uid / uid (blocks, targets, absorb orders)


class LessonError(ValueError):
    """A lesson file that cannot be used (its message names the file and the field)."""


@dataclass(frozen=True)
class Step:
    say: str  # what to do now
    expect: tuple[Mapping[str, Any], ...]  # the taught move: any of these patterns
    hint: str  # shown after a wrong try
    explain: str  # what happened, shown after the move


@dataclass(frozen=True)
class Lesson:
    id: str
    order: int
    title: str
    description: str
    summary: str
    steps: tuple[Step, ...]
    opponents: tuple[Mapping[str, Any], ...]  # the scripted bots' choices, in order
    scenario: Mapping[str, Any]  # the position (free fields included; the engine ignores them)
    seat_names: tuple[str, ...] = field(default=())
    human: int = 0
    language: str = SOURCE_LANGUAGE  # the language of the texts (English where no translation was found)

    def build(self, cards: CardDB | None = None) -> GameState:
        return GameState.from_scenario(dict(self.scenario), cards if cards is not None else load_cards())


def matches(pattern: Mapping[str, Any], choice: Choice, state: Any = None) -> bool:
    """Does `choice` fit `pattern` (Choice fields, plus target_card / uid_card)? `state` names the cards by uid
    through its `cid(uid)`: the viewer's observation (what the app passes), or a full state in tests."""
    for key, want in pattern.items():
        if key in _CHOICE_FIELDS:
            if getattr(choice, key) != want:
                return False
        elif key in _EXTRA_KEYS:
            uid = choice.target_uid if key == "target_card" else choice.uid
            if state is None or uid is None or _card_id(state, uid) != want:
                return False
    return True


def _card_id(state: Any, uid: int) -> str | None:
    try:
        return str(state.cid(uid))
    except (KeyError, IndexError):
        return None


def _patterns(value: Any, where: str) -> tuple[Mapping[str, Any], ...]:
    items = value if isinstance(value, list) else [value]
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, Mapping) or "kind" not in item:
            raise LessonError(f"{where}[{i}]: expected a mapping with at least 'kind', got {item!r}")
        unknown = set(item) - _CHOICE_FIELDS - _EXTRA_KEYS
        if unknown:
            raise LessonError(f"{where}[{i}]: unknown field(s) {sorted(unknown)}")
        out.append(dict(item))
    return tuple(out)


def parse_lesson(data: Mapping[str, Any], lesson_id: str, language: str = SOURCE_LANGUAGE) -> Lesson:
    script = data.get("lesson")
    if not isinstance(script, Mapping) or not isinstance(script.get("steps"), list) or not script["steps"]:
        raise LessonError(f"{lesson_id}: 'lesson' must be a mapping with a non-empty list of 'steps'")
    default_hint = str(data.get("hint") or translate(
        "Tutorial", "That is not the move this lesson is about. Read the panel again."))
    steps = []
    for i, raw in enumerate(script["steps"]):
        if not isinstance(raw, Mapping) or "say" not in raw or "expect" not in raw:
            raise LessonError(f"{lesson_id}: lesson.steps[{i}] needs 'say' and 'expect'")
        steps.append(Step(
            say=str(raw["say"]).strip(),
            expect=_patterns(raw["expect"], f"{lesson_id}: lesson.steps[{i}].expect"),
            hint=str(raw.get("hint") or default_hint).strip(),
            explain=str(raw.get("explain") or "").strip(),
        ))  # fmt: skip
    seats = data.get("seats") or []
    names = tuple(str(s.get("name") or translate("Tutorial", "Player {number}").format(number=i + 1))
                  for i, s in enumerate(seats) if isinstance(s, Mapping))
    return Lesson(
        id=lesson_id,
        order=int(script.get("order", 99)),
        title=str(data.get("title") or lesson_id),
        description=str(data.get("description") or "").strip(),
        summary=str(data.get("expect") or "").strip(),
        steps=tuple(steps),
        opponents=_patterns(script.get("opponents") or [], f"{lesson_id}: lesson.opponents") if script.get(
            "opponents") else (),
        scenario=dict(data),
        seat_names=names,
        human=int(script.get("human", 0)),
        language=language,
    )


# ---------------------------------------------------------------------- translations (text overlays)
def _text_problem(value: Any) -> str | None:
    """Why `value` is not a usable text (None if it is one)."""
    if not isinstance(value, str):
        return f"expected a text, got {type(value).__name__} {value!r}"
    if not value.strip():
        return "expected a text, got an empty one"
    return None


def _named_seats(data: Mapping[str, Any]) -> list[int]:
    """The indices of the seats of `data` that have a name (the ones a translation must name too)."""
    seats = data.get("seats") or []
    return [i for i, s in enumerate(seats) if isinstance(s, Mapping) and s.get("name")]


def overlay_problems(base: Mapping[str, Any], overlay: Any, where: str) -> list[str]:
    """Everything that keeps `overlay` from being a complete translation of the lesson `base`, one line each.

    A translation holds exactly the texts of the English lesson: the top-level texts the lesson has, the
    names of its named seats (a list, in seat order) and one entry per step with the step's texts."""
    if not isinstance(overlay, Mapping):
        return [f"{where}: expected a mapping of texts (title, description, ..., steps), got {overlay!r}"]
    found = []
    unknown = sorted(str(k) for k in overlay if k not in OVERLAY_FIELDS)
    if unknown:
        found.append(f"{where}: unknown field(s) {unknown}; a translation holds only {list(OVERLAY_FIELDS)}")
    for key in TEXT_FIELDS:
        if base.get(key):
            if key not in overlay:
                found.append(f"{where}: {key}: missing (expected the translation of the lesson's {key})")
            elif (why := _text_problem(overlay[key])) is not None:
                found.append(f"{where}: {key}: {why}")
        elif key in overlay:
            found.append(f"{where}: {key}: the English lesson has no {key}, so the translation has none either")
    named = _named_seats(base)
    seats = overlay.get("seats")
    if named or seats is not None:
        if not isinstance(seats, list) or len(seats) != len(named):
            found.append(f"{where}: seats: expected a list of {len(named)} seat name(s), got {seats!r}")
        else:
            found += [f"{where}: seats[{i}]: {why}" for i, name in enumerate(seats)
                      if (why := _text_problem(name)) is not None]
    base_steps = base["lesson"]["steps"]
    steps = overlay.get("steps")
    if not isinstance(steps, list) or len(steps) != len(base_steps):
        got = f"{len(steps)} step(s)" if isinstance(steps, list) else repr(steps)
        found.append(f"{where}: steps: expected a list of {len(base_steps)} step(s), one per step of the English "
                     f"lesson, got {got}")
        return found
    for i, (raw, text) in enumerate(zip(base_steps, steps, strict=True)):
        if not isinstance(text, Mapping):
            found.append(f"{where}: steps[{i}]: expected a mapping of {list(STEP_TEXT_FIELDS)}, got {text!r}")
            continue
        wanted = [k for k in STEP_TEXT_FIELDS if raw.get(k)]
        extra = sorted(str(k) for k in text if k not in wanted)
        if extra:
            found.append(f"{where}: steps[{i}]: unexpected field(s) {extra}; the English step has {wanted}")
        for key in wanted:
            if key not in text:
                found.append(f"{where}: steps[{i}].{key}: missing (expected the translation of the step's {key})")
            elif (why := _text_problem(text[key])) is not None:
                found.append(f"{where}: steps[{i}].{key}: {why}")
    return found


def apply_overlay(base: Mapping[str, Any], overlay: Any, where: str) -> dict[str, Any]:
    """The lesson `base` with the texts of `overlay` (a LessonError if the overlay is not a complete one)."""
    found = overlay_problems(base, overlay, where)
    if found:
        raise LessonError("\n".join(found))
    merged = dict(base)
    for key in TEXT_FIELDS:
        if key in overlay:
            merged[key] = overlay[key]
    if overlay.get("seats") is not None:
        seats = [dict(s) if isinstance(s, Mapping) else s for s in base.get("seats") or []]
        for index, name in zip(_named_seats(base), overlay["seats"], strict=True):
            seats[index]["name"] = name
        merged["seats"] = seats
    script = dict(base["lesson"])
    script["steps"] = [{**raw, **text} for raw, text in zip(base["lesson"]["steps"], overlay["steps"], strict=True)]
    merged["lesson"] = script
    return merged


def _read_yaml(name: str, text: str) -> Any:
    try:
        return safe_load(text)  # libyaml where there is one (the lessons are read before the first window)
    except yaml.YAMLError as exc:
        raise LessonError(f"{name}: not valid YAML: {exc}") from exc


def lesson_files(language: str | None = None) -> list[tuple[str, str]]:
    """(name, YAML text) of the packaged English lessons, or of one language's overlays (none if absent)."""
    folder = resource(LESSON_DIR) if language in (None, SOURCE_LANGUAGE) else resource(LESSON_DIR, str(language))
    if not folder.is_dir():
        return []
    return sorted((f.name, f.read_text(encoding="utf-8")) for f in folder.iterdir()
                  if f.name.endswith(".yaml") and f.is_file())


def load_lessons(files: Iterable[tuple[str, str]] | None = None, language: str | None = None,
                 overlays: Iterable[tuple[str, str]] | None = None) -> list[Lesson]:
    """Every lesson, in order, with its texts in `language` (default: the app's language).

    `files` (name, YAML text) defaults to the packaged resources/tutorial; `overlays` (name, YAML text) to the
    packaged resources/tutorial/<language>/ when `files` is the packaged set too, else to none. A lesson
    without an overlay keeps its English texts."""
    language = current_language() if language is None else language
    if language not in LANGUAGES:
        raise LessonError(f"unknown language {language!r}; expected one of {list(LANGUAGES)}")
    packaged = files is None
    files = lesson_files() if files is None else files
    if overlays is None:
        overlays = lesson_files(language) if packaged and language != SOURCE_LANGUAGE else []
    texts = dict(overlays)
    lessons = []
    for name, text in files:
        lesson_id = name.rsplit(".", 1)[0]
        data = _read_yaml(name, text)
        if not isinstance(data, Mapping):
            raise LessonError(f"{name}: a lesson is a mapping of fields")
        used = SOURCE_LANGUAGE
        if name in texts:
            parse_lesson(data, lesson_id)  # the English lesson itself must be sound before it is translated
            where = f"{language}/{name}"
            data = apply_overlay(data, _read_yaml(where, texts[name]), where)
            used = language
        lessons.append(parse_lesson(data, lesson_id, used))
    return sorted(lessons, key=lambda le: (le.order, le.id))


def usable_lessons(language: str | None = None, files: Iterable[tuple[str, str]] | None = None,
                   overlays: Iterable[tuple[str, str]] | None = None) -> tuple[list[Lesson], list[str]]:
    """The lessons that load, and a message for each file that does not: the app must start even from a
    damaged install. A lesson whose translation is damaged is kept in English; one that is damaged itself
    is left out. `files`/`overlays` default to the packaged ones (as in load_lessons)."""
    language = current_language() if language is None else language
    packaged = files is None
    files = lesson_files() if files is None else files
    if overlays is None:
        overlays = lesson_files(language) if packaged and language in LANGUAGES and language != SOURCE_LANGUAGE else []
    texts = dict(overlays)
    lessons: list[Lesson] = []
    problems: list[str] = []
    for name, text in files:
        for overlay in ([(name, texts[name])], []) if name in texts else ([],):
            try:
                lessons += load_lessons([(name, text)], language, overlay)
                break
            except Exception as exc:  # LessonError (which names the file), or a check the parser forgot
                problem = str(exc) if isinstance(exc, LessonError) else f"{name}: {type(exc).__name__}: {exc}"
                if overlay:
                    problems.append(translate("Tutorial", "A lesson's translation could not be used, so the lesson "
                                                          "is shown in English: {problem}").format(problem=problem))
                else:
                    problems.append(translate("Tutorial", "A lesson could not be used and is left out: {problem}"
                                              ).format(problem=problem))
    return sorted(lessons, key=lambda le: (le.order, le.id)), problems


DEFAULT_PREFERENCES = (
    ChoiceKind.CHAIN_PASS, ChoiceKind.BLOCK_DONE, ChoiceKind.CLAIM_END, ChoiceKind.DRAW_UP, ChoiceKind.END_TURN,
)  # fmt: skip


class ScriptedBot:
    """An opponent that follows the lesson: the next scripted pattern if it fits, else a quiet default."""

    name = "scripted"

    def __init__(self, script: Iterable[Mapping[str, Any]] = ()) -> None:
        self.script = list(script)

    def choose(self, observation: Any, rng: Any) -> Choice:
        options: tuple[Choice, ...] = tuple(observation.options)
        if not options:
            raise ValueError(f"seat {observation.seat} has no decision to make")
        if self.script:
            found = next((o for o in options if matches(self.script[0], o)), None)
            if found is not None:
                self.script.pop(0)
                return found
        for kind in DEFAULT_PREFERENCES:
            found = next((o for o in options if o.kind == kind), None)
            if found is not None:
                return found
        return options[0]


class Tutorial:
    """Follows one lesson: which step is current, what the player may do, what to say."""

    def __init__(self, lesson: Lesson, state_of: Callable[[], Any] = lambda: None) -> None:
        """`state_of()` gives what names the cards of a choice (the viewer's observation, see `matches`)."""
        self.lesson = lesson
        self.step = 0
        self.state_of = state_of
        self.message = lesson.description  # the last explanation or hint to show with the step
        self.wrong_tries = 0
        self._accepted: int | None = None

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def current(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.step]

    def refusal(self, choice: Choice) -> str | None:
        """The step's hint if `choice` is not the move it teaches, else None (nothing counted: the table asks this to
        mark only the taught move as a choice)."""
        step = self.current
        if step is None or any(matches(p, choice, self.state_of()) for p in step.expect):
            return None
        return step.hint

    def gate(self, seat: int, choice: Choice) -> str | None:
        """None lets the taught move through; otherwise the hint (the move is not taken)."""
        step = self.current
        if step is None or seat != self.lesson.human:
            return None
        if any(matches(p, choice, self.state_of()) for p in step.expect):
            self._accepted = self.step
            return None
        self.wrong_tries += 1
        self.message = step.hint
        # The panel recognises its own hint in this message (ui/window/tutorial_panel.py) and does not repeat it.
        return translate("Tutorial", "Tutorial: {hint}").format(hint=step.hint)

    def applied(self) -> bool:
        """The move let through by `gate` was applied: explain it and go to the next step."""
        if self._accepted is None:
            return False
        step = self.lesson.steps[self._accepted]
        self.step = self._accepted + 1
        self._accepted = None
        self.message = step.explain
        return True

    def undone(self) -> None:
        """The player took their last move back: the step before is current again."""
        if self.step > 0:
            self.step -= 1
            self.message = translate("Tutorial", "Taken back. {instruction}").format(
                instruction=self.lesson.steps[self.step].say)
        self._accepted = None
