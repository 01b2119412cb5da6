"""A review in a room of two people is worded for its reader from the start.

Each person asks for the review of their own decisions (the Review button, intent
``review``) and is shown it on their own pages. Its graded sentences are written, as the
game is graded, with the names that person's page says: where a table of one reads "her
hand drawn from the cards you could not see" or "the computer's 10♠", a room reads the
other person's name, and never "the computer", "she" or "her". The decisions themselves
are graded exactly as at a table of one: only the words differ.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cardtable.review import Review, review_game
from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table
from cardtable.tables.rooms.shared_table import REVIEW

SPECS = sorted((spec for spec in all_specs() if spec.grader is not None), key=lambda spec: spec.name)
NAMES = {0: "Ana", 1: "Bob"}
COMPUTER = re.compile(r"computer", re.IGNORECASE)
HER = re.compile(r"\b(she|her|hers)\b", re.IGNORECASE)
WORDLESS = ("id", "area", "state_id", "name", "cards", "key", "game", "layout")
STEPS = 6  # the decisions stepped through on each page (the first ones, and the last)


def words(value: Any) -> list[str]:
    """Every text a page reads in a view."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [w for v in value for w in words(v)]
    if isinstance(value, dict):
        return [w for k, v in value.items() if k not in WORDLESS for w in words(v)]
    return []


def graded_words(review: Review) -> list[str]:
    """The sentences a grader wrote: each decision's why, and the story of a game without
    decisions (War)."""
    return [d.why for d in review.decisions] + list(review.story)


def finished_room(spec: Any, seed: int) -> SharedTable:
    """Two people at a table of two seats, played at random until the deal or game is over
    and each page offers a review (never folding in draw poker: a fold at the first bet
    would leave the other person no decision to review)."""
    seating = Seating(dict(NAMES))
    options = {spec.seats_option: 2} if spec.seats_option else {}
    shared = SharedTable(seated_table(spec.table_class, seating, seed=seed, **options), seating)
    shared.arrive(0)
    shared.arrive(1)
    rng = random.Random(seed)
    for _ in range(5000):
        if all(any(a["id"] == REVIEW for a in shared.view(seat)["actions"]) for seat in NAMES):
            return shared
        engine = shared.engine
        seat = engine.to_act
        legal = engine.legal_actions(seat)
        kept = [m for m in legal if type(m).__name__ != "Drop"] or legal
        engine.apply(seat, rng.choice(kept))
        shared.host._advance_computer()
    raise AssertionError(f"{spec.title} did not finish")


def review_pages(shared: SharedTable, seat: int) -> list[dict[str, Any]]:
    """``seat``'s person asks for their review; their pages at its first decisions and
    its last (a game without decisions: its one page)."""
    view = shared.view(seat)
    shared.play(seat, {"kind": "intent", "state_id": view["state_id"], "action": REVIEW})
    assert shared.seats[seat].error == "" and seat in shared.reviews
    count = len(shared.reviews[seat].decisions)
    pages = [shared.view(seat)]
    for number in sorted({*range(2, min(count, STEPS) + 1), count} - {0, 1}):
        shared.play(seat, {"kind": "intent", "state_id": pages[-1]["state_id"], "action": "goto", "amount": number})
        assert shared.seats[seat].error == "", shared.seats[seat].error
        pages.append(shared.view(seat))
    return pages


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_each_persons_review_names_the_other_person_and_never_the_computer(spec: Any) -> None:
    shared = finished_room(spec, 5)
    for seat, name in NAMES.items():
        other = NAMES[1 - seat]
        pages = review_pages(shared, seat)
        assert all(page["layout"] == "review" for page in pages)
        read = [text for page in pages for text in words(page)]
        assert any(other in text for text in read), f"{name}'s review never names {other}"
        for text in read:
            assert not COMPUTER.search(text), f"{name}'s review says the computer: {text!r}"
            assert not HER.search(text), f"{name}'s review calls {other} {HER.search(text).group(0)!r}: {text!r}"
            assert not re.search(rf"\b{name}\b", text), f"{name}'s review names its own reader: {text!r}"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_rooms_review_is_graded_as_at_a_table_of_one_and_worded_for_its_reader(spec: Any) -> None:
    """The same decisions, marks and values as the review of a table of one (the game's
    own names); each sentence that says "the computer" or "her" there names the other
    person here, and the others are word for word the same."""
    shared = finished_room(spec, 6)
    for seat in NAMES:
        other = NAMES[1 - seat]
        view = shared.view(seat)
        shared.play(seat, {"kind": "intent", "state_id": view["state_id"], "action": REVIEW})
        room = shared.reviews[seat].review
        alone = review_game(shared.engine, seat)
        assert [(d.options, d.chosen, d.best, d.mark) for d in room.decisions] == [
            (d.options, d.chosen, d.best, d.mark) for d in alone.decisions
        ]
        assert room.curve == alone.curve
        for said_alone, said_here in zip(graded_words(alone), graded_words(room), strict=True):
            if COMPUTER.search(said_alone) or HER.search(said_alone):
                assert other in said_here and not COMPUTER.search(said_here) and not HER.search(said_here), (
                    said_alone,
                    said_here,
                )
            else:
                assert said_here == said_alone


def test_a_tables_review_reads_as_it_always_has() -> None:
    """At a table of one the review speaks of the computer as the game does: "her hands
    weighed by how often a sound player makes her moves" in draw poker, "the computer" in
    War's story."""
    spec = {s.name: s for s in SPECS}
    poker = finished_room(spec["draw_poker"], 5)  # a finished game, reviewed as a table of one reads it
    sentences = " ".join(graded_words(review_game(poker.engine, 0)))
    assert "(her hands weighed by how often a sound player makes her moves so far" in sentences
    assert "the cards you could not see left out)" in sentences
    war = finished_room(spec["war"], 5)
    story = graded_words(review_game(war.engine, 0, seed=1))
    assert story[0].startswith("You were dealt ") and "; the computer " in story[0], story[0]


def test_a_review_is_refused_names_that_do_not_name_every_seat() -> None:
    spec = {s.name: s for s in SPECS}["war"]
    engine = finished_room(spec, 5).engine
    moves = len(engine.actions)
    for names in (("You",), "You and Ana", ("You", 7), ("You", "")):
        with pytest.raises(ValueError, match="A review names each of the game's 2 seats"):
            review_game(engine, 0, names=names)  # type: ignore[arg-type]
    assert len(engine.actions) == moves
