"""Scenario fields beyond the zones: the exile, the wound pile by kind, what lasts until the end of the turn,
and a combat in progress. Each part has a reader (scenario data -> GameState, refusing impossible positions
with the field and the rule) and a writer (GameState -> scenario data); see docs/SCENARIOS.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nightfall_qt.engine.carddefs import WOUND_KINDS
from nightfall_qt.engine.flow.registry import Task

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState

# Until-end-of-turn values per seat (GameState lists) and of the active player's turn (GameState scalars).
SEAT_TURN_KEYS: tuple[str, ...] = (
    "influence_loss", "doubled", "discount", "discount_floor", "enemy_claims", "no_absorb",
)  # fmt: skip
TURN_KEYS: tuple[str, ...] = (
    "spent", "discarded_for_influence", "wound_effect_used", "drawn_up", "used_enemy_archives",
)  # fmt: skip
COMBAT_KEYS: tuple[str, ...] = ("attacks", "step", "ordered", "blocking", "damage")
DAMAGE_KEYS: tuple[str, ...] = ("seat", "amount", "blockers", "absorbing")
ATTACK_KEYS: tuple[str, ...] = ("attacker", "target", "blockers", "resolved")
COMBAT_STEPS: tuple[str, ...] = ("declare", "order", "blocks", "resolve", "damage")


class PartError(ValueError):
    """Raised by the readers; scenario.py turns it into a ScenarioError."""


def _mapping(value: Any, where: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise PartError(f"{where}: expected a mapping, got {type(value).__name__}")
    return value


def _keys(data: dict[str, Any], allowed: tuple[str, ...], where: str) -> None:
    bad = set(data) - set(allowed)
    if bad:
        raise PartError(f"{where}: unknown field(s) {sorted(bad)}; expected some of {list(allowed)}")


def whole(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise PartError(f"{where}: expected a whole number from {lo} to {hi}, got {value!r}")
    return value


# ------------------------------------------------------------------------------------------- wounds
def read_wound_kinds(value: Any, where: str) -> list[str] | None:
    """A list of wound kinds (top first), or None when `value` is a count."""
    if not isinstance(value, list):
        return None
    for i, kind in enumerate(value):
        if kind not in WOUND_KINDS:
            raise PartError(f"{where}[{i}]: expected a wound kind ({', '.join(WOUND_KINDS)}), got {kind!r}")
    return value


def write_wounds(st: GameState) -> dict[str, list[str]]:
    """The pile by kind, top first: the face-up wounds, then the face-down ones."""
    top_first = [st.card(u).wound_kind or "" for u in reversed(st.wound_pile)]
    return {"face_up": top_first[: st.face_up], "face_down": top_first[st.face_up :]}


# ---------------------------------------------------------------------------------------- this turn
def read_seat_turn(st: GameState, seat: int, value: Any, where: str) -> None:
    data = _mapping(value, where)
    _keys(data, SEAT_TURN_KEYS, where)
    for key, v in data.items():
        if key == "no_absorb":
            if not isinstance(v, bool):
                raise PartError(f"{where}.no_absorb: expected true or false, got {v!r}")
            st.no_absorb[seat] = v
        else:
            hi = 16 if key == "doubled" else 100
            getattr(st, key)[seat] = whole(v, f"{where}.{key}", 0, hi)
    if st.doubled[seat] > 1 and st.rulings.influence_doubling == "once":
        raise PartError(f"{where}.doubled: this edition doubles influence once (Indigo Six does not stack)")


def write_seat_turn(st: GameState, seat: int) -> dict[str, Any]:
    return {k: getattr(st, k)[seat] for k in SEAT_TURN_KEYS if getattr(st, k)[seat]}


def read_turn(st: GameState, value: Any, phase: str, archive_of: dict[tuple[int, int], int]) -> bool:
    """The active player's turn so far; returns `drawn_up` (the cleanup has drawn up already)."""
    where = "this_turn"
    data = _mapping(value, where)
    _keys(data, TURN_KEYS, where)
    for key in ("spent", "discarded_for_influence"):
        setattr(st, key, whole(data.get(key, 0), f"{where}.{key}", 0, 200))
    for key in ("wound_effect_used", "drawn_up"):
        if not isinstance(data.get(key, False), bool):
            raise PartError(f"{where}.{key}: expected true or false, got {data[key]!r}")
    st.wound_effect_used = bool(data.get("wound_effect_used", False))
    drawn = bool(data.get("drawn_up", False))
    if drawn and phase != "cleanup":
        raise PartError(f"{where}.drawn_up: players draw up in the cleanup phase only, not in '{phase}'")
    if (st.spent or st.discarded_for_influence) and phase not in ("claim", "cleanup", "over"):
        raise PartError(f"{where}: influence is spent in the claim phase, which comes after '{phase}'")
    if st.spent > st.influence_total(st.active):
        raise PartError(f"{where}.spent: {st.spent} is more than the active player's {st.influence_total(st.active)} "
                        "influence")  # fmt: skip
    for i, ref in enumerate(data.get("used_enemy_archives") or []):
        ref = _mapping(ref, f"{where}.used_enemy_archives[{i}]")
        ref_key = (ref.get("seat"), ref.get("archive"))
        if ref_key not in archive_of or ref_key[0] == st.active:
            raise PartError(f"{where}.used_enemy_archives[{i}]: expected {{seat, archive}} of an enemy's private "
                            f"archive, got {ref!r}")  # fmt: skip
        st.used_enemy_archives.append(archive_of[ref_key])
    if len(st.used_enemy_archives) > st.enemy_claims[st.active]:
        raise PartError(f"{where}.used_enemy_archives: more enemy archives than the active player's grants "
                        f"(seats[{st.active}].this_turn.enemy_claims)")  # fmt: skip
    return drawn


def write_turn(st: GameState) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key in ("spent", "discarded_for_influence", "wound_effect_used"):
        if getattr(st, key):
            data[key] = getattr(st, key)
    if any(t in (("cleanup", 1), ("cleanup_c", 1)) for t in _tasks_and_pending(st)):
        data["drawn_up"] = True
    if st.used_enemy_archives:
        data["used_enemy_archives"] = [_archive_ref(st, a) for a in st.used_enemy_archives]
    return data


def _archive_ref(st: GameState, archive: int) -> dict[str, int]:
    owner = st.arch_owner[archive]
    index = [a for a in range(len(st.arch_card)) if st.arch_owner[a] == owner].index(archive)
    return {"seat": owner, "archive": index}


def _tasks_and_pending(st: GameState) -> list[Task]:
    tasks = list(st.stack)
    if st.pending is not None:
        tasks.append(st.pending.cont)
    return tasks


# ------------------------------------------------------------------------------------------- combat
def read_combat(st: GameState, value: Any) -> tuple[Task, ...]:
    """A combat in progress: st.attacks and the tasks that continue it (they replace the phase's ("combat",))."""
    where = "combat"
    data = _mapping(value, where)
    _keys(data, COMBAT_KEYS, where)
    step = data.get("step", "order")
    if step not in COMBAT_STEPS:
        raise PartError(f"{where}.step: expected one of {', '.join(COMBAT_STEPS)}, got {step!r}")
    attackers = st.play[st.active]
    specs = data.get("attacks")
    if not isinstance(specs, list) or len(specs) != len(attackers):
        raise PartError(f"{where}.attacks: every minion of the active player attacks (DE L315): expected "
                        f"{len(attackers)} attacks, one per seats[{st.active}].in_play entry")  # fmt: skip
    busy: set[int] = set()
    seen: set[int] = set()
    for i, spec in enumerate(specs):
        st.attacks.append(_read_attack(st, _mapping(spec, f"{where}.attacks[{i}]"), f"{where}.attacks[{i}]", step,
                                       busy, seen))  # fmt: skip
    return _combat_tasks(st, data, step)


def _read_attack(
    st: GameState, spec: dict[str, Any], where: str, step: str, busy: set[int], seen: set[int]
) -> tuple[int, int, tuple[int, ...], bool]:
    _keys(spec, ATTACK_KEYS, where)
    attackers = st.play[st.active]
    index = whole(spec.get("attacker"), f"{where}.attacker", 0, len(attackers) - 1)
    if index in seen:
        raise PartError(f"{where}.attacker: seats[{st.active}].in_play[{index}] attacks only once")
    seen.add(index)
    att = attackers[index]
    target = spec.get("target")
    if target is None and step == "declare":
        return (att, -1, (), False)
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < st.n or target == st.active:
        raise PartError(f"{where}.target: expected an enemy seat (a minion attacks an enemy player), got {target!r}")
    blockers: list[int] = []
    for j, b in enumerate(spec.get("blockers") or []):
        bwhere = f"{where}.blockers[{j}]"
        if not st.play[target]:
            raise PartError(f"{bwhere}: seats[{target}] has no minion in play to block with")
        b = whole(b, bwhere, 0, len(st.play[target]) - 1)
        uid = st.play[target][b]
        if uid in busy:
            raise PartError(f"{bwhere}: a minion blocks a single attacker only (DE L323)")
        if st.has_flag(att, "unblockable"):
            raise PartError(f"{bwhere}: {st.cid(att)} cannot be blocked")
        if step in ("declare", "order"):
            raise PartError(f"{bwhere}: blockers are assigned after the attack order (DE L317), not at step '{step}'")
        busy.add(uid)
        blockers.append(uid)
    resolved = spec.get("resolved", False)
    if not isinstance(resolved, bool) or (resolved and step not in ("resolve", "damage")):
        raise PartError(f"{where}.resolved: attacks resolve after all blocks (step 'resolve'), got {resolved!r}")
    return (att, target, tuple(blockers), resolved)


def _combat_tasks(st: GameState, data: dict[str, Any], step: str) -> tuple[Task, ...]:
    where = "combat"
    n = len(st.attacks)
    undeclared = [i for i, a in enumerate(st.attacks) if a[1] == -1]
    if step == "declare" and undeclared and any(st.attacks[i][1] != -1 for i in range(undeclared[0], n)):
        raise PartError(f"{where}.attacks: attackers are declared in order; a target after an undeclared one")
    if step not in ("resolve", "damage") and any(a[3] for a in st.attacks):
        raise PartError(f"{where}.attacks: attacks resolve only at step 'resolve'")
    resolved = [a[3] for a in st.attacks]
    if resolved != sorted(resolved, reverse=True):
        raise PartError(f"{where}.attacks: attacks resolve in the chosen order: resolved ones come first")
    defenders = [(st.active + k) % st.n for k in range(1, st.n)]
    tail: tuple[Task, ...] = (("attack_next",), ("combat_end",))
    if step == "resolve":
        return tail
    if step == "damage":
        return (_read_damage(st, _mapping(data.get("damage"), f"{where}.damage")),) + tail
    blocks: tuple[Task, ...] = tuple(("blocks", d) for d in defenders)
    if step == "blocks":
        seat = whole(data.get("blocking", defenders[0]), f"{where}.blocking", 0, st.n - 1)
        if seat == st.active:
            raise PartError(f"{where}.blocking: the attacked players block, not the active player")
        return tuple(("blocks", d) for d in defenders[defenders.index(seat):]) + tail
    ordered = whole(data.get("ordered", 0), f"{where}.ordered", 0, n) if step == "order" else 0
    head: tuple[Task, ...] = (("declare",),) if step == "declare" else ()
    return head + (("order_attacks", ordered),) + blocks + tail


def _read_damage(st: GameState, data: dict[str, Any]) -> Task:
    """The damage of the attack resolving now (the last resolved one): what its blockers or the defender's
    direct-damage blockers still have to take."""
    where = "combat.damage"
    _keys(data, DAMAGE_KEYS, where)
    done = [a for a in st.attacks if a[3]]
    if not done:
        raise PartError(f"{where}: no attack is resolving (mark it `resolved: true`)")
    _att, defender, blockers, _r = done[-1]
    seat = whole(data.get("seat", defender), f"{where}.seat", 0, st.n - 1)
    if seat != defender:
        raise PartError(f"{where}.seat: the attack resolving now attacks seat {defender}")
    amount = whole(data.get("amount"), f"{where}.amount", 1, 100)
    if data.get("absorbing", False) is True:
        if data.get("blockers"):
            raise PartError(f"{where}: the ordinary blockers are done before direct-damage blockers absorb (DE L357)")
        return ("damage_player", seat, amount, False, 0)
    left = []
    for j, b in enumerate(data.get("blockers") or []):
        b = whole(b, f"{where}.blockers[{j}]", 0, max(0, len(st.play[seat]) - 1))
        if b >= len(st.play[seat]) or st.play[seat][b] not in blockers:
            raise PartError(f"{where}.blockers[{j}]: not a blocker of the attack resolving now")
        left.append(st.play[seat][b])
    if not left:
        raise PartError(f"{where}: give the blockers still to take damage, or absorbing: true")
    return ("block_damage", seat, amount, tuple(left))


def write_combat(st: GameState) -> dict[str, Any] | None:
    """The combat in progress, or None between or inside attacks (the latter cannot be written)."""
    if st.phase != "combat" or not st.attacks:
        return None
    cont = st.pending.cont if st.pending is not None else ("",)
    data: dict[str, Any] = {}
    if cont[0] == "declare_c":
        data["step"] = "declare"
    elif cont[0] == "order_attacks_c":
        data.update(step="order", ordered=cont[1])
    elif cont[0] == "blocks_c":
        data.update(step="blocks", blocking=cont[1])
    elif cont[0] == "block_damage_c" and st.stack and st.stack[-1] == ("attack_next",):
        _n, seat, amount, left = cont
        data.update(step="damage", damage={"seat": seat, "amount": amount,
                                           "blockers": [st.play[seat].index(b) for b in left]})  # fmt: skip
    elif cont[0] == "damage_player_c" and cont[4] == 0 and st.stack and st.stack[-1] == ("attack_next",):
        data.update(step="damage", damage={"seat": cont[1], "amount": cont[2], "absorbing": True})
    else:
        return None
    attackers = st.play[st.active]
    data["attacks"] = [
        {"attacker": attackers.index(att), "target": None if target < 0 else target,
         "blockers": [st.play[target].index(b) for b in blockers if b in st.play[target]], "resolved": done}
        for att, target, blockers, done in st.attacks
    ]  # fmt: skip
    return data
