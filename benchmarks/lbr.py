"""A local best response (LBR; Lisý and Bowling, 2017) for heads-up draw poker: a player
that knows its opponent's strategy and exploits it one decision at a time.

At each of its betting decisions LBR holds a set of hands the opponent may have (dealt
from the cards it cannot see), weighted by how likely the opponent's moves this hand were
with each (the opponent's own bot is asked, with that hand in its observation). It then
values every move open to it as if both would only match to the showdown afterwards: a
call by its win chance against those hands, a bet by the chance the opponent drops to it
(asked of the bot again) plus its win chance when called. It plays the best, and draws by
the project's draw policy. The opponent's model is a second copy of the same bot, so
the one at the table is never consulted out of turn.

What LBR wins is a lower bound on how exploitable the opponent is.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Sequence

import numpy as np

from cardtable.cards import Card, Deck
from cardtable.engine import Action
from cardtable.games.draw_poker.actions import Bet, Call, Drop, Exchange, GoToDraw, NextHand, Raise, Stay
from cardtable.games.draw_poker.bot_range import draw_keep
from cardtable.games.draw_poker.bots import draw_choice
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.poker import evaluate_batch

__all__ = ["LocalBestResponse"]


def _same(a: Action, b: Action, pot: int) -> bool:
    """Two moves alike for weighting: the same kind, and a bet or raise of a like size."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Bet | Raise) and isinstance(b, Bet | Raise):
        return abs(a.amount - b.amount) <= max(pot, 1) * 0.25
    return True


class LocalBestResponse:
    """LBR at one seat of a draw-poker game, against a model of the other seat's bot."""

    def __init__(self, model: Callable[[], object], seat: int, seed: int, particles: int = 24, asks: int = 2) -> None:
        self.model = model()  # a copy of the opponent's bot, asked about hands it might hold
        self.seat = seat
        self.rng = np.random.default_rng(seed)
        self.count = particles
        self.asks = asks
        self.hand_number = -1

    # --- the opponent's possible hands --------------------------------------------------

    def _deal(self, game: DrawPokerGame) -> None:
        mine = set(game.hands[self.seat])
        unseen = [c for c in Deck.of_size(game.options.deck) if c not in mine]
        self.unseen = unseen
        picks = [self.rng.choice(len(unseen), 5, replace=False) for _ in range(self.count)]
        self.hands: list[tuple[Card, ...]] = [tuple(unseen[i] for i in pick) for pick in picks]
        self.weights = np.ones(self.count)
        self.hand_number = game.hand_number

    def _likelihood(self, game: DrawPokerGame, hand: tuple[Card, ...], done: Action) -> float:
        other = 1 - self.seat
        obs = dataclasses.replace(game.observation(other), hand=hand)
        legal = game.legal_actions(other)
        hits = sum(_same(self.model.choose(obs, legal), done, game.pot) for _ in range(self.asks))  # type: ignore[attr-defined]
        return (hits + 0.02) / (self.asks + 0.02)

    def observe(self, game: DrawPokerGame, done: Action) -> None:
        """Before the opponent's move ``done`` is applied: reweight, and draw at the draw."""
        if game.hand_number != self.hand_number:
            self._deal(game)
        if isinstance(done, Exchange):
            taken = len(done.cards)
            for i, hand in enumerate(self.hands):
                obs = dataclasses.replace(game.observation(1 - self.seat), hand=hand)
                chosen = self.model.choose(obs, game.legal_actions(1 - self.seat))  # type: ignore[attr-defined]
                thrown = chosen.cards if isinstance(chosen, Exchange) else ()
                self.weights[i] *= 1.0 if len(thrown) == taken else 0.05
                self.hands[i] = self._drawn(hand, thrown if len(thrown) == taken else hand[:taken])
            return
        for i, hand in enumerate(self.hands):
            self.weights[i] *= self._likelihood(game, hand, done)

    def _drawn(self, hand: Sequence[Card], thrown: Sequence[Card]) -> tuple[Card, ...]:
        kept = [c for c in hand if c not in thrown]
        pool = [c for c in self.unseen if c not in hand]
        new = self.rng.choice(len(pool), len(thrown), replace=False) if thrown else []
        return (*kept, *(pool[i] for i in new))

    # --- its own moves ---------------------------------------------------------------------

    def choose(self, game: DrawPokerGame) -> Action:
        legal = game.legal_actions(self.seat)
        if NextHand() in legal:
            return NextHand()
        if game.hand_number != self.hand_number:
            self._deal(game)
        if game.phase == "draw":
            return Exchange(draw_choice(game.hands[self.seat], game.options.deck))
        equity = self._equity(game)
        weights = self.weights / max(self.weights.sum(), 1e-12)
        pot, call = game.pot, game.to_call(self.seat)
        options: list[tuple[float, Action]] = []
        passive = next(a for a in (GoToDraw(), Call(), Stay()) if a in legal)
        options.append((float(weights @ equity) * (pot + call) - call, passive))
        if Drop() in legal and call:
            options.append((0.0, Drop()))
        for size in sorted({a.amount for a in legal if isinstance(a, Bet | Raise)}):
            action = Raise(size) if call else Bet(size)
            folds = self._folds(game, action)
            called = equity * (pot + call + 2 * size) - (call + size)
            options.append((float(weights @ (folds * pot + (1 - folds) * called)), action))
        return max(options, key=lambda option: option[0])[1]

    def _folds(self, game: DrawPokerGame, action: Action) -> np.ndarray:
        """For each possible hand, the chance the opponent drops to ``action``."""
        after = copy.deepcopy(game)
        after.apply(self.seat, action)
        other = 1 - self.seat
        base, legal = after.observation(other), after.legal_actions(other)
        folds = np.zeros(self.count)
        for i, hand in enumerate(self.hands):
            if self.weights[i] <= 1e-9:
                continue
            obs = dataclasses.replace(base, hand=hand)
            folds[i] = sum(isinstance(self.model.choose(obs, legal), Drop) for _ in range(self.asks)) / self.asks  # type: ignore[attr-defined]
        return folds

    def _equity(self, game: DrawPokerGame, completions: int = 8) -> np.ndarray:
        """Its chance of winning the showdown against each possible hand (ties half)."""
        deck = game.options.deck
        mine = list(game.hands[self.seat])
        drawn = game.exchanged[self.seat] is not None
        theirs = np.array([[c.id for c in hand] for hand in self.hands], dtype=np.int64)
        theirs_drawn = game.exchanged[1 - self.seat] is not None
        out = np.zeros(self.count)
        for _ in range(1 if drawn and theirs_drawn else completions):
            mine_final = np.array([c.id for c in mine], dtype=np.int64)
            if not drawn:
                keep = draw_keep(mine_final[None, :], deck)[0]
                pool = [c.id for c in self.unseen]
                new = self.rng.choice(pool, 5 - keep.sum(), replace=False)
                mine_final = np.concatenate([mine_final[keep], new])
            finals = theirs.copy()
            if not theirs_drawn:
                keep = draw_keep(theirs, deck)
                for i in range(self.count):
                    pool = [c.id for c in self.unseen if c.id not in theirs[i] and c.id not in mine_final]
                    need = 5 - keep[i].sum()
                    finals[i] = np.concatenate([theirs[i][keep[i]], self.rng.choice(pool, need, replace=False)])
            a = evaluate_batch(np.broadcast_to(mine_final, finals.shape), deck, validate=False)
            b = evaluate_batch(finals, deck, validate=False)
            out += (a > b) + 0.5 * (a == b)
        return out / (1 if drawn and theirs_drawn else completions)
