"""log_text: every engine event type has a plain-English line (or is deliberately silent)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from nightfall_qt.app.texts.log_text import KNOWN_EVENTS, SILENT, describe
from nightfall_qt.engine import GameOptions, new_game

from . import CARDS

ENGINE = Path(__file__).resolve().parents[2] / "nightfall_qt" / "engine"
NAMES = ["Mara", "Bot 2", "Alton", "Dee", "Eve"]


def _engine_event_types() -> set[str]:
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        found |= set(re.findall(r"""emit\(\s*["']([a-z_]+)["']""", path.read_text(encoding="utf-8")))
    return found


def test_every_event_type_the_engine_emits_is_known() -> None:
    types = _engine_event_types()
    assert len(types) > 30
    assert types <= KNOWN_EVENTS, f"no log line decided for {sorted(types - KNOWN_EVENTS)}"


def test_random_games_describe_every_event_without_raising() -> None:
    seen: set[str] = set()
    for seed, (players, setup, variants) in enumerate(
        [(3, "draft", ()), (4, "quick_start", ()), (2, "draft_2p", ("secret_archives",)), (5, "draft", ())]
    ):
        st = new_game(GameOptions(players=players, seed=seed, setup=setup, variants=frozenset(variants)), CARDS)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.decision.options))
        uid_cards = {u: st.cid(u) for u in range(len(st.card_of))}
        for event in st.events:
            seen.add(event["type"])
            line = describe(event, NAMES[:players], CARDS, uid_cards)
            if event["type"] in SILENT:
                assert line is None
            else:
                assert isinstance(line, str) and line, event
                assert "None" not in line, (line, event)
    assert {"chain_added", "wound_taken", "card_claimed", "damage_dealt", "game_over"} <= seen
    assert seen <= KNOWN_EVENTS


def test_sample_lines_read_naturally() -> None:
    names = ["Mara", "Bot 2"]
    assert (
        describe({"type": "chain_added", "seat": 0, "card": "furious_melee", "link": 1, "kicker_active": True},
                 names, CARDS)
        == "Mara adds Furious Melee to the chain — kicker active."
    )  # fmt: skip
    assert describe({"type": "wound_taken", "seat": 1, "card": "wound_bite", "face_up": True}, names, CARDS) == (
        "Bot 2 takes a wound (Bite)."
    )
    assert describe({"type": "damage_dealt", "to": "minion", "card": "alton_hickman", "amount": 2}, names, CARDS) == (
        "Alton Hickman takes 2 damage."
    )
    assert describe({"type": "minion_destroyed", "seat": 1, "card": "vulko"}, names, CARDS) == "Vulko is destroyed."
    assert describe({"type": "card_claimed", "seat": 0, "card": "vulko", "paid": 5}, names, CARDS) == (
        "Mara claims Vulko for 5 influence."
    )
    assert describe({"type": "card_discarded", "seat": 0, "card": "vulko", "reason": "influence"}, names, CARDS) == (
        "Mara discards Vulko for influence."
    )
    assert describe({"type": "card_drawn", "seat": 1}, names, CARDS) is None
    assert describe({"type": "no_such_event"}, names, CARDS) is None


def test_hidden_information_reads_without_card_names() -> None:
    names = ["Mara", "Bot 2"]
    assert describe({"type": "draft_picked", "seat": 1, "destination": "private"}, names, CARDS) == (
        "Bot 2 drafts a card."
    )
    line = describe({"type": "archive_created", "archive": 2, "owner": 1, "card": None}, names, CARDS)
    assert line == "Bot 2's private archive 3: a secret card."
