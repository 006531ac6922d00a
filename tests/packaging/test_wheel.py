"""The wheel carries cards.yaml, the icons and the licence, and its nightfall-qt entry point finds them."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from nightfall_qt.cards import load_cards

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip("hatchling is not installed (it is in the [test] extra)")
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (built,) = out.glob("nightfall_qt-*.whl")
    return built


def test_wheel_contains_the_data_and_the_entry_point(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        scripts = zf.read(entry_points).decode()
        (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        meta = zf.read(metadata).decode()
    assert "nightfall_qt/data/cards.yaml" in names
    assert "nightfall_qt/resources/icons/nightfall-qt.svg" in names
    # Every card's illustration, with the icons' licence and authors (resources/art).
    for art in {card.art for card in load_cards()}:
        assert art is not None and f"nightfall_qt/resources/art/game-icons/{art.split(':')[1]}.svg" in names, art
    assert {"nightfall_qt/resources/art/LICENSE", "nightfall_qt/resources/art/game-icons/credits.tsv"} <= names
    for lang in ("en", "de", "fr", "pl"):  # the compiled UI catalogues and the translated lessons and rules
        assert f"nightfall_qt/resources/translations/nightfall_qt_{lang}.qm" in names
    for lang in ("de", "fr", "pl"):
        assert f"nightfall_qt/resources/tutorial/{lang}/01_chain_colours.yaml" in names
        assert f"nightfall_qt/resources/rules/rules.{lang}.html" in names
    assert "nightfall_qt/assets.py" in names and "nightfall_qt/selftest.py" in names
    assert "nightfall-qt = nightfall_qt.__main__:main" in scripts
    # The licence travels with every copy: its SPDX expression and the full text (PEP 639).
    assert "License-Expression: GPL-3.0-or-later AND CC-BY-3.0" in meta.splitlines()
    assert any(n.endswith(".dist-info/licenses/resources/art/LICENSE") for n in names)
    licence = next(n for n in names if n.endswith(".dist-info/licenses/LICENSE"))
    with zipfile.ZipFile(wheel) as zf:
        assert zf.read(licence) == (ROOT / "LICENSE").read_bytes()


def _install_target(wheel: Path, target: Path) -> dict[str, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    env = dict(os.environ, PYTHONPATH=str(target), QT_QPA_PLATFORM="offscreen")
    return env


def test_installed_wheel_finds_its_own_data(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    env = _install_target(wheel, target)
    probe = (
        "import nightfall_qt, nightfall_qt.assets as a, nightfall_qt.cards.loader as l;"
        "print(nightfall_qt.__file__); print(a.icon_path()); print(l.default_cards_path());"
        "from PySide6.QtCore import QCoreApplication; import nightfall_qt.app.texts.i18n as i;"
        "app = QCoreApplication([]); i.install_language('pl'); print(i.catalogue_path('pl'));"
        "print(i.translate('Labels', 'Hard'), file=__import__('sys').stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    paths = [Path(line) for line in proc.stdout.splitlines()]
    assert all(p.is_relative_to(target) for p in paths), paths
    assert paths[1].is_file() and paths[2].is_file() and paths[3].is_file()
    assert proc.stderr.strip().splitlines()[-1] == "Trudny"  # the packaged Polish catalogue is in use
    script = target / "bin" / "nightfall-qt"
    version = subprocess.run([str(script), "--version"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert version.returncode == 0 and version.stdout.startswith("nightfall-qt "), version.stderr


@pytest.mark.slow
def test_entry_point_from_the_wheel_passes_the_self_test(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    env = _install_target(wheel, target)
    proc = subprocess.run(
        [str(target / "bin" / "nightfall-qt"), "--self-test"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    assert " self-test ok: " in proc.stdout
