"""The link and kicker rule is stated once (engine/links.py, issue 16) and says what the books say."""

from __future__ import annotations

import re
from pathlib import Path

from nightfall_qt.app.texts.log_text import KNOWN_EVENTS
from nightfall_qt.engine.events import VISIBILITY, EventKind
from nightfall_qt.engine.links import link_after
from nightfall_qt.engine.why_not import ReasonCode

from .helpers import CARDS

ROOT = Path(__file__).resolve().parents[2]
# The rule's two comparisons, in any module: a colour tested against link colours, a kicker colour compared.
_RESTATED = re.compile(r"colour\s+(?:not\s+)?in\s+[\w.\[\]]+\.links|kicker_colour\s*(?:==|!=)")


def test_a_card_follows_the_link_colours_of_the_last_card() -> None:
    """DE L384: after the white Alton Hickman only a red or green card; Furious Melee (red) may follow, and its
    white kicker is active (DE L434, FR L405)."""
    alton, melee, franz = CARDS["alton_hickman"], CARDS["furious_melee"], CARDS["franz_orlok"]
    assert link_after(None, franz) == (True, False)  # any card starts a chain, without a kicker
    assert link_after(alton, melee) == (True, True)
    assert franz.colour not in alton.links and link_after(alton, franz) == (False, False)  # purple
    assert link_after(melee, alton).allowed is (alton.colour in melee.links)


def test_no_other_module_restates_the_rule() -> None:
    offenders = []
    for path in sorted((ROOT / "nightfall_qt").rglob("*.py")):
        if path.name == "links.py" and path.parent.name == "engine":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _RESTATED.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not offenders, "\n".join(offenders)
    assert _RESTATED.search("if c.colour not in last.links:") and _RESTATED.search("c.kicker_colour == p.colour")


def test_every_event_kind_has_a_visibility_a_log_decision_and_a_line_in_the_docs() -> None:
    docs = (ROOT / "docs" / "ENGINE.md").read_text(encoding="utf-8")
    for kind in EventKind:
        assert kind in VISIBILITY
        assert kind in KNOWN_EVENTS, f"log_text decides nothing for {kind}"
        assert f"`{kind.value}`" in docs, f"docs/ENGINE.md does not list {kind}"
    for code in ReasonCode:
        assert f"`{code.value}`" in docs, f"docs/ENGINE.md does not list the reason code {code}"


def test_every_event_the_engine_emits_is_an_event_kind() -> None:
    emitted: set[str] = set()
    for path in (ROOT / "nightfall_qt" / "engine").rglob("*.py"):
        emitted |= set(re.findall(r"""emit\(\s*["']([a-z_]+)["']""", path.read_text(encoding="utf-8")))
    assert len(emitted) > 30
    assert emitted <= {k.value for k in EventKind}, sorted(emitted - {k.value for k in EventKind})
