"""Serving the web app with uvicorn, hardened against slow and idle connections.

uvicorn bounds neither the time a client may take to send a request's headers nor the number
of connections it keeps open: a few hundred clients that each send a header a byte at a time
would use up the process's file descriptors, and the server would stop accepting anyone.
:func:`make_server` therefore runs uvicorn's own HTTP protocol with two additions
(:class:`_GuardedH11`): a connection that has not sent a whole request's headers within
``header_seconds`` (from its opening, or from the end of its previous answer) is closed, and
when ``max_connections`` are open, a new connection makes room by closing the connection
that has waited longest without sending a request (or is itself closed when every open
connection has a request in progress). The process's open-file limit is raised to its hard
limit, and asyncio's "out of system resource" error is logged once a minute, not once per try.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol


@dataclass(frozen=True)
class ServerLimits:
    """What the server allows a connection (the requests themselves: ``web.api.Limits``).

    header_seconds: the most time a connection may take to send a request's headers.
    keep_alive_seconds: how long an idle connection is kept open after an answer.
    max_connections: the most connections open at once (each holds a file descriptor).
    """

    header_seconds: float = 10.0
    keep_alive_seconds: float = 5.0
    max_connections: int = 512


class _GuardedH11(H11Protocol):
    """uvicorn's h11 protocol, with a time limit for headers and a cap on connections."""

    limits = ServerLimits()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None
        self.waiting_since: float | None = None     # waiting for a request's headers

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.limits.max_connections:
            self._make_room()
        self._await_headers()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_timer()
        super().connection_lost(exc)

    def handle_events(self) -> None:
        cycle = self.cycle
        super().handle_events()
        if self.cycle is not cycle:         # a request's headers have arrived
            self._stop_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._await_headers()

    def _await_headers(self) -> None:
        self._stop_timer()
        self.waiting_since = time.monotonic()
        self._header_timer = self.loop.call_later(self.limits.header_seconds, self._close)

    def _stop_timer(self) -> None:
        self.waiting_since = None
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _close(self) -> None:
        self._stop_timer()
        if not self.transport.is_closing():
            self.transport.close()

    def _make_room(self) -> None:
        """Close the connection that has waited longest for a request (maybe this one)."""
        waiting = [protocol for protocol in self.connections
                   if isinstance(protocol, _GuardedH11) and protocol is not self
                   and protocol.waiting_since is not None]
        if waiting:
            min(waiting, key=lambda protocol: protocol.waiting_since or 0.0)._close()
        else:
            self.transport.close()


class _Once(logging.Filter):
    """Lets a repeated log message through once a minute."""

    def __init__(self, every: float = 60.0) -> None:
        super().__init__()
        self.every = every
        self.last: dict[str, float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        now = time.monotonic()
        if now - self.last.get(message, -self.every) < self.every:
            return False
        self.last[message] = now
        return True


def _raise_file_limit() -> None:
    """Raise the soft open-file limit to the hard one, where the system has the notion."""
    try:
        import resource
    except ImportError:         # Windows
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 1 << 16)
    if soft != resource.RLIM_INFINITY and soft < hard:
        with contextlib.suppress(ValueError, OSError):     # not allowed here: keep it
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def make_server(app: Any, limits: ServerLimits = ServerLimits()) -> uvicorn.Server:
    """A uvicorn server for ``app`` with the connection limits of ``limits``."""
    _raise_file_limit()
    guarded = type("GuardedH11", (_GuardedH11,), {"limits": limits})
    logging.getLogger("asyncio").addFilter(_Once())
    config = uvicorn.Config(app, http=guarded, log_level="warning", access_log=False,
                            timeout_keep_alive=int(limits.keep_alive_seconds) or 1,
                            # uvicorn's own cap answers 503 once as many connections or
                            # tasks are open; the connections are capped below it already
                            limit_concurrency=2 * limits.max_connections + 1,
                            h11_max_incomplete_event_size=16 * 1024)
    return uvicorn.Server(config)
