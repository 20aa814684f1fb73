"""Renders the app icon with the card-art code: build/icon.png (256 px), build/icon.ico
(PNG-in-ICO, several sizes) and assets/icon.png (64 px, the window icon).

Run: ``python build/make_icon.py``.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.ui.cardart import app_icon  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, images: list[tuple[int, bytes]]) -> None:
    """ICO container whose entries are PNG images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    path.write_bytes(header + entries + blobs)


def main() -> None:
    pygame.init()
    build = ROOT / "build"
    pygame.image.save(app_icon(256), str(build / "icon.png"))
    pygame.image.save(app_icon(64), str(ROOT / "assets" / "icon.png"))
    write_ico(build / "icon.ico", [(s, png_bytes(app_icon(s))) for s in ICO_SIZES])
    for p in (build / "icon.png", build / "icon.ico", ROOT / "assets" / "icon.png"):
        print(f"{p}  {p.stat().st_size} bytes")


if __name__ == "__main__":
    main()
