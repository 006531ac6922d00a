"""The console script: its arguments, and a running server that never loads Qt."""

from __future__ import annotations

import asyncio
import random
import signal
from pathlib import Path

import pytest

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.cli import parse_args
from nightfall_qt.online.client import OnlineClient, autoplay
from tests.online.helpers import spawn_server


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--port", "1"], "--data"),
        (["--data", "d", "--cert", "c.pem"], "--cert and --key go together"),
        (["--data", "d", "--port", "70000"], "--port must be 0..65535"),
        (["--data", "d", "--sync", "sometimes"], "invalid choice"),
        (["--data", "d", "--keep-idle-days", "-1"], "--keep-idle-days must be 0 or more, not -1"),
        (["--data", "d", "--max-connections-per-ip", "-2"], "--max-connections-per-ip must be 0 or more"),
    ],
)
def test_bad_arguments_say_what_is_wrong(argv: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        parse_args(argv)
    assert stopped.value.code == 2 and says in capsys.readouterr().err


def test_options_reach_the_server_config() -> None:
    config = parse_args(["--host", "0.0.0.0", "--port", "9", "--data", "d", "--rate", "5", "--rooms-per-hour", "7"])
    assert (config.host, config.port, str(config.data), config.rate, config.burst, config.rooms_per_hour) == (
        "0.0.0.0", 9, "d", 5.0, 10, 7.0,
    )  # fmt: skip


def test_expiry_and_connection_caps_reach_the_server_config() -> None:
    default = parse_args(["--data", "d"])
    assert (default.keep_finished_days, default.keep_idle_days, default.max_connections_per_ip) == (7.0, 30.0, 16)
    config = parse_args(["--data", "d", "--keep-finished-days", "1.5", "--keep-idle-days", "0",
                         "--max-connections-per-ip", "3", "--max-connections", "40"])  # fmt: skip
    assert (config.keep_finished_days, config.keep_idle_days, config.max_connections_per_ip) == (1.5, 0.0, 3)
    assert config.max_connections == 40


def test_the_running_server_never_loads_qt(tmp_path: Path) -> None:
    """After serving a whole game (bots, SQLite, TLS-free), no Qt library is mapped into the process."""
    proc, url = spawn_server(tmp_path)
    try:

        async def a_game() -> None:
            client = await OnlineClient.connect(url)
            await client.create_room("Ada", [{"kind": "human"}, {"kind": "bot", "level": "normal"}])
            await autoplay(client, RandomBot(), random.Random(1))
            assert client.state is not None and client.state["observation"]["is_over"]
            await client.close()

        asyncio.run(a_game())
        maps = Path(f"/proc/{proc.pid}/maps")
        if not maps.exists():
            pytest.skip("needs Linux /proc")
        mapped = maps.read_text()
        assert "libpython" in mapped or "python" in mapped  # the check reads the right process
        assert "PySide6" not in mapped and "libQt6" not in mapped
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
