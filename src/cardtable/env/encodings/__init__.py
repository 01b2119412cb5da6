"""Every game's encoding, by the engine's ``name``: read from each game's spec
(``GameSpec.encoding``), the one table the environments read."""

from __future__ import annotations

from collections.abc import Mapping

from ...specs import SpecMapping, all_specs, load
from .base import Encoding


def _encodings() -> dict[str, Encoding]:
    found: dict[str, Encoding] = {}
    for spec in all_specs():
        if spec.encoding is not None:
            encoding: Encoding = load(spec.encoding)
            found[spec.name] = encoding
    return found


ENCODINGS: Mapping[str, Encoding] = SpecMapping(_encodings)

__all__ = ["ENCODINGS", "Encoding"]
