"""Card illustrations: the `art:` value of cards.yaml and the picture file it names (no Qt here).

An art value is `SET:NAME`, e.g. `game-icons:vampire-dracula`. Only the pictures the shipped cards use are
in the package (resources/art/<set>/<name>.svg, copied by scripts/vendor_icons.py); a value naming any
other picture is a card data error, so a typing slip in a player's own cards.yaml is caught at load with
the list of pictures there are.
"""

from __future__ import annotations

import functools
import re
from importlib.resources.abc import Traversable
from pathlib import Path

from nightfall_qt.assets import resource

ART_SETS: tuple[str, ...] = ("game-icons",)  # folders under resources/art/
_VALUE = re.compile(r"^([a-z0-9-]+):([a-z0-9][a-z0-9-]*)$")


def split_art(value: str) -> tuple[str, str] | None:
    """(set, name) of a well-formed art value, else None."""
    match = _VALUE.match(value)
    return (match.group(1), match.group(2)) if match else None


def art_file(value: str) -> Traversable | None:
    """The picture file of an art value, or None when the value is malformed or names no shipped picture."""
    parts = split_art(value)
    if parts is None or parts[0] not in ART_SETS:
        return None
    path = resource("art", parts[0], parts[1] + ".svg")
    return path if path.is_file() else None


def art_path(value: str) -> Path | None:
    """art_file as a real path (Qt opens files by name; the wheel and the bundle both unpack resources)."""
    found = art_file(value)
    return Path(str(found)) if found is not None else None


@functools.cache
def shipped_art() -> tuple[str, ...]:
    """Every art value there is a picture for, sorted (for the error message of an unknown one)."""
    values: list[str] = []
    for art_set in ART_SETS:
        folder = resource("art", art_set)
        if folder.is_dir():
            values += [f"{art_set}:{f.name[:-4]}" for f in folder.iterdir() if f.name.endswith(".svg")]
    return tuple(sorted(values))


def art_authors() -> tuple[str, ...]:
    """The authors of the shipped pictures (resources/art/<set>/credits.tsv), those with most pictures first."""
    counts: dict[str, int] = {}
    for art_set in ART_SETS:
        credits = resource("art", art_set, "credits.tsv")
        if not credits.is_file():
            continue
        for line in credits.read_text(encoding="utf-8").splitlines()[1:]:
            fields = line.split("\t")
            if len(fields) >= 2 and fields[1] and fields[1] != "unknown":
                counts[fields[1]] = counts.get(fields[1], 0) + 1
    return tuple(sorted(counts, key=lambda a: (-counts[a], a)))
