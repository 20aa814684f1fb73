"""The player's statistics: per opponent difficulty, games, wins, scores and bids;
a record of each recent game; winning streaks.

Recorded at game over by the table (``record_game``), shown on the statistics
screen. A versioned, validated JSON file written atomically; a corrupt, foreign or
newer-version file is set aside (never deleted) and reported, and counting starts
again from zero.

A game counts in the bucket of its opponents' level when they all share one
(``easy`` .. ``expert``), else in ``mixed``. Shared wins count as wins.

One rule for an abandoned game (given up for a new one): it counts as a game played
and lost (games, wins, the winning streak), and its score and bids count nowhere
(average score, bids made, best game, the charts, average place). The statistics
screen says so under its table.

Version 2 adds ``games`` (the last ``MAX_GAMES`` games, oldest first: date,
players, levels, score, placing, each round's hand size, bid and tricks won, won or
abandoned) and ``streak`` (current and longest winning streak). A version-1 file
loads as it is, with no game records and no streak yet. A bucket's ``abandoned``
(how many of its games were given up) is optional: in a file from before it, the
abandoned games kept are taken out of the buckets' scores and bids on loading. A
date or level holding what cannot be drawn (a NUL, a lone surrogate) is read with it
replaced.

Games played with the anniversary special cards count apart: not in the level
buckets but in ``special_buckets``, one per set of special cards (its string form,
``"20"``, ``"bomb+cloud"``), so the 60-card figures stay comparable. Both the file's
``special_buckets`` and a game record's ``special`` are optional: a file from before
them has 60-card games only.

``recorded`` (optional) holds the ids of the last games counted (``game.finish``):
a game whose records were cut by a kill is completed at the next start and must
never count twice.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.i18n import N_
from game.rules.core import places
from game.rules.errors import WizardError
from game.rules.formats import Codec, Envelope
from game.rules.specials import NONE, SpecialCards
from game.rules.text import clean
from game.savegame import MAX_ID_CHARS, game_id_of
from game.storage import FileProblem, read_json_checked, write_json_atomic

STATS_FORMAT = "wizard-statistics"
STATS_VERSION = 2
BUCKETS = ("easy", "medium", "hard", "expert", "mixed")
HUMAN = "human"
# Bounds on what a (hand-edited) file may set: far above anything real, small enough
# that every figure formats and draws at once.
MAX_COUNT = 10**9  # games, wins, rounds bid
MAX_SCORE = 10**6  # one game's score, either sign
MAX_SCORE_TOTAL = MAX_COUNT * MAX_SCORE
MAX_DATE_CHARS = 32
MAX_GAMES = 500  # game records kept (the buckets count every game)
MAX_PLAYERS = 6
MAX_HAND = 60  # cards in one hand, bids and tricks: the whole deck at most
MAX_ROUNDS = 60
MAX_LEVEL_CHARS = 32
MAX_RECORDED = 100  # game ids remembered as counted
MAX_SPECIAL_SETS = 64  # every set of special cards there is (the Dragon with the Fairy)


@dataclass
class Bucket:
    games: int = 0
    wins: int = 0
    score_total: int = 0
    bids: int = 0  # rounds bid
    bids_made: int = 0  # rounds where the bid was met exactly
    best_score: int | None = None
    best_date: str = ""  # ISO date of the best game
    abandoned: int = 0  # of the games: given up (no score or bids counted for them)

    # Derived figures (None while there is nothing to show).
    @property
    def finished(self) -> int:
        return self.games - self.abandoned

    @property
    def average_score(self) -> float | None:
        """Over the finished games (an abandoned game's score is not counted)."""
        return self.score_total / self.finished if self.finished else None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def bid_accuracy(self) -> float | None:
        return self.bids_made / self.bids if self.bids else None

    def add(self, other: Bucket) -> None:
        # Saturate at the bounds the loader accepts, so a saved file always loads again.
        self.games = min(MAX_COUNT, self.games + other.games)
        self.abandoned = min(self.games, self.abandoned + other.abandoned)
        self.wins = min(self.games, self.wins + other.wins)
        total = self.score_total + other.score_total
        self.score_total = max(-MAX_SCORE_TOTAL, min(MAX_SCORE_TOTAL, total))
        self.bids = min(MAX_COUNT, self.bids + other.bids)
        self.bids_made = min(self.bids, self.bids_made + other.bids_made)
        if other.best_score is not None and (
            self.best_score is None or other.best_score > self.best_score
        ):
            self.best_score = other.best_score
            self.best_date = other.best_date


@dataclass
class GameRecord:
    """One finished (or abandoned) game, from the human seat's side."""

    date: str  # local time, "YYYY-MM-DD HH:MM"
    players: int
    levels: list[str]  # the opponents' levels, seat by seat
    score: int
    placing: int  # 1 = first; a shared place counts as the better one
    won: bool
    abandoned: bool = False
    rounds: list[list[int]] = field(default_factory=list)  # [hand size, bid, won]
    length: int | None = None  # the rounds the game was set to play; None: all (Full)
    undo: bool = False  # the player took a move back (Undo) in this game
    special: str = NONE  # the special cards played with (SpecialCards' string form)

    @property
    def bucket(self) -> str:
        return bucket_for(self.levels)

    def to_json(self) -> dict:
        doc = asdict(self)
        if self.special == NONE:  # a 60-card game's record reads as before
            del doc["special"]
        return doc


@dataclass
class Streak:
    current: int = 0
    longest: int = 0

    def add(self, won: bool) -> None:
        self.current = min(MAX_COUNT, self.current + 1) if won else 0
        self.longest = max(self.longest, self.current)


@dataclass
class Stats:
    buckets: dict[str, Bucket] = field(default_factory=lambda: {b: Bucket() for b in BUCKETS})
    games_kept: list[GameRecord] = field(default_factory=list)  # oldest first
    streak: Streak = field(default_factory=Streak)
    recorded: list[str] = field(default_factory=list)  # ids of the last games counted
    # Games with special cards, per set played (its string form: "20", "bomb+cloud").
    special_buckets: dict[str, Bucket] = field(default_factory=dict)

    def bucket_of(self, levels: list[str], special) -> Bucket:
        """Where a game counts: its special cards' set, else its opponents' level."""
        key = str(SpecialCards.parse(str(special)))
        if key == NONE:
            return self.buckets[bucket_for(levels)]
        return self.special_buckets.setdefault(key, Bucket())

    def counted(self, game_id: str | None) -> bool:
        """The game with this id is in the figures already."""
        return bool(game_id) and game_id in self.recorded

    def note_counted(self, game_id: str | None) -> None:
        if game_id:
            self.recorded.append(game_id)
            del self.recorded[:-MAX_RECORDED]

    def add_game(self, record: GameRecord) -> None:
        self.games_kept.append(record)
        del self.games_kept[:-MAX_GAMES]
        self.streak.add(record.won)

    def bids_by_hand(self, special: str = NONE) -> dict[int, tuple[int, int]]:
        """Hand size -> (rounds bid, bids made), over the games kept with the special
        cards ``special`` (the 60-card game's unless said): sets do not mix."""
        out: dict[int, tuple[int, int]] = {}
        for game in self.finished_games():
            if game.special != special:
                continue
            for hand, bid, won in game.rounds:
                n, made = out.get(hand, (0, 0))
                out[hand] = (n + 1, made + (bid == won))
        return out

    def finished_games(self) -> list[GameRecord]:
        """The games kept that were played to the end (oldest first)."""
        return [g for g in self.games_kept if not g.abandoned]

    def game_number(self, record: GameRecord) -> int:
        """``record``'s number among every game counted (1 = the first ever)."""
        kept = next(i for i, g in enumerate(self.games_kept) if g is record)
        return max(1, self.games - len(self.games_kept) + 1) + kept

    def best_game(self) -> GameRecord | None:
        """The highest-scoring finished game kept (the latest of equal ones)."""
        best = None
        for game in self.games_kept:
            if not game.abandoned and (best is None or game.score >= best.score):
                best = game
        return best

    def total(self) -> Bucket:
        out = Bucket()
        for b in BUCKETS:
            out.add(self.buckets[b])
        return out

    @property
    def games(self) -> int:
        """Every game counted, with special cards or without."""
        every = [*self.buckets.values(), *self.special_buckets.values()]
        return sum(b.games for b in every)

    def to_json(self) -> dict:
        return CODEC.encode(self)


def _stats_body(stats: Stats) -> dict:
    body = {
        "buckets": {name: asdict(stats.buckets[name]) for name in BUCKETS},
        "games": [g.to_json() for g in stats.games_kept],
        "streak": asdict(stats.streak),
        "recorded": list(stats.recorded),
    }
    if stats.special_buckets:  # only with special cards played: else as before
        body["special_buckets"] = {k: asdict(b) for k, b in stats.special_buckets.items()}
    return body


def _special_key(text, what: str) -> str:
    """A set of special cards as the file names it, in its one string form."""
    try:
        return str(SpecialCards.parse(text))
    except WizardError:
        raise FileProblem(f"{what} must name special cards") from None


def _int(value, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise FileProblem(f"{what} must be a whole number from {lo} to {hi}")
    return value


def stats_from_json(doc) -> Stats:
    return CODEC.decode(doc)


def _read_stats(doc: dict, _version: int) -> Stats:
    """The statistics in ``doc`` (envelope checked); a version 1 file has no games
    and no streak, which read as none."""
    raw = doc.get("buckets")
    if not isinstance(raw, dict):
        raise FileProblem("the statistics have no difficulty buckets")
    stats = Stats()
    for name, b in raw.items():
        if name not in BUCKETS:
            raise FileProblem(f"unknown difficulty {name!r}")
        stats.buckets[name] = _bucket_from_json(name, b)
    special = doc.get("special_buckets", {})
    if not isinstance(special, dict) or len(special) > MAX_SPECIAL_SETS:
        raise FileProblem("special_buckets must be an object, one entry per set of cards")
    for name, b in special.items():
        key = _special_key(name, "a special_buckets entry")
        if key == NONE or key in stats.special_buckets:
            raise FileProblem(f"special_buckets names {name!r} twice or without cards")
        stats.special_buckets[key] = _bucket_from_json(name, b)
    games = doc.get("games", [])
    if not isinstance(games, list):
        raise FileProblem("the game records are not a list")
    stats.games_kept = [_game_from_json(g) for g in games[-MAX_GAMES:]]
    streak = doc.get("streak", {})
    if not isinstance(streak, dict):
        raise FileProblem("the streak is not an object")
    current = _int(streak.get("current", 0), "streak current", 0, MAX_COUNT)
    longest = _int(streak.get("longest", 0), "streak longest", 0, MAX_COUNT)
    if current > longest:
        raise FileProblem("the current streak is longer than the longest")
    stats.streak = Streak(current, longest)
    recorded = doc.get("recorded", [])
    if not isinstance(recorded, list) or not all(
        isinstance(r, str) and 0 < len(r) <= MAX_ID_CHARS for r in recorded
    ):
        raise FileProblem("recorded must be a list of game ids")
    stats.recorded = recorded[-MAX_RECORDED:]
    if not any(isinstance(b, dict) and "abandoned" in b for b in raw.values()):
        _take_out_abandoned(stats)
    return stats


def _bucket_from_json(name: str, b) -> Bucket:
    if not isinstance(b, dict):
        raise FileProblem(f"the {name} statistics are not an object")
    bucket = Bucket(
        games=_int(b.get("games", 0), "games", 0, MAX_COUNT),
        wins=_int(b.get("wins", 0), "wins", 0, MAX_COUNT),
        score_total=_int(
            b.get("score_total", 0), "score_total", -MAX_SCORE_TOTAL, MAX_SCORE_TOTAL
        ),
        bids=_int(b.get("bids", 0), "bids", 0, MAX_COUNT),
        bids_made=_int(b.get("bids_made", 0), "bids_made", 0, MAX_COUNT),
        abandoned=_int(b.get("abandoned", 0), "abandoned", 0, MAX_COUNT),
        best_score=(
            None
            if b.get("best_score") is None
            else _int(b.get("best_score"), "best_score", -MAX_SCORE, MAX_SCORE)
        ),
        best_date=b.get("best_date", ""),
    )
    if not isinstance(bucket.best_date, str) or len(bucket.best_date) > MAX_DATE_CHARS:
        raise FileProblem("best_date must be a short text")
    bucket.best_date = clean(bucket.best_date, MAX_DATE_CHARS)  # a NUL cannot be drawn
    if (
        bucket.wins > bucket.games
        or bucket.bids_made > bucket.bids
        or bucket.abandoned > bucket.games
    ):
        raise FileProblem(f"the {name} statistics do not add up")
    return bucket


def _take_out_abandoned(stats: Stats) -> None:
    """A file from before ``abandoned`` counted each abandoned game's score and bids
    in its bucket: take out those of the abandoned games kept (older ones cannot be
    told apart), so the one rule holds for them too."""
    for game in stats.games_kept:
        if not game.abandoned:
            continue
        b = stats.bucket_of(game.levels, game.special)
        if b.abandoned >= b.games:
            continue  # a hand-edited file: nothing left to take out
        b.abandoned += 1
        total = b.score_total - game.score
        b.score_total = max(-MAX_SCORE_TOTAL, min(MAX_SCORE_TOTAL, total))
        b.bids = max(0, b.bids - len(game.rounds))
        made = sum(1 for _hand, bid, won in game.rounds if bid == won)
        b.bids_made = max(0, min(b.bids, b.bids_made - made))


# The statistics file: {"format": "wizard-statistics", "version": 2, "buckets", "games",
# "streak"}; version 1 files (buckets only) load too.
CODEC = Codec(
    Envelope(
        STATS_FORMAT,
        STATS_VERSION,
        foreign="not a Wizard statistics file",
        newer="made by a newer version (format {version!r})",
    ),
    _stats_body,
    _read_stats,
    FileProblem,
)


def _game_from_json(g) -> GameRecord:
    if not isinstance(g, dict) or not {"date", "players", "score", "placing", "won"} <= set(g):
        raise FileProblem("a game record lacks its date, players, score, placing or result")
    players = _int(g["players"], "players", 2, MAX_PLAYERS)
    levels = g.get("levels", [])
    if (
        not isinstance(levels, list)
        or len(levels) >= players
        or not all(isinstance(v, str) and 0 < len(v) <= MAX_LEVEL_CHARS for v in levels)
    ):
        raise FileProblem("a game record's levels must be short texts, one per opponent")
    date = g["date"]
    if not isinstance(date, str) or len(date) > MAX_DATE_CHARS:
        raise FileProblem("a game record's date must be a short text")
    date = clean(date, MAX_DATE_CHARS)  # kept, with what cannot be drawn replaced
    won, abandoned = g["won"], g.get("abandoned", False)
    if not isinstance(won, bool) or not isinstance(abandoned, bool):
        raise FileProblem("won and abandoned must be true or false")
    rounds = g.get("rounds", [])
    if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
        raise FileProblem(f"a game record has more than {MAX_ROUNDS} rounds")
    checked = []
    for r in rounds:
        if not isinstance(r, list) or len(r) != 3:
            raise FileProblem("a round must be [hand size, bid, tricks won]")
        hand = _int(r[0], "hand size", 1, MAX_HAND)
        checked.append([hand, _int(r[1], "bid", 0, hand), _int(r[2], "tricks won", 0, hand)])
    length = g.get("length")  # absent in records from before game lengths: Full
    if length is not None:
        length = _int(length, "length", 1, MAX_ROUNDS)
    undo = g.get("undo", False)  # absent in records from before Undo: not used
    if not isinstance(undo, bool):
        raise FileProblem("a game record's undo must be true or false")
    # Absent in records from before the special cards: a 60-card game.
    special = _special_key(g.get("special", NONE), "a game record's special cards")
    # Keys a later version may add are ignored (they are not written back).
    return GameRecord(
        date=date,
        players=players,
        levels=[clean(v, MAX_LEVEL_CHARS) for v in levels],
        score=_int(g["score"], "score", -MAX_SCORE, MAX_SCORE),
        placing=_int(g["placing"], "placing", 1, players),
        won=won,
        abandoned=abandoned,
        rounds=checked,
        length=length,
        undo=undo,
        special=special,
    )


def load_stats(path: Path, problems: list[str]) -> Stats:
    """The statistics, or empty ones (missing file, or unusable: set aside and reported)."""
    return read_json_checked(path, stats_from_json, problems, N_("Your statistics")) or Stats()


def save_stats(path: Path, stats: Stats) -> None:
    write_json_atomic(path, stats.to_json())


def reset_stats(path: Path) -> Stats:
    """Start counting again (the old numbers are overwritten, atomically)."""
    stats = Stats()
    save_stats(path, stats)
    return stats


def bucket_for(levels: list[str]) -> str:
    """The bucket a game counts in, from its seats' levels."""
    ai = {level for level in levels if level != HUMAN}
    if len(ai) == 1:
        (level,) = ai
        if level in BUCKETS:
            return level
    return "mixed"


def game_result(setup, state) -> Bucket:
    """What one finished game adds for the human seat (a one-game Bucket)."""
    seat = setup.levels.index(HUMAN) if HUMAN in setup.levels else 0
    score = state.totals[seat]
    best = max(state.totals)
    bids = made = 0
    for record in state.history:
        bids += 1
        if record.bids[seat] == record.won[seat]:
            made += 1
    return Bucket(
        games=1,
        wins=1 if score == best else 0,
        score_total=score,
        bids=bids,
        bids_made=made,
        best_score=score,
        best_date=time.strftime("%Y-%m-%d"),
    )


def game_record(setup, state, abandoned: bool = False) -> GameRecord:
    """The record of one game for the human seat (``abandoned``: given up, a loss)."""
    seat = setup.levels.index(HUMAN) if HUMAN in setup.levels else 0
    score = state.totals[seat]
    rounds = [
        [len(rec.hands[seat]), rec.bids[seat], rec.won[seat]]
        for rec in state.history[-MAX_ROUNDS:]
        if rec.hands[seat]
    ]
    return GameRecord(
        date=time.strftime("%Y-%m-%d %H:%M"),
        players=len(setup.levels),
        levels=[level for i, level in enumerate(setup.levels) if i != seat][: MAX_PLAYERS - 1],
        score=max(-MAX_SCORE, min(MAX_SCORE, score)),
        placing=places(state.totals)[seat],
        won=not abandoned and score == max(state.totals),
        abandoned=abandoned,
        rounds=rounds,
        length=state.rules.length,
        undo=bool(setup.extra.get("undo_used")),
        special=str(state.rules.special),
    )


def record_game(path: Path, setup, state, problems: list[str] | None = None) -> Stats | None:
    """Add a finished game to the statistics file. Tutorial games are not counted
    (returns None for them). Call once, at game over."""
    if setup.extra.get("tutorial"):
        return None
    problems = problems if problems is not None else []
    stats = load_stats(path, problems)
    game_id = game_id_of(setup)
    if stats.counted(game_id):  # counted before a kill cut the game's end short
        return stats
    stats.bucket_of(setup.levels, setup.rules.special).add(game_result(setup, state))
    stats.add_game(game_record(setup, state))
    stats.note_counted(game_id)
    save_stats(path, stats)
    return stats


def record_abandoned(path: Path, setup, state, problems: list[str] | None = None) -> Stats | None:
    """Add a game given up before its end (a new game started over it): played and
    lost, its score and bids not counted (the module's rule). Its record keeps them,
    marked abandoned. Tutorial games are not counted (None)."""
    if setup.extra.get("tutorial"):
        return None
    problems = problems if problems is not None else []
    stats = load_stats(path, problems)
    game_id = game_id_of(setup)
    if stats.counted(game_id):
        return stats
    stats.bucket_of(setup.levels, setup.rules.special).add(Bucket(games=1, abandoned=1))
    stats.add_game(game_record(setup, state, abandoned=True))
    stats.note_counted(game_id)
    save_stats(path, stats)
    return stats
