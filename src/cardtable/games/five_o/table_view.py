"""What the Five-O table shows, built from one observation: the piles and their
captions, the status line, the result banner, why Redraw is off, and the observation
as the privacy screen lets it be seen.

Every function here reads an observation only (never the engine), so a screened
observation can only ever give a screened table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...cards import Card
from ...i18n import _
from ...i18n.seats import seat_label
from ...poker import partial
from ...tables.view import banner_title, card_codes
from ...view.types import Banner, Zone
from .game import PILES, FiveOObservation

__all__ = ["banner", "pile_zones", "redraw_reason", "screened_observation", "status_line"]


def pile_zones(obs: FiveOObservation, them: str, own: str | None = None) -> list[Zone]:
    """Both sides' five piles, captioned with what each holds so far, or at the showdown
    with the hand and who won its battle. The page's own rows are labelled "Battle 1",
    or by ``own`` (on a spectator's page the seat's name: "Ana 1"), the other's by the
    name ``them``."""
    zones: list[Zone] = []
    showdown = {b.number: b for b in obs.battles}
    for side, prefix in ((1, "opp"), (0, "me")):
        for i, pile in enumerate(obs.piles[side]):
            number = i + 1
            cards = card_codes(pile)
            battle = showdown.get(number)
            caption, tone = "", None
            if battle is not None:
                mine = 0 if obs.seat == 0 else 1
                who = mine if side == 0 else 1 - mine
                caption = battle.values[who].short()
                tone = None if battle.winner is None else ("win" if battle.winner == who else "loss")
            else:
                visible = [c for c in pile if c is not None]
                caption = partial(visible).describe() if visible else ""
            secret = [PILES - 1] if side == 0 and len(pile) == PILES and battle is None else []
            # after the reveal, the card that lay face down stays marked (both sides)
            revealed = [PILES - 1] if battle is not None and len(pile) == PILES else []
            zones.append(
                {
                    "id": f"{prefix}.pile.{number}",
                    "secret": secret,
                    "revealed": revealed,
                    "area": f"{prefix}-{number}",
                    "label": _pile_label(own if side == 0 else them, number),
                    "cards": cards,
                    "fan": "column",
                    "caption": caption,
                    "tone": tone,
                    "highlight": tone == "win",
                    "delay": number if battle is not None else 0,
                }
            )
    return zones


def _pile_label(name: str | None, number: int) -> str:
    """A pile's label: "Battle 3" (the page's own), "Computer 3", "Ana 3"."""
    if name is None:
        return _("Battle {number}").format(number=number)
    return _("{name} {number}").format(name=seat_label(name), number=number)


def redraw_reason(obs: FiveOObservation, my_turn: bool) -> str:
    """Why Redraw is off now, the one reason that holds."""
    if obs.result is not None or obs.phase != "place":
        return _("the cards are all placed")
    if not obs.redraw_left[0]:
        return _("you have used your one redraw this game")
    if not my_turn:
        return _("it is not your turn")
    return _("the deck has no card left to redraw")


def status_line(obs: FiveOObservation, screened: bool, me: str, them: str) -> str:
    """The sentence above the table: whose turn, or what to do next."""
    if obs.result is not None:
        return _("Game over: the result is in the banner. Deal the next game when you are ready.")
    if screened:
        return _("{me} to play: press “I'm here” when {them} is not looking.").format(
            me=seat_label(me), them=seat_label(them)
        )
    if obs.phase == "between":
        return _("Showdown! Deal the next game when you are ready.")
    if obs.to_act == obs.seat and obs.dealt is not None:
        return _("Your card: {card} — choose a pile.").format(card=obs.dealt)
    return _("{name} is placing a card.").format(name=seat_label(them))


def banner(obs: FiveOObservation, names: Sequence[str], *, two_players: bool) -> Banner | None:
    """The result after a showdown: the game's battles, or the series' end, with each
    seat called as the table names it (``names[seat]``)."""
    me = names[obs.seat]
    if obs.result is not None:
        outcome = obs.result.outcomes[obs.seat]
        if not two_players:
            title = banner_title(outcome, names, obs.seat, she=False)
        elif outcome == "draw":
            title = _("A draw")
        else:
            title = (_("{name} wins") if outcome == "win" else _("{name} loses")).format(name=seat_label(me))
        winners = {b.winner for b in obs.battles}
        if len(winners) == 1 and None not in winners:
            title = _("SUNK! {title}").format(title=title)
        return {"tone": outcome, "title": title, "text": obs.result.describe(obs.seat, names)}
    if obs.phase == "between":
        won = sum(b.winner == obs.seat for b in obs.battles)
        lost = sum(b.winner == 1 - obs.seat for b in obs.battles)
        tone = "win" if won > lost else ("loss" if lost > won else "draw")
        title = _("Game {number}: {won}–{lost} — SUNK!") if PILES in (won, lost) else _("Game {number}: {won}–{lost}")
        return {
            "tone": tone,
            "title": title.format(number=obs.game_number, won=won, lost=lost),
            "text": _("The series goes on."),
        }
    return None


def screened_observation(obs: FiveOObservation) -> FiveOObservation:
    """``obs`` as the privacy screen shows it: the seat's dealt, rejected and face-down
    cards hidden (``None``), so that nothing built from it can name or describe them."""
    if obs.phase != "place":
        return obs  # after the showdown every card is face up

    def hide(pile: tuple[Card | None, ...]) -> tuple[Card | None, ...]:
        return tuple(None if i == PILES - 1 else c for i, c in enumerate(pile))

    mine = tuple(hide(p) for p in obs.piles[0])
    return replace(obs, piles=(mine, obs.piles[1]), dealt=None, my_rejected=None)
