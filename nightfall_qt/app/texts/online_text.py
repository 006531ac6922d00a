"""What the player reads about an online game, in their language: the server's error codes (its `message`
is English, for logs and other clients) and the state of the connection (online/link.py)."""

from __future__ import annotations

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate

ERROR_TEXT: dict[str, str] = {
    "bad_json": QT_TRANSLATE_NOOP("Online", "The server could not read a message from this app."),
    "bad_message": QT_TRANSLATE_NOOP("Online", "The server refused a message from this app as malformed."),
    "unsupported_version": QT_TRANSLATE_NOOP("Online", "The server speaks another version of the online protocol: "
                                                       "update the app or the server."),
    "unknown_type": QT_TRANSLATE_NOOP("Online", "The server does not know a message this app sent: update the "
                                                "server."),
    "too_large": QT_TRANSLATE_NOOP("Online", "A message was too large for the server."),
    "rate_limited": QT_TRANSLATE_NOOP("Online", "Too many messages at once: the server ignored one. Try again."),
    "no_room": QT_TRANSLATE_NOOP("Online", "There is no game with this room code on the server. Check the code "
                                           "(6 letters and digits)."),
    "room_full": QT_TRANSLATE_NOOP("Online", "Every seat of this game is already taken."),
    "bad_token": QT_TRANSLATE_NOOP("Online", "The server does not know this seat any more (wrong or old seat "
                                             "key)."),
    "not_joined": QT_TRANSLATE_NOOP("Online", "You do not hold a seat in this game yet."),
    "already_joined": QT_TRANSLATE_NOOP("Online", "This connection already holds a seat."),
    "not_your_decision": QT_TRANSLATE_NOOP("Online", "It is not your decision."),
    "stale_decision": QT_TRANSLATE_NOOP("Online", "That decision was already taken; the table shows the new one."),
    "illegal_choice": QT_TRANSLATE_NOOP("Online", "The server refused that choice: it is not legal now."),
    "game_over": QT_TRANSLATE_NOOP("Online", "The game is over."),
    "server_full": QT_TRANSLATE_NOOP("Online", "The server is full. Try again later."),
    "replaced": QT_TRANSLATE_NOOP("Online", "Your seat was taken over from another window or computer."),
}

FAILURE_TEXT: dict[str, str] = {
    "unreachable": QT_TRANSLATE_NOOP("Online", "No game server answers at {address}. Check the address and the "
                                               "port, and that the host's game is open."),
    "not_a_server": QT_TRANSLATE_NOOP("Online", "{address} answers, but it is not a Nightfall game server."),
    "bad_address": QT_TRANSLATE_NOOP("Online", "{address} is not a valid address (for example 192.168.1.20:8765)."),
    "closed": QT_TRANSLATE_NOOP("Online", "The server closed the connection."),
}


def error_text(code: str, english: str = "") -> str:
    """The player's-language sentence for a server error code (an unknown code shows the server's words)."""
    if code in ERROR_TEXT:
        return translate("Online", ERROR_TEXT[code])
    return translate("Online", "The server refused: {reason}").format(reason=english or code)


def failure_text(reason: str, address: str) -> str:
    """Why no seat could be reached (online/link.py's reasons, or a final error code)."""
    if reason in FAILURE_TEXT:
        return translate("Online", FAILURE_TEXT[reason]).format(address=address)
    return error_text(reason)
