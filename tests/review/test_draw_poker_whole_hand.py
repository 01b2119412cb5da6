"""Draw poker graded with the rest of the hand: breaking a made hand is never fine, in a
pot of antes as with $200 each in, and the Hint advises what the review grades best."""

from __future__ import annotations

import numpy as np
import pytest

from cardtable.cards import Deck, parse_cards
from cardtable.games.draw_poker.actions import Bet, Call, Exchange, GoToDraw, Raise, Stay
from cardtable.games.draw_poker.bots import DrawPokerBot
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.draw_poker.review import THRESHOLDS
from cardtable.games.draw_poker.review_hint import advise
from cardtable.review import review_game
from cardtable.widgets import DrawPoker

# (hand, the cards kept when it is broken, the least mark breaking it must get)
BROKEN = [
    ("Kh Ks Kd 7h 7c", "Kh 7h", "blunder"),  # a full house for two cards of it
    ("Ah Ad As Ac 7c", "Ah", "blunder"),  # four of a kind
    ("2h 5h 8h Th Qh", "2h 5h 8h Th", "blunder"),  # a flush
    ("5c 6d 7h 8s 9c", "5c 6d 7h 8s", "blunder"),  # a straight
    ("Ah Ad As 7c 2d", "Ah Ad", "mistake"),  # trip aces for a pair of them
    ("Kh Ks 7d 7c 2h", "Kh Ks", "inaccuracy"),  # two pair for one
]
ORDER = ("fine", "inaccuracy", "mistake", "blunder")


def at_the_draw(hand: str, *, bet: int = 0, seed: int = 1) -> DrawPokerGame:
    """A first hand dealt ``hand`` to the seat, at its draw: it stayed (or bet ``bet``)
    and she went to the draw."""
    mine = parse_cards(hand)
    deck = Deck.of_size(52).cards
    np.random.default_rng(seed).shuffle(deck)
    game = DrawPokerGame(seed=seed, stack=mine + [c for c in deck if c not in mine])
    game.apply(0, Bet(bet) if bet else Stay())
    game.apply(1, GoToDraw())
    assert game.phase == "draw" and game.to_act == 0
    return game


def broken(hand: str, kept: str, **deal: int) -> DrawPokerGame:
    game = at_the_draw(hand, **deal)
    keep = set(parse_cards(kept))
    game.apply(0, Exchange(tuple(c for c in game.hands[0] if c not in keep)))
    return game


@pytest.mark.parametrize(("hand", "kept", "least"), BROKEN)
def test_breaking_a_made_hand_in_a_pot_of_antes_is_not_fine(hand, kept, least):
    """The antes alone are in ($10): the draw is graded with the betting after it, and
    against that pot, so giving most of it away is a blunder, not "as good as the best"."""
    game = broken(hand, kept)
    review = review_game(game, 0, seed=1)
    draw = review.decisions[-1]
    assert draw.chosen.startswith("exchange") and draw.best != draw.chosen
    assert ORDER.index(draw.mark) >= ORDER.index(least), (draw.mark, draw.cost, draw.why)
    assert "as good as the best" not in draw.why
    assert "with the betting after the draw" in draw.why


def test_calling_all_in_with_king_high_is_a_blunder():
    """She raises all in after the draw over the seat's $5 bet; the seat calls $190 with
    king high. It risks $200 and gives away nearly all of it: a blunder (it was only a
    mistake as a share of the pot, which holds the call twice over)."""
    game = at_the_draw("Kh 9s 7d 4c 2h")
    game.apply(0, Exchange(()))
    game.apply(1, Exchange(()))
    game.apply(0, Bet(5))
    game.apply(1, max((a for a in game.legal_actions(1) if isinstance(a, Raise)), key=lambda a: a.amount))
    assert game.to_call(0) == 190
    game.apply(0, Call())
    call = review_game(game, 0, seed=1).decisions[-1]
    assert call.chosen == "call" and call.best == "drop"
    assert call.mark == "blunder" and call.cost > THRESHOLDS[2] * 200, (call.cost, call.why)


@pytest.mark.parametrize(("hand", "kept"), [(h, k) for h, k, _ in BROKEN[:4]])
def test_breaking_a_made_hand_gets_the_same_mark_whatever_the_pot(hand, kept):
    marks = {bet: review_game(broken(hand, kept, bet=bet), 0, seed=1).decisions[-1].mark for bet in (0, 195)}
    assert marks == {0: "blunder", 195: "blunder"}


@pytest.mark.parametrize(("hand", "kept", "least"), BROKEN)
def test_the_hint_keeps_the_made_hand_and_the_review_calls_that_fine(hand, kept, least):
    game = at_the_draw(hand)
    advice = advise(game, 0, np.random.default_rng(7))
    assert advice.best != Exchange(tuple(c for c in game.hands[0] if c not in set(parse_cards(kept))))
    game.apply(0, advice.best)
    draw = review_game(game, 0, seed=1).decisions[-1]
    assert draw.mark == "fine" and draw.cost <= THRESHOLDS[0] * 10 / 4


def test_a_fine_move_that_gives_something_away_says_how_much_the_best_was_worth():
    """Only a cost nil within the sampling is "as good as the best"."""
    review = review_game(at_the_draw("Kh Ks Kd 7h 7c"), 0, seed=1)  # her stay is graded too
    for decision in review.decisions:
        if "as good as the best" in decision.why:
            best, chosen = decision.options[0], decision.option(decision.chosen)
            assert decision.cost <= max(0.005, (best.high - best.low + chosen.high - chosen.low) / 2)


def follow_the_hint(seed: int, hands: int, deck: int = 52) -> DrawPokerGame:
    """A match in which seat 0 plays every move the Hint advises, against the standard
    computer, for ``hands`` hands."""
    game = DrawPokerGame(seed=seed, deck=deck)
    her = DrawPokerBot(seed + 1, level="standard")
    rng = np.random.default_rng(seed + 99)
    finished = 0
    while game.to_act is not None:
        if game.phase == "between":
            finished += 1
            if finished == hands:
                break
        seat = game.to_act
        if seat == 0 and game.phase != "between":
            move = advise(game, 0, rng).best
        else:
            move = her.choose(game.observation(seat), game.legal_actions(seat))
        game.apply(seat, move)
    return game


def test_a_player_who_follows_the_hint_is_graded_fine():
    """Measured: 8 matches of 5 hands (both decks), every decision fine. The bar: at
    least 95% fine and no mistake or blunder."""
    marks = {mark: 0 for mark in ORDER}
    for seed in range(8):
        review = review_game(follow_the_hint(seed, hands=5, deck=(52, 32)[seed % 2]), 0, seed=seed)
        for mark, count in review.marks().items():
            marks[mark] += count
    decisions = sum(marks.values())
    assert decisions >= 50
    assert marks["mistake"] == marks["blunder"] == 0, marks
    assert marks["fine"] >= 0.95 * decisions, marks


def test_the_table_hint_points_at_the_move_the_valuation_finds_best():
    """The table's Hint draws its deals from a stream seeded by the match: the same
    deals as ``advise`` on that stream, so the same move, the amount of a bet included."""
    table = DrawPoker(seed=3, level="standard")
    words, marks = table.advise()
    best = advise(table.engine, 0, np.random.default_rng(table.engine.seed)).best
    ids = {Bet: "bet", Stay: "stay", GoToDraw: "draw"}
    expected = {"action": ids[type(best)], **({"amount": best.amount} if isinstance(best, Bet) else {})}
    assert marks == expected and "worth" in words and "% of the showdowns" in words


def test_a_hinted_bet_is_the_amount_the_bet_control_offers():
    """Where the Hint bets other than half the pot (the control's usual amount), the
    control offers the Hint's amount."""
    table = DrawPoker(seed=2, level="standard")
    for _ in range(60):
        engine = table.engine
        if engine.to_act != 0 or engine.phase not in ("bet1", "draw", "bet2"):
            table.next_hand()
            continue
        table.show_hint()
        hint = table.view["hint"]
        usual = min(max(engine.pot // 2, 5), engine.bet_range(0)[1]) if engine.bet_range(0) else None
        if "amount" in hint and hint["amount"] != usual:
            control = next(a for a in table.view["actions"] if a["id"] == hint["action"])
            assert control["amount"]["value"] == hint["amount"]
            return
        table.act(advise(engine, 0, np.random.default_rng(0)).best)
    pytest.fail("the Hint never bet other than half the pot")


def test_the_hint_reads_nothing_the_seat_has_not_seen():
    """Her five cards swapped for five nobody was dealt: the same advice, figure for figure."""
    games = []
    for swap in (False, True):
        mine = parse_cards("Kh Ks 7d 7c 2h")
        deck = Deck.of_size(52).cards
        np.random.default_rng(3).shuffle(deck)
        rest = [c for c in deck if c not in mine]
        if swap:
            rest = rest[5:10] + rest[:5] + rest[10:]
        game = DrawPokerGame(seed=3, stack=mine + rest)
        game.apply(0, Stay())
        game.apply(1, GoToDraw())
        games.append(game)
    assert games[0].hands[1] != games[1].hands[1]
    first, second = (advise(g, 0, np.random.default_rng(11)) for g in games)
    assert (first.moves, first.values, first.best) == (second.moves, second.values, second.best)
    assert np.isnan(first.chance) and np.isnan(second.chance)  # at the draw no showdown chance is given
