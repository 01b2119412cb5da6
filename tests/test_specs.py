"""Each game is described once (``cardtable.specs``) and every registry reads it: the
registries hold exactly the registered games, and no generic module decides anything by
testing a game's name (``engine.name == "tonk"``)."""

from __future__ import annotations

import pathlib
import re

from cardtable import GAMES
from cardtable.app.catalog import TABLES
from cardtable.arena import player_names
from cardtable.arena.referees import referee_for
from cardtable.examples import EXAMPLES
from cardtable.specs import all_specs, find_spec
from cardtable.tables import TABLE_CLASSES, table_class
from cardtable.tables.rooms.stand_ins import stand_in

SRC = pathlib.Path(__file__).resolve().parent.parent / "src" / "cardtable"
GAME_NAMES = ("five_o", "draw_poker", "tonk", "war", "five-o", "draw-poker")
# a test of a game's name: name == "tonk", game != "war", .get("five_o"), {"tonk": ...}
_NAMES = "|".join(GAME_NAMES)
BRANCH = re.compile(rf"""(==|!=|\bin\b|\.get\(|\[)\s*["']({_NAMES})["']|^\s*["']({_NAMES})["']\s*:""")


def _generic_modules() -> list[pathlib.Path]:
    """Every module but a game's own files (``games/``, ``specs/``, ``*/five_o*.py`` …)
    and the worked examples, which are each game's content."""
    own = re.compile(r"^(five_o|tonk|draw_poker|war)([_.]|$)")
    return [
        path
        for path in SRC.rglob("*.py")
        if path.relative_to(SRC).parts[0] not in ("games", "specs") and not own.match(path.stem)
        if path.name != "examples.py"
    ]


def test_no_generic_module_branches_on_a_game_name():
    found = [
        f"{path.relative_to(SRC)}:{number}: {line.strip()}"
        for path in _generic_modules()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if BRANCH.search(line) and not line.strip().startswith("#")
    ]
    assert found == [], "ask the game's spec instead:\n" + "\n".join(found)


def test_every_registry_holds_exactly_the_registered_games():
    specs = all_specs()
    assert list(GAMES) == [spec.name for spec in specs]
    assert {spec.cli for spec in specs} <= set(TABLES) and set(EXAMPLES) <= {spec.name for spec in specs}
    for spec in specs:
        assert GAMES[spec.name] is spec.engine_class and spec.engine_class.name == spec.name
        assert TABLES[spec.cli].widget == spec.widget and TABLES[spec.cli].title == spec.title
        assert table_class(spec.widget) is spec.table_class and spec.widget in TABLE_CLASSES
        assert spec.door_class.table_type is spec.table_class  # a door holds its table
        assert spec.table_class.engine_type is spec.engine_class
        assert find_spec(spec.cli) is find_spec(spec.widget) is find_spec(spec.name) is spec
        assert player_names(spec.name)[0] == "random"
        assert referee_for(spec.name).most_seats(spec.engine_class) == spec.seats[1]
        assert stand_in(spec.name, 1).choose is not None
