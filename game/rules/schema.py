"""The JSON Schema checker of the public formats (docs/schemas): ``schema_problems``
says what in a document a schema refuses, in sentences naming the field
("view.hand[1]: "Z9" is not a card"); ``check_keywords`` lists keywords it does not
know (none in our schemas: a test holds them to it). Draft 2020-12, the keywords our
schemas use, local ``$ref``s only.

Each schema is turned once into a yes/no function (``_compiled``, well under 0.1 ms
for a bot request); only a refused document is walked again (``_problems``) to word
its problems. The tests hold both to jsonschema's verdicts. ``game.rules.formats``
finds and loads the schema files.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from functools import lru_cache
from typing import Any

__all__ = ["KEYWORDS", "check_keywords", "schema_problems"]


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
# How a problem names a type: for the people who read it (bot authors, `wizard check`).
_TYPE_WORDS = {
    "object": "an object", "array": "a list", "string": "a string",
    "integer": "a whole number", "number": "a number", "boolean": "true or false",
    "null": "null",
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


# Caches keyed by the id of a schema; each entry keeps that schema alive, so an id is
# never reused while its entry exists (the schemas are few: load_schema caches them).
# A schema is not changed once it has been used.
_REFS: dict[tuple[int, str], tuple[dict, dict]] = {}  # (id(root), $ref) -> (root, schema)
_COMPILED: dict[tuple[int, int], tuple[Any, Any, Callable]] = {}
_CACHE_LIMIT = 4096
# Functions being built (a $ref may lead back to one): published to _COMPILED when the
# outermost build is done, so another thread never calls an unfinished one.
_BUILDING: dict[tuple[int, int], tuple[Any, Any, Callable]] = {}
_BUILD_LOCK = threading.RLock()


def _resolve(root: dict, ref: str) -> dict:
    found = _REFS.get((id(root), ref))
    if found is not None and found[0] is root:
        return found[1]
    if not ref.startswith("#"):
        raise ValueError(f"only local $refs are supported: {ref!r}")
    node = root
    for part in ref[1:].split("/")[1:]:
        node = node[part.replace("~1", "/").replace("~0", "~")]
    if len(_REFS) >= _CACHE_LIMIT:
        _REFS.clear()
    _REFS[(id(root), ref)] = (root, node)
    return node


def _is_number(v) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _compiled(schema, root) -> Callable[[Any], bool]:
    """``schema`` as one function ``value -> fits`` (built once per schema): the
    fast yes/no that every message takes; only a refused one is walked again by
    ``_problems`` for the words. Same rules as ``_problems``."""
    if schema is True or schema is False:
        return (lambda v: True) if schema else (lambda v: False)
    key = (id(schema), id(root))
    found = _COMPILED.get(key)
    if found is not None and found[0] is schema and found[1] is root:
        return found[2]
    with _BUILD_LOCK:
        found = _BUILDING.get(key) or _COMPILED.get(key)
        if found is not None and found[0] is schema and found[1] is root:
            return found[2]
        outermost = not _BUILDING
        cell: list[Callable] = []

        def forward(v):  # a $ref may lead back here: its function is looked up when called
            return cell[0](v)

        _BUILDING[key] = (schema, root, forward)
        try:
            checks = _checks(schema, root)
            if not checks:
                fn: Callable[[Any], bool] = lambda v: True  # noqa: E731
            elif len(checks) == 1:
                fn = checks[0]
            else:
                fn = lambda v: all(c(v) for c in checks)  # noqa: E731
            cell.append(fn)
            _BUILDING[key] = (schema, root, fn)
            if outermost:
                if len(_COMPILED) + len(_BUILDING) > _CACHE_LIMIT:
                    _COMPILED.clear()
                _COMPILED.update(_BUILDING)
        finally:
            if outermost:
                _BUILDING.clear()
        return fn


def _checks(schema: dict, root) -> list[Callable[[Any], bool]]:
    out: list[Callable[[Any], bool]] = []
    add = out.append
    if "$ref" in schema:
        add(_compiled(_resolve(root, schema["$ref"]), root))
    kind = schema.get("type")
    if kind is not None:
        preds = [_TYPES[k] for k in (kind if isinstance(kind, list) else [kind])]
        add(preds[0] if len(preds) == 1 else (lambda v: any(p(v) for p in preds)))
    if "const" in schema:
        const = schema["const"]
        add(lambda v: _equal(v, const))
    if "enum" in schema:
        enum = schema["enum"]
        if all(isinstance(e, str) for e in enum):
            names = frozenset(enum)
            add(lambda v: isinstance(v, str) and v in names)
        else:
            add(lambda v: any(_equal(v, e) for e in enum))
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is not None or high is not None:
        add(lambda v: not _is_number(v) or (
            (low is None or v >= low) and (high is None or v <= high)))
    if any(k in schema for k in ("minLength", "maxLength", "pattern")):
        short, long = schema.get("minLength", 0), schema.get("maxLength")
        regex = _pattern(schema["pattern"]) if "pattern" in schema else None
        add(lambda v: not isinstance(v, str) or (
            len(v) >= short and (long is None or len(v) <= long)
            and (regex is None or regex.search(v) is not None)))
    if any(k in schema for k in ("minItems", "maxItems", "uniqueItems", "prefixItems",
                                 "items")):
        add(_array_check(schema, root))
    if any(k in schema for k in ("required", "minProperties", "maxProperties", "properties",
                                 "additionalProperties", "propertyNames")):
        add(_object_check(schema, root))
    for sub in schema.get("allOf", ()):
        add(_compiled(sub, root))
    if "anyOf" in schema:
        forms = [_compiled(s, root) for s in schema["anyOf"]]
        add(lambda v: any(f(v) for f in forms))
    if "oneOf" in schema:
        ones = [_compiled(s, root) for s in schema["oneOf"]]
        add(lambda v: sum(1 for f in ones if f(v)) == 1)
    if "not" in schema:
        never = _compiled(schema["not"], root)
        add(lambda v: not never(v))
    if "if" in schema:
        test = _compiled(schema["if"], root)
        then = _compiled(schema.get("then", True), root)
        other = _compiled(schema.get("else", True), root)
        add(lambda v: then(v) if test(v) else other(v))
    return out


def _array_check(schema: dict, root) -> Callable[[Any], bool]:
    low, high = schema.get("minItems", 0), schema.get("maxItems")
    unique = schema.get("uniqueItems", False)
    prefix = [_compiled(s, root) for s in schema.get("prefixItems", [])]
    items = _compiled(schema["items"], root) if "items" in schema else None

    def check(v) -> bool:
        if not isinstance(v, list):
            return True
        if len(v) < low or (high is not None and len(v) > high):
            return False
        if unique and any(_equal(a, b) for i, a in enumerate(v) for b in v[:i]):
            return False
        if prefix and not all(f(x) for f, x in zip(prefix, v, strict=False)):
            return False
        return items is None or all(items(x) for x in v[len(prefix):])

    return check


def _object_check(schema: dict, root) -> Callable[[Any], bool]:
    required = tuple(schema.get("required", ()))
    low, high = schema.get("minProperties", 0), schema.get("maxProperties")
    props = {k: _compiled(s, root) for k, s in schema.get("properties", {}).items()}
    extra = (_compiled(schema["additionalProperties"], root)
             if "additionalProperties" in schema else None)
    names = _compiled(schema["propertyNames"], root) if "propertyNames" in schema else None

    def check(v) -> bool:
        if not isinstance(v, dict):
            return True
        if any(k not in v for k in required):
            return False
        if len(v) < low or (high is not None and len(v) > high):
            return False
        for key, item in v.items():
            if names is not None and not names(key):
                return False
            fn = props.get(key, extra)
            if fn is not None and not fn(item):
                return False
        return True

    return check


def _target(schema, root):
    """``schema`` with its ``$ref`` followed (when it has nothing else to say)."""
    while isinstance(schema, dict) and "$ref" in schema and len(schema) == 1:
        schema = _resolve(root, schema["$ref"])
    return schema


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


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
            words = schema.get("title") or " or ".join(_TYPE_WORDS[k] for k in kinds)
            bad(f"{_short(value)} is not {words}")  # a titled value is named: "a card"
            return
    if "const" in schema and not _equal(value, schema["const"]):
        bad(f"must be {_short(schema['const'])}, not {_short(value)}")
    if "enum" in schema and not any(_equal(value, e) for e in schema["enum"]):
        bad(f"must be one of {_short(schema['enum'], 80, 8)}, not {_short(value)}")
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if number and "minimum" in schema and value < schema["minimum"]:
        bad(f"must be at least {schema['minimum']}, not {_short(value)}")
    if number and "maximum" in schema and value > schema["maximum"]:
        bad(f"must be at most {schema['maximum']}, not {_short(value)}")
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            bad(f"must be at least {_plural(schema['minLength'], 'character')} long")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            bad(f"must be at most {_plural(schema['maxLength'], 'character')} long")
        if "pattern" in schema and _pattern(schema["pattern"]).search(value) is None:
            # A titled string ("a card") is named; otherwise the pattern is shown.
            title = schema.get("title")
            bad(f"{_short(value)} is not {title}" if title
                else f"{_short(value)} does not match {schema['pattern']}")
    if isinstance(value, list):
        _array(value, schema, root, path, out, limit, bad)
    if isinstance(value, dict):
        _object(value, schema, root, path, out, limit, bad)
    for sub in schema.get("allOf", ()):
        _problems(value, sub, root, path, out, limit)
    if "anyOf" in schema and not any(_fits(value, s, root) for s in schema["anyOf"]):
        _no_form(value, schema["anyOf"], root, path, out, limit, bad)
    if "oneOf" in schema:
        fits = sum(1 for s in schema["oneOf"] if _fits(value, s, root))
        if fits == 0:
            _no_form(value, schema["oneOf"], root, path, out, limit, bad)
        elif fits > 1:
            bad("is ambiguous: it fits more than one of the allowed forms")
    if "not" in schema and _fits(value, schema["not"], root):
        bad("is a form that is not allowed")
    if "if" in schema:
        branch = schema.get("then") if _fits(value, schema["if"], root) else schema.get("else")
        if branch is not None:
            _problems(value, branch, root, path, out, limit)


def _no_form(value, forms, root, path, out, limit, bad) -> None:
    """Say why ``value`` fits none of ``forms`` (an anyOf or oneOf) as precisely as
    possible: when only one form is meant for a value of its kind (its type, its
    required keys and its const fit), that form's own problem ("hand[2]: "Z9" is
    not a card"); else the forms by type ("bids[1]: "x" is not a whole number or
    null")."""
    meant = [f for f in forms if _meant_for(value, _target(f, root), root)]
    if len(meant) == 1:
        before = len(out)
        _problems(value, meant[0], root, path, out, limit)
        if len(out) > before:
            return
    words = []
    for form in forms:
        target = _target(form, root)
        kind = target.get("type") if isinstance(target, dict) else None
        if not isinstance(kind, str):
            bad("matches none of the allowed forms")
            return
        word = target.get("title") or _TYPE_WORDS[kind]
        if word not in words:
            words.append(word)
    bad(f"{_short(value)} is not {' or '.join(words)}")


def _meant_for(value, schema, root) -> bool:
    """Whether a form of an anyOf/oneOf is the one meant for ``value``: its type,
    const and required keys fit (its other rules may still fail)."""
    if not isinstance(schema, dict):
        return schema is True
    kind = schema.get("type")
    if kind is not None:
        kinds = kind if isinstance(kind, list) else [kind]
        if not any(_TYPES[k](value) for k in kinds):
            return False
    if "const" in schema and not _equal(value, schema["const"]):
        return False
    if isinstance(value, dict):
        if any(key not in value for key in schema.get("required", ())):
            return False
        for key, sub in schema.get("properties", {}).items():
            sub = _target(sub, root)
            if key in value and isinstance(sub, dict) and "const" in sub \
                    and not _equal(value[key], sub["const"]):
                return False  # a message form told apart by its "type" const
    return True


@lru_cache(maxsize=64)
def _pattern(text: str) -> re.Pattern:
    return re.compile(text)


def _array(value: list, schema, root, path, out, limit, bad) -> None:
    if "minItems" in schema and len(value) < schema["minItems"]:
        bad(f"must have at least {_plural(schema['minItems'], 'item')}, not {len(value)}")
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        bad(f"must have at most {_plural(schema['maxItems'], 'item')}, not {len(value)}")
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
        bad(f"must have at least {_plural(schema['minProperties'], 'key')}")
    if "maxProperties" in schema and len(value) > schema["maxProperties"]:
        bad(f"must have at most {_plural(schema['maxProperties'], 'key')}")
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
    return _compiled(schema, root)(value)


def _short(value, limit: int = 40, items: int = 4) -> str:
    """A value as a problem names it: scalars as JSON, cut; containers by kind (a list
    of at most ``items`` scalars in full: an enum's choices)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        if len(value) <= items and all(not isinstance(v, dict | list) for v in value):
            text = json.dumps(value, ensure_ascii=False)
            return text if len(text) <= limit else f"a list of {len(value)}"
        return f"a list of {len(value)}"
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def schema_problems(doc, schema: dict, limit: int = 20, root: dict | None = None) -> list[str]:
    """What in ``doc`` the JSON Schema ``schema`` refuses (at most ``limit`` lines,
    each "path: why"); [] when it is accepted. ``root`` is the document ``schema``'s
    ``$ref``s point into when ``schema`` is a part of it (one message's definition)."""
    root = schema if root is None else root
    if _compiled(schema, root)(doc):
        return []
    out: list[str] = []
    _problems(doc, schema, root, "", out, limit)
    return out or ["(document): does not follow the schema"]  # (the two never disagree)


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
