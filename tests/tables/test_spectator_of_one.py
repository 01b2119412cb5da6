"""A spectator watching one person play the computer, for every game of the specs.

The spectator sits nowhere: no seat is "you" or "your" to them (their own status, "You
are watching.", is the one "you" that is theirs), the person is read by name, and each
computer seat is named as the game names it to that person ("Computer", "Player 2"),
as every game words a computer seat for a spectator: "Computer's pile", "the computer
placed …". Draw poker's "she" and "her" are for the person facing her; on a spectator's
page they would point at no one, so a label or caption names the computer instead ("Computer's
hand", "The computer took 2"), and "her" is said only after "the computer" in the same
sentence, as the game's log says it ("The computer … stakes her hat").
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cardtable.specs import all_specs
from cardtable.tables import Seating, SharedTable, seated_table

SPECS = sorted(all_specs(), key=lambda spec: spec.name)
WATCHING = "You are watching."  # the spectator's own status
YOU = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
HER = re.compile(r"\b(she|her|hers)\b", re.IGNORECASE)
WORDLESS = ("id", "area", "state_id", "name", "cards", "key", "game", "layout", "items", "character")


def words(value: Any) -> list[str]:
    """Every text a page reads in a view."""
    if isinstance(value, str):
        return [value.replace(WATCHING, "")]
    if isinstance(value, list):
        return [w for v in value for w in words(v)]
    if isinstance(value, dict):
        return [w for k, v in value.items() if k not in WORDLESS for w in words(v)]
    return []


def watched(spec: Any, seed: int, moves: int = 80) -> tuple[SharedTable, list[dict[str, Any]]]:
    """Ana alone at a table of the game, the computer answering her, played at random;
    every view the spectators are sent on the way."""
    seating = Seating({0: "Ana"})
    shared = SharedTable(seated_table(spec.table_class, seating, seed=seed), seating)
    shared.arrive(0)
    rng = random.Random(seed)
    seen = [shared.view(None)]
    for _ in range(moves):
        engine = shared.engine
        seat = engine.to_act
        if seat is None:
            break
        engine.apply(seat, rng.choice(engine.legal_actions(seat)))
        shared.host._advance_computer()
        seen.append(shared.view(None))
    return shared, seen


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_spectator_of_one_person_reads_no_seat_as_you(spec: Any) -> None:
    _shared, seen = watched(spec, 3)
    for view in seen:
        for text in words(view):
            assert not YOU.search(text), f"a spectator is told {YOU.search(text).group(0)!r}: {text!r}"
            found = HER.search(text)
            if found:  # only after the computer is named in the same sentence
                assert "computer" in text[: found.start()].lower(), f"a spectator reads {found.group(0)!r}: {text!r}"


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_a_spectator_names_each_computer_seat_as_the_game_names_it(spec: Any) -> None:
    shared, seen = watched(spec, 4)
    own = shared.host.viewer_of(0).names  # the person's own page: "You", and the game's names
    spectator = shared.host.viewer_of(None).names
    assert own[0] == "You" and spectator[0] == "Ana"
    computers = range(1, len(own))
    assert [spectator[s] for s in computers] == [own[s] for s in computers]
    labels = " ".join(
        str(item.get(key, ""))
        for view in seen
        for item in [*view["zones"], *view.get("stats", [])]
        for key in ("label", "value")
    )
    for seat in computers:
        assert own[seat] in labels, f"no zone or stat of the spectator's names {own[seat]!r}: {labels[:400]}"
    assert "Ana" in labels


def test_draw_poker_names_the_computer_to_a_spectator_and_her_to_the_player() -> None:
    """The spectator reads "Computer's hand" as War's reads "Computer's pile"; the person
    playing her still reads "Her hand"."""
    spec = next(s for s in SPECS if s.name == "draw_poker")
    shared, seen = watched(spec, 5)
    spectator = {z["id"]: z for z in seen[-1]["zones"]}
    player = {z["id"]: z for z in shared.view(0)["zones"]}
    assert spectator["opp.hand"]["label"] == "Computer's hand" and player["opp.hand"]["label"] == "Her hand"
    assert spectator["me.hand"]["label"] == "Ana's hand" and player["me.hand"]["label"] == "Your hand"
    assert spectator["opp.character"]["label"] == player["opp.character"]["label"] == "The computer"
    assert spectator["items"]["label"] == "Computer's items Ana has won"
    assert player["items"]["label"] == "Her items you have won"
    took = [z.get("caption", "") for view in seen for z in view["zones"] if z["id"] == "opp.hand"]
    assert any(caption.startswith("The computer took") or "stood pat" in caption for caption in took), took
    rules = {o["name"]: o["value"] for o in seen[-1]["options"]}
    assert rules["wardrobe"] == "on: the computer stakes her items when short"
    assert {o["name"]: o["value"] for o in shared.view(0)["options"]}["wardrobe"] == (
        "on: she stakes her items when short"
    )
