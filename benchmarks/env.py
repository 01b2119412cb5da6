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
a move. Every side picks its random move the same way (``pick``: one ``integers`` draw
and an index into the legal moves, from the mask's ``flatnonzero`` here, RLCard's
``legal_actions`` keys, OpenSpiel's ``legal_actions()``), and OpenSpiel's chance
outcomes are drawn by ``chance`` (one ``random`` draw walked down the probabilities).
Until the second round both sides called ``rng.choice``, 8–9 µs a move on each side, so
every ratio was pulled towards 1 by a cost that was neither library's; OpenSpiel's
chance nodes paid ``rng.choice`` with probabilities, far more than its own deal.
Medians of the repetitions are printed.

First round (the lean path, ``cardtable.env.lean``), on the shared 2-core development
machine at load 4–5 (each figure moves by ±20 %; the ratios, interleaved, move less),
``--peers-only``, moves a second and ratio, the old ``rng.choice`` loop:

    game        before the lean path      after (cardtable.env.lean)   issue 43's old ratio
    draw poker   8,388  0.25 limit-holdem  14,789  0.51 limit-holdem    0.16–0.19
                 8,234  0.14 leduc          7,855  0.32 leduc
    Tonk         6,478  0.50 gin-rummy     10,123  0.85 gin-rummy       0.32–0.34
                 6,264  0.36 gin_rummy     12,097  0.82 gin_rummy
    Five-O       9,765  0.28 limit-holdem  15,556  0.71 limit-holdem    0.18
    War         11,631  0.41 uno           23,627  0.66 uno             0.21

Second round (the engines' own cost a move), the same machine at load 1–3.5, one run
each: before, as the benchmark was (``rng.choice``); the old engines in the even-handed
loop (the loop's change alone); after, the new engines in the even-handed loop:

    game        before (rng.choice)   old engines, even loop   after               engine µs a move
    draw poker  18,082  0.60 l-h      21,050  0.51 l-h         17,945  0.67 l-h    18.1 → 14.9
                        0.31 leduc            0.11 leduc               0.14 leduc
    Tonk        17,050  1.17 g-r      16,759  1.04 g-r         17,907  1.41 g-r    23.1 → 13.2
                        0.87 gin_rummy        0.57 gin_rummy           0.67 gin_rummy
    Five-O      22,654  0.67 l-h      26,636  0.64 l-h         32,079  0.78 l-h    13.3 →  9.4
    War         21,092  0.63 uno      34,237  0.65 uno         39,085  0.78 uno     2.3 →  1.2

(l-h: RLCard limit-holdem, g-r: RLCard gin-rummy; the engine's ``legal_actions`` +
``apply(checked=False)`` in random play, 200 seeded games, old and new run by turns.) The
engines got cheaper with the same moves, events, results, deals and saves: Tonk searches
spreads only among the cards of one rank or suit (and hits among its spread's), makes
its events in one write, counts points from a table and deals by slices; a poker hand's
value is worded once per language and a rank's word looked up once (every showdown's
reason and ``compare``'s steps asked them again); a fresh deck skips the checks a
caller's cards get; draw poker lists its 32 exchanges with ``compress``. The
environment's step reads its moves without copying the numbers it shows, and a forced
move is looked up without an import statement at each step.

Still below 1× RLCard: the engine alone is not the whole gap, and what is left does not
shrink without changing what the games record or how the environment steps. Per move,
against RLCard's whole step (24–37 µs limit-holdem, 20 µs uno, 62–78 µs gin-rummy):

- draw poker: the engine 15 µs, then the lean numbers (``lean_encode``, ten scaled
  numbers), the mask and the loop for 1.2 steps a move (the waiting seat's, the last ones).
  Profile's top: ``Shuffler.shuffle`` at every hand (the same draws are the same deals),
  the 32 ``Exchange`` moves listed at each draw, ``_apply``'s records (history line,
  ``HandMove``, ``Moved``), ``_start_hand``'s antes and ``HandDealt`` events.
- Five-O: the engine 9 µs, ``lean_encode`` about as much (forty card places and fifteen
  numbers a step), then the loop. Profile's top: ``_place`` and ``_deal_round`` (a
  ``CardPlaced``/``CardDealt`` event each), ``legal_actions``' places, the showdown's
  five ``compare`` (the battle's reason is data its event keeps).
- War: the engine 1.2 µs, but two steps a move (the waiting seat is asked too), each
  ``last`` (``lean_encode``, the copies a learner may write into), ``step`` with its
  forced-move check, and the loop's ``flatnonzero`` and ``pick``: 10–12 µs a step.

    python benchmarks/env.py [--games 40] [--repeats 3] [--peers-only]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence

import numpy as np
from simulate import SETTINGS

from cardtable.env import raw_aec
from cardtable.games import GAMES
from cardtable.simulate import play_out


def pick(rng: np.random.Generator, moves: Sequence[int] | np.ndarray) -> int:
    """One of ``moves`` at random, the same cheap way on every side: one ``integers`` draw
    and an index (``rng.choice`` turns the moves into an array first, 8–9 µs a move)."""
    return int(moves[int(rng.integers(len(moves)))])


def chance(rng: np.random.Generator, outcomes: Sequence[tuple[int, float]]) -> int:
    """A chance outcome drawn by its probability from one ``random`` draw (OpenSpiel's
    deals and draws; cardtable's engines shuffle with their own generator)."""
    left = rng.random()
    for outcome, probability in outcomes:
        left -= probability
        if left < 0:
            return int(outcome)
    return int(outcomes[-1][0])


def through_env(name: str, seeds: range) -> tuple[int, int]:
    """Moves and steps of random masked seats through the AEC environment."""
    env = raw_aec(name, options=SETTINGS[name])
    rng = np.random.default_rng(0)
    moves = steps = 0
    for seed in seeds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            move = None if terminated or truncated else pick(rng, np.flatnonzero(obs["action_mask"]))
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
            action = pick(rng, list(state["legal_actions"]))
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
                state.apply_action(chance(rng, state.chance_outcomes()))
                continue
            state.observation_tensor(state.current_player())
            state.apply_action(pick(rng, state.legal_actions()))
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
