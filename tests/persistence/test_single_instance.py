"""One app per data folder (issue 18): a second start on the same folder brings the first window forward
and stops before it reads the autosaves; a lock left by a killed copy is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from nightfall_qt.app.storage.single_instance import LOCK_NAME, SingleInstance, server_name
from tests.persistence.test_kill_resume import ROOT, env


def test_second_instance_on_the_same_folder_activates_the_first(qtbot, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path / "data")
    assert first.acquire()
    second = SingleInstance(tmp_path / "data")
    with qtbot.waitSignal(first.activated, timeout=5000):
        assert not second.acquire()
    other = SingleInstance(tmp_path / "other")  # another data folder is another app
    assert other.acquire()
    assert server_name(tmp_path / "data") != server_name(tmp_path / "other")
    first.release()
    other.release()
    again = SingleInstance(tmp_path / "data")
    assert again.acquire()  # released: the next start is the first again
    again.release()


def test_a_stale_lock_of_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    # What QLockFile writes: pid, application name, host name (a crashed copy leaves exactly this).
    lock = QLockFile(str(data / LOCK_NAME))
    assert lock.tryLock(0)
    info = (data / LOCK_NAME).read_text().splitlines()
    lock.unlock()
    (data / LOCK_NAME).write_text("\n".join([str(dead.pid), *info[1:]]) + "\n")
    instance = SingleInstance(data)
    assert instance.acquire()
    instance.release()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_two_real_apps_on_one_folder(tmp_path: Path) -> None:
    out = tmp_path / "first.txt"
    with open(out, "w") as sink:
        first = subprocess.Popen([sys.executable, "-m", "nightfall_qt"], cwd=ROOT, stdout=sink,
                                 stderr=subprocess.DEVNULL, env=env(tmp_path, NIGHTFALL_QT_AUTOPLAY="5"))
        try:
            deadline = time.monotonic() + 60
            while "AUTOPLAY DONE" not in out.read_text():
                assert first.poll() is None and time.monotonic() < deadline, out.read_text()
                time.sleep(0.05)
            autosaves = sorted((tmp_path / "data" / "autosave").iterdir())
            second = subprocess.run([sys.executable, "-m", "nightfall_qt"], cwd=ROOT, capture_output=True, text=True,
                                    env=env(tmp_path, NIGHTFALL_QT_RESUME="1"), timeout=60)
            assert second.returncode == 0
            assert "ALREADY RUNNING" in second.stdout and "RESUMED" not in second.stdout
            assert f"already running with the data folder {tmp_path / 'data'}" in second.stderr
            while "ACTIVATED" not in out.read_text():
                assert time.monotonic() < deadline, out.read_text()
                time.sleep(0.05)
            assert sorted((tmp_path / "data" / "autosave").iterdir()) == autosaves  # the second wrote nothing
        finally:
            os.kill(first.pid, signal.SIGKILL)
            first.wait(10)
    # The killed copy's lock is stale: the next start is the only one and resumes its game.
    after = subprocess.run([sys.executable, "-m", "nightfall_qt"], cwd=ROOT, capture_output=True, text=True,
                           env=env(tmp_path, NIGHTFALL_QT_RESUME="1"), timeout=60)
    assert after.returncode == 0 and "RESUMED " in after.stdout and "ALREADY RUNNING" not in after.stdout
