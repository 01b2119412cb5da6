"""MkDocs hook: pages made from the project's own files at build time, so each has one source.

- ``rules/<game>.md`` from each game's ``games/<game>/rules.md`` and the teaching tables'
  ``poker_hands.md`` (``cardtable.rules.rules_files``: the rules the tests name by id), with
  each game's house rules listed from its options' declarations (``cardtable.house_rules``);
  the nav's ``Rules`` section (left empty in mkdocs.yml) lists them in the specs' ``listed``
  order, and a page's ``<!-- games -->`` and ``<!-- rules pages -->`` become the games'
  titles and links to their rules pages (the home page's): a new game's package is in the
  docs with no edit of mkdocs.yml or of a page;
- the API reference's per-game sections, in the same order: a page's
  ``<!-- games: engines -->`` becomes each game's engine module and the modules of its
  package that the engine is built from (what it imports from them), ``<!-- games:
  widgets -->`` each game's own widget module (a game whose widget is made from its table
  has none), ``<!-- games: tables -->`` each game's table module and ``<!-- games: bots
  -->`` each game's bot ladder (its spec's ``bots``) with the ``bot_*`` modules of its
  package (a game with no ladder has none), as mkdocstrings ``:::`` blocks;
- ``gallery.md`` from ``docs/gallery.py`` (the code each screenshot shows: a game's from its spec);
- ``notebooks/<name>.ipynb`` from ``notebooks/``, with the live-widget outputs taken out
  so the saved HTML picture of each table shows (a widget view needs a widget loader
  from the network; the picture needs nothing).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import pathlib
import shutil
import tempfile

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = pathlib.Path(__file__).resolve().parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
RULES_SECTION = "Rules"  # the nav's section this hook fills
GAMES = "<!-- games -->"  # on a page: the games, by title ("**Five-O poker**, … and **War**")
RULES_PAGES = "<!-- rules pages -->"  # on a page: a link to each rules page
RL_GAMES = "<!-- rl games -->"  # docs/rl.md: every game with an encoding, by engine name
RL_MOVES = "<!-- rl moves -->"  # docs/rl.md: each encoding's move numbers, as a table
# on a page: each game's modules, as mkdocstrings blocks ("::: cardtable.games.war.game")
REFERENCE = {
    "engines": "<!-- games: engines -->",
    "widgets": "<!-- games: widgets -->",
    "tables": "<!-- games: tables -->",
    "bots": "<!-- games: bots -->",
}
_built: list[pathlib.Path] = []


def strip_widget_views(notebook: dict) -> dict:
    """The notebook with every live-widget output reduced to its picture and text, and no
    saved widget state."""
    notebook = json.loads(json.dumps(notebook))
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    return notebook


def gallery_page() -> str:
    spec = importlib.util.spec_from_file_location("cardtable_gallery", ROOT / "docs" / "gallery.py")
    gallery = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gallery)
    return gallery.page()


def rules_pages() -> list[tuple[str, str]]:
    """Each rules page as (its title, its page): every game's, in the order of its spec's
    ``listed``, then the teaching tables'; the title is the rules file's own heading."""
    from cardtable.rules import rule_book, rules_files

    return [(rule_book(name).title, f"rules/{name}.md") for name in rules_files()]


def nav_with_rules(nav: list, pages: list[tuple[str, str]]) -> list:
    """``nav`` with its ``Rules`` section holding ``pages``. The section is left empty in
    mkdocs.yml (``- Rules: []``): one kept by hand would miss the next game."""
    filled, found = [], False
    for item in nav:
        if isinstance(item, dict) and RULES_SECTION in item:
            if item[RULES_SECTION]:
                raise PluginError(
                    f"mkdocs.yml's nav lists the {RULES_SECTION} pages by hand; leave the section empty "
                    f"('- {RULES_SECTION}: []'): docs/hooks.py fills it from the games' specs."
                )
            item, found = {RULES_SECTION: [{title: page} for title, page in pages]}, True
        filled.append(item)
    if not found:
        raise PluginError(f"mkdocs.yml's nav has no '- {RULES_SECTION}: []' section for the rules pages.")
    return filled


def games_in_words() -> str:
    """The games, by title, in the order of their specs' ``listed``: "**A**, **B** and **C**"."""
    from cardtable.specs import all_specs

    titles = [f"**{spec.title}**" for spec in all_specs()]
    return " and ".join([", ".join(titles[:-1]), titles[-1]]) if len(titles) > 1 else "".join(titles)


def rl_games() -> str:
    """Every game an environment plays, by its engine's name: `"five_o"`, … or `"war"`."""
    from cardtable.specs import all_specs

    names = [f'`"{spec.name}"`' for spec in all_specs() if spec.encoding is not None]
    return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)


def rl_moves() -> str:
    """Each game's move numbers, from its encoding (``Encoding.moves_words``)."""
    from cardtable.env.encodings import ENCODINGS
    from cardtable.specs import all_specs

    rows = ["| game | moves |", "|---|---|"]
    for spec in all_specs():
        if spec.encoding is not None:
            rows.append(f"| {spec.title} | {ENCODINGS[spec.name].moves_words} |")
    return "\n".join(rows)


def rules_links(page_path: str) -> str:
    """A link to each rules page, from the page at ``page_path`` (``index.md``)."""
    up = "../" * page_path.count("/")
    return ", ".join(f"[{title}]({up}{page})" for title, page in rules_pages())


def module_of(ref) -> str:
    """The module a spec's reference names (``".games.war.table:WarTable"`` is
    ``cardtable.games.war.table``), read from the reference: nothing imported."""
    if not isinstance(ref, str):
        return ref.__module__
    return importlib.util.resolve_name(ref.partition(":")[0], "cardtable")


def package_imports(path: str, here: str, package: str) -> list[str]:
    """The modules of ``package`` that the module at ``path``, of the package ``here``,
    imports at its top, in order."""
    names: list[str] = []
    for node in ast.parse(pathlib.Path(path).read_text(encoding="utf-8")).body:
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 1:  # from .actions import …; from . import actions
            names += [f"{here}.{node.module}"] if node.module else [f"{here}.{a.name}" for a in node.names]
        elif node.level == 0 and (node.module or "").startswith(f"{package}."):
            names.append(node.module)
    return names


def engine_modules(spec) -> list[str]:
    """The engine's module, then each module of its game's package that it imports at its
    top (its actions, data, events, views …), in the order it imports them, then those
    that these import in turn: a part of the engine kept in a module of its own (Tonk's
    ``play``) brings the rules modules it plays by."""
    module = module_of(spec.engine)
    package = module.rpartition(".")[0]
    found = importlib.util.find_spec(module)
    if found is None or found.origin is None:
        raise PluginError(f"The engine module {module} of {spec.name} was not found.")
    modules = [module]
    for reading in modules:  # grows as each module's imports are read
        found = importlib.util.find_spec(reading)
        if found is None or found.origin is None:  # a name, not a module (``from . import SPEC``)
            continue
        # ``from .x`` is read in the module's own package (a subpackage's is itself)
        here = reading if found.submodule_search_locations is not None else reading.rpartition(".")[0]
        modules += [name for name in package_imports(found.origin, here, package) if name not in modules]
    return modules


def bot_modules(spec) -> list[str]:
    """The module of the game's bot ladder (its spec's ``bots``), then the other bot
    modules of its package (``bot_*.py``: the parts the ladder's players are built from),
    by name; none for a game with no ladder. Found from the package's files, not from the
    ladder's imports: a part imported by another part, or inside a function, still counts."""
    if spec.bots is None:
        return []
    module = module_of(spec.bots)
    found = importlib.util.find_spec(module)
    if found is None or found.origin is None:
        raise PluginError(f"The bot module {module} of {spec.name} was not found.")
    package = module.rpartition(".")[0]
    parts = sorted(path.stem for path in pathlib.Path(found.origin).parent.glob("bot_*.py"))
    return [module, *(f"{package}.{part}" for part in parts if f"{package}.{part}" != module)]


def game_modules(kind: str) -> list[str]:
    """Each game's modules of one ``kind`` of the reference ("engines", "widgets",
    "tables" or "bots"), the games in the order of their specs' ``listed``."""
    from cardtable.specs import all_specs

    specs = list(all_specs())
    if kind == "engines":
        return [module for spec in specs for module in engine_modules(spec)]
    if kind == "widgets":
        return [module for spec in specs if (module := spec.door_module) is not None]
    if kind == "tables":
        return [module_of(spec.table) for spec in specs]
    if kind == "bots":
        return [module for spec in specs for module in bot_modules(spec)]
    raise PluginError(f"There is no '{kind}' section of the games' reference; there are {', '.join(REFERENCE)}.")


def reference_blocks(kind: str) -> str:
    """The mkdocstrings blocks of each game's modules of ``kind``, a blank line apart."""
    return "\n\n".join(f"::: {module}" for module in game_modules(kind))


def with_lists(markdown: str, page_path: str) -> str:
    """``markdown`` with its ``<!-- games -->``, ``<!-- rules pages -->`` and ``<!-- games:
    … -->`` (the reference's) filled in."""
    if GAMES in markdown:
        markdown = markdown.replace(GAMES, games_in_words())
    if RULES_PAGES in markdown:
        markdown = markdown.replace(RULES_PAGES, rules_links(page_path))
    if RL_GAMES in markdown:
        markdown = markdown.replace(RL_GAMES, rl_games())
    if RL_MOVES in markdown:
        markdown = markdown.replace(RL_MOVES, rl_moves())
    for kind, marker in REFERENCE.items():
        if marker in markdown:
            markdown = markdown.replace(marker, reference_blocks(kind))
    return markdown


def house_rules_section(game: str) -> str:
    """The house rules of the game whose engine is ``game``, as its options declare them."""
    from cardtable.house_rules import rules_section
    from cardtable.specs import spec_named

    spec = spec_named(game)
    return "" if spec is None else "\n" + rules_section(spec.engine_class.options_type)


def on_config(config):
    config["nav"] = nav_with_rules(config["nav"], rules_pages())
    return config


def on_page_markdown(markdown: str, page, config, files) -> str:
    return with_lists(markdown, page.file.src_uri)


@event_priority(100)  # before mkdocs-jupyter wraps the notebooks
def on_files(files: Files, config) -> Files:
    folder = pathlib.Path(tempfile.mkdtemp(prefix="cardtable-docs-"))
    _built.append(folder)
    pages: dict[str, str] = {"gallery.md": gallery_page()}
    from cardtable.rules import rules_files  # the package beside the docs (PYTHONPATH=src)

    for name, path in rules_files().items():
        pages[f"rules/{name}.md"] = path.read_text(encoding="utf-8") + house_rules_section(name)
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        stripped = strip_widget_views(json.loads(notebook.read_text(encoding="utf-8")))
        pages[f"notebooks/{notebook.name}"] = json.dumps(stripped, ensure_ascii=False, indent=1)
    for path, text in pages.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, encoding="utf-8")
        files.append(File(path, str(folder), config["site_dir"], config["use_directory_urls"]))
    return files


def on_post_build(config) -> None:
    while _built:
        shutil.rmtree(_built.pop(), ignore_errors=True)
