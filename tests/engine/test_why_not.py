"""Why an option is absent, as reason codes with parameters (engine/why_not.py, issue 16)."""

from __future__ import annotations

from nightfall_qt.engine.why_not import Reason, ReasonCode

from .helpers import FILLER, card, do, pass_chain, scenario, seat


def test_a_card_that_does_not_link_needs_a_link_colour_of_the_last_card() -> None:
    """DE L382: only a card of one of the last card's link colours may follow (Alton Hickman: red or green)."""
    # Furious Melee (red) may follow: the decision stays with seat 0 after Alton Hickman.
    st = scenario(seat(hand=["alton_hickman", "franz_orlok", "wound_bite", "furious_melee"]), seat(), seat())
    do(st, "chain_add", card="alton_hickman")
    hand = {st.cid(u): u for u in st.hand[0]}
    reasons = st.observation(0).why_not.hand
    assert reasons[hand["franz_orlok"]] == Reason(
        ReasonCode.NEEDS_LINK, {"after": "alton_hickman", "colours": list(card("alton_hickman").links)}
    )
    assert reasons[hand["wound_bite"]].code == ReasonCode.WOUND
    assert all(r.code == ReasonCode.NOT_YOUR_CLAIM_PHASE for r in st.observation(0).why_not.archives.values())
    assert {r.code for r in st.observation(1).why_not.hand.values()} <= {ReasonCode.NOT_YOUR_OPPORTUNITY}


def test_an_exile_from_hand_says_a_wound_is_not_an_order() -> None:
    st = scenario(seat(hand=["dark_awakening", "franz_orlok", FILLER]),
                  seat(hand=["vulko", "charlotte_reyes", "wound_bite"]), seat())  # fmt: skip
    do(st, "chain_add", card="dark_awakening")
    do(st, "chain_add", card="franz_orlok", kicker=True)
    pass_chain(st)
    do(st, "target_player", seat=1)
    assert st.decision is not None and st.decision.kind == "exile_from_hand"
    wound = next(u for u in st.hand[1] if st.cid(u) == "wound_bite")
    assert st.observation(1).why_not.decision == {wound: Reason(ReasonCode.NOT_AN_ORDER, {"wound": True})}
    assert st.observation(0).why_not.decision == {}  # only the deciding seat's own decision


def test_a_visible_archive_too_dear_tells_its_cost() -> None:
    st = scenario(seat(hand=[FILLER]), seat(), seat(), commons=["blood_rage"], phase="claim")
    assert st.decision is not None and st.decision.kind == "claim"
    a = st.arch_card.index(card("blood_rage").index)
    reason = st.observation(0).why_not.archives.get(a)
    cost = card("blood_rage").cost
    assert cost > 2  # more than the base influence (DE L463)
    assert reason == Reason(ReasonCode.TOO_EXPENSIVE, {"cost": cost, "left": 2})
