"""Copy the card illustrations that cards.yaml names out of the game-icons.net icon set, and nothing else.

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python scripts/vendor_icons.py package/ [--authors game-icons-checkout/]

Reads every `art: game-icons:NAME` of cards.yaml (orders and wound kinds), takes each NAME's SVG body
from the npm package's icons.json, and writes resources/art/game-icons/NAME.svg (a plain black shape on
a transparent 512x512 canvas: the app tints it) plus resources/art/game-icons/credits.tsv (name, author,
licence). Icons that are no longer named are removed, so the folder holds exactly what the cards use.

The npm package carries only the set's licence, not each icon's author. game-icons.net keeps one folder
per author (github.com/game-icons/icons: lorc/, delapouite/, ...); with `--authors` pointing at a copy
of that repository, each icon's author is read from it. When several authors drew an icon of the same
name, the one whose path starts with the same coordinates as the npm body is taken. Without `--authors`
the existing credits.tsv entries are kept and new ones are written as "unknown".
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "art" / "game-icons"
CREDITS = OUT / "credits.tsv"
PREFIX = "game-icons:"
_ART = re.compile(r"""\bart:\s*["']?game-icons:([a-z0-9-]+)""")
_FIRST_MOVE = re.compile(r'd="(M[-0-9.]+[ ,]?[-0-9.]+)')
# game-icons.net's own names for the author folders (its license.txt and website).
AUTHOR_NAMES = {
    "lorc": "Lorc", "delapouite": "Delapouite", "carl-olsen": "Carl Olsen", "skoll": "Skoll",
    "darkzaitzev": "DarkZaitzev", "sbed": "Sbed", "john-colburn": "John Colburn", "felbrigg": "Felbrigg",
    "badges": "Badges", "cathelineau": "Cathelineau", "caro-asercion": "Caro Asercion",
}  # fmt: skip


def used_icons(cards_yaml: Path) -> list[str]:
    """Every game-icons name cards.yaml refers to, sorted and without repeats."""
    return sorted(set(_ART.findall(cards_yaml.read_text(encoding="utf-8"))))


def svg_of(body: str, width: int, height: int) -> str:
    """A standalone SVG of an iconify body: currentColor becomes black (QtSvg has no currentColor)."""
    shape = body.replace('fill="currentColor"', 'fill="#000"')
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">{shape}</svg>\n'


def first_move(svg_text: str) -> str | None:
    """The first absolute move of the first drawn path (game-icons files start with a background rect)."""
    moves = [m for m in _FIRST_MOVE.findall(svg_text) if not m.startswith("M0 0")]
    return moves[0].replace(",", " ") if moves else None


def author_of(name: str, body: str, checkout: Path) -> str:
    candidates = sorted(checkout.glob(f"*/{name}.svg"))
    if len(candidates) > 1:
        wanted = first_move(body)
        same = [c for c in candidates if first_move(c.read_text(encoding="utf-8")) == wanted]
        candidates = same or candidates
    if len(candidates) != 1:
        return "unknown"
    folder = candidates[0].parent.name
    return AUTHOR_NAMES.get(folder, folder.replace("-", " ").title())


def read_credits() -> dict[str, str]:
    if not CREDITS.is_file():
        return {}
    rows = [line.split("\t") for line in CREDITS.read_text(encoding="utf-8").splitlines()[1:] if line]
    return {row[0]: row[1] for row in rows if len(row) >= 2}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("package", type=Path, help="the unpacked @iconify-json/game-icons package folder")
    parser.add_argument("--authors", type=Path, help="a copy of github.com/game-icons/icons (author folders)")
    parser.add_argument("--cards", type=Path, default=ROOT / "cards.yaml")
    args = parser.parse_args(argv)
    data = json.loads((args.package / "icons.json").read_text(encoding="utf-8"))
    info = json.loads((args.package / "info.json").read_text(encoding="utf-8"))
    version = json.loads((args.package / "package.json").read_text(encoding="utf-8")).get("version", "?")
    names = used_icons(args.cards)
    missing = [n for n in names if n not in data["icons"]]
    if missing:
        print(f"not in the icon set: {', '.join(missing)}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    known = read_credits()
    licence = info["license"]["spdx"]
    rows = ["name\tauthor\tlicence\tsource"]
    for name in names:
        icon = data["icons"][name]
        body = icon["body"]
        (OUT / f"{name}.svg").write_text(
            svg_of(body, icon.get("width", data.get("width", 512)), icon.get("height", data.get("height", 512))),
            encoding="utf-8",
        )
        author = author_of(name, body, args.authors) if args.authors else known.get(name, "unknown")
        rows.append(f"{name}\t{author}\t{licence}\thttps://game-icons.net/ (@iconify-json/game-icons {version})")
    for stale in OUT.glob("*.svg"):
        if stale.stem not in names:
            stale.unlink()
    CREDITS.write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"{len(names)} icons in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
