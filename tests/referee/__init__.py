"""An independent referee of what each seat may see (issue 25).

The privacy checks used to ask a seat's own ``observation()`` what it had seen, so a
leak inside an observation passed them all. The referee answers from the rules
(``seeds/<game>.md``, ids named in ``rules.py``) and the engine's own state, replayed
move by move from the game's history, never from an observation or a view.

The API, plain enough for a server test to reuse::

    allowed = allowed_cards(game, seat)          # set[Card] the seat may have seen so far
    check_message(obj, allowed, deck)            # raises Leak if obj holds or names another

``referee_for(game)`` keeps one ``Referee`` per game and catches it up with new moves,
so checking every step of a long game costs one extra move per move.
"""

from __future__ import annotations

from .check import Leak, cards_reachable, check_message, named_cards
from .follow import Referee, allowed_cards, referee_for
from .review import allowed_in_review

__all__ = [
    "Leak",
    "Referee",
    "allowed_cards",
    "allowed_in_review",
    "cards_reachable",
    "check_message",
    "named_cards",
    "referee_for",
]
