"""What each draw-poker option is worth against a sound player: the valuation behind the
Hint and the review wherever the hand is inside the solved abstraction.

The other player is the sound strategy itself (``sound_store``, played by the ``strong``
level): not the computer's habits, and not a player any simple trick beats. So a figure
says what a move is worth against someone who cannot be exploited, and advice that
holds here holds against anyone.

* **Her range.** Her five cards are dealt many times from the cards the seat has not
  seen (its hand and its discards are out), which gives how often she holds each
  pre-draw bucket; each bucket is then weighted by the chance the strategy gives her
  moves this hand (her bets, calls and raises, and the number of cards she took).
* **The rest of the hand.** Each option is followed down the abstract tree (``tree``)
  with both players playing the strategy from there on, the draw and the betting after
  it included, and scored by the chance tables the strategy was solved on (``chance``).
  A value is counted, not sampled, except at the draw: there, the cards each way of
  keeping could bring are dealt many times (the same deals for every option), and the
  hand each deal makes is valued by its post-draw bucket.
* **Money.** The tree counts antes from equal stacks at the nearest solved depth; a value
  is what the option adds to what the seat has already put in, in the table's dollars,
  so a drop is worth exactly what the seat put in. A pot carried from identical hands is
  left out, as the abstraction leaves it out.

Where the hand has left the abstraction (a raise past its last, a line it has no room
for) ``sound_values`` answers None, and the caller values the options with its own model.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

from ...cards import Card, Deck
from ...engine import Action
from ...poker import evaluate_batch
from .abstraction import post_bucket, pre_bucket
from .actions import Exchange
from .cfr import DRAWS, Solver, Strategy
from .data import DrawPokerObservation
from .sound import Spot, built, letter_of, locate
from .sound_store import SoundData, load

__all__ = ["RANGE_HANDS", "SoundValues", "sound_values"]

RANGE_HANDS = 4_000  # her hands dealt to weigh her pre-draw buckets
SEEN = 1e-6  # the least chance her range gives a move she made (the file keeps 255ths): no move rules a hand out
PAIRS = DRAWS * DRAWS


class SoundValues:
    """Every option's dollars (one number, or one a deal at the draw), and the seat's
    share of the showdowns against her range (NaN at the draw)."""

    def __init__(self, values: list[np.ndarray], chance: float) -> None:
        self.values = values
        self.weight = np.ones(len(values[0])) if values else np.ones(1)
        self.chance = chance


@functools.cache
def _solver(deck: int, stack: int) -> Solver:
    """The abstract game of ``deck`` at ``stack`` antes, on the nodes ``locate`` walks."""
    root, after = built(stack)
    return Solver(root, after, load(deck).chance)


@functools.cache
def _playable(deck: int, stack: int) -> Strategy:
    """The strategy with every row playable: a row the solved play never reached (zeros
    in the file) becomes uniform over the moves it may make."""
    solver = _solver(deck, stack)
    strategy = load(deck).strategies[stack]
    rows = {}
    for key, table in solver.tables.items():
        row = strategy[key].astype(np.float64)
        sums = row.sum(axis=-1, keepdims=True)
        uniform = table.mask / np.maximum(table.mask.sum(axis=-1, keepdims=True), 1)
        rows[key] = np.where(sums > 0, row / np.where(sums > 0, sums, 1), uniform)
    return rows


def _unseen(obs: DrawPokerObservation, thrown: Sequence[Card]) -> np.ndarray:
    gone = set(obs.hand) | set(thrown)
    return np.array([c.id for c in Deck.of_size(obs.options.deck) if c not in gone], dtype=np.int64)


def _dealt_buckets(obs: DrawPokerObservation, thrown: Sequence[Card], rng: np.random.Generator) -> np.ndarray:
    """How often she holds each pre-draw bucket, her hands dealt from the unseen cards."""
    unseen = _unseen(obs, thrown)
    hands = rng.permuted(np.broadcast_to(unseen, (RANGE_HANDS, len(unseen))), axis=1)[:, :5]
    buckets = pre_bucket(hands, obs.options.deck)[0]
    counts = np.bincount(buckets, minlength=len(load(obs.options.deck).prior)).astype(np.float64)
    share: np.ndarray = counts / counts.sum()
    return share


def _draw_row(strategy: Strategy, key: str, her: int, first: int | None) -> np.ndarray:
    """Her draw rows, ``(B, DRAWS)``: as the first to draw, or after the first's count."""
    if her == 0:
        return strategy[key + "first"]
    assert first is not None
    row: np.ndarray = strategy[key + "second"][first]
    return row


def _her_range(spot: Spot, data: SoundData, strategy: Strategy, dealt: np.ndarray) -> tuple[np.ndarray, bool]:
    """Her range at the spot, weighted by her moves this hand: over pre-draw buckets
    ``(B,)`` while she has not drawn, else over post-draw buckets ``(P,)``; and whether
    she has drawn. The path holds the betting before the draw, then the betting after."""
    her = 1 - spot.position
    weights = dealt.copy()
    post: np.ndarray | None = None
    pair = (spot.draws[0] or 0) * DRAWS + (spot.draws[1] or 0)
    for node, index in spot.path:
        if node.round == 2 and post is None:
            post = _after_her_draw(spot, data, strategy, weights, her)
        if node.player != her:
            continue
        if node.round == 1:
            weights = weights * np.maximum(strategy[node.key][:, index], SEEN)
        else:
            assert post is not None
            post = post * np.maximum(strategy[node.key][pair, :, index], SEEN)
    if post is None and spot.draws[her] is not None:
        post = _after_her_draw(spot, data, strategy, weights, her)
    return (weights, False) if post is None else (post, True)


def _after_her_draw(spot: Spot, data: SoundData, strategy: Strategy, weights: np.ndarray, her: int) -> np.ndarray:
    """Her post-draw range once she took her count of cards, from her pre-draw range."""
    took = spot.draws[her]
    assert took is not None
    row = _draw_row(strategy, _draw_key(spot), her, spot.draws[0])
    moves = data.transitions[:, :DRAWS, :]
    post: np.ndarray = np.einsum("b,b,bp->p", weights, np.maximum(row[:, took], SEEN), moves[:, took, :])
    return post


def _draw_key(spot: Spot) -> str:
    """The key of the hand's draw node: the betting before the draw, then ``|`` (the
    betting after it is keyed by that betting, then ``/``)."""
    if spot.node.kind == "draw":
        return spot.node.key
    return spot.node.key.split("/", 1)[0] + "|"


def sound_values(
    obs: DrawPokerObservation,
    moves: Sequence[Action],
    thrown: Sequence[Card],
    rng: np.random.Generator,
    n: int,
) -> SoundValues | None:
    """Each of ``moves`` valued against the sound strategy, or None where the hand has
    left its abstraction; ``n``: the deals of new cards at the draw."""
    data = load(obs.options.deck)
    spot = locate(obs, data.stacks)
    if spot is None:
        return None
    strategy = _playable(obs.options.deck, spot.stack)
    solver = _solver(obs.options.deck, spot.stack)
    dealt = _dealt_buckets(obs, thrown, rng)
    ante, node = obs.options.ante, spot.node
    sunk = node.paid[spot.position]  # what the seat has put in, in the tree's antes
    paid = ante + sum(move.paid for move in obs.moves if move.seat == obs.seat)  # and at the table

    def dollars(antes: np.ndarray) -> np.ndarray:
        result: np.ndarray = ante * (antes + sunk) - paid
        return result

    if node.kind == "draw":
        exchanges = [m for m in moves if isinstance(m, Exchange)]
        if len(exchanges) != len(moves):
            return None
        by_count = _after_the_draw(spot, data, strategy, solver, dealt)
        if by_count is None:
            return None
        unseen = _unseen(obs, thrown)
        new = rng.permuted(np.broadcast_to(unseen, (n, len(unseen))), axis=1)[:, :5]
        values = []
        for exchange in exchanges:
            kept = np.array([c.id for c in obs.hand if c not in exchange.cards], dtype=np.int64)
            taken = len(exchange.cards)
            hands = np.concatenate([np.broadcast_to(kept, (n, len(kept))), new[:, :taken]], axis=1)
            buckets = post_bucket(evaluate_batch(hands, obs.options.deck, validate=False), data.edges)
            values.append(dollars(by_count[min(taken, DRAWS - 1)][buckets]))
        return SoundValues(values, float("nan"))
    letters = [letter_of(obs, node, move) for move in moves]
    if None in letters:
        return None
    hers, drawn = _her_range(spot, data, strategy, dealt)
    mass = float(hers.sum())
    if mass <= 0:
        return None
    mine = _my_state(obs, spot, data)
    r_me, r_her = _ranges(spot, hers, drawn)
    values = []
    for letter in letters:
        if letter not in node.actions:  # a drop where nobody bet: what the seat put in
            values.append(np.array([-float(paid)]))
            continue
        child = node.children[node.actions.index(str(letter))]
        r0, r1 = (r_me, r_her) if spot.position == 0 else (r_her, r_me)
        v0, v1 = solver.values(child, r0, r1, strategy)
        mine_values = v0 if spot.position == 0 else v1
        values.append(dollars(np.array([float(mine_values[mine]) / mass])))
    return SoundValues(values, _showdown_share(obs, spot, data, hers, drawn))


def _my_state(obs: DrawPokerObservation, spot: Spot, data: SoundData) -> tuple[int, ...]:
    """The seat's own private state at a betting node: its bucket (and the draw pair)."""
    ids = np.array([[c.id for c in obs.hand]], dtype=np.int64)
    if spot.node.round == 1:
        return (int(pre_bucket(ids, obs.options.deck)[0][0]),)
    bucket = int(post_bucket(evaluate_batch(ids, obs.options.deck, validate=False), data.edges)[0])
    return ((spot.draws[0] or 0) * DRAWS + (spot.draws[1] or 0), bucket)


def _ranges(spot: Spot, hers: np.ndarray, drawn: bool) -> tuple[np.ndarray, np.ndarray]:
    """The two ranges at a betting node, shaped as the walk takes them (the seat's own
    is all ones: a counterfactual value does not depend on it)."""
    if spot.node.round == 1:
        return np.ones(len(hers)), hers
    assert drawn
    pair = (spot.draws[0] or 0) * DRAWS + (spot.draws[1] or 0)
    theirs = np.zeros((PAIRS, len(hers)))
    theirs[pair] = hers
    return np.ones((PAIRS, len(hers))), theirs


def _after_the_draw(
    spot: Spot, data: SoundData, strategy: Strategy, solver: Solver, dealt: np.ndarray
) -> dict[int, np.ndarray] | None:
    """At the draw: for each count the seat may take, its value (antes, over her range)
    for each post-draw bucket its final hand may fall in, both playing on soundly."""
    me = spot.position
    weights, drawn = _her_range(spot, data, strategy, dealt)  # she has drawn if she drew first
    mass = float(weights.sum())
    if mass <= 0:  # her draw is one no hand of the abstraction makes
        return None
    moves = data.transitions[:, :DRAWS, :]
    posts = moves.shape[-1]
    child = spot.node.children[0]
    if me == 0:  # she draws after the seat's count, as the strategy has her answer it
        row = strategy[spot.node.key + "second"]  # (D_first, B, D)
        reach = np.einsum("b,dbe,bep->dep", weights, row, moves).reshape(PAIRS, posts)
        v0, _ = solver.values(child, np.ones((PAIRS, posts)), reach, strategy)
        by_pair = v0.reshape(DRAWS, DRAWS, posts).sum(axis=1)
        return {d: by_pair[d] / mass for d in range(DRAWS)}
    took = spot.draws[0]
    assert took is not None and drawn
    reach = np.zeros((PAIRS, posts))
    for d in range(DRAWS):
        reach[took * DRAWS + d] = weights
    _, v1 = solver.values(child, reach, np.ones((PAIRS, posts)), strategy)
    return {d: v1[took * DRAWS + d] / mass for d in range(DRAWS)}


def _showdown_share(obs: DrawPokerObservation, spot: Spot, data: SoundData, hers: np.ndarray, drawn: bool) -> float:
    """The seat's share of the showdowns against her range (ties half): after the draw
    with its final hand; before it, both drawing as the draw policy does."""
    share = (data.showdown + 1) / 2
    ids = np.array([[c.id for c in obs.hand]], dtype=np.int64)
    if drawn:
        mine = int(post_bucket(evaluate_batch(ids, obs.options.deck, validate=False), data.edges)[0])
        return float(share[mine] @ hers / hers.sum())
    bucket, takes = pre_bucket(ids, obs.options.deck)
    moves = data.transitions
    me = moves[int(bucket[0]), int(takes[0])]
    them = np.einsum("b,bp->p", hers, moves[np.arange(len(hers)), data.policy_takes])
    return float(me @ share @ them / them.sum())
