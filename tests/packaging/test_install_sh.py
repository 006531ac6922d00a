"""packaging/install.sh into a temporary prefix (with DESTDIR staging and with the default ~/.local)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from nightfall_qt.assets import APP_ID

ROOT = Path(__file__).resolve().parents[2]
INSTALL = ROOT / "packaging" / "install.sh"
SIZES = ("16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512")

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None, reason="needs a POSIX sh")


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A stand-in for dist/nightfall-qt: an executable that prints its arguments, plus a data file."""
    app = tmp_path / "bundle" / "nightfall-qt"
    (app / "_internal" / "nightfall_qt" / "data").mkdir(parents=True)
    (app / "_internal" / "nightfall_qt" / "data" / "cards.yaml").write_text("format: 1\n", encoding="utf-8")
    exe = app / "nightfall-qt"
    exe.write_text('#!/bin/sh\necho "fake nightfall-qt $*"\n', encoding="utf-8")
    exe.chmod(0o755)
    return app


def _sh(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = {k: v for k, v in os.environ.items() if k not in ("PREFIX", "DESTDIR")}
    full_env.update(env or {})
    return subprocess.run(["sh", str(INSTALL), *args], capture_output=True, text=True, env=full_env, check=False)


def _installed_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file() or p.is_symlink())


def test_install_and_uninstall_with_destdir(tmp_path: Path, fake_bundle: Path) -> None:
    stage = tmp_path / "stage"
    prefix = "/opt/nightfall"
    args = ("--prefix", prefix, "--destdir", str(stage), "--app-dir", str(fake_bundle))
    proc = _sh(*args)
    assert proc.returncode == 0, proc.stderr
    root = stage / "opt" / "nightfall"
    assert (root / "lib/nightfall-qt/_internal/nightfall_qt/data/cards.yaml").is_file()
    binary = root / "bin" / "nightfall-qt"
    assert binary.is_symlink() and os.readlink(binary) == "../lib/nightfall-qt/nightfall-qt"
    assert subprocess.run([str(binary), "--self-test"], capture_output=True, text=True).stdout.strip() == (
        "fake nightfall-qt --self-test"
    )
    desktop = root / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={prefix}/lib/nightfall-qt/nightfall-qt\n" in desktop.read_text(encoding="utf-8")
    assert (root / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in SIZES:
        assert (root / "share/icons/hicolor" / size / "apps" / f"{APP_ID}.png").is_file()
    assert (root / "share/icons/hicolor/scalable/apps" / f"{APP_ID}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    proc = _sh(*args, "--uninstall")
    assert proc.returncode == 0, proc.stderr
    assert _installed_files(stage) == []


def test_default_prefix_is_home_local_and_env_overrides(tmp_path: Path, fake_bundle: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    proc = _sh("--app-dir", str(fake_bundle), env={"HOME": str(home)})
    assert proc.returncode == 0, proc.stderr
    assert (home / ".local/bin/nightfall-qt").is_symlink()
    assert (home / ".local/share/applications" / f"{APP_ID}.desktop").is_file()
    assert _sh("--uninstall", env={"HOME": str(home)}).returncode == 0
    assert [p for p in _installed_files(home) if "icon-theme.cache" not in p.name and "mimeinfo" not in p.name] == []

    stage = tmp_path / "envstage"
    proc = _sh("--app-dir", str(fake_bundle), env={"PREFIX": "/usr/local", "DESTDIR": str(stage)})
    assert proc.returncode == 0, proc.stderr
    assert (stage / "usr/local/lib/nightfall-qt/nightfall-qt").is_file()


def test_missing_bundle_is_a_clear_error(tmp_path: Path) -> None:
    proc = _sh("--prefix", "/x", "--destdir", str(tmp_path), "--app-dir", str(tmp_path / "nope"))
    assert proc.returncode == 1
    assert "no bundle at" in proc.stderr and "build_linux.sh" in proc.stderr
    assert _sh("--prefix", "relative/path").returncode == 2


def test_the_server_command_is_linked_when_the_bundle_has_it(tmp_path: Path, fake_bundle: Path) -> None:
    (fake_bundle / "nightfall-qt-server").symlink_to("nightfall-qt")
    stage = tmp_path / "stage"
    args = ("--prefix", "/opt/nf", "--destdir", str(stage), "--app-dir", str(fake_bundle))
    assert _sh(*args).returncode == 0
    server = stage / "opt/nf/bin/nightfall-qt-server"
    assert server.is_symlink() and os.readlink(server) == "../lib/nightfall-qt/nightfall-qt-server"
    assert subprocess.run([str(server), "--help"], capture_output=True, text=True).stdout.strip() == (
        "fake nightfall-qt --help"
    )
    assert _sh(*args, "--uninstall").returncode == 0
    assert _installed_files(stage) == []
