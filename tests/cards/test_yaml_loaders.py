"""libyaml's composer (CSafeLoader) where PyYAML has it, the pure-Python SafeLoader otherwise: the same card database,
editions and error lines from both; and each packaged YAML file is parsed once per load."""

from __future__ import annotations

import pytest
import yaml

from nightfall_qt.cards import editions as editions_module
from nightfall_qt.cards import loader, schema
from nightfall_qt.cards.editions import default_editions_path, parse_editions
from nightfall_qt.cards.loader import default_cards_path, parse_cards
from nightfall_qt.cards.schema import CardDataError

needs_libyaml = pytest.mark.skipif(not hasattr(yaml, "CSafeLoader"), reason="PyYAML built without libyaml")


def test_the_fastest_loader_is_used_where_there_is_one() -> None:
    assert schema.SAFE_LOADER is getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@needs_libyaml
def test_cards_and_editions_read_the_same_with_either_loader() -> None:
    cards_text = default_cards_path().read_text(encoding="utf-8")
    c_db = parse_cards(cards_text, "cards.yaml", yaml.CSafeLoader)
    pure_db = parse_cards(cards_text, "cards.yaml", yaml.SafeLoader)
    assert c_db == pure_db
    assert [c.line for c in c_db.cards] == [c.line for c in pure_db.cards]  # where the errors point
    editions_text = default_editions_path().read_text(encoding="utf-8")
    assert parse_editions(editions_text, "editions.yaml", yaml.CSafeLoader) == parse_editions(
        editions_text, "editions.yaml", yaml.SafeLoader
    )


BROKEN = ["format: 1\ncards:\n  - id: a\n    kind: [order\n", "format: 1\ncards: {a: 1, a: }\n\t"]


@needs_libyaml
@pytest.mark.parametrize("broken", BROKEN)
def test_a_syntax_error_reads_the_same_with_either_loader(broken: str) -> None:
    errors = []
    for yaml_loader in (yaml.CSafeLoader, yaml.SafeLoader):
        with pytest.raises(CardDataError) as caught:
            parse_cards(broken, "cards.yaml", yaml_loader)
        errors.append(str(caught.value))
    assert errors[0] == errors[1]


def test_loading_the_packaged_cards_parses_each_yaml_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    compose = schema.compose

    def counting(text: str, yaml_loader: type[yaml.SafeLoader] | type[yaml.CSafeLoader] | None = None) -> object:
        parsed.append(text.split("\n", 1)[0])
        return compose(text, yaml_loader)

    monkeypatch.setattr(loader, "compose", counting)
    monkeypatch.setattr(editions_module, "compose", counting)
    editions_module.packaged_editions.cache_clear()
    try:
        loader.load_cards()
    finally:
        editions_module.packaged_editions.cache_clear()
    assert len(parsed) == 2, parsed  # cards.yaml and editions.yaml, once each


@needs_libyaml
def test_lessons_and_rulings_read_the_same_with_either_loader() -> None:
    from nightfall_qt.app.game.tutorial import lesson_files
    from nightfall_qt.fast_yaml import safe_load

    texts = [text for _name, text in lesson_files()]
    assert texts
    for text in texts:
        assert safe_load(text, yaml.CSafeLoader) == safe_load(text, yaml.SafeLoader) == yaml.safe_load(text)
    for broken in BROKEN:
        errors = []
        for yaml_loader in (yaml.CSafeLoader, yaml.SafeLoader):
            with pytest.raises(yaml.YAMLError) as caught:
                safe_load(broken, yaml_loader)
            errors.append(str(caught.value))
        assert errors[0] == errors[1]
