"""The hostile front end: thousands of malformed and forged messages into every widget.

Messages go where the browser's would: intents to the handler the widget registered
with ``on_msg`` (called directly, because ipywidgets' dispatcher would swallow and log
an exception that escaped), and state updates to ``set_state``. Three kinds:

* **junk** (wrong types, missing keys, unknown fields, stale or forged ``state_id``,
  actions and targets not offered, 1 MB strings, deep nesting): must be refused with a
  short sentence that reaches the page (the ``refusals`` counter moves, even for the
  same sentence twice), and nothing else changes;
* **forged updates** of kernel-owned traits (``view``, ``rules``, ``error``, ...): dropped,
  the kernel's own value sent back, nothing changes;
* **offered** intents with random details (cards, amounts, targets): played or refused,
  never an exception.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from cardtable import CompareHands, HandQuiz, HandRankings
from cardtable.widgets.base import CardWidget

from .engines import FuzzFailure, Stats
from .syncs import WIDGET_SETUPS, _WatchedComm, offered_intents, recording_comms

__all__ = ["HOSTILE_SETUPS", "fuzz_hostile"]

HOSTILE_SETUPS: list[tuple[str, Callable[[int], CardWidget]]] = [
    *WIDGET_SETUPS,
    ("hand_rankings", lambda s: HandRankings()),
    ("compare_hands", lambda s: CompareHands(seed=s)),
    ("hand_quiz", lambda s: HandQuiz(seed=s, level=1 + s % 3)),
]

MEGA = "x" * 1_000_000


def _deep(depth: int) -> Any:
    value: Any = "bottom"
    for _ in range(depth):
        value = [value] if depth % 2 else {"a": value}
    return value


ODD_VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    2.5,
    float("nan"),
    10**400,
    "",
    " ",
    "²",
    "\x00",
    MEGA,
    [],
    {},
    ["As", "As"],
    [None],
    {"action": "turn"},
    b"bytes",
    _deep(2000),
]


def junk_message(table: CardWidget, rng: random.Random) -> Any:
    """A message that must be refused."""
    sent = table.table._sent_view
    state_id = sent.get("state_id", "1")
    offered = [a.get("id") for a in sent.get("actions", []) if a.get("id")]
    base: dict[str, Any] = {"kind": "intent", "state_id": state_id, "action": rng.choice(offered or ["turn"])}
    shape = rng.randrange(12)
    if shape == 0:
        return rng.choice([None, 5, "intent", [], [base], b"{}", MEGA, _deep(3000)])
    if shape == 1:
        missing = rng.choice(["kind", "state_id", "action"])
        return {k: v for k, v in base.items() if k != missing}
    if shape == 2:
        return {**base, "kind": rng.choice(["Intent", "update", None, MEGA, 1])}
    if shape == 3:
        return {**base, rng.choice(["extra", MEGA, "view", "__class__", "state"]): 1}
    if shape == 4:  # stale or forged state_id
        forged = rng.choice([str(int(state_id) - 1) if state_id.isdigit() else "0", "999999", "", 7, MEGA, None])
        return {**base, "state_id": forged}
    if shape == 5:  # an action not offered
        return {**base, "action": rng.choice(["fold", "__init__", "refresh", "close", "set_state", MEGA, "ＴＵＲＮ"])}
    if shape == 6:  # a field of the wrong type or size
        key = rng.choice(["action", "state_id", "target", "cards", "amount", "text", "options"])
        if key in ("action", "state_id"):
            return {**base, key: rng.choice(ODD_VALUES[1:])}
        return _bad_field(base, key, rng)
    targeted = [a["id"] for a in sent.get("actions", []) if a.get("targets") and a.get("enabled", True)]
    if shape == 7 and targeted:  # a target that is not offered
        wrong = rng.choice(["me.pile.9", "opp.pile.1", "me.pile.²", "spread.0", "..", "me.pile.-1"])
        return {**base, "action": rng.choice(targeted), "target": wrong}
    if shape in (7, 8):  # an offered action made on an earlier table
        return {**base, "state_id": "0"}
    if shape == 9:
        return {**base, "action": MEGA}
    if shape == 10:
        return {**base, "cards": [MEGA]}
    return {**base, "text": MEGA}


def _bad_field(base: dict[str, Any], key: str, rng: random.Random) -> dict[str, Any]:
    bad = {
        "target": [5, [], MEGA, True],
        "cards": ["As Kd", [1, 2], ["As"] * 60, [MEGA], [None], {"0": "As"}, _deep(50)],
        "amount": [True, 2.5, "10", 10**400, float("inf"), [10]],
        "text": [5, MEGA, ["a"], {"b": 1}],
        "options": [5, "x", MEGA, [1, 2], {MEGA: 1}, {"seats": MEGA}, {"a": True}, {str(i): 1 for i in range(500)}],
    }[key]
    value = rng.choice(bad)
    return {**base, key: value}


def forged_update(table: CardWidget, rng: random.Random) -> dict[str, Any]:
    """A state update no front end may make: kernel-owned traits, or nonsense settings."""
    sent = table.table._sent_view
    forged_view = json.loads(json.dumps(sent))
    forged_view["actions"] = [{"id": "next", "label": "Next"}, {"id": "turn", "label": "Turn"}]
    forged_view["state_id"] = "forged"
    choice = rng.randrange(6)
    if choice == 0:
        return {"view": forged_view}
    if choice == 1:
        return {"error": MEGA, "refusals": -5}
    if choice == 2:
        return {"rules": {"title": "forged"}, "_esm": "alert(1)"}
    if choice == 3:
        return {"speed": rng.choice(["warp", None, 5, MEGA]), "theme": rng.choice(["neon", [], None])}
    if choice == 4:
        return {"view": _deep(2000)}
    return {"layout": "forged", "tabbable": "x", "comm": None, "keys": 5}


def _fingerprint(table: CardWidget) -> str:
    engine = getattr(table, "engine", None)
    state = engine.to_dict() if engine is not None else None
    quiz = {k: repr(v) for k, v in vars(table).items() if not k.startswith("_") and k not in ("comm", "log")}
    return json.dumps([state, table.table._sent_view, table.view, table.rules, quiz], sort_keys=True, default=repr)


def fuzz_hostile(name: str, factory: Callable[[int], CardWidget], rng: random.Random, *, messages: int) -> Stats:
    """Send ``messages`` hostile or random messages into one widget; check each answer."""
    stats = Stats(games=1)
    sent: list[dict[str, Any]] = []
    with recording_comms():
        _WatchedComm.on_send = sent.append
        table = factory(rng.getrandbits(32))
        for number in range(messages):
            kind = rng.choices(["junk", "forged", "offered"], weights=[6, 1, 3])[0]
            before, refusals, error = _fingerprint(table), table.refusals, table.error
            sent.clear()
            stats.messages += 1
            where = f"{name} message {number} ({kind})"
            try:
                if kind == "forged":
                    update = forged_update(table, rng)
                    table.set_state(update)
                elif kind == "junk":
                    content = junk_message(table, rng)
                    table._on_message(table, content, [])
                else:
                    intents = offered_intents(table, rng) if hasattr(table, "engine") else _teaching_intents(table, rng)
                    if not intents:
                        continue
                    content = rng.choice(intents)
                    table._on_message(table, content, [])
            except Exception as exc:
                raise FuzzFailure(f"{type(exc).__name__} escaped the handler: {exc!s:.200}, {where}") from exc
            stats.syncs += sum(1 for m in sent if m["data"].get("state"))
            if kind == "offered":
                continue
            after = _fingerprint(table)
            if after != before:
                shown = update if kind == "forged" else content
                raise FuzzFailure(
                    f"a {kind} message ({_quote(shown)}) changed the table, {where}: {_difference(before, after)}"
                )
            if kind == "junk":
                if table.refusals != refusals + 1:
                    raise FuzzFailure(f"a junk message was not refused, {where}")
                if not table.error or len(table.error) > 300:
                    raise FuzzFailure(f"the refusal is not a short sentence ({len(table.error)} chars), {where}")
                states = [m["data"].get("state") or {} for m in sent]
                if not any("refusals" in s for s in states):
                    raise FuzzFailure(f"the refusal did not reach the page, {where}")
            else:
                if table.error != error:
                    raise FuzzFailure(f"a forged update changed the error shown, {where}")
        stats.moves = len(getattr(getattr(table, "engine", None), "actions", []))
        table.close()
    return stats


def _quote(value: Any) -> str:
    text = repr(value)
    return text if len(text) < 200 else text[:200] + "…"


def _difference(before: str, after: str) -> str:
    i = next((i for i, (x, y) in enumerate(zip(before, after, strict=False)) if x != y), 0)
    return f"…{before[max(0, i - 80) : i + 60]}… became …{after[max(0, i - 80) : i + 60]}…"


def _teaching_intents(table: CardWidget, rng: random.Random) -> list[dict[str, Any]]:
    """Offered intents of the teaching widgets, with typed text and picked cards."""
    view = table.table._sent_view
    intents = []
    for spec in view.get("actions", []):
        if not spec.get("enabled", True):
            continue
        intent: dict[str, Any] = {"kind": "intent", "state_id": view.get("state_id"), "action": spec["id"]}
        if spec.get("targets"):
            intent["target"] = rng.choice(spec["targets"])
        if spec.get("select") or spec["id"] == "name_hand":
            intent["cards"] = rng.sample(["As", "Ks", "Qs", "Js", "Ts", "9h", "2c", "7d"], rng.randint(1, 6))
        if spec.get("input") or spec["id"] in ("type_hand", "set_first", "set_second"):
            intent["text"] = rng.choice(["As Ks Qs Js Ts", "2c 2d 2h 7s 9d", "As As", "hello", "", "Ah Kh"])
        if spec.get("choices"):
            intent["text"] = rng.choice(spec["choices"])
        intents.append(intent)
    return intents
