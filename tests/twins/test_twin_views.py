"""Twin test for the log and the why-not texts: a seat reads the same lines and reasons in two positions it
cannot tell apart (hands, deck orders, secret archives, unseen draft cards differ; issue 16).

Each twin pair is played on with the same random numbers (the viewer's own choices are then the same, the
other players choose from their own cards) for as long as the viewer still cannot tell the two apart; every
log line the viewer reads and every why-not text for the viewer's hand and the archives must be identical.
"""

from __future__ import annotations

import random

import pytest

from nightfall_qt.app.game.why_not import chain_why_not, claim_why_not
from nightfall_qt.app.texts.log_text import describe
from nightfall_qt.engine import GameState

from .helpers import CARDS, SETUPS, differs, random_position, same_view, twin

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve"]
POSITIONS = 60
STEPS = 40


def _why_not_texts(st: GameState, k: int) -> list[str | None]:
    obs = st.observation(k)
    hand = [chain_why_not(obs, CARDS, uid) for uid in st.hand[k]]
    archives = [claim_why_not(obs, CARDS, a) for a in range(len(st.arch_card))]
    return hand + archives


def _forgets(events: list[dict]) -> bool:
    """A face-up card left a discard pile (reshuffled into a deck, taken back to a hand): the view no longer
    shows what the viewer saw, so the twins may differ in what the viewer rightly read."""
    return any(e["type"] in ("deck_reshuffled", "card_moved") for e in events)


def _lines(events: list[dict], k: int, players: int) -> list[str | None]:
    return [describe(e, NAMES[:players], CARDS, None, None, (k,)) for e in events]


@pytest.mark.parametrize("block", range(POSITIONS // 10))
def test_the_viewer_reads_the_same_log_and_why_not_in_twin_positions(block: int) -> None:
    compared = 0
    for seed in range(block * 10, block * 10 + 10):
        st = random_position(seed)
        rng = random.Random(seed * 7 + 1)
        assert st.decision is not None
        k = st.decision.seat  # the pending decision's options stay valid: they are about k's own cards
        tw = twin(st, k, rng)
        assert same_view(st, tw, k), f"seed {seed}: the twin is not a twin"
        assert differs(st, tw), f"seed {seed}: the twin is the same position"
        st.events, tw.events = [], []
        for _step in range(STEPS):
            assert _why_not_texts(st, k) == _why_not_texts(tw, k), f"seed {seed}: why-not differs"
            if st.decision is None or tw.decision is None:
                break
            r = rng.randrange(1 << 30)
            a = st.apply(st.decision.options[r % len(st.decision.options)])
            b = tw.apply(tw.decision.options[r % len(tw.decision.options)])
            if not same_view(st, tw, k) or _forgets(a) or _forgets(b):
                break  # the viewer can tell them apart now (a draw, another player's public move)
            assert _lines(a, k, st.n) == _lines(b, k, st.n), f"seed {seed}: the log differs for seat {k}"
            compared += len(a)
    assert compared > 50  # the pairs stayed twins for a while: the test compared real lines


def test_the_twin_positions_cover_the_draft_and_secret_archives() -> None:
    kinds = {SETUPS[s % len(SETUPS)][1] for s in range(POSITIONS)}
    assert {"draft", "draft_2p", "quick_start"} <= kinds
    secret = [s for s in range(POSITIONS) if "secret_archives" in SETUPS[s % len(SETUPS)][2]]
    drafting = [s for s in range(0, POSITIONS, 7) if random_position(s).phase == "setup"]
    assert len(secret) >= POSITIONS // 2 and drafting
