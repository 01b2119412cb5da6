"""War, described once (see ``cardtable.specs``): nobody chooses, so its players are
random and its review follows the battles."""

from __future__ import annotations

from .spec import GameSpec

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="war",
    cli="war",
    widget="War",
    title="War",
    about="War, with its 500-battle limit",
    engine=".games.war:WarGame",
    table=".tables.war:WarTable",
    door=".widgets.war:War",
    grader=".review.war:grade",
    listed=4,
    examples=".examples:WAR",
    review_of="battles",
)
