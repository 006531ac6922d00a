"""Shared pytest configuration. The Qt platform is set here, before any Qt import."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Sound plays through miniaudio's device without a sound card (docs/SOUND.md): no test makes a noise on a
# developer's machine, and every machine runs the same mixing code.
os.environ.setdefault("NIGHTFALL_SOUND_BACKENDS", "null")

from hypothesis import settings  # noqa: E402

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI", "").lower() == "true" else "dev")
)


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_modal_confirmations(monkeypatch: pytest.MonkeyPatch) -> None:
    """Confirmation prompts would block a headless test in a modal dialog: answer "yes" unless a test
    installs its own `window.learning.confirm` (the confirmation tests do)."""
    try:
        import nightfall_qt.ui.window.learning as learning
    except ImportError:
        return
    monkeypatch.setattr(learning, "ask_user", lambda parent: (lambda title, text: True))
    # The New Game dialog is modal too: unless a test patches `exec` itself, it opens and is cancelled at once.
    from PySide6.QtWidgets import QDialog

    from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Rejected)


@pytest.fixture(autouse=True)
def _suggestions_on_an_iteration_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Suggest key searches at Hard's level (app/game/suggestions.py): in tests, on a fixed iteration budget on the
    pool's thread (no worker processes, a result that does not depend on the machine's speed)."""
    import sys

    suggestions = sys.modules.get("nightfall_qt.app.game.suggestions")
    if suggestions is None:
        return
    from nightfall_qt.ai import make_bot

    monkeypatch.setattr(suggestions, "make_bot", lambda level, **_: make_bot(level, iterations=60))
