"""A table that plays hand after hand: seats, buy-ins, stacks carried over, game rotations.

:class:`Table` seats players by seat number (1 to ``seats``), lets them join, leave, sit out
and buy in (between ``min_buy_in`` and ``max_buy_in``), and deals each hand as a
:class:`cstud.HandState` among the seated players who have chips and are not sitting out,
under the house's :class:`cstud.Options`. Stacks carry over exactly: the table's chips are
always what was bought in, less what left with players and what the rake took.

Who the dealer is follows the house (``dealer=``): ``"fixed"`` (a casino stud table: the
house dealer sits between the highest seat and seat 1, so seat 1's side is dealt first every
hand, and "seat order" for position ties and odd chips starts there), or ``"rotating"`` (a
nominal button that moves one player to the left each hand, as ``cstud simulate`` deals).

A :class:`Rotation` of :class:`Stakes` plays mixed games (Stud, Razz, Stud Hi/Lo; each with
its own stakes), changing every N hands or every orbit (as many hands as players were dealt
into the game's first hand), the way the sites run HORSE and 8-Game tables.

Each finished hand is logged as a PHH hand with its table, hand and seat numbers and the
players' names; :meth:`Table.write` saves the session as a ``.phhs`` file, and
:func:`resume` seats a new table as the log left it.

>>> from cstud.bots import CallingStation
>>> table = Table(Stakes(ante=1, bring_in=2, small_bet=5), seats=6, seed=1)
>>> for seat, name in [(1, "ann"), (3, "bob"), (4, "cy")]:
...     table.join(seat, name, 100)
>>> for _ in range(5):
...     hand = table.play_hand(CallingStation())
>>> table.hands_played, sum(table.stacks.values()) + table.rake == 300
(5, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from hashlib import sha512
from pathlib import Path
from typing import Any, Literal

from cstud.bots import _play_to_end, code_chooser
from cstud.game import GAMES, Game, HandState, Options
from cstud.game.state import MAX_PLAYERS, MIN_PLAYERS

__all__ = ["Rotation", "Seat", "Stakes", "Table", "TableError", "hand_seed", "resume"]

MAX_SEATS = MAX_PLAYERS
"""A stud table seats at most eight (R1: seven cards each from one deck)."""

DealerRule = Literal["fixed", "rotating"]

_HOUSE = Options()
"""The default house rules, one object for every table (the core keeps its reading of the
first Options objects it meets by identity: a new Options() a table would push the later
tables off that list and make every hand read its options again)."""

_SEED_BITS = (1 << 63) - 1
_SEED_STEP = 0x9E3779B97F4A7C15      # odd: hand n's seeds are distinct for every n < 2**63


def hand_seed(seed: Any, table: int, hand: int) -> int:
    """The seed of hand ``hand`` (1, 2, ...) of table ``table`` in a session seeded ``seed``:
    a 63-bit number from the SHA-512 of ``f"{seed}/{table}"``, stepped by an odd constant per
    hand. An int below 2**63 is the seed the core reads fastest (a text is hashed again each
    hand), and every hand of the table gets a different one."""
    key = int.from_bytes(sha512(f"{seed}/{table}".encode()).digest()[:8], "big")
    return (key + hand * _SEED_STEP) & _SEED_BITS


class TableError(ValueError):
    """An action the table refuses (a seat taken, a buy-in out of limits, a player in the
    hand being dealt...); the table is left as it was."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """A game and its stakes (R2): ante, bring-in, small bet, big bet (default twice the
    small bet). Checked when made: 0 <= ante, 0 < bring_in < small_bet <= big_bet."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int | None = None
    game: Game = "stud8"

    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r}: one of {', '.join(GAMES)}")
        big = 2 * self.small_bet if self.big_bet is None else self.big_bet
        for name, value in (("ante", self.ante), ("bring_in", self.bring_in),
                            ("small_bet", self.small_bet), ("big_bet", big)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} is a whole number of chips >= 0, not {value!r}")
        if not 0 < self.bring_in < self.small_bet <= big:
            raise ValueError(f"stakes need 0 < bring-in < small bet <= big bet (R2), not "
                             f"{self.bring_in}/{self.small_bet}/{big}")

    @property
    def big(self) -> int:
        """The big bet."""
        return 2 * self.small_bet if self.big_bet is None else self.big_bet

    def describe(self) -> str:
        return (f"{self.game} {self.small_bet}/{self.big}, ante {self.ante}, "
                f"bring-in {self.bring_in}")


@dataclass(frozen=True, slots=True)
class Rotation:
    """Games played in turn: each for ``every`` hands, or for an orbit (``every="orbit"``:
    as many hands as players were dealt into that game's first hand)."""

    games: tuple[Stakes, ...]
    every: int | Literal["orbit"] = "orbit"

    def __post_init__(self) -> None:
        games = tuple(self.games)
        object.__setattr__(self, "games", games)
        if not games or not all(isinstance(stakes, Stakes) for stakes in games):
            raise ValueError("a rotation is one or more Stakes")
        every = self.every
        if every != "orbit" and (isinstance(every, bool) or not isinstance(every, int)
                                 or every < 1):
            raise ValueError(f"every is a number of hands >= 1 or 'orbit', not {every!r}")


@dataclass(slots=True)
class Seat:
    """A seated player: his name, chips, and whether he sits out."""

    name: str
    chips: int
    sitting_out: bool = False


class Table:
    """A stud table playing hand after hand (see the module's notes).

    Args:
        stakes: the game and stakes, or a :class:`Rotation` of them.
        seats: seats at the table, numbered 1 to ``seats`` (2 to 8).
        options: the house rules (default ``Options()``).
        dealer: ``"fixed"`` (default) or ``"rotating"``.
        min_buy_in, max_buy_in: a player's chips when he joins, and at most after buying
            more (default: at least one chip, no limit).
        number: the table's number, written in each hand's log.
        seed: seeds hand ``n``'s shuffle with :func:`hand_seed` ``(seed, table, n)``.
        keep_log: keep each hand's PHH history (default); off for fast simulation.
    """

    def __init__(self, stakes: Stakes | Rotation, *, seats: int = MAX_SEATS,
                 options: Options | None = None, dealer: DealerRule = "fixed",
                 min_buy_in: int = 1, max_buy_in: int | None = None, number: int = 1,
                 seed: Any = 0, keep_log: bool = True, event: str | None = None) -> None:
        if isinstance(stakes, Stakes):
            stakes = Rotation((stakes,), every=1)
        if not isinstance(stakes, Rotation):
            raise TypeError(f"stakes is a Stakes or a Rotation, not {type(stakes).__name__}")
        if isinstance(seats, bool) or not isinstance(seats, int) or \
                not MIN_PLAYERS <= seats <= MAX_SEATS:
            raise ValueError(f"a stud table has {MIN_PLAYERS} to {MAX_SEATS} seats, not "
                             f"{seats!r}")
        if dealer not in ("fixed", "rotating"):
            raise ValueError(f"dealer is 'fixed' or 'rotating', not {dealer!r}")
        options = _HOUSE if options is None else options
        if not isinstance(options, Options):
            raise TypeError(f"options is an Options, not {type(options).__name__}")
        for name, value in (("min_buy_in", min_buy_in), ("number", number)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{name} is a whole number >= 1, not {value!r}")
        if max_buy_in is not None and (isinstance(max_buy_in, bool)
                                       or not isinstance(max_buy_in, int)
                                       or max_buy_in < min_buy_in):
            raise ValueError(f"max_buy_in is None or a number of chips >= min_buy_in "
                             f"({min_buy_in}), not {max_buy_in!r}")
        self.rotation = stakes
        self.seat_count = seats
        self.options = options
        self.dealer_rule: DealerRule = dealer
        self.min_buy_in = min_buy_in
        self.max_buy_in = max_buy_in
        self.number = number
        self.seed = seed
        self.event = event
        self.keep_log = bool(keep_log)
        self.seats: dict[int, Seat] = {}
        self.hands_played = 0
        self.hand: HandState | None = None
        """The hand being played (between :meth:`start_hand` and :meth:`end_hand`)."""
        self._dealt: tuple[int, ...] = ()      # the seat numbers dealt into self.hand
        self.button: int | None = None
        """The rotating button's seat number (None until the first hand, or when fixed)."""
        self.bought_in = 0
        self.cashed_out = 0
        self.rake = 0
        self.histories: list[Any] = []
        self._game_index = 0
        self._game_hands = 0                   # hands of the current game played so far
        self._game_length: int | None = None   # its orbit's length, fixed at its first hand
        self._choosers: dict[int, tuple[Any, Any]] = {}
        self._seed_key: tuple[Any, int, int] | None = None   # (seed, number, hand_seed(.., 0))

    # --- the players ----------------------------------------------------------------------

    @property
    def stacks(self) -> dict[int, int]:
        """Each seated player's chips, by seat number."""
        return {number: seat.chips for number, seat in sorted(self.seats.items())}

    @property
    def stakes(self) -> Stakes:
        """The game and stakes of the next hand (or of the hand being played)."""
        return self.rotation.games[self._game_index]

    def _seat_number(self, seat: Any) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or \
                not 1 <= seat <= self.seat_count:
            raise TableError(f"seats are numbered 1 to {self.seat_count}, not {seat!r}")
        return seat

    def _occupied(self, seat: Any) -> Seat:
        number = self._seat_number(seat)
        if number not in self.seats:
            raise TableError(f"seat {number} is empty")
        return self.seats[number]

    def _in_hand(self, number: int) -> bool:
        return self.hand is not None and number in self._dealt

    def _checked_chips(self, chips: Any, now: int) -> int:
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise TableError(f"a buy-in is a whole number of chips > 0, not {chips!r}")
        total = now + chips
        if total < self.min_buy_in:
            raise TableError(f"the minimum buy-in is {self.min_buy_in} chips, not {total}")
        if self.max_buy_in is not None and total > self.max_buy_in:
            raise TableError(f"the maximum buy-in is {self.max_buy_in} chips: {now} + "
                             f"{chips} is more")
        return chips

    def join(self, seat: int, name: str, chips: int) -> None:
        """Seat ``name`` at ``seat`` with ``chips`` (within the buy-in limits); he is dealt
        in from the next hand."""
        number = self._seat_number(seat)
        if number in self.seats:
            raise TableError(f"seat {number} is taken by {self.seats[number].name}")
        if not isinstance(name, str) or not name.strip() or len(name) > 100:
            raise TableError(f"a player's name is a text of 1 to 100 characters, not "
                             f"{name!r}")
        if any(other.name == name for other in self.seats.values()):
            raise TableError(f"{name} is already seated")
        self._checked_chips(chips, 0)
        self.seats[number] = Seat(name, chips)
        self.bought_in += chips

    def buy_in(self, seat: int, chips: int) -> None:
        """Add ``chips`` to a seated player's stack, between hands (table stakes), within the
        buy-in limits."""
        player = self._occupied(seat)
        if self._in_hand(seat):
            raise TableError(f"seat {seat} is in the hand being played: chips are added "
                             f"between hands (table stakes)")
        self._checked_chips(chips, player.chips)
        player.chips += chips
        self.bought_in += chips

    def leave(self, seat: int) -> int:
        """Take ``seat``'s player from the table; returns the chips he leaves with."""
        player = self._occupied(seat)
        if self._in_hand(seat):
            raise TableError(f"seat {seat} is in the hand being played: he leaves after it")
        del self.seats[seat]
        self.cashed_out += player.chips
        return player.chips

    def sit_out(self, seat: int) -> None:
        """``seat``'s player keeps his seat and chips but is not dealt in."""
        self._occupied(seat).sitting_out = True

    def sit_in(self, seat: int) -> None:
        """``seat``'s player is dealt in again from the next hand."""
        self._occupied(seat).sitting_out = False

    def dealt_next(self) -> tuple[int, ...]:
        """The seat numbers the next hand would deal in: seated, with chips, not out."""
        seats = self.seats
        return tuple([number for number in sorted(seats)
                      if seats[number].chips > 0 and not seats[number].sitting_out])

    def change_stakes(self, stakes: Stakes | Rotation) -> None:
        """Play the next hands at new stakes (a tournament's next level, say), between hands;
        a rotation starts at its first game."""
        if self.hand is not None:
            raise TableError("a hand is being played: the stakes change between hands")
        if isinstance(stakes, Stakes):
            stakes = Rotation((stakes,), every=1)
        if not isinstance(stakes, Rotation):
            raise TypeError(f"stakes is a Stakes or a Rotation, not {type(stakes).__name__}")
        self.rotation = stakes
        self._game_index = self._game_hands = 0
        self._game_length = None

    # --- the hands ------------------------------------------------------------------------

    def start_hand(self, **hand_arguments: Any) -> HandState:
        """Deal the next hand among :meth:`dealt_next` and return it (``hand_arguments``
        go to HandState: ``cards=``, ``auto_deal=`` ...). Play it, then call
        :meth:`end_hand`."""
        if self.hand is not None:
            raise TableError("a hand is being played: end it first")
        dealt = self.dealt_next()
        if len(dealt) < MIN_PLAYERS:
            raise TableError(f"{len(dealt)} player(s) with chips and not sitting out: a hand "
                             f"needs {MIN_PLAYERS}")
        rotation = self.rotation
        if self._game_length is None:
            self._game_length = len(dealt) if rotation.every == "orbit" else \
                int(rotation.every)
        dealer = len(dealt) - 1                  # fixed: the lowest number is dealt first
        if self.dealer_rule == "rotating":
            button = self.button
            if button is None:
                button = dealt[-1]
            else:                                # one player to the left of the last one
                button = next((n for n in dealt if n > button), dealt[0])
            self.button = button
            dealer = dealt.index(button)
        stakes = self.rotation.games[self._game_index]
        if "seed" not in hand_arguments:
            hand_arguments["seed"] = self._next_seed()
        hand = HandState([self.seats[n].chips for n in dealt], stakes.ante, stakes.bring_in,
                         stakes.small_bet, stakes.big, game=stakes.game,
                         options=self.options, dealer=dealer, seat_numbers=dealt,
                         **hand_arguments)
        self.hand = hand
        self._dealt = dealt
        return hand

    def _next_seed(self) -> int:
        """:func:`hand_seed` of the next hand, its table key worked out once (again if the
        table's seed or number is changed)."""
        known = self._seed_key
        if known is None or known[0] is not self.seed or known[1] != self.number:
            known = self._seed_key = (self.seed, self.number,
                                      hand_seed(self.seed, self.number, 0))
        return (known[2] + (self.hands_played + 1) * _SEED_STEP) & _SEED_BITS

    def end_hand(self) -> HandState:
        """Carry the finished hand's stacks to the seats, log it, and move the rotation on."""
        hand = self.hand
        if hand is None:
            raise TableError("no hand is being played")
        if not hand.is_over:
            raise TableError("the hand is not over")
        stacks = hand.stacks
        seats = self.seats
        for number, chips in zip(self._dealt, stacks, strict=True):
            seats[number].chips = chips
        self.rake += sum(hand.starting_stacks) - sum(stacks)
        self.hands_played += 1
        if self.keep_log:
            self.histories.append(self._history(hand))
        self.hand = None
        self._dealt = ()
        self._game_hands += 1
        if self._game_length is not None and self._game_hands >= self._game_length:
            self._game_index = (self._game_index + 1) % len(self.rotation.games)
            self._game_hands = 0
            self._game_length = None
        return hand

    def _history(self, hand: HandState) -> Any:
        from cstud.phh import HandHistory

        # PHH numbers the players from the first dealt (p1, left of the dealer), which is not
        # seat order when the button rotates: the names and seats go in that order too.
        order = [self._dealt[index] for index in hand.players]
        extra: dict[str, Any] = {"table": self.number, "hand": self.hands_played,
                                 "players": [self.seats[n].name for n in order]}
        if self.event is not None:
            extra["event"] = self.event
        history = HandHistory.from_state(hand, **extra)
        # Always say which seat each player holds and how many seats the table has (the
        # hand alone knows only the highest seat dealt, and resume() seats the table by it).
        history.fields["seats"] = order
        history.fields["seat_count"] = self.seat_count
        return history

    def play_hand(self, bots: Any, **hand_arguments: Any) -> HandState:
        """Deal, play and end one hand; ``bots`` is one bot for everyone, or a mapping from
        seat number (or player name) to bot. How each bot is played (its
        :func:`cstud.bots.code_chooser`) is worked out once per bot and table."""
        hand = self.start_hand(**hand_arguments)
        try:
            if type(bots) is dict or isinstance(bots, Mapping):
                seated = self._bots_by_index(bots)
                choosers = [self._chooser(bot) for bot in seated]
            else:                                # one bot for all: its chooser looked up once
                count = len(self._dealt)
                seated = [bots] * count
                choosers = [self._chooser(bots)] * count
            _play_to_end(hand, seated, choosers)
        except BaseException:
            self.hand = None                     # the hand is void: the stacks are untouched
            self._dealt = ()
            raise
        return self.end_hand()

    def _chooser(self, bot: Any) -> Any:
        """``code_chooser(bot)``, kept for the bots this table plays (the bot too, so that
        its id stays its own)."""
        known = self._choosers.get(id(bot))
        if known is None or known[0] is not bot:
            if len(self._choosers) >= 64:        # a caller with ever new bots
                self._choosers.clear()
            known = self._choosers[id(bot)] = (bot, code_chooser(bot))
        return known[1]

    def _bots_by_index(self, bots: Mapping[Any, Any]) -> list[Any]:
        """The bot of each seat of the hand (engine order), from a mapping."""
        chosen = []
        seats = self.seats
        for number in self._dealt:
            bot = bots.get(number)
            if bot is None:
                bot = bots.get(seats[number].name)
                if bot is None:
                    raise TableError(f"no bot for seat {number} ({seats[number].name})")
            chosen.append(bot)
        return chosen

    def write(self, path: str | Path) -> None:
        """Write the session's log as a ``.phhs`` file (one hand a table, in order)."""
        from cstud.phh import HandHistory

        HandHistory.dump_all(self.histories, path)


def resume(histories: Iterable[Any], **table_arguments: Any) -> Table:
    """A table seated as a session's log left it: each player of the last hand in his seat
    with his finishing stack (``histories``: HandHistory objects, as :func:`cstud.read_phhs`
    returns). Every hand is replayed through the engine first: a log whose hand does not
    replay to its own finishing stacks, or whose stacks do not carry over from hand to hand
    as chips could (only buy-ins added, between hands), raises ValueError."""
    from cstud.phh import PHHError

    histories = list(histories)
    if not histories:
        raise ValueError("the log has no hands")
    last: dict[int, tuple[str, int]] = {}
    for index, history in enumerate(histories, 1):
        seats = history.fields.get("seats") or list(range(1, len(history.starting_stacks) + 1))
        names = history.fields.get("players") or [f"p{n}" for n in seats]
        try:
            replay = history.replay()
        except PHHError as error:
            raise ValueError(f"hand {index} of the log does not replay: {error}") from None
        if replay.mismatches():
            raise ValueError(f"hand {index} of the log does not reach its finishing stacks")
        for number, name, start in zip(seats, names, history.starting_stacks, strict=True):
            if number in last and last[number][0] == name and start < last[number][1]:
                raise ValueError(f"hand {index}: {name} starts with {start} chips but ended "
                                 f"the hand before with {last[number][1]}")
        last = {number: (name, chips) for number, name, chips
                in zip(seats, names, replay.finishing_stacks, strict=True)}
    final = histories[-1]
    table_arguments.setdefault("seats", final.fields.get("seat_count", MAX_SEATS))
    table_arguments.setdefault("number", final.fields.get("table", 1))
    if "stakes" not in table_arguments:
        table_arguments["stakes"] = Stakes(final.antes[0], final.bring_in, final.small_bet,
                                           final.big_bet, final.game)
    table = Table(**table_arguments)
    for number, (name, chips) in last.items():
        if chips > 0:
            table.seats[number] = Seat(name, chips)
            table.bought_in += chips
    table.hands_played = int(final.fields.get("hand", len(histories)))
    return table

