"""Fuzzing the save loader: whatever the bytes, it only ever raises SaveError (with a message)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from nightfall_qt.app.storage.saves import SaveError, load_save, parse_save, save_text
from tests.persistence.helpers import CARDS, META, SEATS, played

TEXT = save_text(played(6), SEATS, META)
DATA = json.loads(TEXT)
FUZZ = settings(max_examples=150, deadline=None)

junk = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=6,
)
huge = st.sampled_from([10**18, -(10**18), 2**63, 10**300, 1e308, -1e308, 0, -1])


def check(text: str) -> None:
    try:
        parse_save(text, "fuzz.nfsave", CARDS)
    except SaveError as exc:
        assert exc.where == "fuzz.nfsave" and exc.what


def paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data[:4]):
            out += paths(v, (*prefix, i))
    return out


PATHS = [p for p in paths(DATA) if p]
FLIP_DIR = Path(tempfile.mkdtemp(prefix="nfq-fuzz-"))


def set_at(data: Any, path: tuple, value: Any) -> Any:
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def drop_at(data: Any, path: tuple) -> Any:
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return data


@FUZZ
@given(st.integers(min_value=0, max_value=len(TEXT)))
def test_truncations(cut: int) -> None:
    check(TEXT[:cut])


@FUZZ
@given(st.lists(st.tuples(st.integers(min_value=0, max_value=len(TEXT) - 1), st.integers(0, 255)),
                min_size=1, max_size=4))
def test_byte_flips(flips: list[tuple[int, int]]) -> None:
    raw = bytearray(TEXT.encode("utf-8"))
    for pos, byte in flips:
        raw[pos] = byte
    path = FLIP_DIR / "f.nfsave"
    path.write_bytes(bytes(raw))
    try:
        load_save(path, CARDS)
    except SaveError as exc:
        assert exc.what


@FUZZ
@given(st.sampled_from(PATHS), junk | huge)
def test_wrong_types_and_huge_numbers(path: tuple, value: Any) -> None:
    check(json.dumps(set_at(DATA, path, value)))


@FUZZ
@given(st.sampled_from(PATHS), junk | huge)
def test_wrong_types_behind_a_valid_checksum(path: tuple, value: Any) -> None:
    """A careful hand edit that also fixes the checksum still only ever fails with SaveError."""
    import hashlib

    if path[0] != "state" or len(path) < 2:
        return
    data = set_at(DATA, path, value)
    canonical = json.dumps(data["state"], sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    data["state_sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    check(json.dumps(data))


@FUZZ
@given(st.sampled_from(PATHS))
def test_missing_keys(path: tuple) -> None:
    check(json.dumps(drop_at(DATA, path)))


@FUZZ
@given(st.binary(max_size=200))
def test_arbitrary_bytes(raw: bytes) -> None:
    check(raw.decode("utf-8", errors="replace"))
