"""Reading the opponent's face-down cards from where they were placed
(``games/five_o/bot_face_down.py``): the placement chance, the memory of the opponent's
board, the weighted orders, and that the reading points at the true cards."""

from __future__ import annotations

import numpy as np

from cardtable.cards import parse_cards
from cardtable.games.five_o.bot_face_down import FaceDownReader, placement_chance
from cardtable.games.five_o.bot_playout import PlayoutWeights
from cardtable.games.five_o.bot_rollout import TUNED
from cardtable.games.five_o.bots import GreedyFiveO
from cardtable.games.five_o.game import PILES, FiveOGame, NextGame


def _board(*piles: str) -> np.ndarray:
    board = np.full((PILES, PILES), -1, dtype=np.int16)
    for p, text in enumerate(piles):
        ids = [c.id for c in parse_cards(text)] if text else []
        board[p, : len(ids)] = ids
    return board


def test_a_card_that_pairs_the_pile_is_likelier_to_have_gone_there():
    board = _board("Ks Kh 7c 4d", "2c", "9h 9d", "Jc", "5s 6s")
    cards = np.array([c.id for c in parse_cards("Kd Kc 3h 8c")], dtype=np.int16)
    chance = placement_chance(board, 0, cards, TUNED)
    assert chance[0] > 0.5 and chance[1] > 0.5  # the kings make trips there
    assert chance[2] < 0.2 and chance[3] < 0.2  # a three or an eight helps pile 0 no more than any other
    # the same card on a full pile: it cannot have gone there
    full = _board("Ks Kh 7c 4d 2s", "2c", "9h 9d", "Jc", "5s 6s")
    assert (placement_chance(full, 0, cards, TUNED) == 0).all()


def test_the_row_lock_leaves_only_the_shortest_piles_open():
    board = _board("Ks Kh", "2c", "9h", "Jc", "5s")
    king = np.array([parse_cards("Kd")[0].id], dtype=np.int16)
    assert placement_chance(board, 0, king, TUNED)[0] > 0.5
    assert placement_chance(board, 0, king, TUNED, row_lock=True)[0] == 0


def _unseen(obs) -> np.ndarray:
    return np.array([c.id for c in obs.unseen()], dtype=np.int16)


def _play(game: FiveOGame, bots: dict[int, object], until: int) -> None:
    while game.to_act is not None and sum(len(p) for side in game.observation(0).piles for p in side) < until:
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))


def test_the_reader_remembers_the_board_each_face_down_card_went_on():
    game = FiveOGame(seed=3, first_dealer="you")
    bots = {0: GreedyFiveO(1), 1: GreedyFiveO(2)}
    reader = FaceDownReader(TUNED)
    seen: list[np.ndarray] = []
    while game.to_act is not None and NextGame() not in game.legal_actions(game.to_act):
        seat = game.to_act
        obs = game.observation(seat)
        if seat == 0 and obs.dealt is not None:
            reader.observe(obs, _unseen(obs))
            seen.append(reader._last.copy())
            last = obs
        game.apply(seat, bots[seat].choose(obs, game.legal_actions(seat)))
    hidden = {p for p, cards in enumerate(last.piles[1]) if cards[-1:] == (None,)}
    assert len(hidden) == PILES  # seat 0 deals, so it places last: every face-down card is down
    assert set(reader._placed_on) == hidden
    for pile, board in reader._placed_on.items():
        # the board seen at the turn before the card went down, the pile four cards tall
        assert any((board == s).all() for s in seen[:-1])
        assert board[pile].tolist() == [c.id for c in last.piles[1][pile][:4]] + [-1]


def test_a_new_game_starts_the_memory_afresh():
    reader = FaceDownReader(TUNED)
    for seed in (1, 2):
        game = FiveOGame(seed=seed, first_dealer="you")
        bots = {0: GreedyFiveO(seed), 1: GreedyFiveO(seed + 10)}
        _play(game, bots, until=44)
        obs = game.observation(0)
        reader.observe(obs, _unseen(obs))
        hidden = {p for p, cards in enumerate(obs.piles[1]) if len(cards) == PILES and cards[-1] is None}
        assert set(reader._placed_on) == hidden
        for pile, board in reader._placed_on.items():
            visible = [c.id for c in obs.piles[1][pile][:4]]
            assert board[pile, :4].tolist() == visible


def test_orders_put_one_weighted_card_per_face_down_pile_first_and_every_card_once():
    game = FiveOGame(seed=2, first_dealer="you")
    _play(game, {0: GreedyFiveO(1), 1: GreedyFiveO(2)}, until=46)
    obs = game.observation(game.to_act)
    hidden = [p for p, cards in enumerate(obs.piles[1]) if len(cards) == PILES and cards[-1] is None]
    assert hidden
    reader = FaceDownReader(TUNED)
    reader.observe(obs, _unseen(obs))
    unseen = _unseen(obs)
    orders = reader.orders(unseen, 4000, np.random.default_rng(0))
    assert (np.sort(orders, axis=1) == np.sort(unseen)).all()  # a permutation each
    weights = reader.weights_for(obs, unseen)
    for k, weight in enumerate(weights):
        drawn = np.bincount(np.searchsorted(unseen, orders[:, k]), minlength=len(unseen)) / len(orders)
        likely = int(np.argmax(weight))
        assert drawn[likely] > 1.5 / len(unseen)  # far more often than a uniform draw
        assert abs(drawn[likely] - weight[likely] / weight.sum()) < 0.1


def test_the_reading_favours_the_card_that_is_really_there():
    """Over many face-down cards of greedy players, the true card's weight beats the
    average unseen card's: where a card went says something about it."""
    ratios = []
    for seed in range(12):
        game = FiveOGame(seed=seed, first_dealer="you")
        bots = {0: GreedyFiveO(seed), 1: GreedyFiveO(seed + 50)}
        reader = FaceDownReader(PlayoutWeights(), temperature=0.5)
        while game.to_act is not None and NextGame() not in game.legal_actions(game.to_act):
            seat = game.to_act
            obs = game.observation(seat)
            if seat == 0 and obs.dealt is not None:
                reader.observe(obs, _unseen(obs))
                last = obs
            game.apply(seat, bots[seat].choose(obs, game.legal_actions(seat)))
        obs = last  # seat 0's last turn: every face-down card of seat 1 is down
        unseen = _unseen(obs)
        truth = game.observation(1).piles[0]
        hidden = [p for p, cards in enumerate(obs.piles[1]) if len(cards) == PILES and cards[-1] is None]
        for pile, weight in zip(hidden, reader.weights_for(obs, unseen), strict=True):
            true_id = truth[pile][-1].id
            ratios.append(weight[unseen == true_id][0] / weight.mean())
    assert len(ratios) >= 40
    assert float(np.mean(ratios)) > 1.5
