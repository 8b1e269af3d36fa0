"""The Starlette application of ``cstud serve``: pages, static files and the JSON API.

Every API answer is JSON, errors too (``{"error": message, "status": code}``, with ``field``
when one input is at fault) with a 4xx status (503 when the server's time limit stops the
work, or 503 with ``Retry-After`` when too many requests already wait). Requests are bounded
by :class:`cstud.web.api.Limits`: the body (a pasted or uploaded history) by
``max_body_bytes``, each request's time from its arrival by ``seconds``, and the work by a
:class:`_Queue` of worker threads (so the event loop always answers) with a bounded wait.
Cheap equity questions have a worker of their own, so they are answered at once however many
expensive ones wait, and a request whose client has gone is dropped from the queue, or
stopped at its next check if it is running. The app reads no file named by a request: the
pages come from the package, and hands from the database given at start (if any).
"""

from __future__ import annotations

import functools
import json
import string
import urllib.parse
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

import anyio
import anyio.to_thread
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from cstud.db.hand_source import HandSource, HandSourceError
from cstud.equities import GAMES
from cstud.web.api import (
    Deadline,
    Limits,
    RequestError,
    answer_equity,
    equity_question,
    range_answer,
    range_classes,
    replay_answer,
    replay_text,
)
from cstud.web.solver_api import solve_answer

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

@dataclass(frozen=True)
class _Page:
    name: str       # pages/NAME.html holds its <main>; static/NAME.js its script
    title: str      # the window's title
    label: str      # its link in the navigation bar


PAGES = {"/": _Page("equity", "Stud equity calculator", "Equity calculator"),
         "/replay": _Page("replay", "Hand replayer", "Hand replayer"),
         "/stats": _Page("stats", "Player statistics", "Statistics"),
         "/solver": _Page("solver", "Stud solver", "Solver")}
"""The pages, by path: the equity calculator, the hand replayer, the statistics and the
solver's strategy."""

# Every page's head, navigation bar and scripts, written once: each page file holds only its
# <main>. The text is all ours (no user input), so plain substitution is safe.
_SHELL = string.Template("""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>$title · cstud</title>
  <link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/static/app.css">
</head>
<body>
<header class="top">
  <div class="brand">c<span>stud</span></div>
  <nav>$nav</nav>
</header>
$main<script src="/static/common.js"></script>
<script src="/static/$name.js"></script>
</body>
</html>
""")


def _page_html(path: str) -> str:
    """The whole HTML of the page at ``path``: the shell around its file's <main>."""
    page = PAGES[path]
    main = (resources.files("cstud.web") / "pages" / f"{page.name}.html").read_text(
        encoding="utf-8")
    current = ' class="current"'
    nav = "".join(f'<a href="{other}"{current if other == path else ""}>{PAGES[other].label}</a>'
                  for other in PAGES)
    return _SHELL.substitute(title=page.title, nav=nav, main=main, name=page.name)

SECURITY_HEADERS = [
    (b"content-security-policy",
     b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
     b"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]
"""Sent with every response: the pages load nothing from elsewhere and cannot be framed."""

LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")
"""The Host names a server listening on a loopback address answers."""


class _SecurityHeaders:
    """ASGI middleware adding SECURITY_HEADERS to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, send_with_headers)


class _AllowedHosts:
    """ASGI middleware refusing (400) HTTP requests whose Host header names no allowed host
    (IPv6 literals such as ``[::1]:8000`` included)."""

    def __init__(self, app: ASGIApp, hosts: Sequence[str]) -> None:
        self.app = app
        self.hosts = {host.strip("[]").lower() for host in hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            header = dict(scope.get("headers", [])).get(b"host", b"").decode("latin-1")
            try:
                host = urllib.parse.urlsplit(f"//{header}").hostname or ""
            except ValueError:
                host = ""
            if host.lower() not in self.hosts:
                response = JSONResponse({"error": f"this server does not answer for host "
                                                  f"{header!r}", "status": 400},
                                        status_code=400)
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


class _Queue:
    """Worker threads with a bounded queue in front of them.

    A request waits for one of ``workers`` threads; when ``max_waiting`` requests already
    wait, it is refused at once (503, ``Retry-After``). While it waits or runs, the client's
    connection is watched: if the client goes, a waiting request leaves the queue and a
    running one is told to stop (its :class:`Deadline` is abandoned and the work checks it
    after every chunk)."""

    def __init__(self, workers: int, max_waiting: int, retry_after: int) -> None:
        self.limiter = anyio.CapacityLimiter(workers)
        self.max_waiting = max_waiting
        self.retry_after = retry_after
        self.waiting = 0

    def load(self) -> dict[str, int]:
        return {"running": int(self.limiter.borrowed_tokens), "waiting": self.waiting,
                "workers": int(self.limiter.total_tokens), "max_waiting": self.max_waiting}

    async def run(self, request: Request, deadline: Deadline,
                  function: Callable[[], dict[str, Any]]) -> Response:
        answer: dict[str, Any] | None = None
        error: Exception | None = None
        async with anyio.create_task_group() as group:
            group.start_soon(_watch_disconnect, request, deadline, group.cancel_scope)
            try:
                await self._take_worker()
                try:
                    deadline()      # its time may have run out while it waited
                    answer = await anyio.to_thread.run_sync(function)
                finally:
                    self.limiter.release()
            except Exception as caught:     # raised as itself, not in an ExceptionGroup
                error = caught
            group.cancel_scope.cancel()
        if error is not None:
            raise error
        if answer is None:          # the client has gone: nobody reads this
            return Response(status_code=499)
        return JSONResponse(answer)

    async def _take_worker(self) -> None:
        """A worker now, or a place in the queue to wait for one, or RequestError (503)."""
        try:
            self.limiter.acquire_nowait()
            return
        except anyio.WouldBlock:
            pass
        if self.waiting >= self.max_waiting:
            raise RequestError(f"the server is busy ({self.waiting} requests wait for a "
                               f"worker): try again in {self.retry_after} s", status=503,
                               retry_after=self.retry_after)
        self.waiting += 1
        try:
            await self.limiter.acquire()
        finally:
            self.waiting -= 1


async def _watch_disconnect(request: Request, deadline: Deadline,
                            scope: anyio.CancelScope) -> None:
    """Wait for the client to close the connection, then stop its request's work."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            deadline.abandon()
            scope.cancel()
            return


def create_app(*, limits: Limits | None = None, hand_source: HandSource | None = None,
               allowed_hosts: Sequence[str] | None = None) -> Starlette:
    """The web app. ``allowed_hosts``: the Host headers it answers (None: any), which keeps
    other web sites from reaching a server on 127.0.0.1 through DNS rebinding."""
    limits = limits or Limits()
    retry_after = max(1, round(limits.seconds))
    work = _Queue(limits.workers, limits.max_waiting, retry_after)
    quick = _Queue(1, limits.max_waiting, retry_after)
    pages = {path: _page_html(path) for path in PAGES}

    async def page(request: Request) -> Response:
        return HTMLResponse(pages[request.url.path])

    async def read_json(request: Request) -> Any:
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type != "application/json":
            raise RequestError("send the question as JSON (Content-Type: application/json)",
                               status=415)
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > limits.max_body_bytes:
            raise _too_large(limits)
        body = bytearray()
        with anyio.move_on_after(limits.seconds) as timer:
            async for chunk in request.stream():
                body += chunk
                if len(body) > limits.max_body_bytes:
                    raise _too_large(limits)
        if timer.cancelled_caught:
            raise RequestError(f"the body took longer than {limits.seconds:g} s to arrive",
                               status=408)
        try:
            return json.loads(body)
        except RecursionError:
            raise RequestError("the body is not valid JSON: its arrays or objects nest "
                               "too deeply") from None
        except (ValueError, UnicodeDecodeError) as error:
            raise RequestError(f"the body is not valid JSON: {error}") from None

    async def equity(request: Request) -> Response:
        deadline = Deadline(limits.seconds)
        question = equity_question(await read_json(request), limits)
        queue = quick if question.work <= limits.quick_work else work
        return await queue.run(request, deadline,
                               functools.partial(answer_equity, question, limits, deadline))

    async def range_combos(request: Request) -> Response:
        # One pass over the 66,300 starts per term of at most 2,000 characters: quick work.
        deadline = Deadline(limits.seconds)
        payload = await read_json(request)
        return await quick.run(request, deadline, functools.partial(range_answer, payload))

    async def replay(request: Request) -> Response:
        deadline = Deadline(limits.seconds)
        payload = await read_json(request)
        return await work.run(request, deadline,
                              functools.partial(replay_answer, payload, limits, deadline))

    async def solve_spot(request: Request) -> Response:
        deadline = Deadline(limits.seconds)
        payload = await read_json(request)
        return await work.run(request, deadline,
                              functools.partial(solve_answer, payload, limits, deadline))

    async def info(request: Request) -> Response:
        return JSONResponse({
            "games": list(GAMES), "database": hand_source is not None,
            "range_classes": range_classes(),
            "limits": {"max_body_bytes": limits.max_body_bytes,
                       "exact_limit": limits.exact_limit,
                       "default_trials": limits.default_trials,
                       "max_trials": limits.max_trials, "seconds": limits.seconds,
                       "max_replay_actions": limits.max_replay_actions,
                       "quick_work": limits.quick_work},
            "load": {"work": work.load(), "quick": quick.load()}})

    def source() -> HandSource:
        if hand_source is None:
            raise RequestError("no hand database: start the server with cstud serve --db DB",
                               status=404)
        return hand_source

    def site_and_game(request: Request) -> tuple[str | None, str | None]:
        """?site=NAME and ?game=stud8|stud|razz, checked (None where not given)."""
        site, game = request.query_params.get("site"), request.query_params.get("game")
        if game is not None and game not in GAMES:
            raise RequestError(f"game must be one of {', '.join(GAMES)}, not {game[:30]!r}",
                               field="game")
        if site is not None and len(site) > 200:
            raise RequestError("site: at most 200 characters", field="site")
        return site or None, game

    async def hand_list(request: Request) -> Response:
        """The stored hands, newest first: ?site=NAME and ?game=stud8|stud|razz keep one
        site's or one game's; the answer also names every site and game there is."""
        store = source()
        site, game = site_and_game(request)
        try:
            hands = await anyio.to_thread.run_sync(
                functools.partial(store.hands, 500, site=site, game=game),
                limiter=quick.limiter)
            sites, games = await anyio.to_thread.run_sync(store.filters,
                                                          limiter=quick.limiter)
        except HandSourceError as error:
            raise RequestError(str(error), status=404) from None
        return JSONResponse({"hands": [{"id": hand_id, "label": label}
                                       for hand_id, label in hands],
                             "sites": list(sites), "games": list(games)})

    async def player_stats(request: Request) -> Response:
        """Every player's statistics, as ``cstud stats --json`` gives them (?site= and
        ?game= as for the hand list), with every site and game there is."""
        store = source()
        stats = getattr(store, "stats", None)       # a source may not keep them
        if not callable(stats):
            raise RequestError("this hand source keeps no statistics", status=404)
        site, game = site_and_game(request)
        try:
            players = await anyio.to_thread.run_sync(
                functools.partial(stats, site=site, game=game), limiter=quick.limiter)
            sites, games = await anyio.to_thread.run_sync(store.filters,
                                                          limiter=quick.limiter)
        except HandSourceError as error:
            raise RequestError(str(error), status=404) from None
        return JSONResponse({"players": players, "sites": list(sites), "games": list(games)})

    async def stored_hand(request: Request) -> Response:
        store = source()
        hand_id = request.path_params["hand_id"]
        try:
            text = await anyio.to_thread.run_sync(store.history, hand_id,
                                                  limiter=quick.limiter)
        except HandSourceError as error:
            raise RequestError(str(error), status=404) from None
        deadline = Deadline(limits.seconds)

        def replayed() -> dict[str, Any]:
            answer = replay_text(text, 0, limits, deadline)
            results = getattr(store, "results", None)     # a source may not keep them
            if callable(results):
                try:
                    answer["database_results"] = results(hand_id)
                except HandSourceError as error:
                    raise RequestError(str(error), status=404) from None
            return answer

        return await work.run(request, deadline, replayed)

    async def refused(request: Request, error: Exception) -> Response:
        assert isinstance(error, RequestError)
        headers = ({"retry-after": str(error.retry_after)}
                   if error.retry_after is not None else None)
        return JSONResponse(error.to_json(), status_code=error.status, headers=headers)

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        if request.url.path.startswith("/api"):
            return JSONResponse({"error": error.detail, "status": error.status_code},
                                status_code=error.status_code)
        return HTMLResponse(f"<!doctype html><title>{error.status_code}</title>"
                            f"<p>{error.status_code}: {error.detail}</p>",
                            status_code=error.status_code)

    async def internal_error(request: Request, error: Exception) -> Response:
        return JSONResponse({"error": f"internal error: {type(error).__name__}",
                             "status": 500}, status_code=500)

    routes = [
        *(Route(path, page) for path in PAGES),
        Route("/api", info),
        Route("/api/equity", equity, methods=["POST"]),
        Route("/api/range", range_combos, methods=["POST"]),
        Route("/api/replay", replay, methods=["POST"]),
        Route("/api/solve", solve_spot, methods=["POST"]),
        Route("/api/hands", hand_list),
        Route("/api/stats", player_stats),
        Route("/api/hands/{hand_id:path}", stored_hand),
        Mount("/static", StaticFiles(packages=[("cstud.web", "static")]), name="static"),
    ]
    middleware = [Middleware(_SecurityHeaders)]
    if allowed_hosts is not None:
        middleware.append(Middleware(_AllowedHosts, hosts=allowed_hosts))
    return Starlette(routes=routes, middleware=middleware, exception_handlers={
        RequestError: refused, HTTPException: http_error, Exception: internal_error})


def _too_large(limits: Limits) -> RequestError:
    return RequestError(f"the body is larger than this server accepts "
                        f"({limits.max_body_bytes:,} bytes)", status=413)
