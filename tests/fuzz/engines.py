"""The engine fuzzer: random legal play with junk in between, every invariant after every step.

Plain functions driven by a ``random.Random``, so that the pytest suite (under
hypothesis, small budget) and ``benchmarks/fuzz.py`` (long runs, figures) run the same
code. Junk comes in named *kinds* (``JUNK_KINDS``); a kind can be left out of a run, which
is how a test keeps a known, still-open defect from hiding new ones.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from cardtable.cards import Card, Deck
from cardtable.engine import Action, Game, IllegalAction
from cardtable.games.draw_poker import actions as draw_poker_actions
from cardtable.games.draw_poker.game import ITEMS, DrawPokerGame
from cardtable.games.five_o import game as five_o
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk import actions as tonk_actions
from cardtable.games.tonk.game import TonkGame
from cardtable.games.war import game as war
from cardtable.games.war.game import WarGame
from cardtable.specs import all_specs

__all__ = ["JUNK_KINDS", "SETUPS", "FuzzFailure", "Stats", "fuzz_engine"]


class FuzzFailure(AssertionError):
    """An invariant broke; the message says which, with the seed and moves to rebuild it."""


@dataclass
class Stats:
    """What a fuzz run did: the figures ``benchmarks/fuzz.py`` prints."""

    games: int = 0
    moves: int = 0
    junk: int = 0
    syncs: int = 0
    messages: int = 0
    checks: int = 0
    frames: int = 0  # pictures of moves played out (a view's playback), each checked
    failures: list[str] = field(default_factory=list)

    def add(self, other: Stats) -> None:
        for name in ("games", "moves", "junk", "syncs", "messages", "checks", "frames"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.failures += other.failures


# The house-rule modes fuzzed beyond the defaults, by the engine's name: (setup name,
# options). A game registered in ``cardtable.specs`` with no modes here is fuzzed with
# its defaults, under its own name: nobody enrols a new game.
MODES: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "war": [
        ("war", {}),
        ("war-loser_first", {"return_order": "loser_first"}),
        ("war-shuffled", {"return_order": "shuffled"}),
    ],
    "five_o": [
        ("five_o", {}),
        ("five_o-best_of_5", {"series": "best_of_5", "one_redraw": True}),
        ("five_o-race_to_50", {"series": "race_to_50", "royalties": True, "sunk_bonus": 5}),
        ("five_o-row_lock", {"row_lock": True, "one_redraw": True, "first_dealer": "random"}),
    ],
    "draw_poker": [
        ("draw_poker-52", {"deck": 52}),
        ("draw_poker-32", {"deck": 32, "starting_money": 40, "flush_beats_full_house": True}),
    ],
    "tonk": [
        ("tonk-2", {"seats": 2}),
        ("tonk-3", {"seats": 3, "hit_lock": True}),
        ("tonk-4", {"seats": 4, "chips": 60, "ante": 10}),
    ],
}


def setups() -> list[tuple[str, type[Game], dict[str, Any]]]:
    """Every game registered now (``cardtable.specs``) in each of its modes: (name,
    engine type, options)."""
    return [
        (name, spec.engine_class, options)
        for spec in all_specs()
        for name, options in MODES.get(spec.name, own_modes(spec))
    ]


def own_modes(spec: Any) -> list[tuple[str, dict[str, Any]]]:
    """A game's defaults, then the house rules its spec asks to have played (``modes``)."""
    return [(spec.name, {}), *((f"{spec.name}-{label}", dict(options)) for label, options in spec.modes)]


# Every game and mode of the engines, as pytest collects them.
SETUPS = setups()

ACTION_TYPES: dict[type[Game], list[type[Action]]] = {
    WarGame: [war.Turn],
    FiveOGame: [five_o.Place, five_o.Redraw, five_o.NextGame],
    DrawPokerGame: [
        getattr(draw_poker_actions, name)
        for name in ("Bet", "Raise", "Stay", "GoToDraw", "Call", "Drop", "Exchange", "NextHand")
    ],
    TonkGame: [
        getattr(tonk_actions, name)
        for name in (
            "ChooseFlip",
            "FlipBet",
            "NoFlipBet",
            "DropHand",
            "DrawStock",
            "TakeDiscard",
            "Spread",
            "Hit",
            "Discard",
            "NextHand",
        )
    ],
}


def action_types(game: Game) -> list[type[Action]]:
    """The game's action classes: listed above, or those of the moves it offers now."""
    if type(game) in ACTION_TYPES:
        return ACTION_TYPES[type(game)]
    offered = {type(a) for seat in range(game.num_seats) for a in game.legal_actions(seat)}
    return sorted(offered, key=lambda cls: cls.__name__) or [Action]


WORDS = ["place", "pile", "redraw", "next", "deal", "turn", "bet", "raise", "stay", "draw", "call", "drop"]
WORDS += ["exchange", "flip", "spread", "hit", "discard", "take", "stock", "low", "high", "hand", "game"]
UNICODE_DIGITS = ["²", "³", "¹", "٣", "۵", "৩", "๓", "３", "①", "Ⅻ", "𝟘", "߂"]


# --- the invariants ------------------------------------------------------------------


_STARTS: dict[tuple[type, int, str], dict[str, int]] = {}


def _made_with(kind: type, seed: int, options: object) -> dict[str, int]:
    """What a game of ``kind`` made with ``seed`` and ``options`` keeps, as it starts."""
    key = (kind, seed, repr(options))
    if key not in _STARTS:
        _STARTS[key] = kind(seed=seed, options=options).conserved()
    return _STARTS[key]


def check_conservation(game: Game) -> None:
    """Every card exactly once; chips and money neither made nor lost."""
    cards = game.all_cards()
    if not cards and isinstance(game, TonkGame) and game.phase in ("flip", "bets", "between", "over"):
        cards = list(Deck.of_size(52))  # Tonk deals after the flip bets: no cards yet
    counts = Counter(cards)
    doubled = sorted(c.code for c, n in counts.items() if n > 1)
    if doubled:
        raise FuzzFailure(f"cards held twice: {doubled}")
    expected = set(Deck.of_size(game.deck_size()))
    if set(cards) != expected:
        missing = sorted(c.code for c in expected - set(cards))
        extra = sorted(c.code for c in set(cards) - expected)
        raise FuzzFailure(f"cards not conserved: missing {missing}, extra {extra}")
    start = _made_with(type(game), game.seed, game.options)  # as the game was made
    for name, value in game.conserved().items():  # what the game declares it keeps
        if value != start.get(name) or isinstance(value, bool) or not isinstance(value, int):
            raise FuzzFailure(f"{game.name} {name} not conserved: {value!r} != {start.get(name)!r}")
    if isinstance(game, TonkGame) and any(not isinstance(c, int) or isinstance(c, bool) for c in game.chips):
        raise FuzzFailure(f"Tonk chips of a wrong type: {game.chips!r}")
    if isinstance(game, DrawPokerGame):
        items = [*game.worn, *game.pot_items, *game.won_items]
        if sorted(items) != sorted(ITEMS):
            raise FuzzFailure(f"draw poker items not conserved: {items}")


def saved(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def check_round_trips(game: Game) -> None:
    """The save loads to the same game, and replay from seed and moves rebuilds it."""
    try:
        data = json.loads(json.dumps(game.to_dict()))
        loaded = type(game).from_dict(data)
        replayed = game.replay()
    except Exception as exc:
        raise FuzzFailure(f"the save does not load: {type(exc).__name__}: {exc}") from exc
    if saved(loaded) != saved(game):
        raise FuzzFailure("to_dict/from_dict changed the game")
    if saved(replayed) != saved(game):
        raise FuzzFailure("replay() did not rebuild the same game")


def check_accepted(game: Game, action: Action | str) -> None:
    """An action the engine accepted reads back from its text as exactly itself (a bool
    is not a number, a float is not a whole number), so the save can hold it."""
    if isinstance(action, str):
        return
    try:
        again = game.parse_action(str(action))
    except Exception as exc:
        raise FuzzFailure(f"accepted {_short(action)}, whose text cannot be read back: {exc}") from exc
    if repr(again) != repr(action):
        raise FuzzFailure(f"accepted {action!r}, which reads back from its text as {again!r}")


def refusal_is_clean(game: Game, seat: Any, action: Any, before: str) -> str:
    """Apply junk; it must be refused with ``IllegalAction`` (a short sentence) and change
    nothing, or be accepted as a legal move (returns "accepted")."""
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        message = str(exc)
        if not message or len(message) > 300:
            raise FuzzFailure(f"refusal of {_short(action)} is not a short sentence ({len(message)} chars)") from exc
        if saved(game) != before:
            raise FuzzFailure(f"refused {_short(action)} for seat {seat!r} but the game changed") from exc
        return "refused"
    except Exception as exc:
        raise FuzzFailure(f"{_short(action)} for seat {_short(seat)} raised {type(exc).__name__}: {exc}") from exc
    check_accepted(game, action)
    return "accepted"


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except ValueError:  # a 5,000-digit number
        text = f"<{type(value).__name__} too long to print>"
    return text if len(text) <= 80 else text[:77] + "..."


# --- junk ------------------------------------------------------------------------------


def _held_and_not(game: Game, seat: int, rng: random.Random) -> tuple[list[Card], list[Card]]:
    obs = game.observation(seat)
    held = list(getattr(obs, "hand", ()) or ())
    others = [c for c in Deck.of_size(52) if c not in held]
    rng.shuffle(others)
    return held, others


def junk_text(game: Game, rng: random.Random) -> str:
    """Text that mostly is not a move: words of moves with odd arguments, noise, controls."""
    shape = rng.randrange(7)
    if shape == 0:
        return " ".join(rng.choice(WORDS) for _ in range(rng.randrange(1, 4)))
    if shape == 5:
        return rng.choice(WORDS) + " " + "x" * rng.randrange(20, 60)
    if shape == 1:
        return f"{rng.choice(WORDS)} {rng.choice(['-1', '0', '6', '99', '1e3', '0x10', '3.5', '', '$', '$-5'])}"
    if shape == 2:
        return "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(rng.randrange(0, 30)))
    if shape == 3:
        return rng.choice(["", " ", "\x00", "\n\t", "place\x00 1", "PLACE  1 ", "exchange As As", "spread"])
    if shape == 4:
        cards = " ".join(c.code for c in rng.sample(list(Deck.of_size(52)), rng.randrange(1, 7)))
        return f"{rng.choice(['spread', 'hit 1', 'hit 9', 'discard', 'exchange'])} {cards}"
    return rng.choice(WORDS) + " " + rng.choice(["x", "♥", "7"]) * rng.randrange(1, 9)


def junk_long_text(game: Game, rng: random.Random) -> str:
    return rng.choice(WORDS) + " " + rng.choice(["x", "♥", "As "]) * rng.choice([200, 10_000, 100_000])


def junk_unicode_digits(game: Game, rng: random.Random) -> str:
    return f"{rng.choice(['place', 'bet', 'raise', 'flip', 'hit', 'bet low'])} {rng.choice(UNICODE_DIGITS)}"


def junk_huge_text(game: Game, rng: random.Random) -> str:
    digits = "9" * rng.choice([30, 400, 5000])
    return f"{rng.choice(['place', 'bet', 'raise', 'flip', 'bet high', 'hit'])} {digits}"


def _make(cls: type[Action], values: dict[str, Any]) -> Action:
    return cls(**values)


def _fields(cls: type[Action]) -> list[dataclasses.Field]:
    return [f for f in dataclasses.fields(cls) if f.name != "visible_to"]


def junk_object(game: Game, rng: random.Random, pick: Callable[[str, str], Any]) -> Action:
    """An action object of this game whose fields come from ``pick(field, annotation)``."""
    kinds = action_types(game)
    classes = [c for c in kinds if _fields(c)] or kinds
    cls = rng.choice(classes)
    return _make(cls, {f.name: pick(f.name, str(f.type)) for f in _fields(cls)})


def _plausible(game: Game, rng: random.Random, seat: int) -> Callable[[str, str], Any]:
    held, others = _held_and_not(game, seat, rng)

    def pick(name: str, kind: str) -> Any:
        if kind == "int":
            return rng.choice([0, 1, 2, 3, 5, 6, 7, 10, 25, 1000])
        if kind == "str":
            return rng.choice(["low", "high", "middle"])
        if kind == "Card":
            return rng.choice(held + others[:3]) if held else others[0]
        return tuple(rng.sample(held + others[:2], min(len(held) + 2, rng.randrange(0, 4))))

    return pick


def junk_not_held(game: Game, rng: random.Random, seat: int) -> Action:
    """Well-typed objects naming cards the seat does not hold, or numbers out of range."""
    _held, others = _held_and_not(game, seat, rng)

    def pick(name: str, kind: str) -> Any:
        if kind == "int":
            return rng.choice([-1, 0, 6, 9, 10**6])
        if kind == "str":
            return rng.choice(["", "LOW", "middle"])
        if kind == "Card":
            return others[0]
        return tuple(others[: rng.randrange(1, 4)])

    return junk_object(game, rng, pick)


def junk_bools(game: Game, rng: random.Random, seat: int) -> Action:
    return junk_object(game, rng, lambda name, kind: rng.choice([True, False]) if kind == "int" else None)


def junk_floats(game: Game, rng: random.Random, seat: int) -> Action:
    def pick(name: str, kind: str) -> Any:
        if kind == "int":
            return rng.choice([1.0, 2.0, 3.0, 5.0, 0.5, float("nan"), float("inf")])
        return _plausible(game, rng, seat)(name, kind)

    return junk_object(game, rng, pick)


def junk_huge_numbers(game: Game, rng: random.Random, seat: int) -> Action:
    def pick(name: str, kind: str) -> Any:
        if kind == "int":
            return rng.choice([10**100, -(10**100), 2**63, 10**5000])
        return _plausible(game, rng, seat)(name, kind)

    return junk_object(game, rng, pick)


def junk_duplicates(game: Game, rng: random.Random, seat: int) -> Action:
    held, _ = _held_and_not(game, seat, rng)

    def pick(name: str, kind: str) -> Any:
        if kind.startswith("tuple") and held:
            card = rng.choice(held)
            rest = [c for c in held if c != card]
            return (card, card, *rng.sample(rest, min(len(rest), rng.randrange(0, 2))))
        return _plausible(game, rng, seat)(name, kind)

    return junk_object(game, rng, pick)


def junk_wrong_types(game: Game, rng: random.Random, seat: int) -> Action:
    held, _ = _held_and_not(game, seat, rng)
    odd = [None, "3", "As", b"3", [1], {"a": 1}, object(), 3j, "３"]

    def pick(name: str, kind: str) -> Any:
        if kind.startswith("tuple") and rng.random() < 0.5:
            return rng.choice([[c.code for c in held[:2]], [None], "As Kd", list(held[:2]), (None,), ("As",)])
        return rng.choice(odd)

    return junk_object(game, rng, pick)


def junk_seats(game: Game, rng: random.Random) -> Any:
    return rng.choice([-1, game.num_seats, 10**100, None, "0", 0.0, 1.0, [0], b"\x00"])


def junk_bool_seats(game: Game, rng: random.Random) -> Any:
    return rng.choice([True, False])


# Each kind: a function (game, rng, seat) -> (seat to use, action to apply).
JUNK_KINDS: dict[str, Callable[[Game, random.Random, int], tuple[Any, Any]]] = {
    "text": lambda g, r, s: (s, junk_text(g, r)),
    "long_text": lambda g, r, s: (s, junk_long_text(g, r)),
    "unicode_digits": lambda g, r, s: (s, junk_unicode_digits(g, r)),
    "huge_text": lambda g, r, s: (s, junk_huge_text(g, r)),
    "plausible_objects": lambda g, r, s: (s, junk_object(g, r, _plausible(g, r, s))),
    "not_held": lambda g, r, s: (s, junk_not_held(g, r, s)),
    "bools": lambda g, r, s: (s, junk_bools(g, r, s)),
    "floats": lambda g, r, s: (s, junk_floats(g, r, s)),
    "huge_numbers": lambda g, r, s: (s, junk_huge_numbers(g, r, s)),
    "duplicates": lambda g, r, s: (s, junk_duplicates(g, r, s)),
    "wrong_types": lambda g, r, s: (s, junk_wrong_types(g, r, s)),
    "other_seat": lambda g, r, s: ((s + 1 + r.randrange(g.num_seats - 1)) % g.num_seats, r.choice(g.legal_actions(s))),
    "bad_seats": lambda g, r, s: (junk_seats(g, r), r.choice(g.legal_actions(s))),
    "bool_seats": lambda g, r, s: (junk_bool_seats(g, r), r.choice(g.legal_actions(s))),
}


# --- the fuzzer --------------------------------------------------------------------------


def fuzz_engine(
    game_type: type[Game],
    options: dict[str, Any],
    rng: random.Random,
    *,
    kinds: Iterable[str] = JUNK_KINDS,
    max_moves: int = 150,
    junk_per_move: int = 2,
    round_trip_every: int = 1,
) -> Stats:
    """Play one random game with junk between the moves; raise ``FuzzFailure`` on the first
    broken invariant, naming the seed, options and moves so far."""
    kinds = list(kinds)
    stats = Stats(games=1)
    game = game_type(seed=rng.getrandbits(63), **options)
    try:
        check_conservation(game)
        while game.to_act is not None and stats.moves < max_moves:
            seat = game.to_act
            for _ in range(rng.randrange(junk_per_move + 1) if kinds else 0):
                if game.to_act is None:
                    break
                kind = rng.choice(kinds)
                try:
                    junk_seat, junk = JUNK_KINDS[kind](game, rng, game.to_act)
                except (IllegalAction, TypeError, ValueError):
                    continue  # an action type that checks its fields when built
                stats.junk += 1
                try:
                    outcome = refusal_is_clean(game, junk_seat, junk, saved(game))
                except FuzzFailure as exc:
                    raise FuzzFailure(f"[{kind}] {exc}") from exc
                if outcome == "accepted":
                    stats.moves += 1
                    check_conservation(game)
                    check_round_trips(game)
            if game.to_act is None:
                break
            seat = game.to_act
            legal = game.legal_actions(seat)
            if not legal:
                raise FuzzFailure(f"seat {seat} must act but has no legal action")
            action = rng.choice(legal)
            if rng.random() < 0.3:
                action = str(action)
            game.apply(seat, action)
            stats.moves += 1
            check_conservation(game)
            if stats.moves % round_trip_every == 0:
                check_round_trips(game)
            stats.checks += 1
        check_round_trips(game)
    except FuzzFailure as exc:
        moves = game.to_dict()["actions"]
        raise FuzzFailure(f"{exc} — {game_type.__name__}(seed={game.seed}, **{options}) after {moves}") from exc
    return stats
