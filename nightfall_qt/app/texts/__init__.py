"""What the player reads, in their language: the translation catalogue, display names, the log lines, the prompt
sentence and the short labels of choices.
"""
