"""Player ids: the id in a browser's ``ct_player`` cookie, issued only by this server.

A player id finds a person's seat again without the link's key and keeps their
progress, so it must be one the server gave out: a value a page (or another site that
planted a cookie) made up must find nothing. The cookie carries the id and its HMAC
(SHA-256, keyed by a secret drawn once per store and kept in it), so no table of issued
ids grows with every visitor, and a copied cookie from another store opens nothing
here. A value whose signature does not match is ignored: the browser is given a new id.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from . import keys
from .store import RoomStore

__all__ = ["SECRET_ROW", "PlayerIds"]

# where the store keeps the secret: a row of its players table whose id no cookie can
# name (a player id is key-shaped, and this one has a colon)
SECRET_ROW = "cardtable:player-id-secret"
_SIGNATURE_BYTES = 16


class PlayerIds:
    """Issues player ids in signed cookie values, and reads back only those."""

    def __init__(self, store: RoomStore) -> None:
        kept = store.progress(SECRET_ROW).get("secret")
        if not isinstance(kept, str) or len(kept) < 64:
            kept = secrets.token_hex(32)
            store.save_progress(SECRET_ROW, {"secret": kept})
        self._secret = bytes.fromhex(kept)

    def new(self) -> str:
        """A fresh player id (what the store and the seats know a browser by)."""
        return keys.new_key()

    def cookie(self, player: str) -> str:
        """The cookie value that carries ``player``: the id and its signature."""
        return f"{player}.{self._sign(player)}"

    def read(self, value: object) -> str:
        """The player id in a cookie value this server issued, or ``""``."""
        if not isinstance(value, str):
            return ""
        player, _dot, signature = value.partition(".")
        if not keys.looks_like_key(player) or not signature.isascii():
            return ""
        return player if hmac.compare_digest(signature, self._sign(player)) else ""

    def _sign(self, player: str) -> str:
        mac = hmac.new(self._secret, player.encode("ascii"), hashlib.sha256).digest()[:_SIGNATURE_BYTES]
        return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")
