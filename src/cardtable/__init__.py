"""cardtable: card games to play, teach and step through in notebooks.

>>> import cardtable
>>> game = cardtable.War(seed=7)   # the table shows when this ends a cell
>>> game.turn(); print(game)       # doctest: +SKIP
"""

from __future__ import annotations

from .cards import Card, CardError, Deck, Rank, Suit, parse_cards
from .engine import CorruptSave, IllegalAction, OptionError, Result
from .games import GAMES, DrawPokerGame, FiveOGame, TonkGame, WarGame
from .widgets import CompareHands, DrawPoker, FiveO, HandQuiz, HandRankings, Tonk, War

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Card",
    "CardError",
    "CompareHands",
    "CorruptSave",
    "Deck",
    "DrawPoker",
    "DrawPokerGame",
    "FiveO",
    "FiveOGame",
    "HandQuiz",
    "HandRankings",
    "IllegalAction",
    "OptionError",
    "Rank",
    "Result",
    "Suit",
    "Tonk",
    "TonkGame",
    "War",
    "WarGame",
    "parse_cards",
]
