"""Qt widgets of Nightfall Qt: the card drawing, the table and the panels (the only layer besides app with Qt)."""
