"""A decision with a single answer is answered by the server itself (`"auto": true` in the decider's state, see
docs/ONLINE.md): the online table shows the position but never asks the player, so no answer races the server's
and comes back as `stale_decision`."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.remote.remote_controller import RemoteController
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game
from nightfall_qt.online import link as net
from nightfall_qt.online.wire import observation_to_wire


def state_message(auto: bool) -> tuple[dict[str, Any], int]:
    st = new_game(GameOptions(players=2, seed=3), load_cards())
    seat = st.decision.seat
    msg = {"type": "state", "decision": 0, "events": [],
           "observation": observation_to_wire(st.observation(seat))}  # fmt: skip
    if auto:
        msg["auto"] = True
    return msg, seat


def remote(qtbot: Any, seat: int) -> RemoteController:
    rc = RemoteController(load_cards(), link_factory=lambda *a, **k: None)
    rc._on_message({"type": "joined", "seat": seat, "room": "ABCDEF"})
    rc._on_status(net.CONNECTED, "")
    return rc


def test_a_state_the_server_answers_itself_asks_nothing(qtbot: Any) -> None:
    msg, seat = state_message(auto=True)
    rc = remote(qtbot, seat)
    rc._on_message(msg)
    assert rc.observation() is not None and rc.observation().deciding_seat == seat
    assert rc.decision_for_viewer() is None


def test_the_same_state_without_auto_asks_the_decider(qtbot: Any) -> None:
    msg, seat = state_message(auto=False)
    rc = remote(qtbot, seat)
    rc._on_message(msg)
    d = rc.decision_for_viewer()
    assert d is not None and d.seat == seat and d.options


def test_a_server_embedded_in_the_app_leaves_the_switch_interval_alone(tmp_path: Any) -> None:
    """Issue 17: no global switch-interval change in the app (the standalone server may shorten it)."""
    import sys

    from nightfall_qt.online.embedded import EmbeddedServer

    before = sys.getswitchinterval()
    server = EmbeddedServer("127.0.0.1", 0, tmp_path / "server", load_cards())
    server.start()
    try:
        assert sys.getswitchinterval() == before
    finally:
        server.stop()
