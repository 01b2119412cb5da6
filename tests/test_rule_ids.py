"""Every rule id in the rules files (``seeds/<game>.md``, the teaching tables'
``poker_hands.md``: ``cardtable.rules.rules_files``) is named by at least one test, and every rule id a test
names exists: the rules files and the code cannot drift apart.

A rule counts as tested only where a test function's name carries its id
(``test_TONK_15_hit_lock``): a comment or a string that mentions an id tests nothing."""

from __future__ import annotations

import ast
import pathlib
import re

from cardtable.rules import rules_files
from cardtable.specs import all_specs

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULE = re.compile(r"^- ([A-Z]+-\d+):", re.M)
NAMED = re.compile(r"(?<![A-Za-z])([A-Z]{2,}[-_]\d+)(?!\d)")


def rule_ids() -> dict[str, str]:
    ids = {}
    for path in rules_files().values():
        for rule in RULE.findall(path.read_text(encoding="utf-8")):
            assert rule not in ids, f"{rule} is defined twice"
            ids[rule] = f"{path.parent.name}/{path.name}"
    return ids


def rule_tests_by_name() -> dict[str, set[str]]:
    """The rule ids each test function's name carries, by ``file::name``."""
    named: dict[str, set[str]] = {}
    for path in sorted((ROOT / "tests").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
                ids = {m.replace("_", "-") for m in NAMED.findall(node.name)}
                if ids:
                    named.setdefault(f"{path.relative_to(ROOT)}::{node.name}", set()).update(ids)
    return named


def named_in_tests() -> set[str]:
    return set().union(*rule_tests_by_name().values())


def mentioned_in_tests() -> set[str]:
    """Every id written anywhere in the tests, comments included: each must exist."""
    mentioned = set()
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name != "test_rule_ids.py":
            mentioned |= {m.replace("_", "-") for m in NAMED.findall(path.read_text(encoding="utf-8"))}
    return mentioned


def test_ids_count_from_test_names_only():
    names = rule_tests_by_name()
    assert {"TONK-15"} <= names["tests/games/test_tonk.py::test_TONK_15_hit_lock"]
    assert all(name.split("::")[1].startswith("test") for name in names)
    # this module's own helpers mention ids in their text, and count for nothing
    assert not any(name.startswith("tests/test_rule_ids.py::") for name in names)


def test_rules_files_exist_and_number_their_rules():
    ids = rule_ids()
    assert any(i.startswith("WAR-") for i in ids)
    games = {f"{spec.rules_file.parent.name}/{spec.rules_file.name}" for spec in all_specs()}
    assert games >= {f"seeds/{game}.md" for game in ("war", "five_o", "draw_poker", "tonk")}
    assert set(ids.values()) == games | {"seeds/poker_hands.md"}  # each at the top, in seeds/
    for prefix in {i.split("-")[0] for i in ids}:
        numbers = sorted(int(i.split("-")[1]) for i in ids if i.startswith(prefix + "-"))
        assert numbers == list(range(1, len(numbers) + 1)), f"{prefix} rules are not numbered 1..n"


def test_every_rule_is_named_by_a_test():
    missing = sorted(set(rule_ids()) - named_in_tests())
    assert not missing, f"rules with no test: {missing}"


def test_every_rule_a_test_names_exists():
    prefixes = {i.split("-")[0] for i in rule_ids()}
    unknown = sorted(i for i in mentioned_in_tests() if i.split("-")[0] in prefixes and i not in rule_ids())
    assert not unknown, f"tests name rules that are not in any rules file: {unknown}"
