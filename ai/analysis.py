"""Game analysis: every decision of one seat rated against Expert's best.

For each trump choice, bid and card of the seat in a replayed game
(``game.rules.replay``), the analysis looks only at what that seat knew then
(``seat_view`` of the state before the move) and asks ``ai.advice.evaluate``
for the expected round score of every sensible move, the move made among them,
all played out in the same sampled deals. The cost of a decision is the best
move's expected score minus the made move's; a cost of ``MISTAKE`` points or
more is a mistake. Forced moves (one legal move, or only equivalent cards, such
as two Jesters) are no decisions and are not listed.

Points lost are summed for bidding (bids and trump choices) and for card play,
per round and in total. Deterministic for a seed: each decision gets its own
seed from the game's seed and the step's index.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ai.advice import WORLDS, evaluate
from ai.kernel import card_classes
from ai.knowledge import Knowledge
from game.rules import Bid, ChooseTrump, Play, seat_view
from game.rules.actions import ChangeBid, PassCard, PlayNamed, WerewolfTrump
from game.rules.text import terminal
from game.rules.transcript import KIND_MAX, NAME_MAX

MISTAKE = 5.0  # expected points a decision must cost to count as a mistake
FORMAT = "wizard-analysis/1"
# With special cards a pass counts as card play, the Cloud's change as bidding and
# the Werewolf's trump as a trump choice.
KINDS = {Bid: "bid", Play: "play", ChooseTrump: "trump", PlayNamed: "play", PassCard: "play",
         ChangeBid: "bid", WerewolfTrump: "trump"}


@dataclass(frozen=True)
class Decision:
    step: int  # Step.index in the Replay
    round: int  # 1-based
    trick: int | None  # 1-based for cards, None for bids/trump
    kind: str  # "bid" | "play" | "trump"
    made: str  # action text as in the transcript format ("bid 2", "play H14", "trump S")
    best: str
    expected_made: float
    expected_best: float
    cost: float  # expected_best - expected_made, >= 0
    mistake: bool  # cost >= MISTAKE
    made_chance: float = 0.0  # chance of making the bid with the move made
    best_chance: float = 0.0  # ... with the best move

    def to_json(self) -> dict:
        return {
            "step": self.step, "round": self.round, "trick": self.trick, "kind": self.kind,
            "made": self.made, "best": self.best,
            "expected_made": round(self.expected_made, 2),
            "expected_best": round(self.expected_best, 2),
            "cost": round(self.cost, 2), "mistake": self.mistake,
            "made_chance": round(self.made_chance, 3), "best_chance": round(self.best_chance, 3),
        }


@dataclass(frozen=True)
class GameAnalysis:
    seat: int
    decisions: tuple[Decision, ...]
    rounds: int = 0  # rounds the replay holds (rounds without a decision are listed too)
    worlds: int = WORLDS  # sampled deals per decision
    points: tuple[int, ...] = ()  # the seat's real score per round

    def mistakes(self) -> list[Decision]:
        return [d for d in self.decisions if d.mistake]

    def lost_bidding(self) -> float:
        """Expected points lost by bids and trump choices."""
        return sum(d.cost for d in self.decisions if d.kind != "play")

    def lost_play(self) -> float:
        return sum(d.cost for d in self.decisions if d.kind == "play")

    def per_round(self) -> list[dict]:
        last = max([self.rounds, *(d.round for d in self.decisions)], default=0)
        out = []
        for r in range(1, last + 1):
            ds = [d for d in self.decisions if d.round == r]
            bidding = sum(d.cost for d in ds if d.kind != "play")
            play = sum(d.cost for d in ds if d.kind == "play")
            out.append({
                "round": r,
                "points": self.points[r - 1] if r <= len(self.points) else None,
                "decisions": len(ds),
                "mistakes": sum(d.mistake for d in ds),
                "lost_bidding": round(bidding, 2),
                "lost_play": round(play, 2),
                "lost": round(bidding + play, 2),
            })
        return out

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "seat": self.seat,
            "worlds": self.worlds,
            "mistake_threshold": MISTAKE,
            "decisions": [d.to_json() for d in self.decisions],
            "rounds": self.per_round(),
            "lost_bidding": round(self.lost_bidding(), 2),
            "lost_play": round(self.lost_play(), 2),
            "lost": round(self.lost_bidding() + self.lost_play(), 2),
            "mistakes": len(self.mistakes()),
        }


def _forced(view) -> bool:
    """One legal move, or only cards that are all the same (two Jesters, a run)."""
    if len(view.legal) == 1:
        return True
    if view.rules.special:
        from ai.special.advice import forced

        return forced(view)
    if isinstance(view.legal[0], Play):
        reps = card_classes(Knowledge(view), [int(a.card) for a in view.legal])
        return len(set(reps.values())) == 1
    return False


def analyze(
    replay,
    seat: int,
    *,
    iterations: int = WORLDS,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> GameAnalysis:
    """Rate every decision of ``seat`` in ``replay`` (a ``game.rules.replay.Replay``).

    ``iterations``: sampled deals per decision; ``progress(done, total)`` is called
    after each decision rated (total: the seat's decisions that are not forced).
    """
    n = replay.rules.players
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat must be 0 to {n - 1}, not {seat!r}")
    todo = []
    for step in replay.steps:
        if step.seat != seat:
            continue
        view = seat_view(step.before, seat)
        if not _forced(view):
            todo.append((step, view))
    decisions = []
    for done, (step, view) in enumerate(todo, 1):
        ev = evaluate(view, [step.action], worlds=iterations, seed=seed * 1_000_003 + step.index)
        made = ev.option(step.action)
        best = ev.best
        if made is None:  # cannot happen: the made move is always rated
            raise RuntimeError(f"step {step.index}: {step.action} was not rated")
        same = made.action == best.action
        cost = 0.0 if same else max(0.0, best.expected - made.expected)
        decisions.append(Decision(
            step=step.index,
            round=step.before.round,
            trick=step.trick,
            kind=KINDS[type(step.action)],
            made=str(step.action),
            best=str(step.action) if same else str(best.action),
            expected_made=made.expected,
            expected_best=best.expected,
            cost=cost,
            mistake=cost >= MISTAKE,
            made_chance=made.made,
            best_chance=best.made,
        ))
        if progress is not None:
            progress(done, len(todo))
    points = tuple(rec.points[seat] for rec in replay.final.history)
    return GameAnalysis(seat, tuple(decisions), len(replay.final.history), iterations, points)


def format_analysis(analysis: GameAnalysis, players: list[dict] | None = None) -> str:
    """The plain-text report of ``wizard analyze``."""
    seat = analysis.seat
    name = ""
    if players and seat < len(players):
        # Printed to a terminal: a name's control codes are shown, never obeyed.
        who, kind = players[seat].get("name", ""), players[seat].get("kind", "")
        name = f" ({terminal(who, NAME_MAX)}, {terminal(kind, KIND_MAX)})"
    lines = [
        f"Seat {seat}{name}: {len(analysis.decisions)} decisions rated, "
        f"{analysis.worlds} sampled deals each; a mistake costs >= {MISTAKE:g} expected points.",
        "",
        "round  points  decisions  mistakes  lost bidding  lost play",
    ]
    for row in analysis.per_round():
        pts = "" if row["points"] is None else row["points"]
        lines.append(
            f"{row['round']:>5}  {pts:>6}  {row['decisions']:>9}  {row['mistakes']:>8}  "
            f"{row['lost_bidding']:>12.1f}  {row['lost_play']:>9.1f}"
        )
    mistakes = analysis.mistakes()
    lines.append("")
    if mistakes:
        lines.append("Mistakes:")
        for d in mistakes:
            where = f"round {d.round}" + (f", trick {d.trick}" if d.trick else "")
            lines.append(
                f"  {where}: {d.made} (expected {d.expected_made:+.1f}); "
                f"best {d.best} (expected {d.expected_best:+.1f}), costs {d.cost:.1f}"
            )
    else:
        lines.append("Mistakes: none")
    lines.append(
        f"Expected points lost: {analysis.lost_bidding():.1f} to bidding, "
        f"{analysis.lost_play():.1f} to card play, "
        f"{analysis.lost_bidding() + analysis.lost_play():.1f} in all."
    )
    return "\n".join(lines)
