"""The claim phase: discard cards for influence, claim from archives, end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import CLAIM_END_BY_SEAT, Choice, ChoiceKind
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


def claim_hidden(st: GameState, seat: int, archive: int) -> bool:
    """The archive is secret to `seat`: it may try to claim without knowing the cost (RULEBOOK_NOTES.md)."""
    return st.arch_secret[archive] and st.arch_owner[archive] != seat


_CLAIM_DISCARD = ChoiceKind.CLAIM_DISCARD  # a module global: an enum member read off its class costs ten times more


@task("claim")
def _claim(st: GameState, t: Task) -> None:
    seat = st.active
    left = st.influence_left()
    options = []
    secret = any(st.arch_secret)
    for a in claimable_archives(st, seat):
        # Another player's secret archive (an Indigo Six grant) is offered whatever it costs: the claimer
        # cannot know the cost before the claim reveals the card (DE L526, FR L481, PL L1229).
        if (secret and claim_hidden(st, seat, a)) or st.claim_cost(seat, a) <= left:
            options.append(Choice(ChoiceKind.CLAIM, card=st.archive_card_seen_by(a, seat), archive=a, seat=seat))
    seen: set[str] = set()
    for uid in st.hand[seat]:
        cid = st.cid(uid)
        if cid not in seen:
            seen.add(cid)
            options.append(Choice(_CLAIM_DISCARD, card=cid, uid=uid, seat=seat))
    options.append(CLAIM_END_BY_SEAT[seat])
    st.ask(seat, "claim", options, ("claim_c",))


@cont("claim_c")
def _claim_c(st: GameState, c: Task, choice: Choice) -> None:
    seat = st.active
    if choice.kind == ChoiceKind.CLAIM_END:
        st.emit("claim_ended", seat=seat, unspent=st.influence_left())
        return
    if choice.kind == ChoiceKind.CLAIM_DISCARD:
        assert choice.uid is not None
        st.discard_from_hand(seat, choice.uid, "influence")
        st.discarded_for_influence += 1
        st.emit("influence_gained", seat=seat, amount=1, reason="discard", total=st.influence_left())
    else:
        a = choice.archive
        assert a is not None
        if claim_hidden(st, seat, a):
            st.reveal_archive(a)  # the claim reveals the card first; only then is its cost known
        cost = st.claim_cost(seat, a)
        if cost > st.influence_left():
            st.emit("claim_refused", seat=seat, archive=a, card=st.cid(st.arch_uids[a][-1]), cost=cost,
                    left=st.influence_left())  # fmt: skip
            st.push(("claim",))
            return
        if st.arch_owner[a] not in (-1, seat):
            st.used_enemy_archives.append(a)
        st.spent += cost
        st.claim(seat, a, cost)
    st.push(("claim",))
