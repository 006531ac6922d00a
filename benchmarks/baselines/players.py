"""Bots by name for the baseline benchmarks: the project's levels and the independent baselines.

`hard@200` is the Hard search with an iteration budget of 200 (no time limit: the machine's load
cannot change the result); `hard-old@200` the same search as it was before issue 17 (card-value sum,
blind rollouts); `hard-noprior@200` without Normal's ranking as a root prior; `flatmc@8` the flat
Monte-Carlo bot with 8 playouts per option. A searching level takes `SearchConfig` overrides after `+`:
`hard@400+exploration=0.3+guided_rollouts=0.5` (numbers, or `true`/`false`, or a word for a string field).

The levels' budgets on one idle core (issue 45, docs/AI.md "The ladder"): `hard@300` (0.13 s) / `expert@2300`
(1 s) in two players — `hard@2300` is the same bot as `expert@2300`, and was Hard before issue 45, when Expert was
`expert@6900` (3 s); from three players on, where both guide their playouts by Normal (~3.8x the time per
iteration when measured; ~3.2x since the ninth round's leaner playout observation, so the app's bots now get
~10-20 % more than these counts), `hard@150` (0.25 s) / `expert@600` (1 s; before issue 45 `hard@600` and
`expert@1800`). Name those `hard@150+guided_rollouts=1.0` (the same bot there) so that the summary can tell them
from the multi-player games of `hard@2300` recorded with cheap playouts before the eighth round (docs/AI.md).

`hard@400+seer=true` is a diagnostic, never a level: the search is shown every player's hand and discard pile
(only the order of the decks and the wound pile stays unknown), an upper bound on what a better guess of the
hidden cards (MO-ISMCTS, inference from play) could be worth; `+seer=discards` shows the discard piles and the
face-up wound count only (what perfect memory of the table tells: the worlds of `+remember=true`);
`+seer=fixed` sees nothing more than `+remember=true` but searches one guessed world per decision (drawn once
with memory, only chance redrawn each iteration): whether `seer=true` wins by knowing the cards or by searching
one consistent world (docs/AI.md, fourteenth round); `+seer=kept` is memory plus every card another player kept
in hand since before its last turn (what it drew since stays a guess): more than any inference from its play
could tell, so a bound on what inference is worth.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from benchmarks.baselines.flat_mc import FlatMonteCarloBot
from benchmarks.baselines.rule_bot import RuleBot
from nightfall_qt.engine import GameState
from nightfall_qt.engine.rng import Rng


def _value(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text


def make_player(spec: str) -> Any:
    spec, *overrides = spec.split("+")
    bot = _make_player(spec)
    changes = dict(o.split("=", 1) for o in overrides)
    seer = changes.pop("seer", "false")
    if changes:
        bot.config = dataclasses.replace(bot.config, **{k: _value(v) for k, v in changes.items()})
    if seer == "false":
        return bot
    if seer not in Seer.SEES:
        raise ValueError(f"seer={seer}: expected one of {', '.join(Seer.SEES)} or false")
    return Seer(bot, sees=seer)


class Seer:
    """A searching bot shown more than its seat may see (a benchmark's upper bound on the worth of hidden
    information; a level never sees more than its observation). `seer=true`: every hand and discard pile as
    it is; `seer=discards`: the worlds of `GameState.determinize(remember=True)` (what a player who remembers
    the table knows: every discard pile and the face-up wound count; the same as `+remember=true`, which the
    paired check of docs/ai-runs/issue17/round12 showed — kept so that the diagnostics' specs still run).
    Iteration budgets only: the worlds come from the live state, which worker processes do not have."""

    SEES = ("true", "discards", "fixed", "kept")
    wants_worlds = True

    def __init__(self, bot: Any, sees: str = "true") -> None:
        self.bot = bot
        self.sees = sees
        self.reads_events = sees == "kept"  # duel.play records the game's events for it

    def choose(self, observation: Any, rng: Any, worlds: Any = None, cancel: Any = None) -> Any:
        return self.bot.choose(observation, rng, worlds=worlds, cancel=cancel)

    def worlds(self, st: GameState, seat: int, rng: random.Random) -> Any:
        """The search's worlds source for one decision (`fixed`: one remembering guess, drawn now)."""
        if self.sees == "fixed":
            guess = st.determinize(seat, Rng(rng.getrandbits(64)), remember=True)
            return lambda r: self.world(guess, seat, r, chance_only=True)
        if self.sees == "kept":  # read the event log once per decision, not once per world
            kept = others_kept(st, seat)
            return lambda r: with_kept_hands(st.determinize(seat, r, remember=True), kept, r)
        return lambda r: self.world(st, seat, r)

    def world(self, st: GameState, seat: int, rng: Rng | random.Random, chance_only: bool = False) -> GameState:
        """`seat`'s search world: the real position with new chance (the decks and the wound pile reshuffled,
        a fresh game RNG: the search must not read the real future draws either)."""
        if self.sees == "kept":
            return with_kept_hands(st.determinize(seat, rng, remember=True), others_kept(st, seat), rng)
        if self.sees == "discards" and not chance_only:
            return st.determinize(seat, rng, remember=True)
        c = st.clone(events=False)
        c.rng = Rng(rng.next64() if isinstance(rng, Rng) else rng.getrandbits(64))
        for deck in c.deck:
            c.rng.shuffle(deck)
        c.rng.shuffle(c.wound_pile)
        return c


def kept_cards(st: GameState, seat: int) -> list[int]:
    """The cards in `seat`'s hand that it did not draw since its last finished turn began (the live event log):
    those it held through a whole turn of its own, choosing not to play them."""
    starts = [i for i, e in enumerate(st.events) if e.get("type") == "turn_started" and e.get("seat") == seat]
    if starts and st.active == seat:
        starts.pop()  # its turn now has not shown what it keeps yet
    start = starts[-1] if starts else len(st.events)
    drawn = {e.get("uid") for e in st.events[start:] if e.get("type") == "card_drawn" and e.get("seat") == seat}
    return [u for u in st.hand[seat] if u not in drawn]


def others_kept(st: GameState, seat: int) -> dict[int, list[int]]:
    """`kept_cards` of every player but `seat`."""
    return {s: kept_cards(st, s) for s in range(st.n) if s != seat}


def with_kept_hands(world: GameState, kept: dict[int, list[int]], rng: Rng | random.Random) -> GameState:
    """`world` with each other player's kept cards (`kept`: seat -> `kept_cards`) back in its hand, the rest of
    the hand drawn at random from its hand and deck."""
    for s, cards in kept.items():
        rest = [u for u in world.hand[s] + world.deck[s] if u not in cards]
        rng.shuffle(rest)
        h = len(world.hand[s]) - len(cards)
        world.hand[s], world.deck[s] = cards + rest[:h], rest[h:]
    return world


def reads_events(bot: Any) -> bool:
    """Whether `bot` reads the game's event log (inference from play, the `kept` diagnostic)."""
    return bool(getattr(bot, "reads_events", False) or getattr(getattr(bot, "config", None), "infer", False))


def _make_player(spec: str) -> Any:
    name, _, budget = spec.partition("@")
    if name == "rule":
        return RuleBot()
    if name == "flatmc":
        return FlatMonteCarloBot(int(budget or 20))
    from nightfall_qt.ai import IsmctsBot, SearchConfig, make_bot

    if name == "hard-old":  # the search as it was before issue 17 (material sum, blind rollouts)
        old = SearchConfig(time_budget=0.0, iterations=int(budget or 200), evaluation="material",
                           aim_rollouts=False, quiet_rollouts=False)  # fmt: skip
        return IsmctsBot(old)
    if name == "hard-prior":  # Normal's ranking as a progressive bias at the root (= hard since it is the default)
        return IsmctsBot(SearchConfig(time_budget=0.0, iterations=int(budget or 200), prior=1.0))
    if name == "hard-noprior":  # what `hard@N` was before the prior became the default
        return IsmctsBot(SearchConfig(time_budget=0.0, iterations=int(budget or 200)))
    if budget:
        return make_bot(name, time_budget=0.0, iterations=int(budget))
    return make_bot(name)


def ask(bot: Any, st: Any, rng: Any) -> Any:
    """The pending decision's answer, asked as the app asks (observation, plus worlds for searchers)."""
    seat = st.decision.seat
    obs = st.observation(seat)
    if isinstance(bot, Seer):
        return bot.choose(obs, rng, worlds=bot.worlds(st, seat, rng))
    if getattr(bot, "wants_worlds", False):
        return bot.choose(obs, rng, worlds=lambda r: st.determinize(seat, r))
    return bot.choose(obs, rng)
