"""The typed way to a game's classes is its package: ``from cardtable.games.<game> import
<Widget>, <Engine>, <Table>`` gives a type checker the real classes, where
``cardtable.<Widget>`` (found from the spec on first use) is ``Any`` to it. The package
imports them when first asked for, so ``import cardtable`` still brings no anywidget.

Every game here is taken from its spec: nothing names one.
"""

from __future__ import annotations

import importlib
import pathlib
import subprocess
import sys

import pytest

import cardtable
from cardtable.specs import GameSpec, all_specs

ROOT = pathlib.Path(__file__).resolve().parents[1]


def built_in() -> list[GameSpec]:
    """The games shipped in ``cardtable.games`` (a test's registered toy lives elsewhere)."""
    return [spec for spec in all_specs() if spec.engine_class.__module__.startswith("cardtable.games.")]


def package_of(spec: GameSpec) -> str:
    return spec.engine_class.__module__.rpartition(".")[0]


def classes_of(spec: GameSpec) -> dict[str, type]:
    """The widget, engine and table classes of ``spec``'s game, by name."""
    return {spec.widget: spec.door_class, spec.engine_name: spec.engine_class, spec.table_name: spec.table_class}


def test_every_built_in_game_is_checked():
    assert len(built_in()) == len(all_specs()) >= 4


@pytest.mark.parametrize("spec", built_in(), ids=lambda spec: spec.name)
def test_a_games_package_exports_its_widget_engine_and_table(spec):
    package = importlib.import_module(package_of(spec))
    assert set(classes_of(spec)) | {"SPEC"} == set(package.__all__) and package.SPEC is spec
    assert spec.door_class.__module__ == f"{package.__name__}.widget"  # found beside the engine, no door=
    for name, cls in classes_of(spec).items():
        assert getattr(package, name) is cls and cls.__name__ == name
    assert getattr(package, spec.widget) is getattr(cardtable, spec.widget)  # one class, two paths
    assert getattr(package, spec.engine_name) is getattr(cardtable, spec.engine_name) is cardtable.GAMES[spec.name]
    with pytest.raises(AttributeError, match=f"module '{package.__name__}' has no attribute 'Nothing'"):
        _ = package.Nothing


def test_import_cardtable_imports_no_games_classes_nor_anywidget():
    modules = [f"{package_of(spec)}.{part}" for spec in built_in() for part in ("game", "table", "widget")]
    code = (
        "import sys, cardtable\n"
        f"print(sorted(m for m in ['anywidget', 'ipywidgets', *{modules!r}] if m in sys.modules))\n"
        "print(sorted(m for m in sys.modules if m.startswith('cardtable.games.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    imported, games_modules = done.stdout.splitlines()
    assert imported == "[]"
    assert {f"{package_of(spec)}.spec" for spec in built_in()} <= set(eval(games_modules))  # the specs only


def test_mypy_sees_the_real_classes_from_a_games_package(tmp_path, monkeypatch):
    api = pytest.importorskip("mypy.api")
    lines = ["import cardtable"]
    expected = []
    for spec in built_in():
        names = list(classes_of(spec))
        lines.append(f"from {package_of(spec)} import {', '.join(names)}")
        for name, cls in classes_of(spec).items():
            lines.append(f"reveal_type({name})")
            expected.append(f'-> {cls.__module__}.{cls.__qualname__}"')
        lines.append(f"reveal_type(cardtable.{spec.widget})")  # made from the spec: Any
        expected.append('Revealed type is "Any"')
    checked = tmp_path / "typed_imports.py"
    checked.write_text("\n".join(lines) + "\n", encoding="utf-8")
    monkeypatch.chdir(ROOT)  # pyproject.toml's [tool.mypy]: strict, the package from src/
    out, err, status = api.run([str(checked), "--cache-dir", str(tmp_path / "cache"), "--no-error-summary"])
    assert status == 0, out + err
    revealed = [line for line in out.splitlines() if "Revealed type is" in line]
    assert len(revealed) == len(expected), out
    for line, wanted in zip(revealed, expected, strict=True):
        assert line.endswith(wanted) if wanted.startswith("->") else wanted in line, (line, wanted)
