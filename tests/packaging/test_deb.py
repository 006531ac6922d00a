"""packaging/build_deb.sh: build the .deb, check its control data and contents, unpack it into a scratch
root (`dpkg-deb -x`) and run `--self-test` through the package's own launcher and pruned Qt.

`pytest -m slow` adds lintian and, as root with debootstrap, `apt-get install ./the.deb` in a clean
Debian chroot (packaging/deb/check_in_chroot.sh).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from nightfall_qt import qt_check
from nightfall_qt.assets import APP_ID

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build_deb.sh"
SIZES = ("16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512")
PRIVATE_LIB = re.compile(r"lib(Qt6|pyside6|shiboken6|icu)")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None or shutil.which("readelf") is None,
    reason="needs Linux with dpkg-deb and readelf",
)


def _run(*args: str | Path, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload,no-any-return]


@pytest.fixture(scope="module")
def deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("deb")
    env = dict(os.environ, PYTHON=sys.executable, BUILD_DIR=str(out / "build"), DIST_DIR=str(out / "dist"),
               DEB_COMPRESS="gzip", DEB_LEVEL="1")  # lintian wants compression
    proc = _run("bash", BUILD, env=env, timeout=600)
    if proc.returncode != 0 and re.search(r"No matching distribution|Could not fetch|Max retries", proc.stderr):
        pytest.skip(f"the PySide6 wheels could not be fetched (no package index?): {proc.stderr[-300:]}")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (built,) = (out / "dist").glob("nightfall-qt_*.deb")
    return built


@pytest.fixture(scope="module")
def unpacked(deb: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("root")
    proc = _run("dpkg-deb", "-x", deb, root)
    assert proc.returncode == 0, proc.stderr
    return root


def _control(deb: Path) -> dict[str, str]:
    text = _run("dpkg-deb", "-f", deb).stdout
    return dict(re.findall(r"^(\S+): (.*(?:\n .*)*)", text, flags=re.MULTILINE))


def test_control_names_the_version_and_every_runtime_dependency(deb: Path) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    control = _control(deb)
    assert deb.name == f"nightfall-qt_{version}-1_{control['Architecture']}.deb"
    assert control["Package"] == "nightfall-qt" and control["Version"] == f"{version}-1"
    assert control["Section"] == "games"
    depends = {d.split(" ")[0] for d in control["Depends"].split(", ")}
    # Every library the app names when missing must be pulled in by apt.
    assert set(qt_check.GUI_LIBS.values()) | set(qt_check.XCB_LIBS.values()) <= depends
    assert {"python3", "python3-yaml", "python3-platformdirs", "libc6", "libgssapi-krb5-2"} <= depends
    assert re.search(r"libc6 \(>= 2\.\d+\)", control["Depends"])


def test_contents_launcher_menu_entry_icons_metainfo_docs(deb: Path) -> None:
    listing = _run("dpkg-deb", "-c", deb).stdout.splitlines()
    files = {line.split()[-1].lstrip(".") : line.split()[0] for line in listing}
    assert files["/usr/games/nightfall-qt"] == files["/usr/games/nightfall-qt-server"] == "-rwxr-xr-x"
    for path in (
        f"/usr/share/applications/{APP_ID}.desktop",
        f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
        f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "/usr/share/man/man6/nightfall-qt.6.gz",
        "/usr/share/man/man6/nightfall-qt-server.6.gz",
        "/usr/lib/nightfall-qt/websockets/asyncio/server.py",
        "/usr/share/doc/nightfall-qt/copyright",
        "/usr/share/doc/nightfall-qt/changelog.Debian.gz",
        "/usr/lib/nightfall-qt/nightfall_qt/data/cards.yaml",
        "/usr/lib/nightfall-qt/PySide6/Qt/plugins/platforms/libqxcb.so",
    ):
        assert path in files, path
    for size in SIZES:
        assert f"/usr/share/icons/hicolor/{size}/apps/{APP_ID}.png" in files
    assert not [p for p in files if "__pycache__" in p or p.startswith("/usr/lib/nightfall-qt/bin/")]
    assert not [p for p in files if re.search(r"/(designer|lupdate|qmlls|include)$|/Qt/qml/", p)]  # pruned tools
    # Only the launchers are executable; libraries are 0644.
    assert sorted(p for p, mode in files.items() if mode.startswith("-") and "x" in mode) == [
        "/usr/games/nightfall-qt", "/usr/games/nightfall-qt-server",
    ]  # fmt: skip
    # websockets' C speedups for the Python of Debian 12, Ubuntu 24.04 and Debian 13, side by side.
    speedups = sorted(p.rsplit("/", 1)[1] for p in files if "/websockets/speedups.cpython-" in p)
    assert [name.split("-")[1] for name in speedups] == ["311", "312", "313"], speedups


def test_maintainer_scripts_compile_and_clean_the_bytecode(deb: Path, tmp_path: Path) -> None:
    _run("dpkg-deb", "-e", deb, tmp_path)
    assert "compileall" in (tmp_path / "postinst").read_text(encoding="utf-8")
    assert "__pycache__" in (tmp_path / "prerm").read_text(encoding="utf-8")
    for script in ("postinst", "prerm"):
        assert _run("sh", "-n", tmp_path / script).returncode == 0


def test_desktop_entry_in_the_package_validates(unpacked: Path) -> None:
    desktop = unpacked / "usr/share/applications" / f"{APP_ID}.desktop"
    assert "Exec=/usr/games/nightfall-qt\n" in desktop.read_text(encoding="utf-8")
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed")
    proc = _run(tool, desktop)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout


def test_appstream_validates_the_installed_tree(unpacked: Path) -> None:
    """validate-tree checks the metainfo together with the desktop entry and icons it refers to."""
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    proc = _run(tool, "validate-tree", "--no-net", unpacked)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_pruned_qt_has_no_dangling_private_library(unpacked: Path) -> None:
    lib = unpacked / "usr/lib/nightfall-qt"
    present = {p.name for p in lib.rglob("*.so*")}
    dangling = []
    for so in lib.rglob("*.so*"):
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", _run("readelf", "-d", so).stdout)
        dangling += [f"{so.relative_to(lib)} needs {n}" for n in needed if PRIVATE_LIB.match(n) and n not in present]
    assert not dangling
    assert (lib / "PySide6/Qt/plugins/imageformats/libqsvg.so").is_file()  # the icon is SVG


def test_unpacked_package_runs_its_self_test(unpacked: Path) -> None:
    """The launcher puts the package's own tree first on sys.path: the self-test runs on the pruned Qt."""
    lib = unpacked / "usr/lib/nightfall-qt"
    # -I as in the launcher's #! line; this interpreter stands in for Debian's python3 + python3-yaml etc.
    where = _run(sys.executable, "-I", "-c",
                 f"import sys; sys.path.insert(0, {str(lib)!r}); import PySide6.QtWidgets, nightfall_qt; "
                 "print(PySide6.__file__); print(nightfall_qt.__file__)")
    assert where.returncode == 0, where.stderr
    assert all(line.startswith(str(lib)) for line in where.stdout.splitlines()), where.stdout
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "QT_LOGGING_RULES")}
    proc = _run(sys.executable, "-I", unpacked / "usr/games/nightfall-qt", "--self-test", env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    (line,) = proc.stdout.splitlines()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert line.startswith(f"nightfall-qt {version} self-test ok: ") and "platform offscreen" in line


def test_unpacked_server_command_answers_help(unpacked: Path) -> None:
    proc = _run(sys.executable, "-I", unpacked / "usr/games/nightfall-qt-server", "--help", timeout=60)
    assert proc.returncode == 0 and proc.stdout.startswith("usage: nightfall-qt-server"), proc.stderr


@pytest.mark.slow
def test_unpacked_package_hosts_and_joins_an_online_game(unpacked: Path) -> None:
    """The package's own websockets and server launcher (this interpreter standing in for python3)."""
    server = f"{sys.executable} -I {unpacked / 'usr/games/nightfall-qt-server'}"
    proc = _run(sys.executable, "-I", unpacked / "usr/games/nightfall-qt", "--self-test-online", server, timeout=900)
    assert proc.returncode == 0, proc.stderr
    (line,) = proc.stdout.splitlines()
    assert " online self-test ok: websockets " in line and str(unpacked) in line
    assert line.count("game over") == 2


@pytest.mark.slow
def test_lintian_reports_nothing_but_the_explained_overrides(deb: Path) -> None:
    tool = shutil.which("lintian")
    if tool is None:
        pytest.skip("lintian is not installed")
    proc = _run(tool, "--fail-on", "error,warning", deb, timeout=600)
    tags = [line for line in proc.stdout.splitlines() if re.match(r"[EWIP]: ", line)]
    assert proc.returncode == 0 and not tags, proc.stdout + proc.stderr


@pytest.mark.slow
def test_apt_installs_it_into_a_clean_debian_root(deb: Path) -> None:
    if os.geteuid() != 0 or shutil.which("debootstrap") is None:
        pytest.skip("needs root and debootstrap (apt-get install debootstrap)")
    proc = _run("bash", ROOT / "packaging/deb/check_in_chroot.sh", deb, timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "chroot check ok: Debian GNU/Linux 12" in proc.stdout
    assert " online self-test ok: " in proc.stdout and "nothing left" in proc.stdout
