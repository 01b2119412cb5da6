"""A table shared by a room of people: each seat's view, names, stand-ins and spectators."""
