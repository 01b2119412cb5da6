"""The tables layer knows no transport: no widget library is imported by it, or by a
room's shared table of any game, in a fresh interpreter."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import cardtable.tables

TRANSPORT = ("anywidget", "ipywidgets", "traitlets", "comm", "cardtable.widgets", "starlette", "websockets")
TABLES_DIR = pathlib.Path(cardtable.tables.__file__).parent


def _loaded_after(code: str) -> set[str]:
    """The ``TRANSPORT`` modules (or their submodules) in ``sys.modules`` after ``code``
    runs in a fresh interpreter."""
    script = (
        f"{code}\nimport sys\n"
        f"print(' '.join(w for w in {TRANSPORT!r} if any(m == w or m.startswith(w + '.') for m in sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_import_cardtable_tables_loads_no_widget_library():
    assert _loaded_after("import cardtable.tables") == set()


def test_a_shared_table_of_every_game_and_teaching_table_loads_no_widget_library():
    code = (
        "from cardtable.tables import TABLE_CLASSES, Seating, SharedTable, seated_table, table_class\n"
        "for name in TABLE_CLASSES:\n"
        "    seating = Seating({0: 'Ana'})\n"
        "    shared = SharedTable(seated_table(table_class(name), seating), seating)\n"
        "    shared.arrive(0)\n"
        "    assert shared.message(0)['view']['zones'] is not None\n"
    )
    assert _loaded_after(code) == set()


def test_the_watch_sees_a_widget_import():
    # the check itself can fail: asking for a widget loads the widget library
    assert {"anywidget", "traitlets", "cardtable.widgets"} <= _loaded_after("import cardtable\ncardtable.FiveO")


def test_no_module_of_the_tables_layer_imports_a_transport():
    for path in sorted(TABLES_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("." * node.level) + (node.module or "")]
            for name in names:
                top = name.lstrip(".").split(".")[0]
                assert top not in {"anywidget", "ipywidgets", "traitlets", "comm", "starlette", "websockets"}, path
                assert not name.startswith("..widgets") and not name.startswith("..server"), (path, name)
                assert name not in (".", "..", "cardtable"), (path, name)  # never its own package back
