"""The PHH document: a hand's fields, read from and written to TOML (``.phh``, one hand, and
``.phhs``, many hands as tables ``[1]``, ``[2]``, ...).

Besides PHH's own fields, cstud writes two user-defined ones (PHH leaves names with a leading
underscore to the user) so that a replay plays the hand under the rules it was played under:

- ``_rules``: the house rules, a table of :class:`cstud.game.Options` fields (option names
  and values; an option left out has its default, RULES.md section 3);
- ``_rake``: the rake, a whole number of chips taken from the pots, or a table
  ``{percent = "5", cap = 3, no_drop = true}`` for a rake rule (:class:`cstud.Rake`).

Files without them replay under the WSOP rules, as PHH asks of annotators.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field, fields
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cstud.game import (
    STREET_NAMES,
    CardsDealt,
    CommunityCardDealt,
    Game,
    HandMucked,
    HandShown,
    HandState,
    Options,
    PlayerActed,
)
from cstud.phh import actions as grammar
from cstud.phh.errors import PHHError
from cstud.showdown import CHIP_LIMIT, CHIP_LIMIT_TEXT, Rake

if TYPE_CHECKING:
    from cstud.phh.replay import Replay

VARIANTS: dict[str, Game] = {"F7S/8": "stud8", "F7S": "stud", "FR": "razz"}
"""PHH variant codes of the stud games, and the engine's game for each."""

GAME_VARIANTS = {game: code for code, game in VARIANTS.items()}

RULES_FIELD = "_rules"
"""The user-defined field cstud writes the house rules in (a table of Options fields)."""

RAKE_FIELD = "_rake"
"""The user-defined field cstud writes the rake in (chips, or a Rake rule's table)."""

_REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks",
             "actions")
_NOT_STUD = ("blinds_or_straddles", "min_bet")
_OPTION_NAMES = tuple(option.name for option in fields(Options) if option.name != "rake")
_MAX_NESTING = 32        # arrays and tables inside one another, in a field cstud keeps


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

    @property
    def rake(self) -> int | Rake | None:
        """The rake the file states (``_rake``), if it does."""
        return _rake_of(self.fields.get(RAKE_FIELD))

    @property
    def options(self) -> Options | None:
        """The house rules the file states (``_rules`` and ``_rake``), or None when it states
        no rules (a rake alone is added to the WSOP preset, the PHH default)."""
        rules = self.fields.get(RULES_FIELD)
        rake = self.rake
        if rules is None and rake is None:
            return None
        if rules is None:
            return Options.preset("wsop", self.game, rake=rake)
        return _options_of(rules, rake)

    # --- reading ----------------------------------------------------------------------------

    @classmethod
    def loads(cls, text: str | bytes) -> HandHistory:
        """Parse the PHH text of one hand (UTF-8 bytes are accepted too). Raises PHHError for
        TOML errors and bad or missing fields."""
        return cls.from_dict(_parse_toml(text))

    @classmethod
    def load(cls, path: str | Path) -> HandHistory:
        """Read a ``.phh`` file. Raises OSError when it cannot be read, PHHError when it is
        not a PHH hand cstud plays."""
        try:
            return cls.loads(Path(path).read_bytes())
        except PHHError as error:
            raise error.in_file(path) from None

    @classmethod
    def loads_all(cls, text: str | bytes) -> list[HandHistory]:
        """Parse the text of a ``.phhs`` file: one table per hand, in the file's order
        (:func:`table_lines` gives the line where each begins)."""
        data = _parse_toml(text)
        histories = []
        for key, hand in data.items():
            if not isinstance(hand, dict):
                raise PHHError(f"a .phhs file holds one table per hand ([1], [2], ...); "
                               f"{key!r} is not a table", field=key)
            try:
                histories.append(cls.from_dict(hand))
            except PHHError as error:
                raise error.in_file(hand=key) from None
        return histories

    @classmethod
    def load_all(cls, path: str | Path) -> list[HandHistory]:
        """Read a ``.phhs`` file (every hand in it)."""
        try:
            return cls.loads_all(Path(path).read_bytes())
        except PHHError as error:
            raise error.in_file(path) from None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HandHistory:
        """The hand from already parsed TOML; checks the fields the engine needs."""
        if not isinstance(data, Mapping):
            raise TypeError(f"a PHH hand is a mapping of fields, not {type(data).__name__}")
        if "variant" in data:
            variant = data["variant"]
            if not isinstance(variant, str):
                raise PHHError(f"variant must be a string (the variant code), not "
                               f"{_short(variant)}", field="variant")
            if variant not in VARIANTS:
                raise PHHError(f"variant {_short(variant)} is not played by cstud (not a stud "
                               f"game of {', '.join(VARIANTS)})", kind="unsupported_variant",
                               field="variant")
        missing = [name for name in _REQUIRED if name not in data]
        if missing:
            raise PHHError(f"missing required field(s): {', '.join(missing)}",
                           field=missing[0])
        variant = data["variant"]
        for name in _NOT_STUD:
            if name in data:
                raise PHHError(f"field {name} is for button games; {variant} must not have it",
                               field=name)
        stacks = _chips_list(data["starting_stacks"], "starting_stacks", minimum=1)
        players = len(stacks)
        antes = _chips_list(data["antes"], "antes", minimum=0)
        if len(antes) != players:
            raise PHHError(f"antes has {len(antes)} entries for {players} players",
                           field="antes")
        actions = data["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise PHHError("actions must be an array of strings", field="actions")
        extra = {key: value for key, value in data.items() if key not in _REQUIRED}
        for name, value in extra.items():
            if _nesting(value) > _MAX_NESTING:
                raise PHHError(f"field {name} is nested more than {_MAX_NESTING} deep",
                               field=name)
        finishing = extra.get("finishing_stacks")
        if finishing is not None:
            extra["finishing_stacks"] = _chips_list(finishing, "finishing_stacks", minimum=0,
                                                    limit=None)
            if len(extra["finishing_stacks"]) != players:
                raise PHHError(f"finishing_stacks has {len(finishing)} entries for "
                               f"{players} players", field="finishing_stacks")
        # The rules and rake cstud wrote are checked now, so that a bad one is a reading error.
        rake = _rake_of(extra.get(RAKE_FIELD))
        if RULES_FIELD in extra:
            _options_of(extra[RULES_FIELD], rake)
        return cls(variant=variant, antes=antes,
                   bring_in=_chips(data["bring_in"], "bring_in", 1),
                   small_bet=_chips(data["small_bet"], "small_bet", 1),
                   big_bet=_chips(data["big_bet"], "big_bet", 1),
                   starting_stacks=stacks, actions=list(actions), fields=extra)

    # --- writing ----------------------------------------------------------------------------

    def dumps(self) -> str:
        """PHH text: the required fields, the actions one per line with street comments,
        then every other field. Raises PHHError for an amount beyond the chip limit or a
        field TOML cannot hold."""
        return self._dumps(None)

    def dump(self, path: str | Path) -> None:
        """Write a ``.phh`` file."""
        text = self.dumps()
        Path(path).write_text(text, encoding="utf-8")

    @classmethod
    def dumps_all(cls, histories: Iterable[HandHistory]) -> str:
        """The text of a ``.phhs`` file: each hand as a table ``[1]``, ``[2]``, ..."""
        return "\n".join(f"[{number}]\n{history._dumps(str(number))}"
                         for number, history in enumerate(histories, 1))

    @classmethod
    def dump_all(cls, histories: Iterable[HandHistory], path: str | Path) -> None:
        """Write a ``.phhs`` file."""
        text = cls.dumps_all(histories)
        Path(path).write_text(text, encoding="utf-8")

    def _dumps(self, table: str | None) -> str:
        """The hand's text; ``table`` is its table's name in a ``.phhs`` file."""
        for name in ("bring_in", "small_bet", "big_bet"):
            _chips(getattr(self, name), name, 1)
        _chips_list(self.antes, "antes", 0)
        _chips_list(self.starting_stacks, "starting_stacks", 1)
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
            lines.append(f"  {_toml_value('actions', action)},")
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
            text += _toml_document(tables if table is None else {table: tables})
        return text

    @classmethod
    def from_state(cls, state: HandState, unknown: Mapping[int, Collection[int]] | None = None,
                   **fields: Any) -> HandHistory:
        """The history of a hand the engine played (over or not), from its operations log.

        ``unknown`` maps a seat to the indexes of its cards to write as ``??``. Keyword
        arguments add optional PHH fields (``event=``, ``players=``, ...). A finished hand
        gets ``finishing_stacks``; ``seats`` (each player's table number) and ``seat_count``
        are added unless the players sit in seats 1..n with the dealer last; the rules the
        hand was played under are written in ``_rules`` (and ``_rake``, when it is raked).
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
                hidden = unknown.get(op.seat, ())
                first = position[op.seat]
                position[op.seat] += len(op.cards)
                actions.append(grammar.deal_hole(number[op.seat], _hide(op.cards, hidden,
                                                                         first)))
            elif isinstance(op, CommunityCardDealt):
                actions.append(grammar.deal_board(op.card))
            elif isinstance(op, PlayerActed):
                actions.append(grammar.engine_action(number[op.seat], op.action))
            elif isinstance(op, HandShown):
                actions.append(grammar.show(number[op.seat],
                                            _hide(op.cards, unknown.get(op.seat, ()))))
            elif isinstance(op, HandMucked):
                actions.append(grammar.muck(number[op.seat]))
        winner = _unshown_winner(state)
        if winner is not None:
            # Everyone else mucked, and the engine paid the last live hand without turning
            # it up (R17.4). PHH has every player act at the showdown, and a reader that pays
            # only the hands shown (pokerkit) would leave the pot unpaid: the winner shows.
            dealt = [code for op in state.operations
                     if isinstance(op, CardsDealt) and op.seat == winner for code in op.cards]
            actions.append(grammar.show(number[winner], _hide(dealt, unknown.get(winner, ()))))
        extra: dict[str, Any] = {"ante_trimming_status": True}
        numbers = [state.seat_numbers[seat] for seat in players]
        if numbers != list(range(1, len(players) + 1)):   # PHH's default seating
            extra["seats"] = numbers
            extra["seat_count"] = max(state.seat_count, len(players), *numbers)
        if state.is_over:
            extra["finishing_stacks"] = [state.stacks[seat] for seat in players]
        extra[RULES_FIELD] = rules_table(state.options)
        if state.options.rake is not None:
            extra[RAKE_FIELD] = rake_value(state.options.rake)
        extra.update(fields)
        return cls(variant=GAME_VARIANTS[state.game], antes=[state.ante] * len(players),
                   bring_in=state.bring_in, small_bet=state.small_bet, big_bet=state.big_bet,
                   starting_stacks=[state.starting_stacks[seat] for seat in players],
                   actions=actions, fields=extra)

    # --- replaying --------------------------------------------------------------------------

    def replay(self, options: Options | None = None) -> Replay:
        """Play the hand through the engine and return it.

        ``options`` default to the rules the file states (``_rules``, ``_rake``), else to
        the WSOP preset for the variant (the PHH standard asks annotators to follow the WSOP
        rules), which also accepts what other rule sets allow less of (five bet units, ...).
        The engine checks every action; a file that breaks the rules or contradicts itself
        raises PHHError naming the action.
        """
        from cstud.phh.replay import replay_history

        return replay_history(self, options)


def read_phh(path: str | Path) -> HandHistory:
    """Read a ``.phh`` file (same as :meth:`HandHistory.load`)."""
    return HandHistory.load(path)


def write_phh(state: HandState, path: str | Path, **fields: Any) -> HandHistory:
    """Write the hand ``state`` has played to ``path`` as PHH, and return its history."""
    history = HandHistory.from_state(state, **fields)
    history.dump(path)
    return history


def read_phhs(path: str | Path) -> list[HandHistory]:
    """Read every hand of a ``.phhs`` file (same as :meth:`HandHistory.load_all`)."""
    return HandHistory.load_all(path)


def write_phhs(histories: Iterable[HandHistory], path: str | Path) -> None:
    """Write hands to ``path`` as a ``.phhs`` file."""
    HandHistory.dump_all(histories, path)


def rules_table(options: Options) -> dict[str, Any]:
    """The ``_rules`` table of ``options``: every option but the rake (written apart), those
    that are None left out (TOML has no null)."""
    table = {name: getattr(options, name) for name in _OPTION_NAMES}
    return {name: value for name, value in table.items() if value is not None}


def rake_value(rake: int | Rake) -> int | dict[str, Any]:
    """The ``_rake`` field of a rake: its chips, or a rake rule's table."""
    if isinstance(rake, Rake):
        table: dict[str, Any] = {"percent": str(rake.percent), "no_drop": rake.no_drop}
        if rake.cap is not None:
            table["cap"] = rake.cap
        return table
    return rake


# --- helpers ---------------------------------------------------------------------------------


_TABLE_HEADER = re.compile(r"^\s*\[\s*([^\]]+?)\s*\]\s*(#.*)?$")


def table_lines(text: str) -> dict[str, int]:
    """Where each hand of a ``.phhs`` text begins: its table's name, as
    :meth:`HandHistory.loads_all` and ``tomllib`` give it (``[1]`` and ``["1"]`` are both
    ``"1"``), and the number (from 1) of the line of its ``[header]``. TOML parsers give no
    positions, so the headers are found by their own syntax; a caller that reports a hand
    by its line (the hand database's import errors) reads them here."""
    return {match[1].strip("'\""): number for number, line in enumerate(text.splitlines(), 1)
            if (match := _TABLE_HEADER.match(line))}


def _parse_toml(text: str | bytes) -> dict[str, Any]:
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise PHHError(f"not UTF-8 text: {error}") from None
    if not isinstance(text, str):
        raise TypeError(f"PHH text is a str (or UTF-8 bytes), not {type(text).__name__}")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(f"not valid TOML: {error}") from None
    except RecursionError:        # arrays nested thousands deep
        raise PHHError("not valid TOML for PHH: arrays or tables nested too deeply") from None
    except ValueError as error:   # an integer of more than 4300 digits
        raise PHHError(f"not valid TOML for PHH: {str(error)[:200]}") from None


def _nesting(value: Any) -> int:
    """How deep arrays and tables sit inside one another in ``value`` (0 for a scalar),
    counted level by level (no recursion), stopping once past the limit."""
    depth, level = 0, [value]
    while True:
        containers = [item for item in level if isinstance(item, dict | list)]
        if not containers or depth > _MAX_NESTING:
            return depth
        depth += 1
        level = [inner for container in containers
                 for inner in (container.values() if isinstance(container, dict) else container)]


def _short(value: Any) -> str:
    """A value for an error message, cut short (it may be huge)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"an integer of {value.bit_length()} bits"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _chips(value: Any, name: str, minimum: int, limit: int | None = CHIP_LIMIT) -> int:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise PHHError(f"{name} must be a whole number of chips, not {_short(value)}",
                       field=name.split("[")[0])
    if value < minimum:
        raise PHHError(f"{name} must be at least {minimum}, not {value}",
                       field=name.split("[")[0])
    if limit is not None and value >= limit:
        raise PHHError(f"{name} = {_short(value)} is beyond the engine's chip limit: stacks "
                       f"and stakes must be below {CHIP_LIMIT_TEXT} chips", kind="chip_limit",
                       field=name.split("[")[0])
    return value


def _chips_list(value: Any, name: str, minimum: int,
                limit: int | None = CHIP_LIMIT) -> list[int]:
    if not isinstance(value, list):
        raise PHHError(f"{name} must be an array of chips, not {_short(value)}", field=name)
    return [_chips(item, f"{name}[{index}]", minimum, limit)
            for index, item in enumerate(value)]


def _unshown_winner(state: HandState) -> int | None:
    """The seat that won a finished showdown because every other hand there was mucked,
    when it has not shown (None for a hand won by folds, or where the winner showed)."""
    operations = state.operations
    if not state.is_over or len(state.live) != 1 or not any(
            isinstance(op, HandMucked) for op in operations):
        return None
    (seat,) = state.live
    if any(isinstance(op, HandShown) and op.seat == seat for op in operations):
        return None
    return seat


def _hide(cards: Iterable[int], hidden: Collection[int], first: int = 0) -> list[int | None]:
    """The cards, None for those whose index in the seat's cards (``first`` for the first of
    these) is in ``hidden``."""
    return [None if first + i in hidden else code for i, code in enumerate(cards)]


def _rake_of(value: Any) -> int | Rake | None:
    if value is None:
        return None
    if isinstance(value, dict):
        unknown = set(value) - {"percent", "cap", "no_drop"}
        if unknown or "percent" not in value:
            raise PHHError(f"{RAKE_FIELD} is chips or a table of percent, cap and no_drop, not "
                           f"{_short(value)}", field=RAKE_FIELD)
        percent = value["percent"]
        try:
            if isinstance(percent, float):
                percent = Fraction(percent).limit_denominator(10**6)
            return Rake(percent, value.get("cap"), value.get("no_drop", True))
        except (TypeError, ValueError) as error:
            raise PHHError(f"{RAKE_FIELD}: {error}", field=RAKE_FIELD) from None
    return _chips(value, RAKE_FIELD, 0)


def _options_of(rules: Any, rake: int | Rake | None) -> Options:
    if not isinstance(rules, dict):
        raise PHHError(f"{RULES_FIELD} is a table of rule options, not {_short(rules)}",
                       field=RULES_FIELD)
    unknown = [name for name in rules if name not in _OPTION_NAMES]
    if unknown:
        raise PHHError(f"{RULES_FIELD}: {_short(unknown[0])} is not a rule option of cstud "
                       f"(one of {', '.join(_OPTION_NAMES)})", field=RULES_FIELD)
    try:
        return Options(**rules, rake=rake)
    except (TypeError, ValueError) as error:
        raise PHHError(f"{RULES_FIELD}: {error}", field=RULES_FIELD) from None


def _toml_document(tables: dict[str, Any]) -> str:
    import tomli_w  # only for writing, so that reading PHH does not need it

    try:
        return tomli_w.dumps(tables)
    except (TypeError, ValueError, RecursionError) as error:
        raise PHHError(f"a field cannot be written as TOML: {str(error)[:200]}") from None


def _toml_value(name: str, value: Any) -> str:
    import tomli_w

    try:
        return tomli_w.dumps({"v": value}).split("=", 1)[1].strip()
    except (TypeError, ValueError, RecursionError) as error:
        # tomli-w refuses integers of more than 4300 digits and what TOML has no type for
        raise PHHError(f"field {name} cannot be written as TOML: {str(error)[:200]}",
                       field=name) from None


def _assign(name: str, value: Any) -> str:
    if isinstance(value, list):
        return f"{name} = [{', '.join(_toml_value(name, item) for item in value)}]"
    return f"{name} = {_toml_value(name, value)}"
