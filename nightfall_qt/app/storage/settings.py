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

from nightfall_qt.app.game.seats import KINDS, SeatConfig
from nightfall_qt.app.storage.keep_copy import keep_copy, shown
from nightfall_qt.app.storage.saves import BOT_LEVELS, write_atomic

SETTINGS_FORMAT = "nightfall-qt-settings"
SETTINGS_VERSION = 1
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)  # off, fast, normal, slow (duration factor)
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français", "pl": "Polski"}
SOURCE_LANGUAGE = "en"  # the language the code's strings are written in
SYSTEM = "system"  # language setting: follow the system locale
MAX_RECENT = 8
MAX_SETTINGS_BYTES = 1_000_000  # a settings file is a few kB; a bigger one is not ours
# The English defaults; new settings get the human's "You" in the current language (default_seats).
DEFAULT_SEATS: tuple[dict[str, str], ...] = (
    {"name": "You", "kind": "human", "level": "normal"},
    {"name": "Mara", "kind": "bot", "level": "normal"},
    {"name": "Viktor", "kind": "bot", "level": "normal"},
    {"name": "Selene", "kind": "bot", "level": "normal"},
    {"name": "Dorian", "kind": "bot", "level": "normal"},
)

# nightfall_qt.app.texts.i18n.translate, bound here directly: i18n imports this module for LANGUAGES.
translate = QCoreApplication.translate


REPLAYS_KEPT_MAX = 1000


def default_seats() -> list[dict[str, str]]:
    """The seats of new settings: "You" in the current language, then the bots (character names stay)."""
    seats = [dict(s) for s in DEFAULT_SEATS]
    seats[0]["name"] = translate("Seats", "You")
    return seats


ZOOM_RANGE = (0.7, 2.0)  # the table zoom's smallest and largest factor
TEXT_SIZES: tuple[int, ...] = (100, 115, 125, 150)  # Settings → Text size, percent (ui/window/text_size.py)
SOUND_VOLUME_RANGE = (0, 100)  # Settings → Sound → Volume, percent
THEMES: tuple[str, ...] = ("system", "dark", "light")  # Settings → Theme (ui/theme.py); system: the desktop's


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
    click_plays: bool = False  # a single click on a hand card plays it (off: the first click selects it)
    text_size: int = 100  # Settings → Text size, percent (TEXT_SIZES): the window's text re-flows larger
    theme: str = "system"  # Settings → Theme (THEMES): dark, light, or the desktop's preference
    geometry: str = ""  # QMainWindow.saveGeometry() as base64
    recent_games: list[str] = field(default_factory=list)
    table_zoom: float = 1.0  # View → Zoom: a factor on the table's cards and text (ZOOM_RANGE)
    # "It's your turn" in an online game while the window is in the background (ui/window/turn_alert.py)
    turn_alert_taskbar: bool = True  # the taskbar entry asks for attention
    turn_alert_notification: bool = True  # a desktop notification
    turn_alert_sound: bool = True  # the "your turn" sound: at the table, and online in the background
    # Sound (docs/SOUND.md): effects on or off (View → Sound, M), and their volume in percent (SOUND_VOLUME_RANGE)
    sound_enabled: bool = True
    sound_volume: int = 70
    replays_kept: int = 50  # the newest finished games kept as replays (app/replay/replays.py), 1 to REPLAYS_KEPT_MAX
    pause_before_chain: bool = False  # hold the table before each chain resolves (ui/window/live_pause.py)

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


def _bad(problems: list[str] | None, field: str, expected: str, value: Any) -> None:
    """Note that `field` held `value` instead of `expected` (a translated phrase); its default is used."""
    if problems is not None:
        problems.append(translate("Settings", '"{field}" must be {expected}, not {value}').format(
            field=field, expected=expected, value=shown(value)))


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seats(value: Any, problems: list[str] | None = None) -> list[dict[str, str]] | None:
    if not isinstance(value, list):
        if value is not None:
            _bad(problems, "seats", translate("Settings", "a list of seats"), value)
        return None
    seats = []
    for i, default in enumerate(default_seats()):
        s = value[i] if i < len(value) and isinstance(value[i], dict) else {}
        if i < len(value) and not isinstance(value[i], dict):
            _bad(problems, f"seats[{i}]", translate("Settings", "an object with name, kind and level"), value[i])
        raw_name, kind, level = s.get("name"), s.get("kind", default["kind"]), s.get("level", default["level"])
        name = raw_name if isinstance(raw_name, str) and raw_name.strip() else default["name"]
        if not (isinstance(kind, str) and kind in KINDS):
            _bad(problems, f"seats[{i}].kind", translate("Settings", "one of {choices}").format(
                choices=", ".join(KINDS)), kind)
            kind = default["kind"]
        if not (isinstance(level, str) and level in BOT_LEVELS):
            _bad(problems, f"seats[{i}].level", translate("Settings", "one of {choices}").format(
                choices=", ".join(BOT_LEVELS)), level)
            level = default["level"]
        seats.append({"name": name[:40], "kind": kind, "level": level})
    return seats


def settings_from_data(data: Any, problems: list[str] | None = None) -> Settings:
    """Settings from parsed JSON: every field checked on its own by type and range; a bad one keeps its
    default and, if `problems` is given, adds a message naming the field and what it must be."""
    s = Settings()
    if not isinstance(data, dict):
        return s
    _read_play(data, s, problems)
    _read_look(data, s, problems)
    _read_sound_and_files(data, s, problems)
    return s


def _read_play(data: dict[str, Any], s: Settings, problems: list[str] | None) -> None:
    """How the game plays: speed, switches, the New Game dialog's seats."""
    speed = data.get("animation_speed", s.animation_speed)
    if isinstance(speed, int | float) and not isinstance(speed, bool) and speed in ANIMATION_SPEEDS:
        s.animation_speed = float(speed)
    else:
        _bad(problems, "animation_speed", translate("Settings", "one of {choices}").format(
            choices=", ".join(str(v) for v in ANIMATION_SPEEDS)), speed)
    for name in ("fast_bots", "hints", "confirm_prompts", "confirm_end_claim", "confirm_pass_chain", "click_plays",
                 "turn_alert_taskbar", "turn_alert_notification", "turn_alert_sound", "sound_enabled",
                 "pause_before_chain"):
        if isinstance(data.get(name), bool):
            setattr(s, name, data[name])
        elif name in data:
            _bad(problems, name, translate("Settings", "true or false"), data[name])
    players = data.get("players", s.players)
    if _is_int(players) and 2 <= players <= 5:
        s.players = players
    else:
        _bad(problems, "players", translate("Settings", "a whole number from 2 to 5"), players)
    seats = _seats(data.get("seats"), problems)
    if seats is not None:
        s.seats = seats


def _read_look(data: dict[str, Any], s: Settings, problems: list[str] | None) -> None:
    """How the window looks: language, geometry, text size, theme, zoom."""
    language = data.get("language", s.language)
    if isinstance(language, str) and (language in LANGUAGES or language == SYSTEM):
        s.language = language
    else:
        _bad(problems, "language", translate("Settings", "one of {choices}").format(
            choices=", ".join([*LANGUAGES, SYSTEM])), language)
    geometry = data.get("geometry", s.geometry)
    if isinstance(geometry, str) and len(geometry) < 10_000:
        s.geometry = geometry
    else:
        _bad(problems, "geometry", translate("Settings", "text of fewer than 10000 characters"), geometry)
    size = data.get("text_size", s.text_size)
    if _is_int(size) and size in TEXT_SIZES:
        s.text_size = int(size)
    else:
        _bad(problems, "text_size", translate("Settings", "one of {choices}").format(
            choices=", ".join(str(v) for v in TEXT_SIZES)), size)


def _read_sound_and_files(data: dict[str, Any], s: Settings, problems: list[str] | None) -> None:
    """The sound's volume, the replays kept and the recent games."""
    volume = data.get("sound_volume", s.sound_volume)
    if _is_int(volume) and SOUND_VOLUME_RANGE[0] <= volume <= SOUND_VOLUME_RANGE[1]:
        s.sound_volume = int(volume)
    else:
        _bad(problems, "sound_volume", translate("Settings", "a whole number from {low} to {high}").format(
            low=SOUND_VOLUME_RANGE[0], high=SOUND_VOLUME_RANGE[1]), volume)
    theme = data.get("theme", s.theme)
    if isinstance(theme, str) and theme in THEMES:
        s.theme = theme
    else:
        _bad(problems, "theme", translate("Settings", "one of {choices}").format(choices=", ".join(THEMES)), theme)
    zoom = data.get("table_zoom", s.table_zoom)
    if isinstance(zoom, int | float) and not isinstance(zoom, bool) and ZOOM_RANGE[0] <= float(zoom) <= ZOOM_RANGE[1]:
        s.table_zoom = float(zoom)
    else:
        _bad(problems, "table_zoom", translate("Settings", "a number from {low} to {high}").format(
            low=ZOOM_RANGE[0], high=ZOOM_RANGE[1]), zoom)
    kept = data.get("replays_kept", s.replays_kept)
    if _is_int(kept) and 1 <= kept <= REPLAYS_KEPT_MAX:
        s.replays_kept = int(kept)
    else:
        _bad(problems, "replays_kept", translate("Settings", "a whole number from 1 to {high}").format(
            high=REPLAYS_KEPT_MAX), kept)
    recent = data.get("recent_games", [])
    if isinstance(recent, list):
        s.recent_games = [p for p in recent if isinstance(p, str) and p and "\0" not in p][:MAX_RECENT]
    else:
        _bad(problems, "recent_games", translate("Settings", "a list of file names"), recent)


def _fallback(file: Path, reason: str) -> tuple[Settings, str]:
    """The defaults, and the message: the file, what is wrong, and the copy kept before it is rewritten."""
    copy = keep_copy(file)
    if copy is None:
        return Settings(), translate("Settings", "{file}: {reason}; using the defaults").format(
            file=file, reason=reason)
    return Settings(), translate("Settings", "{file}: {reason}; using the defaults (the file is kept as {copy})"
                                 ).format(file=file, reason=reason, copy=copy.name)


def load_settings(path: str | os.PathLike[str]) -> tuple[Settings, str | None]:
    """The settings in `path` (defaults if it does not exist) and a message for the player if (part of)
    the file could not be used. Never raises: a bad file must not stop the app."""
    file = Path(path)
    try:
        if file.stat().st_size > MAX_SETTINGS_BYTES:
            return _fallback(file, translate("Settings", "the file is larger than {size} kB").format(
                size=MAX_SETTINGS_BYTES // 1000))
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Settings(), translate("Settings", "{file}: cannot read the settings ({error}); using the defaults"
                                     ).format(file=file, error=exc)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return _fallback(file, translate("Settings", "the settings file is damaged ({error})").format(
            error=_json_error(exc)))
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        return _fallback(file, translate("Settings", 'not a Nightfall Qt settings file (expected "format": '
                                                     '"{format}")').format(format=SETTINGS_FORMAT))
    problems: list[str] = []
    try:
        settings = settings_from_data(data, problems)
    except Exception as exc:  # a check this module forgot: still start, with the defaults
        return _fallback(file, f"{type(exc).__name__}: {exc}")
    if problems:
        copy = keep_copy(file)
        kept = translate("Settings", " (the file is kept as {copy})").format(copy=copy.name) if copy else ""
        return settings, translate("Settings", "{file}: these settings use their defaults{kept}:\n{problems}").format(
            file=file, kept=kept, problems="\n".join(problems))
    return settings, None


def _json_error(exc: Exception) -> str:
    """Where JSON parsing failed, as precisely as json says it."""
    if isinstance(exc, json.JSONDecodeError):
        return translate("Settings", "line {line}, column {column}: {reason}").format(
            line=exc.lineno, column=exc.colno, reason=exc.msg)
    return f"{type(exc).__name__}: {exc}"


def save_settings(path: str | os.PathLike[str], settings: Settings) -> None:
    write_atomic(path, settings.to_json())
