"""Scenario positions of the setup: a draft in progress (DE L275-280, the two-player draft) and secret
archives (DE L526). Loading one shows each seat only what the table shows it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from nightfall_qt.engine import Choice, GameState
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.scenario import ScenarioError, state_to_scenario

from .helpers import CARDS, FILLER

EMPTY: dict[str, Any] = {}
ASIDE = ["big_ghost", "marcus_toth", "dark_awakening", "special_response_team", "hypnotic_presence",
         "sir_john_travail", "blaine_cordell", "indigo_six", "blood_rage", "furious_melee"]  # fmt: skip


def draft_3p(**draft: Any) -> dict[str, Any]:
    """Three players, round 1 (the second private pick), seat 1 to pick: seat 0 has picked twice."""
    section = {
        "round": 1, "picking": 1,
        "hands": [["let_me_at_em", "grim_siege"], ["franz_orlok", "ivan_radinsky", "zacharias_sands"],
                  ["lilith_lawrence", "alton_hickman", "deadly_grip"]],
        "picks": [["vulko", "flank_attack"], ["ghoul_summoning"], ["shock_and_awe"]],
        "set_aside": ASIDE,
    }  # fmt: skip
    section.update(draft)
    return {"phase": "setup", "setup": "draft", "seats": [EMPTY, EMPTY, EMPTY], "draft": section}


def load(data: dict[str, Any]) -> GameState:
    return GameState.from_scenario(data, CARDS)


def pick(st: GameState, card: str) -> None:
    st.apply(Choice("draft_pick", card=card, seat=st.decision.seat))


def test_a_draft_in_progress_asks_the_next_pick_and_finishes_the_setup() -> None:
    st = load(draft_3p())
    assert (st.phase, st.decision.seat, st.decision.kind) == ("setup", 1, "draft_pick")
    assert sorted(o.card for o in st.decision.options) == ["franz_orlok", "ivan_radinsky", "zacharias_sands"]
    pick(st, "ivan_radinsky")
    pick(st, "deadly_grip")
    # DE L276-278: the rest passes to the left; the third pick goes to the middle as a common archive.
    assert sorted(o.card for o in st.decision.options) == ["alton_hickman", "lilith_lawrence"]
    pick(st, "alton_hickman")
    pick(st, "let_me_at_em")
    pick(st, "franz_orlok")
    assert st.phase != "setup"
    private = {s: [CARDS.cards[st.arch_card[a]].id for a in range(len(st.arch_card)) if st.arch_owner[a] == s]
               for s in range(3)}  # fmt: skip
    assert private == {0: ["vulko", "flank_attack"], 1: ["ghoul_summoning", "ivan_radinsky"],
                       2: ["shock_and_awe", "deadly_grip"]}  # fmt: skip
    commons = [CARDS.cards[st.arch_card[a]].id for a in range(len(st.arch_card)) if st.arch_owner[a] == -1]
    # DE L279: the set-aside pile fills the middle up to 8 archives.
    assert commons == ["alton_hickman", "let_me_at_em", "franz_orlok", *ASIDE[:5]]
    assert all(len(st.hand[s]) == 5 for s in range(3))  # the starting decks come after the draft (DE L280)


def test_the_two_player_draft_boxes_the_first_pick_and_keeps_the_leftovers_as_commons() -> None:
    data = {"phase": "setup", "setup": "draft_2p", "seats": [EMPTY, EMPTY], "draft": {
        "round": 2, "picking": 1,
        "hands": [["grim_siege"], ["franz_orlok", "ivan_radinsky"]],
        "picks": [["vulko", "flank_attack", "let_me_at_em"], ["ghoul_summoning", "shock_and_awe"]],
        "set_aside": ASIDE}}  # fmt: skip
    st = load(data)
    assert st.pending is not None and st.pending.info == ("private",)
    assert state_to_scenario(st)["draft"] == data["draft"]
    pick(st, "franz_orlok")
    ids = [(CARDS.cards[st.arch_card[a]].id, st.arch_owner[a]) for a in range(len(st.arch_card))]
    assert ("vulko", 0) not in ids and ("ghoul_summoning", 1) not in ids  # the box picks left the game
    assert {("flank_attack", 0), ("let_me_at_em", 0), ("shock_and_awe", 1), ("franz_orlok", 1)} <= set(ids)
    assert ("grim_siege", -1) in ids and ("ivan_radinsky", -1) in ids


def test_secret_archives_load_face_down_and_a_claim_reveals_them() -> None:
    seats = [{"hand": [FILLER] * 3, "influence": 8, "archives": [{"card": "grim_siege", "secret": True}, "vulko"]},
             {"hand": [FILLER], "archives": [{"card": "deadly_grip", "secret": True}]}]  # fmt: skip
    st = load({"phase": "claim", "variants": ["secret_archives"], "seats": seats, "commons": ["big_ghost"]})
    assert st.arch_secret == [True, False, True, False]
    seen_by_1 = {a.archive: a.card for a in st.observation(1).archives}
    seen_by_0 = {a.archive: a.card for a in st.observation(0).archives}
    assert seen_by_1[0] is None and seen_by_1[2] == "deadly_grip"  # DE L526: face down to the others
    assert seen_by_0[0] == "grim_siege" and seen_by_0[2] is None
    assert state_to_scenario(st)["seats"][0]["archives"][0] == {"card": "grim_siege", "count": 7, "secret": True}
    claim = next(o for o in st.decision.options if o.archive == 0)
    st.apply(claim)
    assert st.arch_secret[0] is False and "secret" not in state_to_scenario(st)["seats"][0]["archives"][0]


def test_loading_shows_each_seat_only_what_the_table_shows() -> None:
    """A scenario is written with full information; loading it must not tell a seat what it could not see:
    the other draft hands, the picks and the set-aside pile, nor another player's secret archive."""
    st = load(draft_3p())
    hidden = {"franz_orlok", "ivan_radinsky", "zacharias_sands", "lilith_lawrence", "alton_hickman",
              "deadly_grip", "vulko", "flank_attack", "ghoul_summoning", "shock_and_awe", *ASIDE}  # fmt: skip
    obs = st.observation(0)
    assert set(obs.draft_hand) == {"let_me_at_em", "grim_siege"}
    text = json.dumps([obs.to_dict(), [event_for(e, 0) for e in st.events]])
    assert sorted(c for c in hidden if c in text) == [], "seat 0 learnt a card it has not seen"
    seats = [{"hand": [FILLER], "archives": [{"card": "grim_siege", "secret": True}]}, {"hand": [FILLER]}]
    st = load({"phase": "chain", "variants": ["secret_archives"], "seats": seats})
    text = json.dumps([st.observation(1).to_dict(), [event_for(e, 1) for e in st.events]])
    assert "grim_siege" not in text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (draft_3p(hands=[["let_me_at_em"], ["franz_orlok", "ivan_radinsky", "zacharias_sands"],
                         ["lilith_lawrence", "alton_hickman", "deadly_grip"]]),
         "draft.hands[0]: a hand of 4 selection cards (DE L275"),
        (draft_3p(picks=[["vulko"], ["ghoul_summoning"], ["shock_and_awe"]]),
         "draft.picks[0]: seat 0 has made 2 pick(s) by round 1 with seat 1 to pick next"),
        (draft_3p(set_aside=["vulko"]), "draft.set_aside[0]: vulko is also at draft.picks[0][0]"),
        (draft_3p(set_aside=["vulkoo"]), "draft.set_aside[0]: expected the id of an archive card"),
        (draft_3p(round=3), "draft.round: expected a whole number from 0 to 2"),
        ({**draft_3p(), "setup": "auction"}, "setup must be one of draft, draft_2p, quick_start"),
        ({**draft_3p(), "setup": "draft_2p"}, "setup 'draft_2p' is the two-player draft: players must be 2"),
        ({**draft_3p(), "setup": "quick_start"}, "field 'setup': a draft in progress needs setup 'draft' or"),
        ({**draft_3p(), "draft": ["vulko"]}, "field 'draft': expected a mapping"),
        (draft_3p(hands=None), "draft.hands: expected one list of card ids per seat (3 lists)"),
        ({**draft_3p(), "seats": [{"hand": ["vulko"]}, EMPTY, EMPTY]},
         "seats[0].hand: the starting decks are dealt after the draft (DE L280)"),
        ({**draft_3p(), "commons": ["big_ghost"]}, "commons: the commons are filled after the draft (DE L278-279)"),
        ({**draft_3p(), "variants": ["open_archives"]}, "commons: open archives lays out 8 commons before the draft"),
        ({**draft_3p(), "phase": "combat"}, "field 'draft': a draft in progress is the setup phase"),
        ({"phase": "setup", "seats": [EMPTY, EMPTY]}, "field 'draft': a draft in progress is the setup phase"),
        ({**draft_3p(), "chain": ["vulko"]}, "field 'chain': the game has not started during the draft"),
        ({"seats": [{"archives": [{"card": "vulko", "secret": True}]}, EMPTY]},
         "seats[0].archives[0].secret: archives are secret only in the secret-archives variant"),
        ({"variants": ["secret_archives"], "seats": [EMPTY, EMPTY], "commons": [{"card": "vulko", "secret": True}]},
         "commons[0].secret: only private archives stay face down (DE L526)"),
        ({"variants": ["secret_archives"], "seats": [{"archives": [{"card": "vulko", "secret": "yes"}]}, EMPTY]},
         "seats[0].archives[0].secret: expected true or false"),
        ({"variants": "secret_archives", "seats": [EMPTY, EMPTY]}, "field 'variants': expected a list"),
        ({"promos": "yes", "seats": [EMPTY, EMPTY]}, "field 'promos': expected true or false"),
    ],
)
def test_impossible_setup_positions_are_refused_with_the_field_and_the_rule(data: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        load(data)
    assert str(info.value).startswith(message), str(info.value)


def test_the_examples_of_the_format_document_load_as_it_says() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
    blocks = [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]
    draft = next(b for b in blocks if "draft" in b)
    st = load(draft)
    assert (st.decision.seat, st.decision.kind, len(st.decision.options)) == (1, "draft_pick", 3)
    assert state_to_scenario(st)["draft"] == draft["draft"]
    secret = load(next(b for b in blocks if "secret_archives" in b.get("variants", ())))
    assert secret.arch_secret == [True, False, True, False, False]
    assert [len(u) for u in secret.arch_uids] == [7, 6, 5, 7, 7]
