"""The licence is published wherever a copy goes: LICENSE, pyproject, the Debian copyright file (DEP-5)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COPYRIGHT = ROOT / "packaging" / "deb" / "copyright"
FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"


def _paragraphs(text: str) -> list[dict[str, str]]:
    """deb822 paragraphs: `Field: value` lines, continuation lines start with a space, blank lines separate."""
    paragraphs: list[dict[str, str]] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields: dict[str, str] = {}
        name = ""
        for line in block.splitlines():
            if line.startswith((" ", "\t")):
                assert name, f"a continuation line before any field: {line!r}"
                fields[name] += "\n" + line.strip()
            else:
                name, sep, value = line.partition(":")
                assert sep and re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*", name), f"not a field: {line!r}"
                assert name not in fields, f"{name} twice in one paragraph"
                fields[name] = value.strip()
        paragraphs.append(fields)
    return paragraphs


def test_licence_file_and_pyproject_agree() -> None:
    assert "GNU GENERAL PUBLIC LICENSE" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    # The card illustrations are CC BY 3.0 (resources/art/LICENSE names the source and authors).
    assert project["license"] == "GPL-3.0-or-later AND CC-BY-3.0"
    assert project["license-files"] == ["LICENSE", "resources/art/LICENSE"]
    assert "CC BY 3.0" in (ROOT / "resources" / "art" / "LICENSE").read_text(encoding="utf-8")


def test_debian_copyright_is_machine_readable() -> None:
    header, *rest = _paragraphs(COPYRIGHT.read_text(encoding="utf-8"))
    assert header["Format"] == FORMAT
    assert "AEG" in header["Disclaimer"] and "David Gregg" in header["Disclaimer"]
    assert "unofficial" in header["Disclaimer"]
    files = [p for p in rest if "Files" in p]
    standalone = {p["License"].split("\n")[0] for p in rest if "Files" not in p}
    for paragraph in files:
        assert paragraph.get("Copyright"), paragraph["Files"]
        first, *body = paragraph["License"].split("\n")
        # Every short name is either explained right here or in a stand-alone License paragraph.
        for name in re.split(r"\s+or\s+|\s+and\s+", first):
            assert body or name in standalone, f"License {name} of {paragraph['Files']!r} has no text"
    covered = " ".join(p["Files"] for p in files)
    assert files[0]["Files"] == "*" and files[0]["License"] == "GPL-3+"
    for bundled in (
        "usr/lib/nightfall-qt/PySide6/*",
        "usr/lib/nightfall-qt/shiboken6/*",
        "usr/lib/nightfall-qt/websockets/*",
    ):
        assert bundled in covered.split(), bundled
    gpl = next(p for p in rest if "Files" not in p and p["License"].startswith("GPL-3+"))
    assert "/usr/share/common-licenses/GPL-3" in gpl["License"]
