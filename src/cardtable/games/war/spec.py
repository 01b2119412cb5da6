"""War, described once (see ``cardtable.specs``): nobody chooses, so its players are
random and its review tells the round as a story, in its own words (``review_words``)."""

from __future__ import annotations

from ...i18n import N_
from ...specs.spec import GameSpec
from ...specs.vocabulary import ReviewWords

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="war",
    cli="war",
    widget="War",
    title=N_("War"),
    about=N_("War, with its 500-battle limit"),
    engine=".games.war.game:WarGame",
    table=".games.war.table:WarTable",
    grader=".games.war.review:grade",
    listed=4,
    examples=".games.war.examples:EXAMPLES",
    review_words=ReviewWords(
        tells_story=True,
        button="The round as a story",
        button_help="The round told as a story: the lead over time and the wars.",
        point=N_("Battle"),
        axis=N_("Battles"),
        unit="battles",  # the grader's unit: the seat's lead in cards after each battle
        counted=N_("{n} cards"),
        curve=N_("Your lead in cards over the round"),
        no_decisions=N_("The round as a story: {title} has no decisions to grade."),
        chances=(("draw_chance", N_("Deals like this drawn at 500 battles")),),
        figures=(("battles", N_("Battles")), ("lead_changes", N_("Lead changes"))),
        plot_x="battle",
        plot_y="your lead (cards)",
        plot_title="The lead over the round (dots: wars)",
        marked="wars",
        marked_at="battle",
    ),
    encoding=".games.war.encoding:WAR",
    forced=".games.war.game:forced_turn",
    gallery="table = cardtable.War(seed=7)\ntable.play(30)\ntable",  # thirty battles played
)
