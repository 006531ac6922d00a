"""`nightfall-qt --replay FILE --check`: play a replay again without a window and compare its result.

Exit status: 0 the replay plays to the recorded result; 1 the file cannot be read (damaged, not a replay, too
new); 2 its decisions do not play to the recorded result with the card data in use (which cards differ is said).
"""

from __future__ import annotations

import sys
from typing import TextIO

from nightfall_qt.app.replay.replays import Replay, ReplayError, compare_cards, play_to_end
from nightfall_qt.app.replay.seat_replays import SeatReplay, load_any_replay
from nightfall_qt.app.storage.saves import SaveError
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import CardDB, GameState
from nightfall_qt.engine.replay_format import card_identity

EXIT_OK, EXIT_DAMAGED, EXIT_DIFFERS = 0, 1, 2


def ranking_lines(replay: Replay, state: GameState) -> list[str]:
    """The final ranking, one line per player: "1. Mara — 3 wounds (bite 1, burn 2, bleed 0)"."""
    result = state.result
    lines = []
    for row in result.ranking:
        kinds = ", ".join(f"{kind} {count}" for kind, count in row.by_kind.items())
        lines.append(
            translate("Replay", "{rank}. {name} — {wounds} wounds ({kinds})").format(
                rank=row.rank, name=replay.seats[row.seat].name, wounds=row.wounds, kinds=kinds
            )
        )
    return lines


def check(path: str, cards: CardDB, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Replay `path` with `cards`; print the ranking (or what is wrong); the exit status."""
    try:
        replay = load_any_replay(path)
    except SaveError as exc:
        print(
            translate("Replay", "{file}: cannot read the replay: {problem}").format(file=exc.where, problem=exc.what),
            file=err,
        )
        return EXIT_DAMAGED
    if isinstance(replay, SeatReplay):
        return _seat_view(replay, out)
    diff = compare_cards(replay.cards, card_identity(cards, replay.options.edition))
    try:
        state = play_to_end(replay, cards)
    except ReplayError as exc:
        print(
            translate("Replay", "{file}: the replay does not play: {problem}").format(file=exc.where, problem=exc.what),
            file=err,
        )
        return EXIT_DIFFERS
    if diff.any:
        print(
            translate(
                "Replay",
                "Note: the replay was made with other card data ({differences}); it still plays "
                "to its recorded result.",
            ).format(differences=diff.describe()),
            file=out,
        )
    for line in ranking_lines(replay, state):
        print(line, file=out)
    print(
        translate("Replay", "The replay plays to its recorded result ({count} decisions).").format(
            count=len(replay.decisions)
        ),
        file=out,
    )
    return EXIT_OK


def _seat_view(replay: SeatReplay, out: TextIO) -> int:
    """A seat's replay was checked whole when it was read (every change applies, the last step's result is the
    recorded one): its ranking, and what was checked. It holds no decisions, so the rules cannot be replayed."""
    by_seat = {int(r["seat"]): r for r in replay.result["ranking"]}
    for seat in replay.ranking:
        row = by_seat[seat]
        kinds = ", ".join(f"{kind} {count}" for kind, count in dict(row.get("by_kind") or {}).items())
        line = translate("Replay", "{rank}. {name} — {wounds} wounds ({kinds})").format(
            rank=row.get("rank"), name=replay.seats[seat].name, wounds=row.get("wounds"), kinds=kinds)  # fmt: skip
        print(line, file=out)
    print(
        translate(
            "Replay", "{player}'s view: {count} steps, whole and consistent, ending with the recorded result."
        ).format(player=replay.seats[replay.seat].name, count=len(replay.steps)),
        file=out,
    )
    return EXIT_OK


def run(path: str) -> int:
    """The command line's entry: the card data the app would use (the player's cards.yaml if it is valid)."""
    from nightfall_qt.app.storage.card_source import resolve_cards
    from nightfall_qt.app.storage.paths import AppPaths

    source = resolve_cards(AppPaths.from_environment().cards_override)
    if source.error:
        print(
            translate(
                "Replay", "Your card file could not be used; the packaged cards.yaml is used instead.\n{error}"
            ).format(error=source.error),
            file=sys.stderr,
        )
    return check(path, source.cards)
