"""The documentation site: ``mkdocs build --strict`` passes (no broken link or reference),
its code runs, each rules page is its seeds file, the gallery covers every table, and the
saved table pictures show, in the committed notebooks and in the built site, offline."""

from __future__ import annotations

import importlib
import inspect
import os
import pathlib
import re
import subprocess
import sys
import types

import nbformat
import pytest

from cardtable.app.catalog import TABLES
from cardtable.rules import rules_files

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
sys.path.insert(0, str(DOCS))
from gallery import GALLERY, missing_pictures_text  # noqa: E402


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site, built once for the module exactly as CI builds it."""
    out = tmp_path_factory.mktemp("site")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(ROOT / "src"))
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr[-4000:]
    return out


def widget_outputs(notebook: dict):
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            if WIDGET_VIEW in output.get("data", {}):
                yield output["data"]


@pytest.mark.parametrize("path", sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.name)
def test_each_committed_notebook_carries_the_table_picture(path):
    notebook = nbformat.read(path, as_version=4)
    outputs = list(widget_outputs(notebook))
    assert outputs, f"{path.name} shows no table"
    for data in outputs:
        assert data.get("text/html", "").startswith('<div class="cardtable-snapshot"'), path.name
        assert "<script" not in data["text/html"].lower()
    assert "widgets" not in notebook["metadata"], "saved widget state would hide the picture in viewers"


def test_notebook_pages_show_the_pictures_and_need_no_widget_loader(site):
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        shown = sum(1 for _ in widget_outputs(nbformat.read(path, as_version=4)))
        html = (site / "notebooks" / path.stem / "index.html").read_text()
        assert html.count('<div class="cardtable-snapshot"') == shown, path.name
        assert WIDGET_VIEW not in html and "html-manager" not in html, path.name


def test_each_rules_page_is_its_rules_file(site):
    assert {"five_o", "draw_poker", "tonk", "war", "poker_hands"} <= set(rules_files())
    for name, path in rules_files().items():
        html = (site / "rules" / name / "index.html").read_text()
        ids = re.findall(r"^- ([A-Z]+-\d+):", path.read_text(), re.M)
        assert ids, path
        missing = [rule for rule in ids if rule not in html]
        assert not missing, f"{path}: {missing}"


def test_the_nav_and_the_home_page_list_each_rules_page_from_the_specs(site):
    from cardtable.rules import rule_book
    from cardtable.specs import all_specs

    games = [spec.name for spec in all_specs()]
    pages = list(rules_files())
    assert pages[: len(games)] == games and len(pages) > len(games)  # in listed order, then the teaching tables'
    html = (site / "index.html").read_text()
    nav = re.findall(r'<a href="rules/(\w+)/" class="md-nav__link">\s*<span class="md-ellipsis">\s*([^<]+?)\s*<', html)
    titled = [(name, rule_book(name).title) for name in pages]
    assert nav == titled
    listed = re.search(r"The rules as cardtable plays them: (.*?)</li>", html).group(1)
    assert re.findall(r'<a href="rules/(\w+)/">([^<]+)</a>', listed) == titled
    said = re.search(r"inside notebooks: (.*?), and three", html, re.S).group(1)
    assert re.findall(r"<strong>([^<]+)</strong>", said) == [spec.title for spec in all_specs()]
    assert "<!--" not in said and "<!--" not in listed


def test_the_rules_pages_are_listed_by_no_hand():
    """mkdocs.yml and the home page leave the lists to docs/hooks.py: a hand-kept list
    would miss the next game."""
    config = (ROOT / "mkdocs.yml").read_text()
    assert re.search(r"^  - Rules: \[\]", config, re.M) and "rules/" not in config
    index = (DOCS / "index.md").read_text()
    assert "<!-- games -->" in index and "<!-- rules pages -->" in index and "rules/" not in index


def test_the_hook_refuses_a_rules_section_kept_by_hand_or_missing():
    from hooks import nav_with_rules, rules_pages
    from mkdocs.exceptions import PluginError

    pages = rules_pages()
    assert nav_with_rules([{"Home": "index.md"}, {"Rules": []}], pages)[1] == {"Rules": [{t: p} for t, p in pages]}
    with pytest.raises(PluginError, match="by hand; leave the section empty"):
        nav_with_rules([{"Rules": [{"A game": "rules/a_game.md"}]}], pages)
    with pytest.raises(PluginError, match="has no '- Rules: \\[\\]' section"):
        nav_with_rules([{"Home": "index.md"}], pages)


def test_the_api_reference_lists_each_games_modules_from_the_specs(site):
    """Each game's engine (with the modules of its package it imports), widget, table and
    bots are in the API reference, the games in their specs' ``listed`` order."""
    from hooks import REFERENCE, bot_modules, engine_modules

    from cardtable.specs import all_specs

    specs = list(all_specs())
    five_o = next(spec for spec in specs if spec.name == "five_o")
    assert engine_modules(five_o) == [
        f"cardtable.games.five_o.{name}" for name in ("game", "actions", "data", "events", "score", "views")
    ]
    wanted = {
        "games": [module for spec in specs for module in engine_modules(spec)],
        "widgets": [
            *(
                f"{spec.engine_class.__module__.rpartition('.')[0]}.widget"
                for spec in specs
                if pathlib.Path(inspect.getfile(spec.engine_class)).with_name("widget.py").is_file()
            ),
            *(f"cardtable.games.{spec.name}.table" for spec in specs),
        ],
        "bots": ["cardtable.bots.base", *(module for spec in specs for module in bot_modules(spec))],
    }
    assert "cardtable.games.five_o.widget" in wanted["widgets"]  # a game's own widget.py, found by its file
    for page, modules in wanted.items():
        html = (site / "api" / page / "index.html").read_text()
        at = [html.find(f'id="{module}"') for module in modules]
        assert -1 not in at, [m for m, i in zip(modules, at, strict=True) if i == -1]
        assert at == sorted(at), page  # in listed order, engines before their modules
        assert not any(marker in html for marker in REFERENCE.values()), page


def test_each_games_bots_are_its_ladder_and_the_bot_modules_of_its_package():
    """A game's bots in the reference are its spec's ladder, then every ``bot_*`` module
    beside it, each part the ladder is built from (what it imports, and what they import)
    among them; a game with no ladder has none."""
    from hooks import bot_modules

    from cardtable.specs import all_specs

    with_parts = 0
    for spec in all_specs():
        if spec.bots is None:
            assert bot_modules(spec) == [], spec.name
            continue
        ladder = importlib.import_module(spec.bots, "cardtable")
        package, folder = ladder.__package__, pathlib.Path(ladder.__file__).parent
        listed = bot_modules(spec)
        assert listed[0] == ladder.__name__, listed
        assert sorted(listed[1:]) == [f"{package}.{path.stem}" for path in sorted(folder.glob("bot_*.py"))]
        reached, todo = set(), [ladder.__name__]
        while todo:  # the package's bot modules the ladder is built from, through its parts
            module = sys.modules[todo.pop()]
            for value in vars(module).values():
                home = value.__name__ if isinstance(value, types.ModuleType) else getattr(value, "__module__", None)
                if isinstance(home, str) and home.startswith(f"{package}.bot_") and home not in reached:
                    reached.add(home)
                    todo.append(home)
        assert reached <= set(listed[1:]), (spec.name, reached - set(listed))
        with_parts += bool(reached)
    assert with_parts, "no game's ladder is built from parts: the test reads nothing"


def test_the_api_reference_lists_no_games_module_by_hand():
    """docs/api leaves each game's modules to docs/hooks.py: a hand-kept list would miss the next game."""
    from hooks import REFERENCE, game_modules, reference_blocks
    from mkdocs.exceptions import PluginError

    pages = {page: (DOCS / "api" / page).read_text() for page in ("games.md", "widgets.md", "bots.md")}
    assert REFERENCE["engines"] in pages["games.md"] and REFERENCE["bots"] in pages["bots.md"]
    assert REFERENCE["widgets"] in pages["widgets.md"] and REFERENCE["tables"] in pages["widgets.md"]
    for name, text in pages.items():
        assert "::: cardtable.games." not in text, name
    # a marker named in a page's prose would be filled in there too
    elsewhere = [page for page in DOCS.rglob("*.md") if page.parent != DOCS / "api"]
    assert not [page.name for page in elsewhere if any(m in page.read_text() for m in REFERENCE.values())]
    assert reference_blocks("tables").split("\n\n") == [f"::: {module}" for module in game_modules("tables")]
    with pytest.raises(PluginError, match="no 'rules' section"):
        game_modules("rules")


def test_each_games_rules_page_lists_its_house_rules_from_their_declarations(site):
    from cardtable.house_rules import option_fields
    from cardtable.specs import spec_named

    for seed in sorted((ROOT / "seeds").glob("*.md")):
        spec = spec_named(seed.stem)
        if spec is None:  # poker hands: no game, no house rules
            continue
        html = (site / "rules" / seed.stem / "index.html").read_text()
        assert "House rules at a glance" in html, seed.name
        for f in option_fields(spec.engine_class.options_type):
            assert f"<code>{f.name}</code>" in html and f.metadata["label"] in html, (seed.name, f.name)


def test_the_gallery_shows_every_table_light_and_dark(site):
    assert [name for name, _, _ in GALLERY] == list(TABLES)
    missing = [said for name, _, _ in GALLERY if (said := missing_pictures_text(name)) is not None]
    assert missing == [], "\n".join(missing)  # a new game's, until the browser test takes them
    html = (site / "gallery" / "index.html").read_text()
    for name, title, code in GALLERY:
        assert title in html
        for theme in ("light", "dark"):
            image = site / "images" / "gallery" / f"{name}-{theme}.png"
            assert image.read_bytes()[:4] == b"\x89PNG", image
            assert f"images/gallery/{name}-{theme}.png" in html
        widget = re.search(r"cardtable\.(\w+)\(", code).group(1)
        assert widget == TABLES[name].widget and f">{widget}<" in html  # the code, highlighted


def test_the_readme_shows_the_gallery():
    readme = (ROOT / "README.md").read_text()
    shown = re.findall(r"docs/images/gallery/([a-z-]+)-(?:light|dark)\.png", readme)
    assert len(set(shown)) >= 3 and set(shown) <= set(TABLES)


@pytest.mark.parametrize(
    "page", ["first-game.md", "stepping.md", "saving.md", "bots.md", "access.md", "review.md", "views.md"]
)
def test_the_code_on_each_page_runs(page, capsys):
    blocks = re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(), re.S)
    assert blocks
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, f"docs/{page}", "exec"), namespace)
    printed = capsys.readouterr().out
    assert "Traceback" not in printed
