"""Counterfactual regret minimisation (CFR+) over the abstract draw-poker hand, and the
best response that measures how far a strategy is from sound.

The walk is vectorised over private states: at each public node (``tree.Node``) each
player holds a range, one weight a bucket, and a strategy is a row of probabilities a
bucket. After the draw it is vectorised over the draws too: the betting after the draw
is walked once for all ``DRAWS × DRAWS`` pairs of counts at once, so a table there has a
block of rows for each pair. Each iteration walks the tree once for each
player, updating that player's regrets (alternating CFR+: regrets floored at zero, the
average weighted by the iteration).

The exploitability of a strategy is what the best responses to it win, averaged over the
two seats, in antes a hand: zero at an equilibrium of the abstract game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .chance import ChanceModel
from .tree import Node

__all__ = ["DRAWS", "Solver", "Strategy", "Table"]

DRAWS = 5  # draw counts 0 to 4: the policy never replaces all five, and pat is 0
Strategy = dict[str, np.ndarray]
"""A strategy: for each information set key, the probability of each action, in an
array whose last axis is the action and whose other axes are the private states (and
before them, after the draw, the pair of counts; at the second draw, the first's count)."""


@dataclass
class Table:
    """One information set's numbers, the actions on the last axis."""

    mask: np.ndarray  # bool: what each state may do
    regret: np.ndarray = field(init=False)
    total: np.ndarray = field(init=False)  # the average strategy's weights

    def __post_init__(self) -> None:
        self.regret = np.zeros(self.mask.shape)
        self.total = np.zeros(self.mask.shape)

    def _normalised(self, weights: np.ndarray) -> np.ndarray:
        sums = weights.sum(axis=-1, keepdims=True)
        uniform = self.mask / np.maximum(self.mask.sum(axis=-1, keepdims=True), 1)
        normal: np.ndarray = np.where(sums > 0, weights / np.where(sums > 0, sums, 1), uniform)
        return normal

    def current(self) -> np.ndarray:
        """Regret matching: play in proportion to positive regret, else uniformly."""
        return self._normalised(np.where(self.mask, np.maximum(self.regret, 0), 0))

    def average(self) -> np.ndarray:
        return self._normalised(np.where(self.mask, self.total, 0))


class Solver:
    """CFR+ over one tree (``tree.build``) and one chance model."""

    def __init__(self, root: Node, after: dict[str, Node], chance: ChanceModel) -> None:
        self.root = root
        self.chance = chance
        self.tables: dict[str, Table] = {}
        self.iteration = 0
        self.pre = len(chance.prior)
        self.post = chance.showdown.shape[0]
        self.allowed = chance.allowed[:, :DRAWS]
        self.moves = chance.transitions[:, :DRAWS, :]  # (B, D, P)
        self._index(root, after=False)
        for top in after.values():
            self._index(top, after=True)
        self._strategies: Strategy = {}
        self._updating = 0  # whose regrets this walk updates

    def _index(self, node: Node, *, after: bool) -> None:
        if node.kind == "draw":
            self.tables[node.key + "first"] = Table(self.allowed.copy())
            self.tables[node.key + "second"] = Table(np.broadcast_to(self.allowed, (DRAWS, *self.allowed.shape)).copy())
            return  # the betting after it is indexed from ``after``, with its block of rows a pair of counts
        if node.kind == "bet":
            shape = (DRAWS * DRAWS, self.post) if after else (self.pre,)
            self.tables[node.key] = Table(np.ones((*shape, len(node.actions)), dtype=bool))
        for child in node.children:
            self._index(child, after=after)

    # --- solving ----------------------------------------------------------------------

    def iterate(self, count: int = 1) -> None:
        """Run ``count`` iterations of CFR+, each a walk for each player in turn (the
        second walk sees the first's new strategy)."""
        prior = self.chance.prior
        for _ in range(count):
            self.iteration += 1
            for player in (0, 1):
                self._updating = player
                self._strategies = {key: table.current() for key, table in self.tables.items()}
                self._walk(self.root, prior.copy(), prior.copy())
                for table in self.tables.values():
                    np.maximum(table.regret, 0, out=table.regret)

    def _walk(self, node: Node, r0: np.ndarray, r1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Each player's counterfactual values over its private states at ``node``; after
        the draw the ranges and values carry a leading axis of draw-count pairs."""
        if node.kind in ("fold", "showdown"):
            return self._end(node, r0, r1)
        if node.kind == "draw":
            return self._draw(node, r0, r1)
        table = self.tables[node.key]
        sigma = self._strategies[node.key]
        me = node.player
        mine, theirs = (r0, r1) if me == 0 else (r1, r0)
        q = np.zeros(sigma.shape)
        other = np.zeros(theirs.shape)
        for a, child in enumerate(node.children):
            reach = mine * sigma[..., a]
            v0, v1 = self._walk(child, reach, theirs) if me == 0 else self._walk(child, theirs, reach)
            value, their_value = (v0, v1) if me == 0 else (v1, v0)
            q[..., a] = value
            other += their_value
        value = (sigma * q).sum(axis=-1)
        if me == self._updating:
            table.regret += q - value[..., None]
            table.total += self.iteration * mine[..., None] * sigma
        return (value, other) if me == 0 else (other, value)

    def _draw(self, node: Node, r0: np.ndarray, r1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Both draw, the first then the second; the betting after it is walked for every
        pair of counts at once."""
        first, second = self.tables[node.key + "first"], self.tables[node.key + "second"]
        s0, s1 = self._strategies[node.key + "first"], self._strategies[node.key + "second"]
        moves = self.moves
        reach0 = np.einsum("b,bd,bdp->dp", r0, s0, moves)  # (D, P): the first's range after its draw
        reach1 = np.einsum("b,ebd,bdp->edp", r1, s1, moves)  # (D, D, P): the second's, by both counts
        wide0 = np.broadcast_to(reach0[:, None, :], reach1.shape).reshape(DRAWS * DRAWS, self.post)
        v0, v1 = self._walk(node.children[0], wide0, reach1.reshape(DRAWS * DRAWS, self.post))
        v0, v1 = v0.reshape(DRAWS, DRAWS, self.post), v1.reshape(DRAWS, DRAWS, self.post)
        q1 = np.einsum("bdp,edp->ebd", moves, v1)  # the second's draw, by the first's count
        value1 = (s1 * q1).sum(axis=-1)  # (D, B)
        q0 = np.einsum("bdp,dp->bd", moves, v0.sum(axis=1))
        value0 = (s0 * q0).sum(axis=-1)
        if self._updating == 1:
            second.regret += np.where(second.mask, q1 - value1[..., None], 0)
            second.total += self.iteration * r1[None, :, None] * s1
        elif self._updating == 0:
            first.regret += np.where(first.mask, q0 - value0[:, None], 0)
            first.total += self.iteration * r0[:, None] * s0
        return value0, value1.sum(axis=0)

    def _end(self, node: Node, r0: np.ndarray, r1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The values at a fold or a showdown, for ranges with or without the pairs axis."""
        if node.kind == "fold":  # the other takes what the folder put in
            folder = node.player
            first = node.paid[1] if folder == 1 else -node.paid[0]
            second = node.paid[0] if folder == 0 else -node.paid[1]
            ones0, ones1 = np.ones(r0.shape), np.ones(r1.shape)
            return first * r1.sum(axis=-1, keepdims=True) * ones0, second * r0.sum(axis=-1, keepdims=True) * ones1
        stake = node.paid[0]
        m = self.chance.showdown
        return stake * (r1 @ m.T), -stake * (r0 @ m)

    # --- values under a strategy --------------------------------------------------------

    def values(self, node: Node, r0: np.ndarray, r1: np.ndarray, strategy: Strategy) -> tuple[np.ndarray, np.ndarray]:
        """Each player's counterfactual values over its private states at ``node`` when
        both play ``strategy`` from there on (nothing is learnt: no table changes)."""
        self._strategies, self._updating = strategy, -1
        return self._walk(node, r0, r1)

    # --- strategies and their best responses --------------------------------------------

    def averages(self) -> Strategy:
        """The average strategy, the one CFR+ converges to."""
        return {key: table.average() for key, table in self.tables.items()}

    def reached(self, share: float = 1e-4) -> dict[str, np.ndarray]:
        """For each table, which rows the average strategy reaches: a row whose weight is
        under ``share`` of its table's heaviest is a state the play never comes to."""
        marks = {}
        for key, table in self.tables.items():
            weight = table.total.sum(axis=-1)
            marks[key] = weight > share * max(float(weight.max()), 1e-300)
        return marks

    def best_response(self, strategy: Strategy, responder: int) -> float:
        """What ``responder`` wins, in antes a hand, by best answering ``strategy``."""
        prior = self.chance.prior
        values = self._respond(self.root, prior.copy(), strategy, responder)
        return float(prior @ values)

    def exploitability(self, strategy: Strategy | None = None) -> float:
        """The mean of the two seats' best responses to ``strategy`` (the average by
        default), in antes a hand."""
        strategy = self.averages() if strategy is None else strategy
        return (self.best_response(strategy, 0) + self.best_response(strategy, 1)) / 2

    def _respond(self, node: Node, theirs: np.ndarray, strategy: Strategy, me: int) -> np.ndarray:
        """The responder's best values over its private states; ``theirs`` is the other's
        range under ``strategy``."""
        if node.kind in ("fold", "showdown"):
            mine = np.ones(theirs.shape)  # both hold buckets of one kind at an end
            v0, v1 = self._end(node, mine, theirs) if me == 0 else self._end(node, theirs, mine)
            return v0 if me == 0 else v1
        if node.kind == "draw":
            return self._respond_draw(node, theirs, strategy, me)
        if node.player == me:
            values = [self._respond(child, theirs, strategy, me) for child in node.children]
            best: np.ndarray = np.max(values, axis=0)
            return best
        sigma = strategy[node.key]
        return sum(  # type: ignore[return-value]
            self._respond(child, theirs * sigma[..., a], strategy, me) for a, child in enumerate(node.children)
        )

    def _respond_draw(self, node: Node, theirs: np.ndarray, strategy: Strategy, me: int) -> np.ndarray:
        moves, pairs = self.moves, DRAWS * DRAWS
        if me == 0:
            s1 = strategy[node.key + "second"]
            reach1 = np.einsum("b,ebd,bdp->edp", theirs, s1, moves).reshape(pairs, self.post)
            v0 = self._respond(node.children[0], reach1, strategy, me).reshape(DRAWS, DRAWS, self.post)
            q0 = np.einsum("bdp,dp->bd", moves, v0.sum(axis=1))
            best0: np.ndarray = np.where(self.allowed, q0, -np.inf).max(axis=1)
            return best0
        s0 = strategy[node.key + "first"]
        reach0 = np.einsum("b,bd,bdp->dp", theirs, s0, moves)
        wide0 = np.broadcast_to(reach0[:, None, :], (DRAWS, DRAWS, self.post)).reshape(pairs, self.post)
        v1 = self._respond(node.children[0], wide0, strategy, me).reshape(DRAWS, DRAWS, self.post)
        q1 = np.einsum("bdp,edp->ebd", moves, v1)
        best1: np.ndarray = np.where(self.allowed[None], q1, -np.inf).max(axis=-1).sum(axis=0)
        return best1
