"""PHH, the open poker hand-history standard (uoftcprg/phh-std), for stud games.

Read a ``.phh`` file (TOML) and replay it through the engine; write any hand the engine played
as ``.phh``. Variants: ``F7S/8`` (Stud Hi/Lo), ``F7S`` (Stud), ``FR`` (Razz).

PHH conventions used here: player p1 is the first dealt (left of the dealer), the last is the
dealer's right, so the engine's seats are 0..n-1 with the dealer in the last seat. ``d dh pN``
deals a player his cards of one street (3rd street: down, down, up; 4th-6th: up; 7th: down),
``d db`` the community card; ``pb`` brings in, ``cbr X`` completes, bets or raises to X, ``cc``
checks or calls, ``f`` folds, ``sm CARDS`` shows and a bare ``sm`` mucks. Unknown cards are
``??``: a hand may hide cards the replay does not need (down cards of players who fold; an
upcard only where who acts first does not depend on it).

>>> history = HandHistory.loads('''
... variant = "F7S/8"
... antes = [1, 1]
... bring_in = 2
... small_bet = 5
... big_bet = 10
... starting_stacks = [100, 100]
... actions = ["d dh p1 AsKs9h", "d dh p2 ????2c", "p2 pb", "p1 cbr 5", "p2 f"]
... ''')
>>> history.replay().state.stacks
(103, 97)
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from cstud import _core
from cstud.cards import format_cards
from cstud.game import (
    BET,
    BRING_IN,
    CALL,
    CHECK,
    COMPLETE,
    FOLD,
    RAISE,
    Action,
    CardsDealt,
    CommunityCardDealt,
    Game,
    HandMucked,
    HandShown,
    HandState,
    IllegalActionError,
    Options,
    PlayerActed,
    Status,
    board_key,
    bring_in_key,
)
from cstud.game.state import STREET_NAMES

VARIANTS: dict[str, Game] = {"F7S/8": "stud8", "F7S": "stud", "FR": "razz"}
"""PHH variant codes of the stud games, and the engine's game for each."""

GAME_VARIANTS = {game: code for code, game in VARIANTS.items()}

_REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks",
             "actions")
_NOT_STUD = ("blinds_or_straddles", "min_bet")


class PHHError(ValueError):
    """A hand history that is malformed, or inconsistent with the rules; the message names
    the field or the action (its index in ``actions`` and its text)."""


@dataclass
class HandHistory:
    """The fields of one PHH hand. ``fields`` keeps every other field (event, players,
    finishing_stacks, ...) as read, and is written back."""

    variant: str
    antes: list[int]
    bring_in: int
    small_bet: int
    big_bet: int
    starting_stacks: list[int]
    actions: list[str]
    fields: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> Game:
        """The engine's game for the variant: "stud8", "stud" or "razz"."""
        return VARIANTS[self.variant]

    @property
    def finishing_stacks(self) -> list[int] | None:
        """The stacks the file says the players ended with, if it says."""
        value = self.fields.get("finishing_stacks")
        return None if value is None else list(value)

    # --- reading ----------------------------------------------------------------------------

    @classmethod
    def loads(cls, text: str) -> HandHistory:
        """Parse PHH text. Raises PHHError for TOML errors and bad or missing fields."""
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise PHHError(f"not valid TOML: {error}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> HandHistory:
        """Read a ``.phh`` file."""
        try:
            text = Path(path).read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            raise PHHError(f"{path}: not UTF-8 text: {error}") from None
        try:
            return cls.loads(text)
        except PHHError as error:
            raise PHHError(f"{path}: {error}") from None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandHistory:
        """The hand from already parsed TOML; checks the fields the engine needs."""
        missing = [name for name in _REQUIRED if name not in data]
        if missing:
            raise PHHError(f"missing required field(s): {', '.join(missing)}")
        variant = data["variant"]
        if variant not in VARIANTS:
            raise PHHError(f"variant {variant!r} is not a stud game cstud plays: one of "
                           f"{', '.join(VARIANTS)}")
        for name in _NOT_STUD:
            if name in data:
                raise PHHError(f"field {name} is for button games; {variant} must not have it")
        stacks = _chips_list(data["starting_stacks"], "starting_stacks", minimum=1)
        players = len(stacks)
        antes = _chips_list(data["antes"], "antes", minimum=0)
        if len(antes) != players:
            raise PHHError(f"antes has {len(antes)} entries for {players} players")
        actions = data["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise PHHError("actions must be an array of strings")
        extra = {key: value for key, value in data.items() if key not in _REQUIRED}
        finishing = extra.get("finishing_stacks")
        if finishing is not None:
            extra["finishing_stacks"] = _chips_list(finishing, "finishing_stacks", minimum=0)
            if len(extra["finishing_stacks"]) != players:
                raise PHHError(f"finishing_stacks has {len(finishing)} entries for "
                               f"{players} players")
        return cls(variant=variant, antes=antes,
                   bring_in=_chips(data["bring_in"], "bring_in", 1),
                   small_bet=_chips(data["small_bet"], "small_bet", 1),
                   big_bet=_chips(data["big_bet"], "big_bet", 1),
                   starting_stacks=stacks, actions=list(actions), fields=extra)

    # --- writing ----------------------------------------------------------------------------

    def dumps(self) -> str:
        """PHH text: the required fields, the actions one per line with street comments,
        then every other field (written with tomli-w)."""
        lines = [
            _assign("variant", self.variant),
            _assign("antes", self.antes),
            _assign("bring_in", self.bring_in),
            _assign("small_bet", self.small_bet),
            _assign("big_bet", self.big_bet),
            _assign("starting_stacks", self.starting_stacks),
            "actions = [",
        ]
        street = 2
        dealt: dict[str, int] = {}
        for action in self.actions:
            words = action.split("#", 1)[0].split()
            if words[:2] == ["d", "dh"] and len(words) >= 3:
                count = dealt[words[2]] = dealt.get(words[2], 0) + 1
                if count + 2 > street:
                    street = count + 2
                    lines.append(f"  # {STREET_NAMES.get(street, f'street {street}')}")
            elif words[:2] == ["d", "db"] and street < 7:
                street = 7
                lines.append(f"  # {STREET_NAMES[7]}")
            lines.append(f"  {_toml_value(action)},")
        lines.append("]")
        # Plain values and flat arrays one per line; tables (if any) last, as TOML wants.
        tables = {}
        for name, value in self.fields.items():
            if isinstance(value, dict) or (isinstance(value, list) and any(
                    isinstance(item, (dict, list)) for item in value)):
                tables[name] = value
            else:
                lines.append(_assign(name, value))
        text = "\n".join(lines) + "\n"
        if tables:
            text += tomli_w.dumps(tables)
        return text

    def dump(self, path: str | Path) -> None:
        """Write a ``.phh`` file."""
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def from_state(cls, state: HandState, unknown: Mapping[int, set[int]] | None = None,
                   **fields: Any) -> HandHistory:
        """The history of a hand the engine played (over or not), from its operations log.

        ``unknown`` maps a seat to the indexes of its cards to write as ``??``. Keyword
        arguments add optional PHH fields (``event=``, ``players=``, ...). A finished hand
        gets ``finishing_stacks``; ``seats`` (each player's table number) and ``seat_count``
        are added unless the players sit in seats 1..n with the dealer last.
        """
        if state.game not in GAME_VARIANTS:
            raise ValueError(f"no PHH variant for game {state.game!r}")
        players = state.players
        number = {seat: index + 1 for index, seat in enumerate(players)}
        unknown = unknown or {}
        position = dict.fromkeys(players, 0)
        actions: list[str] = []
        for op in state.operations:
            if isinstance(op, CardsDealt):
                text = _cards_text(op.cards, unknown.get(op.seat, ()), position[op.seat])
                position[op.seat] += len(op.cards)
                actions.append(f"d dh p{number[op.seat]} {text}")
            elif isinstance(op, CommunityCardDealt):
                actions.append(f"d db {format_cards((op.card,))}")
            elif isinstance(op, PlayerActed):
                actions.append(f"p{number[op.seat]} {_phh_verb(op.action)}")
            elif isinstance(op, HandShown):
                text = _cards_text(op.cards, unknown.get(op.seat, ()))
                actions.append(f"p{number[op.seat]} sm {text}")
            elif isinstance(op, HandMucked):
                actions.append(f"p{number[op.seat]} sm")
        extra: dict[str, Any] = {"ante_trimming_status": True}
        numbers = [state.seat_numbers[seat] for seat in players]
        if numbers != list(range(1, len(players) + 1)):   # PHH's default seating
            extra["seats"] = numbers
            extra["seat_count"] = max(state.seat_count, len(players), *numbers)
        if state.is_over:
            extra["finishing_stacks"] = [state.stacks[seat] for seat in players]
        extra.update(fields)
        return cls(variant=GAME_VARIANTS[state.game], antes=[state.ante] * len(players),
                   bring_in=state.bring_in, small_bet=state.small_bet, big_bet=state.big_bet,
                   starting_stacks=[state.starting_stacks[seat] for seat in players],
                   actions=actions, fields=extra)

    # --- replaying --------------------------------------------------------------------------

    def replay(self, options: Options | None = None) -> Replay:
        """Play the hand through the engine and return it.

        ``options`` default to the WSOP preset for the variant (the PHH standard asks
        annotators to follow the WSOP rules), which also accepts what other rule sets allow
        less of (five bet units, ...). The engine checks every action; a file that breaks
        the rules or contradicts itself raises PHHError naming the action.
        """
        return _Replayer(self, options).run()


@dataclass
class Replay:
    """A replayed hand: the engine's state, and which of its cards the file did not know
    (``unknown[seat]`` = indexes into that seat's cards; the engine used stand-ins)."""

    history: HandHistory
    state: HandState
    unknown: dict[int, set[int]]

    @property
    def finishing_stacks(self) -> list[int]:
        """Each player's stack after the actions, in PHH order."""
        return [self.state.stacks[seat] for seat in self.state.players]

    def mismatches(self) -> list[int]:
        """Indexes of players whose stack differs from the file's finishing_stacks."""
        expected = self.history.finishing_stacks
        if expected is None:
            return []
        return [index for index, (got, want) in enumerate(
            zip(self.finishing_stacks, expected, strict=True)) if got != want]

    def to_history(self) -> HandHistory:
        """The replayed hand written back as PHH, unknown cards still ``??``; the file's
        other fields are kept (finishing_stacks from the replay)."""
        extra = {key: value for key, value in self.history.fields.items()
                 if key not in ("finishing_stacks", "ante_trimming_status")}
        return HandHistory.from_state(self.state, self.unknown, **extra)


def read_phh(path: str | Path) -> HandHistory:
    """Read a ``.phh`` file (same as :meth:`HandHistory.load`)."""
    return HandHistory.load(path)


def write_phh(state: HandState, path: str | Path, **fields: Any) -> HandHistory:
    """Write the hand ``state`` has played to ``path`` as PHH, and return its history."""
    history = HandHistory.from_state(state, **fields)
    history.dump(path)
    return history


# --- parsing actions ------------------------------------------------------------------------


@dataclass
class _Step:
    index: int
    text: str
    actor: str            # "d" or "pN"
    verb: str
    player: int | None    # 0-based player index for pN
    cards: list[int | None] | None = None
    amount: int | None = None


def _parse_action(index: int, text: str, players: int) -> _Step | None:
    body = text.split("#", 1)[0].split()
    if not body:
        return None                                   # a no-op or a commentary
    where = f"action {index} ({text!r})"
    actor, *rest = body
    if not rest:
        raise PHHError(f"{where}: no verb after {actor!r}")
    verb, *args = rest
    if actor == "d":
        if verb == "dh":
            if len(args) != 2:
                raise PHHError(f"{where}: 'd dh' takes a player and cards")
            player = _player(args[0], players, where)
            return _Step(index, text, actor, verb, player, _cards(args[1], where))
        if verb == "db":
            if len(args) != 1:
                raise PHHError(f"{where}: 'd db' takes the cards")
            return _Step(index, text, actor, verb, None, _cards(args[0], where))
        raise PHHError(f"{where}: unknown dealer action {verb!r} (stud has 'dh' and 'db')")
    player = _player(actor, players, where)
    if verb in ("pb", "cc", "f"):
        if args:
            raise PHHError(f"{where}: {verb!r} takes no argument")
        return _Step(index, text, actor, verb, player)
    if verb == "cbr":
        if len(args) != 1:
            raise PHHError(f"{where}: 'cbr' takes one amount")
        try:
            amount = int(args[0])
        except ValueError:
            try:
                value = float(args[0])
            except ValueError:
                raise PHHError(f"{where}: {args[0]!r} is not an amount") from None
            if not value.is_integer():
                raise PHHError(f"{where}: chips are whole numbers, not {args[0]}") from None
            amount = int(value)
        return _Step(index, text, actor, verb, player, amount=amount)
    if verb == "sm":
        if len(args) > 1:
            raise PHHError(f"{where}: 'sm' takes at most one group of cards")
        cards = None if not args or args[0] == "-" else _cards(args[0], where)
        step = _Step(index, text, actor, verb, player, cards)
        step.amount = 1 if args else 0                # 1: shows, 0: mucks
        return step
    if verb == "sd":
        raise PHHError(f"{where}: stud has no draws ('sd')")
    raise PHHError(f"{where}: unknown action {verb!r}")


def _player(text: str, players: int, where: str) -> int:
    if len(text) < 2 or text[0] != "p" or not text[1:].isdigit():
        raise PHHError(f"{where}: {text!r} is not a player (p1 to p{players})")
    number = int(text[1:])
    if not 1 <= number <= players:
        raise PHHError(f"{where}: there is no player {text} (p1 to p{players})")
    return number - 1


def _cards(text: str, where: str) -> list[int | None]:
    if len(text) % 2:
        raise PHHError(f"{where}: {text!r} is not a list of two-character cards")
    out: list[int | None] = []
    for start in range(0, len(text), 2):
        token = text[start:start + 2]
        if token == "??":
            out.append(None)
            continue
        try:
            out.extend(_core.card_codes([token]))
        except ValueError as error:
            raise PHHError(f"{where}: {error}") from None
    return out


def _chips(value: Any, name: str, minimum: int) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise PHHError(f"{name} must be a whole number of chips, not {value!r}")
    if value < minimum:
        raise PHHError(f"{name} must be at least {minimum}, not {value}")
    return value


def _chips_list(value: Any, name: str, minimum: int) -> list[int]:
    if not isinstance(value, list):
        raise PHHError(f"{name} must be an array of chips, not {value!r}")
    return [_chips(item, f"{name}[{index}]", minimum) for index, item in enumerate(value)]


def _cards_text(cards: tuple[int, ...], hidden: Collection[int], first: int = 0) -> str:
    """Cards as PHH writes them ("AsKs9h"), ``??`` for those whose index in the seat's cards
    (``first`` for the first of these) is in ``hidden``."""
    return "".join("??" if first + i in hidden else format_cards((code,))
                   for i, code in enumerate(cards))


def _phh_verb(action: Action) -> str:
    kind = action.kind
    if kind is FOLD:
        return "f"
    if kind is CHECK or kind is CALL:
        return "cc"
    if kind is BRING_IN:
        return "pb"
    return f"cbr {action.amount}"


def _toml_value(value: Any) -> str:
    return tomli_w.dumps({"v": value}).split("=", 1)[1].strip()


def _assign(name: str, value: Any) -> str:
    if isinstance(value, list):
        return f"{name} = [{', '.join(_toml_value(item) for item in value)}]"
    return f"{name} = {_toml_value(value)}"


# --- the replay -----------------------------------------------------------------------------


class _Replayer:
    """Replays a HandHistory through a HandState, street by street."""

    def __init__(self, history: HandHistory, options: Options | None) -> None:
        self.history = history
        game = history.game
        players = len(history.starting_stacks)
        if len(set(history.antes)) > 1:
            raise PHHError(f"antes {history.antes}: the engine plays one ante for everyone")
        ante = history.antes[0] if history.antes else 0
        if options is None:
            options = Options.preset("wsop", game)
        if history.fields.get("ante_trimming_status") is False and any(
                stack <= ante for stack in history.starting_stacks):
            raise PHHError("ante_trimming_status = false lets a short ante win every ante; "
                           "cstud plays R3 (a short ante wins only what it covered)")
        try:
            # The players sit p1..pN from the dealer's left, the dealer last; ``seats``
            # keeps their table numbers, which the seat_order_show rule goes by.
            self.state = HandState(history.starting_stacks, ante, history.bring_in,
                                   history.small_bet, history.big_bet, game=game,
                                   options=options, auto_deal=False, auto_showdown=False,
                                   seat_numbers=history.fields.get("seats"), seed=0)
        except (ValueError, TypeError) as error:
            raise PHHError(str(error)) from None
        self.steps = [step for index, text in enumerate(history.actions)
                      if (step := _parse_action(index, text, players)) is not None]
        self.unknown: dict[int, set[int]] = {}
        self.known = self._prescan()

    def _prescan(self) -> list[list[int | None]]:
        """Every player's cards in dealing order, unknowns filled from what he shows; every
        known card must be distinct."""
        players = len(self.history.starting_stacks)
        cards: list[list[int | None]] = [[] for _ in range(players)]
        owner: dict[int, str] = {}
        community: int | None = None
        for step in self.steps:
            where = f"action {step.index} ({step.text!r})"
            if step.verb == "dh":
                assert step.cards is not None and step.player is not None
                cards[step.player].extend(step.cards)
            elif step.verb == "db":
                assert step.cards is not None
                if len(step.cards) != 1 or step.cards[0] is None:
                    raise PHHError(f"{where}: the community card is one known card")
                community = step.cards[0]
            elif step.verb == "sm" and step.cards is not None:
                assert step.player is not None
                mine = cards[step.player]
                if len(step.cards) != len(mine):
                    raise PHHError(f"{where}: shows {len(step.cards)} cards but was dealt "
                                   f"{len(mine)}")
                for position, shown in enumerate(step.cards):
                    if shown is None:
                        continue
                    dealt = mine[position]
                    if dealt is None:
                        mine[position] = shown
                    elif dealt != shown:
                        raise PHHError(f"{where}: shows {format_cards((shown,))} where "
                                       f"{format_cards((dealt,))} was dealt")
        for player, mine in enumerate(cards):
            for code in mine:
                if code is None:
                    continue
                if code in owner:
                    raise PHHError(f"card {format_cards((code,))} is dealt twice "
                                   f"({owner[code]} and p{player + 1})")
                owner[code] = f"p{player + 1}"
        if community is not None and community in owner:
            raise PHHError(f"the community card {format_cards((community,))} is also dealt "
                           f"to {owner[community]}")
        self.pool = [code for code in range(52) if code not in owner and code != community]
        return cards

    def run(self) -> Replay:
        state = self.state
        pending: list[_Step] = []
        for number, step in enumerate(self.steps):
            if step.actor == "d":
                # A street's deals are consecutive; a player dealt again, or a community
                # card after players' cards, starts the next street (an all-in run-out).
                if pending and (step.verb == "db" or pending[-1].verb == "db" or any(
                        earlier.player == step.player for earlier in pending)):
                    self._deal(pending, step)
                    pending = []
                if state.status is not Status.DEALING and not pending:
                    raise PHHError(self._where(step, self._not_dealing()))
                pending.append(step)
                continue
            if pending:
                self._deal(pending, step)
                pending = []
            self._act(step, self.steps[number + 1:])
        if pending:
            self._deal(pending, None)
        live = state.live
        if len(live) > 1 and (state.status is Status.OVER or state.status is Status.SHOWDOWN):
            for seat in live:
                if self.unknown.get(seat):
                    raise PHHError(f"p{state.players.index(seat) + 1}'s cards are not all "
                                   "known, but the hand reaches a showdown that needs them")
        return Replay(self.history, state, self.unknown)

    def _where(self, step: _Step, message: str) -> str:
        return f"action {step.index} ({step.text!r}): {message}"

    def _not_dealing(self) -> str:
        state = self.state
        if state.status is Status.OVER:
            return "the hand is over"
        return f"no street is due: it is p{state.players.index(state.actor) + 1}'s turn"

    def _deal(self, steps: list[_Step], following: _Step | None) -> None:
        """Deal one street from consecutive dealing actions."""
        state = self.state
        street = state.street
        first = steps[0]
        if state.status is not Status.DEALING:
            raise PHHError(self._where(first, self._not_dealing()))
        boards = [step for step in steps if step.verb == "db"]
        holes = [step for step in steps if step.verb == "dh"]
        if boards and holes:
            raise PHHError(self._where(first, "a street is either a community card or a card "
                                              "for each player"))
        if boards:
            if len(boards) > 1:
                raise PHHError(self._where(boards[1], "a second community card"))
            try:
                state.deal(community=boards[0].cards[0])      # type: ignore[index]
            except IllegalActionError as error:
                raise PHHError(self._where(boards[0], str(error))) from None
            return
        live = state.live
        dealt_by: dict[int, _Step] = {}              # each seat's dealing action
        for step in holes:
            assert step.player is not None and step.cards is not None
            seat = state.players[step.player]
            if seat in dealt_by:
                raise PHHError(self._where(step, f"p{step.player + 1} is dealt twice on "
                                                 f"{STREET_NAMES[street]}"))
            if seat not in live:
                raise PHHError(self._where(step, f"p{step.player + 1} is not in the hand"))
            dealt_by[seat] = step
        missing = [seat for seat in live if seat not in dealt_by]
        if missing:
            raise PHHError(self._where(first, f"p{state.players.index(missing[0]) + 1} is not "
                                              f"dealt on {STREET_NAMES[street]}"))
        if state.needs_community_card():
            raise PHHError(self._where(first, "the engine's rules call for a community card "
                           "on this 7th street (R16); replay with burn_cards=False or "
                           "casino_stub_procedure=True if the hand was dealt otherwise"))
        expected = 3 if street == 3 else 1
        per_seat: dict[int, list[int | None]] = {}
        for seat, step in dealt_by.items():
            assert step.cards is not None
            if len(step.cards) != expected:
                raise PHHError(self._where(step, f"{len(step.cards)} card(s) dealt on "
                                                 f"{STREET_NAMES[street]}, not {expected}"))
            per_seat[seat] = list(step.cards)
        self._fill_unknown(per_seat, following)
        try:
            state.deal(per_seat)
        except IllegalActionError as error:
            raise PHHError(self._where(first, str(error))) from None

    def _fill_unknown(self, per_seat: dict[int, list[int | None]],
                      following: _Step | None) -> None:
        """Put stand-ins for the unknown cards of this street. Down cards take any unused
        card; an unknown upcard takes one that keeps the opener the file shows (the player
        of the next action): the weakest that does, or the strongest for the opener."""
        state = self.state
        street = state.street
        offset = {seat: len(state.cards(seat)) for seat in per_seat}
        for seat, cards in per_seat.items():
            known = self.known[state.players.index(seat)]
            for i, code in enumerate(cards):
                position = offset[seat] + i
                if code is None and position < len(known) and known[position] is not None:
                    cards[i] = known[position]
        up_index = 2 if street == 3 else (0 if street < 7 else None)
        unknown_up = [seat for seat, cards in per_seat.items()
                      if up_index is not None and cards[up_index] is None]
        for seat, cards in per_seat.items():
            for i, code in enumerate(cards):
                if code is None:
                    self.unknown.setdefault(seat, set()).add(offset[seat] + i)
                    if i != up_index:
                        cards[i] = self.pool.pop()
        if not unknown_up:
            return
        opener = None
        if following is not None and following.actor != "d" and following.verb != "sm":
            opener = state.players[following.player]             # type: ignore[index]
        up = [list(map(int, state.up_cards(seat))) for seat in range(state.seat_count)]
        game = state.game

        def pull(seat: int, code: int) -> tuple[int, ...]:
            """How strongly this upcard makes ``seat`` the opener."""
            if street == 3:
                return (bring_in_key(code, game),)
            return board_key(up[seat] + [code], game)

        def preference(seat: int, code: int) -> tuple[int, ...]:
            """The order to try stand-ins for a seat that must not open: on 3rd street the
            lowest-ranking cards (weak boards later) that do not bring in, later the weakest."""
            return (-bring_in_key(code, game),) if street == 3 else pull(seat, code)

        # Provisionally the opener gets the card that pulls hardest, everyone else the one
        # that pulls least; then each non-opener takes its preferred card that keeps it so.
        chosen: dict[int, int] = {}
        for seat in sorted(unknown_up, key=lambda seat: seat != opener):
            free = [code for code in self.pool if code not in chosen.values()]
            def by_pull(code: int, seat: int = seat) -> tuple[int, ...]:
                return pull(seat, code)

            chosen[seat] = (max if seat == opener else min)(free, key=by_pull)
        if opener is not None:
            for seat in unknown_up:
                if seat == opener:
                    continue
                free = [code for code in self.pool
                        if code not in chosen.values() or code == chosen[seat]]
                def by_preference(code: int, seat: int = seat) -> tuple[int, ...]:
                    return preference(seat, code)

                for code in sorted(free, key=by_preference):
                    if self._opens(per_seat, up, {**chosen, seat: code}, up_index) == opener:
                        chosen[seat] = code
                        break
            if self._opens(per_seat, up, chosen, up_index) != opener:
                raise PHHError(self._where(following,  # type: ignore[arg-type]
                               "who acts first depends on unknown upcards that no card "
                               "assignment explains"))
        for seat, code in chosen.items():
            per_seat[seat][up_index] = code              # type: ignore[index]
            self.pool.remove(code)

    def _opens(self, per_seat: dict[int, list[int | None]], up: list[list[int]],
               chosen: dict[int, int], up_index: int | None) -> int:
        trial = [list(cards) for cards in up]
        for seat, cards in per_seat.items():
            code = chosen.get(seat, cards[up_index] if up_index is not None else None)
            if code is not None:
                trial[seat].append(code)
        return self.state._opener(trial)

    def _act(self, step: _Step, rest: list[_Step]) -> None:
        state = self.state
        assert step.player is not None
        seat = state.players[step.player]
        if step.verb == "sm":
            return self._showdown(step, seat)
        if state.status is not Status.BETTING:
            what = ("the hand is over" if state.status is Status.OVER else
                    f"{STREET_NAMES[state.street]} has not been dealt"
                    if state.status is Status.DEALING else "the betting is over (showdown)")
            raise PHHError(self._where(step, what))
        if seat != state.actor:
            raise PHHError(self._where(step, f"it is p{state.players.index(state.actor) + 1}'s "
                                             f"turn, not p{step.player + 1}'s"))
        legal = state.legal_actions()
        action: Action
        if step.verb == "pb":
            action = Action(BRING_IN)
        elif step.verb == "f":
            action = Action(FOLD)
        elif step.verb == "cc":
            action = Action(CALL if any(a.kind is CALL for a in legal) else CHECK)
        else:
            wagers = [a for a in legal if a.kind in (COMPLETE, BET, RAISE)]
            matching = [a for a in wagers if a.amount == step.amount]
            if not matching:
                allowed = " or ".join(str(a) for a in wagers) or "no bet or raise"
                raise PHHError(self._where(step, f"to {step.amount} is not allowed: {allowed}"))
            action = matching[0]
        try:
            state.apply(action, seat)
        except IllegalActionError as error:
            raise PHHError(self._where(step, str(error))) from None

    def _showdown(self, step: _Step, seat: int) -> None:
        state = self.state
        shows = step.amount == 1
        if state.status is Status.SHOWDOWN and state.actor == seat:
            try:
                state.show() if shows else state.muck()
            except IllegalActionError as error:
                raise PHHError(self._where(step, str(error))) from None
            return
        # Otherwise only a repeat of what the engine already turned up (all-in, R17.3).
        turned_up = any(isinstance(op, HandShown) and op.seat == seat for op in state.operations)
        if state.status is Status.BETTING:
            raise PHHError(self._where(step, "a showdown action while the betting goes on"))
        if state.status is Status.SHOWDOWN:
            raise PHHError(self._where(step, f"it is p{state.players.index(state.actor) + 1}'s "
                                             "turn to show or muck"))
        if not turned_up:
            raise PHHError(self._where(step, "this hand was not shown"))
        if not shows:
            raise PHHError(self._where(step, "the hand is already face up (all-in, R17.3)"))
