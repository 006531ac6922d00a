"""Scenarios: any position from a small, human-writable YAML/dict format (see docs/SCENARIOS.md).

Tests, the tutorial and bug reports are written in it. `state_from_scenario` builds a GameState that
starts at the beginning of the given phase of the active player's turn (or in the middle of a chain),
`state_to_scenario` writes the current zones back out.
"""

from __future__ import annotations

import os
from typing import Any

from nightfall_qt.engine.carddefs import WOUND_KINDS, CardDB
from nightfall_qt.engine.flow.registry import Task
from nightfall_qt.engine.flow.setup import ARCHIVE_SIZE, FACE_UP_PER_PLAYER
from nightfall_qt.engine.flow.turn import TURN_PHASES, rest_of_turn
from nightfall_qt.engine.options import GameOptions
from nightfall_qt.engine.state import GameState

SEAT_KEYS = {"name", "hand", "deck", "discard", "in_play", "archives", "influence", "bot"}
TOP_KEYS = {
    "title", "description", "players", "seats", "seed", "edition", "active", "first_player", "phase",
    "commons", "chain", "chain_turn", "resolve", "wounds", "turn", "variants", "hint", "expect", "lesson",
}  # fmt: skip


class ScenarioError(ValueError):
    """A scenario that does not describe a valid position; the message names the field."""


def load_scenario(path: str | os.PathLike[str], cards: CardDB | None = None) -> GameState:
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


def state_from_scenario(data: dict[str, Any], cards: CardDB | None = None) -> GameState:
    from nightfall_qt.engine.cards_api import load_cards

    db = cards if cards is not None else load_cards()
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"unknown field(s) {sorted(unknown)}; expected some of {sorted(TOP_KEYS)}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 5:
        raise ScenarioError("field 'seats': expected a list of 2 to 5 players")
    n = len(seats)
    if "players" in data and data["players"] != n:
        raise ScenarioError(f"field 'players' says {data['players']} but 'seats' lists {n}")
    try:
        options = GameOptions(
            players=n, seed=_int(data, "seed", 0, 0, 2**64 - 1), setup="quick_start",
            variants=frozenset(data.get("variants", ())), edition=data.get("edition", "de"),
        )  # fmt: skip
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    st = GameState(db, options)
    st.active = _int(data, "active", 0, 0, n - 1)
    st.first_player = _int(data, "first_player", st.active, 0, n - 1)
    st.turn = _int(data, "turn", 1, 1, 10_000)
    phase = data.get("phase", "combat")
    if phase not in TURN_PHASES:
        raise ScenarioError(f"field 'phase': expected one of {', '.join(TURN_PHASES)}, got {phase!r}")

    def uid_of(ref: Any, where: str) -> tuple[int, dict[str, Any]]:
        extra: dict[str, Any] = {}
        if isinstance(ref, dict):
            extra = dict(ref)
            ref = extra.pop("card", None)
        if not isinstance(ref, str) or ref not in db:
            raise ScenarioError(f"{where}: unknown card {ref!r}")
        return st.new_uid(db[ref].index), extra

    for seat, spec in enumerate(seats):
        where = f"seats[{seat}]"
        if not isinstance(spec, dict):
            raise ScenarioError(f"{where}: expected a mapping with hand, deck, discard, in_play, archives")
        bad = set(spec) - SEAT_KEYS
        if bad:
            raise ScenarioError(f"{where}: unknown field(s) {sorted(bad)}; expected some of {sorted(SEAT_KEYS)}")
        for zone, target in (("hand", st.hand), ("discard", st.discard)):
            for i, ref in enumerate(_list(spec, zone, where)):
                target[seat].append(uid_of(ref, f"{where}.{zone}[{i}]")[0])
        # Decks are written top card first, as a person reads them.
        for i, ref in enumerate(_list(spec, "deck", where)):
            st.deck[seat].insert(0, uid_of(ref, f"{where}.deck[{i}]")[0])
        for i, ref in enumerate(_list(spec, "in_play", where)):
            uid, extra = uid_of(ref, f"{where}.in_play[{i}]")
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
            _archive(st, db, ref, seat, f"{where}.archives[{i}]")
        st.influence[seat] = _int(spec, "influence", 0, -20, 100)
    for i, ref in enumerate(_list(data, "commons", "scenario")):
        _archive(st, db, ref, -1, f"commons[{i}]")

    # Wound pile: `wounds: {face_up: N, face_down: M}`, kinds dealt from a seeded shuffle.
    wounds = data.get("wounds", {})
    if not isinstance(wounds, dict):
        raise ScenarioError("field 'wounds': expected {face_up: N, face_down: M}")
    face_up = _int(wounds, "face_up", FACE_UP_PER_PLAYER * n, 0, 200)
    face_down = _int(wounds, "face_down", max(0, 60 - face_up), 0, 200)
    kinds = [WOUND_KINDS[i % 3] for i in range(face_up + face_down)]
    st.rng.shuffle(kinds)
    for kind in kinds:
        st.wound_pile.append(st.new_uid(db[f"wound_{kind}"].index))
    st.face_up = face_up
    # No face-up wound left: the end was triggered, the game ends at the end of this phase.
    st.end_triggered = face_up == 0

    first: tuple[Task, ...] | None = None
    chain = _list(data, "chain", "scenario")
    if chain and phase != "chain":
        raise ScenarioError("field 'chain': a chain exists only in the chain phase")
    for i, ref in enumerate(chain):
        uid, extra = uid_of(ref, f"chain[{i}]")
        seat = extra.pop("seat", st.active)
        if not isinstance(seat, int) or not 0 <= seat < n:
            raise ScenarioError(f"chain[{i}].seat: expected a seat from 0 to {n - 1}, got {seat!r}")
        card = st.card(uid)
        if card.is_wound:
            raise ScenarioError(f"chain[{i}]: wounds cannot be in a chain")
        prev = st.card(st.chain[-1][0]) if st.chain else None
        if prev is not None and card.colour not in prev.links:
            raise ScenarioError(f"chain[{i}]: {card.id} ({card.colour}) cannot link after {prev.id} {prev.links}")
        kicker = prev is not None and card.kicker_colour == prev.colour
        kicker = bool(extra.pop("kicker", kicker))
        cancelled = bool(extra.pop("cancelled", False))
        times = int(extra.pop("times", 1))
        if extra:
            raise ScenarioError(f"chain[{i}]: unknown field(s) {sorted(extra)}")
        if not st.chain:
            st.chain_starter = seat
        st.chain.append((uid, seat, kicker, times, cancelled, -1))
    if chain:
        if data.get("resolve", False):
            first = (("resolve_chain",),)
        else:
            offset = _int(data, "chain_turn", 0, 0, n - 1)
            first = (("chain_turn", offset),)
    st.phase = phase
    st.emit("scenario_loaded", title=str(data.get("title", "")), phase=phase, seat=st.active)
    st.push(*rest_of_turn(st.active, n, phase, first))
    st._run()
    return st


def _list(data: dict[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key, [])
    if value is None:
        return []
    if not isinstance(value, list):
        raise ScenarioError(f"{where}.{key}: expected a list, got {type(value).__name__}")
    return value


def _archive(st: GameState, db: CardDB, ref: Any, owner: int, where: str) -> None:
    count = ARCHIVE_SIZE
    if isinstance(ref, dict):
        count = ref.get("count", ARCHIVE_SIZE)
        ref = ref.get("card")
    if not isinstance(ref, str) or ref not in db or not db[ref].is_order or db[ref].starter:
        raise ScenarioError(f"{where}: expected an archive card id, got {ref!r}")
    if not isinstance(count, int) or not 0 <= count <= 50:
        raise ScenarioError(f"{where}.count: expected 0 to 50 cards, got {count!r}")
    idx = db[ref].index
    st.arch_card.append(idx)
    st.arch_uids.append([st.new_uid(idx) for _ in range(count)])
    st.arch_owner.append(owner)
    st.arch_secret.append(False)


def scenario_yaml(st: GameState) -> str:
    """`state_to_scenario` as YAML text (bug reports, the log of a failing bot)."""
    import yaml

    return str(yaml.safe_dump(state_to_scenario(st), sort_keys=False, allow_unicode=True))


def state_to_scenario(st: GameState) -> dict[str, Any]:
    """The current position as scenario data (for bug reports). A chain in the middle of resolving is
    written as the remaining chain with `resolve: true`; pending micro-steps of one card are not kept."""
    seats = []
    for s in range(st.n):
        seats.append({
            "hand": [st.cid(u) for u in st.hand[s]],
            "deck": [st.cid(u) for u in reversed(st.deck[s])],
            "discard": [st.cid(u) for u in st.discard[s]],
            "in_play": [
                {"card": st.cid(u), "damage": st.damage[u]} if st.damage.get(u) else st.cid(u)
                for u in st.play[s]
            ],
            "archives": [
                {"card": st.cards.cards[st.arch_card[a]].id, "count": len(st.arch_uids[a])}
                for a in range(len(st.arch_card)) if st.arch_owner[a] == s
            ],
            "influence": st.influence[s],
        })  # fmt: skip
    data: dict[str, Any] = {
        "seed": st.rng.state,
        "edition": st.options.edition,
        "active": st.active,
        "first_player": st.first_player,
        "turn": max(1, st.turn),
        "phase": st.phase if st.phase in TURN_PHASES else "combat",
        "seats": seats,
        "commons": [
            {"card": st.cards.cards[st.arch_card[a]].id, "count": len(st.arch_uids[a])}
            for a in range(len(st.arch_card)) if st.arch_owner[a] == -1
        ],
        "wounds": {"face_up": st.face_up, "face_down": len(st.wound_pile) - st.face_up},
    }  # fmt: skip
    if st.chain:
        data["chain"] = [
            {"card": st.cid(lk[0]), "seat": lk[1], "kicker": lk[2], "times": lk[3], "cancelled": lk[4]}
            for lk in st.chain
        ]
        resolving = any(t[0] in ("resolve_chain", "resolve_link") for t in st.stack)
        if resolving:
            data["resolve"] = True
        elif st.pending is not None and st.pending.kind == "chain":
            data["chain_turn"] = (st.pending.seat - st.active) % st.n
    return data
