"""The claim phase: discard cards for influence, claim from archives, end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import Choice
from nightfall_qt.engine.flow.registry import Task, cont, task

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


def claimable_archives(st: GameState, seat: int) -> list[int]:
    """Archives `seat` may claim from this phase, cost aside (commons, own private, Indigo Six grants)."""
    result = []
    grants = st.enemy_claims[seat] > len(st.used_enemy_archives)
    for a, owner in enumerate(st.arch_owner):
        if not st.arch_uids[a]:
            continue
        if owner in (-1, seat) or (grants and a not in st.used_enemy_archives):
            result.append(a)
    return result


def why_not_claim(st: GameState, seat: int, archive: int) -> str | None:
    """Why `seat` cannot claim from `archive` now (None if it can), for dimmed archives in the UI."""
    if st.phase != "claim" or seat != st.active:
        return "you can claim only in your own claim phase"
    if not st.arch_uids[archive]:
        return "this archive is empty"
    if archive not in claimable_archives(st, seat):
        return "this is another player's private archive"
    cost, left = st.claim_cost(seat, archive), st.influence_left()
    if cost > left:
        return f"costs {cost} influence; you have {left}"
    return None


@task("claim")
def _claim(st: GameState, t: Task) -> None:
    seat = st.active
    left = st.influence_left()
    options = []
    for a in claimable_archives(st, seat):
        cost = st.claim_cost(seat, a)
        if cost <= left:
            options.append(Choice("claim", card=st.archive_card_seen_by(a, seat), archive=a, seat=seat))
    seen: set[str] = set()
    for uid in st.hand[seat]:
        cid = st.cid(uid)
        if cid not in seen:
            seen.add(cid)
            options.append(Choice("claim_discard", card=cid, uid=uid, seat=seat))
    options.append(Choice("claim_end", seat=seat))
    st.ask(seat, "claim", options, ("claim_c",))


@cont("claim_c")
def _claim_c(st: GameState, c: Task, choice: Choice) -> None:
    seat = st.active
    if choice.kind == "claim_end":
        st.emit("claim_ended", seat=seat, unspent=st.influence_left())
        return
    if choice.kind == "claim_discard":
        assert choice.uid is not None
        st.discard_from_hand(seat, choice.uid, "influence")
        st.discarded_for_influence += 1
        st.emit("influence_gained", seat=seat, amount=1, reason="discard", total=st.influence_left())
    else:
        a = choice.archive
        assert a is not None
        cost = st.claim_cost(seat, a)
        if st.arch_owner[a] not in (-1, seat):
            st.used_enemy_archives.append(a)
        st.spent += cost
        st.claim(seat, a, cost)
    st.push(("claim",))
