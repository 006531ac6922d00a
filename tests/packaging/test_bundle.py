"""Slow: build the PyInstaller bundle with packaging/build_linux.sh and run the frozen app's self-test.

Needs the package index (the build makes a clean venv with the pinned tools); run with `pytest -m slow`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from nightfall_qt.assets import APP_ID, version

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build script"),
]


def test_build_run_and_install_the_bundle(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    env = dict(os.environ, BUILD_DIR=str(tmp_path / "build"), DIST_DIR=str(dist), PYTHON=sys.executable)
    proc = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build_linux.sh")], env=env, capture_output=True, text=True, timeout=1800
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    exe = dist / "nightfall-qt" / "nightfall-qt"
    assert exe.is_file()
    assert (dist / "nightfall-qt" / "_internal" / "nightfall_qt" / "data" / "cards.yaml").is_file()
    # websockets (pure Python modules are in the archive) with its C speedups, a file of its own.
    assert list((dist / "nightfall-qt" / "_internal" / "websockets").glob("speedups.cpython-*.so"))
    server = dist / "nightfall-qt" / "nightfall-qt-server"
    assert server.is_symlink() and os.readlink(server) == "nightfall-qt"
    help_text = subprocess.run([str(server), "--help"], capture_output=True, text=True, timeout=120).stdout
    assert help_text.startswith("usage: nightfall-qt-server")
    assert (dist / "nightfall-qt" / "LICENSE").is_file() == (ROOT / "LICENSE").is_file()

    run_env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    run = subprocess.run([str(exe), "--self-test"], env=run_env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert " self-test ok: " in run.stdout
    assert subprocess.run([str(exe), "--version"], capture_output=True, text=True).stdout.strip() == (
        f"nightfall-qt {version()}"
    )

    name = f"nightfall-qt-{version()}-linux-x86_64"
    tarball = dist / f"{name}.tar.gz"
    with tarfile.open(tarball) as tf:
        tf.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / name
    stage = tmp_path / "stage"
    install = subprocess.run(
        ["sh", str(unpacked / "install.sh"), "--prefix", "/opt/nf", "--destdir", str(stage)],
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stderr
    installed = stage / "opt/nf/bin/nightfall-qt"
    assert (stage / "opt/nf/bin/nightfall-qt-server").is_symlink()
    assert (stage / "opt/nf/share/applications" / f"{APP_ID}.desktop").is_file()
    run = subprocess.run([str(installed), "--self-test"], env=run_env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(
            ["desktop-file-validate", str(stage / "opt/nf/share/applications" / f"{APP_ID}.desktop")]
        ).returncode == 0
