"""YAML through libyaml where PyYAML was built with it, the pure-Python loader otherwise, with the same results.

libyaml's parser (CSafeLoader) reads cards.yaml 13x faster than PyYAML's pure-Python one; the card data, the
editions and the lessons are read before the first window. Values come from the same SafeConstructor either
way. A document libyaml refuses is read again by the pure loader, so that an error (and its wording, which
the two parsers put differently) is the same on every installation (tests/cards/test_yaml_loaders.py).
"""

from __future__ import annotations

from typing import Any

import yaml
from yaml.nodes import Node

Loader = type[yaml.SafeLoader] | type[yaml.CSafeLoader]
SAFE_LOADER: Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def compose(text: str, loader: Loader | None = None) -> Node | None:
    """The node tree of one YAML document (`loader`: SAFE_LOADER unless a test names one)."""
    chosen = loader or SAFE_LOADER
    try:
        node: Node | None = yaml.compose(text, Loader=chosen)
    except yaml.YAMLError:
        if chosen is yaml.SafeLoader:
            raise
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    return node


def safe_load(text: str, loader: Loader | None = None) -> Any:
    """yaml.safe_load(text), through SAFE_LOADER (`loader`: unless a test names one)."""
    chosen = loader or SAFE_LOADER
    try:
        return _load_with(chosen, text)
    except yaml.YAMLError:
        if chosen is yaml.SafeLoader:
            raise
        return _load_with(yaml.SafeLoader, text)


def _load_with(loader: Loader, text: str) -> Any:
    """What yaml.safe_load does, with `loader` (always one of the two safe loaders)."""
    reader = loader(text)
    try:
        return reader.get_single_data()
    finally:
        reader.dispose()
