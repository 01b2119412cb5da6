"""Seat keys: the secret in each person's link that gives exactly that seat.

A key is 192 random bits from ``secrets``, written URL-safe. The store keeps only its
SHA-256 digest, so a copied store file gives nobody a seat, and a key offered by a
visitor is compared with the digest in constant time. A key of the wrong shape is
refused before any comparison, so a forged key costs the server nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

__all__ = ["KEY_BYTES", "digest", "looks_like_key", "matches", "new_key"]

KEY_BYTES = 24  # 192 bits: well past the 128 a guessed link would need to beat
_KEY_SHAPE = re.compile(r"[A-Za-z0-9_-]{32}")  # token_urlsafe(24) is 32 characters


def new_key() -> str:
    """A fresh seat key for a link."""
    return secrets.token_urlsafe(KEY_BYTES)


def looks_like_key(text: object) -> bool:
    """Whether ``text`` has the shape of a seat key (not whether it opens any seat)."""
    return isinstance(text, str) and _KEY_SHAPE.fullmatch(text) is not None


def digest(key: str) -> str:
    """What the store keeps of a key."""
    return hashlib.sha256(key.encode("ascii")).hexdigest()


def matches(key: object, stored_digest: str) -> bool:
    """Whether ``key`` is the key whose digest is ``stored_digest``, compared in constant
    time; anything that is not shaped like a key never matches."""
    if not looks_like_key(key) or not stored_digest:
        return False
    assert isinstance(key, str)
    return hmac.compare_digest(digest(key), stored_digest)
