"""`SearchConfig.trust`: the search keeps Normal's move unless its own best is ahead by enough standard errors.

Most root edges of a Nightfall decision differ by less than the playouts' noise; an answer picked from
noise is worse than Normal's (issue 17: two Hard runs agreed on 71 % of their moves)."""

from __future__ import annotations

import random

from nightfall_qt.ai import HeuristicBot, IsmctsBot, SearchConfig
from nightfall_qt.ai.ismcts import Node, observation_key
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

CARDS = load_cards()


def positions(count: int, seed: int = 5) -> list[GameState]:
    """Decisions with at least three options from random games (2 and 4 players)."""
    rng = random.Random(seed)
    out: list[GameState] = []
    game = 0
    while len(out) < count:
        st = new_game(GameOptions(players=(2, 4)[game % 2], seed=seed + game, setup="quick_start"), CARDS)
        st.record_events = False
        game += 1
        while not st.is_over and len(out) < count:
            d = st.pending
            assert d is not None
            if len(d.options) >= 3 and rng.random() < 0.1:
                out.append(st.clone(events=False))
            st.apply(rng.choice(d.options))
    return out


def ask(bot: IsmctsBot, st: GameState) -> object:
    seat = st.pending.seat  # type: ignore[union-attr]
    return bot.choose(st.observation(seat), random.Random(2), worlds=lambda r: st.determinize(seat, r))


def test_unbounded_trust_plays_normals_move_and_none_plays_the_most_visited() -> None:
    normal = HeuristicBot()
    differ = 0
    for st in positions(12):
        seat = st.pending.seat  # type: ignore[union-attr]
        expected = normal.choose(st.observation(seat), random.Random(0))
        stubborn = IsmctsBot(SearchConfig(time_budget=0, iterations=300, early_stop=False, trust=1e9))
        plain = IsmctsBot(SearchConfig(time_budget=0, iterations=300, early_stop=False))
        key = observation_key(st.observation(seat), expected)
        chosen = ask(stubborn, st)
        assert observation_key(st.observation(seat), chosen) == key  # type: ignore[arg-type]
        differ += observation_key(st.observation(seat), ask(plain, st)) != key  # type: ignore[arg-type]
    assert differ > 0, "the plain search never left Normal here: this test would not see trust ignored"


def _root(normal_key: tuple[object, ...], other_key: tuple[object, ...], other_rewards: list[float]) -> Node:
    """A root whose Normal edge scored 0.4 or 0.6 alternately (mean 0.5) and whose other edge scored as given."""
    root = Node(-1)
    for key, rewards in ((normal_key, [0.4, 0.6] * 50), (other_key, other_rewards)):
        child = root.children[key] = Node(0)
        child.visits = len(rewards)
        child.total = sum(rewards)
        child.squares = sum(r * r for r in rewards)
    return root


def test_the_search_leaves_normal_only_when_it_is_ahead_by_more_than_its_noise() -> None:
    st = positions(1)[0]
    seat = st.pending.seat  # type: ignore[union-attr]
    obs = st.observation(seat)
    normal = observation_key(obs, HeuristicBot().choose(obs, random.Random(0)))
    other = next(observation_key(obs, c) for c in obs.options if observation_key(obs, c) != normal)
    bot = IsmctsBot(SearchConfig(trust=1.0))
    # Ahead by 0.02 with a spread of ±0.3 over 150 visits: well inside the noise (standard error ~0.026).
    noisy = _root(normal, other, [0.22, 0.82] * 75)
    assert bot._trusted(obs, noisy, other) == normal
    # Ahead by 0.1 with the same spread: about four standard errors.
    sure = _root(normal, other, [0.3, 0.9] * 75)
    assert bot._trusted(obs, sure, other) == other
