"""A fast rule-based player: scores every option of every decision kind from one observation.

Only the observation and the card definitions are read (never a full state). Every number that shapes
its play is a field of `Weights`; `noise` > 0 makes it sloppier (the Easy level).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from nightfall_qt.ai.explain import Explanation, only_option, weighed_from_scores
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice
from nightfall_qt.engine.carddefs import CardDB, CardDef
from nightfall_qt.engine.choices import ChoiceKind
from nightfall_qt.engine.links import link_after

# What a card without a `bot_value` in cards.yaml is worth to the bots (roughly one influence).
UNVALUED_CARD = 1.0


def card_worth(card: CardDef) -> float:
    """What one copy of `card` is worth in a deck to every bot: its bot_value, nothing for a wound."""
    if card.is_wound:
        return 0.0
    return UNVALUED_CARD if card.bot_value is None else card.bot_value


@dataclass(frozen=True)
class Weights:
    """Every tunable number of the heuristic player, in one place."""

    wound: float = 1.0  # a wound given to an enemy (and, negated, taken)
    draw: float = 0.7  # one card drawn
    influence: float = 0.45  # one influence point gained this turn (only worth it on our own turn)
    minion_strength: float = 0.55  # per point of strength of a minion we put into play
    minion_health: float = 0.15  # per point of health of a minion we put into play
    minion_kill: float = 0.6  # destroying an enemy minion, per point of its strength (+ absorber bonus)
    absorber_bonus: float = 1.2  # extra value of a minion that must absorb damage dealt to its controller
    damage_minion: float = 0.15  # per damage point that does not destroy the minion
    kicker_bonus: float = 0.25  # flat bonus for activating one of our own kickers
    chain_card_cost_own_turn: float = 0.35  # a card spent in our chain could have been 1 influence
    chain_card_cost_other_turn: float = 0.9  # a card spent in others' chains is missing on our turn
    reply_risk: float = 0.35  # per link colour an enemy may follow after our last card
    block_loss_per_strength: float = 0.5  # losing a blocker: its attack next turn, per strength point
    starter_exile_loss: float = 0.1  # a starter blocker destroyed is exiled
    block_threshold: float = 0.05  # block only when the trade is at least this good
    claim_per_cost: float = 0.25  # penalty per influence spent (value per influence matters)
    # Never claim a card worth less than this: cheap cards dilute the deck (1.5 -> 3.8 took Normal from
    # 45 % to 68 % against the independent rule baseline, benchmarks/baselines).
    claim_min_value: float = 3.8
    link_fit: float = 0.35  # bonus per colour match between a claimed card and our deck's links
    keep_in_hand: float = 1.2  # a card worth at least this is not discarded for influence
    private_archive_bonus: float = 0.3  # claiming from a private archive denies it to nobody, prefer commons
    leader: float = 0.5  # per wound an enemy has fewer than the worst-off enemy: go after the leader
    retrieve: float = 0.6  # share of a card's value kept when our later card brings it back (LIFO)
    noise: float = 0.0  # uniform noise added to every option's score (0 = deterministic play)
    # Human-like mistakes (the Easy level): no plan beyond the card in hand, the wound effect before
    # drawing up, damage at the player on its left rather than the leader.
    lookahead: bool = True  # chain: count what the card lets us play after it
    wound_effect_first: bool = False
    target_left: float = 0.0  # bonus for the next seat clockwise as a target


def _uniform(rng: Any) -> float:
    """A float in [0, 1) from a random.Random or an engine Rng."""
    return float(rng.random()) if hasattr(rng, "random") else rng.next64() / 2.0**64


def _is_action(d: CardDef) -> bool:
    return not d.is_minion and not d.is_wound


@lru_cache(maxsize=1)
def _default_db() -> CardDB:
    return load_cards()


class _View:
    """Quick lookups into one observation."""

    def __init__(self, o: Any, db: CardDB) -> None:
        self.o = o
        self.db = db
        self.me: int = o.seat
        self.n: int = o.players
        self.minion: dict[int, tuple[str, int, int]] = {}  # uid -> (card id, owner, damage)
        for sv in o.seats:
            for uid, cid, dmg in sv.in_play:
                self.minion[uid] = (cid, sv.seat, dmg)
        own = o.seats[self.me]
        self.hand: list[tuple[int, str]] = list(own.hand or ())
        self.own_turn: bool = o.active == self.me
        self.chain_starter: int | None = o.chain[0].owner if o.chain else None

    def card(self, cid: str | None) -> CardDef | None:
        return None if cid is None or cid not in self.db else self.db[cid]

    def enemies(self) -> list[int]:
        return [s for s in range(self.n) if s != self.me]

    def absorbers(self, seat: int) -> int:
        return sum(1 for cid, owner, _ in self.minion.values()
                   if owner == seat and "absorbs_damage" in self.db[cid].in_play_flags)  # fmt: skip

    def threat(self, seat: int) -> float:
        """How dangerous a seat looks: its board strength and cards in hand."""
        sv = self.o.seats[seat]
        board = sum(self.db[cid].strength for cid, owner, _ in self.minion.values() if owner == seat)
        return float(board + 0.3 * sv.hand_size + 0.05 * sv.deck_size)

    def lead(self, seat: int) -> int:
        """How many wounds fewer `seat` has than the worst-off enemy of ours (0 for that one): the
        public wound counts find the leader, whoever is human."""
        worst: int = max(self.o.seats[s].wounds for s in self.enemies())
        return worst - int(self.o.seats[seat].wounds)


def best_index(scores: list[float]) -> int:
    """The option Normal plays: the highest score, the first of equal ones."""
    return max(range(len(scores)), key=lambda i: (scores[i], -i))


class HeuristicBot:
    """Rule-based play for every decision kind. Deterministic unless `weights.noise` > 0."""

    name = "heuristic"

    def __init__(self, weights: Weights | None = None, cards: CardDB | None = None) -> None:
        self.w = weights or Weights()
        self.db = cards or _default_db()

    # ------------------------------------------------------------------ entry point
    def choose(self, observation: Any, rng: Any, worlds: Any = None) -> Choice:
        return self.explain(observation, rng)[0]

    def explain(self, observation: Any, rng: Any, worlds: Any = None, cancel: Any = None) -> tuple[Choice, Explanation]:
        """The choice and what decided it (ai/explain.py): the rule's reason and the best-scored options."""
        options: tuple[Choice, ...] = tuple(observation.options)
        if not options:
            raise ValueError(f"seat {observation.seat} has no decision to make")
        if len(options) == 1:
            return options[0], only_option(observation, options[0], self.level)
        v = _View(observation, self.db)
        scores = self.scores(v, options)
        if self.w.noise > 0:
            scores = [s + self.w.noise * (_uniform(rng) - 0.5) * 2 for s in scores]
        played = options[best_index(scores)]
        reason = self.reason(v, played)
        return played, Explanation(
            observation.seat, str(observation.decision_kind), played, weighed_from_scores(options, scores, played),
            reason, self.level, reason_card=played.card if reason.startswith(("chain", "claim", "take")) else None)

    @property
    def level(self) -> str:
        return "easy" if not self.w.lookahead else "normal"

    def reason(self, v: _View, c: Choice) -> str:
        """The rule that made `c` the best-scored option, as a reason code of ai/explain.py's REASONS."""
        kind, w = c.kind, self.w
        if kind == ChoiceKind.CHAIN_ADD:
            if c.card is not None and c.card in self.db and (self.retrieves(c.card) or self._retrieval_below(v)):
                return "chain_returning"
            if c.kicker:
                return "chain_kicker"
            return "chain_plan" if w.lookahead else "chain_card"
        simple = {"chain_pass": "chain_pass", "block": "block_trade", "block_done": "block_done",
                  "claim": "claim_value", "claim_discard": "claim_discard", "claim_end": "claim_end",
                  "draw_up": "cleanup_draw_first", "wound_effect": "cleanup_wound_effect", "end_turn": "cleanup_end",
                  "draft_pick": "take_best"}  # fmt: skip
        if kind in simple:
            return simple[kind]
        if kind in (ChoiceKind.ATTACK, ChoiceKind.TARGET_PLAYER):
            prefix = kind.split("_")[0]
            if c.seat is not None and w.target_left and c.seat == (v.me + 1) % v.n:
                return f"{prefix}_left"
            if c.seat is not None and v.lead(c.seat) == max(v.lead(s) for s in v.enemies()):
                return f"{prefix}_leader"
            return "attack_weakest" if kind == ChoiceKind.ATTACK else "target_best"
        if kind == ChoiceKind.TARGET_MINION:
            return "target_kill" if self._s_target_minion(v, c) >= w.minion_kill else "target_best"
        decision = str(v.o.decision_kind)
        if decision in ("discard", "exile_from_hand"):
            return "keep_best"
        if decision in ("pick_from_discard", "free_claim", "target_archive", "draft_pick"):
            return "take_best"
        return "order" if decision.endswith("order") else "target_best"

    def _retrieval_below(self, v: _View) -> bool:
        """An uncancelled retrieving card of ours lies in the chain with no action of ours after it: the next
        action we add resolves first, goes to our discard pile and comes back."""
        waiting = False
        for _u, cid, owner, _k, cancelled in v.o.chain:
            if owner != v.me or cancelled or cid not in self.db:
                continue
            if self.retrieves(cid):
                waiting = True
            elif waiting and _is_action(self.db[cid]):
                waiting = False
        return waiting

    def scores(self, v: _View, options: tuple[Choice, ...]) -> list[float]:
        kind = v.o.decision_kind
        scorer = getattr(self, f"_s_{kind}", None)
        if scorer is None:
            return [0.0] * len(options)
        return [scorer(v, c) for c in options]

    # ------------------------------------------------------------------ values
    def does(self, cid: object, effect: str) -> bool:
        """Whether card `cid` (the source of a decision) has an effect named `effect` in any of its parts: the
        bot scores a target by what the card does to it, never by which card it is."""
        if not isinstance(cid, str) or cid not in self.db:
            return False
        return any(e.name == effect for part in self.db[cid].effects.values() for e in part)

    def value(self, cid: str | None) -> float:
        if cid is None:
            return 0.0
        return card_worth(self.db[cid])

    def minion_worth(self, v: _View, uid: int) -> float:
        cid, _owner, _dmg = v.minion[uid]
        c = self.db[cid]
        worth = self.w.minion_kill * c.strength + 0.1 * c.cost
        if "absorbs_damage" in c.in_play_flags:
            worth += self.w.absorber_bonus
        return worth

    def effect_value(self, v: _View, eff: Any, mine: bool) -> float:
        """Rough value of one effect resolving for us (`mine`: we own the card)."""
        w, n, name = self.w, v.n, eff.name
        amount = int(eff.params.get("amount", 1)) if isinstance(eff.params.get("amount", 1), int) else 1
        to = eff.params.get("to", eff.params.get("target", eff.params.get("who", "")))
        enemy_minions = [u for u, (_c, o, _d) in v.minion.items() if o != v.me]
        if name in ("damage", "take_wounds"):
            if to == "target_player":
                return amount * w.wound
            if to == "each_enemy_player":
                return amount * w.wound * (n - 1) * 0.8
            if to == "each_player":
                return amount * w.wound * ((n - 1) * 0.8 - 1.0)
            if to in ("target_minion", "each_minion", "each_minion_of_target_player"):
                if not enemy_minions:
                    return -0.2 * amount if to != "each_minion_of_target_player" else 0.0
                best = max(self.minion_worth(v, u) if self.db[v.minion[u][0]].health - v.minion[u][2] <= amount
                           else w.damage_minion * amount for u in enemy_minions)  # fmt: skip
                return best * (1.5 if to != "target_minion" else 1.0)
            return 0.3 * amount
        if name == "destroy":
            return max((self.minion_worth(v, u) for u in enemy_minions), default=-0.5)
        if name == "return_to_hand":
            return max((0.6 * self.minion_worth(v, u) for u in enemy_minions), default=-0.2)
        if name == "draw":
            return amount * w.draw * (1.0 if to == "you" else 1.0 - 0.6 * (n - 1))
        if name == "gain_influence":
            return amount * w.influence if v.own_turn else 0.0
        if name == "discard_from_hand":
            return -0.3 * amount
        if name in ("free_claim", "double_influence", "claim_discount", "enemy_private_claim"):
            return 1.2 if (v.own_turn or name == "free_claim") else 0.2
        if name in ("reduce_influence", "disable_absorbers", "destroy_absorbers", "exile_from_archive"):
            return 0.6
        if name == "cancel_order":
            enemy_links = [cid for _u, cid, owner, _k, cancelled in v.o.chain if owner != v.me and not cancelled]
            return max((self.value(c) * 0.4 for c in enemy_links), default=-0.3)
        if name in ("enter_damaged", "exile_from_hand"):
            return -0.3
        if name == "discard_to_hand":  # the best order of our discard pile comes back (mid-game: often a good one)
            back = self.retrievable(v, str(eff.params.get("what", "order")))
            return max(0.5, w.retrieve * self.value(back)) if back is not None else 0.0
        return 0.5

    def retrievable(self, v: _View, what: str) -> str | None:
        """The card a retrieving card of ours would take from our discard pile now (`what`: order, minion or
        action): the most valuable one, as Normal picks it when the card resolves; None for none."""
        pile = [self.db[cid] for _u, cid in (v.o.seats[v.me].discard or ()) if cid in self.db]
        fits = [c.id for c in pile if not c.is_wound and (what != "minion" or c.is_minion)
                and (what != "action" or _is_action(c))]  # fmt: skip
        return max(fits, key=self.value, default=None)

    def kicker_value(self, v: _View, card: CardDef, eff: Any) -> float:
        """One kicker effect of our `card`. "Resolve the chain text of the card brought back" is worth that text,
        for the card this card's chain text takes from our discard pile (Ghoul Summoning's kicker)."""
        if eff.name != "resolve_text_of":
            return self.effect_value(v, eff, True)
        takes = [e for e in card.part("chain") if e.name in ("discard_to_hand", "put_into_play_from_discard")]
        if not takes:
            return 0.0
        # Dark Awakening and Zombie Horde put a minion back into play; Ghoul Summoning takes an order to hand.
        what = str(takes[0].params.get("what", "order")) if takes[0].name == "discard_to_hand" else "minion"
        best = self.retrievable(v, what)
        return sum(self.effect_value(v, e, True) for e in self.db[best].part("chain")) if best is not None else 0.0

    def card_play_value(self, v: _View, cid: str, kicker: bool, starter: int) -> float:
        """Value of adding our card `cid` to a chain started by `starter`."""
        c = self.db[cid]
        total = 0.0
        for eff in c.part("chain"):
            if not (eff.unless_kicker and kicker):
                total += self.effect_value(v, eff, True)
        if starter == v.me:
            total += sum(self.effect_value(v, e, True) for e in c.part("your_chain"))
        if kicker:
            total += self.w.kicker_bonus + sum(self.kicker_value(v, c, e) for e in c.part("kicker"))
        if c.is_minion:
            total += self.w.minion_strength * c.strength + self.w.minion_health * c.health
            if "absorbs_damage" in c.in_play_flags:
                total += 0.5 * self.w.absorber_bonus
        total -= self.w.chain_card_cost_own_turn if v.own_turn else self.w.chain_card_cost_other_turn
        return total

    # ------------------------------------------------------------------ chain
    def _best_path(self, v: _View, last: str | None, hand: tuple[str, ...], starter: int, retr: bool = False) -> float:
        """Best total value of continuing a chain whose last card is `last` with cards from `hand`."""
        memo: dict[tuple[str | None, tuple[str, ...], bool], float] = {}

        def rec(prev: str | None, rest: tuple[str, ...], retr: bool) -> float:
            key = (prev, rest, retr)
            if key in memo:
                return memo[key]
            prev_c = self.db[prev] if prev is not None else None
            best = -self.reply_risk(v, prev)  # stopping here
            for i, cid in enumerate(rest):
                if i > 0 and rest[i - 1] == cid:
                    continue
                c = self.db[cid]
                allowed, kick = link_after(prev_c, c)
                if not allowed:
                    continue
                gain = self.card_play_value(v, cid, kick, starter) + self.retrieve_bonus(cid, retr)
                val = gain + rec(cid, rest[:i] + rest[i + 1 :], (retr and not _is_action(c)) or self.retrieves(cid))
                best = max(best, val)
            memo[key] = best
            return best

        return rec(last, tuple(sorted(hand)), retr)

    def retrieves(self, cid: str) -> bool:
        """The card brings an order back from our discard pile to hand when it resolves."""
        return any(e.name == "discard_to_hand" for e in self.db[cid].part("chain"))

    def retrieve_bonus(self, cid: str, retr: bool) -> float:
        """Our action added after our retrieving card resolves first (LIFO), is discarded, then comes back."""
        return self.w.retrieve * self.value(cid) if retr and _is_action(self.db[cid]) else 0.0

    def reply_risk(self, v: _View, last: str | None) -> float:
        if last is None:
            return 0.0
        return self.w.reply_risk * len(self.db[last].links) * min(2, v.n - 1) / 2

    def _s_chain(self, v: _View, c: Choice) -> float:
        hand = [cid for _u, cid in v.hand if not self.db[cid].is_wound]
        starter = v.chain_starter if v.chain_starter is not None else v.o.active
        last = v.o.chain[-1].card if v.o.chain else None
        if c.kind == ChoiceKind.CHAIN_PASS:
            return -self.reply_risk(v, last) if v.o.chain and v.o.chain[-1].owner == v.me else 0.0
        assert c.card is not None
        rest = list(hand)
        if c.card in rest:
            rest.remove(c.card)
        if not self.w.lookahead:
            return self.card_play_value(v, c.card, bool(c.kicker), starter)
        # Our retrieving card last in the chain brings back the next action we add (it resolves first).
        retr = bool(v.o.chain) and v.o.chain[-1].owner == v.me and self.retrieves(v.o.chain[-1].card)
        after = (retr and not _is_action(self.db[c.card])) or self.retrieves(c.card)
        return (
            self.card_play_value(v, c.card, bool(c.kicker), starter)
            + self.retrieve_bonus(c.card, retr)
            + self._best_path(v, c.card, tuple(rest), starter, after)
        )

    # ------------------------------------------------------------------ combat
    def _s_attack(self, v: _View, c: Choice) -> float:
        seat = c.seat if c.seat is not None else -1
        blockers = sum(self.db[cid].health - d for cid, owner, d in v.minion.values() if owner == seat)
        left = self.w.target_left if seat == (v.me + 1) % v.n else 0.0
        return v.threat(seat) * 0.3 + self.w.leader * v.lead(seat) + left - 0.4 * blockers - 1.0 * v.absorbers(seat)

    def _s_attack_order(self, v: _View, c: Choice) -> float:
        d = self.db.by_id.get(c.card or "")
        return float(d.strength) if d is not None else 0.0

    def _s_block(self, v: _View, c: Choice) -> float:
        w = self.w
        if c.kind == ChoiceKind.BLOCK_DONE:
            return w.block_threshold
        attacks = v.o.extra.get("attacks", ())
        assigned = next((b for a, _d, b in attacks if a == c.target_uid), ())
        att_cid = v.minion.get(c.target_uid, ("", 0, 0))[0] if c.target_uid is not None else ""
        strength: int = self.db[att_cid].strength if att_cid in self.db else 1
        if att_cid in self.db and "strength_from_own_minions" in self.db[att_cid].in_play_flags:
            owner = v.minion[c.target_uid][1]  # type: ignore[index]
            strength = len([1 for _c, o, _d in v.minion.values() if o == owner])
        for b in assigned:
            if b in v.minion:
                b_cid, _o, bd = v.minion[b]
                strength -= self.db[b_cid].health - bd
        if strength <= 0 or c.uid not in v.minion:
            return -1.0
        bcid, _o, bdmg = v.minion[c.uid]
        bc = self.db[bcid]
        hp = bc.health - bdmg
        prevented = float(min(strength, hp))
        # Absorbers soak direct damage anyway: wounds they prevent by blocking are worth less.
        if v.absorbers(v.me) and "absorbs_damage" not in bc.in_play_flags:
            prevented *= 0.6
        gain = prevented * w.wound
        if strength >= hp:  # the blocker dies
            gain -= w.block_loss_per_strength * bc.strength + (w.starter_exile_loss if bc.starter else 0.0)
            if "absorbs_damage" in bc.in_play_flags:
                gain -= 0.5 * w.absorber_bonus
        return gain

    _s_block_done = _s_block

    def _s_blocker_order(self, v: _View, c: Choice) -> float:
        return -self.minion_worth(v, c.uid) if c.uid in v.minion else 0.0

    _s_absorb_order = _s_blocker_order

    # ------------------------------------------------------------------ targets
    def _player_target(self, v: _View, seat: int) -> float:
        if seat == v.me:
            return -10.0
        src = v.o.extra.get("source")
        score = v.threat(seat) * 0.2 + self.w.leader * v.lead(seat)
        score += self.w.target_left if seat == (v.me + 1) % v.n else 0.0
        if self.does(src, "disable_absorbers"):  # the target's absorbers stop: the more it has, the better
            return score + v.absorbers(seat)
        if self.does(src, "reduce_influence"):  # influence loss hurts the active player now, else the next
            return score + (2.0 if seat == v.o.active else 1.0 if seat == (v.me + 1) % v.n else 0.0)
        return score - 0.8 * v.absorbers(seat)

    def _s_target_player(self, v: _View, c: Choice) -> float:
        return self._player_target(v, c.seat if c.seat is not None else v.me)

    def _s_hit_order(self, v: _View, c: Choice) -> float:
        return 0.0 if c.seat == v.me else 1.0 + 0.1 * v.threat(c.seat or 0) + 0.2 * v.lead(c.seat or 0)

    def _s_target_minion(self, v: _View, c: Choice) -> float:
        if c.uid not in v.minion:
            return 0.0
        cid, owner, dmg = v.minion[c.uid]
        card = self.db[cid]
        src = self.db[v.o.extra["source"]] if v.o.extra.get("source") in self.db else None
        amount, kills = 1, False
        if src is not None:
            for part in ("chain", "your_chain", "kicker"):
                for eff in src.part(part):
                    if eff.name == "destroy":
                        kills = True
                    raw = eff.params.get("amount")
                    if eff.name == "damage" and isinstance(raw, int):
                        amount = max(amount, raw)
                        if eff.params.get("amount_per_own_minion"):
                            amount += sum(1 for _c, o, _d in v.minion.values() if o == v.me)
        kills = kills or card.health - dmg <= amount
        worth = self.minion_worth(v, c.uid) if kills else self.w.damage_minion * amount + 0.01 * card.strength
        if src is not None and self.does(src.id, "return_to_hand"):  # it comes back: worth less than a kill
            worth = 0.6 * self.minion_worth(v, c.uid)
        return worth if owner != v.me else -worth

    def _s_target_order(self, v: _View, c: Choice) -> float:
        src = v.o.extra.get("source")
        val = self.value(c.card)
        harmful_to_me = c.seat != v.me
        if self.does(src, "cancel_order"):  # cancel: the most valuable enemy order
            return val if harmful_to_me else -val
        return val if not harmful_to_me else 0.5 * val  # resolve twice / take control: our best order

    def _s_target_archive(self, v: _View, c: Choice) -> float:
        owner = c.seat if c.seat is not None else -1
        base = self.value(c.card)
        return base + (1.0 if owner not in (-1, v.me) else 0.0) - (3.0 if owner == v.me else 0.0)

    # ------------------------------------------------------------------ cards from hand / discard
    def _s_discard(self, v: _View, c: Choice) -> float:
        return -self.value(c.card)

    def _s_exile_from_hand(self, v: _View, c: Choice) -> float:
        return -self.value(c.card) if c.seat in (None, v.me) else self.value(c.card)

    def _s_pick_from_discard(self, v: _View, c: Choice) -> float:
        return self.value(c.card)

    def _s_draft_pick(self, v: _View, c: Choice) -> float:
        return self.value(c.card)

    def _s_free_claim(self, v: _View, c: Choice) -> float:
        return self.claim_score(v, c.card) + self.w.claim_per_cost * self._cost(c.card)

    # ------------------------------------------------------------------ claim
    def _cost(self, cid: str | None) -> int:
        d = self.db.by_id.get(cid or "")
        return d.cost if d is not None else 0

    def deck_links(self, v: _View) -> set[str]:
        own = [cid for _u, cid in v.hand] + [cid for _u, cid in (v.o.seats[v.me].discard or ())]
        cols: set[str] = set()
        for cid in own:
            c = self.db.by_id.get(cid)
            if c is not None and c.is_order:
                cols.update(c.links)
        return cols

    def claim_score(self, v: _View, cid: str | None) -> float:
        if cid is None or cid not in self.db:
            return self.w.claim_min_value  # a secret archive of our own: unknown but ours
        c = self.db[cid]
        links = self.deck_links(v)
        fit = (c.colour in links) + (c.kicker_colour in links if c.kicker_colour else 0)
        return self.value(cid) + self.w.link_fit * fit - self.w.claim_per_cost * c.cost

    def _claim_plan(self, v: _View) -> tuple[str | None, int]:
        """The card we would like most (by value for its cost) among archives we may claim, and its cost."""
        budget = v.o.seats[v.me].influence + len(self._weak_cards(v))
        best: tuple[float, str | None, int] = (-1e9, None, 0)
        for _a, cid, owner, left in v.o.archives:
            if left <= 0 or owner not in (-1, v.me) or cid is None:
                continue
            cost = self._cost(cid)
            if cost > budget or self.value(cid) < self.w.claim_min_value:
                continue
            score = self.claim_score(v, cid) + (self.w.private_archive_bonus if owner == v.me else 0.0)
            if score > best[0]:
                best = (score, cid, cost)
        return best[1], best[2]

    def _weak_cards(self, v: _View) -> list[tuple[int, str]]:
        return sorted((h for h in v.hand if self.value(h[1]) < self.w.keep_in_hand), key=lambda h: self.value(h[1]))

    def _s_claim(self, v: _View, c: Choice) -> float:
        if c.kind == ChoiceKind.CLAIM_END:
            return 0.0
        if c.kind == ChoiceKind.CLAIM:
            if self.value(c.card) < self.w.claim_min_value and c.card is not None:
                return -1.0
            own = 1 if c.seat == v.me else 0
            return 10.0 + self.claim_score(v, c.card) + self.w.private_archive_bonus * own
        # claim_discard: only when it lets us reach a wanted card we cannot pay yet
        want, cost = self._claim_plan(v)
        if want is None or cost <= v.o.seats[v.me].influence:
            return -1.0
        weak = self._weak_cards(v)
        return 5.0 - self.value(c.card) if weak and c.uid == weak[0][0] else -1.0

    # ------------------------------------------------------------------ cleanup
    def _s_cleanup(self, v: _View, c: Choice) -> float:
        wounds = sum(1 for _u, cid in v.hand if self.db[cid].is_wound)
        if c.kind == ChoiceKind.DRAW_UP:  # first: wounds drawn now are discarded by the wound effect too
            return 2.0 if self.w.wound_effect_first else 12.0
        if c.kind == ChoiceKind.WOUND_EFFECT:
            return 1.0 + wounds
        return 0.0


# The Easy level: a beginner's plan, not noise. It buys what looks good whatever the cost, plays one card
# at a time, forgets the order of drawing and the wound effect, and hits whoever sits on its left.
EASY_WEIGHTS = Weights(
    claim_min_value=1.5, lookahead=False, wound_effect_first=True, leader=0.0, target_left=3.0, retrieve=0.0
)
