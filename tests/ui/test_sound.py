"""Issue 43, sound: every sound has its file; the sounds play when the presenter SHOWS their events (animations on,
the real window and bots); with sound off nothing plays; without an audio device the app plays on in silence with
one log line and no dialog; M in the real window mutes and is remembered.

The playing is observed at the audio library's own null device (miniaudio's device without a sound card, which
pulls frames in real time like any other): `Mixer.heard` lists what the device took, with the frame it started at.
Nothing of our own code is replaced. Waits are on conditions, never on time.
"""

from __future__ import annotations

import array
import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.sound import sound_player
from nightfall_qt.app.sound.sound_cues import EVENT_SOUNDS, sound_for
from nightfall_qt.app.sound.sound_player import SOUND_NAMES, SoundPlayer, read_wav, sound_file
from nightfall_qt.app.storage.settings import LANGUAGES, Settings, load_settings, settings_from_data
from nightfall_qt.app.texts.i18n import install_language, reset_language
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.window import sound_ui
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.prompt_bar import BUTTONS, shortcut_key
from nightfall_qt.ui.window.sound_ui import MUTE_KEY

YOU_VS_BOT = [SeatConfig("You", "human"), SeatConfig("Bot", "bot")]
ROOT = Path(__file__).resolve().parents[2]
# What the table must sound like, written out here (not read from app/sound/sound_cues.py): event type -> sound.
EXPECTED = {"chain_added": "chain_add", "chain_passed": "pass", "minion_entered": "minion_enter",
            "minion_destroyed": "destroyed", "card_exiled": "exiled", "card_claimed": "claim"}  # fmt: skip

pytest.importorskip("miniaudio")


@pytest.fixture
def device(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fresh shared player on `NIGHTFALL_SOUND_BACKENDS` (default here: the library's null device)."""
    monkeypatch.setenv(sound_player.BACKENDS_ENV, os.environ.get("SOUND_TEST_BACKENDS", "null"))
    monkeypatch.setattr(sound_player, "_shared", None)
    yield
    if sound_player._shared is not None:
        sound_player._shared.close()


def expected_sound(event: dict[str, Any], wounds_before: int, you: int) -> str | None:
    kind = event["type"]
    if kind in EXPECTED:
        return EXPECTED[kind]
    if kind == "card_resolving":
        return "kicker" if event.get("kicker_active") else "resolve"
    if kind == "damage_dealt" and event.get("amount"):
        return "damage"
    if kind == "wound_taken":
        return "wound_heavy" if wounds_before else "wound"
    if kind == "turn_started" and event["seat"] == you:
        return "your_turn"
    if kind == "game_over":
        return "victory" if event["result"]["ranking"][0]["seat"] == you else "defeat"
    return None


def test_every_sound_has_a_readable_file_within_the_size_and_level_budget() -> None:
    assert set(EVENT_SOUNDS.values()) | {"kicker", "resolve", "damage", "wound", "wound_heavy", "your_turn",
                                         "victory", "defeat", "tick"} == set(SOUND_NAMES)  # fmt: skip
    total = 0
    for name in SOUND_NAMES:
        path = sound_file(name)
        samples = read_wav(path)  # 16-bit mono at the mixer's rate, or ValueError
        peak = max(abs(v) for v in samples)
        assert 0.05 * 32768 < peak < 0.6 * 32768, (name, peak)  # audible, and at least 4.4 dB of headroom
        assert samples[-1] == 0 and abs(samples[0]) < 200, name  # no click at either end
        total += path.stat().st_size
    assert total < 1_000_000  # "well under 2 MB"


def test_the_script_makes_exactly_the_shipped_files() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert list(module.SOUNDS) == list(SOUND_NAMES)
    assert module.main(["--check"]) == 0


class Listener:
    """What the presenter shows, what the window cues, and what the device took, side by side."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.expected: list[str] = []
        self.cued: list[tuple[str, int]] = []  # (sound, device frame when cued)
        self.at_apply: list[bool] = []  # a step's sound cued while the step was applied (must never happen)
        self._wounds: tuple[Any, int] = (None, 0)
        self._applying = False
        ctl = window.controller
        ctl.presenter.present.connect(self.shown)
        window.sound.cues.cue.connect(self.cue)
        ctl.eventsApplied.connect(self.applying)
        ctl.stateChanged.connect(self.applied)

    @property
    def player(self) -> SoundPlayer:
        return self.window.sound.player

    def applying(self, events: list[dict[str, Any]]) -> None:
        self._applying = not self.window.controller.presenter.instant

    def applied(self) -> None:
        self._applying = False

    def cue(self, name: str) -> None:
        self.at_apply.append(self._applying)
        frames = self.player.mixer.frames if self.window.sound.started else 0
        self.cued.append((name, frames))

    def shown(self, event: dict[str, Any]) -> None:
        seat, count = self._wounds
        before = count if event["type"] == "wound_taken" and event.get("seat") == seat else 0
        self._wounds = (event.get("seat"), before + 1) if event["type"] == "wound_taken" else (None, 0)
        name = expected_sound(event, before, you=0)
        if name is not None:
            self.expected.append(name)
        assert [n for n, _f in self.cued] == self.expected  # cued as this event is shown, not before or after


def play_turns(window: MainWindow, qtbot: Any, turns: int) -> None:
    ctl = window.controller
    while not ctl.is_over and (ctl.observation().turn < turns):
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None and ctl.presenter.idle, timeout=60_000)
        d = ctl.decision_for_viewer()
        assert d is not None and ctl.submit(d.seat, d.options[0])
    qtbot.waitUntil(lambda: ctl.presenter.idle, timeout=60_000)


def test_each_sound_plays_when_the_presenter_shows_its_event(device, make_window, qtbot) -> None:
    window = make_window(instant=False)  # animations on
    window.controller.presenter.speed = 8.0  # the same pacing, quicker: the order is what is checked
    listener = Listener(window)
    window.start(GameOptions(players=2, seed=5), YOU_VS_BOT)
    play_turns(window, qtbot, turns=4)
    names = [n for n, _f in listener.cued]
    assert {"chain_add", "resolve", "your_turn", "pass"} <= set(names), names
    assert not any(listener.at_apply)  # nothing sounded when the engine applied a step: only when it was shown
    player = listener.player
    mixer = player.mixer
    qtbot.waitUntil(lambda: len(mixer.requests) >= len(listener.cued), timeout=10_000)
    assert player.backend == "Null"
    # Every cue reached the device, in order, and started after it was shown, never before ...
    assert [n for n, _f in mixer.requests] == [n for n, _f in listener.cued]
    for (name, cued_at), (_name, started_at) in zip(listener.cued, mixer.requests, strict=True):
        assert started_at >= cued_at, name
    # ... and a sound asked twice in one device period is heard once (it would only be louder).
    assert mixer.heard == list(dict.fromkeys(mixer.requests))


def focus_table(window: MainWindow, qtbot: Any) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # keys and shortcuts go to the active window
    window.view.setFocus()


def test_with_sound_off_nothing_is_played(device, make_window, qtbot, tmp_path) -> None:
    window = make_window(instant=False, root=tmp_path)
    window.controller.presenter.speed = 8.0
    focus_table(window, qtbot)
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_M)  # off, from the table
    assert not window.sound.enabled
    listener = Listener(window)
    window.start(GameOptions(players=2, seed=5), YOU_VS_BOT)
    play_turns(window, qtbot, turns=3)
    assert listener.cued  # the moments came ...
    assert sound_player._shared is None or not sound_player._shared.mixer.heard  # ... and nothing was heard
    assert not window.sound.started  # not even a device was opened


def test_without_an_audio_device_the_app_plays_on_in_silence(monkeypatch, make_window, qtbot, caplog) -> None:
    # JACK is an audio system that is not running on a test machine (and often not installed): the library
    # itself fails to open a device, as on a computer without a sound card.
    monkeypatch.setenv(sound_player.BACKENDS_ENV, "jack")
    monkeypatch.setattr(sound_player, "_shared", None)
    caplog.set_level(logging.INFO, logger="nightfall_qt.app.sound.sound_player")
    window = make_window(instant=False)
    window.controller.presenter.speed = 8.0
    window.start(GameOptions(players=2, seed=5), YOU_VS_BOT)
    play_turns(window, qtbot, turns=3)
    player = window.sound.player
    assert player.ready.wait(30)
    assert player.problem is not None and not player.playing
    lines = [r for r in caplog.records if r.name == "nightfall_qt.app.sound.sound_player"]
    assert len(lines) == 1 and lines[0].levelno == logging.WARNING and "sound: off" in lines[0].getMessage()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert window.controller.observation().turn >= 3  # the game went on


def test_the_m_key_mutes_from_the_table_and_is_remembered(device, make_window, qtbot, tmp_path) -> None:
    window = make_window(instant=True, root=tmp_path)
    focus_table(window, qtbot)
    assert window.sound.mute_action.isChecked() and window.sound.enabled
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_M)
    assert not window.sound.enabled and not window.sound.mute_action.isChecked()
    assert load_settings(window.services.paths.settings_file)[0].sound_enabled is False
    window.sound.play("claim")
    assert not window.sound.started  # muted: nothing opened, nothing queued
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_M)
    assert window.sound.enabled
    assert load_settings(window.services.paths.settings_file)[0].sound_enabled is True


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_prompt_button_takes_the_mute_key(language: str, qapp) -> None:
    assert install_language(language) == language
    try:
        assert MUTE_KEY not in {shortcut_key(kind) for kind in BUTTONS}
    finally:
        reset_language()


def test_the_sound_settings_are_checked_and_remembered() -> None:
    problems: list[str] = []
    s = settings_from_data({"sound_enabled": False, "sound_volume": 35, "turn_alert_sound": False}, problems)
    assert (s.sound_enabled, s.sound_volume, s.turn_alert_sound, problems) == (False, 35, False, [])
    s = settings_from_data({"sound_enabled": "yes", "sound_volume": 140}, problems)
    assert (s.sound_enabled, s.sound_volume) == (True, 70) and len(problems) == 2
    assert '"sound_volume"' in problems[1]


def test_the_mixer_adds_the_sounds_that_overlap_and_scales_them_by_the_volume() -> None:
    mixer = sound_player.Mixer()
    mixer.sounds = {name: read_wav(sound_file(name)) for name in ("wound", "claim")}
    mixer.volume = 0.5
    for name in ("wound", "claim", "claim"):  # the second claim in the same period is not louder
        mixer.start(name)
    out = array.array("h", mixer.pull(1000))
    wound, claim = mixer.sounds["wound"][:1000], mixer.sounds["claim"][:1000]
    assert list(out) == [int(a * 0.5) + int(b * 0.5) for a, b in zip(wound, claim, strict=True)]
    assert [name for name, _frame in mixer.heard] == ["wound", "claim"] and mixer.frames == 1000
    mixer.silence()
    assert mixer.pull(10) == bytes(20)  # muted: the next period is silent


def test_the_online_turn_alert_chimes_in_the_background_unless_switched_off(device, make_window, qtbot) -> None:
    from nightfall_qt.ui.window.turn_alert import TurnAlert, TurnAlertSwitches

    window = make_window(instant=True)
    alert = TurnAlert(window)  # as the online window makes it (ui/window/online_play.py), listened to the same way
    alert.switches = TurnAlertSwitches(taskbar=False, notification=False, sound=True)
    window.sound.listen(alert)
    alert.alert("Start a chain")
    player = window.sound.player
    qtbot.waitUntil(lambda: [n for n, _f in player.mixer.heard] == ["your_turn"], timeout=10_000)
    window.sound._last_your_turn = (-sound_ui.YOUR_TURN_GAP_S, "")  # a later turn
    settings = Settings(turn_alert_sound=False)
    window.sound.apply(settings)  # Settings → "your turn" chime off
    alert.alert("Start a chain")
    window.sound.play("claim")  # a later sound reaches the device: the chime before it would have too
    qtbot.waitUntil(lambda: len(player.mixer.heard) == 2, timeout=10_000)
    assert [n for n, _f in player.mixer.heard] == ["your_turn", "claim"]


def test_the_table_and_the_alert_chime_once_for_one_turn_and_each_turn_chimes(device, make_window, qtbot) -> None:
    from nightfall_qt.ui.window.turn_alert import TurnAlert, TurnAlertSwitches

    window = make_window(instant=True)
    alert = TurnAlert(window)
    alert.switches = TurnAlertSwitches(taskbar=False, notification=False, sound=True)
    window.sound.listen(alert)
    alert.alert("Start a chain")  # the background alert at once ...
    window.sound.play("your_turn")  # ... and the table when it shows the same turn: one chime
    window.sound.play("your_turn")  # the table's next turn (however soon, at a quick speed): a chime
    window.sound.play("claim")
    player = window.sound.player
    qtbot.waitUntil(lambda: len(player.mixer.requests) == 3, timeout=10_000)
    assert [n for n, _f in player.mixer.requests] == ["your_turn", "your_turn", "claim"]


def test_the_ending_sounds_say_whether_this_screens_player_won() -> None:
    won = {"type": "game_over", "result": {"ranking": [{"seat": 1, "rank": 1}, {"seat": 0, "rank": 2}]}}
    assert sound_for(won, 0, [1]) == "victory" and sound_for(won, 0, [0]) == "defeat"
    assert sound_for(won, 0, []) is None  # bots only: nobody here won or lost
    shared = {"type": "game_over", "result": {"ranking": [{"seat": 0, "rank": 1}, {"seat": 1, "rank": 1}]}}
    assert sound_for(shared, 0, [1]) == "victory"  # a shared first place


def test_a_missing_sound_card_is_one_line_on_standard_error_not_alsas_dozen() -> None:
    # ALSA told to use a card that does not exist: what a computer without a sound card gets. Without the quiet
    # error handler (app/sound/sound_player.py _quiet_alsa) ALSA prints ~30 lines of its own.
    code = (
        "from nightfall_qt.app.sound.sound_player import SoundPlayer\n"
        "p = SoundPlayer(backends=['alsa']); p.play('tick'); assert p.ready.wait(30)\n"
        "print('PROBLEM', p.problem is not None)\n"
    )
    env = dict(os.environ, ALSA_CARD="nightfall-no-such-card", PYTHONPATH=os.pathsep.join(sys.path))
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "PROBLEM True"
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("sound: off ("), proc.stderr
