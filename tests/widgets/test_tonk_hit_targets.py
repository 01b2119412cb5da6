"""Finding a hit (TONK-10): How to play says how it is made on the table, the turn's first
sentence says it before the buttons do, and the view says which spreads each choice of
cards extends, so the page outlines only those (the renderer knows no rule)."""

from __future__ import annotations

import random

from cardtable import Tonk
from cardtable.cards import parse_cards
from cardtable.games.tonk.actions import ChooseFlip, DrawStock, Hit, NoFlipBet, Spread
from cardtable.games.tonk.rules import can_hit
from cardtable.rules import rule_book


def hit_action(table: Tonk) -> dict | None:
    return next((a for a in table.view["actions"] if a["id"] == "hit"), None)


def test_TONK_10_how_to_play_says_how_to_hit_on_the_table():
    answers = {q: a for q, a in rule_book("tonk").questions}
    answer = answers["How do I hit a spread on the table?"]
    assert "choose the card or cards in your hand" in answer and "outlined" in answer
    assert "Click one of them, or press its number" in answer
    table = Tonk(seed=1)
    assert any(q["q"] == "How do I hit a spread on the table?" for q in table.rules["questions"])


def play_to_the_person_after_drawing(table: Tonk, rng: random.Random, *, hands: int = 12):
    """Yield each view where the person has drawn and spreads lie on the table, playing
    on (a spread or a hit now and then, else a discard) for ``hands`` hands."""
    played = 0
    while played < hands and not table.is_over:
        engine = table.engine
        legal = table.legal_actions()
        if engine.phase == "between":
            played += 1
            table.deal()
            continue
        if engine.phase == "flip":
            table.act(ChooseFlip(rng.randint(1, 5)))
        elif engine.phase == "bets":
            table.act(NoFlipBet())
        elif engine.stage == "start":
            table.act(DrawStock())
        else:
            if engine.spreads:
                yield legal
            spreads = [a for a in legal if isinstance(a, Spread | Hit)]
            table.act(rng.choice(spreads) if spreads and rng.random() < 0.5 else legal[-1])


def test_TONK_10_the_view_says_which_spreads_each_choice_of_cards_extends():
    """Over whole hands of play: each entry of ``fits`` is a choice of the person's own
    cards with exactly the spreads the engine lets it hit; every single card that can hit
    has its entry; and cards that fit one spread but not another were met."""
    one_of_several = 0
    for seed in range(6):
        table = Tonk(seed=seed, seats=4, level="baseline", speed="off", chips=400)
        rng = random.Random(seed)
        for legal in play_to_the_person_after_drawing(table, rng):
            hit = hit_action(table)
            assert hit is not None
            engine = table.engine
            hand = engine.hands[0]
            hand_codes = {c.code for c in hand}
            fits = {tuple(sorted(entry["cards"])): entry["targets"] for entry in hit["fits"]}
            legal_hits = [a for a in legal if isinstance(a, Hit)]
            assert len(fits) == len({tuple(sorted(c.code for c in a.cards)) for a in legal_hits})
            for cards, targets in fits.items():
                assert set(cards) <= hand_codes  # only the person's own cards are named
                chosen = tuple(parse_cards(" ".join(cards)))
                expected = [f"spread.{n}" for n in range(1, len(engine.spreads) + 1) if Hit(n, chosen) in legal_hits]
                assert sorted(targets) == sorted(expected)
                assert set(targets) <= set(hit["targets"])
            for card in hand:
                fitting = [n for n, s in enumerate(engine.spreads, start=1) if can_hit(s.cards, (card,))]
                if fitting and Hit(fitting[0], (card,)) in legal_hits:
                    assert fits[(card.code,)] == [f"spread.{n}" for n in fitting]
                    if len(fitting) < len(engine.spreads):
                        one_of_several += 1
    assert one_of_several > 0


def test_the_turn_says_how_to_hit_before_the_draw_once_spreads_lie_on_the_table():
    table = Tonk(seed=3, seats=4, level="baseline", speed="off", chips=400)
    starts_with_spreads = 0
    for _ in range(400):
        engine = table.engine
        if table.is_over:
            break
        if engine.phase == "between":
            table.deal()
        elif engine.phase == "flip":
            table.act(ChooseFlip(1))
        elif engine.phase == "bets":
            table.act(NoFlipBet())
        elif engine.stage == "start":
            status = table.view["status"]
            if engine.spreads:
                starts_with_spreads += 1
                assert "hit a spread on the table: choose cards in your hand, then click the spread" in status
            else:
                assert "hit" not in status
            table.act(DrawStock())
        else:
            legal = table.legal_actions()
            spreads = [a for a in legal if isinstance(a, Spread)]
            table.act(spreads[0] if spreads else legal[-1])
    assert starts_with_spreads > 0
