"""The rules files (``seeds/<game>.md``) as the How to play panel reads them.

The same files are what the tests check the code against, so the panel a person reads
and the rules the engine is tested on are one source. In a wheel they are packaged as
``cardtable/seeds/``; in a source checkout they are read from the repository's ``seeds/``.
"""

from __future__ import annotations

import functools
import pathlib
import re
from dataclasses import dataclass
from typing import Any

__all__ = ["RuleBook", "Section", "rule_book", "rules_path"]

_RULE = re.compile(r"^- ([A-Z]+-\d+): (.+)$")
_QUESTION = re.compile(r"^- Q: (.+?) A: (.+)$")
_HERE = pathlib.Path(__file__).resolve().parent


@dataclass(frozen=True)
class Section:
    heading: str
    items: tuple[str, ...]  # rules as "WAR-3: text", or questions as "question — answer"


@dataclass(frozen=True)
class RuleBook:
    title: str
    sections: tuple[Section, ...]
    questions: tuple[tuple[str, str], ...]

    def to_view(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "sections": [{"heading": s.heading, "items": list(s.items)} for s in self.sections],
            "questions": [{"q": q, "a": a} for q, a in self.questions],
        }


def rules_path(game: str) -> pathlib.Path:
    """Where ``seeds/<game>.md`` is: packaged beside this module, or in the source tree
    (or the file the game's spec names)."""
    from .specs import spec_named

    spec = spec_named(game)
    if spec is not None and spec.rules is not None:
        return pathlib.Path(spec.rules)
    for folder in (_HERE / "seeds", _HERE.parent.parent / "seeds"):
        path = folder / f"{game}.md"
        if path.is_file():
            return path
    raise FileNotFoundError(f"No rules file for {game!r} (looked for seeds/{game}.md).")


@functools.cache
def rule_book(game: str) -> RuleBook:
    """Parse ``seeds/<game>.md``: its title, each heading with its numbered rules, and the
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
