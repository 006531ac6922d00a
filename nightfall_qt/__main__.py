"""`nightfall-qt` / `python -m nightfall_qt`: open the main window, then resume the autosaved game or
open the New Game dialog."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    import argparse

    from nightfall_qt import assets, qt_check

    parser = argparse.ArgumentParser(prog="nightfall-qt", description="Play Nightfall on the desktop.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {assets.version()}")
    parser.add_argument("--language", choices=("en", "de", "fr", "pl"),
                        help="language of this run (default: the Settings choice, else the system's)")
    parser.add_argument("--self-test", action="store_true", help="play a bots-only game offscreen and exit")
    parser.add_argument("--self-test-players", type=int, default=2, choices=range(2, 6), help=argparse.SUPPRESS)
    parser.add_argument("--self-test-online", nargs="?", const="", metavar="SERVER_COMMAND",
                        help="host and join an online game on 127.0.0.1, in-app and with nightfall-qt-server, and exit")
    parser.add_argument("--replay", metavar="FILE", help="open a replay in the viewer")
    parser.add_argument("--check", action="store_true",
                        help="with --replay: play it again without a window, print the ranking, exit 0 if it "
                             "matches the recorded result")
    opts, qt_args = parser.parse_known_args(sys.argv[1:] if argv is None else argv[1:])
    if opts.check and opts.replay is None:
        parser.error("--check needs --replay FILE")
    if opts.replay is not None and opts.check:
        from nightfall_qt.app.replay import replay_check

        return replay_check.run(opts.replay)
    if opts.self_test_online is not None:
        from nightfall_qt.online import selftest as online_selftest

        return online_selftest.run(opts.self_test_online or None)
    if opts.self_test:
        from nightfall_qt import selftest

        return selftest.run(players=opts.self_test_players)
    blocker = qt_check.problem()
    if blocker is not None:
        print(blocker, file=sys.stderr)
        return 1
    from PySide6.QtWidgets import QApplication

    from nightfall_qt.ui.window.launch import run_app

    args = sys.argv if argv is None else argv
    running = QApplication.instance()  # a test's, or a selftest's
    app = running if isinstance(running, QApplication) else QApplication(args[:1] + qt_args)
    assets.apply_identity(app)
    # Language, settings, resume offer or New Game dialog, crash handler: ui/window/launch.py.
    return run_app(app, language=opts.language, replay=opts.replay)


if __name__ == "__main__":
    raise SystemExit(main())
