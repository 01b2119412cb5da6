"""``ReviewWords``: what a game's review calls things, declared by the game's spec.

The review's code (the Review button, the review table, its chart, ``Review.plot``) is
the same for every game; only its words differ. A game whose seats make decisions
takes the defaults: a Review button, a chart of the seat's expected outcome after each
decision, in a unit the review code knows already (win chance, dollars, chips). A game
in which nobody chooses tells its round as a story instead, in a unit of its own, and
its spec fills in these words, so that no generic module carries one game's vocabulary.

Pure data: nothing here imports a game, a table or a library.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_

__all__ = ["DECISIONS", "ReviewWords"]


@dataclass(frozen=True)
class ReviewWords:
    """A review's words and the one behaviour they carry (``tells_story``). Templates
    name what they are given in braces; each default is what a decision-graded game
    reads."""

    # nobody chooses: the review tells the game as a story, and ``Review.plot`` draws
    # the curve over the game's own points, marking those of the detail ``marked``
    tells_story: bool = False
    button: str = N_("Review")  # the finished game's button that opens the review
    button_help: str = N_("Step through your decisions in this game, each graded, the costliest first.")
    point: str = N_("Decision")  # what each point of the page's chart comes after
    axis: str = N_("Decisions")  # what the page chart's x-axis counts
    # a unit of the game's own (``Review.unit``), how a value in it reads as a whole
    # signed number ``n`` ("+3 …", "0 …"), and the page chart's title for it; "": the
    # review's unit is one of those every review knows
    unit: str = ""
    counted: str = ""
    curve: str = ""
    no_decisions: str = N_("You made no decisions in this game.")  # the status of a review without any; {title}
    # figures of ``Review.details`` that are chances ({"value": …}), each with its label
    chances: tuple[tuple[str, str], ...] = ()
    # figures of ``Review.details`` that are counts, each with its label (others are
    # named from their key)
    figures: tuple[tuple[str, str], ...] = ()
    # ``Review.plot``: the axes' labels and the title ({game}, {seat}, {unit}), and for
    # a story, the detail that lists the points marked and the key of each one's point
    plot_x: str = "decision"
    plot_y: str = "{unit}"
    plot_title: str = "{game}: seat {seat}'s {unit} after each decision"
    marked: str = ""
    marked_at: str = ""

    def own(self) -> tuple[str, ...]:
        """The words of this set that the defaults do not say (a chance's detail key and
        label among them), for the check that no module outside the game's package
        says them."""
        shared = {value for value in vars(DECISIONS).values() if isinstance(value, str)}
        said = [value for value in vars(self).values() if isinstance(value, str)]
        said += [word for pair in (*self.chances, *self.figures) for word in pair]
        return tuple(dict.fromkeys(word for word in said if word and word not in shared))


DECISIONS = ReviewWords()  # a decision-graded game's words: every default
