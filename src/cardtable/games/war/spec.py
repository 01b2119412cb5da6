"""War, described once (see ``cardtable.specs``): nobody chooses, so its players are
random and its review follows the battles."""

from __future__ import annotations

from ...specs.spec import GameSpec

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="war",
    cli="war",
    widget="War",
    title="War",
    about="War, with its 500-battle limit",
    engine=".games.war.game:WarGame",
    table=".games.war.table:WarTable",
    door=".games.war.widget:War",
    grader=".games.war.review:grade",
    listed=4,
    examples=".games.war.examples:EXAMPLES",
    review_of="battles",
    encoding=".games.war.encoding:WAR",
)
