"""How a room of people calls its computer seats.

In a room of people each person is called by their chosen name and each computer player
as the lobby's Invite friends form names it ("Computer", numbered when several sit at one
table); every view, and every review's graded sentences, is worded with those names by
the game itself (its ``Viewer``, the review's ``names``): nothing is renamed afterwards.
"""

from __future__ import annotations

from ...wording import computer_names

__all__ = ["computer_names"]  # kept in ``wording``, where a game's own seats are named too
