"""The hand quiz in a notebook: the anywidget door onto ``tables.teaching.quiz.HandQuizTable``."""

from __future__ import annotations

from ..tables.teaching.quiz import HandQuizTable
from .base import CardWidget

__all__ = ["HandQuiz"]


class HandQuiz(CardWidget):
    """Click the hand that wins (``tables.teaching.quiz``)."""

    table_type = HandQuizTable
