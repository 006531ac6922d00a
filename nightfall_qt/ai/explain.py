"""What a bot weighed for one decision ("Why?"): the move it played, the options it compared, and either the
search's numbers (estimated win chance and share of the visits per option) or the rule that decided.

An explanation is built from what the bot itself saw: its seat's observation and, for the search, the root
statistics of its own search over worlds sampled for that seat. It names only options of that decision and
always the move played. Whether another seat may read it is decided where it is shown (app/game/explanations.py:
an option is shown to a viewer only if every card it names is visible to that viewer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from nightfall_qt.engine import Choice

TOP = 5  # options an explanation lists at most (the move played is always among them)


@dataclass(frozen=True)
class Weighed:
    """One option as the bot saw it. Search: `win` (mean reward of its playouts, an estimated win chance in
    [0, 1]) and `share` (its part of the root's visits). Rules: `score` (the rule's number, for ordering only)."""

    choice: Choice
    win: float | None = None
    share: float | None = None
    score: float | None = None


@dataclass(frozen=True)
class Explanation:
    """Why `seat` played `played` at one decision of kind `kind`.

    `options`: the weighed options, best first, at most TOP, always including `played` (search: by visits;
    rules: by score). `reason`: a short reason code for a rule bot (REASONS below) or "search"; `reason_card`
    a card id the reason mentions (a public card of the decision: the played one), if any. `iterations`: the
    search's playouts (0 for a rule bot)."""

    seat: int
    kind: str
    played: Choice
    options: tuple[Weighed, ...]
    reason: str
    level: str = ""
    iterations: int = 0
    reason_card: str | None = None

    def names(self) -> tuple[Choice, ...]:
        return tuple(w.choice for w in self.options)


# The rule bots' reasons (ai/heuristic.py `reason`). The app words each one (app/game/explanations.py).
REASONS: tuple[str, ...] = (
    "only_option",  # one legal answer
    "search",  # the search's numbers decided
    "chain_plan",  # the card starts the best sequence of cards it can add (its plan beyond this card)
    "chain_card",  # the best card on its own (Easy: no plan beyond the card in hand)
    "chain_kicker",  # the card's kicker is active
    "chain_returning",  # a card that brings an order back to hand, placed so it brings back the best one
    "chain_pass",  # nothing it holds is worth its card here
    "attack_leader",  # attack the player with the fewest wounds (the leader)
    "attack_left",  # attack the player on its left (Easy)
    "attack_weakest",  # attack where the fewest blockers wait
    "block_trade",  # the block prevents more wounds than the blocker is worth
    "block_done",  # no block is a good trade
    "target_leader",  # aim at the leader
    "target_left",  # aim at the player on its left (Easy)
    "target_kill",  # a minion this destroys
    "target_best",  # the most valuable target for this card
    "claim_value",  # the most value for its cost
    "claim_discard",  # discard a weak card to afford a wanted one
    "claim_end",  # nothing left worth claiming
    "cleanup_draw_first",  # draw up first: wounds drawn are discarded by the wound effect too
    "cleanup_wound_effect",  # the wound effect
    "cleanup_end",  # end the turn
    "keep_best",  # discard or give up the least valuable card
    "take_best",  # pick the most valuable card
    "order",  # the order its rule prefers (attacks, blockers, hits)
)


def weighed_from_scores(options: tuple[Choice, ...], scores: list[float], played: Choice) -> tuple[Weighed, ...]:
    """The TOP options by a rule's score, best first, the played one always kept (it may rank below TOP with
    noise)."""
    order = sorted(range(len(options)), key=lambda i: (-scores[i], i))
    picked = list(order[:TOP])
    if played in options and options.index(played) not in picked:
        picked[-1] = options.index(played)
    return tuple(Weighed(options[i], score=scores[i]) for i in picked)


def weighed_from_search(
    stats: list[tuple[Choice, int, float]], total_visits: int, played: Choice
) -> tuple[Weighed, ...]:
    """The TOP options of a search by visits (choice, visits, total reward), best first, the played one kept."""
    ranked = sorted(stats, key=lambda t: (t[1], t[2] / t[1] if t[1] else 0.0), reverse=True)
    top = ranked[:TOP]
    if all(c != played for c, _v, _t in top):
        mine = [t for t in ranked if t[0] == played] or [(played, 0, 0.0)]
        top = [*top[: TOP - 1], mine[0]]
    total = max(total_visits, 1)
    return tuple(Weighed(c, win=(t / v if v else None), share=v / total) for c, v, t in top)


def _seat_and_kind(observation: Any) -> tuple[int, str]:
    """The deciding seat and decision kind (a bot may be asked with a reduced observation: tests, scripts)."""
    return int(getattr(observation, "seat", -1)), str(getattr(observation, "decision_kind", "") or "")


def only_option(observation: Any, played: Choice, level: str = "") -> Explanation:
    return Explanation(*_seat_and_kind(observation), played, (Weighed(played),), "only_option",
                       level)  # fmt: skip


def explain_choice(
    bot: Any, observation: Any, rng: Any, worlds: Any = None, cancel: Any = None
) -> tuple[Choice, Explanation]:
    """Ask `bot` for its choice and what it weighed. A rule bot explains itself (`explain`); a search reports its
    root (`last_root`: the legal options' visits and rewards, merged over the worker processes when it searched
    there); any other bot (the random one, a tutorial's script) gets an explanation of its move alone."""
    level = str(getattr(bot, "level", "") or getattr(bot, "name", ""))
    explain = getattr(bot, "explain", None)
    if callable(explain):
        choice, explanation = explain(observation, rng, worlds=worlds, cancel=cancel)
        return choice, explanation
    if worlds is not None and getattr(bot, "wants_worlds", False):
        choice = bot.choose(observation, rng, worlds=worlds, cancel=cancel)
    else:
        choice = bot.choose(observation, rng)
    options = tuple(observation.options)
    root = [t for t in getattr(bot, "last_root", ()) if t[0] in options]
    if len(options) == 1 or not root:
        fallback = getattr(bot, "fallback", None)
        if len(options) > 1 and fallback is not None and callable(getattr(fallback, "explain", None)):
            # The search answered with its rule bot (no worlds): explain with the rule, the played move kept.
            _c, rule = fallback.explain(observation, rng)
            kept = rule.options if choice in rule.names() else (*rule.options[: TOP - 1], Weighed(choice))
            return choice, Explanation(rule.seat, rule.kind, choice, kept, rule.reason, level)
        return choice, only_option(observation, choice, level)
    visits = sum(v for _c, v, _t in root)
    return choice, Explanation(*_seat_and_kind(observation), choice,
                               weighed_from_search(root, visits, choice), "search", level,
                               int(getattr(bot, "last_iterations", 0)))  # fmt: skip
