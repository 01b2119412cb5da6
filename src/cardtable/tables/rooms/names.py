"""How a room of people calls its computer seats.

In a room of people each person is called by their chosen name and each computer player
as the lobby's Invite friends form names it ("Computer", numbered when several sit at one
table); every view, and every review's graded sentences, is worded with those names by
the game itself (its ``Viewer``, the review's ``names``): nothing is renamed afterwards.
"""

from __future__ import annotations

from collections.abc import Collection

__all__ = ["computer_names"]


def computer_names(num_seats: int, people: Collection[int]) -> dict[int, str]:
    """The computer players' names at a table of ``num_seats`` where ``people`` sit:
    "Computer", or "Computer 1", "Computer 2" … in seat order when there are several."""
    computers = [s for s in range(num_seats) if s not in people]
    if len(computers) == 1:
        return {computers[0]: "Computer"}
    return {s: f"Computer {n}" for n, s in enumerate(computers, 1)}
