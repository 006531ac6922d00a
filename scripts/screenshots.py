"""Render the main window in named game states and save PNG screenshots (headless, deterministic).

    python scripts/screenshots.py [--out docs/screenshots] [--only NAME ...]

Writes, at 1280x720 unless noted:
  new-game-dialog.png   the New Game dialog (the dialog alone)
  draft.png             a 3-player draft game, You + 2 bots: your first draft pick
  chain-kicker.png      your chain phase: Alton Hickman then Furious Melee with its kicker active
  chain-kicker-2560.png the same table at 2560x1440
  hover-zoom.png        the pointer resting on a hand card: the card large beside it (the side column keeps the log)
  *-1920.png            draft, chain-kicker, combat-blocks, claim and hover-zoom at 1920x1080
  five-seats.png        five players, a 7-card hand, turned (damaged) minions (and at 1920x1080)
  combat-blocks.png     Mara (a bot) attacks you; you are assigning blockers, one already assigned
  combat-arrows.png     a combat drawn: attack and block arrows, the first attack's damage rising over your plate
                        (also at 1920x1080)
  log-hover.png         the pointer on a log line ("You block with Zacharias Sands against Big Ghost."): both cards glow
  claim.png             your claim phase: influence, affordable and unaffordable archives
  secret-exile.png      cards exiled from Ben's secret archive: "a secret card" in the side panel (and 1920)
  pass-and-play.png     the screen between two humans' decisions
  results.png           a bots-only game played to the end (instant=True)
  end-screen.png        your place: the results over the final table and log (also at 1920x1080)
  pass-notices.png      automatic passes: a toast by each passing seat's name plate
  tutorial.png          lesson 1 of the tutorial, its panel on the right, after the first step
  rules.png             Help → Rules, scrolled to a card's glossary entry and rulings
  hint.png              hints on: Suggest pressed in the chain phase, the suggested card highlighted
  chain-preview.png     extending a chain: the preview lists the resolution order and active kickers
  table-<lang>.png      the chain position in German, French and Polish (and English)
  table-1920-fr.png     the same in French at 1920x1080

`--language de` renders every shot in that language (file names get a `-de` suffix); `--theme light` in the light
theme (a `-light` suffix; the default is the dark theme).

The table positions are scenarios in docs/scenarios/ui/*.yaml (see docs/SCENARIOS.md).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

# Before any Qt import: render without a display.
os.environ["QT_QPA_PLATFORM"] = "offscreen"

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.texts.i18n import LANGUAGES, current_language, install_language, translate  # noqa: E402
from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.engine import GameOptions, GameState, load_scenario  # noqa: E402
from nightfall_qt.ui import theme  # noqa: E402
from nightfall_qt.ui.cards.face_budget import face_budget  # noqa: E402
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

SCENARIOS = ROOT / "docs" / "scenarios" / "ui"
SIZE = (1280, 720)
FULL_HD = (1920, 1080)
BIG = (2560, 1440)
NAMES = ("You", "Mara", "Viktor", "Selene", "Dorian")


def settle(app: QApplication, until: Callable[[], bool] | None = None, timeout: float = 60.0) -> None:
    """Process events until `until()` holds (bots answer on a thread pool), then a little longer so that
    layouts and painting settle. Deferred deletes run too, as they would under `app.exec()`."""

    def spin() -> None:
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    deadline = time.monotonic() + timeout
    if until is not None:
        while not until():
            if time.monotonic() > deadline:
                raise TimeoutError("the window did not reach the expected state in time")
            spin()
            time.sleep(0.005)
    end = time.monotonic() + 0.3
    while time.monotonic() < end:
        spin()
        time.sleep(0.01)


def seats(n: int, humans: int = 1, names: tuple[str, ...] = NAMES) -> list[SeatConfig]:
    """The seats of a shot; the first human is "You" in the shot's language, as a new game names it."""
    shown = (translate("Seats", names[0]), *names[1:]) if names[0] == "You" else names
    return [SeatConfig(shown[i], "human" if i < humans else "bot") for i in range(n)]


def window(instant: bool = True, size: tuple[int, int] = SIZE) -> MainWindow:
    win = MainWindow(load_cards(), instant=instant)
    win.resize(*size)
    win.show()
    return win


def save(app: QApplication, widget: QWidget, path: Path) -> None:
    if current_language() != "en" and not path.stem.endswith(f"-{current_language()}"):
        path = path.with_name(f"{path.stem}-{current_language()}{path.suffix}")
    if theme.current() is not theme.DARK and not path.stem.endswith(f"-{theme.current().name}"):
        path = path.with_name(f"{path.stem}-{theme.current().name}{path.suffix}")
    settle(app)
    with face_budget().unlimited():  # every card crisp, as a player sees it a frame later
        shot = widget.grab()
    if not shot.save(str(path)):
        raise OSError(f"could not write {path}")
    print(f"  {path.name}  {widget.width()}x{widget.height()}")


def load_position(win: MainWindow, name: str, n_humans: int = 1) -> GameState:
    st = load_scenario(SCENARIOS / f"{name}.yaml", win.controller.cards)
    win.controller.load_state(st, seats(st.n, n_humans))
    win.scene.rebuild()
    return st


def load_chain_kicker(app: QApplication, win: MainWindow) -> None:
    """The chain_kicker position, then your first two links played through the controller, so that the log
    tells them: Alton Hickman, then Furious Melee with its kicker active."""
    load_position(win, "chain_kicker")
    ctl = win.controller
    for card in ("alton_hickman", "furious_melee"):
        settle(app, lambda: ctl.decision_for_viewer() is not None)
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "chain_add" and o.card == card))
    settle(app, lambda: ctl.decision_for_viewer() is not None)


# ---------------------------------------------------------------------- the states
def shot_new_game_dialog(app: QApplication, out: Path) -> None:
    win = window()
    dialog = NewGameDialog(win)
    win.learning.add_tutorial_button(dialog)  # as the window opens it: with the "learn to play" banner on top
    dialog.seed.setText("2011")
    dialog.show()
    dialog.adjustSize()
    save(app, dialog, out / "new-game-dialog.png")
    dialog.close()
    win.close()


def shot_draft(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        _shot_draft(app, out, size, suffix)


def _shot_draft(app: QApplication, out: Path, size: tuple[int, int], suffix: str) -> None:
    win = window(size=size)
    win.start(GameOptions(players=3, seed=7, setup="draft"), seats(3))
    ctl = win.controller

    def human_picks() -> bool:
        d = ctl.decision_for_viewer()
        return d is not None and d.kind == "draft_pick"

    settle(app, human_picks)
    save(app, win, out / f"draft{suffix}.png")
    win.close()


def shot_chain(app: QApplication, out: Path) -> None:
    win = window()
    load_chain_kicker(app, win)
    save(app, win, out / "chain-kicker.png")
    win.resize(*FULL_HD)
    save(app, win, out / "chain-kicker-1920.png")
    win.resize(*BIG)
    save(app, win, out / "chain-kicker-2560.png")
    win.close()


def shot_hover_zoom(app: QApplication, out: Path) -> None:
    """A real pointer move onto a hand card (as in tests/ui/test_hover_zoom.py)."""
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        load_chain_kicker(app, win)
        settle(app)
        hand = list(win.scene.hand_layer.items.values())
        target = hand[len(hand) // 2]
        QTest.mouseMove(win.view.viewport(), win.view.mapFromScene(target.sceneBoundingRect().center()))
        save(app, win, out / f"hover-zoom{suffix}.png")
        win.close()


def shot_five_seats(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        load_position(win, "five_seats")
        settle(app, lambda w=win: w.controller.decision_for_viewer() is not None)
        save(app, win, out / f"five-seats{suffix}.png")
        win.close()


def shot_combat(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        _shot_combat(app, out, size, suffix)


def _shot_combat(app: QApplication, out: Path, size: tuple[int, int], suffix: str) -> None:
    win = window(size=size)
    st = load_scenario(SCENARIOS / "combat_blocks.yaml", win.controller.cards)
    # Mara's attacks are played here, not by her bot, so that the picture is the same every time:
    # every attacker goes at You (seat 0).
    while st.decision is not None and st.decision.kind == "attack":
        st.apply(next(o for o in st.decision.options if o.seat == 0))
    while st.decision is not None and st.decision.kind == "attack_order":  # the order comes first (DE L317)
        st.apply(st.decision.options[0])
    # You have already put Zacharias Sands in front of Vulko.
    vulko = next(u for u in st.play[1] if st.cid(u) == "vulko")
    st.apply(
        next(
            o
            for o in st.decision.options
            if o.kind == "block" and o.card == "zacharias_sands" and o.target_uid == vulko
        )
    )
    win.controller.load_state(st, seats(st.n))
    win.scene.rebuild()
    settle(app, lambda: win.controller.decision_for_viewer() is not None)
    save(app, win, out / f"combat-blocks{suffix}.png")
    win.close()


def shot_combat_arrows(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        _shot_combat_arrows(app, out, size, suffix)


def _shot_combat_arrows(app: QApplication, out: Path, size: tuple[int, int], suffix: str) -> None:
    """Animations on: the picture is taken while the first attack's damage floats over your name plate."""
    win = window(instant=False, size=size)
    load_position(win, "combat_arrows")
    ctl = win.controller
    settle(app, lambda: ctl.decision_for_viewer() is not None)
    for blocker in ("zacharias_sands", "alton_hickman"):  # both in front of Big Ghost
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block" and o.card == blocker
                                and ctl.state.cid(o.target_uid) == "big_ghost"))
        settle(app, lambda: ctl.presenter.idle and ctl.decision_for_viewer() is not None)
    d = ctl.decision_for_viewer()
    assert d is not None
    ctl.submit(d.seat, next(o for o in d.options if o.kind == "block_done"))
    plate = win.scene.badges[0].sceneBoundingRect()
    settle(app, lambda: any(plate.contains(n.origin) for n in win.scene.numbers.numbers))
    save(app, win, out / f"combat-arrows{suffix}.png")
    win.close()


def shot_log_hover(app: QApplication, out: Path) -> None:
    """A real pointer move onto a log line: the cards the line names glow on the table."""
    win = window()
    load_position(win, "combat_arrows")
    ctl = win.controller
    settle(app, lambda: ctl.decision_for_viewer() is not None)
    d = ctl.decision_for_viewer()
    assert d is not None
    ctl.submit(d.seat, next(o for o in d.options if o.kind == "block" and o.card == "zacharias_sands"
                            and ctl.state.cid(o.target_uid) == "big_ghost"))
    settle(app, lambda: ctl.presenter.idle and ctl.decision_for_viewer() is not None)
    model, view = win.models.log, win.log_view
    row = next(r for r in range(model.rowCount()) if model.named(r)[0] and "Zacharias" in model.lines()[r])
    QTest.mouseMove(view.viewport(), view.visualRect(model.index(row, 0)).center())
    settle(app, lambda: bool(win.log_highlight.glowing))
    save(app, win, out / "log-hover.png")
    win.close()


def shot_claim(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        load_position(win, "claim")
        settle(app, lambda w=win: w.controller.decision_for_viewer() is not None)
        save(app, win, out / f"claim{suffix}.png")
        win.close()


def shot_secret_exile(app: QApplication, out: Path) -> None:
    """Your Furious Melee's kicker exiled two cards from Ben's secret archive: the side panel says "a secret
    card" (the observation hides which, as the exile event does; scenarios have no secret archives, so the
    archives are made secret here)."""
    data = {
        "phase": "chain", "seed": 7, "commons": ["blood_rage"], "resolve": True,
        "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0}],
        "seats": [{"hand": ["genesis_one"] * 5, "archives": ["big_ghost"]},
                  {"hand": ["genesis_one"] * 5, "archives": ["blaine_cordell"], "in_play": ["vulko"]}],
    }  # fmt: skip
    st = GameState.from_scenario(data, load_cards())
    for a, owner in enumerate(st.arch_owner):
        st.arch_secret[a] = owner >= 0
    secret = next(a for a, owner in enumerate(st.arch_owner) if owner == 1)
    for kind, pick in (("target_player", lambda o: o.seat == 1), ("target_archive", lambda o: o.archive == secret)):
        assert st.decision is not None and st.decision.kind == kind, st.decision
        st.apply(next(o for o in st.decision.options if pick(o)))
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        win.controller.load_state(st.clone(), seats(2, names=("You", "Ben")))
        win.scene.rebuild()
        settle(app)
        save(app, win, out / f"secret-exile{suffix}.png")
        win.close()


def shot_pass_and_play(app: QApplication, out: Path) -> None:
    win = window()
    # With two humans at the device the window covers the table before anybody's hand shows.
    win.start(GameOptions(players=2, seed=3, setup="quick_start"), seats(2, humans=2, names=("Anna", "Ben")))
    settle(app, lambda: win.pages.currentWidget() is win.pass_screen)
    save(app, win, out / "pass-and-play.png")
    win.close()


def shot_results(app: QApplication, out: Path) -> None:
    win = window(instant=True)
    win.start(GameOptions(players=4, seed=11, setup="quick_start"), seats(4, humans=0))
    settle(app, lambda: win.results.isVisible(), timeout=300.0)
    save(app, win, out / "results.png")
    win.close()


def shot_end_screen(app: QApplication, out: Path) -> None:
    """A random game played to its end, you placed 2nd of 3 (as in tests/ui/test_follow_game.py)."""
    import random

    from nightfall_qt.engine import new_game

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        rng = random.Random(6)
        st = new_game(GameOptions(players=3, seed=6), win.controller.cards)
        while st.decision is not None:
            st.apply(rng.choice(st.decision.options))
        you = st.result.ranking[1].seat
        names = [translate("Seats", "You") if s == you else NAMES[s + 1] for s in range(3)]
        win.controller.load_state(st, [SeatConfig(names[s], "human" if s == you else "bot") for s in range(3)])
        win.scene.rebuild()
        save(app, win, out / f"end-screen{suffix}.png")
        win.close()


def shot_pass_notices(app: QApplication, out: Path) -> None:
    win = window()
    load_chain_kicker(app, win)
    win.pass_toasts.show([(1, translate("AutoPass", "{player} passes — no card can follow.").format(player=NAMES[1])),
                          (2, translate("AutoPass", "{player} passes — no card can follow.").format(player=NAMES[2]))])
    save(app, win, out / "pass-notices.png")
    win.close()


def shot_tutorial(app: QApplication, out: Path) -> None:
    win = window()
    win.learning.start_tutorial(0)
    ctl = win.controller
    settle(app, lambda: ctl.decision_for_viewer() is not None)
    d = ctl.decision_for_viewer()
    assert d is not None
    ctl.submit(d.seat, next(o for o in d.options if o.card == "alton_hickman"))  # the lesson's first step
    settle(app, lambda: ctl.decision_for_viewer() is not None)
    save(app, win, out / "tutorial.png")
    win.close()


def shot_rules(app: QApplication, out: Path) -> None:
    win = window()
    rules = win.learning.show_rules("vulko")  # a card with rulings
    rules.resize(900, 700)
    settle(app)
    rules.show_card("vulko")  # again: the resize moved the text under the anchor
    save(app, rules, out / "rules.png")
    rules.close()
    win.close()


def shot_hint(app: QApplication, out: Path) -> None:
    win = window()
    win.learning.set_hints(True)
    load_chain_kicker(app, win)
    win.learning.suggest()
    save(app, win, out / "hint.png")
    win.close()


def shot_chain_preview(app: QApplication, out: Path) -> None:
    win = window()
    load_chain_kicker(app, win)
    ctl = win.controller
    d = ctl.decision_for_viewer()
    assert d is not None
    ctl.submit(d.seat, next(o for o in d.options if o.card == "shock_and_awe"))  # purple follows Furious Melee
    settle(app, lambda: ctl.decision_for_viewer() is not None)
    save(app, win, out / "chain-preview.png")
    win.close()


def shot_languages(app: QApplication, out: Path) -> None:
    before = current_language()
    for lang in LANGUAGES:
        install_language(lang)
        win = window()
        load_chain_kicker(app, win)
        save(app, win, out / f"table-{lang}.png")
        if lang == "fr":  # one language with long words at full HD too
            win.resize(*FULL_HD)
            save(app, win, out / f"table-1920-{lang}.png")
        win.close()
    install_language(before)


SHOTS: dict[str, Callable[[QApplication, Path], None]] = {
    "new-game-dialog": shot_new_game_dialog,
    "draft": shot_draft,
    "chain-kicker": shot_chain,
    "hover-zoom": shot_hover_zoom,
    "five-seats": shot_five_seats,
    "combat-blocks": shot_combat,
    "combat-arrows": shot_combat_arrows,
    "log-hover": shot_log_hover,
    "claim": shot_claim,
    "secret-exile": shot_secret_exile,
    "pass-and-play": shot_pass_and_play,
    "results": shot_results,
    "end-screen": shot_end_screen,
    "pass-notices": shot_pass_notices,
    "tutorial": shot_tutorial,
    "rules": shot_rules,
    "hint": shot_hint,
    "chain-preview": shot_chain_preview,
    "languages": shot_languages,
}


Shot = Callable[[QApplication, Path], None]


def render(shots: dict[str, Shot], description: str, argv: list[str] | None = None) -> int:
    """The command line every screenshot script shares: --out, --only (a choice of `shots`), --language."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots", help="output folder")
    parser.add_argument("--only", nargs="+", choices=sorted(shots), help="render only these states")
    parser.add_argument("--language", choices=sorted(LANGUAGES), default="en", help="language of the shots")
    parser.add_argument("--theme", choices=(theme.DARK_NAME, theme.LIGHT_NAME), default=theme.DARK_NAME,
                        help="the window's theme (light: file names get a -light suffix)")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(args.language)
    theme.ThemeSwitch().apply(args.theme)  # every window of the shots opens in it (ui/theme.py)
    print(f"Writing screenshots to {out}")
    for name, shot in shots.items():
        if args.only and name not in args.only:
            continue
        shot(app, out)
    return 0


def main(argv: list[str] | None = None) -> int:
    return render(SHOTS, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
