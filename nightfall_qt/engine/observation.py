"""Hidden information behind one door: what one seat may see, and full states consistent with it.

A seat sees its own hand and discard pile, every card in play and in the chain, the archives (private
ones of others face down in the secret-archives variant until first claimed), the sizes of every other
zone, every seat's wounds (total and by kind: taking and removing wounds happens in front of everyone), and
of the wound pile only a coarse level ("plenty", "some", "none") — never the exact count, though whoever adds
up the wounds held and exiled has it (`determinize`'s `remember`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.result import wound_counts
from nightfall_qt.engine.rng import Rng
from nightfall_qt.engine.why_not import NO_REASONS, WhyNot, reasons_for

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


# Named rows of an observation. They stay tuples (bots unpack them positionally); the app and the UI use the
# names, never an index.
class CardRef(NamedTuple):
    uid: int
    card: str  # card id


class InPlay(NamedTuple):
    uid: int
    card: str
    damage: int


class ArchiveView(NamedTuple):
    archive: int
    card: str | None  # None while the archive is secret to this seat
    owner: int  # -1 for a common archive
    left: int


class ChainLink(NamedTuple):
    uid: int
    card: str
    owner: int
    kicker: bool  # kicker active
    cancelled: bool


class Resolving(NamedTuple):
    uid: int
    card: str
    owner: int
    kicker: bool


class Attack(NamedTuple):
    attacker: int  # uid of the attacking minion
    defender: int  # seat, -1 before it is chosen
    blockers: tuple[int, ...]
    resolved: bool


class Request(NamedTuple):
    """The pending decision as everyone sees it: who decides what, about which card (no options)."""

    seat: int
    kind: str
    source: str | None  # card id of the card the decision is about (the card resolving, the attacker)
    card: str | None  # card id of the card whose effect asks (for the prompt), if any
    part: str | None  # the part of that card's text that asks ("chain", "kicker", ...)
    destination: str | None  # a draft pick: where the picked card goes ("private", "common", "box")


@dataclass(frozen=True)
class SeatView:
    seat: int
    hand: tuple[CardRef, ...] | None  # only for the observing seat
    hand_size: int
    deck_size: int
    discard: tuple[CardRef, ...] | None  # only the observing seat's own pile
    discard_size: int
    in_play: tuple[InPlay, ...]
    influence: int
    # Wounds this seat holds (deck, hand and discard), total and by kind in WOUND_KINDS order: public,
    # every wound taken or removed is seen by all (the leader is the seat with the fewest).
    wounds: int = 0
    wounds_by_kind: tuple[tuple[str, int], ...] = ()
    # The top card of this seat's discard pile, for every seat: the piles lie face up (DE L175/L540 "offen", FR
    # L207/L529, PL L355/L1281), but nobody may browse another player's pile (DE L177, FR L203, PL L348), so the
    # rest of it stays `discard` (own pile only). None when the pile is empty.
    discard_top: CardRef | None = None


@dataclass(frozen=True)
class Observation:
    seat: int
    players: int
    active: int
    first_player: int
    phase: str
    turn: int
    seats: tuple[SeatView, ...]
    archives: tuple[ArchiveView, ...]
    chain: tuple[ChainLink, ...]
    wounds: str  # "plenty" | "some" | "none": face-up wounds left, coarse on purpose
    attacks: tuple[Attack, ...]
    deciding_seat: int | None
    decision_kind: str | None
    options: tuple[Any, ...]  # the legal choices if this seat decides now, else ()
    is_over: bool
    result: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
    # The chain card(s) resolving right now (left the chain, not yet in play or discarded): (uid, card id, owner,
    # kicker active), oldest first. Public: everyone saw them in the chain.
    resolving: tuple[Resolving, ...] = ()
    # How many times each chain link resolves (1, or 2 when an effect doubled it), index for index with `chain`.
    chain_times: tuple[int, ...] = ()
    # What claiming from each archive costs this seat now (its discounts applied); None where the card is secret.
    claim_costs: tuple[int | None, ...] = ()
    # This seat's own draft hand (card ids) during a draft setup, else ().
    draft_hand: tuple[str, ...] = ()
    # The pending decision without its options, public to every seat (prompts, "waiting for ..."), else None.
    request: Request | None = None
    # Why this seat's hand cards cannot join the chain and archives cannot be claimed now (engine/why_not.py).
    why_not: WhyNot = NO_REASONS

    def cid(self, uid: int) -> str:
        """The card id of a card this seat can see (own hand and discard, in play, chain, resolving);
        KeyError for any other uid: where a hidden card sits is not part of the observation."""
        refs: list[CardRef | InPlay | ChainLink | Resolving] = [*self.chain, *self.resolving]
        for view in self.seats:
            refs += [*(view.hand or ()), *(view.discard or ()), *view.in_play]
            if view.discard_top is not None:
                refs.append(view.discard_top)
        for ref in refs:
            if ref.uid == uid:
                return ref.card
        raise KeyError(f"card {uid} is not visible to seat {self.seat}")
    # What else the table shows (added at the end: older readers keep working):
    # the exiled cards, face up, in the order they left: (uid, card id), the id None for a card exiled from a
    # secret archive this seat may not see (the exile event hides it too: engine/events.py);
    exile: tuple[tuple[int, str | None], ...] = ()
    # per chain link, in chain order: (uid, times it will resolve, seat that chooses its targets or -1 for its
    # owner) — Sir John Travail's / Let Me At 'Em's marks;
    chain_marks: tuple[tuple[int, int, int], ...] = ()
    # the until-end-of-turn effects in force: (seat, effect, value), effect one of TURN_EFFECTS.
    turn_effects: tuple[tuple[int, str, int], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data (for bots in other processes, logs and tests)."""
        data = asdict(self)
        data["options"] = [o.to_dict() for o in self.options]
        data["result"] = None if self.result is None else self.result.to_dict()
        return data


# Until-end-of-turn effects, as observation.turn_effects names them (GameState field -> value per seat).
TURN_EFFECTS: tuple[str, ...] = (
    "influence", "influence_loss", "doubled", "discount", "discount_floor", "enemy_claims", "no_absorb",
)  # fmt: skip


def turn_effects(st: GameState) -> tuple[tuple[int, str, int], ...]:
    """Every until-end-of-turn effect with a value (public: each came from a card everyone saw resolve)."""
    out = []
    for name in TURN_EFFECTS:
        values = getattr(st, name)
        if not any(values):
            continue  # most turns: no effect of this kind at all
        for seat in range(st.n):
            if name == "discount_floor" and not st.discount[seat]:
                continue  # a floor only matters under a discount
            if values[seat]:
                out.append((seat, name, int(values[seat])))
    return tuple(out)


def wound_level(st: GameState) -> str:
    if st.face_up <= 0:
        return "none"
    return "plenty" if st.face_up * 2 > 10 * st.n else "some"


def archive_visible(st: GameState, archive: int, seat: int) -> bool:
    return not st.arch_secret[archive] or st.arch_owner[archive] == seat


def exile_view(st: GameState, seat: int) -> tuple[tuple[int, str | None], ...]:
    """The exile as `seat` sees it. While an archive is secret its card is nowhere but in the archive and in
    the exile (the first claim reveals it), so an exiled card of a secret archive's kind came from there."""
    ids, card_of = st.cards.id_of, st.card_of
    secret = any(st.arch_secret)  # most games: nothing secret (observe runs a dozen times per search iteration)
    hidden = {st.arch_card[a] for a in range(len(st.arch_card)) if not archive_visible(st, a, seat)} if secret else ()
    if not hidden:
        cache = _cache(st)
        kept = cache.get("exile")
        if kept is not None and kept[1] is card_of and kept[0] == st.exile:
            return kept[2]  # type: ignore[no-any-return]
        view = tuple(zip(st.exile, map(ids.__getitem__, map(card_of.__getitem__, st.exile)), strict=True))
        cache["exile"] = (st.exile[:], card_of, view)
        return view
    return tuple((u, None if card_of[u] in hidden else ids[card_of[u]]) for u in st.exile)


def observe(st: GameState, seat: int, why_not: bool = True) -> Observation:
    """What `seat` may know of `st`. `why_not=False` leaves out the reasons for absent options (the table
    shows them; no bot reads them, and a bot's playouts observe a dozen times per iteration).

    Bots' playouts call this a dozen times per search iteration, so it builds its rows with C-level maps
    over the card tables (`CardDB.id_of`, `cost_of`) and its frozen dataclasses with `_frozen`."""
    ids, card_of = st.cards.id_of, st.card_of
    cid = _card_ids(ids, card_of)
    views = tuple(_seat_view(st, s, s == seat, cid) for s in range(st.n))
    shown, archives = _archives(st, seat, ids)
    p = st.pending
    chain = st.chain
    return _frozen(Observation, {
        "seat": seat, "players": st.n, "active": st.active, "first_player": st.first_player, "phase": st.phase,
        "turn": st.turn, "seats": views, "archives": archives,
        "chain": tuple(ChainLink(lk[0], ids[card_of[lk[0]]], lk[1], lk[2], lk[4]) for lk in chain) if chain else (),
        "wounds": wound_level(st),
        "attacks": tuple(Attack(a[0], a[1], tuple(a[2]), a[3]) for a in st.attacks) if st.attacks else (),
        "deciding_seat": None if p is None else p.seat,
        "decision_kind": None if p is None else p.kind,
        "options": p.options if p is not None and p.seat == seat else (),
        "is_over": st.over, "result": st.result, "extra": _decision_extra(st, seat),
        "resolving": tuple(Resolving(c["uid"], ids[card_of[c["uid"]]], c["owner"], c["kicker"])
                           for c in st.ctx.values() if "uid" in c and c["uid"] in st.limbo) if st.limbo else (),
        "chain_times": tuple(lk[3] for lk in chain) if chain else (),
        "claim_costs": _claim_costs(st, seat, shown),
        "draft_hand": tuple(map(ids.__getitem__, st.draft_hands[seat])),
        "request": _request(st),
        "why_not": reasons_for(st, seat) if why_not else NO_REASONS,
        "exile": exile_view(st, seat),
        "chain_marks": tuple((lk[0], lk[3], lk[5]) for lk in chain) if chain else (),
        "turn_effects": turn_effects(st),
    })  # fmt: skip


# The fields in which observe_all's observations may differ; every other field is one object shared by all.
OWN_FIELDS = ("seat", "seats", "archives", "options", "extra", "claim_costs", "draft_hand", "why_not", "exile")


def observe_all(st: GameState, why_not: bool = True) -> tuple[Observation, ...]:
    """`observe(st, s, why_not)` for every seat s, equal field for field, with what every seat sees built once and
    shared between the observations (the same objects): a server sends every seat its observation after every
    decision, and each observation holds every seat's table, so building them one by one grew with the square
    of the seats. Only a seat's own hand and discard pile, its decision's options and context, its claim costs,
    draft hand, why-not reasons and (with secret archives) its archives and exile differ."""
    ids, card_of = st.cards.id_of, st.card_of
    cid = _card_ids(ids, card_of)
    own = [_seat_view(st, s, True, cid) for s in range(st.n)]
    public = [_frozen(SeatView, {**view.__dict__, "hand": None, "discard": None}) for view in own]
    p = st.pending
    chain = st.chain
    common = {
        "players": st.n, "active": st.active, "first_player": st.first_player, "phase": st.phase, "turn": st.turn,
        "chain": tuple(ChainLink(lk[0], ids[card_of[lk[0]]], lk[1], lk[2], lk[4]) for lk in chain) if chain else (),
        "wounds": wound_level(st),
        "attacks": tuple(Attack(a[0], a[1], tuple(a[2]), a[3]) for a in st.attacks) if st.attacks else (),
        "deciding_seat": None if p is None else p.seat,
        "decision_kind": None if p is None else p.kind,
        "is_over": st.over, "result": st.result,
        "resolving": tuple(Resolving(c["uid"], ids[card_of[c["uid"]]], c["owner"], c["kicker"])
                           for c in st.ctx.values() if "uid" in c and c["uid"] in st.limbo) if st.limbo else (),
        "chain_times": tuple(lk[3] for lk in chain) if chain else (),
        "request": _request(st),
        "chain_marks": tuple((lk[0], lk[3], lk[5]) for lk in chain) if chain else (),
        "turn_effects": turn_effects(st),
    }  # fmt: skip
    out = []
    for seat in range(st.n):
        shown, archives = _archives(st, seat, ids)
        draft_hand = tuple(map(ids.__getitem__, st.draft_hands[seat]))
        out.append(_frozen(Observation, {
            **common, "seat": seat, "seats": (*public[:seat], own[seat], *public[seat + 1 :]), "archives": archives,
            "options": p.options if p is not None and p.seat == seat else (), "extra": _decision_extra(st, seat),
            "claim_costs": _claim_costs(st, seat, shown), "draft_hand": draft_hand,
            "why_not": reasons_for(st, seat) if why_not else NO_REASONS, "exile": exile_view(st, seat),
        }))  # fmt: skip
    return tuple(out)


def _cache(st: GameState) -> dict[str, Any]:
    """Views an observation may reuse, checked against what they were built from before each use. Kept in the
    state and shared with its clones (each entry names its inputs, so a clone that differs rebuilds it)."""
    cache: dict[str, Any] | None = st.__dict__.get("_observed")
    if cache is None:
        cache = st.__dict__["_observed"] = {}
    return cache


def _archives(
    st: GameState, seat: int, ids: tuple[str, ...]
) -> tuple[list[str | None], tuple[ArchiveView, ...]]:
    """The card each archive shows `seat` (None: secret to it) and the archive rows. Without secret archives
    they change only when a card is claimed: reused until then."""
    lengths = tuple(map(len, st.arch_uids))
    secret = any(st.arch_secret)
    if not secret:
        kept = _cache(st).get("archives")
        if kept is not None and kept[0] is st.arch_card and kept[1] is ids and kept[2] == lengths:
            return kept[3], kept[4]
    shown: list[str | None] = list(map(ids.__getitem__, st.arch_card))
    if secret:
        shown = [card if archive_visible(st, a, seat) else None for a, card in enumerate(shown)]
    rows = tuple(map(_new_archive, zip(range(len(shown)), shown, st.arch_owner, lengths, strict=True)))
    if not secret:
        _cache(st)["archives"] = (st.arch_card, ids, lengths, shown, rows)
    return shown, rows


def _card_ids(ids: tuple[str, ...], card_of: list[int]) -> Callable[[Iterable[int]], Iterator[str]]:
    """uids -> their card ids, lazily and in C."""
    return lambda uids: map(ids.__getitem__, map(card_of.__getitem__, uids))


def _seat_view(st: GameState, s: int, own: bool, cid: Callable[[Iterable[int]], Iterator[str]]) -> SeatView:
    hand, discard, play = st.hand[s], st.discard[s], st.play[s]
    counts = wound_counts(st, s)
    damage = st.damage.get
    active = s == st.active
    return _frozen(SeatView, {
        "seat": s,
        "hand": tuple(map(_new_card_ref, zip(hand, cid(hand), strict=True))) if own else None,
        "hand_size": len(hand),
        "deck_size": len(st.deck[s]),
        "discard": tuple(map(_new_card_ref, zip(discard, cid(discard), strict=True))) if own else None,
        "discard_size": len(discard),
        "in_play": tuple(map(_new_in_play, zip(play, cid(play), [damage(u, 0) for u in play], strict=True)))
        if play else (),
        "influence": st.influence_total(s) - st.spent if active else st.influence_total(s),
        "wounds": sum(counts.values()), "wounds_by_kind": tuple(counts.items()),
        # Discard piles lie face up: every seat sees each pile's top card, and no more of another's pile.
        "discard_top": CardRef(discard[-1], st.cards.id_of[st.card_of[discard[-1]]]) if discard else None,
    })  # fmt: skip


def _claim_costs(st: GameState, seat: int, shown: list[str | None]) -> tuple[int | None, ...]:
    """What claiming from each archive costs `seat` now (GameState.claim_cost); None where the card is secret."""
    costs = list(map(st.cards.cost_of.__getitem__, st.arch_card))
    off, floor = st.discount[seat], st.discount_floor[seat]
    if off:
        costs = [max(min(cost, floor), cost - off) for cost in costs]
    if None not in shown:
        return tuple(costs)
    return tuple(cost if card is not None else None for cost, card in zip(costs, shown, strict=True))


# NamedTuple rows built without their Python-level __new__ (map over zipped fields stays in C).
_new_card_ref = partial(tuple.__new__, CardRef)
_new_in_play = partial(tuple.__new__, InPlay)
_new_archive = partial(tuple.__new__, ArchiveView)

_T = TypeVar("_T")
_FIELD_COUNT: dict[type, int] = {}


def _frozen(cls: type[_T], values: dict[str, Any]) -> _T:
    """A frozen dataclass instance from every one of its fields: the generated __init__ sets each field through
    object.__setattr__, which cost more than the rest of an observation (30 fields, 4 seat views)."""
    count = _FIELD_COUNT.get(cls)
    if count is None:
        count = _FIELD_COUNT[cls] = len(fields(cls))  # type: ignore[arg-type]
    if len(values) != count:
        raise TypeError(f"{cls.__name__} needs all {count} fields, got {len(values)}")
    obj = object.__new__(cls)
    obj.__dict__.update(values)
    return obj


def _request(st: GameState) -> Request | None:
    """The pending decision as everyone may know it: the decider, its kind and the (public) card it is about."""
    p = st.pending
    if p is None:
        return None
    head = p.info[0] if p.info else None
    draft = p.kind == DecisionKind.DRAFT_PICK
    return Request(
        seat=p.seat, kind=p.kind,
        source=st.cid(p.source) if p.source is not None else None,
        card=head if isinstance(head, str) and not draft and head in st.cards else None,
        part=p.info[1] if len(p.info) > 1 and isinstance(p.info[1], str) else None,
        destination=head if draft and isinstance(head, str) else None,
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
        extra["attacks"] = tuple((a[0], a[1], tuple(a[2])) for a in st.attacks if not a[3])  # bots unpack 3
    return extra


def determinize(st: GameState, seat: int, rng: Rng, remember: bool = False) -> GameState:
    """A full state that `seat` cannot tell apart from the real one: every card whose place the seat
    does not know is re-dealt at random among the places it could be, zone sizes kept.

    - Own deck: order unknown -> shuffled.
    - Each other player: hand, deck and discard pile (under its face-up top card, which stays) pooled and
      re-dealt (ownership is public: claims and wounds taken are seen by all, but not where a card sits now).
      `remember=True`: their discard
      piles stay as they are and only hand and deck are pooled — what a player who remembers the table
      knows, since every card reaches or leaves a discard pile face up in a public event (a card played,
      discarded, claimed, a wound taken, a minion leaving play, a reshuffle: DE rulebook l. 175 "offen";
      tests/engine/test_memory.py checks every move). Browsing a pile stays forbidden (l. 177), so the
      table shows only the size and the top card of another player's pile; memory is for bots that choose it.
    - Draft hands of others: re-dealt among the unseen draft cards. Secret archives of others: new cards
      from every draftable card no visible archive shows (the set-aside pile is gone after the draft).
    - Wound pile: the face-up count is resampled within its coarse level; wound kinds re-dealt. With
      `remember=True` the count is kept: nobody may count the pile (DE l. 274), but wounds never go back to
      it, so the count is the setup's 10 per player minus the wounds every player holds and those exiled —
      numbers the table shows (tests/engine/test_memory.py).
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
        # The top of a discard pile lies face up for everyone: it stays; the cards under it are pooled.
        top = c.discard[s][-1:]
        unseen = c.hand[s] + c.deck[s] if remember else c.hand[s] + c.deck[s] + c.discard[s][:-1]
        pool = sorted(unseen, key=lambda u: (key(u), u))
        rng.shuffle(pool)
        h, d = len(c.hand[s]), len(c.deck[s])
        c.hand[s], c.deck[s] = pool[:h], pool[h : h + d]
        if not remember:
            c.discard[s] = pool[h + d :] + top
    _resample_wounds(c, rng, keep_count=remember)
    _resample_draft(c, seat, rng)
    return c


def _resample_wounds(c: GameState, rng: Rng, keep_count: bool = False) -> None:
    c.wound_pile.sort(key=lambda u: (c.card_of[u], u))
    rng.shuffle(c.wound_pile)
    if keep_count:
        return
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
    if not others:
        if hidden_archives:
            _resample_secret_archives(c, hidden_archives, rng)
        return
    # During a draft: cards the seat has not seen are other players' draft hands, their picks and the
    # set-aside pile (secret archives are only made when the draft is over).
    pool = [i for s in others for i in c.draft_hands[s]] + c.draft_rest
    pool += [idx for (s, idx, _dest) in c.draft_picks if s != seat]
    pool.sort()
    rng.shuffle(pool)
    for s in others:
        k = len(c.draft_hands[s])
        c.draft_hands[s], pool = pool[:k], pool[k:]
    c.draft_picks = [
        (s, idx, dest) if s == seat else (s, pool.pop(), dest) for (s, idx, dest) in c.draft_picks
    ]
    c.draft_rest = pool


def _secret_candidates(c: GameState, hidden: list[int], rng: Rng) -> list[int] | None:
    """New cards (CardDef indices) for the hidden archives, drawn from every card they could hold: any
    draftable card of the game's edition that no visible archive shows (a quick start: the preset pairs
    that no visible archive belongs to). None if the position allows no such deal (an odd scenario)."""
    from nightfall_qt.engine.flow.setup import quick_start_pairs

    hidden_set = set(hidden)
    known = {c.arch_card[a] for a in range(len(c.arch_card)) if a not in hidden_set}
    db = c.cards
    if c.options.setup != "quick_start":
        draftable = db.draftable(c.options.edition, c.options.include_promos)
        pool = sorted(d.index for d in draftable if d.index not in known)
        if len(pool) < len(hidden):
            return None
        rng.shuffle(pool)
        return pool[: len(hidden)]
    pairs = [tuple(db.by_id[cid].index for cid in pair) for pair in quick_start_pairs(c)]
    free = [pair for pair in pairs if not set(pair) & known]
    rng.shuffle(free)
    new: list[int] = []
    for owner in sorted({c.arch_owner[a] for a in hidden}):
        mine = [a for a in hidden if c.arch_owner[a] == owner]
        if len(mine) == 2 and free:  # a pair: (minion, order)
            new.extend(free.pop())
        else:  # one card of the pair is face up: the other one follows from the pair table
            new.extend(c.arch_card[a] for a in mine)
    return new


def _resample_secret_archives(c: GameState, hidden: list[int], rng: Rng) -> None:
    """Deal new cards to the secret archives the seat cannot see. Same uids, new cards: the copy's uid
    space stays that of the real game, so it depends only on what the seat knows."""
    new = _secret_candidates(c, hidden, rng)
    if new is None:
        return
    c.card_of = c.card_of[:]  # the new cards must not leak into the shared table of the real game
    c.arch_card = c.arch_card[:]  # nor into the real game's archives
    renamed = {}
    for a, idx in zip(hidden, new, strict=True):
        renamed[c.arch_card[a]] = idx
        c.arch_card[a] = idx
        for u in c.arch_uids[a]:
            c.card_of[u] = idx
    for u in c.exile:  # cards exiled from a secret archive are as unknown as the archive
        if c.card_of[u] in renamed:
            c.card_of[u] = renamed[c.card_of[u]]


# Kept here for callers of the old place; visibility lives in engine/events.py.
from nightfall_qt.engine.events import event_for  # noqa: E402,F401
