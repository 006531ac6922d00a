"""log_text in a solo game: the one human's own lines speak to them ("You claim Vulko."), never "You claims".

With two or more humans (pass-and-play) or none, every line names the players, as the log is shared.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import install_language, reset_language
from nightfall_qt.app.texts.log_text import describe
from nightfall_qt.engine import GameOptions, GameState, new_game

from . import CARDS, table_scenario

NAMES = ["Mara", "Bot 2", "Alton", "Dee", "Eve"]
# "You" followed by a verb in the third person ("You starts", "You takes", "You goes"); "You pass" is fine.
THIRD_PERSON_YOU = re.compile(r"\b[Yy]ou (?!pass\b)[a-z]+s\b")
SECOND_PERSON = re.compile(r"\b[Yy]ou(r|rself)?\b")


def _random_games() -> Iterator[tuple[GameState, int]]:
    for seed, (players, setup, variants) in enumerate(
        [(3, "draft", ()), (4, "quick_start", ()), (2, "draft_2p", ("secret_archives",)), (5, "draft", ())]
    ):
        st = new_game(GameOptions(players=players, seed=seed, setup=setup, variants=frozenset(variants)), CARDS)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.decision.options))
        yield st, players


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """The English catalogue: its plural forms read "7 cards", not the source's "7 card(s)"."""
    assert install_language("en") == "en"
    yield
    reset_language()


@pytest.mark.parametrize(
    ("event", "named", "yours"),
    [
        ({"type": "chain_added", "seat": 0, "card": "alton_hickman", "link": 0},
         "Mara starts the chain with Alton Hickman.", "You start the chain with Alton Hickman."),
        ({"type": "chain_added", "seat": 0, "card": "furious_melee", "link": 1, "kicker_active": True},
         "Mara adds Furious Melee to the chain — kicker active.",
         "You add Furious Melee to the chain — kicker active."),
        ({"type": "chain_passed", "seat": 0, "chain_length": 2}, "Mara passes.", "You pass."),
        ({"type": "chain_passed", "seat": 0, "chain_length": 0}, "Mara starts no chain.", "You start no chain."),
        ({"type": "card_claimed", "seat": 0, "card": "vulko", "paid": 4},
         "Mara claims Vulko for 4 influence.", "You claim Vulko for 4 influence."),
        ({"type": "card_claimed", "seat": 0, "card": "vulko", "paid": 1},
         "Mara claims Vulko for 1 influence.", "You claim Vulko for 1 influence."),
        ({"type": "card_claimed", "seat": 0, "card": "vulko", "paid": 0},
         "Mara claims Vulko for free.", "You claim Vulko for free."),
        ({"type": "phase_started", "seat": 0, "phase": "combat"}, "Mara's combat phase.", "Your combat phase."),
        ({"type": "phase_started", "seat": 0, "phase": "dusk"}, "Mara's dusk phase.", "Your dusk phase."),
        ({"type": "turn_started", "seat": 0, "turn": 4}, "— Turn 4: Mara —", "— Turn 4: You —"),
        ({"type": "first_player", "seat": 0}, "Mara goes first.", "You go first."),
        ({"type": "damage_dealt", "to": "player", "seat": 0, "amount": 2}, "Mara takes 2 damage.",
         "You take 2 damage."),
        ({"type": "wound_taken", "seat": 0, "card": "wound_bite"}, "Mara takes a wound (Bite).",
         "You take a wound (Bite)."),
        ({"type": "archive_created", "archive": 2, "owner": 0, "card": "vulko"},
         "Mara's private archive 3: Vulko.", "Your private archive 3: Vulko."),
        ({"type": "archive_created", "archive": 0, "owner": 0, "card": None},
         "Mara's private archive 1: a secret card.", "Your private archive 1: a secret card."),
        ({"type": "draft_picked", "seat": 0, "card": "vulko", "destination": "box"},
         "Mara drafts Vulko for the box.", "You draft Vulko for the box."),
        ({"type": "draft_picked", "seat": 0}, "Mara drafts a card.", "You draft a card."),
        ({"type": "card_discarded", "seat": 0, "card": "vulko", "reason": "influence"},
         "Mara discards Vulko for influence.", "You discard Vulko for influence."),
        ({"type": "card_discarded", "seat": 0, "card": "vulko"}, "Mara discards Vulko.", "You discard Vulko."),
        ({"type": "influence_gained", "seat": 0, "amount": 3, "reason": "discard"},
         "Mara gains 3 influence (discarding a card).", "You gain 3 influence (discarding a card)."),
        ({"type": "influence_lost", "seat": 0, "amount": 1}, "Mara loses 1 influence.", "You lose 1 influence."),
        ({"type": "influence_doubled", "seat": 0}, "Mara's influence is doubled this turn.",
         "Your influence is doubled this turn."),
        ({"type": "claim_discount", "seat": 0, "amount": 2}, "Mara's claims cost 2 less this turn.",
         "Your claims cost 2 less this turn."),
        ({"type": "blocker_assigned", "seat": 0, "card": "vulko"}, "Mara blocks with Vulko.",
         "You block with Vulko."),
        ({"type": "attack_declared", "seat": 0, "card": "vulko", "target": 1},
         "Mara's Vulko attacks Bot 2.", "Your Vulko attacks Bot 2."),
        ({"type": "attack_declared", "seat": 1, "card": "vulko", "target": 0},
         "Bot 2's Vulko attacks Mara.", "Bot 2's Vulko attacks you."),
        ({"type": "attack_resolved", "seat": 1, "card": "vulko", "target": 0, "amount": 3},
         "Vulko strikes Mara with strength 3.", "Vulko strikes you with strength 3."),
        ({"type": "target_chosen", "seat": 1, "target": "player", "player": 0, "card": "vulko"},
         "Bot 2 targets Mara with Vulko.", "Bot 2 targets you with Vulko."),
        ({"type": "target_chosen", "seat": 0, "target": "player", "player": 0, "card": "vulko"},
         "Mara targets themselves with Vulko.", "You target yourself with Vulko."),
        ({"type": "target_chosen", "seat": 0, "target": "minion", "minion": "alton_hickman", "card": "vulko"},
         "Mara targets Alton Hickman with Vulko.", "You target Alton Hickman with Vulko."),
        ({"type": "minion_entered", "seat": 0, "card": "vulko"}, "Vulko enters play for Mara.",
         "Vulko enters play for you."),
        ({"type": "card_returned", "seat": 0, "card": "vulko"}, "Vulko returns to Mara's hand.",
         "Vulko returns to your hand."),
        ({"type": "deck_reshuffled", "seat": 0, "size": 7},
         "Mara shuffles the discard pile into a new deck (7 cards).",
         "You shuffle your discard pile into a new deck (7 cards)."),
        ({"type": "card_moved", "seat": 0, "card": "vulko", "to": "deck_top"},
         "Mara puts Vulko from the discard pile on top of their deck.",
         "You put Vulko from your discard pile on top of your deck."),
        ({"type": "wound_effect_used", "seat": 0, "wounds": 1},
         "Mara uses the wound effect: discards 1 wound, draws 2.",
         "You use the wound effect: discard 1 wound, draw 2."),
        ({"type": "targets_controlled", "seat": 0, "card": "vulko"}, "Mara will choose the targets of Vulko.",
         "You will choose the targets of Vulko."),
        ({"type": "absorbers_disabled", "seat": 0}, "Mara's minions cannot absorb damage this turn.",
         "Your minions cannot absorb damage this turn."),
        ({"type": "game_over", "result": {"ranking": [{"seat": 0, "wounds": 2}]}},
         "Game over: Mara wins with 2 wounds.", "Game over: you win with 2 wounds."),
    ],
)  # fmt: skip
def test_the_solo_humans_lines_are_in_the_second_person(
    english: None, event: dict[str, Any], named: str, yours: str
) -> None:
    uid_cards: dict[int, str] = {}
    assert describe(event, NAMES[:2], CARDS, uid_cards) == named
    assert describe(event, NAMES[:2], CARDS, uid_cards, you=None) == named
    assert describe(event, NAMES[:2], CARDS, uid_cards, you=0) == yours


def test_a_player_aiming_at_themselves_is_not_named_twice() -> None:
    """A friend's log read "Hana targets Hana with Enraged Ghoul" (issue 47's online game)."""
    event = {"type": "target_chosen", "seat": 1, "target": "player", "player": 1, "card": "vulko"}
    assert describe(event, ["You", "Hana"], CARDS, you=0) == "Hana targets themselves with Vulko."
    assert describe({**event, "player": 0}, ["You", "Hana"], CARDS, you=0) == "Hana targets you with Vulko."


def test_other_players_lines_stay_as_they_are() -> None:
    names = ["You", "Bot 2"]
    event = {"type": "card_claimed", "seat": 1, "card": "vulko", "paid": 4}
    assert describe(event, names, CARDS, you=0) == "Bot 2 claims Vulko for 4 influence."
    event = {"type": "attack_declared", "seat": 1, "card": "vulko", "target": 2}
    assert describe(event, ["You", "Bot 2", "Dee"], CARDS, you=0) == "Bot 2's Vulko attacks Dee."
    event = {"type": "wound_taken", "seat": 1, "card": "wound_bite"}
    assert describe(event, names, CARDS, you=0) == "Bot 2 takes a wound (Bite)."
    # Without a solo human the default name "You" shows as it is (the lines are about named seats).
    assert describe({"type": "first_player", "seat": 0}, names, CARDS) == "You goes first."
    assert describe({"type": "first_player", "seat": 0}, names, CARDS, you=0) == "You go first."


def test_random_games_speak_to_the_solo_human_and_name_everyone_else() -> None:
    changed: set[str] = set()
    for st, players in _random_games():
        uid_cards = {u: st.cid(u) for u in range(len(st.card_of))}
        for event in st.events:
            named = describe(event, NAMES[:players], CARDS, uid_cards)
            yours = describe(event, NAMES[:players], CARDS, uid_cards, you=0)
            if named is None:
                assert yours is None
                continue
            assert yours is not None and not THIRD_PERSON_YOU.search(yours), (yours, event)
            if "Mara" in named:  # a line about the human's seat: it speaks to them
                assert "Mara" not in yours and SECOND_PERSON.search(yours), (yours, event)
                changed.add(event["type"])
            else:
                assert yours == named, event
    assert {"chain_added", "phase_started", "turn_started", "card_claimed", "wound_taken"} <= changed


# ---------------------------------------------------------------------- through the controller's seats
@pytest.fixture
def ctl(qtbot) -> Iterator[GameController]:
    controller = GameController(CARDS, instant=True)
    yield controller
    controller.shutdown()


def _pass_once(qtbot, ctl: GameController) -> list[str]:
    """The human at seat 0 passes on the table scenario's chain; the log lines until the next human decision."""
    models = TableModels(ctl)
    if ctl.pass_pending is not None:
        assert ctl.confirm_pass()
    assert ctl.submit(0, ctl.option(kind="chain_pass"))
    qtbot.waitUntil(
        lambda: ctl.is_over or (ctl.thinking_seat is None and ctl.decision is not None
                                and ctl.seats[ctl.decision.seat].is_human),
        timeout=10_000,
    )  # fmt: skip
    return models.log.lines()


def test_a_solo_game_log_speaks_to_the_human(qtbot, ctl) -> None:
    ctl.load_state(table_scenario(), [SeatConfig("You", "human"), SeatConfig("Eve", "bot"), SeatConfig("Dee", "bot")])
    lines = _pass_once(qtbot, ctl)
    assert lines[0] == "You pass."
    assert not [line for line in lines if THIRD_PERSON_YOU.search(line)], lines
    assert any("Eve" in line for line in lines), lines  # the bots keep their names


def test_a_pass_and_play_game_log_names_every_player(qtbot, ctl) -> None:
    humans = [SeatConfig("Mara", "human"), SeatConfig("Eve", "human"), SeatConfig("Dee", "bot")]
    ctl.load_state(table_scenario(), humans)
    lines = _pass_once(qtbot, ctl)
    assert lines[0] == "Mara passes."
    assert not [line for line in lines if SECOND_PERSON.search(line)], lines
