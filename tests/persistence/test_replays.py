"""Replay files (app/replay/replays.py) and `--replay FILE --check` (app/replay/replay_check.py): a finished game is
kept as its seed and decisions, plays again to the recorded result, and a damaged or foreign file gets a clear error."""

from __future__ import annotations

import dataclasses
import io
import json
from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.app.replay import replay_check
from nightfall_qt.app.replay.replays import (
    ReplayError,
    ReplayStore,
    load_replay,
    parse_replay,
    play_to_end,
    replay_from_state,
    write_replay,
)
from nightfall_qt.app.storage.saves import SaveError
from nightfall_qt.engine import CardDB
from tests.persistence.helpers import CARDS, META, SEATS, finished


@pytest.fixture(scope="module")
def text() -> str:
    return replay_from_state(finished(seed=3), SEATS, META).to_text()


def _check(path: Path, cards: CardDB = CARDS) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = replay_check.check(str(path), cards, out, err)
    return code, out.getvalue(), err.getvalue()


def test_a_finished_game_plays_again_to_its_result(text: str, tmp_path: Path) -> None:
    game = finished(seed=3)
    replay = parse_replay(text)
    assert replay.decisions == game.history and replay.seats == SEATS
    assert play_to_end(replay, CARDS).result_data == game.result_data
    path = tmp_path / "game.nfreplay"
    write_replay(path, replay)
    code, out, err = _check(path)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == 3 + 1  # one line per player, then the verdict
    winner = game.result.winner
    assert lines[0].startswith(f"1. {SEATS[winner].name} — ")
    assert len(path.read_bytes()) < 60_000  # small: the seed and the decisions, not positions


def _mutated(text: str, change: Any) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


DAMAGE = {
    "empty": (lambda t: "", "the file is empty"),
    "cut short": (lambda t: t[: len(t) // 2], "not valid JSON"),
    "a save, not a replay": (
        lambda t: _mutated(t, lambda d: d.update(format="nightfall-qt-save")),
        "not a Nightfall Qt replay",
    ),
    "newer": (lambda t: _mutated(t, lambda d: d.update(format_version=9)), "newer Nightfall Qt"),
    "no seats": (lambda t: _mutated(t, lambda d: d.pop("seats")), '"seats" is missing'),
    "bad seat": (lambda t: _mutated(t, lambda d: d["seats"][1].update(kind="alien")), "seats[1].kind"),
    "not a decision": (
        lambda t: _mutated(t, lambda d: d["decisions"].__setitem__(4, {"kind": "fly"})),
        "decisions[4] is not a decision",
    ),
    "ranking": (lambda t: _mutated(t, lambda d: d["result"]["ranking"].pop()), '"result" must rank'),
    "seed": (lambda t: _mutated(t, lambda d: d.update(seed=d["seed"] + 1)), "do not agree"),
    "cards": (lambda t: _mutated(t, lambda d: d["cards"].update(by_card=[])), '"by_card"'),
}


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_a_damaged_file_is_refused_with_what_is_wrong(text: str, tmp_path: Path, name: str) -> None:
    damage, expected = DAMAGE[name]
    path = tmp_path / "damaged.nfreplay"
    path.write_text(damage(text), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_replay(path)
    assert expected in caught.value.what and caught.value.where == str(path)
    code, out, err = _check(path)
    assert code == replay_check.EXIT_DAMAGED and out == "" and expected in err


def test_decisions_that_do_not_play_are_refused(text: str, tmp_path: Path) -> None:
    data = json.loads(text)
    # The first real decision replaced by the answer to a later one: well-formed, but not legal there.
    data["decisions"][0], data["decisions"][-1] = data["decisions"][-1], data["decisions"][0]
    path = tmp_path / "swapped.nfreplay"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayError, match="decision 1 cannot be played|another course"):
        play_to_end(load_replay(path), CARDS)
    assert _check(path)[0] == replay_check.EXIT_DIFFERS


def test_a_forged_result_is_found(text: str, tmp_path: Path) -> None:
    data = json.loads(text)
    data["result"]["ranking"][0]["wounds"] += 1
    path = tmp_path / "forged.nfreplay"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _out, err = _check(path)
    assert code == replay_check.EXIT_DIFFERS and "another result" in err


def _other_cards(change: dict[str, Any], which: Any) -> tuple[CardDB, str]:
    card = next(c for c in CARDS if which(c))
    cards = tuple(dataclasses.replace(c, **change) if c is card else c for c in CARDS)
    return CardDB(cards, "other.yaml", editions=CARDS.editions), card.id


def test_other_card_data_that_still_plays_says_which_cards_differ(text: str, tmp_path: Path) -> None:
    # The cost of a card of a box the game was not played with: the game is the same, the note names the card.
    replay = parse_replay(text)
    edition = replay.options.edition
    unused = next(c for c in CARDS if edition not in c.editions and not c.starter and not c.is_wound)
    cards, changed = _other_cards({"cost": unused.cost + 1}, lambda c: c is unused)
    path = tmp_path / "game.nfreplay"
    path.write_text(text, encoding="utf-8")
    code, out, err = _check(path, cards)
    assert code == 0 and err == ""
    assert "other card data" in out and changed in out


def test_other_card_data_that_does_not_play_says_which_cards_differ(text: str, tmp_path: Path) -> None:
    # Every starter minion twice as strong: the fights go otherwise, the recorded decisions do not fit.
    replay = parse_replay(text)
    starters = {c.id for c in CARDS if c.starter and c.is_minion}
    cards = CardDB(
        tuple(dataclasses.replace(c, strength=c.strength + 3) if c.id in starters else c for c in CARDS),
        "other.yaml",
        editions=CARDS.editions,
    )
    with pytest.raises(ReplayError) as caught:
        play_to_end(replay, cards)
    assert "other card data" in caught.value.what
    assert all(card in caught.value.what for card in starters)


def test_the_store_keeps_the_newest_and_each_game_once(tmp_path: Path, text: str) -> None:
    store = ReplayStore(tmp_path / "replays", keep=3)
    replay = parse_replay(text)
    paths = []
    for i in range(5):
        replay.meta = dataclasses.replace(replay.meta, game_id=f"game{i}")
        paths.append(store.add(replay))
    assert store.files() == paths[:-4:-1]
    assert [p.name for p in store.files()] == [
        "replay-000005-game4.nfreplay",
        "replay-000004-game3.nfreplay",
        "replay-000003-game2.nfreplay",
    ]
    assert store.add(replay) == paths[-1] and len(store.files()) == 3  # the same game again: not kept twice
