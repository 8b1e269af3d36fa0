# Showdown settlement: main and side pots, the hi/lo split, odd chips, rake (RULES.md R20-R23).
