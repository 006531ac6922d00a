"""Small helpers for per-card engine tests: build a position, pick options by their fields."""

from __future__ import annotations

from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameState

CARDS = load_cards()
FILLER = "genesis_one"  # deck filler: a card with no effect on the tests that draw


def seat(
    hand: tuple[str, ...] | list[str] = (),
    in_play: tuple[Any, ...] | list[Any] = (),
    discard: tuple[str, ...] | list[str] = (),
    deck: tuple[str, ...] | list[str] | None = None,
    archives: tuple[Any, ...] | list[Any] = (),
    influence: int = 0,
) -> dict[str, Any]:
    """One seat of a scenario; the deck defaults to 8 filler cards so that draws are visible."""
    return {
        "hand": list(hand),
        "in_play": list(in_play),
        "discard": list(discard),
        "deck": [FILLER] * 8 if deck is None else list(deck),
        "archives": list(archives),
        "influence": influence,
    }


def scenario(*seats: dict[str, Any], phase: str = "chain", **kw: Any) -> GameState:
    """A position at the start of `phase` of seat `active` (default 0); extra keys go to the scenario."""
    data: dict[str, Any] = {"seats": list(seats), "phase": phase, "seed": kw.pop("seed", 7)}
    data.update(kw)
    return GameState.from_scenario(data, CARDS)


def options(st: GameState, kind: str | None = None, **fields: Any) -> list[Choice]:
    """Options whose kind is `kind` (or, if none has that kind, options of a decision of that kind)."""
    assert st.decision is not None, "no decision pending"
    opts = st.decision.options
    if kind is not None:
        by_kind = [o for o in opts if o.kind == kind]
        opts = tuple(by_kind) if by_kind else (opts if st.decision.kind == kind else ())
    return [o for o in opts if all(getattr(o, k) == v for k, v in fields.items())]


def pick(st: GameState, kind: str | None = None, **fields: Any) -> Choice:
    """The first option of the pending decision matching kind and fields (fails loudly if none)."""
    found = options(st, kind, **fields)
    assert found, f"no option {kind} {fields} in {st.decision}"
    return found[0]


def do(st: GameState, kind: str | None = None, **fields: Any) -> list[dict[str, Any]]:
    """Apply the option matching kind and fields."""
    return st.apply(pick(st, kind, **fields))


def add(st: GameState, *cards: str, stop: bool = True) -> None:
    """The deciding player adds `cards` to the chain in this order, then passes (unless stop=False)."""
    assert st.decision is not None and st.decision.kind == "chain", st.decision
    who = st.decision.seat
    for cid in cards:
        assert st.decision.kind == "chain" and st.decision.seat == who, st.decision
        do(st, "chain_add", card=cid)
    # With nothing left to add, the pass is the only option and the engine applies it itself.
    if stop and st.decision is not None and st.decision.kind == "chain" and st.decision.seat == who:
        do(st, "chain_pass")


def pass_chain(st: GameState) -> None:
    """Every remaining player passes their chain opportunity."""
    while st.decision is not None and st.decision.kind == "chain":
        do(st, "chain_pass")


def play_chain(st: GameState, *cards: str) -> None:
    """The active player adds `cards`, everybody else passes: the chain starts resolving."""
    add(st, *cards)
    pass_chain(st)


def kind(st: GameState) -> str | None:
    return st.decision.kind if st.decision is not None else None


def ids(st: GameState, uids: list[int]) -> list[str]:
    return sorted(st.cid(u) for u in uids)


def wounds(st: GameState, s: int) -> int:
    """Wounds a seat holds anywhere (deck, hand, discard)."""
    return sum(st.card(u).is_wound for zone in (st.deck[s], st.hand[s], st.discard[s]) for u in zone)


def in_play(st: GameState, s: int) -> list[str]:
    return ids(st, st.play[s])


def uid_in_play(st: GameState, s: int, cid: str) -> int:
    return next(u for u in st.play[s] if st.cid(u) == cid)


def dmg(st: GameState, s: int, cid: str) -> int:
    return st.damage.get(uid_in_play(st, s, cid), 0)


def exiled(st: GameState) -> list[str]:
    return ids(st, st.exile)


def events(st: GameState, type_: str) -> list[dict[str, Any]]:
    return [e for e in st.events if e["type"] == type_]


def card(cid: str) -> Any:
    return CARDS[cid]


def claim_cards(st: GameState) -> set[str]:
    """The archive cards the pending claim decision offers."""
    assert st.decision is not None
    return {o.card for o in st.decision.options if o.kind == "claim" and o.card is not None}


def hidden_from(st: GameState, seat: int) -> set[int]:
    """Cards `seat` may not tell apart: the other players' hands and every deck (even its own deck's order)."""
    hidden = set(st.deck[seat])
    for other in range(st.n):
        if other != seat:
            hidden.update(st.hand[other], st.deck[other])
    return hidden
