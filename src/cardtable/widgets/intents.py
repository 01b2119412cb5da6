"""Messages from the front end: the checks live in ``cardtable.tables.intents`` (the
transport-free tables layer); this name stays for the widgets that import it."""

from ..tables.intents import BadIntent, Intent, parse_intent, target_number

__all__ = ["BadIntent", "Intent", "parse_intent", "target_number"]
