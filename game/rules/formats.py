"""File and message formats: one envelope, one error type, one schema checker.

Every JSON document the game writes names its format and version, in one of the two
spellings already on users' disks (both stay readable exactly as before):

- ``{"format": "wizard-settings", "version": 1, ...}``: the game's own files
  (save, settings, statistics, tutorial progress, the engine state in a save);
- ``{"format": "wizard-transcript/1", ...}``: the public formats carry the version in
  the name (the bot protocol's hello says ``"protocol": "wizard-bot/1"``).

The game's own files each have one codec (``Codec``: envelope + body) in the module
that owns the format: ``game.savegame.CODEC``, ``game.rules.serialize.CODEC`` (the
engine state inside a save), ``game.settings.CODEC``, ``game.stats.CODEC``,
``game.tutorial.progress.CODEC``. The public formats keep their readers and use the
envelope: ``game.rules.transcript`` (``ENVELOPE``, ``decode_transcript``) and
``game.bots.protocol`` (``ENVELOPE`` of the hello; requests and replies are held to the
bot schema). Everything raises ``FormatError`` (the
older names ``SaveFormatError``, ``FileProblem``, ``BadMessage``,
``TranscriptFileError``, ``TranscriptError``, ``ReplayError`` and
``TranscriptUnusable`` are its subclasses), so a caller catches one type. The public
formats' JSON Schemas (``docs/schemas``, found by ``load_schema``) are checked by
``schema_problems`` (``game.rules.schema``, a small checker of the keywords those
schemas use): ``wizard check`` holds transcripts to it, ``game.bots.protocol`` every bot
request and reply.

This module lives in the rules package so that ``ai/`` (which may import only the
rules) shares it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.rules.errors import FormatError
from game.rules.schema import check_keywords, schema_problems

__all__ = [
    "Codec", "Envelope", "FormatError", "check_keywords", "load_schema", "schema_problems",
]


@dataclass(frozen=True)
class Envelope:
    """A format's name and the version this code writes (``version``), and how the
    reader words a foreign or newer document (each format kept its own words).

    ``in_name``: the version is part of the format string (``"wizard-transcript/1"``)
    instead of a ``version`` key; ``key`` is the key that holds it (the bot protocol's
    hello says ``"protocol": "wizard-bot/1"``)."""

    format: str
    version: int
    foreign: str = "it is not a {format} document"
    newer: str = "made by a newer version (format {version!r})"
    unknown: str = "unknown {format} version {version!r}"
    in_name: bool = False
    key: str = "format"

    @property
    def tag(self) -> str:
        """The ``format`` value written: ``wizard-settings`` or ``wizard-transcript/1``."""
        return f"{self.format}/{self.version}" if self.in_name else self.format

    def wrap(self, body: dict) -> dict:
        """``body`` with the envelope's keys first."""
        head = {self.key: self.tag} if self.in_name else {
            self.key: self.format, "version": self.version
        }
        return {**head, **{k: v for k, v in body.items() if k not in head}}

    def open(self, doc, error: type[FormatError] = FormatError) -> int:
        """Check ``doc``'s envelope; return its version (1..``version``). Raises
        ``error`` (a FormatError) for anything else."""
        if not isinstance(doc, dict):
            raise error(self.foreign.format(format=self.format))
        if self.in_name:
            tag = doc.get(self.key)
            if not isinstance(tag, str) or not tag.startswith(self.format + "/"):
                raise error(self.foreign.format(format=self.format))
            number = tag[len(self.format) + 1 :]
            version = int(number) if number.isdigit() and len(number) < 6 else None
            if version != self.version:
                raise error(self.newer.format(version=tag, format=self.format))
            return version
        if doc.get(self.key) != self.format:
            raise error(self.foreign.format(format=self.format))
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version > self.version:
            raise error(self.newer.format(version=version, format=self.format))
        if version < 1:
            raise error(self.unknown.format(version=version, format=self.format))
        return version


@dataclass(frozen=True)
class Codec:
    """One file or message format: ``encode(value) -> dict`` and
    ``decode(doc) -> value``. The envelope is checked here; ``body(value)`` gives the
    rest of the document and ``read(doc, version)`` checks and reads it, raising
    ``error`` (a FormatError). The public formats' documents are checked by their own
    functions (``transcript.decode_transcript``, ``game.bots.protocol``), which hold them
    to their schemas."""

    envelope: Envelope
    body: Callable[[Any], dict]
    read: Callable[[dict, int], Any]
    error: type[FormatError] = FormatError

    def encode(self, value) -> dict:
        return self.envelope.wrap(self.body(value))

    def decode(self, doc):
        return self.read(doc, self.envelope.open(doc, self.error))


# ------------------------------------------------------------------ JSON Schema
def schema_folder() -> Path:
    """``docs/schemas`` in a checkout; ``assets/schemas`` inside a frozen build
    (``build/wizard_buildlib.asset_datas`` puts them there)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "assets" / "schemas"
    return Path(__file__).resolve().parent.parent.parent / "docs" / "schemas"


@lru_cache(maxsize=8)
def load_schema(name: str) -> dict:
    """A public format's schema, e.g. ``load_schema("wizard-transcript")``."""
    path = schema_folder() / f"{name}.schema.json"
    return json.loads(path.read_text(encoding="utf-8"))
