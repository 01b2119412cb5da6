"""A finished game's review shown at a table: its positions, its words, and playing on from them."""
