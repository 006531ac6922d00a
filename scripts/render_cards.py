"""Render every card into contact sheets (and a card preview) to look at the card drawing.

    python scripts/render_cards.py [--out docs/screenshots] [--language en]

Writes cards-small.png (100 px wide cards), cards-large.png (300 px) and card-preview.png.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# Before any Qt import: render without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.ui.cards.card_layout import CARD_ASPECT  # noqa: E402
from nightfall_qt.ui.cards.card_painter import paint_card  # noqa: E402
from nightfall_qt.ui.cards.card_preview import CardPreview  # noqa: E402

# Extra tiles after the cards: the states a card can be drawn in.
STATES: tuple[tuple[str, str, dict[str, object]], ...] = (
    ("damage 1", "sir_john_travail", {"damage": 1}),
    ("damage 2", "blaine_cordell", {"damage": 2}),
    ("legal", "blood_rage", {"highlight": "legal"}),
    ("target", "vulko", {"highlight": "target"}),
    ("selected", "franz_orlok", {"highlight": "selected"}),
    ("dimmed", "deadly_grip", {"dimmed": True}),
    ("kicker active", "zacharias_sands", {"kicker_active": True}),
)


def contact_sheet(card_width: int, language: str, columns: int, dpr: float = 1.0) -> QImage:
    db = load_cards()
    card_h = card_width / CARD_ASPECT
    gap = max(6, card_width // 12)
    label_h = max(12, card_width // 10)
    tiles: list[tuple[str, object, dict[str, object]]] = [(c.id, c, {}) for c in db]
    tiles.append(("face down", db.cards[0], {"face_up": False}))
    tiles.extend((label, db[card_id], kwargs) for label, card_id, kwargs in STATES)
    rows = (len(tiles) + columns - 1) // columns
    width = int(columns * (card_width + gap) + gap)
    height = int(rows * (card_h + gap + label_h) + gap)
    image = QImage(int(width * dpr), int(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#3a3f4a"))
    painter = QPainter(image)
    label_font = QFont()
    label_font.setPixelSize(max(9, label_h - 4))
    for i, (label, card, kwargs) in enumerate(tiles):
        col, row = i % columns, i // columns
        x = gap + col * (card_width + gap)
        y = gap + row * (card_h + gap + label_h)
        paint_card(painter, QRectF(x, y, card_width, card_h), card, language=language, **kwargs)  # type: ignore[arg-type]
        painter.setFont(label_font)
        painter.setPen(QColor("#d8dce4"))
        painter.drawText(QRectF(x, y + card_h, card_width, label_h), Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--language", default="en", choices=("en", "de", "fr", "pl"))
    parser.add_argument("--preview-card", default="sir_john_travail")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    args.out.mkdir(parents=True, exist_ok=True)
    contact_sheet(100, args.language, columns=11).save(str(args.out / "cards-small.png"))
    contact_sheet(300, args.language, columns=7).save(str(args.out / "cards-large.png"))
    preview = CardPreview()
    preview.show_card(load_cards()[args.preview_card], args.language)
    preview.resize(preview.sizeHint())
    preview.resize(preview.width(), preview.minimumSizeHint().height())
    preview.grab().save(str(args.out / "card-preview.png"))
    del app
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
