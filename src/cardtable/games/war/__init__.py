"""War in one place: its rules engine, table, review, widget and spec."""
