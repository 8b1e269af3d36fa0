"""A small XML tree that remembers each element's line, for error messages that name it."""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat

from cstud.histories.model import HistoryError


@dataclass
class Element:
    """An XML element: its tag, attributes, children, text and line in the file."""

    tag: str
    attrib: dict[str, str]
    line: int
    children: list[Element] = field(default_factory=list)
    text: str = ""

    def find_all(self, tag: str) -> list[Element]:
        return [child for child in self.children if child.tag == tag]

    def find(self, tag: str) -> Element | None:
        return next((child for child in self.children if child.tag == tag), None)

    def iter(self, tag: str) -> list[Element]:
        """Every element with this tag below this one, in document order."""
        found = []
        for child in self.children:
            if child.tag == tag:
                found.append(child)
            found += child.iter(tag)
        return found


def parse_xml(text: str, source: str) -> Element:
    """The document's elements under one synthetic root (files may hold several top-level
    elements, as Merge files do). Raises HistoryError with the line of any XML error."""
    body = text.lstrip("\ufeff")
    if body.startswith("<?xml") and "?>" in body:
        body = body[body.index("?>") + 2:]
    top = Element("", {}, 1)
    stack = [top]
    parser = expat.ParserCreate()

    def start(tag: str, attrib: dict[str, str]) -> None:
        element = Element(tag, attrib, parser.CurrentLineNumber)
        stack[-1].children.append(element)
        stack.append(element)

    def end(tag: str) -> None:
        stack.pop()

    def data(chunk: str) -> None:
        stack[-1].text += chunk

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    # The declaration is dropped (the text is already decoded) and the synthetic root opens
    # where it was, so line numbers stay the file's.
    try:
        parser.Parse("<document>" + body + "</document>", True)
    except expat.ExpatError as error:
        raise HistoryError(f"not well-formed XML: {expat.ErrorString(error.code)}",
                           source=source, line=error.lineno) from None
    return top.children[0]  # the synthetic <document>
