"""Names nobody can fake: a person's chosen name compared with the names it must not pass
for by what it looks like, not by its code points.

"Cоmputer" with a Cyrillic о, full-width "Ｃｏｍｐｕｔｅｒ" or "Аna" with a Cyrillic А
beside a real Ana read the same on a page as the names they copy. Each name is reduced
to its confusable skeletons (Unicode TR39, section 4): invisible and format characters
dropped, then ICU's ``SpoofChecker`` maps each character to its prototype in Unicode's
confusables.txt (``rn`` and ``m``, ``1`` and ``l``, ``0`` and ``O``), from the name as
written (NFC) and from its compatibility form (NFKC, for full-width letters), each
case-folded and as typed. NFKC alone is not enough: it turns the lunate sigma "ϲ", which
looks like a "c", into "σ", which does not. Two names that share a skeleton look alike.

Joiners and variation selectors draw nothing by themselves, but a name needs them where
they make what it shows: an emoji's colour form (U+FE0F after "❤"), an emoji built of
several (a family, a flag), a Persian name's ZWNJ, a Hindi name's ZWJ. ``unseen`` finds
the invisible characters a name holds outside those places, which it may not keep. ICU (from ``pyicu-wheels``, in the
[serve] and [play] extras) keeps the table current with each Unicode release; no table
of our own is kept here.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Mapping

import icu  # type: ignore[import-untyped]  # pyicu-wheels ships no type information

__all__ = ["invisible", "lookalike", "skeleton", "unseen", "visible"]

# characters that draw nothing yet are letters or marks to Python (so ``isprintable`` and
# the format category miss them): Hangul fillers, the combining grapheme joiner, the
# Mongolian variation selectors, the Braille blank, and the variation selectors
_BLANK = frozenset(
    "\u115f\u1160\u3164\uffa0\u034f\u180b\u180c\u180d\u180e\u180f\u2800"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)
# what a name may not pass for, whatever follows: "Computer", "Computer 2", "Computer1"
_COMPUTER = ("computer", "the computer")
# what a name may not be: the words the games call a seat by ("you", draw poker's "her")
_PRONOUNS = ("you", "your", "yours", "she", "her", "hers")


def invisible(text: str) -> list[str]:
    """The characters of ``text`` that draw nothing: format characters (zero-width
    joiners and spaces, bidi controls), control characters and the blanks above."""
    return [c for c in text if unicodedata.category(c) in ("Cf", "Cc") or c in _BLANK]


ZWJ, ZWNJ = "\u200d", "\u200c"
_SELECTORS = "\ufe0e\ufe0f"  # text and emoji presentation
_BLACK_FLAG = "\U0001f3f4"  # a subdivision flag: the black flag, then tag letters, then the cancel tag
_TAGS = range(0xE0020, 0xE0080)


def _emoji_part(char: str) -> bool:
    """A symbol that may take part in an emoji sequence (a picture, a skin tone, a keycap's base)."""
    return unicodedata.category(char) in ("So", "Sk") or char in "#*0123456789" or char in _SELECTORS


def _joined_script(char: str) -> bool:
    """A letter or mark of a script that joins with ZWJ or ZWNJ (Arabic, Persian, the
    Indic scripts …): every letter past Armenian, where Latin, Greek and Cyrillic end."""
    return unicodedata.category(char)[0] in "LM" and ord(char) >= 0x0590


def unseen(text: str) -> list[int]:
    """Where ``text`` holds a character that draws nothing and makes nothing it shows:
    every invisible character but a variation selector after an emoji, a ZWJ inside an
    emoji sequence or between two letters of a joining script, a ZWNJ between two such
    letters, and a flag's tag letters."""
    places = []
    flagged = False
    for at, char in enumerate(text):
        before = text[at - 1] if at else ""
        after = text[at + 1] if at + 1 < len(text) else ""
        if char == _BLACK_FLAG:
            flagged = True
        if char not in invisible(char):
            flagged = flagged and char == _BLACK_FLAG
            continue
        if char in _SELECTORS and before and _emoji_part(before):
            continue
        if (
            char == ZWJ
            and before
            and after
            and ((_emoji_part(before) and _emoji_part(after)) or (_joined_script(before) and _joined_script(after)))
        ):
            continue
        if char == ZWNJ and before and after and _joined_script(before) and _joined_script(after):
            continue
        if ord(char) in _TAGS and flagged:
            continue
        places.append(at)
    return places


def visible(text: str) -> str:
    """``text`` without its invisible characters."""
    hidden = set(invisible(text))
    return "".join(c for c in text if c not in hidden)


@functools.cache
def _checker() -> object:
    return icu.SpoofChecker()


def skeleton(name: str) -> str:
    """What ``name`` looks like (TR39's skeleton of its visible, NFC, case-folded form,
    spaces dropped): names that look alike have the same skeleton."""
    return _shape(unicodedata.normalize("NFC", visible(name)).casefold())


def _shape(text: str) -> str:
    shape: str = _checker().getSkeleton(0, text)  # type: ignore[attr-defined]
    return "".join(shape.casefold().split())


def _shapes(name: str) -> frozenset[str]:
    """The skeletons ``name`` may be read as: folded ("ANA" is "Ana") and as written,
    since a capital may copy another letter ("Ian" and "lan"); each from the name as
    typed (NFC) and from its compatibility form (NFKC: full-width letters)."""
    shown = visible(name)
    forms = {unicodedata.normalize("NFC", shown), unicodedata.normalize("NFKC", shown)}
    return frozenset(_shape(form) for text in forms for form in (text.casefold(), text))


_COMPUTER_SKELETONS = tuple(skeleton(word) for word in _COMPUTER)
_PRONOUN_SKELETONS = {skeleton(word): word for word in _PRONOUNS}


def lookalike(name: str, others: Mapping[int, str]) -> str | None:
    """What ``name`` would be read as, in words ("the computer", "“you”", "Ana in seat 1"),
    or ``None`` if it reads as itself. ``others`` are the other people's names by seat."""
    shapes = _shapes(name)
    if any(shape.startswith(_COMPUTER_SKELETONS) for shape in shapes):
        return "the computer"
    for shape in shapes & _PRONOUN_SKELETONS.keys():
        return f"“{_PRONOUN_SKELETONS[shape]}”"
    for seat, other in sorted(others.items()):
        if other and shapes & _shapes(other):
            return f"{other} in seat {seat + 1}"
    return None
