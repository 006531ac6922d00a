"""A rule-based "sensible human": plays what the rules and common sense suggest, without lookahead.

- Chain: on its turn it plays every card worth about the influence point it could be discarded for,
  best first (damage to enemies, minions that will attack, draws, influence), preferring cards that
  keep the chain going; on others' turns it adds only cards that hurt enemies or put a minion in play.
- It goes after the leader (fewest public wounds) with damage and attacks.
- Blocks when the blocker survives or a starter trades for two or more wounds.
- Claims the dearest card of cost 4 or more it can pay for (a card that deals damage breaks ties),
  discards starters from hand only to reach such a card; draws up before the wound effect.
"""

from __future__ import annotations

from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice
from nightfall_qt.engine.carddefs import CardDB, CardDef

HARM_TO_ENEMIES = ("target_player", "each_enemy_player")
# Cheap cards dilute the deck: a sensible player saves the turn's influence rather than buy below this
# (measured: buying everything from cost 2 up lost 63 % against Normal, cost 4 up won 56 %).
MIN_CLAIM_COST = 4


class RuleBot:
    name = "rule"

    def __init__(self, cards: CardDB | None = None) -> None:
        self.db = cards or load_cards()

    def choose(self, o: Any, rng: Any) -> Choice:
        opts: tuple[Choice, ...] = tuple(o.options)
        if len(opts) == 1:
            return opts[0]
        scorer = getattr(self, f"_{o.decision_kind}", None)
        if scorer is None:
            return opts[int(_uniform(rng) * len(opts))]
        scores = [scorer(o, c) for c in opts]
        best = max(scores)
        ties = [c for c, s in zip(opts, scores, strict=True) if s == best]
        return ties[int(_uniform(rng) * len(ties))]

    # ------------------------------------------------------------------ helpers
    def wounds(self, o: Any, seat: int) -> int:
        return int(getattr(o.seats[seat], "wounds", 0))

    def minions(self, o: Any) -> dict[int, tuple[CardDef, int, int]]:
        return {u: (self.db[cid], sv.seat, dmg) for sv in o.seats for u, cid, dmg in sv.in_play}

    def power(self, o: Any, c: CardDef, own_chain: bool, kicker: bool) -> float:
        """What a card does for its owner when it resolves."""
        enemy_minions = any(owner != o.seat for _c, owner, _d in self.minions(o).values())
        parts = [e for e in c.part("kicker")] if kicker else []
        parts += [e for e in c.part("chain") if not (kicker and e.unless_kicker)]
        if own_chain:
            parts += list(c.part("your_chain"))
        total = 1.2 * c.strength + 0.2 * c.health if c.is_minion else 0.0  # it attacks next turn
        for e in parts:
            amount = e.params.get("amount", 1)
            amount = amount if isinstance(amount, int) else 1
            to = e.params.get("to", e.params.get("who", e.params.get("target", "")))
            if e.name in ("damage", "take_wounds"):
                if to in HARM_TO_ENEMIES:
                    total += 1.5 * amount * (o.players - 1 if to == "each_enemy_player" else 1)
                elif to == "each_player":
                    total += 1.5 * amount * (o.players - 2)
                else:
                    total += 0.8 * amount if enemy_minions else -0.3
            elif e.name in ("destroy", "return_to_hand"):
                total += 2.0 if enemy_minions else -0.5
            elif e.name == "draw":
                total += amount if to == "you" else 0.0
            elif e.name == "gain_influence":
                total += 0.7 * amount if o.active == o.seat else 0.0
            elif e.name in ("discard_from_hand", "enter_damaged", "exile_from_hand"):
                total -= 0.5
            else:
                total += 0.5
        return total

    def leader_order(self, o: Any, seat: int) -> float:
        """Higher for the enemy who leads (fewest wounds); far below for ourselves."""
        return -100.0 if seat == o.seat else -float(self.wounds(o, seat))

    # ------------------------------------------------------------------ chain
    def _chain(self, o: Any, c: Choice) -> float:
        own_turn = o.active == o.seat
        if c.kind == "chain_pass":
            return 0.0 if own_turn else 0.8
        card = self.db[c.card or ""]  # a chain option always names its card
        own_chain = (o.chain[0][2] if o.chain else o.active) == o.seat
        score = self.power(o, card, own_chain, bool(c.kicker))
        hand = [self.db[cid] for _u, cid in (o.seats[o.seat].hand or ()) if cid != c.card]
        if any(h.colour in card.links and not h.is_wound for h in hand):
            score += 0.5  # the chain can go on
        return score

    # ------------------------------------------------------------------ combat
    def _attack(self, o: Any, c: Choice) -> float:
        seat = c.seat if c.seat is not None else o.seat
        guard = sum(d.health - dmg for d, owner, dmg in self.minions(o).values() if owner == seat)
        return self.leader_order(o, seat) - 0.3 * guard

    def _attack_order(self, o: Any, c: Choice) -> float:
        m = self.minions(o).get(c.uid or -1)
        return float(m[0].strength) if m else 0.0

    def _block(self, o: Any, c: Choice) -> float:
        if c.kind == "block_done":
            return 0.0
        ms = self.minions(o)
        if c.uid not in ms or c.target_uid not in ms:
            return -1.0
        blocker, _o, bdmg = ms[c.uid]
        strength = ms[c.target_uid][0].strength
        for attacker, _d, blockers, _r in o.attacks:
            if attacker == c.target_uid:
                strength -= sum(ms[b][0].health - ms[b][2] for b in blockers if b in ms)
        hp = blocker.health - bdmg
        if strength <= 0:
            return -1.0
        if hp > strength:
            return 1.0 + strength
        loss = 0.5 if blocker.starter else 1.0 + 0.4 * blocker.cost
        return min(strength, hp) - loss - (0.5 if strength < 2 else 0.0)

    _block_done = _block

    def _blocker_order(self, o: Any, c: Choice) -> float:
        m = self.minions(o).get(c.uid or -1)
        return -(m[0].cost + m[0].strength) if m else 0.0

    _absorb_order = _blocker_order

    # ------------------------------------------------------------------ targets
    def _target_player(self, o: Any, c: Choice) -> float:
        seat = c.seat if c.seat is not None else o.seat
        return self.leader_order(o, seat)

    _hit_order = _target_player

    def _target_minion(self, o: Any, c: Choice) -> float:
        m = self.minions(o).get(c.uid or -1)
        if m is None:
            return 0.0
        card, owner, dmg = m
        worth = card.strength + 0.3 * card.cost + (1.0 if card.health - dmg <= 2 else 0.0)
        return worth if owner != o.seat else -worth

    def _target_order(self, o: Any, c: Choice) -> float:
        cost = self._cost(c.card, 0)
        cancel = o.extra.get("source") in self.db and any(
            e.name == "cancel_order" for e in self.db[o.extra["source"]].part("chain")
        )
        mine = c.seat == o.seat
        return (-cost if mine else cost) if cancel else (cost if mine else -cost)

    def _target_archive(self, o: Any, c: Choice) -> float:
        cost = self._cost(c.card, 2)
        return cost + (-5.0 if c.seat == o.seat else 0.0)

    # ------------------------------------------------------------------ cards
    def _cost(self, cid: str | None, unknown: int) -> int:
        """The card's printed cost; `unknown` when the option names no known card."""
        return self.db[cid].cost if cid is not None and cid in self.db else unknown

    def _value(self, cid: str | None) -> float:
        if cid is None or cid not in self.db:
            return 0.0
        d = self.db[cid]
        return -1.0 if d.is_wound else d.cost + 0.5

    def _discard(self, o: Any, c: Choice) -> float:
        return -self._value(c.card)

    def _exile_from_hand(self, o: Any, c: Choice) -> float:
        return -self._value(c.card) if c.seat in (None, o.seat) else self._value(c.card)

    def _pick_from_discard(self, o: Any, c: Choice) -> float:
        return self._value(c.card)

    _draft_pick = _pick_from_discard
    _free_claim = _pick_from_discard

    # ------------------------------------------------------------------ claim and cleanup
    def _claim_worth(self, o: Any, cid: str | None) -> float:
        if cid is None or cid not in self.db:
            return 2.0
        d = self.db[cid]
        return d.cost + 0.1 * self.power(o, d, True, False)

    def _claim(self, o: Any, c: Choice) -> float:
        if c.kind == "claim_end":
            return 0.0
        if c.kind == "claim":
            cost = self._cost(c.card, MIN_CLAIM_COST)
            return 10.0 + self._claim_worth(o, c.card) if cost >= MIN_CLAIM_COST else -0.5
        # claim_discard: a starter, only when it reaches a card of cost >= 4 we cannot pay yet
        influence = o.seats[o.seat].influence
        card = self.db.by_id.get(c.card or "")
        if card is None or not card.starter:
            return -1.0
        starters = sum(1 for _u, cid in (o.seats[o.seat].hand or ()) if cid in self.db and self.db[cid].starter)
        wanted = [
            self.db[cid].cost for _a, cid, owner, left in o.archives
            if cid in self.db and left > 0 and owner in (-1, o.seat) and self.db[cid].cost >= 4
        ]  # fmt: skip
        return 1.0 if any(influence < cost <= influence + starters for cost in wanted) else -1.0

    def _cleanup(self, o: Any, c: Choice) -> float:
        return {"draw_up": 3.0, "wound_effect": 2.0, "end_turn": 1.0}.get(c.kind, 0.0)


def _uniform(rng: Any) -> float:
    return float(rng.random()) if hasattr(rng, "random") else rng.next64() / 2.0**64
