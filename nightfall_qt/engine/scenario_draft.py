"""Scenario part: a draft in progress (`phase: setup` with a `draft:` section, see docs/SCENARIOS.md).

The draft deals selection cards (DE L275): each player picks one card of his hand per round and passes the
rest to the left (DE L276-278); the set-aside pile fills the commons afterwards (DE L279). The two-player
draft and the variants only change where each round's pick goes (`draft_rounds`), and open archives deals
hands of 3 after laying out the 8 commons (DE L527-529). A draft position is: every seat's hand now, every
seat's picks so far, the set-aside pile and the seat whose pick is next; the round follows from the picks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.flow.registry import Task
from nightfall_qt.engine.flow.setup import COMMONS, draft_rounds
from nightfall_qt.engine.scenario_parts import PartError, whole

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

DRAFT_KEYS: tuple[str, ...] = ("round", "picking", "hands", "picks", "set_aside")


def hand_size(st: GameState) -> int:
    return 3 if "open_archives" in st.options.variants else 4


def read_draft(st: GameState, data: Any) -> tuple[Task, ...]:
    """Fill the draft tables of `st` (zones, archives, options already read); the tasks that continue it."""
    if not isinstance(data, dict):
        raise PartError(f"field 'draft': expected a mapping with some of {list(DRAFT_KEYS)}")
    bad = set(data) - set(DRAFT_KEYS)
    if bad:
        raise PartError(f"draft: unknown field(s) {sorted(bad)}; expected some of {list(DRAFT_KEYS)}")
    _nothing_dealt_yet(st)
    rounds = draft_rounds(st)
    rnd = whole(data.get("round", 0), "draft.round", 0, len(rounds) - 1)
    picking = whole(data.get("picking", 0), "draft.picking", 0, st.n - 1)
    seen: dict[int, str] = {st.arch_card[a]: f"commons[{a}]" for a in range(len(st.arch_card))}

    def index_of(ref: Any, where: str) -> int:
        card = st.cards.by_id.get(ref) if isinstance(ref, str) else None
        if card is None or not card.is_order or card.starter:
            raise PartError(f"{where}: expected the id of an archive card (a selection card), got {ref!r}")
        if card.index in seen:
            raise PartError(f"{where}: {ref} is also at {seen[card.index]}; every selection card exists once "
                            "(DE L112)")  # fmt: skip
        seen[card.index] = where
        return card.index

    hands = _per_seat(st, data.get("hands"), "draft.hands")
    picks = _per_seat(st, data.get("picks"), "draft.picks")
    size = hand_size(st)
    for s in range(st.n):
        done = rnd + (1 if s < picking else 0)  # picks this seat has made
        if len(picks[s]) != done:
            raise PartError(f"draft.picks[{s}]: seat {s} has made {done} pick(s) by round {rnd} with seat "
                            f"{picking} to pick next (one per round, DE L276-278), got {len(picks[s])}")  # fmt: skip
        if len(hands[s]) != size - done:
            raise PartError(f"draft.hands[{s}]: a hand of {size} selection cards (DE L275, open archives 3: "
                            f"DE L529) loses one per pick: expected {size - done} after {done} pick(s), "
                            f"got {len(hands[s])}")  # fmt: skip
        st.draft_hands[s] = [index_of(r, f"draft.hands[{s}][{i}]") for i, r in enumerate(hands[s])]
    indices = [[index_of(r, f"draft.picks[{s}][{i}]") for i, r in enumerate(picks[s])] for s in range(st.n)]
    # The engine keeps the picks in the order they were made: round by round, seat 0 first.
    st.draft_picks = [(s, indices[s][r], rounds[r]) for r in range(rnd + 1) for s in range(st.n)
                      if r < len(indices[s])]  # fmt: skip
    aside = data.get("set_aside") or []
    if not isinstance(aside, list):
        raise PartError(f"draft.set_aside: expected a list of card ids, got {type(aside).__name__}")
    st.draft_rest = [index_of(r, f"draft.set_aside[{i}]") for i, r in enumerate(aside)]
    return (("draft_pick", rnd, picking), ("setup_finish",))


def _per_seat(st: GameState, value: Any, where: str) -> list[list[Any]]:
    if not isinstance(value, list) or len(value) != st.n or not all(isinstance(v, list) for v in value):
        raise PartError(f"{where}: expected one list of card ids per seat ({st.n} lists), got {value!r}")
    return value


def _nothing_dealt_yet(st: GameState) -> None:
    """Decks, hands, minions and private archives come after the draft (DE L280); commons only with open
    archives, which lays out all 8 before it (DE L527-529)."""
    for s in range(st.n):
        for zone in ("hand", "deck", "discard", "play"):
            if getattr(st, zone)[s]:
                name = "in_play" if zone == "play" else zone
                raise PartError(f"seats[{s}].{name}: the starting decks are dealt after the draft (DE L280)")
    if any(owner != -1 for owner in st.arch_owner):
        raise PartError("seats[*].archives: the private archives are made when the draft is over (DE L280)")
    commons = len(st.arch_card)
    if "open_archives" in st.options.variants and commons != COMMONS:
        raise PartError(f"commons: open archives lays out {COMMONS} commons before the draft (DE L527), got {commons}")
    if "open_archives" not in st.options.variants and commons:
        raise PartError("commons: the commons are filled after the draft (DE L278-279), except with open_archives")
    if st.exile:
        raise PartError("exile: nothing is exiled before the game starts")


def write_draft(st: GameState) -> dict[str, Any] | None:
    """The draft in progress, or None outside a draft pick."""
    p = st.pending
    if st.phase != "setup" or p is None or p.cont[0] != "draft_pick_c":
        return None
    _c, rnd, seat = p.cont
    ids = st.cards.cards
    return {
        "round": rnd,
        "picking": seat,
        "hands": [[ids[i].id for i in st.draft_hands[s]] for s in range(st.n)],
        "picks": [[ids[i].id for (ps, i, _d) in st.draft_picks if ps == s] for s in range(st.n)],
        "set_aside": [ids[i].id for i in st.draft_rest],
    }
