"""editions.yaml: every value is checked, and a mistake names the file, the line and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from nightfall_qt.cards import load_cards
from nightfall_qt.cards.editions import check_against_cards, default_editions_path, parse_editions
from nightfall_qt.cards.schema import CardDataError

TEXT = default_editions_path().read_text(encoding="utf-8")
CARDS = load_cards()


def test_the_packaged_file_holds_the_three_books() -> None:
    editions = parse_editions(TEXT, "editions.yaml")
    assert list(editions) == ["de", "fr", "pl"]
    check_against_cards(editions, CARDS, "editions.yaml")
    for e in editions.values():
        assert {n.name for n in e.notes} == {"influence_doubling", "claim_discount_floor", "free_claim_enemy_private",
                                            "wound_effect"}  # fmt: skip
        for note in e.notes:
            assert note.source.startswith(e.id.upper() + " L"), note
            assert set(note.texts) == {"en", "de", "fr", "pl"}


def _line(needle: str, nth: int = 1) -> int:
    lines = [i for i, line in enumerate(TEXT.splitlines(), start=1) if needle in line]
    return lines[nth - 1]


@pytest.mark.parametrize(
    ("old", "new", "line_of", "message"),
    [
        ("value: each_time", "value: sometimes", "value: each_time",
         "field 'editions.fr.rulings.influence_doubling.value': unknown value 'sometimes'"),
        ("value: 1\n", "value: 11\n", "value: 1",
         "field 'editions.de.rulings.claim_discount_floor.value': 11 is too large"),
        ("        source: DE L644\n", "", "cards: [indigo_six]",  # where that ruling's mapping starts
         "field 'editions.de.rulings.influence_doubling.source': missing required field 'source'"),
        ("  - id: pl", "  - id: us", "  - id: pl", "field 'editions[].id': unknown edition 'us'"),
    ],
)
def test_mistakes_name_the_line_and_the_field(old: str, new: str, line_of: str, message: str) -> None:
    assert old in TEXT
    with pytest.raises(CardDataError) as info:
        parse_editions(TEXT.replace(old, new, 1), "editions.yaml")
    assert message in str(info.value), str(info.value)
    assert info.value.line == _line(line_of), str(info.value)


def test_a_quick_start_card_must_be_an_archive_of_its_edition() -> None:
    # Shadow Seven is a French box card only: a German quick-start pair cannot hold it.
    pair = "[zacharias_sands, shock_and_awe]     # DE"
    editions = parse_editions(TEXT.replace(pair, "[shadow_seven, shock_and_awe]  # DE", 1))
    with pytest.raises(CardDataError, match=r"editions\.de\.quick_start\[5\].*quick-start card 'shadow_seven'"):
        check_against_cards(editions, CARDS, "editions.yaml")


def test_an_editions_file_next_to_a_cards_file_goes_with_it(tmp_path: Path) -> None:
    (tmp_path / "cards.yaml").write_text(Path(CARDS.source).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "editions.yaml").write_text(TEXT.replace("value: each_time", "value: once"), encoding="utf-8")
    assert load_cards(tmp_path / "cards.yaml").editions["fr"].rulings.influence_doubling == "once"
