"""How a card is drawn, at any size, with no scanned art: its layout, lettering, glyphs, colours and the painted
faces shared by every card item.
"""
