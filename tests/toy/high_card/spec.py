"""High card, described once: the one spec every registry of cardtable reads.

References are ``"module:name"`` strings, imported on first use; naming the modules from
this package's own name lets the same files work wherever the package sits (as
``cardtable/games/high_card/``, or as ``tests/toy/high_card/`` registered by a test).
The rules are ``rules.md`` beside the engine, the default.
"""

from __future__ import annotations

from cardtable.specs import GameSpec

__all__ = ["SPEC"]

SPEC = GameSpec(
    name="high_card",
    cli="high-card",
    widget="HighCard",
    title="High card",
    about="High card: keep or swap one card; the higher one wins",
    engine=f"{__package__}.game:HighCardGame",
    table=f"{__package__}.table:HighCardTable",
)
