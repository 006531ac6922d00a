"""Zone models: the viewer's projection of the game as QAbstractListModels.

Rows are plain dicts keyed by a stable id (a card's uid, an archive index, a seat). `set_rows` applies
the smallest change it can find — removals, insertions (a move is a remove plus an insert) and
dataChanged for rows whose values changed — so views can animate a card leaving or arriving instead of
redrawing the whole zone. `TableModels` refreshes every model from the controller on `stateChanged`, from the
viewer's observation, the viewer's own decision and the card database only (never the live game state).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel

from nightfall_qt.app.game.explanations import explanation_for
from nightfall_qt.app.game.game_view import GameView
from nightfall_qt.app.game.paced_view import PacedView
from nightfall_qt.app.game.seats import default_seat_name
from nightfall_qt.app.game.why_not import archive_why_not, attacker_why_not, hand_why_not
from nightfall_qt.app.texts.i18n import current_language, translate
from nightfall_qt.app.texts.log_text import LogEntry, log_entries
from nightfall_qt.engine import Choice
from nightfall_qt.engine.choices import ChoiceKind, DecisionKind

Index = QModelIndex | QPersistentModelIndex

_U = Qt.ItemDataRole.UserRole.value
UidRole = _U + 1
CardIdRole = _U + 2
NameRole = _U + 3
ColourRole = _U + 4
LinksRole = _U + 5
KickerColourRole = _U + 6
DamageRole = _U + 7
OwnerRole = _U + 8
LegalRole = _U + 9
WhyNotRole = _U + 10
KickerActiveRole = _U + 11
CancelledRole = _U + 12
TimesRole = _U + 13
LinkRole = _U + 14
KindRole = _U + 15
TextRole = _U + 16
HealthRole = _U + 17
StrengthRole = _U + 18
CostRole = _U + 19
# Archives
ArchiveRole = _U + 30
CardsLeftRole = _U + 31
CostNowRole = _U + 32
SecretRole = _U + 33
# Players
SeatRole = _U + 40
PlayerNameRole = _U + 41
SeatKindRole = _U + 42
HandSizeRole = _U + 43
DeckSizeRole = _U + 44
DiscardSizeRole = _U + 45
DiscardTopRole = _U + 46
InfluenceRole = _U + 47
ActiveRole = _U + 48
DecidingRole = _U + 49
ThinkingRole = _U + 50
ViewerRole = _U + 51
RankRole = _U + 52
InPlayCountRole = _U + 53
LevelRole = _U + 54

CARD_ROLES: dict[int, str] = {
    UidRole: "uid",
    CardIdRole: "card",
    NameRole: "name",
    ColourRole: "colour",
    LinksRole: "links",
    KickerColourRole: "kicker_colour",
    DamageRole: "damage",
    OwnerRole: "owner",
    LegalRole: "legal",
    WhyNotRole: "why_not",
    KickerActiveRole: "kicker_active",
    CancelledRole: "cancelled",
    TimesRole: "times",
    LinkRole: "link",
    KindRole: "kind",
    TextRole: "text",
    HealthRole: "health",
    StrengthRole: "strength",
    CostRole: "cost",
}
ARCHIVE_ROLES: dict[int, str] = {
    **CARD_ROLES,
    ArchiveRole: "archive",
    CardsLeftRole: "left",
    CostNowRole: "cost_now",
    SecretRole: "secret",
}
PLAYER_ROLES: dict[int, str] = {
    SeatRole: "seat",
    PlayerNameRole: "name",
    SeatKindRole: "seat_kind",
    LevelRole: "level",
    HandSizeRole: "hand_size",
    DeckSizeRole: "deck_size",
    DiscardSizeRole: "discard_size",
    DiscardTopRole: "discard_top",
    InfluenceRole: "influence",
    ActiveRole: "active",
    DecidingRole: "deciding",
    ThinkingRole: "thinking",
    ViewerRole: "viewer",
    RankRole: "rank",
    InPlayCountRole: "in_play",
}


class KeyedListModel(QAbstractListModel):
    """A list of dict rows with a unique key field; `set_rows` updates with minimal row signals."""

    ROLES: dict[int, str] = {}
    KEY = "uid"
    DISPLAY = "name"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[dict[str, Any]] = []
        self._updating = False

    # ------------------------------------------------------------------ Qt interface
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default argument
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows) or index.column() != 0:
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = row.get(self.DISPLAY)
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(row)
        key = self.ROLES.get(int(role))
        return None if key is None else row.get(key)

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        for role, key in self.ROLES.items():
            names[role] = QByteArray(key.encode())
        return names

    def tooltip(self, row: dict[str, Any]) -> str:
        return str(row.get("why_not") or row.get("text") or "")

    # ------------------------------------------------------------------ rows
    @property
    def rows(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._rows]

    def row_of(self, key: Any) -> int:
        for i, r in enumerate(self._rows):
            if r[self.KEY] == key:
                return i
        return -1

    def row_data(self, row: int) -> dict[str, Any]:
        return dict(self._rows[row])

    def keys(self) -> list[Any]:
        return [r[self.KEY] for r in self._rows]

    def set_rows(self, rows: Sequence[dict[str, Any]]) -> None:
        if self._updating:  # a slot reacting to our signals tried to update us again: ignore the echo
            return
        self._updating = True
        try:
            self._set_rows(list(rows))
        finally:
            self._updating = False

    def _set_rows(self, new: list[dict[str, Any]]) -> None:
        new_keys = [r[self.KEY] for r in new]
        if len(set(new_keys)) != len(new_keys):
            raise ValueError(f"{type(self).__name__}: duplicate keys in {new_keys}")
        new_pos = {k: i for i, k in enumerate(new_keys)}
        # 1. Remove vanished rows, and rows that must move (not on a longest run already in order).
        old_keys = [r[self.KEY] for r in self._rows]
        kept = [k for k in old_keys if k in new_pos]
        stay = set(_longest_increasing([new_pos[k] for k in kept]))
        stay_keys = {kept[i] for i in stay}
        i = len(self._rows) - 1
        while i >= 0:
            if self._rows[i][self.KEY] in stay_keys:
                i -= 1
                continue
            j = i
            while j - 1 >= 0 and self._rows[j - 1][self.KEY] not in stay_keys:
                j -= 1
            self.beginRemoveRows(QModelIndex(), j, i)
            del self._rows[j : i + 1]
            self.endRemoveRows()
            i = j - 1
        # 2. Insert the new and moved rows at their places (what stays is a subsequence of the new order).
        i = 0
        while i < len(new):
            if i < len(self._rows) and self._rows[i][self.KEY] == new_keys[i]:
                i += 1
                continue
            j = i
            while j < len(new) and new_keys[j] not in stay_keys:
                j += 1
            self.beginInsertRows(QModelIndex(), i, j - 1)
            self._rows[i:i] = [dict(r) for r in new[i:j]]
            self.endInsertRows()
            i = j
        # 3. Rows that stayed: tell views which values changed.
        for i, r in enumerate(new):
            if r[self.KEY] in stay_keys and self._rows[i] != r:
                roles = [role for role, key in self.ROLES.items() if self._rows[i].get(key) != r.get(key)]
                self._rows[i] = dict(r)
                idx = self.index(i, 0)
                roles += [int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole)]
                self.dataChanged.emit(idx, idx, roles)

    def clear(self) -> None:
        self.set_rows([])


def _longest_increasing(seq: list[int]) -> list[int]:
    """Indices into `seq` of one longest strictly increasing subsequence (patience sorting)."""
    if not seq:
        return []
    import bisect

    tails: list[int] = []  # seq values
    tail_idx: list[int] = []
    prev = [-1] * len(seq)
    for i, v in enumerate(seq):
        k = bisect.bisect_left(tails, v)
        if k == len(tails):
            tails.append(v)
            tail_idx.append(i)
        else:
            tails[k] = v
            tail_idx[k] = i
        prev[i] = tail_idx[k - 1] if k > 0 else -1
    out = []
    i = tail_idx[-1]
    while i >= 0:
        out.append(i)
        i = prev[i]
    return out[::-1]


class CardListModel(KeyedListModel):
    """Physical cards (hand, chain, minions in play, discard pile), keyed by uid."""

    ROLES = CARD_ROLES
    KEY = "uid"


class ArchiveListModel(KeyedListModel):
    """The archives: one row per archive, keyed by archive index."""

    ROLES = ARCHIVE_ROLES
    KEY = "archive"

    def tooltip(self, row: dict[str, Any]) -> str:
        if row.get("why_not"):
            return str(row["why_not"])
        if row.get("card") is None:
            return translate("Models", "A secret archive: its card is revealed when first claimed.")
        return str(row.get("text") or "")


class PlayerListModel(KeyedListModel):
    """One row per seat: public counts and who acts, decides or thinks."""

    ROLES = PLAYER_ROLES
    KEY = "seat"

    def tooltip(self, row: dict[str, Any]) -> str:
        influence = row.get("influence")
        n = influence if isinstance(influence, int) else 0
        return translate(
            "Models", "{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence", None, n
        ).format(player=row.get("name"), hand=row.get("hand_size"), deck=row.get("deck_size"),
                 discard=row.get("discard_size"))  # fmt: skip


class LogModel(QStandardItemModel):
    """The game log: plain-language lines, appended as events arrive. Each line keeps what its event names
    (`NamedRole`: card uids and archive numbers) so that hovering it can point at those cards on the table.

    The rows live in a QStandardItemModel, so that the view's data() and rowCount() calls stay in C++: a
    word-wrapped list lays out every row on each append (ui/window/log_view.py), and a Python data() per row and role
    made that cost grow with the log."""

    NamedRole = Qt.ItemDataRole.UserRole + 40
    WhyRole = Qt.ItemDataRole.UserRole + 41  # what a bot weighed for the move of the line ("Why?"), or ""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []
        self._named: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        self._why: list[str] = []

    def lines(self) -> list[str]:
        return list(self._lines)

    def line(self, row: int) -> str:
        return self._lines[row]

    def stringList(self) -> list[str]:  # QStringListModel-like
        return self.lines()

    def named(self, row: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(uids, archives) the line names; ((), ()) for a line that names nothing or is out of range."""
        return self._named[row] if 0 <= row < len(self._named) else ((), ())

    def why(self, row: int) -> str:
        """What the bot weighed for the move of line `row` ("" for a line without one)."""
        return self._why[row] if 0 <= row < len(self._why) else ""

    def last_why_row(self) -> int:
        """The last line that carries a bot's explanation, -1 for none."""
        return next((r for r in range(len(self._why) - 1, -1, -1) if self._why[r]), -1)

    def append(self, lines: Sequence[str | LogEntry]) -> None:
        """Plain strings name nothing; `LogEntry`s (app/texts/log_text.py) carry the cards they name. One insertion
        for all of them."""
        if not lines:
            return
        items = []
        for line in lines:
            text, named = (line.text, (line.uids, line.archives)) if isinstance(line, LogEntry) else (line, ((), ()))
            why = line.why if isinstance(line, LogEntry) else ""
            self._lines.append(text)
            self._named.append(named)
            self._why.append(why)
            item = QStandardItem(text)
            item.setToolTip(f"{text}\n\n{why}" if why else text)  # hovering a bot's move tells what it weighed
            item.setData(named, self.NamedRole)
            item.setData(why, self.WhyRole)
            item.setEditable(False)
            items.append(item)
        self.invisibleRootItem().appendRows(items)

    def clear(self) -> None:
        if self._lines:
            self._lines.clear()
            self._named.clear()
            self._why.clear()
            super().clear()


# ---------------------------------------------------------------------- row builders
def card_row(controller: GameView, card_id: str, uid: int, owner: int, **extra: Any) -> dict[str, Any]:
    return def_row(controller.card(card_id), uid, owner, **extra)


def def_row(c: Any, uid: int, owner: int, **extra: Any) -> dict[str, Any]:
    """A card row from its definition; `uid` may be a synthetic key (draft cards have no uid)."""
    row = {
        "uid": uid,
        "card": c.id,
        "name": c.name(current_language()),
        "colour": c.colour,
        "links": tuple(c.links),
        "kicker_colour": c.kicker_colour,
        "damage": 0,
        "owner": owner,
        "legal": False,
        "why_not": "",
        "kicker_active": False,
        "cancelled": False,
        "times": 1,
        "link": -1,
        "kind": c.kind,
        "text": card_text(c),
        "health": c.health,
        "strength": c.strength,
        "cost": c.cost,
    }
    row.update(extra)
    return row


def card_text(c: Any, language: str | None = None) -> str:
    """The card's name and rules text in `language` (default: the current one; English where missing)."""
    language = language or current_language()
    text = (c.texts.get(language) or c.texts.get("en")) if hasattr(c.texts, "get") else None
    name = c.name(language)
    return f"{name}\n{text}" if text else str(name)


HAND_OPTION_KINDS = frozenset({ChoiceKind.CHAIN_ADD, ChoiceKind.CLAIM_DISCARD, ChoiceKind.PICK_CARD})
_ARCHIVE_CHOICES = frozenset({ChoiceKind.CLAIM, ChoiceKind.TARGET_ARCHIVE})  # answers that name an archive
# Keys of picker rows for draft cards, which are not physical cards yet (kept apart from every uid).
DRAFT_KEY = 2_000_000


class TableModels(QObject):
    """Every zone model of the table, refreshed from the controller whenever the state changes."""

    seatsChanged = Signal()  # the list of per-seat minion models was rebuilt (another player count)

    def __init__(self, controller: GameView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hand = CardListModel(self)
        self.discard = CardListModel(self)  # the viewer's own discard pile
        self.chain = CardListModel(self)
        self.minions: list[CardListModel] = []
        self.archives = ArchiveListModel(self)
        self.players = PlayerListModel(self)
        self.log = LogModel(self)
        # The log, the phase line and the plates' counts follow what the presenter has shown (app/game/paced_view.py).
        self.paced = PacedView(controller, self.log, self)
        # Cards to choose from that are in no zone on the table: the draft hand, a discard-pile choice.
        self.picker = CardListModel(self)
        # Public cards seen in play, by uid (the log names an attacker that may have left play since).
        self._seen: dict[int, str] = {}
        # A check of the window's own on top of the rules (the tutorial's "only the taught move"): an option it refuses
        # (returning why, without side effects) is not marked as a choice.
        self.option_gate: Callable[[Choice], str | None] | None = None
        controller.stateChanged.connect(self.refresh)
        self.paced.caughtUp.connect(self.refresh)  # the viewer's choices are marked once the table has caught up
        controller.eventsApplied.connect(self._on_events)
        controller.moveExplained.connect(self._on_explained)
        self._why = ""  # a bot move's explanation, worded, waiting for the move's first log line
        controller.botThinking.connect(self._on_thinking)
        controller.gameStarted.connect(self._on_game_started)
        if controller.has_game:
            self.refresh()

    def all_models(self) -> list[QAbstractItemModel]:
        return [self.hand, self.discard, self.chain, *self.minions, self.archives, self.players, self.log,
                self.picker]

    def _on_game_started(self) -> None:
        """Another game replaced the last one: drop every row of the old game first, so nothing that reacts to
        the refresh (table, captions, tooltips) meets a card or seat of the old game among the new rows."""
        self.log.clear()
        self._seen = {}
        # A resumed or opened game: its history for this viewer, through the same filter and lines as live.
        self.log.append(self._log_lines(self.controller.history_for_viewer()))
        for model in self.all_models():
            if isinstance(model, KeyedListModel):  # every model but the log
                model.set_rows([])

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        ctl = self.controller
        obs = ctl.observation()
        if obs is None:
            return
        seats_changed = len(self.minions) != obs.players
        if seats_changed:
            self.minions = [CardListModel(self) for _ in range(obs.players)]
        viewer = ctl.viewer_seat
        decision = self.paced.decision()  # none until the table has shown how the game got here
        offered = decision.options if decision is not None else ()
        gate = self.option_gate
        options = offered if gate is None else tuple(o for o in offered if gate(o) is None)
        option_uids = {o.uid for o in options if o.uid is not None}
        hidden = ctl.hands_hidden
        me = obs.seats[viewer]
        # Hand: hidden while the device is being passed.
        self.hand.set_rows([] if hidden else self._hand_rows(me.hand or (), decision, offered, options, viewer))

        discard_rows = []
        if not hidden:
            picking = decision is not None and decision.kind == DecisionKind.PICK_FROM_DISCARD
            for uid, cid in me.discard or ():
                legal = picking and any(o.card == cid for o in options)
                discard_rows.append(card_row(ctl, cid, uid, viewer, legal=legal))
        self.discard.set_rows(discard_rows)

        self.chain.set_rows(self._chain_rows(obs, options))

        attacking = {a.attacker: a.defender for a in obs.attacks if not a.resolved}
        blocking = {b: a.attacker for a in obs.attacks if not a.resolved for b in a.blockers}
        in_play = {m.uid: m.card for view in obs.seats for m in view.in_play}
        for seat, model in enumerate(self.minions):
            rows = [
                card_row(ctl, m.card, m.uid, seat, damage=m.damage, legal=m.uid in option_uids,
                         attacking=attacking.get(m.uid, -1), blocking=blocking.get(m.uid, -1),
                         blocking_card=in_play.get(blocking.get(m.uid, -1)),
                         why_not=attacker_why_not(obs, decision, m.uid))
                for m in obs.seats[seat].in_play
            ]
            model.set_rows(rows)

        self.picker.set_rows(self._picker_rows(obs, decision, viewer) if not hidden else [])
        self.archives.set_rows(self._archive_rows(obs, options))
        self.players.set_rows(self._player_rows(obs))
        self._remember(obs)
        if seats_changed:  # only now: listeners rebuild the table from every model's rows of the new game
            self.seatsChanged.emit()

    def _hand_rows(
        self, hand: Any, decision: Any, offered: tuple[Any, ...], options: tuple[Any, ...], viewer: int
    ) -> list[dict[str, Any]]:
        """The viewer's hand (CardRef rows): which cards answer the decision, and why not the others (the
        `offered` options a lesson's gate held back get the lesson's hint)."""
        ctl, gate = self.controller, self.option_gate
        rows = []
        for uid, cid in hand:
            legal_opts = [o for o in options if o.kind in HAND_OPTION_KINDS and o.card == cid]
            legal = bool(legal_opts) and (decision is not None and decision.kind != DecisionKind.PICK_FROM_DISCARD)
            why = ""
            refused = [o for o in offered if o.kind in HAND_OPTION_KINDS and o.card == cid and o not in options]
            if not legal and refused and gate is not None:
                why = gate(refused[0]) or ""  # a legal move the lesson does not teach now: its hint says which
            elif not legal:
                why = hand_why_not(ctl, decision, uid, ctl.card(cid))  # app/game/why_not.py: every decision kind
                if not why and decision is not None:
                    why = translate("Models", "not a choice for this decision")
            kicker = any(o.kicker for o in legal_opts if o.kind == ChoiceKind.CHAIN_ADD)
            rows.append(card_row(ctl, cid, uid, viewer, legal=legal, why_not=why, kicker_active=kicker))
        return rows

    def _chain_rows(self, obs: Any, options: tuple[Any, ...]) -> list[dict[str, Any]]:
        ctl = self.controller
        rows = []
        for link, lk in enumerate(obs.chain):
            times = obs.chain_times[link] if link < len(obs.chain_times) else 1
            rows.append(card_row(
                ctl, lk.card, lk.uid, lk.owner, link=link, kicker_active=lk.kicker, cancelled=lk.cancelled,
                times=times, legal=any(o.link == link for o in options),
            ))  # fmt: skip
        # The card resolving now stays on top of the chain, marked, until it enters play or the discard pile:
        # the player sees which card the current decision (a target, a hit order) belongs to.
        for r in obs.resolving:
            rows.append(card_row(ctl, r.card, r.uid, r.owner, link=-1, kicker_active=r.kicker, resolving=True))
        return rows

    def _picker_rows(self, obs: Any, decision: Any, viewer: int) -> list[dict[str, Any]]:
        if decision is None:
            return []
        ctl = self.controller
        if decision.kind == DecisionKind.DRAFT_PICK:
            return [def_row(ctl.card(cid), DRAFT_KEY + i, viewer, legal=True) for i, cid in enumerate(obs.draft_hand)]
        if decision.kind == DecisionKind.PICK_FROM_DISCARD:
            return [card_row(ctl, o.card, o.uid, viewer, legal=True) for o in decision.options if o.uid is not None]
        return []

    def _remember(self, obs: Any) -> None:
        """Public cards only (in play, chain): in pass-and-play the next viewer must not inherit a hand."""
        for view in obs.seats:
            self._seen.update((m.uid, m.card) for m in view.in_play)
        self._seen.update((ref.uid, ref.card) for ref in (*obs.chain, *obs.resolving))

    def _archive_rows(self, obs: Any, options: Sequence[Any]) -> list[dict[str, Any]]:
        ctl = self.controller
        rows = []
        for archive, cid, owner, left in obs.archives:  # ArchiveView
            legal = any(o.archive == archive and o.kind in _ARCHIVE_CHOICES for o in options)
            # A secret archive's why-not never tells the cost of its hidden card.
            why = "" if legal else archive_why_not(ctl, self.paced.decision(), archive, secret=cid is None)
            c = None if cid is None else ctl.card(cid)
            rows.append({
                "archive": archive,
                "uid": None,
                "card": cid,
                "name": c.name(current_language()) if c is not None else translate("Models", "Secret archive"),
                "colour": c.colour if c is not None else None,
                "links": tuple(c.links) if c is not None else (),
                "kicker_colour": c.kicker_colour if c is not None else None,
                "kind": c.kind if c is not None else None,
                "text": card_text(c) if c is not None else "",
                "health": c.health if c is not None else None,
                "strength": c.strength if c is not None else None,
                "cost": c.cost if c is not None else None,
                "owner": owner,
                "left": left,
                "cost_now": obs.claim_costs[archive] if c is not None and archive < len(obs.claim_costs) else None,
                "secret": cid is None,
                "legal": legal,
                "why_not": why,
                "damage": 0,
                "kicker_active": False,
                "cancelled": False,
                "times": 1,
                "link": -1,
            })  # fmt: skip
        return rows

    def _player_rows(self, obs: Any) -> list[dict[str, Any]]:
        ctl = self.controller
        result = ctl.result
        ranks = {r.seat: r.rank for r in result.ranking} if result is not None else {}
        rows = []
        for seat, view in enumerate(obs.seats):
            cfg = ctl.seats[seat] if seat < len(ctl.seats) else None
            away, away_since = ctl.presence_of(seat)  # an online player whose connection dropped
            rows.append({
                "seat": seat,
                "name": cfg.name if cfg is not None else default_seat_name(seat),
                "seat_kind": cfg.kind if cfg is not None else "bot",
                "level": cfg.level if cfg is not None and cfg.is_bot else "",
                "hand_size": view.hand_size,
                "deck_size": view.deck_size,
                "discard_size": view.discard_size,
                # The pile's face-up top card (uid, card id), seen by every seat; the rest is browsed by no one else.
                "discard_top": view.discard_top,
                "discard_top_name": "" if view.discard_top is None else ctl.card(view.discard_top.card).name(
                    current_language()),
                "influence": view.influence,
                "in_play": len(view.in_play),
                "active": seat == obs.active and not obs.is_over,
                "deciding": seat == obs.deciding_seat,
                "thinking": seat == ctl.thinking_seat,
                "viewer": seat == ctl.viewer_seat,
                "rank": ranks.get(seat),
                "wounds": view.wounds,  # public: the count that decides the game (name plate)
                "wounds_by_kind": view.wounds_by_kind,
                "away": away,
                "away_since": away_since,
            })  # fmt: skip
        return rows

    # ------------------------------------------------------------------ log and thinking
    def _on_explained(self, explanation: Any) -> None:
        self._why = explanation_for(self.controller, explanation)

    def _on_events(self, events: list[dict[str, Any]]) -> None:
        lines = [self._log_lines([e]) for e in events]
        why, self._why = self._why, ""
        first = next((group for group in lines if group), None)
        if why and first is not None:  # the step's first line tells the bot's move: it keeps the explanation
            first[0] = first[0]._replace(why=why)
        self.paced.add_lines(events, lines)  # each line waits for its event

    def _log_lines(self, events: Sequence[dict[str, Any]]) -> list[LogEntry]:
        ctl = self.controller
        humans = ctl.local_seats
        you = humans[0] if len(humans) == 1 else None  # solo: the log speaks to its one reader ("You claim ...")
        readers = tuple(humans) or (ctl.viewer_seat,)  # pass-and-play: what every human at the device may see
        return log_entries(events, ctl.names, ctl.cards, self._seen, you, readers)

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        row = self.players.row_of(seat)
        if row >= 0:
            rows = self.players.rows
            for r in rows:
                r["thinking"] = r["seat"] == seat and thinking
            self.players.set_rows(rows)
