"""Saves are signed with HMAC-SHA256 and a key kept in the user's config folder
(``cardtable.signing``): verified here, unverified from elsewhere, refused when edited."""

from __future__ import annotations

import json
import stat

import pytest
from forgery import config_folder

from cardtable import CorruptSave, FiveOGame, WarGame, signing


def test_a_save_is_signed_with_a_key_made_on_first_use_readable_by_its_owner_only(tmp_path):
    folder = tmp_path / "config"
    with config_folder(folder):
        data = FiveOGame(seed=1).to_dict()
        key = folder / "save-key"
        assert stat.S_IMODE(key.stat().st_mode) == 0o600
        assert set(data["signature"]) == {"key", "hmac"} and len(data["signature"]["hmac"]) == 64
        assert key.read_text().strip() not in json.dumps(data)  # the key itself never travels
        assert FiveOGame.from_dict(data).verified is True


def test_the_key_lives_under_xdg_config_home_or_the_home_config_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("CARDTABLE_CONFIG_DIR")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert signing.key_path() == tmp_path / "xdg" / "cardtable" / "save-key"
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert signing.key_path() == tmp_path / "home" / ".config" / "cardtable" / "save-key"


def test_a_save_signed_on_another_computer_loads_as_unverified(tmp_path):
    with config_folder(tmp_path):
        saved = WarGame(seed=3).to_json()
    game = WarGame.from_json(saved)
    assert game.verified is False
    assert game.notices == ["Loaded from an unverified save: it was not signed on this computer."]


def test_an_edit_of_a_save_signed_here_is_refused_even_with_its_state_consistent():
    data = WarGame(seed=3).to_dict()
    data["signature"] = {**data["signature"], "hmac": "0" * 64}
    with pytest.raises(CorruptSave, match="changed after this computer signed it"):
        WarGame.from_dict(data)


@pytest.mark.parametrize(
    "signature",
    ["abc", 7, [], {"key": "x"}, {"key": "é" * 16, "hmac": "0" * 64}, {"key": "0" * 16, "hmac": "Z" * 64}],
)
def test_a_signature_that_cardtable_does_not_write_is_refused(signature):
    data = WarGame(seed=3).to_dict()
    data["signature"] = signature
    with pytest.raises(CorruptSave, match="signature is not one cardtable writes"):
        WarGame.from_dict(data)


def test_where_no_key_can_be_made_saves_are_unsigned_and_load_unverified(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    with config_folder(blocked):
        data = WarGame(seed=3).to_dict()
        assert "signature" not in data
        assert WarGame.from_dict(data).verified is False


def test_a_damaged_key_file_signs_nothing(tmp_path):
    (tmp_path / "save-key").write_text("too short\n")
    with config_folder(tmp_path):
        assert "signature" not in WarGame(seed=3).to_dict()


def test_a_version_1_save_from_before_signing_loads_unverified():
    data = WarGame(seed=3).to_dict()
    old = {k: v for k, v in data.items() if k not in ("signature", "practice")}
    old["version"] = 1
    game = WarGame.from_dict(old)
    assert game.verified is False and game.to_dict()["version"] == 2


def test_an_unverified_game_saved_again_here_stays_unverified(tmp_path):
    with config_folder(tmp_path):
        saved = WarGame(seed=3).to_json()
    game = WarGame.from_json(saved)
    game.apply(0, "turn")
    again = game.to_dict()
    assert "signature" not in again  # re-saving here must not launder it into a verified save
    assert WarGame.from_dict(again).verified is False


def test_a_key_already_made_is_never_replaced_and_no_draft_is_left(tmp_path):
    with config_folder(tmp_path):
        first = WarGame(seed=3).to_dict()["signature"]
        key = (tmp_path / "save-key").read_text()
        signing._make(tmp_path / "save-key")  # a second process making the key too
        assert (tmp_path / "save-key").read_text() == key
        assert sorted(p.name for p in tmp_path.iterdir()) == ["save-key"]
        signing._cache.clear()  # a fresh process reads the same key
        assert WarGame(seed=3).to_dict()["signature"] == first
