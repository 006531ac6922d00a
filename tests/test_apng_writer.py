"""scripts/apng.py, the animated-PNG writer of the screen recordings: valid chunks, only the changed rectangle
stored per frame, an unchanged frame folded into the delay of the one before, the first frame a plain PNG."""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from apng import ApngWriter  # noqa: E402

W, H = 40, 30


def frame(colour: tuple[int, int, int], patch: tuple[int, int, int, int] | None = None,
          patch_colour: tuple[int, int, int] = (255, 0, 0)) -> bytes:
    rows = []
    for y in range(H):
        row = bytearray(bytes(colour) * W)
        if patch is not None and patch[1] <= y < patch[1] + patch[3]:
            for x in range(patch[0], patch[0] + patch[2]):
                row[x * 3:x * 3 + 3] = bytes(patch_colour)
        rows.append(bytes(row))
    return b"".join(rows)


def chunks(blob: bytes) -> list[tuple[bytes, bytes]]:
    assert blob[:8] == b"\x89PNG\r\n\x1a\n"
    out, i = [], 8
    while i < len(blob):
        (n,) = struct.unpack(">I", blob[i:i + 4])
        kind, data = blob[i + 4:i + 8], blob[i + 8:i + 8 + n]
        (crc,) = struct.unpack(">I", blob[i + 8 + n:i + 12 + n])
        assert crc == zlib.crc32(kind + data) & 0xFFFFFFFF, kind
        out.append((kind, data))
        i += 12 + n
    return out


def test_frames_store_only_what_changed_and_equal_frames_lengthen_the_delay(tmp_path: Path) -> None:
    writer = ApngWriter(W, H)
    writer.add(frame((10, 20, 30)), 40)
    writer.add(frame((10, 20, 30), patch=(20, 10, 3, 4)), 40)
    writer.add(frame((10, 20, 30), patch=(20, 10, 3, 4)), 35)  # no change: the frame before is shown longer
    path = tmp_path / "a.png"
    writer.write(path)
    found = chunks(path.read_bytes())
    kinds = [k for k, _ in found]
    assert kinds == [b"IHDR", b"acTL", b"fcTL", b"IDAT", b"fcTL", b"fdAT", b"IEND"]
    assert struct.unpack(">II", found[1][1]) == (2, 0)  # two frames, looping forever
    first = struct.unpack(">IIIIIHHBB", found[2][1])
    assert first[1:5] == (W, H, 0, 0) and first[5] == 40
    seq, w, h, x, y, delay, den, _dispose, _blend = struct.unpack(">IIIIIHHBB", found[4][1])
    assert (x, y, h) == (16, 10, 4) and x <= 20 and x + w >= 23 and w < W  # the patch, to 8 pixels across
    assert (delay, den) == (75, 1000)
    assert struct.unpack(">I", found[5][1][:4])[0] == seq + 1  # sequence numbers run on through fdAT
    raw = zlib.decompress(found[5][1][4:])
    row = raw[: 1 + w * 3]
    assert row[0] == 0 and row[1 + (20 - x) * 3:1 + (21 - x) * 3] == b"\xff\x00\x00"


def test_a_viewer_without_animation_reads_the_first_frame_as_a_png(tmp_path: Path, qapp) -> None:
    from PySide6.QtGui import QColor, QImage

    writer = ApngWriter(W, H)
    writer.add(frame((10, 20, 30)), 40)
    writer.add(frame((200, 200, 200)), 40)
    path = tmp_path / "b.png"
    writer.write(path)
    image = QImage(str(path))
    assert not image.isNull() and (image.width(), image.height()) == (W, H)
    assert image.pixelColor(5, 5) == QColor(10, 20, 30)


def test_a_frame_of_the_wrong_size_is_refused() -> None:
    writer = ApngWriter(W, H)
    with pytest.raises(ValueError, match="40x30 RGB frame has 3600 bytes, got 3"):
        writer.add(b"abc", 40)
