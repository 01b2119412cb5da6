"""The sound draw-poker player: the solved strategy (``sound_store``) played at a real table.

A seat's observation is read into the abstract game (``abstraction``, ``tree``): its
hand into a bucket, the hand's moves into a path down the public tree (each bet or raise
read as half the pot, the pot or all in, whichever is nearest), its stack into the
nearest solved depth. The strategy's row for that bucket there gives the chance of each
abstract move; the one drawn is played back as a real move (a bet of half the real pot,
say). Where the path leaves the tree (a line the abstraction has no room for), ``locate``
answers None and the caller falls back on its own judgement.

Nothing here sees more than the observation: the seat's own cards, and the moves and
draw counts both seats see.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ...engine import Action
from ...poker import evaluate_batch
from .abstraction import post_bucket, pre_bucket, size_of
from .actions import Bet, Call, Drop, Exchange, GoToDraw, Raise, Stay
from .bot_range import draw_keep
from .cfr import DRAWS
from .data import DrawPokerObservation, HandMove
from .sound_store import SoundData, load
from .tree import Node, build

__all__ = ["Spot", "built", "letter_of", "locate", "sound_choice", "strategy_row"]


@functools.cache
def built(stack: int) -> tuple[Node, dict[str, Node]]:
    """The public tree of ``stack`` antes (``tree.build``), built once a process: the
    valuation (``sound_values``) walks the very nodes ``locate`` finds."""
    return build(stack)


@dataclass(frozen=True)
class Spot:
    """Where a seat stands in the abstract hand: the node, its place at the table (0 if
    it acts first this hand), the stack depth solved, the draw counts so far, and the
    path of betting that led here (each node passed, and the index of the move taken)."""

    node: Node
    position: int
    stack: int
    draws: tuple[int | None, int | None]
    path: tuple[tuple[Node, int], ...] = ()


def _capacities(obs: DrawPokerObservation) -> tuple[float, float]:
    """What each seat (this one, the other) can still put in: money, and the computer's
    worn items when she stakes them (DRAW-9, DRAW-16)."""
    items = len(obs.worn) * obs.options.item_value if obs.options.wardrobe else 0
    mine = obs.money[0] + (items if obs.seat == 1 else 0)
    theirs = obs.money[1] + (items if obs.seat == 0 else 0)
    return float(mine), float(theirs)


def _nearest_stack(antes: float, stacks: Sequence[int]) -> int:
    return min(stacks, key=lambda stack: abs(math.log(max(antes, 0.5) / stack)))


def locate(obs: DrawPokerObservation, stacks: Sequence[int]) -> Spot | None:
    """The abstract node this seat now decides at, or None where the hand has left the
    abstraction (or it is not this seat's turn to bet or draw)."""
    position = 0 if obs.seat == obs.first else 1
    ante = obs.options.ante
    paid = {obs.seat: float(ante), 1 - obs.seat: float(ante)}
    for move in obs.moves:
        paid[move.seat] += move.paid
    left = dict(zip((obs.seat, 1 - obs.seat), _capacities(obs), strict=True))
    start = {seat: left[seat] + paid[seat] for seat in paid}
    stack = _nearest_stack(min(start.values()) / ante, stacks)
    pot = float(obs.pot) - sum(paid.values())  # a pot carried from a tie
    paid_now = {seat: float(ante) for seat in paid}
    node: Node | None = built(stack)[0]
    draws: list[int | None] = [None, None]
    path: list[tuple[Node, int]] = []
    for move in obs.moves:
        if node is None:
            return None
        mover = 0 if move.seat == obs.first else 1
        pot_before = pot + sum(paid_now.values())
        call = paid_now[1 - move.seat] - paid_now[move.seat]
        most = min(start[move.seat] - paid_now[move.seat] - call, start[1 - move.seat] - paid_now[1 - move.seat])
        before = node
        node = _follow(node, mover, move, pot_before, most, draws)
        if node is not None and before.kind == "bet":
            path.append((before, before.children.index(node)))
        paid_now[move.seat] += move.paid
    if node is None or node.kind not in ("bet", "draw"):
        return None
    acting = (0 if draws[0] is None else 1) if node.kind == "draw" else node.player
    phase = "draw" if node.kind == "draw" else f"bet{node.round}"
    if acting != position or phase != obs.phase:
        return None
    return Spot(node, position, stack, (draws[0], draws[1]), tuple(path))


def _follow(node: Node, mover: int, move: HandMove, pot: float, most: float, draws: list[int | None]) -> Node | None:
    """The node after ``move`` (by the seat at place ``mover``), or None off the tree."""
    if node.kind == "draw":
        if move.move != "take" or mover != (0 if draws[0] is None else 1):
            return None
        draws[mover] = min(move.amount, DRAWS - 1)
        return node if draws[1] is None else node.children[0]
    if node.kind != "bet" or node.player != mover:
        return None
    letter = _letter(node, move, pot, most)
    return node.children[node.actions.index(letter)] if letter in node.actions else None


def letter_of(obs: DrawPokerObservation, node: Node, move: Action) -> str | None:
    """The abstract move at ``node`` nearest a real move this seat may make now, or None
    where the abstraction has none like it (a raise past its last). A drop is ``f``
    even where the tree has no fold (nobody folds to no bet): it ends the hand alike."""
    if isinstance(move, Drop):
        return "f"
    if isinstance(move, Bet | Raise):
        most = float(obs.bet_range[1]) if obs.bet_range else 0.0
        letter = _letter(node, HandMove(obs.seat, "bet", move.amount), float(obs.pot), most)
    elif isinstance(move, Stay | GoToDraw | Call):
        letter = _letter(node, HandMove(obs.seat, "call"), float(obs.pot), 0.0)
    else:
        return None
    return letter if letter in node.actions else None


def _letter(node: Node, move: HandMove, pot: float, most: float) -> str:
    """The abstract move nearest a real one at ``node``."""
    facing = "c" in node.actions
    if move.move == "drop":
        return "f"
    if move.move in ("stay", "draw", "call"):
        return "c" if facing else "k"
    wanted = size_of(move.amount, pot, most)[0]
    open_sizes = [letter for letter in "hpa" if letter in node.actions]
    if wanted in open_sizes:
        return wanted
    if not open_sizes:
        return ""  # a raise past the abstraction's last: off the tree
    order = "hpa"
    return min(open_sizes, key=lambda letter: abs(order.index(letter) - order.index(wanted)))


def strategy_row(obs: DrawPokerObservation, spot: Spot, data: SoundData) -> np.ndarray:
    """The chance of each of the node's moves (a draw's: of each count) for this hand."""
    strategy = data.strategies[spot.stack]
    ids = np.array([[card.id for card in obs.hand]], dtype=np.int64)
    node = spot.node
    if node.kind == "draw":
        bucket = int(pre_bucket(ids, obs.options.deck)[0][0])
        first = spot.draws[0]
        if first is None:
            row: np.ndarray = strategy[node.key + "first"][bucket]
        else:
            row = strategy[node.key + "second"][first, bucket]
        return row
    if node.round == 1:
        row = strategy[node.key][int(pre_bucket(ids, obs.options.deck)[0][0])]
        return row
    strength = evaluate_batch(ids, obs.options.deck, validate=False)
    bucket = int(post_bucket(strength, data.edges)[0])
    pair = (spot.draws[0] or 0) * DRAWS + (spot.draws[1] or 0)
    row = strategy[node.key][pair, bucket]
    return row


def _real(obs: DrawPokerObservation, letter: str, legal: Sequence[Action]) -> Action | None:
    """The real move for an abstract one, or None where the table offers nothing like it."""
    if letter == "f":
        return Drop()
    if letter in "ck":
        for move in (Stay(), GoToDraw(), Call()) if letter == "k" else (GoToDraw(), Call()):
            if move in legal:
                return move
        return None
    if obs.bet_range is None:
        return None
    least, most = obs.bet_range
    amount = {"h": obs.pot // 2, "p": obs.pot, "a": most}[letter]
    amount = min(max(amount, least), most)
    kind = Raise if any(isinstance(action, Raise) for action in legal) else Bet
    return kind(amount)


def _draw(obs: DrawPokerObservation, count: int) -> Action:
    """Stand pat, or replace what the draw policy would (the count its bucket allows)."""
    if count == 0:
        return Exchange(())
    ids = np.array([[card.id for card in obs.hand]], dtype=np.int64)
    keep = draw_keep(ids, obs.options.deck)[0]
    return Exchange(tuple(card for card, kept in zip(obs.hand, keep, strict=True) if not kept))


def sound_choice(
    obs: DrawPokerObservation,
    legal: Sequence[Action],
    rng: np.random.Generator,
    *,
    shape: float = 1.0,
) -> Action | None:
    """A move drawn from the sound strategy, or None where it has nothing to say.
    ``shape`` above one sharpens the rows toward their likeliest move (fewer bluffs and
    mixed plays: a softer, more readable player)."""
    data = load(obs.options.deck)
    spot = locate(obs, data.stacks)
    if spot is None:
        return None
    row = np.asarray(strategy_row(obs, spot, data), dtype=np.float64) ** shape
    if row.sum() <= 0:
        return None
    choice = int(rng.choice(len(row), p=row / row.sum()))
    if spot.node.kind == "draw":
        return _draw(obs, choice)
    return _real(obs, spot.node.actions[choice], legal)
