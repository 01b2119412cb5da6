"""MkDocs hook: pages made from the project's own files at build time, so each has one source.

- ``rules/<game>.md`` from each game's ``games/<game>/rules.md`` and the teaching tables'
  ``poker_hands.md`` (``cardtable.rules.rules_files``: the rules the tests name by id), with
  each game's house rules listed from its options' declarations (``cardtable.house_rules``);
- ``gallery.md`` from ``docs/gallery.py`` (the code each screenshot shows);
- ``notebooks/<name>.ipynb`` from ``notebooks/``, with the live-widget outputs taken out
  so the saved HTML picture of each table shows (a widget view needs a widget loader
  from the network; the picture needs nothing).
"""

from __future__ import annotations

import importlib.util
import json
import pathlib
import shutil
import tempfile

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = pathlib.Path(__file__).resolve().parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
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


def house_rules_section(game: str) -> str:
    """The house rules of the game whose engine is ``game``, as its options declare them."""
    from cardtable.house_rules import rules_section
    from cardtable.specs import spec_named

    spec = spec_named(game)
    return "" if spec is None else "\n" + rules_section(spec.engine_class.options_type)


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
