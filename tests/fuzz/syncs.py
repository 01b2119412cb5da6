"""The sync fuzzer: play every widget at random and check every sync as it is sent.

Two checks, both from the point of view of the person in front of the screen:

* **Nothing hidden is named.** Every message the kernel sends (the comm's ``open`` and
  each ``update``, caught as it is published, not only the final state), ``str(table)``
  and ``_repr_mimebundle_`` must name no card that person may not have seen, and every
  seat's observation must hold none that seat may not have seen. What a seat may have
  seen is the referee's answer (``tests/referee/``): from the rules and the engine's
  state after every move, replayed from its history (so a card seen for one battle in
  the middle of "Play 10 battles" counts as seen), never from an observation.
* **Nothing shown depends on a hidden card.** After each step, two cards the person has
  not seen are swapped everywhere in a copy of the engine (deck, hands, events, moves),
  and every displayed form (view, text, HTML picture) must come out the same.

In two-player Five-O the person in front of the screen is the player who last pressed
"I'm here"; while the privacy screen is up, it is either player, so only what both have
seen may show.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import dataclasses
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import comm
from comm.base_comm import BaseComm
from referee import Leak, cards_reachable, check_message, referee_for

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.cards import Card
from cardtable.engine import Game, IllegalAction
from cardtable.specs import GameSpec, all_specs
from cardtable.view import view_html
from cardtable.widgets.base import TableWidget

from .engines import FuzzFailure, Stats

__all__ = ["WIDGET_SETUPS", "SyncWatch", "fuzz_widget"]

# The widgets' modes, by the engine's name: (name, factory taking a seed). A game
# registered in ``cardtable.specs`` with no modes here is fuzzed as its widget's defaults.
WIDGET_MODES: dict[str, list[tuple[str, Callable[[int], TableWidget]]]] = {
    "war": [
        ("war", lambda s: War(seed=s, speed="off")),
        ("war-shuffled", lambda s: War(seed=s, return_order="shuffled")),
    ],
    "five_o": [
        ("five_o-computer", lambda s: FiveO(seed=s, level="greedy")),
        ("five_o-computer-best_of_5", lambda s: FiveO(seed=s, level="random", series="best_of_5", one_redraw=True)),
        ("five_o-two_players", lambda s: FiveO(seed=s, mode="two_players", one_redraw=True)),
        ("five_o-two_players-race", lambda s: FiveO(seed=s, mode="two_players", series="race_to_50", row_lock=True)),
        ("five_o-watch", lambda s: FiveO(seed=s, mode="watch", level="random", series="best_of_5")),
    ],
    "draw_poker": [
        ("draw_poker-52", lambda s: DrawPoker(seed=s)),
        ("draw_poker-32", lambda s: DrawPoker(seed=s, deck=32, starting_money=40)),
    ],
    "tonk": [
        ("tonk-2", lambda s: Tonk(seed=s, seats=2, level="baseline")),
        ("tonk-3", lambda s: Tonk(seed=s, seats=3)),
        ("tonk-4", lambda s: Tonk(seed=s, seats=4, chips=60, level="baseline")),
    ],
}


def _default_widget(spec: GameSpec) -> Callable[[int], TableWidget]:
    return lambda s: spec.door_class(seed=s)


def widget_setups() -> list[tuple[str, Callable[[int], TableWidget]]]:
    """Every registered game's widget in each of its modes."""
    return [
        setup for spec in all_specs() for setup in WIDGET_MODES.get(spec.name, [(spec.name, _default_widget(spec))])
    ]


# Every widget in every mode, as pytest collects them.
WIDGET_SETUPS = widget_setups()

# Intents the sync fuzzer does not send: worked examples show a stacked deal on purpose.
SKIPPED_INTENTS = {"example"}


# --- what a seat may see: the referee's answer -----------------------------------------
# ``referee`` (tests/referee/) says it from the rules and the engine's state, replayed move
# by move from the engine's history; a table's own observation is what is being checked,
# so it has no say in what may be seen.


# --- catching every sync -------------------------------------------------------------


class _WatchedComm(BaseComm):
    """Stands in for the kernel's comm and hands each outgoing message to a callback."""

    on_send: Callable[[dict[str, Any]], None] | None = None

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        if _WatchedComm.on_send is not None:
            _WatchedComm.on_send({"msg_type": msg_type, "data": data or {}})


@contextlib.contextmanager
def recording_comms() -> Iterator[None]:
    original = comm.create_comm
    comm.create_comm = lambda *a, **k: _WatchedComm(*a, **k)
    try:
        yield
    finally:
        comm.create_comm = original
        _WatchedComm.on_send = None


def mentioned(value: Any, cards: set[Card]) -> set[Card]:
    """The cards of ``cards`` named anywhere in ``value``: code in quotes, face, name."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    found = set()
    for card in cards:
        if f'"{card.code}"' in text or str(card) in text or card.name in text or f"'{card.code}'" in text:
            found.add(card)
    return found


class SyncWatch:
    """Checks each message a table sends against what the person at the screen has seen."""

    def __init__(self, stats: Stats) -> None:
        self.stats = stats
        self.engines: dict[int, Game[Any, Any]] = {}  # every engine the table played, by id
        self.observations = True  # check every seat's observation too, not only what is shown
        self.table: TableWidget | None = None
        self.at_screen: int | None = 0  # None: the privacy screen is up, either player
        self.where = ""
        self.pending: list[dict[str, Any]] | None = None  # syncs sent while the table is built
        self.tried: set[Card] = set()  # cards a position tried from a review has shown

    def hidden(self) -> set[Card]:
        assert self.table is not None
        game = self.table.engine
        self.engines[id(game)] = game
        hidden = set(referee_for(game).hidden(self.at_screen))
        review = getattr(self.table.table, "_reviewing", None)
        trying = review.trying if review is not None else None
        if trying is None:
            self.tried.clear()
            return hidden
        # "Try the better move" plays on a fresh deal of the cards the seat had not seen
        # (widgets/review_deal.py): what the try's own game lets the seat see is a random
        # deal of those, and says nothing of the real game's hidden cards
        self.tried |= cards_reachable(trying.engine.observation(review.seat))
        return hidden - self.tried

    def check_observations(self) -> None:
        """Every seat's observation holds only cards the referee lets that seat see."""
        assert self.table is not None
        game = self.table.engine
        referee = referee_for(game)
        for seat in range(game.num_seats):
            try:
                check_message(game.observation(seat), referee.allowed(seat), referee.deck, f"seat {seat}'s observation")
            except Leak as leak:
                raise FuzzFailure(f"{leak}, {self.where}") from None
            self.stats.checks += 1

    @property
    def moves(self) -> int:
        return sum(len(game.actions) for game in self.engines.values())

    def on_send(self, message: dict[str, Any]) -> None:
        state = message["data"].get("state")
        if not state:
            return
        if self.pending is not None:
            self.pending.append(message)
            return
        self.stats.syncs += 1
        shown = {k: v for k, v in state.items() if k != "rules"}
        leaked = mentioned(shown, self.hidden())
        if leaked:
            raise FuzzFailure(
                f"a sync ({sorted(shown)}) names {sorted(c.code for c in leaked)}, hidden from "
                f"{self._who()}, {self.where}"
            )
        view = shown.get("view")
        if isinstance(view, dict) and isinstance(view.get("playback"), dict):
            self.check_frames(view["playback"])

    def check_frames(self, playback: dict[str, Any]) -> None:
        """Each frame of the moves played out names only cards the person had seen by
        then: the referee's answer for the game replayed to that frame's move, stricter
        than the whole message's (what was seen by the end)."""
        assert self.table is not None
        game = self.table.engine
        start = playback["start"]
        replica = type(game)(seed=game.seed, options=game.options, stack=game.stack)
        for seat, action in game.actions[:start]:
            replica.apply(seat, action, checked=False)
        for index, frame in enumerate(playback["frames"]):
            if not frame.get("deal"):
                seat, action = game.actions[len(replica.actions)]
                replica.apply(seat, action, checked=False)
            leaked = mentioned(frame, set(referee_for(replica).hidden(self.at_screen)))
            self.stats.frames += 1
            if leaked:
                raise FuzzFailure(
                    f"frame {index} of the moves played out names {sorted(c.code for c in leaked)}, hidden from "
                    f"{self._who()} after move {len(replica.actions)}, {self.where}"
                )

    def _who(self) -> str:
        return "both players" if self.at_screen is None else f"seat {self.at_screen}"

    def check_displays(self, rng: random.Random, swaps: int = 2) -> None:
        """str(), the mime bundle and the view name nothing hidden and do not change
        when two hidden cards are swapped."""
        table = self.table
        assert table is not None
        if self.observations:
            self.check_observations()
        hidden = self.hidden()
        bundle = table._repr_mimebundle_()
        forms = {"str": str(table), "bundle": bundle[0] if bundle else None, "error": table.error}
        leaked = mentioned(forms, hidden)
        if leaked:
            raise FuzzFailure(f"str()/_repr_mimebundle_ name {sorted(c.code for c in leaked)}, {self.where}")
        candidates = sorted(hidden, key=lambda c: c.code)
        if len(candidates) < 2:
            return
        before = displayed(table, table.engine)
        for _ in range(swaps):
            a, b = rng.sample(candidates, 2)
            twin = swapped_game(table.engine, a, b)
            after = displayed(table, twin)
            self.stats.checks += 1
            if after != before:
                diff = [k for k in before if before[k] != after[k]]
                raise FuzzFailure(
                    f"swapping hidden {a.code} and {b.code} changes the displayed {diff}, {self.where}: "
                    f"{_first_difference(before, after)}"
                )


def _first_difference(a: Any, b: Any) -> str:
    ta, tb = json.dumps(a, ensure_ascii=False, default=str), json.dumps(b, ensure_ascii=False, default=str)
    i = next((i for i, (x, y) in enumerate(zip(ta, tb, strict=False)) if x != y), min(len(ta), len(tb)))
    return f"…{ta[max(0, i - 60) : i + 40]}… vs …{tb[max(0, i - 60) : i + 40]}…"


def displayed(table: TableWidget, engine: Game) -> dict[str, Any]:
    """Every form the table shows, drawn from ``engine`` (the table's or a twin): the
    engine is handed to the table's view function for its own page, as its view is drawn
    (``view_for``), and the table's game is never swapped out."""
    drawn = table.table
    body = drawn.view_for(drawn._own_viewer(), engine)
    view = {"game": table.kind, "title": table.title, "layout": table.layout, **body}
    return {"view": view, "text": str(table), "html": view_html(view)}


def swapped_game(game: Game, a: Card, b: Card) -> Game:
    """A copy of ``game`` with cards ``a`` and ``b`` exchanged everywhere in its state."""
    twin = copy.deepcopy(game)
    for name, value in list(vars(twin).items()):
        setattr(twin, name, _swap(value, a, b))
    return twin


def _swap(value: Any, a: Card, b: Card, depth: int = 0) -> Any:
    if depth > 12:
        return value
    if isinstance(value, Card):
        return b if value == a else a if value == b else value
    if isinstance(value, list):
        return [_swap(v, a, b, depth + 1) for v in value]
    if isinstance(value, collections.deque):
        return collections.deque((_swap(v, a, b, depth + 1) for v in value), value.maxlen)
    if isinstance(value, tuple) and not hasattr(value, "_fields"):
        return tuple(_swap(v, a, b, depth + 1) for v in value)
    if isinstance(value, set | frozenset):
        return type(value)(_swap(v, a, b, depth + 1) for v in value)
    if isinstance(value, dict):
        return {k: _swap(v, a, b, depth + 1) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _swap(getattr(value, f.name), a, b, depth + 1)
            for f in dataclasses.fields(value)
            if f.init and hasattr(value, f.name)
        }
        try:
            return dataclasses.replace(value, **changes)
        except (TypeError, ValueError):
            return value
    return value


# --- driving a table -------------------------------------------------------------------


def offered_intents(table: TableWidget, rng: random.Random) -> list[dict[str, Any]]:
    """Intents a person could send now, built from the actions the view offers."""
    view = table.view
    zones = {z.get("id"): z for z in view.get("zones", [])}
    intents = []
    for spec in view.get("actions", []):
        if spec.get("id") in SKIPPED_INTENTS or not spec.get("enabled", True):
            continue
        intent: dict[str, Any] = {"kind": "intent", "state_id": view.get("state_id"), "action": spec["id"]}
        if spec.get("targets"):
            intent["target"] = rng.choice(spec["targets"])
        if spec.get("select"):
            select = spec["select"]
            cards = [c for c in zones.get(select.get("zone"), {}).get("cards", []) if c != "??"]
            low, high = select.get("min", 1), min(select.get("max", 1), len(cards))
            if high < low:
                continue
            intent["cards"] = rng.sample(cards, rng.randint(low, high))
        if spec.get("amount"):
            amount = spec["amount"]
            intent["amount"] = rng.randint(amount["min"], amount["max"])
        if spec.get("choices"):
            intent["text"] = rng.choice(spec["choices"])
        intents.append(intent)
    return intents


def fuzz_widget(
    name: str,
    factory: Callable[[int], TableWidget],
    rng: random.Random,
    *,
    steps: int = 60,
    swaps: int = 2,
    hint_chance: float = 0.05,
    observations: bool = True,
) -> Stats:
    """Play one table at random by intents (and the Python API), checking every sync
    (and, unless ``observations`` is false, every seat's observation at every step)."""
    stats = Stats(games=1)
    watch = SyncWatch(stats)
    watch.observations = observations
    seed = rng.getrandbits(32)
    with recording_comms():
        _WatchedComm.on_send = watch.on_send
        two_players = name.startswith("five_o-two_players")
        watch.at_screen = None if two_players else 0
        watch.where = f"building {name} (seed {seed})"
        watch.pending = []  # the first syncs come from inside the constructor
        table = factory(seed)
        watch.table, pending, watch.pending = table, watch.pending, None
        for message in pending:
            watch.on_send(message)
        watch.check_displays(rng, swaps)
        for step in range(steps):
            before_moves = len(table.engine.actions)
            mover = table.engine.to_act
            watch.where = f"{name} seed {seed} step {step} after {[str(a) for _, a in table.engine.actions][-6:]}"
            did = _one_step(table, rng, two_players, watch, hint_chance)
            stats.messages += 1
            if did != "ready" and two_players and len(table.engine.actions) > before_moves:
                now = table.engine.to_act
                watch.at_screen = mover if now in (None, mover) else None
            if len(table.error) > 300:
                raise FuzzFailure(f"the refusal shown is {len(table.error)} characters long, {watch.where}")
            watch.check_displays(rng, swaps)
        table.close()
    stats.moves = watch.moves
    return stats


def _one_step(table: TableWidget, rng: random.Random, two_players: bool, watch: SyncWatch, hint_chance: float) -> str:
    intents = offered_intents(table, rng)
    if not two_players and rng.random() < 0.15:
        # the Python API: act, step or run, as a notebook cell would
        legal = table.engine.legal_actions(table.engine.to_act) if table.engine.to_act is not None else []
        try:
            if table.engine.to_act == table.person and legal:
                table.act(rng.choice(legal))
                return "act"
            table.run(max_steps=rng.randint(1, 5)) if rng.random() < 0.5 else table.step()
            return "step"
        except IllegalAction:
            return "refused"
    intents = [i for i in intents if i["action"] != "hint" or rng.random() < hint_chance]
    if not intents:
        return "nothing"
    intent = rng.choice(intents)
    if intent["action"] == "ready":
        watch.at_screen = table.engine.to_act  # whoever presses "I'm here" is at the screen
    table._on_message(table, intent, None)
    return intent["action"]
