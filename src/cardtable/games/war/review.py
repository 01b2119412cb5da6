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
from ...review import Progress
from ...review.types import Review, SoFar
from ...wording import agree, possessive, subject
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


def _plural(n: int, rank: Rank) -> str:
    return f"{n or 'no'} {rank.plural if n != 1 else rank.name.lower()}"


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
    dealt = " and ".join(_plural(split[r][0], r) for r in HIGH)
    other = " and ".join(_plural(split[r][1], r) for r in HIGH)
    story.append(
        f"{subject(me, capital=True)} {agree(me, 'were')} dealt {dealt}; {subject(them)} {other}"
        " (as far as the cards turned in the first pass showed)."
    )
    high, low = max(curve), min(curve)
    if high > 0:
        story.append(f"{possessive(me, capital=True)} biggest lead was {high} cards, at battle {curve.index(high)}.")
    if low < 0:
        story.append(f"{possessive(them, capital=True)} biggest lead was {-low} cards, at battle {curve.index(low)}.")
    times = "never" if not changes else ("once" if changes == 1 else f"{changes} times")
    story.append(f"In {engine.battle} battles the lead changed hands {times}.")
    if wars:
        story.append(f"There {'was' if len(wars) == 1 else 'were'} {len(wars)} war{'s' if len(wars) != 1 else ''}.")
    for war in sorted(wars, key=lambda w: -w.taken)[:SHOWN_WARS]:
        ranks = " then ".join(r.plural for r in war.ranks)
        winner, loser = names[war.winner], names[1 - war.winner]
        story.append(
            f"Battle {war.battle}: both turned {ranks} — war; {possessive(winner)} {war.winning_card} beat "
            f"{possessive(loser)} {war.losing_card} and {subject(winner)} took {war.taken} cards "
            f"(the lead went from {war.before:+d} to {war.after:+d})."
        )
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
        f"A deal that splits the aces {aces[0]}–{aces[1]} and the kings {kings[0]}–{kings[1]}, as this one did, "
        f"ends in a {BATTLE_LIMIT}-battle draw {100 * like_rate.value:.0f}% of the time "
        f"(95% interval {100 * like_rate.low:.0f}–{100 * like_rate.high:.0f}%, {like[1]} simulated deals); "
        f"any deal, {100 * any_rate.value:.0f}%."
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
