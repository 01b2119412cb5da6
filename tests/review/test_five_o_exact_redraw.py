"""Five-O's last two placements against exact enumeration, the redraw included: the
Hint's figures and the review's, where the seat still holds its redraw.

At round 19 the dealer with two piles open has three kinds of option: a pile for the
dealt card, keeping the redraw for round 20 (used there as well as it can be, knowing
that card), or the redraw now (its card to the better pile for it, round 20's card to
the other). Every deal of the unseen cards is counted, the opponent's face-down cards
and its last card included; the opponent never redraws (as in the valuation's model,
and as the players of these games). The playout's rule for a kept redraw is simpler
than the best one counted here, so its figures may lie a little under the exact ones,
never over; both must agree within the sampling's noise and that shortfall. (Valued
without the redraw kept, as before, one of these placements was worth 4.6% against
an exact 9.0%, and the check failed.)
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

import numpy as np
import pytest

from cardtable.computer_moves import choose_move
from cardtable.games.five_o.bot_face_down import face_down_piles
from cardtable.games.five_o.bots import GreedyFiveO
from cardtable.games.five_o.game import PILES, FiveOGame, FiveOObservation
from cardtable.games.five_o.review import Position, positions
from cardtable.games.five_o.review_values import REDRAW, hint_values
from cardtable.poker import evaluate_batch
from cardtable.review import review_game
from cardtable.review.types import Review
from tests.review.test_five_o_review import exact_scores

SHORTFALL = 0.02  # how far the playout's kept redraw may fall short of the best use of it


def _row(pile: tuple[object, ...]) -> list[int]:
    return [-1 if c is None else c.id for c in pile] + [-1] * (PILES - len(pile))  # type: ignore[attr-defined]


def exact_round_19(obs: FiveOObservation) -> dict[str, float]:
    """Each option's exact win chance (a drawn game half) at round 19 for a seat with
    two piles open, its redraw held and the opponent's last card to come (see the
    module): every ordered deal of the unseen cards counted."""
    assert obs.dealt is not None and obs.redraw_left[0]
    unseen = np.array([c.id for c in obs.unseen()])
    m = len(unseen)
    theirs = np.array([_row(p) for p in obs.piles[1]])
    hidden = face_down_piles(obs)
    their_empty = [tuple(x) for x in np.argwhere(theirs < 0) if x[0] not in hidden]
    assert len(their_empty) == 1
    slots = len(hidden) + 1
    deals = np.array(list(itertools.permutations(range(m), slots)))  # indices into unseen
    opp = np.repeat(theirs[None], len(deals), axis=0)
    for k, pile in enumerate(hidden):
        opp[:, pile, PILES - 1] = unseen[deals[:, k]]
    p, s = their_empty[0]
    opp[:, p, s] = unseen[deals[:, -1]]
    o = evaluate_batch(opp.reshape(-1, PILES)).reshape(-1, PILES)  # deals × battles
    taken = np.zeros((len(deals), m), dtype=bool)
    taken[np.arange(len(deals))[:, None], deals] = True

    mine = np.array([_row(p) for p in obs.piles[0]])
    a, b = [i for i in range(PILES) if (mine[i] < 0).any()]
    fixed = [i for i in range(PILES) if i not in (a, b)]
    mine_fixed = evaluate_batch(mine[fixed]) if fixed else np.zeros(0)
    margin0 = (np.sign(mine_fixed[None] - o[:, fixed])).sum(axis=1)  # won less lost, full piles

    def pile_with(pile: int, cards: np.ndarray) -> np.ndarray:
        rows = np.repeat(mine[pile][None], len(cards), axis=0)
        rows[:, PILES - 1] = cards
        return evaluate_batch(rows)

    every = np.append(unseen, obs.dealt.id)  # the dealt card last (index m)
    on_a, on_b = pile_with(a, every), pile_with(b, every)
    sa = np.sign(on_a[None] - o[:, [a]])  # deals × card: its battle a, won 1 / lost -1
    sb = np.sign(on_b[None] - o[:, [b]])

    def score(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Win chance per deal for card x on a and card y on b (deals × cards broadcast)."""
        margin = margin0[:, None] + x + y
        return np.where(margin > 0, 1.0, np.where(margin == 0, 0.5, 0.0))

    free = ~taken  # deals × m: cards the opponent did not take
    out: dict[str, float] = {}
    for pile, first, second in ((a, sa, sb), (b, sb, sa)):
        # the dealt card on `pile`; round 20's card c on the other, kept or redrawn
        both = score(first[:, [m]], second[:, :m])  # deals × c
        keep = (both * free).sum(axis=0) / free.sum(axis=0)
        rest = (both * free).sum(axis=1, keepdims=True) - both  # the redraw's card: any other free one
        redraw = (rest * free).sum(axis=0) / (free.sum(axis=0) * (m - slots - 1))
        out[f"place {pile + 1}"] = float(np.maximum(keep, redraw).mean())
    # the redraw now: its card d to the better pile for it, round 20's card c to the other
    best = []
    for d in range(m):
        others = free & (np.arange(m) != d)[None]
        ok = free[:, d]
        on_a_first = (score(sa[:, [d]], sb[:, :m]) * others)[ok].sum() / others[ok].sum()
        on_b_first = (score(sa[:, :m], sb[:, [d]]) * others)[ok].sum() / others[ok].sum()
        best.append(max(on_a_first, on_b_first))
    out[REDRAW] = float(np.mean(best))
    return out


def play(game: FiveOGame) -> FiveOGame:
    """Both seats by the easy level, never redrawing (so the redraw is still held)."""
    bots = [GreedyFiveO(s, redraw_below=-np.inf) for s in (1, 2)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(seat, choose_move(game, seat, bots[seat], "easy"), checked=False)
    return game


@functools.cache
def _round_19_games(count: int = 3) -> tuple[tuple[Position, Position, Review], ...]:
    """Dealer positions at round 19 with two piles open, the redraw held and options
    that differ, the same seat's position at round 20, and the review of their games."""
    found: list[tuple[Position, Position, Review]] = []
    for seed in range(300):
        game = play(FiveOGame(seed=seed, first_dealer="opponent", one_redraw=True))
        at = [p for p in positions(game, 1) if sum(map(len, p.obs.piles[0])) == PILES + 18]
        if at and len(at[0].obs.open_piles()) == 2:
            review = review_game(game, 1)
            decision = next(d for d in review.decisions if d.move_index == at[0].move_index)
            if len({round(o.value, 3) for o in decision.options}) == 1:
                continue  # every option alike (the game decided already): nothing to check
            last = next(p for p in positions(game, 1) if p.move_index > at[0].move_index)
            found.append((at[0], last, review))
            if len(found) == count:
                return tuple(found)
    raise AssertionError("too few games with a choice at round 19")


def _agree(value: float, low: float, high: float, exact: float) -> None:
    se = (high - low) / (2 * 1.96)
    assert exact - SHORTFALL - 4 * se <= value <= exact + 4 * se, (value, low, high, exact)


def _hint_and_review_agree_with(exact: dict[str, float], position: Any, decision: Any) -> Any:
    """Every option's figure, in the Hint and in the review's ``decision``, agrees with
    the exact count; returns the Hint's values."""
    hint = hint_values(position.obs, position.legal)
    low, high = hint.interval()
    for i, move in enumerate(hint.moves):
        _agree(float(hint.mean()[i]), float(low[i]), float(high[i]), exact[move])
        option = decision.option(move)
        _agree(option.value, option.low, option.high, exact[move])
    return hint


def test_round_19_with_the_redraw_held_matches_exact_enumeration_in_the_hint_and_the_review() -> None:
    for position, _, review in _round_19_games():
        exact = exact_round_19(position.obs)
        assert set(exact) == {str(a) for a in position.legal}
        decision = next(d for d in review.decisions if d.move_index == position.move_index)
        hint = _hint_and_review_agree_with(exact, position, decision)
        # the advice and the review's best are the exact best, or within the noise of it
        top = max(exact.values())
        width = max(o.high - o.low for o in decision.options)
        assert exact[hint.best()] >= top - SHORTFALL - 2 * width
        assert exact[decision.best] >= top - SHORTFALL - 2 * width


def test_round_20_matches_exact_enumeration_in_the_hint_and_the_review() -> None:
    """The last card: keep it on the last pile, or redraw; nothing is left to choose."""
    for _, last, review in _round_19_games():
        after = next(d for d in review.decisions if d.move_index == last.move_index)
        exact = exact_scores(last.obs, [str(a) for a in last.legal])
        assert set(exact) == {o.move for o in after.options} and REDRAW in exact
        _hint_and_review_agree_with(exact, last, after)


def test_the_exact_check_tells_apart_a_figure_five_points_off() -> None:
    """A placement's figure five points off the exact one (about what keeping the
    redraw is worth) falls outside: the check can fail."""
    position, _, review = _round_19_games()[0]
    exact = exact_round_19(position.obs)
    decision = next(d for d in review.decisions if d.move_index == position.move_index)
    with pytest.raises(AssertionError):
        for move in exact:
            if move != REDRAW:
                option = decision.option(move)
                _agree(option.value, option.low, option.high, exact[move] + 0.05)
