"""The one-line diagnosis of missing system libraries before Qt starts."""

from __future__ import annotations

from nightfall_qt import qt_check

X11 = {"DISPLAY": ":0"}


def _missing(*sonames: str):
    return lambda soname: soname not in sonames


def test_nothing_missing_on_x11_is_no_problem() -> None:
    assert qt_check.problem(X11, loads=lambda _: True, platform="linux") is None


def test_missing_xcb_cursor_names_the_debian_package_in_one_line() -> None:
    line = qt_check.problem(X11, loads=_missing("libxcb-cursor.so.0", "libEGL.so.1"), platform="linux")
    assert line is not None and "\n" not in line
    assert "libxcb-cursor.so.0" in line and "libEGL.so.1" in line
    assert line.endswith("sudo apt-get install libegl1 libxcb-cursor0")


def test_xcb_libraries_are_not_needed_offscreen_or_on_wayland() -> None:
    loads = _missing("libxcb-cursor.so.0", "libxkbcommon-x11.so.0")
    assert qt_check.problem({"QT_QPA_PLATFORM": "offscreen"}, loads=loads, platform="linux") is None
    assert qt_check.problem({"WAYLAND_DISPLAY": "wayland-0"}, loads=loads, platform="linux") is None
    assert qt_check.problem({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, loads=loads, platform="linux") is not None


def test_gui_libraries_are_needed_everywhere() -> None:
    line = qt_check.problem({"QT_QPA_PLATFORM": "offscreen"}, loads=_missing("libEGL.so.1"), platform="linux")
    assert line is not None and "libegl1" in line


def test_no_display_is_one_line_too() -> None:
    line = qt_check.problem({}, loads=lambda _: True, platform="linux")
    assert line is not None and "QT_QPA_PLATFORM=offscreen" in line and "\n" not in line


def test_other_systems_are_not_checked() -> None:
    assert qt_check.problem({}, loads=lambda _: False, platform="win32") is None
    assert qt_check.problem({}, loads=lambda _: False, platform="darwin") is None


def test_every_soname_maps_to_a_package() -> None:
    for table in (qt_check.GUI_LIBS, qt_check.XCB_LIBS):
        for soname, package in table.items():
            assert soname.startswith("lib") and ".so." in soname
            assert package and package == package.lower()
