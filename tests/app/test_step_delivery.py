"""Issue 47: one step, one ordered delivery. The local GameController and the RemoteController hand a step to the
views through the same `GameSource.deliver`, so the views hear the same signals in the same order from both; and a
server state that arrives while the presenter still shows the last step waits for it, as a local bot's move does."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.game.controller import GameController, visible_events
from nightfall_qt.app.game.game_source import GameSource
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.remote.remote_controller import RemoteController
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.online import link as net
from nightfall_qt.online.wire import observation_to_wire

from . import CARDS

SIGNALS = ("gameStarted", "stateApplied", "eventsApplied", "stateChanged", "decisionChanged", "passDeviceRequested",
           "gameOver", "stepDelivered")  # fmt: skip
OPTIONS = GameOptions(players=2, seed=289, setup="quick_start")


def record(source: GameSource) -> list[str]:
    """The names of the step signals `source` emits, in order, and "presenter" where the presenter gets the events."""
    heard: list[str] = []
    for name in SIGNALS:
        getattr(source, name).connect(lambda *_args, name=name: heard.append(name))
    enqueue = source.presenter.enqueue

    def enqueue_heard(events: list[dict[str, Any]]) -> None:
        heard.append("presenter")
        enqueue(events)

    source.presenter.enqueue = enqueue_heard  # type: ignore[method-assign]
    return heard


def remote(seat: int) -> RemoteController:
    rc = RemoteController(CARDS, link_factory=lambda *a, **k: None)
    rc._on_message({"type": "joined", "seat": seat, "room": "ABCDEF"})
    rc._on_status(net.CONNECTED, "")
    return rc


def state(st: GameState, seat: int, number: int, events: list[dict[str, Any]]) -> dict[str, Any]:
    return {"type": "state", "decision": number, "events": visible_events(events, seat),
            "observation": observation_to_wire(st.observation(seat))}  # fmt: skip


def solo_controller() -> tuple[GameController, list[SeatConfig]]:
    """A controller, and seats whose one human decides first; its bot never moves (the position stays)."""
    first = new_game(OPTIONS, CARDS).decision.seat
    local = GameController(CARDS, instant=True)
    local.bots.schedule = lambda job: None  # type: ignore[method-assign]
    return local, [SeatConfig("Hana", "human" if i == first else "bot") for i in range(2)]


def test_a_local_and_a_remote_step_reach_the_views_in_the_same_written_order(qtbot) -> None:
    local, seats = solo_controller()
    local_heard = record(local)
    local.new_game(OPTIONS, seats)
    started = ["gameStarted", "presenter", "eventsApplied", "stateChanged", "decisionChanged", "stepDelivered"]
    assert local_heard == started
    st = local.state
    seat = st.decision.seat
    online = remote(seat)
    remote_heard = record(online)
    online._on_message({"type": "log", "events": []})
    online._on_message(state(st, seat, 0, []))
    assert remote_heard == started

    local_heard.clear()
    remote_heard.clear()
    before = len(st.events)
    assert local.submit(seat, st.decision.options[0])
    online._on_message(state(st, seat, 1, st.events[before:]))
    applied = ["stateApplied", "presenter", "eventsApplied", "stateChanged", "decisionChanged", "stepDelivered"]
    assert local_heard == applied and remote_heard == applied
    assert online.observation() == local.state.observation(seat)
    local.shutdown()


def test_a_state_arriving_while_the_last_is_shown_waits_for_the_presenter(qtbot) -> None:
    local, seats = solo_controller()
    local.new_game(OPTIONS, seats)
    st = local.state
    seat = st.decision.seat
    online = remote(seat)
    online.presenter.instant = False  # animations on, as the window's setting makes it
    online._on_message({"type": "log", "events": []})
    online._on_message(state(st, seat, 0, list(st.events)))  # the deal: draws to show
    assert not online.presenter.idle and online.decision_number == 0
    before = len(st.events)
    local.submit(seat, st.decision.options[0])
    online._on_message(state(st, seat, 1, st.events[before:]))
    assert online.decision_number == 0, "the next state waits while the last one is being shown"
    assert online.decision_for_viewer() is None, "a decision with a newer state waiting is not offered"
    qtbot.waitUntil(lambda: online.decision_number == 1, timeout=20_000)
    assert online.observation() == st.observation(seat)
    local.shutdown()
