"""The playouts that value Tonk's options (``games/tonk/playout.py``) play the rules as the
engine does: from a position of a real game, the bit-mask playout and the engine, every
seat played by ``LeanTonk`` (the playout's choices as an engine seat), reach the same end
with the same chips, move for move (TONK-8 … TONK-13)."""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.games.tonk import lean
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.lean_bot import LeanTonk
from cardtable.games.tonk.playout import PILE, Hands, Table, deal, table_hittable, unseen_cards


def snapshot(game: TonkGame, me: int) -> tuple[Table, Hands, int]:
    """The whole table, hidden cards and the stock's order included, as one playout row,
    valued for seat ``me``; and the position of the seat whose turn begins."""
    active = list(game.active)
    hands = [lean.mask_of(game.hands[s]) for s in active]
    known = []
    for s in active:
        cards = [c for c in game.picked[s] if c in game.hands[s]]
        if s == game.dealer and game.flip_card in game.hands[s]:
            cards.append(game.flip_card)
        known.append(lean.mask_of(cards))
    pile = np.zeros((1, PILE), dtype=np.int64)
    pile[0, : len(game.discards)] = [lean.mask_of([c]) for c in game.discards]
    by_run, by_set = table_hittable([sp.cards for sp in game.spreads])
    row = Hands(
        hands=np.array([hands], dtype=np.int64),
        known=np.array([known], dtype=np.int64),
        thrown=np.zeros((1, len(active)), dtype=np.int64),
        stock=np.array([[lean.mask_of([c]) for c in game.stock] + [0]], dtype=np.int64),
        drawn=np.zeros(1, dtype=np.int64),
        pile=pile,
        pile_len=np.array([len(game.discards)]),
        by_run=np.array([by_run], dtype=np.int64),
        by_set=np.array([by_set], dtype=np.int64),
        chips=np.zeros(1),
        live=np.ones(1, dtype=bool),
    )
    return Table(len(active), active.index(me), game.options.ante), row, active.index(game.turn)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_playout_ends_each_hand_as_the_engine_does(seats):
    """Every hand, from its first turn: the playout's chips for each seat equal what the
    engine paid it (its ante comes back, so the ante is added to the playout's figure),
    and every hand and the discard pile end as the engine's do."""
    compared = 0
    for seed in range(30):
        game = TonkGame(seed=seed, seats=seats)
        bots = [LeanTonk(seed * 10 + s) for s in range(seats)]
        while game.phase != "play":
            if game.phase in ("between", "over"):
                break
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
        if game.phase != "play":
            continue  # a deal bonus ended the hand at once
        rows = [snapshot(game, me) for me in game.active]
        before = list(game.chips)
        while game.phase == "play":
            seat = game.to_act
            game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
        for me, (table, row, turn) in zip(game.active, rows, strict=True):
            table.finish(row, (turn - 1) % table.seats, np.zeros(1, dtype=bool), np.zeros(1, dtype=np.int64))
            assert not row.live[0]
            assert row.chips[0] + game.options.ante == game.chips[me] - before[me], (seed, me)
            assert list(row.hands[0]) == [lean.mask_of(game.hands[s]) for s in game.active], (seed, me)
            pile = [lean.mask_of([c]) for c in game.discards]
            assert list(row.pile[0, : row.pile_len[0]]) == pile, (seed, me)
        compared += 1
    assert compared >= 25


def test_deals_keep_every_card_the_seat_saw_and_hide_nothing_it_did_not():
    game = TonkGame(seed=5, seats=4)
    bots = [LeanTonk(s) for s in range(4)]
    for _ in range(30):
        if game.phase == "play" and game.to_act == 0 and game.stage == "start":
            break
        seat = game.to_act
        game.apply(seat, bots[seat].choose(game.observation(seat), game.legal_actions(seat)))
    obs = game.observation(0)
    table, hands = deal(obs, np.random.default_rng(1), 50)
    unseen = lean.mask_of(unseen_cards(obs))
    for row in range(50):
        held = [int(m) for m in hands.hands[row]]
        stock = [int(m) for m in hands.stock[row, :-1]]
        everything = [*held, *stock]
        assert sum(m.bit_count() for m in everything) == len({b for m in everything for b in range(52) if m >> b & 1})
        assert [m.bit_count() for m in held] == list(obs.hand_sizes)
        assert held[table.me] == lean.mask_of(obs.hand)
        assert len(stock) == obs.stock_left and all(m & unseen for m in stock)
        for pos, seat in enumerate(obs.active):
            if seat != 0:
                assert held[pos] & lean.mask_of(obs.known_cards[seat]) == lean.mask_of(obs.known_cards[seat])
                assert held[pos] & ~lean.mask_of(obs.known_cards[seat]) & ~unseen == 0
