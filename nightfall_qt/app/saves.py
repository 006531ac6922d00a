"""Saved games and autosaves: versioned JSON, written atomically, verified on load.

A save file is one JSON object:

    {"format": "nightfall-qt-save", "format_version": 1, "app_version": "0.1.0", "saved_at": "...",
     "game_id": "...", "elapsed_seconds": 12.5, "options": {...}, "seed": 7,
     "seats": [{"name": "You", "kind": "human", "level": "random"}, ...],
     "state_sha256": "...", "state": {... GameState.to_json() ...}}

Every problem met while loading raises SaveError, whose message says what is wrong and where; nothing
else escapes `parse_save` / `load_save`. Only `json` is used: no pickle, no eval. Qt-free.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import re
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nightfall_qt.ai import LEVELS
from nightfall_qt.app.paths import app_version
from nightfall_qt.app.seats import KINDS, SeatConfig
from nightfall_qt.engine import CardDB, GameOptions, GameState

SAVE_FORMAT = "nightfall-qt-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".nfsave"
AUTOSAVE_KEEP = 3
BOT_LEVELS: tuple[str, ...] = LEVELS  # the levels a saved seat may name: exactly the bots that exist
_AUTOSAVE_NAME = re.compile(r"^autosave-(\d{6,})\.json$")


class SaveError(Exception):
    """A save that cannot be read or written. `where` is the file, `what` the problem, for the player."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}")
        self.where = where
        self.what = what


@dataclass
class GameMeta:
    """What a save knows beyond the position: which game it is and how long it has been played."""

    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    elapsed_seconds: float = 0.0
    started_at: str = field(default_factory=lambda: now_iso())


@dataclass
class SavedGame:
    state: GameState
    seats: list[SeatConfig]
    meta: GameMeta
    app_version: str
    saved_at: str
    where: str

    @property
    def options(self) -> GameOptions:
        return self.state.options

    def describe(self) -> str:
        """One line for the player: who plays, the turn, when it was saved."""
        who = ", ".join(f"{s.name} ({'human' if s.is_human else s.level + ' bot'})" for s in self.seats)
        turn = f"turn {self.state.turn}" if self.state.turn >= 1 else "setup"
        return f"{who} — {turn}, saved {self.saved_at.replace('T', ' ')[:16]} UTC"


def now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------------------------------- writing
def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to a temporary file next to `path`, flush and fsync it, then os.replace it over
    `path`: a reader (or a crash) sees the old file or the new one, never half of one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        with contextlib.suppress(OSError):
            fd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)


def _canonical(state: Any) -> str:
    return json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def save_text(state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> str:
    state_data = json.loads(state.to_json())
    data = {
        "format": SAVE_FORMAT,
        "format_version": SAVE_VERSION,
        "app_version": app_version(),
        "saved_at": now_iso(),
        "game_id": meta.game_id,
        "started_at": meta.started_at,
        "elapsed_seconds": round(float(meta.elapsed_seconds), 3),
        "options": state.options.to_dict(),
        "seed": state.options.seed,
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "state_sha256": hashlib.sha256(_canonical(state_data).encode("ascii")).hexdigest(),
        "state": state_data,
    }
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def write_save(path: str | os.PathLike[str], state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> None:
    """Save As: raises SaveError (with the OS's reason) if the file cannot be written."""
    try:
        write_atomic(path, save_text(state, seats, meta))
    except OSError as exc:
        raise SaveError(str(path), f"cannot write the file: {exc.strerror or exc}") from exc


# ---------------------------------------------------------------------------------------- reading
def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "an object"}.get(type(value), type(value).__name__)  # fmt: skip


def parse_save(text: str, where: str = "<memory>", cards: CardDB | None = None) -> SavedGame:
    """Parse and verify a save; raises SaveError (only) with what is wrong and where."""

    def fail(what: str) -> SaveError:
        return SaveError(where, what)

    if not text.strip():
        raise fail("the file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise fail(f"not valid JSON at line {exc.lineno}, column {exc.colno} ({exc.msg}); "
                   "the file is damaged or was cut short") from exc
    except (ValueError, RecursionError) as exc:  # e.g. a number with thousands of digits, deep nesting
        raise fail(f"not valid JSON ({type(exc).__name__}: {exc})") from exc
    if not isinstance(data, dict):
        raise fail(f"not a Nightfall Qt saved game (the file holds {_kind(data)}, not an object)")
    if data.get("format") != SAVE_FORMAT:
        raise fail(f'not a Nightfall Qt saved game (expected "format": "{SAVE_FORMAT}")')
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise fail(f'"format_version" must be a whole number, not {_kind(version)}')
    written_by = data.get("app_version")
    if version > SAVE_VERSION:
        by = f" {written_by}" if isinstance(written_by, str) else ""
        raise fail(f"the file was written by a newer Nightfall Qt{by} (save format {version}); "
                   f"this version reads save format {SAVE_VERSION} — update the app to open it")
    if version < 1:
        raise fail(f"unknown save format version {version}")

    def need(key: str, types: type | tuple[type, ...], desc: str) -> Any:
        if key not in data:
            raise fail(f'"{key}" is missing')
        value = data[key]
        if not isinstance(value, types) or isinstance(value, bool):  # JSON true is not a number
            raise fail(f'"{key}" must be {desc}, not {_kind(value)}')
        return value

    written_by = need("app_version", str, "text")
    saved_at = need("saved_at", str, "text")
    game_id = need("game_id", str, "text")
    started_at = data.get("started_at") if isinstance(data.get("started_at"), str) else saved_at
    elapsed = need("elapsed_seconds", (int, float), "a number")
    if not math.isfinite(elapsed) or not 0 <= elapsed < 10**9:
        raise fail(f'"elapsed_seconds" is out of range ({elapsed!r})')
    options = need("options", dict, "an object")
    seed = need("seed", int, "a whole number")
    seats_data = need("seats", list, "a list")
    digest = need("state_sha256", str, "text")
    state_data = need("state", dict, "an object")
    seats: list[SeatConfig] = []
    for i, s in enumerate(seats_data):
        at = f"seats[{i}]"
        if not isinstance(s, dict):
            raise fail(f"{at} must be an object, not {_kind(s)}")
        name, kind, level = s.get("name"), s.get("kind"), s.get("level", "random")
        if not isinstance(name, str) or not name.strip() or len(name) > 100:
            raise fail(f"{at}.name must be a non-empty name, not {name!r:.60}")
        if kind not in KINDS:
            raise fail(f"{at}.kind must be 'human' or 'bot', not {kind!r:.60}")
        if level not in BOT_LEVELS:
            raise fail(f"{at}.level must be one of {', '.join(BOT_LEVELS)}, not {level!r:.60}")
        seats.append(SeatConfig(name, kind, level))
    try:
        canonical = _canonical(state_data)
    except (ValueError, RecursionError) as exc:
        raise fail(f"the game state cannot be read ({type(exc).__name__})") from exc
    if hashlib.sha256(canonical.encode("ascii")).hexdigest() != digest:
        raise fail("the game state does not match its checksum: the file was changed or damaged after saving")
    try:
        state = GameState.from_json(json.dumps(state_data, separators=(",", ":")), cards)
    except Exception as exc:  # StateFormatError, or anything odd data provokes: all become SaveError
        raise fail(f"the game state is damaged: {exc}") from exc
    if len(seats) != state.n:
        raise fail(f"the save lists {len(seats)} seats but the game has {state.n} players")
    if options != state.options.to_dict() or seed != state.options.seed:
        raise fail('"options" and "seed" do not match the game state')
    meta = GameMeta(game_id=game_id, elapsed_seconds=float(elapsed), started_at=started_at)
    return SavedGame(state, seats, meta, written_by, saved_at, where)


def load_save(path: str | os.PathLike[str], cards: CardDB | None = None) -> SavedGame:
    where = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(where, "the file does not exist") from exc
    except OSError as exc:
        raise SaveError(where, f"cannot read the file: {exc.strerror or exc}") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(where, f"not a text file (byte {exc.start} is not UTF-8); the file is damaged") from exc
    return parse_save(text, where, cards)


# ---------------------------------------------------------------------------------------- autosaves
@dataclass
class ResumeOffer:
    """What start-up can offer: the newest loadable autosave of an unfinished game (or None), and the
    newer autosaves that could not be loaded, each with its error."""

    saved: SavedGame | None
    damaged: list[SaveError]
    path: Path | None = None


class AutosaveStore:
    """autosave-NNNNNN.json files in one directory; the highest number is the newest. Each write is
    atomic; only the newest `keep` are kept."""

    def __init__(self, directory: str | os.PathLike[str], keep: int = AUTOSAVE_KEEP) -> None:
        self.directory = Path(directory)
        self.keep = keep

    def files(self) -> list[Path]:
        """Autosave files, newest first."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        found = [(int(m.group(1)), n) for n in names if (m := _AUTOSAVE_NAME.match(n))]
        return [self.directory / n for _, n in sorted(found, reverse=True)]

    def write(self, text: str) -> Path:
        files = self.files()
        seq = int(_AUTOSAVE_NAME.match(files[0].name).group(1)) + 1 if files else 1  # type: ignore[union-attr]
        path = self.directory / f"autosave-{seq:06d}.json"
        write_atomic(path, text)
        stale = [self.directory / n for n in os.listdir(self.directory) if n.startswith(".autosave-")
                 and n.endswith(".tmp")]  # left by a process killed while writing
        for old in self.files()[self.keep:] + stale:
            with contextlib.suppress(OSError):
                old.unlink()
        return path

    def save(self, state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> Path:
        return self.write(save_text(state, seats, meta))

    def resume_offer(self, cards: CardDB | None = None) -> ResumeOffer:
        damaged: list[SaveError] = []
        for path in self.files():
            try:
                saved = load_save(path, cards)
            except SaveError as exc:
                damaged.append(exc)
                continue
            if saved.state.is_over:
                return ResumeOffer(None, damaged)
            return ResumeOffer(saved, damaged, path)
        return ResumeOffer(None, damaged)


class PlayClock:
    """Play time of the current game, carried over from its save when resumed."""

    def __init__(self, base: float = 0.0) -> None:
        self.base = base
        self.t0 = time.monotonic()

    def elapsed(self) -> float:
        return self.base + time.monotonic() - self.t0
