"""The hand database as the web app's hand source (``cstud serve --db DB``).

The web app reads nothing from disk but this database, opened once at start. It needs two
things of it, which :class:`HandSource` names: a list of hands to pick from, and one hand's
history text (PHH, or the site's own text), which the app replays like a pasted one. A source
may also give a stored hand's results (:meth:`DatabaseHandSource.results`: the nets, all-in
and luck adjusted), which the replayer shows beside the replay.
:func:`open_hand_source` gives it a :class:`DatabaseHandSource`: the stored hands, newest
first, and each hand's history as the importer stored it. It only reads; each call opens its
own connection, so the web app's worker threads never share one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from cstud.db.database import DatabaseError, _without_password, connect

MAX_LIST = 10_000
"""The most hands one listing returns, whatever limit is asked for."""

_LIST = (
    "SELECT h.id, h.site, h.site_hand_id, h.game, h.played_at, h.players, h.table_name "
    "FROM hands h JOIN hand_texts t ON t.hand_id = h.id {where}"
    # Hands with no time last on both databases (SQLite and PostgreSQL sort NULL apart).
    "ORDER BY (h.played_at IS NULL), h.played_at DESC, h.id DESC LIMIT ?")
_FILTERS = "SELECT DISTINCT site, game FROM hands ORDER BY site, game"
_TEXT = "SELECT text FROM hand_texts WHERE hand_id = ?"
_RESULTS = ("SELECT s.player, s.net, s.allin_adjusted_net, f.luck_net, f.luck_adjusted "
            "FROM seats s JOIN seat_facts f ON f.hand_id = s.hand_id AND f.seat = s.seat "
            "WHERE s.hand_id = ? ORDER BY s.seat")


class HandSourceError(Exception):
    """The database cannot be opened or read, or a hand is not in it."""


@runtime_checkable
class HandSource(Protocol):
    """A store of hands the replayer page can list and replay."""

    def hands(self, limit: int, *, site: str | None = None,
              game: str | None = None) -> Sequence[tuple[str, str]]:
        """Up to ``limit`` hands, newest first, as (hand id, label to show): only the
        hands of ``site`` and of ``game`` (stud8, stud, razz) when they are given."""
        ...

    def filters(self) -> tuple[Sequence[str], Sequence[str]]:
        """The sites and the games the store has hands of, for the page to filter by."""
        ...

    def history(self, hand_id: str) -> str:
        """The hand's history as text (PHH or the site's text); HandSourceError if absent."""
        ...


class DatabaseHandSource:
    """The hands of the database at ``location`` (an SQLite path or a PostgreSQL URL)."""

    def __init__(self, location: str) -> None:
        self.location = location

    def hands(self, limit: int, *, site: str | None = None,
              game: str | None = None) -> Sequence[tuple[str, str]]:
        """Up to ``limit`` (at most :data:`MAX_LIST`) stored hands, newest first, as
        (hand id, label): the site and its hand number, the time, the game and the players;
        only ``site``'s and ``game``'s hands when they are given."""
        limit = max(0, min(int(limit), MAX_LIST))
        given = [(column, value) for column, value in (("site", site), ("game", game))
                 if value is not None]
        where = ("WHERE " + " AND ".join(f"h.{column} = ?" for column, _ in given) + " "
                 if given else "")
        try:
            with connect(self.location, read_only=True) as database:
                rows = database.query(_LIST.format(where=where),
                                      (*[value for _, value in given], limit))
        except DatabaseError as error:
            raise HandSourceError(str(error)) from None
        return [(str(row[0]), _label(*row[1:])) for row in rows]

    def filters(self) -> tuple[Sequence[str], Sequence[str]]:
        """The sites and the games of the stored hands, each sorted."""
        try:
            with connect(self.location, read_only=True) as database:
                rows = database.query(_FILTERS)
        except DatabaseError as error:
            raise HandSourceError(str(error)) from None
        return sorted({str(row[0]) for row in rows}), sorted({str(row[1]) for row in rows})

    def stats(self, *, site: str | None = None,
              game: str | None = None) -> list[dict[str, object]]:
        """Every player's statistics in each game, as ``cstud stats --json`` gives them (the
        most hands first, at most :data:`MAX_LIST` players); only ``site``'s and ``game``'s
        when they are given."""
        from cstud.db.stored import stats_in

        try:
            with connect(self.location, read_only=True) as database:
                results = stats_in(database, site=site, game=game)
        except DatabaseError as error:
            raise HandSourceError(str(error)) from None
        results = sorted(results, key=lambda result: -result.hands)[:MAX_LIST]
        return [result.as_dict() for result in results]

    def history(self, hand_id: str) -> str:
        """The stored history of the hand numbered ``hand_id`` (as :meth:`hands` gives it)."""
        if not (hand_id.isascii() and hand_id.isdigit() and len(hand_id) <= 18):
            raise HandSourceError(f"no hand {hand_id[:30]!r} in the database: hand ids are "
                                  "the numbers the hand list gives")
        try:
            with connect(self.location, read_only=True) as database:
                rows = database.query(_TEXT, (int(hand_id),))
        except DatabaseError as error:
            raise HandSourceError(str(error)) from None
        if not rows:
            raise HandSourceError(f"no hand {hand_id} in the database")
        return str(rows[0][0])


    def results(self, hand_id: str) -> list[dict[str, object]]:
        """Each seat's results in the stored hand numbered ``hand_id``, in seat order: the
        player, his net, his all-in adjusted net and his luck-adjusted net (each None where
        the hand was not adjusted). The figures are the ones stored with the hand (schema
        version 5's ``luck_net``, kept where ``luck_adjusted`` is 1), not worked out again:
        the luck adjustment costs milliseconds a hand, and the stored figure is the one
        ``cstud stats`` sums."""
        self.history(hand_id)          # the same checks of the id, and the same errors
        try:
            with connect(self.location, read_only=True) as database:
                rows = database.query(_RESULTS, (int(hand_id),))
        except DatabaseError as error:
            raise HandSourceError(str(error)) from None
        return [{"player": str(player), "net": int(net),
                 "allin_adjusted_net": None if allin is None else int(allin),
                 "luck_adjusted_net": int(luck_net) if luck_adjusted else None}
                for player, net, allin, luck_net, luck_adjusted in rows]


def _label(site: str, site_hand_id: str | None, game: str, played_at: str | None,
           players: int, table: str | None) -> str:
    """'pokerstars #164954571644 · 2017-03-09 14:23:40 · stud8 · 5 players · Table X'."""
    parts = [site if site_hand_id is None else f"{site} #{site_hand_id}"]
    if played_at is not None:
        parts.append(str(played_at))
    parts += [str(game), f"{players} players"]
    if table:
        parts.append(str(table))
    return " · ".join(parts)


def open_hand_source(db: str) -> DatabaseHandSource:
    """The hand database at ``db`` (a path or URL) for ``cstud serve --db``: it must exist
    (``cstud import`` makes one). Raises HandSourceError when it cannot be opened."""
    try:
        with connect(db, read_only=True):
            pass
    except DatabaseError as error:
        raise HandSourceError(f"cannot open the hand database {_without_password(str(db))}: "
                              f"{error}") from None
    return DatabaseHandSource(str(db))
