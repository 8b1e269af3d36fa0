"""The web server's bounds on the work it accepts, as a whole and per connection.

The equity work sits behind a queue with a limit (excess requests get 503 with Retry-After,
a cheap question has a worker of its own, a request whose client has gone is dropped or
stopped), malformed or deeply nested bodies are 400s, replays are bounded in length, and the
server closes connections that trickle their headers and keeps its connections under a cap,
so slow clients cannot stop it. Needs cstud[web] and httpx (skips without).
"""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web app needs cstud[web] (Starlette)")
httpx = pytest.importorskip("httpx", reason="the web tests need httpx")

from cstud.web.api import Limits  # noqa: E402  (after the skips above)
from cstud.web.app import create_app  # noqa: E402
from cstud.web.server import ServerLimits, make_server  # noqa: E402

PHH = sorted((Path(__file__).parent / "data" / "phh").glob("*.phh"))

# About a second of work on this machine, and a question with a few thousand runouts.
HEAVY = {"hands": ["?? ?? ??", "?? ?? ??", "?? ?? ??"], "trials": 8_000_000, "exact_limit": 0,
         "seed": 1, "game": "stud8"}
CHEAP = {"hands": ["As 2s 3h 4d 5c Kh", "Kd Kc 7s 8s 9s Qh"], "game": "stud8"}
LIMITS = Limits(workers=1, max_waiting=2, max_trials=20_000_000, seconds=60.0)


def run(coroutine):
    return asyncio.run(coroutine)


async def post_all(app, bodies, path="/api/equity"):
    """Post the bodies at once; each answer with the time it finished."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        start = time.monotonic()

        async def one(body):
            response = await client.post(path, content=json.dumps(body),
                                         headers={"content-type": "application/json"})
            return response, time.monotonic() - start

        return await asyncio.gather(*(one(body) for body in bodies))


# ---------------------------------------------------------------------------------------
# The queue

def test_a_flood_beyond_the_queue_is_refused_at_once_with_retry_after():
    app = create_app(limits=LIMITS)
    answers = run(post_all(app, [HEAVY] * 6))
    statuses = sorted(response.status_code for response, _ in answers)
    # one running and two waiting are answered; the other three are refused at once
    assert statuses == [200, 200, 200, 503, 503, 503], statuses
    for response, finished in answers:
        if response.status_code == 503:
            assert int(response.headers["retry-after"]) >= 1
            assert "busy" in response.json()["error"]
            assert finished < min(t for r, t in answers if r.status_code == 200)


def test_a_cheap_question_is_answered_while_expensive_ones_wait():
    app = create_app(limits=LIMITS)

    async def scenario():
        heavy = asyncio.ensure_future(post_all(app, [HEAVY] * 3))
        await asyncio.sleep(0.2)       # the three are running and waiting
        (cheap, cheap_done), = await post_all(app, [CHEAP])
        return cheap, cheap_done, await heavy

    cheap, cheap_done, heavy = run(scenario())
    assert cheap.status_code == 200, cheap.text
    assert cheap.json()["exact"] is True
    assert all(response.status_code == 200 for response, _ in heavy)
    # the last expensive question finished long after the cheap one had its answer
    assert cheap_done < max(finished for _, finished in heavy) / 2


async def asgi_post(app, body, disconnect_after):
    """POST body straight to the ASGI app as a client that leaves after a delay."""
    data = json.dumps(body).encode()
    sent = False
    messages = []

    async def receive():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": data, "more_body": False}
        await asyncio.sleep(disconnect_after)
        return {"type": "http.disconnect"}

    async def send(message):
        messages.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": "POST", "scheme": "http", "path": "/api/equity", "raw_path":
             b"/api/equity", "query_string": b"", "root_path": "",
             "headers": [(b"content-type", b"application/json"), (b"host", b"test")],
             "client": ("127.0.0.1", 1), "server": ("test", 80)}
    start = time.monotonic()
    await app(scope, receive, send)
    return messages, time.monotonic() - start


def test_an_abandoned_running_request_stops_and_frees_its_worker():
    app = create_app(limits=LIMITS)
    full = run(post_all(app, [HEAVY]))[0][1]
    messages, took = run(asgi_post(app, HEAVY, disconnect_after=0.05))
    assert took < full / 2 + 0.3, (took, full)
    assert messages[0]["status"] == 499
    load = run(get_info(app))["load"]["work"]
    assert load["running"] == 0 and load["waiting"] == 0


def test_an_abandoned_waiting_request_leaves_the_queue():
    app = create_app(limits=LIMITS)

    async def scenario():
        running = asyncio.ensure_future(post_all(app, [HEAVY]))
        await asyncio.sleep(0.2)
        messages, took = await asgi_post(app, HEAVY, disconnect_after=0.1)
        load = (await get_info(app))["load"]["work"]
        return messages, took, load, await running

    messages, took, load, running = run(scenario())
    (response, finished), = running
    assert response.status_code == 200
    assert took < finished       # it left before the running one was done
    assert messages[0]["status"] == 499
    assert load["waiting"] == 0 and load["running"] == 1, (load, took, finished)


async def get_info(app):
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        return (await client.get("/api")).json()


def test_the_deadline_counts_the_wait():
    full = run(post_all(create_app(limits=LIMITS), [HEAVY]))[0][1]
    seconds = full / 4
    limits = Limits(workers=1, max_waiting=4, max_trials=20_000_000, seconds=seconds)
    answers = run(post_all(create_app(limits=limits), [HEAVY] * 3))
    # the first runs over its time; the others spent theirs waiting, and never run
    assert [response.status_code for response, _ in answers] == [503, 503, 503]
    assert all("longer than the server allows" in response.json()["error"]
               for response, _ in answers)
    assert max(finished for _, finished in answers) < full


# ---------------------------------------------------------------------------------------
# Malformed bodies and long replays

def post(app, path, content):
    async def go():
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.post(path, content=content,
                                     headers={"content-type": "application/json"})
    return run(go())


@pytest.mark.parametrize("path", ["/api/equity", "/api/replay"])
@pytest.mark.parametrize("body", ["[" * 200_000, '{"a":' * 100_000, "[" * 5000 + "]" * 5000])
def test_deeply_nested_json_is_a_400(path, body):
    response = post(create_app(), path, body)
    assert response.status_code == 400, response.text[:200]
    assert response.json()["status"] == 400


@pytest.mark.parametrize("text", [
    "actions = " + "[" * 3000 + "]" * 3000,
    "variant = 'F7S/8'\nbring_in = " + "9" * 5000,
])
def test_hostile_toml_is_a_400(text):
    response = post(create_app(), "/api/replay", json.dumps({"text": text}))
    assert response.status_code == 400, response.text[:200]
    assert "PHH" in response.json()["error"]


def test_a_replay_longer_than_the_limit_is_refused():
    text = PHH[0].read_text()
    actions = len(__import__("tomllib").loads(text)["actions"])
    assert actions > 3
    answer = post(create_app(), "/api/replay", json.dumps({"text": text}))
    assert answer.status_code == 200
    refused = post(create_app(limits=Limits(max_replay_actions=actions - 1)), "/api/replay",
                   json.dumps({"text": text}))
    assert refused.status_code == 422
    assert f"{actions:,} actions" in refused.json()["error"]


# ---------------------------------------------------------------------------------------
# Slow connections against the real server

@pytest.fixture
def server():
    app = create_app()
    limits = ServerLimits(header_seconds=0.5, max_connections=8)
    uvicorn_server = make_server(app, limits)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    port = listener.getsockname()[1]
    thread = threading.Thread(target=uvicorn_server.run, kwargs={"sockets": [listener]},
                              daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not uvicorn_server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    yield port
    uvicorn_server.should_exit = True
    thread.join(10)
    listener.close()


def slow_client(port):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(b"GET /api HTTP/1.1\r\nHost: 127.0.0.1\r\nX-slow: ")
    sock.settimeout(5)
    return sock


def closed_by_server(sock):
    try:
        return sock.recv(1024) == b""
    except ConnectionResetError:    # closed with data unread: a reset
        return True
    except TimeoutError:
        return False


def get_api(port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("GET", "/api")
    response = connection.getresponse()
    status = response.status
    connection.close()
    return status


def test_a_connection_trickling_its_headers_is_closed(server):
    sock = slow_client(server)
    start = time.monotonic()
    try:
        for _ in range(10):         # a byte now and then does not keep it open
            time.sleep(0.2)
            sock.sendall(b"x")
    except (BrokenPipeError, ConnectionResetError):
        pass                        # closed by the server while it trickled
    else:
        assert closed_by_server(sock)
    assert time.monotonic() - start < 3
    sock.close()


def test_slow_connections_beyond_the_cap_cannot_stop_the_server(server):
    slow = [slow_client(server) for _ in range(30)]
    assert get_api(server) == 200
    # the connections that waited longest made room, and the rest time out
    assert all(closed_by_server(sock) for sock in slow)
    assert get_api(server) == 200
    for sock in slow:
        sock.close()
