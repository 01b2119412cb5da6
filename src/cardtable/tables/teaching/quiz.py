"""``HandQuiz()``: two hands are dealt; click the one that wins, or Tie. Instant
feedback with the reason, a score and a streak, and four levels of difficulty.

The answer is known only in the kernel: until the person answers, the view holds the
two hands and nothing that says which wins.
"""

from __future__ import annotations

import random
from typing import Any

from ...checks import check_deck, check_seed
from ...engine import OptionError
from ...i18n import N_, _
from ...poker import evaluate
from ...poker.quiz import LEVELS, Question, make_question
from ...quoting import quote
from ...view.types import Action, Banner, Body, Zone
from ..base import CardTable
from ..intents import Intent, target_number
from .rankings import compared_zone

__all__ = ["HandQuizTable"]


class HandQuizTable(CardTable):
    """A seeded quiz on which of two poker hands wins."""

    kind = "hand_quiz"
    title = N_("Hand quiz: which hand wins?")  # its own: the table of two hands is "Compare two hands"
    layout = "compare"

    def __init__(self, *, level: int = 1, seed: int | None = None, deck: int = 52, **display: Any) -> None:
        if type(level) is not int or level not in LEVELS:
            raise OptionError(f"Quiz levels run from 1 to 4, not {quote(level)}.")
        check_deck(deck)
        super().__init__(**display)
        self.rng = random.Random(check_seed(seed))
        self.deck = deck
        self.level = level
        self.score = 0
        self.asked = 0
        self.streak = 0
        self.best_streak = 0
        self.answer: int | str | None = "unanswered"
        self.question: Question = make_question(level, self.rng, deck)
        self.on_intent("pick", lambda intent: self.choose(target_number(intent, "hand")))
        self.on_intent("tie", lambda _intent: self.choose(None))
        self.on_intent("next", lambda _intent: self.next())
        for n in LEVELS:

            def pick_level(_intent: Intent, n: int = n) -> None:
                self.set_level(n)

            self.on_intent(f"level_{n}", pick_level)
        self.refresh()

    @property
    def answered(self) -> bool:
        return self.answer != "unanswered"

    def choose(self, pick: int | None) -> bool:
        """Answer: 0 (first hand), 1 (second) or ``None`` (a tie). Returns whether it was right."""
        if self.answered:
            raise ValueError("This question is answered; press Next for another.")
        if pick is not None and (type(pick) is not int or pick not in (0, 1)):
            raise ValueError("Answer 0 for the first hand, 1 for the second, or None for a tie.")
        self.answer = pick
        right = pick == self.question.comparison.winner
        self.asked += 1
        self.score += right
        self.streak = self.streak + 1 if right else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.refresh()
        return right

    def next(self) -> None:
        """Deal the next question at the current level."""
        self.question = make_question(self.level, self.rng, self.deck)
        self.answer = "unanswered"
        self.refresh()

    def set_level(self, level: int) -> None:
        if type(level) is not int or level not in LEVELS:
            raise ValueError(f"Quiz levels run from 1 to 4, not {quote(level)}.")
        self.level = level
        self.next()

    def _feedback(self) -> Banner | None:
        if not self.answered:
            return None
        winner = self.question.comparison.winner
        right = self.answer == winner
        reason = self.question.comparison.reason
        if not right:
            truth = (
                _("Here it is a tie.")
                if winner is None
                else _("Here the first hand wins.")
                if winner == 0
                else _("Here the second hand wins.")
            )
            reason = f"{truth} {reason}"
        return {"tone": "win" if right else "loss", "title": _("Right!") if right else _("Not quite"), "text": reason}

    def _body(self) -> Body:
        q, answered = self.question, self.answered
        zones: list[Zone] = []
        winner = q.comparison.winner
        for i, label in enumerate((_("First hand"), _("Second hand"))):
            caption, tone = "", None
            if answered:
                caption = evaluate(q.hands[i], self.deck).describe()
                tone = None if winner is None else ("win" if winner == i else "loss")
                # your pick and the right answer, marked on the hands themselves
                marks = ((_("your pick"), self.answer == i), (_("wins"), winner == i))
                label += "".join(f" · {part}" for part, shown in marks if shown)
            zone = compared_zone(f"hand.{i}", label, q.hands[i], caption, tone)
            if answered and self.answer == i:
                zone["picked"] = True
            zones.append(zone)
        level_actions: list[Action] = [
            {"id": f"level_{n}", "label": f"{n}. {_(name)}", "group": _("Level"), "pressed": n == self.level}
            for n, name in LEVELS.items()
        ]
        tie: Action = {
            "id": "tie",
            "label": _("Tie"),
            "key": "t",
            "enabled": not answered,
            "reason": _("this question is answered"),
        }
        if answered:
            tie["pressed"] = self.answer is None  # a tie was your answer
        return {
            "status": _("Click the hand that wins, or Tie.") if not answered else _("Press Next for another pair."),
            "zones": zones,
            "banner": self._feedback(),
            "stats": [
                {"id": "score", "label": _("Score"), "value": f"{self.score} / {self.asked}"},
                {"id": "streak", "label": _("Streak"), "value": str(self.streak)},
                {"id": "best", "label": _("Best streak"), "value": str(self.best_streak)},
                {"id": "level", "label": _("Level"), "value": _(LEVELS[self.level])},
            ],
            "actions": [
                {
                    "id": "pick",
                    "label": _("This hand wins"),
                    "targets": ["hand.0", "hand.1"],
                    "enabled": not answered,
                    "reason": _("this question is answered"),
                },
                tie,
                {
                    "id": "next",
                    "label": _("Next"),
                    "key": "n",
                    "primary": answered,
                    "enabled": answered,
                    "reason": _("answer this one first"),
                },
                *level_actions,
            ],
            "steps": list(q.comparison.steps) if answered else [],
        }

    def __repr__(self) -> str:
        a, b = (" ".join(str(c) for c in hand) for hand in self.question.hands)
        lines = [
            f"Level {self.level}: {LEVELS[self.level]} · score {self.score}/{self.asked}",
            f"First:  {a}",
            f"Second: {b}",
        ]
        if self.answered:
            lines.append(self.question.comparison.reason)
        return "\n".join(lines)
