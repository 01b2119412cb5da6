"""The cardtable tour as a marimo notebook: `marimo edit notebooks/tour_marimo.py`
(or `marimo run` for the app view). Each table is wrapped in `mo.ui.anywidget`."""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    import cardtable

    return cardtable, mo


@app.cell
def _(mo):
    mo.md(
        """
        # A tour of cardtable, in marimo

        Each table is a Python object wrapped in `mo.ui.anywidget`. Press **Turn cards**
        (or the key `T`) to play War; **How to play** opens the rules beside the table.
        """
    )


@app.cell
def _(cardtable, mo):
    war = mo.ui.anywidget(cardtable.War(seed=2026))
    war
    return (war,)


@app.cell
def _(mo):
    mo.md("""Five-O poker against the computer: click a pile (or press 1–5) to place your card.""")


@app.cell
def _(cardtable, mo):
    five_o = mo.ui.anywidget(cardtable.FiveO(seed=7))
    five_o
    return (five_o,)


@app.cell
def _(cardtable, mo):
    quiz = mo.ui.anywidget(cardtable.HandQuiz(seed=1))
    quiz
    return (quiz,)


if __name__ == "__main__":
    app.run()
