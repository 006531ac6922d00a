"""Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

Every iteration samples one world (a full state the deciding seat cannot tell from the real one, from
the `worlds` source the caller builds with `GameState.determinize`), walks one tree shared by all
worlds whose edges are keyed by what a player can see of a choice (kind, card, seat, archive, link,
kicker, ... — never a uid), selects with UCB1 counting *availability* (how often an edge was legal),
then plays a short rollout and scores the position with a heuristic evaluation (wounds difference,
material), one reward per seat. Time budget, iteration budget and a cancel token are checked every
iteration; the bot answers at once when there is a single option.
"""

from __future__ import annotations

import math
import random
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from nightfall_qt.ai import inference
from nightfall_qt.ai.evaluation import weights_for, win_chances, with_weight
from nightfall_qt.ai.heuristic import HeuristicBot, best_index, card_worth
from nightfall_qt.ai.parallel import Determinizer, as_determinizer, shared_pool, warm_workers_with
from nightfall_qt.engine import CardDB, Choice, GameState, Rng
from nightfall_qt.engine.choices import ChoiceKind, DecisionKind

Worlds = Callable[[Rng], GameState]
Key = tuple[Any, ...]


@dataclass
class CancelToken:
    """Set `cancelled` (or call `cancel()`) from any thread: a running search stops within one iteration."""

    cancelled: bool = False

    def cancel(self) -> None:
        self.cancelled = True


class Cancellable(Protocol):
    """Anything with a `cancelled` flag: a CancelToken, the app's token, a worker process's view of one."""

    @property
    def cancelled(self) -> bool: ...


@dataclass(frozen=True)
class SearchConfig:
    time_budget: float = 1.0  # seconds per decision (None-like: <= 0 means no time limit)
    iterations: int | None = None  # iteration cap (None: until the time budget is spent)
    exploration: float = 0.7  # UCB1 constant, rewards are in [0, 1]
    rollout_depth: int = 12  # random decisions after the tree before the evaluation cut-off
    temperature: float = 2.0  # wounds: how sharply a score lead turns into a winning chance
    material: float = 0.12  # evaluation weight of owned card value (per influence-ish point)
    board: float = 0.25  # evaluation weight per strength point in play
    early_stop: bool = True  # stop once the most visited answer can no longer be overtaken in the budget
    guided_rollouts: float = 0.0  # share of rollout moves the heuristic picks (slower, better informed)
    guided_from_players: int = 2  # guided playouts only in games of at least this many players
    guided_claims: bool = True  # False: guided playouts still claim by the cheap rule (ninth round, an experiment)
    max_depth: int | None = None  # tree edges deeper than this are not expanded (rollout instead)
    # Playouts that know Nightfall (off = the search of the previous release, kept to measure against):
    # "fitted": ai/evaluation.py win chances; "fitted_by_players": the same with the weights fitted for this
    # number of players (measured, off: docs/AI.md, sixth round); "fitted_NAME": the weights per number of
    # players in ai/eval_weights_NAME.json (random_claims: eleventh round); "material": the old card-value sum
    evaluation: str = "fitted"
    owned_weight: float | None = None  # "fitted" with this weight per card owned instead of the fitted one
    aim_rollouts: bool = True  # rollout damage and kills go to enemies; claims only cards worth claiming

    def searcher(self) -> IsmctsBot:
        """The bot that runs this search: how a worker process (ai/parallel.py, which does not import this
        module: this module uses its pool) builds the searcher from the config it was sent."""
        return IsmctsBot(self)
    quiet_rollouts: bool = True  # after rollout_depth, play on until no chain or attack is unresolved
    quiet_limit: int = 60  # at most this many extra moves to reach a quiet point
    # > 0: playouts end at the start of the turn this many turns after the root's (every hand drawn up, no
    # chain), so every root answer is judged at the same point of the game; at most `turn_limit` moves,
    # then the quiet rule above. 0: end after `rollout_depth` moves (mid-claim, mid-turn: docs/AI.md, tenth round)
    rollout_turns: int = 0
    turn_limit: int = 240
    workers: int = 1  # 1: search on the calling thread; 0: root-parallel on one worker process per core
    reuse: bool = True  # our next decision of the same turn starts from the subtree of the edge we chose
    prior: float = 0.0  # progressive bias at the root: prior × (Normal's rank of the move) / (visits + 1)
    # Keep Normal's move unless the search's best is ahead of it by `trust` standard errors (0: always the
    # most visited). Most root edges differ by less than the playouts' noise; a longer search has the
    # evidence to leave Normal more often, and more rightly.
    trust: float = 0.0
    # True: the worlds keep the other players' discard piles as the table saw every card arrive (face up, a
    # public event each), instead of pooling them with hand and deck — the search stops believing an opponent
    # may still hold the cards it watched them play — and the face-up wound count the wounds taken add up to
    # (docs/AI.md, thirteenth round). Needs worlds built by `GameState.determinize` (a `Determinizer` or the
    # app's closure), whose switch it turns on.
    remember: bool = False
    # True: each world's other hands follow what their owners' play showed (ai/inference.py: a player who adds
    # nothing to a chain holds no card linking to its last card, or held one back; the cards it kept through its
    # turn are drawn by the odds of keeping each). Needs worlds built by `GameState.determinize` from a position
    # that records its events (docs/AI.md, fourteenth round: screened, off).
    infer: bool = False


def choice_key(st: GameState, c: Choice) -> Key:
    """What any player can see of a choice: the same across worlds, never a uid."""
    uid, tu = c.uid, c.target_uid
    return (
        c.kind, c.card, c.seat, c.archive, c.link, c.kicker,
        st.damage.get(uid, 0) if uid is not None else None,
        st.cid(tu) if tu is not None else None,
    )  # fmt: skip


def observation_key(o: Any, c: Choice) -> Key:
    """`choice_key` computed from an observation (for mapping the root back to a real option)."""
    minions = {uid: (cid, dmg) for sv in o.seats for uid, cid, dmg in sv.in_play}
    uid, tu = c.uid, c.target_uid
    return (
        c.kind, c.card, c.seat, c.archive, c.link, c.kicker,
        minions.get(uid, ("", 0))[1] if uid is not None else None,
        minions.get(tu, ("", 0))[0] if tu is not None else None,
    )  # fmt: skip


class Node:
    __slots__ = ("seat", "children", "visits", "avail", "total", "squares")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # the player who chose the edge into this node (rewards are theirs)
        self.children: dict[Key, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.squares = 0.0  # sum of squared rewards: the spread of the playouts, for `SearchConfig.trust`


_TABLES: dict[int, tuple[CardDB, tuple[frozenset[int], tuple[float, ...], tuple[int, ...]]]] = {}


def _tables(cards: CardDB) -> tuple[frozenset[int], tuple[float, ...], tuple[int, ...]]:
    hit = _TABLES.get(id(cards))
    if hit is not None and hit[0] is cards:
        return hit[1]
    wounds = frozenset(c.index for c in cards.cards if c.is_wound)
    values = tuple(card_worth(c) for c in cards.cards)
    strength = tuple(c.strength for c in cards.cards)
    _TABLES[id(cards)] = (cards, (wounds, values, strength))
    return wounds, values, strength


def evaluate(st: GameState, cfg: SearchConfig) -> list[float]:
    """One reward in [0, 1] per seat: 1 for the winner of a finished game, else estimated win chances."""
    if cfg.evaluation == "fitted":
        return win_chances(st, None if cfg.owned_weight is None else with_weight("owned_cards", cfg.owned_weight))
    if cfg.evaluation.startswith("fitted_"):
        return win_chances(st, weights_for(st.n, cfg.evaluation.removeprefix("fitted_")))
    return material_evaluation(st, cfg)


def material_evaluation(st: GameState, cfg: SearchConfig) -> list[float]:
    """The previous evaluation: a softmax of -wounds + material (sum of card values) + board per seat."""
    n = st.n
    if st.over and st.result_data is not None:
        ranking = st.result_data.get("ranking", [])
        first = [r["seat"] for r in ranking if r.get("rank") == 1]
        return [1.0 / len(first) if s in first else 0.0 for s in range(n)] if first else [1.0 / n] * n
    wounds, values, strength = _tables(st.cards)
    card_of = st.card_of
    scores = []
    for s in range(n):
        w = 0
        mat = 0.0
        for zone in (st.deck[s], st.hand[s], st.discard[s]):
            for u in zone:
                idx = card_of[u]
                if idx in wounds:
                    w += 1
                else:
                    mat += values[idx]
        board = 0.0
        for u in st.play[s]:
            board += strength[card_of[u]]
            mat += values[card_of[u]]
        scores.append(-w + cfg.material * mat + cfg.board * board)
    top = max(scores)
    exps = [math.exp((x - top) / cfg.temperature) for x in scores]
    total = sum(exps)
    return [e / total for e in exps]


CANCEL_EVERY = 2  # playout moves between two looks at the cancel token (a look is ~0.1 µs; a guided move ~0.2 ms)
CLAIM_WORTH = 3.8  # rollout claims: only cards worth this much (cheap cards dilute a deck)


def wound_counts(st: GameState) -> list[int]:
    """Every seat's wounds (deck, hand and discard pile: public counts, the same in every world)."""
    wounds = _tables(st.cards)[0]
    card_of = st.card_of
    return [
        sum(1 for zone in (st.deck[s], st.hand[s], st.discard[s]) for u in zone if card_of[u] in wounds)
        for s in range(st.n)
    ]


def leaders(st: GameState, options: list[Choice]) -> list[Choice]:
    """The options aimed at the leading enemy (fewest wounds; every tied one). The fewest wounds win, so
    hurting the leader is what gains ground; nobody is singled out for being human (issue 17)."""
    if len({c.seat for c in options}) < 2:
        return options
    wounds = wound_counts(st)
    fewest = min(wounds[c.seat] for c in options if c.seat is not None)
    return [c for c in options if c.seat is not None and wounds[c.seat] == fewest]


def aimed_choice(st: GameState, rng: random.Random) -> Choice | None:
    """Rollout moves that know whom to hurt: damage and attacks at the leading enemy, kills on enemy
    minions, claims of cards worth having (the best affordable by value, else none). None: no opinion,
    play at random."""
    p = st.pending
    assert p is not None
    opts = p.options
    if p.kind in (DecisionKind.TARGET_PLAYER, DecisionKind.HIT_ORDER, DecisionKind.ATTACK):
        enemies = leaders(st, [c for c in opts if c.seat is not None and c.seat != p.seat])
        return enemies[int(rng.random() * len(enemies))] if enemies else None
    if p.kind == DecisionKind.TARGET_MINION:
        own = st.play[p.seat]
        enemy = [c for c in opts if c.uid not in own]
        return enemy[int(rng.random() * len(enemy))] if enemy else None
    if p.kind == DecisionKind.CLAIM:
        best, worth = None, CLAIM_WORTH
        for c in opts:
            value = card_worth(st.cards[c.card]) if c.kind == ChoiceKind.CLAIM and c.card is not None else 0.0
            if value >= worth:
                best, worth = c, value
        return best or next((c for c in opts if c.kind == ChoiceKind.CLAIM_END), None)
    return None


def undominated(kind: str | None, options: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """Options worth searching: the wound effect before drawing up is never better than after it (drawn
    wounds are discarded by it too, and it draws 2 a wound either way), so it is not searched while drawing
    up is possible. The search cannot see this within its horizon; the rules can."""
    if kind == DecisionKind.CLEANUP and any(c.kind == ChoiceKind.DRAW_UP for c in options):
        return tuple(c for c in options if c.kind != ChoiceKind.WOUND_EFFECT)
    return options


def quiet(st: GameState) -> bool:
    """No chain, resolving card or declared attack is waiting: the position can be judged as it is."""
    return st.is_quiet


def rollout_choice(st: GameState, rng: random.Random, aim: bool = False) -> Choice:
    """A cheap, slightly sensible random policy: claims are made before ending, else uniform."""
    p = st.pending
    assert p is not None
    opts = p.options
    if aim:
        c = aimed_choice(st, rng)
        if c is not None:
            return c
    if p.kind == DecisionKind.CLAIM:
        claims = [c for c in opts if c.kind == ChoiceKind.CLAIM]
        if claims:
            costs = st.cards.by_id
            return max(claims, key=lambda c: costs[c.card].cost if c.card is not None and c.card in costs else 0)
        return opts[-1]  # claim_end (never discard for nothing)
    if p.kind == DecisionKind.CLEANUP:
        for kind in (ChoiceKind.DRAW_UP, ChoiceKind.WOUND_EFFECT, ChoiceKind.END_TURN):
            for c in opts:
                if c.kind == kind:
                    return c
    return opts[int(rng.random() * len(opts))]


def _public(o: Any) -> tuple[Any, ...]:
    """What identifies a position for tree reuse (turn and seat first)."""
    return (o.turn, o.seat, o.phase, o.seats, o.archives, o.chain, o.attacks, o.resolving, o.decision_kind)


def _decided(root: Node, it: int, cap: int, start: float, deadline: float) -> bool:
    """True when the leading root edge is ahead of the runner-up by more visits than iterations remain.

    The answer is the most visited edge, so with an iteration cap stopping returns exactly what the full search
    would; with a time budget the remaining iterations are estimated from the rate so far."""
    remaining = cap - it
    if deadline != math.inf:
        now = time.perf_counter()
        rate = it / max(now - start, 1e-9)
        remaining = min(remaining, int(rate * max(deadline - now, 0.0) * 1.1) + 1)  # 10 % slack on the rate
    first = second = 0
    for child in root.children.values():
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > remaining


# The search processes import this module when they start, not in their first search's budget.
warm_workers_with(SearchConfig)


class IsmctsBot:
    """ISMCTS player. Needs `worlds` (a determinization source); without one it plays the heuristic."""

    name = "ismcts"
    level = "search"  # make_bot names the level (hard, expert) its explanations show
    wants_worlds = True
    public_key = staticmethod(_public)  # for the workers' tree reuse (ai/parallel.py)

    def __init__(self, config: SearchConfig | None = None, fallback: HeuristicBot | None = None) -> None:
        self.config = config or SearchConfig()
        self.fallback = fallback or HeuristicBot()
        self.last_iterations = 0
        self.last_seconds = 0.0
        self.last_reused = 0  # visits the last search inherited from the previous decision's tree
        self.last_root: list[tuple[Choice, int, float]] = []  # the last search's root per option (ai/explain.py)
        # After a thread search: (public part of the observation, the subtree below the chosen edge).
        self._kept: tuple[tuple[Any, ...], Node] | None = None
        # For the worker processes, which keep the trees themselves: our name there and the edge we played.
        self._token = uuid.uuid4().hex
        self._played: tuple[tuple[Any, ...], Key] | None = None

    @property
    def uses_processes(self) -> bool:
        """Whether this bot searches in the worker processes (the app starts them when a game begins)."""
        return self.config.workers != 1

    def choose(
        self, observation: Any, rng: Any, worlds: Worlds | None = None, cancel: CancelToken | None = None
    ) -> Choice:
        if not observation.options:
            raise ValueError(f"seat {observation.seat} has no decision to make")
        options = undominated(observation.decision_kind, tuple(observation.options))
        self.last_iterations, self.last_seconds, self.last_reused = 0, 0.0, 0
        self.last_root = []
        if len(options) == 1:
            return options[0]
        if worlds is None:
            return self.fallback.choose(observation, rng)
        seed = rng.getrandbits(64) if isinstance(rng, random.Random) else rng.next64()
        root = self._search_anywhere(observation, worlds, seed, cancel)
        by_key: dict[Key, Choice] = {}
        for c in options:
            by_key.setdefault(observation_key(observation, c), c)
        ranked = sorted(
            ((child.visits, child.total / child.visits if child.visits else 0.0, k)
             for k, child in root.children.items() if k in by_key),
            key=lambda t: (t[0], t[1]), reverse=True,
        )  # fmt: skip
        # The root's statistics per legal option, for an explanation (ai/explain.py): (choice, visits, reward).
        self.last_root = [(by_key[k], visits, mean * visits) for visits, mean, k in ranked]
        if not ranked:
            return self.fallback.choose(observation, rng)
        best = ranked[0][2]
        if self.config.trust > 0:
            best = self._trusted(observation, root, best)
        kept = root.children.get(best)  # the same node as in the search's own tree: its subtree goes on
        public = _public(observation)
        self._kept = (public, kept) if kept is not None and kept.children else None
        self._played = (public, best)  # a worker process that kept this search's tree continues from it
        return by_key[best]

    def _normal_scores(self, observation: Any) -> tuple[tuple[Choice, ...], list[float]]:
        """The options worth searching and Normal's score of each (the prior and `trust` start from them)."""
        from nightfall_qt.ai.heuristic import _View

        options = undominated(observation.decision_kind, tuple(observation.options))
        return options, self.fallback.scores(_View(observation, self.fallback.db), options)

    def _trusted(self, observation: Any, root: Node, best: Key) -> Key:
        """Normal's move unless the search's best is ahead of it by `trust` standard errors of the
        difference of their mean rewards (each edge's spread from its sum of squares)."""
        options, scores = self._normal_scores(observation)
        normal = observation_key(observation, options[best_index(scores)])
        a, b = root.children.get(best), root.children.get(normal)
        if normal == best or a is None or b is None or min(a.visits, b.visits) < 2:
            return best
        ma, mb = a.total / a.visits, b.total / b.visits
        va = max(a.squares / a.visits - ma * ma, 0.0) / a.visits
        vb = max(b.squares / b.visits - mb * mb, 0.0) / b.visits
        return best if ma - mb > self.config.trust * math.sqrt(va + vb) else normal

    def _prior(self, observation: Any) -> dict[Key, float]:
        """Normal's opinion of the root moves as a rank in [0, 1] (1 = its choice), keyed like the tree."""
        options, scores = self._normal_scores(observation)
        order = sorted(range(len(options)), key=lambda i: scores[i])
        rank = {i: r / max(1, len(options) - 1) for r, i in enumerate(order)}
        me, kind = observation.seat, observation.decision_kind
        out: dict[Key, float] = {}
        for i, c in enumerate(options):
            k = (me, kind, observation_key(observation, c))
            out[k] = max(out.get(k, 0.0), rank[i])
        return out

    def _reusable(self, observation: Any) -> Node | None:
        """The subtree kept from our previous decision if this decision follows it directly: same turn and
        seat, a changed position, and the subtree already holds every legal answer of ours as an edge."""
        kept, self._kept = self._kept, None
        if kept is None or not self.config.reuse:
            return None
        before, node = kept
        now = _public(observation)
        if now == before or now[:2] != before[:2] or not node.children:
            return None
        me, kind = observation.seat, observation.decision_kind
        legal = {(me, kind, observation_key(observation, c)) for c in undominated(kind, tuple(observation.options))}
        if not legal <= node.children.keys() or any(k[0] != me for k in node.children):
            return None
        return node

    def _search_anywhere(self, observation: Any, worlds: Worlds, seed: int, cancel: Any) -> Node:
        """In the worker processes when configured and possible, else on this thread."""
        cfg = self.config
        source = as_determinizer(worlds) if cfg.workers != 1 or cfg.remember or cfg.infer else None
        evidence = None
        if cfg.remember or cfg.infer:
            if source is None:
                raise TypeError("SearchConfig.remember/infer need worlds from GameState.determinize (a Determinizer)")
            if cfg.infer:
                if not source.state.record_events:
                    raise TypeError("SearchConfig.infer reads the table's events: the position records none")
                evidence = inference.evidence(source.state.events, source.seat)
            worlds = source = Determinizer(source.state, source.seat, cfg.remember, evidence)
        pool = shared_pool() if source is not None and cfg.workers != 1 else None
        played, self._played = self._played, None
        if pool is None or source is None:
            return self.search(observation, worlds, seed, cancel, self._reusable(observation))
        self._kept = None
        start = time.perf_counter()
        played = played if self.config.reuse else None
        stats, iterations, self.last_reused = pool.search(
            self.config, observation, source.state, source.seat, seed, cancel, self._token, played, source.evidence
        )
        root = Node(-1)
        for k, (visits, total, squares) in stats.items():
            child = root.children[k] = Node(observation.seat)
            child.visits, child.total, child.squares = visits, total, squares
            root.visits += visits
        self.last_iterations, self.last_seconds = iterations, time.perf_counter() - start
        return root

    def _playout(self, world: GameState, rng: random.Random, cancel: Cancellable | None, until_turn: int = 0) -> bool:
        """The rollout after the tree: `rollout_depth` cheap moves (or on to the start of turn `until_turn`),
        then on to a quiet point. Checks the cancel token every CANCEL_EVERY moves (a long playout must not
        delay a cancel); False if cancelled."""
        cfg = self.config
        guided = cfg.guided_rollouts if world.n >= cfg.guided_from_players else 0.0
        depth = cfg.turn_limit if until_turn else cfg.rollout_depth  # the moves that may be guided
        limit = depth + (cfg.quiet_limit if cfg.quiet_rollouts else 0)
        for move in range(limit):
            if world.over or world.pending is None:
                break
            if (move >= depth or 0 < until_turn <= world.turn) and quiet(world):
                break
            if cancel is not None and move % CANCEL_EVERY == CANCEL_EVERY - 1 and cancel.cancelled:
                return False
            if guided > 0.0 and move < depth and rng.random() < guided:
                p = world.pending
                if len(p.options) > 1 and (cfg.guided_claims or p.kind != DecisionKind.CLAIM):
                    world.apply(self.fallback.choose(world.observation(p.seat, why_not=False), rng))
                    continue
            world.apply(rollout_choice(world, rng, cfg.aim_rollouts))
        return True

    def search(
        self, observation: Any, worlds: Worlds, seed: int, cancel: Cancellable | None = None, root: Node | None = None
    ) -> Node:
        """Search from `root` (a subtree kept from the previous decision, statistics and all) or a new root."""
        cfg = self.config
        rng = random.Random(seed)
        wrng = Rng(seed)
        self.last_reused = root.visits if root is not None else 0
        root = root or Node(-1)
        prior = self._prior(observation) if cfg.prior > 0 else {}
        start = time.perf_counter()
        deadline = start + cfg.time_budget if cfg.time_budget and cfg.time_budget > 0 else math.inf
        unbounded = 1 << 62 if deadline != math.inf else 1000  # no limit at all: a small default
        cap = cfg.iterations if cfg.iterations is not None else unbounded
        until_turn = observation.turn + cfg.rollout_turns if cfg.rollout_turns > 0 else 0
        it = 0
        while it < cap:
            if cancel is not None and cancel.cancelled:
                break
            if it and time.perf_counter() >= deadline:
                break
            if cfg.early_stop and it and it % 64 == 0 and _decided(root, it, cap, start, deadline):
                break
            it += 1
            world = worlds(wrng)
            world.record_events = False
            path = self._descend(root, world, rng, observation.seat, prior)
            if not self._playout(world, rng, cancel, until_turn):
                break  # cancelled in the middle of a playout: this iteration counts for nothing
            rewards = evaluate(world, cfg)
            for nd in path:
                r = rewards[nd.seat]
                nd.visits += 1
                nd.total += r
                nd.squares += r * r
            root.visits += 1
        self.last_iterations = it
        self.last_seconds = time.perf_counter() - start
        return _by_choice_key(root)

    def _descend(
        self, root: Node, world: GameState, rng: random.Random, root_seat: int, prior: dict[Key, float]
    ) -> list[Node]:
        """Selection and expansion in one determinization: down the tree by UCB1 (Normal's ranking as a bias
        at the root), applying each edge's choice to `world`, until it adds a node, the game ends or the tree
        is `max_depth` deep. The path's nodes get the playout's rewards."""
        cfg = self.config
        c_explore, max_depth = cfg.exploration, cfg.max_depth
        node = root
        path: list[Node] = []
        while not world.over:
            p = world.pending
            if p is None:
                break
            if node is root and p.seat != root_seat:
                break  # the world does not match the observation (should not happen)
            if max_depth is not None and len(path) >= max_depth:
                break  # deep enough: the rollout and the evaluation take over
            legal: dict[Key, Choice] = {}
            for c in undominated(p.kind, p.options):
                legal.setdefault((p.seat, p.kind, choice_key(world, c)), c)
            children = node.children
            untried = []
            for k in legal:
                ch = children.get(k)
                if ch is None:
                    untried.append(k)
                else:
                    ch.avail += 1
            if untried:
                k = untried[int(rng.random() * len(untried))]
                child = Node(p.seat)
                child.avail = 1
                children[k] = child
                world.apply(legal[k])
                path.append(child)
                break
            best_k, best_v = None, -1.0
            bias = prior if node is root else None
            for k in legal:
                ch = children[k]
                v = ch.total / ch.visits + c_explore * math.sqrt(math.log(ch.avail) / ch.visits)
                if bias:
                    v += cfg.prior * bias.get(k, 0.0) / (ch.visits + 1)
                if v > best_v:
                    best_k, best_v = k, v
            assert best_k is not None
            node = children[best_k]
            world.apply(legal[best_k])
            path.append(node)
        return path


def _by_choice_key(root: Node) -> Node:
    """The root's children are keyed (seat, kind, choice key) inside the search; callers look them up by the
    choice key alone."""
    flat = Node(-1)
    flat.visits = root.visits
    for (_seat, _kind, k), child in root.children.items():
        flat.children[k] = child
    return flat
