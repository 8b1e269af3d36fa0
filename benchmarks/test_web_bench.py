"""cstud serve's speed: the equity API's server time, and 100 requests at once.

Targets (issue 16): the equity API answers a heads-up 5th-street exact question in under
10 ms of server time; 100 concurrent requests against a local uvicorn server all succeed.

* Server time is the app's whole handling of one ``POST /api/equity`` (routing, reading and
  parsing the body, the limits, the worker thread, the equity, the JSON answer), timed by
  calling the ASGI app directly, with no network and no HTTP client in the figure.
* The concurrency benchmark starts uvicorn on a free loopback port in a thread, sends 100
  requests at once from 100 client threads (stdlib http.client), checks that every one
  succeeds with cstud.equity's answer, and stops the server.

Needs cstud[web] (skips without). Under --benchmark-disable (CI's quick mode) each runs once.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

pytest.importorskip("starlette", reason="the web benchmarks need cstud[web] (Starlette)")
uvicorn = pytest.importorskip("uvicorn", reason="the web benchmarks need cstud[web] (uvicorn)")

import cstud  # noqa: E402
from cstud.web.app import create_app  # noqa: E402

FIFTH = ["As 2s 3s Kc 9d", "Kh Kd 7c 8s 2c"]              # 671,580 runouts, exact
QUESTION = json.dumps({"hands": FIFTH}).encode()
CONCURRENT = 100


def _figures(answer):
    return [(p["equity"], p["scoop"], p["p_high"], p["p_low"]) for p in answer["players"]]


EXPECTED = [(p.equity, p.scoop, p.p_high, p.p_low) for p in cstud.equity(FIFTH)]


def test_equity_api_server_time_headsup_fifth_street(benchmark):
    """One POST /api/equity through the ASGI app: heads-up 5th street, exact (< 10 ms)."""
    app = create_app()
    loop = asyncio.new_event_loop()

    async def ask() -> tuple[int, bytes]:
        sent = False
        answer: dict[str, object] = {"body": b""}

        async def receive():
            nonlocal sent
            if sent:
                await asyncio.sleep(3600)
            sent = True
            return {"type": "http.request", "body": QUESTION, "more_body": False}

        async def send(message):
            if message["type"] == "http.response.start":
                answer["status"] = message["status"]
            elif message["type"] == "http.response.body":
                answer["body"] += message.get("body", b"")     # type: ignore[operator]

        scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
                 "method": "POST", "scheme": "http", "path": "/api/equity", "raw_path":
                 b"/api/equity", "query_string": b"", "root_path": "",
                 "headers": [(b"host", b"127.0.0.1"), (b"content-type", b"application/json"),
                             (b"content-length", str(len(QUESTION)).encode())],
                 "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000)}
        await app(scope, receive, send)
        return answer["status"], answer["body"]         # type: ignore[return-value]

    def one_request() -> tuple[int, bytes]:
        return loop.run_until_complete(ask())

    try:
        one_request()                                    # start-up work out of the timing
        status, body = benchmark(one_request)
    finally:
        loop.close()
    assert status == 200
    answer = json.loads(body)
    assert answer["exact"] and answer["runouts"] == 671_580
    assert _figures(answer) == EXPECTED
    benchmark.group = "web"
    benchmark.extra_info.update(question="POST /api/equity, heads-up 5th street, exact",
                                target_ms=10)
    if benchmark.stats is not None:
        benchmark.extra_info["median_ms"] = round(benchmark.stats.stats.median * 1000, 3)


@pytest.fixture(scope="module")
def live_server():
    """uvicorn serving the app on a free loopback port, in a thread; stopped at the end."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(CONCURRENT * 2)
    port = listener.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning",
                                           access_log=False, backlog=CONCURRENT * 2))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield port
    server.should_exit = True
    thread.join(timeout=30)
    listener.close()


def _post(port: int) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request("POST", "/api/equity", body=QUESTION,
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_hundred_concurrent_requests_all_succeed(benchmark, live_server):
    """100 heads-up 5th-street questions at once against uvicorn on 127.0.0.1."""
    def burst() -> list[tuple[int, bytes]]:
        with ThreadPoolExecutor(max_workers=CONCURRENT) as pool:
            return list(pool.map(_post, [live_server] * CONCURRENT))

    results = benchmark.pedantic(burst, rounds=3, iterations=1, warmup_rounds=0)
    assert [status for status, _ in results] == [200] * CONCURRENT
    assert all(_figures(json.loads(body)) == EXPECTED for _, body in results)
    benchmark.group = "web"
    benchmark.extra_info.update(question=f"{CONCURRENT} concurrent POST /api/equity, "
                                         "heads-up 5th street", requests=CONCURRENT)
    if benchmark.stats is not None:
        benchmark.extra_info["requests_per_second"] = round(
            CONCURRENT / benchmark.stats.stats.median)
