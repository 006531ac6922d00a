"""Save files: atomic writes, autosave rotation, verification on load, and the exact messages."""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path

import pytest

from nightfall_qt.app.storage import saves
from nightfall_qt.app.storage.saves import (
    AutosaveStore,
    SaveError,
    load_save,
    parse_save,
    save_text,
    write_atomic,
    write_save,
)
from tests.persistence.helpers import CARDS, META, SEATS, finished, played

ST = played(25)
TEXT = save_text(ST, SEATS, META)


def edited(change) -> str:
    """TEXT with `change(data)` applied and the checksum left as it was."""
    data = json.loads(TEXT)
    change(data)
    return json.dumps(data)


def resealed(change) -> str:
    """TEXT with `change(data["state"])` applied and a matching checksum (a careful hand edit)."""
    data = json.loads(TEXT)
    change(data["state"])
    canonical = json.dumps(data["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    data["state_sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    return json.dumps(data)


def message(text: str) -> str:
    with pytest.raises(SaveError) as info:
        parse_save(text, "game.nfsave", CARDS)
    assert str(info.value) == f"game.nfsave: {info.value.what}"
    return info.value.what


def test_round_trip_restores_the_exact_position_seats_and_meta(tmp_path: Path) -> None:
    path = tmp_path / "a.nfsave"
    write_save(path, ST, SEATS, META)
    saved = load_save(path, CARDS)
    assert saved.state.to_json() == ST.to_json()
    assert saved.seats == SEATS
    assert saved.meta.game_id == "g1" and saved.meta.elapsed_seconds == 12.5
    data = json.loads(path.read_text())
    assert data["format"] == "nightfall-qt-save" and data["format_version"] == 1
    assert data["seed"] == ST.options.seed and data["options"] == ST.options.to_dict()
    assert data["seats"][2] == {"name": "Viktor", "kind": "bot", "level": "hard"}
    assert isinstance(data["app_version"], str) and isinstance(data["state"], dict)
    # The loaded game goes on exactly as the original.
    a, b = ST.clone(), saved.state
    for _ in range(20):
        if a.decision is None:
            break
        choice = a.decision.options[-1]
        a.apply(choice)
        b.apply(choice)
    assert a.to_json() == b.to_json()


def test_describe_names_the_players_and_the_turn() -> None:
    saved = parse_save(TEXT, "x", CARDS)
    assert saved.describe().startswith(
        f"You (human), Mara (easy bot), Viktor (hard bot) — turn {ST.turn}, saved "
    )


def test_write_atomic_replaces_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "f.json"
    write_atomic(target, "one")
    write_atomic(target, "two")
    assert target.read_text() == "two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    write_atomic(target, "old")

    def broken(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", broken)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_write_save_reports_an_unwritable_place(tmp_path: Path) -> None:
    (tmp_path / "adir").mkdir()
    with pytest.raises(SaveError) as info:
        write_save(tmp_path / "adir", ST, SEATS, META)
    assert str(info.value) == f"{tmp_path / 'adir'}: cannot write the file: Is a directory"


def test_autosaves_rotate_keeping_the_newest_three(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    for i in range(5):
        store.write(f"text {i}")
    assert [p.name for p in store.files()] == ["autosave-000005.json", "autosave-000004.json",
                                               "autosave-000003.json"]
    assert store.files()[0].read_text() == "text 4"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    (tmp_path / ".autosave-000009.json.123.tmp").write_text("half")  # a process killed while writing
    store.write("text 5")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_resume_offer_skips_a_damaged_newest_autosave(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.save(played(10), SEATS, META)
    older = store.save(played(11), SEATS, META)
    newest = store.save(played(12), SEATS, META)
    newest.write_text(newest.read_text()[:500])  # cut short, e.g. by a disk problem
    offer = store.resume_offer(CARDS)
    assert offer.path == older
    assert offer.saved is not None and offer.saved.state.to_json() == played(11).to_json()
    assert [e.where for e in offer.damaged] == [str(newest)]
    assert offer.damaged[0].what.startswith("not valid JSON at line 1, column ")
    assert offer.damaged[0].what.endswith("; the file is damaged or was cut short")


def test_no_resume_offer_for_a_finished_game_or_an_empty_directory(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "missing")
    assert store.resume_offer(CARDS).saved is None
    store = AutosaveStore(tmp_path)
    store.save(finished(), SEATS, META)
    offer = store.resume_offer(CARDS)
    assert offer.saved is None and offer.damaged == []


# ------------------------------------------------------------------ every message the player can see
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "the file is empty"),
        ("  \n", "the file is empty"),
        ("[1, 2]", "not a Nightfall Qt saved game (the file holds a list, not an object)"),
        ('{"format": "nightfall-qt-state"}', 'not a Nightfall Qt saved game (expected "format": "nightfall-qt-save")'),
        ('{"format": "nightfall-qt-save"}', '"format_version" must be a whole number, not null'),
        ('{"format": "nightfall-qt-save", "format_version": "1"}', '"format_version" must be a whole number, not text'),
        ('{"format": "nightfall-qt-save", "format_version": 0}', "unknown save format version 0"),
        ('{"format": "nightfall-qt-save", "format_version": 1e999}',
         '"format_version" must be a whole number, not a number'),
    ],
)
def test_messages_for_files_that_are_not_saves(text: str, expected: str) -> None:
    assert message(text) == expected


def test_message_for_a_truncated_file() -> None:
    cut = TEXT[:200]
    assert cut.endswith(":")  # the cut falls right after a key, before its value
    assert message(cut) == (
        "not valid JSON at line 1, column 201 (Expecting value); the file is damaged or was cut short"
    )


def test_message_for_a_file_from_a_newer_app() -> None:
    text = edited(lambda d: d.update(format_version=2, app_version="3.0.0"))
    assert message(text) == ("the file was written by a newer Nightfall Qt 3.0.0 (save format 2); "
                             "this version reads save format 1 — update the app to open it")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d.pop("state"), '"state" is missing'),
        (lambda d: d.pop("seats"), '"seats" is missing'),
        (lambda d: d.update(seats={"a": 1}), '"seats" must be a list, not an object'),
        (lambda d: d.update(seed="7"), '"seed" must be a whole number, not text'),
        (lambda d: d.update(seed=True), '"seed" must be a whole number, not true/false'),
        (lambda d: d.update(elapsed_seconds=-1), '"elapsed_seconds" is out of range (-1)'),
        (lambda d: d.update(state=[1]), '"state" must be an object, not a list'),
        (lambda d: d["seats"][1].update(kind="alien"), "seats[1].kind must be 'human' or 'bot', not 'alien'"),
        (lambda d: d["seats"][0].update(name=""), "seats[0].name must be a non-empty name, not ''"),
        (lambda d: d["seats"][2].update(level="godlike"),
         "seats[2].level must be one of easy, normal, hard, expert, random, not 'godlike'"),
        (lambda d: d["seats"].pop(), "the save lists 2 seats but the game has 3 players"),
        (lambda d: d.update(seed=99), '"options" and "seed" do not match the game state'),
        (lambda d: d["state"].update(turn=d["state"]["turn"] + 1),
         "the game state does not match its checksum: the file was changed or damaged after saving"),
    ],
)
def test_messages_for_damaged_or_hand_edited_saves(change, expected: str) -> None:
    assert message(edited(change)) == expected


def test_message_for_a_carefully_hand_edited_nonsense_state() -> None:
    text = resealed(lambda s: s.update(active=7))
    assert message(text) == "the game state is damaged: damaged game state: active or first player out of range"
    text = resealed(lambda s: s.update(card_of=["no_such_card"] * len(s["card_of"])))
    assert message(text) == "the game uses cards that the card data in use does not have: no_such_card"


def test_messages_for_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_save(tmp_path / "gone.nfsave")
    assert str(info.value) == f"{tmp_path / 'gone.nfsave'}: the file does not exist"
    binary = tmp_path / "b.nfsave"
    binary.write_bytes(b'{"format": \xff\xfe}')
    with pytest.raises(SaveError) as info:
        load_save(binary)
    assert info.value.what == "not a text file (byte 11 is not UTF-8); the file is damaged"
    with pytest.raises(SaveError) as info:
        load_save(tmp_path)
    assert info.value.what == "cannot read the file: Is a directory"


def test_huge_numbers_are_clear_errors() -> None:
    assert message(edited(lambda d: d.update(elapsed_seconds=1e308 * 10))) == (
        '"elapsed_seconds" is out of range (inf)'
    )
    huge = TEXT.replace('"seed":', '"seed":' + "9" * 5000 + ",\"x\":", 1)
    assert message(huge).startswith("not valid JSON (ValueError: Exceeds the limit (4300 digits)")


FORBIDDEN = re.compile(
    r"\bimport pickle|\bpickle\.|\bmarshal\.|\bshelve\b|(?<![.\w])eval\(|(?<![.\w])exec\(|"
    r"yaml\.load\(|yaml\.unsafe_load|yaml\.full_load|yaml\.Loader\b|UnsafeLoader|FullLoader"
)


def test_saves_and_cards_are_parsed_without_pickle_or_eval() -> None:
    """Only json and yaml.safe_load (or the loader's SafeLoader-based composer) read files."""
    root = Path(__file__).resolve().parents[2] / "nightfall_qt"
    offenders = [
        f"{path.relative_to(root)}:{n}: {line.strip()}"
        for path in sorted(root.rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if FORBIDDEN.search(line.split("#")[0])
    ]
    assert offenders == []


def test_autosave_directory_listing_ignores_foreign_files(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("x")
    (tmp_path / "autosave-1.json").write_text("x")  # too few digits: not ours
    store = AutosaveStore(tmp_path)
    store.write("a")
    assert [p.name for p in store.files()] == ["autosave-000001.json"]
    assert os.path.exists(tmp_path / "notes.txt")


def test_a_new_game_id_is_a_random_version_4_uuid_as_before() -> None:
    """Game ids are drawn without importing uuid (start-up time, issue 42) but look as uuid.uuid4().hex did."""
    import uuid

    ids = [saves.GameMeta().game_id for _ in range(200)]
    assert len(set(ids)) == len(ids)
    for game_id in ids:
        parsed = uuid.UUID(hex=game_id)
        assert parsed.hex == game_id and parsed.version == 4 and parsed.variant == uuid.RFC_4122
