"""A card half-way through its own resolution, as scenario data (`resolving:`, see docs/SCENARIOS.md).

While a chain card resolves, the engine holds it in `limbo`, keeps what it chose so far in a resolution context
(`ctx`: the player, the minion, the absorbers ...) and has its remaining steps on the stack ("fx" = one effect
of one text part). These are written as plain data: cards by where they lie (`[hand, 1, 0]` = seats[1].hand[0],
`[limbo, 0]`, `[play, 0, 2]` ...), the card of a context by id. The pending decision is written as the step
that asks it again, so reading the data back asks the same question with the same options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.flow.registry import Task
from nightfall_qt.engine.scenario_parts import PartError

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

UID_KEYS = ("uid", "minion", "retrieved")  # context keys that hold one card
UIDS_KEYS = ("absorbers",)  # context keys that hold several cards
# A pending decision inside a resolution, and the step that asks it again.
ASK_AGAIN = {"fx_resume": "fx", "hit_players_c": "hit_players", "damage_player_c": "damage_player"}
STEPS = ("fx", "finish_link", "hit_players", "damage_player", "drop_ctx")
UID_IN_STEP = {"finish_link": 1}  # step name -> position of a card in it
ZONES = ("hand", "deck", "discard", "play")


def _locate(st: GameState, uid: int) -> list[Any]:
    if uid in st.limbo:
        return ["limbo", st.limbo.index(uid)]
    if uid in st.exile:
        return ["exile", st.exile.index(uid)]
    for zone in ZONES:
        for seat, cards in enumerate(getattr(st, zone)):
            if uid in cards:
                return [zone, seat, cards.index(uid)]
    for a, cards in enumerate(st.arch_uids):
        if uid in cards:
            return ["archive", a, cards.index(uid)]
    raise ValueError(f"card {uid} is nowhere")


def _find(st: GameState, ref: Any, where: str) -> int:
    try:
        if ref[0] in ("limbo", "exile"):
            return int(getattr(st, ref[0])[ref[1]])
        if ref[0] == "archive":
            return int(st.arch_uids[ref[1]][ref[2]])
        if ref[0] in ZONES:
            return int(getattr(st, ref[0])[ref[1]][ref[2]])
    except (IndexError, TypeError, KeyError):
        pass
    raise PartError(f"{where}: no card lies at {ref!r} (expected [limbo, i], [hand|deck|discard|play, seat, i], ...)")


def write_resolving(st: GameState) -> dict[str, Any] | None:
    """The card(s) resolving now, or None when nothing resolves or this moment cannot be written."""
    if not (st.ctx or st.limbo) or ("resolve_chain",) not in st.stack:
        return None
    top = len(st.stack) - 1 - st.stack[::-1].index(("resolve_chain",))
    steps: list[Task] = list(reversed(st.stack[top + 1 :]))  # in the order they run
    if st.pending is not None:
        cont = st.pending.cont
        if cont[0] not in ASK_AGAIN:
            return None
        steps.insert(0, (ASK_AGAIN[cont[0]], *cont[1:]))
    if any(t[0] not in STEPS for t in steps):
        return None
    written = []
    for t in steps:
        step: list[Any] = [list(v) if isinstance(v, tuple) else v for v in t]
        if t[0] in UID_IN_STEP:
            step[UID_IN_STEP[t[0]]] = _locate(st, t[UID_IN_STEP[t[0]]])
        written.append(step)
    contexts = []
    for ctx_id, ctx in st.ctx.items():
        out: dict[str, Any] = {"id": ctx_id}
        for key, value in ctx.items():
            if key == "card":
                out[key] = st.cards.cards[value].id
            elif key in UID_KEYS and value is not None:
                out[key] = _locate(st, value)
            elif key in UIDS_KEYS:
                out[key] = [_locate(st, u) for u in value]
            else:
                out[key] = list(value) if isinstance(value, tuple) else value
        contexts.append(out)
    return {
        "limbo": [st.cid(u) for u in st.limbo],
        "chain_starter": st.chain_starter,
        "contexts": contexts,
        "steps": written,
        "next_context": st.next_ctx,
    }


def read_limbo(data: Any) -> list[Any]:
    if not isinstance(data, dict):
        raise PartError(f"resolving: expected a mapping, got {type(data).__name__}")
    bad = set(data) - {"limbo", "chain_starter", "contexts", "steps", "next_context"}
    if bad:
        raise PartError(f"resolving: unknown field(s) {sorted(bad)}")
    limbo = data.get("limbo") or []
    if not isinstance(limbo, list):
        raise PartError("resolving.limbo: expected a list of card ids")
    return limbo


def read_resolving(st: GameState, data: dict[str, Any]) -> tuple[Task, ...]:
    """Contexts and steps (zones, chain and limbo are built already); returns the steps in the order they run."""
    starter = data.get("chain_starter", st.active)
    if starter != st.active:
        raise PartError(f"resolving.chain_starter: only the active player (seat {st.active}) starts a chain (DE L380)")
    st.chain_starter = starter
    ids = set()
    for i, spec in enumerate(data.get("contexts") or []):
        where = f"resolving.contexts[{i}]"
        if not isinstance(spec, dict) or not isinstance(spec.get("id"), int) or spec.get("card") not in st.cards:
            raise PartError(f"{where}: expected a mapping with an id (number) and a card id")
        ctx: dict[str, Any] = {}
        for key, value in spec.items():
            if key == "id":
                continue
            if key == "card":
                ctx[key] = st.cards[value].index
            elif key in UID_KEYS:
                ctx[key] = _find(st, value, f"{where}.{key}")
            elif key in UIDS_KEYS:
                ctx[key] = tuple(_find(st, v, f"{where}.{key}[{j}]") for j, v in enumerate(value))
            else:
                ctx[key] = tuple(value) if isinstance(value, list) else value
        st.ctx[spec["id"]] = ctx
        ids.add(spec["id"])
    steps: list[Task] = []
    for i, step in enumerate(data.get("steps") or []):
        where = f"resolving.steps[{i}]"
        if not isinstance(step, list) or not step or step[0] not in STEPS:
            raise PartError(f"{where}: expected a step [{' | '.join(STEPS)}, ...], got {step!r}")
        values = list(step)
        if step[0] in UID_IN_STEP:
            values[UID_IN_STEP[step[0]]] = _find(st, step[UID_IN_STEP[step[0]]], where)
        if step[0] in ("fx", "hit_players", "drop_ctx", "finish_link"):
            ctx_pos = 3 if step[0] == "finish_link" else 1
            if values[ctx_pos] not in ids:
                raise PartError(f"{where}: no context {values[ctx_pos]!r} in resolving.contexts")
        steps.append(tuple(tuple(v) if isinstance(v, list) else v for v in values))
    st.next_ctx = max([int(data.get("next_context", 1)), *[c + 1 for c in ids]])
    return tuple(steps)
