"""A guard that cannot drift: every third-party module nightfall_qt imports anywhere (an ast scan, so imports
inside functions count too) must be packaged, in the one list both builders read.

packaging/runtime-modules.txt names each module, its PyPI distribution, and how the .deb gets it: bundled
(build_deb.sh installs the wheel pinned in requirements-build.txt) or from the archive (a Depends entry
build_deb.sh writes). The standalone bundle freezes what requirements-build.txt installs, so every
distribution there must be pinned. A new import without a row here failed nothing before: the installed
.deb died with ModuleNotFoundError: No module named 'websockets'.
"""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "nightfall_qt"


def imported_modules(package: Path = PACKAGE) -> dict[str, list[str]]:
    """Top-level third-party modules imported anywhere under `package` -> the files importing them."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
        for name in names - set(sys.stdlib_module_names) - {"nightfall_qt", "__future__"}:
            found.setdefault(name, []).append(str(path.relative_to(package.parent)))
    return found


def runtime_modules() -> dict[str, tuple[str, str]]:
    """packaging/runtime-modules.txt: module -> (distribution, "bundle" or the Debian dependency)."""
    rows: dict[str, tuple[str, str]] = {}
    for line in (ROOT / "packaging" / "runtime-modules.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        module, dist, how, *rest = line.split()
        assert how in ("bundle", "depends") and (how == "bundle") == (not rest), f"runtime-modules.txt: {line!r}"
        rows[module] = (dist, "bundle" if how == "bundle" else " ".join(rest))
    return rows


def pins() -> dict[str, str]:
    """requirements-build.txt: normalised distribution name -> pinned version."""
    text = (ROOT / "packaging" / "requirements-build.txt").read_text(encoding="utf-8")
    return {_norm(m[0]): m[1] for m in re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", text, flags=re.MULTILINE)}


def _norm(dist: str) -> str:
    return re.sub(r"[-_.]+", "-", dist).lower()


# (The `packaging` library is shadowed here by the project's packaging/ folder: a small reader of what
# pyproject.toml and the wheels' metadata use, `name>=a,<b` with numeric versions.)
def _requirement(text: str) -> tuple[str, list[tuple[str, str]]]:
    found = re.match(r"\s*([A-Za-z0-9_.-]+)\s*([^;]*)", text)
    assert found is not None, text
    return _norm(found[1]), re.findall(r"(<=|>=|==|!=|<|>)\s*([\w.]+)", found[2])


def _satisfies(version: str, specifier: list[tuple[str, str]]) -> bool:
    def key(v: str) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", v))

    compare = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
               ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}  # fmt: skip
    return all(compare[op](key(version), key(bound)) for op, bound in specifier)


def unpackaged(imports: dict[str, list[str]], rows: dict[str, tuple[str, str]], pinned: dict[str, str]) -> list[str]:
    """One sentence per imported module that a package would lack."""
    problems = []
    for module, files in sorted(imports.items()):
        where = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        if module not in rows:
            problems.append(
                f"{module} (imported in {where}) is in no package: add it to packaging/runtime-modules.txt "
                "(bundled, or a Debian dependency) and pin it in packaging/requirements-build.txt"
            )
        elif _norm(rows[module][0]) not in pinned:
            problems.append(
                f"{module} (imported in {where}): {rows[module][0]} is not pinned in requirements-build.txt"
            )
    return problems


def test_every_imported_third_party_module_is_packaged() -> None:
    imports = imported_modules()
    assert {"PySide6", "yaml", "websockets"} <= imports.keys()  # the scan sees the app, lazy imports included
    problems = unpackaged(imports, runtime_modules(), pins())
    assert not problems, "\n".join(problems)


def test_the_guard_names_a_new_unpackaged_import(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "late.py").write_text("def plot() -> None:\n    import numpy.linalg\n", encoding="utf-8")
    (problem,) = unpackaged(imported_modules(tmp_path / "pkg"), runtime_modules(), pins())
    assert problem.startswith("numpy (imported in ") and "late.py" in problem


def test_each_listed_module_is_bundled_or_a_debian_dependency_the_control_file_gets() -> None:
    build = (ROOT / "packaging" / "build_deb.sh").read_text(encoding="utf-8")
    assert "runtime-modules.txt" in build and "DEBIAN_DEPENDS" in build  # the builder reads the same list
    for module, (_dist, how) in runtime_modules().items():
        assert how == "bundle" or re.fullmatch(r"python3-[a-z0-9.-]+( \([<>=]+ [\w.~+-]+\))?", how), (module, how)


def test_pyproject_dependencies_match_the_list_and_the_pins() -> None:
    """Every declared dependency has a row; every row is declared, or comes with one that is (shiboken6
    with PySide6-Essentials); every pin satisfies the declared range."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = dict(map(_requirement, project["dependencies"]))
    rows = {_norm(dist) for dist, _how in runtime_modules().values()}
    assert set(declared) <= rows, f"declared but not in runtime-modules.txt: {set(declared) - rows}"
    brought = {_requirement(r)[0] for dist in declared for r in importlib.metadata.requires(dist) or () if ";" not in r}
    assert rows <= set(declared) | brought, f"in runtime-modules.txt but not declared: {rows - set(declared) - brought}"
    pinned = pins()
    for name, specifier in declared.items():
        assert name in pinned and _satisfies(pinned[name], specifier), (name, specifier, pinned.get(name))
    pyside = declared["pyside6-essentials"]  # the reader itself: 6.12.0 is excluded (it aborts under 3.11)
    assert _satisfies("6.11.3", pyside) and not _satisfies("6.12.0", pyside)
