"""Card drawing: every card paints at every size, names fit, rotation animates, the preview shows provenance."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHoverEvent

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB
from nightfall_qt.engine.carddefs import LANGUAGES
from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_layout import CARD_ASPECT, TABLE_NAME_PX, TABLE_TEXT_PX, digit_px, layout_card
from nightfall_qt.ui.cards.card_lettering import TextParagraph, card_font, card_paragraphs, flow_text
from nightfall_qt.ui.cards.card_painter import paint_card
from nightfall_qt.ui.cards.card_preview import CardPreview, provenance_rows

BACKGROUND = QColor("#123456")
SIZES = (60, 120, 300)
# Card widths a 1280x720 table uses (hand, rows of minions, chain) and the preview.
TABLE_WIDTHS = (70, 84, 100, 120, 150, 300)


@pytest.fixture(scope="module")
def cards() -> CardDB:
    return load_cards()


def _image(width: float, dpr: float = 1.0) -> tuple[QImage, QRectF]:
    height = width / CARD_ASPECT
    image = QImage(round(width * dpr) + 4, round(height * dpr) + 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(BACKGROUND)
    return image, QRectF(1, 1, width, height)


def _distinct_colours(image: QImage, step: int = 3) -> int:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


def _painted_fraction(image: QImage) -> float:
    bg = BACKGROUND.rgba()
    total = painted = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            total += 1
            painted += image.pixel(x, y) != bg
    return painted / total


def test_every_card_paints_at_every_size(qapp, cards: CardDB) -> None:
    assert len(cards) == 36
    for width in SIZES:
        for card in cards:
            for face_up in (True, False):
                image, rect = _image(width)
                painter = QPainter(image)
                layout = paint_card(painter, rect, card, face_up=face_up, damage=1 if card.is_minion else 0)
                painter.end()
                assert (layout is not None) == face_up
                assert _painted_fraction(image) > 0.8, (card.id, width, face_up)
                assert _distinct_colours(image) > 8, (card.id, width, face_up)


def test_states_paint(qapp, cards: CardDB) -> None:
    card = cards["zacharias_sands"]
    plain, rect = _image(120)
    painter = QPainter(plain)
    paint_card(painter, rect, card)
    painter.end()
    for kwargs in ({"dimmed": True}, {"highlight": "legal"}, {"highlight": "target"}, {"highlight": "selected"},
                   {"kicker_active": True}, {"damage": 2}):  # fmt: skip
        image, rect = _image(120)
        painter = QPainter(image)
        paint_card(painter, rect, card, **kwargs)  # type: ignore[arg-type]
        painter.end()
        assert image != plain, kwargs


def test_every_colour_has_letter_and_distinct_shape() -> None:
    styles = list(palette.MOON_STYLES.values())
    assert [s.letter for s in styles] == ["W", "R", "G", "U", "P", "Y"]
    assert len({s.shape for s in styles}) == 6
    assert set(palette.WOUND_GLYPHS) == {"bite", "burn", "bleed"}


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_name_never_overflows_its_box(qapp, cards: CardDB, dpr: float) -> None:
    for width in TABLE_WIDTHS:
        for card in cards:
            for language in LANGUAGES:
                image, rect = _image(width, dpr)
                painter = QPainter(image)
                layout = paint_card(painter, rect, card, language=language)
                painter.end()
                assert layout is not None
                assert layout.name_lines == layout_card(rect, card, language=language).name_lines
                box = layout.name
                assert layout.name_width <= box.width() + 1e-6, (card.id, language, width)
                # Measured again on the real paint device (2x included): still inside the box.
                fm = QFontMetricsF(card_font(layout.name_px, bold=True), image)
                for line in layout.name_lines:
                    assert fm.horizontalAdvance(line) <= box.width() + 0.5, (card.id, language, width, line)
                assert len(layout.name_lines) * fm.lineSpacing() <= box.height() + 1.0, (card.id, width)
                assert layout.card.contains(box)


def test_layout_rects_stay_inside_the_card(qapp, cards: CardDB) -> None:
    for width in SIZES:
        for card in cards:
            layout = layout_card(QRectF(0, 0, width, width / CARD_ASPECT), card)
            for name, rect in layout.rects().items():
                assert layout.card.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect), (card.id, width, name)
            for edge in layout.pips:
                assert len(edge) == card.health
            assert len(layout.links) == len(card.links)
            assert (layout.kicker is not None) == (card.kicker_colour is not None)
            assert (layout.strength is not None) == card.is_minion


def test_text_fits_at_preview_size(qapp, cards: CardDB) -> None:
    for card in cards:
        layout = layout_card(QRectF(0, 0, 300, 300 / CARD_ASPECT), card)
        assert layout.text_fits, card.id
        assert layout.text_px >= 11, (card.id, layout.text_px)


# The hand at 1280×720 (ui/table/table_layout.py): HAND_W..HAND_MAX_W wide, HAND_H tall, 0.609-0.621 screen px per unit.
HAND_FACES = ((180.0, 352.0), (216.0, 352.0), (246.0, 352.0))


@pytest.mark.parametrize("scale", [0.6088, 0.6212, 1.0])
def test_table_face_words_read_on_screen_for_every_card(qapp, cards: CardDB, scale: float) -> None:
    """The hand's face keeps every card's rules text >= 10 px and its name and digits >= 11 px on screen, in every
    language and hand width; the rects stay on the card, the name inside its box; the five-card hand shows every
    name whole (issue 14)."""
    for width, height in HAND_FACES:
        for card in cards:
            for language in LANGUAGES:
                lay = layout_card(QRectF(0, 0, width, height), card, language=language, face="table", scale=scale)
                where = (card.id, language, width, scale)
                assert lay.text_px * scale >= TABLE_TEXT_PX, where
                assert lay.name_px * scale >= TABLE_NAME_PX, where
                assert card.is_wound or digit_px(lay) * scale >= TABLE_NAME_PX, where
                assert lay.art is None and lay.keyword_px == 0
                for name, rect in lay.rects().items():
                    assert rect.isEmpty() or lay.card.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect), (*where, name)
                assert lay.name_width <= lay.name.width() + 1e-6, where
                assert lay.text.top() >= lay.name.bottom() and lay.text.height() > 3 * TABLE_TEXT_PX / scale, where
                if width >= 246:
                    assert " ".join(lay.name_lines) == card.name(language), where


@pytest.mark.parametrize("face", ["chain", "glance"])
def test_small_table_faces_keep_names_and_numbers_readable(qapp, cards: CardDB, face: str) -> None:
    """Chained cards and minions in play (56-112 scene px wide at 0.62 screen px per unit): names and numbers
    >= 11 px on screen, a text box only with room for two lines of >= 10 px, no cost (and no moons in play)."""
    scale = 0.6212
    for width in (56.0, 96.0, 112.0):
        for card in cards:
            if card.is_wound:
                continue
            for language in LANGUAGES:
                lay = layout_card(QRectF(0, 0, width, width / CARD_ASPECT), card, language=language, face=face,
                                  scale=scale)  # fmt: skip
                where = (card.id, language, width, face)
                assert lay.name_px * scale >= TABLE_NAME_PX and lay.cost is None, where
                assert not card.is_minion or digit_px(lay) * scale >= TABLE_NAME_PX, where
                assert (not lay.links) == (face == "glance"), where
                assert not lay.paragraphs or lay.text_px * scale >= TABLE_TEXT_PX, where
                for name, rect in lay.rects().items():
                    assert rect.isEmpty() or lay.card.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rect), (*where, name)


def test_table_face_cuts_a_long_text_with_an_ellipsis(qapp, cards: CardDB) -> None:
    """A text too long for the hand card at a readable size ends in "…" (the hover zoom shows it whole), also when
    the cut falls between two paragraphs."""
    longest = max(cards, key=lambda c: len(c.texts.get("fr", "")))
    image = QImage(180, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    drawn: list[str] = []
    original = painter.drawText

    def spy(*args: object) -> None:
        drawn.append(str(args[-1]))
        original(*args)  # type: ignore[call-overload]

    painter.drawText = spy  # type: ignore[method-assign]
    lay = paint_card(painter, QRectF(0, 0, 180, 260), longest, language="fr", face="table", scale=0.62)
    painter.end()
    assert lay is not None and not lay.text_fits
    assert any(text.endswith("…") for text in drawn), drawn
    # The cut between two paragraphs: the first one's only line fits, the second does not.
    paragraphs = (TextParagraph("Chain", "draw 1."), TextParagraph("Kicker", "draw 2 more cards.", "kicker"))
    line = QFontMetricsF(card_font(12)).lineSpacing()
    box = QRectF(0, 0, 400, line * 1.5)
    drawn.clear()
    painter = QPainter(image)
    painter.drawText = spy  # type: ignore[method-assign]
    assert not flow_text(paragraphs, 12, box, draw=painter)
    painter.end()
    assert drawn == ["Chain:", " draw 1. …"], drawn  # the label stays bold, the line ends in "…"


def test_paragraphs_split_at_part_labels(cards: CardDB) -> None:
    paras = card_paragraphs(cards["sir_john_travail"])
    assert [p.label for p in paras] == ["Chain", "Kicker"]
    assert paras[1].body.endswith("Not cumulative with Let Me At 'Em.")
    assert [p.label for p in card_paragraphs(cards["wound_bite"])] == [""]


def test_card_item_turns_a_quarter_when_damaged(qtbot, cards: CardDB) -> None:
    """The rulebook turns a minion 90° clockwise per damage point (DE L337, FR L317: "tourner sa carte de 90°
    dans le sens des aiguilles d'une montre pour chaque Point de Vie perdu"); on screen a half turn puts its text
    upside down, so a damaged card turns a quarter, whatever the damage, and its health shield counts the rest."""
    scene = QGraphicsScene()
    item = CardItem(7, cards["vulko"], card_width=100)
    scene.addItem(item)
    assert item.boundingRect() == QRectF(0, 0, 100, 100 / CARD_ASPECT)
    assert item.transformOriginPoint() == item.boundingRect().center()
    item.set_damage(2)
    assert item.damage == 2
    qtbot.waitUntil(lambda: item.rotation() == 90.0 and not item.is_animating(), timeout=2000)
    item.set_damage(0)
    qtbot.waitUntil(lambda: item.rotation() == 0.0, timeout=2000)
    item.set_damage(1, duration_ms=0)
    assert item.rotation() == 90.0
    item.animation_duration = 0
    item.set_damage(3)
    assert item.rotation() == 90.0
    item.set_damage(0, animate=False)
    assert item.rotation() == 0.0


def test_card_item_width_properties_and_tooltip(qtbot, cards: CardDB) -> None:
    item = CardItem("u1", cards["blood_rage"])
    item.set_card_width(150)
    assert item.boundingRect().width() == 150
    assert item.transformOriginPoint() == QPointF(75, 75 / CARD_ASPECT)
    item.dimmed = True
    item.set_reason("Not enough influence to play this now")
    assert "Not enough influence" in item.toolTip()
    item.dimmed = False
    assert "Not enough influence" not in item.toolTip()
    item.highlight = "target"
    assert item.highlight == "target"
    with pytest.raises(ValueError):
        item.highlight = "bogus"
    item.kicker_active = True
    item.face_up = False
    assert item.toolTip() == ""


def test_card_item_hover_and_destroy_signals(qtbot, cards: CardDB) -> None:
    scene = QGraphicsScene()
    item = CardItem(42, cards["vulko"], card_width=80)
    scene.addItem(item)
    with qtbot.waitSignal(item.hovered) as blocker:
        item.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    assert blocker.args == [42]
    with qtbot.waitSignal(item.unhovered) as blocker:
        item.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert blocker.args == [42]
    with qtbot.waitSignal(item.vanished, timeout=2000) as blocker:
        item.destroyed_animation(duration_ms=50)
    assert blocker.args == [42]
    assert item.opacity() == 0.0


def test_card_item_paints(qtbot, cards: CardDB) -> None:
    scene = QGraphicsScene()
    item = CardItem(1, cards["indigo_six"], card_width=120)
    item.set_damage(1, animate=False)
    scene.addItem(item)
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert _distinct_colours(image) > 8


def _scene_image(scene: QGraphicsScene) -> QImage:
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 300, 300), QRectF(0, 0, 300, 300))
    painter.end()
    return image


def test_cached_faces_follow_every_change_of_the_card(qtbot, cards: CardDB) -> None:
    # Faces are shared pixmaps: a changed state must never show the pixels of the previous one.
    scene = QGraphicsScene()
    item = CardItem(1, cards["indigo_six"], card_width=120)
    scene.addItem(item)
    plain = _scene_image(scene)
    looks = [plain]
    for change in (
        lambda: setattr(item, "dimmed", True),
        lambda: setattr(item, "highlight", "legal"),
        lambda: setattr(item, "kicker_active", True),
        lambda: setattr(item, "face_up", False),
        lambda: setattr(item, "card", cards["furious_melee"]),
    ):
        item.dimmed, item.highlight, item.kicker_active, item.face_up = False, None, False, True
        item.card = cards["indigo_six"]
        change()
        looks.append(_scene_image(scene))
    assert all(a != b for i, a in enumerate(looks) for b in looks[i + 1 :]), "two states painted alike"
    item.dimmed, item.highlight, item.kicker_active, item.face_up = False, None, False, True
    item.card = cards["indigo_six"]
    assert _scene_image(scene) == plain
    twin = CardItem(2, cards["indigo_six"], card_width=120)  # same card, same look: the shared face
    twin.setPos(150, 0)
    scene.addItem(twin)
    both = _scene_image(scene)
    assert both.copy(150, 0, 120, 160) == both.copy(0, 0, 120, 160)


def test_card_preview_shows_provenance(qtbot, cards: CardDB) -> None:
    preview = CardPreview()
    qtbot.addWidget(preview)
    card = cards["indigo_six"]
    preview.show_card(card, "de")
    text = preview.text_content()
    assert "Indigo Sechs" in text
    assert "C confirmed" in text and "I inferred" in text and "R reconstructed" in text
    assert "so in der deutschen und polnischen Ausgabe; die französische weicht ab" in text  # the note, in German
    rows = {preview.table.item(r, 0).text(): preview.table.item(r, 2).text() for r in range(preview.table.rowCount())}
    assert rows["Kicker text"] == "C"
    assert rows["Keyword"] == "I"
    assert rows["Colour"] == "R"
    assert preview.table.rowCount() == len(card.provenance) == len(provenance_rows(card))
    preview.show_card(cards["blaine_cordell"], "en")
    rows = {preview.table.item(r, 0).text(): preview.table.item(r, 2).text() for r in range(preview.table.rowCount())}
    assert rows["Links"] == "C,R"
    image = preview.grab().toImage()
    assert _distinct_colours(image, step=5) > 8


def test_preview_before_any_card_shows_the_hover_hint_and_no_empty_table(qtbot, cards: CardDB) -> None:
    preview = CardPreview(card_width=220)
    qtbot.addWidget(preview)
    preview.show()
    assert preview.canvas.placeholder.startswith("Hover a card")
    assert preview.table.isHidden() and preview.legend.isHidden()
    image = preview.canvas.grab().toImage()
    drawn = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
    assert len(drawn) > 2  # the dashed outline and the hint are painted, not a blank block
    preview.show_card(cards["vulko"], "en")
    assert not preview.table.isHidden() and not preview.legend.isHidden()


def test_preview_fits_the_side_panel_it_lives_in(qtbot) -> None:
    # The main window's side panel is about 270 px wide at 1280x720: a wider minimum cuts the card off.
    preview = CardPreview(card_width=220)
    qtbot.addWidget(preview)
    assert preview.minimumWidth() <= 250


def test_lost_health_pips_draw_no_white_crosses(qapp, cards: CardDB) -> None:
    """Zoomed large (the hover zoom), white crosses on the lost pips looked like four close buttons on the card's
    edges (review of issue 14): a lost pip is dark and hollow, nothing near white is drawn on any pip."""
    card = cards["blaine_cordell"]
    w = 400.0
    image = QImage(int(w), int(w / CARD_ASPECT) + 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    lay = paint_card(painter, QRectF(0, 0, w, w / CARD_ASPECT), card, language="en", damage=2)
    painter.end()
    assert lay is not None and lay.pips

    def whitish(x: int, y: int) -> bool:
        c = image.pixelColor(x, y)
        return min(c.red(), c.green(), c.blue()) > 235

    for edge in lay.pips:
        for pip in edge:
            r = pip.toAlignedRect()
            white = [(x, y) for x in range(r.left(), r.right() + 1) for y in range(r.top(), r.bottom() + 1)
                     if image.rect().contains(x, y) and whitish(x, y)]
            assert not white, (pip, white[:3])
