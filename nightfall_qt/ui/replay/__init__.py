"""The replay viewer (the main window with a timeline) and the list of kept replays.
"""
