"""Share a table: ``cardtable play <game>`` serves one table as a web page with Voilà.

Nothing in the core imports this package; Voilà is needed only to serve a page
(``pip install "cardtable[play]"``). ``catalog`` names what can be played, ``options``
turns ``--deck 32 --seed 7`` into keyword arguments, ``page`` is the code each visitor's
kernel runs, ``server`` starts Voilà, and ``cli`` reads the command line.
"""
