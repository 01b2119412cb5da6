"""The War review: no decisions to grade (WAR-8), so the round is told as a story.

Everything told comes from the events the seat saw (``visible_events``): the face-up
cards of each battle, the wars, who took how many cards, how the round ended. A
face-down war card is never named (WAR-11). The story says

* how the high cards were dealt, as far as the cards turned in the first pass through
  each pile showed them (a face-down war card of that pass stays unknown);
* the lead over the round (the seat's cards less the opponent's, after each battle:
  ``Review.curve``), its biggest values and how often it changed hands;
* the wars that swung it most, each with the cards that decided it and the lead
  before and after;
* how the round ended, and how often a deal like this one ends in a 500-battle draw:
  deals that split the aces and kings as this one did, played out under the same
  house rule (``DEALS`` of them, with a Wilson 95% interval), beside any deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...arena.stats import wilson
from ...cards import Card, Deck, Rank
from ...engine import Game
from ...i18n import N_, _, ngettext
from ...i18n.seats import YOU, seat_named
from ...poker.categories import rank_word
from ...review import Progress
from ...review.types import Review, SoFar
from .events import BattleWon, CardsTurned, WarDeclared
from .game import BATTLE_LIMIT, WarGame
from .spec import SPEC

__all__ = ["DEALS", "draw_chance", "grade"]

DEALS = 600  # simulated deals like this one (and as many of any kind) for the draw chance
HIGH = (Rank.ACE, Rank.KING)
SHOWN_WARS = 3  # the wars told one by one, the biggest swings


@dataclass(frozen=True)
class _War:
    battle: int
    ranks: tuple[Rank, ...]  # the ranks tied, in order
    winner: int
    winning_card: Card
    losing_card: Card
    taken: int
    before: int  # the seat's lead before the battle and after
    after: int


def _first_pass(events: list[Any]) -> tuple[list[Card], list[Card]]:
    """The cards each seat turned face up from the pile it was dealt (its first 26 laid,
    face-down war cards counted but not seen)."""
    laid = [0, 0]
    seen: tuple[list[Card], list[Card]] = ([], [])
    for event in events:
        if isinstance(event, CardsTurned):
            for side in (0, 1):
                laid[side] += 1 if event.war else 0  # the face-down card laid before it
                if laid[side] < 26:
                    seen[side].append(event.cards[side])
                laid[side] += 1
    return seen


def _count(cards: list[Card], rank: Rank) -> int:
    return sum(c.rank == rank for c in cards)


_DEALT = {  # how many of a rank a seat was dealt, in words
    Rank.ACE: lambda n: ngettext("{count} ace", "{count} aces", n),
    Rank.KING: lambda n: ngettext("{count} king", "{count} kings", n),
}
_NONE_DEALT = {Rank.ACE: N_("no aces"), Rank.KING: N_("no kings")}


def _plural(n: int, rank: Rank) -> str:
    return _DEALT[rank](n).format(count=n) if n else _(_NONE_DEALT[rank])


def _lead(name: str, high: int, battle: int) -> str:
    """A seat's biggest lead, ``name`` as the reviewing page calls the seat."""
    if name == YOU:
        return ngettext(
            "Your biggest lead was {count} card, at battle {battle}.",
            "Your biggest lead was {count} cards, at battle {battle}.",
            high,
        ).format(count=high, battle=battle)
    return ngettext(
        "{name}'s biggest lead was {count} card, at battle {battle}.",
        "{name}'s biggest lead was {count} cards, at battle {battle}.",
        high,
    ).format(name=seat_named(name, capital=True), count=high, battle=battle)


def _changes(battles: int, changes: int) -> str:
    if not changes:
        return ngettext(
            "In {battles} battle the lead changed hands never.",
            "In {battles} battles the lead changed hands never.",
            battles,
        ).format(battles=battles)
    if changes == 1:
        return ngettext(
            "In {battles} battle the lead changed hands once.",
            "In {battles} battles the lead changed hands once.",
            battles,
        ).format(battles=battles)
    return ngettext(
        "In {battles} battles the lead changed hands {count} time.",
        "In {battles} battles the lead changed hands {count} times.",
        changes,
    ).format(battles=battles, count=changes)


def _war_told(war: _War, names: Sequence[str]) -> str:
    """One war of the round: the ranks tied, the cards that decided it, the lead."""
    words = {
        "battle": war.battle,
        "ranks": _(" then ").join(rank_word(r, plural=True) for r in war.ranks),
        "won": war.winning_card,
        "lost": war.losing_card,
        "count": war.taken,
        "before": f"{war.before:+d}",
        "after": f"{war.after:+d}",
    }
    winner, loser = names[war.winner], names[1 - war.winner]
    if winner == YOU:
        said = ngettext(
            "Battle {battle}: both turned {ranks} — war; your {won} beat {name}'s {lost} and you took {count} card "
            "(the lead went from {before} to {after}).",
            "Battle {battle}: both turned {ranks} — war; your {won} beat {name}'s {lost} and you took {count} cards "
            "(the lead went from {before} to {after}).",
            war.taken,
        )
        return said.format(name=seat_named(loser), **words)
    if loser == YOU:
        said = ngettext(
            "Battle {battle}: both turned {ranks} — war; {name}'s {won} beat your {lost} and {name} took {count} card "
            "(the lead went from {before} to {after}).",
            "Battle {battle}: both turned {ranks} — war; {name}'s {won} beat your {lost} and {name} took {count} cards "
            "(the lead went from {before} to {after}).",
            war.taken,
        )
        return said.format(name=seat_named(winner), **words)
    said = ngettext(
        "Battle {battle}: both turned {ranks} — war; {winner}'s {won} beat {loser}'s {lost} and {winner} took "
        "{count} card (the lead went from {before} to {after}).",
        "Battle {battle}: both turned {ranks} — war; {winner}'s {won} beat {loser}'s {lost} and {winner} took "
        "{count} cards (the lead went from {before} to {after}).",
        war.taken,
    )
    return said.format(winner=seat_named(winner), loser=seat_named(loser), **words)


def draw_chance(
    split: dict[Rank, tuple[int, int]] | None,
    seat: int,
    return_order: str,
    *,
    deals: int,
    seed: int,
    progress: Progress | None = None,
    done: int = 0,
    total: int = 0,
) -> tuple[int, int]:
    """How many of ``deals`` simulated deals end in a draw at the battle limit (WAR-7):
    deals in which ``seat``'s pile and the other's hold at least the counts of each
    rank of ``split`` (``rank → (seat's, other's)``), or any deal when ``split`` is None.
    Returns (draws, deals)."""
    rng = random.Random(seed)
    cards = Deck.standard().cards
    draws = 0
    played = 0
    while played < deals:
        rng.shuffle(cards)
        mine, theirs = (cards[:26], cards[26:]) if seat == 0 else (cards[26:], cards[:26])
        if split is not None and not all(
            _count(mine, r) >= a and _count(theirs, r) >= b for r, (a, b) in split.items()
        ):
            continue
        game = WarGame(seed=rng.getrandbits(63), stack=list(cards), return_order=return_order)
        game.play_to_end()
        played += 1
        draws += game.battle == BATTLE_LIMIT and game.result is not None and game.result.outcomes[0] == "draw"
        if progress is not None and played % 100 == 0:
            progress(done + played, total)
    return draws, played


def grade(
    engine: Game[Any, Any],
    seat: int,
    *,
    seed: int = 0,
    progress: Progress | None = None,
    deals: int = DEALS,
    names: Sequence[str] | None = None,
    so_far: SoFar | None = None,
) -> Review:
    """The round of ``engine`` told for ``seat`` (see the module), each seat called as
    ``names`` say (the reviewing page's: "the computer", or in a room "Ana"; by default
    the game's own). ``so_far`` hears the story once, whole: a round nobody chose in
    has no decisions to hear one at a time."""
    if not isinstance(engine, WarGame):
        raise ValueError(f"The War review tells a War round, not {type(engine).__name__}.")
    names = tuple(engine.seat_names(seat) if names is None else names)
    me, them = names[seat], names[1 - seat]
    events = list(engine.visible_events(seat))
    lead, curve, wars, changes = 0, [0], [], 0
    ahead = 0  # the last lead that was not level
    tied: list[Rank] = []
    for event in events:
        if isinstance(event, WarDeclared):
            tied.append(event.rank)
        elif isinstance(event, BattleWon):
            before = lead
            lead += event.taken if event.winner == seat else -event.taken
            if lead and (lead > 0) != (ahead > 0):
                changes += ahead != 0  # the first lead is taken, not changed
                ahead = lead
            if event.wars:
                wars.append(
                    _War(
                        event.battle,
                        tuple(tied),
                        event.winner,
                        event.winning_card,
                        event.losing_card,
                        event.taken,
                        before,
                        lead,
                    )
                )
            tied = []
            curve.extend([curve[-1]] * (event.battle - len(curve)))  # a battle nobody won: no change
            curve.append(lead)
    curve.extend([lead] * (engine.battle + 1 - len(curve)))

    story: list[str] = []
    first = _first_pass(events)
    mine, theirs = first[seat], first[1 - seat]
    split = {r: (_count(mine, r), _count(theirs, r)) for r in HIGH}
    dealt = _("{aces} and {kings}").format(
        aces=_plural(split[Rank.ACE][0], Rank.ACE), kings=_plural(split[Rank.KING][0], Rank.KING)
    )
    other = _("{aces} and {kings}").format(
        aces=_plural(split[Rank.ACE][1], Rank.ACE), kings=_plural(split[Rank.KING][1], Rank.KING)
    )
    if me == YOU:
        dealt_words = _("You were dealt {dealt}; {name} {other} (as far as the cards turned in the first pass showed).")
    else:
        dealt_words = _("{me} was dealt {dealt}; {name} {other} (as far as the cards turned in the first pass showed).")
    story.append(dealt_words.format(me=seat_named(me, capital=True), name=seat_named(them), dealt=dealt, other=other))
    high, low = max(curve), min(curve)
    if high > 0:
        story.append(_lead(me, high, curve.index(high)))
    if low < 0:
        story.append(_lead(them, -low, curve.index(low)))
    story.append(_changes(engine.battle, changes))
    if wars:
        story.append(ngettext("There was {count} war.", "There were {count} wars.", len(wars)).format(count=len(wars)))
    for war in sorted(wars, key=lambda w: -w.taken)[:SHOWN_WARS]:
        story.append(_war_told(war, names))
    if engine.result is not None:
        story.append(engine.result.describe(seat, names))

    order = engine.options.return_order
    total = 2 * deals
    if progress is not None:
        progress(0, total)
    like = draw_chance(split, seat, order, deals=deals, seed=seed, progress=progress, total=total)
    any_deal = draw_chance(None, seat, order, deals=deals, seed=seed + 1, progress=progress, done=deals, total=total)
    like_rate, any_rate = wilson(like[0], like[1]), wilson(any_deal[0], any_deal[1])
    aces, kings = split[Rank.ACE], split[Rank.KING]
    story.append(
        ngettext(
            "A deal that splits the aces {aces} and the kings {kings}, as this one did, ends in a {limit}-battle draw "
            "{rate}% of the time (95% interval {low}–{high}%, {count} simulated deal); any deal, {any}%.",
            "A deal that splits the aces {aces} and the kings {kings}, as this one did, ends in a {limit}-battle draw "
            "{rate}% of the time (95% interval {low}–{high}%, {count} simulated deals); any deal, {any}%.",
            like[1],
        ).format(
            aces=f"{aces[0]}–{aces[1]}",
            kings=f"{kings[0]}–{kings[1]}",
            limit=BATTLE_LIMIT,
            rate=f"{100 * like_rate.value:.0f}",
            low=f"{100 * like_rate.low:.0f}",
            high=f"{100 * like_rate.high:.0f}",
            count=like[1],
            any=f"{100 * any_rate.value:.0f}",
        )
    )
    told = Review(
        game="war",
        seat=seat,
        unit=SPEC.review_words.unit,  # the lead in cards after each battle
        decisions=(),
        curve=tuple(float(x) for x in curve),
        story=tuple(story),
        details={
            "battles": engine.battle,
            "lead_changes": changes,
            "wars": [
                {
                    "battle": w.battle,
                    "ranks": [r.plural for r in w.ranks],
                    "winner": w.winner,
                    "winning_card": w.winning_card.code,
                    "losing_card": w.losing_card.code,
                    "taken": w.taken,
                    "lead_before": w.before,
                    "lead_after": w.after,
                }
                for w in wars
            ],
            "high_cards": {r.plural: list(split[r]) for r in HIGH},
            "draw_chance": {"value": like_rate.value, "low": like_rate.low, "high": like_rate.high, "deals": like[1]},
            "draw_chance_any_deal": {
                "value": any_rate.value,
                "low": any_rate.low,
                "high": any_rate.high,
                "deals": any_deal[1],
            },
        },
    )
    if so_far is not None:
        so_far(told)
    return told
