"""Measures what a player sees on the table at the window's current size: every text's pixel size on screen,
texts running into each other, texts or cards covering a card's numbers, and whether the window fits.

Used by the layout tests (tests/ui/test_table_layout.py) and `benchmarks/table_layout.py`, which prints the
numbers. Everything is measured from the scene's items and the view's scale, the way they are painted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsView

from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_layout import digit_px
from nightfall_qt.ui.table.archive_strip import ArchiveRow
from nightfall_qt.ui.table.name_plate_wounds import CHIP_PX

BADGE_COUNTS_PX = 19  # table_scene.BADGE_COUNTS_PX (not imported: the audit must not pull the scene's module)
PLATE_COUNTER_PX = min(BADGE_COUNTS_PX, CHIP_PX)  # the counts line and the wounds chip


@dataclass(frozen=True)
class TextBox:
    """One text on the table: what it says, where (scene units), its font's pixel size in scene units."""

    text: str
    rect: QRectF
    px: float
    owner: QGraphicsItem | None  # the card a caption belongs to (it may touch its own card)


def _visible(item: QGraphicsItem) -> bool:
    if not (item.isVisible() and item.opacity() > 0.01 and item.scene() is not None):
        return False
    return not _under_a_curtain(item)


def _under_a_curtain(item: QGraphicsItem) -> bool:
    """Whether an opaque panel above `item` (the draft picker's backdrop) hides it."""
    rect = item.sceneBoundingRect()
    for other in item.scene().items(rect):
        if (isinstance(other, QGraphicsRectItem) and other.isVisible() and other.zValue() > _z(item)
                and other.brush().color().alpha() >= 240 and other.sceneBoundingRect().contains(rect)):
            return True
    return False


def _z(item: QGraphicsItem) -> float:
    top = item
    while top.parentItem() is not None:
        top = top.parentItem()
    return top.zValue()


def text_boxes(view: QGraphicsView) -> list[TextBox]:
    """The visible texts: labels and captions, badges (their name and counts) and archive rows."""
    from nightfall_qt.ui.table.name_plate import Badge  # here: the audit stays free of the table's modules

    scene = view.scene()
    boxes: list[TextBox] = []
    for item in scene.items():
        if not _visible(item):
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            px = item.font().pixelSize()
            rect = item.sceneBoundingRect().adjusted(1, 2, -1, -2)  # the line's leading is not ink
            boxes.append(TextBox(item.text(), rect, px, item.parentItem()))
        elif isinstance(item, ArchiveRow):
            boxes.append(TextBox(item.texts()[0], item.sceneBoundingRect(), item.text_px(), item))
        elif type(item) is Badge:
            lines = item.lines
            boxes.append(TextBox(" / ".join(lines), item.sceneBoundingRect(), PLATE_COUNTER_PX * item.k, item))
    return boxes


def scale(view: QGraphicsView) -> float:
    return float(view.transform().m11())


def text_overlaps(view: QGraphicsView) -> list[tuple[str, str]]:
    """Pairs of texts whose boxes intersect (a caption and the badge or row it belongs to do not count)."""
    boxes = text_boxes(view)
    found = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.rect.intersects(b.rect):
                found.append((a.text, b.text))
    return found


def number_rects(item: CardItem) -> list[QRectF]:
    """Scene rects of a face-up card's cost, strength and health."""
    if not item.face_up or isinstance(item, ArchiveRow):
        return []
    lay = item.layout(_item_scale(item))
    return [item.mapRectToScene(r) for r in (lay.cost, lay.strength, lay.health) if r is not None]


def _item_scale(item: CardItem) -> float:
    """Screen px per unit of `item` in the first view showing it (the view's zoom times the item's scale)."""
    views = item.scene().views() if item.scene() is not None else []
    return (scale(views[0]) if views else 1.0) * item.scale()


def covered_numbers(view: QGraphicsView) -> list[tuple[str, str]]:
    """(card, what covers one of its numbers): a text that is not the card's own caption, or a card above it."""
    scene = view.scene()
    cards = [i for i in scene.items() if isinstance(i, CardItem) and _visible(i)]
    texts = text_boxes(view)
    found = []
    for card in cards:
        for rect in number_rects(card):
            inner = rect.adjusted(2, 2, -2, -2)
            for t in texts:
                if t.owner is not card and t.rect.intersects(inner):
                    found.append((card.card.id, t.text))
            for other in cards:
                if other is not card and other.zValue() > card.zValue() and _covers(other, inner):
                    found.append((card.card.id, f"card {other.card.id}"))
    return found


def _covers(other: CardItem, rect: QRectF) -> bool:
    """Whether `other`'s (possibly turned) shape lies over `rect`."""
    shape = other.mapToScene(other.boundingRect())
    corners = (rect.center(), rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
    return any(shape.containsPoint(p, Qt.FillRule.OddEvenFill) for p in corners)


def smallest_text_px(view: QGraphicsView) -> tuple[float, str]:
    """The smallest text on the table, in screen pixels, and what it says."""
    s = scale(view)
    boxes = text_boxes(view)
    if not boxes:
        return 0.0, ""
    box = min(boxes, key=lambda b: b.px)
    return box.px * s, box.text


def hand_text_px(view: QGraphicsView, hand: list[CardItem]) -> dict[str, tuple[float, float]]:
    """Per hand card: (rules text px, name px) on screen, after every scaling (the view's and the item's)."""
    out = {}
    for item in hand:
        s = scale(view) * item.scale()
        lay = item.layout(s)
        out[item.card.id] = (lay.text_px * s, lay.name_px * s)
    return out


@dataclass(frozen=True)
class FaceSizes:
    """One card's words as a player sees them: font sizes in screen px, and whether its whole text is shown."""

    rules: float
    name: float
    digits: float
    whole_text: bool


def face_sizes(view: QGraphicsView, items: list[CardItem]) -> dict[str, FaceSizes]:
    """Per card (hand, picker): its face as painted in `view`, after the view's and the item's scaling."""
    out = {}
    for item in items:
        s = scale(view) * item.scale()
        lay = item.layout(s)
        out[item.card.id] = FaceSizes(lay.text_px * s, lay.name_px * s, digit_px(lay) * s, lay.text_fits)
    return out


def plate_counter_px(view: QGraphicsView) -> float:
    """The name plates' counters (counts line, wounds chip) on screen; 0 without plates."""
    plates = [b for b in text_boxes(view) if type(b.owner).__name__ == "Badge"]
    return min((b.px for b in plates), default=0.0) * scale(view)


def marks_over_text(view: QGraphicsView) -> list[tuple[str, str]]:
    """(which arrow, which text, stamp or card number) for every combat arrow (ui/table/combat_overlay.py) whose ink
    lies over a word or a number. A plate or a card hides an arrow under it (z); a bare-table text (the phase line, the
    chain's title, a caption, an archive row) or a stamp does not — the arrow would show between its letters — so
    there any ink counts, whatever the z."""
    from nightfall_qt.ui.cards.card_stamp import CardStamp  # here: the audit stays free of the table's modules
    from nightfall_qt.ui.table.combat_overlay import Arrow

    scene = view.scene()
    arrows = [i for i in scene.items() if isinstance(i, Arrow) and _visible(i)]
    cards = [i for i in scene.items() if isinstance(i, CardItem) and _visible(i)]
    opaque = [(f"number of {c.card.id}", r, _z(c)) for c in cards for r in number_rects(c)]
    bare: list[tuple[str, QRectF]] = []
    for item in scene.items():
        if not _visible(item):
            continue
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            bare.append((item.text(), item.sceneBoundingRect().adjusted(1, 2, -1, -2)))
        elif isinstance(item, ArchiveRow):
            bare.append((item.texts()[0], item.sceneBoundingRect()))
        elif isinstance(item, CardStamp):
            bare.append((f"stamp {item.text}", item.word_box()))
        elif type(item).__name__ == "Badge":
            opaque.append(("Badge", item.sceneBoundingRect(), _z(item)))
    found = []
    for arrow in arrows:
        shape = arrow.mapToScene(arrow.shape())
        found += [(f"{arrow.kind} arrow", what) for what, rect, z in opaque
                  if arrow.zValue() >= z and shape.intersects(rect)]
        found += [(f"{arrow.kind} arrow", what) for what, rect in bare if shape.intersects(rect)]
    return found


def cut_plate_lines(view: QGraphicsView) -> list[str]:
    """The name plates' lines drawn cut with "…" (a name beside its wound chip, a counts line)."""
    from nightfall_qt.ui.table.name_plate import Badge  # here: the audit stays free of the table's modules

    plates = [i for i in view.scene().items() if type(i) is Badge and _visible(i)]
    return [line for plate in plates for line in plate.cut_lines()]


def archive_names(view: QGraphicsView) -> dict[str, tuple[float, bool]]:
    """Per archive row: its name's font size on screen and whether the name is shown whole."""
    s = scale(view)
    out = {}
    for item in view.scene().items():
        if isinstance(item, ArchiveRow) and _visible(item) and item.face_up:
            font, shown = item.name_font()
            out[item.texts()[0]] = (font.pixelSize() * s * item.scale(), shown == item.texts()[0])
    return out


def words_over_numbers(view: QGraphicsView) -> list[str]:
    """Table-face cards (hand, chain, minions) whose name or rules text runs into their own strength or health plate
    (a short card at a large text size)."""
    found = []
    for item in view.scene().items():
        if not (isinstance(item, CardItem) and not isinstance(item, ArchiveRow) and _visible(item) and item.face_up
                and item.face != "full"):
            continue
        lay = item.layout(_item_scale(item))
        for plate in (lay.strength, lay.health):
            if plate is None:
                continue
            inner = plate.adjusted(1, 1, -1, -1)
            if lay.name.intersects(inner) or (lay.text.height() > 0 and lay.text.intersects(inner)):
                found.append(item.card.id)
    return found
