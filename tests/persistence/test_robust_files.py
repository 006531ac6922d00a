"""Every file the app reads, fuzzed (issue 18), seeded and bounded: settings and statistics never stop the
app (a bad field is named with what it must be, and the file is kept as a copy); a save is refused with
SaveError, or it plays to its end; the known breakers are refused."""

from __future__ import annotations

import hashlib
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.app.game.tutorial import lesson_files, load_lessons, usable_lessons
from nightfall_qt.app.storage.keep_copy import keep_copy
from nightfall_qt.app.storage.saves import (
    MAX_SAVE_BYTES,
    SaveError,
    _canonical,
    chunked_json,
    load_save,
    parse_save,
    save_text,
)
from nightfall_qt.app.storage.settings import ANIMATION_SPEEDS, LANGUAGES, SYSTEM, Settings, load_settings
from nightfall_qt.app.storage.stats import StatsStore, record_from_state
from nightfall_qt.app.texts.i18n import reset_language
from nightfall_qt.engine import GameState, IllegalChoice, StateFormatError
from tests.persistence.helpers import CARDS, META, SEATS, finished, played

# Values of every JSON kind, including the ones that broke the app: a list where text belongs, numbers too
# big for a float, NaN and infinities, deep-ish nesting.
POOL: tuple[Any, ...] = (None, True, False, 0, 1, -1, 2, 3, 5, 6, 0.5, 1.0, 2.0, 3.7, 10**30, -(10**30), 2**63,
                         float("nan"), float("inf"), -float("inf"), "", "de", "en", "system", "xx", "human", "bot",
                         "easy", "hard", [], ["de"], [1, 2], {}, {"a": 1}, [[[[]]]], {"name": 5}, "x" * 20_000)


def value(rng: random.Random) -> Any:
    return rng.choice(POOL)


# ---------------------------------------------------------------------------------------- settings
SIMPLE_KEYS = ("animation_speed", "fast_bots", "hints", "players", "language", "confirm_prompts",
               "confirm_end_claim", "confirm_pass_chain", "geometry", "recent_games")


def settings_valid(key: str, v: Any) -> bool:
    """What load_settings accepts for a key, said independently of its code."""
    if key == "animation_speed":
        return type(v) in (int, float) and not (isinstance(v, float) and math.isnan(v)) and v in ANIMATION_SPEEDS
    if key in ("fast_bots", "hints", "confirm_prompts", "confirm_end_claim", "confirm_pass_chain"):
        return type(v) is bool
    if key == "players":
        return type(v) is int and 2 <= v <= 5
    if key == "language":
        return isinstance(v, str) and (v in LANGUAGES or v == SYSTEM)
    if key == "geometry":
        return isinstance(v, str) and len(v) < 10_000
    return isinstance(v, list)  # recent_games: bad entries are dropped, a list is fine


@pytest.mark.parametrize("seed", range(6))
def test_settings_fuzz_never_stops_the_app_and_names_each_bad_field(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(40):
        data: dict[str, Any] = {"format": "nightfall-qt-settings", "version": 1}
        for key in rng.sample(SIMPLE_KEYS, rng.randint(1, 5)):
            data[key] = value(rng)
        if rng.random() < 0.3:
            data["seats"] = rng.choice([value(rng), [value(rng), {"kind": value(rng), "level": value(rng)}]])
        path = tmp_path / f"settings-{i}.json"
        path.write_text(json.dumps(data))  # NaN and Infinity as Python's json writes them
        s, message = load_settings(path)
        assert isinstance(s, Settings) and s.players in range(2, 6) and s.animation_speed in ANIMATION_SPEEDS
        assert isinstance(s.language, str) and all(isinstance(p, str) for p in s.recent_games)
        assert all(set(seat) == {"name", "kind", "level"} for seat in s.seats)
        bad = [k for k in SIMPLE_KEYS if k in data and not settings_valid(k, data[k])]
        for key in SIMPLE_KEYS:
            assert (f'"{key}" must be ' in (message or "")) == (key in bad), (key, data.get(key), message)
        if message is not None:
            assert message.startswith(f"{path}: ")
            copy = keep_copy(path)
            assert copy is not None and copy.name in message and copy.read_bytes() == path.read_bytes()


def test_settings_bytes_fuzz(tmp_path: Path) -> None:
    rng = random.Random(5)
    good = Settings().to_json().encode("utf-8")
    for i in range(60):
        raw = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        path = tmp_path / f"s{i}.json"
        path.write_bytes(bytes(raw[: rng.randint(0, len(raw))] if rng.random() < 0.2 else raw))
        s, message = load_settings(path)  # never raises
        assert isinstance(s, Settings)
        assert message is None or message.startswith(f"{path}: ")


def test_the_reported_settings_breaker(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": "nightfall-qt-settings", "version": 1, "language": ["de"]}')
    s, message = load_settings(path)
    assert s.language == SYSTEM
    assert message is not None and '"language" must be one of en, de, fr, pl, system, not ["de"]' in message


def test_oversized_settings_fall_back_with_a_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": "nightfall-qt-settings", "geometry": "' + "A" * 1_100_000 + '"}')
    s, message = load_settings(path)
    assert s == Settings() and message is not None and "larger than 1000 kB" in message


# ---------------------------------------------------------------------------------------- statistics
def stats_record(rng: random.Random, game_id: str) -> dict[str, Any]:
    r = record_from_state(FINISHED, SEATS, META)
    r["id"] = game_id
    for _ in range(rng.randint(0, 2)):
        key = rng.choice(["seats", "winner", "wounds", "turns", "duration_seconds", "claimed", "setup", "date", "id"])
        r[key] = value(rng)
    if rng.random() < 0.2:
        r["wounds"] = [{"bite": value(rng)} for _ in SEATS]
    return r


FINISHED: GameState = finished(seed=3)


@pytest.mark.parametrize("seed", range(4))
def test_statistics_fuzz_never_stops_the_app(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    for i in range(20):
        games = [stats_record(rng, f"g{k}") for k in range(rng.randint(0, 6))]
        data: dict[str, Any] = {"format": "nightfall-qt-stats", "version": rng.choice([1, 2, 3, value(rng)]),
                                "games": games}
        if rng.random() < 0.2:
            data["games"] = value(rng)
        path = tmp_path / f"stats-{i}.json"
        path.write_text(json.dumps(data))
        store, message = StatsStore.load(path)
        store.win_rate_by_level()  # the Statistics window's figures work on whatever was kept
        store.wounds_series()
        store.most_claimed()
        version = data["version"]
        if not (type(version) is int and 1 <= version < 10**9):
            assert store.games == [] and message is not None and "unknown statistics version" in message
            continue
        skipped = len(data["games"]) - len(store.games) if isinstance(data["games"], list) else 0
        if message is None:
            assert skipped == 0
            continue
        assert message.startswith(f"{path}: ") and "A copy of the file is kept as " in message
        assert message.count("\ngames[") == min(skipped, 5) and " must be " in message


# ---------------------------------------------------------------------------------------- saves
def resigned(data: dict[str, Any]) -> str:
    """A hand-edited save with its checksum recomputed, as docs/SAVES.md allows."""
    data = dict(data)
    data["state_sha256"] = hashlib.sha256(_canonical(data["state"]).encode("ascii")).hexdigest()
    return json.dumps(data)


def plays_on(st: GameState, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(20_000):
        if st.is_over:
            return
        d = st.decision
        assert d is not None and d.options
        st.apply(rng.choice(d.options))
    raise AssertionError("the loaded game does not end")


BASE = json.loads(save_text(played(60, seed=2), SEATS, META))
STATE_KEYS = sorted(BASE["state"])


ZONES = ("deck", "hand", "discard", "play")


def subtle(rng: random.Random, state: dict[str, Any]) -> None:
    """An edit that keeps every field's type: what a player editing a save by hand would do."""
    roll = rng.randrange(4)
    if roll == 0:  # move a card to another zone or player
        src, dst = rng.choice(ZONES), rng.choice(ZONES)
        seat_a, seat_b = rng.randrange(len(state[src])), rng.randrange(len(state[dst]))
        if state[src][seat_a]:
            state[dst][seat_b].append(state[src][seat_a].pop(rng.randrange(len(state[src][seat_a]))))
    elif roll == 1:  # a number one more or less
        key = rng.choice([k for k in STATE_KEYS if type(state[k]) is int] or ["turn"])
        state[key] += rng.choice((-1, 1))
    elif roll == 2 and state["stack"]:  # the program counter: a task dropped or doubled
        i = rng.randrange(len(state["stack"]))
        if rng.random() < 0.5:
            del state["stack"][i]
        else:
            state["stack"].append(state["stack"][i])
    else:  # a player's influence, discount or claims changed
        key = rng.choice(["influence", "discount", "enemy_claims", "influence_loss"])
        state[key][rng.randrange(len(state[key]))] = rng.choice((0, 1, 3, 9, 40))


def mutate_state(rng: random.Random, state: dict[str, Any]) -> dict[str, Any]:
    state = json.loads(json.dumps(state))
    for _ in range(rng.randint(1, 2)):
        if rng.random() < 0.6:
            subtle(rng, state)
            continue
        key = rng.choice(STATE_KEYS)
        node = state[key]
        roll = rng.random()
        if isinstance(node, list) and node and roll < 0.5:
            i = rng.randrange(len(node))
            if isinstance(node[i], list) and node[i] and rng.random() < 0.5:
                node[i][rng.randrange(len(node[i]))] = value(rng)
            elif rng.random() < 0.5:
                del node[i]
            else:
                node.append(node[i])  # a card in two places, a task twice
        elif key == "pending" and isinstance(node, dict):
            field = rng.choice(sorted(node))
            node[field] = value(rng) if rng.random() < 0.5 else []
        else:
            state[key] = value(rng)
    return state


@pytest.mark.parametrize("seed", range(4))
def test_resigned_save_mutants_are_refused_or_play_to_the_end(seed: int) -> None:
    rng = random.Random(seed)
    refused = accepted = 0
    for _ in range(15):  # loading one runs the engine's play-on check (~0.1 s)
        data = dict(BASE, state=mutate_state(rng, BASE["state"]))
        try:
            saved = parse_save(resigned(data), "fuzz.nfsave", CARDS)
        except SaveError as exc:
            assert exc.where == "fuzz.nfsave" and exc.what
            refused += 1
            continue
        accepted += 1
        plays_on(saved.state, seed)
    assert refused and accepted  # both sides of the contract are exercised


@pytest.mark.parametrize(("name", "edit", "expected"), [
    ("rng 1e400", lambda t: t.replace('"rng":', '"rng":1e400,"x_rng":', 1),
     "'rng' must be a whole number from 0 to 2^64-1, not float inf"),
    ("rng negative", lambda t: t.replace('"rng":', '"rng":-5,"x_rng":', 1), "'rng' must be a whole number"),
    ("empty stack", lambda t: t.replace('"stack":[', '"stack":[],"x_stack":[', 1),
     "the game stops with no decision to take"),
])
def test_known_save_breakers_are_refused(name: str, edit: Any, expected: str) -> None:
    state_text = chunked_json(played(60, seed=2).to_data(), canonical=False)
    edited = json.loads(edit(state_text))
    edited.pop("x_rng", None), edited.pop("x_stack", None)
    if name == "empty stack":
        assert edited["stack"] == [] and edited["pending"] is not None
    with pytest.raises(SaveError) as info:
        parse_save(resigned(dict(BASE, state=edited)), "edited.nfsave", CARDS)
    assert expected in info.value.what, info.value.what
    with pytest.raises(StateFormatError):  # the engine's own loader says so too, with its one exception type
        GameState.from_json(json.dumps(edited), CARDS)


def test_a_save_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.nfsave"
    with open(path, "wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)  # sparse: no time or disk spent
    with pytest.raises(SaveError) as info:
        load_save(path, CARDS)
    assert info.value.where == str(path)
    assert info.value.what == ("the file is 10.0 MB, larger than any saved game (10 MB at most); it is not a "
                               "Nightfall Qt save")


def test_apply_compares_choices_by_type_too() -> None:
    st = played(30, seed=4)
    option = next(o for o in st.decision.options if o.uid is not None or o.seat is not None)
    forged = option._replace(**{k: float(v) for k, v in option._asdict().items()
                                if type(v) is int})
    assert forged == option  # Python says equal ...
    before = st.to_json()
    with pytest.raises(IllegalChoice):  # ... the engine does not take it (it used to raise inside)
        st.apply(forged)
    assert st.to_json() == before and not st.legal(forged) and st.legal(option)


@pytest.mark.parametrize("players", [2, 5])
def test_the_autosave_text_is_the_dumped_state_byte_for_byte(players: int) -> None:
    st, rng = played(0, seed=players, players=players), random.Random(players)
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))
        if len(st.history) % 23 == 0 or st.is_over:
            assert chunked_json(st.to_data(), canonical=False) == st.to_json()
            assert chunked_json(st.to_data(), canonical=True) == _canonical(json.loads(st.to_json()))
    assert parse_save(save_text(st, [SEATS[0]] * players, META), "x", CARDS).state.to_json() == st.to_json()


# ---------------------------------------------------------------------------------------- tutorial files
def test_damaged_lesson_files_leave_out_one_lesson_not_the_app() -> None:
    files = lesson_files()
    damaged = [(files[0][0], "steps: [\n"), (files[1][0], "- a list, not a lesson\n"), *files[2:]]
    lessons, problems = usable_lessons("de", files=damaged, overlays=[(files[2][0], "nonsense: 1\n")])
    assert len(lessons) == len(files) - 2
    assert problems[0].startswith(f"A lesson could not be used and is left out: {files[0][0]}: not valid YAML")
    assert problems[1] == (f"A lesson could not be used and is left out: {files[1][0]}: a lesson is a mapping of "
                           "fields")
    assert problems[2].startswith("A lesson's translation could not be used, so the lesson is shown in English: "
                                  f"de/{files[2][0]}: unknown field(s) ['nonsense']")
    assert len(problems) == 3
    assert usable_lessons("de") == (load_lessons(language="de"), [])  # the packaged lessons are all sound


# ---------------------------------------------------------------------------------------- the packaged cards
def test_broken_packaged_cards_say_where_instead_of_a_traceback(qapp, tmp_path: Path, monkeypatch, capsys) -> None:
    from nightfall_qt.app.storage import card_source
    from nightfall_qt.cards.loader import CardDataError
    from nightfall_qt.ui.window import launch

    def broken(path: object = None) -> object:
        raise CardDataError("/usr/lib/nightfall_qt/data/cards.yaml", 12, "unknown colour 'pink'", card_id="vulko",
                            field="colour", expected="one of: white, red")

    monkeypatch.setattr(card_source, "load_cards", broken)
    monkeypatch.setenv("NIGHTFALL_QT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("NIGHTFALL_QT_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv(launch.RESUME_ENV, "1")  # no dialog
    try:
        assert launch.run_app(qapp, language="en") == 1
    finally:
        reset_language()  # run_app installed the English plural forms; the other tests start from the source
    assert capsys.readouterr().err == (
        "The packaged card data cannot be read, so the game cannot start:\n\nfile /usr/lib/nightfall_qt/data/"
        "cards.yaml, line 12, card vulko, field colour: unknown colour 'pink'; expected one of: white, red\n\n"
        "Undo the change to that file or reinstall Nightfall Qt.\n")


@pytest.mark.parametrize("text", [
    '{"format": "nightfall-qt-state", "version": ' + "9" * 5000 + "}",  # int() refuses 4300+ digits
    "[" * 100_000,  # deeper than the JSON decoder recurses
    '{"format": "nightfall-qt-state", "version": 1}',
    '{"format": "nightfall-qt-state", "version": 1, "options": {"players": 1e400}}',
])
def test_from_json_raises_only_state_format_error(text: str) -> None:
    with pytest.raises(StateFormatError):
        GameState.from_json(text, CARDS)


# ---------------------------------------------------------------------------------------- scenarios
SCENARIO_VALUES = ("1e400", "-1", "99999", "[]", "{}", "null", "x", "!!int abc", "!!bool maybe", "9" * 5000, "true")


def test_scenario_mutants_are_refused_or_play_to_the_end(tmp_path: Path) -> None:
    from nightfall_qt.engine import ScenarioError, load_scenario

    files = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))
    rng = random.Random(11)
    outcomes = {"refused": 0, "played": 0}
    for i in range(60):
        lines = rng.choice(files).read_text(encoding="utf-8").splitlines()
        j = rng.randrange(len(lines))
        if ":" in lines[j] and rng.random() < 0.8:
            lines[j] = lines[j][: lines[j].index(":") + 1] + " " + rng.choice(SCENARIO_VALUES)
        else:
            del lines[j]
        path = tmp_path / f"s{i}.yaml"
        path.write_text("\n".join(lines), encoding="utf-8")
        try:
            st = load_scenario(path, CARDS)
        except ScenarioError as exc:
            assert str(exc).startswith(f"{path}: ")
            outcomes["refused"] += 1
            continue
        plays_on(st, i)
        outcomes["played"] += 1
    assert outcomes["refused"] and outcomes["played"]
