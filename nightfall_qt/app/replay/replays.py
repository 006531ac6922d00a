"""Replays: a finished game as its seed and decisions (the engine is deterministic), kept, checked and replayed.

A replay file is one small JSON object (docs/REPLAYS.md):

    {"format": "nightfall-qt-replay", "format_version": 1, "app_version": "0.1.0", "saved_at": "...",
     "game_id": "...", "started_at": "...", "origin": "local", "options": {...}, "seed": 7,
     "seats": [{"name": "You", "kind": "human", "level": "random"}, ...],
     "cards": {"sha256": "...", "rulings": "...", "by_card": {"card_id": "<12 hex digits>", ...}},
     "decisions": [{"kind": "chain_pass"}, ...], "result": {... GameResult.to_dict() ...}}

Reading reuses the saves' machinery (app/storage/saves.py: size and UTF-8, JSON, seats) and raises SaveError only.
The only Qt used is QtCore's translate, for the messages the player reads.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.paths import app_version
from nightfall_qt.app.storage.saves import (
    GameMeta,
    SaveError,
    _wrong_type,
    json_document,
    now_iso,
    parse_seats,
    read_text,
    translate,
    write_atomic,
)
from nightfall_qt.engine import CardDB, Choice, GameOptions, GameState, new_game
from nightfall_qt.engine.choices import IllegalChoice
from nightfall_qt.engine.replay_format import (
    KIND_DECISIONS,
    KINDS,
    ORIGINS,
    REPLAY_FORMAT,
    REPLAY_SUFFIX,
    REPLAY_VERSION,
    card_identity,
    replay_text,
)

if TYPE_CHECKING:
    from nightfall_qt.app.replay.seat_replays import SeatReplay

REPLAY_KEEP = 50  # Settings → replays kept, by default
MAX_DECISIONS = 100_000  # a five-player game takes ~3,000; far more is not a game of ours
# replay-<number>-<the game's id, 12 characters at most>.nfreplay: a game already kept is found by its name.
_KEPT_NAME = re.compile(r"^replay-(\d{6,})(?:-([0-9A-Za-z]{1,12}))?\.nfreplay$")


@dataclass(frozen=True)
class CardDifference:
    """How the card database in use differs from the one a replay was made with."""

    changed: tuple[str, ...] = ()  # in both, but playing differently
    missing: tuple[str, ...] = ()  # only in the replay's
    added: tuple[str, ...] = ()  # only in the one in use
    rulings: bool = False  # the edition's rulings differ
    order: bool = False  # same cards, another order

    @property
    def any(self) -> bool:
        return bool(self.changed or self.missing or self.added or self.rulings or self.order)

    def describe(self) -> str:
        """One sentence for the player, naming the cards (translated)."""
        parts = []
        if self.changed:
            parts.append(translate("Replay", "changed: {cards}").format(cards=", ".join(self.changed)))
        if self.missing:
            parts.append(translate("Replay", "missing: {cards}").format(cards=", ".join(self.missing)))
        if self.added:
            parts.append(translate("Replay", "added: {cards}").format(cards=", ".join(self.added)))
        if self.rulings:
            parts.append(translate("Replay", "the edition's rulings differ"))
        if self.order:
            parts.append(translate("Replay", "the cards are listed in another order"))
        return "; ".join(parts)


def compare_cards(recorded: Mapping[str, Any], current: Mapping[str, Any]) -> CardDifference:
    old, new = recorded["by_card"], current["by_card"]
    changed = tuple(sorted(c for c in old if c in new and old[c] != new[c]))
    missing = tuple(sorted(c for c in old if c not in new))
    added = tuple(sorted(c for c in new if c not in old))
    same_set = not (changed or missing or added)
    return CardDifference(
        changed,
        missing,
        added,
        recorded["rulings"] != current["rulings"],
        same_set and recorded["sha256"] != current["sha256"],
    )


# ---------------------------------------------------------------------------------------- the record
@dataclass
class Replay:
    options: GameOptions
    seats: list[SeatConfig]
    cards: dict[str, Any]  # card_identity() of the database the game was played with
    decisions: list[dict[str, Any]]  # GameState.history: every applied choice, forced ones included
    result: dict[str, Any]  # GameResult.to_dict()
    meta: GameMeta = field(default_factory=GameMeta)
    origin: str = "local"
    app_version: str = ""
    saved_at: str = ""
    where: str = "<memory>"

    @property
    def ranking(self) -> list[int]:
        return [int(r["seat"]) for r in self.result["ranking"]]

    def to_text(self) -> str:
        return replay_text({
            "app_version": app_version(), "saved_at": now_iso(), "game_id": self.meta.game_id,
            "started_at": self.meta.started_at, "elapsed_seconds": round(float(self.meta.elapsed_seconds), 3),
            "origin": self.origin, "options": self.options.to_dict(), "seed": self.options.seed,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "cards": self.cards, "result": self.result,
        }, self.decisions)  # fmt: skip


def replay_from_state(state: GameState, seats: Sequence[SeatConfig], meta: GameMeta, origin: str = "local") -> Replay:
    """The replay of a finished game."""
    if not state.is_over or state.result_data is None:
        raise ValueError("only a finished game is kept as a replay")
    return Replay(
        state.options,
        list(seats),
        card_identity(state.cards, state.options.edition),
        [dict(d) for d in state.history],
        dict(state.result_data),
        meta,
        origin,
        app_version(),
        now_iso(),
    )


# ---------------------------------------------------------------------------------------- reading
def parse_replay(text: str, where: str = "<memory>") -> Replay:
    """Parse and check a replay's fields; raises SaveError (only). Whether its decisions play is `step`'s."""

    def fail(what: str) -> SaveError:
        return SaveError(where, what)

    data = header(json_document(text, where), fail)
    if data.get("kind", KIND_DECISIONS) != KIND_DECISIONS:
        raise fail(translate("Replay", "this replay holds one seat's view, not the game's decisions"))

    def need(key: str, types: type | tuple[type, ...], expected: str, within: dict[str, Any] = data) -> Any:
        if key not in within:
            raise fail(translate("SaveError", "{field} is missing").format(field=f'"{key}"'))
        value = within[key]
        if not isinstance(value, types) or isinstance(value, bool):
            raise fail(_wrong_type(f'"{key}"', expected, value))
        return value

    written_by, saved_at = need("app_version", str, "text"), need("saved_at", str, "text")
    meta = GameMeta(
        need("game_id", str, "text"),
        float(need("elapsed_seconds", (int, float), "number")),
        need("started_at", str, "text"),
    )
    origin = need("origin", str, "text")
    if origin not in ORIGINS:
        raise fail(
            translate("Replay", '"origin" must be one of {choices}, not {value}').format(
                choices=", ".join(ORIGINS), value=f"{origin!r:.60}"
            )
        )
    options_data = need("options", dict, "object")
    seed = need("seed", int, "whole number")
    seats = parse_seats(need("seats", list, "list"), where)
    cards = need("cards", dict, "object")
    by_card = need("by_card", dict, "object", cards)
    need("sha256", str, "text", cards)
    need("rulings", str, "text", cards)
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in by_card.items()):
        raise fail(translate("Replay", '"cards.by_card" must map card ids to digests (text)'))
    decisions = _decisions(need("decisions", list, "list"), fail)
    result = _result(need("result", dict, "object"), len(seats), fail)
    try:
        options = GameOptions.from_dict(options_data)
    except Exception as exc:  # the options' own checks: any odd value becomes a SaveError
        raise fail(translate("Replay", '"options" are not valid: {error}').format(error=exc)) from exc
    if options.seed != seed or options.players != len(seats):
        raise fail(translate("Replay", '"options", "seed" and "seats" do not agree'))
    return Replay(options, seats, cards, decisions, result, meta, origin, written_by, saved_at, where)


def header(data: Any, fail: Callable[[str], SaveError]) -> dict[str, Any]:
    """`data` if it is a replay this version reads (the format marker, a known format version)."""
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        raise fail(
            translate("Replay", 'not a Nightfall Qt replay (expected "format": "{format}")').format(
                format=REPLAY_FORMAT
            )
        )
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise fail(_wrong_type('"format_version"', "whole number", version))
    if version > REPLAY_VERSION:
        raise fail(
            translate(
                "Replay",
                "the replay was written by a newer Nightfall Qt (replay format {format}); "
                "this version reads replay format {supported} — update the app to open it",
            ).format(format=version, supported=REPLAY_VERSION)
        )
    kind = data.get("kind", KIND_DECISIONS)
    if kind not in KINDS:
        raise fail(
            translate("Replay", '"kind" must be one of {choices}, not {value}').format(
                choices=", ".join(KINDS), value=f"{kind!r:.60}"
            )
        )
    return data


def _decisions(decisions: list[Any], fail: Callable[[str], SaveError]) -> list[dict[str, Any]]:
    """Each decision is a choice the engine can read (whether it is legal where it stands is for `step`)."""
    if len(decisions) > MAX_DECISIONS:
        raise fail(
            translate("Replay", "the replay holds {count} decisions, more than any game").format(count=len(decisions))
        )
    for i, d in enumerate(decisions):
        try:
            Choice.from_dict(d) if isinstance(d, dict) else None
        except (TypeError, ValueError):
            d = None
        if not isinstance(d, dict):
            raise fail(translate("Replay", "decisions[{index}] is not a decision").format(index=i))
    return decisions


def _result(data: dict[str, Any], players: int, fail: Any) -> dict[str, Any]:
    ranking = data.get("ranking")
    seats = (
        [r.get("seat") for r in ranking]
        if isinstance(ranking, list) and all(isinstance(r, dict) for r in ranking)
        else None
    )
    if seats is None or sorted(s for s in seats if isinstance(s, int)) != list(range(players)):
        raise fail(translate("Replay", '"result" must rank each of the {players} seats once').format(players=players))
    return data


def load_replay(path: str | os.PathLike[str]) -> Replay:
    return parse_replay(read_text(path), str(path))


def write_replay(path: str | os.PathLike[str], replay: Replay) -> None:
    """Save a replay elsewhere: raises SaveError (with the OS's reason) if the file cannot be written."""
    try:
        write_atomic(path, replay.to_text())
    except OSError as exc:
        raise SaveError(
            str(path), translate("SaveError", "cannot write the file: {reason}").format(reason=exc.strerror or exc)
        ) from exc


# ---------------------------------------------------------------------------------------- playing it again
class ReplayError(SaveError):
    """A replay whose decisions do not play with the card database in use (damaged, or other cards)."""


def start_state(replay: Replay, cards: CardDB) -> GameState:
    """The game's first position, from the replay's options; ReplayError if these cards cannot set it up."""
    try:
        return new_game(replay.options, cards)
    except Exception as exc:  # an edition or card the database lacks
        raise _mismatch(
            replay, cards, translate("Replay", "the game cannot be set up: {error}").format(error=exc)
        ) from exc


def _mismatch(replay: Replay, cards: CardDB, what: str) -> ReplayError:
    diff = compare_cards(replay.cards, card_identity(cards, replay.options.edition))
    if diff.any:
        what = translate("Replay", "{problem}; the replay was made with other card data ({differences})").format(
            problem=what, differences=diff.describe()
        )
    return ReplayError(replay.where, what)


def step(state: GameState, replay: Replay, index: int) -> int:
    """Apply the replay's decision at `index` (the engine then takes the forced ones, which the replay also
    lists: they are compared, not applied); returns the index of the next decision to apply."""
    entry = replay.decisions[index]
    try:
        state.apply(Choice.from_dict(entry))
    except (IllegalChoice, ValueError, TypeError) as exc:
        raise _mismatch(
            replay,
            state.cards,
            translate("Replay", "decision {number} cannot be played: {error}").format(number=index + 1, error=exc),
        ) from exc
    end = len(state.history)
    if end > len(replay.decisions) or state.history[index:end] != replay.decisions[index:end]:
        raise _mismatch(
            replay,
            state.cards,
            translate("Replay", "the game took another course at decision {number} than the replay records").format(
                number=index + 1
            ),
        )
    return end


def play_to_end(replay: Replay, cards: CardDB) -> GameState:
    """Every decision of the replay, checked; the final position. ReplayError if they do not play or if the result
    differs from the recorded one."""
    state = start_state(replay, cards)
    i = len(state.history)
    while i < len(replay.decisions):
        if state.is_over:
            raise _mismatch(
                replay,
                cards,
                translate("Replay", "the game ended after {count} of {total} decisions").format(
                    count=i, total=len(replay.decisions)
                ),
            )
        i = step(state, replay, i)
    if not state.is_over or state.result_data is None:
        raise _mismatch(replay, cards, translate("Replay", "the decisions end before the game does"))
    if state.result_data != replay.result:
        raise _mismatch(replay, cards, translate("Replay", "the game ends with another result than the recorded one"))
    return state


# ---------------------------------------------------------------------------------------- kept replays
class ReplayStore:
    """replay-NNNNNN.nfreplay files in the data directory's replays/ folder; the newest `keep` are kept."""

    def __init__(self, directory: str | os.PathLike[str], keep: int = REPLAY_KEEP) -> None:
        self.directory = Path(directory)
        self.keep = keep

    def files(self) -> list[Path]:
        """Kept replays, newest first."""
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        found = [(int(m.group(1)), n) for n in names if (m := _KEPT_NAME.match(n))]
        return [self.directory / n for _, n in sorted(found, reverse=True)]

    def add(self, replay: Replay | SeatReplay) -> Path:
        """Write the replay as the newest; drop the oldest beyond `keep`. A game kept already (a finished game opened
        again tells its end again) is not written twice: its file is returned. Raises OSError."""
        files = self.files()
        tag = re.sub(r"[^0-9A-Za-z]", "", replay.meta.game_id)[:12]
        same = next((f for f in files if tag and (m := _KEPT_NAME.match(f.name)) and m.group(2) == tag), None)
        if same is not None:
            return same
        m = _KEPT_NAME.match(files[0].name) if files else None
        number = int(m.group(1)) + 1 if m else 1
        path = self.directory / f"replay-{number:06d}{'-' + tag if tag else ''}{REPLAY_SUFFIX}"
        write_atomic(path, replay.to_text())
        for old in self.files()[max(self.keep, 1) :]:
            with contextlib.suppress(OSError):
                old.unlink()
        return path
