"""GameState: the whole game as small lists of ints, plus the mechanics every rule shares.

Physical cards are ints ("uids"); `card_of[uid]` is the index of their CardDef (shared, never copied).
Zones are lists with the top/last card at the end. The flow of the game (turn phases, chain resolution,
effects) lives in `flow/` and `effects/` as tasks on `self.stack`; this module holds the data, the
decision/apply loop and the primitive mechanics (draw, damage, wounds, moving cards).
"""

from __future__ import annotations

import random
from typing import Any

from nightfall_qt.engine.carddefs import CardDB, CardDef
from nightfall_qt.engine.choices import (
    DECISION_KIND_OF,
    Choice,
    ChoiceKind,
    Decision,
    DecisionKind,
    IllegalChoice,
    as_kind,
)
from nightfall_qt.engine.events import EventKind, private_to
from nightfall_qt.engine.flow.registry import CONTS, TASKS, Task
from nightfall_qt.engine.options import GameOptions
from nightfall_qt.engine.rng import Rng

# A chain link: (uid, owner seat, kicker active, times it resolves, cancelled, target chooser or -1)
L_UID, L_OWNER, L_KICKER, L_TIMES, L_CANCELLED, L_CHOOSER = range(6)
Link = tuple[int, int, bool, int, bool, int]

PHASES: tuple[str, ...] = ("setup", "combat", "chain", "claim", "cleanup", "over")
# Decisions whose answer only the deciding seat may know (draft picks are kept face down).
PRIVATE_DECISIONS = frozenset({DecisionKind.DRAFT_PICK})
MAX_FORCED_MOVES = 2000  # far more than any real sequence of forced moves between two real decisions
BASE_INFLUENCE = 2


class Pending:
    """The decision the game waits for: who, what kind, the legal answers and where to continue."""

    __slots__ = ("seat", "kind", "options", "cont", "source", "info")

    def __init__(
        self,
        seat: int,
        kind: str,
        options: tuple[Choice, ...],
        cont: Task,
        source: int | None = None,
        info: tuple[Any, ...] = (),
    ) -> None:
        self.seat = seat
        self.kind = kind
        self.options = options
        self.cont = cont
        self.source = source
        self.info = info


class GameState:
    """One game of Nightfall. Create with `new_game()` or `GameState.from_scenario()`."""

    # True only while a forced move (a decision with one option, applied by `_run`) is being applied: the events it
    # causes say so (`target_chosen` carries `forced`), so a choice nobody was asked for never looks like one made.
    forcing = False

    def __init__(self, cards: CardDB, options: GameOptions) -> None:
        self.cards = cards
        self.options = options
        # The edition's rulings where the rulebooks differ (editions.yaml); rules read values, never the edition.
        self.rulings = cards.editions[options.edition].rulings
        n = options.players
        self.n = n
        self.rng = Rng(options.seed)
        self.card_of: list[int] = []  # uid -> CardDef index; grows only during setup
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.play: list[list[int]] = [[] for _ in range(n)]
        self.damage: dict[int, int] = {}  # uid of a minion in play -> damage marked
        self.arch_card: list[int] = []  # archive -> CardDef index
        self.arch_uids: list[list[int]] = []  # archive -> the cards still in it
        self.arch_owner: list[int] = []  # archive -> owning seat, -1 for a common archive
        self.arch_secret: list[bool] = []  # secret-archives variant: not yet revealed
        self.wound_pile: list[int] = []  # top at the end; the last `face_up` are face up
        self.face_up = 0
        self.exile: list[int] = []
        self.limbo: list[int] = []  # cards resolving right now (left the chain, not yet placed)
        self.chain: list[Link] = []
        self.chain_starter = -1
        self.active = 0
        self.first_player = 0
        self.turn = 0
        self.phase = "setup"
        self.end_turn_effects()
        # Combat: (attacker uid, defender seat or -1, blocker uids, resolved)
        self.attacks: list[tuple[int, int, tuple[int, ...], bool]] = []
        # Draft: cards (CardDef indices) in each seat's draft hand, and the set-aside pile.
        self.draft_hands: list[list[int]] = [[] for _ in range(n)]
        self.draft_rest: list[int] = []
        self.draft_picks: list[tuple[int, int, str]] = []  # (seat, card index, destination)
        # Resolution contexts of cards resolving now: id -> small dict of plain values.
        self.ctx: dict[int, dict[str, Any]] = {}
        self.next_ctx = 1
        self.stack: list[Task] = []
        self.pending: Pending | None = None
        self.end_triggered = False
        self.over = False
        self.result_data: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.record_events = True
        self.keep_forced = False  # scenario `forced: keep`: one-option decisions wait like any other
        self.history: list[dict[str, Any]] = []  # every applied choice, for replays and undo

    def end_turn_effects(self) -> None:
        """(Re)set everything that lasts only until the end of the turn, per seat."""
        n = self.n
        self.influence = [0] * n
        self.influence_loss = [0] * n
        self.doubled = [0] * n  # how often this seat's influence is doubled this turn
        self.discount = [0] * n
        self.discount_floor = [0] * n
        self.enemy_claims = [0] * n
        self.no_absorb = [False] * n
        self.used_enemy_archives: list[int] = []
        self.discarded_for_influence = 0
        self.spent = 0
        self.wound_effect_used = False

    # ------------------------------------------------------------------ public API
    @property
    def decision(self) -> Decision | None:
        p = self.pending
        if p is None:
            return None
        kind = DECISION_KIND_OF.get(p.kind) or DecisionKind(p.kind)  # a dict lookup: the enum call cost more
        return Decision(p.seat, kind, _prompt_for(self, p), p.options, p.source)

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def is_quiet(self) -> bool:
        """No chain, resolving card or unresolved attack is waiting: the position can be judged as it stands
        (search bots end their playouts here)."""
        return not self.chain and not self.limbo and all(resolved for *_rest, resolved in self.attacks)

    @property
    def result(self) -> Any:
        if self.result_data is None:
            return None
        return _GameResult.from_dict(self.result_data)

    def apply(self, choice: Choice) -> list[dict[str, Any]]:
        """Apply the pending decision's answer; returns the events it caused."""
        p = self.pending
        if p is None:
            raise IllegalChoice("the game is over" if self.over else "no decision is pending")
        if isinstance(choice, Choice) and type(choice.kind) is not ChoiceKind:
            choice = as_kind(choice)
        if not isinstance(choice, Choice) or not _offered(p.options, choice):
            raise IllegalChoice(self._why_illegal(p, choice))
        start = len(self.events)
        self._take(p, choice)
        self._run()
        return self.events[start:]

    def legal(self, choice: Choice) -> bool:
        return self.pending is not None and _offered(self.pending.options, choice)

    def clone(self, events: bool = True) -> GameState:
        """An independent copy; pass events=False for search (the log is then empty)."""
        c = GameState.__new__(GameState)
        c.__dict__.update(self.__dict__)
        c.rng = Rng(self.rng.state)
        if self.phase == "setup":  # the draft still adds uids and archives: do not share those tables
            c.card_of = self.card_of[:]
            c.arch_card = self.arch_card[:]
            c.arch_owner = self.arch_owner[:]
        c.deck = [z[:] for z in self.deck]
        c.hand = [z[:] for z in self.hand]
        c.discard = [z[:] for z in self.discard]
        c.play = [z[:] for z in self.play]
        c.damage = self.damage.copy()
        c.arch_uids = [z[:] for z in self.arch_uids]
        c.arch_secret = self.arch_secret[:]
        c.wound_pile = self.wound_pile[:]
        c.exile = self.exile[:]
        c.limbo = self.limbo[:]
        c.chain = self.chain[:]
        c.influence = self.influence[:]
        c.influence_loss = self.influence_loss[:]
        c.doubled = self.doubled[:]
        c.discount = self.discount[:]
        c.discount_floor = self.discount_floor[:]
        c.enemy_claims = self.enemy_claims[:]
        c.no_absorb = self.no_absorb[:]
        c.used_enemy_archives = self.used_enemy_archives[:]
        c.attacks = self.attacks[:]
        if self.draft_hands and any(self.draft_hands):
            c.draft_hands = [z[:] for z in self.draft_hands]
        c.draft_rest = self.draft_rest[:]
        c.draft_picks = self.draft_picks[:]
        c.ctx = {k: v.copy() for k, v in self.ctx.items()} if self.ctx else {}
        c.stack = self.stack[:]
        if events and self.record_events:
            c.events = self.events[:]
            c.history = self.history[:]
        else:
            c.events = []
            c.history = []
            c.record_events = events and self.record_events
        return c

    def to_json(self) -> str:
        from nightfall_qt.engine.persistence import state_to_json

        return state_to_json(self)

    def to_data(self) -> dict[str, Any]:
        """to_json() before the final json.dumps: plain JSON values, partly shared with this state."""
        from nightfall_qt.engine.persistence import state_to_data

        return state_to_data(self)

    @classmethod
    def from_json(cls, text: str, cards: CardDB, play_on: bool = True) -> GameState:
        """`play_on=False` skips playing the state on to check it (persistence.py): only for text this app's own
        process just wrote (the bots' worker processes), never for a file."""
        from nightfall_qt.engine.persistence import state_from_json

        return state_from_json(text, cards, play_on)

    @classmethod
    def from_scenario(cls, data: dict[str, Any], cards: CardDB) -> GameState:
        from nightfall_qt.engine.scenario import state_from_scenario

        return state_from_scenario(data, cards)

    def observation(self, seat: int, why_not: bool = True) -> Any:
        return _observe(self, seat, why_not)

    def determinize(self, seat: int, rng: Rng | random.Random | int, remember: bool = False) -> GameState:
        """A full state consistent with `observation(seat)`, hidden cards resampled with `rng`; `remember`:
        the other players' discard piles as the table saw them arrive and the face-up wound count the wounds
        on the table add up to (engine/observation.py)."""
        from nightfall_qt.engine.observation import determinize

        if isinstance(rng, random.Random):
            rng = Rng(rng.getrandbits(64))
        elif isinstance(rng, int):
            rng = Rng(rng)
        return determinize(self, seat, rng, remember)

    # ------------------------------------------------------------------ the run loop
    def _take(self, p: Pending, choice: Choice, forced: bool = False) -> None:
        self.pending = None
        if self.record_events:
            data = choice.to_dict()
            self.history.append(data)
            # Most choices are public and name no archive: skip the visibility question for them.
            if p.kind in PRIVATE_DECISIONS or choice.archive is not None:
                seers = self._choice_seers(p, choice)
                self.emit("decided", seat=p.seat, decision=p.kind, choice=data.copy(), visible_to=seers)
            else:
                self.emit("decided", seat=p.seat, decision=p.kind, choice=data.copy())
        self.forcing = forced
        try:
            CONTS[p.cont[0]](self, p.cont, choice)
        finally:
            self.forcing = False

    def _choice_seers(self, p: Pending, choice: Choice) -> int | list[int] | None:
        """Who may see what was chosen: only the decider for a draft pick; for a choice naming the card of
        a secret archive, only the seats that may see that archive; everyone otherwise."""
        if p.kind in PRIVATE_DECISIONS:
            return p.seat
        a = choice.archive
        if a is not None and choice.card is not None and 0 <= a < len(self.arch_secret) and self.arch_secret[a]:
            return private_to(self.archive_seers(a), self.n)
        return None

    def archive_seers(self, archive: int) -> list[int]:
        """The seats that may see which card an archive holds (everyone, or the owner of a secret one)."""
        if self.arch_secret[archive]:
            return [self.arch_owner[archive]]
        return list(range(self.n))

    def _run(self) -> None:
        """Run tasks until a real decision is needed; forced moves (one option) apply themselves."""
        stack = self.stack
        forced = 0
        while True:
            p = self.pending
            if p is not None:
                # A position where nobody can ever do anything (no cards at all) would otherwise loop
                # forever on forced moves: after many in a row, hand the forced move to the caller.
                if len(p.options) != 1 or forced >= MAX_FORCED_MOVES or self.keep_forced:
                    return
                forced += 1
                self._take(p, p.options[0], forced=True)
                continue
            if not stack:
                return
            t = stack.pop()
            TASKS[t[0]](self, t)

    def _why_illegal(self, p: Pending, choice: Choice) -> str:
        if not isinstance(choice, Choice):
            return f"expected a Choice, got {type(choice).__name__}"
        if choice.kind != p.kind and not any(o.kind == choice.kind for o in p.options):
            kinds = sorted({o.kind for o in p.options})
            return (
                f"seat {p.seat} must decide '{p.kind}' (options of kind {', '.join(kinds)}), "
                f"not '{choice.kind}'"
            )
        return f"{choice} is not one of the {len(p.options)} legal options for '{p.kind}' (seat {p.seat})"

    def ask(
        self,
        seat: int,
        kind: str,
        options: list[Choice] | tuple[Choice, ...],
        cont: Task,
        source: int | None = None,
        info: tuple[Any, ...] = (),
    ) -> None:
        assert options, f"decision {kind} with no options"
        # The flow writes every option's kind as a ChoiceKind (tests/engine/test_choice_kinds.py checks it).
        opts = options if type(options) is tuple else tuple(options)
        self.pending = Pending(seat, DECISION_KIND_OF[kind], opts, cont, source, info)

    def push(self, *tasks: Task) -> None:
        """Schedule tasks to run in the order given."""
        self.stack.extend(reversed(tasks))

    def emit(self, type_: str, **data: Any) -> None:
        """Record an event; `visible_to` (a seat or a list of seats, see events.py) keeps its details private,
        None means public."""
        if self.record_events:
            if data.get("visible_to", 0) is None:
                del data["visible_to"]
            # A dict lookup, not EventKind(type_): the enum call cost more than the rest of emit (issue 42).
            data["type"] = _EVENT_KIND_OF.get(type_) or EventKind(type_)
            self.events.append(data)

    # ------------------------------------------------------------------ card helpers
    def card(self, uid: int) -> CardDef:
        return self.cards.cards[self.card_of[uid]]

    def cid(self, uid: int) -> str:
        return self.cards.cards[self.card_of[uid]].id

    def new_uid(self, card_index: int) -> int:
        self.card_of.append(card_index)
        return len(self.card_of) - 1

    def owner_of_minion(self, uid: int) -> int:
        for seat in range(self.n):
            if uid in self.play[seat]:
                return seat
        return -1

    def has_flag(self, uid: int, flag: str) -> bool:
        return flag in self.cards.cards[self.card_of[uid]].in_play_flags

    def strength(self, uid: int, seat: int) -> int:
        c = self.card(uid)
        if "strength_from_own_minions" in c.in_play_flags:
            return len(self.play[seat])
        return c.strength

    def health_left(self, uid: int) -> int:
        return self.card(uid).health - self.damage.get(uid, 0)

    def archive_card_seen_by(self, archive: int, seat: int) -> str | None:
        """The archive's card id as `seat` sees it: None for another player's unrevealed secret archive."""
        if self.arch_secret[archive] and self.arch_owner[archive] != seat:
            return None
        return self.cards.cards[self.arch_card[archive]].id

    def all_minions(self) -> list[int]:
        return [u for zone in self.play for u in zone]

    def shielded(self, seat: int) -> bool:
        """Shadow Seven: this player cannot be chosen by texts that target a player."""
        return any(self.has_flag(u, "untargetable_controller") for u in self.play[seat])

    # ------------------------------------------------------------------ mechanics
    def draw(self, seat: int, count: int) -> None:
        deck, hand = self.deck[seat], self.hand[seat]
        for _ in range(count):
            if not deck:
                if not self.discard[seat]:
                    return
                deck.extend(self.discard[seat])
                self.discard[seat].clear()
                self.rng.shuffle(deck)
                self.emit("deck_reshuffled", seat=seat, size=len(deck))
            uid = deck.pop()
            hand.append(uid)
            self.emit("card_drawn", seat=seat, uid=uid, card=self.cid(uid), visible_to=seat)

    def discard_from_hand(self, seat: int, uid: int, reason: str) -> None:
        self.hand[seat].remove(uid)
        self.discard[seat].append(uid)
        self.emit("card_discarded", seat=seat, uid=uid, card=self.cid(uid), reason=reason)

    def exile_card(self, uid: int, seat: int, reason: str, visible_to: int | list[int] | None = None) -> None:
        """Exile a card; `visible_to` keeps which card it was private (a card from a secret archive)."""
        self.exile.append(uid)
        self.emit("card_exiled", seat=seat, uid=uid, card=self.cid(uid), reason=reason, visible_to=visible_to)

    def take_wound(self, seat: int) -> None:
        if self.face_up > 0:
            uid = self.wound_pile.pop()
            self.face_up -= 1
            face_up = True
            if self.face_up == 0 and not self.end_triggered:
                self.end_triggered = True
                self.emit("end_triggered", seat=seat, phase=self.phase)
        elif self.wound_pile:
            uid = self.wound_pile.pop()
            face_up = False
        else:
            exiled = [u for u in self.exile if self.card(u).is_wound]
            if not exiled:
                return
            uid = exiled[-1]
            self.exile.remove(uid)
            face_up = False
        self.discard[seat].append(uid)
        self.emit("wound_taken", seat=seat, uid=uid, card=self.cid(uid), face_up=face_up)

    def enter_play(self, seat: int, uid: int, damage: int = 0) -> None:
        self.play[seat].append(uid)
        if damage:
            self.damage[uid] = damage
        self.emit("minion_entered", seat=seat, uid=uid, card=self.cid(uid), damage=damage)
        if damage:
            self.emit("minion_rotated", seat=seat, uid=uid, card=self.cid(uid), damage=damage)
        if damage and damage >= self.card(uid).health:
            self.destroy(uid)

    def hurt_minion(self, uid: int, amount: int) -> int:
        """Deal damage to a minion in play; returns how much it absorbed (excess is lost)."""
        if amount <= 0:
            return 0
        left = self.health_left(uid)
        seat = self.owner_of_minion(uid)
        taken = min(left, amount)
        self.damage[uid] = self.damage.get(uid, 0) + taken
        self.emit("damage_dealt", to="minion", uid=uid, card=self.cid(uid), seat=seat, amount=taken)
        self.emit("minion_rotated", seat=seat, uid=uid, card=self.cid(uid), damage=self.damage[uid])
        if taken >= left:
            self.destroy(uid)
        return taken

    def heal_minion(self, uid: int, amount: int) -> None:
        before = self.damage.get(uid, 0)
        after = max(0, before - amount)
        if after == before:
            return
        if after:
            self.damage[uid] = after
        else:
            self.damage.pop(uid, None)
        self.emit("minion_rotated", seat=self.owner_of_minion(uid), uid=uid, card=self.cid(uid), damage=after)

    def leave_play(self, uid: int) -> int:
        seat = self.owner_of_minion(uid)
        self.play[seat].remove(uid)
        self.damage.pop(uid, None)
        # A blocker that leaves play blocks no more. Left in the attack it would name a card that may now be in
        # its owner's hand (a minion returning there when destroyed) to every seat's observation.
        self.attacks = [(a, d, tuple(b for b in bs if b != uid), r) if uid in bs else (a, d, bs, r)
                        for a, d, bs, r in self.attacks]  # fmt: skip
        return seat

    def destroy(self, uid: int) -> None:
        c = self.card(uid)
        seat = self.leave_play(uid)
        self.emit("minion_destroyed", seat=seat, uid=uid, card=c.id)
        if "returns_to_hand_when_destroyed" in c.in_play_flags:
            self.hand[seat].append(uid)
            self.emit("card_returned", seat=seat, uid=uid, card=c.id, to="hand")
        elif c.exile_when is not None:
            self.exile_card(uid, seat, "destroyed")
        else:
            self.discard[seat].append(uid)

    def discard_from_play(self, uid: int) -> None:
        c = self.card(uid)
        seat = self.leave_play(uid)
        if c.exile_when == "destroyed_or_discarded":
            self.exile_card(uid, seat, "discarded from play")
        else:
            self.discard[seat].append(uid)
            self.emit("minion_discarded", seat=seat, uid=uid, card=c.id)

    def return_to_hand(self, uid: int) -> None:
        seat = self.leave_play(uid)
        self.hand[seat].append(uid)
        self.emit("card_returned", seat=seat, uid=uid, card=self.cid(uid), to="hand")

    # ------------------------------------------------------------------ influence and claiming
    def influence_total(self, seat: int) -> int:
        base = BASE_INFLUENCE + self.influence[seat] - self.influence_loss[seat]
        if seat == self.active:
            base += self.discarded_for_influence
        total = max(0, base)
        return total << self.doubled[seat]

    def influence_left(self) -> int:
        return self.influence_total(self.active) - self.spent

    def claim_cost(self, seat: int, archive: int) -> int:
        cost = self.cards.cards[self.arch_card[archive]].cost
        if self.discount[seat]:
            cost = max(min(cost, self.discount_floor[seat]), cost - self.discount[seat])
        return cost

    def reveal_archive(self, archive: int) -> None:
        """Turn a secret archive face up (its first claim, or a claim attempt)."""
        if self.arch_secret[archive]:
            self.arch_secret[archive] = False
            self.emit("archive_revealed", archive=archive, card=self.cards.cards[self.arch_card[archive]].id)

    def claim(self, seat: int, archive: int, paid: int) -> None:
        self.reveal_archive(archive)
        uid = self.arch_uids[archive].pop()
        self.discard[seat].append(uid)
        self.emit("card_claimed", seat=seat, uid=uid, card=self.cid(uid), archive=archive, paid=paid)

    # ------------------------------------------------------------------ end of game
    def finish(self) -> None:
        from nightfall_qt.engine.result import compute_result

        self.over = True
        self.phase = "over"
        self.stack.clear()
        self.pending = None
        result = compute_result(self)
        self.result_data = result.to_dict()
        self.emit("game_over", result=self.result_data)


_EVENT_KIND_OF: dict[str, EventKind] = {k.value: k for k in EventKind}


def _offered(options: tuple[Choice, ...], choice: Choice) -> bool:
    """`choice` is one of `options` by value *and* by type: 1.0 == 1 and True == 1 in Python, but a forged
    choice with a float uid would pass the comparison and fail deep inside the engine."""
    try:
        option = options[options.index(choice)]
    except ValueError:
        return False
    return option is choice or all(type(a) is type(b) for a, b in zip(option, choice, strict=True))


def new_game(options: GameOptions, cards: CardDB) -> GameState:
    """Set up a new game; the first decision (a draft pick or the first turn) is pending."""
    from nightfall_qt.engine.flow.setup import start_setup

    st = GameState(cards, options)
    start_setup(st)
    st._run()
    return st


# Register every task and continuation (import for side effects, at the end to avoid cycles).
from nightfall_qt.engine.effects import primitives as _primitives  # noqa: E402,F401
from nightfall_qt.engine.flow import chain as _chain  # noqa: E402,F401
from nightfall_qt.engine.flow import claim as _claim  # noqa: E402,F401
from nightfall_qt.engine.flow import combat as _combat  # noqa: E402,F401
from nightfall_qt.engine.flow import setup as _setup  # noqa: E402,F401
from nightfall_qt.engine.flow import turn as _turn  # noqa: E402,F401

# Read at every decision and observation: imported once here rather than by an import statement in each call.
from nightfall_qt.engine.observation import observe as _observe  # noqa: E402
from nightfall_qt.engine.prompts import prompt_for as _prompt_for  # noqa: E402
from nightfall_qt.engine.result import GameResult as _GameResult  # noqa: E402
