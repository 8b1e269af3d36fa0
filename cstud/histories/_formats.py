"""Which site wrote a file, and where each of its hands begins."""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from types import ModuleType

from cstud.histories import (
    absolute,
    acr,
    bovada,
    everleaf,
    fulltilt,
    ipoker,
    kingsclub,
    merge,
    ongame,
    partypoker,
    pokerstars,
    winamax,
    winning,
)
from cstud.histories._block import Block
from cstud.histories._build import guarded
from cstud.histories._games import OtherGame
from cstud.histories._text import TextReader, required_text
from cstud.histories._xml import XmlGame, XmlResult
from cstud.histories.model import Hand, HistoryError

FORMATS: tuple[type[TextReader], ...] = (
    pokerstars.Reader, fulltilt.Reader, acr.Reader, bovada.Reader, partypoker.Reader,
    absolute.Reader, ongame.Reader, kingsclub.Reader, winamax.Reader, winning.Reader,
    everleaf.Reader)


def detect(lines: list[str]) -> type[TextReader] | None:
    """The format whose hand-start line appears first in the text, or None."""
    for line in lines:
        text = line.strip().lstrip("\ufeff")
        if not text:
            continue
        for fmt in FORMATS:
            if fmt.START.match(text):
                return fmt
    return None


def split(lines: list[str], fmt: type[TextReader], source: str) -> list[Block]:
    """The text cut into one block per hand, at the format's start lines."""
    marked = any("\ufeff" in line for line in lines)
    return list(_blocks(tuple(lines), _starts(lines, fmt), source, marked=marked))


def _starts(lines: list[str], fmt: type[TextReader]) -> list[int]:
    """The indexes of the lines where the format's hands start."""
    start_line = fmt.START.match
    # Every start line contains the pattern's literal words: the pattern is tried only on
    # the lines that do (most lines of a hand do not).
    needs = required_text(fmt.START) or ""
    starts = [i for i, line in enumerate(lines)
              if needs in line and start_line(line.strip().lstrip("\ufeff"))]
    if fmt.START_LINES_JOIN:
        starts = [i for n, i in enumerate(starts)
                  if n == 0 or any(line.strip() for line in lines[starts[n - 1] + 1:i])]
    return starts


def hand_starts(lines: list[str]) -> list[int] | None:
    """The indexes of the lines where a text history's hands start, in the format whose
    start line comes first; None when no format's start line is there (not a site's text
    history). For a reader that takes whole hands from a file as it grows (``cstud import
    --watch``) without knowing any site's layout."""
    fmt = detect(lines)
    return None if fmt is None else _starts(lines, fmt)


def _blocks(lines: tuple[str, ...], starts: list[int], source: str, *,
            marked: bool, first_line: int = 1) -> Iterator[Block]:
    """The block of each hand, made as it is reached. The lines come from str.splitlines(),
    which leaves no line break in any line; only a byte-order mark (U+FEFF) may have to be
    taken off the start of a line, when the text holds one (``marked``). ``first_line`` is
    the number in the file of the text's first line."""
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(lines)
        block_lines = tuple(line.lstrip("\ufeff") for line in lines[start:end]) if marked \
            else lines[start:end]
        yield Block(source, start + first_line, block_lines)


class _History:
    """A history text as the dispatcher found it: the one place that tells which format
    wrote a text (an XML session of iPoker or Merge, a site's text format by the start line
    that comes first, or none) and sends its hands to that format's reader. Everything that
    reads histories comes through here (:func:`iter_blocks` for check-history and the web
    page, :func:`iter_headers` for the import, :func:`hand_documents` for what it stores),
    so a format is never told apart in two ways.

    The text formats' lines and hands are found only when asked for (the import asks this
    of the same text twice), and each hand is cut as it is reached."""

    def __init__(self, text: str, source: str, first_line: int) -> None:
        self.text = _without_padding(text)
        self.source = source
        self.first_line = first_line
        self.xml = _xml_format(self.text)
        self._games: list[XmlResult] | None = None

    def _xml_games(self) -> list[XmlResult]:
        """Every game of the XML history (the file read as one tree, once), each stud game
        by its header, read whole only when asked."""
        assert self.xml is not None
        if self._games is None:
            try:
                self._games = self.xml.games(self.text, self.source)
            except HistoryError as error:  # the file's header is not well-formed XML
                self._games = [error]
        return self._games

    def _text(self) -> tuple[type[TextReader] | None, int, Iterator[Block]]:
        """The text format (None when no format reads it), its number of hands and their
        blocks, cut as they are reached."""
        lines = self.text.splitlines()
        fmt = detect(lines)
        if fmt is None:
            return None, 0, iter(())
        starts = _starts(lines, fmt)
        # The blocks are cut as the hands are read, from the lines kept in a tuple: a tuple
        # of strings is left alone by Python's garbage collector, a list of them would be
        # scanned over and over while a long file is imported.
        blocks = _blocks(tuple(lines), starts, self.source, marked="\ufeff" in self.text,
                         first_line=self.first_line)
        return fmt, len(starts), blocks

    def results(self) -> tuple[int, Iterator[Hand | HistoryError | OtherGame]]:
        """The number of hands (of every game) and each hand read in file order."""
        if self.xml is not None:
            games = self._xml_games()
            source = self.source
            return len(games), (guarded(game.read, source, game.line)
                                if isinstance(game, XmlGame) else game for game in games)
        fmt, count, blocks = self._text()
        if fmt is None:
            return 1, iter([_not_a_history(self.source)])
        source = self.source
        return count, (guarded(partial(fmt.parse, block), source, block.first_line)
                       for block in blocks)

    def headers(self, other_games: Counter[str] | None
                ) -> tuple[int, Iterator[HandHeader | HistoryError]]:
        """The number of hands and each stud hand's header (see :func:`iter_headers`)."""
        if self.xml is not None:
            games = self._xml_games()
            return len(games), _xml_headers(self.xml.SITE, games, self.source, other_games)
        fmt, count, blocks = self._text()
        if fmt is None:
            return 1, iter([_not_a_history(self.source)])
        return count, _text_headers(fmt, blocks, self.source, other_games)

    def documents(self) -> Callable[[Hand], str] | None:
        """See :func:`hand_documents`."""
        if self.xml is None:
            return None
        return _XmlDocuments(self.text, self.xml is ipoker).document


def parse_blocks(text: str, source: str,
                 other_games: Counter[str] | None = None) -> list[Hand | HistoryError]:
    """Every Stud, Razz and Stud Hi/Lo hand in the text, or the error that stopped it, in
    file order; the hands of other games are counted in ``other_games`` by game."""
    return list(iter_blocks(text, source, other_games)[1])


def iter_blocks(text: str, source: str, other_games: Counter[str] | None = None, *,
                first_line: int = 1) -> tuple[int, Iterator[Hand | HistoryError]]:
    """The number of hands in the text (of every game) and an iterator over
    :func:`parse_blocks`' results that reads each hand as it is reached, so that a reader of
    a long file need not hold every hand at once. Each hand of a game the engine does not
    play is skipped and, when ``other_games`` is given, counted in it by game as it is
    reached. A text history's ``first_line`` is the number of the text's first line in its
    file (the text a file grew by, read on its own, keeps the file's line numbers)."""
    count, results = _History(text, source, first_line).results()
    return count, _counted(results, other_games)


class HandHeader:
    """A hand of a history whose header has been read and whose other lines have not: its
    ``site`` and the site's ``hand_id`` (what names the hand), the ``line`` it starts at,
    and :meth:`read`, which reads the rest. A reader that wants only some of a file's hands
    (the hand database, skipping the hands it holds already) reads only those. (An XML
    file is read as one tree, whose ``<game>`` tags are the headers; each game is read into
    a hand only by :meth:`read`.)"""

    __slots__ = ("_read", "hand_id", "line", "site")

    def __init__(self, site: str, hand_id: str, line: int,
                 read: Callable[[], Hand | HistoryError]) -> None:
        self.site = site
        self.hand_id = hand_id
        self.line = line
        self._read = read

    def read(self) -> Hand | HistoryError:
        """The hand, or the HistoryError that stopped it (as :func:`iter_blocks` gives it)."""
        return self._read()

    def __repr__(self) -> str:
        return f"HandHeader({self.site!r}, {self.hand_id!r}, line {self.line})"


def iter_headers(text: str, source: str, other_games: Counter[str] | None = None, *,
                 first_line: int = 1) -> tuple[int, Iterator[HandHeader | HistoryError]]:
    """:func:`iter_blocks` with each hand's header read and the rest left to
    :meth:`HandHeader.read`: the number of hands in the text (of every game) and an iterator
    over each stud hand's header, or the HistoryError that stopped the header (a hand of
    another game is counted in ``other_games`` from its header alone)."""
    return _History(text, source, first_line).headers(other_games)


def _text_headers(fmt: type[TextReader], blocks: Iterator[Block], source: str,
                  other_games: Counter[str] | None) -> Iterator[HandHeader | HistoryError]:
    for block in blocks:
        begun = guarded(partial(fmt.begun, block), source, block.first_line)
        if isinstance(begun, OtherGame):
            if other_games is not None:
                other_games[begun.game] += 1
        elif isinstance(begun, HistoryError):
            yield begun
        else:
            yield HandHeader(fmt.SITE, begun.b.hand_id, block.first_line,
                             partial(guarded, begun.read_hand, source, block.first_line))


def _xml_headers(site: str, games: list[XmlResult], source: str,
                 other_games: Counter[str] | None) -> Iterator[HandHeader | HistoryError]:
    """The headers of an XML file's games (read with the file's tree; each game's own
    reading is left to :meth:`HandHeader.read`)."""
    for game in games:
        if isinstance(game, OtherGame):
            if other_games is not None:
                other_games[game.game] += 1
        elif isinstance(game, HistoryError):
            yield game
        else:
            yield HandHeader(site, game.hand_id, game.line,
                             partial(guarded, game.read, source, game.line))


def _without_padding(text: str) -> str:
    """The text without NUL bytes: some sites pad their files with them, they mean nothing."""
    return text.replace("\0", "") if "\0" in text else text


def _xml_format(text: str) -> ModuleType | None:
    """The XML format that wrote the text (its module, ``ipoker`` or ``merge``), or None."""
    return ipoker if ipoker.is_ipoker(text) else merge if merge.is_merge(text) else None


def _not_a_history(source: str) -> HistoryError:
    return HistoryError(
        "not a hand history in any format cstud reads (PokerStars, Full Tilt, "
        "ACR/Winning, Bovada, PartyPoker, Absolute, OnGame, KingsClub, Winamax, Everleaf, "
        "Merge and iPoker XML)", source=source, line=1)


def _counted(results: Iterator[Hand | HistoryError | OtherGame],
             other_games: Counter[str] | None) -> Iterator[Hand | HistoryError]:
    """The hands and errors of ``results``; each other game counted in ``other_games``."""
    for result in results:
        if isinstance(result, OtherGame):
            if other_games is not None:
                other_games[result.game] += 1
        else:
            yield result


def read_text(path: str | Path) -> str:
    """A history file's text: UTF-8 or UTF-16 (with a byte-order mark), else Latin-1 style
    Windows text, as the sites wrote them. Bytes that do not decode (a UTF-16 file cut off
    in the middle of a character) become U+FFFD, so the hand they are in is reported."""
    data = Path(path).read_bytes()
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", errors="replace")
    if len(data) >= 4 and data[1] == 0 and data[3] == 0:  # UTF-16 LE without a mark
        return data.decode("utf-16-le", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def hand_documents(text: str) -> Callable[[Hand], str] | None:
    """For a file's text, the function that gives each of its hands as a document that reads
    as that hand alone (the database stores it), or None when each hand's own text is one:
    in the XML formats a hand's game needs the header its file gives it (see
    ``_XmlDocuments``)."""
    return _History(text, "<text>", 1).documents()


_GAME_TAG = re.compile(r"<game[\s>]")


class _XmlDocuments:
    """A document of one game of an XML history, which reads as that hand alone. The game's
    own text does not: iPoker keeps a session's stakes and table in a header its games
    share, Merge the stakes in a ``<description>`` before its games. So the document is,
    for iPoker, the file's prolog, the session's header, the game and the closing tag; for
    Merge, the description the game follows and the game."""

    def __init__(self, text: str, is_ipoker: bool | None = None) -> None:
        self.lines = text.splitlines()
        # iPoker or Merge, as the dispatcher told it (else told here)
        self.ipoker = ipoker.is_ipoker(text) if is_ipoker is None else is_ipoker
        tag = "<session" if self.ipoker else "<description"
        self.starts = [number for number, line in enumerate(self.lines) if tag in line]
        # Where each header ends, found in one walk over the lines (not a scan from each
        # header, which would cost headers times lines on a file of unclosed headers): for
        # iPoker the session's first game, for Merge the line that closes the description.
        if self.ipoker:
            ends = [number for number, line in enumerate(self.lines) if _GAME_TAG.search(line)]
        else:
            ends = [number + 1 for number, line in enumerate(self.lines)
                    if "/>" in line or "</description>" in line]
        self.ends = []
        for start in self.starts:
            index = bisect.bisect_left(ends, start + (0 if self.ipoker else 1))
            self.ends.append(ends[index] if index < len(ends) else
                             len(self.lines) if self.ipoker else start + 1)

    def document(self, hand: Hand) -> str:
        index = bisect.bisect_right(self.starts, hand.line - 1) - 1
        if index < 0:
            return hand.text
        header = self.lines[self.starts[index]:self.ends[index]]
        opening = _GAME_TAG.search(hand.text)
        game = hand.text if opening is None else hand.text[opening.start():]
        close = game.rfind("</game>")
        game = game if close < 0 else game[:close + len("</game>")]
        if not self.ipoker:
            return "\n".join([*header, game, ""])
        return "\n".join([*self.lines[:self.starts[0]], *header, game, "</session>", ""])
