"""The save format: what a saved game holds, and how a load checks it.

A save is the seed, the options and the moves (``Game.to_dict()``), a snapshot of the
table, whether the deck was stacked (``practice``), and a signature (``signing``).
Loading checks every field's shape, replays the moves on a fresh game, compares the
snapshot (always), then checks the signature: a file that was damaged or edited is
refused with the reason, never half loaded. Each check below names what is wrong in a
sentence a player can act on.

What a load can and cannot promise is in ``docs/saving.md``: an edit of a save signed
on this computer is refused; a save that is unsigned, or signed on another computer,
loads only when it is consistent, and then as *unverified* (``game.verified`` is
False, and the table says so); a stacked deck (a practice deal) loads only from a save
signed here, since a stacked deck from anywhere else could deal any cards it likes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .cards import CardError
from .checks import IllegalAction, OptionError, check_seed
from .quoting import quote
from .shuffling import ALGORITHMS, PYTHON
from .signing import check_signature, sign

if TYPE_CHECKING:
    from .engine import Game

__all__ = [
    "NOTICES",
    "READABLE_VERSIONS",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "CorruptSave",
    "notices",
    "rebuild",
    "record",
    "replay_moves",
    "save_data",
]

SAVE_FORMAT = "cardtable-save"
SAVE_VERSION = 2  # 2 added ``practice`` and ``signature``
READABLE_VERSIONS = (1, 2)  # a version 1 save has neither: it loads unverified

# How a game that is not an ordinary shuffled, trusted one is announced, wherever it is shown.
NOTICES = {
    "practice": "Practice deal: this deck was stacked, not shuffled.",
    "unverified": "Loaded from an unverified save: it was not signed on this computer.",
}


class CorruptSave(ValueError):
    """A saved game that cannot be loaded: wrong shape, unknown game, a signature that
    does not match, or moves that do not replay to the saved table."""


def notices(game: Game[Any, Any]) -> list[str]:
    """The sentences that announce a practice deal or an unverified save (none for an
    ordinary game): the text table, the widget's view and its saved picture show them."""
    shown = []
    if game.stack is not None:
        shown.append(NOTICES["practice"])
    if not game.verified:
        shown.append(NOTICES["unverified"])
    return shown


def record(game: Game[Any, Any]) -> dict[str, Any]:
    """What replays ``game``: its seed, the shuffle algorithm its deals are drawn with,
    its options, stacked deck and moves."""
    return {
        "seed": game.seed,
        "shuffle": game.shuffle,
        "options": game.options_dict(),
        "stack": None if game.stack is None else [c.code for c in game.stack],
        "actions": [[seat, str(action)] for seat, action in game.actions],
    }


def save_data(game: Game[Any, Any]) -> dict[str, Any]:
    """``game`` as save data, signed with this computer's key (when it has one). A game
    loaded unverified is saved unsigned: saving it here must not make it verified."""
    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": game.name,
        **record(game),
        "practice": game.stack is not None,
        "state": game.snapshot(),
    }
    signature = sign(data) if game.verified else None
    if signature is not None:
        data["signature"] = signature
    return data


def _plain(value: Any) -> Any:
    """``value`` as it reads back from JSON (tuples as lists, keys as text)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def rebuild(cls: type[Game[Any, Any]], data: Mapping[str, Any]) -> Game[Any, Any]:
    """A game of type ``cls`` rebuilt from ``to_dict()`` data by replaying its moves;
    ``CorruptSave`` with the reason for anything wrong in the data."""
    _check_header(cls, data)
    try:
        data = _plain(dict(data))  # as it reads from a file: what the signature covers
    except (TypeError, ValueError):
        raise CorruptSave("A saved game is JSON data; this one holds something else.") from None
    if not isinstance(data.get("state"), Mapping):
        raise CorruptSave("The save holds no snapshot of its table ('state'), so it cannot be checked.")
    game = replay_moves(cls, data)
    if data["state"] != _plain(game.snapshot()):
        raise CorruptSave("The saved table does not match its own moves; the file was changed.")
    stacked = data.get("stack") is not None
    practice = stacked if data["version"] == 1 else data.get("practice")  # version 1 had no mark
    if practice is not stacked:
        raise CorruptSave("The save's practice mark ('practice') does not match its deck; the file was changed.")
    verdict = check_signature(data)
    if verdict == "malformed":
        raise CorruptSave("The save's signature is not one cardtable writes; the file was changed.")
    if verdict == "edited":
        raise CorruptSave("The save was changed after this computer signed it; it is refused as it is.")
    if stacked and verdict != "verified":
        raise CorruptSave(
            "This save deals from a stacked deck and was not signed on this computer; a stacked deck "
            "loads only from this computer's own saves (open a worked example by its name instead)."
        )
    game.verified = verdict == "verified"
    return game


def _check_header(cls: type[Game[Any, Any]], data: Mapping[str, Any]) -> None:
    if not isinstance(data, Mapping):
        raise CorruptSave("A saved game is a JSON object; this is not one.")
    if data.get("format") != SAVE_FORMAT:
        raise CorruptSave("This is not a cardtable saved game (its 'format' is missing).")
    version = data.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise CorruptSave(f"Saved-game version {quote(version)} is not supported.")
    if data.get("game") != cls.name:
        raise CorruptSave(f"This save is of {quote(data.get('game'))}, not {cls.name!r}.")


def replay_moves(cls: type[Game[Any, Any]], data: Mapping[str, Any]) -> Game[Any, Any]:
    """A fresh game from the data's seed, options and stacked deck, with its moves
    replayed, each one checked. The snapshot and the signature are the caller's to check
    (``replay()`` has neither to check: it rebuilds a game in memory)."""
    seed, options, actions = data.get("seed"), data.get("options"), data.get("actions")
    if type(seed) is not int:
        raise CorruptSave("The saved seed is missing or not a whole number.")
    try:
        check_seed(seed)
    except OptionError as exc:
        raise CorruptSave(f"The saved seed cannot be used: {exc}") from None
    if not isinstance(options, Mapping):
        raise CorruptSave("The saved options are missing.")
    if not isinstance(actions, list):
        raise CorruptSave("The saved moves are missing.")
    stack = data.get("stack")
    if stack is not None and (not isinstance(stack, list) or not all(isinstance(c, str) for c in stack)):
        raise CorruptSave("The saved stacked deck is not a list of cards.")
    shuffle = data.get("shuffle", PYTHON)  # a save from before the algorithm was named
    if shuffle not in ALGORITHMS:
        raise CorruptSave(f"The saved shuffle algorithm {quote(shuffle)} is not one this version knows.")
    try:
        game = cls(seed=seed, stack=stack, shuffle=shuffle, **dict(options))
    except (OptionError, TypeError, ValueError) as exc:
        raise CorruptSave(f"The saved options cannot be used: {exc}") from exc
    for number, entry in enumerate(actions, start=1):
        if (
            not isinstance(entry, list | tuple)
            or len(entry) != 2
            or isinstance(entry[0], bool)
            or not isinstance(entry[0], int)
            or not isinstance(entry[1], str)
        ):
            raise CorruptSave(f"Saved move {number} is not a [seat, move] pair.")
        try:
            game.apply(entry[0], entry[1])
        except (IllegalAction, CardError) as exc:
            raise CorruptSave(f"Saved move {number} ({quote(entry[1])}) cannot be played: {exc}") from exc
    return game
