"""Setup: wound pile, archives (draft, two-player draft, quick start, variants), starting decks.

Rulebook gaps filled here are listed in docs/RULEBOOK_NOTES.md: the two-player draft passes cards
between picks; common ground drafts two commons per player (more than 8 commons with 5 players);
open archives boxes each player's third card; quick start deals the preset pairs at random and fills
the commons with random other archives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import Choice, ChoiceKind
from nightfall_qt.engine.flow.registry import Task, cont, task
from nightfall_qt.engine.flow.turn import start_turn

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

COMMONS = 8
ARCHIVE_SIZE = 7
FACE_UP_PER_PLAYER = 10
STARTER_COPIES_PER_DECK = 2
OPENING_HAND = 5

def draft_rounds(st: GameState) -> tuple[str, ...]:
    """Where each successive pick goes; what is left in a hand after the last round is in `leftover`."""
    variants = st.options.variants
    if "common_ground" in variants:
        return ("common", "common")
    if "open_archives" in variants:
        return ("private", "private")
    if st.options.setup == "draft_2p":
        return ("box", "private", "private")
    return ("private", "private", "common")


def leftover(st: GameState) -> str:
    if st.options.setup == "draft_2p" and not st.options.variants & {"common_ground", "open_archives"}:
        return "common"
    return "box"


def start_setup(st: GameState) -> None:
    cards = st.cards
    # Wound pile: shuffled, then 10 per player face up on top.
    for w in cards.wounds:
        for _ in range(w.copies):
            st.wound_pile.append(st.new_uid(w.index))
    st.rng.shuffle(st.wound_pile)
    st.face_up = min(len(st.wound_pile), FACE_UP_PER_PLAYER * st.n)
    st.emit("setup_started", players=st.n, setup=st.options.setup, variants=sorted(st.options.variants))
    if st.options.setup == "quick_start":
        _quick_start(st)
        st.push(("setup_finish",))
        return
    pool = [c.index for c in cards.draftable(st.options.edition, st.options.include_promos)]
    st.rng.shuffle(pool)
    hand_size = 4
    if "open_archives" in st.options.variants:
        for idx in pool[:COMMONS]:
            _add_archive(st, idx, -1)
        pool = pool[COMMONS:]
        hand_size = 3
    for seat in range(st.n):
        st.draft_hands[seat] = pool[:hand_size]
        pool = pool[hand_size:]
    st.draft_rest = pool
    st.phase = "setup"
    st.push(("draft_pick", 0, 0), ("setup_finish",))


@task("draft_pick")
def _draft_pick(st: GameState, t: Task) -> None:
    _name, rnd, seat = t
    rounds = draft_rounds(st)
    if rnd >= len(rounds):
        dest = leftover(st)
        for s in range(st.n):
            for idx in st.draft_hands[s]:
                st.draft_picks.append((s, idx, dest))
            st.draft_hands[s] = []
        return
    hand = st.draft_hands[seat]
    options, seen = [], set()
    for idx in hand:
        cid = st.cards.cards[idx].id
        if cid not in seen:
            seen.add(cid)
            options.append(Choice(ChoiceKind.DRAFT_PICK, card=cid, seat=seat))
    st.ask(seat, "draft_pick", options, ("draft_pick_c", rnd, seat), info=(rounds[rnd],))


@cont("draft_pick_c")
def _draft_pick_c(st: GameState, c: Task, choice: Choice) -> None:
    _name, rnd, seat = c
    idx = st.cards.by_id[str(choice.card)].index
    st.draft_hands[seat].remove(idx)
    dest = draft_rounds(st)[rnd]
    st.draft_picks.append((seat, idx, dest))
    st.emit("draft_picked", seat=seat, card=choice.card, destination=dest, visible_to=seat)
    if seat + 1 < st.n:
        st.push(("draft_pick", rnd, seat + 1))
        return
    # Everyone picked: pass the hands to the left (clockwise) and start the next round.
    st.draft_hands = [st.draft_hands[(s - 1) % st.n] for s in range(st.n)]
    st.push(("draft_pick", rnd + 1, 0))


def _add_archive(st: GameState, card_index: int, owner: int, secret: bool = False) -> int:
    a = len(st.arch_card)
    st.arch_card.append(card_index)
    st.arch_uids.append([st.new_uid(card_index) for _ in range(ARCHIVE_SIZE)])
    st.arch_owner.append(owner)
    st.arch_secret.append(secret)
    return a


def quick_start_pairs(st: GameState) -> tuple[tuple[str, str], ...]:
    """The preset (minion, order) pairs a quick start deals from, for the game's edition (editions.yaml)."""
    return tuple(st.cards.editions[st.options.edition].quick_start)


def _quick_start(st: GameState) -> None:
    pairs = list(quick_start_pairs(st))
    st.rng.shuffle(pairs)
    common_ground = "common_ground" in st.options.variants
    used: set[str] = set()
    for seat in range(st.n):
        for cid in pairs[seat]:
            st.draft_picks.append((seat, st.cards.by_id[cid].index, "common" if common_ground else "private"))
            used.add(cid)
    others = [
        c.index
        for c in st.cards.draftable(st.options.edition, st.options.include_promos)
        if c.id not in used
    ]
    st.rng.shuffle(others)
    st.draft_rest = others


@task("setup_finish")
def _setup_finish(st: GameState, t: Task) -> None:
    secret = "secret_archives" in st.options.variants
    commons = [idx for (_s, idx, dest) in st.draft_picks if dest == "common"]
    # Open archives laid the commons out before a draft; a quick start has no draft, so it fills them here too.
    if "open_archives" not in st.options.variants or st.options.setup == "quick_start":
        while len(commons) < COMMONS and st.draft_rest:
            commons.append(st.draft_rest.pop(0))
    for idx in commons:
        _add_archive(st, idx, -1)
    for seat, idx, dest in st.draft_picks:
        if dest == "private":
            _add_archive(st, idx, seat, secret)
    st.draft_rest = []
    st.draft_picks = []
    for a in range(len(st.arch_card)):
        st.emit(
            "archive_created", archive=a, owner=st.arch_owner[a],
            card=None if st.arch_secret[a] else st.cards.cards[st.arch_card[a]].id,
        )  # fmt: skip
    # Starting decks: two of each starting minion, shuffled; draw five.
    for seat in range(st.n):
        for c in st.cards.starters:
            for _ in range(STARTER_COPIES_PER_DECK):
                st.deck[seat].append(st.new_uid(c.index))
        st.rng.shuffle(st.deck[seat])
        st.draw(seat, OPENING_HAND)
    st.first_player = st.rng.below(st.n)
    st.emit("first_player", seat=st.first_player)
    start_turn(st, st.first_player)
