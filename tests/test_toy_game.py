"""A new game is its own package, and nothing more (issue 32).

``tests/toy/high_card/`` holds a whole toy game: ``game.py`` (engine), ``table.py``
(table), ``rules.md`` (rules) and ``spec.py`` (its ``GameSpec``), with an ``__init__.py``;
nothing else in cardtable names it. Copied into ``cardtable/games/high_card/`` of a copy
of the package, with no other file touched, it is found there as a built-in game: a
notebook widget, a line of ``cardtable play --list``, a game of the arena, a setup of the
fuzz suites, a rules book. Registered for the length of a test with
``cardtable.specs.registered``, it is all that too, a card of the server's lobby and an
entry of the docs' gallery; the generic checks name what it still lacks (the referee's
rules, a golden playthrough, the gallery's screenshots).
Once the block ends it has left every registry.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import toy.high_card as toy_package
from fuzz.engines import fuzz_engine, setups
from fuzz.syncs import widget_setups
from golden.playthroughs import cases
from golden.test_golden import missing_golden_text
from referee.check import check_message
from referee.rules import games_without_rules
from toy.high_card import SPEC, HighCardGame, HighCardTable
from toy.high_card.game import Keep, Swap
from toy.high_card.table import GRID

import cardtable
from cardtable import arena
from cardtable.app import cli
from cardtable.app.catalog import TABLES, find_table
from cardtable.arena.referees import referee_for
from cardtable.cards import Deck
from cardtable.engine import IllegalAction
from cardtable.specs import all_specs, find_spec, registered
from cardtable.tables import Seating, SharedTable, seated_table, table_class
from cardtable.tables.review.positions import viewed_position
from cardtable.testing import check_game
from cardtable.view import grid_problems

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "docs"))
import gallery  # docs/gallery.py: the gallery the docs and the browser test read


@pytest.fixture
def toy():
    with registered(SPEC) as spec:
        yield spec


def test_the_toy_game_is_a_notebook_widget(toy):
    widget = cardtable.HighCard(seed=3)
    assert isinstance(widget, cardtable.widgets.TableWidget) and isinstance(widget.table, HighCardTable)
    assert isinstance(widget, cardtable.widgets.HighCard)
    zones = {zone["id"]: zone["cards"] for zone in widget.view["zones"]}
    assert zones["opp.card"] == ["??"]  # their card stays face down until both have chosen
    assert zones["me.card"] == [widget.engine.hands[0].code]
    assert "HighCard" in dir(cardtable) and table_class("HighCard") is HighCardTable
    assert GAMES_NOW() == BUILT_IN | {"high_card"}


def test_a_person_plays_the_toy_game_to_its_end_against_the_computer(toy):
    widget = cardtable.HighCard(seed=3)  # no bot ladder: the other seat plays the game's stand-in
    assert widget.engine.to_act == 0 and widget.legal_actions()
    for game in range(3):
        widget.act("keep" if game % 2 else "swap")
        assert widget.is_over and widget.result is not None, repr(widget)
        zones = {zone["id"]: zone["cards"] for zone in widget.view["zones"]}
        assert zones["opp.card"] == [widget.engine.hands[1].code]  # both shown at the end
        widget.new_game()
    assert len(widget.history) == 3 and all(game.is_over for game in widget.history)


def test_the_toy_game_brings_its_own_grid_naming_each_zones_area(toy):
    widget = cardtable.HighCard(seed=3)  # no CSS of its own: its felt's arrangement is in its view
    view = widget.view
    assert view["layout"] == "high_card" and view["grid"] == GRID
    assert grid_problems(view["grid"], view["zones"]) == []
    areas = {zone["area"] for zone in view["zones"]}
    assert areas == {"opp-card", "me-card"}

    def named(rows):
        return {cell for row in rows for cell in row.split() if cell != "."}

    assert named(GRID["areas"]) == named(GRID["narrow_areas"]) == areas  # no area left empty
    # a room's spectators, and a review's position, are drawn in it too
    seating = Seating({0: "Ana", 1: "Ben"})
    shared = SharedTable(seated_table(HighCardTable, seating, seed=7), seating)
    shared.arrive(0)
    assert shared.view(None)["grid"] == shared.view(0)["grid"] == GRID
    assert viewed_position(widget.table, widget.engine, 0)["grid"] == GRID


def test_the_toy_widget_syncs_no_hidden_card_and_refuses_a_move_twice_alike(toy, wire):
    widget = cardtable.HighCard(seed=3, speed="off")
    mine, deck = widget.engine.hands[0], list(Deck.standard())
    synced = [message["data"] for c in wire for message in c.sent]
    assert synced  # every message sent so far, not only the last state
    for data in synced:
        check_message(data, {mine}, deck, where="a sync before any move")
    widget.act(Keep())  # an action object, where the test above plays text
    assert widget.is_over and widget.engine.actions[0] == (0, Keep())
    before = (widget.view["state_id"], len(widget.engine.actions), sum(len(c.sent) for c in wire))
    said = []
    for _ in range(2):
        with pytest.raises(IllegalAction) as refused:
            widget.act(Swap())
        said.append(str(refused.value))
        refusal = widget.play_intent(0, {"kind": "intent", "action": "keep", "state_id": widget.view["state_id"]})
        assert not isinstance(refusal, dict), refusal  # a Refusal, not a view
        said.append(refusal.reason)
    assert said[0] == said[2] and said[1] == said[3] and "over" in said[0], said
    assert (widget.view["state_id"], len(widget.engine.actions)) == before[:2]


def test_the_toy_games_observations_share_no_object_with_it(toy):
    from robustness.test_observation_sharing import reachable, shared

    for seed in range(5):
        game = HighCardGame(seed=seed)
        while True:  # its start, each move, its end: the walk the built-in games get
            held = reachable(game)
            assert all(shared(game, seat, held) == [] for seat in range(game.num_seats)), (seed, game.actions)
            if game.to_act is None:
                break
            game.apply(game.to_act, game.legal_actions(game.to_act)[seed % 2])
        assert game.result is not None


BUILT_IN = {spec.name for spec in all_specs()}  # the games the package ships, read from their specs


def GAMES_NOW():
    return set(cardtable.GAMES)


def test_the_toy_game_is_in_cardtable_play_and_the_lobby(toy, capsys):
    assert cli.main(["play", "--list"]) == 0
    listed = {line.split()[0]: line.split(None, 1)[1] for line in capsys.readouterr().out.splitlines()}
    assert listed["high-card"] == "High card: keep or swap one card; the higher one wins"
    assert find_table("high-card") is TABLES["high-card"] and find_table("HighCard").widget == "HighCard"
    assert isinstance(TABLES["high-card"].widget_class(seed=1).table, HighCardTable)
    pytest.importorskip("starlette")
    from cardtable.server.invite import SEATS
    from cardtable.server.pages import lobby_page

    assert ">High card</h2>" in lobby_page() and SEATS["high-card"] == 2


def test_the_toy_game_plays_in_the_arena_with_random_players(toy):
    results = arena.play("high_card", ["random", "random"], games=10, seed=1)
    assert len(results.rows) == 20 and arena.player_names("high_card") == ["random"]
    assert {outcome for row in results.rows for outcome in row.outcomes} <= {"win", "loss", "draw"}
    assert type(referee_for("high_card")).__name__ == "Referee"  # whole games, +1 and -1


def test_the_toy_game_is_fuzzed_by_the_generic_loops(toy):
    engine_setups = [s for s in setups() if s[1] is HighCardGame]
    assert engine_setups == [("high_card", HighCardGame, {})]
    for seed in range(20):
        fuzz_engine(HighCardGame, {}, random.Random(seed))
    check_game(HighCardGame, games=20, seed=1)
    assert [name for name, _ in widget_setups()][-1] == "high_card"
    assert "high_card" in cases()


def test_the_generic_checks_say_what_the_toy_game_lacks(toy):
    (lacking,) = games_without_rules()
    assert "HighCardGame" in lacking and "add tests/referee/seen/high_card.py, with ENGINE = 'high_card'" in lacking
    said = missing_golden_text("high_card")
    assert said is not None and "python -m tests.golden.regenerate" in said and "high_card.txt" in said


def test_the_toy_game_is_in_the_gallery_with_the_default_code(toy):
    """Its spec names no gallery code: the gallery shows a new table, and docs/gallery.py
    is not edited; the docs test then asks for its screenshots, saying how to take them."""
    entry = ("high-card", "High card", "cardtable.HighCard(seed=2026)")
    assert SPEC.gallery is None and SPEC.gallery_code == entry[2]
    listed = gallery.entries()
    assert entry in listed and [name for name, _, _ in listed] == list(TABLES)  # after War, before the teaching
    assert [name for name, _, _ in gallery.GALLERY] == list(TABLES)
    shown = eval(entry[2], {"cardtable": cardtable})  # the code shows the table, as the notebook runs it
    assert isinstance(shown.table, HighCardTable) and shown.view["title"] == "High card"
    page = gallery.page()
    assert "## High card\n\n```python\ncardtable.HighCard(seed=2026)\n```" in page and "high-card-light" not in page
    said = gallery.missing_pictures_text("high-card")
    assert said is not None and "high-card-light.png, high-card-dark.png" in said
    assert "`python -m pytest tests/browser/test_gallery.py -k high-card`" in said


def test_the_toy_game_leaves_every_registry_when_its_block_ends():
    with registered(SPEC):
        assert find_spec("high-card") is SPEC and cardtable.HighCard
    assert find_spec("high-card") is None and "high_card" not in cardtable.GAMES
    assert "high-card" not in TABLES and "HighCard" not in dir(cardtable)
    with pytest.raises(AttributeError):
        _ = cardtable.HighCard
    assert SPEC not in all_specs() and [s for s in setups() if s[1] is HighCardGame] == []
    assert "high-card" not in [name for name, _, _ in gallery.entries()]


def test_a_game_is_registered_once():
    with registered(SPEC), pytest.raises(ValueError, match="registered already"), registered(SPEC):
        pass


def test_every_registered_game_has_its_referee_rules():
    assert games_without_rules() == []


# --- the toy game as a built-in one: its package, and not one other file ---------------

TOY = Path(toy_package.__file__).parent
THE_GAMES_FILES = ["__init__.py", "game.py", "rules.md", "spec.py", "table.py"]
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc")
MUTATE = Path(__file__).parent.parent / "scripts" / "mutate.py"

# run in a fresh interpreter over the copy: every registry finds the game with no other edit
AS_BUILT_IN = """
import random, runpy, sys
import cardtable
from cardtable import arena
from cardtable.app import cli
from cardtable.rules import rule_book, rules_files
from cardtable.testing import check_game
from fuzz.engines import fuzz_engine, setups
from fuzz.syncs import widget_setups

assert cardtable.__file__.startswith(sys.argv[1]), cardtable.__file__
game = cardtable.HighCardGame
assert game.__module__ == "cardtable.games.high_card.game" and cardtable.GAMES["high_card"] is game
assert "HighCard" in cardtable.__all__ and "HighCardGame" in cardtable.__all__

widget = cardtable.HighCard(seed=3)  # a notebook widget: TableWidget over its table
assert isinstance(widget, cardtable.widgets.TableWidget)
zones = {zone["id"]: zone["cards"] for zone in widget.view["zones"]}
assert zones["opp.card"] == ["??"] and zones["me.card"] == [widget.engine.hands[0].code], zones

assert cli.main(["play", "--list"]) == 0  # a line of cardtable play --list
results = arena.play("high_card", ["random", "random"], games=6, seed=1)
assert len(results.rows) == 12, results.rows

assert ("high_card", game, {}) in setups()  # the fuzz suites
for seed in range(10):
    fuzz_engine(game, {}, random.Random(seed))
check_game(game, games=10, seed=1)
assert [name for name, _ in widget_setups()][-1] == "high_card"

book = rule_book("high_card")  # How to play, and the docs' rules page
assert book.title == "High card" and rules_files()["high_card"].parent.name == "high_card", book
mutate = runpy.run_path(sys.argv[2])  # scripts/mutate.py: mutation-listed, its rules with it
assert mutate["MODULES"]["high_card"][0] == "games/high_card/game.py", mutate["MODULES"]
print("BUILT IN OK", [spec for spec in cardtable.GAMES])
"""


def test_the_toy_game_is_its_own_package_and_nothing_more():
    assert sorted(path.name for path in TOY.iterdir() if path.name != "__pycache__") == THE_GAMES_FILES
    assert SPEC.rules_file == TOY / "rules.md" and SPEC.engine == "toy.high_card.game:HighCardGame"


# run over the same copy: its rules page is in the docs' nav and on their home page, its
# modules in the API reference and its table in the gallery, with no edit of mkdocs.yml, of
# docs/gallery.py or of a page (docs/hooks.py and docs/gallery.py read the specs)
IN_THE_DOCS = """
import pathlib, sys
from mkdocs.config import load_config
from mkdocs.structure.files import Files
import cardtable

root = pathlib.Path(sys.argv[2])
sys.path.insert(0, str(root / "docs"))
import hooks

assert cardtable.__file__.startswith(sys.argv[1]), cardtable.__file__
config = hooks.on_config(load_config(str(root / "mkdocs.yml")))  # the nav as the build reads it
(rules,) = [item["Rules"] for item in config["nav"] if isinstance(item, dict) and "Rules" in item]
assert rules[-2:] == [{"High card": "rules/high_card.md"}, {"Poker hands": "rules/poker_hands.md"}], rules
home = hooks.with_lists((root / "docs" / "index.md").read_text(encoding="utf-8"), "index.md")
assert "[High card](rules/high_card.md)" in home and "**War** and **High card**" in home, home
assert "<!--" not in home
api = root / "docs" / "api"  # the API reference: its engine and its table, last (listed 100)
engines = hooks.with_lists((api / "games.md").read_text(encoding="utf-8"), "api/games.md")
assert engines.rstrip().endswith("::: cardtable.games.war.events\\n\\n::: cardtable.games.high_card.game"), engines
widgets = hooks.with_lists((api / "widgets.md").read_text(encoding="utf-8"), "api/widgets.md")
assert widgets.rstrip().endswith("::: cardtable.games.war.table\\n\\n::: cardtable.games.high_card.table"), widgets
assert "high_card.widget" not in widgets  # its widget is made from its table: no module of its own
bots = hooks.with_lists((api / "bots.md").read_text(encoding="utf-8"), "api/bots.md")
assert "::: cardtable.games.war" not in bots and "high_card" not in bots, bots  # no ladder: no bots
assert "::: cardtable.games." in bots and "<!--" not in bots, bots
files = hooks.on_files(Files([]), config)
page = files.get_file_from_path("rules/high_card.md")
assert page is not None and "HIGH-1" in page.content_string, [f.src_uri for f in files]
shown = hooks.gallery_page()  # the gallery: its default code; no picture until one is taken
assert "## High card\\n\\n```python\\ncardtable.HighCard(seed=2026)\\n```" in shown, shown
assert "high-card-light" not in shown and "images/gallery/war-dark.png" in shown, shown
hooks.on_post_build(config)
print("IN THE DOCS OK", [list(item)[0] for item in rules])
"""


@pytest.fixture(scope="module")
def copied(tmp_path_factory):
    """A copy of cardtable with the toy game copied into its games, and the environment
    that imports that copy (and the tests' helpers)."""
    package = Path(cardtable.__file__).parent
    copy = tmp_path_factory.mktemp("built_in") / "src" / "cardtable"
    shutil.copytree(package, copy, ignore=SKIP)
    shutil.copytree(TOY, copy / "games" / "high_card", ignore=SKIP)
    shutil.copytree(Path(__file__).resolve().parents[1] / "seeds", copy.parents[1] / "seeds")  # the rule books
    tests = Path(__file__).parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(copy.parent), str(tests)])}
    return copy, env


def test_a_game_copied_into_the_games_package_is_a_built_in_game(copied):
    copy, env = copied
    package = Path(cardtable.__file__).parent
    added = {str(p.relative_to(copy)) for p in copy.rglob("*") if p.is_file()} - {
        str(p.relative_to(package)) for p in package.rglob("*") if p.is_file()
    }
    assert sorted(added) == [f"games/high_card/{name}" for name in THE_GAMES_FILES]
    done = subprocess.run(
        [sys.executable, "-c", AS_BUILT_IN, str(copy), str(MUTATE)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "high-card" in done.stdout and "BUILT IN OK" in done.stdout, done.stdout
    assert all(repr(name) in done.stdout for name in [*BUILT_IN, "high_card"]), done.stdout


def test_a_game_copied_into_the_games_package_has_its_rules_page_in_the_docs(copied):
    copy, env = copied
    root = Path(__file__).resolve().parents[1]  # mkdocs.yml and docs/, as they are
    done = subprocess.run(
        [sys.executable, "-c", IN_THE_DOCS, str(copy), str(root)], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "IN THE DOCS OK" in done.stdout, done.stdout


def test_a_new_games_referee_rules_are_a_file_of_its_own(toy, tmp_path, monkeypatch):
    """The referee finds a game's rules in tests/referee/seen/<game>.py: a new game adds
    that file and edits none of the referee's."""
    import referee.rules as rules

    folder = tmp_path / "referee" / "seen"
    folder.mkdir(parents=True)
    (folder / "high_card.py").write_text(
        'ENGINE = "high_card"\n\n\ndef seen(game, seat, action):\n'
        "    mine = {game.hands[seat]}\n"
        "    return mine | ({game.hands[1 - seat]} if game.chosen == 2 else set())  # HIGH: both shown at the end\n"
    )
    monkeypatch.setattr(rules, "__file__", str(folder.parent / "rules.py"))
    monkeypatch.setattr(rules, "SEEN_BY_NAME", rules._written_apart())
    assert games_without_rules() == []
    game = HighCardGame(seed=3)
    assert rules.seen_now(game, 0, None) == {game.hands[0]}


def test_a_new_games_house_rules_are_played_by_the_generic_suites_from_its_spec():
    """A spec's ``modes`` (house rules to play beyond the defaults) reach the fuzz suites,
    the golden playthroughs and the observation checks: a new game with house rules edits
    none of their files."""
    import dataclasses

    from cardtable.specs import registered

    with registered(dataclasses.replace(SPEC, modes=(("second", {}),))):
        assert ("high_card-second", HighCardGame, {}) in setups()
        assert cases()["high_card-second"] == (HighCardGame, {}, 1)
