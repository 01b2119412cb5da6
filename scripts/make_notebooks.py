"""Write the notebooks in notebooks/ from the cells below, then run them so that they
are saved with their outputs (nbval compares the cells marked NBVAL_CHECK_OUTPUT).

    python scripts/make_notebooks.py            # write and execute every notebook
    python scripts/make_notebooks.py war        # just one
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

import nbformat as nbf

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CHECK = "# NBVAL_CHECK_OUTPUT\n"


def md(text: str):
    return nbf.v4.new_markdown_cell(text.strip())


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

table = cardtable.War(seed=2026)
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

A game is its seed, its house rules and its moves. `to_json()` saves exactly that (and
a snapshot to catch a damaged file); `from_json()` replays it.
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
from cardtable.games.war import simulate

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

BOOKS = {"tour": TOUR, "war": WAR}


def write(name: str) -> pathlib.Path:
    nb = nbf.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = BOOKS[name]
    path = NOTEBOOKS / f"{name}.ipynb"
    NOTEBOOKS.mkdir(exist_ok=True)
    nbf.write(nb, path)
    return path


def main(names: list[str]) -> None:
    for name in names or list(BOOKS):
        path = write(name)
        subprocess.run(
            [
                *(sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute"),
                *("--inplace", "--ExecutePreprocessor.store_widget_state=False", str(path)),
            ],
            check=True,
            cwd=NOTEBOOKS,
        )
        print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
