"""The JSON API's answers, from plain values to plain values (no web framework here).

``equity_answer(payload)`` is ``POST /api/equity`` (a player may be a range: then the answer
is cstud.ranges.range_equity's ``to_dict()``), ``range_answer(payload)`` is ``POST /api/range``
(a range's combos, for the page's range builder) and ``replay_answer(text)`` is
``POST /api/replay`` (docs/WEB.md has them in full). Both bound their work: the equity by
the server's :class:`Limits` (at most ``exact_limit`` runouts counted exactly, else Monte
Carlo with at most ``max_trials`` trials) and a :class:`Deadline` checked after every chunk
of work. Bad input raises :class:`RequestError` with the HTTP status, the message (the
library's own where it has one) and, for the equity page, the field it is about.
"""

from __future__ import annotations

import re
import secrets
import time
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import cstud
from cstud.cards import Card
from cstud.equities import GAMES, STATISTICS, UNKNOWN
from cstud.histories import Hand, HistoryError, parse_histories, replay_hand
from cstud.histories.check import Verdict
from cstud.phh import HandHistory, PHHError
from cstud.ranges import CLASSES, HandRange, is_range_text, range_equity
from cstud.ranges import MAX_TEXT as MAX_RANGE_TEXT
from cstud.web.replayer import hand_account


@dataclass(frozen=True)
class Limits:
    """What one request may ask of the server.

    max_body_bytes: the largest request body (a pasted or uploaded history included).
    exact_limit: count every runout when there are at most this many (the library's default
        is 50 million; a request may ask for fewer, never more).
    default_trials, max_trials: Monte Carlo trials when a request names none, and the most
        it may name.
    replay_trials: Monte Carlo trials for each street's equity in a replay.
    seconds: the most time one request may take from its arrival, its body, its wait for a
        worker and its work included; the work checks it after each chunk (a quarter of a
        million trials at most), and the request is refused with 503 when it runs over.
    max_replay_actions: the most actions a replayed hand may hold (a real stud hand has a
        few dozen; an uncapped heads-up raise war can have tens of thousands, and its
        street-by-street answer grows with each).
    workers: how many requests compute at once (in worker threads, so that the event loop
        always answers).
    max_waiting: how many requests may wait for a worker; one more is refused at once with
        503 and a ``Retry-After`` header. It is more than the hundred questions a page or a
        script may fairly send at once; the queue still cannot hold minutes of work, since
        each request's deadline runs from its arrival, waiting included.
    quick_work: an equity question of at most this many runouts (exact) or trials has a
        worker and a queue of its own, so that cheap questions are answered at once while
        expensive ones wait.
    """

    max_body_bytes: int = 1 << 20
    exact_limit: int = 10_000_000
    default_trials: int = 500_000
    max_trials: int = 2_000_000
    replay_trials: int = 100_000
    seconds: float = 10.0
    max_replay_actions: int = 2_000
    workers: int = 2
    max_waiting: int = 128
    quick_work: int = 200_000


class RequestError(Exception):
    """A request the API refuses: the HTTP status, a message and (maybe) the field at fault."""

    def __init__(self, message: str, status: int = 400, field: str | None = None,
                 retry_after: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.field = field
        self.retry_after = retry_after

    def to_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {"error": self.message, "status": self.status}
        if self.field is not None:
            body["field"] = self.field
        return body


class Deadline:
    """A request's time limit, counted from its arrival; also cstud.equity's progress
    callback, so that the work stops once the time is up or the client has gone."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds
        self.abandoned = False

    def abandon(self) -> None:
        """The client has gone: stop the work at its next check."""
        self.abandoned = True

    def __call__(self, done: int = 0, total: int = 0) -> None:
        if self.abandoned:
            raise RequestError("the client closed the connection", status=499)
        if time.monotonic() > self.end:
            raise RequestError(f"the request took longer than the server allows "
                               f"({self.seconds:g} s): ask for fewer trials, or try again "
                               f"when the server is less busy", status=503)


# ---------------------------------------------------------------------------------------
# POST /api/equity

_EQUITY_FIELDS = ("hands", "dead", "game", "trials", "seed", "exact_limit")
_MAX_FIELD_TEXT = 200


@dataclass(frozen=True)
class EquityQuestion:
    """A checked ``POST /api/equity`` body, and how much work answering it takes."""

    hands: list[str]
    dead: str
    game: str
    trials: int
    seed: int
    exact_limit: int
    work: int
    """Runouts (when they are few enough to count) or trials: what decides its queue."""
    ranges: bool = False
    """Whether a player is a range (answered by cstud.ranges.range_equity)."""


def equity_question(payload: Any, limits: Limits = Limits()) -> EquityQuestion:
    """Check an equity request's body (RequestError if it is wrong) and size its work.

    The cards are checked here, before the request waits for a worker, by asking the
    library for one sampled runout, which also says how many runouts there are."""
    if not isinstance(payload, Mapping):
        raise RequestError("the body must be a JSON object such as "
                           '{"hands": ["As 2s 3h", "?? ?? Kd"], "dead": "7c 8d", "game": "stud8"}')
    unknown = sorted(set(payload) - set(_EQUITY_FIELDS))
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}: the fields are "
                           f"{', '.join(_EQUITY_FIELDS)}", field=unknown[0])
    hands = payload.get("hands")
    if not isinstance(hands, list) or not all(isinstance(hand, str) for hand in hands):
        raise RequestError('hands must be a list of texts, one per player, e.g. '
                           '["As 2s 3h", "?? ?? Kd"]', field="hands")
    dead = payload.get("dead", "")
    if not isinstance(dead, str):
        raise RequestError('dead must be text, e.g. "7c 8d"', field="dead")
    ranges = any(is_range_text(hand) for hand in hands)
    for name, text in [*((f"hands[{i}]", hand) for i, hand in enumerate(hands)), ("dead", dead)]:
        if name != "dead" and is_range_text(text):
            if len(text) > MAX_RANGE_TEXT:
                raise RequestError(f"{name} is {len(text)} characters long: a range is at most "
                                   f"{MAX_RANGE_TEXT:,}", field=name)
        elif len(text) > _MAX_FIELD_TEXT:
            raise RequestError(f"{name} is {len(text)} characters long: a hand is 7 cards",
                               field=name)
    game = payload.get("game", "stud8")
    if game not in GAMES:
        raise RequestError(f"unknown game {game!r}: choose {', '.join(GAMES)}", field="game")
    trials = _int_field(payload, "trials", limits.default_trials, 1, limits.max_trials)
    exact_limit = _int_field(payload, "exact_limit", limits.exact_limit, 0, limits.exact_limit)
    seed = payload.get("seed")
    if seed is None:
        # A seed a browser can read back exactly (JavaScript numbers hold 53 bits), so that
        # the page can show it and the same question asked again gives the same answer.
        seed = secrets.randbits(53)
    else:
        seed = _int_field(payload, "seed", 0, 0, (1 << 64) - 1)
    if ranges:
        # Parsing ranges is work (a pass over the 66,300 starts per term), so it is left to
        # the worker, off the event loop; its refusals are 400s all the same. An exact count
        # is at most exact_limit runouts and the Monte Carlo at most trials deals: the larger
        # sizes the work.
        return EquityQuestion(hands, dead, game, trials, seed, exact_limit,
                              max(trials, exact_limit), ranges=True)
    try:
        probe = cstud.equity(hands, dead=dead, game=game, trials=1, seed=0, exact_limit=0)
    except (ValueError, TypeError) as error:
        raise RequestError(str(error), field=_field_at_fault(hands, dead)) from None
    possible = probe.possible_runouts
    work = possible if possible <= exact_limit else trials
    return EquityQuestion(hands, dead, game, trials, seed, exact_limit, work)


def equity_answer(payload: Any, limits: Limits = Limits(),
                  deadline: Deadline | None = None) -> dict[str, Any]:
    """``POST /api/equity``: each player's equity, scoop and half-winning chances."""
    return answer_equity(equity_question(payload, limits), limits, deadline)


def answer_equity(question: EquityQuestion, limits: Limits = Limits(),
                  deadline: Deadline | None = None) -> dict[str, Any]:
    """The answer to a checked equity question, within the deadline."""
    deadline = deadline or Deadline(limits.seconds)
    started = time.perf_counter()
    if question.ranges:
        try:
            ranged = range_equity(question.hands, question.dead, game=question.game,
                                  trials=question.trials, seed=question.seed,
                                  exact_limit=question.exact_limit, progress=deadline)
        except (ValueError, TypeError) as error:
            raise RequestError(str(error), field=_range_field_at_fault(str(error))) from None
        answer = ranged.to_dict()
        answer["elapsed_ms"] = round((time.perf_counter() - started) * 1000, 3)
        return answer
    try:
        result = cstud.equity(question.hands, dead=question.dead, game=question.game,
                              trials=question.trials, seed=question.seed,
                              exact_limit=question.exact_limit, progress=deadline)
    except (ValueError, TypeError) as error:
        raise RequestError(str(error),
                           field=_field_at_fault(question.hands, question.dead)) from None
    elapsed = time.perf_counter() - started
    return equity_json(result, elapsed)


def equity_json(result: cstud.EquityResult, elapsed: float | None = None) -> dict[str, Any]:
    """An EquityResult as the API returns it."""
    players = []
    for i, player in enumerate(result):
        figures: dict[str, Any] = {"hand": player.hand}
        figures.update({name: getattr(player, name) for name in STATISTICS})
        figures["stderr"] = {name: result.stderr(name, i) for name in STATISTICS}
        players.append(figures)
    answer: dict[str, Any] = {
        "game": result.game,
        "exact": result.exact,
        "runouts": result.runouts,
        "possible_runouts": result.possible_runouts,
        "seed": result.seed,
        "community_card": result.community_card,
        "dead": [repr(c) for c in result.dead],
        "p_no_low": result.p_no_low,
        "players": players,
    }
    if elapsed is not None:
        answer["elapsed_ms"] = round(elapsed * 1000, 3)
    return answer


def _int_field(payload: Mapping[str, Any], name: str, default: int, minimum: int,
               maximum: int) -> int:
    value = payload.get(name)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"{name} must be a whole number", field=name)
    if not minimum <= value <= maximum:
        raise RequestError(f"{name} must be {minimum:,} to {maximum:,} on this server, "
                           f"got {value:,}", field=name)
    return value


_PLAYER_IN_MESSAGE = re.compile(r"^players\[(\d+)\]")


def _range_field_at_fault(message: str) -> str | None:
    """The field a refused range question is about: range_equity's messages start with the
    player they are about (``players[1]: ...``, or a range's own text, which the page shows
    by the banner)."""
    match = _PLAYER_IN_MESSAGE.match(message)
    if match:
        return f"hands[{match[1]}]"
    if message.startswith("dead"):
        return "dead"
    return None


# ---------------------------------------------------------------------------------------
# POST /api/range

_RANGE_FIELDS = ("range", "upcards", "dead", "game", "limit")
MAX_LISTED_COMBOS = 2_000
"""The most combos one ``POST /api/range`` answer lists (it always counts them all)."""


def range_answer(payload: Any) -> dict[str, Any]:
    """``POST /api/range``: the combos a range holds given the upcards and dead cards, for the
    page's range builder: their number, total weight and (best weight first, at most
    ``limit``) the combos themselves, as HandRange.combos gives them."""
    if not isinstance(payload, Mapping):
        raise RequestError('the body must be a JSON object such as {"range": "buried_pair", '
                           '"upcards": "Kd", "dead": "7c", "game": "stud8"}')
    unknown = sorted(set(payload) - set(_RANGE_FIELDS))
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}: the fields are "
                           f"{', '.join(_RANGE_FIELDS)}", field=unknown[0])
    text = payload.get("range")
    if not isinstance(text, str):
        raise RequestError('range must be text, e.g. "buried_pair, (A x)@0.5"', field="range")
    for name in ("upcards", "dead"):
        value = payload.get(name, "")
        if not isinstance(value, str) or len(value) > _MAX_FIELD_TEXT:
            raise RequestError(f'{name} must be cards as text, e.g. "Kd 7c"', field=name)
    game = payload.get("game", "stud8")
    if game not in GAMES:
        raise RequestError(f"unknown game {game!r}: choose {', '.join(GAMES)}", field="game")
    limit = _int_field(payload, "limit", 200, 0, MAX_LISTED_COMBOS)
    try:
        hand_range = HandRange(text, game=game)
    except ValueError as error:     # a RangeError names the position in the text
        raise RequestError(str(error), field="range") from None
    upcards, dead = payload.get("upcards", ""), payload.get("dead", "")
    try:
        codes, weights = hand_range.combo_arrays(upcards, dead)
    except ValueError as error:
        raise RequestError(str(error), field="upcards" if "upcards" in str(error) else "dead"
                           ) from None
    import numpy as np

    order = np.lexsort((np.arange(len(weights)), -weights))[:limit]
    return {
        "range": text,
        "game": game,
        "upcards": upcards,
        "dead": dead,
        "combos": len(weights),
        "total_weight": float(weights.sum()),
        "listed": [{"cards": " ".join(repr(Card(int(c))) for c in codes[i]),
                    "weight": float(weights[i])} for i in order.tolist()],
    }


def range_classes() -> list[dict[str, str]]:
    """Every class of the range language, by name and in words (GET /api's range_classes)."""
    return [{"name": c.name, "words": c.words} for c in CLASSES.values()]


def _field_at_fault(hands: Sequence[str], dead: str) -> str | None:
    """Which field a refused equity question is about, for the page to put the message by
    it: the first hand (or the dead cards) that is wrong on its own or repeats a card."""
    if not 2 <= len(hands) <= 8:
        return "hands"
    seen: set[int] = set()
    for name, text in [*((f"hands[{i}]", hand) for i, hand in enumerate(hands)), ("dead", dead)]:
        try:
            cards = cstud.parse_cards(text.replace(UNKNOWN, " "))
        except (ValueError, TypeError):
            return name
        if name == "dead" and UNKNOWN in text:
            return name
        if name != "dead" and len(cards) + text.count(UNKNOWN) > 7:
            return name
        if seen & set(cards):
            return name
        seen.update(cards)
    return None


# ---------------------------------------------------------------------------------------
# POST /api/replay

_LOOKS_LIKE_PHH = re.compile(r"^\s*(variant|actions)\s*=", re.MULTILINE)


def replay_answer(payload: Any, limits: Limits = Limits(),
                  deadline: Deadline | None = None) -> dict[str, Any]:
    """``POST /api/replay``: the hand in ``payload["text"]`` (PHH, a ``.phhs`` file or a site
    history), hand number ``payload["hand"]`` (default 0) of those it holds, street by
    street."""
    if not isinstance(payload, Mapping):
        raise RequestError('the body must be a JSON object: {"text": "...", "hand": 0}')
    unknown = sorted(set(payload) - {"text", "hand"})
    if unknown:
        raise RequestError(f"unknown field(s) {', '.join(unknown)}: the fields are text, hand",
                           field=unknown[0])
    text = payload.get("text")
    if not isinstance(text, str) or not text.strip():
        raise RequestError("text must be a hand history: PHH or a site's text or XML",
                           field="text")
    choice = _int_field(payload, "hand", 0, 0, 1 << 31)
    return replay_text(text, choice, limits, deadline)


def replay_text(text: str, choice: int = 0, limits: Limits = Limits(),
                deadline: Deadline | None = None) -> dict[str, Any]:
    """The account of hand ``choice`` in a history text (see replay_answer)."""
    deadline = deadline or Deadline(limits.seconds)

    def equity(hands: list[list[Card | str]], dead: list[Card], game: str
               ) -> cstud.EquityResult:
        return cstud.equity(hands, dead=dead, game=game, trials=limits.replay_trials,
                            exact_limit=limits.exact_limit, seed=0, progress=deadline)

    histories = _phh_hands(text)
    deadline()
    if histories is not None:
        labels = [label for label, _ in histories]
        label, data = histories[_chosen(choice, labels)]
        try:            # only the hand shown is read whole: a long session costs its parse
            history = HandHistory.from_dict(data)
        except PHHError as error:
            raise RequestError(f"{label} is not a PHH hand cstud can replay: {error}",
                               field="text") from None
        _check_length(len(history.actions), limits)
        try:
            replay = history.replay()
        except PHHError as error:
            raise RequestError(f"{label}: {error}", status=422) from None
        event = history.fields.get("event")
        title = " · ".join(str(part) for part in (event, label) if part)
        account = hand_account(replay, equity, title=title)
        return {"source": "phh", "choices": labels, "hand": choice, "check": None, **account}
    hands = _site_hands(text)
    deadline()
    labels = [_site_label(hand) for hand in hands]
    hand = hands[_chosen(choice, labels)]
    _check_length(len(hand.actions), limits)
    check = replay_hand(hand)
    if check.replay is None:
        raise RequestError(f"{labels[choice]} cannot be replayed: {check.reason}", status=422)
    account = hand_account(check.replay, equity, names=hand.players, unit=hand.unit,
                           currency=hand.currency, title=labels[choice])
    verdict = {"verdict": str(check.verdict), "agrees": check.verdict is Verdict.AGREE,
               "reason": check.reason, "site_finishing_stacks": list(check.site_finishing),
               "notes": list(check.notes)}
    return {"source": "site", "choices": labels, "hand": choice, "check": verdict, **account}


def _check_length(actions: int, limits: Limits) -> None:
    if actions > limits.max_replay_actions:
        raise RequestError(f"the hand has {actions:,} actions; the replayer shows hands of "
                           f"at most {limits.max_replay_actions:,}", status=422, field="text")


def _chosen(choice: int, labels: Sequence[str]) -> int:
    if choice >= len(labels):
        raise RequestError(f"hand {choice} was asked for, but the text holds {len(labels)} "
                           f"hand(s) (numbered from 0)", field="hand")
    return choice


def _phh_hands(text: str) -> list[tuple[str, dict[str, Any]]] | None:
    """The PHH hands in the text (one hand, or a .phhs file of tables), each with its label
    ("table 1, hand 3" for a session's hand, which says where it was played), as parsed
    TOML; or None if the text is not PHH at all."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        if _LOOKS_LIKE_PHH.search(text):
            raise RequestError(f"not valid PHH (TOML): {error}", field="text") from None
        return None
    except RecursionError:
        raise RequestError("not valid PHH (TOML): its arrays or tables nest too deeply",
                           field="text") from None
    except ValueError as error:    # an integer too long to convert, say
        raise RequestError(f"not valid PHH (TOML): {error}", field="text") from None
    if "actions" in data or "variant" in data:
        return [(_phh_label("", data), data)]
    tables = [(name, value) for name, value in data.items() if isinstance(value, dict)]
    if tables and all("actions" in value for _, value in tables):
        return [(_phh_label(name, value), value) for name, value in tables]
    raise RequestError("this TOML is not a PHH hand: it has no actions", field="text")


def _phh_label(name: str, data: dict[str, Any]) -> str:
    """'table 1, hand 3' (a session's hand, cstud.session.Table's log), else 'PHH hand
    [name]'."""
    table, hand = data.get("table"), data.get("hand")

    def number(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if number(hand):
        return f"table {table}, hand {hand}" if number(table) else f"hand {hand}"
    return f"PHH hand [{name}]" if name else "PHH hand"


def _site_hands(text: str) -> list[Hand]:
    results = parse_histories(text, source="the text", strict=False)
    hands = [result for result in results if isinstance(result, Hand)]
    if hands:
        return hands
    errors = [result for result in results if isinstance(result, HistoryError)]
    if any(error.hand_id is not None for error in errors):   # a site's hand, but broken
        raise RequestError(str(errors[0]), field="text")
    raise RequestError("not a hand history cstud reads: neither a PHH hand nor a Stud Hi/Lo "
                       "hand from a site history (PokerStars, Full Tilt, ACR, Bovada, "
                       "PartyPoker, Absolute, OnGame, KingsClub, Winamax, Merge, iPoker)",
                       field="text")


def _site_label(hand: Hand) -> str:
    table = f", table {hand.table}" if hand.table else ""
    return f"{hand.site} hand #{hand.hand_id}{table}"
