"""User settings: a versioned JSON file in the user config directory.

Unknown keys (written by a newer app) are ignored, missing or bad values fall back to their defaults, and
a damaged file never stops the app: `load_settings` returns the defaults together with a message.
Importable without a QApplication (the messages use QtCore's translate only).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from nightfall_qt.app.saves import BOT_LEVELS, write_atomic
from nightfall_qt.app.seats import KINDS, SeatConfig

SETTINGS_FORMAT = "nightfall-qt-settings"
SETTINGS_VERSION = 1
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)  # off, fast, normal, slow (duration factor)
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français", "pl": "Polski"}
SOURCE_LANGUAGE = "en"  # the language the code's strings are written in
SYSTEM = "system"  # language setting: follow the system locale
MAX_RECENT = 8
# The English defaults; new settings get the human's "You" in the current language (default_seats).
DEFAULT_SEATS: tuple[dict[str, str], ...] = (
    {"name": "You", "kind": "human", "level": "normal"},
    {"name": "Mara", "kind": "bot", "level": "normal"},
    {"name": "Viktor", "kind": "bot", "level": "normal"},
    {"name": "Selene", "kind": "bot", "level": "normal"},
    {"name": "Dorian", "kind": "bot", "level": "normal"},
)

# nightfall_qt.app.i18n.translate, bound here directly: i18n imports this module for LANGUAGES.
translate = QCoreApplication.translate


def default_seats() -> list[dict[str, str]]:
    """The seats of new settings: "You" in the current language, then the bots (character names stay)."""
    seats = [dict(s) for s in DEFAULT_SEATS]
    seats[0]["name"] = translate("Seats", "You")
    return seats


ZOOM_RANGE = (0.7, 2.0)  # the table zoom's smallest and largest factor


@dataclass
class Settings:
    animation_speed: float = 1.0
    fast_bots: bool = False
    hints: bool = False  # View → Hints: the Suggest button (off until the player turns it on)
    players: int = 3
    seats: list[dict[str, str]] = field(default_factory=default_seats)  # names typed by the player stay as typed
    language: str = SYSTEM  # one of LANGUAGES, or SYSTEM
    confirm_prompts: bool = True  # ask before a new or loaded game replaces one in progress
    confirm_end_claim: bool = True  # ask before ending the claim phase with influence that could still claim
    confirm_pass_chain: bool = True  # ask before passing without having added a card when one could be added
    geometry: str = ""  # QMainWindow.saveGeometry() as base64
    recent_games: list[str] = field(default_factory=list)
    table_zoom: float = 1.0  # View → Zoom: a factor on the table's cards and text (ZOOM_RANGE)

    def seat_configs(self) -> list[SeatConfig]:
        return [SeatConfig(s["name"], s["kind"], s["level"]) for s in self.seats[: self.players]]

    def add_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        self.recent_games = [path, *[p for p in self.recent_games if p != path]][:MAX_RECENT]

    def to_json(self) -> str:
        data: dict[str, Any] = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION}
        data.update(asdict(self))
        # A seat still called by its default name is stored without one, so that it is named in the language
        # of the next start ("Du" must not stay "Du" once the player switches to French); typed names stay.
        defaults = default_seats()
        for seat, default in zip(data["seats"], defaults, strict=False):
            if seat["name"] == default["name"]:
                seat["name"] = ""
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _seats(value: Any) -> list[dict[str, str]] | None:
    if not isinstance(value, list):
        return None
    seats = []
    for i, default in enumerate(default_seats()):
        s = value[i] if i < len(value) and isinstance(value[i], dict) else {}
        name = s.get("name") if isinstance(s.get("name"), str) and s.get("name").strip() else default["name"]
        kind = s.get("kind") if s.get("kind") in KINDS else default["kind"]
        level = s.get("level") if s.get("level") in BOT_LEVELS else default["level"]
        seats.append({"name": name[:40], "kind": kind, "level": level})
    return seats


def settings_from_data(data: Any) -> Settings:
    """Settings from parsed JSON: every field checked on its own; a bad one keeps its default."""
    s = Settings()
    if not isinstance(data, dict):
        return s
    speed = data.get("animation_speed")
    if isinstance(speed, int | float) and not isinstance(speed, bool) and float(speed) in ANIMATION_SPEEDS:
        s.animation_speed = float(speed)
    for name in ("fast_bots", "hints", "confirm_prompts", "confirm_end_claim", "confirm_pass_chain"):
        if isinstance(data.get(name), bool):
            setattr(s, name, data[name])
    players = data.get("players")
    if isinstance(players, int) and not isinstance(players, bool) and 2 <= players <= 5:
        s.players = players
    seats = _seats(data.get("seats"))
    if seats is not None:
        s.seats = seats
    if data.get("language") in LANGUAGES or data.get("language") == SYSTEM:
        s.language = data["language"]
    if isinstance(data.get("geometry"), str) and len(data["geometry"]) < 10_000:
        s.geometry = data["geometry"]
    zoom = data.get("table_zoom")
    if isinstance(zoom, int | float) and not isinstance(zoom, bool) and ZOOM_RANGE[0] <= float(zoom) <= ZOOM_RANGE[1]:
        s.table_zoom = float(zoom)
    recent = data.get("recent_games")
    if isinstance(recent, list):
        s.recent_games = [p for p in recent if isinstance(p, str) and p][:MAX_RECENT]
    return s


def load_settings(path: str | os.PathLike[str]) -> tuple[Settings, str | None]:
    """The settings in `path` (defaults if it does not exist) and a message for the player if the file
    could not be used."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), translate("Settings", "{file}: cannot read the settings ({error}); using the defaults"
                                     ).format(file=file, error=exc)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return Settings(), translate("Settings", "{file}: the settings file is damaged ({error}); using the "
                                                 "defaults").format(file=file, error=exc)
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        return Settings(), translate("Settings", "{file}: not a Nightfall Qt settings file; using the defaults"
                                     ).format(file=file)
    return settings_from_data(data), None


def save_settings(path: str | os.PathLike[str], settings: Settings) -> None:
    write_atomic(path, settings.to_json())
