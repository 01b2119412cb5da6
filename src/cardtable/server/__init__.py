"""The room server's parts that need no web framework: the store of rooms, seat keys and
the limits on what a visitor may send.

The web application itself (Starlette and uvicorn, the ``[serve]`` extra) builds on
these; nothing here imports it, so the store can be read and tested without it.
"""
