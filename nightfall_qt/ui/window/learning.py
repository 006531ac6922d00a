"""The main window's teaching and forgiving parts, kept apart from main_window.py: the tutorial, the rules
window and card rulings, the chain preview, undo (Edit → Undo, Ctrl+Z), confirmations before easy
misclicks, and hints (View → Hints, then "Suggest").

`Learning` is a part of MainWindow (`window.learning`), not a mixin: `build_side()` makes the top of the side
panel and `setup()` adds the menus and the confirmation gate once the window is built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.game.explanations import explanation_for
from nightfall_qt.app.game.hints import suggest
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import current_language, translate
from nightfall_qt.app.texts.prompt_text import or_list
from nightfall_qt.engine import Choice, GameState
from nightfall_qt.engine.choices import ChoiceKind
from nightfall_qt.ui.table.table_marks import TableMarks
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET
from nightfall_qt.ui.window.chain_preview import ChainPreview

if TYPE_CHECKING:
    from nightfall_qt.ui.dialogs.rules_window import RulesWindow
    from nightfall_qt.ui.window.main_window import MainWindow

ConfirmFn = Callable[[str, str], bool]


def ask_user(parent: QWidget) -> ConfirmFn:
    def ask(title: str, text: str) -> bool:
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(parent, title, text, buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    return ask


class _RefitOnLayoutChange(QObject):
    """Calls `fit` after the watched widget's layout was recomputed (QEvent.LayoutRequest)."""

    def __init__(self, fit: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._fit = fit

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LayoutRequest:
            # After the layout has applied the new size hints; with this filter as the context the call is dropped
            # if the box is gone by then (a font change reaches a window being closed).
            QTimer.singleShot(0, self, self._fit)
        return False


# Choices whose `seat` is the player they are aimed at (for other kinds it is the card's owner or the chooser).
PLAYER_AIMED = frozenset({ChoiceKind.ATTACK, ChoiceKind.ATTACK_ORDER, ChoiceKind.TARGET_PLAYER, ChoiceKind.HIT_ORDER})
# Heights the side column keeps for the card preview and the log when the tutorial panel needs room.
PREVIEW_MIN_HEIGHT = 250
LOG_MIN_HEIGHT = 56


class Learning(QObject):
    """The window's learning parts (window.learning). It reads the game as the window's viewer sees it: the
    controller's observation and the viewer's own decision."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        # Settings the settings dialog may bind (defaults on).
        self.confirm_end_claim = True
        self.confirm_pass_chain = True
        self.confirm: ConfirmFn = ask_user(window)  # tests replace this to answer without a modal dialog
        self.hints_on = False
        self.rules_window: RulesWindow | None = None

    # ------------------------------------------------------------------ construction
    def build_side(self) -> QWidget:
        from nightfall_qt.ui.window.tutorial_panel import TutorialPanel

        box = QWidget()
        box.setObjectName("learningSide")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tutorial_panel = TutorialPanel()
        self.tutorial_panel.hide()
        self.chain_preview = ChainPreview(self.window.models)
        self.table_marks = TableMarks(self.window.controller)
        self.rulings = QPushButton(translate("MainWindow", "Rulings for this card"))
        self.rulings.setObjectName("rulings")
        self.rulings.setEnabled(False)
        preview = self.window.preview
        self.rulings.clicked.connect(lambda: self.show_rules(preview.card.id if preview.card else None))
        layout.addWidget(self.tutorial_panel)
        layout.addWidget(self.chain_preview)
        layout.addWidget(self.table_marks)
        layout.addWidget(self.rulings)
        layout.addStretch(1)
        self.learning_side = box
        # Whenever the panels' texts change their height (a lesson step, the chain preview after a move), make room.
        self._refit = _RefitOnLayoutChange(self.fit_side, box)
        box.installEventFilter(self._refit)
        return box

    def _side_split(self) -> tuple[QSplitter, list[int], int] | None:
        """The side splitter (panel, preview, log), its sizes, and the height the panel's wrapped texts need now."""
        box = self.learning_side
        split = box.parentWidget()
        layout = box.layout()
        if not isinstance(split, QSplitter) or split.count() != 3 or layout is None:
            return None
        layout.activate()
        width = max(box.width(), 1)
        need = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else box.sizeHint().height()
        return split, split.sizes(), need

    def fit_side(self) -> None:
        """Give the tutorial panel and chain preview the height their wrapped text needs, taken from the log and
        then from the card preview below them in the side splitter. Each keeps a usable minimum: the preview must
        still show a readable card (a newcomer reads every card there), the log a few lines."""
        found = self._side_split()
        if found is None:
            return
        split, sizes, need = found
        missing = need - sizes[0]
        if missing <= 0:
            return
        from_log = min(missing, max(0, sizes[2] - LOG_MIN_HEIGHT))
        from_preview = min(missing - from_log, max(0, sizes[1] - PREVIEW_MIN_HEIGHT))
        split.setSizes([sizes[0] + from_preview + from_log, sizes[1] - from_preview, sizes[2] - from_log])

    def return_room(self) -> None:
        """A panel went away (the tutorial's): the room the side column's top took beyond what its texts still need
        goes back to the log, which kept ~190 px of empty space until a restart before."""
        found = self._side_split()
        if found is None:
            return
        split, sizes, need = found
        spare = sizes[0] - max(need, self.learning_side.minimumSizeHint().height())
        if spare > 0:
            split.setSizes([sizes[0] - spare, sizes[1], sizes[2] + spare])

    def _name_rulings(self, *_: object) -> None:
        """The Rulings button names the card it opens: the side column no longer shows the hovered card itself
        (the hover zoom does), so "this card" alone would not say which."""
        card = self.window.preview.card
        self.rulings.setEnabled(card is not None)
        if card is not None:
            text = translate("MainWindow", "Rulings: {card}").format(card=card.name(current_language()))
            room = max(40, self.rulings.width() - 24)  # the button's frame and margins
            self.rulings.setText(self.rulings.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room))
            self.rulings.setToolTip(text)

    def setup(self) -> None:
        """Menus, the Suggest button and the confirmation gate, once the window is built."""
        from nightfall_qt.ui.window.tutorial_panel import TutorialSession

        self.window.log_view.setMinimumHeight(LOG_MIN_HEIGHT)  # below its size hint: a lesson's text needs the room
        self.tutorial = TutorialSession(self.window)
        self.window.prompt.before_press = self._confirm_press  # only the player's own button presses are confirmed
        self.window.scene.cardHovered.connect(self._name_rulings)
        bar = self.window.menuBar()
        view_menu = getattr(self.window, "view_menu", None)  # made by MainWindow._build_menus
        view_action = view_menu.menuAction() if view_menu is not None else None
        edit = self.edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
        if view_action is not None:
            bar.insertMenu(view_action, edit)
        self.undo_action = QAction(translate("MainWindow", "&Undo"), self.window)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        edit.addAction(self.undo_action)
        edit.aboutToShow.connect(self._refresh_undo)
        self.hints_action = QAction(translate("MainWindow", "&Hints"), self.window, checkable=True, checked=False)
        self.hints_action.toggled.connect(self.set_hints)
        if view_action is not None:
            view_action.menu().addAction(self.hints_action)
        tutorial = QAction(translate("MainWindow", "&Tutorial…"), self.window)
        tutorial.triggered.connect(lambda: self.start_tutorial())
        rules = QAction(translate("MainWindow", "&Rules…"), self.window)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(lambda: self.show_rules())
        first = self.window.help_menu.actions()[0] if self.window.help_menu.actions() else None
        for action in (tutorial, rules):  # before the first of the Help menu
            if first is None:
                self.window.help_menu.addAction(action)
            else:
                self.window.help_menu.insertAction(first, action)
        self.tutorial_action, self.rules_action = tutorial, rules
        key = translate("PromptBarKey", "S", "key of the Suggest button (hints)")
        self.suggest_button = QPushButton(translate("MainWindow", "Suggest ({key})").format(key=key))
        self.suggest_button.setObjectName("suggest")
        self.suggest_button.setShortcut(QKeySequence(key))
        self.suggest_button.clicked.connect(self.suggest)
        self.suggest_button.hide()
        buttons = self.window.prompt.layout()
        if isinstance(buttons, QBoxLayout):  # after the prompt's text
            buttons.insertWidget(1, self.suggest_button)
        suggester = getattr(self.window.controller, "suggester", None)  # a game run here (not an online one)
        if suggester is not None:
            suggester.ready.connect(self._on_suggested)
        self.suggestion_why: Any = None  # the explanation of the suggestion for the decision now pending
        self.window.controller.decisionChanged.connect(self._forget_suggestion)
        why_key = translate("PromptBarKey", "Y", "key of Why? (what the last bot move weighed)")
        self.why_action = QAction(translate("MainWindow", "&Why? (what the last bot move weighed)"), self.window)
        self.why_action.setShortcut(QKeySequence(why_key))
        self.why_action.triggered.connect(lambda: self.show_why())
        self.window.addAction(self.why_action)  # the key works with the menu closed
        if view_action is not None:
            view_action.menu().addAction(self.why_action)
        self.window.controller.decisionChanged.connect(self._refresh_undo)
        self.window.controller.decisionChanged.connect(self._refresh_suggest)
        self.window.controller.undone.connect(self._on_undone)
        self._refresh_undo()

    # ------------------------------------------------------------------ positions and the tutorial
    def load_position(self, state: GameState, seats: list[SeatConfig], bots: dict[int, Any] | None = None) -> None:
        """Play on from `state` (a scenario or a lesson) with these seats."""
        self.window.pages.setCurrentIndex(0)
        self.window.local.load_state(state, seats, bots=bots)
        self.window.scene.rebuild()

    def start_tutorial(self, index: int = 0) -> None:
        """The lessons; the game on the table (if any) waits and comes back when the player leaves the tutorial."""
        self.tutorial.start(index)

    def add_tutorial_button(self, dialog: Any) -> None:
        """A "learn to play" banner at the top of the New Game dialog (the first thing a newcomer sees): its
        button closes the dialog and starts the first lesson."""
        layout = dialog.layout()
        if layout is None:
            return
        banner = QFrame(dialog)
        banner.setObjectName("tutorialBanner")
        banner.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(banner)
        text = QLabel(translate("MainWindow", "New to Nightfall? Short lessons on the real table teach you the "
                                              "whole game."), banner)
        text.setWordWrap(True)
        button = QPushButton(translate("MainWindow", "Learn to play…"), banner)
        button.setObjectName("tutorialButton")
        row.addWidget(text, 1)
        row.addWidget(button)
        layout.insertWidget(0, banner)
        dialog.wants_tutorial = False

        def want() -> None:
            dialog.wants_tutorial = True
            dialog.reject()

        button.clicked.connect(want)

    # ------------------------------------------------------------------ rules
    def show_rules(self, card_id: str | None = None) -> RulesWindow:
        from nightfall_qt.ui.dialogs.rules_window import RulesWindow

        edition = self.window.controller.edition
        if self.rules_window is None or self.rules_window.edition != edition:  # each game's own rulings
            if self.rules_window is not None:
                self.rules_window.close()
                self.rules_window.deleteLater()
            self.rules_window = RulesWindow(self.window.controller.cards, self.window, edition=edition)
        if card_id:
            self.rules_window.show_card(card_id)
        else:
            self.rules_window.show_anchor("top")
        return self.rules_window

    def rulings_button(self, card_id: str, parent: QWidget) -> QPushButton:
        button = QPushButton(translate("MainWindow", "Rulings…"), parent)
        button.setObjectName("rulings")
        button.clicked.connect(lambda: self.show_rules(card_id))
        return button

    # ------------------------------------------------------------------ undo
    def undo(self) -> bool:
        return bool(self.window.controller.undo())

    def _refresh_undo(self) -> None:
        ctl = self.window.controller
        can = ctl.can_undo()
        self.undo_action.setEnabled(can)
        label = self.window.local.undo_history.peek_label() if can else ""  # only a game run here can undo
        if label:
            self.undo_action.setText(translate("MainWindow", "&Undo {action}").format(action=label))
        else:
            self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.undo_action.setToolTip("" if can else (ctl.why_no_undo() or ""))

    def _on_undone(self, label: str) -> None:
        ctl = self.window.controller
        if len(ctl.human_seats) >= 2:  # a shared device: the next player must not read which card came back
            player = ctl.seats[ctl.viewer_seat].name
            self.window.models.log.append([translate("Log", "— {player} took back a move.").format(player=player)])
        else:
            self.window.models.log.append([translate("Log", "— You took back: {action}").format(action=label)])
        self.window.statusBar().showMessage(translate("MainWindow", "Undone: {action}").format(action=label), 5000)

    # ------------------------------------------------------------------ confirmations
    def _confirm_press(self, choice: Choice) -> bool:
        reason = self._confirm_gate(self.window.controller.viewer_seat, choice)
        if reason is not None:
            self.window.statusBar().showMessage(reason, 5000)
        return reason is None

    def _confirm_gate(self, seat: int, choice: Choice) -> str | None:
        """Asks before ending the claim phase with influence to spend, or passing with a playable chain."""
        lesson = self.tutorial.tutorial
        if lesson is not None and not lesson.done:
            return None
        d = self.window.controller.decision_for_viewer()  # the gate sees the viewer's own choice only
        obs = self.window.controller.observation()
        if d is None or obs is None or d.seat != seat:
            return None
        if choice.kind == ChoiceKind.CLAIM_END and self.confirm_end_claim:
            affordable = [o for o in d.options if o.kind == ChoiceKind.CLAIM]
            if affordable:
                left = obs.seats[obs.active].influence
                names = sorted({self.window.controller.card(o.card).name(current_language())
                                for o in affordable if o.card})
                cards = or_list(names) or translate("MainWindow", "a card")
                text = translate("MainWindow", "You still have %n influence and could claim {cards}. End the claim "
                                 "phase anyway? (Unspent influence is lost.)", None, left).format(cards=cards)
                if not self.confirm(translate("MainWindow", "End the claim phase?"), text):
                    return translate("MainWindow", "Cancelled: the claim phase goes on")
        if choice.kind == ChoiceKind.CHAIN_PASS and self.confirm_pass_chain:
            playable = [o for o in d.options if o.kind == ChoiceKind.CHAIN_ADD]
            added = bool(obs.chain) and obs.chain[-1].owner == seat
            if playable and not added:
                names = sorted({self.window.controller.card(o.card).name(current_language())
                                for o in playable if o.card})
                text = translate("MainWindow", "You could add {cards} to the chain. Pass anyway?").format(
                    cards=or_list(names))
                if not self.confirm(translate("MainWindow", "Pass?"), text):
                    return translate("MainWindow", "Cancelled: you may still add a card")
        return None

    # ------------------------------------------------------------------ hints
    def set_hints(self, on: bool) -> None:
        self.hints_on = on
        if self.hints_action.isChecked() != on:
            self.hints_action.setChecked(on)
        self._refresh_suggest()

    def _refresh_suggest(self) -> None:
        on = getattr(self, "hints_on", False)
        self.suggest_button.setVisible(on)
        self.suggest_button.setEnabled(on and self.window.controller.decision_for_viewer() is not None)

    def suggest(self) -> Choice | None:
        """Highlight what the hint bot would do (in a lesson: the move the lesson teaches); never plays it.

        In a game run here the hint is Hard's search (app/game/suggestions.py): it arrives a moment later, with what it
        weighed (the Why key shows it), and None is returned now. The tutorial's taught move, and an online game's
        hint (Normal's rule), come at once and are returned."""
        ctl = self.window.controller
        taught = self.tutorial.taught_move()
        suggester = getattr(ctl, "suggester", None)
        if taught is None and suggester is not None and ctl.decision_for_viewer() is not None:
            suggester.ask()
            self.window.statusBar().showMessage(translate("MainWindow", "Thinking about a suggestion…"), 8000)
            return None
        choice = taught or suggest(ctl)
        if choice is None:
            self.window.statusBar().showMessage(
                translate("MainWindow", "Nothing to suggest: it is not your decision."), 5000)
            return None
        self._show_suggestion(choice)
        return choice

    def _show_suggestion(self, choice: Choice) -> None:
        self.window.choice_keys.choose(choice)  # the suggestion becomes the selection: Enter plays it
        label = self.window.controller.choice_label(choice)
        suggestion = translate("MainWindow", "Suggestion: {choice}").format(choice=label)
        self.window.statusBar().showMessage(suggestion, 8000)

    def _on_suggested(self, choice: Choice, explanation: Any) -> None:
        self.suggestion_why = explanation  # the viewer's own decision: everything it weighed is theirs to see
        self._show_suggestion(choice)
        self.suggest_button.setToolTip(explanation_for(self.window.controller, explanation))

    def _forget_suggestion(self) -> None:
        self.suggestion_why = None
        self.suggest_button.setToolTip("")

    def why_text(self) -> str:
        """What the Why key shows: the pending suggestion's explanation, else the last bot move's ("" for none)."""
        ctl = self.window.controller
        return explanation_for(ctl, self.suggestion_why or ctl.last_explanation)

    def show_why(self) -> str:
        """Show what the last bot move weighed (or the pending suggestion) beside the log line of that move."""
        text = self.why_text()
        if not text:
            self.window.statusBar().showMessage(translate("MainWindow", "No bot move to explain yet."), 5000)
            return ""
        log = self.window.log_view
        row = -1 if self.suggestion_why else self.window.models.log.last_why_row()
        at = log.viewport().rect().topLeft()
        if row >= 0:  # beside the line of that move, scrolled into view
            log.scrollTo(log.model().index(row, 0))
            at = log.visualRect(log.model().index(row, 0)).bottomLeft()
        point = log.viewport().mapToGlobal(at)
        QToolTip.showText(point, text, log.viewport())
        return text

    def highlight_choice(self, choice: Choice) -> list[Any]:
        """Mark everything that stands for `choice` — the card (hand, table, chain, archive, draft), the player
        it is aimed at, the attacker a blocker would stop, or the button — and return what was marked."""
        scene = self.window.scene
        obs = self.window.controller.observation()
        marked: list[Any] = []

        def item_of(uid: int | None) -> Any:
            return next((layer.items[uid] for layer in scene.layers if uid is not None and uid in layer.items), None)

        def card_in(layer: Any) -> Any:  # any copy of the chosen card in a zone where copies are alike
            if layer is None or choice.card is None:
                return None
            return next((item for item in layer.items.values() if item.card.id == choice.card), None)

        if choice.kind in (ChoiceKind.CLAIM, ChoiceKind.TARGET_ARCHIVE) and choice.archive is not None:
            if scene.archive_layer is not None:
                marked.append(scene.archive_layer.items.get(ARCHIVE_KEY_OFFSET + choice.archive))
        elif choice.kind == ChoiceKind.DRAFT_PICK:
            marked.append(card_in(scene.picker_layer))
        elif choice.uid is not None:
            marked.append(item_of(choice.uid) or card_in(scene.hand_layer) or card_in(scene.picker_layer))
        elif choice.link is not None and scene.tilt_chain is not None and obs is not None and choice.link < len(
                obs.chain):
            marked.append(scene.tilt_chain.items.get(obs.chain[choice.link].uid))
        elif choice.kind in self.window.prompt.buttons:
            button = self.window.prompt.buttons[choice.kind]
            button.setFocus()
            button.setDefault(True)
            return [button]
        marked = [m for m in marked if m is not None]
        for item in marked:
            item.highlight = "selected"
        target = item_of(choice.target_uid)  # e.g. the attacker a blocker would stop
        if target is not None:
            target.highlight = "target"
            marked.append(target)
        if choice.seat is not None and choice.kind in PLAYER_AIMED:
            badge = next((b for b in scene.badges if b.seat == choice.seat), None)  # the player it is aimed at
            if badge is not None:
                badge.legal = True
                badge.update()
                marked.append(badge)
        return marked
