"""The turn: combat, chain, claim and cleanup in order; the end of the game at the end of a phase."""

from __future__ import annotations

from typing import TYPE_CHECKING

from nightfall_qt.engine.choices import DRAW_UP_BY_SEAT, END_TURN_BY_SEAT, WOUND_EFFECT_BY_SEAT, Choice, ChoiceKind
from nightfall_qt.engine.flow.registry import Task, cont, task

if TYPE_CHECKING:
    from nightfall_qt.engine.state import GameState


def start_turn(st: GameState, seat: int) -> None:
    st.push(("turn_start", seat))


HAND_SIZE = 5  # cleanup draws up to this many; no hand limit above it

PHASE_TASKS: dict[str, tuple[Task, ...]] = {
    "combat": (("phase", "combat"), ("combat",), ("end_phase",)),
    "chain": (("phase", "chain"), ("chain_turn", 0), ("end_phase",)),
    "claim": (("phase", "claim"), ("claim",), ("end_phase",)),
    "cleanup": (("phase", "cleanup"), ("cleanup", 0), ("end_turn",), ("end_phase",)),
}
TURN_PHASES: tuple[str, ...] = ("combat", "chain", "claim", "cleanup")


def rest_of_turn(seat: int, n: int, from_phase: str, first: tuple[Task, ...] | None = None) -> list[Task]:
    """The tasks from the start of `from_phase` to the next player's turn; `first` replaces the
    opening tasks of that phase (a scenario that starts in the middle of a chain)."""
    tasks: list[Task] = []
    for phase in TURN_PHASES[TURN_PHASES.index(from_phase):]:
        part = PHASE_TASKS[phase]
        if first is not None and phase == from_phase:
            part = (part[0], *first, *part[2:])
        tasks.extend(part)
    tasks.append(("turn_start", (seat + 1) % n))
    return tasks


@task("turn_start")
def _turn_start(st: GameState, t: Task) -> None:
    seat = t[1]
    st.active = seat
    st.turn += 1
    st.emit("turn_started", seat=seat, turn=st.turn)
    st.push(*rest_of_turn(seat, st.n, "combat"))


@task("phase")
def _phase(st: GameState, t: Task) -> None:
    st.phase = t[1]
    st.emit("phase_started", phase=t[1], seat=st.active)


@task("end_phase")
def _end_phase(st: GameState, t: Task) -> None:
    st.emit("phase_ended", phase=st.phase, seat=st.active)
    if st.end_triggered:
        st.finish()


# ---------------------------------------------------------------------------------------- cleanup
def _wounds_in_hand(st: GameState, seat: int) -> list[int]:
    return [u for u in st.hand[seat] if st.card(u).is_wound]


@task("cleanup")
def _cleanup(st: GameState, t: Task) -> None:
    """t[1]: 1 once the player has drawn up. The wound effect comes before or after drawing (DE L489) or only
    after (FR L453-455, PL L1171), per the edition's ruling. Every player ends its turn by a decision, a forced one
    when it holds no wound: a wound in hand is secret until its effect is used, so declining the effect must look
    to the others like holding none (an end of turn asked only of wound holders told every seat who held one)."""
    seat, drawn = st.active, t[1]
    timing_ok = bool(drawn) or st.rulings.wound_effect == "before_or_after_drawing"
    can_wound = timing_ok and not st.wound_effect_used and bool(_wounds_in_hand(st, seat))
    options: list[Choice] = []
    if can_wound:
        options.append(WOUND_EFFECT_BY_SEAT[seat])
    if not drawn:
        options.append(DRAW_UP_BY_SEAT[seat])
    else:
        options.append(END_TURN_BY_SEAT[seat])
    # Public: whether the player has drawn up (the prompt then says "end your turn", not "draw up to five").
    st.ask(seat, "cleanup", options, ("cleanup_c", drawn), info=(None, "after_drawing") if drawn else ())


@cont("cleanup_c")
def _cleanup_c(st: GameState, c: Task, choice: Choice) -> None:
    seat, drawn = st.active, c[1]
    if choice.kind == ChoiceKind.WOUND_EFFECT:
        wounds = _wounds_in_hand(st, seat)
        st.wound_effect_used = True
        st.emit("wound_effect_used", seat=seat, wounds=len(wounds))
        for uid in wounds:
            st.discard_from_hand(seat, uid, "wound effect")
        st.draw(seat, 2 * len(wounds))
        st.push(("cleanup", drawn))
    elif choice.kind == ChoiceKind.DRAW_UP:
        missing = HAND_SIZE - len(st.hand[seat])
        if missing > 0:
            st.draw(seat, missing)
        st.push(("cleanup", 1))


@task("end_turn")
def _end_turn(st: GameState, t: Task) -> None:
    """Until-end-of-turn effects end."""
    st.end_turn_effects()
    st.emit("turn_ended", seat=st.active)
