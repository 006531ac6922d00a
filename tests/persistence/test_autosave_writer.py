"""The autosave writer thread: the newest position always reaches the disk, a burst coalesces into few
writes, a failure is reported (never raised), and an idle writer keeps no thread."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from nightfall_qt.app.storage import autosave_writer
from nightfall_qt.app.storage.autosave_writer import AutosaveWriter
from nightfall_qt.app.storage.saves import AutosaveStore


def test_a_burst_coalesces_and_the_newest_is_written(tmp_path: Path) -> None:
    done: list[tuple[object, object]] = []
    started, gate = threading.Event(), threading.Event()

    def first() -> str:  # holds the writer while the burst comes in
        started.set()
        gate.wait(5)
        return "first"

    writer = AutosaveWriter(AutosaveStore(tmp_path), lambda p, e: done.append((p, e)))
    writer.submit(first)
    assert started.wait(5)
    for i in range(100):
        writer.submit(lambda i=i: f"position {i}")
    gate.set()
    assert writer.flush()
    assert writer.written == 2  # the first, then only the newest of the hundred
    newest = AutosaveStore(tmp_path).files()[0]
    assert newest.read_text() == "position 99" and done[-1] == (newest, None)


def test_a_failed_write_is_reported_and_the_next_one_works(tmp_path: Path) -> None:
    done: list[tuple[object, object]] = []
    (tmp_path / "autosave").write_text("a file where the folder should be")
    writer = AutosaveWriter(AutosaveStore(tmp_path / "autosave"), lambda p, e: done.append((p, e)))
    writer.submit(lambda: "x")
    assert writer.flush()
    assert done[0][0] is None and isinstance(done[0][1], OSError)
    writer.submit(lambda: 1 / 0)  # type: ignore[arg-type,return-value]  # a bug, not the disk
    assert writer.flush()
    assert isinstance(done[1][1], OSError) and "ZeroDivisionError" in str(done[1][1])
    (tmp_path / "autosave").unlink()
    writer.submit(lambda: "y")
    assert writer.flush() and done[2][1] is None and Path(str(done[2][0])).read_text() == "y"


def test_an_idle_writer_keeps_no_thread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autosave_writer, "IDLE_SECONDS", 0.05)
    writer = AutosaveWriter(AutosaveStore(tmp_path), lambda p, e: None)
    writer.submit(lambda: "x")
    assert writer.flush()
    thread = writer._thread
    if thread is not None:
        thread.join(5)
    assert writer._thread is None
    writer.submit(lambda: "again")  # a new thread for new work
    assert writer.flush() and AutosaveStore(tmp_path).files()[0].read_text() == "again"
