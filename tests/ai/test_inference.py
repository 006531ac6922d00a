"""Inference from play (ai/inference.py): a player who adds nothing to a chain shows what it does not hold;
the search's worlds follow it (`SearchConfig.infer`), on the bot's own thread and in the worker processes."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from nightfall_qt.ai import IsmctsBot, SearchConfig, inference, parallel
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState, Rng, new_game
from nightfall_qt.engine.links import link_after

CONFIG = SearchConfig(iterations=8, workers=1, infer=True)


def _eager(st: GameState, rng: random.Random) -> Choice:
    """A player who always adds a card to a chain when one links (else plays at random): its passes are proof."""
    options = st.decision.options
    adds = [c for c in options if c.kind == "chain_add"]
    return rng.choice(adds or options)


def _linking(st: GameState, seat: int, after: str) -> list[str]:
    prev = st.cards.by_id[after]
    return [st.cid(u) for u in st.hand[seat] if not st.card(u).is_wound and link_after(prev, st.card(u)).allowed]


def _positions(seed: int, players: int = 2) -> Any:
    """Every position of a game between eager players, with its events recorded."""
    st, rng = new_game(GameOptions(players=players, seed=seed), load_cards()), random.Random(seed)
    while not st.is_over and st.turn < 40:
        yield st
        st.apply(_eager(st, rng))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_pass_still_speaks_about_the_hand_its_player_holds(seed: int) -> None:
    """Against players who always add when they can, every card the evidence names is one after which the
    player's hand holds no linking card now — through draws, returns to hand and reshuffles (which reset it) —
    and every pass before its last cleanup one after which none of the cards it kept since links."""
    found = 0
    for st in _positions(seed, players=2 + seed % 2):
        for viewer in range(st.n):
            ev = inference.evidence(st.events, viewer)
            assert viewer not in ev
            for seat, hand_ev in ev.items():
                found += len(hand_ev.passes)
                for card, doubt in hand_ev.passes:
                    assert _linking(st, seat, card) == [], (st.turn, seat, card)
                    assert doubt in (inference.DOUBT_OWN_CHAIN, inference.DOUBT_OTHERS_CHAIN)
                drawn = _drawn_since_cleanup(st, seat) or []
                kept = [u for u in st.hand[seat] if u not in drawn]  # held since before its last cleanup
                for card, _ in hand_ev.kept_passes:
                    prev = st.cards.by_id[card]
                    found += 1
                    assert not any(link_after(prev, st.card(u)).allowed for u in kept if not st.card(u).is_wound)
    assert found > 50  # the games had passes to learn from


def test_evidence_is_built_from_what_the_viewer_saw() -> None:
    """Only public events speak: the drawn cards' names, which the viewer may not see, change nothing."""
    st = next(s for s in _positions(4) if sum(len(e.passes) for e in inference.evidence(s.events, 0).values()) >= 2)
    blind = [{k: v for k, v in e.items() if not (e.get("type") == "card_drawn" and k in ("card", "uid"))}
             for e in st.events]  # fmt: skip
    assert inference.evidence(st.events, 0) == inference.evidence(blind, 0)


def test_worlds_follow_the_evidence_and_keep_every_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no doubt, a world's other hands hold no card a pass spoke against (where the pool has others), and
    every zone keeps its size and the pool its cards; with the passes' real doubt some such cards stay."""
    monkeypatch.setattr(inference, "DOUBT_OTHERS_CHAIN", 0.0)
    monkeypatch.setattr(inference, "DOUBT_OWN_CHAIN", 0.0)
    st = next(s for s in _positions(5) if inference.evidence(s.events, 0).get(1, inference.HandEvidence()).passes)
    ev = inference.evidence(st.events, 0)
    contradicted = 0
    for remember in (False, True):
        for dseed in range(20):
            plain = st.determinize(0, Rng(dseed), remember)
            world = st.determinize(0, Rng(dseed), remember)
            inference.apply_evidence(world, 0, ev, Rng(dseed + 100), remember)
            contradicted += sum(1 for card, _ in ev[1].passes if _linking(plain, 1, card))
            pool = [*world.hand[1], *world.deck[1], *world.discard[1]]
            assert sorted(pool) == sorted([*st.hand[1], *st.deck[1], *st.discard[1]])
            assert [len(world.hand[1]), len(world.deck[1]), len(world.discard[1])] == [
                len(st.hand[1]), len(st.deck[1]), len(st.discard[1])]  # fmt: skip
            if remember:
                assert world.discard[1] == st.discard[1]
            for card, _ in ev[1].passes:
                assert _linking(world, 1, card) == []
            assert world.hand[0] == st.hand[0]
    assert contradicted > 0  # the plain worlds did hand the player cards its passes speak against


def _drawn_since_cleanup(st: GameState, seat: int) -> list[int] | None:
    """The uids `seat` drew since its last cleanup began (the full log; a card reshuffled and drawn again twice),
    None before its first cleanup."""
    starts = [i for i, e in enumerate(st.events) if e["type"] == "phase_started" and e.get("phase") == "cleanup"
              and e.get("seat") == seat]  # fmt: skip
    if not starts:
        return None
    return [e["uid"] for e in st.events[starts[-1]:] if e["type"] == "card_drawn" and e["seat"] == seat]


def test_what_a_player_kept_is_counted_from_the_moves_everyone_saw() -> None:
    """How many cards came into and left a player's hand since its last cleanup began, counted from what everyone
    saw: where none left since, exactly the cards not drawn since are the ones it kept; where some did, the
    expectation lies between the fewest and the most it can have kept."""
    exact = between = 0
    for st in _positions(7):
        for viewer in range(st.n):
            for seat, hand_ev in inference.evidence(st.events, viewer).items():
                drawn = _drawn_since_cleanup(st, seat)
                assert (hand_ev.added is None) == (drawn is None)
                if drawn is None or hand_ev.added is None:
                    continue
                hand = len(st.hand[seat])
                really_kept = sum(1 for u in st.hand[seat] if u not in drawn)
                if hand_ev.removed == 0:
                    assert hand_ev.added == len(drawn) and hand_ev.kept(hand) == really_kept
                    exact += 1
                else:
                    most = min(hand, hand + hand_ev.removed - hand_ev.added)
                    assert max(0, hand - hand_ev.added) <= hand_ev.kept(hand) <= most
                    between += 1
    assert exact > 50 and between > 50, (exact, between)


def test_worlds_deal_kept_cards_by_the_odds_of_keeping_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """A card players nearly always keep fills the kept part of a world's hand wherever the pool holds it; the
    cards drawn since stay a uniform guess."""
    none = inference.HandEvidence()
    st = next(s for s in _positions(8) if s.decision.seat == 0 and s.turn > 4
              and inference.evidence(s.events, 0).get(1, none).kept(len(s.hand[1])) >= 1)  # fmt: skip
    ev = {1: dataclasses.replace(inference.evidence(st.events, 0)[1], passes=())}
    kept = int(ev[1].kept(len(st.hand[1])))
    pool = [st.cid(u) for u in st.hand[1] + st.deck[1]]
    favourite = min(set(pool), key=pool.count)  # a rare card: chance alone would seldom deal it
    rates = {cid: 0.01 for cid in pool} | {favourite: 0.99, "": 0.01}
    monkeypatch.setattr(inference, "keep_rates", lambda: rates)
    dealt = 0
    for dseed in range(20):
        world = st.determinize(0, Rng(dseed), remember=True)
        inference.apply_evidence(world, 0, ev, Rng(dseed + 7), remember=True)
        hand = [world.cid(u) for u in world.hand[1]]
        assert sorted(world.hand[1] + world.deck[1]) == sorted(st.hand[1] + st.deck[1])
        assert len(world.hand[1]) == len(st.hand[1]) and world.discard[1] == st.discard[1]
        dealt += hand[:kept].count(favourite) == min(kept, pool.count(favourite))
    assert dealt >= 18


def test_a_search_infers_on_its_thread_and_in_a_worker(worlds_seen: list[Any]) -> None:
    st = next(s for s in _positions(6) if s.decision.seat == 0 and len(s.decision.options) >= 2
              and inference.evidence(s.events, 0).get(1, inference.HandEvidence()).passes)  # fmt: skip
    seen = worlds_seen
    seat = 0  # the app's worlds: a closure over the position and the seat (parallel.as_determinizer)
    IsmctsBot(CONFIG).choose(st.observation(0), random.Random(1), worlds=lambda r: st.determinize(seat, r))
    assert seen[0].evidence == inference.evidence(st.events, 0)
    IsmctsBot(dataclasses.replace(CONFIG, infer=False)).choose(
        st.observation(0), random.Random(1), worlds=lambda r: st.determinize(seat, r))
    assert not isinstance(seen[1], parallel.Determinizer)  # off: the worlds as given
    # What one worker process runs, called here: the evidence travels next to the position.
    ev = inference.evidence(st.events, 0)
    parallel._search(CONFIG, st.observation(0), st.to_json(), 0, 5, 0, None, None, ev)
    assert seen[2].evidence == ev


def test_inferring_needs_a_position_that_records_its_events() -> None:
    st = next(s for s in _positions(6) if len(s.decision.options) >= 2)
    seat = st.decision.seat
    quiet = st.clone(events=False)
    with pytest.raises(TypeError, match="events"):
        IsmctsBot(CONFIG).choose(quiet.observation(seat), random.Random(1), worlds=lambda r: quiet.determinize(seat, r))


def _wounds(st: GameState, uids: list[int]) -> int:
    return sum(1 for u in uids if st.card(u).is_wound)


def _wound_user(st: GameState, rng: random.Random) -> Choice:
    """An eager player who uses the wound effect whenever it may (as players nearly always do)."""
    effect = [c for c in st.decision.options if c.kind == "wound_effect"]
    return effect[0] if effect else _eager(st, rng)


@pytest.mark.parametrize("seed", [11, 28])  # 28: a wound comes into hand between its turns
def test_the_cards_taken_for_no_wounds_are_none_and_worlds_deal_them_no_wound(seed: int) -> None:
    """A player who ended its turn without using the wound effect is taken to hold no wound (a model: declining
    looks like holding none, tests/engine/test_hidden_information.py), one who used it only those drawn after it.
    Against players who use the effect whenever they may, the cards the evidence calls wound-free never are, a world
    deals no wound to them, and the cards it calls at risk were wounds often enough for the bound to matter."""
    free_with_wounds = 0
    st, rng = new_game(GameOptions(players=2, seed=seed), load_cards()), random.Random(seed)
    while not st.is_over and st.turn < 40:
        viewer = st.decision.seat
        for seat, hand_ev in inference.evidence(st.events, viewer).items() if st.turn >= 3 else ():
            hand = len(st.hand[seat])
            free = hand_ev.wound_free(hand)
            assert _wounds(st, st.hand[seat]) <= hand - free, (st.turn, seat, hand_ev)
            if free and _wounds(st, st.hand[seat]):
                free_with_wounds += 1  # the at-risk cards were wounds indeed: the rule bounds, it does not guess
                for dseed in range(2):
                    world = st.determinize(viewer, Rng(dseed), remember=True)
                    inference.apply_evidence(world, viewer, {seat: hand_ev}, Rng(dseed + 5), remember=True)
                    assert _wounds(world, world.hand[seat]) <= hand - free
                    assert sorted(world.hand[seat] + world.deck[seat]) == sorted(st.hand[seat] + st.deck[seat])
        st.apply(_wound_user(st, rng))
    assert free_with_wounds > 3, free_with_wounds
