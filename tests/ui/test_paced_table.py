"""Issue 15, "Follow the game": the rest of the table keeps in step with the cards (app/game/paced_view.py). While the
presenter paces a bot turn's events, the log's lines, the phase line and the name plates' counts never tell what it
has not shown yet; once it is idle they say the whole state; with animations off they change at once, as before.
Through the real window with the real presenter and bots; waits are on conditions, never on time."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.labels import PHASES, label
from nightfall_qt.app.texts.log_text import log_lines
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.window.main_window import MainWindow

from .test_follow_game import newest_line_visible

CARDS = load_cards()
YOU_VS_BOT = [SeatConfig("You", "human"), SeatConfig("Bot", "bot")]
COUNTS = ("hand_size", "deck_size", "discard_size", "influence", "in_play")


def phase_text(window: MainWindow, turn: int, active: int, phase: str) -> str:
    if phase in ("setup", "over"):
        return label(PHASES, phase)
    return f"Turn {turn} · {window.controller.seats[active].name} · {label(PHASES, phase)} phase"


def observed(window: MainWindow) -> tuple[tuple[int, int, str], dict[int, dict[str, int]]]:
    """(turn, active seat, phase) and each seat's name plate counts, from the viewer's observation."""
    obs = window.controller.observation()
    assert obs is not None
    counts = {seat: {"hand_size": v.hand_size, "deck_size": v.deck_size, "discard_size": v.discard_size,
                     "influence": v.influence, "in_play": len(v.in_play)} for seat, v in enumerate(obs.seats)}
    return (obs.turn, obs.active, obs.phase), counts


def plate_counts(window: MainWindow) -> dict[int, dict[str, int]]:
    return {badge.seat: {key: badge.row[key] for key in COUNTS} for badge in window.scene.badges}


class Watcher:
    """Records what the presenter shows and checks the table against it at every presented event and idle."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        ctl = window.controller
        self.lines = window.models.log.lines()  # the log as it should read from what was presented
        self.seen: dict[int, str] = {}
        log_lines(ctl.history_for_viewer(), ctl.names, ctl.cards, self.seen, 0, (0,))
        self.pending: dict[int, list[str]] = {}  # lines of events applied but not presented, by id
        self.phase, self.counts = observed(window)
        self.wound_pile = ctl.observation().wounds
        self.presented = self.lagged = self.phase_changes = 0
        ctl.eventsApplied.connect(self.applied)
        # Connected after the window's own slots: the table has followed the event when these run.
        ctl.presenter.present.connect(self.shown)
        ctl.presenter.becameIdle.connect(self.idle)

    def applied(self, events: list[dict[str, Any]]) -> None:
        ctl = self.window.controller
        for e in events:
            self.pending[id(e)] = log_lines([e], ctl.names, ctl.cards, self.seen, 0, (0,))

    def shown(self, event: dict[str, Any]) -> None:
        self.presented += 1
        self.lines += self.pending.pop(id(event), [])
        turn, active, phase = self.phase
        if event["type"] == "turn_started":
            self.phase = (event["turn"], event["seat"], phase)
            self.phase_changes += 1
        elif event["type"] == "phase_started":
            self.phase = (turn, event["seat"], event["phase"])
            self.phase_changes += 1
        window = self.window
        if window.controller.presenter.instant:
            return  # it presents before the models hear of the events: checked when the state changes
        log = window.models.log.lines()
        assert log == self.lines  # not one line of an event still to come
        waiting = [line for lines in self.pending.values() for line in lines]
        assert window.models.paced.held_lines() == waiting  # what the log will read (a paused game keeps them)
        if self.pending:
            self.lagged += 1  # lines wait for their events (today's behaviour would have shown them all)
        assert window.scene._phase.text() == phase_text(window, *self.phase)
        assert plate_counts(window) == self.counts  # the counts as last shown, until the presenter is idle
        assert window.scene.wound_gauge.level == self.wound_pile
        actives = {badge.seat for badge in window.scene.badges if badge.row.get("active")}
        assert actives == ({self.phase[1]} if self.phase[2] != "over" else set())

    def idle(self) -> None:
        assert not self.pending  # every applied event was presented
        self.check_full_state()

    def check_full_state(self) -> None:
        window = self.window
        self.phase, self.counts = observed(window)
        self.wound_pile = window.controller.observation().wounds
        assert window.scene.wound_gauge.level == self.wound_pile
        assert window.models.log.lines() == self.lines
        assert window.scene._phase.text() == phase_text(window, *self.phase)
        assert plate_counts(window) == self.counts


def play_until(window: MainWindow, qtbot, watcher: Watcher, turns: int) -> None:
    """The human answers with the first option until `turns` turns were presented; the bot plays between."""
    ctl = window.controller
    while watcher.phase[0] < turns and not ctl.is_over:
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None and ctl.presenter.idle, timeout=60_000)
        watcher.check_full_state()
        d = ctl.decision_for_viewer()
        assert d is not None and ctl.submit(d.seat, d.options[0])


def test_during_a_bot_turn_the_log_phase_line_and_plates_follow_the_presenter(make_window, qtbot) -> None:
    window = make_window(instant=False)
    window.controller.presenter.speed = 8.0  # the same pacing, only quicker: the order is what is checked
    window.start(GameOptions(players=2, seed=5), YOU_VS_BOT)
    qtbot.waitUntil(lambda: window.controller.presenter.idle, timeout=10_000)
    watcher = Watcher(window)
    play_until(window, qtbot, watcher, turns=4)
    qtbot.waitUntil(lambda: window.controller.presenter.idle, timeout=60_000)
    watcher.check_full_state()
    assert watcher.presented > 20 and watcher.phase_changes >= 4
    assert watcher.lagged > 0  # lines really waited for their events
    qtbot.waitUntil(lambda: newest_line_visible(window), timeout=5000)  # ui/window/log_follow.py still follows
    assert window.log_view.verticalScrollBar().maximum() > 0  # more lines than fit: following was needed


def test_with_animations_off_everything_changes_at_once_as_before(make_window, qtbot) -> None:
    window = make_window(instant=True)
    window.start(GameOptions(players=2, seed=5), YOU_VS_BOT)
    watcher = Watcher(window)
    checks: list[int] = []

    def at_once() -> None:
        # Every applied event's line is in the log when the state changes; the table says the observation.
        watcher.lines += [line for lines in watcher.pending.values() for line in lines]
        watcher.pending.clear()
        watcher.check_full_state()
        checks.append(1)

    window.controller.stateChanged.connect(at_once)
    play_until(window, qtbot, watcher, turns=4)
    assert len(checks) > 5 and watcher.presented > 20
