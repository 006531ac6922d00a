"""The dialogs and secondary windows: new game, settings, statistics, rules, online host/join, resume, about and
the crash report.
"""
