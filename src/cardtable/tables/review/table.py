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
table's, and the page's clicks reach that table's own handlers. What each page shows (a
decision, the story, the try) is drawn by ``bodies``.

The table is the review object too: ``decisions``, ``worst()``,
``to_pandas()`` and ``plot()`` are the ``Review``'s.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...arena.progress import progress_bar
from ...engine import Game
from ...i18n import _
from ...quoting import quote
from ...review import Decision, Review, SoFar, review_game
from ...view.types import Body, Position
from ..base import CardTable
from ..game import GameTable
from ..intents import BadIntent, Intent
from .bodies import decision_body, story_body, trying_body
from .fresh_deal import dealt_afresh, seen_by
from .hindsight import Hindsight, deal_bounds, deal_hindsight, shown_later
from .positions import position, seated_table, viewed_position
from .words import MARK_WORDS

__all__ = ["ReviewTable", "forwarded", "graded"]

Handler = Callable[[Intent], object]
PROGRESS_AFTER_S = 0.2  # a review quicker than this shows no progress bar
LONG_REVIEW = 2  # decisions from which the bar shows at once: one may take longer than 0.2 s


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
    so_far: SoFar | None = None,
) -> Review:
    """``review_game`` with a progress bar once it has run for a fifth of a second (at once
    for a review of ``LONG_REVIEW`` decisions or more): ``show(done,
    total)`` where given (a table's own bar), else the arena's (tqdm's, in a notebook or
    a terminal, where tqdm is installed; none under pytest or ``CARDTABLE_PROGRESS=0``).
    ``so_far`` hears the review after each decision graded from the moment the bar shows
    (a quick review is shown once, whole). ``names``: how the reviewing page calls each
    seat; its sentences are worded so."""
    start = time.monotonic()
    bar: Any = None
    counted = 0
    long_review = False

    def shows() -> bool:
        return long_review or time.monotonic() - start >= PROGRESS_AFTER_S

    def progress(done: int, total: int) -> None:
        nonlocal bar, counted, long_review
        if show is not None:
            long_review = long_review or (done == 0 and total >= LONG_REVIEW)
            if shows():
                show(done, total)
            return
        if bar is None:
            bar = progress_bar(None, total, "Reviewing")  # it shows itself after a second
        bar.update(done - counted)
        counted = done

    def heard(review: Review) -> None:
        if so_far is not None and shows():
            so_far(review)

    try:
        return review_game(engine, seat, seed=seed, progress=progress, names=names, so_far=heard)
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
        lang: str = "en",
    ) -> None:
        """``names``: how the positions name each seat (a room's names); by default the
        game's own ("You", "Computer", "Player 2"). ``lang``: the language its words are
        read in (the reviewed table's)."""
        super().__init__(speed=speed, theme=theme, lang=lang)
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
        return _("Review · {title}").format(title=_(self.engine.title))

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
            return trying_body(self.trying, self.review.decisions[self._tried_at], self._tried_at)
        if not self.review.decisions:
            return story_body(self.review)
        return decision_body(self.review, self.index, self._seen_at(self.review.decisions[self.index]))
