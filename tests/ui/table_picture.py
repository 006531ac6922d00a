"""What a table shows, as comparable data: every card item by zone (card, face, place, turn, size, opacity), the
cards lying in no zone, the name plates' lines and wound chips, and the combat arrows. `fresh_picture` draws the
same observation on a table built from nothing (as a resumed or loaded game is), animations off: a live table,
once settled, must show the very same (issue 47)."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject
from pytestqt.exceptions import TimeoutError

from nightfall_qt.app.game.game_source import GameSource, Step
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.engine import CardDB, Decision
from nightfall_qt.engine.observation import Observation
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.table_scene import TableScene


class FrozenSource(GameSource):
    """One observation and decision of a seat, as a freshly opened table reads them (nothing before, nothing after)."""

    def __init__(self, cards: CardDB, obs: Observation, decision: Decision | None, seats: tuple[SeatConfig, ...],
                 viewer: int, thinking: int | None, parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(cards, parent, instant=True)
        self._obs, self._decision, self._seats, self._viewer, self._thinking = obs, decision, seats, viewer, thinking

    def observation(self) -> Observation | None:
        return self._obs

    def decision_for_viewer(self) -> Decision | None:
        return self._decision

    @property
    def viewer_seat(self) -> int:
        return self._viewer

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self._seats

    @property
    def hands_hidden(self) -> bool:
        return False

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def history_for_viewer(self) -> list[dict[str, Any]]:
        return []


def _zones(scene: TableScene) -> dict[int, str]:
    models = scene.models
    names = {id(models.hand): "hand", id(models.chain): "chain", id(models.archives): "archives",
             id(models.picker): "picker"}  # fmt: skip
    names.update({id(m): f"minions of seat {i}" for i, m in enumerate(models.minions)})
    return {id(layer): names.get(id(layer.model), "?") for layer in scene.layers}


def _card(item: CardItem) -> tuple[Any, ...]:
    pos = item.scenePos()
    return (item.card.id if item.face_up else "face down", round(pos.x()), round(pos.y()), round(item.rotation()),
            round(item.scale(), 2), round(item.opacity(), 2), item.isVisible(), round(item.card_width))  # fmt: skip


def picture(scene: TableScene) -> dict[str, Any]:
    zones = _zones(scene)
    placed: set[int] = set()
    cards: dict[str, dict[int, tuple[Any, ...]]] = {}
    for layer in scene.layers:
        zone = cards.setdefault(zones[id(layer)], {})
        for key, item in layer.items.items():
            placed.add(id(item))
            if item.scene() is scene:
                zone[int(key)] = _card(item)
    loose = sorted(_card(i) for i in scene.items() if isinstance(i, CardItem) and id(i) not in placed)
    plates = {b.seat: (tuple(b.lines), b.wounds, b.active) for b in scene.badges}
    arrows = sorted((uid, a.kind, round(a.line.x1()), round(a.line.y1()), round(a.line.x2()), round(a.line.y2()))
                    for uid, a in scene.combat.arrows.items() if a.isVisible())  # fmt: skip
    return {"cards": cards, "cards in no zone": loose, "name plates": plates, "arrows": arrows}


def fresh_picture(live: TableScene, cards: CardDB) -> dict[str, Any]:
    """The live table's observation and decision drawn on a table built from nothing, of the live table's height."""
    ctl = live.controller
    obs = ctl.observation()
    assert obs is not None
    source = FrozenSource(cards, obs, ctl.decision_for_viewer(), ctl.seats, ctl.viewer_seat, ctl.thinking_seat)
    models = TableModels(source)
    scene = TableScene(source, models)
    try:
        scene.animate = False
        scene.set_table_height(live.sceneRect().height())
        source.deliver(Step(obs, source.decision_for_viewer(), started=True))
        scene.rebuild()
        return picture(scene)
    finally:
        scene.motion.reset()
        scene.clear()
        scene.deleteLater()
        models.deleteLater()
        source.deleteLater()


def unsettled(window: Any) -> str:
    """What is still being shown ('' once settled): the presenter busy, a step waiting for it, a card flying,
    turning or fading."""
    ctl, scene = window.controller, window.scene
    if not ctl.presenter.idle:
        p = ctl.presenter
        return (f"the presenter is presenting ({len(p._queue)} events queued, timer active {p._timer.isActive()}, "
                f"{p._timer.remainingTime()} ms left, speed {p.speed})")
    if getattr(ctl, "_arrived", None):
        return "a step waits for the presenter"
    if scene.motion.busy():
        motion = scene.motion
        flights = [(f.item.card.id, f.state().name, f.currentTime(), f.duration()) for f in motion._flights.values()]
        return (f"cards in motion: {flights} flying, {len(motion._held)} held, {len(motion._leaving)} "
                f"leaving, {len(motion._going)} going")  # fmt: skip
    items = [i for i in scene.items() if isinstance(i, CardItem)]
    running = QAbstractAnimation.State.Running
    if any(getattr(i, "_rotation_anim", None) is not None and i._rotation_anim.state() == running for i in items):
        return "a card is turning"
    placed = {id(i) for layer in scene.layers for i in layer.items.values()}
    loose = [i.card.id for i in items if id(i) not in placed]
    return f"cards in no zone: {loose}" if loose else ""


def settled(window: Any) -> bool:
    return not unsettled(window)


def differences(live: dict[str, Any], fresh: dict[str, Any]) -> list[str]:
    """What the live table shows otherwise than the fresh one, one line per difference."""
    out = []
    for part in ("cards in no zone", "name plates", "arrows"):
        if live[part] != fresh[part]:
            out.append(f"{part}: live {live[part]} / fresh {fresh[part]}")
    for zone in sorted(set(live["cards"]) | set(fresh["cards"])):
        a, b = live["cards"].get(zone, {}), fresh["cards"].get(zone, {})
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                out.append(f"{zone} {key}: live {a.get(key)} / fresh {b.get(key)}")
    return out


def assert_like_fresh(tables: dict[int, Any], qtbot: Any, step: int, cards: CardDB, wait: int) -> None:
    """Once every window has settled (or `wait` ms have passed: then what never settled is told), each shows what a
    fresh table of its seat's observation shows. The pictures are taken at that moment, with no event in between: a
    step arriving a moment later (the server answers forced decisions itself) is compared the next time."""
    with contextlib.suppress(TimeoutError):
        qtbot.waitUntil(lambda: all(settled(t) for t in tables.values()), timeout=wait)
    for seat, table in tables.items():
        wrong = differences(picture(table.scene), fresh_picture(table.scene, cards))
        if unsettled(table):
            wrong.append(f"never settled: {unsettled(table)}")
        assert not wrong, f"after {step} answers, seat {seat}'s live table differs from a fresh one:\n" + "\n".join(
            wrong[:12])
