"""Replays: the kept games and their files, the read-only game source that steps through one, and the command-line
check.
"""
