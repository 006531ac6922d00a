"""The main window: the table, the prompt bar, the game log and card preview, the pass-and-play screen
and the results screen. It owns the controller and wires gestures to it; it never touches the engine."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QDialog,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.game import auto_pass
from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.game_summary import summarize
from nightfall_qt.app.game.game_view import GameSession
from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.settings import ZOOM_RANGE
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, sentence, translate
from nightfall_qt.engine import CardDB, CardDef, GameOptions
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_preview import CardPreview
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.dialogs.settings_dialog import SPEED_LABELS
from nightfall_qt.ui.table.choice_keys import ChoiceKeys
from nightfall_qt.ui.table.hover_zoom import HoverZoom
from nightfall_qt.ui.table.pass_toasts import PassToasts
from nightfall_qt.ui.table.table_layout import SCENE_H, SCENE_W
from nightfall_qt.ui.table.table_scene import TableScene
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET
from nightfall_qt.ui.theme import Theme, ThemeSwitch, css, follow_style
from nightfall_qt.ui.window.learning import Learning
from nightfall_qt.ui.window.log_follow import LogFollower
from nightfall_qt.ui.window.log_highlight import LogHighlighter
from nightfall_qt.ui.window.log_view import log_view
from nightfall_qt.ui.window.online_play import OnlinePlay
from nightfall_qt.ui.window.prompt_bar import PromptBar
from nightfall_qt.ui.window.results_view import ResultsView
from nightfall_qt.ui.window.screen_fit import available_area, fit_to_screen, install_dialog_fitter
from nightfall_qt.ui.window.side_scale import SideScale
from nightfall_qt.ui.window.sound_ui import WindowSound
from nightfall_qt.ui.window.text_size import TextSize

# View → Animation speed, by the factor of SPEED_LABELS (each with its own accelerator).
SPEED_MENU_TEXT = {
    0.0: QT_TRANSLATE_NOOP("MainWindow", "&Off"),
    0.5: QT_TRANSLATE_NOOP("MainWindow", "&Fast"),
    1.0: QT_TRANSLATE_NOOP("MainWindow", "&Normal"),
    2.0: QT_TRANSLATE_NOOP("MainWindow", "&Slow"),
}


# View → Zoom: (step, menu text, shortcuts); each step multiplies or divides the zoom by ZOOM_STEP.
ZOOM_MENU = (
    ("in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"), ("Ctrl++", "Ctrl+=")),
    ("out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"), ("Ctrl+-",)),
    ("reset", QT_TRANSLATE_NOOP("MainWindow", "&Reset zoom"), ("Ctrl+0",)),
)
ZOOM_STEP = 1.15


class TableView(QGraphicsView):
    """Scales the fixed-size scene to the window, keeping its proportions (any size, any DPI), times the
    player's View → Zoom factor (above 1 the table scrolls)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(640, 400)
        self.choice_keys: ChoiceKeys | None = None  # set by the window: Tab / Enter on the legal choices

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt override)
        # Tab and Shift+Tab step through the legal choices (ui/table/choice_keys.py) instead of moving the focus away.
        if self.choice_keys is not None and self.choice_keys.step(1 if next else -1):
            return True
        return super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        scene = self.scene()
        key = event.key()
        if isinstance(scene, TableScene) and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if self.choice_keys is not None:
                self.choice_keys.forget()
            scene.select_step(1 if key == Qt.Key.Key_Right else -1)
        elif isinstance(scene, TableScene) and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.choice_keys is None or not self.choice_keys.enter():
                scene.activate_selected()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.apply_zoom()

    def apply_zoom(self) -> None:
        # The fit is computed on the room without scroll bars, so that zooming in (which shows them) keeps the
        # factor exact.
        room = self.maximumViewportSize()
        fit = min(room.width() / SCENE_W, room.height() / SCENE_H)
        scene = self.scene()
        if isinstance(scene, TableScene):  # the height the table's width leaves goes to the hand
            scene.set_table_height(room.height() / fit)
        self.setTransform(QTransform.fromScale(fit * self.zoom, fit * self.zoom))
        self.centerOn(self.sceneRect().center())
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if self.zoom > 1.0 else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)


class PassScreen(QWidget):
    """Covers the whole window between two humans' decisions so nobody sees the other's hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("passScreen")
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        follow_style(self, lambda c: f"#passScreen {{ background: {css(c.curtain)}; }}"
                     f" QLabel {{ color: {css(c.curtain_text)}; font-size: 28px; }}")
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(translate("PassScreen", "I am ready — show my cards"))
        self.button.setMinimumHeight(48)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)

    def show_for(self, name: str) -> None:
        self.label.setText(translate("PassScreen", "Pass to {player}").format(player=name))


class MainWindow(QMainWindow):
    def __init__(self, cards: CardDB | None = None, instant: bool = False, services: AppServices | None = None,
                 controller: GameSession | None = None) -> None:
        super().__init__()
        if cards is None and services is not None:
            cards = services.card_source.cards
        self.setWindowTitle(translate("MainWindow", "Nightfall Qt", "the app's name in the title bar"))
        self.resize(1280, 720)  # `screen_fit.show_fitted` fits it to the screen when the app starts
        install_dialog_fitter()  # no dialog larger than the screen
        self.theme_switch = ThemeSwitch(self)  # ui/theme.py: dark or light, the desktop's until Settings says
        self.theme_switch.apply(self.theme_switch.choice)
        # A game run here, or one run by a server (app/remote/remote_controller.py, opened by ui/window/online_play.py).
        self.controller: GameSession = (
            controller if controller is not None else GameController(cards, self, instant=instant))
        self.models = TableModels(self.controller, self)
        self.scene = TableScene(self.controller, self.models, self)
        self.set_animation_speed(0.0 if instant else 1.0)
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hover_zoom = HoverZoom(self.view)  # the hovered card, large and readable, next to the pointer
        self.pass_toasts = PassToasts(self.view, self._plate_rect)  # "Anna passes — …" by Anna's name plate
        self.controller.stateChanged.connect(self.hover_zoom.refresh)
        self.prompt = PromptBar(self.controller, paced=self.models.paced)  # asks once the table has caught up
        self.log_view = log_view(self.models.log)  # ui/window/log_view.py: remembers how tall each line is
        self.log_follower = LogFollower(self.log_view)  # ui/window/log_follow.py: shows the newest line
        # ui/window/log_highlight.py: a line's cards glow
        self.log_highlight = LogHighlighter(self.log_view, self.scene)
        self.preview = CardPreview(card_width=220)
        self.learning = Learning(self)  # ui/window/learning.py: tutorial, rules, undo, confirmations, hints
        self.view.choice_keys = self.choice_keys = ChoiceKeys(self)  # ui/table/choice_keys.py: Tab, S then Enter
        side = self._build_side()
        table_page = QWidget()
        table_layout = QVBoxLayout(table_page)
        table_layout.setContentsMargins(0, 0, 0, 0)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        # A bigger window goes to the table (bigger cards); the side column keeps its width.
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([1000, 280])
        # ui/window/side_scale.py: the log, chain order and table marks grow with the window (15 px text at 1080 high).
        side_texts = [self.log_view, self.learning.chain_preview, self.learning.table_marks]
        self.side_scale = SideScale(self, side_texts, split)
        self.results = ResultsView()  # over the final table and log when the game ends (hidden until then)
        self.results.hide()
        table_layout.addWidget(self.results)
        table_layout.addWidget(split, 1)
        table_layout.addWidget(self.prompt)
        self.pass_screen = PassScreen()
        self.pages = QStackedWidget()
        for page in (table_page, self.pass_screen):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        # Notices and buttons come and go: the bars keep their height, so the table never jumps (re-laid out).
        status = self.statusBar()
        status.setFixedHeight(status.fontMetrics().height() + 8)  # what a notice made it
        self.prompt.hold_height()
        self._last: tuple[GameOptions, list[SeatConfig]] | None = None
        self._build_menus()
        self.scene.message.connect(lambda text: self.statusBar().showMessage(sentence(text), 5000))
        self.scene.cardHovered.connect(self._preview)
        self.scene.cardInspected.connect(self.inspect_card)
        self.controller.passDeviceRequested.connect(self._show_pass)
        self.controller.gameOver.connect(self._show_result)
        self.controller.choiceRejected.connect(lambda text: self.statusBar().showMessage(sentence(text), 5000))
        self.pass_screen.button.clicked.connect(self._passed)
        self.results.new_game.clicked.connect(self.new_game_dialog)
        self.results.rematch.clicked.connect(self.rematch)
        self.results.show_table.clicked.connect(self.results.hide)
        self.controller.gameStarted.connect(self._hide_results)
        self.controller.eventsApplied.connect(self._notice_auto_passes)
        self.services = services
        self.persistence = None
        self.learning.setup()  # undo, confirmations, hints, rules, tutorial (ui/window/learning.py)
        self.sound = WindowSound(self)  # ui/window/sound_ui.py: the game's sounds as shown, View → Sound (M)
        self.online = OnlinePlay(self)  # File → Host / Join / Resume online game, or the online window's limits
        # a replay has its own timeline (ui/replay/replay_viewer.py)
        if not getattr(self.controller, "read_only", False):
            from nightfall_qt.ui.window.live_pause import LivePause

            self.live_pause = LivePause(self)  # View → Pause: hold a live game to read what the bots did
        if services is not None:  # autosave, saved games, settings (which include the learning switches), stats
            from nightfall_qt.ui.window.persistence_ui import WindowPersistence

            self.persistence = WindowPersistence(self, services, apply_settings=not instant)

    def _build_side(self) -> QSplitter:
        """The side column: the tutorial panel, chain order and Rulings on top, the (hidden) card preview, the log."""
        side = QSplitter(Qt.Orientation.Vertical)
        preview_scroll = self.preview_scroll = QScrollArea()  # the preview may be taller than a 720-pixel window
        preview_scroll.setWidgetResizable(True)
        preview_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        preview_scroll.setWidget(self.preview)
        side.addWidget(self.learning.build_side())  # ui/window/learning.py: tutorial panel, chain preview, Rulings
        side.addWidget(preview_scroll)
        side.addWidget(self.log_view)
        side.setSizes([60, 360, 320])  # the top takes what its panels need (tutorial, chain order, Rulings)
        for i, stretch in enumerate((0, 1, 1)):  # extra height goes to the preview and the log, not an empty top
            side.setStretchFactor(i, stretch)
        # Hidden: the hover zoom already shows the hovered card large next to the pointer, and the right-click
        # view in full; a second copy here took the log's room (5 lines at 1280x720). It still follows the
        # hovered card, for the Rulings button.
        preview_scroll.hide()
        return side

    def _build_menus(self) -> None:
        game = self.file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        new = self.new_action = QAction(translate("MainWindow", "&New game…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.new_game_dialog)
        game.addAction(new)
        quit_ = self.quit_action = QAction(translate("MainWindow", "&Quit"), self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)
        view = self.view_menu = self.menuBar().addMenu(translate("MainWindow", "&View"))
        speed = view.addMenu(translate("MainWindow", "&Animation speed"))
        group = QActionGroup(self)
        self.speed_actions: dict[float, QAction] = {}
        for name, factor in SPEED_LABELS:
            text = translate("MainWindow", SPEED_MENU_TEXT[factor]) if factor in SPEED_MENU_TEXT else f"&{name}"
            action = QAction(text, self, checkable=True, checked=factor == (0.0 if self.controller.fast_bots else 1.0))
            action.triggered.connect(lambda _=False, f=factor: self.set_animation_speed(f))
            group.addAction(action)
            self.speed_actions[factor] = action
            speed.addAction(action)
        fast_bots = translate("MainWindow", "&Fast bots")
        self.fast = QAction(fast_bots, self, checkable=True, checked=self.controller.fast_bots)
        self.fast.toggled.connect(lambda on: setattr(self.controller, "fast_bots", on))
        view.addAction(self.fast)
        view.addSeparator()
        self.zoom_actions = {}
        for key, text, shortcut in ZOOM_MENU:
            action = QAction(translate("MainWindow", text), self)
            action.setShortcuts([QKeySequence(k) for k in shortcut])
            action.triggered.connect(lambda _=False, k=key: self.step_table_zoom(k))
            view.addAction(action)
            self.zoom_actions[key] = action
        # After the end: back from the final table and log to the results (ui/window/results_view.py).
        self.results_action = QAction(translate("MainWindow", "&Results"), self, enabled=False)
        self.results_action.triggered.connect(self.show_results)
        view.addAction(self.results_action)
        help_ = self.help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        about = self.about_action = QAction(translate("MainWindow", "&About Nightfall Qt"), self)
        about.triggered.connect(self.show_about)
        help_.addAction(about)

    def step_table_zoom(self, step: str) -> None:
        """View → Zoom in / out / reset, by ZOOM_STEP, within ZOOM_RANGE."""
        now = self.view.zoom
        factor = 1.0 if step == "reset" else now * ZOOM_STEP if step == "in" else now / ZOOM_STEP
        self.set_table_zoom(factor)

    def set_table_zoom(self, factor: float) -> None:
        """Scale the table's cards and text (and the hover zoom) by `factor`; remembered in the settings."""
        factor = round(min(ZOOM_RANGE[1], max(ZOOM_RANGE[0], factor)), 3)
        if abs(factor - 1.0) < 0.02:
            factor = 1.0
        self.view.zoom = self.hover_zoom.zoom = factor
        self.view.apply_zoom()
        if self.services is not None:
            self.services.settings.table_zoom = factor

    def set_text_size(self, percent: int) -> None:
        """Settings → Text size (ui/window/text_size.py): the application font, the side column and the hover zoom."""
        before = TextSize.factor
        factor = TextSize.apply(percent)
        if factor != before:  # the table's words too: plates, rows and cards laid out anew (ui/table/table_layout.py)
            self.scene.set_text_size()
        self.side_scale.set_factor(factor)
        self.prompt.hold_height()
        self.hover_zoom.place()

    def set_theme(self, choice: str) -> Theme:
        """Settings → Theme: "dark", "light" or "system" (the desktop's preference, followed as it changes)."""
        return self.theme_switch.apply(choice)

    def set_animation_speed(self, factor: float) -> None:
        """0 turns animations off; otherwise every duration is multiplied by `factor`."""
        CardItem.animation_duration = factor
        self.scene.animate = factor > 0
        self.controller.presenter.instant = factor == 0
        if factor > 0:
            self.controller.presenter.speed = 1.0 / factor

    # ------------------------------------------------------------------ games
    @property
    def local(self) -> GameController:
        """The game run here, for what only it can do (start a game, pause one for a lesson, the autoplay); the
        online window has none (its New Game and tutorial actions are greyed out)."""
        if not isinstance(self.controller, GameController):
            raise TypeError("the online window runs no game here")
        return self.controller

    def start(self, options: GameOptions, seats: list[SeatConfig]) -> None:
        self._last = (options, seats)
        self.pages.setCurrentIndex(0)
        self.local.new_game(options, seats)
        self.scene.rebuild()

    def show_about(self) -> None:
        """Help → About: version, licence, the fan-edition note, Qt for Python, card data
        (ui/dialogs/about_dialog.py)."""
        from nightfall_qt.ui.dialogs.about_dialog import AboutDialog  # built when asked, not with the window

        self.about_dialog = AboutDialog(self, self.about_text())
        self.about_dialog.open()

    def about_text(self) -> str:
        about = translate("MainWindow", ABOUT)
        if self.services is None:
            return about
        return f"{about}\n{self.services.card_source.describe()}"

    def new_game_dialog(self) -> None:
        """File → New Game: asks first whether the game on the table may be replaced."""
        self.choose_new_game(confirm=True)

    def choose_new_game(self, confirm: bool) -> bool:
        """The New Game dialog; True if a game (or the tutorial) was started. `confirm`: ask first whether the game
        on the table may be replaced (not for a tutorial lesson's position, which is no game of the player's)."""
        if confirm and self.persistence is not None and not self.persistence.confirm_replace():
            return False
        dialog = NewGameDialog(self, self.controller.cards.editions)
        if self.persistence is not None:
            self.persistence.prepare_new_game_dialog(dialog)
        self.learning.add_tutorial_button(dialog)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.result_options is not None:
            self.start(dialog.result_options, dialog.result_seats)
            return True
        if getattr(dialog, "wants_tutorial", False):
            self.learning.start_tutorial()
            return True
        return False

    def rematch(self) -> None:
        if self._last is not None:
            options, seats = self._last
            fresh = GameOptions(players=options.players, seed=options.seed + 1, setup=options.setup,
                                variants=options.variants, include_promos=options.include_promos,
                                edition=options.edition)
            self.start(fresh, seats)

    def _notice_auto_passes(self, events: list[dict[str, object]]) -> None:
        """A short toast by the name plate of each seat that passed without being asked (app/game/auto_pass.py)."""
        humans = self.controller.local_seats
        items = auto_pass.notices(events, self.controller.names, humans[0] if len(humans) == 1 else None)
        if items and not self.results.isVisible():
            self.pass_toasts.show(items)

    def _plate_rect(self, seat: int) -> QRect | None:
        """Where seat's name plate is in the table view's viewport (None if it has none)."""
        badge = next((b for b in self.scene.badges if b.seat == seat), None)
        return None if badge is None else self.view.mapFromScene(badge.sceneBoundingRect()).boundingRect()

    def show_results(self) -> None:
        """The results panel over the final table and log (View → Results brings it back after hiding it)."""
        self.results.show()
        self.pages.setCurrentIndex(0)

    def _hide_results(self) -> None:
        self.results.hide()
        self.results_action.setEnabled(False)

    def _show_pass(self, seat: int) -> None:
        self.pass_screen.show_for(self.controller.seats[seat].name)
        self.pages.setCurrentWidget(self.pass_screen)

    def _passed(self) -> None:
        self.controller.confirm_pass()
        self.scene.rebuild()
        self.pages.setCurrentIndex(0)

    def _show_result(self, result: object) -> None:
        if self.learning.tutorial.active:  # a lesson's panel explains the end of its game; the table stays in view
            return
        humans = self.controller.local_seats
        you = humans[0] if len(humans) == 1 else None
        summary = summarize(self.controller.events_for_viewer(), result, len(self.controller.seats))
        self.results.show_result(result, [s.name for s in self.controller.seats], you, summary)
        self.statusBar().clearMessage()  # the last turn's notices ("Mara passes — …") are stale now
        self.show_results()
        self.results_action.setEnabled(True)

    def _preview(self, key: object) -> None:
        if not self.controller.has_game or not isinstance(key, int):
            return
        if key >= ARCHIVE_KEY_OFFSET:
            a = key - ARCHIVE_KEY_OFFSET
            row = next((r for r in self.models.archives.rows if r["archive"] == a), None)
            if row is None or row.get("card") is None:
                return
            self.preview.show_card(self.controller.card(row["card"]))
        else:
            card = self.controller.visible_card(key)  # a card on the table: the viewer sees it
            if card is not None:
                self.preview.show_card(card)

    def inspect_card(self, card: CardDef) -> None:
        """Right-click: the card large, with its full text and provenance, in its own window."""
        dialog = self.inspector = QDialog(self)
        dialog.setWindowTitle(card.name(current_language()))
        layout = QVBoxLayout(dialog)
        area = available_area(self)
        # The card at up to 340 px, smaller on a low screen; the text and provenance below scroll.
        width = max(180, min(340, round((area.height() - 200) * 0.45)))
        preview = CardPreview(card_width=width)
        preview.show_card(card)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(preview)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.learning.rulings_button(card.id, dialog))
        fit_to_screen(dialog, QSize(760, 620))
        dialog.show()
        fit_to_screen(dialog)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.persistence is not None:
            self.persistence.on_close()
        self.controller.shutdown()
        self.online.on_close()
        super().closeEvent(event)


ABOUT = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Nightfall Qt — a desktop edition of Nightfall (David Gregg, AEG 2011).\n"
    "Card values carry provenance marks: C confirmed, I inferred, R reconstructed.\n"
    "Card data: cards.yaml.",
)
