"""Decision, choice and event kinds are compared as enum members, never as plain strings (issue 46).

A kind is a StrEnum member, equal to its string, so `kind == "chain_pass"` works today and silently keeps working
after the kind is renamed or removed. Only the modules that read or write the strings themselves may spell them:
the wire codec (online/) and the save format.
"""

from __future__ import annotations

import ast
from pathlib import Path

from nightfall_qt.engine.choices import ChoiceKind, DecisionKind
from nightfall_qt.engine.events import EventKind

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "nightfall_qt"
# The modules that carry kinds as strings: the wire codec and the save format.
STRING_KIND_MODULES = ("online/", "engine/persistence.py", "app/storage/saves.py")
KIND_VALUES = frozenset(k.value for kinds in (DecisionKind, ChoiceKind, EventKind) for k in kinds)


def _names_a_kind(node: ast.expr) -> bool:
    """`x.kind`, `kind`, `decision_kind`, `event["type"]`, `event.get("type")` (an event's kind is its type),
    or a tuple holding one of them."""
    if isinstance(node, ast.Attribute):
        return node.attr == "kind" or node.attr.endswith("_kind")
    if isinstance(node, ast.Name):
        return node.id == "kind" or node.id.endswith("_kind")
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == "type"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == "type"
    if isinstance(node, ast.Tuple):
        return any(_names_a_kind(e) for e in node.elts)
    return False


def _kind_strings(node: ast.expr) -> list[str]:
    """The string literals naming a kind in `node`: itself, or the items of a tuple, list or set literal."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return [
        e.value for e in items if isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value in KIND_VALUES
    ]


def _not_kind_sets(tree: ast.AST) -> set[int]:
    """The ids of the literal collections the collection rule leaves alone: tuples unpacked into names
    (`A, B = "attack", "block"`, constants of their own) and the operands of a comparison (the comparison rule
    judges those)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple):
            out.add(id(node.value))
        elif isinstance(node, ast.Compare):
            out.update(id(operand) for operand in (node.left, *node.comparators))
    return out


def kind_string_comparisons(path: Path, base: Path = PACKAGE) -> list[str]:
    """Comparisons of a kind with a string, and literal collections of kind strings (the sets and tuples that a
    kind is looked up in: `kind in ARRIVALS`)."""
    rel = path.relative_to(base).as_posix()
    out: list[str] = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _not_kind_sets(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List | ast.Set) and id(node) not in skipped:
            found = _kind_strings(node)
            if len(found) >= 2 and len(found) == len(node.elts):
                out.append(f"{rel}:{node.lineno}: a collection of kinds as strings {found} (use the enum members)")
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for a, b in zip(operands, operands[1:], strict=False):
                for kind, other in ((a, b), (b, a)):
                    if _names_a_kind(kind) and (found := _kind_strings(other)):
                        out.append(f"{rel}:{node.lineno}: {ast.unparse(node)} (use the enum member for {found})")
        elif isinstance(node, ast.Match) and _names_a_kind(node.subject):
            for case in node.cases:
                for sub in ast.walk(case.pattern):
                    if isinstance(sub, ast.MatchValue) and (found := _kind_strings(sub.value)):
                        out.append(f"{rel}:{sub.lineno}: case {found} (use the enum member)")
    return out


def test_kinds_are_compared_as_enum_members() -> None:
    offenders = [
        offence
        for path in sorted(PACKAGE.rglob("*.py"))
        if not path.relative_to(PACKAGE).as_posix().startswith(STRING_KIND_MODULES)
        for offence in kind_string_comparisons(path)
    ]
    assert not offenders, "kinds compared as plain strings:\n" + "\n".join(offenders)


def test_the_kind_rule_catches_string_comparisons(tmp_path: Path) -> None:
    """The rule is not vacuous: every form it exists for is caught, and what is not a kind is left alone."""
    sample = tmp_path / "nightfall_qt" / "ui" / "sample.py"
    sample.parent.mkdir(parents=True)
    sample.write_text(
        "def f(choice, decision, event, kind, card, obs):\n"
        "    a = choice.kind == 'chain_pass'\n"  # a choice kind
        "    b = decision.kind in ('claim', 'free_claim')\n"  # decision kinds
        "    c = event.get('type') != 'turn_started' or event['type'] == 'card_drawn'\n"  # event kinds (2)
        "    d = (kind, event.get('phase')) == ('phase_started', 'cleanup')\n"  # a tuple comparison
        "    e = obs.decision_kind == 'attack_order'\n"
        "    match kind:\n"
        "        case 'draw_up':\n"
        "            pass\n"
        "    ok = card.kind == 'minion' or kind == ChoiceKind.CHAIN_PASS or choice.card == 'claim'\n"
        "    return a, b, c, d, e, ok\n"
        "ARRIVALS = frozenset({'card_drawn', 'minion_entered'})\n"  # a set a kind is looked up in
        "ATTACK_ARROW, BLOCK_ARROW = 'attack', 'block'\n"  # names of their own: fine
    )
    found = kind_string_comparisons(sample, tmp_path / "nightfall_qt")
    assert len(found) == 8, found
