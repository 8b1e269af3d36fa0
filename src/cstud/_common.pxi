# What every part of the core shares, written once: the games and their codes, and the seat
# bound. Included first by _core.pyx, so that every later file may use these names.
#
# The games, by their index in GAMES (the codes the engine, the settlement, the equity and
# the solver take): which hands a showdown compares. cstud.game.options.GAMES is this tuple.

cdef enum:
    GAME_STUD8 = 0      # high, and the eight-or-better low for half the pot
    GAME_STUD = 1       # high only
    GAME_RAZZ = 2       # ace-to-five low with pairs, no qualifier, the whole pot
    MAX_SEATS = 8       # R1: at most eight seats, and so players (7 cards each from one deck)

GAMES = ("stud8", "stud", "razz")
MAX_PLAYERS = MAX_SEATS      # for Python: cstud.game.MAX_PLAYERS is this number
