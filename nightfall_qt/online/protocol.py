"""The wire protocol: versioned JSON messages, their schema, and the limits both sides rely on.

Every message is one WebSocket text frame holding one JSON object with `"v": PROTOCOL_VERSION` and a
`"type"`. A client may add an integer `"id"`; the server echoes it as `"ref"` in its answer (errors
included) so a client can match them. The schema is small and explicit on purpose: each client message
type lists its fields, their types and bounds, and anything else (an unknown field, a bool where an int
is expected, a float, a string too long) is refused with a `bad_message` error naming the field.
docs/ONLINE.md documents the same schema for other implementations.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from nightfall_qt.ai import LEVELS
from nightfall_qt.engine import Choice
from nightfall_qt.engine.options import SETUPS, VARIANTS

# 2: the server sends `update`s (a state as what changed, delta.py) to clients of version 2, which may ask
# for the whole state with `sync`. Version 1 clients are still served, with full states only.
PROTOCOL_VERSION = 2
SUPPORTED_VERSIONS = (1, 2)
# A client message is a few hundred bytes at most (a choice is ~100). Above MAX_CLIENT_BYTES the server
# answers `too_large` and ignores it; above FRAME_LIMIT the WebSocket library closes the connection (1009).
MAX_CLIENT_BYTES = 4096
FRAME_LIMIT = 65536
# What a client accepts from the server: a full state with a long log stays far below this.
MAX_SERVER_BYTES = 4 * 1024 * 1024
MAX_TIMER_SECONDS = 14 * 24 * 3600  # asynchronous play: a turn may wait days, not forever
# A shorter turn timer lets the stand-in bot play a room whose people have left at machine speed (a room of
# four Expert bots with a 1 s timer used half a core); the app offers whole minutes.
MIN_TIMER_SECONDS = 30

ROOM_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: codes are read aloud and typed
ROOM_CODE_LENGTH = 6
TOKEN_BYTES = 32  # secrets.token_urlsafe(32): 256 bits, 43 characters
# Patterns are matched whole (`fullmatch`): with `^...$`, "ABCDEF\n" passed, `$` matching before a final newline.
ROOM_RE = re.compile(f"[{ROOM_ALPHABET}]{{{ROOM_CODE_LENGTH}}}")
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{43}")
MAX_NAME = 32
# Unicode categories a name may not hold: control characters, lone surrogates (SQLite and UTF-8 refuse them),
# unassigned code points, line and paragraph separators.
_NOT_IN_NAMES = frozenset({"Cc", "Cs", "Cn", "Zl", "Zp"})

# Error codes (the `code` of an `error` message); the `message` says the specifics in English.
ERRORS: tuple[str, ...] = (
    "bad_json", "bad_message", "unsupported_version", "unknown_type", "too_large", "rate_limited",
    "no_room", "room_full", "bad_token", "not_joined", "already_joined", "not_your_decision",
    "stale_decision", "illegal_choice", "game_over", "server_full", "too_many_connections", "replaced",
    "internal_error",
)  # fmt: skip


class ProtocolError(ValueError):
    """A message the server refuses: `code` is one of ERRORS, `ref` the client's message id if known."""

    def __init__(self, code: str, message: str, ref: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.ref = ref


@dataclass(frozen=True)
class Field:
    check: Callable[[Any], bool]
    expected: str  # said in the error: "an integer 2..5"
    required: bool = True


def _int(lo: int, hi: int) -> Callable[[Any], bool]:
    # bool is an int in Python and 1.0 == 1: both would sneak past a plain isinstance check.
    return lambda x: type(x) is int and lo <= x <= hi


def _text(pattern: re.Pattern[str]) -> Callable[[Any], bool]:
    return lambda x: isinstance(x, str) and pattern.fullmatch(x) is not None


def is_name(x: Any) -> bool:
    """1-32 characters of proper Unicode text: no control character, lone surrogate, unassigned code point or
    line break, and not only spaces."""
    return (
        isinstance(x, str) and 0 < len(x) <= MAX_NAME and not x.isspace()
        and not any(unicodedata.category(c) in _NOT_IN_NAMES for c in x)
    )  # fmt: skip


def _word(limit: int) -> Callable[[Any], bool]:
    """An identifier-like string of a choice (a kind, a card id): printable ASCII, at most `limit` long."""
    return lambda x: isinstance(x, str) and 0 < len(x) <= limit and x.isascii() and x.isprintable()


def _one_of(values: tuple[str, ...]) -> Callable[[Any], bool]:
    return lambda x: isinstance(x, str) and x in values


def _seat_spec(x: Any) -> bool:
    if not isinstance(x, dict) or x.get("kind") not in ("human", "bot"):
        return False
    if x["kind"] == "human":
        return set(x) == {"kind"}
    return set(x) == {"kind", "level"} and x["level"] in LEVELS


def _seats(x: Any) -> bool:
    return isinstance(x, list) and 2 <= len(x) <= 5 and all(_seat_spec(s) for s in x)


def _variants(x: Any) -> bool:
    return isinstance(x, list) and len(x) <= len(VARIANTS) and all(v in VARIANTS for v in x) and len(set(x)) == len(x)


_CHOICE_FIELDS: dict[str, Callable[[Any], bool]] = {
    "kind": _word(32), "card": _word(64),
    "uid": _int(0, 10**6), "seat": _int(-1, 4), "archive": _int(0, 1000), "link": _int(0, 1000),
    "target_uid": _int(-1, 10**6), "kicker": lambda x: type(x) is bool,
}  # fmt: skip


def _choice(x: Any) -> bool:
    return (
        isinstance(x, dict) and "kind" in x and all(k in _CHOICE_FIELDS and _CHOICE_FIELDS[k](v) for k, v in x.items())
    )


_ID = Field(_int(0, 2**31 - 1), "an integer 0..2^31-1", required=False)
_NAME = Field(is_name, f"a name of 1-{MAX_NAME} printable characters (no control characters or line breaks)")
_ROOM = Field(_text(ROOM_RE), f"a room code of {ROOM_CODE_LENGTH} characters from {ROOM_ALPHABET}")
SCHEMA: dict[str, dict[str, Field]] = {
    "create_room": {
        "name": _NAME,
        "setup": Field(_one_of(SETUPS), f"one of {', '.join(SETUPS)}"),
        "variants": Field(_variants, f"a list of distinct variants from {', '.join(VARIANTS)}", required=False),
        "seats": Field(_seats, "a list of 2-5 seats, each {kind: human} or {kind: bot, level: <level>}"),
        "timer": Field(  # the server also refuses 0 < timer < its minimum (MIN_TIMER_SECONDS by default)
            _int(0, MAX_TIMER_SECONDS), f"seconds per decision 0..{MAX_TIMER_SECONDS} (0: none)", required=False
        ),
        "timer_level": Field(_one_of(LEVELS), f"a bot level: {', '.join(LEVELS)}", required=False),
    },
    "join": {"room": _ROOM, "name": _NAME},
    "resume": {"room": _ROOM, "token": Field(_text(TOKEN_RE), "the 43-character token the server gave")},
    "choose": {
        "decision": Field(_int(0, 10**7), "the decision number of the state being answered"),
        "choice": Field(_choice, "one option of the decision, as the server sent it"),
    },
    "ping": {},
    "sync": {},
}
for _fields in SCHEMA.values():
    _fields["id"] = _ID


def decode(raw: str | bytes) -> dict[str, Any]:
    """Parse and validate one client message; raises ProtocolError saying what is wrong."""
    if isinstance(raw, bytes):
        raise ProtocolError("bad_message", "messages are JSON text frames, not binary frames")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_CLIENT_BYTES:
        raise ProtocolError("too_large", f"a message may hold at most {MAX_CLIENT_BYTES} bytes")
    try:
        msg = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"not valid JSON: {exc}") from None
    if not isinstance(msg, dict):
        raise ProtocolError("bad_message", "a message must be a JSON object")
    try:  # JSON escapes may spell lone surrogates ("\ud800"): no string of a message may hold one
        json.dumps(msg, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(
            "bad_message", "a string of the message is not valid Unicode text (a lone surrogate)"
        ) from None
    ref = msg.get("id") if _ID.check(msg.get("id")) else None
    if type(msg.get("v")) is not int or msg["v"] not in SUPPORTED_VERSIONS:
        raise ProtocolError(
            "unsupported_version", f"field 'v': this server speaks versions {', '.join(map(str, SUPPORTED_VERSIONS))}",
            ref,
        )  # fmt: skip
    kind = msg.get("type")
    fields = SCHEMA.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown_type", f"field 'type': expected one of {', '.join(SCHEMA)}", ref)
    for name in msg:
        if name not in fields and name not in ("v", "type"):
            raise ProtocolError("bad_message", f"{kind}: unknown field {name!r}", ref)
    for name, spec in fields.items():
        if name not in msg:
            if spec.required:
                raise ProtocolError("bad_message", f"{kind}: missing field {name!r} ({spec.expected})", ref)
        elif not spec.check(msg[name]):
            raise ProtocolError("bad_message", f"{kind}: field {name!r} must be {spec.expected}", ref)
    return msg


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def choice_from_wire(data: dict[str, Any]) -> Choice:
    """The engine's Choice for a validated `choice` field."""
    return Choice(**data)


def encode(msg: dict[str, Any], version: int = PROTOCOL_VERSION) -> str:
    """One server or client message as text. Keys sorted and no spaces: the same content always gives the
    same bytes, so a message's size depends only on what its reader may see."""
    return json.dumps({"v": version, **msg}, sort_keys=True, separators=(",", ":"))


def error(code: str, message: str, ref: int | None = None) -> dict[str, Any]:
    assert code in ERRORS, code
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if ref is not None:
        out["ref"] = ref
    return out
