"""How close the search's worlds come to another player's real hand: plain memory, inference from play, the kept
cards shown (docs/AI.md, fourteenth round).

    python -m benchmarks.baselines.guesses --bot hard@100 --games 4 --seed 900

Plays two-player games of one bot against itself (quick start, events recorded). At every decision with a choice,
for the other player's real hand, it draws `--worlds` worlds of each kind from the deciding seat and counts the
hand cards a world names right (card ids, as a multiset), and the wounds it deals that hand: memory
(`determinize(remember=True)`), memory with the inference of `SearchConfig.infer` (ai/inference.py), and memory
with the cards the player kept through its last turn shown (`+seer=kept`, the bound), and how often a player
holding a wound used the wound effect or declined it. Prints one table.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from benchmarks.baselines.players import ask, kept_cards, make_player, with_kept_hands
from nightfall_qt.ai import inference
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, Rng, new_game


def named_right(st: GameState, world: GameState, seat: int) -> int:
    """How many of `seat`'s real hand cards `world` names (card ids, each as often as both hold it)."""
    real = Counter(st.cid(u) for u in st.hand[seat])
    guess = Counter(world.cid(u) for u in world.hand[seat])
    return sum((real & guess).values())


def wounds_in_hand(st: GameState, seat: int) -> int:
    return sum(1 for u in st.hand[seat] if st.card(u).is_wound)


def measure(bot: str, games: int, seed: int, worlds: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for g in range(games):
        bots = [make_player(bot), make_player(bot)]
        st = new_game(GameOptions(players=2, seed=seed + g, setup="quick_start"), load_cards())
        rng = random.Random(seed + g)
        while not st.is_over:
            decision = st.decision
            assert decision is not None  # a running game always asks someone
            if len(decision.options) > 1:
                me, other = decision.seat, 1 - decision.seat
                found = inference.evidence(st.events, me)
                counts["decisions"] += 1
                counts["hand"] += len(st.hand[other])
                counts["wounds"] += wounds_in_hand(st, other)
                kept = {other: kept_cards(st, other)}
                counts["kept"] += len(kept[other])
                for k in range(worlds):
                    plain = st.determinize(me, Rng(k), True)
                    counts["memory"] += named_right(st, plain, other)
                    counts["memory wounds"] += wounds_in_hand(plain, other)
                    inference.apply_evidence(plain, me, found, Rng(k + 50), True)
                    counts["inference"] += named_right(st, plain, other)
                    counts["inference wounds"] += wounds_in_hand(plain, other)
                    shown = with_kept_hands(st.determinize(me, Rng(k), True), kept, Rng(k + 9))
                    counts["kept shown"] += named_right(st, shown, other)
                    counts["kept shown wounds"] += wounds_in_hand(shown, other)
            choice = ask(bots[decision.seat], st, rng)
            if decision.kind == "cleanup" and any(o.kind == "wound_effect" for o in decision.options):
                # The inference takes a player who did not use the wound effect to hold no wound: how often a
                # holder declines it (a decline looks like holding none) tells how far that model is off.
                # Drawing up first is neither (the effect may still follow, DE L489).
                if choice.kind == "wound_effect":
                    counts["wound effect used"] += 1
                elif choice.kind == "end_turn":
                    counts["wound effect declined"] += 1
            st.apply(choice)
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bot", default="hard@100")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=900)
    ap.add_argument("--worlds", type=int, default=8)
    args = ap.parse_args(argv)
    c = measure(args.bot, args.games, args.seed, args.worlds)
    d = max(1, c["decisions"])
    w = d * args.worlds
    print(f"{args.bot}, {args.games} games, {c['decisions']} decisions: the other player held {c['hand'] / d:.2f} "
          f"cards, {c['kept'] / d:.2f} of them kept through its last turn, {c['wounds'] / d:.2f} wounds")  # fmt: skip
    print(f"the wound effect used {c['wound effect used']} times, declined {c['wound effect declined']} times "
          "(declined: ended the turn with a wound in hand)")
    print("| Worlds | Hand cards named right | Wounds dealt to that hand |\n|---|---|---|")
    for kind in ("memory", "inference", "kept shown"):
        print(f"| {kind} | {c[kind] / w:.3f} | {c[kind + ' wounds'] / w:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
