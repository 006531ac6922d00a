"""Saved games and autosaves: versioned JSON, written atomically, verified on load.

A save file is one JSON object:

    {"format": "nightfall-qt-save", "format_version": 1, "app_version": "0.1.0", "saved_at": "...",
     "game_id": "...", "elapsed_seconds": 12.5, "options": {...}, "seed": 7,
     "seats": [{"name": "You", "kind": "human", "level": "random"}, ...],
     "state_sha256": "...", "state": {... GameState.to_json() ...}}

Every problem met while loading raises SaveError, whose message says what is wrong and where; nothing
else escapes `parse_save` / `load_save`. Only `json` is used: no pickle, no eval. The only Qt used is
QtCore's translate, for the messages the player reads (no QApplication needed).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from nightfall_qt.ai import LEVELS
from nightfall_qt.app.game.seats import KINDS, SeatConfig
from nightfall_qt.app.storage.keep_copy import keep_copy
from nightfall_qt.app.storage.paths import app_version
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB, GameOptions, GameState, StateFormatError

SAVE_FORMAT = "nightfall-qt-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".nfsave"
AUTOSAVE_KEEP = 3
MAX_SAVE_BYTES = 10_000_000  # a finished five-player game is ~0.2 MB
BOT_LEVELS: tuple[str, ...] = LEVELS  # the levels a saved seat may name: exactly the bots that exist
_AUTOSAVE_NAME = re.compile(r"^autosave-(\d{6,})\.json$")

# nightfall_qt.app.texts.i18n.translate, bound here directly: i18n imports this module (through app.settings).
translate = QCoreApplication.translate
# For the same reason the tables below mark their strings with Qt's QT_TRANSLATE_NOOP, not i18n's: Qt's is typed as
# returning `object`, but it returns its text, so each table is a `dict[str, str]` (the casts).

# What a JSON value is, as the messages name it ("... must be a list, not text").
JSON_KINDS = cast("dict[str, str]", {
    "null": QT_TRANSLATE_NOOP("SaveError", "null"),
    "bool": QT_TRANSLATE_NOOP("SaveError", "true/false"),
    "number": QT_TRANSLATE_NOOP("SaveError", "a number"),
    "whole number": QT_TRANSLATE_NOOP("SaveError", "a whole number"),
    "text": QT_TRANSLATE_NOOP("SaveError", "text"),
    "list": QT_TRANSLATE_NOOP("SaveError", "a list"),
    "object": QT_TRANSLATE_NOOP("SaveError", "an object"),
})
# One seat in SavedGame.describe(), per bot level ("Mara (easy bot)").
SEAT_DESCRIPTIONS = cast("dict[str, str]", {
    "easy": QT_TRANSLATE_NOOP("SavedGame", "{name} (easy bot)"),
    "normal": QT_TRANSLATE_NOOP("SavedGame", "{name} (normal bot)"),
    "hard": QT_TRANSLATE_NOOP("SavedGame", "{name} (hard bot)"),
    "expert": QT_TRANSLATE_NOOP("SavedGame", "{name} (expert bot)"),
    "random": QT_TRANSLATE_NOOP("SavedGame", "{name} (random bot)"),
})


class SaveError(Exception):
    """A save that cannot be read or written. `where` is the file, `what` the problem, for the player (in
    the current language)."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}")
        self.where = where
        self.what = what


@dataclass
class GameMeta:
    """What a save knows beyond the position: which game it is and how long it has been played."""

    game_id: str = field(default_factory=lambda: _new_game_id())
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
        who = ", ".join(_describe_seat(s) for s in self.seats)
        when = self.saved_at.replace("T", " ")[:16]
        if self.state.turn >= 1:
            return translate("SavedGame", "{players} — turn {turn}, saved {time} UTC").format(
                players=who, turn=self.state.turn, time=when)
        return translate("SavedGame", "{players} — setup, saved {time} UTC").format(players=who, time=when)


def _describe_seat(seat: SeatConfig) -> str:
    if seat.is_human:
        return translate("SavedGame", "{name} (human)").format(name=seat.name)
    source = SEAT_DESCRIPTIONS.get(seat.level)
    if source is None:
        return translate("SavedGame", "{name} ({level} bot)").format(name=seat.name, level=seat.level)
    return translate("SavedGame", source).format(name=seat.name)


def _new_game_id() -> str:
    """What `uuid.uuid4().hex` gives (random, version 4, RFC 4122 variant) without importing uuid, which imports
    platform: ~3 ms of every start, when the first game's id is drawn."""
    raw = bytearray(os.urandom(16))
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
    return raw.hex()


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


CHUNK = 64  # list items per json.dumps call in chunked_json


def _plain(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def chunked_json(data: dict[str, Any], canonical: bool) -> str:
    """json.dumps(data) (canonical: `_canonical(data)`), built from many short json.dumps calls instead of one
    long one: the autosave writer thread runs this, and one C call on a 200 KB state would hold the GIL (and
    so the GUI thread) for ~10 ms. The text is the same, byte for byte (tests/persistence/test_robust_files.py)."""
    dump = _canonical if canonical else _plain
    parts = []
    for key in sorted(data) if canonical else data:
        value = data[key]
        if isinstance(value, list) and len(value) > CHUNK:
            items = ",".join(dump(value[i:i + CHUNK])[1:-1] for i in range(0, len(value), CHUNK))
            parts.append(f"{dump(key)}:[{items}]")
        else:
            parts.append(f"{dump(key)}:{dump(value)}")
    return "{" + ",".join(parts) + "}"


def save_text(state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> str:
    import hashlib  # here and in the reader, not at the top: the first window writes and reads no save

    state_data = state.to_data()
    digest = hashlib.sha256(chunked_json(state_data, canonical=True).encode("ascii")).hexdigest()
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
        "state_sha256": digest,
    }
    # The state keeps its own key order in the file (a resumed game is the same text, to_json for to_json).
    return _plain(data)[:-1] + ',"state":' + chunked_json(state_data, canonical=False) + "}"


def write_save(path: str | os.PathLike[str], state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> None:
    """Save As: raises SaveError (with the OS's reason) if the file cannot be written."""
    try:
        write_atomic(path, save_text(state, seats, meta))
    except OSError as exc:
        raise SaveError(str(path), translate("SaveError", "cannot write the file: {reason}").format(
            reason=exc.strerror or exc)) from exc


# ---------------------------------------------------------------------------------------- reading
def _kind(value: Any) -> str:
    """What a JSON value is, for a message (translated)."""
    if value is None:
        return translate("SaveError", JSON_KINDS["null"])
    key = {bool: "bool", int: "number", float: "number", str: "text", list: "list", dict: "object"}.get(type(value))
    return translate("SaveError", JSON_KINDS[key]) if key else type(value).__name__


def _wrong_type(field: str, expected: str, value: Any) -> str:
    """'"seed" must be a whole number, not text': `expected` is a key of JSON_KINDS."""
    return translate("SaveError", "{field} must be {expected}, not {found}").format(
        field=field, expected=translate("SaveError", JSON_KINDS[expected]), found=_kind(value))


def json_document(text: str, where: str) -> Any:
    """json.loads(text), or a SaveError saying why the text is not JSON (saves and replays share it)."""
    if not text.strip():
        raise SaveError(where, translate("SaveError", "the file is empty"))
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(where, translate("SaveError", "not valid JSON at line {line}, column {column} ({reason}); "
                                                      "the file is damaged or was cut short").format(
            line=exc.lineno, column=exc.colno, reason=exc.msg)) from exc
    except (ValueError, RecursionError) as exc:  # e.g. a number with thousands of digits, deep nesting
        raise SaveError(where, translate("SaveError", "not valid JSON ({error})").format(
            error=f"{type(exc).__name__}: {exc}")) from exc


def parse_seats(seats_data: list[Any], where: str) -> list[SeatConfig]:
    """The "seats" list of a save or a replay, each checked (name, human/bot, a known bot level)."""
    seats: list[SeatConfig] = []
    for i, s in enumerate(seats_data):
        at = f"seats[{i}]"
        if not isinstance(s, dict):
            raise SaveError(where, _wrong_type(at, "object", s))
        name, kind, level = s.get("name"), s.get("kind"), s.get("level", "random")
        if not isinstance(name, str) or not name.strip() or len(name) > 100:
            raise SaveError(where, translate("SaveError", "{field} must be a non-empty name, not {value}").format(
                field=f"{at}.name", value=f"{name!r:.60}"))
        if kind not in KINDS:
            raise SaveError(where, translate("SaveError", "{field} must be 'human' or 'bot', not {value}").format(
                field=f"{at}.kind", value=f"{kind!r:.60}"))
        if level not in BOT_LEVELS:
            raise SaveError(where, translate("SaveError", "{field} must be one of {choices}, not {value}").format(
                field=f"{at}.level", choices=", ".join(BOT_LEVELS), value=f"{level!r:.60}"))
        seats.append(SeatConfig(name, kind, level))
    return seats


def parse_save(text: str, where: str = "<memory>", cards: CardDB | None = None) -> SavedGame:
    """Parse and verify a save; raises SaveError (only) with what is wrong and where."""
    def fail(what: str) -> SaveError:
        return SaveError(where, what)

    data = json_document(text, where)
    _check_envelope(data, fail)

    def need(key: str, types: type | tuple[type, ...], expected: str) -> Any:
        """data[key], which must be of `types` (`expected` names them: a key of JSON_KINDS)."""
        if key not in data:
            raise fail(translate("SaveError", "{field} is missing").format(field=f'"{key}"'))
        value = data[key]
        if not isinstance(value, types) or isinstance(value, bool):  # JSON true is not a number
            raise fail(_wrong_type(f'"{key}"', expected, value))
        return value

    written_by = need("app_version", str, "text")
    saved_at = need("saved_at", str, "text")
    game_id = need("game_id", str, "text")
    started = data.get("started_at")
    started_at = started if isinstance(started, str) else saved_at
    elapsed = need("elapsed_seconds", (int, float), "number")
    if not math.isfinite(elapsed) or not 0 <= elapsed < 10**9:
        raise fail(translate("SaveError", "{field} is out of range ({value})").format(
            field='"elapsed_seconds"', value=repr(elapsed)))
    options = need("options", dict, "object")
    seed = need("seed", int, "whole number")
    seats_data = need("seats", list, "list")
    digest = need("state_sha256", str, "text")
    state_data = need("state", dict, "object")
    seats = parse_seats(seats_data, where)
    state = _read_state(state_data, digest, cards, fail)
    listed = len(seats)  # a plain name: pyside6-lupdate drops a translate() whose count is a call
    if listed != state.n:
        raise fail(translate("SaveError", "the save lists %n seats but the game has {players} players", None,
                             listed).format(players=state.n))
    if options != state.options.to_dict() or seed != state.options.seed:
        raise fail(translate("SaveError", '"options" and "seed" do not match the game state'))
    meta = GameMeta(game_id=game_id, elapsed_seconds=float(elapsed), started_at=started_at)
    return SavedGame(state, seats, meta, written_by, saved_at, where)


def _check_envelope(data: Any, fail: Callable[[str], SaveError]) -> None:
    """The file is a save of a format version this app reads (else a SaveError saying which and why)."""
    if not isinstance(data, dict):
        raise fail(translate("SaveError", "not a Nightfall Qt saved game (the file holds {found}, not an object)")
                   .format(found=_kind(data)))
    if data.get("format") != SAVE_FORMAT:
        raise fail(translate("SaveError", 'not a Nightfall Qt saved game (expected "format": "{format}")')
                   .format(format=SAVE_FORMAT))
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise fail(_wrong_type('"format_version"', "whole number", version))
    written_by = data.get("app_version")
    if version > SAVE_VERSION:
        if isinstance(written_by, str):
            raise fail(translate("SaveError", "the file was written by a newer Nightfall Qt {app_version} (save "
                                              "format {format}); this version reads save format {supported} — "
                                              "update the app to open it").format(
                app_version=written_by, format=version, supported=SAVE_VERSION))
        raise fail(translate("SaveError", "the file was written by a newer Nightfall Qt (save format {format}); "
                                          "this version reads save format {supported} — update the app to open it")
                   .format(format=version, supported=SAVE_VERSION))
    if version < 1:
        raise fail(translate("SaveError", "unknown save format version {format}").format(format=version))


def _read_state(state_data: dict[str, Any], digest: str, cards: CardDB | None,
                fail: Callable[[str], SaveError]) -> GameState:
    """The saved game state, checked against its checksum and loaded with `cards` (the packaged ones if None)."""
    import hashlib

    try:
        canonical = _canonical(state_data)
    except (ValueError, RecursionError) as exc:
        raise fail(translate("SaveError", "the game state cannot be read ({error})").format(
            error=type(exc).__name__)) from exc
    if hashlib.sha256(canonical.encode("ascii")).hexdigest() != digest:
        raise fail(translate("SaveError", "the game state does not match its checksum: the file was changed or "
                                          "damaged after saving"))
    try:
        state = GameState.from_json(json.dumps(state_data, separators=(",", ":")),
                                    cards if cards is not None else load_cards())
    except StateFormatError as exc:
        if exc.missing_cards:  # not damage: the card data in use lacks cards this game was played with
            raise fail(translate("SaveError", "the game uses cards that the card data in use does not have: {cards}"
                                 ).format(cards=", ".join(exc.missing_cards))) from exc
        raise fail(translate("SaveError", "the game state is damaged: {error}").format(error=exc)) from exc
    except Exception as exc:  # anything odd data provokes becomes a SaveError too
        raise fail(translate("SaveError", "the game state is damaged: {error}").format(error=exc)) from exc
    return state


def load_save(path: str | os.PathLike[str], cards: CardDB | None = None) -> SavedGame:
    return parse_save(read_text(path), str(path), cards)


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text, or a SaveError (too large to be ours, unreadable, not UTF-8): saves and replays."""
    where = str(path)
    try:
        size = Path(path).stat().st_size
        if size > MAX_SAVE_BYTES:  # read nothing: a huge file would take seconds and gigabytes to parse
            raise SaveError(where, translate("SaveError", "the file is {size} MB, larger than any saved game ({limit} "
                                                          "MB at most); it is not a Nightfall Qt save").format(
                size=f"{size / 1e6:.1f}", limit=MAX_SAVE_BYTES // 1_000_000))
        raw = Path(path).read_bytes()
    except FileNotFoundError as exc:
        raise SaveError(where, translate("SaveError", "the file does not exist")) from exc
    except OSError as exc:
        raise SaveError(where, translate("SaveError", "cannot read the file: {reason}").format(
            reason=exc.strerror or exc)) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(where, translate("SaveError", "not a text file (byte {byte} is not UTF-8); the file is "
                                                      "damaged").format(byte=exc.start)) from exc
    return text


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
                keep_copy(path)  # the next autosaves rotate the damaged file away: keep it for a look
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
