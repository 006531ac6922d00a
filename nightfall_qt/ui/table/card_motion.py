"""Cards move, they do not teleport: the one place that turns the engine's events into card movements.

The zone layers (ui/table/zone_layer.py) hand every card item that leaves their zone to `CardMotion.leave`, and ask
`CardMotion.adopt` for the item of a card that enters theirs: the same `CardItem` then travels from where it lay
to its new place (hand → chain, chain → in play, …). A card that enters from a place with no items (a draw from
the deck, an opponent's card from their hidden hand, a claim from an archive) starts small at that place (the
name plate, the archive's row); a card that goes where the table shows no items (a discard pile, the deck, the
exile, an opponent's hand) flies to its owner's name plate and vanishes there, stamped first when it was
cancelled, exiled or destroyed (ui/cards/card_stamp.py). A card added to the chain and resolved in the same change rests
on its link until its arrival is shown; a card picked in the picker (from the discard pile) flies from there.

When: the models change at once after each decision, but the presenter (app/game/presenter.py) hands out the events
one at a time, paced for the eye. A movement waits for the event that caused it (`chain_added`, `card_drawn`,
`minion_entered`, `card_discarded`, …) to be presented, so a bot's turn unfolds in order. Nothing here blocks
input: a card flying to its place can be clicked and picked up like any other (only a card not yet out of the
deck, still invisible, or one on its way off the table is no target). Durations follow
`CardItem.animation_duration`; with animations off everything lands at once.

Only the viewer's events (`GameSource.eventsApplied`, already filtered for the viewer) and the models'
rows are read: a card nobody may see has no item and no identity here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem

from nightfall_qt.engine.events import EventKind
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_stamp import stamp
from nightfall_qt.ui.table.table_layout import chain_place
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET

if TYPE_CHECKING:
    from nightfall_qt.app.game.game_view import GameView
    from nightfall_qt.ui.table.table_scene import TableScene

# Milliseconds at normal speed (times CardItem.animation_duration). A flight about fits in the presenter's pause for
# its event (app/game/presenter.py DELAYS); draws, paused briefly, overlap: the cards come out of the deck one by one.
ARRIVE_MS, LEAVE_MS, SLIDE_MS, STAMP_HOLD_MS, STAMP_FADE_MS = 320, 340, 180, 480, 900
FLYING_Z = 700.0
PLATE_SCALE = 0.3  # a card at a name plate (coming from the deck or going to a pile)
# Events that bring a card into a zone, and those that take it to a zone without items.
ARRIVALS = (
    EventKind.CHAIN_ADDED, EventKind.CARD_DRAWN, EventKind.MINION_ENTERED, EventKind.CARD_RETURNED,
    EventKind.CARD_MOVED, EventKind.CARD_CLAIMED,
)  # fmt: skip
DEPARTURES = (
    EventKind.CARD_RESOLVED, EventKind.CARD_CANCELLED, EventKind.CARD_DISCARDED, EventKind.CARD_EXILED,
    EventKind.MINION_DISCARDED, EventKind.MINION_DESTROYED, EventKind.CARD_RETURNED, EventKind.CARD_MOVED,
)  # fmt: skip
# The marks stamped over a card; `order_cancelled` marks a chain card that stays there until its turn.
MARKS = {"order_cancelled": "cancelled", "card_cancelled": "cancelled", "card_exiled": "exiled",
         "minion_destroyed": "destroyed"}


class Flight(QVariantAnimation):
    """One card's way from `start` to `end` (scene positions of its top left), on a slight arc, growing or
    shrinking to `scale` and fading to `opacity`. `retarget` moves the end while it flies (its zone re-laid)."""

    def __init__(self, item: CardItem, end: QPointF, scale: float, opacity: float, ms: int, arc: float,
                 parent: QObject) -> None:
        super().__init__(parent)
        self.item = item
        self.start_pos, self.end = item.pos(), QPointF(end)
        self.start_scale, self.end_scale = item.scale(), scale
        self.start_opacity, self.end_opacity = item.opacity(), opacity
        self.arc = arc
        self.z: float | None = None  # where the card lies once landed
        self.setDuration(ms)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.valueChanged.connect(self._step)

    def retarget(self, end: QPointF) -> None:
        self.end = QPointF(end)

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        a, b = self.start_pos, self.end
        lift = QPointF(0.0, -self.arc * (a - b).manhattanLength() * 4 * t * (1 - t))  # a low arc, not a slide
        self.item.setPos(a + (b - a) * t + lift)
        self.item.setScale(self.start_scale + (self.end_scale - self.start_scale) * t)
        fade = min(1.0, t * 3) if self.end_opacity > self.start_opacity else t
        self.item.setOpacity(self.start_opacity + (self.end_opacity - self.start_opacity) * fade)


class CardMotion(QObject):
    """Moves card items between the zone layers of `scene` as the viewer's events are presented."""

    flightStarted = Signal(object, QPointF, QPointF)  # the item, where it starts and where it goes (top left)
    flightEnded = Signal(object)  # the item, landed (or gone)
    stamped = Signal(object, str)  # the item, the mark ("cancelled", "exiled", "destroyed")

    def __init__(self, scene: TableScene, controller: GameView) -> None:
        super().__init__(scene)
        self.scene = scene
        self.controller = controller
        self._batch: dict[int, list[dict[str, Any]]] = {}  # the latest decision's events, by card uid
        self._unshown: dict[int, dict[str, Any]] = {}  # events the presenter has not shown yet, by id()
        self._waiting: dict[int, list[Callable[[], None]]] = {}  # what to do when an event is shown, by id()
        self._leaving: dict[int, CardItem] = {}  # items that left their zone in this change, by uid
        self._entered: set[int] = set()  # uids that entered a zone in this change
        self._flights: dict[CardItem, Flight] = {}
        self._held: dict[CardItem, tuple[QPointF, float]] = {}  # waiting for their event: (place, z)
        self._going: set[CardItem] = set()  # on their way off the table (stamped, flying to a name plate)
        self._via: set[CardItem] = set()  # held on the chain on their way to another zone (`_via_chain`)
        self._send_off_due = False
        self.travel = True  # False: cards land at once even while other things animate (benchmarks/motion_bench.py)
        controller.eventsApplied.connect(self._on_events)
        controller.presenter.present.connect(self._on_present)
        controller.presenter.becameIdle.connect(self._show_all)
        controller.undone.connect(lambda _label: self._show_all())
        controller.gameStarted.connect(self._forget_events)

    # ------------------------------------------------------------------ state
    @property
    def animating(self) -> bool:
        return self.travel and self.scene.animate and CardItem.animation_duration > 0

    def busy(self) -> bool:
        """Whether a card is flying or waiting for its event (tests, the recording script)."""
        return bool(self._flights or self._held or self._leaving or self._going)

    def flight_of(self, item: CardItem) -> Flight | None:
        """The flight `item` is on now, if any (the screenshot script pauses one half way)."""
        return self._flights.get(item)

    def _ms(self, base: int) -> int:
        return max(1, round(base * CardItem.animation_duration))

    def _on_events(self, events: list[dict[str, Any]]) -> None:
        if self._send_off_due:
            self._send_off()  # the last change's cards go with the last change's events
        self._batch = {}
        for e in events:
            uid = e.get("uid")
            if isinstance(uid, int):
                self._batch.setdefault(uid, []).append(e)
        self._entered = set()
        if self.animating and not self.controller.presenter.instant:
            self._unshown.update((id(e), e) for e in events)
        if any(e.get("type") == EventKind.CARD_CLAIMED for e in events):
            self._send_off_soon()  # a claimed card may go where no zone has items: it flies from its archive

    def _on_present(self, event: dict[str, Any]) -> None:
        self._unshown.pop(id(event), None)
        for action in self._waiting.pop(id(event), []):
            action()
        if event.get("type") == EventKind.ORDER_CANCELLED:
            self._stamp_staying(event)

    def _show_all(self) -> None:
        """The presenter dropped or finished its queue: nothing is left to wait for."""
        self._unshown.clear()
        waiting, self._waiting = self._waiting, {}
        for actions in waiting.values():
            for action in actions:
                action()

    def _forget_events(self) -> None:
        """Another game: its cards may have the uids of the last one's, so nothing of the last one is adopted."""
        self._show_all()
        self._batch = {}
        for item in self._leaving.values():
            if self._alive(item):
                self.scene.retire(item)
        self._leaving.clear()

    def _when_shown(self, event: dict[str, Any] | None, action: Callable[[], None]) -> None:
        if event is not None and id(event) in self._unshown:
            self._waiting.setdefault(id(event), []).append(action)
        else:
            action()

    def _event(self, uid: int, kinds: tuple[str, ...], last: bool = False) -> dict[str, Any] | None:
        found = [e for e in self._batch.get(uid, []) if e.get("type") in kinds]
        return (found[-1] if last else found[0]) if found else None

    def _alive(self, item: CardItem) -> bool:
        return item.scene() is self.scene

    # ------------------------------------------------------------------ places without items
    def plate_centre(self, seat: object) -> QPointF | None:
        """The middle of a seat's name plate: its deck, discard pile, hidden hand and exile on the table."""
        badge = next((b for b in self.scene.badges if b.seat == seat), None)
        return None if badge is None else badge.sceneBoundingRect().center()

    def archive_centre(self, archive: object) -> QPointF | None:
        layer = self.scene.archive_layer
        item = None if layer is None or not isinstance(archive, int) else layer.items.get(
            ARCHIVE_KEY_OFFSET + archive)
        return None if item is None else item.sceneBoundingRect().center()

    def _origin(self, event: dict[str, Any]) -> QPointF | None:
        if event.get("type") == EventKind.CARD_CLAIMED:
            return self.archive_centre(event.get("archive"))
        return self.plate_centre(event.get("seat"))

    # ------------------------------------------------------------------ what the layers call
    def adopt(self, uid: int) -> CardItem | None:
        """The item of card `uid` if it just left (or is leaving) another zone: the zone it enters takes it."""
        self._entered.add(uid)
        item = self._leaving.pop(uid, None)
        if item is None:
            for layer in self.scene.layers:
                if layer.travels and uid in layer.items and layer.items[uid].uid == uid:
                    item = layer.items.pop(uid)
                    break
        if item is None:
            return None
        item.leaving = False
        if item.scene() is not self.scene:
            self.scene.addItem(item)
        return item

    def leave(self, item: CardItem) -> None:
        """`item`'s card left its zone: another zone may adopt it in this change; if none does, it goes off."""
        if self.scene.dragging_item is item:
            self.scene.dragging_item = None
        item.leaving = True
        item.highlight = None  # what it was in its zone (a choice, "resolving now") is over
        caption = getattr(item, "caption", None)
        if caption is not None:
            caption.setText("")
        self._leaving[int(item.uid)] = item
        self._stop(item)
        self._via.discard(item)
        held = self._held.pop(item, None)
        if held is not None:
            self._land(item, item.pos(), held[1])
        if not self.animating:
            self.scene.removeItem(item)  # instant: gone now, unless adopted in this same change
        self._send_off_soon()

    def _send_off_soon(self) -> None:
        """Once every zone has followed this change (the models update one after the other)."""
        if not self._send_off_due:
            self._send_off_due = True
            QTimer.singleShot(0, self._send_off)

    def enter(self, item: CardItem, pos: QPointF, rotation: float, z: float,
              shape: tuple[float, float | None, str], fresh: bool) -> None:
        """Put `item` (new, or adopted from another zone) at its place in its zone, travelling there if animated.
        `shape` is the zone's (card width, card height or None, face)."""
        uid = int(item.uid)
        item.setRotation(rotation)
        if not fresh:
            self._keep_size(item, *shape)
        if not self.animating:
            self._land(item, pos, z)
            return
        event = self._event(uid, ARRIVALS)
        if fresh:
            origin = self._origin(event) if event is not None else None
            if origin is None:
                self._land(item, pos, z)
                return
            item.setScale(PLATE_SCALE)
            item.setPos(origin - item.boundingRect().center())
            item.setOpacity(0.0)
        item.setZValue(FLYING_Z)
        self._held[item] = (QPointF(pos), z)
        if not self._via_chain(item, event, shape[2]):
            self._when_shown(event, lambda: self._fly_in(item))

    def settle(self, item: CardItem, pos: QPointF, z: float) -> None:
        """An item staying in its zone gets its (maybe new) place: it slides there, or its flight ends there."""
        flight = self._flights.get(item)
        if flight is not None and item not in self._via:  # a hop to the chain keeps its spot there
            flight.retarget(pos)
            flight.z = z
            return
        if item in self._held:
            self._held[item] = (QPointF(pos), z)
            return
        if not self.animating or item.pos() == pos or getattr(item, "leaving", False):
            item.setPos(pos)
            item.setZValue(z)
            return
        item.setZValue(z)
        self._fly(item, pos, 1.0, 1.0, self._ms(SLIDE_MS), arc=0.0, z=z)

    def reset(self) -> None:
        """The scene is rebuilt: stop everything and drop the items on their way out."""
        for item in list(self._flights):
            self._stop(item)
        self._via.clear()
        for item in list(self._held):
            pos, z = self._held.pop(item)
            self._land(item, pos, z)
        for item in [*self._leaving.values(), *self._going]:
            self._remove(item)
        self._leaving.clear()

    def _remove(self, item: CardItem) -> None:
        self._going.discard(item)
        if self._alive(item):
            self.scene.removeItem(item)

    # ------------------------------------------------------------------ movements
    def set_height(self, item: CardItem, height: float | None) -> None:
        """The zone changed its cards' height (the hand's band as cards arrive): a card still waiting to fly in
        keeps its centre, so it leaves exactly from where it appeared."""
        if item not in self._held:
            item.set_card_height(height)
            return
        centre = item.mapToScene(item.boundingRect().center())
        item.set_card_height(height)
        item.setPos(item.pos() + centre - item.mapToScene(item.boundingRect().center()))

    def _keep_size(self, item: CardItem, width: float, height: float | None, face: str) -> None:
        """Give an adopted card its new zone's width, height and face, scaled to look as large as it was: it
        grows or shrinks on the way."""
        centre = item.mapToScene(item.boundingRect().center())
        was = item.card_width * item.scale()
        item.face = face
        item.set_card_height(height)
        item.set_card_width(width)
        item.setScale(was / width)
        item.setPos(centre - item.boundingRect().center())

    def _land(self, item: CardItem, pos: QPointF, z: float) -> None:
        item.setPos(pos)
        item.setZValue(z)
        item.setScale(1.0)
        item.setOpacity(1.0)

    def _via_chain(self, item: CardItem, added: dict[str, Any] | None, face: str) -> bool:
        """A card added to the chain and resolved in the same change (no one could follow) goes to its zone by way
        of the chain: it lies on its link there from `chain_added` until its arrival (`minion_entered`, …) is shown."""
        chain = self.scene.tilt_chain
        if added is None or added.get("type") != EventKind.CHAIN_ADDED or face == "chain":  # `face`: the zone's (enter)
            return False
        arrival = self._event(int(item.uid), ARRIVALS, last=True)
        link = added.get("link")
        if arrival is None or arrival is added or chain is None or not isinstance(link, int):
            return False
        spot = chain_place(link, max(link + 1, len(chain.items)))[0]
        self._via.add(item)

        def to_chain() -> None:
            if self._alive(item) and item in self._via:
                self._fly(item, spot, 1.0, 1.0, self._ms(ARRIVE_MS), arc=0.12, z=None)

        self._when_shown(added, to_chain)
        self._when_shown(arrival, lambda: self._fly_in(item))
        return True

    def _fly_in(self, item: CardItem) -> None:
        self._via.discard(item)
        target = self._held.pop(item, None)
        if target is None or not self._alive(item):
            return
        pos, z = target
        self._fly(item, pos, 1.0, 1.0, self._ms(ARRIVE_MS), arc=0.12, z=z)

    def _fly(self, item: CardItem, pos: QPointF, scale: float, opacity: float, ms: int, arc: float,
             z: float | None, then: Callable[[], None] | None = None) -> None:
        self._stop(item)
        flight = Flight(item, pos, scale, opacity, ms, arc, self)
        flight.z = z
        if z is not None and arc > 0:
            item.setZValue(FLYING_Z)
        # The cached picture is moved and scaled while it flies; the crisp device cache returns once landed.
        item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
        self._flights[item] = flight

        def done() -> None:
            if self._flights.get(item) is flight:
                del self._flights[item]
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            if flight.z is not None:
                item.setZValue(flight.z)
            if then is not None:
                then()
            self.flightEnded.emit(item)

        flight.finished.connect(done)
        self.flightStarted.emit(item, QPointF(item.pos()), QPointF(pos))
        flight.start()

    def let_go(self, item: CardItem) -> None:
        """The pointer took `item` up mid-way: it stays under the pointer, at its full size."""
        self._stop(item, land=False)
        self._via.discard(item)
        held = self._held.pop(item, None)
        if held is not None:
            self._land(item, item.pos(), held[1])

    def _stop(self, item: CardItem, land: bool = True) -> None:
        """End `item`'s flight where it is going (a new movement replaces it), or where it is (`land` False)."""
        flight = self._flights.pop(item, None)
        if flight is not None:
            flight.stop()
            if land:
                item.setPos(flight.end)
            item.setScale(flight.end_scale)
            item.setOpacity(flight.end_opacity)
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            if flight.z is not None:
                item.setZValue(flight.z)

    # ------------------------------------------------------------------ off the table
    def _send_off(self) -> None:
        """After a change: the cards that left and entered no zone go where the table shows no items; a claimed
        card that went straight to a pile flies from its archive."""
        if not self._send_off_due:
            return  # done already, before a newer change came in
        self._send_off_due = False
        leaving, self._leaving = self._leaving, {}
        for uid, item in leaving.items():
            if not self._alive(item):
                continue
            self._go_off(uid, item)
        if self.animating:
            for uid, events in self._batch.items():
                claim = next((e for e in events if e.get("type") == EventKind.CARD_CLAIMED), None)
                if claim is not None and uid not in self._entered and uid not in leaving:
                    self._fly_claim(claim)
        self._entered = set()

    def _go_off(self, uid: int, item: CardItem) -> None:
        last = self._event(uid, DEPARTURES, last=True)
        if last is None or not self.animating:
            self.scene.retire(item)  # it left without an event (a hand hidden, a game replaced): fade out
            return
        dest = self.plate_centre(last.get("seat"))
        self._going.add(item)
        mark_event = next((e for e in self._batch.get(uid, []) if e.get("type") in MARKS), None)
        kind = MARKS[str(mark_event["type"])] if mark_event is not None else (
            "cancelled" if getattr(item, "row", {}).get("cancelled") else None)
        item.setZValue(FLYING_Z - 1)
        if kind is not None:
            self._when_shown(mark_event or last, lambda: self._stamp(item, kind))

        def away() -> None:
            if not self._alive(item):
                self._going.discard(item)
                return
            hold = self._ms(STAMP_HOLD_MS) if kind is not None else 0
            QTimer.singleShot(hold, self, lambda: self._fly_away(item, dest))

        self._when_shown(last, away)

    def _stamp(self, item: CardItem, kind: str) -> None:
        if self._alive(item):
            stamp(item, kind)
            self.stamped.emit(item, kind)

    def _fly_away(self, item: CardItem, dest: QPointF | None) -> None:
        if not self._alive(item) or not getattr(item, "leaving", False):
            self._going.discard(item)
            return
        if dest is None:
            self._going.discard(item)
            self.scene.retire(item)
            return
        end = dest - item.boundingRect().center()
        self._fly(item, end, PLATE_SCALE, 0.0, self._ms(LEAVE_MS), arc=0.1, z=None,
                  then=lambda: self._remove(item))

    def _fly_claim(self, event: dict[str, Any]) -> None:
        """A claimed card that went to its new owner's discard pile: from the archive to the name plate."""
        start, dest = self._origin(event), self.plate_centre(event.get("seat"))
        cid, uid = event.get("card"), event.get("uid")
        if start is None or dest is None or not isinstance(cid, str) or not isinstance(uid, int):
            return
        item = CardItem(uid, self.controller.card(cid), card_width=96.0)
        item.leaving = True
        item.setOpacity(0.0)
        item.setZValue(FLYING_Z)
        item.setPos(start - item.boundingRect().center())
        self.scene.addItem(item)
        self._going.add(item)

        def go() -> None:
            if self._alive(item):
                item.setOpacity(1.0)
                self._fly(item, dest - item.boundingRect().center(), PLATE_SCALE, 0.0, self._ms(LEAVE_MS + 120),
                          arc=0.1, z=None, then=lambda: self._remove(item))

        self._when_shown(event, go)

    def _stamp_staying(self, event: dict[str, Any]) -> None:
        """A mark for a card that stays where it is for now (cancelled on the chain): shown, then faded."""
        kind = MARKS.get(str(event.get("type")))
        uid = event.get("uid")
        if kind is None or not isinstance(uid, int):
            return
        for layer in self.scene.layers:
            item = layer.items.get(uid) if layer.travels else None
            if item is not None and self.animating:
                stamp(item, kind).fade_out(self._ms(STAMP_FADE_MS))
                self.stamped.emit(item, kind)


