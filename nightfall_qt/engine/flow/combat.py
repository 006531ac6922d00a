"""Combat: every minion of the active player attacks; defenders block; damage flows through blockers,
then through the defender's direct-damage blockers (Vulko, Bad Smoke), then becomes wounds.

Order of decisions: declare each attacker's target, then the active player orders all the attacks, one pick
at a time (DE L317: "Nachdem du deine Angreifer bestimmt hast, wählst du die Reihenfolge aller Angriffe";
FR L291, PL L661 resolve them in the order chosen once the targets are set), then each attacked player
(clockwise) assigns blockers one at a time; the attacks resolve in that order and the defender orders
multiple blockers. `st.attacks` is kept in the chosen order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import BLOCK_DONE_BY_SEAT, Choice, ChoiceKind
from nightfall_qt.engine.flow.registry import Task, cont, task

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


@task("combat")
def _combat(st: GameState, t: Task) -> None:
    attackers = st.play[st.active]
    if not attackers:
        return
    st.attacks = [(uid, -1, (), False) for uid in attackers]
    defenders = [(st.active + k) % st.n for k in range(1, st.n)]
    st.push(("declare",), ("order_attacks", 0), *[("blocks", d) for d in defenders], ("attack_next",), ("combat_end",))


@task("declare")
def _declare(st: GameState, t: Task) -> None:
    for i, (uid, target, _b, _r) in enumerate(st.attacks):
        if target == -1:
            cid = st.cid(uid)
            options = [
                Choice(ChoiceKind.ATTACK, card=cid, uid=uid, seat=(st.active + k) % st.n) for k in range(1, st.n)
            ]
            st.ask(st.active, "attack", options, ("declare_c", i), source=uid)
            return


@cont("declare_c")
def _declare_c(st: GameState, c: Task, choice: Choice) -> None:
    i = c[1]
    uid, _t, blockers, done = st.attacks[i]
    assert choice.seat is not None
    st.attacks[i] = (uid, choice.seat, blockers, done)
    st.emit("attack_declared", seat=st.active, uid=uid, card=st.cid(uid), target=choice.seat)
    st.push(("declare",))


@task("blocks")
def _blocks(st: GameState, t: Task) -> None:
    seat = t[1]
    attacked = [(i, a) for i, a in enumerate(st.attacks) if a[1] == seat]
    if not attacked or not st.play[seat]:
        return
    busy = {b for a in st.attacks for b in a[2]}
    options = []
    for blocker in st.play[seat]:
        if blocker in busy:
            continue
        bcid = st.cid(blocker)
        for _i, (att, _d, _b, _r) in attacked:
            if not st.has_flag(att, "unblockable"):
                options.append(Choice(ChoiceKind.BLOCK, card=bcid, uid=blocker, target_uid=att, seat=seat))
    if options:
        options.append(BLOCK_DONE_BY_SEAT[seat])
        st.ask(seat, "block", options, ("blocks_c", seat))


@cont("blocks_c")
def _blocks_c(st: GameState, c: Task, choice: Choice) -> None:
    if choice.kind == ChoiceKind.BLOCK_DONE:
        return
    for i, (att, d, blockers, done) in enumerate(st.attacks):
        if att == choice.target_uid:
            assert choice.uid is not None
            st.attacks[i] = (att, d, blockers + (choice.uid,), done)
    st.emit("blocker_assigned", seat=c[1], uid=choice.uid, card=choice.card, attacker=choice.target_uid)
    st.push(("blocks", c[1]))


@task("order_attacks")
def _order_attacks(st: GameState, t: Task) -> None:
    """t[1]: how many attacks are ordered already (the first t[1] of st.attacks)."""
    k = t[1]
    if k >= len(st.attacks):
        return
    options = [Choice(ChoiceKind.ATTACK_ORDER, card=st.cid(a[0]), uid=a[0], seat=a[1]) for a in st.attacks[k:]]
    st.ask(st.active, "attack_order", options, ("order_attacks_c", k))


@cont("order_attacks_c")
def _order_attacks_c(st: GameState, c: Task, choice: Choice) -> None:
    k = c[1]
    i = next(i for i, a in enumerate(st.attacks) if a[0] == choice.uid)
    st.attacks.insert(k, st.attacks.pop(i))
    st.push(("order_attacks", k + 1))


@task("attack_next")
def _attack_next(st: GameState, t: Task) -> None:
    """Resolve the next attack in the chosen order."""
    for i, (att, defender, blockers, done) in enumerate(st.attacks):
        if done:
            continue
        st.attacks[i] = (att, defender, blockers, True)
        amount = st.strength(att, st.active)
        alive = tuple(b for b in blockers if b in st.play[defender])
        st.emit("attack_resolved", seat=st.active, uid=att, card=st.cid(att), target=defender, amount=amount,
                blocked=bool(alive))  # its damage goes to these blockers, not to the player
        st.push(("block_damage", defender, amount, alive), ("attack_next",))
        return


@cont("attack_next_c")
def _attack_next_c(st: GameState, c: Task, choice: Choice) -> None:
    """Saves from before the order was chosen up front asked for the next attack here: resolve it next."""
    first = next(i for i, a in enumerate(st.attacks) if not a[3])
    i = next(i for i, a in enumerate(st.attacks) if a[0] == choice.uid)
    st.attacks.insert(first, st.attacks.pop(i))
    st.push(("attack_next",))


@task("block_damage")
def _block_damage(st: GameState, t: Task) -> None:
    _name, defender, amount, blockers = t
    blockers = tuple(b for b in blockers if b in st.play[defender])
    if amount <= 0:
        return
    if not blockers:
        st.push(("damage_player", defender, amount, False, 0))
        return
    options = [Choice(ChoiceKind.ABSORB, card=st.cid(b), uid=b, seat=defender) for b in blockers]
    st.ask(defender, "blocker_order", options, ("block_damage_c", defender, amount, blockers))


@cont("block_damage_c")
def _block_damage_c(st: GameState, c: Task, choice: Choice) -> None:
    _name, defender, amount, blockers = c
    uid = choice.uid
    assert uid is not None
    taken = st.hurt_minion(uid, amount)
    rest = tuple(b for b in blockers if b != uid)
    st.push(("block_damage", defender, amount - taken, rest))


@task("damage_player")
def _damage_player(st: GameState, t: Task) -> None:
    """Damage dealt to a player: their direct-damage blockers must absorb it first.

    t = ("damage_player", seat, amount, from_card_text, ctx id recording absorbers or 0)
    """
    _name, seat, amount, from_text, ctx_id = t
    if amount <= 0:
        return
    # A minion blocks one attacker only (DE L323), and a direct-damage blocker blocks "as if it blocked an
    # attacker" (DE L359, FR L331, PL L914): one assigned to block an attacker absorbs no other attack's damage.
    blocking = {b for a in st.attacks for b in a[2]}
    absorbers = [] if from_text and st.no_absorb[seat] else [
        u for u in st.play[seat] if st.has_flag(u, "absorbs_damage") and u not in blocking
    ]
    if not absorbers:
        st.emit("damage_dealt", to="player", seat=seat, amount=amount)
        for _ in range(amount):
            st.take_wound(seat)
        return
    options = [Choice(ChoiceKind.ABSORB, card=st.cid(u), uid=u, seat=seat) for u in absorbers]
    st.ask(seat, "absorb_order", options, ("damage_player_c",) + t[1:])


@cont("damage_player_c")
def _damage_player_c(st: GameState, c: Task, choice: Choice) -> None:
    _name, seat, amount, from_text, ctx_id = c
    uid = choice.uid
    assert uid is not None
    # Said before the damage it takes: "Bad Smoke absorbs 1 damage." then "takes 1 damage … is exiled", not after.
    st.emit("damage_absorbed", seat=seat, uid=uid, card=choice.card, amount=min(amount, st.health_left(uid)))
    taken = st.hurt_minion(uid, amount)
    if ctx_id and ctx_id in st.ctx:
        ctx = st.ctx[ctx_id]
        ctx["absorbers"] = ctx.get("absorbers", ()) + (uid,)
    st.push(("damage_player", seat, amount - taken, from_text, ctx_id))


@task("combat_end")
def _combat_end(st: GameState, t: Task) -> None:
    """After all attacks the active player discards their minions (Bad Smoke stays)."""
    st.attacks = []
    for uid in list(st.play[st.active]):
        if not st.has_flag(uid, "stays_in_play"):
            st.discard_from_play(uid)
