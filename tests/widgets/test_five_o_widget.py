"""The Five-O table: placing by clicks, the view's hidden cards, the modes."""

from __future__ import annotations

import json
import re

from helpers import intent, mentioned_cards, send, zone

from cardtable import FiveO
from cardtable.cards import ALL_CARDS


def hidden_from(table, seat: int) -> set:
    """The cards ``seat`` may not see now: the deck, the other's dealt, face-down and
    rejected cards (until the showdown)."""
    g = table.engine
    other = 1 - seat
    hidden = set(g.deck)
    if g.dealt[other] is not None:
        hidden.add(g.dealt[other])
    if g.rejected[other] is not None:
        hidden.add(g.rejected[other])
    if g.phase == "place":
        hidden |= {p[4] for p in g.piles[other] if len(p) == 5}
    return hidden


RULES = FiveO(seed=0).get_state()["rules"]


def game_state(table) -> dict:
    """Every synced trait but ``rules``, the How to play text. That text is the same for
    every deal and every moment of a game (checked here), so it cannot carry a hidden
    card, while its worked examples name their own cards ("your last card, the 2♦")."""
    state = table.get_state()
    assert state.pop("rules") == RULES
    return state


def test_FIVEO_16_placing_by_clicking_a_pile_and_the_computer_answers():
    table = FiveO(seed=4, first_dealer="opponent", level="greedy")
    card = table.engine.dealt[0]
    send(table, intent(table, "place", target="me.pile.2"))
    assert table.error == ""
    assert table.engine.piles[0][1][-1] is card
    assert table.engine.to_act == 0 and table.engine.round == 2  # the computer has placed too
    assert zone(table, "me.pile.2")["cards"][-1] == card.code


def test_a_full_pile_is_not_offered_and_a_forged_target_is_refused():
    table = FiveO(seed=4, first_dealer="opponent", level="greedy")
    for _ in range(4):
        table.place(1)
    place = next(a for a in table.view["actions"] if a["id"] == "place")
    assert "me.pile.1" not in place["targets"]
    before = table.view
    send(table, intent(table, "place", target="me.pile.1"))
    assert table.error == "Pile 1 already holds five cards."
    assert table.view == before
    send(table, intent(table, "place", target="opp.pile.3"))
    assert table.error and table.view == before


def test_the_view_never_holds_a_card_the_person_may_not_see():
    for seed in range(12):
        # first_dealer="random": no high-card draw, whose cards are public but also in the deck
        table = FiveO(seed=seed, level="greedy", one_redraw=True, first_dealer="random")
        while not table.is_over:
            leaked = mentioned_cards(game_state(table), hidden_from(table, 0))
            assert not leaked, f"seed {seed}: {sorted(c.code for c in leaked)}"
            legal = table.legal_actions()
            table.act(legal[-1] if seed % 3 == 0 else legal[0])
        # at the showdown every pile is on view
        assert len(mentioned_cards(table.view, ALL_CARDS)) >= 50


def test_FIVEO_16_two_players_at_one_screen_with_a_privacy_screen():
    table = FiveO(seed=9, mode="two_players", first_dealer="opponent")
    assert table.screen_up and table.viewer == 0
    assert zone(table, "me.hand")["cards"] == ["??"]
    assert [a["id"] for a in table.view["actions"] if not a.get("panel")] == ["ready"]
    assert not mentioned_cards(game_state(table), hidden_from(table, 0) | {table.engine.dealt[0]})
    send(table, intent(table, "ready"))
    assert zone(table, "me.hand")["cards"] == [table.engine.dealt[0].code]
    send(table, intent(table, "place", target="me.pile.1"))
    assert table.viewer == 1 and table.screen_up
    assert not mentioned_cards(game_state(table), hidden_from(table, 1) | hidden_from(table, 0))
    send(table, intent(table, "ready"))
    assert zone(table, "me.hand")["cards"] == [table.engine.dealt[1].code]


def test_FIVEO_16_watch_mode_steps_the_computer_on_both_seats():
    table = FiveO(seed=2, mode="watch", level="greedy")
    assert table.engine.round == 1
    table.step()
    table.step()
    assert table.engine.round == 2
    table.run()
    assert table.is_over


def test_FIVEO_17_scores_and_house_rules_are_on_the_table():
    table = FiveO(seed=5, level="greedy", sunk_bonus=True, royalties=True, series="race_to_50")
    rules = {o["name"]: o["value"] for o in table.view["options"]}
    assert rules["sunk_bonus"] == "5 points" and rules["royalties"] == "on"
    assert rules["series"] == "Race to 50"
    while table.engine.phase == "place":
        table.act(table.legal_actions()[0])
    points = {s["id"]: s["value"] for s in table.view["stats"]}["points"]
    assert points == f"You {table.engine.points[0]} · Computer {table.engine.points[1]}"
    assert any(a["id"] == "next_game" for a in table.view["actions"])


def test_hint_names_a_pile_with_its_chances():
    table = FiveO(seed=5, level="greedy")
    assert table.engine.to_act == 0  # the computer's first moves are played before the table shows
    dealt = table.engine.dealt[0]
    send(table, intent(table, "hint"))
    note, hint = table.view["note"], table.view["hint"]
    assert hint == {"zone": hint["zone"], "cards": [dealt.code]} and str(dealt) in note
    best = int(hint["zone"].removeprefix("me.pile."))
    # every open pile is weighed once, with its chance to win; the one advised is the best
    choices = [(int(pile), int(chance)) for pile, chance in re.findall(r"Battle (\d): (\d+)%", note)]
    assert sorted(pile for pile, _ in choices) == table.engine.observation(0).open_piles()
    assert choices[0][0] == best and all(0 <= chance <= 100 for _, chance in choices)
    assert choices[0][1] == max(chance for _, chance in choices)
    assert f"Battle {best}" in note.split(".")[0]  # named in the advice itself, not only in the list


def test_text_and_save_of_the_table():
    table = FiveO(seed=5, level="greedy")
    assert "Five-O poker · Game 1" in str(table)
    data = json.loads(table.engine.to_json())
    assert data["game"] == "five_o"
