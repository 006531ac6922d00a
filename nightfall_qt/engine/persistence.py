"""Complete, versioned JSON for a GameState: a loaded game continues exactly as the original would."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import CardDB
from nightfall_qt.engine.choices import Choice
from nightfall_qt.engine.options import GameOptions
from nightfall_qt.engine.rng import Rng

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

FORMAT = "nightfall-qt-state"
VERSION = 1

# Plain list/int/bool fields copied as they are.
_PLAIN = (
    "deck", "hand", "discard", "play", "arch_card", "arch_uids", "arch_owner", "arch_secret", "wound_pile",
    "face_up", "exile", "limbo", "chain_starter", "active", "first_player", "turn", "phase", "influence",
    "influence_loss", "doubled", "discount", "discount_floor", "enemy_claims", "no_absorb",
    "used_enemy_archives", "discarded_for_influence", "spent", "wound_effect_used", "draft_hands",
    "draft_rest", "next_ctx", "end_triggered", "over", "result_data", "events", "record_events", "history",
)  # fmt: skip
# Fields holding tuples, which JSON turns into lists.
_TUPLED = ("chain", "attacks", "draft_picks", "stack")


class StateFormatError(ValueError):
    """A saved state that cannot be loaded; the message says what is wrong and where."""


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def state_to_json(st: GameState) -> str:
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "options": st.options.to_dict()}
    data["card_of"] = [st.cards.cards[i].id for i in st.card_of]
    data["rng"] = st.rng.state
    for name in _PLAIN:
        data[name] = getattr(st, name)
    for name in _TUPLED:
        data[name] = [list(x) if isinstance(x, tuple) else x for x in getattr(st, name)]
    data["damage"] = {str(k): v for k, v in st.damage.items()}
    data["ctx"] = {str(k): v for k, v in st.ctx.items()}
    p = st.pending
    data["pending"] = None if p is None else {
        "seat": p.seat, "kind": p.kind, "options": [o.to_dict() for o in p.options],
        "cont": list(p.cont), "source": p.source, "info": list(p.info),
    }  # fmt: skip
    return json.dumps(data, separators=(",", ":"))


def state_from_json(text: str, cards: CardDB | None = None) -> GameState:
    from nightfall_qt.engine.cards_api import load_cards
    from nightfall_qt.engine.state import GameState, Pending

    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise StateFormatError(f"not valid JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFormatError(f"not a Nightfall Qt game state (expected \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise StateFormatError(f"state format version {version!r} is newer than this app reads ({VERSION})")
    db = cards if cards is not None else load_cards()
    try:
        st = GameState(db, GameOptions.from_dict(data["options"]))
        missing = [cid for cid in set(data["card_of"]) if cid not in db]
        if missing:
            raise StateFormatError(f"the save uses cards this cards.yaml lacks: {', '.join(sorted(missing))}")
        st.card_of = [db.by_id[cid].index for cid in data["card_of"]]
        st.rng = Rng(int(data["rng"]))
        for name in _PLAIN:
            setattr(st, name, data[name])
        for name in _TUPLED:
            setattr(st, name, [_tuplify(x) for x in data[name]])
        st.damage = {int(k): int(v) for k, v in data["damage"].items()}
        st.ctx = {int(k): {kk: _tuplify(vv) for kk, vv in v.items()} for k, v in data["ctx"].items()}
        p = data["pending"]
        if p is not None:
            st.pending = Pending(
                p["seat"], p["kind"], tuple(Choice.from_dict(o) for o in p["options"]),
                _tuplify(p["cont"]), p["source"], _tuplify(p["info"]),
            )  # fmt: skip
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise StateFormatError(f"damaged game state: {type(exc).__name__}: {exc}") from exc
    st.n = st.options.players
    return st
