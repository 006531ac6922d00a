"""The chain: building it (links and kickers, one opportunity per player) and resolving it LIFO."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import CHAIN_PASS_BY_SEAT, Choice, ChoiceKind
from nightfall_qt.engine.flow.registry import Task, cont, task
from nightfall_qt.engine.links import link_after

if TYPE_CHECKING:
    from nightfall_qt.engine.carddefs import CardDef
    from nightfall_qt.engine.state import GameState


_CHAIN_ADD = ChoiceKind.CHAIN_ADD  # a module global: an enum member read off its class costs ten times more


def chain_options(st: GameState, seat: int) -> list[Choice]:
    """The cards `seat` may add now (one per distinct card), each with its kicker state."""
    last: CardDef | None = st.card(st.chain[-1][0]) if st.chain else None
    seen: set[str] = set()
    options = []
    for uid in st.hand[seat]:
        c = st.card(uid)
        if c.is_wound or c.id in seen:
            continue
        link = link_after(last, c)
        if not link.allowed:
            continue
        seen.add(c.id)
        options.append(Choice(_CHAIN_ADD, card=c.id, uid=uid, seat=seat, kicker=link.kicker))
    return options


@task("chain_turn")
def _chain_turn(st: GameState, t: Task) -> None:
    offset = t[1]
    seat = (st.active + offset) % st.n
    if offset > 0 and not st.chain:
        return  # no chain was started: nobody else may play
    options = chain_options(st, seat)
    options.append(CHAIN_PASS_BY_SEAT[seat])
    st.ask(seat, "chain", options, ("chain_c", offset), info=(offset,))


@cont("chain_c")
def _chain_c(st: GameState, c: Task, choice: Choice) -> None:
    offset = c[1]
    seat = (st.active + offset) % st.n
    if choice.kind == ChoiceKind.CHAIN_ADD:
        uid = choice.uid
        assert uid is not None
        st.hand[seat].remove(uid)
        if not st.chain:
            st.chain_starter = seat
        st.chain.append((uid, seat, bool(choice.kicker), 1, False, -1))
        st.emit(
            "chain_added", seat=seat, uid=uid, card=choice.card, link=len(st.chain) - 1,
            kicker_active=bool(choice.kicker),
        )  # fmt: skip
        st.push(("chain_turn", offset))
        return
    st.emit("chain_passed", seat=seat, chain_length=len(st.chain))
    if offset == 0 and not st.chain:
        return
    if offset + 1 < st.n:
        st.push(("chain_turn", offset + 1))
    else:
        st.push(("resolve_chain",))


@task("resolve_chain")
def _resolve_chain(st: GameState, t: Task) -> None:
    if not st.chain:
        st.chain_starter = -1
        st.emit("chain_resolved")
        return
    link = st.chain.pop()
    uid, owner, kicker, times, cancelled, chooser = link
    st.limbo.append(uid)
    st.push(("resolve_link", uid, owner, kicker, times, cancelled, chooser, len(st.chain)), ("resolve_chain",))


@task("resolve_link")
def _resolve_link(st: GameState, t: Task) -> None:
    _name, uid, owner, kicker, times, cancelled, chooser, index = t
    card = st.card(uid)
    if cancelled:
        st.limbo.remove(uid)
        st.discard[owner].append(uid)
        st.emit("card_cancelled", seat=owner, uid=uid, card=card.id, link=index)
        return
    st.emit("card_resolving", seat=owner, uid=uid, card=card.id, link=index, kicker_active=kicker, times=times)
    ctx_id = st.next_ctx
    st.next_ctx += 1
    st.ctx[ctx_id] = {
        "uid": uid,
        "card": card.index,
        "owner": owner,
        "chooser": owner if chooser < 0 else chooser,
        "kicker": kicker,
        "link": index,
    }
    tasks: list[Task] = []
    for _ in range(times):
        tasks.extend(text_tasks(st, ctx_id, card, kicker, owner))
    st.push(*tasks, ("finish_link", uid, owner, ctx_id, index))


def text_tasks(st: GameState, ctx_id: int, card: CardDef, kicker: bool, owner: int) -> list[Task]:
    """The effect tasks of one resolution: chain text, 'your chain' text, then an active kicker."""
    tasks: list[Task] = []
    parts = ["chain"]
    if owner == st.chain_starter:
        parts.append("your_chain")
    if kicker:
        parts.append("kicker")
    for part in parts:
        for i, eff in enumerate(card.part(part)):
            if eff.unless_kicker and kicker:
                continue
            tasks.append(("fx", ctx_id, part, i))
    return tasks


@task("finish_link")
def _finish_link(st: GameState, t: Task) -> None:
    _name, uid, owner, ctx_id, index = t
    ctx = st.ctx.pop(ctx_id, {})
    st.limbo.remove(uid)
    card = st.card(uid)
    if card.is_minion:
        st.enter_play(owner, uid, ctx.get("entry_damage", 0))
    else:
        st.discard[owner].append(uid)
    st.emit("card_resolved", seat=owner, uid=uid, card=card.id, link=index)
