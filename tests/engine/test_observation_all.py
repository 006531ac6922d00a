"""`observe_all` (the server's observations of every seat at once) equals `observe` seat by seat."""

from __future__ import annotations

import dataclasses
import random

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game
from nightfall_qt.engine.observation import OWN_FIELDS, Observation, observe, observe_all

CARDS = load_cards()

SETUPS = [
    GameOptions(players=5, seed=0),
    GameOptions(players=3, seed=0, setup="draft", variants=frozenset({"secret_archives"})),
    GameOptions(players=4, seed=0, setup="draft", variants=frozenset({"open_archives"}), include_promos=True),
    GameOptions(players=2, seed=0, setup="draft_2p", variants=frozenset({"secret_archives"})),
]


@pytest.mark.parametrize("options", SETUPS, ids=lambda o: f"{o.players}p-{o.setup}")
@pytest.mark.parametrize("why_not", [True, False])
def test_every_seat_gets_what_observe_gives_it(options: GameOptions, why_not: bool) -> None:
    rng = random.Random(7)
    st = new_game(dataclasses.replace(options, seed=3), CARDS)
    for _ in range(400):
        together = observe_all(st, why_not)
        assert len(together) == st.n
        for seat, obs in enumerate(together):
            alone = observe(st, seat, why_not)
            assert obs == alone, f"seat {seat} at decision kind {st.pending and st.pending.kind}"
            assert obs.to_dict() == alone.to_dict()
            # Another seat's hand and discard pile stay hidden in the shared views.
            assert all(view.hand is None and view.discard is None for view in obs.seats if view.seat != seat)
            # What the server converts once for all seats (online/wire.py) is indeed one object in all of them.
            shared = [f.name for f in dataclasses.fields(Observation) if f.name not in OWN_FIELDS]
            assert all(getattr(obs, name) is getattr(together[0], name) for name in shared)
        if st.is_over:
            break
        st.apply(rng.choice(st.decision.options))
