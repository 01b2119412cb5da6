"""``legal_actions`` returns new objects on every call (docs/add-a-game.md): a caller may
keep the list or change it, and the next call must not see that. Every game, read from
its spec, through random play."""

from __future__ import annotations

import random

import pytest

from cardtable.specs import all_specs


@pytest.mark.parametrize("spec", all_specs(), ids=lambda spec: spec.name)
def test_legal_actions_are_a_new_list_every_call(spec):
    rng = random.Random(3)
    game = spec.engine_class(seed=3)
    for _ in range(60):
        seat = game.to_act
        if seat is None:
            break
        first = game.legal_actions(seat)
        kept = list(first)
        first.clear()  # a caller that changes what it was given
        second = game.legal_actions(seat)
        assert second is not first and second == kept, (
            f"{spec.name}: legal_actions({seat}) handed back the list a caller had changed "
            f"(after move {len(game.actions)}): build it afresh on every call (docs/add-a-game.md)"
        )
        game.apply(seat, rng.choice(second))
