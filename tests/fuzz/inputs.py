"""Bad Python inputs for every public constructor, method and function.

Each entrance gets each bad value in each of its parameters. The answer may be a result,
or one of the project's own exceptions, or a ``TypeError``/``ValueError`` whose message
is a sentence; never an ``AttributeError``, ``KeyError``, ``IndexError`` or a Python
internals message ("object is not iterable") from deep inside.
"""

from __future__ import annotations

import enum
import inspect
import re
import warnings
from collections.abc import Callable, Iterator
from typing import Any

from traitlets import TraitError

import cardtable
import cardtable.poker as poker
from cardtable import CardError, CorruptSave, IllegalAction, OptionError
from cardtable.poker import HandError

from .engines import FuzzFailure, Stats

__all__ = ["BAD_VALUES", "entrances", "fuzz_inputs"]


class _Odd:
    """An object of no expected type, with a repr that says so."""

    def __repr__(self) -> str:
        return "<odd>"


BAD_VALUES: list[Any] = [
    None,
    True,
    2.0,
    float("nan"),
    b"As Kd",
    10**100,
    -1,
    "²",
    "",
    "x" * 10_000,
    _Odd(),
    [None],
    {"a": 1},
    ("As", "As"),
]

OWN = (IllegalAction, OptionError, CorruptSave, CardError, HandError)
PYTHON_INTERNALS = re.compile(
    r"object is not|not subscriptable|not iterable|unsupported operand|invalid literal|"
    r"not supported between|has no attribute|takes \d+ positional|missing \d+ required|"
    r"must be (str|int|real number)|can't multiply|unhashable|Exceeds the limit|cannot convert|"
    r"list index|argument of type|expected string"
)

# Methods that take no input worth fuzzing, or belong to the widget framework.
SKIP = {"on_intent", "refuse", "refresh", "close", "open", "send", "send_state", "get_state", "set_state"}
SKIP |= {"on_msg", "observe", "unobserve"}


def is_sentence(message: str, *, echo_ok: bool = False) -> bool:
    """A message for a person: no Python internals, and short (it quotes at most a
    prefix of a long input; ``echo_ok`` lets a long echo pass)."""
    return bool(message) and (echo_ok or len(message) <= 400) and not PYTHON_INTERNALS.search(message)


def _public_methods(obj: Any) -> Iterator[tuple[str, Callable[..., Any]]]:
    for name in dir(type(obj)):
        if name.startswith("_") or name in SKIP:
            continue
        with warnings.catch_warnings():  # ipywidgets' deprecated class attributes warn when read
            warnings.simplefilter("ignore", DeprecationWarning)
            attr = getattr(type(obj), name, None)
        if isinstance(attr, property) or not callable(attr):
            continue
        module = getattr(attr, "__module__", "") or ""
        if not module.startswith("cardtable"):
            continue
        yield name, getattr(obj, name)


def _parameters(func: Callable[..., Any]) -> list[inspect.Parameter]:
    if inspect.isclass(func) and issubclass(func, enum.Enum):
        # an enum looks its members up by value; its other parameters make a new enum (Python's API)
        return [inspect.Parameter("value", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    try:
        signature = inspect.signature(func)
    except (TypeError, ValueError):
        return []
    return [
        p
        for p in signature.parameters.values()
        if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.name not in ("self", "cls")
    ]


def _make_instances() -> list[Any]:
    """One fresh object of each public class (so a method's state is never shared)."""
    return [
        cardtable.War(seed=1),
        cardtable.FiveO(seed=1, level="greedy"),
        cardtable.DrawPoker(seed=1),
        cardtable.Tonk(seed=1, seats=3, level="baseline"),
        cardtable.HandRankings(),
        cardtable.CompareHands(seed=1),
        cardtable.HandQuiz(seed=1),
        cardtable.WarGame(seed=1),
        cardtable.FiveOGame(seed=1),
        cardtable.DrawPokerGame(seed=1),
        cardtable.TonkGame(seed=1),
        cardtable.Deck.of_size(52),
        cardtable.Card.parse("As"),
        poker.evaluate("As Ks Qs Js Ts"),
        poker.partial("As Ks"),
    ]


def entrances() -> Iterator[tuple[str, Callable[[], Any], Callable[..., Any]]]:
    """(name, maker of a fresh target, callable given that target) for every entrance."""
    classes = [getattr(cardtable, n) for n in cardtable.__all__ if inspect.isclass(getattr(cardtable, n))]
    for cls in classes:
        if issubclass(cls, BaseException):
            continue
        yield f"{cls.__name__}()", lambda: None, lambda _t, cls=cls, **kw: cls(**kw)
    for name in ("parse_cards",):
        func = getattr(cardtable, name)
        yield name, lambda: None, lambda _t, func=func, **kw: func(**kw)
    for name in poker.__all__:
        func = getattr(poker, name)
        if inspect.isfunction(func):
            yield f"poker.{name}", lambda: None, lambda _t, func=func, **kw: func(**kw)
    for index, instance in enumerate(_make_instances()):
        for method, _bound in _public_methods(instance):
            label = f"{type(instance).__name__}.{method}"

            def maker(index: int = index) -> Any:
                return _make_instances()[index]

            yield label, maker, lambda target, method=method, **kw: getattr(target, method)(**kw)


def _calls(label: str, func: Callable[..., Any]) -> list[dict[str, Any]]:
    """Keyword sets to try: each parameter in turn given each bad value."""
    params = _parameters(func)
    if not params:
        return []
    required = [p.name for p in params if p.default is inspect.Parameter.empty]
    calls = []
    for param in params:
        for value in BAD_VALUES:
            # the other required parameters get the same bad value: the first refusal wins
            calls.append({**dict.fromkeys(required, value), param.name: value})
    return calls


def fuzz_inputs(select: Callable[[str], bool] = lambda _label: True, *, echo_ok: bool = False) -> Stats:
    """Call every selected entrance with every bad value; raise on the first bad answer."""
    stats = Stats()
    for label, maker, call in entrances():
        if not select(label):
            continue
        target = maker()
        func = _signature_of(label, target)
        for kwargs in _calls(label, func):
            stats.messages += 1
            try:
                call(target, **kwargs)
            except OWN as exc:
                if not is_sentence(str(exc), echo_ok=echo_ok):
                    raise FuzzFailure(f"{label}({_show(kwargs)}) refused with {str(exc)[:200]!r}") from exc
            except (TypeError, ValueError, TraitError) as exc:
                if not is_sentence(str(exc), echo_ok=echo_ok):
                    raise FuzzFailure(
                        f"{label}({_show(kwargs)}) raised {type(exc).__name__} from inside: {str(exc)[:200]}"
                    ) from exc
            except RecursionError as exc:
                raise FuzzFailure(f"{label}({_show(kwargs)}) recursed without end") from exc
            except Exception as exc:
                raise FuzzFailure(f"{label}({_show(kwargs)}) raised {type(exc).__name__}: {str(exc)[:200]}") from exc
            else:
                target = maker()  # a call that worked may have changed it: start again clean
    return stats


def _signature_of(label: str, target: Any) -> Callable[..., Any]:
    name = label.rstrip("()")
    if label.endswith("()"):
        return getattr(cardtable, name)
    if label.startswith("poker."):
        return getattr(poker, name.removeprefix("poker."))
    if label == "parse_cards":
        return cardtable.parse_cards
    return getattr(target, label.split(".", 1)[1])


def _show(kwargs: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v!r:.40}" for k, v in kwargs.items())
