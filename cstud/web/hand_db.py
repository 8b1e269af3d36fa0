"""The hand database behind ``cstud serve --db DB``: the one interface the web app needs.

The web app reads nothing from disk but this database, opened once at start. It needs two
things of it, which :class:`HandSource` names: a list of hands to pick from, and one hand's
history text (PHH, or the site's own text), which the app replays like a pasted one.

The database itself lives in ``cstud.db`` (the hand-database feature, installed separately
or not at all). It offers the web app a HandSource through one function::

    cstud.db.open_hand_source(db: str) -> HandSource     # db: a file path or a URL

When ``cstud.db`` is not there, or has no ``open_hand_source``, :func:`open_hand_source`
raises :class:`HandSourceError` saying so, and ``cstud serve --db`` stops with that message.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Protocol, runtime_checkable


class HandSourceError(Exception):
    """The database cannot be opened or read, or a hand is not in it."""


@runtime_checkable
class HandSource(Protocol):
    """A store of hands the replayer page can list and replay."""

    def hands(self, limit: int) -> Sequence[tuple[str, str]]:
        """Up to ``limit`` hands, newest first, as (hand id, label to show)."""
        ...

    def history(self, hand_id: str) -> str:
        """The hand's history as text (PHH or the site's text); HandSourceError if absent."""
        ...


def open_hand_source(db: str) -> HandSource:
    """The hand database at ``db`` (a path or URL), through ``cstud.db.open_hand_source``."""
    try:
        module = importlib.import_module("cstud.db")
    except ImportError as error:
        raise HandSourceError(f"--db needs cstud's hand database (the cstud.db module), which "
                              f"this installation does not have ({error})") from None
    opener = getattr(module, "open_hand_source", None)
    if opener is None:
        raise HandSourceError("this cstud.db has no open_hand_source(db): its hands cannot be "
                              "shown in the browser yet")
    try:
        source = opener(db)
    except Exception as error:  # the database's own errors, whatever its backend raises
        raise HandSourceError(f"cannot open the hand database {db}: {error}") from None
    if not isinstance(source, HandSource):
        raise HandSourceError("cstud.db.open_hand_source did not return a HandSource")
    return source
