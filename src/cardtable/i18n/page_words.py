"""The words the page draws around a table (js/words.js), in the language being drawn.

The page keeps their English; a table read in another language sends these with its
rules (``rules["words"]``), looked up in the catalog, so that the How to play panel's
headings, the key legend and the log's name for a screen reader read in it too. The keys
are js/words.js's, and a test checks they are the same.
"""

from __future__ import annotations

from . import _, pgettext

__all__ = ["page_words"]


def page_words() -> dict[str, str]:
    return {
        "how_to_play": _("How to play"),
        "hide_how_to_play": _("Hide how to play"),
        "how_to_play_title": _("How to play: {title}"),
        "help_label": _("How to play {title}"),
        "house_rules": _("House rules at this table"),
        "questions": _("Questions people ask"),
        "examples": _("Worked examples"),
        "replay": _("Replay: {label}"),
        "keys": _("Keys: "),
        "keys_off": _("Click the table to use keys: "),
        "log": _("What happened, newest first"),
        "moves": _("Moves"),
        "new_game": _("New game with…"),
        "show_end": _("Show the end (any key)"),
        "no_answer": _("No answer from the kernel yet; nothing was played. Try again."),
        "kernel_gone": _(
            "The kernel restarted or stopped, so this table no longer plays: run its cell again for a live table."
        ),
        "just_drawn": _("just drawn"),
        # the review panel's own words (js/review.js)
        "position": _("The table as you saw it"),
        "position_label": _("The table as you saw it: {title}"),
        "decision": _("Decision"),
        "decision_number": _("Decision {number}"),
        "decision_of": _("Decision {number} of {count}"),
        "played": _("You played {chosen}. Best: {best}. Cost: {cost}."),
        "options_caption": _("Every option, with its value from what you knew then"),
        "option": _("Option"),
        "value": _("Value"),
        "interval": _("95% interval"),
        "best": _("best"),
        "your_choice": _("your choice"),
        "worst_item": _("{label} — {mark}, cost {cost}"),
        "story": _("The game as a story"),
        "chart_summary": _("{title}: from {first} to {last}"),
        "chart_after": _("; after this decision, {value}"),
        "chart_empty": _("{title}: no points"),
        "chart_point": _("{point} {number}: {value}"),
        "chart_start": _("Start: {value}"),
        "working": _("Working"),
        "done_of": _("{done} of {total}"),
        # a card's name and marks as a screen reader reads them (js/cards.js, js/table.js)
        "card_name": _("{rank} of {suit}"),
        "face_down_card": _("Face-down card"),
        "rank_2": pgettext("card rank", "Two"),
        "rank_3": pgettext("card rank", "Three"),
        "rank_4": pgettext("card rank", "Four"),
        "rank_5": pgettext("card rank", "Five"),
        "rank_6": pgettext("card rank", "Six"),
        "rank_7": pgettext("card rank", "Seven"),
        "rank_8": pgettext("card rank", "Eight"),
        "rank_9": pgettext("card rank", "Nine"),
        "rank_T": pgettext("card rank", "Ten"),
        "rank_J": pgettext("card rank", "Jack"),
        "rank_Q": pgettext("card rank", "Queen"),
        "rank_K": pgettext("card rank", "King"),
        "rank_A": pgettext("card rank", "Ace"),
        "suit_s": pgettext("suit, after of", "spades"),
        "suit_h": pgettext("suit, after of", "hearts"),
        "suit_d": pgettext("suit, after of", "diamonds"),
        "suit_c": pgettext("suit, after of", "clubs"),
        "card_secret": _("{card}, face down to your opponent"),
        "card_secret_title": _("Face down: your opponent cannot see it"),
        "card_revealed": _("{card}, was face down"),
        "card_revealed_title": _("Was face down until the showdown"),
        "card_later": _("{card}, hidden from you then, shown to you later"),
        "card_later_title": _("Hidden from you at this point; the game showed it to you later"),
        "card_marked": _("{card}, marked to {mark}"),
        "stack_one": _("{label}: {count} card face down"),
        "stack_many": _("{label}: {count} cards face down"),
        "card_table": _("Card table"),
    }
