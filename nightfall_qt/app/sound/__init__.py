"""What the player hears: which sound a shown event or table moment makes, and the player that mixes them on the
audio device's own thread (silent, and saying why once, where there is no device).
"""
