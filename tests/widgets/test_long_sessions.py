"""A session stays as fast as its first hand: drawing a table's view at hand 40 of one
game reads no more of the game's events than at hand 5 (counted, not timed). Tonk's
"last turn" line once read every event of the session at every move."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.engine import Event

HANDS = (5, 40)


def person(widget: str) -> Any:
    """A computer player for the person's seat too, so the session plays itself."""
    if widget == "Tonk":
        from cardtable.games.tonk.bots import LEVELS

        return LEVELS["easy"](0)
    from cardtable.games.draw_poker.bots import DrawPokerBot

    return DrawPokerBot(0, level="easy")


def played_on(widget: str, options: dict[str, Any]) -> dict[int, Any]:
    """The game of ``widget``'s table played by computer players hand after hand in one
    engine, kept at the start of each hand of ``HANDS``."""
    table = getattr(cardtable, widget)(seed=1, speed="off", **options)
    engine, players = table.engine, {**table.bots, 0: person(widget)}
    kept: dict[int, Any] = {}
    hands = 1
    while hands <= max(HANDS) and engine.to_act is not None:
        seat = engine.to_act
        legal = engine.legal_actions(seat)
        if type(legal[0]).__name__ == "NextHand":
            hands += 1
            if hands in HANDS:
                kept[hands] = engine.from_json(engine.to_json())
            engine.apply(seat, legal[0])
            continue
        engine.apply(seat, players[seat].choose(engine.observation(seat), legal))
    return kept


@pytest.mark.parametrize(
    ("widget", "options"), [("Tonk", {}), ("DrawPoker", {"starting_money": 100_000, "wardrobe": False})]
)
def test_drawing_the_table_reads_the_hand_in_play_not_the_whole_session(widget, options, monkeypatch):
    kept = played_on(widget, options)
    assert sorted(kept) == list(HANDS), f"{widget}'s session ended before hand {max(HANDS)}"
    reads = {"count": 0}
    seen_by = Event.seen_by

    def counted(self: Event, seat: int) -> bool:
        reads["count"] += 1
        return seen_by(self, seat)

    monkeypatch.setattr(Event, "seen_by", counted)
    work = {}
    for hand, engine in kept.items():
        table = getattr(cardtable, widget)(seed=1, speed="off", **options)
        target = getattr(table, "table", table)
        target._adopt(engine)
        reads["count"] = 0
        target.refresh()
        work[hand] = (reads["count"], len(engine.events))
    (early, early_events), (late, late_events) = work[HANDS[0]], work[HANDS[1]]
    assert late_events > 4 * early_events  # the session did grow
    assert late <= 2 * early + 50, work  # the drawing did not
