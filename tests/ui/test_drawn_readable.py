"""Issue 15 (review of the drawn game): what the table draws for the eye stays readable at 1280×720 and 1920×1080 —
a chained card's link moons, a stamp's word, a player's damage number, arrows that never run over a word.
Measured from the painted items and the view's scale; every wait is on a condition or a signal, never a time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_stamp import CardStamp
from nightfall_qt.ui.table import layout_audit
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.text_size import TextSize
from tests.ui.test_card_motion import CARDS, centre, load, view_point

SIZES = [(1280, 720), (1920, 1080)]
MOON_PX = 10.0
STAMP_PX = 11.0  # a stamp's word on screen (was ~6 px on a chained card at 1280×720)
# Flank Attack (the viewer's) resolves first and cancels Rip and Tear, chosen with a click (DE L404: the chain
# resolves last card first).
CANCEL = {
    "phase": "chain", "active": 1, "resolve": True,
    "chain": [{"card": "dark_awakening", "seat": 1}, {"card": "rip_and_tear", "seat": 1},
              {"card": "flank_attack", "seat": 0}],
    "seats": [{"hand": ["bad_smoke"], "deck": ["bad_smoke"] * 6}, {"hand": ["bad_smoke"], "deck": ["genesis_one"] * 6}],
}  # fmt: skip


def _animated(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(cards=CARDS, instant=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.controller.gates.clear()
    return window  # a chained card's link moons on screen: the rule "what may follow" is read from them


# A chain of two (Alton Hickman, the tutorial's first card; Furious Melee with its kicker active) on a three-seat
# table, as a player meets it.
CHAIN = {
    "seed": 1, "phase": "chain", "chain_turn": 0,
    "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True}],
    "seats": [{"hand": ["zacharias_sands", "bad_smoke"], "deck": ["genesis_one"] * 6, "in_play": ["vulko"]},
              {"deck": ["genesis_one"] * 6, "in_play": ["big_ghost"]}, {"deck": ["genesis_one"] * 6}],
}  # fmt: skip


def _window(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _chain_items(window: Any) -> list[CardItem]:
    layer = next(layer for layer in window.scene.layers if layer.face == "chain")
    return list(layer.items.values())


@pytest.fixture(params=[100, 150], ids=["text100", "text150"])
def text_size(request: pytest.FixtureRequest) -> Iterator[int]:
    """Settings → Text size for the test's window (ui/window/text_size.py), back to 100 % after."""
    yield request.param
    TextSize.apply(100)


@pytest.mark.parametrize("size", SIZES)
def test_link_moons_on_chain_cards_are_large_enough(qtbot: Any, size: tuple[int, int], text_size: int) -> None:
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.engine import GameState

    window = _window(qtbot, size)
    window.set_text_size(text_size)
    window.controller.load_state(GameState.from_scenario(CHAIN, CARDS),
                                 [SeatConfig(n, "human" if n == "You" else "bot") for n in ("You", "Mara", "Viktor")])
    window.scene.rebuild()
    chained = _chain_items(window)
    assert len(chained) == 2
    for item in chained:
        s = layout_audit.scale(window.view) * item.scale()
        lay = item.layout(s)
        moons = [*lay.links, *([lay.kicker] if lay.kicker is not None else [])]
        assert moons, item.card.id
        smallest = min(min(r.width(), r.height()) for r in moons) * s
        assert smallest >= MOON_PX, (item.card.id, size, round(smallest, 1))
        assert all(lay.card.contains(r) for r in moons), item.card.id  # still on the card
    window.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_stamp_on_a_small_chained_card_has_a_readable_word(qtbot: Any, size: tuple[int, int]) -> None:
    window = _animated(qtbot, size)
    st = load(window, CANCEL)
    rip = next(item for uid, item in window.scene.tilt_chain.items.items() if st.cid(uid) == "rip_and_tear")
    stamps: list[CardStamp] = []
    window.scene.motion.stamped.connect(lambda item, kind: stamps.append(item.stamp) if item is rip else None)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view_point(window, centre(rip)))
    qtbot.waitUntil(lambda: bool(stamps), timeout=5000)
    mark = stamps[0]
    assert isinstance(mark, CardStamp) and mark.text == "Cancelled"
    assert mark.word_px() >= STAMP_PX, (size, round(mark.word_px(), 1))
    word = mark.word_box()
    assert word.intersects(rip.sceneBoundingRect())  # on or just under its card: it names that card
    assert window.view.mapToScene(window.view.viewport().rect()).boundingRect().contains(word)
    window.close()


# You (seat 0) declare Alton Hickman's (strength 2) attack on Mara (the top row); Mara has no minion to block
# with, so the attack strikes her at once: a "−2" by her plate.
ATTACK_MARA = {
    "seed": 1, "active": 0, "phase": "combat",
    "seats": [
        {"name": "You", "in_play": ["alton_hickman"], "hand": ["charlotte_reyes"], "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "hand": ["charlotte_reyes"], "deck": ["bad_smoke"] * 3},
        {"name": "Viktor", "hand": ["charlotte_reyes"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


@pytest.mark.parametrize("size", SIZES)
def test_a_top_row_players_damage_number_stays_in_view_and_off_the_chip(qtbot: Any, size: tuple[int, int]) -> None:
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.engine import GameState
    from nightfall_qt.ui.table.floating_numbers import FloatingNumber, minus
    from nightfall_qt.ui.table.name_plate_wounds import CHIP_H, chip_width

    window = _animated(qtbot, size)
    window.set_animation_speed(1.0)  # "Normal": the speed a new player sees
    numbers = window.scene.numbers
    seen: list[FloatingNumber] = []
    steps: list[tuple[Any, float]] = []  # (scene rect, opacity) at each step of the number's animations
    opaque_ms: list[float] = []

    def step(n: FloatingNumber) -> None:
        steps.append((n.sceneBoundingRect(), n.opacity()))

    def follow(_e: object) -> None:
        mara = next(b for b in window.scene.badges if b.seat == 1)
        for number in numbers.numbers:
            if number not in seen and number.origin == mara.sceneBoundingRect().center():
                seen.append(number)
                step(number)
                assert number.rise is not None and number.fade is not None
                opaque = max(at for at, value in number.fade.keyValues() if value == 1.0)
                opaque_ms.append(number.fade.duration() * opaque)
                number.rise.valueChanged.connect(lambda _v, n=number: step(n))

    window.controller.presenter.present.connect(follow)
    ctl = window.controller
    ctl.load_state(GameState.from_scenario(ATTACK_MARA, CARDS),
                   [SeatConfig(n, "human" if n == "You" else "bot", "random") for n in ("You", "Mara", "Viktor")])
    window.scene.rebuild()
    d = ctl.decision_for_viewer()
    assert d is not None, ctl.state.phase
    ctl.submit(0, next(o for o in d.options if o.kind.value == "attack" and o.seat == 1))  # Mara
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)
    number = seen[0]
    assert number.text == minus(2)
    plate = next(b for b in window.scene.badges if b.seat == 1)
    assert plate.sceneBoundingRect().top() < window.scene.badges[0].sceneBoundingRect().top()  # the top row
    # Off the red chip at its start (the chip at the plate's top right, as name_plate_wounds.paint_chip draws it).
    r = plate.sceneBoundingRect().adjusted(1, 1, -1, -1)
    chip = QRectF(r.right() - chip_width(plate.wounds) - 6, r.top() + 4, chip_width(plate.wounds), CHIP_H)
    assert not steps[0][0].intersects(chip), (steps[0][0], chip)
    qtbot.waitUntil(lambda: number not in numbers.numbers, timeout=20_000)
    assert len(steps) > 5
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    outside = [rect for rect, opacity in steps if opacity > 0.05 and not visible.contains(rect)]
    assert not outside, (size, visible, outside[:3])
    # Readable at normal speed: opaque for >= 700 ms of its life.
    assert opaque_ms[0] >= 700, opaque_ms
    window.close()


@pytest.mark.parametrize("blockers", [("zacharias_sands",), ("zacharias_sands", "alton_hickman")])
@pytest.mark.parametrize("size", SIZES)
def test_no_arrow_runs_over_a_word_in_a_drawn_combat(qtbot: Any, size: tuple[int, int],
                                                    blockers: tuple[str, ...], text_size: int) -> None:
    """The screenshots' combat (docs/scenarios/ui/combat_arrows.yaml, blockers in front of Big Ghost): the
    arrows pass under the phase line, the chain's title, the captions, the archive rows (found over them before)."""
    from pathlib import Path

    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.engine import load_scenario

    window = _window(qtbot, size)
    window.set_text_size(text_size)
    ctl = window.controller
    st = load_scenario(Path(__file__).resolve().parents[2] / "docs" / "scenarios" / "ui" / "combat_arrows.yaml", CARDS)
    ctl.load_state(st, [SeatConfig(f"P{i}", "human" if i == 0 else "bot") for i in range(st.n)])
    window.scene.rebuild()
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None)
    for blocker in blockers:
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block" and o.card == blocker
                                and ctl.state.cid(o.target_uid) == "big_ghost"))
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None)
    combat = window.scene.combat
    assert len(combat.shown()) == 4 + len(blockers)  # the attacks, the bot's block and yours are drawn
    assert layout_audit.marks_over_text(window.view) == [], size
    # A stamped card (a minion being destroyed): the arrows from and to it pass under its stamp.
    from nightfall_qt.ui.cards.card_stamp import stamp

    vulko = next(i for i in window.scene.minion_layers()[1].items.values() if i.card.id == "vulko")
    assert int(vulko.uid) in combat.shown() and ("uid", vulko.uid) in combat.shown().values()  # attacks, blocked
    window.scene.motion.stamped.emit(vulko, stamp(vulko, "destroyed").kind)
    qtbot.waitUntil(lambda: not combat._relayout.isActive())
    assert layout_audit.marks_over_text(window.view) == [], size
    window.close()
