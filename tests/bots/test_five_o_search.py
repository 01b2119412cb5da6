"""The Five-O search behind the ``standard`` and ``strong`` levels: the playout's policy
and bookkeeping, common random numbers across candidate piles, the worth of a finished
deal under the table's options, the redraw search, and determinism."""

from __future__ import annotations

import random

import numpy as np
import pytest

from cardtable.cards import Card, parse_cards
from cardtable.games.five_o import bots as five_o
from cardtable.games.five_o.bot_playout import STRAIGHT_OK, Playout, PlayoutWeights
from cardtable.games.five_o.bot_rollout import RolloutFiveO, _ahead, _redraw_worth, deal_worth
from cardtable.games.five_o.game import FiveOGame, Place, Redraw


def _gains(playout: Playout, card: int) -> np.ndarray:
    """The playout's gain for ``card`` on each pile of its first board."""
    rank, suit = card >> 2, card & 3
    same = playout.rank_count[playout.base + rank]
    key = playout.code * 16 + same * 4 + (playout.suit == suit) * 2 + STRAIGHT_OK[playout.mask | (1 << rank)]
    return playout.gain[key][0]


def test_with_its_default_weights_the_playout_gains_what_the_greedy_prospect_gains():
    rng = random.Random(0)
    compared = 0
    for _ in range(40):
        ids = list(range(52))
        rng.shuffle(ids)
        piles = [[ids[p]] for p in range(5)]
        for card in ids[5:25]:
            board = np.full((5, 5), -1, dtype=np.int16)
            for p, pile in enumerate(piles):
                board[p, : len(pile)] = pile
            playout = Playout(board, 1, PlayoutWeights(noise=0.0))
            gains = _gains(playout, card)
            high_card = (card // 4 + 2) / 60  # the greedy term every pile gains alike
            for p, pile in enumerate(piles):
                cards = [Card.from_id(c) for c in pile]
                if len(pile) < 5:
                    greedy = five_o.pile_prospect([*cards, Card.from_id(card)]) - five_o.pile_prospect(cards)
                    assert gains[p] == pytest.approx(greedy - high_card, abs=1e-4), (cards, card)
                    compared += 1
                else:
                    assert gains[p] == -np.inf
            playout.place(np.array([card]), noise=np.zeros((1, 5)))
            piles = [[int(c) for c in row if c >= 0] for row in playout.boards[0]]
    assert compared > 1500


def test_the_playout_keeps_its_codes_in_step_with_the_piles():
    rng = np.random.default_rng(0)
    deals = np.array([rng.permutation(52)[:17] for _ in range(32)], dtype=np.int16)
    playout = Playout(np.full((5, 5), -1), 32)
    for p in range(5):
        playout.place(deals[:, p], np.full(32, p))
    playout.place_all(deals[:, 5:], rng.random((12, 32, 5)))
    assert (playout.heights.sum(axis=1) == 17).all()
    for b, board in enumerate(playout.boards):
        assert sorted(int(c) for c in board.ravel() if c >= 0) == sorted(deals[b].tolist())
        again = Playout(board, 1)
        assert (again.code[0] == playout.code[b]).all()
        assert (again.mask[0] == playout.mask[b]).all()
        assert (again.rank_count == playout.rank_count.reshape(32, -1)[b]).all()


def test_the_playout_obeys_the_row_lock():
    rng = np.random.default_rng(1)
    board = np.full((5, 5), -1)
    board[:, 0] = np.arange(5)
    cards = np.array([rng.permutation(np.arange(5, 52))[:12] for _ in range(32)], dtype=np.int16)
    playout = Playout(board, 32)
    for t in range(12):
        playout.place(cards[:, t], noise=rng.random((32, 5)), row_lock=True)
        assert (playout.heights.max(axis=1) - playout.heights.min(axis=1) <= 1).all()


def test_straight_masks_know_the_wheel_and_the_gaps():
    def mask(text: str) -> int:
        return sum(1 << (c.id >> 2) for c in parse_cards(text))

    assert STRAIGHT_OK[mask("Ah 2c 3d 5s")] and STRAIGHT_OK[mask("Th Jc Qd Ah")]
    assert not STRAIGHT_OK[mask("2h 3c 4d 8s")] and not STRAIGHT_OK[mask("Kh Ac 2d 3s")]


def _mid_game(seed: int, moves: int, **options: object) -> FiveOGame:
    game = FiveOGame(seed=seed, first_dealer="random", **options)
    for _ in range(moves):
        seat = game.to_act
        game.apply(seat, game.legal_actions(seat)[-1])
    return game


def test_every_candidate_is_played_out_on_the_same_cards_and_noise():
    """Common random numbers: the same card offered twice is worth the same in every
    sample, while two different piles are not (the comparison sees only the choice)."""
    game = _mid_game(4, 12)
    obs = game.observation(game.to_act)
    bot = RolloutFiveO(7, samples=200)
    unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
    pool = unseen[bot.rng.random((200, len(unseen))).argsort(axis=1)]
    dealt = np.full(200, obs.dealt.id, dtype=np.int16)
    worth = bot.worths(obs, pool, [dealt, dealt])
    assert worth.shape == (2, len(obs.open_piles()), 200)
    assert (worth[0] == worth[1]).all()
    assert not (worth[0, 0] == worth[0, 1]).all()


def test_the_same_seed_and_observation_give_the_same_move():
    game = _mid_game(5, 9, one_redraw=True)
    seat = game.to_act
    obs, legal = game.observation(seat), game.legal_actions(seat)
    for level in ("standard", "strong"):
        first = five_o.LEVELS[level](11)
        moves = {first.choose(obs, legal) for _ in range(1)}
        values = first.last_values
        again = five_o.LEVELS[level](11)
        assert {again.choose(obs, legal)} == moves and again.last_values == values


def test_a_finished_deal_is_worth_the_game_first_then_battles_and_the_sunk_bonus():
    mine = np.array([[9, 9, 9, 1, 1], [9, 9, 9, 9, 9], [1, 1, 5, 5, 5]])
    theirs = np.array([[5, 5, 5, 5, 5]] * 3)
    single = _mid_game(1, 0).observation(0)
    assert deal_worth(mine, theirs, single) == pytest.approx([1.05, 1.25, -1.1])
    race = _mid_game(1, 0, series="race_to_50", sunk_bonus=5).observation(0)
    assert deal_worth(mine, theirs, race) == pytest.approx([1, 10, -2])


def test_the_redraw_search_is_not_flattered_by_noise():
    """Five piles of pure noise are worth 0 whatever the next card; the best of five noisy
    averages per next card would say more, the split judge does not."""
    rng = np.random.default_rng(3)
    worth = rng.normal(size=(5, 1200))
    nexts = rng.integers(0, 40, size=1200)
    flattering = np.mean([worth[:, nexts == n].mean(axis=1).max() for n in range(40)])
    assert flattering > 0.2
    assert abs(_redraw_worth(worth, nexts)) < 0.1


def test_standard_weighs_the_redraw_when_the_option_is_on():
    moves: list[object] = []
    for seed in range(4):
        game = FiveOGame(seed=seed, one_redraw=True, first_dealer="random")
        bot = five_o.StandardFiveO(seed, samples=300)
        for _ in range(10):
            seat = game.to_act
            legal = game.legal_actions(seat)
            action = bot.choose(game.observation(seat), legal)
            assert action in legal
            moves.append(action)
            game.apply(seat, action)
    assert Redraw() in moves and sum(isinstance(m, Place) for m in moves) > 30


def test_a_hidden_card_beside_four_of_a_kind_does_not_break_the_playout():
    """The bot fills the opponent's face-down slots with a stand-in card; beside four of
    a kind it may make a fifth of the rank, and the full pile must simply take no card."""
    board = np.full((5, 5), -1)
    board[0] = [0, 1, 2, 3, 0]  # the four twos and a stand-in two
    board[1:, 0] = [20, 30, 40, 50]
    rng = np.random.default_rng(2)
    cards = np.array([rng.permutation(np.arange(4, 52))[:16] for _ in range(8)], dtype=np.int16)
    done = Playout(board, 8).place_all(cards, rng.random((16, 8, 5)))
    assert (done[:, 0] == board[0]).all() and (done >= 0).all()


def test_looking_ahead_finds_the_good_next_pile_and_is_not_flattered_by_noise():
    """Two candidates: after the first, every pile for the next card is noise around 0;
    after the second, pile 3 is worth 0.5 more for every next card. Looking ahead values
    them near 0 and 0.5; the best of five noisy averages would flatter the first."""
    rng = np.random.default_rng(5)
    worth = rng.normal(size=(2, 5, 1200))
    worth[1, 2] += 0.5
    nexts = rng.integers(0, 30, size=1200)
    value = _ahead(worth, nexts)
    assert value.shape == (2, 1200)
    assert abs(value[0].mean()) < 0.1 and abs(value[1].mean() - 0.5) < 0.1


def test_looking_ahead_never_puts_the_next_card_on_a_full_pile():
    game = _mid_game(6, 30)  # late: some piles are full
    obs = game.observation(game.to_act)
    mine = obs.piles[0]
    assert any(len(p) == 5 for p in mine) and len(obs.open_piles()) > 1
    bot = RolloutFiveO(3, samples=300, ahead=True)
    unseen = np.array([c.id for c in obs.unseen()], dtype=np.int16)
    worth = bot.worths(obs, bot._orders(unseen, 300), ahead=True)
    assert worth.shape == (1, len(obs.open_piles()), 300)
    assert (np.abs(worth) <= 1.5).all()
