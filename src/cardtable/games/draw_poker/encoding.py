"""Heads-up draw poker as numbers: the seat's hand (and the other hand once shown), the
money, the pot and the bet sizes; moves are the five answers, four bet and four raise
sizes (the least, half the pot, the pot, the most) and the 32 exchanges by position."""

from __future__ import annotations

from ...engine import Action
from ...env.encodings.base import Encoding
from ...env.features import Segment, cards, flag, number, one_of
from .actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from .bots import DrawPokerBot
from .data import ITEMS, DrawPokerObservation
from .game import DrawPokerGame

__all__ = ["DRAW_POKER"]

PHASES: tuple[str, ...] = ("bet1", "draw", "bet2", "between", "over")
ANSWERS: tuple[type[Action], ...] = (Stay, GoToDraw, Call, Drop, NextHand)
SIZES = 4  # least, half the pot, the pot, the most
BETS, RAISES, EXCHANGES = len(ANSWERS), len(ANSWERS) + SIZES, len(ANSWERS) + 2 * SIZES


def _money_top(obs: DrawPokerObservation) -> int:
    """All the money a match can put on the table: both stakes and her items."""
    return 2 * obs.options.starting_money + len(ITEMS) * obs.options.item_value


def encode(obs: DrawPokerObservation) -> list[Segment]:
    top = _money_top(obs)
    least, most = obs.bet_range or (0, 0)
    return [
        cards("my hand", obs.hand),
        cards("their shown hand", obs.shown or ()),
        one_of("phase", obs.phase, PHASES),
        flag("my turn", obs.to_act == obs.seat),
        flag("I bet first", obs.first == obs.seat),
        number("their cards", obs.opponent_cards, 5),
        one_of("cards I exchanged", obs.exchanged[0], range(6)),
        one_of("cards they exchanged", obs.exchanged[1], range(6)),
        number("my money", obs.money[0], top),
        number("their money", obs.money[1], top),
        number("pot", obs.pot, top),
        number("to call", obs.to_call, top),
        number("least bet", least, top),
        number("most bet", most, top),
        number("items in the pot", len(obs.pot_items), len(ITEMS)),
        number("items worn", len(obs.worn), len(ITEMS)),
        number("items won", len(obs.won_items), len(ITEMS)),
        one_of("last pot won by", obs.last_winner, (0, 1)),
        flag("32-card deck", obs.options.deck == 32),
        flag("flush beats full house", obs.options.flush_beats_full_house),
    ]


def _size(amount: int, obs: DrawPokerObservation) -> int:
    """Which of the four sizes ``amount`` is (0: the least … 3: the most)."""
    least = obs.bet_range[0] if obs.bet_range else 0
    for i, size in enumerate((least, obs.pot // 2, obs.pot)):
        if amount == size:
            return i
    return 3


def action_index(action: Action, obs: DrawPokerObservation) -> int:
    """``stay`` 0, ``draw`` 1, ``call`` 2, ``drop`` 3, ``next hand`` 4, bets 5 … 8,
    raises 9 … 12, and an exchange 13 + the positions it replaces as bits (13: stand pat)."""
    if type(action) in ANSWERS:
        return ANSWERS.index(type(action))
    if isinstance(action, Bet):
        return BETS + _size(action.amount, obs)
    if isinstance(action, Raise):
        return RAISES + _size(action.amount, obs)
    if isinstance(action, Exchange):
        return EXCHANGES + sum(1 << obs.hand.index(card) for card in action.cards)
    raise ValueError(f"{action} is not a draw-poker move.")


def computer(level: str, seed: int) -> DrawPokerBot:
    """The computer player of ``level``."""
    return DrawPokerBot(seed, level=level)


def money(game: DrawPokerGame, seat: int) -> float:
    """The seat's dollars, counting what it put in the hand in play (so a hand's change
    is measured from before its ante). A tied pot carried to the next hand counts when
    it is won."""
    in_play = game.phase in ("bet1", "draw", "bet2") and game.result is None
    return float(game.money[seat] + (game.paid[seat] if in_play else 0))


def between_hands(game: DrawPokerGame) -> bool:
    return game.phase in ("between", "over") or game.result is not None


from .lean_encoding import lean_encode, lean_moves  # noqa: E402 - it reads the numbering above

DRAW_POKER = Encoding(
    engine=DrawPokerGame,
    actions=EXCHANGES + 32,
    encode=encode,
    action_index=action_index,
    bot=computer,
    # money only: with the computer's six $20 items a short-stacked seat plays on for
    # long after its money is gone, and a learner's matches are lopsided (issue 43)
    options={"wardrobe": False},
    standing=money,
    settled=between_hands,
    unit="dollars",
    lean_encode=lean_encode,
    lean_moves=lean_moves,
    moves_words=(
        "0 stay, 1 draw, 2 call, 3 drop, 4 next hand, 5–8 bet and 9–12 raise (the least, half the "
        "pot, the pot, the most), 13–44 exchange (the hand positions replaced, as bits)"
    ),
)
