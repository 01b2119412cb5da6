"""The committed notebooks are found from the tour, and what marimo leaves beside them
is not committed."""

from __future__ import annotations

import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


def test_the_tours_next_list_names_every_other_notebook():
    tour = json.loads((NOTEBOOKS / "tour.ipynb").read_text(encoding="utf-8"))
    texts = ["".join(c["source"]) for c in tour["cells"] if c["cell_type"] == "markdown"]
    text = next(t for t in texts if "## Next" in t)
    others = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name != "tour.ipynb")
    assert "arena.ipynb" in others
    assert [name for name in others if f"`{name}`" not in text] == []


def test_marimos_session_folder_is_ignored_by_git():
    left = "notebooks/__marimo__/session/tour_marimo.py.json"  # what `marimo edit` writes
    ignored = subprocess.run(["git", "check-ignore", "-q", left], cwd=ROOT)
    assert ignored.returncode == 0
