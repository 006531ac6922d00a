"""What README.md promises a new user: the two commands first, how to relaunch, prerequisites that are
complete (every package nightfall_qt/qt_check.py would ask for), a layout table that is true."""

from __future__ import annotations

import re
from pathlib import Path

from nightfall_qt import qt_check

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PLAY = "python3 -m venv .venv && .venv/bin/pip install -q . && .venv/bin/nightfall-qt"
TEST = "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/python -m pytest"


def _section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## )", README, flags=re.MULTILINE | re.DOTALL)
    assert match, title
    return match.group(1)


def test_readme_starts_with_the_play_and_the_test_command() -> None:
    blocks = re.findall(r"```sh\n(.*?)\n```", README, flags=re.DOTALL)
    assert blocks[:2] == [PLAY, TEST]
    assert README.index(TEST) < README.index("## ")  # nothing but the title comes before them


def test_readme_says_how_to_start_again_without_reinstalling() -> None:
    intro = README[: README.index("## ")]
    assert "`.venv/bin/nightfall-qt`" in intro and "without reinstalling" in intro


def test_prerequisites_name_every_library_the_app_would_ask_for() -> None:
    command = _section("Prerequisites (fresh Debian/Ubuntu)").split("```sh\n", 1)[1].split("```", 1)[0]
    packages = set(command.replace("\\\n", " ").split()) - {"sudo", "apt-get", "install"}
    wanted = set(qt_check.GUI_LIBS.values()) | set(qt_check.XCB_LIBS.values()) | {"python3-venv"}
    assert wanted <= packages, sorted(wanted - packages)


def test_layout_table_lists_paths_that_exist_and_nothing_to_come() -> None:
    table = _section("Project layout")
    paths = re.findall(r"^\| (.+?) \|", table, flags=re.MULTILINE)
    listed = [p for cell in paths for p in re.findall(r"`([^`]+)`", cell)]
    assert "packaging/" in listed
    assert [p for p in listed if not (ROOT / p).exists()] == []
    assert "to come" not in table


def test_uninstalling_says_what_stays_and_where() -> None:
    text = _section("Uninstalling")
    for needle in ("~/.local/share/nightfall-qt", "~/.config/nightfall-qt", "settings", "saves",
                   "sudo apt remove nightfall-qt", "packaging/install.sh --uninstall", "rm -rf .venv"):
        assert needle in text, needle
