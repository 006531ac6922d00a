"""Issue 15, "Cards move, they do not teleport": one card item travels between the zones, paced by the presenter's
events (ui/table/card_motion.py), and a cancelled card is stamped before it leaves (ui/cards/card_stamp.py) — through
the real window, with real mouse events on the view's viewport. Waits are on conditions and signals, never on time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState, load_scenario
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_stamp import CardStamp
from nightfall_qt.ui.table.table_layout import CHAIN_RECT, INFLUENCE_WELL, chain_place
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET
from nightfall_qt.ui.window.main_window import MainWindow

from .test_table import drag

CARDS = load_cards()
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
HUMAN_VS_BOT = [SeatConfig("You", "human"), SeatConfig("Bot", "bot")]
HUMAN_VS_BOTS = [SeatConfig("You", "human"), SeatConfig("Mara", "bot"), SeatConfig("Viktor", "bot")]
SCENARIOS = Path(__file__).resolve().parents[2] / "docs" / "scenarios" / "ui"
DECK = ["genesis_one"] * 6
CHAIN_START = {
    "phase": "chain",
    "seats": [{"hand": ["alton_hickman", "furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}],
}


def load(window: MainWindow, data: dict[str, Any]) -> GameState:
    window.controller.load_state(GameState.from_scenario({"seed": 1, **data}, CARDS), HUMAN_VS_BOT)
    window.scene.rebuild()
    QTest.qWait(0)
    return window.controller.state


def centre(item: CardItem) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def view_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def hand_item(window: MainWindow, card_id: str) -> CardItem:
    st = window.controller.state
    return next(item for uid, item in window.scene.hand_layer.items.items() if st.cid(uid) == card_id)


def record_flights(window: MainWindow) -> list[tuple[CardItem, QPointF, QPointF]]:
    flights: list[tuple[CardItem, QPointF, QPointF]] = []
    window.scene.motion.flightStarted.connect(lambda item, start, end: flights.append((item, start, end)))
    return flights


def test_a_card_played_from_the_hand_travels_as_the_same_item_to_the_chain(make_window, qtbot) -> None:
    window = make_window(instant=False)
    window.scene.click_plays = True  # Settings → single-click play (the default selects first: test_click_to_play)
    load(window, CHAIN_START)
    flights = record_flights(window)
    alton = hand_item(window, "alton_hickman")
    uid = alton.uid
    was_at = centre(alton)
    drag(window, view_point(window, was_at), view_point(window, CHAIN_RECT.center()))

    chain = window.scene.tilt_chain
    assert chain.items[uid] is alton  # the chain adopted the hand's item: no new item, no fade-out
    assert uid not in window.scene.hand_layer.items
    qtbot.waitUntil(lambda: any(f[0] is alton for f in flights), timeout=5000)
    _item, start, end = next(f for f in flights if f[0] is alton)
    target, _tilt = chain_place(0, 1)
    assert end == target
    # It starts where the pointer dropped it (over the chain), not at its place in the chain: a real journey.
    assert (start - target).manhattanLength() > 20
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=5000)
    assert alton.pos() == target and alton.scale() == 1.0 and alton.opacity() == 1.0
    assert alton.scene() is window.scene and alton.card_width == chain_place.width_for(1)  # the chain's size


def test_a_clicked_hand_card_slides_from_the_hand_to_the_chain(make_window, qtbot) -> None:
    window = make_window(instant=False)
    window.scene.click_plays = True  # Settings → single-click play (the default selects first: test_click_to_play)
    load(window, CHAIN_START)
    flights = record_flights(window)
    alton = hand_item(window, "alton_hickman")
    was_at = centre(alton)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, was_at))

    assert window.scene.tilt_chain.items[alton.uid] is alton
    qtbot.waitUntil(lambda: any(f[0] is alton for f in flights), timeout=5000)
    _item, start, _end = next(f for f in flights if f[0] is alton)
    # From the hand: its middle was where it lay in the hand (its size kept while it shrinks to the chain's).
    assert (start + alton.boundingRect().center() - was_at).manhattanLength() < 2
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=5000)
    assert alton.pos() == chain_place(0, 1)[0]


def test_drawn_cards_come_from_the_viewers_deck_on_the_name_plate(make_window, qtbot) -> None:
    window = make_window(instant=False)
    load(window, {"phase": "claim", "seats": [{"hand": ["genesis_one"], "deck": DECK}, {"deck": DECK}]})
    flights = record_flights(window)
    before = set(window.scene.hand_layer.items.values())
    plate = window.scene.badges[0].sceneBoundingRect().center()
    button = window.prompt.buttons["claim_end"]
    assert button.isVisible() and button.isEnabled()
    QTest.mouseClick(button, LEFT)  # ends the turn: the viewer draws up to five cards

    qtbot.waitUntil(lambda: len(window.scene.hand_layer.items) == 5, timeout=5000)
    drawn = [item for item in window.scene.hand_layer.items.values() if item not in before]
    assert len(drawn) == 4
    qtbot.waitUntil(lambda: all(any(f[0] is item for f in flights) for item in drawn), timeout=10_000)
    for item in drawn:
        _item, start, end = next(f for f in flights if f[0] is item)
        assert (start + item.boundingRect().center() - plate).manhattanLength() < 2  # out of the deck
        assert (end - start).manhattanLength() > 100
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=10_000)
    for i, item in enumerate(window.scene.hand_layer.items.values()):
        assert item.pos() == window.scene.hand_layer.place(i, 5)[0] and item.scale() == 1.0


def test_a_cancelled_card_is_stamped_before_it_leaves_the_chain(make_window, qtbot) -> None:
    window = make_window(instant=False)
    st = load(window, {
        "phase": "chain",
        "active": 1,
        # Flank Attack resolves first (the chain resolves last card first, DE L404) and cancels an order of
        # the chain: the viewer picks Rip and Tear, which then goes to its owner's discard pile unresolved.
        "chain": [{"card": "dark_awakening", "seat": 1}, {"card": "rip_and_tear", "seat": 1},
                  {"card": "flank_attack", "seat": 0}],
        "resolve": True,
        "seats": [{"hand": ["bad_smoke"], "deck": ["bad_smoke"] * 6}, {"hand": ["bad_smoke"], "deck": DECK}],
    })  # fmt: skip
    d = window.controller.decision_for_viewer()
    assert d is not None and d.kind == "target_order"
    rip = next(item for uid, item in window.scene.tilt_chain.items.items() if st.cid(uid) == "rip_and_tear")
    marks: list[tuple[CardItem, str]] = []
    window.scene.motion.stamped.connect(lambda item, kind: marks.append((item, kind)))
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, centre(rip)))

    assert "rip_and_tear" in [st.cid(u) for u in st.discard[1]]  # the engine cancelled it
    qtbot.waitUntil(lambda: any(item is rip and kind == "cancelled" for item, kind in marks), timeout=5000)
    stamp = rip.stamp
    assert isinstance(stamp, CardStamp) and stamp.parentItem() is rip and stamp.text == "Cancelled"
    assert stamp.isVisible() and stamp.sceneBoundingRect().intersects(rip.sceneBoundingRect())
    # Then it flies to its owner's discard pile (the name plate) and leaves the table.
    plate = window.scene.badges[1].sceneBoundingRect()
    qtbot.waitUntil(lambda: rip.scene() is None or plate.contains(centre(rip)), timeout=10_000)
    qtbot.waitUntil(lambda: rip.scene() is None, timeout=10_000)


def test_with_animations_off_the_card_is_at_once_in_its_place(make_window, qtbot) -> None:
    window = make_window(instant=True)
    load(window, CHAIN_START)
    flights = record_flights(window)
    alton = hand_item(window, "alton_hickman")
    drag(window, view_point(window, centre(alton)), view_point(window, CHAIN_RECT.center()))

    # No event loop turn needed: the same item already lies at its place in the chain, nothing flies.
    assert window.scene.tilt_chain.items[alton.uid] is alton
    assert alton.pos() == chain_place(0, 1)[0] and alton.scale() == 1.0
    assert not window.scene.motion.busy() and flights == []


def test_a_claimed_card_flies_from_its_archive_to_the_claimers_discard_pile(make_window, qtbot) -> None:
    window = make_window(instant=False)
    st = load_scenario(SCENARIOS / "claim.yaml", CARDS)
    window.controller.load_state(st, HUMAN_VS_BOTS)
    window.scene.rebuild()
    QTest.qWait(0)
    flights = record_flights(window)
    row = next(r for r in window.models.archives.rows if r["card"] == "alton_hickman")
    archive = window.scene.archive_layer.items[ARCHIVE_KEY_OFFSET + row["archive"]]
    from_archive = centre(archive)
    plate = window.scene.badges[0].sceneBoundingRect().center()
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, from_archive))

    assert st.cid(st.discard[0][-1]) == "alton_hickman"  # claimed into the viewer's discard pile
    qtbot.waitUntil(lambda: any(f[0].card.id == "alton_hickman" for f in flights), timeout=5000)
    item, start, end = next(f for f in flights if f[0].card.id == "alton_hickman")
    assert (start + item.boundingRect().center() - from_archive).manhattanLength() < 2
    assert (end + item.boundingRect().center() - plate).manhattanLength() < 2
    qtbot.waitUntil(lambda: item.scene() is None, timeout=5000)  # gone into the pile


def test_a_card_discarded_for_influence_flies_into_the_pile_and_leaves_the_table(make_window, qtbot) -> None:
    window = make_window(instant=False)
    st = load_scenario(SCENARIOS / "claim.yaml", CARDS)
    window.controller.load_state(st, HUMAN_VS_BOTS)
    window.scene.rebuild()
    QTest.qWait(0)
    flights = record_flights(window)
    smoke = hand_item(window, "bad_smoke")
    drag(window, view_point(window, centre(smoke)), view_point(window, INFLUENCE_WELL.center()))

    assert smoke.uid in st.discard[0]
    qtbot.waitUntil(lambda: any(f[0] is smoke for f in flights), timeout=5000)
    _item, _start, end = next(f for f in flights if f[0] is smoke)
    plate = window.scene.badges[0].sceneBoundingRect().center()
    assert (end + smoke.boundingRect().center() - plate).manhattanLength() < 2
    qtbot.waitUntil(lambda: smoke.scene() is None, timeout=5000)


def test_a_destroyed_minion_is_stamped_then_leaves(make_window, qtbot) -> None:
    window = make_window(instant=False)
    st = load(window, {
        "phase": "chain",
        "chain": [{"card": "jj_mcteague", "seat": 0}],
        "resolve": True,
        "seats": [{"deck": DECK}, {"deck": DECK, "in_play": ["genesis_one", "vulko"]}],
    })  # fmt: skip
    layer = window.scene.minion_layers()[1]
    genesis = next(item for uid, item in layer.items.items() if st.cid(uid) == "genesis_one")
    assert CARDS["genesis_one"].health == 1
    marks: list[tuple[CardItem, str]] = []
    window.scene.motion.stamped.connect(lambda item, kind: marks.append((item, kind)))
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, centre(genesis)))

    assert genesis.uid not in layer.items  # J.J. McTeague's 1 damage destroyed it
    qtbot.waitUntil(lambda: any(item is genesis for item, _kind in marks), timeout=5000)
    kinds = [kind for item, kind in marks if item is genesis]
    # Genesis One is exiled when destroyed: the first mark says what happened to it in play.
    assert kinds[0] == "destroyed" and genesis.stamp.text == "Destroyed"
    qtbot.waitUntil(lambda: genesis.scene() is None, timeout=10_000)


class AddFirstCard:
    """A bot that adds the first card it can to the chain (else takes its first option)."""

    def choose(self, observation: Any, rng: Any) -> Any:
        options = tuple(observation.options)
        return next((o for o in options if o.kind == "chain_add"), options[0])


def test_an_opponents_card_enters_the_chain_from_their_name_plate(make_window, qtbot) -> None:
    window = make_window(instant=False)
    data = {"phase": "chain", "active": 1,
            "seats": [{"hand": ["furious_melee"], "deck": DECK}, {"hand": ["alton_hickman"], "deck": DECK}]}
    st = GameState.from_scenario({"seed": 1, **data}, CARDS)
    flights = record_flights(window)
    window.controller.load_state(st, HUMAN_VS_BOT, bots={1: AddFirstCard()})
    window.scene.rebuild()
    chain = window.scene.tilt_chain

    # The bot adds its Alton Hickman; Furious Melee (red) may follow it, so the chain waits for the viewer.
    qtbot.waitUntil(lambda: len(chain.items) == 1, timeout=10_000)
    item = next(iter(chain.items.values()))
    assert st.cid(item.uid) == "alton_hickman"
    qtbot.waitUntil(lambda: any(f[0] is item for f in flights), timeout=5000)
    _item, start, end = next(f for f in flights if f[0] is item)
    plate = window.scene.badges[1].sceneBoundingRect().center()
    assert (start + item.boundingRect().center() - plate).manhattanLength() < 2  # out of the hidden hand
    assert end == chain_place(0, 1)[0]


def test_flying_cards_never_hold_up_the_players_next_move(make_window, qtbot) -> None:
    window = make_window(instant=False)
    window.scene.click_plays = True  # Settings → single-click play (the default selects first: test_click_to_play)
    st = load(window, CHAIN_START)
    alton = hand_item(window, "alton_hickman")
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, centre(alton)))
    assert window.scene.motion.busy()  # Alton Hickman is on its way (or waiting for its event)

    # At once, while it travels: the next card is played, the game does not wait for the table.
    melee = hand_item(window, "furious_melee")
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, centre(melee)))
    assert [st.cid(link[0]) for link in st.chain] == ["alton_hickman", "furious_melee"]
    assert window.scene.tilt_chain.items[melee.uid] is melee
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=10_000)
    assert [item.pos() for item in (alton, melee)] == [chain_place(0, 2)[0], chain_place(1, 2)[0]]


def test_a_card_picked_from_the_discard_pile_flies_from_the_picker_into_the_hand(make_window, qtbot) -> None:
    """Ghoul Summoning's chain text takes an order from the discard pile into the hand: the picker's card is the
    item that lands in the hand."""
    window = make_window(instant=False)
    load(window, {"phase": "chain", "seats": [
        {"hand": ["ghoul_summoning"], "discard": ["furious_melee", "bad_smoke"], "deck": DECK}, {"deck": DECK}]})
    ctl = window.controller
    summoning = hand_item(window, "ghoul_summoning")
    drag(window, view_point(window, centre(summoning)), view_point(window, CHAIN_RECT.center()))

    def picking() -> bool:  # the viewer passes the chain on until the card resolves and asks for its pick
        d = ctl.decision_for_viewer()
        if d is None or not ctl.presenter.idle:
            return False
        if d.kind == "chain":
            ctl.submit(0, next(o for o in d.options if o.kind == "chain_pass"))
            return False
        return d.kind == "pick_from_discard"

    qtbot.waitUntil(picking, timeout=10_000)
    melee = next(item for item in window.scene.picker_layer.items.values() if item.card.id == "furious_melee")
    flights = record_flights(window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, view_point(window, centre(melee)))

    assert melee.uid in ctl.state.hand[0]
    qtbot.waitUntil(lambda: any(f[0] is melee for f in flights), timeout=5000)
    assert window.scene.hand_layer.items[melee.uid] is melee  # the same item, not a new one in the hand
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=5000)
    assert melee.scene() is window.scene and melee.scale() == 1.0 and melee.opacity() == 1.0
    assert not window.scene.picker_layer.items  # the picker closed; the card not picked left with it


def test_a_card_added_and_resolved_in_one_step_rests_on_the_chain_on_its_way(make_window, qtbot) -> None:
    """Nobody can follow Alton Hickman: it is added, resolved and enters play in the viewer's one step. It still
    goes hand → chain (its link's spot) → in play, the same item all the way."""
    window = make_window(instant=False)
    load(window, {"phase": "chain", "seats": [{"hand": ["alton_hickman", "bad_smoke"], "deck": DECK}, {"deck": DECK}]})
    flights = record_flights(window)
    alton = hand_item(window, "alton_hickman")
    drag(window, view_point(window, centre(alton)), view_point(window, CHAIN_RECT.center()))

    st = window.controller.state
    assert alton.uid in st.play[0] and not st.chain  # resolved in the same step
    qtbot.waitUntil(lambda: not window.scene.motion.busy(), timeout=10_000)
    ends = [end for item, _start, end in flights if item is alton]
    minions = window.scene.minion_layers()[0]
    assert minions.items[alton.uid] is alton
    assert ends == [chain_place(0, 1)[0], alton.pos()]  # first onto the chain, then to its place in play
