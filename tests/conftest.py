import pathlib
import sys

from hypothesis import settings

sys.path.insert(0, str(pathlib.Path(__file__).parent))

# Property tests check rules, never speed: no per-example deadline, so a busy CI machine
# cannot fail them (the fuzz suite sets its own budgets in tests/fuzz/budget.py).
settings.register_profile("cardtable", deadline=None)
settings.load_profile("cardtable")
