"""The main window and what sits around the table: the prompt bar, the game log, the chain order, the side column's
scale, the tutorial panel, the end screen, start-up and the notices that reach a player outside the window.
"""
