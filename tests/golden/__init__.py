"""Golden playthroughs: one seeded game per game and mode, stored as text."""
