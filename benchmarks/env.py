"""What the learning environments cost: moves per second of every game played by random
seats through the PettingZoo AEC environment (each seat shown its encoded observation and
mask at every step) beside the same games played out headless by random seats
(``simulate.play_out``), interleaved in one run, so a busy machine slows both alike.

Then beside peers (the ``[bench]`` extra installs them): each game against an RLCard or
OpenSpiel game of its kind, random masked play in both, every seat shown its observation
at every move (RLCard's ``state``, OpenSpiel's observation tensor), CPU moves a second
and the ratio, as issue 43 measured them:

    draw poker ÷ RLCard limit-holdem, ÷ OpenSpiel leduc_poker; Tonk (2 seats) ÷ RLCard
    gin-rummy, ÷ OpenSpiel gin_rummy; Five-O ÷ RLCard limit-holdem; War ÷ RLCard uno.

Both play the same seeds with the small stakes of ``benchmarks/simulate.py``; the AEC
environment also asks each waiting seat once a round (wait), which counts as a step, not
a move. Medians of the repetitions are printed.

Measured on the shared 2-core development machine (load 4–5, so each figure moves by
±20 %; the ratios, interleaved, move less), ``--peers-only``, moves a second and ratio:

    game        before the lean path      after (cardtable.env.lean)   issue 43's old ratio
    draw poker   8,388  0.25 limit-holdem  14,789  0.51 limit-holdem    0.16–0.19
                 8,234  0.14 leduc          7,855  0.32 leduc
    Tonk         6,478  0.50 gin-rummy     10,123  0.85 gin-rummy       0.32–0.34
                 6,264  0.36 gin_rummy     12,097  0.82 gin_rummy
    Five-O       9,765  0.28 limit-holdem  15,556  0.71 limit-holdem    0.18
    War         11,631  0.41 uno           23,627  0.66 uno             0.21

The goal (1× RLCard everywhere, 4× the old ratios) is not reached: what is left is mostly
not the environment's. Per move on the same machine: the benchmark's own loop (PettingZoo's
``agent_iter`` and ``last``, ``rng.choice`` over the mask's numbers, a step that does
nothing) costs 10–15 µs a step, ``rng.choice`` alone 8–9 µs; the engines' own
``legal_actions`` + ``apply(checked=False)`` cost 13–30 µs a move in draw poker, Five-O
and Tonk (2 µs in War); RLCard's whole step is 29 µs (limit-holdem), 28 µs (uno), 78 µs
(gin-rummy). So draw poker and Five-O cannot reach RLCard's 29 µs while the engine alone
costs about that; War (two steps a move, one of them a wait) needs ≤ 36 µs a move for 1×,
and the loop alone takes 20–29 µs of it. The profile's top entries after the lean path:
draw poker — ``lean_encode``, ``play_number`` → the engine's ``_apply`` (the showdown's
hand words, ``poker/hand.describe``), ``legal_actions``; Five-O — ``lean_encode``, the
showdown's ``rank_word``, ``_deal_round``'s events; Tonk — ``lean_encode``, the legal
spreads and hits (``rules.is_set``/``is_run`` on every subset of the hand), its events;
War — the loop itself, ``lean_encode``, NumPy's ``flatnonzero`` in the benchmark.

    python benchmarks/env.py [--games 40] [--repeats 3] [--peers-only]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np
from simulate import SETTINGS

from cardtable.env import raw_aec
from cardtable.games import GAMES
from cardtable.simulate import play_out


def through_env(name: str, seeds: range) -> tuple[int, int]:
    """Moves and steps of random masked seats through the AEC environment."""
    env = raw_aec(name, options=SETTINGS[name])
    rng = np.random.default_rng(0)
    moves = steps = 0
    for seed in seeds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            move = None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            env.step(move)
            steps += move is not None
        moves += len(env.game.actions)
    return moves, steps


def headless(name: str, seeds: range) -> int:
    return sum(len(play_out(GAMES[name](seed=seed, **SETTINGS[name])).actions) for seed in seeds)


PEERS = (
    ("draw_poker", "rlcard", "limit-holdem"),
    ("draw_poker", "open_spiel", "leduc_poker"),
    ("tonk", "rlcard", "gin-rummy"),
    ("tonk", "open_spiel", "gin_rummy"),
    ("five_o", "rlcard", "limit-holdem"),
    ("war", "rlcard", "uno"),
)


def rlcard_moves(name: str, games: int) -> int:
    """Moves of random seats in RLCard's ``name``, each shown its state (RLCard's env loop)."""
    import rlcard

    env = rlcard.make(name, config={"seed": 0})
    rng = np.random.default_rng(0)
    moves = 0
    for _ in range(games):
        state, _player = env.reset()
        while not env.is_over():
            action = int(rng.choice(list(state["legal_actions"])))
            state, _player = env.step(action)
            moves += 1
    return moves


def open_spiel_moves(name: str, games: int) -> int:
    """Moves of random players in OpenSpiel's ``name``, the player to act shown its
    observation tensor at every move (chance outcomes sampled, not counted)."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = np.random.default_rng(0)
    moves = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(outcomes, p=chances)))
                continue
            state.observation_tensor(state.current_player())
            state.apply_action(int(rng.choice(state.legal_actions())))
            moves += 1
    return moves


def rate(count: Callable[[], int]) -> float:
    start = time.process_time()
    moves = count()
    return moves / (time.process_time() - start)


def peers(games: int, repeats: int) -> None:
    """Each game beside its peers, CPU moves a second, interleaved, medians of ``repeats``."""
    print(f"\nBeside peers: random masked play, CPU moves a second, {games} games a side, medians of {repeats}")
    print(f"{'cardtable':12}{'moves/s':>10}  {'peer':26}{'moves/s':>10}{'ratio':>8}")
    for name, library, peer in PEERS:  # each side once first: imports and loading are not moves
        (rlcard_moves if library == "rlcard" else open_spiel_moves)(peer, 1)
        through_env(name, range(1))
    for name, library, peer in PEERS:
        ours, theirs = [], []
        for _ in range(repeats):
            ours.append(rate(lambda name=name: through_env(name, range(games))[0]))
            count = rlcard_moves if library == "rlcard" else open_spiel_moves
            theirs.append(rate(lambda count=count, peer=peer: count(peer, games)))
        mine, other = statistics.median(ours), statistics.median(theirs)
        print(f"{name:12}{mine:>10,.0f}  {library + ' ' + peer:26}{other:>10,.0f}{mine / other:>8.2f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--peers-only", action="store_true", help="only the table beside RLCard and OpenSpiel")
    args = parser.parse_args()
    if args.peers_only:
        peers(args.games, args.repeats)
        return
    seeds = range(args.games)
    print(f"Random seats, {args.games} seeded games a game, {args.repeats} repetitions: moves per second")
    print(f"{'':12}{'AEC env':>10}{'steps/s':>10}{'play_out':>10}{'ratio':>8}")
    for name in SETTINGS:
        env_rates, step_rates, bare_rates = [], [], []
        for _ in range(args.repeats):
            start = time.perf_counter()
            moves, steps = through_env(name, seeds)
            spent = time.perf_counter() - start
            env_rates.append(moves / spent)
            step_rates.append(steps / spent)
            start = time.perf_counter()
            bare = headless(name, seeds)
            bare_rates.append(bare / (time.perf_counter() - start))
        env_rate, bare_rate = statistics.median(env_rates), statistics.median(bare_rates)
        print(
            f"{name:12}{env_rate:>10,.0f}{statistics.median(step_rates):>10,.0f}{bare_rate:>10,.0f}"
            f"{env_rate / bare_rate:>8.2f}"
        )
    peers(args.games, args.repeats)


if __name__ == "__main__":
    main()
