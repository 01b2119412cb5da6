"""Share a table: ``cardtable play <game>`` serves one table as a web page.

Nothing in the core imports this package. ``catalog`` names what can be played,
``options`` turns ``--deck 32 --seed 7`` into keyword arguments, ``server`` starts the
room server (``cardtable.server``, the ``[play]``/``[serve]`` extra) on that one table,
and ``cli`` reads the command line.
"""
