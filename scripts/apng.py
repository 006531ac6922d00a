"""A small animated-PNG writer on the standard library alone (zlib, struct), for the screen recordings in docs/.

Each frame after the first is stored as the rectangle that changed since the frame before (APNG `fcTL` offsets,
blend "source", dispose "none"), so a table where only a few cards move costs a few kilobytes per frame. A frame
equal to the one before only lengthens that frame's delay. Viewers without APNG support show the first frame.

Spec: https://wiki.mozilla.org/APNG_Specification (acTL, fcTL, fdAT); PNG chunks, CRC and IHDR as in PNG 1.2.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
BLOCK = 8  # pixels: the changed rectangle is found to this many pixels across


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


@dataclass
class _Frame:
    x: int
    y: int
    width: int
    height: int
    data: bytes  # zlib-compressed scanlines of the rectangle
    delay_ms: int


class ApngWriter:
    """Collects RGB frames of one size (`add`), then writes them as one animated PNG (`write`)."""

    def __init__(self, width: int, height: int, level: int = 9) -> None:
        if width <= 0 or height <= 0:
            raise ValueError(f"frame size must be positive, got {width}x{height}")
        self.width, self.height, self.level = width, height, level
        self._rows: list[bytes] = []
        self._frames: list[_Frame] = []

    def add(self, rgb: bytes, delay_ms: int) -> None:
        """One frame: `rgb` holds `height` rows of `width` RGB pixels, tightly packed; shown for `delay_ms`."""
        stride = self.width * 3
        if len(rgb) != stride * self.height:
            raise ValueError(f"a {self.width}x{self.height} RGB frame has {stride * self.height} bytes, "
                             f"got {len(rgb)}")
        rows = [rgb[y * stride:(y + 1) * stride] for y in range(self.height)]
        rect = self._changed(rows) if self._rows else (0, 0, self.width, self.height)
        self._rows = rows
        if rect is None:
            self._frames[-1].delay_ms += delay_ms
            return
        x, y, w, h = rect
        raw = b"".join(b"\x00" + row[x * 3:(x + w) * 3] for row in rows[y:y + h])
        self._frames.append(_Frame(x, y, w, h, zlib.compress(raw, self.level), max(1, delay_ms)))

    def _changed(self, rows: list[bytes]) -> tuple[int, int, int, int] | None:
        """The rectangle (x, y, width, height) outside which `rows` equal the frame before; None if equal."""
        changed = [y for y in range(self.height) if rows[y] != self._rows[y]]
        if not changed:
            return None
        y0, y1 = changed[0], changed[-1] + 1
        span = BLOCK * 3
        blocks = range(0, self.width * 3, span)
        x0 = min(next(b for b in blocks if rows[y][b:b + span] != self._rows[y][b:b + span]) for y in changed)
        x1 = max(next(b for b in reversed(blocks) if rows[y][b:b + span] != self._rows[y][b:b + span])
                 for y in changed) + span
        px0, px1 = x0 // 3, min(self.width, x1 // 3)
        return px0, y0, px1 - px0, y1 - y0

    @property
    def frames(self) -> int:
        return len(self._frames)

    def write(self, path: Path, loops: int = 0) -> int:
        """Write the animation (`loops` 0: forever); returns its size in bytes."""
        if not self._frames:
            raise ValueError("no frames to write")
        out = [PNG_SIGNATURE, chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)),
               chunk(b"acTL", struct.pack(">II", len(self._frames), loops))]
        seq = 0
        for i, f in enumerate(self._frames):
            out.append(chunk(b"fcTL", struct.pack(">IIIIIHHBB", seq, f.width, f.height, f.x, f.y,
                                                  min(f.delay_ms, 65535), 1000, 0, 0)))
            seq += 1
            if i == 0:
                out.append(chunk(b"IDAT", f.data))
            else:
                out.append(chunk(b"fdAT", struct.pack(">I", seq) + f.data))
                seq += 1
        out.append(chunk(b"IEND", b""))
        blob = b"".join(out)
        path.write_bytes(blob)
        return len(blob)
