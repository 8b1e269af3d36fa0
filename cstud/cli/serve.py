"""`cstud serve`: the equity calculator and hand replayer in the browser (cstud[web])."""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import socket

from rich.console import Console
from rich.markup import escape

from cstud.cli._common import CommandError, Subcommands

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


def add_command(commands: Subcommands) -> None:
    """Register `serve` on the `cstud` command's subcommands."""
    serve = commands.add_parser(
        "serve", help="the equity calculator and hand replayer in the browser: cstud serve",
        description="Start a local web app: a Stud Hi/Lo equity calculator (exact or Monte "
                    "Carlo) and a hand replayer for PHH files and site hand histories, at "
                    "http://127.0.0.1:8000/ by default. Needs pip install \"cstud[web]\". It "
                    "listens on 127.0.0.1 only unless --host says otherwise, and reads no "
                    "file but the --db database.")
    serve.add_argument("--host", default=DEFAULT_HOST,
                       help=f"address to listen on (default {DEFAULT_HOST}: this machine only)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT,
                       help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    serve.add_argument("--db", metavar="DB", default=None,
                       help="a hand database (cstud.db) whose hands the replayer lists")
    serve.add_argument("--json", action="store_true", help="errors as JSON")
    serve.set_defaults(run=run)


def run(args: argparse.Namespace, console: Console) -> int:
    """Serve until interrupted (Ctrl-C)."""
    if not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be 0 to 65535, got {args.port}")
    try:
        from cstud.web.api import Limits
        from cstud.web.app import LOOPBACK_HOSTS, create_app
        from cstud.web.server import make_server
    except ImportError as error:
        raise CommandError(f"cstud serve needs the web extra: pip install \"cstud[web]\" "
                           f"({error})") from None
    hand_source = None
    if args.db is not None:
        from cstud.db import HandSourceError, open_hand_source

        try:
            hand_source = open_hand_source(args.db)
        except HandSourceError as error:
            raise CommandError(str(error)) from None
    loopback = _is_loopback(args.host)
    app = create_app(limits=Limits(), hand_source=hand_source,
                     allowed_hosts=LOOPBACK_HOSTS if loopback else None)
    listener = _listen(args.host, args.port)
    port = listener.getsockname()[1]
    if not loopback:
        console.print(f"[yellow]warning:[/yellow] listening on {escape(args.host)}: other machines "
                      "can reach this server")
    url = f"http://{_url_host(args.host)}:{port}/"
    console.print(f"cstud serve: {url} is the equity calculator, {url}replay the hand "
                  "replayer; Ctrl-C stops it", markup=False)
    server = make_server(app)
    # uvicorn raises Ctrl-C's signal again once it has stopped: that is the normal way out.
    with listener, contextlib.suppress(KeyboardInterrupt):
        server.run(sockets=[listener])
    console.print("cstud serve: stopped")
    return 0


def _listen(host: str, port: int) -> socket.socket:
    """A listening socket on host:port, or CommandError saying why not."""
    try:
        family, kind, protocol, _, address = socket.getaddrinfo(
            host.strip("[]"), port, type=socket.SOCK_STREAM)[0]
        listener = socket.socket(family, kind, protocol)
    except OSError as error:
        raise CommandError(f"--host {host}: {error}") from None
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(128)
    except OSError as error:
        listener.close()
        raise CommandError(f"cannot listen on {host}:{port}: {error.strerror or error}"
                           ) from None
    return listener


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
