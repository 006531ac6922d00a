"""The .desktop entry, the AppStream metainfo and the hicolor icons under packaging/linux."""

from __future__ import annotations

import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from nightfall_qt.assets import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian: apt-get install desktop-file-utils appstream)")
    return path


def test_desktop_file_validates() -> None:
    proc = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_metainfo_validates() -> None:
    tool = _tool("appstreamcli")
    proc = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_metainfo_content() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    version = project["version"]
    assert root.findtext("project_license") == project["license"] == "GPL-3.0-or-later AND CC-BY-3.0"
    assert "game-icons.net" in ET.tostring(root.find("description"), encoding="unicode")  # type: ignore[arg-type]
    releases = [r.get("version") for r in root.iter("release")]
    assert releases and releases[0] == version, "add a <release> for the version in pyproject.toml"
    shots = [image.text or "" for image in root.iter("image")]
    assert shots
    for url in shots:
        assert url.startswith("https://")
        assert "/docs/screenshots/" in url
        assert (ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[1]).is_file(), url


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_hicolor_icons_at_every_size_and_scalable() -> None:
    hicolor = LINUX / "icons" / "hicolor"
    for size in SIZES:
        png = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.is_file(), f"{png} missing: run python packaging/render_icons.py"
        assert _png_size(png) == (size, size)
    svg = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg.read_bytes() == (ROOT / "resources" / "icons" / "nightfall-qt.svg").read_bytes(), (
        "the scalable icon differs from resources/icons/nightfall-qt.svg: run python packaging/render_icons.py"
    )


def test_desktop_entry_names_the_icon_and_binary() -> None:
    text = DESKTOP.read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in text
    assert "Exec=nightfall-qt\n" in text
