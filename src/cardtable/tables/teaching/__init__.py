"""The teaching tables: the poker hand rankings, two hands compared, and the quiz."""
