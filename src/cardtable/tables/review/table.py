"""The review of a finished game, shown: one of the seat's decisions at a time.

``ReviewTable`` draws a ``Review`` (``cardtable.review``): the table as the seat saw it
at each decision (the game's own table builds it, from a copy of the game replayed to
that move: see ``review_positions``), every option with its value and interval, the
choice against the best, the cost, the mark and the sentence why, the costliest
decisions first, and the curve of the seat's expected outcome over the game. A game in
which nobody chooses has no decisions: its review is the round told as a story, in the
words of its spec (``ReviewWords``).

"Try the better move" opens the position after the best move at a table of the game's
own table class, beside the game (which the review keeps untouched), to play on from
there; "Back to the review" comes back. While it is open the review's view is that
table's, and the page's clicks reach that table's own handlers.

The table is the review object too: ``decisions``, ``worst()``,
``to_pandas()`` and ``plot()`` are the ``Review``'s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from ...arena.progress import progress_bar
from ...engine import Game
from ...quoting import quote
from ...review import Decision, Review, review_game
from ...specs import review_words, spec_named
from ...view.types import Body, Position, Stat, Worst
from ..base import CardTable
from ..game import GameTable
from ..intents import BadIntent, Intent
from .fresh_deal import dealt_afresh, seen_by
from .hindsight import Hindsight, deal_bounds, deal_hindsight, shown_later
from .positions import position, seated_table, viewed_position
from .words import MARK_WORDS, chart_view, cost_words, decision_view, grade_sentence

__all__ = ["ReviewTable", "forwarded", "graded"]

Handler = Callable[[Intent], object]
# actions of a game's table that are not for a position being tried: new games, worked
# examples, the way back from an example (the way back here is the review's own)
NOT_WHILE_TRYING = frozenset(
    {"example", "new_game", "next_game", "new_match", "new_round", "back", "next_hand", "deal", "review"}
)
PROGRESS_AFTER_S = 1.0  # a review quicker than this shows no progress bar


def forwarded(handlers: Mapping[str, Handler], after: Callable[[], None]) -> dict[str, Handler]:
    """``handlers`` of a table shown inside another widget, each followed by ``after``
    (the outer widget sends its view again once the inner table has moved)."""

    def wrap(handler: Handler) -> Handler:
        def run(intent: Intent) -> None:
            handler(intent)
            after()

        return run

    return {name: wrap(handler) for name, handler in handlers.items()}


def graded(
    engine: Game[Any, Any],
    seat: int,
    *,
    seed: int = 0,
    show: Callable[[int, int], None] | None = None,
    names: Sequence[str] | None = None,
) -> Review:
    """``review_game`` with a progress bar once it has run for a second: ``show(done,
    total)`` where given (a table's own bar), else the arena's (tqdm's, in a notebook or
    a terminal, where tqdm is installed; none under pytest or ``CARDTABLE_PROGRESS=0``).
    ``names``: how the reviewing page calls each seat; its sentences are worded so."""
    start = time.monotonic()
    bar: Any = None
    counted = 0

    def progress(done: int, total: int) -> None:
        nonlocal bar, counted
        if show is not None:
            if time.monotonic() - start >= PROGRESS_AFTER_S:
                show(done, total)
            return
        if bar is None:
            bar = progress_bar(None, total, "Reviewing")  # it shows itself after a second
        bar.update(done - counted)
        counted = done

    try:
        return review_game(engine, seat, seed=seed, progress=progress, names=names)
    finally:
        if bar is not None:
            bar.close()


class ReviewTable(CardTable):
    """One seat's review of one finished game, stepped through a decision at a time."""

    layout = "review"

    def __init__(
        self,
        review: Review,
        engine: Game[Any, Any],
        *,
        names: Sequence[str] | None = None,
        speed: str = "normal",
        theme: str = "auto",
    ) -> None:
        """``names``: how the positions name each seat (a room's names); by default the
        game's own ("You", "Computer", "Player 2")."""
        super().__init__(speed=speed, theme=theme)
        with self._closed_on_error():
            if review.game != engine.name:
                raise ValueError(f"That review is of {review.game}, not of this {engine.title} game.")
            self.review = review
            self.engine = engine  # the reviewed game: kept as it ended, never played on
            self.seat = review.seat
            self.names = tuple(names) if names is not None else None
            worst = review.worst(1)
            # the costliest decision first; a game played without a mistake from its start
            self.index = review.decisions.index(worst[0]) if worst else 0
            self.trying: GameTable | None = None  # the better move being played on
            self._tried_at = 0  # the decision it was tried at
            self._tries = 0  # tries opened: each deals the unseen cards afresh
            self._viewer: GameTable | None = None  # draws each position, made on first use
            self._known: dict[int, Hindsight] = {}  # by the move each deal ended at
            self._own: dict[str, Handler] = {
                "previous": lambda _i: self.previous(),
                "next": lambda _i: self.next(),
                "goto": lambda i: self.goto(self._number(i)),
                "try": lambda _i: self.try_better(),
                "back_review": lambda _i: self.back(),
            }
            self._handlers = dict(self._own)
            self.refresh()

    # --- the review object ---------------------------------------------------------------

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.engine.name

    @property
    def title(self) -> str:  # type: ignore[override]
        return f"Review · {self.engine.title}"

    @property
    def decisions(self) -> tuple[Decision, ...]:
        return self.review.decisions

    @property
    def unit(self) -> str:
        return self.review.unit

    @property
    def curve(self) -> tuple[float, ...]:
        return self.review.curve

    @property
    def story(self) -> tuple[str, ...]:
        return self.review.story

    def worst(self, n: int = 3) -> list[Decision]:
        """The ``n`` costliest decisions that were not fine, costliest first."""
        return self.review.worst(n)

    def to_pandas(self) -> Any:
        """One row per decision (see ``Review.to_pandas``)."""
        return self.review.to_pandas()

    def plot(self, *args: Any, **kwargs: Any) -> Any:
        """The curve over the game, drawn with matplotlib (see ``Review.plot``)."""
        return self.review.plot(*args, **kwargs)

    def to_dict(self) -> dict[str, Any]:
        """The review as JSON-ready data (see ``Review.to_dict``)."""
        return self.review.to_dict()

    def __repr__(self) -> str:
        """The review in a line of text (a notebook without widgets shows this)."""
        review = self.review
        if not review.decisions:
            return f"Review of a {self.engine.title} game: {len(review.story)} lines of its story"
        marks = ", ".join(f"{sum(d.mark == m for d in review.decisions)} {m}" for m in MARK_WORDS)
        return f"Review of seat {self.seat}'s {len(review.decisions)} decisions in {self.engine.title}: {marks}"

    # --- stepping ------------------------------------------------------------------------

    def goto(self, number: int) -> None:
        """Show decision ``number`` (1 for the first)."""
        count = len(self.review.decisions)
        if type(number) is not int or not 1 <= number <= count:
            raise ValueError(
                f"This review has decisions 1 to {count}; not {quote(number)}."
                if count
                else "This game had no decisions to review."
            )
        if self.trying is not None:
            raise ValueError("Go back to the review first: the better move is on show.")
        self.index = number - 1
        self.refresh()

    def next(self) -> None:
        """The next decision in the game."""
        if self.index + 1 >= len(self.review.decisions):
            raise ValueError("This is your last decision in the game.")
        self.goto(self.index + 2)

    def previous(self) -> None:
        """The decision before this one."""
        if self.index <= 0:
            raise ValueError("This is your first decision in the game.")
        self.goto(self.index)

    def _number(self, intent: Intent) -> int:
        if intent.amount is None:
            raise BadIntent("Choose a decision by its number; nothing was changed.")
        return intent.amount

    # --- trying the better move ----------------------------------------------------------

    def try_better(self) -> GameTable:
        """Open the position after the best move at this decision at a table of the game,
        to play on from there (``play`` or the page); ``back()`` comes back. Returns that
        table."""
        if self.trying is not None:
            raise ValueError("The better move is already on show; go back to the review first.")
        if not self.review.decisions:
            raise ValueError("This game had no decisions, so there is no better move to try.")
        decision = self.review.decisions[self.index]
        if decision.chosen == decision.best:
            raise ValueError("You played the best move here; there is nothing better to try.")
        game = position(self.engine, decision.move_index)
        # the cards unseen then dealt afresh: playing on reveals nothing of the real game
        fresh = random.Random(f"{self.engine.seed}:{decision.move_index}:{self._tries}")
        dealt_afresh(game, seen_by(self.engine, self.seat, decision.move_index), fresh)
        self._tries += 1
        game.apply(self.seat, decision.best)
        table = seated_table(game, self.seat)
        table.named = self.names
        table._advance_computer()
        table.listen(self._mirror_refusal)
        self.trying, self._tried_at = table, self.index
        self._handlers = {**forwarded(table._handlers, self.refresh), "back_review": self._own["back_review"]}
        self.refresh()
        return table

    def play(self, move: str) -> None:
        """Play ``move`` (its text, such as ``"place 3"``) on the better move's table."""
        if self.trying is None:
            raise ValueError('There is no position on show to play; open one with "Try the better move".')
        self.trying.act(move)
        self.refresh()

    def back(self) -> None:
        """Close the position being tried and show the review where it was."""
        if self.trying is None:
            raise ValueError("The review is on show already.")
        table, self.trying = self.trying, None
        table.close()
        self._handlers = dict(self._own)
        self.index = self._tried_at
        self.refresh()

    def _mirror_refusal(self, what: str) -> None:
        if what == "refusals" and self.trying is not None and self.trying.error:
            self.refuse(self.trying.error)

    # --- the view ------------------------------------------------------------------------

    def _seen_at(self, decision: Decision) -> Position:
        """The table as the seat saw it when it made ``decision``."""
        if self._viewer is None:
            self._viewer = seated_table(self.engine, self.seat)
            self._viewer.named = self.names
        game = position(self.engine, decision.move_index)
        shown = viewed_position(self._viewer, game, self.seat)
        return shown_later(shown, game, self._hindsight(decision.move_index), self.seat)

    def _hindsight(self, moves: int) -> Hindsight:
        """What the seat knew by the end of the deal in play after ``moves`` moves (what a
        later showdown showed it), worked out once a deal."""
        assert self._viewer is not None
        _start, end = deal_bounds(self.engine, moves)
        if end not in self._known:
            self._known[end] = deal_hindsight(self.engine, self.seat, moves, self._viewer)[1]
        return self._known[end]

    def _body(self) -> Body:
        if self.trying is not None:
            return self._trying_body(self.trying)
        if not self.review.decisions:
            return self._story_body()
        review, i = self.review, self.index
        decision = review.decisions[i]
        count = len(review.decisions)
        best_played = decision.chosen == decision.best
        worst: list[Worst] = [
            {
                "number": review.decisions.index(d) + 1,
                # by number only: a later decision's move may name a card not yet seen here
                "label": f"Decision {review.decisions.index(d) + 1}",
                "mark": d.mark,
                "mark_label": MARK_WORDS[d.mark],
                "cost": cost_words(d.cost, review.unit),
            }
            for d in review.worst(3)
        ]
        return {
            "status": f"Decision {i + 1} of {count}: {MARK_WORDS[decision.mark].lower()}.",
            "stats": [
                {"id": "decision", "label": "Decision", "value": f"{i + 1} of {count}"},
                {"id": "mark", "label": "Mark", "value": MARK_WORDS[decision.mark]},
                {"id": "mistakes", "label": "Not fine", "value": str(sum(d.mark != "fine" for d in review.decisions))},
            ],
            "actions": [
                {
                    "id": "previous",
                    "label": "Previous",
                    "key": "ArrowLeft",
                    "enabled": i > 0,
                    "reason": "this is your first decision",
                },
                {
                    "id": "next",
                    "label": "Next",
                    "key": "ArrowRight",
                    "enabled": i < count - 1,
                    "reason": "this is your last decision",
                },
                {
                    "id": "try",
                    "label": "Try the better move",
                    "key": "t",
                    "enabled": not best_played,
                    "reason": "you played the best move here",
                    "help": "Play on from the position after the best move; your game is kept as it was.",
                },
                {"id": "goto", "label": "Decision", "amount": {"min": 1, "max": count, "value": i + 1}, "panel": True},
            ],
            "review": {
                "unit": review.unit,
                "step": i + 1,
                "count": count,
                "position": self._seen_at(decision),
                "decision": decision_view(review, i),
                "worst": worst,
                "worst_title": f"Your {_count_words(len(worst))} biggest mistake{'s' if len(worst) != 1 else ''}"
                if worst
                else "No mistakes: every decision was fine",
                "chart": chart_view(review, i + 1),
            },
            "said": [grade_sentence(review, i)],
        }

    def _story_body(self) -> Body:
        """A game in which nobody chooses, or one with no decision of the seat's: the
        round as a story, its figures, and its chances under their labels."""
        review = self.review
        words = review_words(review.game)
        stats: list[Stat] = [
            {"id": str(k), "label": str(k).replace("_", " ").capitalize(), "value": str(v)}
            for k, v in review.details.items()
            if isinstance(v, int | float) and not isinstance(v, bool)
        ]
        for key, label in words.chances:
            chance = review.details.get(key)
            if isinstance(chance, dict) and isinstance(chance.get("value"), int | float):
                stats.append({"id": key, "label": label, "value": f"{chance['value']:.0%}"})
        spec = spec_named(review.game)
        return {
            "status": words.no_decisions.format(title="this game" if spec is None else spec.title),
            "stats": stats,
            "actions": [],
            "review": {"unit": review.unit, "story": list(review.story), "chart": chart_view(review, None), "count": 0},
            "said": list(review.story[:3]),
        }

    def _trying_body(self, table: GameTable) -> Body:
        """The better move's table, as its own view, with the way back to the review."""
        table.refresh()
        sent = table._sent_view
        # the try's view but its game, title and id: its layout replaces the review's when stamped
        body = cast(Body, {k: v for k, v in sent.items() if k not in ("game", "title", "state_id")})
        decision = self.review.decisions[self._tried_at]
        over = table.engine.is_over or getattr(table.engine, "phase", None) == "between"
        actions = [a for a in sent.get("actions", []) if a.get("id") not in NOT_WHILE_TRYING]
        body["actions"] = actions
        actions.append(
            {
                "id": "back_review",
                "label": "Back to the review",
                "key": "b",
                "primary": over,
                "help": "Close this position; the review comes back where you left it.",
            }
        )
        body["stats"] = [
            {
                "id": "trying",
                "label": "Trying the better move",
                "value": f"{decision.option(decision.best).label} at decision {self._tried_at + 1}",
            },
            # a try's game is no save and no game of the session's (its unseen cards dealt afresh)
            *[s for s in sent.get("stats", []) if s.get("id") not in ("session", "unverified")],
        ]
        if over:
            body["status"] = "This try is over: the result is in the banner. Go back to the review."
        return body


def _count_words(n: int) -> str:
    return {1: "one", 2: "two", 3: "three"}.get(n, str(n))
