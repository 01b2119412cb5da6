"""Ultimate Tonk computer seats, measured: chips won per hand by one seat of a level
against three seats of another (the level below, or a rule-following seat of
``tests/opponents``), with the measured seat in each of the four seats on the same deal
(paired deals) and 95% intervals; flip bets placed; decision times.

    python benchmarks/tonk.py [--deals 200] [--only strong|lean|hint]
"""

from __future__ import annotations

import argparse

import numpy as np
from paired import Clock, paired, rule_players

from cardtable.games.tonk.actions import FlipBet, NextHand
from cardtable.games.tonk.bots import LADDER, LEVELS, BaselineTonk
from cardtable.games.tonk.game import TonkGame
from cardtable.games.tonk.lean_bot import LeanTonk
from cardtable.games.tonk.review_values import best_index, option_values

RULE_PLAYERS = rule_players("tonk")
SEATS = 4


def one_hand(seed: int, hero: object, rivals: list[object], hero_seat: int, clock: Clock | None, bets: list) -> float:
    """Chips the hero's seat wins in the first hand of a table dealt from ``seed``."""
    game = TonkGame(seed=seed, seats=SEATS, chips=1000)
    others = iter(rivals)
    bots = {s: hero if s == hero_seat else next(others) for s in range(SEATS)}
    while game.phase != "between" and game.to_act is not None:
        seat = game.to_act
        obs, legal = game.observation(seat), game.legal_actions(seat)
        if seat == hero_seat and clock is not None:
            action = clock.timed(bots[seat].choose, obs, legal)
        else:
            action = bots[seat].choose(obs, legal)
        if seat == hero_seat and isinstance(action, FlipBet):
            bets.append(action)
        game.apply(seat, action)
    return float(game.chips[hero_seat] - 1000)


class HintTonk(BaselineTonk):
    """A seat that plays every move the Hint would name: the option worth most, played
    out (``review_values.option_values``); flip bets as the easy seat places them."""

    def decide(self, obs, legal):
        if obs.phase != "play" or NextHand() in legal:
            return super().decide(obs, legal)
        values, _ = option_values(obs, legal, np.random.default_rng(self.rng.randrange(2**32)))
        return legal[best_index(values)]


def maker(name: str):
    if name == "hint":
        return HintTonk
    if name == "lean":
        return LeanTonk  # the seat every playout of the hint and the review plays
    return RULE_PLAYERS[name] if name in RULE_PLAYERS else LEVELS[name]


def measure(hero: str, rival: str, deals: int, clock: Clock | None = None, bets: list | None = None):
    make_hero, make_rival = maker(hero), maker(rival)
    placed = [] if bets is None else bets

    def play(seed: int, hero_seat: int) -> float:
        rivals = [make_rival(seed * 10 + s) for s in range(SEATS - 1)]
        return one_hand(seed, make_hero(seed * 10 + 9), rivals, hero_seat, clock, placed)

    return paired(play, range(deals), seats=SEATS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--only", help="measure one level against the others")
    args = parser.parse_args()
    print(f"Ultimate Tonk, four seats, ante 10, {args.deals} deals a pairing, the measured seat in each seat")
    clocks = {level: Clock() for level in LADDER}
    bets: dict[str, list] = {level: [] for level in LADDER}
    pairs = [(LADDER[i + 1], LADDER[i]) for i in range(len(LADDER) - 1)] + [("strong", "easy")]
    pairs += [(level, rule) for level in LADDER for rule in RULE_PLAYERS]
    pairs += [("lean", "strong"), ("strong", "lean")]  # the playouts' stand-in, against what it stands for
    pairs += [("hint", "strong")]  # a seat that follows the Hint
    for hero, rival in pairs:
        if args.only and args.only != hero:
            continue
        margin = measure(hero, rival, args.deals, clocks.get(hero), bets.get(hero))
        print(margin.row(f"one {hero} vs three {rival}", " chips"), flush=True)
    for level in LADDER:
        placed = bets[level]
        staked = sum(b.stake for b in placed)
        print(f"{level}: {len(placed)} flip bets, {staked} chips staked; decisions {clocks[level].summary()}")


if __name__ == "__main__":
    main()
