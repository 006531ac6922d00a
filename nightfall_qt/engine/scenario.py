"""Scenarios: any position from a small, human-writable YAML/dict format (see docs/SCENARIOS.md).

Tests, the tutorial and bug reports are written in it. `state_from_scenario` builds a GameState that
starts at the beginning of the given phase of the active player's turn (or in the middle of a chain, a
combat, a card's resolution, or of the draft; or a finished game, `phase: over`), `state_to_scenario` writes the
position back out.
"""

from __future__ import annotations

import os
from typing import Any

from nightfall_qt.engine.carddefs import WOUND_KINDS, CardDB
from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.flow.registry import Task
from nightfall_qt.engine.flow.setup import ARCHIVE_SIZE, FACE_UP_PER_PLAYER
from nightfall_qt.engine.flow.turn import TURN_PHASES, rest_of_turn
from nightfall_qt.engine.links import link_after
from nightfall_qt.engine.options import GameOptions
from nightfall_qt.engine.scenario_draft import read_draft, write_draft
from nightfall_qt.engine.scenario_parts import (
    PartError,
    read_combat,
    read_seat_turn,
    read_turn,
    read_wound_kinds,
    whole,
    write_combat,
    write_seat_turn,
    write_turn,
    write_wounds,
)
from nightfall_qt.engine.scenario_resolving import read_limbo, read_resolving, write_resolving
from nightfall_qt.engine.state import GameState

SEAT_KEYS = {"name", "hand", "deck", "discard", "in_play", "archives", "influence", "this_turn", "bot"}
TOP_KEYS = {
    "title", "description", "players", "seats", "seed", "edition", "active", "first_player", "phase",
    "commons", "chain", "chain_turn", "resolve", "wounds", "turn", "variants", "hint", "expect", "lesson",
    "exile", "this_turn", "combat", "forced", "resolving", "draft", "setup", "promos",
}  # fmt: skip
LINK_KEYS = ("card", "seat", "kicker", "cancelled", "times", "chooser")
ARCHIVE_KEYS = ("card", "count", "at", "secret")


class ScenarioError(ValueError):
    """A scenario that does not describe a valid position; the message names the field."""


def load_scenario(path: str | os.PathLike[str], cards: CardDB) -> GameState:
    """Read a scenario YAML file (safe_load only) and build its position."""
    import yaml

    try:
        with open(path, encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{path}: not valid YAML: {exc}") from exc
    except (ValueError, KeyError, OverflowError, RecursionError) as exc:  # !!int abc, !!bool maybe, 4300+ digits
        raise ScenarioError(f"{path}: a value YAML cannot build ({type(exc).__name__}: {exc})") from exc
    if not isinstance(data, dict):
        raise ScenarioError(f"{path}: a scenario is a mapping of fields, got {type(data).__name__}")
    try:
        return state_from_scenario(data, cards)
    except ScenarioError as exc:
        raise ScenarioError(f"{path}: {exc}") from None
    except Exception as exc:  # a check state_from_scenario forgot: still the one documented exception
        raise ScenarioError(f"{path}: {type(exc).__name__}: {exc}") from exc


def _int(data: dict[str, Any], key: str, default: int, lo: int, hi: int) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise ScenarioError(f"field '{key}': expected a whole number from {lo} to {hi}, got {value!r}")
    return value


def state_from_scenario(data: dict[str, Any], cards: CardDB) -> GameState:
    try:
        return _build(data, cards)
    except PartError as exc:
        raise ScenarioError(str(exc)) from None


def _build(data: dict[str, Any], cards: CardDB) -> GameState:
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown field(s) {sorted(unknown)}; expected some of {sorted(TOP_KEYS)}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        raise ScenarioError("field 'seats': expected a list of 2 to 5 players")
    n = len(seats)
    if "players" in data and data["players"] != n:
        raise ScenarioError(f"field 'players' says {data['players']} but 'seats' lists {n}")
    phase = data.get("phase", "combat")
    if phase not in TURN_PHASES and phase not in ("setup", "over"):
        raise ScenarioError(f"field 'phase': expected one of {', '.join(TURN_PHASES)}, setup, over, got {phase!r}")
    drafting = phase == "setup"
    st = GameState(cards, _options(data, n, drafting))
    st.active = _int(data, "active", 0, 0, n - 1)
    st.first_player = _int(data, "first_player", st.active, 0, n - 1)
    # The turn counter starts at 0: the first turn_start after the draft makes it 1.
    st.turn = _int(data, "turn", 0, 0, 0) if drafting else _int(data, "turn", 1, 1, 10_000)
    # The cards get their uids in the order read: seats, commons, exile, the wound pile, the chain, limbo.
    at: list[Any] = []  # each archive's `at` (its number on the table), in the order read
    for seat, spec in enumerate(seats):
        _read_seat(st, seat, spec, at)
    for i, ref in enumerate(_list(data, "commons", "scenario")):
        _archive(st, cards, ref, -1, f"commons[{i}]", at)
    _order_archives(st, at)
    for i, ref in enumerate(_list(data, "exile", "scenario")):
        st.exile.append(_uid_of(st, ref, f"exile[{i}]")[0])
    _read_wounds(st, data)
    first = _read_play_in_progress(st, data, phase)
    if drafting:
        first = read_draft(st, data["draft"])
    forced = data.get("forced", "apply")
    if forced not in ("apply", "keep"):
        raise ScenarioError(f"field 'forced': expected 'apply' or 'keep', got {forced!r}")
    st.keep_forced = forced == "keep"
    if phase == "over":
        _finish(st, data)
        return st
    st.phase = phase
    st.emit("scenario_loaded", title=str(data.get("title", "")), phase=phase, seat=st.active)
    tasks = list(first or ()) if drafting else rest_of_turn(st.active, n, phase, first)
    st.push(*tasks)
    st._run()
    return st


def _uid_of(st: GameState, ref: Any, where: str) -> tuple[int, dict[str, Any]]:
    """A new physical card for `ref` (a card id, or a mapping with `card` and extra fields), with the extras."""
    extra: dict[str, Any] = {}
    if isinstance(ref, dict):
        extra = dict(ref)
        ref = extra.pop("card", None)
    if not isinstance(ref, str) or ref not in st.cards:
        raise ScenarioError(f"{where}: unknown card {ref!r}")
    return st.new_uid(st.cards[ref].index), extra


def _read_seat(st: GameState, seat: int, spec: Any, at: list[Any]) -> None:
    """One entry of `seats`: its zones, archives, influence and what it did this turn."""
    where = f"seats[{seat}]"
    if not isinstance(spec, dict):
        raise ScenarioError(f"{where}: expected a mapping with hand, deck, discard, in_play, archives")
    bad = set(spec) - SEAT_KEYS
    if bad:
        raise ScenarioError(f"{where}: unknown field(s) {sorted(bad)}; expected some of {sorted(SEAT_KEYS)}")
    for zone, target in (("hand", st.hand), ("discard", st.discard)):
        for i, ref in enumerate(_list(spec, zone, where)):
            target[seat].append(_uid_of(st, ref, f"{where}.{zone}[{i}]")[0])
    # Decks are written top card first, as a person reads them.
    for i, ref in enumerate(_list(spec, "deck", where)):
        st.deck[seat].insert(0, _uid_of(st, ref, f"{where}.deck[{i}]")[0])
    for i, ref in enumerate(_list(spec, "in_play", where)):
        uid, extra = _uid_of(st, ref, f"{where}.in_play[{i}]")
        if not st.card(uid).is_minion:
            raise ScenarioError(f"{where}.in_play[{i}]: {st.cid(uid)} is not a minion")
        dmg = extra.pop("damage", 0)
        if not isinstance(dmg, int) or not 0 <= dmg < st.card(uid).health or extra:
            raise ScenarioError(
                f"{where}.in_play[{i}]: damage must be 0 to {st.card(uid).health - 1}; other keys {sorted(extra)}"
            )
        st.play[seat].append(uid)
        if dmg:
            st.damage[uid] = dmg
    for i, ref in enumerate(_list(spec, "archives", where)):
        _archive(st, st.cards, ref, seat, f"{where}.archives[{i}]", at)
    st.influence[seat] = _int(spec, "influence", 0, -20, 100)
    read_seat_turn(st, seat, spec.get("this_turn"), f"{where}.this_turn")


def _read_wounds(st: GameState, data: dict[str, Any]) -> None:
    """The wound pile: `wounds: {face_up: N, face_down: M}`, kinds dealt from a seeded shuffle, or both as lists
    of kinds (the pile by kind, top first)."""
    wounds = data.get("wounds", {})
    if not isinstance(wounds, dict):
        raise ScenarioError("field 'wounds': expected {face_up: N, face_down: M}")
    up_kinds = read_wound_kinds(wounds.get("face_up"), "wounds.face_up")
    down_kinds = read_wound_kinds(wounds.get("face_down"), "wounds.face_down")
    if up_kinds is not None and down_kinds is not None:
        face_up, kinds = len(up_kinds), list(reversed(up_kinds + down_kinds))
    elif up_kinds is not None or down_kinds is not None:
        raise ScenarioError("field 'wounds': give both face_up and face_down as counts or both as lists of kinds")
    else:
        face_up = _int(wounds, "face_up", FACE_UP_PER_PLAYER * st.n, 0, 200)
        face_down = _int(wounds, "face_down", max(0, 60 - face_up), 0, 200)
        kinds = [WOUND_KINDS[i % 3] for i in range(face_up + face_down)]
        st.rng.shuffle(kinds)
    for kind in kinds:
        st.wound_pile.append(st.new_uid(st.cards[f"wound_{kind}"].index))
    st.face_up = face_up
    # No face-up wound left: the end was triggered, the game ends at the end of this phase.
    st.end_triggered = face_up == 0


def _read_play_in_progress(st: GameState, data: dict[str, Any], phase: str) -> tuple[Task, ...] | None:
    """The chain, a card resolving, this turn's claims and cleanup, a combat: what the game was doing. Returns
    the tasks the turn continues with (None: from the start of `phase`)."""
    first: tuple[Task, ...] | None = None
    chain = _list(data, "chain", "scenario")
    if chain and phase != "chain":
        raise ScenarioError("field 'chain': a chain exists only in the chain phase")
    for i, ref in enumerate(chain):
        _read_link(st, i, ref)
    if chain:
        if data.get("resolve", False):
            first = (("resolve_chain",),)
        else:
            offset = _int(data, "chain_turn", 0, 0, st.n - 1)
            first = (("chain_turn", offset),)
    if data.get("resolving") is not None:  # a card half-way through its own resolution
        if phase != "chain":
            raise ScenarioError("field 'resolving': cards resolve only in the chain phase")
        for i, ref in enumerate(read_limbo(data["resolving"])):
            st.limbo.append(_uid_of(st, ref, f"resolving.limbo[{i}]")[0])
        first = (*read_resolving(st, data["resolving"]), ("resolve_chain",))
    archive_of = {}
    for owner in range(-1, st.n):
        own = [a for a in range(len(st.arch_card)) if st.arch_owner[a] == owner]
        archive_of.update({(owner, k): a for k, a in enumerate(own)})
    if read_turn(st, data.get("this_turn"), phase, archive_of):
        first = (("cleanup", 1),)
    if data.get("combat") is not None:
        if phase != "combat":
            raise ScenarioError("field 'combat': a combat exists only in the combat phase")
        first = read_combat(st, data["combat"])
    return first


def _read_link(st: GameState, i: int, ref: Any) -> None:
    """`chain[i]`: a card added to the chain, with its seat, kicker, and what happened to it."""
    n = st.n
    uid, extra = _uid_of(st, ref, f"chain[{i}]")
    seat = extra.pop("seat", st.active)
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ScenarioError(f"chain[{i}].seat: expected a seat from 0 to {n - 1}, got {seat!r}")
    card = st.card(uid)
    if card.is_wound:
        raise ScenarioError(f"chain[{i}]: wounds cannot be in a chain")
    prev = st.card(st.chain[-1][0]) if st.chain else None
    link = link_after(prev, card)
    if not link.allowed:
        assert prev is not None
        raise ScenarioError(f"chain[{i}]: {card.id} ({card.colour}) cannot link after {prev.id} {prev.links}")
    kicker = link.kicker
    kicker = bool(extra.pop("kicker", kicker))
    cancelled = bool(extra.pop("cancelled", False))
    # Sir John Travail and Let Me At 'Em are not cumulative: a card resolves at most twice (DE L658, L688).
    times = whole(extra.pop("times", 1), f"chain[{i}].times", 1, 2)
    chooser = whole(extra.pop("chooser", -1), f"chain[{i}].chooser", -1, n - 1)  # Let Me At 'Em (-1: owner)
    if extra:
        raise ScenarioError(f"chain[{i}]: unknown field(s) {sorted(extra)}; expected some of {list(LINK_KEYS)}")
    if not st.chain:
        if seat != st.active:  # DE L380, L392: the active player starts the chain, or there is none
            raise ScenarioError(f"chain[0].seat: only the active player (seat {st.active}) starts a chain "
                                f"(rulebook DE L380, L392), got {seat}")  # fmt: skip
        st.chain_starter = seat
    st.chain.append((uid, seat, kicker, times, cancelled, chooser))


def _finish(st: GameState, data: dict[str, Any]) -> None:
    """A finished game (`phase: over`): no decision, the result ranked from the wounds the seats hold. (A chain,
    combat or card resolving is refused already: each exists only in its own phase, and the game ends only at
    the end of a phase, after them: DE L510.)"""
    # DE L510, FR L465, PL L1196: the game ends at the end of the phase in which the last face-up wound was
    # taken; with a face-up wound left that never happened (the engine finishes only once `end_triggered`).
    if st.face_up:
        raise ScenarioError(f"field 'wounds.face_up': a game is over only once the last face-up wound was taken "
                            f"(rulebook DE L510, FR L465, PL L1196), but {st.face_up} are left")  # fmt: skip
    st.emit("scenario_loaded", title=str(data.get("title", "")), phase="over", seat=st.active)
    st.finish()


def _options(data: dict[str, Any], n: int, drafting: bool) -> GameOptions:
    """The game's options; `setup` says how the archives were chosen (a draft in progress needs a draft)."""
    if drafting != (data.get("draft") is not None):
        raise ScenarioError("field 'draft': a draft in progress is the setup phase: give both 'phase: setup' and "
                            "'draft', or neither")  # fmt: skip
    for key in ("this_turn", "combat", "resolving", "chain"):
        if drafting and data.get(key):
            raise ScenarioError(f"field '{key}': the game has not started during the draft (phase 'setup')")
    setup = data.get("setup", "quick_start")
    if drafting and setup == "quick_start":
        raise ScenarioError("field 'setup': a draft in progress needs setup 'draft' or 'draft_2p' (a quick start "
                            "deals preset archives, it has no draft)")  # fmt: skip
    variants = data.get("variants") or ()
    if not isinstance(variants, list | tuple) or not all(isinstance(v, str) for v in variants):
        raise ScenarioError(f"field 'variants': expected a list of variant names, got {variants!r}")
    promos = data.get("promos", False)
    if not isinstance(promos, bool):
        raise ScenarioError(f"field 'promos': expected true or false, got {promos!r}")
    try:
        return GameOptions(
            players=n, seed=_int(data, "seed", 0, 0, 2**64 - 1), setup=setup, variants=frozenset(variants),
            include_promos=promos, edition=data.get("edition", "de"),
        )  # fmt: skip
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def _list(data: dict[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key, [])
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(f"{where}.{key}: expected a list, got {type(value).__name__}")
    return value


def _archive(st: GameState, db: CardDB, ref: Any, owner: int, where: str, at: list[Any]) -> None:
    count, secret = ARCHIVE_SIZE, False
    if isinstance(ref, dict):
        bad = set(ref) - set(ARCHIVE_KEYS)
        if bad:
            raise ScenarioError(f"{where}: unknown field(s) {sorted(bad)}; expected some of {list(ARCHIVE_KEYS)}")
        count = ref.get("count", ARCHIVE_SIZE)
        secret = ref.get("secret", False)
        at.append((ref.get("at"), where))
        ref = ref.get("card")
    else:
        at.append((None, where))
    if not isinstance(secret, bool):
        raise ScenarioError(f"{where}.secret: expected true or false, got {secret!r}")
    if secret and "secret_archives" not in st.options.variants:
        raise ScenarioError(f"{where}.secret: archives are secret only in the secret-archives variant "
                            "(add secret_archives to 'variants')")  # fmt: skip
    if secret and owner == -1:
        raise ScenarioError(f"{where}.secret: only private archives stay face down (DE L526); commons are open")
    if not isinstance(ref, str) or ref not in db or not db[ref].is_order or db[ref].starter:
        raise ScenarioError(f"{where}: expected an archive card id, got {ref!r}")
    if not isinstance(count, int) or not 0 <= count <= 50:
        raise ScenarioError(f"{where}.count: expected 0 to 50 cards, got {count!r}")
    idx = db[ref].index
    st.arch_card.append(idx)
    st.arch_uids.append([st.new_uid(idx) for _ in range(count)])
    st.arch_owner.append(owner)
    st.arch_secret.append(secret)


def _order_archives(st: GameState, at: list[Any]) -> None:
    """Put the archives in the order their `at` gives (the game's archive numbers), if any archive has one."""
    if all(a is None for a, _w in at):
        return
    wanted = [a for a, _w in at]
    for a, where in at:
        if not isinstance(a, int) or isinstance(a, bool) or sorted(wanted) != list(range(len(at))):
            raise ScenarioError(f"{where}.at: every archive needs its own number from 0 to {len(at) - 1}, got {a!r}")
    order = sorted(range(len(at)), key=lambda i: wanted[i])
    for name in ("arch_card", "arch_uids", "arch_owner", "arch_secret"):
        values = getattr(st, name)
        setattr(st, name, [values[i] for i in order])


def scenario_yaml(st: GameState) -> str:
    """`state_to_scenario` as YAML text (bug reports, the log of a failing bot)."""
    import yaml

    return str(yaml.safe_dump(state_to_scenario(st), sort_keys=False, allow_unicode=True))


def state_to_scenario(st: GameState) -> dict[str, Any]:
    """The current position as scenario data: reading it back gives the same position (same decision, same
    continuation), from a draft pick to the end of the game (`phase: over`), secret archives still secret. A state
    this engine never stops at (an old save) may be written approximately: `approximation` names it, and
    `description` says so."""
    # The loader numbers the archives seat by seat, then the commons; say each one's number if the game differs.
    read_order = sorted(range(len(st.arch_card)), key=lambda a: (st.arch_owner[a] == -1, st.arch_owner[a]))
    numbered = read_order != list(range(len(st.arch_card)))
    seats = [_write_seat(st, s, numbered) for s in range(st.n)]
    draft = write_draft(st)
    data: dict[str, Any] = {
        "seed": st.rng.state,
        "edition": st.options.edition,
        "active": st.active,
        "first_player": st.first_player,
        "turn": 0 if draft is not None else max(1, st.turn),
        # (a state between setup steps is never at a decision: written, approximately, as the start of a turn)
        "phase": st.phase if st.phase in (*TURN_PHASES, "over") or draft is not None else "combat",
        "seats": seats,
        "commons": [_write_archive(st, a, numbered) for a in range(len(st.arch_card)) if st.arch_owner[a] == -1],
        "wounds": write_wounds(st),
        "exile": [st.cid(u) for u in st.exile],
    }  # fmt: skip
    if st.options.setup != "quick_start":  # how the archives were chosen (what a secret archive may hold)
        data["setup"] = st.options.setup
    if st.options.include_promos:
        data["promos"] = True
    if st.options.variants:
        data["variants"] = sorted(st.options.variants)
    if draft is not None:
        data["draft"] = draft
    turn = write_turn(st)
    if turn:
        data["this_turn"] = turn
    combat = write_combat(st)
    if combat is not None:
        data["combat"] = combat
    if st.chain:
        _write_chain(st, data)
    now = write_resolving(st)
    if now is not None:
        data["resolving"] = now
    if st.keep_forced:
        data["forced"] = "keep"
    why = approximation(st)
    if why:
        data["description"] = f"approximate: {why}"
    return data


def _write_seat(st: GameState, s: int, numbered: bool) -> dict[str, Any]:
    """One entry of `seats`: the seat's zones (its deck top card first), archives, influence and this turn."""
    seat: dict[str, Any] = {
        "hand": [st.cid(u) for u in st.hand[s]],
        "deck": [st.cid(u) for u in reversed(st.deck[s])],
        "discard": [st.cid(u) for u in st.discard[s]],
        "in_play": [
            {"card": st.cid(u), "damage": st.damage[u]} if st.damage.get(u) else st.cid(u)
            for u in st.play[s]
        ],
        "archives": [_write_archive(st, a, numbered) for a in range(len(st.arch_card)) if st.arch_owner[a] == s],
        "influence": st.influence[s],
    }  # fmt: skip
    turn = write_seat_turn(st, s)
    if turn:
        seat["this_turn"] = turn
    return seat


def _write_chain(st: GameState, data: dict[str, Any]) -> None:
    """The chain's links, and whether it is resolving or whose turn it is to add to it."""
    data["chain"] = [
        {"card": st.cid(lk[0]), "seat": lk[1], "kicker": lk[2], "times": lk[3], "cancelled": lk[4],
         "chooser": lk[5]}
        for lk in st.chain
    ]  # fmt: skip
    if any(t[0] in ("resolve_chain", "resolve_link") for t in st.stack):
        data["resolve"] = True
    elif st.pending is not None and st.pending.kind == DecisionKind.CHAIN:
        data["chain_turn"] = (st.pending.seat - st.active) % st.n


def _write_archive(st: GameState, a: int, numbered: bool) -> dict[str, Any]:
    data: dict[str, Any] = {"card": st.cards.cards[st.arch_card[a]].id, "count": len(st.arch_uids[a])}
    if numbered:
        data["at"] = a
    if st.arch_secret[a]:
        data["secret"] = True
    return data


def approximation(st: GameState) -> str | None:
    """Why `state_to_scenario(st)` cannot be exact, or None. None at every decision and at the end of every game
    this engine plays (tests/engine/test_scenario_roundtrip.py checks it over random games of every setup,
    variant and edition): only a state this engine never stops at is left, such as one from a save made before
    the attack order was chosen up front (DE L317), which asks for the next attack while the attacks resolve."""
    if st.phase not in (*TURN_PHASES, "over") and write_draft(st) is None:  # between setup steps
        return f"the '{st.phase}' phase outside a draft pick is written as the start of a combat"
    resolving = st.ctx or st.limbo or (("resolve_chain",) in st.stack and st.pending is not None)
    if resolving and write_resolving(st) is None:
        return "this moment of a card's resolution is written as the chain before it"
    if st.attacks and write_combat(st) is None:
        return "this step of the combat is written as the combat before it"
    return None
