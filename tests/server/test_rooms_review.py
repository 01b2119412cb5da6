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


def test_a_person_alone_at_a_table_sees_the_review_as_it_is_graded(tmp_path, monkeypatch):
    """A room page hears the review's bar and each decision graded so far while the server
    grades the rest (not silence until the end); the pages of nobody else hear any of it,
    and every view shown holds only cards the seat had seen."""
    import cardtable.tables.review.door as door
    import cardtable.tables.review.table as review_table

    monkeypatch.setattr(review_table, "PROGRESS_AFTER_S", 0.0)
    monkeypatch.setattr(door, "STREAM_EVERY_S", 0.0)
    hub = RoomHub(RoomStore(tmp_path / "rooms.sqlite3"))
    room, _key = hub.create("tonk", {"seed": 7}, "")
    host = room.widget
    while not door.finished(host.engine):
        host.act(host.legal_actions()[0])
    engine = host.engine
    ana, watcher = Page(), Page()

    async def go() -> None:
        await room.join(ana, 0)
        await room.join(watcher, None)
        heard = len(watcher.sent)
        told = len(ana.sent)
        await room.play(intent(ana, "review"), hub.store, 0, sender=ana)
        during = ana.sent[told:-1]
        final = ana.sent[-1]["view"]
        assert final["layout"] == "review" and "progress" not in final
        total = final["review"]["count"]
        bars = [m["view"]["progress"] for m in during]
        assert bars and bars[0]["label"] == f"Reviewing decision 1 of {total}…"
        graded = [m["view"]["review"]["graded"] for m in during if "review" in m["view"]]
        assert graded[0] == 1 and graded == sorted(graded) and graded[-1] == total
        deck = Deck.of_size(engine.deck_size())
        for message in during:
            view = message["view"]
            assert view["actions"] == [] or "review" not in view  # nothing offered while grading
            if "review" in view:
                decision = room.shared.host._reviewing.review.decisions[view["review"]["step"] - 1]
                allowed = allowed_in_review(engine, 0, decision.move_index, view["review"]["position"])
                check_message(view, allowed, deck, where=f"decision {view['review']['step']}, streamed")
        assert all("progress" not in m.get("view", {}) for m in watcher.sent[heard:])

    run(go())
