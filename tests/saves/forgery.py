"""Helpers for the save tests: a save edited the way a careful forger would edit it,
with its snapshot recomputed so that it is consistent, and its signature kept, dropped
or made with another computer's key."""

from __future__ import annotations

import copy
import os
import pathlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cardtable import signing
from cardtable.saves import replay_moves


@contextmanager
def config_folder(folder: pathlib.Path) -> Iterator[None]:
    """Sign and verify with the save key kept in ``folder`` (another computer, say)."""
    before = os.environ.get("CARDTABLE_CONFIG_DIR")
    os.environ["CARDTABLE_CONFIG_DIR"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ["CARDTABLE_CONFIG_DIR"]
        else:
            os.environ["CARDTABLE_CONFIG_DIR"] = before


def forge(game_type: type, data: dict[str, Any], *, signature: str = "kept", **changes: Any) -> dict[str, Any]:
    """``data`` with ``changes`` made and its snapshot recomputed from them.
    ``signature``: ``"kept"`` (the old one), ``"dropped"``, or ``"re-signed"`` (signed
    again with this computer's key: what only the key's owner can do)."""
    forged = copy.deepcopy(data)
    forged.update(changes)
    if forged.get("stack") is not None:
        forged["practice"] = True
    forged["state"] = replay_moves(game_type, forged).snapshot()
    if signature != "kept":
        forged.pop("signature", None)
    if signature == "re-signed":
        forged["signature"] = signing.sign(forged)
    return forged
