"""What the app keeps on disk: saves and autosaves (and their writers), settings, statistics, the card data in use,
the paths, the one-app-per-folder lock, and copies of files it could not use.
"""
