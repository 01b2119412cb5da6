"""Signing saves, so that a save edited by hand is told from one this computer wrote.

A save's own snapshot catches damage and careless edits, but anyone can replay the moves
and write a fresh snapshot. A signature cannot be recomputed without the key: each save
carries an HMAC-SHA256 of its content, made with a random key kept in the user's config
folder, and the key's short fingerprint, so that a load can tell three cases apart:

- signed with this computer's key, and the content matches: **verified**;
- signed with this key, and the content does not match: **an edit**, refused;
- unsigned, or signed with another key (another computer, another user): **unverified**,
  which the game records and every table announces.

The key lives in ``$CARDTABLE_CONFIG_DIR/save-key`` when that variable is set (the tests
set it to a temporary folder), else ``$XDG_CONFIG_HOME/cardtable/save-key``, else
``~/.config/cardtable/save-key``; it is made on first use, readable by its owner only
(0600). Where no key can be read or made (a read-only home), saves are written unsigned
and every load is unverified: saving still works, and nothing pretends to be verified.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import pathlib
import secrets
from collections.abc import Mapping
from typing import Any, Literal

__all__ = ["KEY_FILE", "canonical", "check_signature", "key_path", "sign"]

KEY_FILE = "save-key"
_KEY_HEX = 64  # 32 random bytes, written as hex
_cache: dict[pathlib.Path, bytes] = {}


def key_path() -> pathlib.Path:
    """Where this user's save key is kept (see the module's docstring)."""
    folder = os.environ.get("CARDTABLE_CONFIG_DIR")
    if folder:
        return pathlib.Path(folder) / KEY_FILE
    xdg = os.environ.get("XDG_CONFIG_HOME")
    base = pathlib.Path(xdg) if xdg else pathlib.Path.home() / ".config"
    return base / "cardtable" / KEY_FILE


def _read(path: pathlib.Path) -> bytes | None:
    text = path.read_text(encoding="ascii").strip()
    if not _is_hex(text, _KEY_HEX):
        return None  # not a key we wrote: sign nothing with it, verify nothing against it
    return bytes.fromhex(text)


def _make(path: pathlib.Path) -> None:
    """Write a new key at ``path`` unless one is there. The key is written whole to a
    private temporary file and then linked into place, so a second process making the
    key at the same moment never reads half of it: one key wins, and both use it."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    draft = path.with_name(f".{KEY_FILE}.{secrets.token_hex(8)}")
    handle = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(handle, "w", encoding="ascii") as out:
            out.write(secrets.token_hex(_KEY_HEX // 2) + "\n")
        os.link(draft, path)
    except FileExistsError:
        pass  # another process made it first
    finally:
        draft.unlink(missing_ok=True)


def _key() -> bytes | None:
    """The save key, made on first use; ``None`` when it can be neither read nor made."""
    path = key_path()
    if path in _cache:
        return _cache[path]
    try:
        if not path.exists():
            _make(path)
        key = _read(path)
    except (OSError, UnicodeError):
        return None
    if key is not None:
        _cache[path] = key
    return key


def _fingerprint(key: bytes) -> str:
    """A short public name for a key: which key signed a save, never the key itself."""
    return hashlib.sha256(b"cardtable save key\x00" + key).hexdigest()[:16]


def canonical(data: Mapping[str, Any]) -> bytes:
    """The bytes a signature covers: ``data`` as JSON with sorted keys and no spaces,
    after a JSON round trip, so that a save in memory and the same save read back from
    a file give the same bytes (tuples are lists, keys are text)."""
    plain = json.loads(json.dumps(data, ensure_ascii=False))
    return json.dumps(plain, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _is_hex(value: Any, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and all(c in "0123456789abcdef" for c in value)


def _mac(key: bytes, data: Mapping[str, Any]) -> str:
    return hmac.new(key, canonical(data), hashlib.sha256).hexdigest()


def sign(data: Mapping[str, Any]) -> dict[str, str] | None:
    """The signature of a save's content (everything but its ``signature``), or ``None``
    when this computer has no usable key."""
    key = _key()
    if key is None:
        return None
    return {"key": _fingerprint(key), "hmac": _mac(key, data)}


Verdict = Literal["verified", "unverified", "edited", "malformed"]


def check_signature(data: Mapping[str, Any]) -> Verdict:
    """How a save's ``signature`` stands against this computer's key: ``"verified"``,
    ``"unverified"`` (none, or another key's), ``"edited"`` (this key's, and the content
    has changed since) or ``"malformed"`` (not a signature this module writes)."""
    signature = data.get("signature")
    if signature is None:
        return "unverified"
    if not isinstance(signature, Mapping) or set(signature) != {"key", "hmac"}:
        return "malformed"
    if not (_is_hex(signature["key"], 16) and _is_hex(signature["hmac"], 64)):
        return "malformed"
    key = _key()
    if key is None or not hmac.compare_digest(signature["key"], _fingerprint(key)):
        return "unverified"
    content = {k: v for k, v in data.items() if k != "signature"}
    return "verified" if hmac.compare_digest(signature["hmac"], _mac(key, content)) else "edited"
