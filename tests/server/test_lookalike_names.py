"""Names nobody can fake: the Invite friends form compares each person's chosen name by
what it looks like (the TR39 confusable skeleton after NFKC and case folding), so a name
that copies the computer's, "you", "her" or another person's at the table with letters
from another script, full-width forms or glued digits is refused in a sentence naming
what it looks like, and nothing is made. A name of invisible characters alone is no name."""

from __future__ import annotations

import pytest

from cardtable.app.catalog import find_table
from cardtable.server.invite import InviteError, read_invite
from cardtable.server.lookalikes import skeleton

from .test_server_privacy import hub_of
from .visitors import Visitor

LOOKS_LIKE_THE_COMPUTER = [
    "C\u043emputer",  # Cyrillic о
    "Comput\u0435r 1",  # Cyrillic е, numbered
    "\uff23\uff4f\uff4d\uff50\uff55\uff54\uff45\uff52",  # full-width
    "Computer1",  # digits glued
    "Computer 2",
    "the computer",
    "COMPUTER (strong)",
]


def tonk_form(*names: str) -> dict[str, str]:
    """Invite friends for Tonk: a person in each named seat, a computer player after them."""
    form = {"table": "tonk", "seat1": "person", "seat2": "computer"}
    for i, name in enumerate(names):
        form[f"name{i}"] = name
    return form


def refusal(*names: str) -> str:
    with pytest.raises(InviteError) as refused:
        read_invite(find_table("tonk"), tonk_form(*names))
    return str(refused.value)


@pytest.mark.parametrize("name", LOOKS_LIKE_THE_COMPUTER)
def test_a_name_that_looks_like_the_computer_is_refused_naming_it(name):
    said = refusal("Ana", name)
    assert said == f"{name!r} looks like the computer: choose another name for seat 2.", said


@pytest.mark.parametrize(("name", "word"), [("Y\u043eu", "you"), ("YOUR", "your"), ("\u0455he", "she"), ("HER", "her")])
def test_a_name_that_looks_like_a_word_for_a_seat_is_refused(name, word):
    said = refusal(name, "Bob")
    assert said == f"{name!r} looks like “{word}”: choose another name for seat 1.", said


@pytest.mark.parametrize(
    "copy",
    ["\u0410na", "ANA", "\uff21\uff4e\uff41", "Ana\u00a0", "\u0391na"],  # Cyrillic А, capitals, full-width, Greek Α
)
def test_a_name_that_looks_like_another_persons_at_the_table_is_refused(copy):
    said = refusal("Ana", copy)
    assert said == f"{' '.join(copy.split())!r} looks like Ana in seat 1: choose another name for seat 2.", said


def test_a_capital_that_copies_a_letter_is_seen_as_written():
    assert "looks like Ian in seat 1" in refusal("Ian", "lan")  # capital I, small L


@pytest.mark.parametrize("name", ["\u200d", "\u200b\u200c", "\u202e\u202c", "\u3164", "\u2800 \u200d"])
def test_a_name_of_invisible_characters_alone_is_refused(name):
    said = refusal("Ana", name)
    assert said == "Seat 2's name has no letter anyone can see: type a name, or leave it empty.", said


@pytest.mark.parametrize(
    ("name", "codes"), [("Co\u200dmputer", "U+200D"), ("Bo\u202eb", "U+202E"), ("B\u2066ob", "U+2066")]
)
def test_a_name_holding_invisible_characters_is_refused_naming_them(name, codes):
    said = refusal("Ana", name)
    assert said == f"Seat 2's name holds characters nobody can see ({codes}): type it without them.", said


def test_names_that_only_resemble_each_other_are_both_kept():
    _settings, seats, _away = read_invite(find_table("tonk"), tonk_form("Ana", "Anna"))
    assert [s.name for s in seats if s.kind == "person"] == ["Ana", "Anna"]
    read_invite(find_table("tonk"), tonk_form("Zoë", "Zoe"))  # a diaeresis is seen
    read_invite(find_table("tonk"), tonk_form("Yours truly", "Herb"))  # words around the pronouns


def test_the_skeleton_is_unicodes_not_a_table_of_our_own():
    assert skeleton("rn") == skeleton("m") and skeleton("0") == skeleton("O") and skeleton("1") == skeleton("l")
    assert skeleton("\u0410na") == skeleton("Ana") == skeleton("ana")


def test_the_form_refuses_a_lookalike_in_a_sentence_and_makes_no_room(server):
    rooms = len(hub_of(server).rooms)
    status, page, _ = Visitor(server.url).post("/invite", tonk_form("Ana", "\u0410na"))
    assert status == 400 and "looks like Ana in seat 1: choose another name for seat 2." in page, page[:400]
    status, page, _ = Visitor(server.url).post("/invite", tonk_form("Ana", "C\u043emputer"))
    assert status == 400 and "looks like the computer" in page, page[:400]
    assert len(hub_of(server).rooms) == rooms
