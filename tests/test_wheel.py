"""The wheel carries the bundled renderer: installed into a clean virtual environment,
with no Node.js on the path, every game imports, displays and plays."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent

SMOKE = r"""
import cardtable
tables = [cardtable.War(seed=1), cardtable.FiveO(seed=1, level="greedy"), cardtable.DrawPoker(seed=1),
          cardtable.Tonk(seed=1, level="baseline"), cardtable.HandRankings(), cardtable.HandQuiz(seed=1)]
for table in tables:
    data, _ = table._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data and "cardtable-snapshot" in data["text/html"]
    assert "export default" in table._esm or "render" in table._esm
    if hasattr(table, "engine"):
        assert table.rules["sections"], "the rules files travel in the wheel"
tables[0].run()
tables[1].place(tables[1].engine.observation(0).open_piles()[0])
tables[2].act("drop")
russian = cardtable.DrawPoker(seed=1, lang="ru")
assert russian.view["status"] == "Ваш ход до обмена карт.", russian.view["status"]
assert russian.rules["title"] == "Дро-покер один на один", "the Russian rule book travels in the wheel"
tables[3].act("flip 1")
print("WHEEL OK", tables[0].result.reason)
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> pathlib.Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)], check=True, cwd=out
    )
    return next(out.glob("cardtable-*.whl"))


def test_the_wheel_carries_the_renderer_and_the_rules(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "cardtable/static/widget.js" in names and "cardtable/static/widget.css" in names
    books = {f"cardtable/seeds/{g}.md" for g in ("war", "five_o", "draw_poker", "tonk", "poker_hands")}
    assert books | {"cardtable/seeds/draw_poker.ru.md"} <= set(names)
    assert "cardtable/i18n/locales/ru/LC_MESSAGES/cardtable.po" in names
    assert not any(n.startswith(("js/", "node_modules/")) for n in names)


def test_installed_without_node_every_game_plays(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel)], check=True)
    env = {"PATH": str(venv / "bin"), "HOME": str(tmp_path)}  # no node, npm or source tree in reach
    result = subprocess.run([str(python), "-c", SMOKE], env=env, cwd=tmp_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("WHEEL OK")
    where = subprocess.run(
        [str(python), "-c", "import cardtable; print(cardtable.__file__)"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
    ).stdout
    assert str(venv) in where and os.fspath(ROOT) not in where
