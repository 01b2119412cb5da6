"""The signature's exact format, and the key's making and reading, pinned down (the
survivors of mutation testing ``signing.py``, issue 25). The fingerprint and the HMAC
are a file format: a save signed by this version must verify in the next one, so they
are compared with fixed values, made once from a fixed key."""

from __future__ import annotations

import stat

from forgery import config_folder

from cardtable import WarGame, signing

FIXED_KEY = "0123456789abcdef" * 4
# keys out of order, a tuple, and cards that are not ASCII: what canonical() must settle
DATA = {"seed": 7, "game": "war", "cards": ["K♣", "10♥"], "nested": {"b": [1, 2], "a": (3,)}}


def test_the_canonical_bytes_are_sorted_compact_utf8_json():
    assert signing.canonical(DATA) == (
        '{"cards":["K♣","10♥"],"game":"war","nested":{"a":[3],"b":[1,2]},"seed":7}'.encode()
    )


def test_a_fixed_key_signs_fixed_data_with_the_same_fingerprint_and_hmac_as_ever(tmp_path):
    (tmp_path / "save-key").write_text(FIXED_KEY + "\n")
    with config_folder(tmp_path):
        assert signing.sign(DATA) == {
            "key": "abe53b15f914fb14",
            "hmac": "6001fefde9f1a35c870a5a933734eb8579b6e1a002487d142506bfec70e18b94",
        }


def test_each_verdict_by_its_name(tmp_path):
    data = WarGame(seed=3).to_dict()
    assert signing.check_signature(data) == "verified"
    unsigned = {k: v for k, v in data.items() if k != "signature"}
    assert signing.check_signature(unsigned) == "unverified"
    assert signing.check_signature({**data, "seed": 4}) == "edited"
    with config_folder(tmp_path):  # another computer's key
        assert signing.check_signature(data) == "unverified"
    assert signing.check_signature({**data, "signature": {"key": "0" * 16, "hmac": "X" * 64}}) == "malformed"
    assert signing.check_signature({**data, "signature": {"key": "X" * 16, "hmac": "0" * 64}}) == "malformed"


def test_a_key_file_of_letters_that_are_not_hex_signs_nothing(tmp_path):
    (tmp_path / "save-key").write_text("X" * 64 + "\n")
    with config_folder(tmp_path):
        assert signing.sign(DATA) is None


def test_a_damaged_key_is_not_remembered_once_it_is_repaired(tmp_path):
    (tmp_path / "save-key").write_text("too short\n")
    with config_folder(tmp_path):
        assert signing.sign(DATA) is None
        (tmp_path / "save-key").write_text(FIXED_KEY + "\n")
        assert signing.sign(DATA) is not None and signing.sign(DATA)["key"] == "abe53b15f914fb14"


def test_a_key_folder_that_does_not_exist_yet_is_made_with_its_parents_private(tmp_path):
    folder = tmp_path / "home" / "config" / "cardtable"
    with config_folder(folder):
        assert "signature" in WarGame(seed=3).to_dict()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert len((folder / "save-key").read_text().strip()) == 64
