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
``game.tutorial.progress.CODEC``. The public formats keep their checkers and use the
envelope: ``game.rules.transcript`` (``ENVELOPE``, ``decode_transcript``) and
``ai.protocol`` (``ENVELOPE`` of the hello). Everything raises ``FormatError`` (the
older names ``SaveFormatError``, ``FileProblem``, ``BadMessage``,
``TranscriptFileError``, ``TranscriptError``, ``ReplayError`` and
``TranscriptUnusable`` are its subclasses), so a caller catches one type. The public
formats' JSON Schemas (``docs/schemas``) are checked by ``schema_problems``, a small
checker of the keywords those schemas use (``wizard check`` holds transcripts to it).

This module lives in the rules package so that ``ai/`` (which may import only the
rules) shares it.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.rules.errors import FormatError

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
    functions (``transcript.decode_transcript``, ``ai.protocol``), which add the
    schema check where it is worth its time."""

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


_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool))
    or (isinstance(v, float) and v.is_integer()),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
# The keywords this checker knows; a schema using another one is refused (a test
# runs every schema of ours through ``check_keywords``).
KEYWORDS = {
    "$schema", "$id", "$defs", "$ref", "$comment", "title", "description", "examples",
    "default", "type", "const", "enum", "minimum", "maximum", "minLength", "maxLength",
    "pattern", "items", "prefixItems", "minItems", "maxItems", "uniqueItems",
    "properties", "required", "additionalProperties", "propertyNames",
    "minProperties", "maxProperties", "allOf", "anyOf", "oneOf", "not", "if", "then",
    "else", "format",
}


def _equal(a, b) -> bool:
    """JSON equality: 1 == 1.0, but true is not 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


def _resolve(root: dict, ref: str) -> dict:
    if not ref.startswith("#"):
        raise ValueError(f"only local $refs are supported: {ref!r}")
    node = root
    for part in ref[1:].split("/")[1:]:
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def _problems(value, schema, root, path: str, out: list[str], limit: int) -> None:
    if len(out) >= limit or schema is True:
        return
    if schema is False:
        out.append(f"{path or '(document)'}: not allowed here")
        return
    here = path or "(document)"

    def bad(text: str) -> None:
        out.append(f"{here}: {text}")

    if "$ref" in schema:
        _problems(value, _resolve(root, schema["$ref"]), root, path, out, limit)
    kind = schema.get("type")
    if kind is not None:
        kinds = kind if isinstance(kind, list) else [kind]
        if not any(_TYPES[k](value) for k in kinds):
            bad(f"must be {' or '.join(kinds)}, not {_short(value)}")
            return
    if "const" in schema and not _equal(value, schema["const"]):
        bad(f"must be {_short(schema['const'])}, not {_short(value)}")
    if "enum" in schema and not any(_equal(value, e) for e in schema["enum"]):
        bad(f"must be one of {_short(schema['enum'])}, not {_short(value)}")
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if number and "minimum" in schema and value < schema["minimum"]:
        bad(f"must be at least {schema['minimum']}, not {_short(value)}")
    if number and "maximum" in schema and value > schema["maximum"]:
        bad(f"must be at most {schema['maximum']}, not {_short(value)}")
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            bad(f"must be at least {schema['minLength']} characters long")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            bad(f"must be at most {schema['maxLength']} characters long")
        if "pattern" in schema and re.search(schema["pattern"], value) is None:
            bad(f"{_short(value)} does not match {schema['pattern']}")
    if isinstance(value, list):
        _array(value, schema, root, path, out, limit, bad)
    if isinstance(value, dict):
        _object(value, schema, root, path, out, limit, bad)
    for sub in schema.get("allOf", ()):
        _problems(value, sub, root, path, out, limit)
    if "anyOf" in schema and not any(_fits(value, s, root) for s in schema["anyOf"]):
        bad("matches none of the allowed forms")
    if "oneOf" in schema:
        fits = sum(1 for s in schema["oneOf"] if _fits(value, s, root))
        if fits != 1:
            bad("matches none of the allowed forms" if fits == 0 else "is ambiguous")
    if "not" in schema and _fits(value, schema["not"], root):
        bad("is a form that is not allowed")
    if "if" in schema:
        branch = schema.get("then") if _fits(value, schema["if"], root) else schema.get("else")
        if branch is not None:
            _problems(value, branch, root, path, out, limit)


def _array(value: list, schema, root, path, out, limit, bad) -> None:
    if "minItems" in schema and len(value) < schema["minItems"]:
        bad(f"must have at least {schema['minItems']} items, not {len(value)}")
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        bad(f"must have at most {schema['maxItems']} items, not {len(value)}")
    if schema.get("uniqueItems"):
        for i, a in enumerate(value):
            if any(_equal(a, b) for b in value[:i]):
                bad(f"item {i} repeats an earlier item")
                break
    prefix = schema.get("prefixItems", [])
    for i, (item, sub) in enumerate(zip(value, prefix, strict=False)):
        _problems(item, sub, root, f"{path}[{i}]", out, limit)
    if "items" in schema:
        for i in range(len(prefix), len(value)):
            _problems(value[i], schema["items"], root, f"{path}[{i}]", out, limit)


def _object(value: dict, schema, root, path, out, limit, bad) -> None:
    for key in schema.get("required", ()):
        if key not in value:
            bad(f"has no {key!r}")
    if "minProperties" in schema and len(value) < schema["minProperties"]:
        bad(f"must have at least {schema['minProperties']} keys")
    if "maxProperties" in schema and len(value) > schema["maxProperties"]:
        bad(f"must have at most {schema['maxProperties']} keys")
    props = schema.get("properties", {})
    for key, item in value.items():
        where = f"{path}.{key}" if path else str(key)
        if "propertyNames" in schema:
            _problems(key, schema["propertyNames"], root, f"{where} (the key)", out, limit)
        if key in props:
            _problems(item, props[key], root, where, out, limit)
        elif "additionalProperties" in schema:
            _problems(item, schema["additionalProperties"], root, where, out, limit)


def _fits(value, schema, root) -> bool:
    out: list[str] = []
    _problems(value, schema, root, "", out, 1)
    return not out


def _short(value, limit: int = 40) -> str:
    """A value as a problem names it: scalars as JSON, cut; containers by kind."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        if len(value) <= 4 and all(not isinstance(v, dict | list) for v in value):
            text = json.dumps(value, ensure_ascii=False)
            return text if len(text) <= limit else f"a list of {len(value)}"
        return f"a list of {len(value)}"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def schema_problems(doc, schema: dict, limit: int = 20) -> list[str]:
    """What in ``doc`` the JSON Schema ``schema`` refuses (at most ``limit`` lines,
    each "path: why"); [] when it is accepted."""
    out: list[str] = []
    _problems(doc, schema, schema, "", out, limit)
    return out


def check_keywords(schema) -> list[str]:
    """Keywords in ``schema`` that ``schema_problems`` does not know (none in ours)."""
    unknown: list[str] = []

    def walk(node, in_props: bool) -> None:
        if isinstance(node, dict):
            for key, sub in node.items():
                if in_props:  # a property's (or definition's) name: its value is a schema
                    walk(sub, False)
                    continue
                if key not in KEYWORDS:
                    unknown.append(key)
                if key not in ("const", "enum", "examples", "default"):  # values, not schemas
                    walk(sub, key in ("properties", "$defs"))
        elif isinstance(node, list):
            for sub in node:
                walk(sub, False)

    walk(schema, False)
    return unknown
