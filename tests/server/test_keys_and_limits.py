"""Seat keys and the limits on what a visitor may send."""

from __future__ import annotations

import pytest

from cardtable.server import keys
from cardtable.server.limits import RateLimit


def test_keys_are_long_random_and_only_their_digest_opens_a_seat():
    made = {keys.new_key() for _ in range(200)}
    assert len(made) == 200
    key = made.pop()
    assert keys.looks_like_key(key) and len(key) * 6 >= 128
    stored = keys.digest(key)
    assert key not in stored
    assert keys.matches(key, stored)
    assert not keys.matches(made.pop(), stored)


@pytest.mark.parametrize("forged", ["", "short", "x" * 33, "é" * 32, None, 12345, ["a"] * 32, "a" * 31 + "/"])
def test_a_forged_key_never_matches(forged):
    key = keys.new_key()
    assert not keys.matches(forged, keys.digest(key))


def test_a_stored_seat_without_a_key_opens_for_nobody():
    assert not keys.matches(keys.new_key(), "")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_is_allowed_then_a_flood_is_refused_until_time_passes():
    clock = Clock()
    limit = RateLimit(per_second=4, burst=6, clock=clock)
    assert [limit.allow() for _ in range(8)] == [True] * 6 + [False] * 2
    clock.now += 0.5  # two tokens come back
    assert [limit.allow() for _ in range(3)] == [True, True, False]
    clock.now += 60  # never more than the burst
    assert sum(limit.allow() for _ in range(10)) == 6


def test_a_rate_limit_needs_a_rate():
    with pytest.raises(ValueError, match="positive rate"):
        RateLimit(per_second=0)


def test_each_key_has_its_own_bucket_and_refilled_ones_are_forgotten():
    from cardtable.server.limits import RateLimits

    clock = Clock()
    limits = RateLimits(per_second=1, burst=2, clock=clock, most=3)
    assert [limits.allow(("room", 0)) for _ in range(3)] == [True, True, False]
    assert limits.allow(("room", 1))  # another seat keeps its own pace
    limits.allow("10.0.0.1")
    clock.now += 1.0  # seat 1's and the address's buckets are full again; seat 0's is not
    limits.allow("10.0.0.2")  # a fourth key: the refilled ones are forgotten first
    assert len(limits) == 2
    assert [limits.allow(("room", 0)) for _ in range(2)] == [True, False]  # seat 0 kept its pace
    with pytest.raises(ValueError, match="positive rate"):
        RateLimits(per_second=0)


def test_player_ids_are_read_back_only_as_issued(tmp_path):
    from cardtable.server.player_ids import PlayerIds
    from cardtable.server.store import RoomStore

    store = RoomStore(tmp_path / "rooms.sqlite3")
    ids = PlayerIds(store)
    player = ids.new()
    assert ids.read(ids.cookie(player)) == player
    assert PlayerIds(store).read(ids.cookie(player)) == player  # the secret is the store's: a restart keeps it
    other = PlayerIds(RoomStore(tmp_path / "other.sqlite3"))
    assert other.read(ids.cookie(player)) == ""  # another store's cookie opens nothing here
    signature = ids.cookie(player).split(".")[1]
    changed = signature[:-1] + ("A" if signature[-1] != "A" else "B")
    for forged in [player, "F" * 32, f"{'F' * 32}.{signature}", f"{player}.{changed}", f"{player}.é", None, 7]:
        assert ids.read(forged) == ""
