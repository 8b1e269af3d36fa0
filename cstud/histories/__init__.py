"""Seven Card Stud, Razz and Stud Hi/Lo hands from poker sites' hand histories.

Reads PokerStars (cash, tournament, home game, and the stud hands of mixed games such as
8-Game and HORSE), Full Tilt, ACR/Winning Poker Network, Bovada, PartyPoker, Absolute, OnGame,
KingsClub and Winamax text files, and Merge and iPoker XML files. Each hand's game comes from
its own header (:attr:`Hand.game`); the hands of other games in a file are skipped and
counted (``other_games``). Amounts are ints in cents (cash) or chips (tournaments); see
:mod:`cstud.histories.model` for the data model, :func:`check_money` for the money check
against the site's payouts, :func:`replay_hand` for the replay through the engine under the
site's rules and :func:`to_phh` for the hand as PHH.

Typical use::

    from cstud.histories import HistoryError, check_money, read_histories, replay_hand
    for hand in read_histories("HH20240101 Stud Hi-Lo.txt", strict=False):
        if isinstance(hand, HistoryError):
            print(hand)              # file, hand number, line: what is wrong
        else:
            print(hand.hand_id, check_money(hand).verdict, replay_hand(hand).verdict)

How the parsers are built: ``_formats`` finds which site wrote a file (each site's ``START``
line) and cuts it into one ``_block.Block`` per hand. A text site's module (``pokerstars.py``
is the model) is one ``_text.TextReader`` subclass: its ``begin()`` reads the header, and its
tables of ``(pattern, handler)`` rules say what each kind of line means (seats, cards dealt,
a player's actions, the summary). The shared reader walks the lines and gives each to the
first rule that takes it; the shared handlers feed a ``_build.HandBuilder``, which checks the
hand as it grows (turn order, what a call costs, stacks, cards) and builds the :class:`Hand`.
What one site alone does is a method of its reader, or a hook it overrides (where its street
headings fall, how it writes an amount), with a comment quoting the line that shows it. The
XML formats (``merge.py``, ``ipoker.py``) walk an element tree (``_xml.py``) and feed the
same builder.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Literal, overload

from cstud.game.actions import ActionKind
from cstud.histories._formats import (
    HandHeader,
    hand_documents,
    hand_starts,
    iter_blocks,
    iter_headers,
    parse_blocks,
    read_text,
)
from cstud.histories.check import Difference, MoneyCheck, Verdict, check_money
from cstud.histories.model import (
    Action,
    Award,
    Hand,
    HistoryError,
    Seat,
    Stakes,
    Street,
)
from cstud.histories.replay import SITE_PRESETS, ReplayCheck, replay_hand, to_phh

__all__ = [
    "SITE_PRESETS",
    "Action",
    "ActionKind",
    "Award",
    "Difference",
    "Hand",
    "HandHeader",
    "HistoryError",
    "MoneyCheck",
    "ReplayCheck",
    "Seat",
    "Stakes",
    "Street",
    "Verdict",
    "check_money",
    "hand_documents",
    "hand_starts",
    "iter_hand_headers",
    "iter_histories",
    "parse_histories",
    "read_histories",
    "read_text",
    "replay_hand",
    "to_phh",
]


@overload
def parse_histories(text: str, *, source: str = ..., strict: Literal[True] = ...,
                    other_games: Counter[str] | None = ...) -> list[Hand]:
    ...


@overload
def parse_histories(text: str, *, source: str = ..., strict: Literal[False],
                    other_games: Counter[str] | None = ...) -> list[Hand | HistoryError]:
    ...


def parse_histories(text: str, *, source: str = "<text>", strict: bool = True,
                    other_games: Counter[str] | None = None
                    ) -> list[Hand] | list[Hand | HistoryError]:
    """The Seven Card Stud, Razz and Stud Hi/Lo hands in a history text, in file order
    (:attr:`Hand.game` says which game each is).

    Each hand of another game (hold'em, Omaha, 2-7 razz, five-card stud, draw...) is skipped;
    give a ``collections.Counter`` as ``other_games`` to have them counted in it by game
    ("Hold'em": 12).

    With ``strict`` (the default) the first hand that cannot be read raises a
    :class:`HistoryError` naming ``source``, the hand number and the line. With
    ``strict=False`` every hand is read: the list holds each hand or the HistoryError that
    stopped it, so one bad hand does not hide the others. Raises TypeError when ``text`` is
    not a str (:func:`read_histories` reads and decodes a file).
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be a history's text (str), not {type(text).__name__}; "
                        "read_histories(path) reads a file")
    if not isinstance(source, str):
        raise TypeError(f"source must be a str naming the text, not {type(source).__name__}")
    results = parse_blocks(text, source, other_games)
    if not strict:
        return results
    hands: list[Hand] = []
    for result in results:
        if isinstance(result, HistoryError):
            raise result
        hands.append(result)
    return hands


@overload
def read_histories(path: str | Path, *, strict: Literal[True] = ...,
                   other_games: Counter[str] | None = ...) -> list[Hand]:
    ...


@overload
def read_histories(path: str | Path, *, strict: Literal[False],
                   other_games: Counter[str] | None = ...) -> list[Hand | HistoryError]:
    ...


def read_histories(path: str | Path, *, strict: bool = True,
                   other_games: Counter[str] | None = None
                   ) -> list[Hand] | list[Hand | HistoryError]:
    """The stud hands in a history file (UTF-8, UTF-16 or Windows text); see
    :func:`parse_histories` for ``strict`` and ``other_games``."""
    text = read_text(path)
    if strict:
        return parse_histories(text, source=str(path), other_games=other_games)
    return parse_histories(text, source=str(path), strict=False, other_games=other_games)


def iter_histories(text: str, *, source: str = "<text>",
                   other_games: Counter[str] | None = None, first_line: int = 1
                   ) -> tuple[int, Iterator[Hand | HistoryError]]:
    """The number of hands in ``text`` (of every game) and an iterator over what
    ``parse_histories(text, strict=False)`` gives, reading each hand only as it is reached:
    a reader of a long file (an import into the hand database) need not hold every hand at
    once. Give it :func:`read_text`'s text for a file's; :func:`hand_documents` gives each
    hand as a document of its own. ``first_line`` is the number in its file of the text's
    first line (the text a file grew by, read on its own, keeps the file's line numbers)."""
    return iter_blocks(text, source, other_games, first_line=first_line)


def iter_hand_headers(text: str, *, source: str = "<text>",
                      other_games: Counter[str] | None = None, first_line: int = 1
                      ) -> tuple[int, Iterator[HandHeader | HistoryError]]:
    """:func:`iter_histories` with only each hand's header read: the number of hands in
    ``text`` (of every game) and an iterator over a :class:`HandHeader` per stud hand (its
    site and hand number; :meth:`HandHeader.read` reads the rest of it) or the HistoryError
    that stopped its header. A reader that wants only some hands (the hand database skips
    those it holds) reads only those; the hands of other games are counted in
    ``other_games`` from their headers."""
    return iter_headers(text, source, other_games, first_line=first_line)
