"""Every decision of the draw-poker bots, on fixed seeds, matches the stored record.

The record (``draw_poker_decisions.json``) was written from the bots as they were before
their code was reorganised; a reorganisation must not change one decision. Each match
plays the bots against each other on a 52- and a 32-card deck, and every move of both
seats is compared, with the win chance the seat to act estimated (exact, as text) and
the cards the draw policy throws for a set of hands. After an intended change of play:
``CARDTABLE_REGENERATE_DECISIONS=1 python -m pytest tests/bots/test_draw_poker_decisions.py``
and read the diff.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from cardtable.cards import Card, Deck
from cardtable.games.draw_poker.bot_range import win_chance
from cardtable.games.draw_poker.bots import DrawPokerBot, draw_choice
from cardtable.games.draw_poker.game import DrawPokerGame

RECORD = Path(__file__).with_name("draw_poker_decisions.json")
PAIRS = [("easy", "standard"), ("standard", "strong"), ("strong", "easy"), ("cautious", "tricky")]
MATCHES = [(seed, deck, pair) for seed in (1, 4, 5) for deck in (52, 32) for pair in PAIRS]  # each match 20+ moves
MOVES = 120  # per match: several hands, every phase


def play(seed: int, deck: int, levels: tuple[str, str]) -> list[str]:
    """The match's moves, each with the estimate of the seat to act, as text."""
    game = DrawPokerGame(seed=seed, deck=deck)
    bots = [DrawPokerBot(seed * 10 + seat, level=level, samples=120) for seat, level in enumerate(levels)]
    rng = np.random.default_rng(seed)
    lines = []
    while not game.is_over and len(lines) < MOVES:
        seat = game.to_act
        assert seat is not None
        obs = game.observation(seat)
        chance = win_chance(obs, rng, 60) if obs.phase in ("bet1", "bet2") else None
        action = bots[seat].choose(obs, game.legal_actions(seat))
        lines.append(f"{seat} {action}" + ("" if chance is None else f" @{chance!r}") + (" bluff" * bots[seat].bluffed))
        game.apply(seat, action)
    return lines


def draws(deck: int) -> list[str]:
    rng = random.Random(deck)
    cards = list(Deck.of_size(deck))
    hands = [rng.sample(cards, 5) for _ in range(400)]
    return [f"{codes(hand)} -> {codes(draw_choice(hand, deck))}" for hand in hands]


def codes(cards: Sequence[Card]) -> str:
    return " ".join(c.code for c in cards)


def record() -> dict[str, Any]:
    return {
        "matches": {f"{seed}/{deck}/{a}-{b}": play(seed, deck, (a, b)) for seed, deck, (a, b) in MATCHES},
        "draws": {str(deck): draws(deck) for deck in (52, 32)},
    }


@pytest.fixture(scope="module")
def stored() -> dict[str, Any]:
    if os.environ.get("CARDTABLE_REGENERATE_DECISIONS") == "1":
        RECORD.write_text(json.dumps(record(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("seed", "deck", "pair"), MATCHES)
def test_every_decision_of_the_match_is_as_recorded(stored, seed, deck, pair):
    key = f"{seed}/{deck}/{pair[0]}-{pair[1]}"
    moves = play(seed, deck, pair)
    assert len(moves) > 20  # the record covers several hands
    for number, (now, then) in enumerate(zip(moves, stored["matches"][key], strict=True), start=1):
        assert now == then, f"{key}: move {number} was {then!r}, now {now!r}"


@pytest.mark.parametrize("deck", [52, 32])
def test_the_draw_policy_throws_the_recorded_cards(stored, deck):
    assert draws(deck) == stored["draws"][str(deck)]


def test_the_record_covers_bets_raises_drops_draws_and_bluffs(stored):
    """A record of calls alone would prove little: every kind of decision is in it."""
    words = " ".join(line for moves in stored["matches"].values() for line in moves)
    for move in (" bet ", " raise ", " drop", " stay", " draw", " call", " exchange", "next hand", " bluff"):
        assert move in words, move
