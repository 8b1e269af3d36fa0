"""PHH, the open poker hand-history standard (uoftcprg/phh-std), for stud games.

Read a ``.phh`` file (TOML) or a ``.phhs`` file (many hands) and replay each hand through the
engine; write any hand the engine played as PHH. Variants: ``F7S/8`` (Stud Hi/Lo), ``F7S``
(Stud), ``FR`` (Razz).

PHH conventions used here: player p1 is the first dealt (left of the dealer), the last is the
dealer's right, so the engine's seats are 0..n-1 with the dealer in the last seat. ``d dh pN``
deals a player his cards of one street (3rd street: down, down, up; 4th-6th: up; 7th: down),
``d db`` the community card; ``pb`` brings in, ``cbr X`` completes, bets or raises to X, ``cc``
checks or calls, ``f`` folds, ``sm CARDS`` shows and a bare ``sm`` mucks. Unknown cards are
``??``: a hand may hide cards the replay does not need (down cards of players who fold; an
upcard only where who acts first does not depend on it).

The package has three parts: :mod:`cstud.phh.document` (the fields, TOML in and out,
``.phhs``), :mod:`cstud.phh.actions` (the action grammar, both ways) and
:mod:`cstud.phh.replay` (the replay through the engine); errors are :class:`PHHError`, whose
fields say what failed and where (:mod:`cstud.phh.errors`).

>>> history = HandHistory.loads('''
... variant = "F7S/8"
... antes = [1, 1]
... bring_in = 2
... small_bet = 5
... big_bet = 10
... starting_stacks = [100, 100]
... actions = ["d dh p1 AsKs9h", "d dh p2 ????2c", "p2 pb", "p1 cbr 5", "p2 f"]
... ''')
>>> history.replay().state.stacks
(103, 97)
"""

from cstud.phh.document import (
    GAME_VARIANTS,
    RAKE_FIELD,
    RULES_FIELD,
    VARIANTS,
    HandHistory,
    read_phh,
    read_phhs,
    table_lines,
    write_phh,
    write_phhs,
)
from cstud.phh.errors import FailureKind, PHHError
from cstud.phh.replay import Replay, replay_history
from cstud.showdown import CHIP_LIMIT  # the engine's, re-exported: PHH amounts stay below it

__all__ = [
    "CHIP_LIMIT",
    "GAME_VARIANTS",
    "RAKE_FIELD",
    "RULES_FIELD",
    "VARIANTS",
    "FailureKind",
    "HandHistory",
    "PHHError",
    "Replay",
    "read_phh",
    "read_phhs",
    "replay_history",
    "table_lines",
    "write_phh",
    "write_phhs",
]
