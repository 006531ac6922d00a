"""The app layer speaks through the catalogue: log lines, prompts, why-nots, undo texts, choice labels and the
models' texts are each one message with named placeholders, and card names follow the current language.

Most checks install a *pseudo* catalogue built from the code by scripts/translations.py's extractor, in
which every message translates to «its source»: a text made of one message reads «...» end to end, so a
sentence glued together from pieces, or an English literal that skips translate(), shows at once.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from nightfall_qt.app.game.controller import CHOICE_LABELS, GameController
from nightfall_qt.app.game.models import TableModels, WhyNotRole
from nightfall_qt.app.game.seats import SeatConfig, default_seat_name
from nightfall_qt.app.game.undo import FLOOR_REASONS, REVEALING_EVENTS, UndoHistory, floor_text, reveals
from nightfall_qt.app.game.why_not import DECISION_WORDS
from nightfall_qt.app.storage.card_source import resolve_cards
from nightfall_qt.app.texts import i18n
from nightfall_qt.app.texts.log_text import SILENT, describe
from nightfall_qt.app.texts.prompt_text import colour_list, prompt_for
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState, new_game
from nightfall_qt.engine.choices import ChoiceKind

from . import pseudo_catalogue, tool

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "nightfall_qt" / "app"
# The modules this file covers (labels.py too: log lines and prompts fill in its words).
FILES = [
    "log_text.py", "log_events.py", "prompt_text.py", "why_not.py", "controller.py", "choice_labels.py",
    "models.py", "undo.py", "seats.py", "card_source.py", "hints.py", "ai_runner.py", "presenter.py",
]  # fmt: skip
CARDS = load_cards()
GAMES = [(3, "draft", ()), (4, "quick_start", ()), (2, "draft_2p", ("secret_archives",)), (5, "draft", ())]


def _random_games() -> Iterator[GameState]:
    """Finished random games of every setup, with their events."""
    for seed, (players, setup, variants) in enumerate(GAMES):
        st = new_game(GameOptions(players=players, seed=seed, setup=setup, variants=frozenset(variants)), CARDS)
        rng = random.Random(seed)
        yield st
        while not st.is_over:
            st.apply(rng.choice(st.decision.options))
            yield st


def _one_message(text: str) -> bool:
    return text.startswith("«") and text.endswith("»")


# ---------------------------------------------------------------------- the pseudo catalogue
@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every message -> «source» (messages with %n as plural messages with Polish's three forms)."""
    return pseudo_catalogue(tmp_path_factory.mktemp("ts"), lambda source: f"«{source}»")


@pytest.fixture
def ctl(qtbot) -> Iterator[GameController]:
    controller = GameController(CARDS, instant=True)
    yield controller
    controller.shutdown()


def _table(ctl: GameController) -> GameState:
    from tests.app import table_scenario

    ctl.load_state(table_scenario(), [SeatConfig("Mara", "human"), SeatConfig("Eve", "bot"), SeatConfig("Dee", "bot")])
    assert ctl.state is not None
    return ctl.state


# ---------------------------------------------------------------------- English (no catalogue installed)
def test_prompts_say_what_the_engine_says_in_english() -> None:
    seen: set[str] = set()
    for st in _random_games():
        if st.pending is not None:
            seen.add(st.pending.kind)
            # Built from an observation's public request: every seat reads the engine's sentence.
            for seat in range(st.n):
                assert prompt_for(st.observation(seat), st.cards) == st.decision.prompt
    assert {"chain", "claim", "cleanup", "attack", "block", "draft_pick"} <= seen


def test_colour_lists_read_naturally() -> None:
    assert colour_list(["red"]) == "red"
    assert colour_list(["red", "blue"]) == "red or blue"
    assert colour_list(["red", "blue", "green"]) == "red, blue or green"


def test_every_choice_kind_and_revealing_event_has_its_text() -> None:
    kinds = {kind.value for kind in ChoiceKind}  # the engine's vocabulary of choices (a StrEnum)
    assert len(kinds) > 15
    assert kinds <= set(CHOICE_LABELS), sorted(kinds - set(CHOICE_LABELS))
    assert set(FLOOR_REASONS) >= REVEALING_EVENTS
    for events, rng_after in [([{"type": t}], 1) for t in REVEALING_EVENTS] + [([], 2)]:
        assert reveals(events, 0, 1, rng_after) in FLOOR_REASONS
    assert reveals([{"type": "decided", "seat": 1}], 0, 1, 1) in FLOOR_REASONS
    assert reveals([{"type": "chain_added", "visible_to": 1}], 0, 1, 1) in FLOOR_REASONS
    assert floor_text("card_drawn") == "cannot undo: a card was drawn"
    assert floor_text("something else") == "cannot undo: something else"


def test_english_texts_keep_their_wording(qtbot, ctl) -> None:
    st = _table(ctl)
    d = ctl.decision
    assert d is not None and d.prompt == st.decision.prompt
    assert d.prompt == "Add a purple or yellow card after Furious Melee, or pass."
    vulko = next(u for u in st.hand[0] if st.cid(u) == "vulko")
    assert ctl.why_not_chain(vulko) == "needs a purple or yellow card after Furious Melee"
    assert ctl.choice_label(Choice("chain_pass", seat=0)) == "pass"
    assert default_seat_name(1) == "Player 2"
    assert resolve_cards(None).describe() == "Card data: the packaged cards.yaml."


# ---------------------------------------------------------------------- the source: extractable messages
def _translate_calls(path: Path) -> Iterator[ast.Call]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("translate", "QT_TRANSLATE_NOOP"):
            yield node


def test_every_message_is_a_literal_with_named_fields() -> None:
    for name in FILES:
        for call in _translate_calls(next(APP.rglob(name))):
            where = f"{name}:{call.lineno}"
            context, text = call.args[0], call.args[1]
            assert isinstance(context, ast.Constant) and isinstance(context.value, str), where
            if isinstance(text, (ast.Subscript, ast.Name)):  # a QT_TRANSLATE_NOOP table's entry or constant
                continue
            assert isinstance(text, ast.Constant) and isinstance(text.value, str), where
            assert not re.search(r"\{\d*\}", text.value), f"{where}: positional field in {text.value!r}"
            if "%n" in text.value:
                # lupdate drops a call whose count is an expression (len(x), a.b, f()): pass a plain name.
                assert len(call.args) == 4, f"{where}: %n without a count"
                count = call.args[3]
                assert isinstance(count, (ast.Name, ast.Constant)), f"{where}: count {count}"


def test_the_extractor_finds_every_message() -> None:
    literal = {
        (call.args[0].value, call.args[1].value)
        for name in FILES
        for call in _translate_calls(next(APP.rglob(name)))
        if isinstance(call.args[1], ast.Constant)
    }
    assert len(literal) > 150
    assert literal - {(context, source) for context, source, _comment in tool.extract()} == set()


# ---------------------------------------------------------------------- through the catalogue
def test_every_log_line_and_prompt_is_one_message(pseudo) -> None:
    types: set[str] = set()
    for st in _random_games():
        if st.pending is not None:
            assert _one_message(prompt_for(st.observation(0), st.cards)), prompt_for(st.observation(0), st.cards)
    for seed, (players, setup, variants) in enumerate(GAMES):
        st = new_game(GameOptions(players=players, seed=seed, setup=setup, variants=frozenset(variants)), CARDS)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.decision.options))
        uid_cards = {u: st.cid(u) for u in range(len(st.card_of))}
        for event in st.events:
            line = describe(event, ["Mara", "Eve", "Dee", "Bo", "Kim"][:players], CARDS, uid_cards)
            if event["type"] in SILENT:
                continue
            types.add(event["type"])
            assert line is not None and _one_message(line), (line, event)
    assert len(types) > 20


def test_log_lines_name_cards_and_wounds_in_the_current_language(pseudo) -> None:
    names = ["Mara", "Eve"]
    line = describe({"type": "chain_added", "seat": 0, "card": "bad_smoke", "link": 0}, names, CARDS)
    assert line == "«Mara starts the chain with Böser Teufel.»"
    line = describe({"type": "wound_taken", "seat": 1, "card": "wound_bite"}, names, CARDS)
    assert line == "«Eve takes a wound («Bite»).»"
    line = describe({"type": "damage_dealt", "to": "player", "seat": 1, "amount": 2}, names, CARDS)
    assert line == "«Eve takes 2 damage.»"


def test_the_controller_hands_out_translated_prompts_and_reasons(qtbot, pseudo, ctl) -> None:
    st = _table(ctl)
    d, mine = ctl.decision, ctl.decision_for_viewer()
    assert d is not None and mine is not None and d.prompt == mine.prompt == prompt_for(st.observation(0), st.cards)
    assert _one_message(d.prompt) and "«purple» or «yellow»" in d.prompt
    assert d.options == st.decision.options and d.kind == st.decision.kind
    vulko = next(u for u in st.hand[0] if st.cid(u) == "vulko")
    assert _one_message(ctl.why_not_chain(vulko) or "")
    assert _one_message(ctl.why_not_claim(0) or "")
    assert _one_message(ctl.why_no_undo() or "")
    for option in d.options:
        assert _one_message(ctl.choice_label(option)), option
    rejected: list[str] = []
    ctl.choiceRejected.connect(rejected.append)
    assert not ctl.submit(1, d.options[0])
    assert not ctl.submit(0, Choice("claim_end", seat=0))
    assert not ctl.undo()
    assert len(rejected) == 3 and all(_one_message(r) for r in rejected), rejected


def test_models_and_tooltips_go_through_the_catalogue(qtbot, pseudo, ctl) -> None:
    models = TableModels(ctl)
    _table(ctl)
    hand = models.hand
    why = [hand.data(hand.index(r, 0), WhyNotRole) for r in range(hand.rowCount())]
    assert any(why) and all(_one_message(w) for w in why if w)
    players = models.players
    assert all(_one_message(players.tooltip(players.row_data(r))) for r in range(players.rowCount()))
    assert models.hand.row_data(0)["name"] == CARDS[models.hand.row_data(0)["card"]].names["de"]
    assert _one_message(models.archives.tooltip({"card": None}))


def test_small_texts_go_through_the_catalogue(pseudo) -> None:
    assert _one_message(default_seat_name(0))
    assert _one_message(resolve_cards(None).describe())
    history = UndoHistory()
    assert _one_message(history.why_not(0) or "")
    history.clear("something else")
    assert _one_message(history.why_not(0) or "")
    assert all(_one_message(i18n.translate("WhyNot", text)) for text in DECISION_WORDS.values())
