"""Names nobody can fake: a person's chosen name compared with the names it must not pass
for by what it looks like, not by its code points.

"Cоmputer" with a Cyrillic о, full-width "Ｃｏｍｐｕｔｅｒ" or "Аna" with a Cyrillic А
beside a real Ana read the same on a page as the names they copy. Each name is reduced
to its confusable skeleton (Unicode TR39, section 4): invisible and format characters
dropped, NFKC, case folded, then ICU's ``SpoofChecker`` maps each character to its
prototype in Unicode's confusables.txt (``rn`` and ``m``, ``1`` and ``l``, ``0`` and
``O``). Two names with one skeleton look alike. ICU (from ``pyicu-wheels``, in the
[serve] and [play] extras) keeps the table current with each Unicode release; no table
of our own is kept here.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Mapping

import icu  # type: ignore[import-untyped]  # pyicu-wheels ships no type information

__all__ = ["invisible", "lookalike", "skeleton", "visible"]

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


def visible(text: str) -> str:
    """``text`` without its invisible characters."""
    hidden = set(invisible(text))
    return "".join(c for c in text if c not in hidden)


@functools.cache
def _checker() -> object:
    return icu.SpoofChecker()


def skeleton(name: str) -> str:
    """What ``name`` looks like (TR39's skeleton of its visible, NFKC, case-folded form,
    spaces dropped): names that look alike have the same skeleton."""
    return _shape(unicodedata.normalize("NFKC", visible(name)).casefold())


def _shape(text: str) -> str:
    shape: str = _checker().getSkeleton(0, text)  # type: ignore[attr-defined]
    return "".join(shape.casefold().split())


def _shapes(name: str) -> frozenset[str]:
    """The skeletons ``name`` may be read as: folded first ("ANA" is "Ana"), and as
    written, since a capital may copy another letter ("Ian" and "lan")."""
    text = unicodedata.normalize("NFKC", visible(name))
    return frozenset({_shape(text.casefold()), _shape(text)})


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
