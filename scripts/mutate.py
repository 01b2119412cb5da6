"""Mutation testing of the rules, the saves, poker and the table layer with mutmut.

Each module is mutated on its own, in a scratch copy of the repository, and only the fast
tests aimed at it are run against each mutant: a mutant that no test notices is a line
whose behaviour nothing checks. Slow (minutes a module on a small machine), so it is not
part of CI; ``benchmarks/mutation.md`` keeps the scores it printed.

    bash scripts/mutate                      # every module in MODULES, in order
    bash scripts/mutate five_o.score tonk    # only these (names as --list shows them)
    bash scripts/mutate --list               # the modules and the tests each runs
    bash scripts/mutate --help               # this text
    bash scripts/mutate --fresh engine       # its last run's survivors, each in a new interpreter

mutmut switches a mutant on in a process that has already imported the module, so code
that runs at import (a decorator, ``__init_subclass__``) keeps its original behaviour in
every run and its mutants always survive. ``--fresh`` runs each survivor of the last run
in a new interpreter with the mutant on from the start, and says which the tests kill.

Needs mutmut (``pip install -e ".[mutate]"``). Survivors are listed by mutmut's name; see
one with ``cd .mutate/<module> && mutmut show <name>``.
"""

from __future__ import annotations

import ast
import inspect
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".mutate"

# module (under src/cardtable) -> the fast tests that aim at it. The games' entries are read
# from the specs (``game_modules``); these are the layers every game shares.
SHARED: dict[str, tuple[str, list[str]]] = {
    "engine": ("engine.py", ["tests/test_engine_edges.py", "tests/test_engine.py"]),
    "records": ("records.py", ["tests/test_engine_edges.py", "tests/test_engine.py"]),
    # guards.py is left out: its decorators run as ``Game`` is defined, so mutmut cannot
    # switch a mutant of it on and refuses the module ("Unable to force test failures");
    # its lines were scored with engine.py's before the split (benchmarks/mutation.md)
    "saves": ("saves.py", ["tests/saves", "tests/test_engine.py"]),
    "signing": ("signing.py", ["tests/saves", "tests/test_engine.py"]),
    "poker": ("poker/*", ["tests/poker"]),
    "widgets": ("widgets/*", ["tests/widgets"]),
    "tables": (
        "tables/*",
        ["tests/tables/test_seat_view.py", "tests/tables/test_shared_table.py", "tests/tables/test_game_table.py"],
    ),
}
# a game's whole-game property runs (marked ``slow``) take most of each mutant's run, and
# what they check (conservation, replay and save equality) the fixed games check too
FAST = ["-m", "not slow"]


def sibling_imports(path: Path) -> set[str]:
    """The modules of its own package that the module at ``path`` imports (``from .score
    import …``), wherever in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module and "." not in node.module
    }


def rule_modules(engine_file: Path) -> list[str]:
    """The engine's module and the modules of its own package it is built from: those it
    imports, and those they import in turn, so that rules played in a part of the engine
    kept in a module of its own (Tonk's ``play``) are mutated with it."""
    found: set[str] = set()
    todo = [engine_file.stem]
    while todo:
        module = todo.pop()
        path = engine_file.with_name(f"{module}.py")
        if path.is_file():  # a subpackage (``from .sub import …``) is listed, not read
            todo += sorted(sibling_imports(path) - found - {engine_file.stem})
        found.add(module)
    return [engine_file.stem, *sorted(found - {engine_file.stem})]


def game_modules() -> dict[str, tuple[str, list[str]]]:
    """Every game of the specs, mutation-listed without anyone enrolling it: its engine
    (named as the game, ``tonk``) and each rules module the engine imports (``tonk.settle``),
    each against the game's own fast tests (``tests/games/test_<game>*.py``)."""
    import cardtable
    from cardtable.specs import all_specs  # the installed package: the games as they are

    root = Path(cardtable.__file__).parent
    found: dict[str, tuple[str, list[str]]] = {}
    for spec in all_specs():
        engine_file = Path(inspect.getfile(spec.engine_class))
        package = engine_file.parent.relative_to(root).as_posix()
        tests = sorted(str(t.relative_to(ROOT)) for t in (ROOT / "tests" / "games").glob(f"test_{spec.name}*.py"))
        for module in rule_modules(engine_file):
            name = spec.name if module == engine_file.stem else f"{spec.name}.{module}"
            found[name] = (f"{package}/{module}.py", [*tests, *FAST])
    return found


MODULES: dict[str, tuple[str, list[str]]] = {**game_modules(), **SHARED}

COPIED = ("src", "tests", "seeds", "pyproject.toml")
# the rule books (seeds/<game>.md …), which the tests read too
RULES_FILES = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "seeds").rglob("*.md"))


def config(module: str, tests: list[str]) -> str:
    """The [tool.mutmut] table for one module: mutate only it, run only its tests."""
    return (
        "\n[tool.mutmut]\n"
        'source_paths = ["src"]\n'
        f'only_mutate = ["src/cardtable/{module}"]\n'
        f"also_copy = {json.dumps(RULES_FILES)}\n"
        f"pytest_add_cli_args_test_selection = {json.dumps(tests)}\n"
        'pytest_add_cli_args = ["-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly"]\n'
    )


def prepare(name: str) -> Path:
    """A fresh scratch copy of the repository for one module's run."""
    module, tests = MODULES[name]
    work = SCRATCH / name
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    for item in COPIED:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, work / item, ignore=shutil.ignore_patterns("__pycache__", "artifacts"))
        else:
            shutil.copy2(source, work / item)
    with (work / "pyproject.toml").open("a", encoding="utf-8") as toml:
        toml.write(config(module, tests))
    return work


def score(work: Path) -> dict[str, list[str]]:
    """Mutants by outcome (killed, survived, …), read from mutmut's own result files."""
    outcomes: dict[str, list[str]] = {}
    for meta in (work / "mutants").rglob("*.meta"):
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        for key, code in codes.items():
            outcomes.setdefault(outcome(code), []).append(key)
    return outcomes


def outcome(code: int | None) -> str:
    """mutmut's exit codes in words, as its ``mutmut.stats`` reads them."""
    words = {None: "not checked", 0: "survived", 1: "killed", 3: "killed", 5: "no tests", 33: "no tests"}
    words |= {34: "skipped", 36: "timeout", 24: "timeout", -24: "timeout", 152: "timeout", 255: "timeout"}
    return words.get(code, "suspicious")


def run(name: str) -> dict[str, list[str]]:
    work = prepare(name)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    extra = os.environ.get("CARDTABLE_MUTMUT_PATH")  # mutmut installed outside site-packages
    if extra:
        env["PYTHONPATH"] = extra
    command = [sys.executable, "-m", "mutmut", "run", "--max-children", os.environ.get("CARDTABLE_MUTATE_JOBS", "1")]
    done = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-3000:], sep="\n", file=sys.stderr)
        raise SystemExit(f"mutmut failed on {name} (exit {done.returncode}); its scratch copy is {work}")
    return score(work)


def fresh(name: str) -> None:
    """Each survivor of ``name``'s last run, checked in a new interpreter (see the top)."""
    work = SCRATCH / name
    survivors = sorted(score(work).get("survived", [])) if (work / "mutants").is_dir() else []
    if not survivors:
        raise SystemExit(f"No survivors of {name!r} to check; run it first (bash scripts/mutate {name}).")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": "src"}
    command = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly"]
    for key in survivors:
        done = subprocess.run(
            [*command, *MODULES[name][1]],
            cwd=work / "mutants",
            env=env | {"MUTANT_UNDER_TEST": key},
            capture_output=True,
            check=False,
        )
        print(f"{'killed' if done.returncode else 'survived'}: {key}", flush=True)


def main(argv: list[str]) -> None:
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__)
        return
    if argv[:1] == ["--fresh"]:
        if len(argv) != 2 or argv[1] not in MODULES:
            raise SystemExit(f"--fresh takes one module's name; they are: {', '.join(MODULES)}.")
        fresh(argv[1])
        return
    if argv == ["--list"]:
        for name, (module, tests) in MODULES.items():
            print(f"{name:20} src/cardtable/{module:34} {' '.join(tests)}")
        return
    unknown = [a for a in argv if a not in MODULES]
    if unknown:
        raise SystemExit(f"No module {unknown[0]!r} to mutate; they are: {', '.join(MODULES)}.")
    print(f"{'module':20} {'killed':>7} {'survived':>9} {'other':>6} {'total':>6}  score")
    for name in argv or list(MODULES):
        outcomes = run(name)
        killed, survived = len(outcomes.get("killed", [])), len(outcomes.get("survived", []))
        total = sum(len(keys) for keys in outcomes.values())
        other = total - killed - survived
        rate = f"{100 * killed / total:.0f}%" if total else "-"
        print(f"{name:20} {killed:7} {survived:9} {other:6} {total:6}  {rate}", flush=True)
        for key in sorted(outcomes.get("survived", [])):
            print(f"    survived: {key}")
        for word in sorted(set(outcomes) - {"killed", "survived"}):
            print(f"    {word}: {', '.join(sorted(outcomes[word]))}")


if __name__ == "__main__":
    main(sys.argv[1:])
