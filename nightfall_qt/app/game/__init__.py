"""The game session as the window sees it: the controller (the only writer of the live game), the read-only sources
the views read (local and remote share one step delivery), the presenter that paces events, the bots' runner and
scheduler, seats, undo, hints and the tutorial's script.
"""
