"""Statistics of finished games: a versioned JSON file in the user data directory.

Version 2 records per game: id, date, seats, setup, winner, wounds by kind per seat, turns, duration and
the cards the human seats claimed. Version 1 files (total wounds per seat, no duration, no claims) are
migrated on load. Unknown keys, from a newer app, are kept as they are and otherwise ignored; a record
that cannot be understood is skipped, never fatal.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from nightfall_qt.app.i18n import translate
from nightfall_qt.app.keep_copy import keep_copy, shown
from nightfall_qt.app.saves import BOT_LEVELS, GameMeta, now_iso, write_atomic
from nightfall_qt.app.seats import KINDS, SeatConfig
from nightfall_qt.engine import GameState

STATS_FORMAT = "nightfall-qt-stats"
STATS_VERSION = 2
WOUND_KINDS = ("bite", "burn", "bleed")
MAX_STATS_BYTES = 50_000_000  # about 100,000 games; a bigger file is not ours


def record_from_state(state: GameState, seats: Sequence[SeatConfig], meta: GameMeta) -> dict[str, Any]:
    """The statistics record of a finished game."""
    result = state.result
    humans = {i for i, s in enumerate(seats) if s.is_human}
    claimed: Counter[str] = Counter(
        e["card"] for e in state.events if e.get("type") == "card_claimed" and e.get("seat") in humans
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


def _nat(v: Any) -> bool:
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
    ok = isinstance(d, int | float) and not isinstance(d, bool) and 0 <= d < 1e9
    out["duration_seconds"] = float(d) if ok else 0.0
    claimed = g.get("claimed")
    out["claimed"] = {k: v for k, v in claimed.items() if isinstance(k, str) and _nat(v)} if isinstance(
        claimed, dict) else {}
    return out


def total_wounds(w: dict[str, int]) -> int:
    return int(w["total"]) if "total" in w else sum(int(w.get(k, 0)) for k in WOUND_KINDS)


class StatsStore:
    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.games: list[dict[str, Any]] = []
        self.extra: dict[str, Any] = {}  # top-level keys of a newer version, kept on rewrite
        self.file_version = STATS_VERSION

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
        self.extra = {k: v for k, v in data.items() if k not in ("format", "version", "games")}
        raw = data.get("games") if isinstance(data.get("games"), list) else []
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
        data: dict[str, Any] = {**self.extra, "format": STATS_FORMAT, "version": self.file_version,
                                "games": self.games}
        write_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")

    def record(self, rec: dict[str, Any]) -> bool:
        """Add a finished game (once: a game id already recorded is ignored) and save."""
        if any(g.get("id") == rec["id"] for g in self.games):
            return False
        self.games.append(rec)
        self.save()
        return True

    def reset(self) -> None:
        self.games = []
        self.save()

    # ------------------------------------------------------------------ aggregates
    def human_games(self) -> list[dict[str, Any]]:
        return [g for g in self.games if any(s["kind"] == "human" for s in g["seats"])]

    def win_rate_by_level(self) -> dict[str, tuple[int, int]]:
        """Bot level -> (games a human won, games) over games with humans against bots of that level."""
        out: dict[str, list[int]] = {}
        for g in self.human_games():
            won = g["seats"][g["winner"]]["kind"] == "human"
            for level in sorted({s["level"] for s in g["seats"] if s["kind"] == "bot"}):
                entry = out.setdefault(level, [0, 0])
                entry[0] += int(won)
                entry[1] += 1
        return {k: (v[0], v[1]) for k, v in sorted(out.items(), key=lambda kv: BOT_LEVELS.index(kv[0]))}

    def wounds_series(self) -> list[float]:
        """Wounds of the human seats (their average, if several) per game, oldest first."""
        series = []
        for g in sorted(self.human_games(), key=lambda g: g["date"]):
            humans = [total_wounds(g["wounds"][i]) for i, s in enumerate(g["seats"]) if s["kind"] == "human"]
            series.append(sum(humans) / len(humans))
        return series

    def most_claimed(self, n: int = 10) -> list[tuple[str, int]]:
        total: Counter[str] = Counter()
        for g in self.games:
            total.update(g["claimed"])
        return sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
