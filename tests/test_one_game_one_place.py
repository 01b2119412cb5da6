"""One game, one place (issue 32): no module outside a game's package names a game.

Every module of ``cardtable`` outside ``games/<game>/`` is parsed with ``ast``; an
identifier (a name, an attribute, a function, class, argument or keyword name, an
import) or a string constant that names a built-in game fails the test. A game's names
are taken from its spec: the engine's name (``five_o``), the command line's (``five-o``),
the widget's (``FiveO``) and the engine's, table's and door's class names, compared word
by word (``FiveOTable`` is "five o table"), so ``warn`` or ``forward`` never count as War.
Docstrings and comments may name a game as an example: they are not code.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import cardtable
from cardtable.specs import GameSpec, ReviewWords, all_specs

SRC = Path(cardtable.__file__).parent
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")

# modules (relative to src/cardtable) allowed to name a game, each with its reason; keep short
KNOWN: dict[str, str] = {}


def words(text: str) -> tuple[str, ...]:
    """``FiveOTable`` -> ("five", "o", "table"); ``draw-poker`` -> ("draw", "poker")."""
    return tuple(word.lower() for word in _WORD.findall(text))


def _class_name(ref: object) -> str | None:
    if ref is None:
        return None
    return ref.rpartition(":")[2] if isinstance(ref, str) else getattr(ref, "__name__", None)


def names_of(spec: GameSpec) -> set[tuple[str, ...]]:
    """Every name of ``spec``'s game, as words."""
    found = [spec.name, spec.cli, spec.widget, *(_class_name(ref) for ref in (spec.engine, spec.table, spec.door))]
    return {words(name) for name in found if name}


GAME_NAMES = {spec.name: names_of(spec) for spec in all_specs()}


def game_named(text: str, games: dict[str, set[tuple[str, ...]]] = GAME_NAMES) -> str | None:
    """The game ``text`` names, if any: one of its names' words, in a row, among ``text``'s."""
    said = words(text)
    for game, names in games.items():
        for name in names:
            if any(said[i : i + len(name)] == name for i in range(len(said) - len(name) + 1)):
                return game
    return None


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _said(node: ast.AST) -> list[str]:
    """The identifiers and strings of one node (not its children)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword):
        return [node.arg] if node.arg else []
    if isinstance(node, ast.alias):
        return [node.name, *([node.asname] if node.asname else [])]
    if isinstance(node, ast.ImportFrom):
        return [node.module] if node.module else []
    return []


def games_named_in(source: str, games: dict[str, set[tuple[str, ...]]] = GAME_NAMES) -> list[str]:
    """Where ``source``'s code names a game: "line 12: five_o in 'FiveOGame'"."""
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in docstrings:
            continue
        for text in _said(node):
            game = game_named(text, games)
            if game is not None:
                found.append(f"line {getattr(node, 'lineno', '?')}: {game} in {text[:60]!r}")
    return found


def outside_the_games() -> list[Path]:
    """Every module of cardtable but those in a built-in game's own package."""
    packages = {SRC / "games" / spec.name for spec in all_specs()}
    return [path for path in sorted(SRC.rglob("*.py")) if not any(package in path.parents for package in packages)]


def test_every_built_in_game_has_names_to_look_for():
    assert set(GAME_NAMES) >= {"five_o", "draw_poker", "tonk", "war"}  # and any game added since
    assert ("five", "o", "game") in GAME_NAMES["five_o"] and ("draw", "poker") in GAME_NAMES["draw_poker"]
    assert len(outside_the_games()) > 100 and SRC / "specs" / "spec.py" in outside_the_games()
    assert not any("games/five_o/" in str(path) for path in outside_the_games())


def test_the_check_sees_code_and_skips_prose():
    source = '''"""Five-O and War, in a docstring: prose."""
from .games.five_o.game import FiveOGame  # a comment naming Tonk
def warn(forward: int) -> str:
    """War again, prose."""
    return "draw-poker" if forward else TABLES["war"]
'''
    found = games_named_in(source)
    assert [line.split(":")[0] for line in found] == ["line 2", "line 2", "line 5", "line 5"]
    assert {line.split(": ")[1].split()[0] for line in found} == {"five_o", "draw_poker", "war"}


@pytest.mark.parametrize("path", outside_the_games(), ids=lambda path: str(path.relative_to(SRC)))
def test_no_module_outside_a_games_package_names_a_game(path: Path):
    relative = str(path.relative_to(SRC))
    found = games_named_in(path.read_text(encoding="utf-8"))
    if relative in KNOWN:
        assert found, f"{relative} names no game now: take it off KNOWN ({KNOWN[relative]})."
        return
    assert found == [], f"{relative} names a game; ask its spec instead: " + "; ".join(found)


# --- a review's words belong to its game's spec ----------------------------------------------
#
# A spec's review words (``ReviewWords``) that the defaults do not say are that game's own
# vocabulary ("battles", the chart's "Battle"); the review code reads them from the spec and
# says none itself. They are looked for as names are, word by word in a row, in every module
# outside the games' packages (another game may have words of its own that happen to match:
# Five-O's piles are battles too).

OWN_REVIEW_WORDS = {spec.name: {words(word) for word in spec.review_words.own()} for spec in all_specs()}


def test_the_defaults_have_no_words_of_their_own_and_a_story_has_some():
    assert ReviewWords().own() == () and GameSpec("toy", "toy", "Toy", "Toy", "", None, None).review_words.own() == ()
    own = ReviewWords(point="Skirmish", chances=(("rout_chance", "Routs seen"),), plot_x="decision").own()
    assert own == ("Skirmish", "rout_chance", "Routs seen")  # plot_x is the default's: shared
    assert any(OWN_REVIEW_WORDS.values()), "no spec declares review words of its own: the check below checks nothing"


def test_the_review_words_check_sees_code_and_skips_prose():
    own = {"skirmish": {words("Skirmish"), words("rout_chance")}}
    source = '''"""A Skirmish in prose."""
def chart(routChance: int) -> str:
    return "Skirmish" if routChance else "no"
'''
    assert [line.split(":")[0] for line in games_named_in(source, own)] == ["line 2", "line 3", "line 3"]


@pytest.mark.parametrize("path", outside_the_games(), ids=lambda path: str(path.relative_to(SRC)))
def test_no_module_outside_the_games_says_a_games_own_review_words(path: Path):
    found = games_named_in(path.read_text(encoding="utf-8"), OWN_REVIEW_WORDS)
    assert found == [], (
        f"{path.relative_to(SRC)} says a game's own review words; read them from its spec: " + "; ".join(found)
    )
