"""Hidden cards and secrets stay out of every displayed form: every sync of the view, the
captions, ``str()``, ``repr()`` and every part of the display bundle (defects 1 and 10)."""

from __future__ import annotations

import json

from helpers import mentioned_cards

from cardtable import DrawPoker, FiveO, Tonk, War
from cardtable.games.draw_poker.game import DrawPokerGame
from cardtable.games.five_o.game import FiveOGame
from cardtable.games.tonk.game import TonkGame
from cardtable.games.war.game import WarGame
from cardtable.poker import partial

SEED = 948_213_577


def hidden_from(game: FiveOGame, seat: int) -> set:
    """The cards ``seat`` may not see: the deck, the other seat's dealt, rejected and
    face-down cards (until the showdown)."""
    other = 1 - seat
    hidden = set(game.deck)
    hidden |= {c for c in (game.dealt[other], game.rejected[other]) if c is not None}
    if game.phase == "place":
        hidden |= {p[4] for p in game.piles[other] if len(p) == 5}
    return hidden


def play_two_players(table: FiveO, moves: int):
    """Yield (seat that just moved, views synced during its move) for ``moves`` moves."""
    for _ in range(moves):
        if table.engine.to_act is None or table.engine.phase != "place":
            return
        table.ready()
        seat = table.engine.to_act
        synced: list[dict] = []
        record = synced.append
        table.observe(lambda change, record=record: record(change["new"]), names=["view"])
        table.place(table.engine.observation(seat).open_piles()[0])
        table.unobserve_all("view")
        yield seat, synced


def test_two_player_five_o_never_syncs_the_next_seats_cards_before_the_screen():
    table = FiveO(seed=SEED, mode="two_players")
    checked = 0
    for seat, synced in play_two_players(table, 60):
        secret = hidden_from(table.engine, seat)
        for view in synced:
            leaked = mentioned_cards(view, secret)
            assert not leaked, f"seat {seat + 1}'s move synced {sorted(c.code for c in leaked)}"
            checked += 1
    assert checked >= 40


def test_screened_five_o_captions_str_and_display_come_from_visible_cards_only():
    table = FiveO(seed=SEED, mode="two_players", first_dealer="you")
    screened_full_piles = 0
    for _ in play_two_players(table, 36):
        if not table.screen_up:
            continue
        seat = table.viewer
        game = table.engine
        face_down = {p[4] for p in game.piles[seat] if len(p) == 5}
        secret = face_down | ({game.dealt[seat]} if game.dealt[seat] else set())
        data, _ = table._repr_mimebundle_()
        shown = {"view": table.view, "str": str(table), "repr": repr(table), "bundle": data}
        leaked = mentioned_cards(shown, secret)
        assert not leaked, f"the screen shows {sorted(c.code for c in leaked)}"
        for number, pile in enumerate(game.piles[seat], start=1):
            zone = next(z for z in table.view["zones"] if z["id"] == f"me.pile.{number}")
            assert zone["caption"] == (partial(pile[:4]).describe() if pile[:4] else "")
            screened_full_piles += len(pile) == 5
    assert screened_full_piles > 0


def test_no_display_names_the_seed():
    seed = 987_654_321_123
    tables = [War(seed=seed), FiveO(seed=seed), Tonk(seed=seed), DrawPoker(seed=seed)]
    games = [WarGame(seed=seed), FiveOGame(seed=seed), TonkGame(seed=seed), DrawPokerGame(seed=seed)]
    for thing in [*tables, *games]:
        forms = [str(thing), repr(thing)]
        if hasattr(thing, "_repr_mimebundle_"):
            data, _ = thing._repr_mimebundle_()
            forms.append(json.dumps(data, ensure_ascii=False))
            forms.append(json.dumps(thing.get_state(), ensure_ascii=False, default=str))
        for form in forms:
            assert str(seed) not in form, f"{type(thing).__name__} shows its seed: {form[:120]}"
    assert all(g.to_dict()["seed"] == seed for g in games)  # the save keeps it


def test_war_display_holds_no_deck_order():
    table = War(seed=5)
    data, _ = table._repr_mimebundle_()
    face_down = set(table.engine.piles[0]) | set(table.engine.piles[1])
    shown = {"str": str(table), "repr": repr(table), "html": data["text/html"], "text": data["text/plain"]}
    assert not mentioned_cards(shown, face_down)
