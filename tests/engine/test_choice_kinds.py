"""The flow writes every kind as its enum member: GameState.ask trusts it instead of converting each option (the
conversion cost a tenth of a decision). Random games of every setup and edition check every option and event."""

from __future__ import annotations

import random

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game
from nightfall_qt.engine.choices import ChoiceKind, DecisionKind
from nightfall_qt.engine.events import EventKind

CARDS = load_cards()


@pytest.mark.parametrize(
    ("players", "setup", "edition", "variants"),
    [(2, "draft_2p", "de", ()), (3, "draft", "fr", ("secret_archives",)), (4, "quick_start", "pl", ()),
     (5, "draft", "de", ("common_ground",))],
)  # fmt: skip
def test_every_option_decision_and_event_kind_is_an_enum_member(
    players: int, setup: str, edition: str, variants: tuple[str, ...]
) -> None:
    for seed in range(3):
        options = GameOptions(players=players, seed=seed, setup=setup, edition=edition, variants=frozenset(variants))
        st = new_game(options, CARDS)
        rng = random.Random(seed)
        while not st.is_over:
            d = st.decision
            assert d is not None
            assert type(d.kind) is DecisionKind
            assert all(type(o.kind) is ChoiceKind for o in d.options), d.options
            st.apply(rng.choice(d.options))
        assert all(type(e["type"]) is EventKind for e in st.events)
