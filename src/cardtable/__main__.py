"""``python -m cardtable play five-o``: the same as the ``cardtable`` command."""

import sys

from cardtable.app.cli import main

sys.exit(main())
