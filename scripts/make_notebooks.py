"""Write the notebooks in notebooks/ from the cells below, then run them so that they
are saved with their outputs (nbval compares the cells marked NBVAL_CHECK_OUTPUT).

    python scripts/make_notebooks.py            # write and execute every notebook
    python scripts/make_notebooks.py war        # just one
"""

from __future__ import annotations

import os
import pathlib
import re
import sys

import nbformat as nbf
from nbclient import NotebookClient

from cardtable.widgets.snapshot import refresh_saved_pictures

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CHECK = "# NBVAL_CHECK_OUTPUT\n"


# Our prose holds no mathematics, so every "$" in it is money. JupyterLab's MathJax
# typesets the text between two bare "$" as a formula ("$200 and ante $5" became
# "200andante5"), and the backslashes that keep MathJax off (a source "\\$200") leave
# one on the page in every CommonMark reader (GitHub, VS Code: "\$200"). As a span with the
# character reference, the source has no "$" for JupyterLab's maths finder, MathJax does
# not read a formula across the span, and every reader shows a plain "$200".
DOLLAR = "<span>&#36;</span>"
CODE_SPAN = re.compile(r"(`[^`\n]*`)")  # a "$" in code is shown as written: left alone


def md(text: str):
    """A markdown cell, its dollar signs written so that every reader shows them (``DOLLAR``)."""
    parts = CODE_SPAN.split(text.strip())
    return nbf.v4.new_markdown_cell(
        "".join(part if k % 2 else part.replace("$", DOLLAR) for k, part in enumerate(parts))
    )


def code(text: str, *, check: bool = False):
    return nbf.v4.new_code_cell((CHECK if check else "") + text.strip())


TOUR = [
    md("""
# A tour of cardtable

cardtable puts card tables inside notebooks. Each table is a Python object: show it
and you can play it with clicks; call its methods and you step through the same game
from code. Everything the table shows comes from the rules engine in the kernel, and
nothing a seat may not see ever reaches the page.

This tour uses War, the simplest game. Run the cell below, then press **Turn cards**
(or the key `T`) on the table.
"""),
    code("""
import cardtable

table = cardtable.War(seed=1)
table
"""),
    md("""
## The same table, from code

`print(table)` shows the table as text. Methods play on the very table shown above:
after running the next cell, look back up: the table has moved too.
"""),
    code(
        """
table.turn()        # one battle, like the Turn cards button
table.play(10)      # ten more, like Play 10 battles
print(table)
""",
        check=True,
    ),
    md("""
## What the page is told

The table above is drawn from `table.view`, a small JSON description of what *your*
seat may see. A face-down card is `"??"`; the piles are only counts. The order of the
cards stays in the kernel.
"""),
    code(
        """
{zone["id"]: zone.get("cards", zone.get("count")) for zone in table.view["zones"]}
""",
        check=True,
    ),
    md("""
## Save, load, replay

A game is its seed, its house rules and its moves. `to_json()` saves exactly that (with
a snapshot and a signature, so a damaged or edited file is caught); `from_json()` replays it.
"""),
    code(
        """
saved = table.engine.to_json()
again = cardtable.WarGame.from_json(saved)
print(again.text() == table.engine.text(), len(again.actions), "moves replayed")
""",
        check=True,
    ),
    md("""
A bad move, a forged click or a damaged save is refused with a sentence, and nothing
changes:
"""),
    code(
        """
try:
    table.engine.apply(0, "peek at the deck")
except cardtable.IllegalAction as refusal:
    print(refusal)
""",
        check=True,
    ),
    md("""
## Next

- `war.ipynb` — play War, step a round cell by cell, and simulate 10,000 rounds.
- `hand_rankings.ipynb` — poker hands: the ladder, why one hand beats another, a quiz.
- `five_o.ipynb` — Five-O poker against the computer, and the computer against itself.
- `draw_poker.ipynb` — heads-up draw poker with either deck, and a hand stepped cell by cell.
- `tonk.ipynb` — Ultimate Tonk at a four-seat table, and a hand of computer seats.
- `arena.ipynb` — every computer player of every game ranked with intervals, and house-rule studies.
- `rl.ipynb` — every game as a PettingZoo or Gymnasium environment: random agents, and a tiny learner.
"""),
]

WAR = [
    md("""
# War

Two face-down piles of 26 cards. Each battle, both turn their top card: the higher rank
takes both (aces high, suits ignored). Equal ranks mean war: each lays one card face
down and turns another, until the face-up cards differ. Whoever holds all 52 cards wins;
a side that cannot finish a war loses; after 500 battles the round is a draw.

## Play

**Turn cards** fights one battle, **Play 10 battles** ten of them, **New round** deals
again. Keys: `T`, `P`, `N`. The *House rules* line shows the options in force.
"""),
    code("""
import cardtable

table = cardtable.War(seed=12)
table
"""),
    md("""
## Step through a round, cell by cell

A second game, shown as text. `step()` fights one battle (there is nothing to choose in
War, so the computer turns the cards for you).
"""),
    code(
        """
game = cardtable.War(seed=7)
game.step()
print(game)
""",
        check=True,
    ),
    code(
        """
game.play(10)
print(game)
""",
        check=True,
    ),
    code(
        """
print("\\n".join(game.log(last=5)))
""",
        check=True,
    ),
    md("""
`run()` plays on to the end of the round; the result says who won and why.
"""),
    code(
        """
game.run()
print(game.result.outcomes, "—", game.result.reason)
""",
        check=True,
    ),
    md("""
The same seed always deals the same round, so any round can be replayed exactly:
"""),
    code(
        """
replayed = game.engine.replay()
print(replayed.snapshot() == game.engine.snapshot(), replayed.battle, "battles")
""",
        check=True,
    ),
    md("""
## 10,000 rounds

How long does a round of War last, and how often does the 500-battle limit end it?
`simulate` plays seeded rounds headless with the same engine.
"""),
    code(
        """
import numpy as np
from cardtable.games.war.game import simulate

runs = simulate(10_000, seed=1)
battles, outcome = runs["battles"], runs["outcome"]
print(f"rounds: {len(battles):,}")
print(f"median length: {np.median(battles):.0f} battles, mean {battles.mean():.1f}")
limit = runs["limit_draws"]
print(f"ended by the 500-battle limit: {limit:,} ({limit / len(battles):.1%})")
won, lost, drawn = (np.mean(outcome == k) for k in (1, -1, 0))
print(f"won {won:.1%} · lost {lost:.1%} · drawn {drawn:.1%}")
""",
        check=True,
    ),
    code(
        """
counts, edges = np.histogram(battles, bins=np.arange(0, 551, 50))
width = 50 / counts.max()
for count, low in zip(counts, edges[:-1]):
    label = f"{low:>3}-{low + 49:<3}" if low < 500 else "500    "
    print(f"{label} {'█' * round(count * width):<50} {count:,}")
""",
        check=True,
    ),
    md("""
The last bar is the rounds stopped at battle 500: with the winner's cards always going
back in the same order, many deals fall into a cycle that never ends on its own. Try
`simulate(10_000, return_order="shuffled")` to see how shuffling the won cards breaks
those cycles.
"""),
]

RANKINGS = [
    md("""
# Poker hands: what they are and which one wins

Every poker game in cardtable ranks five-card hands the same way. This lesson walks
down the ten rows of the ladder, then compares hands, then quizzes you.

## 1. The ladder

From the best hand to the most common, each with an example, how many of the
2,598,960 possible hands (or the 201,376 hands of a 32-card deck) it covers, and how
rare that is. Pick five cards in the deck at the bottom, or type them, and the table
names your hand and lights its category.
"""),
    code("""
import cardtable

ladder = cardtable.HandRankings()
ladder
"""),
    code(
        """
ladder.pick("Ks Kd 7c 7h Qs")
print(ladder)
""",
        check=True,
    ),
    md("""
## 2. Why one hand beats another

First the category decides. Within a category, the ranks that make the hand come first
(the higher pair, the three of a full house), then the kickers from the highest down.
Suits never count.
"""),
    code("""
duel = cardtable.CompareHands("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd")
duel
"""),
    code(
        """
from cardtable.poker import compare, evaluate

for first, second in [
    ("Ks Kd 7c 7h Qs", "Kc Kh 7d 7s Jd"),
    ("Kc Kd Ks 7h 7s", "Ac Qc 9c 6c 3c"),
    ("Th 9d 8c 7h 6s", "5s 4d 3c 2h Ad"),
    ("Qc Qh 9d 4s 3d", "Qs Qd 9c 5h 2s"),
    ("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d"),
]:
    print(compare(first, second).reason)
""",
        check=True,
    ),
    md("""
With the 32-card deck (sevens to aces) the ace also plays low in A-7-8-9-10, and some
tables rank a flush above a full house, since flushes are rarer there:
"""),
    code(
        """
print(evaluate("Ah 7d 8c 9s Td", deck=32).describe())
print(compare("Ac Qc 9c 8c 7c", "Kc Kd Ks 7h 7s", deck=32, flush_beats_full_house=True).reason)
""",
        check=True,
    ),
    md("""
## 3. Quiz

Click the hand that wins, or **Tie**. Level 1 pits different categories against each
other; level 4 comes down to the last card.
"""),
    code("""
quiz = cardtable.HandQuiz(seed=1)
quiz
"""),
    md("""
## How rare, exactly?

`category_counts` evaluates every hand of a deck (about a tenth of a second for all
2.6 million); the counts match the textbook ones.
"""),
    code(
        """
from cardtable.poker import category_counts

for deck in (52, 32):
    print(f"{deck} cards:", {c.title: n for c, n in category_counts(deck).items()})
""",
        check=True,
    ),
]

FIVE_O = [
    md("""
# Five-O poker

Five poker hands against one opponent, built one card at a time. Each of you starts
five piles with a face-up card; then, twenty times, you are dealt a card and must place
it on one of your piles, for good. The fifth card of a pile goes face down. At the
showdown, pile 1 fights pile 1, and so on: win more of the five battles to win the
game; all five is a **SUNK**.

## Play against the computer

Click one of your piles (or press 1–5) to place the card in your hand. **Hint** shows
what the computer's own analysis would do. The house rules in force are listed under
the table.
"""),
    code("""
import cardtable

table = cardtable.FiveO(seed=2026, one_redraw=True)
table
"""),
    md("""
Other tables: `cardtable.FiveO(series="best_of_5")`, `race_to_50`, `sunk_bonus=True`,
`royalties=True`, `row_lock=True`, `level="greedy"`, or `mode="two_players"` for two
people at one screen (a privacy screen hides each player's cards between turns).

## The computer against itself, cell by cell

`mode="watch"` puts the computer on both seats. `step()` plays one placement. Before
each, the position is analysed from the seat's side, with only the cards that seat can
see (`forecast`, the same analysis as the table's Hint): for each pile the card could go
on, the chance of winning the game and the battles expected, from 300 sampled deals of
the unseen cards, best first. The computer (level `standard`) samples its own deals, so
it may now and then pick a pile the analysis ranks second.
"""),
    code(
        """
import numpy as np
from cardtable.games.five_o.bots import forecast

watch = cardtable.FiveO(seed=11, mode="watch")
rng = np.random.default_rng(0)


def analyse_and_step(game):
    seat = game.engine.to_act
    seen = game.engine.observation(seat)  # only what this seat may see
    ranked = sorted(forecast(seen, rng, 300), key=lambda f: -f.utility)
    analysis = ", ".join(f"{f.pile}: {f.win_chance:.0%}/{f.battles:.1f}" for f in ranked)
    action = game.step()
    print(f"seat {seat} holds {seen.dealt}: {str(action):<8} (pile: win chance/battles — {analysis})")


analyse_and_step(watch)
analyse_and_step(watch)
print(watch)
""",
        check=True,
    ),
    code(
        """
for _ in range(10):
    analyse_and_step(watch)
""",
        check=True,
    ),
    code(
        """
watch.run()
print(watch)
""",
        check=True,
    ),
    md("""
## Saving and replaying

A game is its seed, options and moves, so any position can be saved and replayed:
"""),
    code(
        """
again = cardtable.FiveOGame.from_json(watch.engine.to_json())
print(again.result.reason, again.snapshot() == watch.engine.snapshot())
""",
        check=True,
    ),
    md("""
## Review a game

Every finished game can be reviewed: each decision of one seat is graded from what that
seat knew then (never from the cards that came later), with the value of every option,
the mark (fine, inaccuracy, mistake, blunder), what it cost and why. On a table, the
**Review** button (key `V`) appears when a game ends; in code, `table.review()` reviews
the last game and `cardtable.review(saved_json, seat=0)` a saved one (the docs' page
"Review a game" tells the rest).

Here the computer's easy level plays both seats, and seat 0's placements are reviewed:
"""),
    code(
        """
easy = cardtable.FiveO(seed=3, mode="watch", level="easy")
easy.run()
review = easy.review()
print(review.unit, "·", len(review.decisions), "placements ·", review.review.marks())
for decision in review.worst():
    print(f"{decision.mark} (cost {decision.cost:.0%}): {decision.why}")
""",
        check=True,
    ),
    md("""
Shown, the review steps through the game one decision at a time (`←` `→` or the slider),
the costliest first, with the table as the seat saw it and the chart of its win chance;
**Try the better move** plays on from the position after the best move.
"""),
    code("""
review
"""),
]

DRAW_POKER = [
    md("""
# Heads-up draw poker

You against the computer: five cards each, a round of betting, a draw, another round,
and a showdown. Both start with $200 and ante $5 each hand. When she runs short of
money she stakes her accessories, $20 each: win them all and the match is yours.
For a match played for money only, her accessories staying on, turn "Wardrobe stakes"
off in the table's "New game with…" form, or start the table with
`cardtable.DrawPoker(wardrobe=False)`.

**Before the draw**, the first to act may BET, STAY or DROP; the other may RAISE, DRAW
(match and go to the draw) or DROP. **The draw**: click the cards you want to replace,
then DRAW. **After the draw**: BET, CALL (show the hands) or DROP. Hover a button for
what it does; **Hint** says what the strategy would keep and how strong your hand is.
"""),
    code("""
import cardtable

table = cardtable.DrawPoker(seed=2026)
table
"""),
    md("""
The 32-card deck (sevens to aces) makes strong hands more common, and A-7-8-9-10 is a
straight there:
"""),
    code("""
short = cardtable.DrawPoker(seed=7, deck=32, flush_beats_full_house=True, level="tricky")
short
"""),
    md("""
## One hand, cell by cell

The engine underneath plays from code too. Here you bet, she answers, both draw, and
the hands are shown (the computer's moves come from its own policy, seeded).
"""),
    code(
        """
from cardtable.games.draw_poker.bots import DrawPokerBot, draw_choice
from cardtable.games.draw_poker.actions import Exchange

game = cardtable.DrawPokerGame(seed=11)
her = DrawPokerBot(seed=1)
print(game.text())
""",
        check=True,
    ),
    code(
        """
def her_turn():
    while game.to_act == 1:
        move = her.choose(game.observation(1), game.legal_actions(1))
        game.apply(1, move)
        # what she exchanged is hers to know: show only how many
        print("she:", f"takes {len(move.cards)}" if isinstance(move, Exchange) else move)


game.apply(0, "bet 10")
her_turn()
print(game.text())
""",
        check=True,
    ),
    code(
        """
if game.phase == "draw":
    toss = draw_choice(game.hands[0])
    print("you replace:", " ".join(map(str, toss)) or "nothing")
    game.apply(0, Exchange(toss))
    her_turn()
if game.to_act == 0 and game.phase == "bet2":
    game.apply(0, "call")
print(game.text())
print("\\n".join(game.log_lines(0)[-3:]))
""",
        check=True,
    ),
    md("""
## Review a hand

A finished hand can be reviewed: every bet and draw of one seat is valued in dollars
from what it knew then, against the computer's play read from her moves, each marked
by what it cost. Here the easy level plays both seats for one hand:
"""),
    code(
        """
game = cardtable.DrawPokerGame(seed=21)
players = {seat: DrawPokerBot(seed=seat, level="easy") for seat in (0, 1)}
while game.phase not in ("between", "over"):
    seat = game.to_act
    game.apply(seat, players[seat].choose(game.observation(seat), game.legal_actions(seat)))
review = cardtable.review(game.to_json(), seat=0)
for decision in review.decisions:
    print(f"{decision.chosen:<12} best {decision.best:<12} {decision.mark:<10} cost ${decision.cost:.2f}")
""",
        check=True,
    ),
    code("""
review
"""),
]

TONK = [
    md("""
# Ultimate Tonk

Five-card rummy on practice chips, for you and up to three computer seats. Each hand:
the dealer picks which of their five cards will be the **flip card**; everyone antes;
optional side bets on whether the flip card is low (A–6) or high (8–K); a **deal
bonus** for a very low or very high deal; then play. On your turn **draw** (stock or
discard) or **drop**; after drawing, **spread** sets and runs, **hit** spreads on the
table, then **discard**. Empty your hand to go out; drop when your count is lowest.

Select cards by clicking them, then press Spread or Discard, or click a spread to hit
it. **Hint** tells you the chance a drop would be caught.
"""),
    code("""
import cardtable

table = cardtable.Tonk(seed=2026)
table
"""),
    md("""
## Four computer seats, cell by cell

The engine plays from code too. Here four computer seats play one hand; each cell
advances it and prints the table as seat 0 sees it.
"""),
    code(
        """
from cardtable.games.tonk.bots import TrackingTonk

game = cardtable.TonkGame(seed=5)
seats = {s: TrackingTonk(seed=s) for s in range(4)}


def play(moves):
    for _ in range(moves):
        if game.to_act is None or game.phase == "between":
            break
        seat = game.to_act
        game.apply(seat, seats[seat].choose(game.observation(seat), game.legal_actions(seat)))


play(6)
print(game.text())
""",
        check=True,
    ),
    code(
        """
play(200)
print(game.text())
print("\\n".join(game.log_lines(0)[-6:]))
""",
        check=True,
    ),
    md("""
## Review a hand

A finished hand can be reviewed: each drop or play, draw and discard of one seat is
valued in expected chips from what it knew then, each marked by what it cost. Here the
easy level plays all four seats of one hand, and seat 0 is reviewed:
"""),
    code(
        """
from cardtable.games.tonk.bots import LEVELS

game = cardtable.TonkGame(seed=12)
easy = {s: LEVELS["easy"](seed=s) for s in range(4)}
while game.to_act is not None and game.phase != "between":
    seat = game.to_act
    game.apply(seat, easy[seat].choose(game.observation(seat), game.legal_actions(seat)))
review = cardtable.review(game.to_json(), seat=0)
print(len(review.decisions), "decisions ·", review.review.marks())
for decision in review.worst():
    print(f"{decision.mark}: {decision.why}")
""",
        check=True,
    ),
    code("""
review
"""),
]

ARENA = [
    md("""
# The arena: which player is stronger, and what does a house rule change?

`cardtable.arena` plays many seeded games between computer players, headless, and
reports each player's win rate and points a game with 95% intervals. Every deal is played
again with the seats swapped (*paired deals*), so the luck of the cards cancels: both
players hold both hands.

The runs below are small so that the notebook runs in seconds; raise `GAMES` for tight
intervals. The same call runs on a process pool or a Dask cluster with
`executor=...` and gives the same games, row for row.
"""),
    code(
        """
import concurrent.futures

from cardtable import arena

GAMES = 10  # deals per pairing; try 500
{game: arena.player_names(game) for game in ("war", "five_o", "draw_poker", "tonk")}
""",
        check=True,
    ),
    md("""
## War: a check of the pairing

Nobody chooses anything in War, so with the seats swapped each player wins exactly what
the other won: the head-to-head difference is zero, with an interval of zero width.
"""),
    code("""
war = arena.play("war", ["random", "random"], games=GAMES, seed=1)
print(war.head_to_head())
"""),
    md("""
## Draw poker: every level

One arena game is one hand; points are the dollars won or lost in it. With more
players than seats, every pair plays the same deals, and a Bradley–Terry rating (Elo
scale) sums up who beats whom.
"""),
    code("""
poker = arena.play("draw_poker", arena.player_names("draw_poker"), games=GAMES, seed=1)
poker
"""),
    code("""
poker.plot();
"""),
    md("""
## Tonk: four seats at one table

With as many players as a table seats, they sit at one table and take every seat in
turn. One arena game is one hand; points are chips.
"""),
    code("""
tonk = arena.play("tonk", arena.player_names("tonk"), games=GAMES, seed=1)
tonk
"""),
    code("""
tonk.plot();
"""),
    md("""
## Five-O: every level

Each pairing plays only four deals here, so that the notebook runs again in a minute:
far too few to put the levels in order (see how the intervals overlap).
`benchmarks/five_o.py` plays 200 to 600 paired deals a pairing; there `strong` takes
0.535 [0.514, 0.557] of the points from `standard`, and `standard` 0.80 from `easy`.
The run is spread over two processes, and skipped when the notebook is tested (its
saved output is from the last full run). The rows are the same as a sequential run's.
"""),
    code("""
# NBVAL_SKIP
with concurrent.futures.ProcessPoolExecutor(2) as pool:
    five_o = arena.play("five_o", arena.player_names("five_o"), games=4, seed=1, executor=pool)
five_o
"""),
    code("""
# NBVAL_SKIP
five_o.plot();
"""),
    md("""
## House rules

`arena.study` plays the same players on the same deals under each value of an option
and reports the difference deal by deal, with its interval.

**Five-O: does the SUNK bonus favour the dealer?** Two greedy (easy) players; the
points of the dealer and of the other seat (a seat's points less the opponent's).
"""),
    code("""
sunk = arena.study("five_o", ["easy", "easy"], {"sunk_bonus": [0, 5]}, games=4 * GAMES, seed=2)
print(sunk.text(by="role"))
sunk.plot(by="role");
"""),
    md("""
**Draw poker: how often does the 32-card deck give a straight?** The share of hands
held at the end of each hand that are straights, with the 52- and the 32-card deck.
"""),
    code("""
deck = arena.study("draw_poker", ["standard", "standard"], {"deck": [52, 32]}, games=4 * GAMES, seed=3)
print(deck.text("straight"))
deck.plot("straight");
"""),
    md("""
**Tonk: what does the hit lock change?** The standard seat against the easy one, with
and without the lock (a seat whose spread was hit may not drop on its next turn).
"""),
    code("""
lock = arena.study("tonk", ["easy", "standard"], {"hit_lock": [False, True]}, games=4 * GAMES, seed=4)
print(lock.text())
lock.plot();
"""),
    md("""
## Many cores, one answer

The same run on a process pool gives the same rows; on a Dask cluster pass
`executor=client` (see `benchmarks/arena.py`). `results.to_pandas()` gives the games as
a table.
"""),
    code(
        """
with concurrent.futures.ProcessPoolExecutor(2) as pool:
    again = arena.play("war", ["random", "random"], games=GAMES, seed=1, executor=pool, progress=False)
print(again.rows == war.rows)
""",
        check=True,
    ),
    code("""
war.to_pandas().head()
"""),
    md("""
## Play a deal of the arena yourself

Every row keeps its deal's seed, so any game of a run can be dealt again at a table.
Here is the Five-O deal of the SUNK study where the first seat did worst: take that
seat against the easy player and see whether you do better.
"""),
    code("""
import cardtable

row = min(sunk.arms[0][1].rows, key=lambda r: r.points[0])
print(f"deal {row.deal}: seat 0 scored {row.points[0]:+g}")
cardtable.FiveO(seed=row.seed, level="easy")
"""),
]

RL = [
    md("""
# Learning to play: the RL door

`cardtable.env` gives every game as a reinforcement-learning environment (install the
extra: `pip install "cardtable[rl]"`):

- `aec(game)`: a [PettingZoo](https://pettingzoo.farama.org) AEC environment, one agent
  a seat (`seat_0`, `seat_1` …), each shown only its own seat's observation, as numbers,
  with an `action_mask` of its legal moves;
- `single(game, level="easy")`: a [Gymnasium](https://gymnasium.farama.org) environment
  for one seat, the others played by the built-in computer players of that level.

Here is Five-O as PettingZoo sees it, and the table as seat 0 sees it (`render_mode="ansi"`):
"""),
    code(
        """
import numpy as np
from cardtable.env import aec

env = aec("five_o", render_mode="ansi")
env.reset(seed=1)
print(env.possible_agents, env.observation_space("seat_0")["observation"].shape, env.action_space("seat_0"))
print(env.render())
""",
        check=True,
    ),
    md("""
## Random agents that follow the mask

The seats take turns in a fixed round; a seat whose turn it is not may only wait
(move 0). Each agent below picks at random among the moves its mask allows. When a game
ends every seat is told its result as its reward: 1 for a win, −1 for a loss.
"""),
    code(
        """
rng = np.random.default_rng(2026)
for game in range(3):
    env.reset(seed=game)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            print(f"game {game}: {agent} gets {reward:+.0f}")
            move = None
        else:
            move = rng.choice(np.flatnonzero(observation["action_mask"]))
        env.step(move)
""",
        check=True,
    ),
    md("""
## A tiny learner against the easy computer

One seat against the easy level, through Gymnasium. The learner keeps, for each
situation (the rank of the card it holds, and whether its piles are level), the average
result of each pile it chose there, and mostly picks the best so far. `table.layout` says
where each part of the numbers lies. It trains on 600 games in a few seconds; nothing
heavy, but the loop is the one a real learner runs.
"""),
    code("""
from collections import defaultdict
from cardtable.cards import Card
from cardtable.env import single

table = single("five_o", level="easy")
dealt = table.layout["cards:dealt to me"]
heights = [table.layout[f"mine pile {i} height"] for i in range(1, 6)]


def situation(observation):
    numbers = observation["observation"]
    card = Card.from_id(int(np.argmax(numbers[dealt])))
    level = [float(numbers[h][0]) for h in heights]
    return card.rank, min(level) == max(level)


value = defaultdict(lambda: np.zeros(table.action_space.n))
tries = defaultdict(lambda: np.zeros(table.action_space.n))


def play(seed, explore):
    \"\"\"One game; every choice is then credited with the game's result.\"\"\"
    observation, _ = table.reset(seed=seed)
    chosen, over = [], False
    while not over:
        legal = np.flatnonzero(observation["action_mask"])
        where = situation(observation)
        move = rng.choice(legal) if rng.random() < explore else legal[np.argmax(value[where][legal])]
        chosen.append((where, move))
        observation, reward, over, _, _ = table.step(move)
    for where, move in chosen:
        tries[where][move] += 1
        value[where][move] += (reward - value[where][move]) / tries[where][move]
    return reward


at_random = np.mean([play(10_000 + deal, explore=1.0) for deal in range(100)])
for deal in range(600):
    play(deal, explore=0.2)
learned = np.mean([play(10_000 + deal, explore=0.0) for deal in range(100)])
print(f"average result on the same 100 deals: at random {at_random:+.2f}, after learning {learned:+.2f}")
"""),
    md("""
## Take the seat yourself

The same game at a table: seat 0 against the easy computer, on the last deal the
learner was measured on. `docs/rl.md` says more: the other games, house rules, seeding,
truncation, and how the numbers are made from a seat's observation alone.
"""),
    code("""
import cardtable

cardtable.FiveO(seed=table.game.seed, level="easy")
"""),
]

BOOKS = {
    "tour": TOUR,
    "war": WAR,
    "hand_rankings": RANKINGS,
    "five_o": FIVE_O,
    "draw_poker": DRAW_POKER,
    "tonk": TONK,
    "arena": ARENA,
    "rl": RL,
}


def write(name: str) -> pathlib.Path:
    nb = nbf.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = BOOKS[name]
    path = NOTEBOOKS / f"{name}.ipynb"
    NOTEBOOKS.mkdir(exist_ok=True)
    nbf.write(nb, path)
    return path


def execute(path: pathlib.Path) -> None:
    """Run the notebook in a kernel and save it with its outputs. Each table's saved
    picture and text form are then redrawn as the table stands at the end of the run (a
    later cell may play on a table shown earlier), from the widget state the run kept,
    and that state (the whole renderer, once per table) is not saved."""
    nb = nbf.read(path, as_version=4)
    client = NotebookClient(nb, timeout=900, resources={"metadata": {"path": str(NOTEBOOKS)}}, store_widget_state=True)
    client.execute()
    refresh_saved_pictures(nb)
    nb.metadata.pop("widgets", None)
    nbf.write(nb, path)


def main(names: list[str]) -> None:
    os.environ["CARDTABLE_PROGRESS"] = "0"  # no progress bars in the saved outputs (the kernel inherits it)
    for name in names or list(BOOKS):
        execute(write(name))
        print("wrote", path_name(name))


def path_name(name: str) -> str:
    return str((NOTEBOOKS / f"{name}.ipynb").relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
