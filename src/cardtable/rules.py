"""The rule books as the How to play panel reads them.

Each built-in game's rule book is ``seeds/<game>.md`` at the top of the repository (the
poker hands the teaching tables teach, ``seeds/poker_hands.md``), its Russian text
beside it (``seeds/<game>.ru.md``); a game from elsewhere keeps ``rules.md`` beside its
engine, or names its file in its spec. The same files are what the tests check the code
against and what the docs' rules pages show, so the panel a person reads and the rules
the engine is tested on are one source. A wheel carries ``seeds/`` inside the package
(``cardtable/seeds``); a source checkout reads it where it is.
"""

from __future__ import annotations

import functools
import pathlib
import re
from dataclasses import dataclass

from .view.messages import Rules

__all__ = ["RuleBook", "Section", "in_language", "rule_book", "rules_files", "rules_path", "seeds_folder"]

_RULE = re.compile(r"^- ([A-Z]+-\d+): (.+)$")
_ID = re.compile(r"^[A-Z]+-\d+: ")
_QUESTION = re.compile(r"^- Q: (.+?) A: (.+)$")
_HERE = pathlib.Path(__file__).resolve().parent


def seeds_folder() -> pathlib.Path:
    """The rule books: inside the package in a wheel, at the top of a source checkout."""
    inside = _HERE / "seeds"
    return inside if inside.is_dir() else _HERE.parents[1] / "seeds"


def in_language(path: pathlib.Path, lang: str) -> pathlib.Path:
    """The rule book ``path`` in ``lang`` (``draw_poker.ru.md`` beside ``draw_poker.md``),
    or ``path`` itself where there is none (English, or a book not yet translated)."""
    translated = path.with_name(f"{path.stem}.{lang}{path.suffix}")
    return translated if lang != "en" and translated.is_file() else path


@dataclass(frozen=True)
class Section:
    heading: str
    items: tuple[str, ...]  # rules as "WAR-3: text", or questions as "question — answer"


@dataclass(frozen=True)
class RuleBook:
    title: str
    sections: tuple[Section, ...]
    questions: tuple[tuple[str, str], ...]

    def to_view(self) -> Rules:
        """The panel's data: each rule's sentence without its id ("DRAW-1"), which ties
        the rule to its tests and stays in the book (``sections``), never in what a player
        reads."""
        return {
            "title": self.title,
            "sections": [{"heading": s.heading, "items": [_without_id(i) for i in s.items]} for s in self.sections],
            "questions": [{"q": q, "a": a} for q, a in self.questions],
        }


def _without_id(item: str) -> str:
    """A rule's sentence, its id left out: "WAR-3: Each player …" reads "Each player …"."""
    found = _ID.match(item)
    return item[found.end() :] if found else item


def rules_path(game: str) -> pathlib.Path:
    """Where the rules of ``game`` (an engine's name, or ``poker_hands``) are: the file
    its spec says (``seeds/<game>.md``), or the teaching tables' book."""
    from .specs import spec_named

    spec = spec_named(game)
    if spec is not None:
        return spec.rules_file
    path = seeds_folder() / f"{game}.md"
    if path.is_file():
        return path
    raise FileNotFoundError(f"No rules file for {game!r}: no game of that name, nor {path.name} in {path.parent}.")


def rules_files() -> dict[str, pathlib.Path]:
    """Every rules file by its book's name: each registered game's, then the teaching
    tables' (the docs' rules pages, the rule-id check)."""
    from .specs import all_specs

    found = {spec.name: spec.rules_file for spec in all_specs()}
    books = (path for path in sorted(seeds_folder().glob("*.md")) if "." not in path.stem)
    return found | {path.stem: path for path in books if path.stem not in found}


@functools.cache
def rule_book(game: str, lang: str = "en") -> RuleBook:
    """Parse the rules file of ``game`` in ``lang`` (English where it has no such book):
    its title, each heading with its numbered rules, and the questions people ask
    (``- Q: … A: …`` lines)."""
    title, heading = game, ""
    sections: list[Section] = []
    questions: list[tuple[str, str]] = []
    items: list[str] = []
    for line in in_language(rules_path(game), lang).read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
        elif line.startswith("## "):
            if items:
                sections.append(Section(heading, tuple(items)))
            heading, items = line[3:].strip(), []
        elif match := _QUESTION.match(line):
            questions.append((match.group(1).strip(), match.group(2).strip()))
        elif match := _RULE.match(line):
            items.append(f"{match.group(1)}: {match.group(2)}")
    if items:
        sections.append(Section(heading, tuple(items)))
    return RuleBook(title, tuple(sections), tuple(questions))
