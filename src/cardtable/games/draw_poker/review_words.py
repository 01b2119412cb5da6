"""The draw-poker Hint's and review's sentences, in the language being drawn.

The Hint (``advice``) and the review (``review``) value a decision with one valuation
and say it in the same words: the hand held, how often it wins the showdown and against
whom, what matching a bet costs, each option as its button says it (BET $6, DRAW ($5),
"Keep K♠ K♦, draw 3") and what it was worth. Every sentence is whole in the catalog;
the figures (dollars, shares, cards) are filled in, never the words. The one across the
table is said as the page says her (``words.Across``): "her" against the computer, by
name in a room of two people.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import Card
from ...engine import Action
from ...i18n import LANGUAGES, N_, _, current, pgettext
from ...poker import evaluate
from .actions import Bet, Call, Exchange, GoToDraw, Raise, Stay
from .words import Across

__all__ = ["count", "draw_label", "held", "money", "move_label", "price", "sentences", "showdown_words"]


def sentences(*parts: str) -> str:
    """Sentences one after another (an empty one left out)."""
    return " ".join(part for part in parts if part)


def money(value: float) -> str:
    """Dollars with a sign: +$3.20, −$5.00."""
    sign = "+" if value >= 0.005 else "−" if value <= -0.005 else ""
    return f"{sign}${abs(value):.2f}"


def count(n: int) -> str:
    """A count of deals as the language writes its thousands ("5,000"; Russian "5 000")."""
    lang = current()
    if lang in LANGUAGES and lang != "en":
        from babel.numbers import format_decimal

        return str(format_decimal(n, locale=lang))
    return f"{n:,}"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def held(obs: Any) -> str:
    """ "Your hand: a pair of queens, king, nine and four kickers." """
    hand = evaluate(obs.hand, obs.options.deck, flush_beats_full_house=obs.options.flush_beats_full_house)
    words = hand.describe()
    return _("Your hand: {hand}.").format(hand=words[0].lower() + words[1:])


def kept(move: Exchange, obs: Any) -> list[Card]:
    """The cards a draw keeps."""
    return [c for c in obs.hand if c not in move.cards]


def draw_label(move: Exchange, obs: Any) -> str:
    """A draw as the review's options list it: "Stand pat", "Keep K♠ K♦, draw 3"."""
    if not move.cards:
        return _("Stand pat")
    keep = kept(move, obs)
    if not keep:
        return _("Keep nothing, draw {count}").format(count=len(move.cards))
    return _("Keep {kept}, draw {count}").format(kept=_cards(keep), count=len(move.cards))


def move_label(move: Action, obs: Any) -> str:
    """An option as the table's buttons say it: BET $6, DRAW ($5), STAY; a draw as
    ``draw_label`` says it."""
    if isinstance(move, Exchange):
        return draw_label(move, obs)
    if isinstance(move, Bet):
        return _("BET ${amount}").format(amount=move.amount)
    if isinstance(move, Raise):
        return _("RAISE ${amount}").format(amount=move.amount)
    if isinstance(move, GoToDraw):
        return _("DRAW (${call})").format(call=obs.to_call) if obs.to_call else _("DRAW")
    if isinstance(move, Call):
        return _("CALL (${call})").format(call=obs.to_call) if obs.to_call else _("CALL")
    return _("STAY") if isinstance(move, Stay) else _("DROP")


def price(obs: Any) -> str:
    """What matching the bet costs, as a share of the pot it makes ("" with nothing to match)."""
    if not obs.to_call:
        return ""
    share = obs.to_call / (obs.pot + obs.to_call)
    return _("Matching ${call} makes ${total}; you pay {share} of it.").format(
        call=obs.to_call, total=obs.pot + obs.to_call, share=f"{share:.0%}"
    )


def _hers(across: Across) -> dict[str, str]:
    """Her hands, her hand and her moves, as the page says the one across the table."""
    if across.pronouns:
        return {
            "hands": pgettext("hint", "her hands"),
            "hand": pgettext("hint", "her hand"),
            "moves": pgettext("hint", "her moves"),
        }
    name = across.object
    return {
        "hands": pgettext("hint", "{name}'s hands").format(name=name),
        "hand": pgettext("hint", "{name}'s hand").format(name=name),
        "moves": pgettext("hint", "{name}'s moves").format(name=name),
    }


# How often the seat's hand wins the showdown, by the player she was taken to be, the
# tense (the Hint's now, the review's then) and whether both still draw.
_AGAINST_SOUND = {
    (True, False): N_(
        "Against a sound player ({hands} weighed by how often a sound player makes {moves} so far, the cards "
        "you cannot see left out), your hand wins {chance} of the showdowns."
    ),
    (True, True): N_(
        "Against a sound player ({hands} weighed by how often a sound player makes {moves} so far, both of you "
        "drawing, the cards you cannot see left out), your hand wins {chance} of the showdowns."
    ),
    (False, False): N_(
        "Against a sound player ({hands} weighed by how often a sound player makes {moves} so far, the cards "
        "you could not see left out), your hand won {chance} of the showdowns."
    ),
    (False, True): N_(
        "Against a sound player ({hands} weighed by how often a sound player makes {moves} so far, both of you "
        "drawing, the cards you could not see left out), your hand won {chance} of the showdowns."
    ),
}
_AGAINST_STANDARD = {
    (True, False): N_(
        "In {n} deals played out from here ({hand} drawn from the cards you cannot see, as {moves} so far "
        "suggest), your hand won {chance} of the showdowns."
    ),
    (True, True): N_(
        "In {n} deals played out from here ({hand} drawn from the cards you cannot see, both of you drawing, "
        "as {moves} so far suggest), your hand won {chance} of the showdowns."
    ),
    (False, False): N_(
        "In {n} deals played out from here ({hand} drawn from the cards you could not see, as {moves} "
        "suggest), your hand won {chance} of the showdowns."
    ),
    (False, True): N_(
        "In {n} deals played out from here ({hand} drawn from the cards you could not see, both of you drawing, "
        "as {moves} suggest), your hand won {chance} of the showdowns."
    ),
}


def showdown_words(phase: str, opponent: str, n: int, chance: float, across: Across, *, now: bool) -> str:
    """How often the seat's hand wins the showdown, and against whom: the sound player's
    range (``opponent == "sound"``) or the standard computer's deals. ``now``: the Hint's
    present tense, else the review's past."""
    drawing = phase == "bet1"
    said = (_AGAINST_SOUND if opponent == "sound" else _AGAINST_STANDARD)[now, drawing]
    return _(said).format(**_hers(across), chance=f"{chance:.0%}", n=count(n))
