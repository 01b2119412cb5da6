"""No sentence escapes the catalog: a table drawn in the pseudo-locale ``qps`` shows every
catalog message marked (``⟦Ŷöûŕ ɱöṽé⟧``), so any text left outside the marks, apart from
numbers, money and cards, was written into the code rather than looked up.

Covered so far (issue 42): the draw-poker, War and Five-O tables through whole matches,
rounds and series: the status line, every button with its help and the reason it is off,
the header's figures, every zone's label, caption and text (the hand descriptions
included), the banner, the log, the house rules in force and the "New game with…" form;
War's review story; draw poker's Hint at each decision and its review's why and options;
a showdown's comparison step by step; the lobby with its invite forms and choice boxes,
the host's page, a room's bar, the links page, a message page, the one-table page and
the words the client is handed; Tonk tables of 2, 3 and 4 seats through many hands, its
Hint and review; Five-O's Hint and review; the review panel stepped through at a table,
the better move tried; the teaching tables; every game's worked examples; a room's
refusals over its socket."""

from __future__ import annotations

import random
import re

import cardtable
from cardtable.i18n import language

MARK = re.compile(r"⟦[^⟦⟧]*⟧")
CARD = re.compile(r"\b(?:10|[2-9TJQKA])[shdc♠♥♦♣]\b")
DATA = re.compile(r"^[\s\d$+·,.:;()–—/%-]*$")  # numbers, money and the punctuation between them


def unmarked(text: str) -> str:
    """What is left of ``text`` once every marked message (innermost first) is taken out."""
    while (shorter := MARK.sub("", text)) != text:
        text = shorter
    return CARD.sub("", text)


def texts(view: dict) -> list[str]:
    found = [view.get("status", ""), view.get("title", "")]
    for action in view.get("actions", []):
        found += [action.get("label", ""), action.get("help", ""), action.get("reason", ""), action.get("caption", "")]
        found.append(action.get("summary", ""))
        for field in action.get("form", []):
            found += [field.get("label", ""), field.get("group", "")]
            found += [choice["label"] for choice in field.get("choices", [])]
    for row in view.get("options", []):
        found += [row.get("label", ""), row.get("value", "")]
    for stat in view.get("stats", []):
        found += [stat.get("label", ""), str(stat.get("value", ""))]
    for zone in view.get("zones", []):
        found += [zone.get("label", ""), zone.get("caption", ""), str(zone.get("text", ""))]
    banner = view.get("banner") or {}
    found += [banner.get("title", ""), banner.get("text", ""), *view.get("log", [])]
    return [t for t in found if t]


def escaped_from(view: dict, names: tuple[str, ...] = ()) -> tuple[int, set[str]]:
    """How many texts ``view`` shows, and those with words outside the catalog's marks
    (the people's own ``names`` are data, as numbers are)."""
    found = texts(view)
    return len(found), {text for text in found if not DATA.match(_without(unmarked(text), names))}


def _without(text: str, names: tuple[str, ...]) -> str:
    for name in names:
        text = text.replace(name, "")
    return text


def test_the_draw_poker_table_says_nothing_outside_the_catalog():
    rng = random.Random(7)
    escaped: set[str] = set()
    seen = 0
    for seed in range(3):
        table = cardtable.DrawPoker(seed=seed, lang="qps", starting_money=40)
        for _ in range(200):
            for text in texts(table.view):
                seen += 1
                if not DATA.match(unmarked(text)):
                    escaped.add(text)
            engine = table.engine
            if engine.result is not None:
                break
            if engine.phase == "between":
                table.next_hand()
                continue
            table.act(rng.choice(engine.legal_actions(0)))
    assert seen > 500
    assert not escaped, sorted(escaped)[:20]


def test_the_pseudo_locale_marks_what_english_says_plainly():
    english, pseudo = cardtable.DrawPoker(seed=2), cardtable.DrawPoker(seed=2, lang="qps")
    assert pseudo.view["status"].startswith("⟦") and not english.view["status"].startswith("⟦")
    assert unmarked(english.view["status"]) == english.view["status"]  # a test that can fail


def test_the_war_table_says_nothing_outside_the_catalog_through_whole_rounds():
    escaped: set[str] = set()
    seen = 0
    for seed, order in ((1, "winner_first"), (4, "loser_first"), (3, "shuffled")):
        table = cardtable.War(seed=seed, lang="qps", return_order=order)
        for _ in range(2):  # a second round brings the tally
            while True:
                count, bad = escaped_from(table.view)
                seen, escaped = seen + count, escaped | bad
                if table.engine.is_over:
                    break
                table.play(7)
            table.new_round()
    assert seen > 1000
    assert not escaped, sorted(escaped)[:20]


def test_the_war_review_tells_its_story_inside_the_catalog():
    from cardtable.games.war.review import grade

    table = cardtable.War(seed=5)
    table.play(600)
    with language("qps"):
        story = grade(table.engine, 0, deals=20).story
    assert len(story) >= 4
    assert not [line for line in story if not DATA.match(unmarked(line))], story


def play_five_o(table, rng: random.Random, games: int, names: tuple[str, ...] = ()) -> tuple[int, set[str]]:
    """Play ``games`` games of ``table`` with random moves, reading every view."""
    seen, escaped = 0, set()
    dealt = 0
    for _ in range(400):
        count, bad = escaped_from(table.view, names)
        seen, escaped = seen + count, escaped | bad
        engine = table.engine
        if engine.phase == "place":
            if table.screen_up:
                table.ready()
            elif engine.to_act is not None:
                table.act(rng.choice(engine.legal_actions(engine.to_act)))
            continue
        dealt += 1
        if dealt >= games:
            break
        table.deal_next()
    return seen, escaped


def test_the_five_o_table_says_nothing_outside_the_catalog_through_whole_series():
    rng = random.Random(3)
    escaped: set[str] = set()
    seen = 0
    tables = [
        cardtable.FiveO(seed=1, lang="qps", one_redraw=True, sunk_bonus=5, royalties=True),
        cardtable.FiveO(seed=2, lang="qps", series="best_of_5", row_lock=True, first_dealer="opponent"),
        cardtable.FiveO(seed=3, lang="qps", series="race_to_50", mode="two_players", one_redraw=True),
        cardtable.FiveO(seed=4, lang="qps", mode="two_players", names=("Ana", "Bob")),
    ]
    for table in tables:
        count, bad = play_five_o(table, rng, 3, ("Ana", "Bob"))
        seen, escaped = seen + count, escaped | bad
    assert seen > 2000
    assert not escaped, sorted(escaped)[:20]


def page_texts(html: str) -> list[str]:
    """The words a page shows: its text between tags, and its title."""
    from html.parser import HTMLParser

    found: list[str] = []

    class Reader(HTMLParser):
        def handle_data(self, data: str) -> None:
            if data.strip():
                found.append(data.strip())

    Reader().feed(html)
    return found


def test_the_lobby_the_host_page_and_a_rooms_bar_say_nothing_outside_the_catalog():
    from cardtable.i18n import LANGUAGES, language_name
    from cardtable.server.pages import host_page, lobby_page, room_page

    own = {"cardtable", *(language_name(lang) for lang in LANGUAGES)}  # the name, each language in its own
    lobby = lobby_page({"war": 2, "five-o": 1}, "qps")
    pages = [lobby, host_page("qps"), room_page("r1", "War", "auto", "qps")]
    shown = [text for html in pages for text in page_texts(html)]
    escaped = [t for t in shown if t not in own and not DATA.match(_without(unmarked(t), (" · cardtable",)))]
    assert len(shown) > 100  # the invite forms and the choice boxes read too
    assert 'class="ctr-invite"' in lobby and "<select" in lobby
    assert not escaped, escaped[:20]
    assert '<html lang="ru"' in lobby_page(lang="ru") and "Лобби" in lobby_page(lang="ru")


def test_the_links_page_the_message_pages_and_the_one_table_page_say_nothing_outside_the_catalog():
    from cardtable.i18n import _
    from cardtable.server.invite import links_page
    from cardtable.server.one_table import OneTable, one_table_page
    from cardtable.server.pages import message_page

    with language("qps"):
        links = links_page("http://h", "r1", _("War"), {0: "k0", 1: "k1"}, {0: "Ana", 1: "Player 2"})
        refused = message_page(_("Not a choice"), _("Two people have the same name; give each their own."), "qps")
    pages = [links, refused, one_table_page(OneTable("war"), "qps")]
    shown = [text for html in pages for text in page_texts(html)]
    escaped = [
        t
        for t in shown
        if t != "cardtable" and not DATA.match(_without(unmarked(t), ("Ana", "http://h", " · cardtable")))
    ]
    escaped = [t for t in escaped if not re.fullmatch(r"[\w/#:.]+", t)]  # the links themselves
    assert len(shown) > 8
    assert not escaped, escaped[:20]


def test_the_client_is_handed_every_word_it_shows_in_the_pages_language():
    import json
    from html import unescape

    from cardtable.server.pages import host_page, room_page

    handed = {}
    for html in (room_page("r1", "War", "auto", "qps"), host_page("qps")):
        for found in re.findall(r'data-words="([^"]*)"', html):
            handed.update(json.loads(unescape(found)))
    assert {"connected", "reconnecting", "bad_key", "close", "close_label", "minutes"} <= set(handed)
    assert not [w for w in handed.values() if not DATA.match(unmarked(w).replace("{count}", ""))], handed


def test_the_draw_poker_hint_and_review_say_nothing_outside_the_catalog():
    """A seeded match played with a Hint asked at each decision, then its review read
    decision by decision: the why and every option's label."""
    rng = random.Random(3)
    table = cardtable.DrawPoker(seed=3, lang="qps", starting_money=30)
    said: list[str] = []
    for _ in range(80):
        engine = table.engine
        if engine.result is not None:
            break
        if engine.phase == "between":
            table.next_hand()
            continue
        said.append(table.hint())
        moves = [m for m in engine.legal_actions(0) if type(m).__name__ != "Drop"] or engine.legal_actions(0)
        table.act(rng.choice(moves))
    with language("qps"):
        review = table.review()
    said += [d.why for d in review.decisions]
    said += [o.label for d in review.decisions for o in d.options]
    assert len(review.decisions) >= 3 and len(said) > 40
    assert any(len(d.options) == 32 for d in review.decisions)  # a draw reviewed: its 32 options labelled
    assert not [t for t in said if not DATA.match(unmarked(t))], [t for t in said if not DATA.match(unmarked(t))][:5]


def test_a_showdowns_step_by_step_comparison_says_nothing_outside_the_catalog():
    """Hands of every category against each other and against their own kind: the reason
    and every step, and draw poker's log at a showdown."""
    from cardtable.cards import Deck
    from cardtable.poker import compare, evaluate

    rng = random.Random(5)
    cards = list(Deck.of_size(52))
    by_category: dict[int, list[list]] = {}
    while len(by_category) < 9 or min(len(v) for v in by_category.values()) < 3:
        hand = rng.sample(cards, 5)
        kind = by_category.setdefault(int(evaluate(hand).category), [])
        if len(kind) < 3 and (len(by_category) < 9 or int(evaluate(hand).category) >= 4 or rng.random() < 0.01):
            kind.append(hand)
    hands = [h for kind in by_category.values() for h in kind]
    said: list[str] = []
    close = [  # ties and near ties, reaching every position's step
        ("Ks Kd 7s 7d Qh", "Kh Kc 7h 7c Qs"),
        ("As Ks 9s 7s 3s", "Ah Kh 9h 7h 2h"),
        ("Qs Qh Kd 9c 4h", "Qd Qc Ks 9s 3h"),
        ("9s 8h 7d 6c 5h", "Ts 9h 8d 7c 6h"),
        ("Ks Kd Kh 7s 7d", "Qs Qd Qh As Ad"),
        ("7s 7d 7h Ks 2d", "7c Kh Kd 7h 2c"),
    ]
    with language("qps"):
        for first, second in close:
            result = compare(first, second)
            said += [result.reason, *result.steps]
        for first in hands:
            for second in hands:
                if set(first) & set(second):
                    continue
                result = compare(first, second, flush_beats_full_house=True)
                said += [result.reason, *result.steps]
    assert len(said) > 1000
    assert not [t for t in said if not DATA.match(unmarked(t))], [t for t in said if not DATA.match(unmarked(t))][:5]


def test_the_tonk_table_says_nothing_outside_the_catalog_at_two_three_and_four_seats():
    """Hands played with random moves at tables of 2, 3 and 4 seats (hit lock at one):
    the status, buttons, zones with their captions, header, log, banner and house rules."""
    rng = random.Random(1)
    escaped: set[str] = set()
    seen, hands = 0, 0
    for seats in (2, 3, 4):
        table = cardtable.Tonk(seed=seats, seats=seats, lang="qps", hit_lock=seats == 3)
        for _ in range(200):
            count, bad = escaped_from(table.view)
            seen, escaped = seen + count, escaped | bad
            engine = table.engine
            if engine.result is not None:
                break
            if engine.phase == "between":
                hands += 1
                table.deal()
            elif engine.to_act == 0:
                table.act(rng.choice(engine.legal_actions(0)))
    assert seen > 3000 and hands >= 6
    assert not escaped, sorted(escaped)[:20]


def test_the_tonk_hint_and_review_say_nothing_outside_the_catalog():
    """A hand of three seats with the Hint asked at each of the person's turns, then its
    review read decision by decision: the why and every option's label, a drop's odds."""
    rng = random.Random(2)
    table = cardtable.Tonk(seed=5, seats=3, lang="qps")
    said: list[str] = []
    while table.engine.phase != "between" and table.engine.result is None:
        engine = table.engine
        if engine.phase == "play":
            said.append(table.hint())
        moves = [m for m in engine.legal_actions(0) if type(m).__name__ != "DropHand"] or engine.legal_actions(0)
        table.act(rng.choice(moves))
    with language("qps"):
        review = table.review()
    said += [d.why for d in review.decisions]
    said += [o.label for d in review.decisions for o in d.options]
    assert len(review.decisions) >= 3 and len(said) > 20
    assert any("⟦Å dŕöp wîñš" in t for t in said)  # a drop's terms were said
    assert not [t for t in said if not DATA.match(unmarked(t))], [t for t in said if not DATA.match(unmarked(t))][:5]


def review_texts(view: dict) -> list[str]:
    """The words of a review panel's view: its decision, options, costliest list, chart
    and the sentence read aloud, beside the status, buttons and header."""
    found = texts(view) + list(view.get("said", []))
    review = view.get("review") or {}
    decision = review.get("decision") or {}
    found += [decision.get(k, "") for k in ("mark_label", "chosen", "best", "cost", "why")]
    for option in decision.get("options", []):
        found += [option["label"], option["value"], option["interval"]]
    found.append(review.get("worst_title", ""))
    for item in review.get("worst", []):
        found += [item["label"], item["mark_label"], item["cost"]]
    chart = review.get("chart") or {}
    found += [chart.get("title", ""), chart.get("point", ""), chart.get("axis", ""), *chart.get("labels", [])]
    found += [entry["label"] for entry in chart.get("legend", [])]
    return [t for t in found if t]


def test_the_review_panel_says_nothing_outside_the_catalog():
    """A finished Tonk hand's review opened at the table and stepped through decision by
    decision, the better move tried and the way back: the marks, "Decision 2 of 7", the
    chips, the options' values and intervals, the costliest list, the chart's title,
    axis and legend, and the buttons."""
    rng = random.Random(4)
    table = cardtable.Tonk(seed=3, seats=2, lang="qps")
    while table.engine.phase != "between" and table.engine.result is None:
        moves = table.engine.legal_actions(0)
        table.act(rng.choice([m for m in moves if type(m).__name__ != "DropHand"] or moves))
    table.show_review()
    review = table.table._reviewing
    shown: list[str] = []
    for number in range(1, len(review.decisions) + 1):
        review.goto(number)
        shown += review_texts(table.view)
    worse = next(i for i, d in enumerate(review.decisions, 1) if d.chosen != d.best)
    review.goto(worse)
    review.try_better()
    shown += texts(table.view)
    review.back()
    assert len(review.decisions) >= 4 and len(shown) > 200
    assert any(t.startswith("⟦Déçîšîöñ") for t in shown)  # "Decision 1 of …" through the catalog
    escaped = [t for t in shown if not DATA.match(unmarked(t))]
    assert not escaped, escaped[:10]


def test_the_teaching_tables_say_nothing_outside_the_catalog():
    """The ranking ladder with a hand picked of each category, two hands compared (a win,
    a tie, a card in both hands) and the quiz answered rightly and wrongly at every level."""
    from cardtable.poker import compare

    shown: list[str] = []
    ladder = cardtable.HandRankings(lang="qps")
    shown += texts(ladder.view)
    for hand in ("Ah Kh Qh Jh Th", "9s 8s 7s 6s 5s", "Ks Kd 7c 7h Qs", "Ah Jd 9c 6s 3h", "8s 8d 8c Kh 2s"):
        ladder.pick(hand)
        shown += texts(ladder.view)
    pair = cardtable.CompareHands("As Ks Qd Qc 7h", "Ah Kh Qs Qh 7d", lang="qps")
    shown += texts(pair.view)
    for first, second in (("As Ks Qd Qc 7h", "Ah Kh Qs Qh 6d"), ("As Ks Qd Qc 7h", "As Kh Qs Qh 6d")):
        pair.set_hand(0, first)
        pair.set_hand(1, second)
        shown += texts(pair.view)
    quiz = cardtable.HandQuiz(seed=2, lang="qps")
    for level in (1, 2, 3, 4):
        quiz.set_level(level)
        for right in (True, False):
            shown += texts(quiz.view)
            hands = quiz.question.hands
            winner = compare(hands[0], hands[1]).winner
            quiz.choose(winner if right else (1 if winner == 0 else 0))
            shown += texts(quiz.view)
            quiz.next()
    assert len(shown) > 300
    escaped = [t for t in shown if not DATA.match(unmarked(t))]
    assert not escaped, escaped[:10]


def test_a_rooms_refusals_over_its_socket_say_nothing_outside_the_catalog():
    """What a room's socket refuses a page with (too fast, too large, watching, no move,
    a key that opens no seat, too many pages or watchers, a move the store could not
    keep), looked up in the page's language."""
    from cardtable.server import app
    from cardtable.server.connection import too_many_pages, too_many_watchers
    from cardtable.server.limits import TOO_BIG, TOO_FAST

    class Page:
        lang = "qps"

    page = Page()
    said = [app._in(page, text) for text in (TOO_BIG, TOO_FAST, app.WATCHING, app._intent("{"), app._intent("[]"))]
    with language("qps"):
        said += [too_many_pages(20), too_many_watchers(40)]
    assert len(said) == 7
    escaped = [t for t in said if not DATA.match(unmarked(t))]
    assert not escaped, escaped


def test_the_five_o_hint_and_review_say_nothing_outside_the_catalog():
    """A Five-O game with redraw played with the Hint asked at each card, then its review
    read decision by decision: the why (what a card made, drew to or broke, where it would
    have done more), each option's label and where in the game it was."""
    rng = random.Random(6)
    table = cardtable.FiveO(seed=6, lang="qps", one_redraw=True)
    said: list[str] = []
    while table.engine.phase == "place":
        if table.engine.to_act == 0:
            said.append(table.hint())
            table.act(rng.choice(table.engine.legal_actions(0)))
    with language("qps"):
        review = table.review()
    said += [d.why for d in review.decisions] + [d.position for d in review.decisions]
    said += [o.label for d in review.decisions for o in d.options]
    assert len(review.decisions) >= 15 and len(said) > 60
    assert not [t for t in said if not DATA.match(unmarked(t))], [t for t in said if not DATA.match(unmarked(t))][:5]


def test_the_worked_examples_say_nothing_outside_the_catalog():
    """Every game's worked examples: their names and words in the How to play panel, and
    each one loaded at its table (its note, status, buttons and the way back)."""
    shown: list[str] = []
    for table in (
        cardtable.Tonk(seed=1, lang="qps"),
        cardtable.FiveO(seed=1, lang="qps"),
        cardtable.War(seed=1, lang="qps"),
        cardtable.DrawPoker(seed=1, lang="qps"),
    ):
        examples = table.rules["examples"]
        shown += [e["label"] for e in examples] + [e["text"] for e in examples]
        for example in examples:
            table.load_example(example["id"])
            shown += [*texts(table.view), table.view.get("note", "")]
    assert len(shown) > 60
    escaped = [t for t in shown if t and not DATA.match(unmarked(t))]
    assert not escaped, escaped[:10]


def test_a_review_shown_alone_and_the_teaching_tables_are_sent_the_pages_words():
    """A review opened as a widget of its own (``table.review()``) reads in its table's
    language, and it and the teaching tables, which have no rules panel, are sent the
    page's own words in it (js/words.js: the review panel's, the keys' legend …)."""
    rng = random.Random(4)
    table = cardtable.Tonk(seed=3, seats=2, lang="qps")
    while table.engine.phase != "between":
        moves = table.engine.legal_actions(0)
        table.act(rng.choice([m for m in moves if type(m).__name__ != "DropHand"] or moves))
    review = table.review()
    shown = review_texts(review.view)
    for alone in (review, cardtable.HandQuiz(lang="qps"), cardtable.HandRankings(lang="qps")):
        words = alone.rules["words"]
        assert {"option", "interval", "keys", "position"} <= set(words)
        shown += list(words.values())
    assert "words" not in cardtable.HandQuiz().rules  # English pages keep their own
    escaped = [t for t in shown if not DATA.match(unmarked(t).replace("{", "").replace("}", ""))]
    assert len(shown) > 60 and not escaped, escaped[:10]
