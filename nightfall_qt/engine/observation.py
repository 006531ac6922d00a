"""Hidden information behind one door: what one seat may see, and full states consistent with it.

A seat sees its own hand and discard pile, every card in play and in the chain, the archives (private
ones of others face down in the secret-archives variant until first claimed), the sizes of every other
zone, every seat's wounds (total and by kind: taking and removing wounds happens in front of everyone), and
of the wound pile only a coarse level ("plenty", "some", "none") — never the exact count.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.result import wound_counts
from nightfall_qt.engine.rng import Rng

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


@dataclass(frozen=True)
class SeatView:
    seat: int
    hand: tuple[tuple[int, str], ...] | None  # (uid, card id) — only for the observing seat
    hand_size: int
    deck_size: int
    discard: tuple[tuple[int, str], ...] | None  # only the observing seat's own pile
    discard_size: int
    in_play: tuple[tuple[int, str, int], ...]  # (uid, card id, damage)
    influence: int
    # Wounds this seat holds (deck, hand and discard), total and by kind in WOUND_KINDS order: public,
    # every wound taken or removed is seen by all (the leader is the seat with the fewest).
    wounds: int = 0
    wounds_by_kind: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Observation:
    seat: int
    players: int
    active: int
    first_player: int
    phase: str
    turn: int
    seats: tuple[SeatView, ...]
    archives: tuple[tuple[int, str | None, int, int], ...]  # (archive, card id or None if secret, owner, left)
    chain: tuple[tuple[int, str, int, bool, bool], ...]  # (uid, card id, owner, kicker active, cancelled)
    wounds: str  # "plenty" | "some" | "none": face-up wounds left, coarse on purpose
    attacks: tuple[tuple[int, int, tuple[int, ...], bool], ...]  # (attacker, defender, blockers, resolved)
    deciding_seat: int | None
    decision_kind: str | None
    options: tuple[Any, ...]  # the legal choices if this seat decides now, else ()
    is_over: bool
    result: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
    # The chain card(s) resolving right now (left the chain, not yet in play or discarded): (uid, card id, owner,
    # kicker active), oldest first. Public: everyone saw them in the chain.
    resolving: tuple[tuple[int, str, int, bool], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (for bots in other processes, logs and tests)."""
        data = asdict(self)
        data["options"] = [o.to_dict() for o in self.options]
        data["result"] = None if self.result is None else self.result.to_dict()
        return data


def wound_level(st: GameState) -> str:
    if st.face_up <= 0:
        return "none"
    return "plenty" if st.face_up * 2 > 10 * st.n else "some"


def archive_visible(st: GameState, archive: int, seat: int) -> bool:
    return not st.arch_secret[archive] or st.arch_owner[archive] == seat


def observe(st: GameState, seat: int) -> Observation:
    views = []
    for s in range(st.n):
        own = s == seat
        counts = wound_counts(st, s)
        views.append(SeatView(
            seat=s,
            hand=tuple((u, st.cid(u)) for u in st.hand[s]) if own else None,
            hand_size=len(st.hand[s]),
            deck_size=len(st.deck[s]),
            discard=tuple((u, st.cid(u)) for u in st.discard[s]) if own else None,
            discard_size=len(st.discard[s]),
            in_play=tuple((u, st.cid(u), st.damage.get(u, 0)) for u in st.play[s]),
            influence=st.influence_total(s) - (st.spent if s == st.active else 0),
            wounds=sum(counts.values()), wounds_by_kind=tuple(counts.items()),
        ))  # fmt: skip
    archives = tuple(
        (a, st.cards.cards[st.arch_card[a]].id if archive_visible(st, a, seat) else None,
         st.arch_owner[a], len(st.arch_uids[a]))
        for a in range(len(st.arch_card))
    )  # fmt: skip
    p = st.pending
    return Observation(
        seat=seat, players=st.n, active=st.active, first_player=st.first_player, phase=st.phase,
        turn=st.turn, seats=tuple(views), archives=archives,
        chain=tuple((lk[0], st.cid(lk[0]), lk[1], lk[2], lk[4]) for lk in st.chain),
        wounds=wound_level(st),
        attacks=tuple(st.attacks),
        deciding_seat=None if p is None else p.seat,
        decision_kind=None if p is None else p.kind,
        options=p.options if p is not None and p.seat == seat else (),
        is_over=st.over, result=st.result, extra=_decision_extra(st, seat),
        resolving=tuple((c["uid"], st.cid(c["uid"]), c["owner"], c["kicker"])
                        for c in st.ctx.values() if "uid" in c and c["uid"] in st.limbo),
    )  # fmt: skip


def _decision_extra(st: GameState, seat: int) -> dict[str, Any]:
    """For the deciding seat, public context of its decision: the card it is about (resolving or
    attacking) and, in combat, the declared attacks with the blockers assigned so far."""
    p = st.pending
    if p is None or p.seat != seat:
        return {}
    extra: dict[str, Any] = {}
    if p.source is not None:
        extra["source"] = st.cid(p.source)
        extra["part"] = p.info[1] if len(p.info) > 1 and isinstance(p.info[1], str) else None
    if st.phase == "combat" and st.attacks:
        extra["attacks"] = tuple((a[0], a[1], tuple(a[2])) for a in st.attacks if not a[3])
    return extra


def determinize(st: GameState, seat: int, rng: Rng) -> GameState:
    """A full state that `seat` cannot tell apart from the real one: every card whose place the seat
    does not know is re-dealt at random among the places it could be, zone sizes kept.

    - Own deck: order unknown -> shuffled.
    - Each other player: hand, deck and discard pile pooled and re-dealt (ownership is public: claims
      and wounds taken are seen by all, but not where a card sits now).
    - Draft hands of others and secret archives: re-dealt among the unseen draft cards.
    - Wound pile: the face-up count is resampled within its coarse level; wound kinds re-dealt.
    The game RNG is replaced, so chance in the copy differs from the real game.
    """
    c = st.clone(events=False)
    c.rng = Rng(rng.next64())
    # Every pool is put in a canonical order (by card, then uid) before it is shuffled: the copy then
    # depends only on what the seat knows (which cards are in a pool), never on the hidden order inside
    # it, nor on which of two identical cards sits where (bots must not see through it).
    key = c.card_of.__getitem__
    c.deck[seat].sort(key=lambda u: (key(u), u))
    rng.shuffle(c.deck[seat])
    for s in range(st.n):
        if s == seat:
            continue
        pool = sorted(c.hand[s] + c.deck[s] + c.discard[s], key=lambda u: (key(u), u))
        rng.shuffle(pool)
        h, d = len(c.hand[s]), len(c.deck[s])
        c.hand[s], c.deck[s], c.discard[s] = pool[:h], pool[h : h + d], pool[h + d :]
    _resample_wounds(c, rng)
    _resample_draft(c, seat, rng)
    return c


def _resample_wounds(c: GameState, rng: Rng) -> None:
    c.wound_pile.sort(key=lambda u: (c.card_of[u], u))
    rng.shuffle(c.wound_pile)
    level, total = wound_level(c), len(c.wound_pile)
    half = (10 * c.n) // 2
    if level == "plenty":
        lo, hi = half + 1, 10 * c.n
    elif level == "some":
        lo, hi = 1, half
    else:
        lo = hi = 0
    hi = min(hi, total)
    lo = min(lo, hi)
    c.face_up = lo + rng.below(hi - lo + 1)


def _resample_draft(c: GameState, seat: int, rng: Rng) -> None:
    hidden_archives = [a for a in range(len(c.arch_card)) if c.arch_secret[a] and c.arch_owner[a] != seat]
    others = [s for s in range(c.n) if s != seat and c.draft_hands[s]]
    if not hidden_archives and not others:
        return
    # Cards the seat has not seen: other players' draft hands, the set-aside pile, secret archives.
    pool = [i for s in others for i in c.draft_hands[s]] + c.draft_rest + [c.arch_card[a] for a in hidden_archives]
    pool += [idx for (s, idx, _dest) in c.draft_picks if s != seat]
    pool.sort()
    rng.shuffle(pool)
    for s in others:
        k = len(c.draft_hands[s])
        c.draft_hands[s], pool = pool[:k], pool[k:]
    c.draft_picks = [
        (s, idx, dest) if s == seat else (s, pool.pop(), dest) for (s, idx, dest) in c.draft_picks
    ]
    if hidden_archives:
        c.card_of = c.card_of[:]  # new uids must not leak into the shared table of the real game
        c.arch_card = c.arch_card[:]  # nor the re-dealt archive cards into the real game's archives
    for a in hidden_archives:
        idx = pool.pop()
        c.arch_card[a] = idx
        c.arch_uids[a] = [c.new_uid(idx) for _ in c.arch_uids[a]]
    c.draft_rest = pool


def event_for(event: dict[str, Any], seat: int) -> dict[str, Any]:
    """The event as `seat` may see it: private details (a drawn card, a draft pick) are removed."""
    private = event.get("visible_to")
    if private is None or private == seat:
        return event
    return {k: v for k, v in event.items() if k not in ("card", "uid", "choice")}
