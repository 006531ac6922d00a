"""Card data checked for the game, not only for the schema: a file that passes here can be played to its
end in every setup, edition, variant and player count the app offers.

The schema (loader.py) checks each card on its own; this module checks what the rules need from the set
as a whole (docs/CARDS_FORMAT.md, "What the game needs"). Every problem raises CardDataError naming the
file and, where one card is at fault, its line and field.
"""

from __future__ import annotations

from nightfall_qt.cards.schema import CardDataError
from nightfall_qt.cards.text import card_text
from nightfall_qt.engine.carddefs import EDITIONS, CardDB, CardDef
from nightfall_qt.engine.flow.setup import COMMONS
from nightfall_qt.engine.options import VARIANTS

MAX_PLAYERS = 5
# The draft that needs the most archive cards: "open archives" lays out the commons, then deals three to
# each of five players.
DRAFT_HAND_OPEN_ARCHIVES = 3
DRAFT_HAND = 4
MIN_ARCHIVE_CARDS = max(COMMONS + DRAFT_HAND_OPEN_ARCHIVES * MAX_PLAYERS, DRAFT_HAND * MAX_PLAYERS)
assert "open_archives" in VARIANTS  # the bound above is the one of this variant
# Upper bounds of the numbers on a card (the printed cards stay far below them). They keep one card from
# making the game unplayable: 10^8 wound copies fill the memory, a strength of 10^9 deals wounds for minutes.
MAX_COST = 20
MAX_STRENGTH = 20
MAX_HEALTH = 20
MAX_COPIES = 40
MAX_EFFECT_NUMBER = 20
STRENGTH_X_FLAG = "strength_from_own_minions"  # loader.STRENGTH_X_FLAG (importing loader would be circular)


def check_game(db: CardDB) -> None:
    """Raise CardDataError for the first thing the game would miss or a number out of bounds."""
    file = db.source
    _check_numbers(db)
    if not db.wounds:
        raise CardDataError(file, None, card_text("no wound card"),
                            expected=card_text("one card of kind 'wound' with its wound_kinds"))
    starters = [c for c in db.starters if c.is_minion]
    if not any(c.strength >= 1 or STRENGTH_X_FLAG in c.in_play_flags for c in starters):
        raise CardDataError(file, None, card_text("no starting minion that can deal damage (nobody could ever be "
                                                  "wounded, so the game would never end)"),
                            expected=card_text("at least one card with 'starter: true', kind 'minion' and "
                                               "strength >= 1"))
    for edition in EDITIONS:
        pool = db.draftable(edition, False)
        if len(pool) < MIN_ARCHIVE_CARDS:
            problem = card_text("edition '{edition}' has {count} archive cards (non-starter minions and actions of "
                                "the edition); a draft of {players} players with open archives needs more",
                                edition=edition, count=len(pool), players=MAX_PLAYERS)
            raise CardDataError(file, None, problem, expected=card_text(
                "at least {count} archive cards in every edition", count=MIN_ARCHIVE_CARDS))
        _check_quick_start(db, edition, {c.id for c in pool})


def _check_quick_start(db: CardDB, edition: str, archive_ids: set[str]) -> None:
    pairs = db.editions[edition].quick_start if edition in db.editions else ()  # editions.yaml
    if len(pairs) < MAX_PLAYERS:
        raise CardDataError(db.source, None, card_text("edition '{edition}' has {count} quick-start pairs",
                                                       edition=edition, count=len(pairs)),
                            expected=card_text("at least {count}", count=MAX_PLAYERS))
    for pair in pairs:
        for cid in pair:
            if cid not in archive_ids:
                problem = card_text("the quick start of edition '{edition}' deals '{card}', which is not an "
                                    "archive card of that edition", edition=edition, card=cid) if cid in db else \
                    card_text("the quick start of edition '{edition}' deals '{card}', which is missing",
                              edition=edition, card=cid)
                raise CardDataError(db.source, db.by_id[cid].line if cid in db else None, problem, card_id=cid,
                                    expected=card_text("card '{card}' (a non-starter minion or action) with "
                                                       "'{edition}' among its editions", card=cid, edition=edition))


def _check_numbers(db: CardDB) -> None:
    for c in db.cards:
        bounds = [("copies", c.copies, MAX_COPIES), ("cost", c.cost, MAX_COST)]
        if c.is_minion:
            bounds += [("strength", c.strength, MAX_STRENGTH), ("health", c.health, MAX_HEALTH)]
        for part, effects in c.effects.items():
            for i, e in enumerate(effects):
                bounds += [(f"effects.{part}[{i}].{k}", v, MAX_EFFECT_NUMBER) for k, v in e.params.items()
                           if isinstance(v, int) and not isinstance(v, bool)]
        for field, value, most in bounds:
            if value > most:
                _too_big(db.source, c, field, value, most)


def _too_big(file: str, c: CardDef, field: str, value: int, most: int) -> None:
    shown = str(value) if value < 10**12 else card_text("a number of {count} digits", count=len(str(value)))
    raise CardDataError(file, c.line or None, card_text("{value} is too large for the game", value=shown),
                        card_id=c.id, field=field, expected=card_text("at most {most}", most=most))
