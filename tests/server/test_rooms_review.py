"""Each person reviews their own decisions after a game in a room of several people, and
only their own: the review is that person's pages' view until they go back to the table,
the other person plays on, and every view of it holds only what its seat had seen."""

from __future__ import annotations

from referee import allowed_in_review, check_message

from cardtable.cards import Deck
from cardtable.server.rooms import RoomHub
from cardtable.server.store import RoomStore

from .test_rooms import Page
from .test_rooms_away import ANA_BOB, run


def intent(page: Page, action: str, **fields) -> dict:
    view = page.sent[-1]["view"]
    return {"kind": "intent", "state_id": view["state_id"], "action": action, **fields}


def actions(page: Page) -> list[str]:
    return [a["id"] for a in page.sent[-1]["view"].get("actions", [])]


def test_FIVEO_16_each_person_reviews_their_own_decisions_and_the_other_plays_on(tmp_path):
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _keys = hub.invite("five-o", {"level": "easy"}, ANA_BOB)
    engine = room.widget.engine
    ana, bob = Page(), Page()
    pages = {0: ana, 1: bob}

    async def go() -> None:
        await room.join(ana, 0)
        await room.join(bob, 1)
        while engine.to_act is not None:
            page = pages[engine.to_act]
            place = next(a for a in page.sent[-1]["view"]["actions"] if a["id"] == "place")
            await room.play(intent(page, "place", target=place["targets"][0]), hub.store, engine.to_act)
        assert "review" in actions(ana) and "review" in actions(bob)

        await room.play(intent(ana, "review"), hub.store, 0)
        review = room.shared.reviews[0]
        assert ana.sent[-1]["view"]["layout"] == "review" and "close_review" in actions(ana)
        assert bob.sent[-1]["view"]["layout"] != "review" and 1 not in room.shared.reviews
        assert review.review.seat == 0
        assert len(review.decisions) == sum(1 for seat, _ in engine.actions if seat == 0)
        await room.play(intent(ana, "goto", amount=999), hub.store, 0)
        assert "decisions 1 to" in ana.sent[-1]["error"]  # refused in words, to Ana alone
        assert not bob.sent[-1]["error"]
        deck = Deck.of_size(engine.deck_size())
        for number in range(1, len(review.decisions) + 1):  # every step Ana's page is sent
            await room.play(intent(ana, "goto", amount=number), hub.store, 0)
            assert not ana.sent[-1]["error"], ana.sent[-1]["error"]
            decision = review.decisions[number - 1]
            shown = ana.sent[-1]["view"]
            allowed = allowed_in_review(engine, 0, decision.move_index, shown["review"]["position"])
            check_message(shown, allowed, deck, where=f"Ana's review, decision {number}")
        assert not ana.sent[-1]["error"]

        await room.play(intent(bob, "next_game"), hub.store, 1)  # Bob agrees; Ana is still reviewing
        assert engine is room.widget.engine
        await room.play(intent(ana, "close_review"), hub.store, 0)
        assert ana.sent[-1]["view"]["layout"] != "review" and not room.shared.reviews
        await room.play(intent(ana, "next_game"), hub.store, 0)
        assert room.widget.engine is not engine  # both agreed: the next game is dealt

    run(go())


def test_a_stale_way_back_is_refused_and_the_review_stays(tmp_path):
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _keys = hub.invite("war", {}, ANA_BOB)
    engine = room.widget.engine
    ana, bob = Page(), Page()

    async def go() -> None:
        await room.join(ana, 0)
        await room.join(bob, 1)
        engine.play_to_end()
        await room.play(intent(ana, "review"), hub.store, 0)  # refused: sent on the view before the end
        while "review" not in actions(ana):
            await room.play(intent(ana, "turn"), hub.store, 0)
        await room.play(intent(ana, "review"), hub.store, 0)
        assert ana.sent[-1]["view"]["layout"] == "review"
        stale = {**intent(ana, "close_review"), "state_id": "0"}
        await room.play(stale, hub.store, 0)
        assert "earlier table" in ana.sent[-1]["error"] and 0 in room.shared.reviews

    run(go())
