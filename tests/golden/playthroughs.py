"""Golden playthroughs, in the manner of OpenSpiel's: one seeded game per game and mode,
played by seeded random legal moves (no bot, so only the rules shape it), written out
with every move, what changed in seat 0's observation after it (the whole observation at
the start), and the lines seat 0's log gained. Stored in
``tests/golden/*.txt``; a change of rules shows up as a readable diff of those files.

Regenerate after an intended rule change (then read the diff before committing):

    python -m tests.golden.regenerate
    # or: CARDTABLE_REGENERATE_GOLDEN=1 python -m pytest tests/golden
"""

from __future__ import annotations

import dataclasses
import enum
import pathlib
import random
from typing import Any

from cardtable.cards import Card
from cardtable.engine import Game
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame
from cardtable.games.war.game import WarGame
from cardtable.i18n import language
from cardtable.specs import all_specs

HERE = pathlib.Path(__file__).resolve().parent
MAX_STEPS = 600  # War ends within 500 battles; a longer series is cut here

# name: (engine, options, seed). Tonk plays on small stacks so that its game ends.
MODES: dict[str, tuple[type[Game], dict[str, Any], int]] = {
    "war": (WarGame, {}, 1),
    "war-loser_first": (WarGame, {"return_order": "loser_first"}, 2),
    "war-shuffled": (WarGame, {"return_order": "shuffled"}, 3),
    "five_o": (FiveOGame, {}, 4),
    "five_o-best_of_5-redraw": (FiveOGame, {"series": "best_of_5", "one_redraw": True}, 5),
    "five_o-race_to_50-royalties": (FiveOGame, {"series": "race_to_50", "royalties": True, "sunk_bonus": 5}, 6),
    "five_o-row_lock": (FiveOGame, {"row_lock": True}, 7),
    "draw_poker-52": (DrawPokerGame, {"deck": 52, "starting_money": 60}, 8),
    "draw_poker-32": (DrawPokerGame, {"deck": 32, "starting_money": 60, "flush_beats_full_house": True}, 9),
    "tonk-2": (TonkGame, {"seats": 2, "chips": 40}, 10),
    "tonk-3": (TonkGame, {"seats": 3, "chips": 40, "hit_lock": True}, 11),
    "tonk-4": (TonkGame, {"seats": 4, "chips": 40}, 12),
    # a table's later hand, as its own game: chips, deal and hand number carried over
    "tonk-3-carried": (
        TonkGame,
        {"seats": 3, "chips": 40, "carried_chips": (25, 5, 90), "first_dealer": 1, "first_hand": 12},
        13,
    ),
}


# cases also read in another language, as "<case>.<lang>": the same moves, the log and
# every worded value in that language's catalog (the English texts stay as they are)
IN_LANGUAGE = {"draw_poker-52": "ru", "war": "ru", "five_o-race_to_50-royalties": "ru", "tonk-3": "ru"}


def cases() -> dict[str, tuple[type[Game], dict[str, Any], int]]:
    """The modes above, and every game registered in ``cardtable.specs`` that has none
    there, played with its defaults from seed 0 under its engine's name: a new game is
    golden-played without anyone enrolling it (its text is written by ``regenerate``)."""
    found = dict(MODES)
    played = {engine for engine, _, _ in MODES.values()}
    for spec in all_specs():
        if spec.engine_class not in played:
            found[spec.name] = (spec.engine_class, {}, 0)
            for seed, (label, options) in enumerate(spec.modes, 1):  # the house rules it asks for
                found[f"{spec.name}-{label}"] = (spec.engine_class, dict(options), seed)
    for case, lang in IN_LANGUAGE.items():
        found[f"{case}.{lang}"] = found[case]
    return found


# every case, as pytest collects them
CASES = cases()


def path_of(name: str) -> pathlib.Path:
    return HERE / f"{name}.txt"


def words(value: Any) -> str:
    """An observation's value as short stable text: cards by code, no addresses."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, enum.Enum):
        return value.name.lower()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # fields kept out of the repr (a result's reason as data) repeat a shown one
        shown = [f for f in dataclasses.fields(value) if f.repr]
        inner = ", ".join(f"{f.name}={words(getattr(value, f.name))}" for f in shown)
        return f"{type(value).__name__}({inner})"
    if isinstance(value, list | tuple):
        return "[" + " ".join(words(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {words(v)}" for k, v in value.items()) + "}"
    if hasattr(value, "describe") and callable(value.describe):
        return repr(value.describe())
    return repr(value) if isinstance(value, str) else str(value)


def observation_lines(game: Game) -> list[str]:
    obs = game.observation(0)
    if not dataclasses.is_dataclass(obs):
        return [f"  {words(obs)}"]
    return [f"  {f.name}: {words(getattr(obs, f.name))}" for f in dataclasses.fields(obs) if f.name != "options"]


def changed_rules(game: Game) -> str:
    """The house rules that differ from the defaults, and only those: a new option, at
    its default, leaves every golden text of its game as it was."""
    defaults = dataclasses.asdict(type(game.options)())
    changed = {name: value for name, value in game.options_dict().items() if value != defaults.get(name)}
    return f"house rules {changed}" if changed else "default house rules"


def playthrough(name: str) -> str:
    """The golden text of one case, in its language ("war.ru": Russian, else English)."""
    with language(name.partition(".")[2] or "en"):
        return _playthrough(name)


def _playthrough(name: str) -> str:
    game_type, options, seed = cases()[name]
    game = game_type(seed=seed, **options)
    rng = random.Random(seed)
    lines = [
        f"# {game.title}: {name}",
        f"# seed {seed}, {changed_rules(game)}; moves are seeded random legal moves (random.Random({seed}))",
        "",
        "## start",
        *observation_lines(game),
    ]
    logged = len(game.log_lines(0))
    lines += [f"  log: {line}" for line in game.log_lines(0)]
    seen = observation_lines(game)
    step = 0
    while game.to_act is not None and step < MAX_STEPS:
        step += 1
        seat = game.to_act
        action = rng.choice(game.legal_actions(seat))
        game.apply(seat, action)
        now = observation_lines(game)
        lines += [
            "",
            f"## step {step}: seat {seat} plays '{action}'",
            *[x for x, y in zip(now, seen, strict=True) if x != y],
        ]
        seen = now
        log = game.log_lines(0)
        lines += [f"  log: {line}" for line in log[logged:]]
        logged = len(log)
    lines += ["", "## end", f"  result: {words(game.result)}" if game.result else f"  stopped after {step} steps"]
    return "\n".join(lines) + "\n"
