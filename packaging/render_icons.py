"""Render the hicolor icon theme sizes of the app icon from resources/icons/nightfall-qt.svg with QtSvg.

    python packaging/render_icons.py        # rewrites packaging/linux/icons/hicolor/** (commit the result)

PNGs at 16, 24, 32, 48, 64, 128, 256 and 512 pixels plus the SVG itself as `scalable`, each named after
the app id so that the .desktop entry's `Icon=` finds them. Runs offscreen; needs only PySide6.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"
SOURCE = ROOT / "resources" / "icons" / "nightfall-qt.svg"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from nightfall_qt.assets import APP_ID

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        out = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(out), "PNG"):
            print(f"cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
    scalable = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    print(scalable.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
