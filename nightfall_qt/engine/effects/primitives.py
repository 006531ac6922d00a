"""The effect primitives: one small function per name in signatures.SIGNATURES.

A primitive is called as `fn(state, ctx_id, effect, choice)`: first with choice=None; if it needs a
target it asks a Decision (via `ask_target`) and is called again with the chosen option. The resolution
context `state.ctx[ctx_id]` remembers what this card chose (the player, minion, order, retrieved card)
so that later parts of the same card ("that player", "that minion") can refer to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import Effect
from nightfall_qt.engine.choices import Choice, ChoiceKind
from nightfall_qt.engine.events import private_to
from nightfall_qt.engine.flow.chain import text_tasks
from nightfall_qt.engine.flow.registry import Task, cont, task

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

Primitive = Callable[["GameState", int, Effect, "Choice | None"], None]
PRIMITIVES: dict[str, Primitive] = {}


def effect(name: str) -> Callable[[Primitive], Primitive]:
    def register(fn: Primitive) -> Primitive:
        PRIMITIVES[name] = fn
        return fn

    return register


# ----------------------------------------------------------------------------- running effects
@task("fx")
def _fx(st: GameState, t: Task) -> None:
    _name, ctx_id, part, i = t
    ctx = st.ctx[ctx_id]
    eff = st.cards.cards[ctx["card"]].effects[part][i]
    ctx["at"] = (part, i)
    PRIMITIVES[eff.name](st, ctx_id, eff, None)


@cont("fx_resume")
def _fx_resume(st: GameState, c: Task, choice: Choice) -> None:
    _name, ctx_id, part, i = c
    ctx = st.ctx[ctx_id]
    eff = st.cards.cards[ctx["card"]].effects[part][i]
    PRIMITIVES[eff.name](st, ctx_id, eff, choice)


def ask_target(st: GameState, ctx_id: int, kind: str, options: list[Choice], by: str = "chooser") -> None:
    """Ask the card's target chooser (or another seat in ctx) to pick one of `options`."""
    ctx = st.ctx[ctx_id]
    part, i = ctx["at"]
    seat = ctx[by] if isinstance(by, str) else by
    st.ask(seat, kind, options, ("fx_resume", ctx_id, part, i), source=ctx["uid"],
           info=(st.cards.cards[ctx["card"]].id, part))  # fmt: skip


def player_options(st: GameState) -> list[Choice]:
    return [Choice(ChoiceKind.TARGET_PLAYER, seat=s) for s in range(st.n) if not st.shielded(s)]


def minion_options(st: GameState, seats: range | list[int] | None = None) -> list[Choice]:
    seats = range(st.n) if seats is None else seats
    return [
        Choice(ChoiceKind.TARGET_MINION, card=st.cid(u), uid=u, seat=s) for s in seats for u in st.play[s]
    ]


def pick_card_options(st: GameState, uids: list[int], seat: int) -> list[Choice]:
    """One option per distinct card id (copies are interchangeable)."""
    seen: set[str] = set()
    options = []
    for uid in uids:
        cid = st.cid(uid)
        if cid not in seen:
            seen.add(cid)
            options.append(Choice(ChoiceKind.PICK_CARD, card=cid, uid=uid, seat=seat))
    return options


def _amount(st: GameState, ctx: dict[str, Any], eff: Effect) -> int:
    amount = eff.int_param("amount")
    per = eff.int_param("amount_per_own_minion")
    if per:
        amount += per * len(st.play[ctx["owner"]])
    return amount


def _resolve_player(st: GameState, ctx_id: int, eff: Effect, key: str, choice: Choice | None) -> int | None:
    """For a single-player spec: returns the seat, asks for a target (returns None), or -1 for nobody."""
    ctx = st.ctx[ctx_id]
    spec = eff.str_param(key)
    if spec == "you":
        return int(ctx["owner"])
    if spec == "same_player":
        seat = ctx.get("player")
        return -1 if seat is None else int(seat)
    if choice is not None:
        assert choice.seat is not None
        ctx["player"] = choice.seat
        st.emit("target_chosen", seat=ctx["chooser"], target="player", player=choice.seat, card=st.cid(ctx["uid"]),
                forced=st.forcing)  # the only legal target, taken without asking
        return choice.seat
    options = player_options(st)
    if not options:
        return -1  # every player is shielded (Shadow Seven): the text does nothing
    ask_target(st, ctx_id, "target_player", options)
    return None


def _resolve_minion(
    st: GameState, ctx_id: int, eff: Effect, key: str, choice: Choice | None, enemy_first: bool = True
) -> int | None:
    """`enemy_first`: the chooser must pick another player's minion if there is one, their own only as a fallback
    ("Du musst notfalls eine eigene Kreatur wählen, wenn kein Mitspieler eine Kreatur im Spiel hat": DE L646 Ivan
    Radinsky, L648 J.J. McTeague, L680 Shock and Awe; FR and PL say nothing against it)."""
    ctx = st.ctx[ctx_id]
    spec = eff.str_param(key)
    if spec == "same_minion":
        uid = ctx.get("minion")
        return uid if uid is not None and st.owner_of_minion(uid) >= 0 else -1
    if choice is not None:
        assert choice.uid is not None
        ctx["minion"] = choice.uid
        st.emit("target_chosen", seat=ctx["chooser"], target="minion", uid=choice.uid, card=st.cid(ctx["uid"]),
                minion=choice.card, forced=st.forcing)  # fmt: skip
        return choice.uid
    options = minion_options(st)
    if enemy_first:
        enemy = [o for o in options if o.seat != ctx["chooser"]]
        options = enemy or options
    if not options:
        return -1
    ask_target(st, ctx_id, "target_minion", options)
    return None


# ----------------------------------------------------------------------------- damage and wounds
@effect("damage")
def damage(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    to = eff.str_param("to")
    amount = _amount(st, ctx, eff)
    if to in ("target_player", "same_player", "you"):
        seat = _resolve_player(st, ctx_id, eff, "to", choice)
        if seat is not None and seat >= 0:
            st.push(("damage_player", seat, amount, True, ctx_id))
    elif to in ("each_player", "each_enemy_player"):
        owner = ctx["owner"]
        seats = tuple((owner + k) % st.n for k in range(st.n))
        if to == "each_enemy_player":
            seats = seats[1:]
        st.push(("hit_players", ctx_id, seats, amount))
    elif to in ("target_minion", "same_minion"):
        uid = _resolve_minion(st, ctx_id, eff, "to", choice)
        if uid is not None and uid >= 0:
            st.hurt_minion(uid, amount)
    elif to == "each_minion_of_target_player":
        seat = _resolve_player(st, ctx_id, eff, "to", choice)
        if seat is not None and seat >= 0:
            for uid in list(st.play[seat]):
                st.hurt_minion(uid, amount)
    elif to in ("each_minion", "each_own_minion"):
        owner = ctx["owner"]
        hit = [owner] if to == "each_own_minion" else [(owner + k) % st.n for k in range(st.n)]
        for s in hit:
            for uid in list(st.play[s]):
                if uid in st.play[s]:
                    st.hurt_minion(uid, amount)


@task("hit_players")
def _hit_players(st: GameState, t: Task) -> None:
    """Damage several players one at a time, in an order the resolving player chooses."""
    _name, ctx_id, seats, amount = t
    if not seats:
        return
    if len(seats) == 1:
        st.push(("damage_player", seats[0], amount, True, ctx_id))
        return
    ctx = st.ctx[ctx_id]
    options = [Choice(ChoiceKind.HIT_ORDER, seat=s) for s in seats]
    st.ask(ctx["owner"], "hit_order", options, ("hit_players_c", ctx_id, seats, amount), source=ctx["uid"],
           info=(st.cid(ctx["uid"]),))  # fmt: skip


@cont("hit_players_c")
def _hit_players_c(st: GameState, c: Task, choice: Choice) -> None:
    _name, ctx_id, seats, amount = c
    rest = tuple(s for s in seats if s != choice.seat)
    st.push(("damage_player", choice.seat, amount, True, ctx_id), ("hit_players", ctx_id, rest, amount))


@effect("take_wounds")
def take_wounds(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    seat = _resolve_player(st, ctx_id, eff, "to", choice)
    if seat is not None and seat >= 0:
        for _ in range(eff.int_param("amount")):
            st.take_wound(seat)


@effect("heal")
def heal(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    if eff.str_param("to") == "each_own_minion":
        for uid in list(st.play[ctx["owner"]]):
            st.heal_minion(uid, eff.int_param("amount"))
        return
    uid = _resolve_minion(st, ctx_id, eff, "to", choice, enemy_first=False)  # healing: your own minion first
    if uid is not None and uid >= 0:
        st.heal_minion(uid, eff.int_param("amount"))


@effect("destroy")
def destroy(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    uid = _resolve_minion(st, ctx_id, eff, "target", choice)
    if uid is not None and uid >= 0:
        st.destroy(uid)


@effect("destroy_absorbers")
def destroy_absorbers(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    for uid in st.ctx[ctx_id].get("absorbers", ()):
        if st.owner_of_minion(uid) >= 0:
            st.destroy(uid)


@effect("return_to_hand")
def return_to_hand(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    uid = _resolve_minion(st, ctx_id, eff, "target", choice)
    if uid is not None and uid >= 0:
        st.return_to_hand(uid)


@effect("enter_damaged")
def enter_damaged(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    amount = eff.int_param("amount")
    uid = ctx["uid"]
    if uid in st.limbo:
        ctx["entry_damage"] = max(ctx.get("entry_damage", 0), amount)
    elif st.owner_of_minion(uid) >= 0 and st.damage.get(uid, 0) < amount:
        st.hurt_minion(uid, amount - st.damage.get(uid, 0))


# ----------------------------------------------------------------------------- cards and zones
@effect("draw")
def draw(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    amount = eff.int_param("amount")
    if eff.str_param("who") == "you":
        st.draw(owner, amount)
    else:
        for k in range(st.n):
            st.draw((owner + k) % st.n, amount)


@effect("discard_from_hand")
def discard_from_hand(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    owner = ctx["owner"]
    if choice is None:
        ctx["discard_left"] = eff.int_param("amount")
    else:
        assert choice.uid is not None
        st.discard_from_hand(owner, choice.uid, "effect")
        ctx["discard_left"] -= 1
    if ctx["discard_left"] > 0 and st.hand[owner]:
        ask_target(st, ctx_id, "discard", pick_card_options(st, st.hand[owner], owner), by="owner")
    else:
        ctx.pop("discard_left", None)


@effect("exile_from_hand")
def exile_from_hand(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    """Franz Orlok's kicker: the victim chooses the order they exile."""
    ctx = st.ctx[ctx_id]
    if choice is not None and choice.kind == ChoiceKind.PICK_CARD:
        assert choice.uid is not None and choice.seat is not None
        st.hand[choice.seat].remove(choice.uid)
        st.exile_card(choice.uid, choice.seat, "exiled from hand")
        return
    seat = _resolve_player(st, ctx_id, eff, "who", choice)
    if seat is None or seat < 0:
        return
    uids = [u for u in st.hand[seat] if eff.str_param("what") == "any" or st.card(u).is_order]
    if uids:
        ctx["victim"] = seat
        ask_target(st, ctx_id, "exile_from_hand", pick_card_options(st, uids, seat), by="victim")


@effect("discard_to_deck_top")
def discard_to_deck_top(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    if choice is None:
        if st.discard[owner]:
            ask_target(st, ctx_id, "pick_from_discard", pick_card_options(st, st.discard[owner], owner))
        return
    assert choice.uid is not None
    st.discard[owner].remove(choice.uid)
    st.deck[owner].append(choice.uid)
    st.emit("card_moved", seat=owner, uid=choice.uid, card=choice.card, frm="discard", to="deck_top")


@effect("discard_to_hand")
def discard_to_hand(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    owner = ctx["owner"]
    what = eff.str_param("what")
    if choice is None:
        uids = [u for u in st.discard[owner] if _is_what(st, u, what)]
        if uids:
            ask_target(st, ctx_id, "pick_from_discard", pick_card_options(st, uids, owner))
        return
    assert choice.uid is not None
    st.discard[owner].remove(choice.uid)
    st.hand[owner].append(choice.uid)
    ctx["retrieved"] = choice.uid
    st.emit("card_moved", seat=owner, uid=choice.uid, card=choice.card, frm="discard", to="hand")


def _is_what(st: GameState, uid: int, what: str) -> bool:
    c = st.card(uid)
    return {"order": c.is_order, "minion": c.is_minion, "action": c.kind == "action"}.get(what, True)


@effect("put_into_play_from_discard")
def put_into_play_from_discard(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    owner = ctx["owner"]
    if choice is None:
        uids = [u for u in st.discard[owner] if st.card(u).is_minion]
        if uids:  # not a target: the card's owner picks, even under Let Me At 'Em
            ask_target(st, ctx_id, "pick_from_discard", pick_card_options(st, uids, owner), by="owner")
        return
    assert choice.uid is not None
    st.discard[owner].remove(choice.uid)
    ctx["retrieved"] = choice.uid
    st.enter_play(owner, choice.uid)


@effect("resolve_text_of")
def resolve_text_of(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    """Resolve the chain texts of the retrieved card (never its kicker), as its controller."""
    ctx = st.ctx[ctx_id]
    uid = ctx.get("retrieved")
    if uid is None:
        return
    card = st.card(uid)
    inner = st.next_ctx
    st.next_ctx += 1
    st.ctx[inner] = {
        "uid": uid, "card": card.index, "owner": ctx["owner"], "chooser": ctx["owner"], "kicker": False,
        "link": -1,
    }  # fmt: skip
    st.emit("text_resolving", seat=ctx["owner"], uid=uid, card=card.id, by=st.cid(ctx["uid"]))
    st.push(*text_tasks(st, inner, card, False, ctx["owner"]), ("drop_ctx", inner))


@task("drop_ctx")
def _drop_ctx(st: GameState, t: Task) -> None:
    st.ctx.pop(t[1], None)


@effect("exile_from_archive")
def exile_from_archive(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    if choice is None:
        options = [
            Choice(
                ChoiceKind.TARGET_ARCHIVE, card=st.archive_card_seen_by(a, ctx["chooser"]), archive=a,
                seat=st.arch_owner[a],
            )  # fmt: skip
            for a in range(len(st.arch_card))
            if st.arch_uids[a]
        ]
        if options:
            ask_target(st, ctx_id, "target_archive", options)
        return
    a = choice.archive
    assert a is not None
    seers = private_to(st.archive_seers(a), st.n)  # a secret archive stays secret: only its owner learns the card
    for _ in range(min(eff.int_param("amount"), len(st.arch_uids[a]))):
        st.exile_card(st.arch_uids[a].pop(), st.ctx[ctx_id]["owner"], "exiled from archive", visible_to=seers)
    st.emit("archive_exiled", archive=a, left=len(st.arch_uids[a]))


# ----------------------------------------------------------------------------- influence and claims
@effect("gain_influence")
def gain_influence(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    st.influence[owner] += eff.int_param("amount")
    st.emit("influence_gained", seat=owner, amount=eff.int_param("amount"), reason=st.cid(st.ctx[ctx_id]["uid"]))


@effect("reduce_influence")
def reduce_influence(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    seat = _resolve_player(st, ctx_id, eff, "to", choice)
    if seat is not None and seat >= 0:
        st.influence_loss[seat] += eff.int_param("amount")
        st.emit("influence_lost", seat=seat, amount=eff.int_param("amount"))


@effect("double_influence")
def double_influence(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    # Several active kickers: doubled once (DE L644, PL L1361) or again each time (FR L593), per the edition.
    st.doubled[owner] = st.doubled[owner] + 1 if st.rulings.influence_doubling == "each_time" else 1
    st.emit("influence_doubled", seat=owner, times=st.doubled[owner])


@effect("claim_discount")
def claim_discount(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    st.discount[owner] += eff.int_param("amount")
    # Never below 1 (DE L658) or no floor (FR L607, PL L1370), per the edition.
    st.discount_floor[owner] = st.rulings.claim_discount_floor
    st.emit("claim_discount", seat=owner, amount=st.discount[owner])


@effect("enemy_private_claim")
def enemy_private_claim(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    st.enemy_claims[owner] += eff.int_param("amount")
    st.emit("enemy_claim_granted", seat=owner, amount=st.enemy_claims[owner])


@effect("free_claim")
def free_claim(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    owner = st.ctx[ctx_id]["owner"]
    if choice is None:
        options = [
            Choice(ChoiceKind.CLAIM, card=st.archive_card_seen_by(a, owner), archive=a, seat=owner)
            for a in free_claim_archives(st, owner, eff.str_param("from") == "any_archive")
        ]
        if options:
            ask_target(st, ctx_id, "free_claim", options, by="owner")
        return
    assert choice.archive is not None
    if st.rulings.free_claim_enemy_private != "always" and st.arch_owner[choice.archive] not in (-1, owner):
        st.used_enemy_archives.append(choice.archive)  # it used up an enemy-archive grant
    st.claim(owner, choice.archive, 0)


def free_claim_archives(st: GameState, seat: int, anywhere: bool) -> list[int]:
    """Archives a free claim may take from. "Any archive" includes enemy private archives always (DE L678) or
    only together with an enemy-archive grant (Indigo Six) this turn (FR L579/L591), per the edition."""
    always = st.rulings.free_claim_enemy_private == "always"
    grant = st.enemy_claims[seat] > len(st.used_enemy_archives)
    return [
        a for a in range(len(st.arch_card))
        if st.arch_uids[a] and (
            st.arch_owner[a] in (-1, seat)
            or (anywhere and (always or (grant and a not in st.used_enemy_archives)))
        )
    ]  # fmt: skip


# ----------------------------------------------------------------------------- the chain itself
def _order_options(st: GameState) -> list[Choice]:
    return [
        Choice(ChoiceKind.TARGET_ORDER, card=st.cid(link[0]), uid=link[0], seat=link[1], link=i)
        for i, link in enumerate(st.chain)
    ]


def _set_link(
    st: GameState, index: int, *, times: int | None = None, cancelled: bool | None = None,
    chooser: int | None = None,
) -> None:
    uid, owner, kicker, old_times, old_cancelled, old_chooser = st.chain[index]
    st.chain[index] = (
        uid, owner, kicker,
        old_times if times is None else times,
        old_cancelled if cancelled is None else cancelled,
        old_chooser if chooser is None else chooser,
    )  # fmt: skip


@effect("cancel_order")
def cancel_order(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    if choice is None:
        options = _order_options(st)
        if options:
            ask_target(st, ctx_id, "target_order", options)
        return
    assert choice.link is not None
    _set_link(st, choice.link, cancelled=True)
    st.emit("order_cancelled", link=choice.link, uid=choice.uid, card=choice.card)


@effect("control_targets")
def control_targets(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    if choice is None:
        options = _order_options(st)
        if options:
            ask_target(st, ctx_id, "target_order", options)
        return
    assert choice.link is not None
    ctx["order"] = choice.link
    if st.card(st.chain[choice.link][0]).has_targets():
        _set_link(st, choice.link, chooser=ctx["owner"])
    st.emit("targets_controlled", seat=ctx["owner"], link=choice.link, card=choice.card)


@effect("resolve_twice")
def resolve_twice(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    ctx = st.ctx[ctx_id]
    index = ctx.get("order") if eff.str_param("order") == "chosen_order" else len(st.chain) - 1
    if index is None or not 0 <= index < len(st.chain):
        return
    if st.chain[index][3] < 2:  # never cumulative
        _set_link(st, index, times=2)
        st.emit("order_doubled", link=index, card=st.cid(st.chain[index][0]))


@effect("disable_absorbers")
def disable_absorbers(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    seat = _resolve_player(st, ctx_id, eff, "to", choice)
    if seat is not None and seat >= 0:
        st.no_absorb[seat] = True
        st.emit("absorbers_disabled", seat=seat)


# In-play abilities are read where they apply (state.has_flag); their primitives do nothing on resolve.
def _static(st: GameState, ctx_id: int, eff: Effect, choice: Choice | None) -> None:
    return None


for _name in (
    "stays_in_play",
    "absorbs_damage",
    "unblockable",
    "returns_to_hand_when_destroyed",
    "untargetable_controller",
    "strength_from_own_minions",
):
    PRIMITIVES[_name] = _static
