"""Search in worker processes: iterations per second of decision time against one thread, and cancellation.

    python -m benchmarks.parallel_bench [--seconds 2] [--rounds 3] [--json]

Goal (issue 17): root-parallel search does >= 1.8x the iterations per second of decision time of one
thread on the 2-core machine; a cancelled search has stopped within 100 ms (the caller has its answer; the
workers are free again shortly after: both are printed). The numbers depend on what
else the machine runs: the table prints the load average next to them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
import time

from benchmarks.ai_bench import mid_game
from nightfall_qt.ai import CancelToken, IsmctsBot, SearchConfig
from nightfall_qt.ai.parallel import Determinizer, shared_pool


def rate(workers: int, seconds: float, seed: int) -> float:
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    bot = IsmctsBot(SearchConfig(time_budget=seconds, early_stop=False, workers=workers))
    bot.choose(st.observation(seat), random.Random(seed), worlds=Determinizer(st, seat))
    return bot.last_iterations / bot.last_seconds


def cancel_ms(seed: int) -> tuple[float, float]:
    """Milliseconds from the cancel until the bot's caller has its answer, and until the workers are free
    again (a one-iteration search queued behind the cancelled one has come back)."""
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    bot = IsmctsBot(SearchConfig(time_budget=60.0, early_stop=False, workers=0))
    token = CancelToken()
    t = threading.Thread(target=bot.choose, args=(st.observation(seat), random.Random(seed)),
                         kwargs={"worlds": Determinizer(st, seat), "cancel": token})  # fmt: skip
    t.start()
    time.sleep(0.5)
    t0 = time.perf_counter()
    token.cancel()
    t.join()
    returned = 1000 * (time.perf_counter() - t0)
    pool = shared_pool()
    assert pool is not None
    pool.search(SearchConfig(time_budget=0, iterations=1), st.observation(seat), st, seat, seed)
    return returned, 1000 * (time.perf_counter() - t0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    pool = shared_pool()
    if pool is None:
        print("worker processes cannot start here: nothing to measure")
        return 1
    single, multi, cancels = [], [], []
    for r in range(args.rounds):  # alternate, so that a change of the machine's load hits both
        single.append(rate(1, args.seconds, r))
        multi.append(rate(0, args.seconds, r))
        cancels.append(cancel_ms(r))
    res = {
        "workers": pool.workers, "seconds": args.seconds, "rounds": args.rounds,
        "single_it_per_s": statistics.median(single), "parallel_it_per_s": statistics.median(multi),
        "speedup": statistics.median(multi) / statistics.median(single),
        "cancel_ms_max": max(c for c, _f in cancels), "workers_free_ms_max": max(f for _c, f in cancels),
        "load_average": os.getloadavg(), "single_all": single, "parallel_all": multi, "cancel_all": cancels,
    }  # fmt: skip
    if args.json:
        print(json.dumps(res, indent=1))
    else:
        print(f"workers {res['workers']}, {args.rounds} rounds of {args.seconds} s, load average {res['load_average']}")
        print(f"one thread        {res['single_it_per_s']:8.0f} iterations/s (median)")
        print(f"worker processes  {res['parallel_it_per_s']:8.0f} iterations/s (median)")
        print(f"speed-up          {res['speedup']:8.2f} x   (goal >= 1.8)")
        print(f"cancel -> answered {res['cancel_ms_max']:7.1f} ms max (goal < 100)")
        print(f"cancel -> workers free {res['workers_free_ms_max']:5.1f} ms max")
    return 0


if __name__ == "__main__":
    sys.exit(main())
