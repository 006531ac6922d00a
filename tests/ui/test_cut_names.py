"""Names and labels a player reads whole (review of issue 14: "Special Respons…", "Überwachung Z…",
"Unerbittliche Bel…" in the archive strip; "…blessures fac…" on the French wound pile's line)."""

from __future__ import annotations

from typing import Any

import pytest

from nightfall_qt.app.texts.i18n import LANGUAGES, install_language, reset_language
from nightfall_qt.ui.table.archive_strip import NAME_MIN_PX, fitted_name
from nightfall_qt.ui.table.table_layout import SCENE_W
from nightfall_qt.ui.table.table_scene import LABEL_PX, WOUNDS_MAX_W
from nightfall_qt.ui.table.wound_pile_gauge import TEXT, WoundPileGauge
from tests.ui.test_table import CARDS

REVIEWED = {"en": ["special_response_team"], "de": ["overwatch_two", "grim_siege"]}


def test_archive_names_fit_their_row(qapp: Any) -> None:  # noqa: ARG001
    cut: list[str] = []
    for language in LANGUAGES:
        for card in CARDS:
            if card.is_wound:
                continue
            name = card.name(language)
            font, shown = fitted_name(name)
            assert font.pixelSize() >= NAME_MIN_PX and NAME_MIN_PX * 994 / SCENE_W >= 11.0  # 11 px at 1280×720
            if shown != name:
                cut.append(f"{language}: {name}")
    # Was 12 names cut (at the row's bold font); one very long one keeps a "…" (the hover zoom shows it whole).
    assert len(cut) <= 1, cut
    for language, ids in REVIEWED.items():
        for card in CARDS:
            if card.id in ids:
                assert fitted_name(card.name(language))[1] == card.name(language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_wound_pile_line_is_never_cut_mid_word(qapp: Any, language: str) -> None:  # noqa: ARG001
    install_language(language)
    try:
        for level in TEXT:
            gauge = WoundPileGauge(right=1000, max_width=WOUNDS_MAX_W, px=LABEL_PX)
            gauge.set_level(level)
            assert not gauge.shown.endswith("…"), (language, level, gauge.shown)
            assert gauge.text.startswith(gauge.shown), (language, level, gauge.shown)
            assert gauge.text in gauge.toolTip() or gauge.shown == gauge.text
    finally:
        reset_language()
