"""POST /api/solve: a heads-up limit spot solved by cstud.solver, for the strategy page.

The question is a spot's fields as JSON (``upcards``, ``pot``, ``bet``, ``ranges``: each a
list of combinations or ``"all"``, ``cap``, ``dead``, ``first``, ``game``, ``street``) with
``target`` and ``line`` (the node whose strategy is shown); the answer lists the tree's
decision lines and, per class of hand of the player to act there, how often he takes each
action and the class's value in the spot (chips, on the spot's first street).

Bounded: 7th street takes any ranges (every unseen combination solves in about a second),
6th street at most :data:`MAX_SIXTH_HOLES` holes a side (a full 6th street takes tens of
seconds), at most :data:`MAX_ITERATIONS` iterations, a target of at least
:data:`MIN_TARGET`; the request's deadline stops the solve after any iteration.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cstud.web.api import Deadline, Limits, RequestError

MAX_SIXTH_HOLES = 60
"""The most two-card holes a 6th-street range may hold here."""

MAX_ITERATIONS = 2_000
MIN_TARGET = 0.0005
_FIELDS = ("upcards", "pot", "bet", "ranges", "cap", "dead", "first", "game", "street",
           "target", "line")
_MAX_TEXT = 20_000


def _text(value: Any, field: str) -> str:
    if not isinstance(value, str) or len(value) > _MAX_TEXT:
        raise RequestError(f"{field} must be text of at most {_MAX_TEXT:,} characters",
                           field=field)
    return value


def _whole(payload: dict[str, Any], field: str, default: int | None) -> int:
    value = payload.get(field, default)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2 ** 48:
        raise RequestError(f"{field} must be a whole number", field=field)
    return value


def _range(value: Any, field: str) -> list[str] | None:
    if value is None or value == "all":
        return None
    if isinstance(value, str):
        return [combo.strip() for combo in _text(value, field).split(",") if combo.strip()]
    if isinstance(value, list) and len(value) <= 20_000:
        return [_text(combo, field) for combo in value]
    raise RequestError(f"{field} must be 'all', combinations separated by commas, or a "
                       f"list of them", field=field)


def solve_answer(payload: Any, limits: Limits, deadline: Deadline) -> dict[str, Any]:
    """The answer to POST /api/solve (see the module's docstring)."""
    from cstud.solver import SolveError, Spot, solve

    if not isinstance(payload, dict):
        raise RequestError("send the spot as a JSON object")
    unknown = sorted(set(payload) - set(_FIELDS))
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)[:200]}; the fields are "
                           f"{', '.join(_FIELDS)}", field=unknown[0][:50])
    upcards = payload.get("upcards")
    if not isinstance(upcards, list) or len(upcards) != 2:
        raise RequestError("upcards must be two players' upcards", field="upcards")
    ranges = payload.get("ranges", ["all", "all"])
    if not isinstance(ranges, list) or len(ranges) != 2:
        raise RequestError("ranges must be two ranges", field="ranges")
    street = _whole(payload, "street", 7)
    spot_ranges = (_range(ranges[0], "ranges"), _range(ranges[1], "ranges"))
    if street == 6 and any(r is None or len(r) > MAX_SIXTH_HOLES for r in spot_ranges):
        raise RequestError(f"a 6th-street spot here holds at most {MAX_SIXTH_HOLES} holes "
                           f"a side (a full one takes tens of seconds: use cstud solve)",
                           field="ranges")
    target = payload.get("target", 0.001)
    if isinstance(target, bool) or not isinstance(target, (int, float)) or not (
            MIN_TARGET <= target < 1):
        raise RequestError(f"target must be a fraction of the pot, {MIN_TARGET} to 1",
                           field="target")
    line = _text(payload.get("line", ""), "line")
    game = payload.get("game", "stud8")
    try:
        spot = Spot(upcards=(_text(upcards[0], "upcards"), _text(upcards[1], "upcards")),
                    pot=_whole(payload, "pot", None), bet=_whole(payload, "bet", None),
                    ranges=spot_ranges, cap=_whole(payload, "cap", 4),
                    dead=_text(payload.get("dead", ""), "dead"),
                    first=_whole(payload, "first", 0), game=_text(game, "game"),
                    street=street)
        result = solve(spot, target=float(target), max_iterations=MAX_ITERATIONS,
                       progress=lambda done, total: deadline())
        node = result.node(line)
    except SolveError as error:
        raise RequestError(str(error)) from None
    if node.player is None:
        raise RequestError(f"nobody acts at the line {line!r}", field="line")
    player = node.player
    classes = result.by_class(player, line)
    values = _class_values(result, player) if node.street == spot.street else {}
    return {
        "line": line, "player": player, "street": node.street, "actions": list(node.actions),
        "lines": [n.line for n in result.nodes if n.player is not None],
        "values": list(result.values), "exploitability": result.exploitability,
        "exploitability_pot": result.exploitability_pot, "iterations": result.iterations,
        "classes": [{"name": name, "combos": int(row["combos"]),
                     "frequencies": {a: row[a] for a in node.actions},
                     "value": values.get(name)}
                    for name, row in sorted(classes.items(), key=lambda item:
                                            -item[1]["combos"])],
    }


def _class_values(result: Any, player: int) -> dict[str, float]:
    """Each class's value in the spot: its combinations' values, weighted by their range
    weights times the other's reach they can meet (as the player's value is)."""
    from cstud.solver import _hand_class, _prepare_cached

    game = _prepare_cached(result.spot)
    meet = game.compatible(player, game.weights[1 - player]) * game.weights[player]
    up = [int(card) for card in _cards(result.spot.upcards[player])]
    sums: dict[str, list[float]] = {}
    for row, combo in enumerate(result.combos[player]):
        name = _hand_class(result.spot.game, [*up, *(int(c) for c in combo)])
        entry = sums.setdefault(name, [0.0, 0.0])
        entry[0] += float(meet[row] * result.combo_values[player][row])
        entry[1] += float(meet[row])
    return {name: total / weight for name, (total, weight) in sums.items() if weight > 0
            and np.isfinite(total)}


def _cards(text: str) -> list[Any]:
    from cstud.cards import parse_cards
    return list(parse_cards(text))
