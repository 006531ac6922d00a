"""Before Qt starts: find missing system libraries and name the Debian/Ubuntu package, in one line.

The PySide6 wheel brings Qt itself but not the X11/EGL libraries of the system. Without them Qt aborts
with a wall of text ("could not load the Qt platform plugin xcb ... available platform plugins are ...").
`problem()` tries to load each library the way the dynamic loader would (ctypes.CDLL by soname) and
returns one line naming what to install, or None. Linux only; elsewhere it returns None.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# Needed by QtGui itself, whatever the platform plugin (libQt6Gui links them).
GUI_LIBS: dict[str, str] = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libxcb.so.1": "libxcb1",
}
# Needed by the xcb (X11) platform plugin only.
XCB_LIBS: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11-xcb.so.1": "libx11-xcb1",
}


def _loads(soname: str) -> bool:
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle may carry its own copy
    if getattr(sys, "frozen", False) and bundle and os.path.exists(os.path.join(bundle, soname)):
        return True
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def uses_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will pick the xcb plugin: asked for, or nothing asked for outside a Wayland session."""
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":", 1)[0].split(";", 1)[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries(
    environ: Mapping[str, str] | None = None, loads: Callable[[str], bool] = _loads
) -> list[tuple[str, str]]:
    """(soname, Debian package) for each library Qt will need here and the loader cannot find."""
    env = os.environ if environ is None else environ
    wanted = dict(GUI_LIBS)
    if uses_xcb(env):
        wanted.update(XCB_LIBS)
    return [(soname, package) for soname, package in wanted.items() if not loads(soname)]


def problem(
    environ: Mapping[str, str] | None = None,
    loads: Callable[[str], bool] = _loads,
    platform: str = sys.platform,
) -> str | None:
    """One line telling what to do before Qt can start, or None when nothing is known to be missing."""
    if not platform.startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    missing = missing_libraries(env, loads)
    if missing:
        packages = " ".join(dict.fromkeys(package for _, package in missing))
        sonames = ", ".join(soname for soname, _ in missing)
        return (
            f"nightfall-qt: Qt cannot start: missing system libraries ({sonames}); "
            f"on Debian/Ubuntu install them with: sudo apt-get install {packages}"
        )
    if uses_xcb(env) and not env.get("DISPLAY"):
        return (
            "nightfall-qt: no display found (DISPLAY and WAYLAND_DISPLAY are unset); start it from a desktop "
            "session, or run headless with QT_QPA_PLATFORM=offscreen"
        )
    return None
