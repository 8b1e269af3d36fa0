"""A small XML tree that remembers each element's lines, for error messages that name them.

Two entry points: :func:`parse_xml` reads a whole document, and :func:`parse_games` does the
same but, when the document is not well-formed, reads each ``<game>`` element on its own, so
that one damaged byte costs only the game it is in (the site files are one game after another,
with nothing in a game that refers to another one).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple
from xml.parsers import expat

from cstud.histories._games import OtherGame
from cstud.histories.model import Hand, HistoryError


class XmlGame(NamedTuple):
    """A stud game of an XML file, known by its header alone (its hand number, read from its
    ``<game>`` tag, and its line): ``read()`` reads the rest, which a re-import of the hands
    stored already never asks for. It may raise, as a hand's parse does (wrap it in
    ``guarded``)."""

    hand_id: str
    line: int
    read: Callable[[], Hand]


XmlResult = XmlGame | HistoryError | OtherGame
"""What an XML reader gives for each game: the game to read, its error, or its other game."""


@dataclass(eq=False)
class Element:
    """An XML element: its tag, attributes, children, text and lines in the file.

    ``error`` is set (and nothing else is) on a stand-in for a ``<game>`` that could not be
    read: see :func:`parse_games`.
    """

    tag: str
    attrib: dict[str, str]
    line: int
    children: list[Element] = field(default_factory=list)
    text: str = ""
    end_line: int = 0       # the line of the closing tag (0 until it is read)
    error: HistoryError | None = None

    def find_all(self, tag: str) -> list[Element]:
        return [child for child in self.children if child.tag == tag]

    def find(self, tag: str) -> Element | None:
        return next((child for child in self.children if child.tag == tag), None)

    def iter(self, tag: str) -> list[Element]:
        """Every element with this tag below this one, in document order.

        A walk with its own stack rather than recursion: a file may nest elements deeper
        than Python's recursion limit."""
        found = []
        pending = list(reversed(self.children))
        while pending:
            element = pending.pop()
            if element.tag == tag:
                found.append(element)
            pending.extend(reversed(element.children))
        return found


def _strip_declaration(text: str) -> str:
    """The text without a byte-order mark and XML declaration (the text is already decoded);
    the rest of the declaration's line stays, so line numbers stay the file's."""
    body = text.lstrip("\ufeff")
    if body.startswith("<?xml") and "?>" in body:
        body = body[body.index("?>") + 2:]
    return body


def _parse(body: str, source: str, first_line: int, *,
           complete: bool) -> tuple[Element, list[Element]]:
    """body's elements under a synthetic ``<document>`` root, lines counted from first_line,
    and the elements still open at the end (outermost first, the root included).

    complete: the body must be a whole document; else it is a fragment, and elements still
    open where it ends are closed there. Raises HistoryError with the line of any XML error.
    """
    offset = first_line - 1
    top = Element("", {}, first_line)
    stack = [top]
    # Each open element's text as chunks, joined once when it closes: expat hands over one
    # chunk per line, and adding them to a str one by one would be quadratic.
    texts: list[list[str]] = [[]]
    parser = expat.ParserCreate()

    def start(tag: str, attrib: dict[str, str]) -> None:
        element = Element(tag, attrib, parser.CurrentLineNumber + offset)
        stack[-1].children.append(element)
        stack.append(element)
        texts.append([])

    def end(tag: str) -> None:
        element = stack.pop()
        element.text = "".join(texts.pop())
        element.end_line = parser.CurrentLineNumber + offset

    def data(chunk: str) -> None:
        texts[-1].append(chunk)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    try:
        parser.Parse("<document>" + body + ("</document>" if complete else ""), complete)
    except expat.ExpatError as error:
        raise HistoryError(f"not well-formed XML: {expat.ErrorString(error.code)}",
                           source=source, line=error.lineno + offset) from None
    last_line = parser.CurrentLineNumber + offset
    still_open = stack[1:]
    for element, chunks in zip(still_open, texts[1:], strict=True):
        element.text = "".join(chunks)
        element.end_line = last_line
    if not top.children:  # pragma: no cover - the synthetic root is always there
        raise HistoryError("not well-formed XML: no element", source=source, line=first_line)
    return top.children[0], still_open


def parse_xml(text: str, source: str) -> Element:
    """The document's elements under one synthetic root (files may hold several top-level
    elements, as Merge files do). Raises HistoryError with the line of any XML error."""
    document, _ = _parse(_strip_declaration(text), source, 1, complete=True)
    return document


_GAME_START = re.compile(r"<game[\s>/]")
_GAME_END = re.compile(r"</game\s*>")
_START_TAG = re.compile(r"<[A-Za-z_]")


def _cut_off(document: Element, source: str, line: int) -> HistoryError:
    """The error for a game with no closing tag, naming it by its id where it has one."""
    attrib = document.children[0].attrib if document.children else {}
    hand_id = attrib.get("gamecode") or attrib.get("id")   # iPoker's, Merge's
    return HistoryError("the game is cut off: it has no </game>", source=source,
                        hand_id=hand_id, line=line)


def parse_games(text: str, source: str) -> Element:
    """:func:`parse_xml`, or, for a document that is not well-formed, the same tree read one
    ``<game>`` element at a time.

    Each game is read from its ``<game`` to its ``</game>``; one that does not reach its
    ``</game>`` before the next game or the end of the file is cut off. A game that is not
    well-formed, or cut off, is replaced by an Element with its HistoryError as ``error``.
    The games are placed in the element open where the first game starts (iPoker's
    ``<session>``, Merge's top level). Raises HistoryError when the part before the first
    game cannot be read (also when the first game's own ``<game`` tag is damaged, since that
    is where the part ends), or there is no game to read.
    """
    try:
        return parse_xml(text, source)
    except HistoryError:
        starts = [match.start() for match in _GAME_START.finditer(text)]
        if not starts:
            raise
    document, still_open = _parse(_strip_declaration(text[:starts[0]]), source, 1,
                                  complete=False)
    container = still_open[-1] if still_open else document
    line = 1 + text.count("\n", 0, starts[0])
    for number, start in enumerate(starts):
        following = starts[number + 1] if number + 1 < len(starts) else len(text)
        closing = _GAME_END.search(text, start, following)
        end = closing.end() if closing is not None else following
        try:
            game, _ = _parse(text[start:end], source, line, complete=closing is not None)
            if closing is None:  # well-formed as far as it goes, but never closed
                raise _cut_off(game, source, line + text.count("\n", start, end))
            container.children.extend(game.children)
        except HistoryError as error:
            container.children.append(Element("game", {}, line, end_line=line, error=error))
        line += text.count("\n", start, end)
        between = text[end:following]
        if _START_TAG.search(between):  # a Merge <description> between two games
            try:
                part, _ = _parse(between, source, line, complete=True)
                container.children.extend(part.children)
            except HistoryError as error:
                container.children.append(Element("game", {}, line, end_line=line,
                                                  error=error))
        line += between.count("\n")
    return document
