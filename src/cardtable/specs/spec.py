"""``GameSpec``: everything the rest of cardtable needs to know about one game, in one place.

Generic code asks the spec instead of testing ``engine.name == "…"``: which zones hold
another seat's hand (the review turns them over later), what its review calls things
(``ReviewWords``), how many seats a table may have and which house rule sets them.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import pathlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .vocabulary import DECISIONS, ReviewWords

__all__ = ["LEVEL_CHOICE", "Choice", "GameSpec", "load"]

# a lobby choice: (form field, label, values, default), e.g. ("level", "Computer", LEVELS, "standard")
Choice = tuple[str, str, tuple[str, ...], str]
# a reference to something in a module: ".games.five_o.table:FiveOTable" (relative to
# cardtable) or "package.module:name", or the thing itself
Ref = Any

LEVELS = ("easy", "standard", "strong")
LEVEL_CHOICE: Choice = ("level", "Computer", LEVELS, "standard")

_LOADED: dict[str, Any] = {}


def load(ref: Ref) -> Any:
    """What ``ref`` names, imported on first use; anything that is not a reference is
    returned as it is."""
    if not isinstance(ref, str):
        return ref
    if ref not in _LOADED:
        module, _, name = ref.partition(":")
        if not name:
            raise ValueError(f"A reference is 'module:name'; not {ref!r}.")
        _LOADED[ref] = getattr(importlib.import_module(module, "cardtable"), name)
    return _LOADED[ref]


@dataclass(frozen=True)
class GameSpec:
    """One game, described once. References (``Ref``) are imported when first used."""

    name: str  # the engine's name: "five_o" (saves, the store, the arena)
    cli: str  # what a person types: ``cardtable play five-o``
    widget: str  # the Python class: ``cardtable.FiveO``
    title: str  # what a person reads: "Five-O poker"
    about: str  # one line in ``cardtable play --list`` and the lobby
    engine: Ref  # the rules engine class (a ``Game``)
    table: Ref  # the table class, with no transport (``cardtable.tables``)
    door: Ref = None  # the notebook widget class; None: ``widget.py``'s beside the engine, else made
    seats: tuple[int, int] = (2, 2)  # the fewest and the most seats at one table
    seats_option: str | None = None  # the house rule that says how many seats play
    levels: bool = False  # the computer plays at a level ("easy" … "strong") the lobby offers
    players: Ref = None  # () -> {name: bot factory}: the arena's named players, ladder first
    bots: str | None = None  # the module of the bot ladder (its ``ALIASES`` are old names)
    stand_in: Ref = None  # (seed) -> bot that plays a seat whose person is away; None: random
    referee: Ref = None  # the arena's ``Referee`` instance; None: whole games, +1/-1
    grader: Ref = None  # ``review.Grader``: a finished game's decisions graded; None: no review
    examples: Ref = None  # {name: ``examples.Example``}: the worked examples of How to play
    choices: tuple[Choice, ...] = ()  # the lobby's choices for Play the computer
    hand_zones: Ref = None  # (engine, seat) -> {zone id: seat}: zones holding another's hand
    face_down_zones: str = ""  # zone ids starting so hold cards face down where they lie
    review_words: ReviewWords = DECISIONS  # what its review calls things; the defaults grade decisions
    next_deal: tuple[Ref, ...] = ()  # the action classes that end one deal and deal the next
    unseen_draw: Ref = None  # (action) -> bool: the move takes a card the others do not see
    listed: int = 100  # where the lobby and ``cardtable play --list`` show it, lowest first
    encoding: Ref = None  # ``env.encodings.Encoding``: the game as an RL environment sees it
    # (engine, seat) -> Action | None: the move the rules make for a seat that has no
    # choice (War's turn, WAR-8); every computer seat, the arena, ``play_out`` and a
    # table play it without asking a player, and the environments mark it in ``info``
    forced: Ref = None
    # house rules the generic test suites play beyond the defaults (the fuzz suites, the
    # golden playthroughs, the observation checks): (label, options), a game's own, so a
    # new game with house rules edits no test file to have them played
    modes: tuple[tuple[str, Mapping[str, Any]], ...] = ()
    rules: str | None = (
        None  # the rules in our words (a markdown file); None: seeds/<name>.md, else rules.md beside the engine
    )
    # the docs' gallery: the code that shows the game, after ``import cardtable``, its last line the
    # table (the screenshots in docs/images/gallery/ are of it); None: ``cardtable.<widget>(seed=2026)``
    gallery: str | None = None

    # --- what the references name ----------------------------------------------------

    @property
    def engine_class(self) -> type[Any]:
        cls: type[Any] = load(self.engine)
        return cls

    @property
    def engine_name(self) -> str:
        """The engine class's name (``WarGame``), read from its reference: nothing imported."""
        if isinstance(self.engine, str):
            return self.engine.rpartition(":")[2]
        name: str = self.engine.__name__
        return name

    @property
    def table_class(self) -> type[Any]:
        cls: type[Any] = load(self.table)
        return cls

    @property
    def table_name(self) -> str:
        """The table class's name (``WarTable``), read from its reference: nothing imported."""
        if isinstance(self.table, str):
            return self.table.rpartition(":")[2]
        name: str = self.table.__name__
        return name

    def package_class(self, module: str, name: str) -> type[Any]:
        """The class ``name`` of the game's package ``module``, for that package's
        ``__getattr__``: its widget, engine or table class, imported the first time it is
        asked for. The package imports none of them itself: reading its spec (as
        ``import cardtable`` does) must not bring anywidget."""
        found = {self.widget: "door_class", self.engine_name: "engine_class", self.table_name: "table_class"}
        if name not in found:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        cls: type[Any] = getattr(self, found[name])
        return cls

    @property
    def door_module(self) -> str | None:
        """The module of the game's own notebook widget: ``door``'s, else a ``widget.py``
        beside the engine; None for a game whose widget is made from its table. Found
        without importing it (the widget brings anywidget)."""
        if self.door is not None:
            if isinstance(self.door, str):
                return importlib.util.resolve_name(self.door.partition(":")[0], "cardtable")
            module: str = self.door.__module__
            return module
        beside = f"{self.engine_class.__module__.rpartition('.')[0]}.widget"
        return beside if importlib.util.find_spec(beside) is not None else None

    @property
    def door_class(self) -> type[Any]:
        """The notebook widget: the spec's own (``door``, else the class named ``widget``
        in a ``widget.py`` beside the engine), or ``TableWidget`` over the table."""
        if self.door is not None:
            cls: type[Any] = load(self.door)
            return cls
        module = self.door_module
        own: type[Any] | None = None if module is None else getattr(importlib.import_module(module), self.widget, None)
        return own if own is not None else _made_door(self)

    @property
    def rules_file(self) -> pathlib.Path:
        """The game's rules in our words: the file ``rules`` names, else its rule book in
        ``seeds/`` (``seeds/<name>.md``, a built-in game's), else ``rules.md`` beside the
        engine (a game from elsewhere)."""
        if self.rules is not None:
            return pathlib.Path(self.rules)
        from ..rules import seeds_folder

        book = seeds_folder() / f"{self.name}.md"
        if book.is_file():
            return book
        return pathlib.Path(inspect.getfile(self.engine_class)).resolve().parent / "rules.md"

    @property
    def gallery_code(self) -> str:
        """The code the docs' gallery shows for the game and photographs it from: the spec's
        own (a table played part way, say) or a plain new table, so a new game is in the
        gallery with nothing written for it."""
        return self.gallery if self.gallery is not None else f"cardtable.{self.widget}(seed=2026)"

    def named_players(self) -> dict[str, Callable[[int], Any]]:
        """The arena's players by name: "random" first, then the ladder and its old names."""
        from ..bots.base import RandomBot

        named: dict[str, Callable[[int], Any]] = {"random": RandomBot}
        if self.players is not None:
            for name, factory in load(self.players)().items():
                named.setdefault(name, factory)
        return named

    def aliases(self) -> Mapping[str, str]:
        """Old names of the ladder's levels, accepted but not listed."""
        if self.bots is None:
            return {}
        found: Mapping[str, str] = getattr(importlib.import_module(self.bots, "cardtable"), "ALIASES", {})
        return found

    def make_stand_in(self, seed: int) -> Any:
        """A player for a seat whose person is away, choosing only among offered moves."""
        if self.stand_in is None:
            from ..bots.base import RandomBot

            return RandomBot(seed)
        return load(self.stand_in)(seed)

    def arena_referee(self) -> Any:
        """The arena's referee of this game: one instance (a referee keeps no state)."""
        if self.referee not in _REFEREES:
            from ..arena.referees import Referee

            found = Referee if self.referee is None else load(self.referee)
            _REFEREES[self.referee] = found() if isinstance(found, type) else found
        return _REFEREES[self.referee]

    def worked_examples(self) -> Mapping[str, Any]:
        found: Mapping[str, Any] = {} if self.examples is None else load(self.examples)
        return found

    def zones_of_hands(self, engine: Any, seat: int) -> dict[str, int]:
        return {} if self.hand_zones is None else dict(load(self.hand_zones)(engine, seat))

    def deals_anew(self, action: Any) -> bool:
        """Whether ``action`` ends one deal and deals the next, within one recorded game."""
        return any(isinstance(action, load(ref)) for ref in self.next_deal)

    def draws_unseen(self, action: Any) -> bool:
        """Whether ``action`` takes a card that the other seats do not see."""
        return self.unseen_draw is not None and bool(load(self.unseen_draw)(action))


_REFEREES: dict[Any, Any] = {}
_DOORS: dict[tuple[str, type[Any]], type[Any]] = {}


def _made_door(spec: GameSpec) -> type[Any]:
    """A notebook widget for a game that brings only its table: ``TableWidget`` over it."""
    key = (spec.widget, spec.table_class)
    if key not in _DOORS:
        from ..widgets.base import TableWidget

        doc = f"{spec.title} in a notebook: the anywidget door holding a ``{spec.table_class.__name__}``."
        members = {"__doc__": doc, "__module__": "cardtable.widgets", "table_type": spec.table_class}
        _DOORS[key] = type(spec.widget, (TableWidget,), members)
    return _DOORS[key]
