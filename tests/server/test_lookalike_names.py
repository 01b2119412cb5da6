"""Names nobody can fake: the Invite friends form compares each person's chosen name by
what it looks like (ICU's TR39 confusable skeletons of its NFC and NFKC forms, folded and
as typed), so a name
that copies the computer's, "you", "her" or another person's at the table with letters
from another script, full-width forms or glued digits is refused in a sentence naming
what it looks like, and nothing is made. A name of invisible characters alone is no name;
the joiners an emoji or a Persian or Hindi name needs are kept."""

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
    "\u03f9omputer",  # Greek capital lunate sigma: NFKC would make it a σ, which looks like no c
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
    assert said == f"“{name}” looks like the computer; please choose another name for seat 2.", said


@pytest.mark.parametrize(("name", "word"), [("Y\u043eu", "you"), ("YOUR", "your"), ("\u0455he", "she"), ("HER", "her")])
def test_a_name_that_looks_like_a_word_for_a_seat_is_refused(name, word):
    said = refusal(name, "Bob")
    assert said == f"“{name}” looks like “{word}”; please choose another name for seat 1.", said


@pytest.mark.parametrize(
    "copy",
    ["\u0410na", "ANA", "\uff21\uff4e\uff41", "Ana\u00a0", "\u0391na"],  # Cyrillic А, capitals, full-width, Greek Α
)
def test_a_name_that_looks_like_another_persons_at_the_table_is_refused(copy):
    said = refusal("Ana", copy)
    assert said == f"“{' '.join(copy.split())}” looks like Ana in seat 1; please choose another name for seat 2.", said


def test_a_lunate_sigma_for_a_c_is_seen():
    assert "looks like Lucy in seat 1" in refusal("Lucy", "Lu\u03f2y")


@pytest.mark.parametrize("name", ["\u0420layer 2", "P1ayer 2"])  # Cyrillic Р; a one for an l
def test_a_name_that_looks_like_an_unnamed_seats_player_number_is_refused(name):
    """Seat 2 left unnamed is shown as "Player 2": a name made to look like it is refused."""
    form = {"table": "tonk", "seat1": "person", "seat2": "computer", "name0": name, "name1": ""}
    with pytest.raises(InviteError, match="looks like Player 2 in seat 2"):
        read_invite(find_table("tonk"), form)


@pytest.mark.parametrize(
    "name",
    [
        "Sam \u2764\ufe0f",  # a phone's red heart: the emoji form's variation selector
        "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # a family: three emoji joined
        "\U0001f44d\U0001f3fd",  # a thumbs up with a skin tone
        "\u0632\u0647\u0631\u0627\u200c\u0633\u0627\u062f\u0627\u062a",  # a Persian name with its ZWNJ
        "\u0915\u094d\u200d\u0937\u093f\u0924\u093f",  # a Hindi name with its ZWJ
        "\U0001f3f4\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f",  # the flag of Wales
    ],
)
def test_ordinary_names_in_any_script_with_their_joiners_are_kept(name):
    _settings, seats, _away = read_invite(find_table("tonk"), tonk_form("Ana", name))
    assert [s.name for s in seats if s.kind == "person"] == ["Ana", name]


def test_a_capital_that_copies_a_letter_is_seen_as_written():
    assert "looks like Ian in seat 1" in refusal("Ian", "lan")  # capital I, small L


@pytest.mark.parametrize("name", ["\u200d", "\u200b\u200c", "\u202e\u202c", "\u3164", "\u2800 \u200d"])
def test_a_name_of_invisible_characters_alone_is_refused(name):
    said = refusal("Ana", name)
    assert said == "Seat 2's name has no letter anyone can see: type a name, or leave it empty.", said


@pytest.mark.parametrize(
    ("name", "where"),
    [
        ("Co\u200dmputer", "after “Co”"),
        ("Bo\u202eb", "after “Bo”"),
        ("\u2066Bob", "at its start"),
        ("Ana\u200b", "after “Ana”"),
    ],
)
def test_a_name_holding_a_character_that_shows_nothing_is_refused_saying_where(name, where):
    """Said where a student can find it, never as a code point they cannot act on."""
    said = refusal("Ana", name)
    assert said == f"Seat 2's name holds a character that shows nothing ({where}): type the name again without it."
    assert "U+" not in said


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
    assert status == 400 and "looks like Ana in seat 1; please choose another name for seat 2." in page, page[:400]
    status, page, _ = Visitor(server.url).post("/invite", tonk_form("Ana", "C\u043emputer"))
    assert status == 400 and "looks like the computer" in page, page[:400]
    assert len(hub_of(server).rooms) == rooms
