"""Card data checked for the game (issue 18): a user cards.yaml either is refused with a precise message
(file, line or field, what was expected), or plays complete games in every setup, edition and variant.

The named cases are those an independent probe found stopping the app or the game; the seeded mutants
(bounded, ~10 s) stand for the rest."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from nightfall_qt.app.storage.card_source import load_checked, resolve_cards
from nightfall_qt.cards.game_check import MAX_STRENGTH, MIN_ARCHIVE_CARDS, check_game
from nightfall_qt.cards.loader import CardDataError, default_cards_path, load_cards
from nightfall_qt.engine import CardDB, GameOptions
from nightfall_qt.engine.carddefs import EDITIONS
from nightfall_qt.sim import play_game, random_bot

TEXT = default_cards_path().read_text(encoding="utf-8")
CARD = re.compile(r"^  - id: (\w+)$", re.M)


def card_block(text: str, card_id: str) -> tuple[int, int]:
    """Start and end offsets of one card's entry."""
    starts = [(m.group(1), m.start()) for m in CARD.finditer(text)]
    for i, (cid, start) in enumerate(starts):
        if cid == card_id:
            return start, starts[i + 1][1] if i + 1 < len(starts) else len(text)
    raise KeyError(card_id)


def in_card(text: str, card_id: str, old: str, new: str) -> str:
    start, end = card_block(text, card_id)
    block = text[start:end]
    assert old in block, (card_id, old)
    return text[:start] + block.replace(old, new, 1) + text[end:]


def drop_card(text: str, card_id: str) -> str:
    start, end = card_block(text, card_id)
    return text[:start] + text[end:]


def every_setup(promos_both: bool = True) -> list[GameOptions]:
    """Each setup, edition and variant the New Game dialog offers, at the player count that needs most; with
    and without promos (else one of the two, by turns)."""
    out = []
    for k, edition in enumerate(EDITIONS):
        for promos in (False, True) if promos_both else (bool(k % 2),):
            out.append(GameOptions(players=5, seed=1, setup="quick_start", edition=edition, include_promos=promos))
            out.append(GameOptions(players=2, seed=2, setup="draft_2p", edition=edition, include_promos=promos))
            for variants in ((), ("secret_archives",), ("open_archives",), ("common_ground",),
                             ("open_archives", "secret_archives")):
                out.append(GameOptions(players=5, seed=3, setup="draft", edition=edition, include_promos=promos,
                                       variants=frozenset(variants)))
    return out


def plays_to_the_end(db: CardDB, promos_both: bool = True) -> None:
    rng = random.Random(7)
    for options in every_setup(promos_both):
        st, _ = play_game(options, [random_bot] * options.players, rng, db)  # raises if it never ends
        assert st.is_over and st.result.winner is not None, options


def refused(tmp_path: Path, text: str) -> CardDataError:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        load_checked(path)
    source = resolve_cards(path)  # the app: the packaged cards and the message, never a crash
    assert not source.override and source.error is not None and str(path) in source.error
    return info.value


def test_the_packaged_cards_pass_and_play_every_setup() -> None:
    db = load_cards()
    check_game(db)
    plays_to_the_end(db)


def _first_quick_start_card() -> str:
    return load_cards().editions["de"].quick_start[0][0]


CASES: list[tuple[str, Callable[[str], str], tuple[str, ...]]] = [
    ("5000-digit number", lambda t: in_card(t, "bad_smoke", "cost: 0", "cost: " + "9" * 5000),
     ("line", "is not a valid !!int value", "expected a whole number >= 0")),
    ("!!int abc", lambda t: in_card(t, "bad_smoke", "cost: 0", "cost: !!int abc"),
     ("'abc' is not a valid !!int value", "field cost", "card bad_smoke")),
    ("!!bool maybe", lambda t: in_card(t, "bad_smoke", "starter: true", "starter: !!bool maybe"),
     ("'maybe' is not a valid !!bool value", "field starter", "expected true or false")),
    ('!!float ""', lambda t: in_card(t, "bad_smoke", "cost: 0", 'cost: !!float ""'),
     ("is not a valid !!float value", "field cost")),
    ("no wound card", lambda t: drop_card(t, "wound"),
     ("no wound card", "expected one card of kind 'wound'")),
    ("wound copies 10^8", lambda t: t.replace("{kind: bite, copies: 20,", "{kind: bite, copies: 100000000,"),
     ("card wound_bite", "field copies", "100000000 is too large for the game", "expected at most 40")),
    ("strength 10^9", lambda t: in_card(t, "bad_smoke", "strength: 1", "strength: 1000000000"),
     ("card bad_smoke", "field strength", "1000000000 is too large", f"expected at most {MAX_STRENGTH}")),
    ("no starting cards", lambda t: t.replace("starter: true", "starter: false"),
     ("no starting minion that can deal damage", "expected at least one card with 'starter: true'")),
    ("an edition without archive cards", lambda t: t.replace("editions: [de, fr, pl]", "editions: [fr, pl]"),
     ("edition 'de' has", f"expected at least {MIN_ARCHIVE_CARDS} archive cards in every edition")),
    ("a quick-start card missing", lambda t: drop_card(t, _first_quick_start_card()),
     (f"card {_first_quick_start_card()}", "is missing", "expected card")),
    ("a quick-start card is a starter",
     lambda t: in_card(t, _first_quick_start_card(), "starter: false", "starter: true"),
     ("is not an archive card of that edition", "line")),
]


@pytest.mark.parametrize(("name", "mutate", "parts"), CASES, ids=[c[0] for c in CASES])
def test_known_breakers_are_refused_precisely(tmp_path: Path, name: str, mutate: Callable[[str], str],
                                               parts: tuple[str, ...]) -> None:
    exc = refused(tmp_path, mutate(TEXT))
    message = resolve_cards(tmp_path / "cards.yaml").error
    assert message is not None
    for part in parts:
        assert part in message, (name, part, message)
    assert exc.file == str(tmp_path / "cards.yaml")


# ---------------------------------------------------------------------------------------- seeded mutants
# Mostly values the schema takes, so that many mutants load and must then play (the type breakers are above).
NUMBERS = ("0", "1", "2", "3", "5", "7", "12", "20", "21", "40", "41", "1000000000", "1.5")
SCALARS = ("true", "false", "null", "''", "[]", "{}", "!!bool maybe", '!!float ""', "de", "~")
NUMBER_LINE = re.compile(r"^(\s+(?:cost|strength|health|copies|amount|minimum): )(\S+)$", re.M)
FLAG_LINE = re.compile(r"^(\s+(?:starter|promo): )(\S+)$", re.M)
EDITIONS_LINE = re.compile(r"^(\s+editions: )(.*)$", re.M)


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 2)):
        action = rng.choice((0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5))
        if action == 0 and (lines := list(NUMBER_LINE.finditer(text))):
            m = rng.choice(lines)
            text = text[:m.start(2)] + rng.choice(NUMBERS) + text[m.end(2):]
        elif action == 1 and (lines := list(FLAG_LINE.finditer(text))):
            m = rng.choice(lines)
            text = text[:m.start(2)] + rng.choice(("true", "false", "true", "false", *SCALARS)) + text[m.end(2):]
        elif action == 2 and (lines := list(EDITIONS_LINE.finditer(text))):
            m = rng.choice(lines)
            value = rng.choice(("[]", "[de]", "[fr]", "[de, fr]", "[de, fr]", "[xx]"))
            text = text[:m.start(2)] + value + text[m.end(2):]
        elif action == 3:
            text = drop_card(text, rng.choice(CARD.findall(text)))
        elif action == 4:
            lines = text.splitlines(keepends=True)
            del lines[rng.randrange(len(lines))]
            text = "".join(lines)
        else:
            m = rng.choice(list(NUMBER_LINE.finditer(text)) or list(FLAG_LINE.finditer(text)))
            text = text[:m.start(2)] + rng.choice(SCALARS) + text[m.end(2):]
    return text


@pytest.mark.parametrize("seed", range(3))
def test_seeded_file_mutants_are_refused_precisely_or_play_every_setup(tmp_path: Path, seed: int) -> None:
    """4 mutated files per seed (loading one takes ~0.3 s, playing every setup ~0.5 s)."""
    rng = random.Random(seed)
    for i in range(4):
        text = mutate(TEXT, rng)
        path = tmp_path / f"cards-{i}.yaml"
        path.write_text(text, encoding="utf-8")
        try:
            db = load_checked(path)
        except CardDataError as exc:
            assert exc.file == str(path) and exc.problem
            assert exc.line is not None or exc.expected is not None or exc.field is not None, str(exc)
            continue
        plays_to_the_end(db, promos_both=False)


def mutate_db(db: CardDB, rng: random.Random) -> CardDB:
    """The packaged cards with a few numbers, flags and editions changed (what a player edits most)."""
    cards = list(db.cards)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(cards))
        c = cards[i]
        name = rng.choice(("cost", "strength", "health", "copies", "starter", "promo", "editions"))
        if (name in ("strength", "health") and not c.is_minion) or (name in ("starter", "promo", "editions")
                                                                     and c.is_wound):
            continue
        value: object = {
            "cost": rng.randint(0, MAX_STRENGTH + 2), "strength": rng.randint(0, MAX_STRENGTH + 2),
            "health": rng.randint(1, MAX_STRENGTH + 2), "copies": rng.randint(1, 42),
            "starter": rng.random() < 0.3, "promo": rng.random() < 0.5,
            "editions": rng.choice(((), ("de",), ("fr",), ("de", "fr", "pl"), ("de", "fr", "pl"))),
        }[name]
        cards[i] = dataclasses.replace(c, **{name: value})
    return CardDB(cards=tuple(cards), source="mutant.yaml", editions=db.editions)


@pytest.mark.parametrize("seed", range(4))
def test_seeded_card_set_mutants_are_refused_precisely_or_play_every_setup(seed: int) -> None:
    """The game check on its own (no YAML to parse, so many mutants): 5 per seed."""
    rng = random.Random(1000 + seed)
    base = load_cards()
    played = 0
    for _ in range(5):
        db = mutate_db(base, rng)
        try:
            check_game(db)
        except CardDataError as exc:
            assert exc.file == "mutant.yaml" and exc.expected, str(exc)
            continue
        plays_to_the_end(db, promos_both=False)
        played += 1
    assert played >= 2  # the seeds are chosen so that most mutants pass and must play (3 to 5 of 5)
