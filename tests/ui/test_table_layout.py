"""The table's layout at 1280×720 and 1920×1080 in the states a player meets (draft, chain with kicker, combat
with blockers and turned damaged minions, claim, a 7-card hand, 5 seats), in all four languages: no text runs
into another, no text or card covers a card's numbers, the texts keep a readable pixel size, the window and its
prompt bar fit. Measured by `nightfall_qt.ui.table.layout_audit` from the painted items and the view's scale."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import LANGUAGES, install_language, reset_language
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.table import layout_audit
from nightfall_qt.ui.table.table_layout import CHAIN_RECT, HAND_H
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.screen_fit import fitted_size, is_small_screen
from tests.ui.test_table import CARDS, DECK, scenario

SIZES = [(1280, 720), (1920, 1080)]
MIN_TEXT_PX = 11.0  # names, numbers, labels, captions, badges at 1280×720
NAMES = ["You", "Mara", "Viktor", "Selene", "Dorian"]

STATES: dict[str, dict[str, Any]] = {
    "chain_kicker": {
        "phase": "chain",
        "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True}],
        "chain_turn": 0,
        "seats": [
            {"hand": ["zacharias_sands", "shock_and_awe", "indigo_six", "bad_smoke", "deadly_grip"], "deck": DECK,
             "in_play": ["vulko", "charlotte_reyes"]},
            {"deck": DECK, "in_play": ["big_ghost", "enraged_ghoul"]},
            {"deck": DECK, "in_play": ["indigo_six"]},
        ],
    },
    "chain_two_kickers": {  # two "kicker active" captions side by side (review of issue 14)
        "phase": "chain",
        "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True},
                  {"card": "shock_and_awe", "seat": 0, "kicker": True}],
        "chain_turn": 0,
        "seats": [
            {"hand": ["zacharias_sands", "indigo_six", "bad_smoke", "deadly_grip"], "deck": DECK,
             "in_play": ["vulko", "charlotte_reyes", "genesis_one"]},
            {"deck": DECK, "in_play": ["big_ghost", {"card": "ivan_radinsky", "damage": 1}]},
            {"deck": DECK, "in_play": [{"card": "blaine_cordell", "damage": 2}, "indigo_six", "enraged_ghoul"]},
        ],
    },
    "combat_damaged": {
        "phase": "combat",
        "active": 1,
        "seats": [
            {"hand": ["charlotte_reyes", "bad_smoke", "genesis_one"], "deck": DECK,
             "in_play": ["indigo_six", "zacharias_sands", {"card": "blaine_cordell", "damage": 1}]},
            {"hand": ["charlotte_reyes"], "deck": DECK,
             "in_play": ["vulko", {"card": "alton_hickman", "damage": 1}, {"card": "ivan_radinsky", "damage": 2}]},
            {"deck": DECK, "in_play": [{"card": "lilith_lawrence", "damage": 1}]},
        ],
    },
    "claim": {
        "phase": "claim",
        "commons": ["alton_hickman", "grim_siege", "big_ghost", "ivan_radinsky", "lilith_lawrence"],
        "seats": [
            {"hand": ["charlotte_reyes", "bad_smoke"], "deck": DECK, "in_play": ["vulko"], "influence": 2},
            {"deck": DECK, "in_play": ["big_ghost"]},
            {"deck": DECK},
        ],
    },
    "hand_of_seven": {
        "phase": "chain",
        "seats": [
            {"hand": ["alton_hickman", "furious_melee", "bad_smoke", "genesis_one", "yuri_koroviev",
                      "charlotte_reyes", "sir_john_travail"], "deck": DECK,
             "in_play": ["vulko", "indigo_six", "zacharias_sands"]},
            {"deck": DECK, "in_play": ["big_ghost"]},
        ],
    },
    "five_seats": {
        "phase": "chain",
        "seats": [
            {"hand": ["alton_hickman", "furious_melee", "bad_smoke", "genesis_one", "yuri_koroviev"], "deck": DECK,
             "in_play": ["vulko", "indigo_six"]},
            {"deck": DECK, "in_play": ["big_ghost", {"card": "vulko", "damage": 1}, "bad_smoke"]},
            {"deck": DECK, "in_play": ["indigo_six", "zacharias_sands"]},
            {"deck": DECK, "in_play": ["lilith_lawrence"]},
            {"deck": DECK, "in_play": ["charlotte_reyes", "genesis_one", "bad_smoke"]},
        ],
    },
    "five_seats_uneven": {  # one opponent with three minions, one with one, one with none (review of issue 14)
        "phase": "chain",
        "seats": [
            {"hand": ["alton_hickman", "furious_melee", "bad_smoke"], "deck": DECK, "in_play": ["vulko"]},
            {"deck": DECK, "in_play": ["charlotte_reyes", {"card": "zacharias_sands", "damage": 1}, "genesis_one"]},
            {"deck": DECK, "in_play": ["lilith_lawrence"]},
            {"deck": DECK},
            {"deck": DECK, "in_play": ["indigo_six", "big_ghost"]},
        ],
    },
}


def prepared(name: str) -> Any:
    """The state `name`; in combat the bot's attacks are declared here (all at You), so that the table waits for
    the viewer's blocks and shows attackers, turned damaged minions and their captions at once."""
    state = scenario(STATES[name])
    while state.decision is not None and state.decision.kind == "attack":
        state.apply(next(o for o in state.decision.options if o.seat == 0))
    return state


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:  # noqa: ARG001
    install_language(request.param)
    yield request.param
    reset_language()  # where every test starts: the source strings, no catalogue (not even English plurals)


def _window(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _load(window: MainWindow, name: str) -> None:
    state = prepared(name)
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "bot") for i in range(state.n)]
    window.controller.load_state(state, seats)
    window.scene.rebuild()
    QTest.qWait(0)


def _draft(qtbot: Any, window: MainWindow) -> None:
    seats = [SeatConfig(NAMES[i], "human" if i == 0 else "bot") for i in range(3)]
    window.start(GameOptions(players=3, seed=7, setup="draft"), seats)
    ctl = window.controller
    qtbot.waitUntil(lambda: (d := ctl.decision_for_viewer()) is not None and d.kind == "draft_pick", timeout=20_000)
    QTest.qWait(0)


def _audit(window: MainWindow, size: tuple[int, int], where: str) -> None:
    view = window.view
    overlaps = layout_audit.text_overlaps(view)
    assert not overlaps, (where, overlaps)
    covered = layout_audit.covered_numbers(view)
    assert not covered, (where, covered)
    px, text = layout_audit.smallest_text_px(view)
    assert px >= MIN_TEXT_PX * (size[1] / 720) * 0.95, (where, round(px, 2), text)
    # The prompt bar and all its buttons lie inside the window.
    assert window.rect().contains(window.prompt.geometry().translated(window.prompt.mapTo(window, window.prompt.rect()
                                                                                           .topLeft()) * 0))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", sorted(STATES))
def test_nothing_overlaps_and_text_is_readable(qtbot: Any, language: str, state: str, size: tuple[int, int]) -> None:
    window = _window(qtbot, size)
    _load(window, state)
    _audit(window, size, f"{state} {size} {language}")
    window.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_draft_picker_is_readable(qtbot: Any, language: str, size: tuple[int, int]) -> None:
    window = _window(qtbot, size)
    _draft(qtbot, window)
    assert window.models.picker.rowCount() > 0
    _audit(window, size, f"draft {size} {language}")
    window.close()


def test_bigger_windows_get_bigger_cards(qtbot: Any) -> None:
    """At 1920×1080 and 2560×1440 the table uses the room: the hand's cards, an opponent's minions and the hand's
    rules text grow with the window (2560 about twice 1280), and the table fills the view's width or height
    (no empty margins around a table of fixed size)."""
    hand_w, minion_w, rules = [], [], []
    for size in [(1280, 720), (1920, 1080), (2560, 1440)]:
        window = _window(qtbot, size)
        _load(window, "chain_kicker")
        view = window.view
        hand = list(window.scene.hand_layer.items.values())
        hand_w.append(view.mapFromScene(hand[0].sceneBoundingRect()).boundingRect().width())
        minions = [i for layer in window.scene.layers if layer.combat for i in layer.items.values()]
        opponent = min(minions, key=lambda item: item.y())  # the top band: an opponent's minion
        assert opponent.face == "glance" and opponent.y() < CHAIN_RECT.y()
        minion_w.append(view.mapFromScene(opponent.sceneBoundingRect()).boundingRect().width())
        rules.append(min(size.rules for size in layout_audit.face_sizes(view, hand).values()))
        table = view.mapFromScene(window.scene.sceneRect()).boundingRect()
        room = view.viewport().rect()
        assert table.width() >= room.width() - 2 or table.height() >= room.height() - 2, (size, table, room)
        window.close()
    for grows in (hand_w, minion_w, rules):
        assert grows[0] < grows[1] < grows[2], (hand_w, minion_w, rules)
    assert hand_w[2] >= 2 * hand_w[0] * 0.9 and minion_w[2] >= 2 * minion_w[0] * 0.9, (hand_w, minion_w)


@pytest.mark.parametrize("area", [QRect(0, 0, 1280, 720), QRect(0, 0, 1280, 680), QRect(0, 0, 1366, 728),
                                  QRect(0, 24, 1920, 1056)])
def test_the_window_fits_the_screen(area: QRect) -> None:
    size = fitted_size(MainWindow_preferred(), area)
    assert size.width() <= area.width() and size.height() <= area.height()
    assert is_small_screen(area) == (area.height() < 760 or area.width() < 1296)


def MainWindow_preferred() -> Any:  # noqa: N802
    from nightfall_qt.ui.window.screen_fit import PREFERRED

    return PREFERRED


# Issue 14, at a 1280×720 window: rules text >= 10 px, names and numbers >= 11 px, name plates' counters >= 11 px
# (measured after every scaling). Was: rules 8.1-10.6 px with five cards, 6.8-9.3 px with seven, French names 9.3.
RULES_PX, NAME_PX = 10.0, 11.0
HANDS = {"chain_kicker": 5, "five_seats": 5, "hand_of_seven": 7, "combat_damaged": 3}


@pytest.mark.parametrize("state", sorted(HANDS))
def test_hand_cards_read_at_1280(qtbot: Any, language: str, state: str) -> None:
    window = _window(qtbot, (1280, 720))
    _load(window, state)
    hand = list(window.scene.hand_layer.items.values())
    assert len(hand) == HANDS[state]
    for card, size in layout_audit.face_sizes(window.view, hand).items():
        where = (state, language, card, size)
        assert size.rules >= RULES_PX, where
        assert size.name >= NAME_PX, where
        assert size.digits >= NAME_PX, where
    assert layout_audit.plate_counter_px(window.view) >= NAME_PX, (state, language)
    window.close()


def test_bigger_windows_show_whole_hand_texts(qtbot: Any) -> None:
    """The hand's table face cuts a long text ("…", the hover zoom shows it all) only when the window is small:
    at 1920×1080 every card of a five-card hand shows its whole text, in every language."""
    window = _window(qtbot, (1920, 1080))
    for lang in LANGUAGES:
        install_language(lang)
        _load(window, "chain_kicker")
        hand = list(window.scene.hand_layer.items.values())
        sizes = layout_audit.face_sizes(window.view, hand)
        assert all(size.whole_text for size in sizes.values()), (lang, sizes)
        assert min(size.rules for size in sizes.values()) >= RULES_PX * 1.4, (lang, sizes)
    reset_language()
    window.close()


def test_the_draft_choices_read_at_1280(qtbot: Any, language: str) -> None:
    """Review of issue 14: the draft's choices lay in the table's top-left (~183x255 px cards at 1280x720, the
    lower half empty, French and Polish rules text 9.9 px) and the viewer's own name plate was hidden. Now the
    choices lie centred on the table under the opponents' plates and take its width: rules text >= 10 px, names
    and numbers >= 11 px; every player's plate, the viewer's included, shows above the picker."""
    window = _window(qtbot, (1280, 720))
    _draft(qtbot, window)
    view, scene = window.view, window.scene
    choices = list(scene.picker_layer.items.values())
    for card, size in layout_audit.face_sizes(view, choices).items():
        assert size.rules >= RULES_PX and size.name >= NAME_PX and size.digits >= NAME_PX, (language, card, size)
    shown = [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in choices]
    assert min(r.width() for r in shown) >= 220, shown
    table = view.mapFromScene(scene.sceneRect()).boundingRect()
    left, right = min(r.left() for r in shown), max(r.right() for r in shown)
    top, bottom = min(r.top() for r in shown), max(r.bottom() for r in shown)
    assert abs((left + right) / 2 - table.center().x()) <= 12, (left, right, table)
    assert top < table.center().y() < bottom, (top, bottom, table)
    plates = {badge.seat: badge for badge in scene.badges}
    assert set(plates) == {0, 1, 2}
    for seat, badge in plates.items():
        assert badge.isVisible() and not layout_audit._under_a_curtain(badge), seat
        assert not any(badge.sceneBoundingRect().intersects(item.sceneBoundingRect()) for item in choices), seat
    window.close()


@pytest.mark.parametrize("state", ["chain_kicker", "hand_of_seven"])
def test_the_hand_takes_the_height_the_table_leaves(qtbot: Any, state: str) -> None:
    """At 1280×720 the view (about 994×663 px) is taller than the 1600×1000 table's proportions: the table
    fills it without a margin, and the rows below the table go to the hand's cards (taller than HAND_H)."""
    window = _window(qtbot, (1280, 720))
    _load(window, state)
    view = window.view
    table = view.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert abs(table.height() - view.viewport().height()) <= 2 and abs(table.width() - view.viewport().width()) <= 2
    hand = list(window.scene.hand_layer.items.values())
    # +30: the status bar is always there now (22 px, so that a notice never makes the table jump).
    assert all(item.boundingRect().height() > HAND_H + 30 for item in hand), [i.boundingRect() for i in hand]
    bottom = max(item.sceneBoundingRect().bottom() for item in hand)
    assert window.scene.sceneRect().bottom() - 12 <= bottom <= window.scene.sceneRect().bottom()
    window.close()


def test_seven_hand_cards_take_the_room_under_a_short_archive_strip(qtbot: Any) -> None:
    """Seven cards at 1280×720: where the archive strip ends above the hand, the hand spreads under it, so its
    cards are wider than the 180 scene px they get beside a full strip (and as tall as five cards: HAND_H)."""
    window = _window(qtbot, (1280, 720))
    _load(window, "hand_of_seven")
    hand = list(window.scene.hand_layer.items.values())
    assert len(hand) == 7
    widths = {round(item.card_width) for item in hand}
    assert min(widths) > 200, widths
    rows = list(window.scene.archive_layer.items.values())
    strip_bottom = max((r.sceneBoundingRect().bottom() for r in rows), default=0.0)
    assert all(item.sceneBoundingRect().top() > strip_bottom for item in hand)
    assert not layout_audit.text_overlaps(window.view)
    window.close()


def _table_names(window: MainWindow) -> dict[str, tuple[float, bool]]:
    """Per chain card and minion in play: (name px on screen, whole name shown)."""
    view, out = window.view, {}
    items = [(n, i) for n, layer in enumerate(window.scene.layers) if layer.combat or layer is window.scene.tilt_chain
             for i in layer.items.values()]
    for n, item in items:
        s = layout_audit.scale(view) * item.scale()
        lay = item.layout(s)
        whole = "".join(lay.name_lines).replace("-", "").replace(" ", "")
        out[f"{item.face}:{item.card.id}:{n}"] = (lay.name_px * s, "…" not in whole)
    return out


def test_chain_and_minion_names_grow_with_the_window(qtbot: Any) -> None:
    """Review of issue 14: chain cards and minions were ~55×75 px at 1280×720 with cut names ("Charlo…"), and
    their names were SMALLER at 1920×1080 (10.2 px). Names ≥ 11 px at both sizes, never smaller at 1920, and the
    chain's cards (the band is wide) show their names whole."""
    sizes: list[dict[str, tuple[float, bool]]] = []
    for size in SIZES:
        window = _window(qtbot, size)
        _load(window, "chain_two_kickers")
        sizes.append(_table_names(window))
        window.close()
    small, large = sizes
    for key, (px, whole) in small.items():
        assert px >= NAME_PX * 0.99, (key, px)
        assert large[key][0] >= px - 0.01, (key, px, large[key][0])
        if key.startswith("chain:"):
            assert whole and large[key][1], key
    assert sum(px for px, _ in large.values()) > 1.1 * sum(px for px, _ in small.values()), (small, large)


def test_five_seats_opponents_minions_share_one_readable_size(qtbot: Any) -> None:
    """Review of issue 14: with five seats a seat with three minions got ~52x58 px cards at 1280x720 and a seat
    with one ~76x85 px. Every opponent's minions now have one size (the fullest seat's), their names >= 11 px,
    and the cards lie in their seat's strip without meeting the neighbour's."""
    for size in SIZES:
        window = _window(qtbot, size)
        _load(window, "five_seats_uneven")
        viewer = window.controller.viewer_seat
        names = _table_names(window)
        opponents = [layer for n, layer in enumerate(window.scene.layers) if layer.combat and n != viewer]
        widths = {round(item.card_width, 1) for layer in opponents for item in layer.items.values()}
        counts = sorted(len(layer.items) for layer in opponents)
        assert counts == [0, 1, 2, 3] and len(widths) == 1, (size, counts, widths)
        for key, (px, _whole) in names.items():
            assert px >= NAME_PX * 0.99, (size, key, px)
        for layer in opponents:  # each seat's places stay in its strip, left to right without overlapping
            rects = [item.sceneBoundingRect() for item in layer.items.values()]
            assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]), (size, rects)
        window.close()
