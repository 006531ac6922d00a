"""`nightfall-qt --self-test` and `--version` in a subprocess, the way a user or a packager runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from nightfall_qt import selftest

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nightfall_qt", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        check=False,
    )


def test_self_test_plays_a_game_and_prints_one_summary_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # it must set offscreen itself
    env["NIGHTFALL_QT_DATA_DIR"] = str(tmp_path / "data")  # the replay it keeps goes here, not to the user's
    env["NIGHTFALL_QT_CONFIG_DIR"] = str(tmp_path / "config")
    env.pop("DISPLAY", None)
    env.pop("QT_LOGGING_RULES", None)  # Qt's warnings must be handled by the self-test, not hidden by the caller
    proc = _run("--self-test", env=env)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, proc.stdout
    assert proc.stderr == "", proc.stderr  # offscreen noise ("does not support propagateSizeHints()") dropped
    assert " self-test ok: " in lines[0]
    assert "2 bots" in lines[0] and "winner Bot " in lines[0] and "platform offscreen" in lines[0]
    # The game is kept as a replay, which `--replay FILE --check` plays again to the same ranking.
    replay = lines[0].rsplit("; replay ", 1)[1]
    assert Path(replay).is_file()
    checked = _run("--replay", replay, "--check", env=env)
    assert checked.returncode == 0, checked.stderr
    winner = lines[0].split("winner ", 1)[1].split(";", 1)[0]
    assert checked.stdout.splitlines()[0].startswith(f"1. {winner} — ")


def test_version() -> None:
    from nightfall_qt.assets import version

    proc = _run("--version")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"nightfall-qt {version()}"
    assert version() != "unknown"


def test_self_test_failure_is_one_clear_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from nightfall_qt import qt_check

    monkeypatch.setattr(qt_check, "problem", lambda: "nightfall-qt: Qt cannot start: missing libEGL.so.1")
    assert selftest.run() == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["nightfall-qt self-test FAILED: nightfall-qt: Qt cannot start: missing libEGL.so.1"]


def test_memory_and_process_age_are_read_from_proc() -> None:
    if not Path("/proc/self/status").exists():
        pytest.skip("no /proc")
    rss, hwm = selftest.memory_kib()
    assert 0 < rss <= hwm
    assert 0 < selftest.seconds_since_start() < 24 * 3600


def test_self_test_drops_only_the_offscreen_noise(capfd: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtCore import qWarning

    restore = selftest._install_qt_message_filter()
    try:
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("a real problem")
    finally:
        restore()
    err = capfd.readouterr().err
    assert "propagateSizeHints" not in err
    assert "a real problem" in err


def test_online_self_test_without_a_server_command_says_where_it_looked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from nightfall_qt.online import selftest as online_selftest

    monkeypatch.setattr(sys, "argv", [str(tmp_path / "nightfall-qt")])
    monkeypatch.setenv("PATH", str(tmp_path))
    assert online_selftest.run() == 1
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith("nightfall-qt online self-test FAILED: nightfall-qt-server is not installed: not beside ")
    assert str(tmp_path) in line


def test_online_self_test_finds_the_server_beside_the_program(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nightfall_qt.online import selftest as online_selftest

    server = tmp_path / "nightfall-qt-server"
    server.write_text("#!/bin/sh\n", encoding="utf-8")
    server.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(tmp_path / "nightfall-qt")])
    monkeypatch.setenv("PATH", "")
    assert online_selftest.find_server_command() == [str(server)]
    assert online_selftest.find_server_command("python3 -m nightfall_qt.online.cli") == [
        "python3", "-m", "nightfall_qt.online.cli",
    ]  # fmt: skip


@pytest.mark.slow
def test_online_self_test_hosts_and_joins_on_both_servers() -> None:
    proc = _run("--self-test-online", f"{sys.executable} -m nightfall_qt.online.cli", timeout=900)
    assert proc.returncode == 0, proc.stderr
    (line,) = proc.stdout.splitlines()
    assert " online self-test ok: websockets " in line and "in-app host: ws://127.0.0.1:" in line
    assert line.count("2 players + 1 bot") == 2 and line.count("game over") == 2
