"""What the rules let a seat see in a game's state, one function per game.

Each function reads the engine's own state (its attributes, as ``snapshot()`` lists
them) right after a move and returns the cards the rules put in front of ``seat`` at
that moment. None of them calls ``observation()``, ``text()``, ``log_lines()`` or any
view helper: they are written from ``seeds/<game>.md``, and the rule ids they follow are
named beside each line. ``follow.Referee`` calls them after every move and keeps the
union, which is "what the seat may have seen so far".

``action`` is the move just played (``None`` for the state a game starts in); a rule
that depends on how a state was reached (draw poker's showdown) reads it.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable.cards import Card
from cardtable.engine import Game
from cardtable.games import DrawPokerGame, FiveOGame, TonkGame, WarGame
from cardtable.games.draw_poker.actions import Call
from cardtable.games.five_o.events import DealerChosen
from cardtable.specs import all_specs

__all__ = ["SEEN_NOW", "games_without_rules", "seen_now"]

SeenNow = Callable[[Any, int, Any], set[Card]]


def war_seen(game: WarGame, seat: int, action: Any) -> set[Card]:
    """War: the face-up cards of the battle just fought, the same for both seats.

    WAR-2: each battle turns one card of each pile face up. WAR-3: a war lays one card face
    down, then one face up, so in each seat's cards laid the face-up ones are at the even
    places. WAR-11: the face-down ones are never shown, not even after the battle."""
    _, laid0, laid1, _ = game._last  # the engine's record of the battle: the cards laid, in order
    return {card for laid in (laid0, laid1) for card in laid[::2]}


def five_o_seen(game: FiveOGame, seat: int, action: Any) -> set[Card]:
    """Five-O: your piles whole, the card dealt to you, the opponent's face-up cards, and
    their face-down fifth cards only once every pile is full (the showdown).

    FIVEO-2: the high-card draw for the first deal is turned face up for both.
    FIVEO-3: the top cards are dealt face up. FIVEO-4: a dealt card is seen by its
    receiver only. FIVEO-7: the fifth card of a pile is face down, seen by its owner.
    FIVEO-11: a rejected card was dealt to you first, and goes out of play unseen by the
    opponent. FIVEO-9: at the showdown every pile is turned face up."""
    other = 1 - seat
    seen = {card for pile in game.piles[seat] for card in pile}
    seen |= {card for pile in game.piles[other] for card in pile[:4]}
    dealt = game.dealt[seat]
    if dealt is not None:
        seen.add(dealt)
    if all(len(pile) == 5 for side in game.piles for pile in side):  # FIVEO-9
        seen |= {card for pile in game.piles[other] for card in pile}
    if action is None:  # FIVEO-2: the draw for the first dealer happens before any move
        for event in game.events:
            if isinstance(event, DealerChosen):
                seen |= {card for pair in event.draws for card in pair}
    return seen


def draw_poker_seen(game: DrawPokerGame, seat: int, action: Any) -> set[Card]:
    """Draw poker: your hand as it is now (so your discards too, once held), and hers only
    at a showdown that shows it.

    DRAW-2: five cards each, face down: each sees their own. DRAW-4: replacements come
    to your hand. DRAW-5, DRAW-7: CALL after the draw shows both hands. DRAW-6: a DROP
    ends the hand without showing the dropped hand."""
    seen = set(game.hands[seat])
    if isinstance(action, Call):  # DRAW-5: CALL shows the hands now
        seen |= set(game.hands[1 - seat])
    return seen


def tonk_seen(game: TonkGame, seat: int, action: Any) -> set[Card]:
    """Tonk: your hand, every spread, every card face up on the discard pile, the flip
    card once turned, and the other hands when a settlement shows them.

    TONK-3: the top stock card starts the discard pile face up; TONK-11: each discard
    goes face up on it (a card taken from it was face up for all). TONK-9, TONK-10:
    spreads and hits are laid face up. TONK-18: the flip card is turned face up for all
    after the deal. TONK-19: when a hand is settled every playing hand is shown."""
    seen = set(game.hands[seat])
    seen |= set(game.discards)
    seen |= {card for spread in game.spreads for card in spread.cards}
    if game.flip_card is not None:
        seen.add(game.flip_card)
    if game.phase == "between":  # TONK-19: settled; the hands are shown until the next deal
        seen |= {card for hand in game.hands for card in hand}
    return seen


SEEN_NOW: dict[type[Game[Any, Any]], SeenNow] = {
    WarGame: war_seen,
    FiveOGame: five_o_seen,
    DrawPokerGame: draw_poker_seen,
    TonkGame: tonk_seen,
}


def _written_apart() -> dict[str, SeenNow]:
    """The rules of games added since, one file a game: ``tests/referee/seen/<game>.py``
    with ``ENGINE`` (the engine's name) and ``seen(game, seat, action)``. A new game adds
    its own file there, and changes none of the referee's."""
    found: dict[str, SeenNow] = {}
    for path in sorted((Path(__file__).parent / "seen").glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"referee_seen_{path.stem}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[module.ENGINE] = module.seen
    return found


SEEN_BY_NAME = _written_apart()


def _rule_for(game_type: type[Game[Any, Any]]) -> SeenNow | None:
    for kind, rule in SEEN_NOW.items():
        if issubclass(game_type, kind):
            return rule
    return SEEN_BY_NAME.get(getattr(game_type, "name", ""))


def seen_now(game: Game[Any, Any], seat: int, action: Any) -> set[Card]:
    """The cards the rules show ``seat`` in ``game``'s state right after ``action``."""
    rule = _rule_for(type(game))
    if rule is None:
        raise TypeError(missing_rules(type(game)))
    return rule(game, seat, action)


def missing_rules(game_type: type[Game[Any, Any]]) -> str:
    """What to add for a game the referee has no rules for."""
    return (
        f"The referee knows no rules for {game_type.__name__}: add tests/referee/seen/"
        f"{getattr(game_type, 'name', 'game')}.py, with ENGINE = {getattr(game_type, 'name', '')!r} and a function "
        "seen(game, seat, action) saying which cards each seat sees right after a move "
        "(see tests/referee/seen/README.md)."
    )


def games_without_rules() -> list[str]:
    """A sentence for each registered game (``cardtable.specs``) the referee has no rules for."""
    return [missing_rules(spec.engine_class) for spec in all_specs() if _rule_for(spec.engine_class) is None]
