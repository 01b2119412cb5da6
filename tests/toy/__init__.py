"""A toy game added through its spec alone (``tests/test_toy_game.py``)."""
