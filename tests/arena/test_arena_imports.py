"""The core package and the arena itself work without the ``[arena]`` extra's libraries."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

from cardtable import arena

HEAVY = ("dask", "distributed", "pandas", "matplotlib", "tqdm")
WIDGETS = ("anywidget", "ipywidgets", "traitlets", "comm", "cardtable.widgets")


def _loaded_after(code: str, watched: tuple[str, ...] = HEAVY) -> set[str]:
    """The ``watched`` modules (or any of their submodules) in ``sys.modules`` after
    ``code`` runs in a fresh interpreter."""
    script = (
        f"{code}\nimport sys\n"
        f"print(' '.join(w for w in {watched!r} if any(m == w or m.startswith(w + '.') for m in sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_import_cardtable_does_not_import_dask_pandas_matplotlib_or_tqdm():
    assert _loaded_after("import cardtable") == set()


def test_an_arena_run_and_its_summary_need_none_of_them():
    code = (
        "from cardtable import arena\n"
        "r = arena.play('war', ['random', 'random'], games=2, progress=False)\n"
        "r.summary(); r.head_to_head(); r._repr_html_(); str(r)"
    )
    assert _loaded_after(code) == set()
    assert _loaded_after(code, WIDGETS) == set()


def test_import_cardtable_arena_loads_no_widget_no_anywidget_and_no_ipywidgets():
    assert _loaded_after("import cardtable.arena", WIDGETS) == set()
    assert _loaded_after("import cardtable\nfrom cardtable import arena, engine, games, GAMES", WIDGETS) == set()
    # the watch itself sees a widget import: asking for one loads them
    assert _loaded_after("import cardtable\ncardtable.FiveO", WIDGETS) == set(WIDGETS)


def test_the_widgets_are_still_the_packages_names():
    code = (
        "import cardtable\n"
        "names = dir(cardtable)\n"
        "tables = {'FiveO', 'War', 'Tonk', 'DrawPoker', 'HandRankings', 'CompareHands', 'HandQuiz'}\n"
        "assert tables | {'widgets'} <= set(names)\n"
        "assert set(cardtable.__all__) <= set(names)\n"
        "from cardtable import FiveO\n"
        "assert FiveO is cardtable.FiveO is cardtable.widgets.FiveO\n"
        "try:\n"
        "    cardtable.NoSuchTable\n"
        "except AttributeError as exc:\n"
        "    assert \"no attribute 'NoSuchTable'\" in str(exc)\n"
        "else:\n"
        "    raise AssertionError('an unknown name was found')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_arena_never_imports_a_widget_module():
    """Workers on a Dask cluster have no notebook: no arena module may import ``widgets``."""
    root = pathlib.Path(arena.__file__).parent
    imported = []
    for path in sorted(root.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                imported.append((path.name, "." * node.level + (node.module or "")))
            elif isinstance(node, ast.Import):
                imported += [(path.name, alias.name) for alias in node.names]
    assert imported  # the walk found the imports
    assert [(name, module) for name, module in imported if "widgets" in module] == []
