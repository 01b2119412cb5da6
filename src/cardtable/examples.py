"""Worked examples: named, stacked-deck positions that show one rule at work.

Each example builds an engine at the moment the rule is about to happen, with the words
that say what to do and what will follow. The widgets offer them in their How to play
panel (``cardtable.War.example("war")``); the tests play each one on, step by step as
its words say, and check that the computer does what they promise.

An example keeps the house rules of the table it is opened from where it can (``keeps``
names them: the draw-poker deck, the ante, the Five-O series …); the rules its cards
depend on (four Tonk seats, a 32-card deck for the low straight) are its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import ALL_CARDS, Card, Deck, parse_cards
from .engine import Game
from .games.draw_poker.game import DrawPokerGame
from .games.five_o.game import FiveOGame, Place
from .games.tonk.actions import ChooseFlip, NoFlipBet
from .games.tonk.game import TonkGame
from .games.war.game import WarGame
from .specs import SpecMapping, all_specs

__all__ = ["DRAW_POKER", "EXAMPLES", "FIVE_O", "TONK", "WAR", "Example"]


@dataclass(frozen=True)
class Example:
    name: str
    label: str
    text: str  # what to do, and what the rule will do
    build: Callable[..., Game[Any, Any]]  # keyword options: the kept house rules
    keeps: tuple[str, ...] = ()  # the table's house rules this example plays with

    def make(self, options: Mapping[str, Any] | None = None) -> Game[Any, Any]:
        """The example's game, with the kept house rules taken from ``options``."""
        kept = {name: options[name] for name in self.keeps if options and name in options}
        return self.build(**kept)


def _fill(named: list[Card], deck: int = 52) -> list[Card]:
    return named + [c for c in Deck.of_size(deck) if c not in named]


# --- War ------------------------------------------------------------------------------


def _war_war(**options: Any) -> WarGame:
    mine, theirs = parse_cards("9h 2c Kd"), parse_cards("9s 3c 7c")
    rest = [c for c in ALL_CARDS if c not in mine + theirs]
    return WarGame(seed=0, stack=mine + rest[:23] + theirs + rest[23:], **options)


# --- Five-O ---------------------------------------------------------------------------

# Final piles, battle by battle: yours win all five (a SUNK).
_SUNK_YOURS = ["As Ks Qs Js Ts", "9s 9h 9d 9c 2c", "8s 8h 8d 7s 7h", "Ah Kh Qh Jh 3h", "6d 5c 4s 3c 2d"]
_SUNK_THEIRS = ["Ac Kc Qc Jc 4d", "3s 4h 6h 8c Td", "2s 3d 5h 7c Jd", "4c 5s 7d Qd Kd", "Tc Th 2h 5d 6c"]


def _five_o_sunk(**options: Any) -> FiveOGame:
    yours = [parse_cards(p) for p in _SUNK_YOURS]
    theirs = [parse_cards(p) for p in _SUNK_THEIRS]
    order = [card for k in range(5) for card in (yours[k][0], theirs[k][0])]
    for r in range(20):  # round r fills pile r // 4, slot r % 4 + 1; you are dealt first
        k, slot = r // 4, r % 4 + 1
        order += [yours[k][slot], theirs[k][slot]]
    game = FiveOGame(seed=0, first_dealer="opponent", stack=_fill(order), **options)
    for r in range(19):
        game.apply(0, Place(r // 4 + 1))
        game.apply(1, Place(r // 4 + 1))
    return game  # your last card, 2♦, goes on Battle 5


# --- Tonk -----------------------------------------------------------------------------


def _tonk(hands: dict[int, str], *, discard: str, first_dealer: int = 3, **options: Any) -> TonkGame:
    """Four seats, the dealer on seat ``first_dealer``, so cards go round from its left."""
    named = {s: parse_cards(h) for s, h in hands.items()}
    order = [(first_dealer + k) % 4 for k in range(1, 5)]
    deal = [named[s][i] for i in range(5) for s in order]
    top = parse_cards(discard)
    return TonkGame(seed=0, first_dealer=first_dealer, stack=_fill(deal + top), **options)


def _tonk_caught(**options: Any) -> TonkGame:
    hands = {0: "2c 3d 4h 2s 5s", 1: "Kh Qd 9c 8s Ts", 2: "Ac 2d 3h 4s 5h", 3: "Js Jd 8d 9h Tc"}
    game = _tonk(hands, discard="Qc", **options)
    game.apply(3, ChooseFlip(1))
    while game.phase == "bets" and (seat := game.to_act) is not None:
        game.apply(seat, NoFlipBet())
    return game  # your turn: 16 points; Player 3 holds 15


def _tonk_bonus(**options: Any) -> TonkGame:
    hands = {0: "Kd Qh Js Kc 9d", 1: "Kh Qd 9c 8s Ts", 2: "Ac 5d 3h 4s 7h", 3: "Jc Jd 8d 9h Tc"}
    game = _tonk(hands, discard="Qc", **options)
    game.apply(3, ChooseFlip(2))
    return game  # flip bets: yours first; then the 49 pays


# --- draw poker --------------------------------------------------------------------------


def _draw_poker_tie(**options: Any) -> DrawPokerGame:
    # she keeps her queens and draws three: the top of the deck gives her ace, king and seven again
    # (every card named is in the 32-card deck too, so the table's deck is kept)
    deck = options.get("deck", 52)
    return DrawPokerGame(seed=0, stack=_fill(parse_cards("As Ks Qd Qc 7h Ah Kh Qs Qh 7d Ad Kc 7s"), deck), **options)


def _draw_poker_low_straight(**options: Any) -> DrawPokerGame:
    # she keeps her three kings and draws two: the eight and nine of hearts, no help
    stack = _fill(parse_cards("Ah 7d 8c 9s Td Kc Kd Ks Qh Jh 8h 9h"), 32)
    return DrawPokerGame(seed=0, deck=32, stack=stack, **options)


WAR: dict[str, Example] = {
    "war": Example(
        "war",
        "A war",
        "Both of you are about to reveal a nine. Press Turn cards: each hides one card and reveals "
        "another; your king beats the seven and takes all six cards.",
        _war_war,
        keeps=("return_order",),
    ),
}
FIVE_O: dict[str, Example] = {
    "sunk": Example(
        "sunk",
        "A SUNK",
        "Every pile is one card from the showdown, and yours are stronger in all five battles. Place your "
        "last card, the 2♦, on Battle 5; the computer places its last card, and the showdown is a SUNK.",
        _five_o_sunk,
        keeps=("series", "sunk_bonus", "royalties", "one_redraw"),
    ),
}
TONK: dict[str, Example] = {
    "caught_drop": Example(
        "caught_drop",
        "A caught drop",
        "It is your turn, first after the dealer, with 16 points. Press Drop: Player 3 holds 15, "
        "catches your drop, and you pay Player 3 double the ante.",
        _tonk_caught,
        keeps=("ante", "chips", "hit_lock"),
    ),
    "bonus_49": Example(
        "bonus_49",
        "A 49 deal bonus",
        "Player 4 deals and has chosen the flip card. Answer the flip bet (No flip bet will do): the "
        "deal then gives you four face cards and a nine, 49, and the deal bonus pays you double the "
        "ante from every other seat.",
        _tonk_bonus,
        keeps=("ante", "chips", "hit_lock"),
    ),
}
DRAW_POKER: dict[str, Example] = {
    "tie": Example(
        "tie",
        "A tie carries the pot",
        "You hold a pair of queens with ace, king and seven. Press STAY (and DRAW to match her if the "
        "computer bets). At the draw mark nothing and press DRAW to stand pat; she takes three cards. "
        "Then CALL: she holds the same pair of queens with ace, king and seven, and the pot stays on "
        "the table for the next hand.",
        _draw_poker_tie,
        keeps=("deck", "starting_money", "ante", "item_value", "flush_beats_full_house", "wardrobe"),
    ),
    "low_straight": Example(
        "low_straight",
        "A-7-8-9-10 with 32 cards",
        "With the 32-card deck your A-7-8-9-10 is a straight (the lowest one). Press STAY (and DRAW to "
        "match her if the computer bets). At the draw mark nothing and press DRAW to stand pat; she "
        "takes two cards. Then CALL: your straight beats her three kings.",
        _draw_poker_low_straight,
        keeps=("starting_money", "ante", "item_value", "flush_beats_full_house", "wardrobe"),
    ),
}


def _by_game() -> dict[str, Mapping[str, Example]]:
    return {spec.name: spec.worked_examples() for spec in all_specs() if spec.examples is not None}


# every game's worked examples, by the engine's name: read from the games' specs
EXAMPLES: Mapping[str, Mapping[str, Example]] = SpecMapping(_by_game)
