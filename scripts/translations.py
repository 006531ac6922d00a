"""Keep the UI catalogue in step with the code: extract, export for translators, import, check, compile.

    python scripts/translations.py update           # new strings of the code into every .ts (our extractor)
    python scripts/translations.py export de > de.json   # unfinished entries of one language, as JSON
    python scripts/translations.py import de de.json     # write translations back (marks them finished)
    python scripts/translations.py check            # missing / unfinished / placeholder problems; exit 1 if any
    python scripts/translations.py release          # pyside6-lrelease: .ts -> .qm (committed, packed in the wheel)

English is the source language; its .ts holds only the plural forms ("%n card(s)" -> "1 card", "2 cards").
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"
SOURCES = ("nightfall_qt/app", "nightfall_qt/ui")
# Modules without Qt whose texts are marked with card_text("template", ...) (nightfall_qt/cards/text.py): their
# templates go to the catalogue under CARD_CONTEXT.
MARKED_SOURCES = ("nightfall_qt/cards",)
CARD_MARKER, CARD_CONTEXT = "card_text", "CardData"
TRANSLATED = ("de", "fr", "pl")
LANGUAGES = ("en", *TRANSLATED)
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "pl": 3}
LOCALES = {"en": "en_US", "de": "de_DE", "fr": "fr_FR", "pl": "pl_PL"}
FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:![rsa])?(?::[^{}]*)?\}(?!\})")


def ts_path(language: str) -> Path:
    return FOLDER / f"nightfall_qt_{language}.ts"


def qm_path(language: str) -> Path:
    return FOLDER / f"nightfall_qt_{language}.qm"


def _tool(name: str) -> str:
    """The Qt tool `name` (lrelease) shipped inside PySide6, else pyside6-<name> next to this Python or on PATH
    (`.venv/bin/python -m pytest` runs without the venv's bin folder on PATH)."""
    try:
        import PySide6

        bundled = Path(PySide6.__file__).parent / name
        if bundled.is_file():
            return str(bundled)
    except ImportError:
        pass
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    exe = str(beside) if beside.is_file() else shutil.which(f"pyside6-{name}") or shutil.which(name)
    if exe is None:
        raise SystemExit(f"pyside6-{name} not found: install PySide6 (pip install -e '.[test]')")
    return exe


def source_files() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for d in (*SOURCES, *MARKED_SOURCES) for p in (ROOT / d).rglob("*.py"))


def extract() -> list[tuple[str, str, str]]:
    """(context, source, disambiguation) of every `translate(...)` / `QT_TRANSLATE_NOOP(...)` call whose first
    two arguments are literal strings, in file order (first occurrence wins).

    Our own extractor rather than pyside6-lupdate: lupdate 6.11 takes a variable 4th argument of translate()
    for an old "encoding" parameter, so it never marks a count as plural and drops calls like
    `translate(c, s, None, len(x))`. A message is plural exactly when its source contains `%n`."""
    seen: dict[tuple[str, str, str], None] = {}
    for rel in source_files():
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"), filename=rel)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name == CARD_MARKER and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                seen.setdefault((CARD_CONTEXT, node.args[0].value, ""), None)
                continue
            if name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2:
                continue
            ctx, text = node.args[0], node.args[1]
            if not (isinstance(ctx, ast.Constant) and isinstance(ctx.value, str)
                    and isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue  # a lookup of strings marked elsewhere (QT_TRANSLATE_NOOP tables)
            comment = ""
            if len(node.args) > 2 and isinstance(node.args[2], ast.Constant) and isinstance(node.args[2].value, str):
                comment = node.args[2].value
            seen.setdefault((ctx.value, text.value, comment), None)
    return list(seen)


def update(target: Path | None = None) -> None:
    """Bring every .ts of `target` (default: the repository's folder) in line with the code: new strings are
    added unfinished, strings gone from the code are dropped, existing translations are kept."""
    folder = target or FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    wanted = extract()
    for lang in LANGUAGES:
        path = folder / ts_path(lang).name
        old = {(m.context, m.source, m.comment): m for m in read(path)[1]} if path.exists() else {}
        root = ET.Element("TS", {"version": "2.1", "language": LOCALES[lang], "sourcelanguage": "en"})
        contexts: dict[str, ET.Element] = {}
        for key in sorted(wanted, key=lambda k: k[0]):  # stable: file order within a context
            context, source, comment = key
            numerus = "%n" in source
            if lang == "en" and not numerus:
                continue  # English is the source: only its plural forms need writing
            if context not in contexts:
                contexts[context] = ET.SubElement(root, "context")
                ET.SubElement(contexts[context], "name").text = context
            msg = ET.SubElement(contexts[context], "message", {"numerus": "yes"} if numerus else {})
            ET.SubElement(msg, "source").text = source
            if comment:
                ET.SubElement(msg, "comment").text = comment
            tr = ET.SubElement(msg, "translation")
            prev = old.get(key)
            forms = prev.forms if prev is not None else []
            if numerus:
                count = PLURAL_FORMS[lang]
                forms = (forms + [forms[-1] if forms else ""] * count)[:count] if forms else [""] * count
                for form in forms:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = forms[0] if forms else ""
            if prev is None or prev.unfinished or not all(f.strip() for f in (forms or [""])):
                tr.set("type", "unfinished")
        write(ET.ElementTree(root), path)


def write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    with path.open("wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")


def release(target: Path | None = None) -> None:
    folder = target or FOLDER
    for lang in LANGUAGES:
        subprocess.run([_tool("lrelease"), "-silent", str(ts_path(lang)), "-qm", str(folder / qm_path(lang).name)],
                       cwd=ROOT, check=True, capture_output=True)


@dataclass
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    forms: list[str] = field(default_factory=list)
    unfinished: bool = False
    element: ET.Element | None = None


def read(path: Path) -> tuple[ET.ElementTree, list[Message]]:
    tree = ET.parse(path)
    out = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None, f"{path}: message without <translation>"
            numerus = msg.get("numerus") == "yes"
            forms = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
            out.append(Message(name, msg.findtext("source") or "", msg.findtext("comment") or "", numerus, forms,
                               tr.get("type") in ("unfinished", "vanished", "obsolete"), msg))
    return tree, out


def fields(text: str) -> set[str]:
    return set(FIELD.findall(text))


def problems(language: str, path: Path | None = None) -> list[str]:
    """Everything wrong with one language's catalogue, one readable line each."""
    path = path or ts_path(language)
    if not path.exists():
        return [f"{path}: missing (run scripts/translations.py update)"]
    _tree, messages = read(path)
    found = []
    for m in messages:
        where = f"{path.name}: [{m.context}] {m.source!r}"
        if m.unfinished:
            found.append(f"{where}: unfinished")
            continue
        if m.numerus and len(m.forms) != PLURAL_FORMS[language]:
            found.append(f"{where}: {len(m.forms)} plural forms, expected {PLURAL_FORMS[language]}")
        for form in m.forms:
            if not form.strip():
                found.append(f"{where}: empty translation")
            elif fields(form) != fields(m.source):
                found.append(f"{where}: placeholders {sorted(fields(form))} != {sorted(fields(m.source))} in {form!r}")
            elif m.numerus and "%n" not in form and "%n" in m.source:
                found.append(f"{where}: plural form without %n: {form!r}")
    if language != "en" and not messages:
        found.append(f"{path.name}: no messages")
    return found


def export(language: str, everything: bool = False) -> list[dict[str, object]]:
    _tree, messages = read(ts_path(language))
    return [{"context": m.context, "source": m.source, "comment": m.comment, "numerus": m.numerus,
             "forms": PLURAL_FORMS[language] if m.numerus else 1, "translation": m.forms if m.numerus else m.forms[0]}
            for m in messages if everything or m.unfinished or not any(f.strip() for f in m.forms)]


def import_(language: str, entries: list[dict[str, object]]) -> int:
    path = ts_path(language)
    tree, messages = read(path)
    index = {(m.context, m.source, m.comment): m for m in messages}
    done = 0
    for e in entries:
        m = index.get((str(e["context"]), str(e["source"]), str(e.get("comment", ""))))
        if m is None or m.element is None:
            print(f"not in {path.name}: [{e['context']}] {e['source']!r}", file=sys.stderr)
            continue
        tr = m.element.find("translation")
        assert tr is not None
        value = e["translation"]
        if m.numerus:
            forms = list(value) if isinstance(value, list) else [str(value)] * PLURAL_FORMS[language]
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            for form in forms:
                ET.SubElement(tr, "numerusform").text = str(form)
        else:
            tr.text = str(value[0] if isinstance(value, list) else value)
        if str(tr.text or "").strip() or m.numerus:
            tr.attrib.pop("type", None)
            done += 1
    write(tree, path)
    return done


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "update":
        update()
    elif cmd == "release":
        release()
    elif cmd == "export":
        json.dump(export(rest[0], "--all" in rest), sys.stdout, ensure_ascii=False, indent=1)
        print()
    elif cmd == "import":
        entries = json.loads(Path(rest[1]).read_text(encoding="utf-8"))
        print(f"{import_(rest[0], entries)} translations written to {ts_path(rest[0]).name}")
    elif cmd == "check":
        found = [line for lang in LANGUAGES for line in problems(lang)]
        print("\n".join(found) or "all catalogues complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
