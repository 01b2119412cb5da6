"""Settling a Tonk hand: who pays whom, and the sentence that says why.

Pure functions over seats and chip counts (TONK-6, TONK-11, TONK-12, TONK-14), kept
apart from the engine so that ``tonk.py`` reads as the order of play and the money can
be checked on its own. A payment is ``(payer, payee, chips)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

__all__ = ["Payment", "bonus_settlement", "drop_settlement", "out_settlement", "pay", "seat_name", "verb"]

Payment = tuple[int, int, int]


def seat_name(seat: int) -> str:
    """Seat 0 is the person reading the table."""
    return "You" if seat == 0 else f"Player {seat + 1}"


def verb(seat: int, word: str) -> str:
    """``word`` agreeing with :func:`seat_name` (you go, Player 2 goes)."""
    return word if seat == 0 else (word + "es" if word.endswith("o") else word + "s")


def _from_every_other(winner: int, active: Sequence[int], amount: int) -> list[Payment]:
    return [(s, winner, amount) for s in active if s != winner]


def bonus_settlement(winner: int, words: str, active: Sequence[int], ante: int) -> tuple[list[Payment], str]:
    """TONK-6: a lone deal bonus wins double the ante from every other seat."""
    why = f"{seat_name(winner)} {verb(winner, 'win')} the deal bonus: {words}."
    return _from_every_other(winner, active, 2 * ante), why


def out_settlement(seat: int, active: Sequence[int], ante: int, *, by_spreading: bool) -> tuple[list[Payment], str]:
    """TONK-11: out by spreads and hits pays double the ante, out on the final discard single."""
    if by_spreading:
        why = f"{seat_name(seat)} {verb(seat, 'go')} out by spreading: double the ante from every other seat."
        return _from_every_other(seat, active, 2 * ante), why
    why = f"{seat_name(seat)} {verb(seat, 'go')} out on the discard: the ante from every other seat."
    return _from_every_other(seat, active, ante), why


def drop_settlement(
    seat: int, totals: Mapping[int, int], active: Sequence[int], ante: int
) -> tuple[list[Payment], str]:
    """TONK-12: the lowest count wins the drop; anyone tied or lower catches it and is
    paid double the ante by the dropper."""
    catchers = [s for s in active if s != seat and totals[s] <= totals[seat]]
    if not catchers:
        why = (
            f"{seat_name(seat)} {verb(seat, 'drop')} on {totals[seat]}, the lowest count: the ante "
            "from every other seat."
        )
        return _from_every_other(seat, active, ante), why
    names = ["you" if s == 0 else seat_name(s) for s in catchers]
    who = ", ".join(f"{name} ({totals[s]})" for name, s in zip(names, catchers, strict=True))
    to = "each" if len(catchers) > 1 else names[0]  # the one catcher by name
    why = (
        f"{seat_name(seat)} {verb(seat, 'drop')} on {totals[seat]} and {'is' if seat else 'are'} "
        f"caught by {who}: double the ante to {to}."
    )
    return [(seat, s, 2 * ante) for s in catchers], why


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
