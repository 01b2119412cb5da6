"""Every rule id in seeds/*.md is named by at least one test, and every rule id a test
names exists: the rules files and the code cannot drift apart."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULE = re.compile(r"^- ([A-Z]+-\d+):", re.M)
NAMED = re.compile(r"(?<![A-Za-z])([A-Z]{2,}[-_]\d+)(?!\d)")


def rule_ids() -> dict[str, str]:
    ids = {}
    for path in sorted((ROOT / "seeds").glob("*.md")):
        for rule in RULE.findall(path.read_text(encoding="utf-8")):
            assert rule not in ids, f"{rule} is defined twice"
            ids[rule] = path.name
    return ids


def named_in_tests() -> set[str]:
    named = set()
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name == "test_rule_ids.py":
            continue
        named |= {m.replace("_", "-") for m in NAMED.findall(path.read_text(encoding="utf-8"))}
    return named


def test_rules_files_exist_and_number_their_rules():
    ids = rule_ids()
    assert any(i.startswith("WAR-") for i in ids)
    for prefix in {i.split("-")[0] for i in ids}:
        numbers = sorted(int(i.split("-")[1]) for i in ids if i.startswith(prefix + "-"))
        assert numbers == list(range(1, len(numbers) + 1)), f"{prefix} rules are not numbered 1..n"


def test_every_rule_is_named_by_a_test():
    missing = sorted(set(rule_ids()) - named_in_tests())
    assert not missing, f"rules with no test: {missing}"


def test_every_rule_a_test_names_exists():
    prefixes = {i.split("-")[0] for i in rule_ids()}
    unknown = sorted(i for i in named_in_tests() if i.split("-")[0] in prefixes and i not in rule_ids())
    assert not unknown, f"tests name rules that are not in seeds/: {unknown}"
