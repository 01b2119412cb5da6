"""The core package and the arena itself work without the ``[arena]`` extra's libraries."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

from cardtable import arena

HEAVY = ("dask", "distributed", "pandas", "matplotlib", "tqdm")


def _loaded_after(code: str) -> set[str]:
    script = f"{code}\nimport sys\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
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
