"""The app starts and plays without its optional parts (app/optional_parts.py), each in a fresh interpreter.

- The first window imports neither the online stack nor multiprocessing: they load when first used.
- Without websockets (or with a broken part of it) the window starts, `--self-test` passes and Host / Join /
  Resume online game are greyed out with the reason.
- Without multiprocessing a searching bot still answers (on its own thread, one log line) and the autosaves are
  still written (by a thread).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Everything that the first window must not import. All of it is avoidable: PySide6 itself imports none of
# these (no QtAsyncio), nor does the engine, the bots (ai/parallel.py imports multiprocessing when its pool
# starts; the search, ai/ismcts.py, loads when a searching bot is first made) or the autosave
# (app/storage/autosave_process.py imports it when its process starts). The second line is what the start-up does not
# need either (issue 42: launch to first paint): the scenario reader and writer (they load with a scenario, a
# tutorial or a bot's crash report), the version lookup (importlib.metadata, email, tomllib: the About box and
# saves), ctypes (the autosave process), hashlib (saves, statistics, damaged files) and uuid/platform (a game id
# is drawn without them). The third: the sound (issue 43) loads at the first sound, after the first paint: the
# player, the WAV reader and the audio library with its cffi backend.
NOT_AT_START = ("websockets", "asyncio", "sqlite3", "multiprocessing", "concurrent.futures", "nightfall_qt.online",
                "nightfall_qt.ai.ismcts",
                "nightfall_qt.engine.scenario", "nightfall_qt.engine.scenario_parts",
                "nightfall_qt.engine.scenario_draft", "nightfall_qt.engine.scenario_resolving", "importlib.metadata",
                "email", "tomllib", "ctypes", "hashlib", "uuid", "platform",
                "nightfall_qt.app.sound.sound_player", "wave", "miniaudio", "_miniaudio", "_cffi_backend")  # fmt: skip

# Runs in the subprocess: `sys.argv[1]` names what is made unimportable first ("-" for nothing), then the real
# main window is built (with the user's data services) and shown offscreen. The lines it prints are checked.
_WINDOW = """
import sys
for name in sys.argv[1].split(","):
    if name != "-":
        sys.modules[name] = None  # an import of it raises ImportError, as where it is not installed
from PySide6.QtWidgets import QApplication
app = QApplication([])
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.session import AppServices
from nightfall_qt.ui.window.main_window import MainWindow
window = MainWindow(services=AppServices.from_paths(AppPaths.from_environment()), instant=True)
window.show()
app.processEvents()
loaded = sorted(m for m in sys.modules if sys.modules[m] is not None)
print("LOADED", " ".join(loaded))
online = window.online
for action in (online.host_action, online.join_action, online.resume_menu.menuAction()):
    print("ACTION", action.isEnabled(), action.toolTip(), "|", action.statusTip())
reason = getattr(online, "reason_action", None)  # the reason as its own greyed-out line in the File menu
if reason is not None and reason in window.file_menu.actions():
    print("REASON", reason.text())
if sys.argv[2:] == ["host"]:
    online.host_action.trigger()  # File -> Host online game...
    app.processEvents()
    box = getattr(online, "unavailable_box", None)
    print("BOX", None if box is None else box.text())
    print("HOST", online.host_action.isEnabled(), online.host_action.toolTip())
"""


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), PYTHONPATH=str(ROOT))  # fmt: skip
    env.pop("NIGHTFALL_AI_WORKERS", None)  # the real default: a searching bot wants worker processes
    return env


def _run(code: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300, check=False)  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


def _lines(proc: subprocess.CompletedProcess[str], tag: str) -> list[str]:
    return [line[len(tag) + 1 :] for line in proc.stdout.splitlines() if line.startswith(tag + " ")]


def test_the_first_window_imports_neither_online_play_nor_multiprocessing(tmp_path: Path) -> None:
    proc = _run(_WINDOW, "-", env=_env(tmp_path))
    (loaded,) = _lines(proc, "LOADED")
    early = [m for m in loaded.split() if any(m == n or m.startswith(n + ".") for n in NOT_AT_START)]
    assert not early, f"imported before the first window needs them: {early}"
    assert all(line.startswith("True ") for line in _lines(proc, "ACTION"))  # and online play is offered
    assert _lines(proc, "REASON") == []


def test_without_websockets_the_window_starts_and_online_play_says_why(tmp_path: Path) -> None:
    proc = _run(_WINDOW, "websockets", env=_env(tmp_path))
    actions = _lines(proc, "ACTION")
    assert len(actions) == 3
    reason = "Online play is unavailable: the websockets module could not be loaded (No module named 'websockets')."
    for line in actions:  # Host, Join, Resume: greyed out, the reason as tooltip and status tip
        assert line == f"False {reason} | {reason}"
    assert _lines(proc, "REASON") == [reason]  # and in the menu itself (a greyed-out entry shows no tips)


def test_a_broken_part_of_websockets_greys_out_online_play_at_first_use(tmp_path: Path) -> None:
    # websockets is found (so the actions start enabled) but a module of it cannot be imported.
    proc = _run(_WINDOW, "websockets.exceptions", "host", env=_env(tmp_path))
    assert all(line.startswith("True ") for line in _lines(proc, "ACTION"))
    (box,) = _lines(proc, "BOX")
    assert box.startswith("Online play is unavailable: the websockets module could not be loaded (")
    assert _lines(proc, "HOST") == [f"False {box}"]


def test_self_test_passes_without_websockets(tmp_path: Path) -> None:
    code = ("import sys; sys.modules['websockets'] = None; from nightfall_qt.__main__ import main; "
            "raise SystemExit(main(['nightfall-qt', '--self-test']))")  # fmt: skip
    proc = _run(code, env=_env(tmp_path))
    assert "self-test ok" in proc.stdout


# A hard bot (a searching one: it wants the worker pool) plays seat 1 against a random bot, with multiprocessing
# unimportable; the game must go on and the autosave must reach the disk.
_NO_PROCESSES = """
import sys
sys.modules["multiprocessing"] = None
from PySide6.QtWidgets import QApplication
app = QApplication([])
from PySide6.QtCore import QElapsedTimer
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.window.main_window import MainWindow
services = AppServices.from_paths(AppPaths.from_environment())
window = MainWindow(services=services, instant=True)
window.show()
window.start(GameOptions(players=2, seed=3), [SeatConfig("Hard", "bot", "hard"), SeatConfig("Random", "bot", "random")])
controller, clock = window.controller, QElapsedTimer()
clock.start()
def hard_moves():
    return sum(1 for e in controller.state.events if e["type"] == "decided" and e.get("seat") == 0)
while hard_moves() < 3 and clock.elapsed() < 240_000:
    app.processEvents()
    app.thread().msleep(20)
print("HARD", hard_moves())
assert window.persistence is not None
window.persistence.autosaver.flush()
print("AUTOSAVES", len(list(services.autosaves.directory.glob("*.json"))))
window.close()
"""


def test_without_multiprocessing_a_searching_bot_still_answers(tmp_path: Path) -> None:
    proc = _run(_NO_PROCESSES, env=_env(tmp_path))
    assert int(_lines(proc, "HARD")[0]) >= 3
    assert int(_lines(proc, "AUTOSAVES")[0]) >= 1
    fallback = [line for line in proc.stderr.splitlines() if "instead of worker processes" in line]
    assert len(fallback) == 1, proc.stderr  # said once, not at every decision
    assert "Autosaves are written by a thread" in proc.stderr
