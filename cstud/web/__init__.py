"""cstud in the browser: an equity calculator and a hand replayer, served by ``cstud serve``.

The pieces, from the request inward:

* :mod:`cstud.web.app` builds the Starlette application (pages, static files, the JSON API,
  the size and time limits). It is the only module that imports Starlette, and nothing in
  ``cstud`` imports it: install the extra with ``pip install "cstud[web]"``.
* :mod:`cstud.web.api` answers the API's questions from plain JSON values, with no web
  framework in sight: ``equity_answer`` (``POST /api/equity``) and ``replay_answer``
  (``POST /api/replay``). Bad input raises :class:`cstud.web.api.RequestError` with the HTTP
  status and a message.
* :mod:`cstud.web.replayer` turns a replayed hand (the engine's operations log and its
  settlement) into the street-by-street account the replayer page draws.
* The hand database behind ``--db`` is :mod:`cstud.db` (its :class:`cstud.db.HandSource`).
* ``cstud serve`` is :mod:`cstud.cli.serve`, in the command line's wing.

The pages, scripts and styles are package data in ``cstud/web/static/``; cards are drawn as
SVG by the page's own script, so nothing is fetched from the internet.
"""
