"""Statistics of finished games: a versioned JSON file in the user data directory.

Version 2 records per game: id, date, seats, setup, winner, wounds by kind per seat, turns, duration and
the cards the human seats claimed. Version 1 files (total wounds per seat, no duration, no claims) are
migrated on load. Unknown keys, from a newer app, are kept as they are and otherwise ignored; a record
that cannot be understood is skipped, never fatal.

Records are checked when they are written. The app writes the top-level keys on the first line, then
`"games": [` and one record per line; the first line carries the SHA-256 of everything after it ("checked"),
so a file this app wrote and nobody changed is read without checking every record again (that took 1.9 s at
10,000 games). Any other file (older, edited by hand, damaged) is checked record by record as before. The
window's figures come from one pass over the records (`StatsSummary`), kept until the records change.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from nightfall_qt.app.game.seats import KINDS, SeatConfig
from nightfall_qt.app.storage.keep_copy import keep_copy, shown
from nightfall_qt.app.storage.saves import BOT_LEVELS, GameMeta, now_iso, write_atomic
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import GameState
from nightfall_qt.engine.events import EventKind

STATS_FORMAT = "nightfall-qt-stats"
STATS_VERSION = 2
WOUND_KINDS = ("bite", "burn", "bleed")
MAX_STATS_BYTES = 50_000_000  # about 100,000 games; a bigger file is not ours


def record_from_state(state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> dict[str, Any]:
    """The statistics record of a finished game."""
    result = state.result
    humans = {i for i, s in enumerate(seats) if s.is_human}
    claimed: Counter[str] = Counter(
        e["card"] for e in state.events if e.get("type") == EventKind.CARD_CLAIMED and e.get("seat") in humans
    )
    wounds = [{k: 0 for k in WOUND_KINDS} for _ in seats]
    for r in result.ranking:
        wounds[r.seat] = {k: int(r.by_kind.get(k, 0)) for k in WOUND_KINDS}
    o = state.options
    return {
        "id": meta.game_id,
        "date": now_iso(),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "setup": {"players": o.players, "setup": o.setup, "variants": sorted(o.variants),
                  "include_promos": o.include_promos, "edition": o.edition, "seed": o.seed},
        "winner": result.winner,
        "wounds": wounds,
        "turns": state.turn,
        "duration_seconds": round(meta.elapsed_seconds, 1),
        "claimed": dict(sorted(claimed.items())),
    }


def _nat(v: object) -> TypeGuard[int]:
    """A count as the file may hold one: a whole number from 0 to 999999999 (not a bool)."""
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9


def _migrate_v1(g: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept total wounds per seat ("wounds": [3, 5]) and nothing about duration or claims."""
    g = dict(g)
    if isinstance(g.get("wounds"), list) and all(_nat(w) for w in g["wounds"]):
        g["wounds"] = [{"bite": 0, "burn": 0, "bleed": 0, "total": w} for w in g["wounds"]]
    g.setdefault("duration_seconds", 0)
    g.setdefault("claimed", {})
    return g


def normalize_record(g: Any) -> dict[str, Any] | None:
    """A checked copy of one record (unknown keys kept), or None if it cannot be used."""
    checked = check_record(g)
    return checked if isinstance(checked, dict) else None


def _expected(field: str, expected: str, value: Any) -> str:
    if not field:
        return translate("Statistics", "must be {expected}, not {value}").format(expected=expected, value=shown(value))
    return translate("Statistics", '"{field}" must be {expected}, not {value}').format(
        field=field, expected=expected, value=shown(value))


def check_record(g: Any) -> dict[str, Any] | str:
    """A checked copy of one record (unknown keys kept), or what is wrong with it (field and expectation,
    translated)."""
    if not isinstance(g, dict):
        return _expected("", translate("Statistics", "an object"), g)
    seats = g.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        return _expected("seats", translate("Statistics", "a list of 2 to 5 seats"), seats)
    clean_seats = []
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) or s.get("kind") not in KINDS:
            return _expected(f"seats[{i}]", translate("Statistics", "a seat with a name and kind human or bot"), s)
        clean_seats.append({"name": s["name"], "kind": s["kind"],
                            "level": s.get("level") if s.get("level") in BOT_LEVELS else "random"})
    winner, wounds = g.get("winner"), g.get("wounds")
    if not _nat(winner) or winner >= len(seats):
        return _expected("winner", translate("Statistics", "a seat number from 0 to {last}").format(
            last=len(seats) - 1), winner)
    if not isinstance(wounds, list) or len(wounds) != len(seats):
        return _expected("wounds", translate("Statistics", "a list with one entry per seat"), wounds)
    clean_wounds = []
    for i, w in enumerate(wounds):
        if not isinstance(w, dict) or not all(_nat(w.get(k, 0)) for k in (*WOUND_KINDS, "total")):
            return _expected(f"wounds[{i}]", translate("Statistics", "wound counts from 0 to 999999999"), w)
        clean_wounds.append({k: v for k, v in w.items() if k in (*WOUND_KINDS, "total")})
    out = dict(g)
    out["id"] = g["id"] if isinstance(g.get("id"), str) else f"legacy-{g.get('date')}-{winner}"
    out["date"] = g["date"] if isinstance(g.get("date"), str) else ""
    out["seats"] = clean_seats
    out["wounds"] = clean_wounds
    out["setup"] = g["setup"] if isinstance(g.get("setup"), dict) else {}
    out["turns"] = g["turns"] if _nat(g.get("turns")) else 0
    d = g.get("duration_seconds")
    out["duration_seconds"] = 0.0
    if isinstance(d, int | float) and not isinstance(d, bool) and 0 <= d < 1e9:
        out["duration_seconds"] = float(d)
    claimed = g.get("claimed")
    out["claimed"] = {k: v for k, v in claimed.items() if isinstance(k, str) and _nat(v)} if isinstance(
        claimed, dict) else {}
    return out


GAMES_LINE = '"games": ['


def _digest(text: str) -> str:
    import hashlib  # here, not at the top: the first window needs no digest when there are no statistics yet

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _games_text(text: str) -> str | None:
    """What follows the first line when it is the games list as this app writes it (None otherwise)."""
    first = text.find("\n")
    return text[first + 1 :] if first >= 0 and text.startswith(GAMES_LINE, first + 1) else None


def total_wounds(w: dict[str, int]) -> int:
    return int(w["total"]) if "total" in w else sum(int(w.get(k, 0)) for k in WOUND_KINDS)


class StatsStore:
    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.games: list[dict[str, Any]] = []
        self.extra: dict[str, Any] = {}  # top-level keys of a newer version, kept on rewrite
        self.file_version = STATS_VERSION
        self._summary: StatsSummary | None = None
        self._summary_key: tuple[int, int] = (0, 0)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> tuple[StatsStore, str | None]:
        """The store and a message for the player when (part of) the file could not be used. A copy of a
        damaged file is kept before the next recorded game rewrites it. Never raises."""
        store = cls(path)
        try:
            problem = store._read()
        except Exception as exc:  # a check this module forgot: still start, with new statistics
            store.games, store.extra, problem = [], {}, f"{type(exc).__name__}: {exc}"
        if problem is None:
            return store, None
        copy = keep_copy(store.path) if store.path.exists() else None
        if copy is not None:
            problem += "\n" + translate("Statistics", "A copy of the file is kept as {copy}.").format(copy=copy.name)
        return store, problem

    def _read(self) -> str | None:
        """Fill the store from its file; what could not be used (file, field, what was expected), or None."""
        try:
            if self.path.stat().st_size > MAX_STATS_BYTES:
                return translate("Statistics", "{file}: the file is larger than {size} MB; starting new statistics"
                                 ).format(file=self.path, size=MAX_STATS_BYTES // 1_000_000)
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as exc:
            return translate("Statistics", "{file}: cannot read the statistics ({error})").format(
                file=self.path, error=exc)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            where = f"line {exc.lineno}, column {exc.colno}: {exc.msg}" if isinstance(
                exc, json.JSONDecodeError) else f"{type(exc).__name__}: {exc}"
            return translate("Statistics", "{file}: the statistics file is damaged ({error}); starting new "
                                           "statistics").format(file=self.path, error=where)
        if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
            return translate("Statistics", "{file}: not a Nightfall Qt statistics file; starting new "
                                           "statistics").format(file=self.path)
        version = data.get("version")
        if not _nat(version) or version < 1:
            return translate("Statistics", "{file}: unknown statistics version {version}; starting new "
                                           "statistics").format(file=self.path, version=shown(version))
        self.file_version = max(version, STATS_VERSION)
        self.extra = {k: v for k, v in data.items() if k not in ("format", "version", "games", "checked")}
        raw: list[Any] = data["games"] if isinstance(data.get("games"), list) else []
        body = _games_text(text) if version == STATS_VERSION and isinstance(data.get("checked"), str) else None
        if body is not None and data["checked"] == _digest(body):
            self.games = raw  # written by this app, every record checked then, unchanged since
            return None
        skipped: list[str] = []
        for i, g in enumerate(raw):
            rec = check_record(_migrate_v1(g) if version == 1 and isinstance(g, dict) else g)
            if isinstance(rec, dict):
                self.games.append(rec)
            else:
                skipped.append(f"games[{i}]: {rec}")
        if skipped:
            n = len(skipped)
            return translate("Statistics", "{file}: %n damaged game record(s) were ignored", None, n).format(
                file=self.path) + "\n" + "\n".join(skipped[:5]) + ("\n…" if n > 5 else "")
        return None

    def save(self) -> None:
        # One record per line (json.dumps with indent= runs the pure-Python encoder: slow at 10,000 games).
        rows = ",\n".join(json.dumps(g, ensure_ascii=False) for g in self.games)
        body = f"{GAMES_LINE}\n{rows}\n]}}\n" if rows else f"{GAMES_LINE}]}}\n"
        head: dict[str, Any] = {**self.extra, "format": STATS_FORMAT, "version": self.file_version}
        if self.file_version == STATS_VERSION:
            head["checked"] = _digest(body)
        write_atomic(self.path, json.dumps(head, ensure_ascii=False)[:-1] + ",\n" + body)

    def record(self, rec: dict[str, Any]) -> bool:
        """Add a finished game (once: a game id already recorded is ignored) and save. The record is checked
        here, once, as reading the file would (ValueError if it is not a record)."""
        if any(g.get("id") == rec["id"] for g in self.games):
            return False
        checked = check_record(rec)
        if isinstance(checked, str):
            raise ValueError(f"not a statistics record: {checked}")
        self.games.append(checked)
        self.save()
        return True

    def reset(self) -> None:
        self.games = []
        self.save()

    # ------------------------------------------------------------------ aggregates
    def summary(self) -> StatsSummary:
        """The window's figures, from one pass over the records; kept until records are added or replaced."""
        key = (id(self.games), len(self.games))
        if self._summary is None or self._summary_key != key:
            self._summary, self._summary_key = StatsSummary.of(self.games), key
        return self._summary

    def human_games(self) -> list[dict[str, Any]]:
        return [g for g in self.games if any(s["kind"] == "human" for s in g["seats"])]

    def win_rate_by_level(self) -> dict[str, tuple[int, int]]:
        """Bot level -> (games a human won, games) over games with humans against bots of that level."""
        return dict(self.summary().win_rates)

    def wounds_series(self) -> list[float]:
        """Wounds of the human seats (their average, if several) per game, oldest first."""
        return list(self.summary().wounds)

    def most_claimed(self, n: int = 10) -> list[tuple[str, int]]:
        return sorted(self.summary().claimed.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


@dataclass(frozen=True)
class StatsSummary:
    """What the statistics window shows, computed in one pass over the records."""

    win_rates: dict[str, tuple[int, int]]  # bot level -> (games a human won, games), in BOT_LEVELS order
    wounds: tuple[float, ...]  # the human seats' (average) wounds per game with humans, oldest first
    claimed: Counter[str]  # card id -> times the human seats claimed it

    @classmethod
    def of(cls, games: list[dict[str, Any]]) -> StatsSummary:
        rates: dict[str, list[int]] = {}
        dated: list[tuple[str, float]] = []
        claimed: Counter[str] = Counter()
        for g in games:
            claimed.update(g["claimed"])
            seats = g["seats"]
            humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
            if not humans:
                continue
            won = seats[g["winner"]]["kind"] == "human"
            for level in {s["level"] for s in seats if s["kind"] == "bot"}:
                entry = rates.setdefault(level, [0, 0])
                entry[0] += won
                entry[1] += 1
            wounds = g["wounds"]
            dated.append((g["date"], sum(total_wounds(wounds[i]) for i in humans) / len(humans)))
        dated.sort(key=lambda d: d[0])  # stable: games of the same date keep the file's order
        ordered = sorted(rates.items(), key=lambda kv: BOT_LEVELS.index(kv[0]))
        return cls({k: (v[0], v[1]) for k, v in ordered}, tuple(w for _d, w in dated), claimed)
