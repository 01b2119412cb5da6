"""What a review's page shows, as the body of its view: one decision's step, the story of
a game in which nobody chose, or the better move's table while it is tried.

``ReviewTable`` keeps the state (which decision, which try) and works out the position a
decision was made at; these functions only turn that into a ``Body``, so the words and
buttons of each page live apart from the stepping and trying that choose between them.
"""

from __future__ import annotations

from typing import cast

from ...i18n import _
from ...review import Decision, Review
from ...specs import review_words, spec_named
from ...view.types import Body, Position, Stat, Worst
from ..game import GameTable
from .words import MARK_COUNTS, MARK_WORDS, chart_view, cost_words, decision_view, grade_sentence

__all__ = ["NOT_WHILE_TRYING", "decision_body", "story_body", "trying_body"]

# actions of a game's table that are not for a position being tried: new games, worked
# examples, the way back from an example (the way back here is the review's own)
NOT_WHILE_TRYING = frozenset(
    {"example", "new_game", "next_game", "new_match", "new_round", "back", "next_hand", "deal", "review"}
)


def decision_body(review: Review, index: int, shown: Position) -> Body:
    """Decision ``index`` (0 for the first) of ``review``: the table as the seat saw it
    (``shown``), its options and grade, the costliest decisions and the curve, with the
    buttons that step through the others and try the better move."""
    decision = review.decisions[index]
    count = len(review.decisions)
    best_played = decision.chosen == decision.best
    worst: list[Worst] = [
        {
            "number": review.decisions.index(d) + 1,
            # by number only: a later decision's move may name a card not yet seen here
            "label": _("Decision {number}").format(number=review.decisions.index(d) + 1),
            "mark": d.mark,
            "mark_label": _(MARK_WORDS[d.mark]),
            "cost": cost_words(d.cost, review.unit),
        }
        for d in review.worst(3)
    ]
    mark = _(MARK_WORDS[decision.mark])
    return {
        "status": _("Decision {number} of {count}: {mark}.").format(number=index + 1, count=count, mark=mark.lower()),
        "stats": [
            {
                "id": "decision",
                "label": _("Decision"),
                "value": _("{number} of {count}").format(number=index + 1, count=count),
            },
            {"id": "mark", "label": _("Mark"), "value": mark},
            # a chip per mark that is not fine, named (a count of "not fine" said nothing)
            *(
                Stat(id=f"{mark}_count", label=_(label), value=str(review.marks()[mark]))
                for mark, label in MARK_COUNTS.items()
            ),
        ],
        "actions": [
            {
                "id": "previous",
                "label": _("Previous"),
                "key": "ArrowLeft",
                "enabled": index > 0,
                "reason": _("this is your first decision"),
            },
            {
                "id": "next",
                "label": _("Next"),
                "key": "ArrowRight",
                "enabled": index < count - 1,
                "reason": _("this is your last decision"),
            },
            {
                "id": "try",
                "label": _("Try the better move"),
                "key": "t",
                "enabled": not best_played,
                "reason": _("you played the best move here"),
                "help": _("Play on from the position after the best move; your game is kept as it was."),
            },
            {
                "id": "goto",
                "label": _("Decision"),
                "amount": {"min": 1, "max": count, "value": index + 1},
                "panel": True,
            },
        ],
        "review": {
            "unit": review.unit,
            "step": index + 1,
            "count": count,
            "position": shown,
            "decision": decision_view(review, index),
            "worst": worst,
            "worst_title": _worst_title(len(worst)),
            "chart": chart_view(review, index + 1),
        },
        "said": [grade_sentence(review, index)],
    }


def story_body(review: Review) -> Body:
    """A game in which nobody chooses, or one with no decision of the seat's: the round
    as a story, its figures, and its chances under their labels."""
    words = review_words(review.game)
    figures = dict(words.figures)  # the spec's names for its figures, in the catalog
    stats: list[Stat] = [
        {"id": str(k), "label": _(figures[k]) if k in figures else _figure_name(str(k)), "value": str(v)}
        for k, v in review.details.items()
        if isinstance(v, int | float) and not isinstance(v, bool)
    ]
    for key, label in words.chances:
        chance = review.details.get(key)
        if isinstance(chance, dict) and isinstance(chance.get("value"), int | float):
            stats.append({"id": key, "label": _(label), "value": f"{chance['value']:.0%}"})
    spec = spec_named(review.game)
    return {
        "status": _(words.no_decisions).format(title=_("this game") if spec is None else _(spec.title)),
        "stats": stats,
        "actions": [],
        "review": {"unit": review.unit, "story": list(review.story), "chart": chart_view(review, None), "count": 0},
        "said": list(review.story[:3]),
    }


def _figure_name(key: str) -> str:
    """A story's figure named from its key, where the catalog has no name for it."""
    return key.replace("_", " ").capitalize()


def trying_body(table: GameTable, decision: Decision, tried_at: int) -> Body:
    """The better move's ``table``, tried at ``decision`` (number ``tried_at + 1``), as its
    own view, with the way back to the review."""
    table.refresh()
    sent = table._sent_view
    # the try's view but its game, title and id: its layout replaces the review's when stamped
    body = cast(Body, {k: v for k, v in sent.items() if k not in ("game", "title", "state_id")})
    over = table.engine.is_over or getattr(table.engine, "phase", None) == "between"
    actions = [a for a in sent.get("actions", []) if a.get("id") not in NOT_WHILE_TRYING]
    body["actions"] = actions
    actions.append(
        {
            "id": "back_review",
            "label": _("Back to the review"),
            "key": "b",
            "primary": over,
            "help": _("Close this position; the review comes back where you left it."),
        }
    )
    body["stats"] = [
        {
            "id": "trying",
            "label": _("Trying the better move"),
            "value": _("{move} at decision {number}").format(
                move=decision.option(decision.best).label, number=tried_at + 1
            ),
        },
        # a try's game is no save and no game of the session's (its unseen cards dealt afresh)
        *[s for s in sent.get("stats", []) if s.get("id") not in ("session", "unverified")],
    ]
    if over:
        body["status"] = _("This try is over: the result is in the banner. Go back to the review.")
    return body


def _worst_title(n: int) -> str:
    """The title of the list of the costliest decisions (at most three)."""
    if not n:
        return _("No mistakes: every decision was fine")
    if n == 1:
        return _("Your one biggest mistake")
    if n == 2:
        return _("Your two biggest mistakes")
    if n == 3:
        return _("Your three biggest mistakes")
    return _("Your {count} biggest mistakes").format(count=n)
