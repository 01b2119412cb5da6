"""A game table's door to reviews: ``table.review(n)`` in Python, and the Review button
on every finished game, which shows the review at the table itself.

At the table the review is a ``ReviewTable`` that is never displayed on its own: the
table's view is the review's (with "Back to your game"), and the page's clicks reach
the review's handlers. The game stays at the table untouched and comes back as it was.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast

from ...engine import Game
from ...i18n import _, ngettext
from ...quoting import quote
from ...review import Review
from ...specs import review_words, spec_named
from ...view.types import Action, Body, Progress, View
from .table import ReviewTable, forwarded, graded

if TYPE_CHECKING:
    from ..session import SessionTable

__all__ = ["close_at_table", "finished", "game_of", "open_at_table", "review_of", "reviewed_body"]

STREAM_EVERY_S = 0.25  # a review being graded is drawn again at most this often


def finished(engine: Game[Any, Any]) -> bool:
    """Whether ``engine``'s game, or the hand or game of a series it holds, has ended
    (Five-O, draw poker and Tonk wait "between" deals)."""
    return engine.is_over or getattr(engine, "phase", None) == "between"


def game_of(table: SessionTable, n: int | None) -> Game[Any, Any]:
    """The game ``n`` of ``table.history`` (``None``: the game at the table if it is over,
    else the last one kept); a clear sentence for a number the history does not have."""
    history = list(table.history)
    if n is None:
        if table.in_example and table._aside is not None:
            engine: Game[Any, Any] = table._aside["engine"]
        else:
            engine = table.engine
        if finished(engine) or not history:
            return engine
        return history[-1]
    if type(n) is not int:
        raise ValueError(f"A game in table.history is named by its number; not {quote(n)}.")
    if not history:
        raise ValueError("table.history is empty: no game has been finished or left at this table yet.")
    if not -len(history) <= n < len(history):
        raise ValueError(f"table.history holds games 0 to {len(history) - 1}; there is no game {n}.")
    return history[n]


def review_of(table: SessionTable, n: int | None = None, *, seed: int = 0) -> ReviewTable:
    """The review of a game of ``table`` for its person, as a table of its own (a widget
    shows it in a notebook: ``TableWidget.review``)."""
    engine = game_of(table, n)
    names = table.seat_names()  # the table's names for its seats (a room's, in a room)
    review = graded(engine, table.person, seed=seed, names=names)  # its sentences worded so
    return ReviewTable(review, engine, names=names, theme=table.theme, lang=table.lang)


def has_grader(name: str) -> bool:
    """Whether the game ``name``'s spec names a grader for it."""
    spec = spec_named(name)
    return spec is not None and spec.grader is not None


def offers_review(table: SessionTable) -> bool:
    """Whether the table shows the Review button: its game is finished, no worked
    example or review is on show, and there is a grader for the game."""
    return (
        finished(table.engine)
        and not table.in_example
        and getattr(table, "_reviewing", None) is None
        and has_grader(table.engine.name)
    )


def review_action(table: SessionTable) -> Action:
    """The button that opens the review, in the words of the game's spec ("Review")."""
    words = review_words(table.engine.name)
    return {"id": "review", "label": _(words.button), "key": "v", "help": _(words.button_help)}


def open_at_table(table: SessionTable) -> None:
    """Grade the finished game and show the review at the table as it is graded: a
    progress bar ("Reviewing decision 3 of 20…", once grading takes over a fifth of a
    second, at once for a long review), then, from the first graded decision on, the
    costliest decision graded so far with the bar beneath it, until the whole review
    replaces it."""
    if not finished(table.engine):
        raise ValueError("The game is not over yet: the review comes once it has ended.")
    if table.in_example:
        raise ValueError("A worked example is on show: go back to your game to review it.")
    if table._reviewing is not None:
        raise ValueError("The review is on show already.")
    engine = table.engine
    streamed = Streamed(table)
    review = streamed.finish(graded(engine, table.person, show=streamed.progress, so_far=streamed.graded))
    table._reviewing = review
    table._before_review = dict(table._handlers)
    table._handlers = {
        **table._handlers,
        **forwarded(review._own, table.refresh),
        "close_review": lambda _intent: close_at_table(table),
    }
    _follow(table, review)
    table.refresh()


class Streamed:
    """A review at ``table`` while it is graded: each view shown over the one last sent
    (the same state id, so no move can be made on it) and never offered. The first
    graded decision is drawn at once; after it the table is drawn again at most every
    ``STREAM_EVERY_S`` seconds (drawing a position costs a replay of the game)."""

    def __init__(self, table: SessionTable) -> None:
        self.table = table
        self.base: View = {**table._sent_view}  # the finished game, as last sent
        self.review: ReviewTable | None = None  # the decisions graded so far, drawn
        self.latest: Review | None = None  # the review as last heard
        self.done = 0
        self.total = 0
        self.drawn_at = -STREAM_EVERY_S  # when a view was last shown

    def progress(self, done: int, total: int) -> None:
        """The bar moved."""
        first = self.total == 0
        self.done, self.total = done, total
        self._draw(at_once=first)

    def graded(self, so_far: Review) -> None:
        """Another decision graded."""
        if not so_far.decisions:  # a story (War's) comes whole, when it is told
            return
        self.latest = so_far
        self.done = max(self.done, len(so_far.decisions))
        self._draw(at_once=self.review is None)

    def _draw(self, *, at_once: bool) -> None:
        now = time.monotonic()
        if not at_once and now - self.drawn_at < STREAM_EVERY_S:
            return
        self.drawn_at = now
        label = _("Reviewing decision {number} of {total}…").format(
            number=min(self.done + 1, self.total), total=self.total
        )
        bar: Progress = {"label": label, "done": self.done, "total": self.total}
        if self.latest is None:
            self.table._show({**self.base, "progress": bar})
            return
        review = self._drawn(self.latest)
        count = len(self.latest.decisions)
        status = ngettext(
            "The costliest of the {count} decision graded so far; the rest are being reviewed.",
            "The costliest of the {count} decisions graded so far; the rest are being reviewed.",
            count,
        ).format(count=count)
        # the game's id and state: the page offers nothing on it while grading goes on
        shown = {**review._sent_view, "game": self.base["game"], "state_id": self.base["state_id"]}
        self.table._show(cast(View, {**shown, **self._so_far(shown, count), "status": status, "progress": bar}))

    def _so_far(self, shown: Any, count: int) -> dict[str, Any]:
        """What a review still being graded says differently: the decision's number out of
        all of them, how many are graded, no list of the costliest yet (the worst so far
        may not be the worst), and nothing to click."""
        step = shown["review"]["step"]
        stats = [
            {**stat, "value": _("{number} of {total}").format(number=step, total=self.total)}
            if stat.get("id") == "decision"
            else stat
            for stat in shown.get("stats", [])
        ]
        waiting = _("The costliest decisions are listed once every one is graded.")
        review = {**shown["review"], "count": self.total, "graded": count, "worst": [], "worst_title": waiting}
        return {"stats": stats, "review": review, "actions": []}

    def _drawn(self, review: Review) -> ReviewTable:
        """The review table drawing ``review`` on its costliest decision (made once: its
        positions' replays are kept for the next)."""
        if self.review is None:
            self.review = ReviewTable(review, self.table.engine, theme=self.table.theme)
        self.review.review = review
        self.review.index = _costliest(review)
        self.review.refresh()
        return self.review

    def finish(self, final: Review) -> ReviewTable:
        """The whole review, on the costliest decision of all."""
        return self._drawn(final)


def _costliest(review: Review) -> int:
    """The index of ``review``'s costliest decision that is not fine (0 when all are)."""
    worst = review.worst(1)
    return review.decisions.index(worst[0]) if worst else 0


def _follow(table: SessionTable, review: ReviewTable) -> None:
    """Keep the table's handlers those of what the review shows (a position tried has
    its own), and its refusals the table's."""

    def handlers_changed(_change: Any = None) -> None:
        shown = forwarded(review._handlers, table.refresh)
        table._handlers = {**table._before_review, **shown, "close_review": lambda _intent: close_at_table(table)}

    def changed(what: str) -> None:
        if what == "view":
            handlers_changed()
        elif what == "refusals":
            table.refuse(review.error)

    review.listen(changed)


def close_at_table(table: SessionTable, *, refresh: bool = True) -> None:
    """Close the review at the table: the finished game is shown again."""
    review = table._reviewing
    if review is None:
        raise ValueError("There is no review on show; your game is here.")
    table._reviewing = None
    table._handlers = table._before_review
    review.close()
    if refresh:
        table.refresh()


def reviewed_body(table: SessionTable) -> Body:
    """The table's view while its review is on show: the review's own, and the way back."""
    review = table._reviewing
    assert review is not None
    review.refresh()
    # the review's own view but its game and id: its title and layout go with it, and
    # replace the table's own when the table stamps this body
    body = cast(Body, {k: v for k, v in review._sent_view.items() if k not in ("game", "state_id")})
    if review.trying is None:
        body["actions"] = [
            *body.get("actions", []),
            {
                "id": "close_review",
                "label": _("Back to your game"),
                "key": "b",
                "help": _("Close the review; your finished game is shown again."),
            },
        ]
    return body
