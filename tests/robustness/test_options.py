"""Every option is checked for type and range when the game is made, with an
``OptionError`` (defect 7); one rule for seeds everywhere; a stacked deck is checked
at construction, not at its first deal."""

from __future__ import annotations

import pytest

from cardtable import CompareHands, DrawPoker, FiveO, HandQuiz, Tonk, War
from cardtable.engine import OptionError
from cardtable.specs import all_specs

# every registered game's engine and widget (``cardtable.specs``)
GAMES = [spec.engine_class for spec in all_specs()]
TABLES = [spec.door_class for spec in all_specs()]


@pytest.mark.parametrize(
    ("make", "options"),
    [
        (Tonk, {"chips": 5, "ante": 10}),
        (Tonk, {"seats": 2.0}),
        (Tonk, {"first_dealer": 1.0}),
        (Tonk, {"first_dealer": True}),
        (Tonk, {"seats": 2, "first_dealer": 3}),
        (Tonk, {"chips": 10**12}),
        (Tonk, {"hit_lock": "yes"}),
        (DrawPoker, {"flush_beats_full_house": "no"}),
        (DrawPoker, {"deck": 52.0}),
        (DrawPoker, {"deck": True}),
        (DrawPoker, {"ante": 2.5}),
        (FiveO, {"sunk_bonus": 5.0}),
        (FiveO, {"one_redraw": 1}),
        (FiveO, {"series": 3}),
        (War, {"return_order": None}),
    ],
    ids=repr,
)
def test_an_option_of_the_wrong_type_or_range_is_an_option_error(make, options):
    with pytest.raises(OptionError) as caught:
        make(**options)
    assert len(str(caught.value)) < 200


def test_a_refused_option_is_never_shown_as_another_value():
    table = DrawPoker(deck=32, flush_beats_full_house=True)
    shown = {o["name"]: o["value"] for o in table.view["options"]}
    assert shown["flush_beats_full_house"] == "yes" and shown["deck"].startswith("32")


@pytest.mark.parametrize("make", [*GAMES, *TABLES], ids=lambda k: k.__name__)
def test_one_rule_for_seeds_everywhere(make):
    for seed in (-1, 1.5, True, "7", 2**64, 10**30):
        with pytest.raises(OptionError):
            make(seed=seed)
    for seed in (0, 2**64 - 1):
        make(seed=seed)


@pytest.mark.parametrize("make", [HandQuiz, CompareHands])
def test_the_teaching_widgets_follow_the_seed_rule_and_check_their_deck(make):
    with pytest.raises(OptionError):
        make(seed=-1)
    with pytest.raises(OptionError):
        make(deck=52.0)
    make(seed=0, deck=32)


@pytest.mark.parametrize("game", GAMES, ids=lambda k: k.__name__)
def test_a_short_or_unreadable_stacked_deck_is_refused_at_construction(game):
    for stack in ("As Ks", "As As", "Zz", ["As"] * 52):
        with pytest.raises(OptionError):
            game(seed=1, stack=stack)
