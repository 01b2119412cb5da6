"""Computer opponents for heads-up draw poker. Each sees only its observation.

The draw policy keeps what a hand has made (pairs, trips, two pair, quads, and any made
straight, flush or full house), else four to a flush, else four to an open-ended
straight, else its highest cards. The betting policy estimates the chance of winning at
the showdown (:mod:`cardtable.games.draw_poker.bot_range`: sampled opponent hands, drawn to
their final form and weighted by the opponent's moves) and bets, calls and raises on it.

The levels form a ladder, each measured against the one below in
``benchmarks/draw_poker.py``, and against simple exploiting strategies and a local best
response in ``benchmarks/exploit.py``:

* ``easy`` reads nothing into the opponent's moves and calls by a fixed threshold,
  whatever the price: beatable, and human-like;
* ``standard`` plays the sound strategy softened (``SOUND_SHAPES``: each row's chances
  cubed and renormalised, so it plays its likeliest move more often and bluffs and
  mixes less: steadier, easier to read, still no pushover); off the abstraction it
  weights the opponent's hands by their moves and calls by the pot odds;
* ``strong`` plays the sound strategy (:mod:`cardtable.games.draw_poker.sound`), solved
  by CFR+ over an abstraction of the game (``scripts/solve_draw_poker.py``): it bets,
  bluffs, calls and drops in proportions that no simple plan exploits much.

Where a hand leaves the abstraction (a line of raises it has no room for), a sound level
decides by its win chance as the others do (its judgement: ``sound=False`` plays by it
alone, for measuring the two side by side).

The older names stay as aliases: ``cautious`` is ``easy``, ``tricky`` is ``strong``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from ...cards import Card
from ...engine import Action
from ...poker import HandCategory, evaluate
from .actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from .bot_range import draw_keep, win_chance
from .game import DrawPokerObservation
from .sound import sound_choice

__all__ = ["ALIASES", "LADDER", "LEVELS", "SOUND_SHAPES", "DrawPokerBot", "Style", "draw_choice", "win_chance"]


def draw_choice(hand: Sequence[Card], deck: int = 52) -> tuple[Card, ...]:
    """The cards to replace (DRAW-4), by the policy above: the one hand of
    :func:`~cardtable.games.draw_poker.bot_range.draw_keep`, which also draws the opponent's
    sampled hands, so the bot draws as it expects its opponent to."""
    keep = draw_keep(np.array([[c.id for c in hand]], dtype=np.int64), deck)[0]
    return tuple(c for c, kept in zip(hand, keep, strict=True) if not kept)


@dataclass(frozen=True)
class Style:
    """How a level plays: the win chance it needs to bet, call and raise, its bluffs."""

    bet_at: float
    call_at: float  # the least chance to call; ``pot_odds`` levels also need the price
    raise_at: float
    bluff: float  # how often it bluffs with a weak hand when the opponent has checked
    size: float  # bet size as a share of the pot
    samples: int
    read_actions: bool  # weight the opponent's hands by their moves
    pot_odds: bool  # call only when the chance beats the price
    size_by_chance: bool = False  # bet more with a stronger hand
    respect: float = 1.0  # how much a bet or raise is believed (see ``win_chance``)
    steal_at: float = 1.0  # the chance to bet before the draw when the opponent stayed


LADDER = ("easy", "standard", "strong")
ALIASES = {"cautious": "easy", "tricky": "strong"}
_STANDARD = Style(
    bet_at=0.62,
    call_at=0.3,
    raise_at=0.78,
    bluff=0.0,
    size=0.6,
    samples=400,
    read_actions=True,
    pot_odds=True,
    respect=2.0,
    steal_at=0.45,
)
_STYLES = {  # ``strong`` is ``standard`` that samples more, sizes by chance, steals and bluffs
    "easy": Style(
        bet_at=0.7, call_at=0.42, raise_at=0.85, bluff=0.0, size=0.5, samples=200, read_actions=False, pot_odds=False
    ),
    "standard": _STANDARD,
    "strong": replace(_STANDARD, bluff=0.1, samples=600, size_by_chance=True, steal_at=0.35),
}
LEVELS: dict[str, Style] = {**_STYLES, **{old: _STYLES[new] for old, new in ALIASES.items()}}
# the levels that play the sound strategy, and the power each raises its rows to (above one: softer)
SOUND_SHAPES = {"strong": 1.0, "standard": 3.0}


class DrawPokerBot:
    """A computer opponent of a given level: ``easy``, ``standard`` or ``strong`` (or the
    older names ``cautious`` and ``tricky``). ``sound=False`` keeps a sound level to the
    judgement it played by before the solved strategy, for measuring the two side by side."""

    def __init__(
        self, seed: int | None = None, *, level: str = "standard", samples: int | None = None, sound: bool = True
    ) -> None:
        if level not in LEVELS:
            # the current names alone: the older ones (ALIASES) still work, unlisted
            raise ValueError(f"Levels are {', '.join(_STYLES)}; not {level!r}.")
        self.name = ALIASES.get(level, level)
        self.style = LEVELS[level]
        # None plays by judgement alone (``sound=False`` plays a sound level as it played before)
        self.shape = SOUND_SHAPES.get(self.name) if sound else None
        self.rng = np.random.default_rng(seed)
        self.coin = random.Random(seed)
        self.samples = samples or self.style.samples
        self.bluffed = False  # whether the last bet or raise was a bluff (for measuring)

    def choose(self, obs: DrawPokerObservation, legal: Sequence[Action]) -> Action:
        if NextHand() in legal:
            return NextHand()
        if self.shape is not None:
            sound = sound_choice(obs, legal, self.rng, shape=self.shape)
            if sound is not None:  # a bluff, for measuring: a bet or raise after the draw with nothing
                made = evaluate(obs.hand, obs.options.deck).category if obs.phase == "bet2" else None
                self.bluffed = isinstance(sound, Bet | Raise) and made == HandCategory.HIGH_CARD
                return sound
        if obs.phase == "draw":
            return Exchange(draw_choice(obs.hand, obs.options.deck))
        style = self.style
        chance = win_chance(obs, self.rng, self.samples, read_actions=style.read_actions, respect=style.respect)
        size = self._size(obs, chance)
        self.bluffed = False
        weak = chance < 0.35
        bluffing = weak and self.coin.random() < style.bluff
        # the amount to bet or raise, when that move is open (any amount in range is legal)
        bet_amount = size if any(isinstance(a, Bet) for a in legal) else None
        raise_amount = size if any(isinstance(a, Raise) for a in legal) else None
        if obs.to_call:
            price = obs.to_call / (obs.pot + obs.to_call)
            need = max(style.call_at, price + 0.03) if style.pot_odds else style.call_at
            if raise_amount is not None and chance >= style.raise_at:
                return Raise(raise_amount)
            if chance >= need:
                return GoToDraw() if GoToDraw() in legal else Call()
            return Drop()
        if bet_amount is not None:
            # for value, or to steal the antes before the draw once they stayed
            value = chance >= style.bet_at or (chance >= style.steal_at and obs.phase == "bet1" and bool(obs.history))
            self.bluffed = not value and bluffing and self._opponent_checked(obs)
            if value or self.bluffed:
                return Bet(bet_amount)
        for passive in (Stay(), GoToDraw(), Call()):
            if passive in legal:
                return passive
        return Drop()

    def _size(self, obs: DrawPokerObservation, chance: float) -> int | None:
        """A bet: a share of the pot (more with a strong hand, for ``size_by_chance``),
        within what the table allows."""
        if not obs.bet_range:
            return None
        share = self.style.size
        if self.style.size_by_chance and chance >= 0.8:
            share = 1.0
        want = round(max(obs.pot, obs.options.ante) * share)
        least, most = obs.bet_range
        return min(max(want, least), most)

    @staticmethod
    def _opponent_checked(obs: DrawPokerObservation) -> bool:
        """A bluff is only tried after the draw, when the opponent has checked to us or
        drew three or more cards."""
        if obs.phase != "bet2":
            return False
        took = obs.exchanged[1]
        return (took is not None and took >= 3) or any(entry.endswith(("call", "calls")) for entry in obs.history[-1:])
