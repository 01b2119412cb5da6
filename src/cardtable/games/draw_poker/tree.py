"""The public tree of one abstract draw-poker hand, for the solver and the table alike.

Everything both players see is public in draw poker: every bet and how many cards each
took. So the hand is a tree of public nodes, and a player's private state is only its
bucket (``abstraction.PRE_BUCKETS`` before its draw, a strength bucket after). Player 0
here is the one who acts first this hand (DRAW-8 alternates it at the table).

Money is counted in antes, from equal stacks of ``stack`` antes each (the smaller of
the two stacks at the table). A node's ``key`` names its information set: the same
key, the same strategy. Every key holds the whole betting so far, and after the draw the
table behind a key has a block of rows for each pair of draw counts: each player
remembers everything public.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .abstraction import BET_SIZES, MAX_BETS

__all__ = ["Node", "bet_amount", "build"]


@dataclass
class Node:
    """A public node: a decision (``bet``), a draw (``draw``), or an end (``fold``,
    ``showdown``)."""

    kind: str
    player: int = -1  # who acts; for ``fold`` who folded
    key: str = ""
    actions: tuple[str, ...] = ()  # a decision's moves: f(old), c(all), k (check), h(alf), p(ot), a(ll in)
    children: list[Node] = field(default_factory=list, repr=False)  # a subtree prints as its node alone
    paid: tuple[float, float] = (1.0, 1.0)  # what each has put in, antes included
    drawn: tuple[bool, bool] = (False, False)  # whether each has drawn (its private space)
    round: int = 1  # 1 before the draw, 2 after it
    history: str = ""  # this round's moves, one letter each


def bet_amount(size: str, pot: float, call: float, room: float) -> float:
    """How much a bet or raise of ``size`` adds on top of the call: half the pot, the
    pot, or all the room left, never more than the room."""
    wanted = {"half": pot / 2, "pot": pot, "all": room}[size]
    return min(wanted, room)


def _sizes(pot: float, call: float, room: float) -> tuple[str, ...]:
    """The sizes open now: those below all in, then all in; none if under an ante is left."""
    if room < 1:
        return ()
    sizes = [s for s in BET_SIZES[:-1] if max(1.0, bet_amount(s, pot, call, room)) < room]
    return (*sizes, "all")


class _Builder:
    def __init__(self, stack: float) -> None:
        self.stack = stack
        self.count = 0
        self.after: dict[str, Node] = {}  # the betting after the draw, by the betting before it

    def betting(self, paid: tuple[float, float], round_: int, history: str, player: int, prefix: str) -> Node:
        pot = paid[0] + paid[1]
        call = abs(paid[0] - paid[1])
        facing = paid[1 - player] > paid[player]
        room = min(self.stack - paid[player] - call, self.stack - paid[1 - player])
        bets = sum(ch in "hpa" for ch in history)
        opens = history == ""
        key = f"{prefix}{history}"
        actions: list[str] = []
        if facing:
            actions += ["f", "c"]
        else:
            actions += ["k"]  # check: stay, or go to the draw, or show the hands after it
        if bets < MAX_BETS and not self._all_in(paid):
            actions += [s[0] for s in _sizes(pot, call, room)]
        node = Node("bet", player, key, tuple(actions), paid=paid, drawn=(round_ == 2, round_ == 2), round=round_)
        node.history = history
        for action in actions:
            node.children.append(self._after(node, action, opens, prefix))
        self.count += 1
        return node

    def _all_in(self, paid: tuple[float, float]) -> bool:
        return max(paid) >= self.stack - 1e-9

    def _after(self, node: Node, action: str, opens: bool, prefix: str) -> Node:
        player, paid, round_ = node.player, node.paid, node.round
        history = node.history + action
        if action == "f":
            return Node("fold", player, paid=paid, round=round_, drawn=node.drawn)
        mine = list(paid)
        if action == "c":
            mine[player] = paid[1 - player]
            return self._round_over(tuple(mine), round_, history, prefix)  # type: ignore[arg-type]
        if action == "k":
            if round_ == 2 or not opens:  # after the draw a check shows the hands; the second's check draws
                return self._round_over(paid, round_, history, prefix)
            return self.betting(paid, round_, history, 1 - player, prefix)
        pot, call = paid[0] + paid[1], abs(paid[0] - paid[1])
        room = min(self.stack - paid[player] - call, self.stack - paid[1 - player])
        size = {"h": "half", "p": "pot", "a": "all"}[action]
        mine[player] = paid[player] + call + max(1.0, bet_amount(size, pot, call, room))
        return self.betting(tuple(mine), round_, history, 1 - player, prefix)  # type: ignore[arg-type]

    def _round_over(self, paid: tuple[float, float], round_: int, history: str, prefix: str) -> Node:
        if round_ == 2:
            return Node("showdown", paid=paid, round=2, drawn=(True, True))
        self.after[history] = self.betting(paid, 2, "", 0, f"{history}/")
        draw = Node("draw", 0, f"{history}|", paid=paid, round=1)
        draw.children.append(self.after[history])
        return draw


def build(stack: float) -> tuple[Node, dict[str, Node]]:
    """The public tree of a hand from stacks of ``stack`` antes: the root, and the betting
    after the draw for each line of betting before it.

    A ``draw`` node ends the betting before the draw: both draw (the first, then the
    second, each choosing a count its bucket allows), then the hand goes on in the
    betting after the draw (the draw node's one child), whose tables have a block of rows
    for each pair of counts."""
    builder = _Builder(stack)
    root = builder.betting((1.0, 1.0), 1, "", 0, "")
    return root, builder.after
