"""The review widget: each step shows the table as the seat saw it then and nothing more
(checked by the independent referee), the Review button is on finished games only, the
table's review is stepped, tried and closed by the page's clicks, and bad input gets a
sentence. The graders are stand-ins (``review_fakes``): the widget is tested here, the
values in the graders' own tests."""

from __future__ import annotations

import json

import pytest
from helpers import intent, send
from referee import allowed_cards, allowed_in_review, check_message
from review_fakes import fake_graders  # noqa: F401 - the fixture

import cardtable
from cardtable import FiveO, War
from cardtable.cards import Deck
from cardtable.engine import CorruptSave
from cardtable.specs import all_specs
from cardtable.specs.vocabulary import DECISIONS
from cardtable.tables.review.door import finished
from cardtable.tables.review.positions import position
from cardtable.tables.review.words import decision_view
from cardtable.widgets.review import ReviewWidget

pytestmark = pytest.mark.usefixtures("fake_graders")

GAME_NAMES = [spec.name for spec in all_specs()]
SEEDS = {"five_o": 3, "draw_poker": 1, "tonk": 7}  # deals known to end within ``finish``'s limit
TABLES = {  # every game whose review grades decisions (War's tells a story): read from the specs
    spec.name: (lambda spec=spec: getattr(cardtable, spec.widget)(seed=SEEDS.get(spec.name, 3)))
    for spec in all_specs()
    if spec.grader is not None and spec.review_words == DECISIONS
}


def finish(table, limit: int = 400):
    """Play the person's first offered move until the game (or hand) at the table ends."""
    for _ in range(limit):
        if finished(table.engine):
            return table
        table.act(table.legal_actions()[0])
    raise AssertionError("the game did not end")


def ids(view) -> list[str]:
    return [a["id"] for a in view["actions"]]


def stepped(review: ReviewWidget):
    """Every decision of the review in turn, by number, with the view of each."""
    for number in range(1, len(review.decisions) + 1):
        review.goto(number)
        yield review.decisions[number - 1], review.view


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_step_holds_only_cards_the_seat_had_seen_at_that_decision_or_was_shown_later(game, seat, wire):
    engine = finish(TABLES[game]()).engine
    comms = len(wire)
    review = cardtable.review(engine.to_json(), seat=seat)
    # the tables that draw the positions open no comm: only the review's own reaches the page
    assert len(wire) == comms + 1
    deck = Deck.of_size(engine.deck_size())
    sent_before = {id(c): len(c.sent) for c in wire}
    steps = 0
    for decision, view in stepped(review):
        then = position(engine, decision.move_index)
        assert len(then.actions) == decision.move_index and then.to_act == seat
        # and the cards the deal's end showed the seat, each marked where it lay then
        allowed = allowed_in_review(engine, seat, decision.move_index, view["review"]["position"])
        check_message(view, allowed, deck, where=f"{game} seat {seat} decision {steps + 1}")
        # and every message that left for the page since the last step, of any comm
        for c in wire:
            for message in c.sent[sent_before.get(id(c), 0) :]:
                check_message(message["data"], allowed, deck, where=f"a sync at decision {steps + 1}")
            sent_before[id(c)] = len(c.sent)
        steps += 1
    assert steps == len(review.decisions) > 0
    assert len(wire) == comms + 1


def test_the_position_is_drawn_by_the_games_own_view_of_that_move():
    table = finish(TABLES["five_o"]())
    review = table.review()
    decision = review.decisions[0]
    review.goto(1)
    shown = review.view["review"]["position"]
    then = FiveO(seed=1).table
    game = position(table.engine, decision.move_index)
    assert shown["zones"] == then._table_view(game, then._own_viewer())["zones"]
    assert shown["layout"] == "five_o" and "actions" not in shown


def test_a_decision_shows_every_option_with_value_interval_mark_cost_and_why():
    review = finish(TABLES["draw_poker"]()).review()
    for decision, view in stepped(review):
        shown = view["review"]["decision"]
        assert [o["label"] for o in shown["options"]] == [o.label for o in decision.options]
        assert sum(o["chosen"] for o in shown["options"]) == 1 and sum(o["best"] for o in shown["options"]) == 1
        assert shown["mark"] == decision.mark and shown["why"] == decision.why
        exact = [o for o in decision.options if o.low == o.high]
        assert sum(o["interval"] == "exact" for o in shown["options"]) == len(exact)
        assert view["said"][0].startswith(f"Decision {shown['number']} of {len(review.decisions)}: ")
        assert decision.why in view["said"][0]  # the grade is read by the live region


def test_the_review_opens_at_the_costliest_decision_and_lists_the_three_biggest():
    review = finish(TABLES["five_o"]()).review()
    worst = review.worst(3)
    assert worst and review.index == review.decisions.index(worst[0])
    listed = review.view["review"]["worst"]
    assert [w["number"] for w in listed] == [review.decisions.index(d) + 1 for d in worst]
    assert review.view["review"]["worst_title"] == f"Your {['one', 'two', 'three'][len(worst) - 1]} biggest mistake" + (
        "s" if len(worst) > 1 else ""
    )


def test_the_chart_has_a_point_before_the_first_decision_and_after_each():
    review = finish(TABLES["tonk"]()).review()
    chart = review.view["review"]["chart"]
    assert len(chart["points"]) == len(review.decisions) + 1 == len(review.curve)
    assert chart["marks"] == [d.mark for d in review.decisions]
    assert chart["current"] == review.index + 1


def test_keys_step_the_review_and_the_ends_say_why_not():
    review = finish(TABLES["five_o"]()).review()
    review.goto(1)
    keys = {a["id"]: a for a in review.view["actions"]}
    assert keys["previous"]["key"] == "ArrowLeft" and keys["next"]["key"] == "ArrowRight"
    assert keys["previous"]["enabled"] is False and keys["previous"]["reason"] == "this is your first decision"
    send(review, intent(review, "next"))
    assert review.index == 1 and review.error == ""
    send(review, intent(review, "goto", amount=len(review.decisions)))
    assert review.index == len(review.decisions) - 1
    send(review, intent(review, "next"))
    assert review.error == "Next is not possible: this is your last decision."
    send(review, intent(review, "goto", amount=0))
    assert review.error == f"This review has decisions 1 to {len(review.decisions)}; not 0."
    assert review.index == len(review.decisions) - 1


def test_the_review_button_is_on_finished_games_only():
    for make in (*TABLES.values(), lambda: War(seed=4)):
        table = make()
        assert "review" not in ids(table.view)
        if isinstance(table, War):
            table.run()
            while not table.is_over:
                table.act(table.legal_actions()[0])
        else:
            finish(table)
        assert "review" in ids(table.view)
        send(table, intent(table, "example", text=next(iter(table.table._rules_view()["examples"]))["id"]))
        assert table.in_example and "review" not in ids(table.view)


def test_the_table_review_is_stepped_tried_played_on_and_closed_by_clicks():
    table = finish(TABLES["five_o"]())
    finished_view = table.view
    game = table.engine
    send(table, intent(table, "review"))
    assert table.error == "" and table.view["layout"] == "review" and "close_review" in ids(table.view)
    send(table, intent(table, "goto", amount=1))
    send(table, intent(table, "next"))
    assert table.view["review"]["step"] == 2
    # the first decision that was not the best one
    review = table.table._reviewing
    number = next(i for i, d in enumerate(review.decisions, 1) if d.chosen != d.best)
    send(table, intent(table, "goto", amount=number))
    send(table, intent(table, "try"))
    assert table.error == "" and table.view["layout"] == "five_o"
    assert "back_review" in ids(table.view) and "close_review" not in ids(table.view)
    assert not {"example", "new_game", "next_game"} & set(ids(table.view))
    tried = review.trying
    assert tried.engine.actions[review.decisions[number - 1].move_index][1] == game.parse_action(
        review.decisions[number - 1].best
    )
    moves = len(tried.engine.actions)
    if "place" in ids(table.view):
        place = next(a for a in table.view["actions"] if a["id"] == "place")
        send(table, intent(table, "place", target=place["targets"][0]))
        assert table.error == "" and len(tried.engine.actions) > moves
        # no move played out frame by frame: a replay from the seed would be the real game's
        assert "playback" not in table.view
    send(table, intent(table, "back_review"))
    assert table.view["layout"] == "review" and table.view["review"]["step"] == number
    send(table, intent(table, "close_review"))
    assert table.engine is game and table.table._reviewing is None
    # the same table (its moves are not played again: no playback of them)
    assert {k: v for k, v in table.view.items() if k not in ("state_id", "said", "playback")} == {
        k: v for k, v in finished_view.items() if k not in ("state_id", "said", "playback")
    }


def test_a_refused_move_in_a_try_is_said_at_the_table_and_changes_nothing():
    table = finish(TABLES["five_o"]())
    table.show_review()
    review = table.table._reviewing
    number = next(i for i, d in enumerate(review.decisions, 1) if d.chosen != d.best)
    send(table, intent(table, "goto", amount=number))
    send(table, intent(table, "try"))
    tried = review.trying
    moves = len(tried.engine.actions)
    send(table, intent(table, "place", target="me.pile.9"))
    assert table.error == "There is no pile 9: the piles are battles 1 to 5."
    assert len(tried.engine.actions) == moves and review.trying is tried
    with pytest.raises(ValueError, match=r"^The better move is already on show; go back to the review first\.$"):
        review.try_better()


def test_a_long_review_shows_a_progress_bar_on_the_table(monkeypatch):
    import cardtable.tables.review.table as module

    monkeypatch.setattr(module, "PROGRESS_AFTER_S", 0.0)
    table = finish(TABLES["tonk"]())
    seen = []
    table.observe(lambda change: seen.append(change["new"].get("progress")), names="view")
    table.show_review()
    bars = [p for p in seen if p]
    total = len(table.table._reviewing.decisions)
    assert bars and all(b["total"] == total for b in bars)
    assert [b["label"] for b in bars] == [f"Reviewing decision {min(b['done'] + 1, total)} of {total}…" for b in bars]
    assert bars[0]["label"] == f"Reviewing decision 1 of {total}…" and "progress" not in table.view
    assert [b["done"] for b in bars] == sorted(b["done"] for b in bars)  # it never goes back


@pytest.mark.parametrize("name", list(TABLES))
def test_the_first_graded_decision_is_drawn_before_the_second_is_graded(monkeypatch, name):
    """The review streams: the page sees the first graded decision (its position, options
    and mark) while the rest are graded, each later view drawing every decision graded
    by then, the page offered nothing to click until the whole review is sent."""
    import cardtable.review as reviews
    import cardtable.tables.review.door as door
    import cardtable.tables.review.table as module

    monkeypatch.setattr(module, "PROGRESS_AFTER_S", 0.0)
    monkeypatch.setattr(door, "STREAM_EVERY_S", 0.0)
    table = finish(TABLES[name]())
    graded = []  # decisions graded when each view was shown
    real = reviews.review_game

    def counting(*args, **kwargs):
        heard = kwargs["so_far"]
        return real(*args, **{**kwargs, "so_far": lambda review: (graded.append(len(review.decisions)), heard(review))})

    monkeypatch.setattr(module, "review_game", counting)
    streamed = []

    def seen(change):
        view = change["new"]
        if view.get("progress") and view.get("review"):
            streamed.append((graded[-1], view))

    table.observe(seen, names="view")
    table.show_review()
    total = len(table.table._reviewing.decisions)
    assert total >= 2 and streamed, name
    assert streamed[0][0] == 1 and streamed[0][1]["review"]["graded"] == 1  # drawn after one graded
    assert [count for count, _view in streamed] == list(range(1, total + 1))
    assert [view["review"]["graded"] for _count, view in streamed] == list(range(1, total + 1))
    assert all(v["review"]["count"] == total and v["review"]["worst"] == [] for _c, v in streamed)
    assert all(v["actions"] == [] and v["state_id"] != table.view["state_id"] for _c, v in streamed)
    whole = table.table._reviewing.review
    for _count, view in streamed:  # each decision shown so far is graded as the whole review grades it
        step = view["review"]["step"]
        assert view["review"]["decision"] == decision_view(whole, step - 1)


def test_wars_review_is_the_round_as_a_story():
    table = War(seed=4)
    while not table.is_over:
        table.act(table.legal_actions()[0])
    send(table, intent(table, "review"))
    assert table.error == ""
    assert table.view["review"]["story"] == list(table.table._reviewing.story)
    assert table.view["review"]["chart"]["points"] == list(table.table._reviewing.curve)
    assert "try" not in ids(table.view)


def test_a_bad_history_number_gets_a_sentence():
    table = FiveO(seed=3)
    with pytest.raises(
        ValueError, match=r"^table.history is empty: no game has been finished or left at this table yet\.$"
    ):
        table.review(0)
    finish(table)
    table.new_game()
    assert len(table.history) == 1
    assert table.review(0).engine is table.history[0]
    assert table.review().engine is table.history[0]  # the game in play is not over: the last one
    with pytest.raises(ValueError, match=r"^table.history holds games 0 to 0; there is no game 3\.$"):
        table.review(3)
    with pytest.raises(ValueError, match=r"^A game in table.history is named by its number; not 'last'\.$"):
        table.review("last")


@pytest.mark.parametrize(
    ("saved", "words"),
    [
        ("{not json", "The saved game is not valid JSON"),
        ("[1, 2]", "A saved game is a JSON object of a cardtable game; this is not one."),
        ('{"game": "chess"}', f"The save names no game cardtable has (it has: {', '.join(GAME_NAMES)})."),
    ],
)
def test_a_corrupt_save_gets_a_sentence(saved, words):
    with pytest.raises(CorruptSave) as caught:
        cardtable.review(saved)
    assert str(caught.value).startswith(words)


def test_an_edited_save_is_refused_with_the_engines_reason():
    data = json.loads(finish(TABLES["five_o"]()).engine.to_json())
    data["actions"][0][1] = "place 9"
    with pytest.raises(CorruptSave, match="move 1"):
        cardtable.review(json.dumps(data))


def test_a_seat_the_game_does_not_have_gets_a_sentence():
    saved = finish(TABLES["five_o"]()).engine.to_json()
    with pytest.raises(ValueError, match=r"^This game has seats 0 to 1; not 2\.$"):
        cardtable.review(saved, seat=2)


def test_headless_the_review_is_the_review_object():
    review = finish(TABLES["tonk"]()).review()
    assert review.decisions == review.review.decisions and review.worst() == review.review.worst()
    assert review.unit == "chips"


def test_no_review_button_for_a_game_without_a_grader(monkeypatch):
    import cardtable.tables.review.door as module

    monkeypatch.setattr(module, "has_grader", lambda name: name != "five_o")
    table = finish(TABLES["five_o"]())
    assert "review" not in ids(table.view)
    assert module.has_grader("tonk")


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_try_plays_on_a_fresh_deal_of_the_cards_the_seat_had_not_seen(game):
    import random

    from cardtable.tables.review.fresh_deal import dealt_afresh, seen_by

    engine = finish(TABLES[game]()).engine
    seat = 0
    moves = next(i for i, (who, _a) in enumerate(engine.actions) if who == seat and i > 0)
    real = position(engine, moves)
    seen = seen_by(engine, seat, moves)
    assert seen >= allowed_cards(real, seat)  # all the referee says the seat had seen stays put
    others = set()
    for n in range(6):
        fresh = dealt_afresh(position(engine, moves), seen, random.Random(n))
        assert fresh.observation(seat) == real.observation(seat)  # the seat's position, unchanged
        hands_and_deck = {k: v for k, v in vars(fresh).items() if k not in ("rng", "options", "verified")}
        fresh.apply(fresh.to_act, fresh.legal_actions(fresh.to_act)[0])
        while fresh.to_act is not None and fresh.to_act != seat and getattr(fresh, "phase", None) != "between":
            fresh.apply(fresh.to_act, fresh.legal_actions(fresh.to_act)[0])  # up to the next deal seen
        others.add(json.dumps([hands_and_deck, fresh.observation(seat)], default=repr, sort_keys=True))
        while fresh.to_act is not None and getattr(fresh, "phase", None) != "between":
            fresh.apply(fresh.to_act, fresh.legal_actions(fresh.to_act)[0])  # and it plays on to the end
    assert len(others) > 1  # the unseen cards are dealt anew each time


def test_a_new_game_or_a_worked_example_closes_the_review_at_the_table():
    table = finish(TABLES["five_o"]())
    table.show_review()
    table.new_game()
    assert table.table._reviewing is None and table.view["layout"] == "five_o" and not table.is_over
    finish(table)
    send(table, intent(table, "review"))
    assert table.view["layout"] == "review"
    table.load_example(next(iter(table.table._rules_view()["examples"]))["id"])
    assert table.table._reviewing is None and table.in_example and table.view["layout"] == "five_o"
    send(table, intent(table, "back"))
    assert table.error == "" and "review" in ids(table.view)
