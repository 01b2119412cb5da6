"""The rules files as the How to play panel reads them.

Each game's rules are ``rules.md`` in its own package (``games/<game>/rules.md``, or the
file its spec names); the poker hands the teaching tables teach are
``tables/teaching/poker_hands.md``. The same files are what the tests check the code
against and what the docs' rules pages show, so the panel a person reads and the rules
the engine is tested on are one source; they are package data, in a wheel as in a
source checkout.
"""

from __future__ import annotations

import functools
import pathlib
import re
from dataclasses import dataclass

from .view.messages import Rules

__all__ = ["RuleBook", "Section", "rule_book", "rules_files", "rules_path"]

_RULE = re.compile(r"^- ([A-Z]+-\d+): (.+)$")
_QUESTION = re.compile(r"^- Q: (.+?) A: (.+)$")
_TEACHING = pathlib.Path(__file__).resolve().parent / "tables" / "teaching"  # poker_hands.md


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
        return {
            "title": self.title,
            "sections": [{"heading": s.heading, "items": list(s.items)} for s in self.sections],
            "questions": [{"q": q, "a": a} for q, a in self.questions],
        }


def rules_path(game: str) -> pathlib.Path:
    """Where the rules of ``game`` (an engine's name, or ``poker_hands``) are: the file
    its spec says (``games/<game>/rules.md``), or a teaching table's."""
    from .specs import spec_named

    spec = spec_named(game)
    if spec is not None:
        return spec.rules_file
    path = _TEACHING / f"{game}.md"
    if path.is_file():
        return path
    raise FileNotFoundError(f"No rules file for {game!r}: no game of that name, nor {path.name} in {_TEACHING}.")


def rules_files() -> dict[str, pathlib.Path]:
    """Every rules file by its book's name: each registered game's, then the teaching
    tables' (the docs' rules pages, the rule-id check)."""
    from .specs import all_specs

    found = {spec.name: spec.rules_file for spec in all_specs()}
    return found | {path.stem: path for path in sorted(_TEACHING.glob("*.md"))}


@functools.cache
def rule_book(game: str) -> RuleBook:
    """Parse the rules file of ``game``: its title, each heading with its numbered rules, and the
    questions people ask (``- Q: … A: …`` lines)."""
    title, heading = game, ""
    sections: list[Section] = []
    questions: list[tuple[str, str]] = []
    items: list[str] = []
    for line in rules_path(game).read_text(encoding="utf-8").splitlines():
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
