"""The message schema: each refusal names the field and what was expected."""

from __future__ import annotations

import json
import random
from dataclasses import fields, is_dataclass

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice
from nightfall_qt.online.protocol import MAX_CLIENT_BYTES, ProtocolError, choice_from_wire, decode, encode
from nightfall_qt.online.wire import observation_from_wire, observation_to_wire, observations_to_wire


@pytest.mark.parametrize(
    ("raw", "code", "says"),
    [
        ("{", "bad_json", "not valid JSON"),
        ("[1]", "bad_message", "JSON object"),
        ('{"type": "ping"}', "unsupported_version", "'v'"),
        ('{"v": true, "type": "ping"}', "unsupported_version", "versions 1, 2"),
        ('{"v": 1, "type": "teleport"}', "unknown_type", "create_room, join, resume, choose, ping"),
        ('{"v": 1, "type": "ping", "admin": 1}', "bad_message", "unknown field 'admin'"),
        ('{"v": 1, "type": "join", "name": "Eve"}', "bad_message", "missing field 'room'"),
        ('{"v": 1, "type": "join", "room": "ABCDE1", "name": "Eve"}', "bad_message", "field 'room' must be"),
        ('{"v": 1, "type": "choose", "decision": true, "choice": {"kind": "end_turn"}}', "bad_message", "'decision'"),
        ('{"v": 1, "type": "choose", "decision": 3, "choice": {"kind": "end_turn", "uid": 1.0}}', "bad_message",
         "'choice'"),
        ('{"v": 1, "type": "resume", "room": "ABCDEF", "token": "short"}', "bad_message", "43-character token"),
        ('{"v": 1, "type": "ping", "x": NaN}', "bad_json", "NaN"),
    ],
)  # fmt: skip
def test_refusals_say_what_is_wrong(raw: str, code: str, says: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(raw)
    assert refused.value.code == code and says in str(refused.value)


def test_the_client_id_comes_back_as_ref_even_on_refusal() -> None:
    with pytest.raises(ProtocolError) as refused:
        decode('{"v": 1, "type": "join", "id": 7, "room": "nope", "name": "Eve"}')
    assert refused.value.ref == 7


def test_size_limit() -> None:
    padded = json.dumps({"v": 1, "type": "ping", "id": 1}) + " " * MAX_CLIENT_BYTES
    with pytest.raises(ProtocolError) as refused:
        decode(padded)
    assert refused.value.code == "too_large"


def _shape(value: object) -> object:
    """The types inside an observation (equality alone would take a plain tuple for a named row)."""
    if isinstance(value, tuple):
        return (type(value).__name__, tuple(_shape(v) for v in value))
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, tuple(_shape(getattr(value, f.name)) for f in fields(value)))
    return type(value).__name__


def test_choices_and_observations_round_trip() -> None:
    from nightfall_qt.engine import GameOptions, new_game

    rng = random.Random(4)
    st = new_game(GameOptions(players=3, seed=4, setup="draft", variants=frozenset({"secret_archives"})), load_cards())
    for _ in range(2000):  # a random game ends in a few hundred decisions
        if st.is_over:
            break
        d = st.decision
        assert d is not None
        obs = st.observation(d.seat)
        wire = json.loads(encode({"observation": obs.to_dict()}))["observation"]
        assert encode(observation_to_wire(obs)) == encode(obs.to_dict())  # the fast path sends the same bytes
        rebuilt = observation_from_wire(wire)
        assert rebuilt == obs and _shape(rebuilt) == _shape(obs)  # named rows come back named, not plain tuples
        option = rng.choice(d.options)
        assert (
            choice_from_wire(json.loads(json.dumps(option.to_dict()))) == option == Choice.from_dict(option.to_dict())
        )
        st.apply(option)
    final = st.observation(0)
    assert final.result is not None and encode(observation_to_wire(final)) == encode(final.to_dict())


def test_all_seats_at_once_give_the_wire_form_of_each_seat() -> None:
    """room.py sends `observations_to_wire(observe_all(...))`: per seat the bytes `observation_to_wire` gives."""
    from nightfall_qt.engine import GameOptions, new_game
    from nightfall_qt.engine.observation import observe_all

    st = new_game(GameOptions(players=4, seed=5, setup="draft", variants=frozenset({"secret_archives"})), load_cards())
    rng = random.Random(2)
    for _ in range(300):
        together = observations_to_wire(observe_all(st))
        for seat, wire in enumerate(together):
            assert encode(wire) == encode(observation_to_wire(st.observation(seat)))
        if st.is_over:
            break
        st.apply(rng.choice(st.decision.options))
