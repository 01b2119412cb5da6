"""Rule-following opponents written apart from the bots (``src/cardtable/bots/`` never
imports them), to measure the bots against players they were not tuned with."""
