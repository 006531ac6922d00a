"""The table: the QGraphicsScene, where its zones lie, the cards in them and how they move, the marks drawn over it
(combat arrows, damage, stamps) and how pointer and keys act on it.
"""
