"""Leaf evaluation of the search: what a Nightfall position is worth to each seat.

Not a sum of card values (two cheap cards would beat one strong one): per seat a few features of deck
quality and position — wounds (more so as the face-up wounds run out: the race to the end), its strong
cards, how many cards it owns (each one dilutes the deck), the wound share of its deck, board strength,
absorbers, cards in hand — and a conditional-logit model turns them into one win probability per seat
(softmax of w·f). The weights are fitted on game outcomes by `scripts/fit_evaluation.py` from the
positions in `docs/ai-runs/eval/` and stored in `eval_weights.json` beside this module: one set for every number
of players. `eval_weights_by_players.json` holds a set per number of players (a lead means much more against
one opponent than against three); measured, not used by any level (docs/AI.md, sixth round).
`eval_weights_random_claims.json` is the same fit on games where a share of the claims was made at random
(eleventh round; measured, not used by any level). Any `eval_weights_NAME.json` of that form is
`SearchConfig(evaluation="fitted_NAME")`.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from nightfall_qt.ai.heuristic import card_worth
from nightfall_qt.engine import CardDB

if TYPE_CHECKING:
    from nightfall_qt.engine import GameState

FEATURES: tuple[str, ...] = (
    "wounds", "wounds_late", "strong_cards", "wound_share", "board_strength", "absorbers", "hand_cards",
    "owned_cards",
)  # fmt: skip
WEIGHTS_FILE = Path(__file__).with_name("eval_weights.json")


def fitted_file(name: str) -> Path:
    """The file of a set of weights per number of players: `eval_weights_NAME.json` beside this module."""
    return WEIGHTS_FILE.with_name(f"eval_weights_{name}.json")


BY_PLAYERS_FILE = fitted_file("by_players")
STRONG = 3.5  # a card worth at least this (heuristic.card_worth: its bot_value) counts as strong


Tables = tuple[tuple[bool, ...], tuple[float, ...], tuple[int, ...], tuple[bool, ...]]
_TABLES: dict[int, tuple[CardDB, Tables]] = {}


def _tables(cards: CardDB) -> Tables:
    hit = _TABLES.get(id(cards))
    if hit is not None and hit[0] is cards:
        return hit[1]
    wound = tuple(c.is_wound for c in cards.cards)
    value = tuple(card_worth(c) for c in cards.cards)
    strength = tuple(c.strength for c in cards.cards)
    absorbs = tuple("absorbs_damage" in c.in_play_flags for c in cards.cards)
    _TABLES[id(cards)] = (cards, (wound, value, strength, absorbs))
    return wound, value, strength, absorbs


def progress(st: GameState) -> float:
    """0 at the start, 1 when the last face-up wound is gone (the game ends at the end of that phase)."""
    return 1.0 - min(1.0, st.face_up / (10.0 * st.n))


def features(st: GameState, seat: int) -> list[float]:
    wound, value, strength, absorbs = _tables(st.cards)
    card_of = st.card_of
    w = cards = strong = 0
    for zone in (st.deck[seat], st.hand[seat], st.discard[seat], st.play[seat]):
        for u in zone:
            idx = card_of[u]
            if wound[idx]:
                w += 1
            else:
                cards += 1
                strong += value[idx] >= STRONG
    board = sum(strength[card_of[u]] for u in st.play[seat])
    absorb = sum(1 for u in st.play[seat] if absorbs[card_of[u]])
    hand = sum(1 for u in st.hand[seat] if not wound[card_of[u]])
    return [
        float(w), w * progress(st), float(strong), w / max(1, w + cards),
        float(board), float(absorb), float(hand), float(cards),
    ]  # fmt: skip


def _read(path: Path) -> Any:
    data = json.loads(path.read_text(encoding="utf-8"))
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{path}: features {data['features']} do not match {FEATURES}; refit")
    return data["weights"]


@lru_cache(maxsize=1)
def weights() -> tuple[float, ...]:
    """The one set of weights the levels use, for any number of players."""
    return tuple(float(x) for x in _read(WEIGHTS_FILE))


@lru_cache(maxsize=16)
def with_weight(feature: str, value: float) -> tuple[float, ...]:
    """The levels' weights with one feature's weight replaced (search experiments: SearchConfig.owned_weight)."""
    ws = list(weights())
    ws[FEATURES.index(feature)] = value
    return tuple(ws)


@lru_cache(maxsize=16)
def weights_for(players: int, name: str = "by_players") -> tuple[float, ...]:
    """The weights of `fitted_file(name)` for this many players (more players than any fit: the largest
    fitted count's)."""
    by_players: dict[str, list[float]] = _read(fitted_file(name))
    fitted = sorted(int(k) for k in by_players)
    count = max((k for k in fitted if k <= players), default=fitted[0])
    return tuple(float(x) for x in by_players[str(count)])


def scores(st: GameState, ws: tuple[float, ...] | None = None) -> list[float]:
    ws = ws or weights()
    return [sum(a * b for a, b in zip(ws, features(st, s), strict=True)) for s in range(st.n)]


def win_chances(st: GameState, ws: tuple[float, ...] | None = None) -> list[float]:
    """One estimated win probability per seat (they sum to 1); exact for a finished game."""
    if st.over and st.result_data is not None:
        ranking = st.result_data.get("ranking", [])
        first = [r["seat"] for r in ranking if r.get("rank") == 1]
        return [1.0 / len(first) if s in first else 0.0 for s in range(st.n)] if first else [1.0 / st.n] * st.n
    sc = scores(st, ws)
    top = max(sc)
    exps = [math.exp(x - top) for x in sc]
    total = sum(exps)
    return [e / total for e in exps]
