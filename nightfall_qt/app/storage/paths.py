"""Where the app keeps its files: autosaves and statistics in the user data directory, settings and a
card-data override in the user config directory (platformdirs, "nightfall-qt").

NIGHTFALL_QT_DATA_DIR and NIGHTFALL_QT_CONFIG_DIR override the two directories (tests, portable use).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "nightfall-qt"
DATA_ENV = "NIGHTFALL_QT_DATA_DIR"
CONFIG_ENV = "NIGHTFALL_QT_CONFIG_DIR"


def app_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("nightfall-qt")
    except PackageNotFoundError:
        return "0.1.0"


@dataclass(frozen=True)
class AppPaths:
    data_dir: Path
    config_dir: Path

    @classmethod
    def from_environment(cls) -> AppPaths:
        import platformdirs

        data = os.environ.get(DATA_ENV) or platformdirs.user_data_dir(APP_NAME, appauthor=False)
        config = os.environ.get(CONFIG_ENV) or platformdirs.user_config_dir(APP_NAME, appauthor=False)
        return cls(Path(data), Path(config))

    @classmethod
    def under(cls, root: str | os.PathLike[str]) -> AppPaths:
        """Both directories inside `root` (tests)."""
        return cls(Path(root) / "data", Path(root) / "config")

    @property
    def autosave_dir(self) -> Path:
        return self.data_dir / "autosave"

    @property
    def replays_dir(self) -> Path:
        return self.data_dir / "replays"

    @property
    def stats_file(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def cards_override(self) -> Path:
        return self.config_dir / "cards.yaml"
