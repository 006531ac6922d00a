"""Hidden information in the engine's events and options (issue 16): an exile from a secret archive names the
card only to those who may see the archive, and an Indigo Six claim on a secret archive tells nothing of its
cost before the claim reveals it (ruling in docs/RULEBOOK_NOTES.md: DE L526, FR L481, PL L1229)."""

from __future__ import annotations

import pytest

from nightfall_qt.engine import CardDB, GameState
from nightfall_qt.engine.events import event_for, event_for_readers, may_see

from .helpers import CARDS, FILLER, do, options, scenario, seat


def _secret(st: GameState) -> GameState:
    """Make every private archive secret (scenarios never have secret archives)."""
    for a, owner in enumerate(st.arch_owner):
        st.arch_secret[a] = owner >= 0
    return st


def _melee_position() -> GameState:
    """Seat 0's Furious Melee after Alton Hickman (white): its kicker exiles 2 cards from target archive
    (DE L690: any archive, also another player's private one)."""
    st = scenario(
        seat(archives=["big_ghost"]), seat(archives=["blaine_cordell"], in_play=["vulko"]), seat(),
        commons=["blood_rage"],
        chain=[{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0}], resolve=True,
    )  # fmt: skip
    return _secret(st)


def _archive(st: GameState, card: str) -> int:
    return st.arch_card.index(CARDS[card].index)


def _exile_events(st: GameState, archive: int) -> list[dict]:
    st.apply(options(st, "target_player", seat=1)[0])
    assert st.decision is not None and st.decision.kind == "target_archive"
    events = st.apply(options(st, "target_archive", archive=archive)[0])
    return events


def test_an_exile_from_anothers_secret_archive_names_the_card_only_to_its_owner() -> None:
    st = _melee_position()
    events = _exile_events(st, _archive(st, "blaine_cordell"))  # Ben's secret archive
    exiled = [e for e in events if e["type"] == "card_exiled"]
    assert len(exiled) == 2
    for e in exiled:
        assert "card" not in event_for(e, 0) and "uid" not in event_for(e, 0)  # the exiler does not learn it
        assert "card" not in event_for(e, 2)
        assert event_for(e, 1)["card"] == "blaine_cordell"  # the owner knows his archive
        assert not may_see(e, 0) and may_see(e, 1)
    assert st.arch_secret[_archive(st, "blaine_cordell")]  # the archive stays secret
    assert not [e for e in events if e["type"] == "archive_revealed"]


def test_the_exile_in_the_observation_hides_a_secret_archives_card_as_the_event_does() -> None:
    """Found by the determinize property test: observation.exile named every exiled card, so seat 0 learned
    the card of Ben's secret archive from the table (a determinized world then showed another one)."""
    st = _melee_position()
    _exile_events(st, _archive(st, "blaine_cordell"))
    uids = set(st.arch_uids[_archive(st, "blaine_cordell")])
    exiled = [u for u in st.exile if st.cid(u) == "blaine_cordell"]
    assert len(exiled) == 2 and not uids & set(exiled)
    for viewer, shown in ((0, None), (2, None), (1, "blaine_cordell")):
        cards = dict(st.observation(viewer).exile)
        assert [cards[u] for u in exiled] == [shown, shown], viewer
    archive = _archive(st, "blaine_cordell")
    st.arch_secret[archive] = False  # revealed (a claim): the exiled copies are no secret any more
    assert [dict(st.observation(0).exile)[u] for u in exiled] == ["blaine_cordell"] * 2


def test_choosing_ones_own_secret_archive_names_it_to_nobody_else() -> None:
    st = _melee_position()
    events = _exile_events(st, _archive(st, "big_ghost"))  # Ann exiles from her own secret archive
    decided = [e for e in events if e["type"] == "decided" and e["decision"] == "target_archive"]
    assert decided and decided[0]["choice"]["card"] == "big_ghost"
    for other in (1, 2):
        assert "choice" not in event_for(decided[0], other)
        for e in events:
            assert "big_ghost" not in repr(event_for(e, other)), e
    assert "big_ghost" in repr(event_for_readers(decided[0], (0,)))


def test_an_exile_from_a_visible_archive_is_public() -> None:
    st = _melee_position()
    events = _exile_events(st, _archive(st, "blood_rage"))  # a common archive
    exiled = [e for e in events if e["type"] == "card_exiled"]
    assert exiled and all(event_for(e, 1)["card"] == "blood_rage" for e in exiled)


# ---------------------------------------------------------------------- Indigo Six and a secret archive
def _cost_card(db: CardDB, cheap: bool) -> str:
    for c in db.draftable("de", False):
        if (c.cost <= 2) if cheap else (c.cost >= 4):
            return c.id
    raise AssertionError("no such card")


def _indigo_claim(secret_card: str) -> GameState:
    """Seat 0 resolved Indigo Six (may claim 1 card from an enemy private archive, DE L642) and claims now
    with 2 influence; seat 1's private archive is secret."""
    st = scenario(
        seat(hand=["genesis_one"]), seat(archives=[secret_card]), seat(),
        commons=["blood_rage"], chain=[{"card": "indigo_six", "seat": 0}], chain_turn=0,
    )  # fmt: skip
    _secret(st)
    st.apply(options(st, "chain_pass")[0])  # the others have no cards: the chain resolves, the claim phase begins
    assert st.decision is not None and st.decision.kind == "claim" and st.decision.seat == 0
    return st


def _claim_view(st: GameState) -> list[tuple[object, ...]]:
    return [(o.kind, o.card, o.archive) for o in st.decision.options] if st.decision else []


def test_claim_options_for_a_secret_archive_do_not_depend_on_its_cost() -> None:
    cheap, dear = _indigo_claim(_cost_card(CARDS, True)), _indigo_claim(_cost_card(CARDS, False))
    secret_archive = cheap.arch_owner.index(1)
    assert _claim_view(cheap) == _claim_view(dear)
    assert ("claim", None, secret_archive) in _claim_view(dear)
    assert cheap.observation(0).why_not == dear.observation(0).why_not


def test_claiming_a_secret_archive_too_dear_reveals_it_and_claims_nothing() -> None:
    st = _indigo_claim(_cost_card(CARDS, False))
    a = st.arch_owner.index(1)
    left, cards = st.influence_left(), len(st.arch_uids[a])
    events = st.apply(options(st, "claim", archive=a)[0])
    kinds = [e["type"] for e in events]
    assert "archive_revealed" in kinds and "claim_refused" in kinds and "card_claimed" not in kinds
    assert not st.arch_secret[a] and len(st.arch_uids[a]) == cards and st.influence_left() == left
    assert not options(st, "claim", archive=a)  # now known: too dear, no longer offered
    assert st.observation(0).why_not.archives[a].code == "too_expensive"


def test_claiming_a_secret_archive_one_can_pay_claims_it() -> None:
    st = _indigo_claim(_cost_card(CARDS, True))
    a = st.arch_owner.index(1)
    events = st.apply(options(st, "claim", archive=a)[0])
    assert [e["type"] for e in events if e["type"] in ("archive_revealed", "card_claimed")] == [
        "archive_revealed", "card_claimed"
    ]


def test_a_blocker_that_returned_to_hand_is_not_named_by_the_attacks() -> None:
    """Found by the online hidden-information test (a draft game): Marcus Toth destroyed while blocking returns to
    his owner's hand (cards.yaml: returns_to_hand_when_destroyed), but the resolved attack still listed him as its
    blocker, so while the combat went on every seat's observation named a card in another player's hand."""
    st = scenario(seat(in_play=["big_ghost", "enraged_ghoul"], hand=[FILLER]), seat(in_play=["marcus_toth"]),
                  seat(in_play=["vulko", "vulko"]), phase="combat")  # fmt: skip
    do(st, "attack", card="big_ghost", seat=1)
    do(st, "attack", card="enraged_ghoul", seat=2)
    do(st, "attack_order", card="big_ghost")
    marcus = st.play[1][0]
    do(st, "block", card="marcus_toth")
    do(st, "block_done")  # seat 2 does not block: its two Vulkos absorb the ghoul's damage, in an order it chooses
    assert marcus in st.hand[1], "Big Ghost destroys Marcus, who returns to hand"
    assert st.decision is not None and st.decision.kind == "absorb_order", "the combat goes on"
    for viewer in range(3):
        attacks = st.observation(viewer).attacks
        assert len(attacks) == 2 and not any(marcus in a.blockers or marcus == a.attacker for a in attacks), viewer


def _cleanup_as_seen_by(hand: list[str], edition: str, viewer: int) -> list[dict]:
    """Seat 0's cleanup from `hand`, declining the wound effect if asked, as `viewer` sees its events."""
    st = scenario(seat(hand=hand), seat(), seat(), phase="cleanup", edition=edition)
    while st.decision is not None and st.decision.seat == 0 and st.phase == "cleanup":
        do(st, "draw_up" if any(o.kind == "draw_up" for o in st.decision.options) else "end_turn")
    ended = next(i for i, e in enumerate(st.events) if e["type"] == "turn_ended")
    return [event_for(e, viewer) for e in st.events[: ended + 1]]


@pytest.mark.parametrize("edition", ["de", "fr", "pl"])
def test_declining_the_wound_effect_looks_like_holding_no_wound(edition: str) -> None:
    """Rules digest, Cleanup (DE L489, FR L453-455, PL L1171): a player *may* use a wound effect from a wound in
    hand. Until it does, the wound is a hidden hand card; a player who declines must end its turn exactly as one
    who holds none, to every other seat (the end of the turn is a decision for both: forced for the second)."""
    with_wound = _cleanup_as_seen_by(["wound_bite", FILLER], edition, viewer=1)
    without = _cleanup_as_seen_by([FILLER, FILLER], edition, viewer=1)
    assert with_wound == without
    assert any(e["type"] == "decided" and e["choice"]["kind"] == "end_turn" for e in without)
    # Not vacuous: the holder was really asked (the other's end of turn was forced).
    st = scenario(seat(hand=["wound_bite", FILLER]), seat(), seat(), phase="cleanup", edition=edition)
    if edition != "de":
        assert {o.kind for o in st.decision.options} == {"wound_effect", "end_turn"}
