"""The interactive tutorial: lessons are scenario files with a script (see docs/TUTORIAL.md). No Qt here.

A lesson file is an ordinary scenario (`engine/scenario.py`) that also uses the free fields the engine
ignores: `title`, `description` (the introduction), `hint` (the default hint), `expect` (the summary shown
when the lesson is done) and `lesson` (its steps and the opponents' script). `Tutorial` follows one
lesson: `gate(seat, choice)` lets through only the taught move of the current step (else it returns the
step's hint), and `accepted()` moves on to the next step once the move was applied.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from nightfall_qt.assets import resource
from nightfall_qt.engine import CardDB, Choice, GameState

LESSON_DIR = "tutorial"
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

    def build(self, cards: CardDB | None = None) -> GameState:
        return GameState.from_scenario(dict(self.scenario), cards)


def matches(pattern: Mapping[str, Any], choice: Choice, state: GameState | None = None) -> bool:
    """Does `choice` fit `pattern` (Choice fields, plus target_card / uid_card read from the state)?"""
    for key, want in pattern.items():
        if key in _CHOICE_FIELDS:
            if getattr(choice, key) != want:
                return False
        elif key in _EXTRA_KEYS:
            uid = choice.target_uid if key == "target_card" else choice.uid
            if state is None or uid is None or state.cid(uid) != want:
                return False
    return True


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


def parse_lesson(data: Mapping[str, Any], lesson_id: str) -> Lesson:
    script = data.get("lesson")
    if not isinstance(script, Mapping) or not isinstance(script.get("steps"), list) or not script["steps"]:
        raise LessonError(f"{lesson_id}: 'lesson' must be a mapping with a non-empty list of 'steps'")
    default_hint = str(data.get("hint") or "That is not the move this lesson is about. Read the panel again.")
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
    names = tuple(str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats) if isinstance(s, Mapping))
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
    )


def load_lessons(files: Iterable[tuple[str, str]] | None = None) -> list[Lesson]:
    """Every lesson, in order; `files` (name, YAML text) defaults to the packaged resources/tutorial."""
    if files is None:
        folder = resource(LESSON_DIR)
        files = [(f.name, f.read_text(encoding="utf-8")) for f in folder.iterdir() if f.name.endswith(".yaml")]
    lessons = []
    for name, text in files:
        lesson_id = name.rsplit(".", 1)[0]
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise LessonError(f"{name}: not valid YAML: {exc}") from exc
        if not isinstance(data, Mapping):
            raise LessonError(f"{name}: a lesson is a mapping of fields")
        lessons.append(parse_lesson(data, lesson_id))
    return sorted(lessons, key=lambda le: (le.order, le.id))


DEFAULT_PREFERENCES = ("chain_pass", "block_done", "claim_end", "draw_up", "end_turn")


class ScriptedBot:
    """An opponent that follows the lesson: the next scripted pattern if it fits, else a quiet default."""

    name = "scripted"

    def __init__(self, script: Iterable[Mapping[str, Any]] = ()) -> None:
        self.script = list(script)

    def choose(self, observation: Any, rng: Any) -> Choice:
        options = tuple(observation.options)
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

    def __init__(self, lesson: Lesson, state_of: Callable[[], GameState | None] = lambda: None) -> None:
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
        return f"Tutorial: {step.hint}"

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
            self.message = "Taken back. " + self.lesson.steps[self.step].say
        self._accepted = None
