"""Complete, versioned JSON for a GameState: a loaded game continues exactly as the original would."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import CardDB
from nightfall_qt.engine.choices import Choice, DecisionKind
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
    """A saved state that cannot be loaded; the message says what is wrong and where.

    `missing_cards` names the card ids the save uses that the card data lacks (an edited cards.yaml, not a
    damaged file), so the app can say so in the player's language."""

    def __init__(self, message: str, missing_cards: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.missing_cards = missing_cards


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def state_to_json(st: GameState) -> str:
    return json.dumps(state_to_data(st), separators=(",", ":"))


def state_to_data(st: GameState) -> dict[str, Any]:
    """What state_to_json writes, as plain JSON values (shared with the state: dump it, do not change it)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "options": st.options.to_dict()}
    data["card_of"] = list(map(st.cards.id_of.__getitem__, st.card_of))
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
    return data


def state_from_json(text: str, cards: CardDB, play_on: bool = True) -> GameState:
    """The state in `text`; raises StateFormatError, and only that, for anything that cannot be loaded.
    `play_on=False`: without playing it on to check it (GameState.from_json)."""
    try:
        return _state_from_json(text, cards, play_on)
    except StateFormatError:
        raise
    except Exception as exc:  # a check below forgot a case: still the one documented exception
        raise StateFormatError(f"damaged game state: {type(exc).__name__}: {exc}") from exc


def _state_from_json(text: str, cards: CardDB, play_on: bool = True) -> GameState:
    from nightfall_qt.engine.state import GameState, Pending

    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, a number of 4300+ digits, deep nesting
        raise StateFormatError(f"not valid JSON: {type(exc).__name__}: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateFormatError(f"not a Nightfall Qt game state (expected \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise StateFormatError(f"state format version {version!r} is newer than this app reads ({VERSION})")
    db = cards
    try:
        st = GameState(db, GameOptions.from_dict(data["options"]))
        missing = [cid for cid in set(data["card_of"]) if cid not in db]
        if missing:
            missing.sort()
            raise StateFormatError(f"the save uses cards this cards.yaml lacks: {', '.join(missing)}", tuple(missing))
        st.card_of = [db.by_id[cid].index for cid in data["card_of"]]
        rng = data["rng"]
        if not isinstance(rng, int) or isinstance(rng, bool) or not 0 <= rng < 2**64:
            what = "a whole number from 0 to 2^64-1"
            raise StateFormatError(f"damaged game state: 'rng' must be {what}, not {type(rng).__name__} {rng!r:.30}")
        st.rng = Rng(rng)
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
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise StateFormatError(f"damaged game state: {type(exc).__name__}: {exc}") from exc
    st.n = st.options.players
    try:
        _validate(st)
    except StateFormatError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError) as exc:  # odd data
        raise StateFormatError(f"damaged game state: {type(exc).__name__}: {exc}") from exc
    if play_on:
        _check_plays_on(st)
    return st


# A random game takes a few hundred decisions; a state that needs more than this to end is stuck.
PROBE_DECISIONS = 20_000
PROBE_OPTIONS = 40  # more than any decision offers in a real game
# How far the answers after the first are followed. The first is played to the end; the others were stored
# with the state, so what can be wrong with one shows when it is applied and in what it leads to next: a
# round of five players' turns is ~100 decisions. (Every answer played to its end cost 0.36 s to open a save.)
PROBE_FOLLOW = 150


def _check_plays_on(st: GameState) -> None:
    """Play the loaded state on, on copies, and refuse it if the engine raises or stalls on the way: the
    fields can each be valid and still not fit together (a hand-edited save with a recomputed checksum).
    Every answer to the pending decision is tried, since those were stored, not derived (an option may name a
    card that is no longer where it says); then the game goes on with random answers, to its end after the
    first answer, for PROBE_FOLLOW decisions after the others. A random game costs ~10 ms."""
    if st.over:
        return
    p = st.pending
    if p is None:
        raise StateFormatError("damaged game state: the game is neither over nor waiting for a decision")
    for i, first in enumerate(p.options[:PROBE_OPTIONS]):
        probe, rng = st.clone(events=False), Rng(i + 1)
        try:
            probe.apply(first)
            _play_out(probe, rng, PROBE_DECISIONS if i == 0 else PROBE_FOLLOW)
        except StateFormatError:
            raise
        except Exception as exc:  # any failure of the engine on this state is the state's fault
            raise StateFormatError(
                f"damaged game state: the game cannot be played on from it (answer {first}: "
                f"{type(exc).__name__}: {exc})"
            ) from exc


def _play_out(probe: GameState, rng: Rng, decisions: int = PROBE_DECISIONS) -> None:
    """Random answers for up to `decisions` decisions; only a probe meant to reach the end must reach it."""
    for _ in range(decisions):
        if probe.over:
            return
        p = probe.pending
        if p is None:
            raise StateFormatError("damaged game state: the game stops with no decision to take")
        probe.apply(rng.choice(p.options))
    if decisions >= PROBE_DECISIONS:
        raise StateFormatError(f"damaged game state: the game does not end within {PROBE_DECISIONS} decisions")


def _check(ok: bool, what: str) -> None:
    if not ok:
        raise StateFormatError(f"damaged game state: {what}")


def _ints(value: Any, lo: int | None = None, hi: int | None = None) -> bool:
    return isinstance(value, list | tuple) and all(
        isinstance(v, int) and (lo is None or v >= lo) and (hi is None or v < hi) for v in value
    )


def _validate(st: GameState) -> None:
    """Reject a loaded state whose fields do not fit together, so that a damaged save fails here with
    StateFormatError instead of later, somewhere inside the engine. The checks run in this order: the
    counters and flags, where every card is, then the program counter (tasks, the decision, the result)."""
    _validate_counters(st)
    _validate_cards(st)
    _validate_program(st)


def _validate_counters(st: GameState) -> None:
    from nightfall_qt.engine.state import PHASES

    n = st.n
    for name in ("deck", "hand", "discard", "play", "draft_hands"):
        zones = getattr(st, name)
        _check(isinstance(zones, list) and len(zones) == n, f"'{name}' must hold one list per player")
        for z in zones:
            _check(isinstance(z, list), f"'{name}' must hold lists")
    for name in ("influence", "influence_loss", "discount", "discount_floor", "enemy_claims"):
        v = getattr(st, name)
        _check(isinstance(v, list) and len(v) == n and _ints(v), f"'{name}' must be {n} integers")
    _check(isinstance(st.doubled, list) and len(st.doubled) == n and _ints(st.doubled) and min(st.doubled) >= 0
           and max(st.doubled) <= 16, "bad 'doubled'")  # a count since the editions (older saves: true/false)
    st.doubled = [int(x) for x in st.doubled]
    v = st.no_absorb
    _check(isinstance(v, list) and len(v) == n and all(isinstance(x, bool) for x in v), "bad 'no_absorb'")
    for name in ("face_up", "chain_starter", "active", "first_player", "turn", "discarded_for_influence",
                 "spent", "next_ctx"):  # fmt: skip
        value = getattr(st, name)
        _check(isinstance(value, int) and not isinstance(value, bool), f"'{name}' must be a whole number")
    for name in ("wound_effect_used", "end_triggered", "over", "record_events"):
        _check(isinstance(getattr(st, name), bool), f"'{name}' must be true or false")
    _check(0 <= st.active < n and 0 <= st.first_player < n, "active or first player out of range")
    _check(st.phase in PHASES, f"unknown phase {st.phase!r}")


def _validate_cards(st: GameState) -> None:
    n, n_uids, n_cards = st.n, len(st.card_of), len(st.cards.cards)
    # Archives.
    _check(_ints(st.arch_card, 0, n_cards), "archive cards out of range")
    na = len(st.arch_card)
    _check(_ints(st.arch_owner, -1, n) and len(st.arch_owner) == na, "bad archive owners")
    _check(isinstance(st.arch_secret, list) and len(st.arch_secret) == na, "bad secret-archive flags")
    _check(isinstance(st.arch_uids, list) and len(st.arch_uids) == na, "bad archive piles")
    _check(_ints(st.used_enemy_archives, 0, na), "bad used archives")
    # Every card of the game in at most one place.
    chain_ok = all(
        isinstance(lk, tuple) and len(lk) == 6 and _ints(lk[:2]) and isinstance(lk[3], int) for lk in st.chain
    )
    _check(chain_ok, "bad chain links")
    zones = [*st.deck, *st.hand, *st.discard, *st.play, *st.draft_hands, *st.arch_uids, st.wound_pile,
             st.exile, st.limbo, [lk[0] for lk in st.chain]]  # fmt: skip
    seen: set[int] = set()
    total = 0
    for i, z in enumerate(zones):
        limit = n_cards if n * 4 <= i < n * 5 else n_uids  # draft hands hold card indices, not uids
        _check(_ints(z, 0, limit), "a zone holds something that is not a card of this game")
        if i < n * 4 or i >= n * 5:
            seen.update(z)
            total += len(z)
    _check(total == len(seen), "a card is in two places at once")
    _check(0 <= st.face_up <= len(st.wound_pile), "more face-up wounds than wounds in the pile")
    in_play = {u for z in st.play for u in z}
    _check(all(isinstance(v, int) and v > 0 for v in st.damage.values()), "bad damage values")
    _check(set(st.damage) <= in_play, "damage on a card that is not in play")
    _check(all(st.damage[u] < st.card(u).health for u in st.damage), "a destroyed minion is still in play")


def _validate_program(st: GameState) -> None:
    """Tasks, the pending decision, contexts and the result."""
    from nightfall_qt.engine.flow.registry import CONTS, TASKS
    from nightfall_qt.engine.result import GameResult

    n, n_uids, n_cards = st.n, len(st.card_of), len(st.cards.cards)
    tasks_ok = all(isinstance(t, tuple) and t and isinstance(t[0], str) and t[0] in TASKS for t in st.stack)
    _check(tasks_ok, "unknown task on the stack")
    _check(all(isinstance(v, dict) for v in st.ctx.values()), "bad resolution contexts")
    attacks_ok = all(isinstance(a, tuple) and len(a) == 4 and isinstance(a[2], tuple) for a in st.attacks)
    _check(attacks_ok, "bad attacks")
    _check(all(isinstance(d, tuple) and len(d) == 3 for d in st.draft_picks), "bad draft picks")
    _check(_ints(st.draft_rest, 0, n_cards), "bad draft pile")
    _check(isinstance(st.events, list) and isinstance(st.history, list), "bad event log")
    p = st.pending
    if p is not None:
        _check(not st.over, "a finished game with a pending decision")
        _check(isinstance(p.seat, int) and 0 <= p.seat < n, "pending decision for a seat out of range")
        _check(isinstance(p.kind, str) and bool(p.options), "pending decision without options")
        _check(p.kind in set(DecisionKind), f"unknown decision kind {p.kind!r}")
        cont_ok = isinstance(p.cont, tuple) and bool(p.cont) and isinstance(p.cont[0], str)
        _check(cont_ok and p.cont[0] in CONTS, "unknown continuation")
        _check(isinstance(p.info, tuple), "pending decision: 'info' must be a list")
        source_ok = p.source is None or (isinstance(p.source, int) and 0 <= p.source < n_uids)
        _check(source_ok, "bad decision source")
        for o in p.options:
            _check(all(v is None or isinstance(v, int | str) for v in o), f"bad option {o!r}")
        try:
            from nightfall_qt.engine.prompts import prompt_for

            prompt_for(st, p)
        except Exception as exc:  # the prompt reads most of what the decision refers to
            what = f"{type(exc).__name__}: {exc}"
            raise StateFormatError(f"damaged game state: pending decision: {what}") from exc
    elif not st.over:
        _check(bool(st.stack), "the game is neither over nor waiting for a decision")
    if st.result_data is not None:
        try:
            GameResult.from_dict(st.result_data)
        except Exception as exc:
            raise StateFormatError(f"damaged game state: result: {type(exc).__name__}: {exc}") from exc
