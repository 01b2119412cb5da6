"""Settling a Tonk hand: who pays whom, and why, kept as data each seat reads in its
own words (``Settled.describe(viewer, names)``).

Pure functions over seats and chip counts (TONK-6, TONK-11, TONK-12, TONK-14), kept
apart from the play (``play.py``) so that it reads as the order of play and the money
can be checked on its own. A payment is ``(payer, payee, chips)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...i18n import _
from ...i18n.seats import seat_named
from ...wording import listed
from .words import bonus_words, by_seat

__all__ = ["Payment", "Settled", "bonus_settlement", "drop_settlement", "out_settlement", "pay"]

Payment = tuple[int, int, int]


@dataclass(frozen=True)
class Settled:
    """Why a hand ended, as data read for each viewer: ``how`` is "bonus" (``words``
    names the bonus, TONK-6), "spread_out" or "discard_out" (TONK-11), "drop" (won by
    the lowest count) or "caught" (``catchers`` with their counts, TONK-12); ``seat``
    is the seat that did it and ``total`` its count at a drop."""

    how: str
    seat: int
    words: str = ""
    total: int = 0
    catchers: tuple[tuple[int, int], ...] = ()

    def describe(self, viewer: int, names: Sequence[str]) -> str:
        who = names[self.seat]
        if self.how == "bonus":
            return by_seat(
                who,
                _("You win the deal bonus: {bonus}."),
                _("{name} wins the deal bonus: {bonus}."),
                bonus=bonus_words(self.words),
            )
        if self.how == "spread_out":
            return by_seat(
                who,
                _("You go out by spreading: double the ante from every other seat."),
                _("{name} goes out by spreading: double the ante from every other seat."),
            )
        if self.how == "discard_out":
            return by_seat(
                who,
                _("You go out on the discard: the ante from every other seat."),
                _("{name} goes out on the discard: the ante from every other seat."),
            )
        if self.how == "drop":
            return by_seat(
                who,
                _("You drop on {total}, the lowest count: the ante from every other seat."),
                _("{name} drops on {total}, the lowest count: the ante from every other seat."),
                total=self.total,
            )
        words = {
            "total": self.total,
            "catchers": listed([f"{seat_named(names[s])} ({total})" for s, total in self.catchers]),
            "catcher": seat_named(names[self.catchers[0][0]]),
        }
        if len(self.catchers) > 1:
            return by_seat(
                who,
                _("You drop on {total} and are caught by {catchers}: double the ante to each."),
                _("{name} drops on {total} and is caught by {catchers}: double the ante to each."),
                **words,
            )
        return by_seat(
            who,
            _("You drop on {total} and are caught by {catchers}: double the ante to {catcher}."),
            _("{name} drops on {total} and is caught by {catchers}: double the ante to {catcher}."),
            **words,
        )


def _from_every_other(winner: int, active: Sequence[int], amount: int) -> list[Payment]:
    return [(s, winner, amount) for s in active if s != winner]


def bonus_settlement(winner: int, words: str, active: Sequence[int], ante: int) -> tuple[list[Payment], Settled]:
    """TONK-6: a lone deal bonus wins double the ante from every other seat."""
    return _from_every_other(winner, active, 2 * ante), Settled("bonus", winner, words=words)


def out_settlement(seat: int, active: Sequence[int], ante: int, *, by_spreading: bool) -> tuple[list[Payment], Settled]:
    """TONK-11: out by spreads and hits pays double the ante, out on the final discard single."""
    if by_spreading:
        return _from_every_other(seat, active, 2 * ante), Settled("spread_out", seat)
    return _from_every_other(seat, active, ante), Settled("discard_out", seat)


def drop_settlement(
    seat: int, totals: Mapping[int, int], active: Sequence[int], ante: int
) -> tuple[list[Payment], Settled]:
    """TONK-12: the lowest count wins the drop; anyone tied or lower catches it and is
    paid double the ante by the dropper."""
    catchers = tuple((s, totals[s]) for s in active if s != seat and totals[s] <= totals[seat])
    if not catchers:
        return _from_every_other(seat, active, ante), Settled("drop", seat, total=totals[seat])
    why = Settled("caught", seat, total=totals[seat], catchers=catchers)
    return [(seat, s, 2 * ante) for s, _ in catchers], why


def pay(chips: list[int], antes: list[int], payments: Sequence[Payment]) -> tuple[Payment, ...]:
    """TONK-14: antes back to their owners, then each payment, never more than the payer
    holds. Changes ``chips`` and ``antes`` in place; returns what was really paid."""
    for seat, ante in enumerate(antes):
        chips[seat] += ante
        antes[seat] = 0
    paid = []
    for payer, payee, amount in payments:
        amount = min(amount, chips[payer])
        chips[payer] -= amount
        chips[payee] += amount
        paid.append((payer, payee, amount))
    return tuple(paid)
