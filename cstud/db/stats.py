"""The stud statistics: each one defined once, here (docs/DATABASE.md repeats these words).

How they are computed: when a hand is stored, :func:`seat_facts` reads its actions (kinds,
streets, seats, in order), seats and cstud's settlement, and writes one row of integer
*facts* per player into ``seat_facts``: 0/1 flags (had the chance to complete, completed,
...), counts (bets and raises made) and amounts (net). A statistic is a sum of facts over a
player's hands; a percentage is the hands where the player did it over the hands where he had
the chance (its *sample*, shown beside it). The sums are kept as running totals in
``player_totals`` (per player, game, cash or chips, and big bet), added to in the same
transaction as the hands, so that the statistics of a million hands are read, not
recounted; :func:`totals_query` recounts them from ``seat_facts`` (``cstud.db.recount``), and
:func:`cstud.db.importer.rebuild_facts` recomputes every fact from the stored actions.

The facts are:

hands
    1 for every hand the player was dealt into.
vpip, vpip_chance
    The player put chips in voluntarily on 3rd street: called the bring-in or a completion,
    completed, or raised. Posting the bring-in and the ante are not voluntary. Chance: every
    hand.
complete, complete_chance
    Chance: the player acted on 3rd street (other than posting the bring-in) while nobody had
    completed yet. Done: that action was a completion.
raise_third, raise_third_chance
    Chance: the player acted on 3rd street facing a completion (or a raise). Done: he raised.
steal, steal_chance
    Chance: the player's first decision on 3rd street came when every player who had acted
    before him had folded (the bring-in only posted). Done: he completed (a *steal attempt*).
steal_outranking, steal_outranking_chance; steal_outranked, steal_outranked_chance
    The same, split by whether the player's upcard outranks every upcard of the players
    still in behind him (those yet to act, and the bring-in): a higher rank, aces high, in
    Stud and Stud Hi/Lo; a lower rank, aces low, in Razz. Hands where one of those upcards
    is unknown are in neither.
fold_to_steal, fold_to_steal_chance
    Chance: the player posted the bring-in, another player made a steal attempt, and nobody
    called or raised it before the bring-in's turn. Done: he folded.
bet_4th .. bet_7th, with bet_Nth_chance
    Chance: the player acted on that street while nobody had bet on it yet. Done: he bet.
raise_4th .. raise_7th, with raise_Nth_chance
    Chance: the player acted on that street facing a bet. Done: he raised, at least once.
aggressive, calls
    How many completions, bets and raises the player made, on every street; how many calls
    (of the bring-in, a completion, a bet or a raise).
saw_fourth
    The hand reached 4th street with the player in it (he had not folded on 3rd street).
showdown
    The player saw 4th street and was still in at the end with another player: the hand
    went to a showdown, whether he showed or mucked.
won_showdown
    The player went to the showdown and the pots paid him something.
halves_chance, scoop, high_half, low_half, quartered
    Stud Hi/Lo only. Chance: the player went to a showdown that cstud could settle (his cards
    and his opponents' are known). How cstud's settlement split the main pot for him:
    *scoop*, he alone won the high and he alone won the low or no low qualified; *high_half*,
    he alone won the high and another player the low; *low_half*, he alone won the low and
    another player the high; *quartered*, he tied for the high or for the low.
net
    What the hand won or lost him: paid from the pots plus uncalled bets returned, less what
    he put in (antes included), in the hand's unit.
adjusted_net, adjusted
    The all-in adjusted net (:mod:`cstud.db.allin`): his equity share for a hand all in
    before 7th street with the cards known (``adjusted`` = 1), his net otherwise.
luck_net, luck_adjusted; luck_3rd .. luck_7th, luck_showdown
    The luck-adjusted net (:mod:`cstud.db.luck`): for a hand that reached a showdown with
    every showdown hand's cards shown (``luck_adjusted`` = 1), his net less what each deal
    of cards gave or took from his expected share of the pot (``luck_3rd`` for the deal of
    3rd street, ... ``luck_showdown`` for the showdown: whole units, each deal's adding up
    to zero over the players, and his net less all six is ``luck_net`` exactly); his net
    and zeros otherwise. (Schema version 5.)
cash, big_bet
    1 when the hand is a cash game (amounts in cents, else chips); the hand's big bet, or 0
    when the history does not state it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any

from cstud.db.luck import DEALS, deal_lucks
from cstud.db.records import HandRecord
from cstud.histories import ActionKind

_STREETS = (4, 5, 6, 7)
_ORDINAL = {4: "4th", 5: "5th", 6: "6th", 7: "7th"}

FACTS_V1: tuple[str, ...] = (
    "hands", "vpip", "vpip_chance", "complete", "complete_chance", "raise_third",
    "raise_third_chance", "steal", "steal_chance", "steal_outranking",
    "steal_outranking_chance", "steal_outranked", "steal_outranked_chance", "fold_to_steal",
    "fold_to_steal_chance",
    *(f"{what}_{_ORDINAL[street]}{chance}" for street in _STREETS
      for what in ("bet", "raise") for chance in ("", "_chance")),
    "aggressive", "calls", "saw_fourth", "showdown", "won_showdown", "halves_chance", "scoop",
    "high_half", "low_half", "quartered", "net", "adjusted_net", "adjusted", "cash", "big_bet",
)
"""The facts of schema version 1 (the table it creates)."""

LUCK_FACTS: tuple[str, ...] = ("luck_net", "luck_adjusted", *(f"luck_{deal}" for deal in DEALS))
"""The facts schema version 5 adds: the luck adjustment."""

FACTS = FACTS_V1 + LUCK_FACTS
"""The columns of ``seat_facts`` (after hand_id, seat, player and game), all integers."""

_LUCK_DEALS = tuple(f"luck_{deal}" for deal in DEALS)
_DEAL_NAMES = {deal: "the showdown" if deal == "showdown" else f"the deal of {deal} street"
               for deal in DEALS}

_PER_100 = ("net", "adjusted_net", "luck_net", *_LUCK_DEALS)
"""The facts also summed in big bets."""

_NO_FACTS = dict.fromkeys(FACTS, 0)
"""Every fact at 0 (copied for each seat: faster than building the dict afresh)."""
_STREET_FACTS = {street: (f"bet_{name}_chance", f"bet_{name}", f"raise_{name}_chance",
                          f"raise_{name}") for street, name in _ORDINAL.items()}
"""The bet and raise facts of each street after 3rd: chance to bet, bet, chance to raise,
raise."""

_BRING_IN = ActionKind.BRING_IN.value
_COMPLETE = ActionKind.COMPLETE.value
_BET = ActionKind.BET.value
_RAISE = ActionKind.RAISE.value
_CALL = ActionKind.CALL.value
_FOLD = ActionKind.FOLD.value
_AGGRESSIVE = frozenset((_COMPLETE, _BET, _RAISE))
_VOLUNTARY = frozenset((_COMPLETE, _RAISE, _CALL))


def _outranks(game: str, mine: int, others: list[int]) -> bool:
    """Whether an upcard outranks every other (card codes; rank = code >> 2, deuce 0)."""
    if game == "razz":   # aces low: the ace (rank 12) is the lowest card
        def low(code: int) -> int:
            return -1 if code >> 2 == 12 else code >> 2
        return all(low(mine) < low(other) for other in others)
    return all(mine >> 2 > other >> 2 for other in others)


def seat_facts(record: HandRecord) -> list[dict[str, int]]:
    """The facts of every seat of a hand, in seat order (see the module's docstring)."""
    facts = [_NO_FACTS.copy() for _ in record.seats]
    for fact, seat in zip(facts, record.seats, strict=True):
        fact["hands"] = 1
        fact["vpip_chance"] = 1
        fact["net"] = seat.net
        if seat.allin_adjusted_net is None:
            fact["adjusted_net"] = seat.net
        else:
            fact["adjusted_net"] = seat.allin_adjusted_net
            fact["adjusted"] = 1
        fact["cash"] = int(record.unit == "cent")
        fact["big_bet"] = record.big_bet or 0
        fact["luck_net"] = seat.net
    lucks = deal_lucks(record)
    if lucks is not None:
        for fact, seat, luck in zip(facts, record.seats, lucks, strict=True):
            fact["luck_adjusted"] = 1
            fact["luck_net"] = seat.net - sum(luck)
            fact.update(zip(_LUCK_DEALS, luck, strict=True))
    _third_street(record, facts)
    _later_streets(record, facts)
    _showdown(record, facts)
    return facts


def _third_street(record: HandRecord, facts: list[dict[str, int]]) -> None:
    folded: set[int] = set()
    decided: set[int] = set()         # players who have made their first decision
    completed = False                 # a completion has been made
    voluntary = False                 # somebody has called, completed or raised
    bring_in: int | None = None
    steal: int | None = None          # the seat of a steal attempt
    answered = False                  # somebody called or raised the steal
    upcards = [seat.cards[2] if len(seat.cards) > 2 else None for seat in record.seats]
    for action in record.actions:
        if action.street != 3:
            continue
        seat, kind, fact = action.seat, action.kind, facts[action.seat]
        if kind == _BRING_IN:
            bring_in = seat
            continue
        if kind in _VOLUNTARY:
            fact["vpip"] = 1
        if kind in _AGGRESSIVE:
            fact["aggressive"] += 1
        elif kind == _CALL:
            fact["calls"] += 1
        if seat == bring_in and steal is not None and steal != seat and not answered \
                and not fact["fold_to_steal_chance"]:
            fact["fold_to_steal_chance"] = 1
            fact["fold_to_steal"] = int(kind == _FOLD)
        if not completed:
            fact["complete_chance"] = 1
            fact["complete"] = int(kind == _COMPLETE)
        else:
            fact["raise_third_chance"] = 1
            if kind == _RAISE:
                fact["raise_third"] = 1
        if seat not in decided and not voluntary:
            fact["steal_chance"] = 1
            stole = int(kind == _COMPLETE)
            fact["steal"] = stole
            behind = [upcards[other] for other in range(len(record.seats))
                      if other != seat and other not in folded]
            mine = upcards[seat]
            if mine is not None and None not in behind:
                split = ("steal_outranking" if _outranks(record.game, int(mine),
                                                         [int(c) for c in behind if c is not None])
                         else "steal_outranked")
                fact[f"{split}_chance"] = 1
                fact[split] = stole
            if stole:
                steal = seat
        elif steal is not None and seat != steal and kind in _VOLUNTARY:
            answered = True
        decided.add(seat)
        if kind == _COMPLETE:
            completed = True
        if kind in _VOLUNTARY:
            voluntary = True
        if kind == _FOLD:
            folded.add(seat)


def _later_streets(record: HandRecord, facts: list[dict[str, int]]) -> None:
    street = 0
    bet = False
    names: tuple[str, str, str, str] | None = None
    for action in record.actions:
        if action.street == 3:
            continue
        if action.street != street:
            street, bet = action.street, False
            names = _STREET_FACTS.get(street)
        if names is None:
            continue
        kind, fact = action.kind, facts[action.seat]
        if kind in _AGGRESSIVE:
            fact["aggressive"] += 1
        elif kind == _CALL:
            fact["calls"] += 1
        if not bet:
            fact[names[0]] = 1
            fact[names[1]] = int(kind == _BET)
        else:
            fact[names[2]] = 1
            if kind == _RAISE:
                fact[names[3]] = 1
        if kind in (_BET, _RAISE):
            bet = True


def _showdown(record: HandRecord, facts: list[dict[str, int]]) -> None:
    folded_on: dict[int, int] = {a.seat: a.street for a in record.actions if a.kind == _FOLD}
    showdown = record.showdown
    for fact, seat in zip(facts, record.seats, strict=True):
        fold = folded_on.get(seat.seat)
        if record.last_street < 4 or fold == 3:
            continue
        fact["saw_fourth"] = 1
        if not showdown or fold is not None:
            continue
        fact["showdown"] = 1
        fact["won_showdown"] = int(seat.won > 0)
        if record.game != "stud8" or seat.high_result is None or seat.low_result is None:
            continue
        fact["halves_chance"] = 1
        high, low = seat.high_result, seat.low_result
        fact["scoop"] = int(high == "alone" and low in ("alone", "none"))
        fact["high_half"] = int(high == "alone" and low == "lost")
        fact["low_half"] = int(low == "alone" and high == "lost")
        fact["quartered"] = int("tied" in (high, low))


# --- the statistics ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StatValue:
    """One statistic of one player: ``value`` (a percentage, a factor, an amount, or None
    when there is no sample) and ``sample``, the hands (or, for the aggression factor, the
    calls) it is over; ``count`` is the hands counted for a percentage."""

    value: float | int | None
    sample: int
    count: int | None = None

    def as_dict(self) -> dict[str, Any]:
        """``{"value": ..., "sample": ...}`` for JSON."""
        return {"value": self.value, "sample": self.sample}


@dataclass(frozen=True, slots=True)
class Stat:
    """A statistic: its name (a field of :class:`PlayerStats`), its definition, and how it
    comes from the summed facts."""

    name: str
    definition: str
    compute: Callable[[Mapping[str, float]], StatValue]


def _percent(done: str, chance: str) -> Callable[[Mapping[str, float]], StatValue]:
    def compute(sums: Mapping[str, float]) -> StatValue:
        count, chances = int(sums[done]), int(sums[chance])
        return StatValue(100.0 * count / chances if chances else None, chances, count)
    return compute


def _amount(fact: str, cash: bool) -> Callable[[Mapping[str, float]], StatValue]:
    key = "cash" if cash else "chip"

    def compute(sums: Mapping[str, float]) -> StatValue:
        return StatValue(int(sums[f"{fact}_{key}"]), int(sums[f"hands_{key}"]))
    return compute


def _per_100(fact: str) -> Callable[[Mapping[str, float]], StatValue]:
    def compute(sums: Mapping[str, float]) -> StatValue:
        hands = int(sums["hands_bb"])
        return StatValue(float(100 * sums[f"{fact}_bb"] / hands) if hands else None, hands)
    return compute


def _aggression(sums: Mapping[str, float]) -> StatValue:
    calls = int(sums["calls"])
    return StatValue(sums["aggressive"] / calls if calls else None, calls,
                     int(sums["aggressive"]))


def _street_stats() -> list[Stat]:
    stats = []
    for street in _STREETS:
        name = _ORDINAL[street]
        stats.append(Stat(f"bet_{name}", f"Bet % on {name} street: of the hands where the "
                          f"player acted on {name} street before anybody bet, how often he "
                          "bet.", _percent(f"bet_{name}", f"bet_{name}_chance")))
        stats.append(Stat(f"raise_{name}", f"Raise % on {name} street: of the hands where "
                          f"the player acted on {name} street facing a bet, how often he "
                          "raised.", _percent(f"raise_{name}", f"raise_{name}_chance")))
    return stats


STATS: tuple[Stat, ...] = (
    Stat("vpip", "VPIP: of all hands, how often the player put chips in voluntarily on 3rd "
         "street (called the bring-in or a completion, completed, or raised; posting the "
         "bring-in or an ante is not voluntary).", _percent("vpip", "vpip_chance")),
    Stat("complete", "Completion %: of the hands where the player acted on 3rd street before "
         "anybody completed, how often he completed.", _percent("complete", "complete_chance")),
    Stat("raise_third", "3rd-street raise %: of the hands where the player acted on 3rd "
         "street facing a completion, how often he raised.",
         _percent("raise_third", "raise_third_chance")),
    Stat("steal", "Steal attempt %: of the hands where every player who acted before the "
         "player on 3rd street folded (the bring-in only posted), how often he completed.",
         _percent("steal", "steal_chance")),
    Stat("steal_outranking", "Steal attempt % when the player's upcard outranks every live "
         "upcard behind him (higher, aces high; in Razz lower, aces low).",
         _percent("steal_outranking", "steal_outranking_chance")),
    Stat("steal_outranked", "Steal attempt % when some live upcard behind the player is as "
         "good as his or better.", _percent("steal_outranked", "steal_outranked_chance")),
    Stat("fold_to_steal", "Bring-in's fold to a steal %: of the hands where the player "
         "posted the bring-in and faced a steal attempt that nobody else called or raised, "
         "how often he folded.", _percent("fold_to_steal", "fold_to_steal_chance")),
    *_street_stats(),
    Stat("aggression", "Aggression factor: completions, bets and raises made, on every "
         "street, divided by calls made; its sample is the calls.", _aggression),
    Stat("went_to_showdown", "Went to showdown %: of the hands where the player saw 4th "
         "street, how often he was still in at a showdown.",
         _percent("showdown", "saw_fourth")),
    Stat("won_at_showdown", "Won at showdown %: of the hands where the player went to a "
         "showdown, how often the pots paid him something.",
         _percent("won_showdown", "showdown")),
    Stat("scoop", "Scoop % (Stud Hi/Lo): of the showdowns cstud could settle, how often the "
         "player alone won the main pot's high and its low (or no low qualified).",
         _percent("scoop", "halves_chance")),
    Stat("high_half", "High-half % (Stud Hi/Lo): of those showdowns, how often he alone won "
         "the main pot's high half and another player the low.",
         _percent("high_half", "halves_chance")),
    Stat("low_half", "Low-half % (Stud Hi/Lo): of those showdowns, how often he alone won "
         "the main pot's low half and another player the high.",
         _percent("low_half", "halves_chance")),
    Stat("quartered", "Quartered % (Stud Hi/Lo): of those showdowns, how often he tied for "
         "the main pot's high or its low.", _percent("quartered", "halves_chance")),
    Stat("net_cash", "Net won in cash games, in cents (currencies are not converted); its "
         "sample is the cash hands.", _amount("net", cash=True)),
    Stat("net_chips", "Net won in tournament and play-money hands (and PHH hands), in chips; "
         "its sample is those hands.", _amount("net", cash=False)),
    Stat("big_bets_per_100", "Net won in big bets per 100 hands, over the hands whose big "
         "bet is known (its sample).", _per_100("net")),
    Stat("adjusted_net_cash", "All-in adjusted net in cash games, in cents: as net_cash, "
         "with each hand all in before 7th street with the cards known counted at the "
         "player's equity share instead of its result.", _amount("adjusted_net", cash=True)),
    Stat("adjusted_net_chips", "All-in adjusted net in chips, as net_chips.",
         _amount("adjusted_net", cash=False)),
    Stat("adjusted_big_bets_per_100", "All-in adjusted net in big bets per 100 hands.",
         _per_100("adjusted_net")),
    Stat("allin_adjusted_hands", "How many of the player's hands the all-in adjustment "
         "changed to an equity share (value); sample: all his hands.",
         lambda sums: StatValue(int(sums["adjusted"]), int(sums["hands"]))),
    Stat("luck_net_cash", "Luck-adjusted net in cash games, in cents: as net_cash, with each "
         "showdown whose hands were shown counted as his net less what every deal of cards "
         "gave or took from his expected share.", _amount("luck_net", cash=True)),
    Stat("luck_net_chips", "Luck-adjusted net in chips, as net_chips.",
         _amount("luck_net", cash=False)),
    Stat("luck_big_bets_per_100", "Luck-adjusted net in big bets per 100 hands.",
         _per_100("luck_net")),
    Stat("luck_adjusted_hands", "How many of the player's hands were luck-adjusted (value: "
         "showdowns with the hands shown); sample: all his hands.",
         lambda sums: StatValue(int(sums["luck_adjusted"]), int(sums["hands"]))),
    *(Stat(f"luck_{deal}_per_100", f"Luck of {_DEAL_NAMES[deal]}, in big bets per 100 "
           "hands: what it gave or took from his expected share of the pot (the six add up "
           "to big_bets_per_100 less luck_big_bets_per_100).", _per_100(f"luck_{deal}"))
      for deal in DEALS),
)
"""Every statistic, in the order they are printed."""


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's statistics in one game; each field (but player, site, game and hands) is
    a :class:`StatValue` named and defined in :data:`STATS`. A player is a screen name at a
    site (a PHH hand's venue, else ``PHH``)."""

    player: str
    site: str
    game: str
    hands: int
    vpip: StatValue
    complete: StatValue
    raise_third: StatValue
    steal: StatValue
    steal_outranking: StatValue
    steal_outranked: StatValue
    fold_to_steal: StatValue
    bet_4th: StatValue
    raise_4th: StatValue
    bet_5th: StatValue
    raise_5th: StatValue
    bet_6th: StatValue
    raise_6th: StatValue
    bet_7th: StatValue
    raise_7th: StatValue
    aggression: StatValue
    went_to_showdown: StatValue
    won_at_showdown: StatValue
    scoop: StatValue
    high_half: StatValue
    low_half: StatValue
    quartered: StatValue
    net_cash: StatValue
    net_chips: StatValue
    big_bets_per_100: StatValue
    adjusted_net_cash: StatValue
    adjusted_net_chips: StatValue
    adjusted_big_bets_per_100: StatValue
    allin_adjusted_hands: StatValue
    luck_net_cash: StatValue
    luck_net_chips: StatValue
    luck_big_bets_per_100: StatValue
    luck_adjusted_hands: StatValue
    luck_3rd_per_100: StatValue
    luck_4th_per_100: StatValue
    luck_5th_per_100: StatValue
    luck_6th_per_100: StatValue
    luck_7th_per_100: StatValue
    luck_showdown_per_100: StatValue

    def as_dict(self) -> dict[str, Any]:
        """For ``--json``: player, site, game, hands, and each statistic as value and
        sample."""
        data: dict[str, Any] = {"player": self.player, "site": self.site, "game": self.game,
                                "hands": self.hands}
        for stat in STATS:
            data[stat.name] = getattr(self, stat.name).as_dict()
        return data


assert [f.name for f in fields(PlayerStats)][4:] == [stat.name for stat in STATS]

TOTALS = tuple(fact for fact in FACTS if fact not in ("cash", "big_bet"))
"""The facts summed in ``player_totals``, which is keyed by site, player, game, cash (0/1) and big
bet: every total is then an integer, and the nets in big bets are exact."""


def totals_query(where: str) -> str:
    """The sums of the facts of ``seat_facts`` per site, player, game, cash and big bet (``where``
    is a WHERE clause or ''): what ``player_totals`` holds."""
    sums = ", ".join(f"SUM({fact})" for fact in TOTALS)
    return (f"SELECT site, player, game, cash, big_bet, {sums} FROM seat_facts {where} "
            "GROUP BY site, player, game, cash, big_bet")


def add_totals(sums: dict[str, Any], cash: int, big_bet: int, row: Sequence[int]) -> None:
    """Add one ``player_totals`` row (the TOTALS, in order) to a player's sums in one game:
    the plain sums, and those by cash or chips and in big bets (exact Fractions)."""
    for fact, value in zip(TOTALS, row, strict=True):
        sums[fact] = sums.get(fact, 0) + int(value)
    key = "cash" if cash else "chip"
    values = dict(zip(TOTALS, row, strict=True))
    for fact in ("hands", "net", "adjusted_net", "luck_net"):
        name = f"{fact}_{key}"
        sums[name] = sums.get(name, 0) + int(values[fact])
    if big_bet > 0:
        sums["hands_bb"] = sums.get("hands_bb", 0) + int(values["hands"])
        for fact in _PER_100:
            name = f"{fact}_bb"
            sums[name] = sums.get(name, Fraction(0)) + Fraction(int(values[fact]), big_bet)


_EMPTY = ("hands_cash", "hands_chip", "net_cash", "net_chip", "adjusted_net_cash",
          "adjusted_net_chip", "luck_net_cash", "luck_net_chip", "hands_bb",
          *(f"{fact}_bb" for fact in _PER_100))


def player_stats(player: str, site: str, game: str, sums: Mapping[str, Any]) -> PlayerStats:
    """The statistics from one player's summed facts in one game (see :func:`add_totals`)."""
    complete = {name: 0 for name in _EMPTY} | dict(sums)
    values = {stat.name: stat.compute(complete) for stat in STATS}
    return PlayerStats(player=player, site=site, game=game, hands=int(complete["hands"]),
                       **values)
