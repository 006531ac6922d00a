"""Keep a copy of a file the app could not (fully) use, before anything is written over it.

The copy sits next to the file as `<name>.damaged-<first 8 hex digits of its SHA-256>`: loading the same
bad file twice (the language is read before the window exists, then everything else) keeps one copy, and
a different bad file gets its own.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any


def keep_copy(path: Path) -> Path | None:
    """The copy of `path` (made now, or already there), or None if it cannot be made (the file is gone or
    unreadable, the folder is read-only): callers still fall back, they just cannot name a copy."""
    import hashlib  # only for a damaged file: not on every start

    try:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:8]
        copy = path.with_name(f"{path.name}.damaged-{digest}")
        if not copy.exists():
            shutil.copy2(path, copy)
        return copy
    except OSError:
        return None


def shown(value: Any, limit: int = 40) -> str:
    """A JSON value as a message quotes it: compact, cut to `limit` characters, never raising (a number
    too long for str(), nesting too deep for json)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (ValueError, TypeError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
