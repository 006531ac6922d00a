"""The shared log of a pass-and-play game tells no human what only another one may see (issue 16): after Ann
drafts for a secret archive, Ben reads "Ann drafts a card.", not the card."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.texts.log_text import describe
from nightfall_qt.engine import GameOptions

from . import CARDS, seats

SECRET_DRAFT = GameOptions(players=3, seed=4, setup="draft", variants=frozenset({"secret_archives"}))


@pytest.fixture
def ctl(qtbot) -> Iterator[GameController]:
    controller = GameController(CARDS, instant=True)
    yield controller
    controller.shutdown()


def test_the_next_human_does_not_read_what_the_first_drafted(qtbot, ctl) -> None:
    models = TableModels(ctl)
    ctl.new_game(SECRET_DRAFT, seats("human", "human", "bot"))
    if ctl.pass_pending is not None:
        assert ctl.confirm_pass()
    pick = ctl.decision_for_viewer().options[0]
    assert ctl.submit(0, pick)
    qtbot.waitUntil(lambda: ctl.pass_pending == 1 or ctl.viewer_seat == 1, timeout=10_000)
    lines = models.log.lines()
    assert any(line == "Human 1 drafts a card." for line in lines), lines
    assert not [line for line in lines if CARDS[str(pick.card)].name("en") in line], lines


def test_a_solo_human_still_reads_their_own_pick(qtbot, ctl) -> None:
    models = TableModels(ctl)
    ctl.new_game(SECRET_DRAFT, seats("human", "bot", "bot"))
    pick = ctl.decision_for_viewer().options[0]
    assert ctl.submit(0, pick)
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None or ctl.is_over, timeout=10_000)
    assert any(CARDS[str(pick.card)].name("en") in line for line in models.log.lines())


def test_a_line_names_a_private_card_only_if_every_reader_may_see_it() -> None:
    drafted = {"type": "draft_picked", "seat": 0, "card": "vulko", "destination": "private", "visible_to": 0}
    names = ["Ann", "Ben"]
    assert describe(drafted, names, CARDS, readers=(0,)) == "Ann drafts Vulko for a private archive."
    assert describe(drafted, names, CARDS, readers=(0, 1)) == "Ann drafts a card."
    exiled = {"type": "card_exiled", "seat": 0, "card": "vulko", "uid": 3, "reason": "x", "visible_to": [1]}
    assert describe(exiled, names, CARDS, readers=(0,)) == "A card is exiled."
    assert describe(exiled, names, CARDS, readers=(1,)) == "Vulko is exiled."
