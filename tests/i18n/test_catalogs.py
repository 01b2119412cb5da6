"""The catalogs (issue 42): every message the code marks is in each language's catalog,
translated; Russian counts in its three plural forms; a table is read in the language it
was made with, the rules panel included; and the English text is the code's own."""

from __future__ import annotations

import io
import pathlib
import re

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

import cardtable
from cardtable.i18n import LOCALES, _, language, ngettext, pick
from cardtable.rules import in_language, rule_book, rules_files

SRC = pathlib.Path(cardtable.__file__).resolve().parent
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
RULE_ID = re.compile(r"^- ([A-Z]+-\d+):", re.M)


def marked() -> set[tuple[str | None, str]]:
    """Every (context, message) the code marks, as Babel extracts it (``scripts/catalog``)."""
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(str(SRC), keywords=KEYWORDS):
        found.add((context, message[0] if isinstance(message, tuple) else message))
    return found


def catalog(lang: str):
    with (LOCALES / lang / "LC_MESSAGES" / "cardtable.po").open("rb") as po:
        return read_po(po, locale=lang)


@pytest.mark.parametrize("lang", ["ru"])
def test_every_marked_message_is_in_the_catalog_and_translated(lang):
    held = catalog(lang)
    messages = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id): m for m in held if m.id}
    missing = sorted(key for key in marked() if key not in messages)
    assert not missing, f"run scripts/catalog, then translate: {missing[:10]}"
    untranslated = [
        key for key, m in messages.items() if not all(m.string if isinstance(m.string, tuple) else [m.string])
    ]
    assert not untranslated, untranslated[:10]
    assert not [key for key, m in messages.items() if m.fuzzy]


def test_russian_counts_in_three_forms():
    with language("ru"):
        said = [
            ngettext("{count} hand played", "{count} hands played", n).format(count=n) for n in (1, 2, 5, 21, 22, 25)
        ]
    assert said == [
        "сыграна 1 раздача",
        "сыграны 2 раздачи",
        "сыграно 5 раздач",
        "сыграна 21 раздача",
        "сыграны 22 раздачи",
        "сыграно 25 раздач",
    ]
    assert [ngettext("{count} hand played", "{count} hands played", n) for n in (1, 2)] == [
        "{count} hand played",
        "{count} hands played",
    ]


def test_a_language_is_a_context_not_a_setting_of_the_process():
    with language("ru"):
        outer = _("Pot")
        with language("en"):
            inner = _("Pot")
        after = _("Pot")
    assert (outer, inner, after, _("Pot")) == ("Банк", "Pot", "Банк", "Pot")


def test_a_page_asks_for_its_language_in_its_header():
    assert pick("ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert pick("de-DE,de;q=0.9,en;q=0.5,ru;q=0.4") == "en"
    assert pick("de, ru;q=0.3") == "ru"
    assert pick("") == pick(None) == pick("fr;q=abc, ru;q=0") == "en"


def test_a_table_refuses_a_language_it_cannot_be_read_in_and_makes_nothing():
    with pytest.raises(ValueError, match=r"^The tables can be read in 'en' or 'ru'; not 'de'\.$"):
        cardtable.DrawPoker(seed=1, lang="de")


def test_a_draw_poker_table_in_russian_reads_russian_and_plays_the_same_game():
    english, russian = cardtable.DrawPoker(seed=3), cardtable.DrawPoker(seed=3, lang="ru")
    assert russian.view["status"] == "Ваш ход до обмена карт."
    assert english.view["status"] == "Your move before the draw."
    assert [a["id"] for a in russian.view["actions"]] == [a["id"] for a in english.view["actions"]]
    assert [a["label"] for a in russian.view["actions"]][:3] == ["BET", "STAY", "DROP"]  # as the source names them
    for table in (english, russian):
        table.act("drop")
    assert english.engine.money == russian.engine.money and english.engine.actions == russian.engine.actions
    assert russian.view["status"] == "Раздача окончена. Сдавайте следующую, когда будете готовы."
    assert russian.rules["title"] == "Дро-покер один на один" and english.rules["title"] == "Heads-up draw poker"
    hand = next(z for z in russian.view["zones"] if z["id"] == "me.hand")
    assert hand["label"] == "Ваши карты"


def test_a_saved_game_holds_no_sentence_of_its_language():
    """A save is data: the same game saved from an English and a Russian table is the same save."""
    english, russian = cardtable.DrawPoker(seed=5), cardtable.DrawPoker(seed=5, lang="ru")
    for table in (english, russian):
        table.act("stay")
    strip = re.compile(r'"(saved_at|signature|settings)":\s*("[^"]*"|\{[^}]*\})')
    assert strip.sub("", english.save()) == strip.sub("", russian.save())


@pytest.mark.parametrize("book", sorted(rules_files()))
def test_the_russian_rule_book_has_every_rule_of_the_english_one(book):
    path = rules_files()[book]
    russian = in_language(path, "ru")
    assert russian != path and russian.parent == path.parent
    english_ids = RULE_ID.findall(path.read_text(encoding="utf-8"))
    assert RULE_ID.findall(russian.read_text(encoding="utf-8")) == english_ids
    assert len(rule_book(book, "ru").questions) == len(rule_book(book).questions)


def test_every_rule_book_is_at_the_top_of_the_repository_in_seeds():
    for name, path in rules_files().items():
        assert path.parent.name == "seeds" and path.name == f"{name}.md", path


def test_the_pot_template_is_a_catalog_babel_reads():
    text = (LOCALES / "cardtable.pot").read_bytes()
    template = read_po(io.BytesIO(text))
    assert {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in template if m.id} == marked()


def test_the_page_is_sent_its_own_words_in_the_tables_language_with_the_same_keys_as_js():
    """js/words.js keeps the English of the words the page draws; a Russian table sends
    them in Russian with its rules, every key the page knows and no other."""
    import re as regex

    from cardtable.i18n.page_words import page_words

    source = (SRC.parents[1] / "js" / "words.js").read_text(encoding="utf-8")
    english = dict(regex.findall(r'^\s+(\w+): "([^"]*)",$', source, regex.M))
    assert set(page_words()) == set(english) and page_words() == english  # English: the page's own
    russian = cardtable.DrawPoker(seed=1, lang="ru").rules["words"]
    assert set(russian) == set(english) and russian["house_rules"] != english["house_rules"]
    assert "words" not in cardtable.DrawPoker(seed=1).rules  # English pages keep their own


def test_a_war_round_ended_in_russian_saves_as_the_english_one():
    """The round's result keeps its reason for the save in English, whichever language
    the last battle was fought in."""
    english, russian = cardtable.War(seed=2), cardtable.War(seed=2, lang="ru")
    for table in (english, russian):
        table.play(1000)
    assert english.engine.is_over and russian.view["banner"]["text"] != english.view["banner"]["text"]
    strip = re.compile(r'"(saved_at|signature|settings)":\s*("[^"]*"|\{[^}]*\})')
    assert strip.sub("", english.save()) == strip.sub("", russian.save())
