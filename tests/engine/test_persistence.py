"""Saving and loading game states: exact round trips, versions, and damaged files."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, StateFormatError, new_game
from nightfall_qt.engine.persistence import FORMAT, VERSION

CARDS = load_cards()


def played(options: GameOptions, steps: int, seed: int = 0) -> GameState:
    st = new_game(options, CARDS)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.is_over:
            break
        st.apply(rng.choice(st.decision.options))
    return st


def finish(st: GameState, rng: random.Random) -> GameState:
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))
    return st


MID_GAME = played(GameOptions(players=3, seed=5, setup="draft", variants=frozenset({"secret_archives"})), 220)
SAVE = MID_GAME.to_json()
DRAFT_SAVE = played(GameOptions(players=4, seed=2, setup="draft"), 3).to_json()


# ---------------------------------------------------------------------------------------------- round trip
@pytest.mark.parametrize(
    "options",
    [
        GameOptions(players=2, seed=1),
        GameOptions(players=2, seed=2, setup="draft_2p", variants=frozenset({"open_archives"})),
        GameOptions(
            players=4, seed=3, setup="draft", variants=frozenset({"common_ground"}), include_promos=True
        ),
        GameOptions(players=5, seed=4, setup="draft", variants=frozenset({"secret_archives"}), edition="fr"),
    ],
)
@pytest.mark.parametrize("steps", [0, 1, 40, 10_000])
def test_round_trip_is_exact(options: GameOptions, steps: int) -> None:
    st = played(options, steps)
    text = st.to_json()
    loaded = GameState.from_json(text, CARDS)
    assert loaded.to_json() == text
    assert loaded.decision == st.decision
    assert loaded.is_over == st.is_over
    assert loaded.result == st.result
    assert loaded.options == st.options
    # Both continue identically.
    a, b = finish(st, random.Random(9)), finish(loaded, random.Random(9))
    assert a.to_json() == b.to_json()


def test_load_without_cards_argument_uses_default_cards() -> None:
    assert GameState.from_json(SAVE, load_cards()).to_json() == SAVE


def test_save_is_plain_json_with_format_and_version() -> None:
    data = json.loads(SAVE)
    assert data["format"] == FORMAT
    assert data["version"] == VERSION
    assert data["options"]["players"] == 3


def test_saving_during_the_draft() -> None:
    loaded = GameState.from_json(DRAFT_SAVE, CARDS)
    assert loaded.phase == "setup"
    assert loaded.to_json() == DRAFT_SAVE
    finish(loaded, random.Random(1))
    assert loaded.result is not None


def test_saved_scenario_round_trip() -> None:
    st = GameState.from_scenario(
        {
            "seats": [
                {
                    "hand": ["vulko", "vulko"],
                    "deck": ["wound_bite"],
                    "in_play": [{"card": "vulko", "damage": 1}],
                },
                {"hand": ["vulko"], "deck": [], "in_play": []},
            ],
            "phase": "combat",
            "seed": 3,
        },
        CARDS,
    )
    text = st.to_json()
    assert GameState.from_json(text, CARDS).to_json() == text


# ---------------------------------------------------------------------------------------------- versions
def test_newer_version_is_refused_with_a_clear_message() -> None:
    data = json.loads(SAVE)
    data["version"] = VERSION + 1
    with pytest.raises(StateFormatError, match=r"version .*newer"):
        GameState.from_json(json.dumps(data), CARDS)


@pytest.mark.parametrize("version", [None, "1", 1.5, [1]])
def test_missing_or_odd_version_is_refused(version: object) -> None:
    data = json.loads(SAVE)
    data["version"] = version
    with pytest.raises(StateFormatError):
        GameState.from_json(json.dumps(data), CARDS)


def test_current_version_loads() -> None:
    data = json.loads(SAVE)
    assert data["version"] == VERSION
    GameState.from_json(json.dumps(data), CARDS)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "null",
        "[]",
        "42",
        '"x"',
        "{}",
        '{"format": "something-else", "version": 1}',
        "\x00\xff",
        "[" * 5000,
    ],
    ids=range(10),
)
def test_garbage_is_refused(text: str) -> None:
    with pytest.raises(StateFormatError):
        GameState.from_json(text, CARDS)


def test_wrong_format_name_message() -> None:
    with pytest.raises(StateFormatError, match="not a Nightfall Qt game state"):
        GameState.from_json('{"format": "chess"}', CARDS)


def test_unknown_card_is_named() -> None:
    data = json.loads(SAVE)
    data["card_of"][0] = "no_such_card"
    with pytest.raises(StateFormatError, match="no_such_card"):
        GameState.from_json(json.dumps(data), CARDS)


@pytest.mark.parametrize(
    "field, value",
    [
        ("active", 7),
        ("phase", "lunch"),
        ("face_up", 10_000),
        ("hand", []),
        ("wound_pile", [10**6]),
        ("stack", [["no_such_task"]]),
        ("options", {"players": 9, "seed": 0, "setup": "draft"}),
        ("damage", {"0": "x"}),
        ("rng", "x"),
        ("pending", {"seat": 0}),
    ],
)
def test_inconsistent_fields_are_refused(field: str, value: object) -> None:
    data = json.loads(SAVE)
    data[field] = value
    with pytest.raises(StateFormatError):
        GameState.from_json(json.dumps(data), CARDS)


def test_card_in_two_places_is_refused() -> None:
    data = json.loads(SAVE)
    data["hand"][0].append(data["wound_pile"][0])
    with pytest.raises(StateFormatError, match="two places"):
        GameState.from_json(json.dumps(data), CARDS)


# ---------------------------------------------------------------------------------------------- fuzzing
def _load_or_refuse(text: str | bytes) -> None:
    """A damaged save must load (and then be usable) or raise StateFormatError, nothing else."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            text = text.decode("utf-8", "replace")
    try:
        st = GameState.from_json(text, CARDS)
    except StateFormatError:
        return
    # Loaded: the public read API must work on it.
    st.to_json()
    _ = st.decision
    for seat in range(st.n):
        st.observation(seat)


FUZZ = settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(cut=hst.integers(0, len(SAVE)))
def test_truncated_save(cut: int) -> None:
    _load_or_refuse(SAVE[:cut])


@FUZZ
@given(
    flips=hst.lists(hst.tuples(hst.integers(0, len(SAVE) - 1), hst.integers(0, 255)), min_size=1, max_size=4)
)
def test_byte_flips(flips: list[tuple[int, int]]) -> None:
    raw = bytearray(SAVE.encode())
    for pos, byte in flips:
        raw[pos] = byte
    _load_or_refuse(bytes(raw))


def _paths(obj: object, path: tuple = ()) -> list[tuple]:
    out = [path] if path else []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _paths(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += _paths(v, (*path, i))
    return out


_DATA = json.loads(SAVE)
_PATHS = [p for p in _paths(_DATA) if p[0] not in ("events", "history")]
_ODD = [None, -1, 0, 1, 10**9, "x", "", [], {}, 1.5, True, False, [1, 2], {"a": 1}, [[0]]]


@FUZZ
@given(
    edits=hst.lists(hst.tuples(hst.sampled_from(_PATHS), hst.sampled_from(_ODD)), min_size=1, max_size=3),
)
def test_structural_damage(edits: list[tuple[tuple, object]]) -> None:
    data = json.loads(SAVE)
    for path, value in edits:
        obj = data
        try:
            for k in path[:-1]:
                obj = obj[k]
            obj[path[-1]] = copy.deepcopy(value)  # _ODD's lists and dicts are shared: never edit them in place
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit replaced a parent
    _load_or_refuse(json.dumps(data))


def test_many_random_damages_of_a_draft_save() -> None:
    rng = random.Random(4)
    for _ in range(400):
        raw = bytearray(DRAFT_SAVE.encode())
        raw[rng.randrange(len(raw))] = rng.randrange(256)
        _load_or_refuse(bytes(raw))
        _load_or_refuse(DRAFT_SAVE[: rng.randrange(len(DRAFT_SAVE))])
