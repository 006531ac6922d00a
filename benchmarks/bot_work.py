"""The bots' worker processes, timed, for benchmarks/bot_vs_ref.py to run against two checkouts.

    PYTHONPATH=<checkout> python benchmarks/bot_work.py first     # a session's first Hard move after prestart
    PYTHONPATH=<checkout> python benchmarks/bot_work.py cancel    # cancel a search: until the workers are free

Runs as a plain script so the checkout on PYTHONPATH provides the bots. Prints one JSON line.
"""

from __future__ import annotations

import json
import random
import sys
import threading
import time

from nightfall_qt.ai import CancelToken, make_bot, parallel
from nightfall_qt.ai.parallel import Determinizer
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game


def mid_game() -> GameState:
    st = new_game(GameOptions(players=4, seed=5), load_cards())
    rng = random.Random(1)
    for _ in range(150):
        st.apply(rng.choice(st.pending.options))  # type: ignore[union-attr]
    return st


def first_move() -> dict[str, float]:
    """A game with a Hard bot is set up (prestart, as the app does) and the bot decides at once."""
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    bot = make_bot("hard")
    parallel.prestart()
    t0 = time.perf_counter()
    bot.choose(st.observation(seat), random.Random(1), worlds=Determinizer(st, seat))  # type: ignore[call-arg]
    seconds = time.perf_counter() - t0
    return {"seconds": seconds, "overshoot": seconds - bot.config.time_budget}  # type: ignore[attr-defined]


def cancel() -> dict[str, float]:
    """Seconds from cancelling a running search until its workers answer a new one-iteration search."""
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    pool = parallel.shared_pool(**({"wait": True} if "wait" in parallel.shared_pool.__code__.co_varnames else {}))
    assert pool is not None
    bot = make_bot("hard", time_budget=60.0)
    token = CancelToken()
    args = (st.observation(seat), random.Random(1))
    t = threading.Thread(target=bot.choose, args=args, kwargs={"worlds": Determinizer(st, seat), "cancel": token})
    t.start()
    time.sleep(1.0)
    t0 = time.perf_counter()
    token.cancel()
    t.join()
    returned = time.perf_counter() - t0
    config = type(bot.config)(time_budget=0, iterations=1)  # type: ignore[attr-defined]
    pool.search(config, st.observation(seat), st, seat, 1)
    return {"seconds": time.perf_counter() - t0, "returned": returned}


if __name__ == "__main__":
    print(json.dumps({"first": first_move, "cancel": cancel}[sys.argv[1]]()))
