"""The view protocol: what a table sends a page, key by key.

A view is plain JSON, built by a table in Python (each game's ``_table_view``, the
tables layer around it: ``tables.game``, ``tables.session``, ``tables.base``) and read
by one renderer in the page (``js/table.js`` and its helpers), by the static picture
and text of a saved notebook (``cardtable.view.render``), and by the room server,
which sends each seat its own. The types below name every key either side uses, so a
producer that misspells one, or a renderer that reads one nobody writes, is seen
before a page draws nothing. docs/views.md says, key by key, who writes and who reads.

Keys a view may leave out are optional (``total=False``); the few every consumer
relies on are required (a ``_…Keys`` base class holds them, as Python 3.10 has no
``Required``). Keys that are Python words (``from``) use the functional form.

What travels beside a view (the How to play panel) and what a page sends back (an
intent) is in ``cardtable.view.messages``.

Nothing here imports anywidget: a script, the server or a test reads views without it.
"""

from __future__ import annotations

from typing import TypedDict

__all__ = [
    "Action",
    "Amount",
    "Banner",
    "Body",
    "Character",
    "Chart",
    "Choice",
    "Decision",
    "DecisionOption",
    "Fit",
    "Flight",
    "FormField",
    "Frame",
    "Grid",
    "Heading",
    "Hint",
    "LegendEntry",
    "Option",
    "Playback",
    "Position",
    "Progress",
    "Review",
    "Select",
    "Stat",
    "TextField",
    "Tone",
    "View",
    "Worst",
    "Zone",
]

# the colour a zone or banner takes: a won hand, a lost one, a plain note
Tone = str  # "win", "loss", "draw" or "info" (the default)


class Character(TypedDict, total=False):
    """Draw poker's opponent as a figure: the accessories she still wears (``worn``, the
    codes that pick the figure's parts) and, in the reader's words, a list a person reads
    ("wearing: hat, sunglasses and scarf")."""

    worn: list[str]
    said: str


class _ZoneKeys(TypedDict):
    id: str  # unique in the view: intents and frames name zones by it ("me.pile.3")
    label: str  # what the zone is called on screen and to a screen reader


class Zone(_ZoneKeys, total=False):
    """One place on the table: cards (``cards``), a face-down stack (``stack`` with
    ``count``), words (``text``, with staked ``items``) or a figure (``character``)."""

    cards: list[str]  # card codes ("Qh"); a card this seat may not see is "??"
    stack: bool  # drawn as a face-down pile of ``count`` cards
    count: int
    text: str
    items: list[str]  # things staked in a pot, beside its text
    character: Character
    caption: str  # a line under the zone (a hand's name, "Winner")
    highlight: bool
    tone: Tone | None
    area: str  # the grid area it sits in: one of its layout's, or a name of the view's ``grid``
    group: str  # zones drawn together in one grid area
    size: str  # "small", "large": a class of the layout
    fan: str  # how cards spread: "row" (default), "stack", "column" …
    delay: int  # a staggered deal: this zone's cards start later
    secret: list[int]  # indexes of cards the owner sees and the opponent does not
    revealed: list[int]  # indexes of cards that lay face down until the showdown
    later: list[int]  # a review's cards hidden then, shown to this seat later on
    drawn: list[int]  # the card its seat just drew (Tonk), on that seat's own hand only
    picked: bool  # the zone the person picked as their answer (the hand quiz)
    moved: bool  # changed by someone else's move since this seat's last view


class _GridKeys(TypedDict):
    areas: list[str]  # the felt's rows, each its areas' names in order: "opp-card ."


class Grid(_GridKeys, total=False):
    """A table's own arrangement of its zones on the felt, as data: the rows of its grid
    areas and its columns, and the same for a table under 480 px wide. It replaces the
    CSS of the view's ``layout``, so a new game needs no stylesheet of its own. A name is
    a lower-case letter then letters, digits and ``-``; ``.`` is an empty cell; each area
    is one rectangle. The page ignores a grid with any malformed part
    (``cardtable.view.grid.grid_problems`` says which)."""

    columns: str  # the columns' sizes ("auto minmax(0, 1fr)"); absent: equal columns
    narrow_areas: list[str]  # the rows on a narrow table; absent: ``areas``
    narrow_columns: str  # absent: equal columns for ``narrow_areas``, else ``columns``


class _StatKeys(TypedDict):
    id: str
    label: str
    value: str


class Stat(_StatKeys, total=False):
    """One figure in the header ("Round 12", "Pot $30")."""


class _BannerKeys(TypedDict):
    title: str
    text: str


class Banner(_BannerKeys, total=False):
    """A game's result, or a quiz's verdict, shown once above the felt."""

    tone: Tone


class _OptionKeys(TypedDict):
    label: str
    value: str


class Option(_OptionKeys, total=False):
    """A house rule in force at this table, in words."""

    name: str


class _SelectKeys(TypedDict):
    zone: str  # the zone whose cards are chosen (the person's hand)


class Select(_SelectKeys, total=False):
    """A move played with chosen cards: how many, and the word a chosen card wears."""

    min: int
    max: int
    mark: str  # "replace": each chosen card is marked so
    # the status line for each count of chosen cards (index 0: none chosen), which the
    # page shows as cards are chosen: the choice is the page's until the move is sent
    status: list[str]
    auto: bool  # the move is sent by itself once ``max`` cards are chosen (no button needed)
    chosen: list[str]  # the cards a new view starts chosen (the hand last named)


class _AmountKeys(TypedDict):
    min: int
    max: int


class Amount(_AmountKeys, total=False):
    """A move that takes a number (a bet): its range and first value."""

    step: int
    value: int
    unit: str  # shown before the box ("$"), and said with it to a screen reader


class TextField(TypedDict, total=False):
    """A move that takes typed words (cards typed as "As Ks Qd Qc 7h")."""

    placeholder: str
    label: str
    value: str


class Fit(TypedDict):
    """One set of cards and the zones it may go on (Tonk's hit)."""

    cards: list[str]
    targets: list[str]


class Choice(TypedDict):
    """One value a form's choice field offers."""

    value: str
    label: str


class _FormFieldKeys(TypedDict):
    name: str
    label: str
    kind: str  # "choice" or "number"


class FormField(_FormFieldKeys, total=False):
    """One field of a "New game with…" form: a choice, or a whole number in a range."""

    value: str | int
    choices: list[Choice]
    min: int
    max: int
    group: str  # fields under one heading ("Who plays", "House rules")


class _ActionKeys(TypedDict):
    id: str  # what an intent names in ``action``
    label: str


class Action(_ActionKeys, total=False):
    """A move offered now: a button, a place to click (``targets``), a move with chosen
    cards (``select``), an amount, typed text, a form, or the worked-example panel."""

    enabled: bool  # absent: enabled
    reason: str  # why it is disabled, in words
    key: str  # its keyboard key
    primary: bool
    pressed: bool  # a toggle's state (a quiz's level)
    help: str  # its tooltip, and how a move made on zones is made
    group: str  # buttons drawn together under this heading
    targets: list[str]  # zone ids it may be played on
    keys: dict[str, str]  # digit key -> target zone id
    fits: list[Fit]
    select: Select
    amount: Amount
    text: TextField
    form: list[FormField]
    summary: str  # the form's disclosure line
    caption: str  # a line under the form
    choices: list[str]  # the worked examples offered (with ``panel``)
    panel: bool  # offered in the How to play panel, not the toolbar


class Hint(TypedDict, total=False):
    """What the Hint points at on the table: a move, a zone, cards, an amount."""

    action: str
    zone: str
    cards: list[str]
    amount: int


# one card flying from zone ``from`` (None: the deck) to zone ``to``; a hidden card is "??"
Flight = TypedDict("Flight", {"card": str, "to": str, "from": str | None})


class Frame(TypedDict, total=False):
    """What one move changed: its zones (changed or new), the zones gone, its log lines,
    the cards that flew, and whether it was this seat's own move."""

    zones: list[Zone]
    gone: list[str]
    lines: list[str]
    flights: list[Flight]
    own: bool
    deal: bool  # a new deal's first frame: the table as dealt, before the moves that followed
    stats: list[Stat]  # the header's figures after this move, where they changed (a new hand's)


# the moves since the view with state id ``from``, frame by frame; ``start`` counts the
# moves of the game before the first frame
Playback = TypedDict("Playback", {"from": str, "frames": list[Frame], "start": int}, total=False)


class Progress(TypedDict):
    """A bar while the kernel works (a review graded): nothing can be played on it."""

    label: str
    done: int
    total: int


class DecisionOption(TypedDict, total=False):
    """One move a graded decision offered, with its value and interval."""

    label: str
    value: str
    interval: str
    chosen: bool
    best: bool


class Decision(TypedDict, total=False):
    """One graded decision as the review panel draws it."""

    number: int
    position: str
    mark: str
    mark_label: str
    chosen: str
    best: str
    cost: str
    why: str
    options: list[DecisionOption]


class Worst(TypedDict, total=False):
    """One of a review's costliest decisions, a button to go to it."""

    number: int
    label: str
    mark: str
    mark_label: str
    cost: str


class Chart(TypedDict, total=False):
    """The expected outcome over the game as plain numbers, for the review's curve."""

    title: str
    point: str
    points: list[float]
    labels: list[str]
    marks: list[str]
    low: float
    high: float
    low_label: str
    high_label: str
    current: int | None
    zero: float | None
    axis: str  # what the x-axis counts ("Decisions")
    legend: list[LegendEntry]  # the line ("line") and each mark's dot, named


class LegendEntry(TypedDict):
    """One entry of a chart's legend: what it names (``"line"`` or a mark) and its words."""

    id: str
    label: str


class Position(TypedDict, total=False):
    """The table as the reviewed seat saw it at one decision (a view without moves)."""

    title: str
    layout: str
    grid: Grid  # the game's own arrangement, if its view brings one
    status: str
    zones: list[Zone]
    stats: list[Stat]
    log: list[str]
    banner: Banner | None  # a position that ended a deal shows its result


class Review(TypedDict, total=False):
    """A finished game's review: the story, the decision on show, the curve."""

    unit: str  # "win chance", "chips", "dollars", or a game's own
    step: int
    count: int
    graded: int  # while the review is being graded: how many decisions are, so far
    story: list[str]
    position: Position
    decision: Decision
    chart: Chart
    worst: list[Worst]
    worst_title: str


class Body(TypedDict, total=False):
    """A table's part of the view (``_body``, ``_table_view``): every key optional, as
    each game and each table layer writes the ones it has."""

    status: str  # the line under the title; the live region reads it
    zones: list[Zone]
    actions: list[Action]
    stats: list[Stat]
    banner: Banner | None
    log: list[str]  # the last lines of the game's log, oldest first
    said: list[str]  # every line said since the seat's last view, for the live region
    note: str  # a hint or a worked example's words, shown beside the moves
    hint: Hint
    options: list[Option]
    playback: Playback
    progress: Progress
    review: Review
    steps: list[str]  # a comparison step by step (the teaching tables)
    steps_label: str
    grid: Grid  # the felt's arrangement, instead of the CSS of its ``layout``


class Heading(TypedDict):
    """What a view says of its table before any position: which game, its title, its
    layout. A table writes it (``CardTable.refresh``, a room's ``SharedTable.view``); the
    seat's ``SeatView.stamp`` adds the ``state_id`` and the body."""

    game: str  # the engine's name ("five_o"), or a teaching table's kind
    title: str
    layout: str  # the CSS layout the page draws the zones in


class _Header(Heading):
    state_id: str  # the position's id: an intent names the view it was made on


class View(_Header, Body):
    """The whole view a table sends one seat: the header, then its body."""
