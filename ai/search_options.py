"""The search levels' options: one value type, its string form, and Hard's and Expert's.

``SearchOptions`` holds every setting of ``ai.search.SearchPlayer``, each with its
default and the values it accepts. Its string form is the arena's seat option syntax,
``chain=1:bsafe=8`` (only the settings that differ from the defaults are written), and
``SearchOptions.parse`` reads it back: the one place an option is named, typed and
checked, for the arena, the level factories and the advice module alike.
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum

from ai.deal_chain import THIN
from ai.sampler import WORLDS


class Playouts(StrEnum):
    """The play-out policy: the hand-written bid-seeking one (``ai.playout.playout``)
    or the one fitted to the search's own decisions (``ai.playout_policy``)."""

    PLAIN = "plain"
    LEARNED = "learned"


class Others(StrEnum):
    """How the other seats play in learned play-outs: as this seat does, by the policy
    fitted to Medium's card play, or each by the one that explains its plays so far
    best (``ai.table_reading``)."""

    SAME = ""
    MEDIUM = "medium"
    READ = "read"


class SearchOptionError(ValueError):
    """A search option that does not exist or has a value it cannot take."""

    def __init__(self, key: str, value: object, takes: str | None = None):
        self.key, self.value, self.takes = key, value, takes  # takes: its values' shape
        known = f"it takes {key}={takes}" if takes else "no such option"
        super().__init__(f"bad search option {key}={value} ({known})")


NONE = "none"  # the string form of an option that is off (time_ms: no time cap)


@dataclass(frozen=True)
class _Number:
    """Reads a number option: ``kind`` (int or float), finite, at least ``low`` (above
    it with ``strict``); ``shape`` is its word in the help line."""

    kind: type
    shape: str
    low: float = -math.inf
    strict: bool = False

    def __call__(self, text: str):
        number = self.kind(text)
        if not math.isfinite(number) or number < self.low or (self.strict and number == self.low):
            raise ValueError(text)
        return number


@dataclass(frozen=True)
class _Words:
    """Reads an option that takes one of some words (a flag: 0 or 1)."""

    allowed: tuple[str, ...]
    values: tuple | None = None  # what each word stands for (None: the word itself)

    @property
    def shape(self) -> str:
        return "|".join(word or "''" for word in self.allowed)

    def __call__(self, text: str):
        if text not in self.allowed:
            raise ValueError(text)
        return text if self.values is None else self.values[self.allowed.index(text)]


# How each kind of option reads a value from its string form; ValueError if it cannot.
_count = _Number(int, "N", 1)
_whole = _Number(int, "N", 0)
_share = _Number(float, "X", 0)
_positive = _Number(float, "T", 0, strict=True)
_errors = _Number(float, "Z", 0, strict=True)  # standard errors
_flag = _Words(("0", "1"), (False, True))


def _choice(kind: type[StrEnum]) -> _Words:
    return _Words(tuple(m.value for m in kind), tuple(kind))


def _option(default, read):
    return field(default=default, metadata={"read": read})


@dataclass(frozen=True)
class SearchOptions:
    """Every setting of a search player. Comments say what each does; docs/ai-lab.md
    gives the measurements behind Hard's and Expert's choices."""

    iterations: int = _option(600, _count)  # play-outs per decision
    time_ms: float | None = _option(150, _positive)  # time cap per decision (None: none)
    infer: bool = _option(False, _flag)  # weigh the deals by the others' bids
    # Bidding: among the bids within ``bsafe`` points of the best one's expected score,
    # the one made most often in the play-outs (None: off).
    bsafe: float | None = _option(None, _share)
    bsafeto: int = _option(0, _whole)  # bsafe only in rounds of at most N cards (0: all)
    policy: Playouts = _option(Playouts.PLAIN, _choice(Playouts))  # the play-out policy
    ptemp: float = _option(0.0, _share)  # learned: 0 = best card, else drawn at this temperature
    selfbest: bool = _option(False, _flag)  # learned, drawn: this seat's own cards its best
    goal: int = _option(0, _whole)  # play for the win in the game's last rounds (ai.goal)
    gweight: float = _option(200.0, _share)  # what a win is worth, in points
    gfield: bool = _option(False, _flag)  # the decoupled goal: the others' outcomes pooled
    gweak: bool = _option(False, _flag)  # the goal only at a table that reads as weak
    omodel: Others = _option(Others.SAME, _choice(Others))  # the others' play-out policy
    chain: bool = _option(False, _flag)  # card play: deals drawn from bids and plays
    # The chain only at a table that reads as weak: every other seat plays by Medium's
    # rule (ai.table_reading.rule_reads).
    cweak: bool = _option(False, _flag)
    # The chain's deals per decision, and its steps between two of them (more steps: deals
    # less alike, a sharper picture of the hidden hands for more time).
    cworlds: int = _option(WORLDS, _count)
    cthin: int = _option(THIN, _count)
    brule: bool = _option(False, _flag)  # seats that bid by Medium's rule: deals explain the bid
    # With brule: only the seats whose plays so far do not contradict Medium's rule
    # either (rule_reads with least=0), so that a searching seat whose bids in the small
    # rounds happen to match is not read.
    bplay: bool = _option(False, _flag)
    # Drop each clearly worse move and stop once the choice is clear (ai.kernel.ClearLead)
    # at this many standard errors (None: every play-out is played).
    stop: float | None = _option(None, _errors)

    def __post_init__(self):
        # Values given in code are checked as the string form's are, and take its types
        # (a flag given as 1 is True, a number given as 2 for a real is 2.0).
        for f in fields(self):
            object.__setattr__(self, f.name, read_option(f.name, _text(getattr(self, f.name))))

    @classmethod
    def parse(cls, text: str, base: SearchOptions | None = None) -> SearchOptions:
        """``chain=1:bsafe=8`` over ``base`` (default: the class's defaults)."""
        values = {}
        for part in filter(None, text.split(":")):
            key, _, value = part.partition("=")
            values[key] = read_option(key, value)
        return replace(base or cls(), **values)

    def __str__(self) -> str:
        default = SearchOptions()
        return ":".join(f"{f.name}={_text(getattr(self, f.name))}" for f in fields(self)
                        if getattr(self, f.name) != getattr(default, f.name))


def _text(value) -> str:
    """A value in the string form: flags as 0|1, whole floats without a fraction, an
    option that is off (None) as ``none``."""
    if value is None:
        return NONE
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


_FIELDS = {f.name: f for f in fields(SearchOptions)}


def read_option(key: str, value: str):
    """One option's value from its string form; ``SearchOptionError`` if the option does
    not exist or cannot take the value."""
    f = _FIELDS.get(key)
    if f is None:
        raise SearchOptionError(key, value)
    if value == NONE and f.type.endswith("| None"):
        return None
    try:
        return f.metadata["read"](value)
    except ValueError:
        raise SearchOptionError(key, value, _shape(f)) from None


def options_help() -> str:
    """The options and their values, as a help line lists them."""
    return ", ".join(f"{f.name}={_shape(f)}" for f in fields(SearchOptions))


# The options a player changes on the command line (the rest tune the levels' search;
# ``options_help`` lists them all, in ``wizard arena --help``).
PLAYER_OPTIONS = {"iterations": "play-outs per decision", "time_ms": "milliseconds per decision"}


def option_problem(err: SearchOptionError) -> str:
    """What was wrong with one option, for a one-line error: the value an option takes,
    or that the option does not exist, with a close name and the few a player uses."""
    if err.takes is not None:
        return f"{err.key} takes {err.key}={err.takes}, not {err.key}={err.value}"
    close = difflib.get_close_matches(err.key, list(_FIELDS), n=1)
    guess = f" (did you mean {close[0]}?)" if close else ""
    usual = ", ".join(f"{name}={_shape(_FIELDS[name])} ({what})"
                      for name, what in PLAYER_OPTIONS.items())
    return (f"there is no option {err.key!r}{guess}; the usual ones are {usual}; "
            "all of them: wizard arena --help")


def _shape(f) -> str:
    """The values an option takes, as the help line writes them: N, X, 0|1, plain|learned."""
    shape = f.metadata["read"].shape
    return f"{shape}|{NONE}" if f.type.endswith("| None") else shape


# ------------------------------------------------------------------ the levels
HARD = SearchOptions(iterations=300, time_ms=150)
# Expert: Hard with more play-outs and a model of the table in each part of its search.
# How it thinks: docs/ai.md; what each setting measured: docs/ai-lab.md; its strength
# today: docs/bots.md, "Measured strength".
EXPERT = SearchOptions(
    # 1,500 play-outs, fewer once a move is clearly worse (at 2.5 standard errors).
    iterations=1500, time_ms=1000, stop=2.5,
    # The others' hands: deals weighed by their bids and by Medium's bid rule where it
    # explains them; at a table of Medium players drawn from their plays too (chain).
    infer=True, brule=True, bplay=True, chain=True, cweak=True, cthin=50,
    # Its bid: in rounds of up to 7 cards the safest of the bids within 8 points of the best.
    bsafe=8, bsafeto=7,
    # The play-outs: the learned policy, each other seat as its plays read; their cards
    # drawn from its chances, Expert's own the policy's best.
    policy=Playouts.LEARNED, omodel=Others.READ, ptemp=1.0, selfbest=True,
    # The game's end: at a table of Medium players, play for the win in the last 4 rounds.
    goal=4, gweight=500, gfield=True, gweak=True,
)
