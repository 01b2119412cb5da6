"""Draw-poker computer opponents, measured: money won per deal by each level against the
level below and against the rule-following players of ``tests/opponents``, with paired
deals (each seed played twice, seats swapped) and 95% intervals; the strong level's
bluff rate; decision times.

Each deal is one hand from a fresh match ($200 each, $5 ante).

    python benchmarks/draw_poker.py [--deals 300] [--only standard]
"""

from __future__ import annotations

import argparse

from paired import Clock, paired, rule_players

from cardtable.games.draw_poker.bots import LADDER, DrawPokerBot
from cardtable.games.draw_poker.game import DrawPokerGame

RULE_PLAYERS = rule_players("draw_poker")


def one_hand(seed: int, hero: object, rival: object, hero_seat: int, clock: Clock | None = None) -> float:
    """Money the hero wins in the first hand of a fresh match dealt from ``seed``."""
    game = DrawPokerGame(seed=seed)
    bots = {hero_seat: hero, 1 - hero_seat: rival}
    start = game.money[hero_seat] + game.options.ante
    while game.phase in ("bet1", "draw", "bet2"):
        seat = game.to_act
        obs, legal = game.observation(seat), game.legal_actions(seat)
        if seat == hero_seat and clock is not None and game.phase != "draw":
            action = clock.timed(bots[seat].choose, obs, legal)
        else:
            action = bots[seat].choose(obs, legal)
        game.apply(seat, action)
    if game.pot:  # identical hands: the pot stays in play, nobody has won it yet
        return 0.0
    return float(game.money[hero_seat] - start)


def maker(name: str):
    if name in RULE_PLAYERS:
        return lambda seed: RULE_PLAYERS[name](seed)
    return lambda seed: DrawPokerBot(seed, level=name)


def measure(hero: str, rival: str, deals: int, clock: Clock | None = None):
    make_hero, make_rival = maker(hero), maker(rival)

    def play(seed: int, hero_seat: int) -> float:
        return one_hand(seed, make_hero(seed + 1), make_rival(seed + 7), hero_seat, clock)

    return paired(play, range(deals))


def bluff_rate(deals: int) -> str:
    """How often the strong level's bets and raises are bluffs, against the calling station."""
    bot = DrawPokerBot(1, level="strong")
    bets = bluffs = 0
    for seed in range(deals):
        game = DrawPokerGame(seed=seed)
        rival = RULE_PLAYERS["calling station"](seed)
        while game.phase in ("bet1", "draw", "bet2"):
            seat = game.to_act
            player = bot if seat == seed % 2 else rival
            action = player.choose(game.observation(seat), game.legal_actions(seat))
            if player is bot and type(action).__name__ in ("Bet", "Raise"):
                bets += 1
                bluffs += bot.bluffed
            game.apply(seat, action)
    return f"strong: {bluffs} bluffs in {bets} bets and raises ({bluffs / max(bets, 1):.1%}) over {deals} hands"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--only", help="measure one level against the others")
    args = parser.parse_args()
    print(f"Draw poker, {args.deals} paired deals a pairing: $ per hand for the first named, 95% interval")
    clocks = {level: Clock() for level in LADDER}
    pairs = [(LADDER[i + 1], LADDER[i]) for i in range(len(LADDER) - 1)] + [("strong", "easy")]
    pairs += [(level, rule) for level in LADDER for rule in RULE_PLAYERS]
    for hero, rival in pairs:
        if args.only and args.only != hero:
            continue
        print(measure(hero, rival, args.deals, clocks[hero]).row(f"{hero} vs {rival}", " $"), flush=True)
    print(bluff_rate(args.deals))
    for level, clock in clocks.items():
        print(f"{level} decision time: {clock.summary()}")


if __name__ == "__main__":
    main()
