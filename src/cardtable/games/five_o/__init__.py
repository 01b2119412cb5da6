"""Five-O poker in one place: its rules engine, computer players, table, review, widget and spec."""
