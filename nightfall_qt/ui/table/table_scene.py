"""The table: a QGraphicsScene whose card items follow the zone models, and everything the table says.

The scene builds a `ZoneLayer` per zone (hand, chain, each player's minions, archives, picker), placed by
`table_layout`, and a `Badge` per seat; it keeps the labels, the status lines, the captions and the feedback of
gestures, while the pointer and keyboard mechanics are its base, `TableGestures`. Gestures never change the game:
a drop or click only looks up the matching option and asks the controller to `submit` it; the controller decides.
The "TableScene" messages live here and in ui/table/name_plate.py (the name plates, `Badge`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from nightfall_qt.app.game.game_view import GameSession
from nightfall_qt.app.game.models import (
    CardIdRole,
    DamageRole,
    KickerActiveRole,
    LegalRole,
    TableModels,
    UidRole,
    WhyNotRole,
)
from nightfall_qt.app.game.paced_view import PhaseShown
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import PHASES, label
from nightfall_qt.engine import Choice
from nightfall_qt.engine.choices import ChoiceKind, DecisionKind
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardCaption, CardItem
from nightfall_qt.ui.table import table_colours
from nightfall_qt.ui.table.archive_strip import ArchiveRow
from nightfall_qt.ui.table.card_motion import CardMotion
from nightfall_qt.ui.table.combat_overlay import CombatOverlay
from nightfall_qt.ui.table.floating_numbers import FloatingNumbers
from nightfall_qt.ui.table.name_plate import Badge, badge_font
from nightfall_qt.ui.table.table_gestures import TableGestures
from nightfall_qt.ui.table.table_layout import (
    ARCHIVE_W,
    ARCHIVE_X,
    CHAIN_RECT,
    HAND_W,
    PICKER_PLATE,
    PICKER_RECT,
    PICKER_W,
    SCENE_H,
    SCENE_MAX_H,
    SCENE_W,
    TABLE_W,
    VIEWER_BADGE_W,
    VIEWER_ROOM,
    VIEWER_X,
    HandPlace,
    PickerPlace,
    archive_place,
    badge_height,
    chain_place,
    chain_rect,
    influence_well,
    minion_place,
    seat_origins,
    viewer_y,
)
from nightfall_qt.ui.table.wound_pile_gauge import WoundPileGauge
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET, CAPTION_GAP, ZoneLayer
from nightfall_qt.ui.window.text_size import TextSize

# Scene pixel sizes of the table's texts: at a 1280×720 window the scene is drawn at ~0.62, so 18 is ~11 px.
LABEL_PX, CAPTION_PX = 19, 18  # the name plates': ui/table/name_plate.py
WOUNDS_MAX_W = 600  # the wound pile's line, right of the phase line
def foreground_rect() -> QRectF:
    """What drawForeground draws on: the chain's frame and the influence well (they move with the text size)."""
    return chain_rect().united(influence_well()).adjusted(-4, -4, 4, 4)

# A hand card's click that plays it (see `click_plays`).
PLAY_KINDS = frozenset({ChoiceKind.CHAIN_ADD, ChoiceKind.CLAIM_DISCARD})
_HAND_DECISIONS = frozenset(
    {DecisionKind.CHAIN, DecisionKind.CLAIM, DecisionKind.DISCARD, DecisionKind.EXILE_FROM_HAND}
)  # the decisions a hand card answers
_SEAT_CHOICES = frozenset({ChoiceKind.TARGET_PLAYER, ChoiceKind.HIT_ORDER})  # answers that name a player
_PICK_CHOICES = frozenset({ChoiceKind.DRAFT_PICK, ChoiceKind.PICK_CARD})  # answers that pick a shown card
# The hint under a dragged card, by the option a drop there would choose.
DROP_HINTS = {
    "claim_discard": QT_TRANSLATE_NOOP("TableScene", "Drop to discard for 1 influence"),
    "attack": QT_TRANSLATE_NOOP("TableScene", "Drop to attack this player"),
    "block": QT_TRANSLATE_NOOP("TableScene", "Drop to block this attacker"),
}


class RightAlignedText(QGraphicsSimpleTextItem):
    """A text whose right edge stays at `right` (scene x) whatever it says, elided beyond `max_width` (the whole
    text then as its tooltip). With `stands_in_for`, that other text hides while this one says something."""

    def __init__(self, right: float, max_width: float = 1e9,
                 stands_in_for: QGraphicsItem | None = None) -> None:
        super().__init__()
        self.right, self.max_width, self.stands_in_for = right, max_width, stands_in_for

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        super().setText(fit_caption(text, self.font(), self.max_width, 1) if text else "")
        self.setToolTip(text if self.text() != text else "")
        self.setX(self.right - self.boundingRect().width())
        if self.stands_in_for is not None:
            self.stands_in_for.setVisible(not text)


class TableScene(TableGestures):
    """The whole table for the viewer's eyes. Emits `message` for feedback (illegal drops etc.)."""

    message = Signal(str)
    cardHovered = Signal(object)
    cardInspected = Signal(object)  # right-click: the CardDef to show large

    def __init__(self, controller: GameSession, models: TableModels, parent: QObject | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        self.controller = controller
        self.models = models
        self.animate = True
        self.dragging_item: CardItem | None = None
        self._press: QPointF | None = None
        self._origin = QPointF()
        self.setBackgroundBrush(QBrush(table_colours.colour("felt")))
        self.layers: list[ZoneLayer] = []
        self._size_links: list[tuple[Any, Callable[..., None]]] = []  # see _share_minion_size
        self.badges: list[Badge] = []
        self.tilt_chain: ZoneLayer | None = None
        # Set by rebuild(); None while there is no game (layers being built may already ask dim_illegal).
        self.hand_layer: ZoneLayer | None = None
        self.hand_strip_room = 0.0  # the replay's open view: room under the opponents' plates for their hands
        self.picker_layer: ZoneLayer | None = None
        self.archive_layer: ZoneLayer | None = None
        self._labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._foreground: tuple[bool, int | None] | None = None  # (picking, the well's number) last drawn
        self._label("chain_title", translate("TableScene", "Chain"), QPointF(), LABEL_PX)
        self._label("archives_title", translate("TableScene", "Archives"), QPointF(ARCHIVE_X, 8), LABEL_PX)
        self._label("well", translate("TableScene", "Influence"), QPointF(), LABEL_PX)
        # The wound pile ends the chain's title line, right-aligned; while a card is dragged, the drag hint takes
        # its place (a word for where the card would go).
        # ui/table/wound_pile_gauge.py: the level, and the warning near the end.
        self.wound_gauge = WoundPileGauge(right=CHAIN_RECT.right(), max_width=WOUNDS_MAX_W, px=LABEL_PX)
        self.addItem(self.wound_gauge)
        self._hint = RightAlignedText(CHAIN_RECT.right(), max_width=WOUNDS_MAX_W, stands_in_for=self.wound_gauge)
        table_colours.set_role(self._hint, "accent")
        self.addItem(self._hint)
        self._labels["hint"] = self._hint
        self._phase = self._label("phase", "", QPointF(), LABEL_PX, "phase")
        self._hint.setZValue(1001)
        self._backdrop = QGraphicsRectItem(PICKER_RECT)
        table_colours.set_role(self._backdrop, "backdrop", "accent", 2)  # opaque: the table must not show through
        self._backdrop.setZValue(290)
        self._backdrop.hide()
        self.addItem(self._backdrop)
        self._picker_title = self._label("picker", "", QPointF(), 20, "accent")
        self._picker_title.setZValue(295)
        self._place_labels()
        self.selected: int | None = None  # keyboard selection in the hand (uid)
        # Settings → "Play a hand card with a single click": off, a first click selects the card and says how to
        # play it (a second click, Enter, or a drag); a single click that played it at once trapped first moves.
        self.click_plays = False
        self.choice_marks: set[int] = set()  # item keys the current choice marks (ui/table/choice_keys.py)
        self.motion = CardMotion(self, controller)  # ui/table/card_motion.py: cards travel between the zones
        models.seatsChanged.connect(self.rebuild)
        models.players.dataChanged.connect(self.update_badges)
        models.players.rowsInserted.connect(self.update_badges)
        controller.stateChanged.connect(self.update_status)
        models.paced.changed.connect(self.update_status)
        controller.decisionChanged.connect(self.resync)
        models.paced.caughtUp.connect(self.resync)  # the viewer's choices are marked once the table shows the present
        # What happened, drawn: attack and block arrows, damage numbers, wounds counting up (after the models).
        self.combat = CombatOverlay(self)
        self.numbers = FloatingNumbers(self, self.combat)
        self.rebuild()
        theme.changes().changed.connect(self._recolour)

    # ------------------------------------------------------------------ construction
    def _recolour(self, _theme: object = None) -> None:
        table_colours.recolour(self)  # ui/table/table_colours.py: the felt, the labels, captions, plates, rows, arrows

    def _label(self, key: str, text: str, pos: QPointF, px: int, role: str = "caption") -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(px)
        item.setFont(font)
        table_colours.set_role(item, role)
        item.setPos(pos)
        item.setZValue(5)
        self.addItem(item)
        self._labels[key] = item
        return item

    def _place_labels(self) -> None:
        """The table's titles at the player's text size (ui/window/text_size.py), each standing on what it names."""
        k = TextSize.factor
        px = round(LABEL_PX * k)
        for key, text in self._labels.items():
            font = QFont(text.font())
            font.setPixelSize(round(20 * k) if key == "picker" else px)
            text.setFont(font)
        title_y = chain_rect().y() - px - 8
        chain_title = self._labels["chain_title"]
        chain_title.setPos(CHAIN_RECT.x(), title_y)
        self._labels["well"].setPos(influence_well().x(), influence_well().y() - px - 8)
        self.wound_gauge.set_px(px)
        self.wound_gauge.setPos(CHAIN_RECT.right(), title_y - 3 * k)
        self._hint.setPos(CHAIN_RECT.right(), title_y)
        # The phase line follows the "Chain" caption, however long that word is in the language.
        self._phase.setPos(max(CHAIN_RECT.x() + 90 * k, chain_title.sceneBoundingRect().right() + 16), title_y)
        plate_h = badge_height(VIEWER_BADGE_W)
        self._picker_title.setPos(PICKER_RECT.x() + 16, PICKER_PLATE.y() + (plate_h - 22 * k) / 2)

    def set_text_size(self) -> None:
        """Settings → Text size changed (ui/window/text_size.py): the titles, then every plate, row and card laid out
        anew at the larger (or smaller) words."""
        self._place_labels()
        travel, self.motion.travel = self.motion.travel, False  # the cards are where they were: none flies in again
        try:
            self.rebuild()
        finally:
            self.motion.travel = travel
        self.update()

    def set_table_height(self, height: float) -> None:
        """Lengthen the table to `height` scene units (SCENE_H..SCENE_MAX_H): a view taller than the table's
        proportions gives its room to the hand's cards instead of leaving a margin."""
        height = max(SCENE_H, min(SCENE_MAX_H, height))
        if abs(height - self.sceneRect().height()) < 0.5:
            return
        self.setSceneRect(0, 0, SCENE_W, height)
        if self.hand_layer is not None and isinstance(self.hand_layer.place, HandPlace):
            self.hand_layer.place.bottom = height - 8
            self.hand_layer.sync()
        self._backdrop.setRect(PICKER_RECT.adjusted(0, 0, 0, height - SCENE_H))  # down to the table's bottom
        if self.picker_layer is not None and isinstance(self.picker_layer.place, PickerPlace):
            self.picker_layer.place.bottom = height - 8
            self.picker_layer.sync()

    def rebuild(self) -> None:
        self._clear_table()
        obs = self.controller.observation()
        if obs is None:
            return
        n = obs.players
        viewer = self.controller.viewer_seat
        seat_origin, strip = seat_origins(n, viewer)
        for seat in range(n):
            o = seat_origin[seat]
            width = strip - 20 if seat != viewer else VIEWER_BADGE_W
            badge = Badge(seat, width)
            badge.setPos(o)
            self.addItem(badge)
            self.badges.append(badge)
        self.badges.sort(key=lambda b: b.seat)
        def card(row: dict[str, Any]) -> Any:
            return self.controller.card(str(row["card"]))

        opponents = [self.models.minions[seat] for seat in range(n) if seat != viewer]

        def counts() -> list[int]:
            return [len(model.rows) for model in opponents]

        for seat in range(n):
            o = seat_origin[seat]  # under an open hand's strip in the replay viewer (ui/replay/open_hands.py)
            place = (minion_place(QPointF(o.x(), o.y() + self.hand_strip_room), strip - 20, counts) if seat != viewer
                     else minion_place(seat_origin[seat], VIEWER_ROOM))
            self.layers.append(ZoneLayer(self, self.models.minions[seat], TABLE_W, place,
                                         card, z=10, combat=True, face="glance"))
        self._share_minion_size([layer for layer in self.layers if layer.model in opponents])

        chain = ZoneLayer(self, self.models.chain, TABLE_W, chain_place, card, z=100, face="chain")
        self.tilt_chain = chain
        self.layers.append(chain)

        # Under a short archive strip too; down to the scene's bottom (see set_table_height).
        hand_place = HandPlace(lambda: len(self.models.archives.rows), self.sceneRect().bottom() - 8)
        self.hand_layer = ZoneLayer(self, self.models.hand, HAND_W, hand_place,
                                    lambda r: self.controller.card(str(r["card"])), key=lambda r: int(r["uid"]),
                                    z=200, face="table")
        self.layers.append(self.hand_layer)

        self.picker_layer = ZoneLayer(self, self.models.picker, PICKER_W, PickerPlace(self.sceneRect().bottom() - 8),
                                      lambda r: self.controller.card(str(r["card"])), z=300)
        self.layers.append(self.picker_layer)
        self.models.picker.rowsInserted.connect(self.update_status)
        self.models.picker.rowsRemoved.connect(self.update_status)

        self.archive_layer = ZoneLayer(
            self, self.models.archives, ARCHIVE_W, archive_place, self._archive_card,
            key=lambda r: ARCHIVE_KEY_OFFSET + int(r["archive"]), z=50, item_type=ArchiveRow, travels=False,
        )  # fmt: skip
        self.layers.append(self.archive_layer)
        self.resync()
        self.combat.from_observation()

    def _clear_table(self) -> None:
        """Drop every card item, plate, arrow and number of the last layout (rebuild lays the table out anew)."""
        self.motion.reset()
        for layer in self.layers:
            layer.detach()
            for item in layer.items.values():
                if item.scene() is self:
                    self.removeItem(item)
            layer.items.clear()
            layer.deleteLater()
        for badge in self.badges:
            self.removeItem(badge)
        for sig, slot in self._size_links:
            sig.disconnect(slot)
        self.layers, self.badges, self._size_links = [], [], []
        self.combat.clear()
        self.numbers.clear()
        self.tilt_chain = self.hand_layer = self.picker_layer = self.archive_layer = None

    def _share_minion_size(self, layers: list[ZoneLayer]) -> None:
        """The opponents' minions share one size (MinionPlace.peers): when a seat's count changes, the others'
        cards are resized too (each layer follows only its own model). Undone by the next rebuild."""
        for layer in layers:
            others = [other for other in layers if other is not layer]

            def resize(*_args: object, others: list[ZoneLayer] = others) -> None:
                for other in others:
                    other.sync()

            for sig in (layer.model.rowsInserted, layer.model.rowsRemoved, layer.model.modelReset):
                sig.connect(resize)
                self._size_links.append((sig, resize))

    def resync(self) -> None:
        """Re-apply rows to every item: dimming and highlights depend on the decision, not only on rows."""
        for layer in self.layers:
            layer.sync()
        self.update_badges()
        self.update_status()

    def _archive_card(self, row: dict[str, Any]) -> Any:
        cid = row.get("card")
        if cid is None:
            return self.controller.cards.cards[0]  # secret: drawn face down below
        return self.controller.card(str(cid))

    def retire(self, item: CardItem) -> None:
        if self.dragging_item is item:
            self.dragging_item = None
        if self.animate:
            anim = item.destroyed_animation(300)
            if anim is not None:
                anim.finished.connect(lambda: self.removeItem(item) if item.scene() is self else None)
                return
        self.removeItem(item)

    def lift(self, item: CardItem) -> None:
        self.motion.let_go(item)

    def dim_illegal(self, layer: ZoneLayer) -> bool:
        """Dim cards that are not choices only where the viewer is choosing among that zone now."""
        d = self.models.paced.decision()
        if d is None:
            return False
        if layer is self.archive_layer:
            return d.kind in (DecisionKind.CLAIM, DecisionKind.FREE_CLAIM, DecisionKind.TARGET_ARCHIVE)
        return layer is self.hand_layer and d.kind in _HAND_DECISIONS

    # ------------------------------------------------------------------ status
    def update_badges(self, *args: object) -> None:
        d = self.models.paced.decision()
        seat_choices = {o.seat for o in (d.options if d else ()) if o.kind in _SEAT_CHOICES}
        if d is not None and d.kind == DecisionKind.ATTACK:
            seat_choices = {o.seat for o in d.options}
        paced = self.models.paced  # the counts as far as the presenter has shown (app/game/paced_view.py)
        rows = {r["seat"]: paced.plate_row(r) for r in self.models.players.rows}
        for badge in self.badges:
            row = rows.get(badge.seat, {})
            badge.set_info(row, badge.seat in seat_choices)
            self._hold_discard_top(badge, row.get("discard_top"))

    def _hold_discard_top(self, badge: Badge, top: Any) -> None:
        """The plate keeps its discard pile's top card as a card item off the table: the hover zoom shows it when
        the pointer rests on the plate (ui/table/hover_zoom.py)."""
        held = badge.discard_card
        if top is None:
            badge.discard_card = None
        elif held is None or held.uid != top.uid:
            badge.discard_card = CardItem(top.uid, self.controller.card(top.card))

    def update_status(self) -> None:
        obs = self.controller.observation()
        if obs is None:
            return
        shown = self.models.paced.phase() or PhaseShown(obs.turn, obs.active, obs.phase, obs.wounds)  # as presented
        self.wound_gauge.set_level(shown.wounds)
        self._labels["well"].setVisible(self._shows_well(shown))
        ctl = self.controller
        phase = label(PHASES, shown.phase)
        whose = ctl.seats[shown.active].name if shown.phase not in ("setup", "over") else ""
        if whose:
            self._phase.setText(translate("TableScene", "Turn {turn} · {player} · {phase} phase").format(
                turn=shown.turn, player=whose, phase=phase))
        else:
            self._phase.setText(phase)
        picking = self.models.picker.rowCount() > 0
        self._backdrop.setVisible(picking)
        d = self.models.paced.decision()
        self._picker_title.setText((d.prompt if d is not None else "") if picking else "")
        self._picker_title.setVisible(picking)
        for key in ("chain_title", "phase", "archives_title"):  # the backdrop covers the chain and the archives
            self._labels[key].setVisible(not picking)
        self._seat_viewer(picking)
        for layer in self.layers:
            if layer is self.archive_layer:
                for item in layer.items.values():
                    row = getattr(item, "row", {})
                    item.face_up = row.get("card") is not None
                    tip = self._archive_tip(row)
                    if item.toolTip() != tip:
                        item.setToolTip(tip)
                    self._archive_caption(item, row)
        self.update_badges()
        # drawForeground's chain frame and influence well, repainted when what they show changed (the items
        # repaint themselves): a repaint of this much of the table cost ~20 ms, three times a step.
        well = obs.seats[shown.active].influence if self._shows_well(shown) and shown.active >= 0 else None
        foreground = (picking, well)
        if foreground != self._foreground:
            self._foreground = foreground
            self.update(foreground_rect())

    def _seat_viewer(self, picking: bool) -> None:
        """While the viewer picks, their own name plate sits in the picker's head (the backdrop covers its place),
        so that the player sees who is picking; back in its place afterwards."""
        viewer = next((b for b in self.badges if b.seat == self.controller.viewer_seat), None)
        if viewer is None:
            return
        viewer.setPos(PICKER_PLATE if picking else QPointF(VIEWER_X, viewer_y()))
        viewer.setZValue(296 if picking else 0)

    def caption(self, item: CardItem, text: str, above: bool = False,
                room: float | None = None, short: str = "") -> None:
        """A small text that travels with a card (archive counts, who attacks whom).

        `room`: how far the next card's caption starts to the right, when that is known (a minion row): the caption
        may use it. `short`: a whole shorter form, shown instead of cutting `text` ("attacks", the arrow telling
        whom; "attacks Y…" read as a riddle)."""
        caption = item.caption
        if caption is None:
            if not text:
                return
            caption = CardCaption(item)
            caption.setFont(badge_font(round(CAPTION_PX * TextSize.factor), bold=above))
            table_colours.set_role(caption, "mark" if above else "caption")
            item.caption = caption
        lines = 2 if getattr(item, "layer", None) is self.tilt_chain else 1  # the chain band has room for two
        # At least as wide as the card turned a quarter: the room its place keeps free (table_layout.MinionPlace).
        width = max(item.boundingRect().height() + 4, room or 0.0)
        key = (text, lines, width, caption.font().key(), short)
        fitted = caption.fitted
        if fitted is None or fitted[0] != key or caption.text() != fitted[1]:  # (a leaving card's was emptied)
            shown = fit_caption(text, caption.font(), width, lines)
            if short and shown.replace("\n", " ") != text:
                shown = fit_caption(short, caption.font(), width, lines)
            caption.setText(shown)
            caption.setToolTip(text)  # the whole caption, when it had to be cut
            caption.fitted = (key, shown)
        item.place_caption(above)

    def combat_caption(self, row: dict[str, Any]) -> str:
        seats = self.controller.seats
        if row.get("attacking", -1) >= 0:
            return translate("TableScene", "attacks {player}").format(player=seats[row["attacking"]].name)
        if row.get("blocking", -1) >= 0 and row.get("blocking_card"):
            attacker = self.controller.card(str(row["blocking_card"]))
            return translate("TableScene", "blocks {card}").format(card=attacker.name(current_language()))
        return ""

    def combat_verb(self, row: dict[str, Any]) -> str:
        """The combat caption without its object ("attacks", "blocks"): what a minion shows when the whole caption
        does not fit over it; its arrow says whom."""
        if row.get("attacking", -1) >= 0:
            return translate("TableScene", "attacks")
        if row.get("blocking", -1) >= 0 and row.get("blocking_card"):
            return translate("TableScene", "blocks")
        return ""

    def caption_room(self, layer: ZoneLayer, left: float, top: float) -> float | None:
        """How much room a caption starting at `left` has before the first card of another minion row that lies
        to its right on the same line (the last card of a seat's row); None if none does."""
        ahead = [item.sceneBoundingRect().left() for other in self.minion_layers() if other is not layer
                 for item in other.items.values()
                 if item.sceneBoundingRect().left() > left + 1 and abs(item.sceneBoundingRect().top() - top) < 40]
        return min(ahead) - left - CAPTION_GAP if ahead else None

    def marks_over(self, layer: ZoneLayer, row: dict[str, Any]) -> str | None:
        """The caption over a card of `layer`, for the zones that have one: who attacks or blocks whom (minions),
        the chain marks (chain)."""
        if layer.combat:
            return self.combat_caption(row)
        if layer is self.tilt_chain:
            return chain_marks(row)
        return None

    def _archive_caption(self, item: CardItem, row: dict[str, Any]) -> None:
        """Cards left, cost now and whose archive it is, under the archive's card."""
        owner = row.get("owner", -1)
        who = translate("TableScene", "common") if owner < 0 else self.controller.seats[owner].name[:8]
        cost = row.get("cost_now")
        left = row.get("left", 0)
        if cost is not None:
            text = translate("TableScene", "cost {cost} · ×{left}\n{owner}").format(cost=cost, left=left, owner=who)
        else:
            text = translate("TableScene", "×{left}\n{owner}").format(left=left, owner=who)
        self.caption(item, text)

    def _archive_tip(self, row: dict[str, Any]) -> str:
        if row.get("owner", -1) < 0:
            who = translate("TableScene", "common")
        else:
            who = translate("TableScene", "private ({player})").format(player=self.controller.seats[row["owner"]].name)
        if row.get("card"):
            name = self.controller.card(row["card"]).name(current_language())
        else:
            name = translate("TableScene", "secret archive")
        left = int(row.get("left") or 0)
        if row.get("cost_now") is None:  # a secret archive: its cost would tell its card
            tip = translate("TableScene", "{card} — {owner}, %n left", None, left).format(card=name, owner=who)
        else:
            tip = translate("TableScene", "{card} — {owner}, cost {cost}, %n left", None, left)
            tip = tip.format(card=name, owner=who, cost=row.get("cost_now"))
        return tip + (f"\n{row['why_not']}" if row.get("why_not") else "")

    def _shows_well(self, shown: PhaseShown) -> bool:
        """The influence well only in the viewer's own claim phase as shown: an empty coin in an opponent's turn
        said nothing (review motion/card-mark.png)."""
        return bool(shown.phase == "claim" and shown.active == self.controller.viewer_seat)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt override)
        pen = QPen(table_colours.colour("felt_line"))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if not self._backdrop.isVisible():
            painter.drawRoundedRect(chain_rect(), 10, 10)
        obs = self.controller.observation()
        shown = self.models.paced.phase()
        if obs is not None and shown is not None and self._shows_well(shown):
            painter.setBrush(QBrush(table_colours.colour("well")))
            painter.drawEllipse(influence_well())
            font = QFont()
            font.setPixelSize(round(44 * TextSize.factor))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(table_colours.colour("accent"))
            painter.drawText(influence_well(), Qt.AlignmentFlag.AlignCenter, str(obs.seats[shown.active].influence))

    # ------------------------------------------------------------------ what a gesture means (mechanics: TableGestures)
    def badge_at(self, pos: QPointF) -> Badge | None:
        for item in self.items(pos):
            if isinstance(item, Badge):
                return item
        return None

    def minion_layers(self) -> list[ZoneLayer]:
        return [layer for layer in self.layers if layer.combat]

    def activate_selected(self) -> None:
        """Enter: use the selected hand card for the one thing it can do now."""
        if self.selected is None or self.catch_up():
            return
        opts = self.controller.options_for_uid(self.selected)
        if len(opts) == 1:
            self.controller.submit(self.controller.viewer_seat, opts[0])
        elif not opts and self.hand_layer is not None:
            item = self.hand_layer.items.get(self.selected)
            self.message.emit(str(getattr(item, "row", {}).get("why_not") or not_a_choice()))

    def click(self, pos: QPointF) -> None:
        """A click chooses the one option the clicked thing stands for, if there is one."""
        ctl = self.controller
        d = self.models.paced.decision()
        if d is None:
            return
        badge = self.badge_at(pos)
        item = self.item_at(pos)
        choice: Choice | None = None
        if item is not None and getattr(item, "layer", None) is self.picker_layer:
            cid = getattr(item, "row", {}).get("card")
            choice = next((o for o in d.options if o.kind in _PICK_CHOICES and o.card == cid), None)
        elif item is not None and getattr(item, "layer", None) is self.archive_layer:
            a = int(item.uid) - ARCHIVE_KEY_OFFSET
            choice = next((o for o in d.options if o.archive == a), None)
            if choice is None:  # the row's reason: it never tells what a secret archive's card costs
                self.message.emit(str(getattr(item, "row", {}).get("why_not") or "") or not_a_choice())
        elif item is not None:
            opts = ctl.options_for_uid(int(item.uid))
            if d.kind == DecisionKind.BLOCK:
                opts = [o for o in opts if o.uid == item.uid]  # a blocker needs a drop onto its attacker
            if len(opts) == 1 and self._select_first(item, opts[0]):
                return
            if len(opts) == 1:
                choice = opts[0]
            elif len(opts) > 1:
                self.message.emit(translate("TableScene", "Drag this card onto what it should be used for."))
            else:
                self.message.emit(str(getattr(item, "row", {}).get("why_not") or not_a_choice()))
        elif badge is not None:
            choice = next((o for o in d.options if o.seat == badge.seat and o.kind in
                           (ChoiceKind.TARGET_PLAYER, ChoiceKind.HIT_ORDER, ChoiceKind.ATTACK)), None)
        if choice is not None:
            ctl.submit(ctl.viewer_seat, choice)

    def _select_first(self, item: CardItem, choice: Choice) -> bool:
        """A click on a hand card that would play it (add it to the chain, discard it for influence): unless the
        player chose single-click play, the first click only selects it and says how to play it. True if so."""
        if self.click_plays or choice.kind not in PLAY_KINDS or getattr(item, "layer", None) is not self.hand_layer:
            return False
        if self.selected == item.uid:
            return False  # the second click on the selected card plays it
        self.selected = int(item.uid)
        if self.hand_layer is not None:
            self.hand_layer.sync()
        self.message.emit(translate("TableScene", "Click again or press Enter to {action} — or drag the card.").format(
            action=self.controller.choice_label(choice)))
        return True

    def drop_choice(self, item: CardItem, pos: QPointF) -> Choice | None:
        ctl = self.controller
        opts = ctl.options_for_uid(int(item.uid))
        if not opts:
            return None
        target = self.item_at(pos, exclude=item)
        badge = self.badge_at(pos)
        for o in opts:
            if o.kind == ChoiceKind.CHAIN_ADD and chain_rect().contains(pos):
                return o
            if o.kind == ChoiceKind.CLAIM_DISCARD and influence_well().adjusted(-30, -30, 30, 30).contains(pos):
                return o
            if o.kind == ChoiceKind.ATTACK and badge is not None and o.seat == badge.seat:
                return o
            if o.kind == ChoiceKind.BLOCK and target is not None and o.target_uid == target.uid:
                return o
        return None

    def drop_hint(self, item: CardItem, pos: QPointF) -> str:
        choice = self.drop_choice(item, pos)
        if choice is None:
            return ""
        if choice.kind == ChoiceKind.CHAIN_ADD:
            if choice.kicker:
                return translate("TableScene", "Drop to add to the chain — kicker ACTIVE")
            return translate("TableScene", "Drop to add to the chain")
        source = DROP_HINTS.get(choice.kind)
        return translate("TableScene", source) if source is not None else ""

    def refusal(self, item: CardItem, pos: QPointF) -> str:
        why = str(getattr(item, "row", {}).get("why_not") or "")
        if why:
            return why
        if chain_rect().contains(pos):
            why_not = self.controller.why_not_chain(int(item.uid))
            return why_not or translate("TableScene", "this card cannot be added to the chain now")
        return translate("TableScene", "That is not a place this card can go now.")


def fit_caption(text: str, font: QFont, width: float, max_lines: int = 1) -> str:
    """A caption no wider than `width` (its neighbours' captions start there), word-wrapped onto at most
    `max_lines` lines, the last one elided."""
    fm = QFontMetrics(font)
    lines: list[str] = []
    for word in text.replace("\n", " ").split(" "):
        if lines and fm.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1:])]
    return "\n".join(fm.elidedText(line, Qt.TextElideMode.ElideRight, int(width)) for line in lines)


def not_a_choice() -> str:
    """What a click on a card that stands for no option now says (when nothing more precise is known)."""
    return translate("TableScene", "not a choice now")


def chain_marks(row: dict[str, Any]) -> str:
    """The caption over a chain card: "resolving now · kicker active · cancelled · twice" (the marks that apply)."""
    marks = []
    if row.get("resolving"):
        marks.append(translate("TableScene", "resolving now"))
    if row.get("kicker_active"):
        marks.append(translate("TableScene", "kicker active"))
    if row.get("cancelled"):
        marks.append(translate("TableScene", "cancelled"))
    if row.get("times", 1) > 1:
        marks.append(translate("TableScene", "twice"))
    return " · ".join(marks)


def item_center(item: CardItem) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


__all__ = ["TableScene", "Badge", "item_center", "UidRole", "CardIdRole", "DamageRole", "KickerActiveRole",
           "LegalRole", "WhyNotRole"]
