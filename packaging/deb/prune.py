"""Prune a `pip install --target` tree of PySide6 down to what Nightfall Qt can load, for the .deb.

    python packaging/deb/prune.py /path/to/usr/lib/nightfall-qt

Removes developer tools, headers, type stubs, QML/Quick, Designer and Wayland-compositor parts (about
two thirds of the wheel), then, until nothing changes, every ELF file that needs a Qt library no longer
in the tree, so that no plugin or module is left that can never load. The game uses QtCore, QtGui,
QtWidgets and the SVG plugins; `--self-test` of the built package is what proves the cut.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

# Paths relative to the tree; a trailing "*" is a glob.
REMOVE = (
    "bin",  # console scripts of the wheels (pyside6-designer, ...): they point at the build's python
    # pip's install records: the build machine's wheel paths, and file lists that pruning makes untrue
    # (METADATA stays: the app reads its version from it).
    "*.dist-info/direct_url.json", "*.dist-info/RECORD", "*.dist-info/REQUESTED", "*.dist-info/INSTALLER",
    "PySide6/assistant", "PySide6/designer", "PySide6/linguist", "PySide6/lrelease", "PySide6/lupdate",
    "PySide6/qmlformat", "PySide6/qmllint", "PySide6/qmlls", "PySide6/svgtoqml",
    "PySide6/include", "PySide6/typesystems", "PySide6/doc", "PySide6/glue", "PySide6/scripts",
    "PySide6/*.pyi", "PySide6/libpyside6qml*",
    "PySide6/QtQml*", "PySide6/QtQuick*", "PySide6/QtDesigner*", "PySide6/QtUiTools*", "PySide6/QtHelp*",
    "PySide6/lib/cmake", "shiboken6/lib/cmake",
    "PySide6/Qt/libexec", "PySide6/Qt/metatypes", "PySide6/Qt/qml",
    "PySide6/Qt/plugins/designer", "PySide6/Qt/plugins/qmltooling", "PySide6/Qt/plugins/qmllint",
    "PySide6/Qt/plugins/wayland-graphics-integration-server",
    "PySide6/Qt/plugins/sqldrivers", "PySide6/QtSql*", "PySide6/Qt/lib/libQt6Sql*",
    "PySide6/Qt/lib/libQt6Qml*", "PySide6/Qt/lib/libQt6Quick*", "PySide6/Qt/lib/libQt6Designer*",
    "PySide6/Qt/lib/libQt6Labs*", "PySide6/Qt/lib/libQt6Lottie*", "PySide6/Qt/lib/libQt6Help*",
    "PySide6/Qt/lib/libQt6UiTools*", "PySide6/Qt/lib/libQt6WaylandCompositor*",
    "PySide6/Qt/lib/libQt6WaylandEglCompositor*",
)
# The game's images are SVG and PNG (PNG is built into QtGui). The other format plugins carry their own
# copies of libjpeg, libtiff, libwebp (lintian: embedded-library), and libqpdf needs QtPdf, not in the wheel.
KEEP_IMAGEFORMATS = {"libqsvg.so"}
# Qt's own catalogues: only qtbase_*.qm is loaded (nightfall_qt/app/texts/i18n.py).
KEEP_TRANSLATIONS = re.compile(r"qtbase_.*\.qm")
# Libraries that must be inside the tree (the rest are system libraries, the package's Depends).
PRIVATE_LIB = re.compile(r"lib(Qt6|pyside6|shiboken6|icu)")


def needed(path: Path) -> list[str]:
    """DT_NEEDED entries of an ELF file ([] for anything else)."""
    with path.open("rb") as f:
        if f.read(4) != b"\x7fELF":
            return []
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink()


def prune(tree: Path) -> list[Path]:
    """Prune `tree` in place; returns the ELF files removed because a Qt library they need is gone."""
    for pattern in REMOVE:
        for path in tree.glob(pattern):
            _remove(path)
    for qm in (tree / "PySide6/Qt/translations").glob("*"):
        if not KEEP_TRANSLATIONS.fullmatch(qm.name):
            _remove(qm)
    for plugin in (tree / "PySide6/Qt/plugins/imageformats").glob("*"):
        if plugin.name not in KEEP_IMAGEFORMATS:
            _remove(plugin)
    for cache in list(tree.rglob("__pycache__")):  # from the wheels; postinst compiles for the target's python
        _remove(cache)
    orphans = _remove_orphans(tree)
    for folder in sorted((p for p in tree.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(folder.iterdir()):
            folder.rmdir()
    return orphans


def _remove_orphans(tree: Path) -> list[Path]:
    orphans: list[Path] = []
    while True:
        present = {p.name for p in tree.rglob("*.so*")}
        broken = [
            p for p in tree.rglob("*.so*")
            if p.is_file() and any(PRIVATE_LIB.match(lib) and lib not in present for lib in needed(p))
        ]
        if not broken:
            return orphans
        for path in broken:
            path.unlink()
        orphans += broken


def main(argv: list[str]) -> int:
    if len(argv) != 2 or not (Path(argv[1]) / "PySide6").is_dir():
        print("usage: prune.py TREE (a pip --target tree with PySide6 in it)", file=sys.stderr)
        return 2
    tree = Path(argv[1])
    for path in prune(tree):
        print(f"prune.py: removed {path.relative_to(tree)} (needs a pruned Qt library)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
