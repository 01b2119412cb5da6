"""A review's position shows a card hidden from the seat then only when the rules showed
it to the seat later in that deal and the seat can tell it lay there then: Five-O's
face-down cards after the showdown, another hand shown at a showdown or a settled Tonk
hand when that seat drew nothing unseen since. Every such card is checked against the
independent referee at the deal's end, and against where the engine held it then."""

from __future__ import annotations

import random
from typing import Any

import pytest
from referee import allowed_cards, allowed_in_review, check_message

from cardtable.cards import Deck
from cardtable.engine import Game
from cardtable.games import GAMES
from cardtable.tables.review.hindsight import HIDDEN, deal_bounds, deal_hindsight, shown_later
from cardtable.tables.review.positions import position, seated_table, viewed_position


def played(name: str, seed: int, *, moves: int = 400, **options: Any) -> Game[Any, Any]:
    """A game of ``name`` played at random to its end (or ``moves`` moves)."""
    game_type = GAMES[name]
    game = game_type(seed=seed, options=game_type.options_type(**options)) if options else game_type(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_act
        if seat is None:
            break
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


class Reviewer:
    """Draws ``engine``'s positions for ``seat`` as a review does, each deal's hindsight
    worked out once (as the review does)."""

    def __init__(self, engine: Game[Any, Any], seat: int) -> None:
        self.engine, self.seat = engine, seat
        self.viewer = seated_table(engine, seat)
        self.known: dict[int, Any] = {}

    def shown_at(self, moves: int) -> tuple[Game[Any, Any], dict[str, Any]]:
        """The position after ``moves`` moves as the review draws it."""
        game = position(self.engine, moves)
        _start, end = deal_bounds(self.engine, moves)
        if end not in self.known:
            self.known[end] = deal_hindsight(self.engine, self.seat, moves, self.viewer)[1]
        shown = viewed_position(self.viewer, game, self.seat)
        return game, shown_later(shown, game, self.known[end], self.seat)


def shown_at(engine: Game[Any, Any], seat: int, moves: int) -> tuple[Game[Any, Any], dict[str, Any]]:
    return Reviewer(engine, seat).shown_at(moves)


def later(shown: dict[str, Any]) -> dict[str, list[str]]:
    """The cards a position turned face up in hindsight, by zone."""
    return {z["id"]: [z["cards"][i] for i in z["later"]] for z in shown["zones"] if z.get("later")}


def held_then(game: Game[Any, Any], zone: str, seat: int) -> list[str]:
    """What the engine held in ``zone`` (as ``seat`` sees the table) at ``game``'s position."""
    if zone.startswith("opp.pile."):
        return [c.code for c in game.piles[1 - seat][int(zone.rsplit(".", 1)[1]) - 1]]  # type: ignore[attr-defined]
    owner = 1 - seat if zone == "opp.hand" else int(zone.split(".")[1])
    return [c.code for c in game.hands[owner]]  # type: ignore[attr-defined]


def positions(engine: Game[Any, Any], seat: int) -> list[int]:
    """Every move count at which ``seat`` was to act: the positions a review can draw."""
    return [i for i, (s, _a) in enumerate(engine.actions) if s == seat]


CASES = [("five_o", s) for s in (1, 2)] + [("draw_poker", s) for s in (1, 2, 3, 4)] + [("tonk", s) for s in (1, 2, 3)]


@pytest.mark.parametrize(("name", "seed"), CASES)
def test_a_card_shown_later_lay_there_then_and_the_seat_saw_it_by_the_deals_end(name, seed):
    engine = played(name, seed, moves=120)  # a Tonk session of a few hands is enough
    deck = Deck.of_size(engine.deck_size())
    turned = 0
    for seat in range(engine.num_seats):
        reviewer = Reviewer(engine, seat)
        for moves in positions(engine, seat):
            game, shown = reviewer.shown_at(moves)
            _start, end = deal_bounds(engine, moves)
            by_the_end = {c.code for c in allowed_cards(position(engine, end), seat)}
            for zone, cards in later(shown).items():
                assert set(cards) <= set(held_then(game, zone, seat)), (zone, cards)  # it lay there then
                assert set(cards) <= by_the_end, (zone, cards)  # and the rules showed it by the end
                turned += len(cards)
            where = f"{name} seed {seed} seat {seat} after {moves} moves"
            check_message(shown, allowed_in_review(engine, seat, moves, shown), deck, where)
    assert turned > 0  # each game shows some card in hindsight (a showdown, a settled hand)


def test_FIVEO_9_the_last_positions_show_every_face_down_card_of_the_other_side_where_it_lies():
    engine = played("five_o", 1)
    last = positions(engine, 0)[-1]
    game, shown = shown_at(engine, 0, last)
    for zone in shown["zones"]:
        if zone["id"].startswith("opp.pile.") and len(zone["cards"]) == 5:
            assert zone["cards"] == held_then(game, zone["id"], 0) and zone["later"] == [4]
    # before the other side laid any card face down, there is nothing to show
    first = positions(engine, 0)[0]
    assert later(shown_at(engine, 0, first)[1]) == {}


def test_DRAW_5_her_hand_is_shown_only_after_her_draw_and_only_when_the_showdown_showed_it():
    for seed in range(1, 40):
        engine = played("draw_poker", seed, moves=12)
        exchanges = [i for i, (s, a) in enumerate(engine.actions) if s == 1 and getattr(a, "cards", ())]
        if not (engine.shown and exchanges and positions(engine, 0)):
            continue
        for moves in positions(engine, 0):
            _game, shown = shown_at(engine, 0, moves)
            if moves <= exchanges[-1]:  # she had yet to exchange cards the seat never saw
                assert "opp.hand" not in later(shown), moves
            else:
                assert later(shown).get("opp.hand") == [c.code for c in engine.hands[1]]
        return
    pytest.fail("no hand with her draw and a showdown in 40 seeds")


def test_DRAW_6_a_folded_hand_is_never_shown_and_a_later_hands_showdown_never_reaches_an_earlier_hand():
    for seed in range(1, 60):
        engine = played("draw_poker", seed, moves=60)
        next_hands = [i for i, (_s, a) in enumerate(engine.actions) if type(a).__name__ == "NextHand"]
        if len(next_hands) < 2:
            continue
        for seat in (0, 1):
            for moves in positions(engine, seat):
                _start, end = deal_bounds(engine, moves)
                ended = position(engine, end)
                shown = shown_at(engine, seat, moves)[1]
                if not ended.shown:  # the hand ended in a fold: her cards stay backs
                    assert later(shown) == {}, (seed, seat, moves)
                else:
                    turned = {c for cards in later(shown).values() for c in cards}
                    assert turned <= {c.code for c in ended.hands[1 - seat]}
        return
    pytest.fail("no match of three hands in 60 seeds")


def test_TONK_19_a_settled_hand_is_shown_at_earlier_positions_only_after_its_last_unseen_draw():
    checked = 0
    for seed in range(1, 12):
        engine = played("tonk", seed, moves=120)
        for seat in range(engine.num_seats):
            reviewer = Reviewer(engine, seat)
            for moves in positions(engine, seat):
                _start, end = deal_bounds(engine, moves)
                for zone in reviewer.shown_at(moves)[1]["zones"]:
                    if not zone["id"].startswith("seat."):
                        continue
                    owner = int(zone["id"].split(".")[1])
                    rest_of_the_hand = engine.actions[moves:end]
                    if any(s == owner and type(a).__name__ == "DrawStock" for s, a in rest_of_the_hand):
                        assert not zone.get("later"), (seed, seat, moves, zone["id"])
                    elif zone.get("later"):
                        assert HIDDEN not in zone["cards"]
                        checked += 1
    assert checked > 0
