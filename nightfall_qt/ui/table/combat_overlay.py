"""Who attacks whom, drawn on the table: an arrow from each attacker to the player it attacks and from each blocker
to the attacker it blocks, while the combat lasts.

Two sources, one picture. The engine's state runs ahead of what the eye has seen (a whole combat resolves in one
step once the last blocker is set), so while the presenter (app/game/presenter.py) paces a step's events the arrows
follow those events: `attack_declared` and `blocker_assigned` draw one, `attack_resolved` makes that attack's
arrows bold (the one striking now) and drops the attack struck before it, the next phase clears them. Whenever
the presenter is idle (and with animations off, when it presents everything at once) the arrows are rebuilt from
the viewer's observation, `Observation.attacks`: so a resumed game, an undo or a decision shows exactly the
engine's attacks. An arrow's ends follow its cards as they move or turn. A card that has left the table has no
arrow. Where the table keeps a leaving card in its place until its event is shown (ui/table/card_motion.py),
`minion_item` finds it there; where it does not, a minion destroyed in a step loses its arrows as soon as the step's
state arrives, and `place_of` floats its damage over the place it was last seen, if no other card lies there now.

The arrows lie under the cards and name plates (z below both): they never cover a card's numbers or a plate's
text, and run over the empty table between them. A text on the bare table (the phase line, the chain's title, a
card's caption, an archive row) would still let the arrow show between its letters, and a stamped card fades
away over it: the arrow's shaft leaves a gap under each of them (`knockouts`), so it passes under the words.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.events import EventKind
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_stamp import CardStamp
from nightfall_qt.ui.table.archive_strip import ArchiveRow

if TYPE_CHECKING:
    from nightfall_qt.ui.table.table_scene import TableScene

ARROW_Z = -1.0  # under the name plates (z 0) and the minions (z 10+): the arrows never hide a number
LINE_W, HEAD_LEN, HEAD_W = 6.0, 26.0, 22.0  # scene units: ~4 px wide at a 1280×720 window
GAP = 6.0  # between a card's or plate's edge and the arrow's end
KNOCKOUT_PAD = 4.0  # scene units of bare table kept around a word the arrow passes under
# An arrow's own kind (not a decision's): attacker → player, or blocker → attacker.
ATTACK_ARROW, BLOCK_ARROW = "attack", "block"
# The decisions in the middle of an attack's damage: its arrows stay while the defender orders its blockers.
DAMAGE_DECISIONS = frozenset({DecisionKind.BLOCKER_ORDER, DecisionKind.ABSORB_ORDER})


def edge_point(rect: QRectF, toward: QPointF, gap: float = GAP) -> QPointF:
    """Where the ray from `rect`'s centre toward `toward` leaves the rect, `gap` further on."""
    c = rect.center()
    dx, dy = toward.x() - c.x(), toward.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    tx = (rect.width() / 2) / abs(dx) if dx else math.inf
    ty = (rect.height() / 2) / abs(dy) if dy else math.inf
    t = min(tx, ty)
    length = math.hypot(dx, dy)
    t += gap / length
    return QPointF(c.x() + dx * min(t, 1.0), c.y() + dy * min(t, 1.0))


def head_polygon(start: QPointF, end: QPointF) -> QPolygonF:
    """The arrow's head at `end`, pointing away from `start` (empty for a line too short to have one)."""
    line = QLineF(start, end)
    length = line.length()
    if length <= 1:
        return QPolygonF()
    unit = QPointF(line.dx() / length, line.dy() / length)
    normal = QPointF(-unit.y(), unit.x())
    base = end - unit * min(HEAD_LEN, length * 0.6)
    return QPolygonF([end, base + normal * (HEAD_W / 2), base - normal * (HEAD_W / 2), end])


def clear_end(start: QPointF, target: QRectF, preferred: QPointF, knockout: QPainterPath) -> QPointF:
    """Where the arrow from `start` meets `target`: `preferred` (toward its centre), or, when the head would lie
    over a word there (a caption, the phase line), the nearest point around the target's edge where it does not
    — the shaft passes under words (knockouts), the head must stay whole to say where it points."""
    if knockout.isEmpty():
        return preferred

    def clear(end: QPointF) -> bool:
        head = QPainterPath()
        head.addPolygon(head_polygon(start, end))
        stroker = QPainterPathStroker()
        stroker.setWidth(LINE_W * 1.6 + 5)
        return not knockout.intersects(stroker.createStroke(head) + head)

    if clear(preferred):
        return preferred
    ring = target.adjusted(-GAP, -GAP, GAP, GAP)
    corners = [ring.topLeft(), ring.topRight(), ring.bottomRight(), ring.bottomLeft()]
    candidates = [corners[i] + (corners[(i + 1) % 4] - corners[i]) * (k / 8) for i in range(4) for k in range(1, 8)]
    candidates.sort(key=lambda q: QLineF(q, preferred).length())
    return next((q for q in candidates if clear(q)), preferred)


class Arrow(QGraphicsItem):
    """One arrow: a line with a head at its end, drawn over a dark halo so it reads on the dark table."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind  # ATTACK_ARROW or BLOCK_ARROW
        self.bold = False  # the attack striking now
        self.line = QLineF()
        self._path = QPainterPath()
        self._head = QPainterPath()  # never knocked out: the arrow always says where it points
        self._knockout = QPainterPath()  # scene (= item) coordinates: the words the shaft passes under
        self.setZValue(ARROW_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # Drawn once per shape: the table repaints under it often (cards sliding, numbers floating).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_ends(self, start: QPointF, end: QPointF, bold: bool) -> None:
        if QLineF(start, end) == self.line and bold == self.bold:
            return
        self.prepareGeometryChange()
        self.line, self.bold = QLineF(start, end), bold
        path = QPainterPath()
        length = self.line.length()
        if length > 1:
            unit = QPointF(self.line.dx() / length, self.line.dy() / length)
            path.moveTo(start)
            path.lineTo(end - unit * min(HEAD_LEN, length * 0.6))
            head = QPainterPath()
            head.addPolygon(head_polygon(start, end))
            self._head = head
            path.addPath(head)
        self._path = path
        self.update()

    def set_knockout(self, knockout: QPainterPath) -> None:
        """The words (scene rects, padded) the shaft must pass under: it is not drawn there."""
        if knockout != self._knockout:
            self._knockout = knockout
            self.update()

    def width(self) -> float:
        return LINE_W * (1.6 if self.bold else 1.0)

    def shape(self) -> QPainterPath:
        """The ink of the arrow with its halo (for hit tests and the layout audit), not its whole bounding box."""
        stroker = QPainterPathStroker()
        stroker.setWidth(self.width() + 5)
        ink = stroker.createStroke(self._path) + self._path
        if self._knockout.isEmpty():
            return ink
        return ink.subtracted(self._knockout.subtracted(self._head_ink()))

    def _head_ink(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(self.width() + 5)
        return stroker.createStroke(self._head) + self._head

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        pad = self.width() + 6
        return self._path.boundingRect().adjusted(-pad, -pad, pad, pad)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._path.isEmpty():
            return
        colours = theme.table()  # the arrow's device cache is dropped at a theme switch (ui/table/table_colours.py)
        colour = QColor(colours.attack if self.kind == ATTACK_ARROW else colours.block)
        colour.setAlpha(255 if self.bold else 215)
        cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self._knockout.isEmpty():
            whole = QPainterPath()
            whole.addRect(self.boundingRect())
            p.setClipPath(whole.subtracted(self._knockout.subtracted(self._head_ink())))
        p.setBrush(QBrush(colours.halo))
        p.setPen(QPen(colours.halo, self.width() + 5, Qt.PenStyle.SolidLine, cap, join))
        p.drawPath(self._path)
        p.setBrush(QBrush(colour))
        p.setPen(QPen(colour, self.width(), Qt.PenStyle.SolidLine, cap, join))
        p.drawPath(self._path)


class CombatOverlay(QObject):
    """Keeps the arrows of the combat on `scene` in step with the presented events and the observation."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.controller = ctl = scene.controller
        # uid of a minion -> ("seat", defender) for an attack, ("uid", attacker) for a block
        self.targets: dict[int, tuple[str, int]] = {}
        self.striking: int | None = None  # the attacker whose attack is being struck now
        self.arrows: dict[int, Arrow] = {}
        self.last_seen: dict[int, QRectF] = {}  # uid -> scene rect where the minion was last on the table
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.timeout.connect(self.layout)
        presenter = ctl.presenter
        presenter.present.connect(self.on_present)
        presenter.becameIdle.connect(self.from_observation)
        ctl.eventsApplied.connect(self.remember_places)
        ctl.stateChanged.connect(self._on_state)
        scene.motion.stamped.connect(self._relayout.start)  # a stamped card: the arrows pass under its stamp

    # ------------------------------------------------------------------ sources
    def _on_state(self) -> None:
        if self.controller.presenter.idle:
            self.from_observation()
        else:
            self.layout()

    def from_observation(self) -> None:
        """The engine's attacks as the viewer sees them (the last struck one while its damage is being ordered)."""
        obs = self.controller.observation()
        targets: dict[int, tuple[str, int]] = {}
        striking = None
        if obs is not None and obs.phase == "combat":
            resolved = [a for a in obs.attacks if a.resolved]
            shown = [a for a in obs.attacks if not a.resolved]
            if resolved and obs.decision_kind in DAMAGE_DECISIONS:
                striking = resolved[-1].attacker
                shown.insert(0, resolved[-1])
            for a in shown:
                if a.defender >= 0:
                    targets[a.attacker] = ("seat", a.defender)
                targets.update({b: ("uid", a.attacker) for b in a.blockers})
        self.targets, self.striking = targets, striking
        self.layout()

    def on_present(self, event: dict[str, Any]) -> None:
        """One presented event: the arrows as far as the eye has followed the game."""
        if self.controller.presenter.instant:
            return  # everything is presented at once: the observation that follows tells the end state
        kind = event.get("type")
        uid = event.get("uid")
        if kind == EventKind.ATTACK_DECLARED and isinstance(uid, int) and isinstance(event.get("target"), int):
            self.targets[uid] = ("seat", int(event["target"]))
        elif kind == EventKind.BLOCKER_ASSIGNED and isinstance(uid, int) and isinstance(event.get("attacker"), int):
            self.targets[uid] = ("uid", int(event["attacker"]))
        elif kind == EventKind.ATTACK_RESOLVED and isinstance(uid, int):
            if self.striking is not None:
                self._drop_attack(self.striking)
            self.striking = uid
        elif kind in (EventKind.TURN_STARTED, EventKind.GAME_OVER) or (
            kind == EventKind.PHASE_STARTED and event.get("phase") != "combat"
        ):
            self.targets, self.striking = {}, None
        else:
            return
        self.layout()

    def _drop_attack(self, attacker: int) -> None:
        self.targets = {u: t for u, t in self.targets.items() if u != attacker and t != ("uid", attacker)}

    def remember_places(self, *_: object) -> None:
        """Before the models follow a new state: where each minion is, for arrows whose card leaves the table."""
        for layer in self.scene.minion_layers():
            for uid, item in layer.items.items():
                self.last_seen[uid] = item.sceneBoundingRect()

    def clear(self) -> None:
        """The scene is rebuilt (another game, another viewer): nothing of the old table stays."""
        self.targets, self.striking, self.last_seen = {}, None, {}
        self.layout()

    # ------------------------------------------------------------------ drawing
    def minion_item(self, uid: int) -> CardItem | None:
        """The item of minion `uid` on the table: in its seat's row, or one that has left the row but still lies
        on the table until its leaving is shown (ui/table/card_motion.py keeps it there)."""
        layers = self.scene.minion_layers()
        for layer in layers:
            item = layer.items.get(uid)
            if item is not None:
                return item
        for other in self.scene.items():
            if (isinstance(other, CardItem) and other.uid == uid and getattr(other, "layer", None) in layers
                    and other.opacity() > 0.5):
                return other
        return None

    def _rect_of(self, uid: int) -> QRectF | None:
        item = self.minion_item(uid)
        if item is None:
            return None  # gone from the table: no arrow from or to an empty place
        if not getattr(item, "_combat_watched", False):  # follow the card as it slides or turns
            for signal in (item.xChanged, item.yChanged, item.rotationChanged):
                signal.connect(self._relayout.start)
            item._combat_watched = True  # type: ignore[attr-defined]
        return item.sceneBoundingRect()

    def place_of(self, uid: int) -> QRectF | None:
        """Where minion `uid` is, or was last seen if that place is still free (a number floats over it)."""
        rect = self._rect_of(uid)
        if rect is not None:
            return rect
        rect = self.last_seen.get(uid)
        if rect is None:
            return None
        for layer in self.scene.minion_layers():
            if any(item.sceneBoundingRect().intersects(rect) for item in layer.items.values()):
                return None  # another card lies there now: a number there would name the wrong card
        return rect

    def _ends(self, uid: int, target: tuple[str, int], knockout: QPainterPath) -> tuple[QPointF, QPointF] | None:
        start = self._rect_of(uid)
        if target[0] == "seat":
            badge = next((b for b in self.scene.badges if b.seat == target[1]), None)
            end = badge.sceneBoundingRect() if badge is not None else None
        else:
            end = self._rect_of(target[1])
        if start is None or end is None:
            return None
        p1 = edge_point(start, end.center())
        return p1, clear_end(p1, end, edge_point(end, start.center()), knockout)

    def knockouts(self) -> QPainterPath:
        """The words on the bare table and the stamped cards, in scene coordinates, padded: what arrows pass under."""
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for item in self.scene.items():
            if not item.isVisible() or item.opacity() <= 0.01:
                continue
            if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
                rect = item.sceneBoundingRect().adjusted(0, 2, 0, -2)  # the line's leading is not ink
            elif isinstance(item, ArchiveRow | CardStamp):
                rect = item.sceneBoundingRect()
            else:
                continue
            path.addRect(rect.adjusted(-KNOCKOUT_PAD, -KNOCKOUT_PAD, KNOCKOUT_PAD, KNOCKOUT_PAD))
        return path

    def layout(self) -> None:
        """Create, move and remove the arrow items to match `targets`."""
        knockout = self.knockouts() if self.targets else QPainterPath()
        for uid in [u for u in self.arrows if u not in self.targets]:
            gone = self.arrows.pop(uid)
            if gone.scene() is not None:
                gone.scene().removeItem(gone)
        for uid, target in self.targets.items():
            ends = self._ends(uid, target, knockout)
            arrow = self.arrows.get(uid)
            if ends is None:
                if arrow is not None:
                    arrow.hide()
                continue
            kind = ATTACK_ARROW if target[0] == "seat" else BLOCK_ARROW
            if arrow is None or arrow.kind != kind:
                if arrow is not None and arrow.scene() is not None:
                    arrow.scene().removeItem(arrow)
                arrow = self.arrows[uid] = Arrow(kind)
                self.scene.addItem(arrow)
            striking = self.striking is not None and (uid == self.striking or target == ("uid", self.striking))
            arrow.set_ends(*ends, bold=striking)
            arrow.set_knockout(knockout)
            arrow.show()

    def shown(self) -> dict[int, tuple[str, int]]:
        """The arrows on the table now: uid -> ("seat", defender) or ("uid", attacker) (for tests and tools)."""
        return {u: self.targets[u] for u, a in self.arrows.items() if a.isVisible() and a.scene() is not None}
