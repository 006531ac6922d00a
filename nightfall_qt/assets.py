"""Where the package's data lives: cards, icons and (later) translations, found through importlib.resources.

The wheel packs `resources/` as `nightfall_qt/resources` and `cards.yaml` as `nightfall_qt/data/cards.yaml`;
the PyInstaller bundle copies the same tree next to the frozen package, so `importlib.resources.files`
finds them the same way in all three. A source checkout (or an editable install, which does not apply
the wheel's force-include) falls back to the repository's `resources/` folder.

No Qt here: `apply_identity` imports PySide6 lazily, so the module stays importable without a display.
"""

from __future__ import annotations

import importlib.resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

APP_ID = "io.github.nightfallqt.NightfallQt"  # reverse-DNS id: .desktop file, metainfo, hicolor icon name
APP_NAME = "Nightfall Qt"
DIST_NAME = "nightfall-qt"
ICON_SVG = ("icons", "nightfall-qt.svg")
_REPO_ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    """The installed distribution's version (wheel or bundle metadata), else pyproject.toml's, else 'unknown'."""
    import importlib.metadata  # here, not at the top: ~10 ms (email, csv, ...) that the first window does not need
    import tomllib

    try:
        return importlib.metadata.version(DIST_NAME)
    except importlib.metadata.PackageNotFoundError:
        pass
    try:  # a source checkout that is not installed
        with (_REPO_ROOT / "pyproject.toml").open("rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


def resource(*parts: str) -> Traversable:
    """`resources/<parts>` from the installed package, else from the source checkout (may not exist)."""
    packaged = importlib.resources.files("nightfall_qt").joinpath("resources", *parts)
    if packaged.is_file() or packaged.is_dir():
        return packaged
    return _REPO_ROOT.joinpath("resources", *parts)


def icon_path() -> Path:
    """The scalable app icon as a file path (Qt needs a real file; both the wheel and the bundle have one)."""
    return Path(str(resource(*ICON_SVG)))


def apply_identity(app: Any) -> None:
    """Name, organisation, desktop-file id (Wayland window→launcher mapping) and window icon of the app."""
    from PySide6.QtGui import QIcon

    app.setApplicationName(APP_NAME)
    app.setOrganizationName("NightfallQt")
    app.setApplicationVersion(version())
    app.setDesktopFileName(APP_ID)
    icon = QIcon(str(icon_path()))
    if not icon.isNull():
        app.setWindowIcon(icon)
