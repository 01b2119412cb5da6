"""One table, many doors: a game hosted once, with a seat view per person.

``SharedTable`` holds one game's table (its per-game view code, its handlers) and a
``SeatView`` for each person's seat and one for the spectators. Every message to a
seat is built for that seat alone, from the game's own view code drawn from that seat
(``tables.rooms.seated_table``); an intent from a seat is checked against the view last sent to
that seat; a refusal goes to that seat only. It knows no transport: the anywidget
widget and a room's websocket are doors onto it.

In a room of several people it also says whose turn it is ("Waiting for Ana"), who is
online or away, and when someone leaves or comes back; a next game or a new match is
dealt once everyone at the table has agreed; and a seat away too long is played by a
stand-in until its person returns. After a game each person may review their own
decisions: the review (the table's own, graded for that seat and worded with the names
that seat's page says, the other person by name) is that person's pages' view until they
go back to the table, while the others play on.
"""

from __future__ import annotations

from typing import Any

from ...i18n import _, language
from ...view.messages import SeatState
from ...view.types import Action, Body, Heading, View
from ...wording import listed
from ..checks import EARLIER, WATCHING, Refusal, check_intent, refused_as
from ..said import mark_of
from ..seat_view import SeatView
from ..viewer import Viewer
from .dealing import waits_to_deal
from .names import computer_names
from .seated_table import Seating
from .spectators import public_lines, screened_body
from .stand_ins import stand_in

__all__ = ["AGREED", "ALONE", "SharedTable"]

# moves that deal on for everyone: played once every person at the table agreed
AGREED = frozenset({"next_game", "next_hand", "new_match", "new_round", "deal"})
# what only a table of one person offers (a worked example, a review or new house rules would
# change the game under the others; a privacy screen or stepping is for one screen)
ALONE = frozenset({"example", "back", "new_game", "step", "ready", "reset", "play10"})
# a person's own review at a table of several: shown to that person's pages alone
REVIEW, CLOSE_REVIEW = "review", "close_review"


class SharedTable:
    """A hosted table (a game's table object, used headless) and its seats' views."""

    def __init__(self, host: Any, seating: Seating | None = None) -> None:
        self.host = host
        self.seating = seating or Seating({0: ""})
        self.seats = {s: SeatView(s) for s in sorted(self.seating.names)}
        self.watchers = SeatView(None)
        self.online: set[int] = set()
        self.arrived: set[int] = set()  # seats whose person has come at least once: "is back"
        self.agreed: dict[str, set[int]] = {}
        self.reviews: dict[int, Any] = {}  # seat -> that person's review, while on show

    # --- who is here --------------------------------------------------------------------

    @property
    def several(self) -> bool:
        """Whether more than one person sits here (then the table is shared)."""
        return len(self.seating.names) > 1

    @property
    def engine(self) -> Any:
        return getattr(self.host, "engine", None)

    def name(self, seat: int) -> str:
        """A seat's name: its person's, or, in a room of people, its computer player's."""
        name = self.seating.names.get(seat)
        if name:
            return name
        engine = self.engine
        if self.several and engine is not None and seat not in self.seating.names:
            return computer_names(engine.num_seats, self.seating.people).get(seat, f"Player {seat + 1}")
        return f"Player {seat + 1}"

    def arrive(self, seat: int) -> None:
        """A person's first page at their seat: the others hear they are here (the first
        time) or back, and a stand-in playing for them gives the seat back."""
        if seat in self.online:
            return
        self.online.add(seat)
        came = "is back" if seat in self.arrived else "is here"
        self.arrived.add(seat)
        back = self.seating.stand_ins.pop(seat, None) is not None
        again = " again" if came == "is back" else ""
        self._tell_others(seat, f"{self.name(seat)} {came}" + (f" and plays their own cards{again}." if back else "."))

    def depart(self, seat: int) -> None:
        """A person's last page at their seat went away."""
        if seat not in self.online:
            return
        self.online.discard(seat)
        for agreed in self.agreed.values():
            agreed.discard(seat)
        self._tell_others(seat, f"{self.name(seat)} left the table.")

    def stand_in(self, seat: int) -> bool:
        """Let a stand-in play ``seat`` while its person is away; returns whether one
        took it (the caller stores the moves it plays)."""
        engine = self.engine
        if engine is None or seat in self.online or seat in self.seating.stand_ins or not self.several:
            return False
        self.seating.stand_ins[seat] = stand_in(engine.name, engine.seed + 7 + seat)
        self._tell_others(
            seat, f"{self.name(seat)} has been away a while: a stand-in plays for them until they are back."
        )
        self.host._advance_computer()
        return True

    def _tell_others(self, seat: int, text: str) -> None:
        if not self.several:
            return
        for other in [*self.seats.values(), self.watchers]:
            if other.seat != seat:
                other.notices.append(text)

    # --- drawing one seat's view ------------------------------------------------------------

    def viewer(self, view: SeatView) -> Viewer:
        """The ``Viewer`` of ``view``'s seat (``None``: the spectators): the room's names
        for its page, its own hint, how far its live region has said."""
        viewer: Viewer = self.host.viewer_of(view.seat, said_mark=view.said_mark)
        return viewer

    def _body(self, view: SeatView, engine: Any) -> Body:
        """``view``'s seat's view of ``engine``, drawn by the game's own view function."""
        body: Body = self.host.view_for(self.viewer(view), engine)
        return body

    def build(self, seat: int | None, view: SeatView | None = None, engine: Any = None) -> Body:
        """The body of ``seat``'s next view (``None``: the spectators'), built from
        ``engine``, the game as it is if not given (a check hands it a copy of the game with
        two cards hidden from ``seat`` swapped); building changes nothing, so a view built
        twice is the same."""
        view = view or (self.seats[seat] if seat is not None else self.watchers)
        engine = self.engine if engine is None else engine
        body = self._body(view, engine)
        if seat is None:
            body = self._watched(body, view, engine)
        elif self.several:
            body = self._shared(view, body, engine)
        if view.notices:
            body["said"] = [*body.get("said", []), *view.notices]
            if not body.get("note"):
                body["note"] = " ".join(view.notices)
        return body

    def view(self, seat: int | None) -> View:
        """The view to send to ``seat`` (``None``: the spectators) now; the seat's mark
        moves on, as it does when a widget sends its view."""
        if seat is not None and seat in self.reviews:
            return self._review_view(self.seats[seat])
        view = self.seats[seat] if seat is not None else self.watchers
        host, engine = self.host, self.engine
        body = self.build(seat, view)
        header: Heading = {"game": host.kind, "title": _(host.title), "layout": host.layout}
        stamped = view.stamp(header, body)
        view.sent = stamped
        view.notices = []
        if engine is not None:
            view.said_mark = mark_of(engine)
        playback = getattr(host, "_playback", None)
        if playback is not None and seat is not None and engine is not None:
            # the moves since this seat's last view are played out from this view on
            playback.sent(seat, engine, stamped["state_id"], stamped.get("zones", []))
        return stamped

    def message(self, seat: int | None, lang: str = "en") -> SeatState:
        """A whole state message for ``seat``, in ``lang``: its view and refusal, the
        table's rules and display settings (what a widget syncs). Each page reads the
        same state in its own language: the view is drawn inside ``language(lang)``."""
        view = self.seats[seat] if seat is not None else self.watchers
        host = self.host
        with language(lang):
            drawn = self.view(seat)
            rules = host.rules_in(lang) if hasattr(host, "rules_in") else host.rules
        return {
            "view": drawn,
            "rules": rules,
            "error": view.error,
            "refusals": view.refusals,
            "speed": host.speed,
            "theme": host.theme,
            "colours": host.colours,
        }

    def _names(self, viewer: int | None) -> list[str]:
        engine = self.engine
        names = list(engine.seat_names(0)) if engine is not None else []
        for s in range(len(names)):
            if s in self.seating.names:
                names[s] = "You" if s == viewer else self.name(s)
            elif self.several or names[s] == "You":
                names[s] = self.name(s) if self.several else "Computer"
        return names

    def _shared(self, view: SeatView, body: Body, engine: Any) -> Body:
        """A person's view of ``engine`` at a table of several: whose turn, who is here, agreeing."""
        seat = view.seat
        assert seat is not None
        actions: list[Action] = []
        for action in [*self._dealing_on(seat, body, engine), *body.get("actions", [])]:
            if action["id"] in ALONE:
                continue
            agreed = self.agreed.get(action["id"], set())
            if action["id"] in AGREED and seat in agreed:
                waiting = [self.name(s) for s in sorted(self.online - agreed)]
                action = {
                    **action,
                    "enabled": False,
                    "reason": _("you agreed; waiting for {whom}").format(whom=listed(waiting) or _("the others")),
                }
            elif action["id"] in AGREED and agreed:
                action = {
                    **action,
                    "caption": _("{names} agreed").format(names=listed([self.name(s) for s in sorted(agreed)])),
                }
            actions.append(action)
        body["actions"] = actions
        to_act = engine.to_act if engine is not None else None
        agreeing = [a["id"] for a in actions if a["id"] in AGREED]
        agreed_here = seat in self.agreed.get(agreeing[0], set()) if agreeing else False
        if agreeing and (agreed_here or (to_act != seat and waits_to_deal(engine))):
            wait = self._waiting_to_agree(seat, agreeing[0])
            over = engine is not None and engine.result is not None  # the status says what is next
            body["status"] = f"{body.get('status', '')} {wait}".strip() if over else wait
        elif to_act is not None and to_act != seat and to_act in self.seating.names:
            whose = _("Waiting for {name}.").format(name=self.name(to_act))
            away = _("{name} is away.").format(name=self.name(to_act))
            body["status"] = whose if to_act in self.online else f"{whose} {away}"
        for s in sorted(self.seating.names):
            if s == seat:
                continue
            state = _("online") if s in self.online else _("away")
            if s in self.seating.stand_ins:
                state = _("away · a stand-in plays")
            body.setdefault("stats", []).append({"id": f"seat.{s}", "label": self.name(s), "value": state})
        return body

    def _waiting_to_agree(self, seat: int, action: str) -> str:
        """Whom a deal on waits for, as ``seat``'s page reads it: everyone here who has
        not agreed yet, this page's own person ("you") first."""
        agreed = self.agreed.get(action, set())
        needed = (self.online | {seat}) - set(self.seating.stand_ins) - agreed
        waiting = [_("you")] if seat in needed else []
        waiting += [self.name(s) for s in sorted(needed - {seat})]
        if not waiting:
            return _("Dealing.")
        return _("Waiting for {name}.").format(name=listed(waiting))

    def _dealing_on(self, seat: int, body: Body, engine: Any) -> list[Action]:
        """The deal-on buttons (Ante & deal, Next hand) a game offers only the seat that
        deals, offered to every person at the table: each must agree before it deals."""
        to_act = engine.to_act if engine is not None else None
        if (
            to_act is None
            or to_act == seat
            or to_act not in self.seating.names
            or getattr(engine, "phase", None) != "between"
            or not waits_to_deal(engine)
        ):
            return []
        mine = {a["id"] for a in body.get("actions", [])}
        theirs = self._body(self.seats[to_act], engine).get("actions", [])
        return [a for a in theirs if a["id"] in AGREED and a["id"] not in mine]

    def _watched(self, body: Body, view: SeatView, engine: Any) -> Body:
        """The spectators' view: the game's own view for a spectator (``body``: its public
        cards alone, drawn from the first person's side and worded by the game with each
        seat by name), with no controls, hints or private log lines."""
        if engine is None:
            return {"zones": [], "actions": [], "status": _("You are watching.")}
        names = self._names(None)
        screened = screened_body(body, names, engine)
        mark = view.said_mark
        if mark is not None and mark[0] == mark_of(engine)[0]:
            screened["said"] = public_lines(engine, names, mark[1])
        else:
            screened["said"] = screened["log"]
        return screened

    # --- playing -------------------------------------------------------------------------

    def play(self, seat: int | None, content: Any) -> Refusal | None:
        """Play one message from ``seat``'s page, checked against the view last sent to
        that seat: the room's door onto its table, as ``CardTable.play_intent`` is a
        widget's. A refusal is told to that seat alone and returned; ``None`` when the
        move was played (a move changes every seat's view: ``message(seat)`` builds each)."""
        if seat is None:
            self.watchers.refuse(WATCHING)
            return Refusal(self.watchers.error)
        view = self.seats[seat]
        refused = view.refusals
        self._play(seat, view, content)
        return Refusal(view.error) if view.refusals != refused else None

    def _play(self, seat: int, view: SeatView, content: Any) -> None:
        host = self.host
        if seat in self.reviews:
            self._play_review(view, content)
            return
        told = [view]  # the seat a refusal is told to (an agreed deal plays from the seat to act)
        with refused_as(lambda reason: told[0].refuse(reason)):
            intent, handler = check_intent(view.sent, content, host._handlers, host.explain_target)
            if self.several and intent.action == REVIEW:
                with host.acting(seat):  # the host graded from this seat: its decisions, what it knew
                    self.reviews[seat] = host.review()
                return
            if self.several and intent.action in AGREED:
                if not self._everyone_agrees(seat, intent.action):
                    return
                engine = self.engine
                to_act = engine.to_act if engine is not None else None
                seat = to_act if to_act in self.seating.names else seat
                view = told[0] = self.seats[seat]
            with host.acting(seat):
                handler(intent)

    # --- a person's own review ------------------------------------------------------------

    def _review_view(self, view: SeatView) -> View:
        """A reviewing person's view: the review's own, with the way back to the table.
        Intents on it are checked by the review (its own state ids)."""
        assert view.seat is not None
        review = self.reviews[view.seat]
        back: Action = {"id": CLOSE_REVIEW, "label": _("Back to the table")}
        shown: View = review.view
        body: View = {**shown, "actions": [*shown.get("actions", []), back]}
        if body.get("state_id") != view.sent.get("state_id"):
            view.error = ""  # a new step of the review: the last refusal is over
        view.sent = body
        return body

    def _play_review(self, view: SeatView, content: Any) -> None:
        """A message from a reviewing person's page: back to the table, or a step of the
        review (refusals are told to that person's pages, as at the table)."""
        assert view.seat is not None
        review = self.reviews[view.seat]
        if isinstance(content, dict) and content.get("action") == CLOSE_REVIEW:
            if content.get("state_id") != review.view.get("state_id"):
                view.refuse(EARLIER)
                return
            del self.reviews[view.seat]
            review.close()
            return
        answer = review.play_intent(review.person, content)
        if isinstance(answer, Refusal):
            view.refuse(answer.reason)

    def _everyone_agrees(self, seat: int, action: str) -> bool:
        agreed = self.agreed.setdefault(action, set())
        agreed.add(seat)
        needed = (self.online | {seat}) - set(self.seating.stand_ins)
        if not needed <= agreed:
            return False
        self.agreed.clear()
        return True
