"""Statistics records are checked when written: a file the app wrote and nobody changed is read back without
checking each record again, anything else (edited, damaged, older) is checked as before; the window's figures
come from one pass over the records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nightfall_qt.app.storage import stats
from nightfall_qt.app.storage.stats import StatsStore
from tests.persistence.test_settings_stats_cards import rec


def _counting_checks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    check = stats.check_record

    def counting(g: object) -> object:
        calls.append(1)
        return check(g)

    monkeypatch.setattr(stats, "check_record", counting)
    return calls


def _three_games(path: Path) -> StatsStore:
    store, _ = StatsStore.load(path)
    for i, date in enumerate(("2024-01-03", "2024-01-01", "2024-01-02")):
        store.record(rec(f"g{i}", winner=i % 2, date=date))
    return store


def test_a_file_the_app_wrote_is_read_without_checking_each_record(tmp_path: Path, monkeypatch) -> None:
    written = _three_games(tmp_path / "s.json")
    calls = _counting_checks(monkeypatch)
    store, problem = StatsStore.load(tmp_path / "s.json")
    assert problem is None and not calls
    assert store.games == written.games
    assert json.loads((tmp_path / "s.json").read_text())["games"] == written.games  # still plain JSON


def test_a_record_edited_by_hand_is_checked_and_a_damaged_one_refused(tmp_path: Path, monkeypatch) -> None:
    _three_games(tmp_path / "s.json")
    path = tmp_path / "s.json"
    path.write_text(path.read_text().replace('"winner": 1', '"winner": 99', 1))  # "checked" left as it was
    calls = _counting_checks(monkeypatch)
    store, problem = StatsStore.load(path)
    assert len(calls) == 3
    assert [g["id"] for g in store.games] == ["g0", "g2"]
    assert problem is not None and "1 damaged game record(s) were ignored" in problem and '"winner"' in problem


def test_the_summary_is_what_the_records_add_up_to(tmp_path: Path) -> None:
    store = _three_games(tmp_path / "s.json")
    games = store.games
    humans = [g for g in games if any(s["kind"] == "human" for s in g["seats"])]
    by_date = sorted(humans, key=lambda g: g["date"])
    expected = [sum(sum(g["wounds"][i].values()) for i, s in enumerate(g["seats"]) if s["kind"] == "human")
                / sum(s["kind"] == "human" for s in g["seats"]) for g in by_date]  # fmt: skip
    assert store.wounds_series() == expected
    won = sum(g["seats"][g["winner"]]["kind"] == "human" for g in humans)
    assert set(store.win_rate_by_level().values()) == {(won, len(humans))}
    before = store.summary()
    store.record(rec("g3", date="2024-01-04"))
    assert store.summary() is not before and len(store.wounds_series()) == len(expected) + 1
