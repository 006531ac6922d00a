"""Settings file, statistics store and the card-data override, with the messages the player sees."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from nightfall_qt.app.storage.card_source import resolve_cards
from nightfall_qt.app.storage.saves import GameMeta
from nightfall_qt.app.storage.settings import Settings, load_settings, save_settings
from nightfall_qt.app.storage.stats import STATS_VERSION, StatsStore, record_from_state
from nightfall_qt.cards.loader import default_cards_path
from tests.persistence.helpers import SEATS, finished


def copy_name(path: Path) -> str:
    """The name of the copy kept of a bad file (keep_copy)."""
    return f"{path.name}.damaged-{hashlib.sha256(path.read_bytes()).hexdigest()[:8]}"


# ------------------------------------------------------------------ settings
def test_settings_round_trip_and_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert load_settings(path) == (Settings(), None)
    s = Settings(animation_speed=0.5, fast_bots=True, players=4, language="de", confirm_prompts=False,
                 geometry="AAAA", hints=True)
    s.seats[1] = {"name": "Ana", "kind": "human", "level": "expert"}
    s.add_recent(str(tmp_path / "a.nfsave"))
    save_settings(path, s)
    data = json.loads(path.read_text())
    assert data["format"] == "nightfall-qt-settings" and data["version"] == 1
    loaded, problem = load_settings(path)
    assert problem is None and loaded == s
    assert [c.name for c in loaded.seat_configs()] == ["You", "Ana", "Viktor", "Selene"]


def test_the_turn_alert_switches_are_remembered(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(turn_alert_taskbar=False, turn_alert_notification=False, turn_alert_sound=False))
    loaded, problem = load_settings(path)
    assert problem is None and not (loaded.turn_alert_taskbar or loaded.turn_alert_notification or
                                    loaded.turn_alert_sound)  # fmt: skip
    data = json.loads(path.read_text())
    data["turn_alert_taskbar"] = "no"
    path.write_text(json.dumps(data))
    loaded, problem = load_settings(path)
    assert loaded.turn_alert_taskbar and problem is not None and "turn_alert_taskbar" in problem


def test_settings_from_a_newer_app_or_hand_edited_keep_what_they_can(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "format": "nightfall-qt-settings", "version": 7, "future_option": [1, 2],
        "animation_speed": 3.7, "fast_bots": "yes", "players": 4, "language": "de",
        "seats": [{"name": "Zed", "kind": "robot", "level": "expert"}, "nonsense"],
        "recent_games": ["/x.nfsave", 5],
    }))
    s, problem = load_settings(path)
    copy = f"settings.json.damaged-{hashlib.sha256(path.read_bytes()).hexdigest()[:8]}"
    assert problem == "\n".join([
        f"{path}: these settings use their defaults (the file is kept as {copy}):",
        '"animation_speed" must be one of 0.0, 0.5, 1.0, 2.0, not 3.7',
        '"fast_bots" must be true or false, not "yes"',
        '"seats[0].kind" must be one of human, bot, not "robot"',
        '"seats[1]" must be an object with name, kind and level, not "nonsense"',
    ])
    assert (tmp_path / copy).read_bytes() == path.read_bytes()  # kept before any rewrite
    assert (s.animation_speed, s.fast_bots, s.players, s.language) == (1.0, False, 4, "de")
    assert s.seats[0] == {"name": "Zed", "kind": "human", "level": "expert"}
    assert s.seats[1] == {"name": "Mara", "kind": "bot", "level": "normal"}
    assert s.recent_games == ["/x.nfsave"]


def test_damaged_settings_messages(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{oops")
    s, problem = load_settings(path)
    assert s == Settings()
    assert problem == (f"{path}: the settings file is damaged (line 1, column 2: Expecting property name enclosed "
                       f"in double quotes); using the defaults (the file is kept as {copy_name(path)})")
    path.write_text('{"format": "other"}')
    assert load_settings(path)[1] == (f'{path}: not a Nightfall Qt settings file (expected "format": '
                                      f'"nightfall-qt-settings"); using the defaults (the file is kept as '
                                      f"{copy_name(path)})")


def test_recent_games_are_most_recent_first_without_duplicates(tmp_path: Path) -> None:
    s = Settings()
    for name in ("a", "b", "a", *"cdefghij"):
        s.add_recent(str(tmp_path / name))
    assert [Path(p).name for p in s.recent_games] == list("jihgfedc")
    s.add_recent(str(tmp_path / "e"))
    assert [Path(p).name for p in s.recent_games] == list("ejihgfdc")


# ------------------------------------------------------------------ statistics
FINISHED = finished(seed=3)


def rec(game_id: str, winner: int = 0, date: str = "2024-01-01T00:00:00Z", **extra: object) -> dict:
    r = record_from_state(FINISHED, SEATS, GameMeta(game_id=game_id, elapsed_seconds=60.0))
    r.update(date=date, winner=winner, **extra)
    return r


def test_record_of_a_finished_game() -> None:
    r = record_from_state(FINISHED, SEATS, GameMeta(game_id="x", elapsed_seconds=61.26))
    result = FINISHED.result
    assert r["id"] == "x" and r["winner"] == result.winner and r["turns"] == FINISHED.turn
    assert r["duration_seconds"] == 61.3
    assert r["setup"] == {"players": 3, "setup": "quick_start", "variants": [], "include_promos": False,
                          "edition": "de", "seed": 3}
    for p in result.ranking:
        assert sum(r["wounds"][p.seat].values()) == p.wounds
    claimed = [e["card"] for e in FINISHED.events if e["type"] == "card_claimed" and e["seat"] == 0]
    assert sum(r["claimed"].values()) == len(claimed) and set(r["claimed"]) == set(claimed)


def test_statistics_store_records_once_aggregates_and_resets(tmp_path: Path) -> None:
    store, problem = StatsStore.load(tmp_path / "s.json")
    assert problem is None and store.games == []
    assert store.record(rec("a", winner=0, date="2024-01-01"))
    assert not store.record(rec("a", winner=1))  # the same game twice (e.g. reopened) counts once
    store.record(rec("b", winner=1, date="2024-01-02"))
    again, _ = StatsStore.load(tmp_path / "s.json")
    assert [g["id"] for g in again.games] == ["a", "b"]
    assert again.win_rate_by_level() == {"easy": (1, 2), "hard": (1, 2)}
    w0 = sum(again.games[0]["wounds"][0].values())
    assert again.wounds_series() == [w0, w0]
    claimed = again.games[0]["claimed"]
    if claimed:
        card, n = sorted(claimed.items(), key=lambda kv: (-kv[1], kv[0]))[0]
        assert again.most_claimed()[0] == (card, 2 * n)
    again.reset()
    assert StatsStore.load(tmp_path / "s.json")[0].games == []


def test_statistics_migrate_version_1_and_keep_newer_fields(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    v1 = {"format": "nightfall-qt-stats", "version": 1, "games": [
        {"date": "2023-05-01", "seats": [{"name": "You", "kind": "human"}, {"name": "B", "kind": "bot",
                                                                            "level": "easy"}],
         "winner": 0, "wounds": [3, 6], "turns": 20}]}
    path.write_text(json.dumps(v1))
    store, problem = StatsStore.load(path)
    assert problem is None
    g = store.games[0]
    assert g["wounds"][0] == {"bite": 0, "burn": 0, "bleed": 0, "total": 3}
    assert g["duration_seconds"] == 0.0 and g["claimed"] == {} and g["seats"][0]["level"] == "random"
    assert store.wounds_series() == [3] and store.win_rate_by_level() == {"easy": (1, 1)}
    newer = {"format": "nightfall-qt-stats", "version": STATS_VERSION + 1, "profile": {"x": 1},
             "games": [{**rec("n"), "elo": 1500}]}
    path.write_text(json.dumps(newer))
    store, problem = StatsStore.load(path)
    assert problem is None and store.games[0]["elo"] == 1500
    store.record(rec("m"))
    data = json.loads(path.read_text())
    assert data["version"] == STATS_VERSION + 1 and data["profile"] == {"x": 1} and data["games"][0]["elo"] == 1500


def test_damaged_statistics_messages(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"format": "nightfall-qt-stats", "version": 2, "games": [{"winner": 9}, ' + json.dumps(rec("k"))
                    + "]}")
    store, problem = StatsStore.load(path)
    assert [g["id"] for g in store.games] == ["k"]
    assert problem == (f"{path}: 1 damaged game record(s) were ignored\n"
                       'games[0]: "seats" must be a list of 2 to 5 seats, not null\n'
                       f"A copy of the file is kept as {copy_name(path)}.")
    path.write_text("[")
    assert StatsStore.load(path)[1] == (
        f"{path}: the statistics file is damaged (line 1, column 2: Expecting value); starting new statistics\n"
        f"A copy of the file is kept as {copy_name(path)}."
    )
    path.write_text('{"format": "nightfall-qt-stats", "version": "two"}')
    assert StatsStore.load(path)[1] == (f'{path}: unknown statistics version "two"; starting new statistics\n'
                                        f"A copy of the file is kept as {copy_name(path)}.")


# ------------------------------------------------------------------ card data override
def test_no_override_uses_the_packaged_cards(tmp_path: Path) -> None:
    source = resolve_cards(tmp_path / "cards.yaml")
    assert not source.override and source.error is None and source.path == default_cards_path()
    assert source.describe() == "Card data: the packaged cards.yaml."


def test_a_valid_override_is_used(tmp_path: Path) -> None:
    text = default_cards_path().read_text(encoding="utf-8")
    override = tmp_path / "cards.yaml"
    override.write_text(text.replace("format: 1", "format: 1  # corrected by me", 1), encoding="utf-8")
    source = resolve_cards(override)
    assert source.override and source.path == override and len(source.cards.cards) > 0
    assert source.describe() == f"Card data: your corrected file {override} (instead of the packaged cards.yaml)."


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("!!python/object/apply:os.system ['echo hacked']\n",
         "line 1: YAML tag '!!python/object/apply:os.system' is not allowed; expected plain values only "
         "(strings, numbers, true/false, null, lists, mappings); put text that starts with '!' in quotes"),
        ("format: 1\ncards: [\n", "line 3: YAML syntax error: expected the node content, but found "
                                   "'<stream end>'"),
    ],
)
def test_a_malformed_override_falls_back_with_the_loaders_message(tmp_path: Path, text: str, problem: str) -> None:
    override = tmp_path / "cards.yaml"
    override.write_text(text, encoding="utf-8")
    source = resolve_cards(override)
    assert not source.override and source.path == default_cards_path()
    assert source.error == f"file {override}, {problem}"
    assert source.describe() == f"Card data: the packaged cards.yaml — your file could not be used: {source.error}"
    assert len(source.cards.cards) == len(resolve_cards(None).cards.cards)  # complete, never half-loaded


def test_an_override_with_one_bad_card_is_rejected_as_a_whole(tmp_path: Path) -> None:
    text = default_cards_path().read_text(encoding="utf-8")
    override = tmp_path / "cards.yaml"
    override.write_text(text.replace("colour: purple", "colour: violet", 1), encoding="utf-8")
    source = resolve_cards(override)
    assert not source.override and source.error is not None and "violet" in source.error


def test_an_override_may_change_a_cards_picture(tmp_path: Path) -> None:
    """A player's cards.yaml gives Genesis One another shipped picture; the game plays with it."""
    text = default_cards_path().read_text(encoding="utf-8")
    override = tmp_path / "cards.yaml"
    override.write_text(text.replace("art: game-icons:hunter-eyes", "art: game-icons:crosshair", 1), encoding="utf-8")
    source = resolve_cards(override)
    assert source.override and source.error is None
    assert source.cards["genesis_one"].art == "game-icons:crosshair"


def test_an_override_naming_a_missing_picture_says_which_and_what_there_is(tmp_path: Path) -> None:
    text = default_cards_path().read_text(encoding="utf-8")
    override = tmp_path / "cards.yaml"
    override.write_text(text.replace("art: game-icons:hunter-eyes", "art: game-icons:robot", 1), encoding="utf-8")
    line = 1 + override.read_text(encoding="utf-8").splitlines().index("    art: game-icons:robot")
    source = resolve_cards(override)
    assert not source.override and source.cards["genesis_one"].art == "game-icons:hunter-eyes"  # the packaged ones
    assert source.error is not None
    assert source.error.startswith(f"file {override}, line {line}, card genesis_one, field art: "
                                   "no picture 'game-icons:robot' in the package; expected one of: ")
    assert "game-icons:hunter-eyes" in source.error and "game-icons:vampire-dracula" in source.error
