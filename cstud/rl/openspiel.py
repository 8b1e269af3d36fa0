"""OpenSpiel games: ``import cstud.rl.openspiel`` registers ``python_cstud_stud8``,
``python_cstud_stud`` and ``python_cstud_razz`` with ``pyspiel`` (``pip install
"cstud[openspiel]"``), so OpenSpiel's algorithms and tools load them by name.

>>> import pyspiel
>>> import cstud.rl.openspiel
>>> game = pyspiel.load_game("python_cstud_stud8", {"players": 3})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())      # the first card of the deal
(True, 52)

Chance is explicit: every card is a chance outcome (uniform over the cards not yet dealt;
burned cards are not identified, as in a dealt hand whose burns nobody saw), dealt street by
street through the engine's ``HandState.deal``. Player actions are :mod:`cstud.rl.encoding`'s
five codes; observation tensors are its vector; the information state string is the seat's
view with the betting so far. Returns are chips won or lost, zero-sum. Parameters:
``players`` (2-8), ``stack`` (every seat's chips), ``ante``, ``bring_in``, ``small_bet``,
``big_bet`` and ``preset`` ("" for RULES.md's defaults, or a name of
:meth:`cstud.Options.preset`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

try:
    import pyspiel
except ImportError as error:
    raise ImportError("cstud.rl.openspiel needs OpenSpiel: pip install \"cstud[openspiel]\" "
                      f"({error})") from error

from cstud.cards import format_cards
from cstud.game import Game, HandState, Options, PlayerActed, Status
from cstud.rl.driver import TOURNAMENT_FEATURES, EventDriver
from cstud.rl.encoding import N_ACTIONS, ActionCode, Layout, action_for, encode, legal_codes
from cstud.rl.render import render_view

__all__ = ["GAME_NAMES", "TOURNAMENT_GAME", "CStudGame", "CStudState", "CStudTournamentGame",
           "CStudTournamentState"]

GAME_NAMES: dict[Game, str] = {"stud8": "python_cstud_stud8", "stud": "python_cstud_stud",
                               "razz": "python_cstud_razz"}
_LONG_NAMES = {"stud8": "Seven Card Stud Hi/Lo (cstud)", "stud": "Seven Card Stud (cstud)",
               "razz": "Razz (cstud)"}
_DEFAULT_PARAMS: dict[str, Any] = {"players": 2, "stack": 200, "ante": 1, "bring_in": 2,
                                   "small_bet": 5, "big_bet": 10, "preset": ""}


def _game_type(game: Game) -> Any:
    return pyspiel.GameType(
        short_name=GAME_NAMES[game],
        long_name=_LONG_NAMES[game],
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=8,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=_DEFAULT_PARAMS,
    )


class CStudGame(pyspiel.Game):  # type: ignore[misc]
    """One of the three games with its parameters (see the module)."""

    GAME: Game = "stud8"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        values = {**_DEFAULT_PARAMS, **(params or {})}
        players = int(values["players"])
        stack = int(values["stack"])
        stakes = (int(values["ante"]), int(values["bring_in"]), int(values["small_bet"]),
                  int(values["big_bet"]))
        preset = str(values["preset"])
        self.options = Options.preset(preset, self.GAME) if preset else Options()
        if self.options.rake is not None:
            raise ValueError("the OpenSpiel games are zero-sum: no rake")
        self.players, self.stack, self.stakes = players, stack, stakes
        self.layout = Layout(players)
        HandState([stack] * players, *stakes, game=self.GAME, options=self.options)  # checks
        small_bet = stakes[2]
        # A bound on the hand's length: the cards (7 each, or a community card), and per
        # street each player acting once more than there can be wagers (the cap, or the
        # chips when heads-up play is uncapped).
        wagers = 5 if self.options.headsup_uncapped is None else stack * players // small_bet
        length = 7 * players + 1 + 5 * players * (wagers + 2)
        info = pyspiel.GameInfo(
            num_distinct_actions=N_ACTIONS,
            max_chance_outcomes=52,
            num_players=players,
            min_utility=-float(stack),
            max_utility=float(stack * (players - 1)),
            utility_sum=0.0,
            max_game_length=length,
        )
        super().__init__(_game_type(self.GAME), info, values)

    def new_initial_state(self) -> CStudState:
        return CStudState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return CStudObserver(self.layout, perfect_recall)


class _Table:
    """The engine's hand and the OpenSpiel actions that made it. OpenSpiel clones a Python
    state by deep-copying its attributes: the hand is copied (HandState.copy, a copy of the
    core's C state), the card choices of the street being dealt and the actions too. Pickled
    (OpenSpiel's serialize) as the game's name and parameters and the actions, which
    unpickling replays (chance outcomes included) on a new hand."""

    def __init__(self, game: CStudGame) -> None:
        self.game = game
        self.hand = HandState([game.stack] * game.players, *game.stakes, game=game.GAME,
                              options=game.options, auto_deal=False)
        self.pending: list[int] = []           # cards chosen for the street being dealt
        self.actions: list[int] = []

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        table = _Table.__new__(_Table)
        table.game = self.game
        table.hand = self.hand.copy()
        table.pending = list(self.pending)
        table.actions = list(self.actions)
        return table

    def __reduce__(self) -> tuple[Any, ...]:
        # the game by its registered name and parameters (pyspiel rebuilds it from those)
        game = self.game
        return _loaded_and_replayed, (game.get_type().short_name, game.get_parameters(),
                                      self.actions)

    def dealt(self) -> set[int]:
        """The cards out of the deck: every seat's, the community card, the street's choices
        so far."""
        hand = self.hand
        dealt = set(self.pending)
        for seat in range(hand.seat_count):
            dealt.update(hand.cards(seat))
        if hand.community_card is not None:
            dealt.add(hand.community_card)
        return dealt

    def apply(self, action: int) -> None:
        """Play a player's action code or deal a chance outcome (a card). An action that is
        not legal now, or a card that is not one of the chance outcomes (no card, dealt
        already, chosen already for this street), raises ValueError and changes nothing:
        only an accepted action joins the actions a pickle replays."""
        hand = self.hand
        if hand.status is not Status.DEALING:
            hand.apply(action_for(hand, action))
        else:
            self._deal(action)
        self.actions.append(action)

    def _deal(self, card: int) -> None:
        if not 0 <= card < 52:
            raise ValueError(f"chance outcome {card} is not a card code (0..51)")
        if card in self.dealt():
            raise ValueError(f"chance outcome {card} ({format_cards((card,))}) is dealt "
                             "already")
        hand = self.hand
        pending = [*self.pending, card]
        if hand.needs_community_card:
            hand.deal(community=pending)
            pending = []
        else:
            live = hand.live
            each = 3 if hand.street == 3 else 1
            if len(pending) == each * len(live):
                hand.deal({seat: pending[index * each:(index + 1) * each]
                           for index, seat in enumerate(live)})
                pending = []
        self.pending = pending


def _replayed(game: CStudGame, actions: list[int]) -> _Table:
    """A table that has played these actions (how a _Table is unpickled)."""
    table = _Table(game)
    for action in actions:
        table.apply(action)
    return table


def _loaded_and_replayed(name: str, params: dict[str, Any], actions: list[int]) -> _Table:
    return _replayed(pyspiel.load_game(name, params), actions)


class CStudState(pyspiel.State):  # type: ignore[misc]
    """A hand in progress: the engine's HandState, dealt by OpenSpiel's chance nodes."""

    def __init__(self, game: CStudGame) -> None:
        super().__init__(game)
        self._table = _Table(game)

    @property
    def hand(self) -> HandState:
        return self._table.hand

    # --- whose turn --------------------------------------------------------------------

    def current_player(self) -> int:
        status = self.hand.status
        if status is Status.OVER:
            return int(pyspiel.PlayerId.TERMINAL)
        if status is Status.DEALING:
            return int(pyspiel.PlayerId.CHANCE)
        actor = self.hand.actor
        assert actor is not None                 # auto_showdown: no show or muck to wait for
        return actor

    def _legal_actions(self, player: int) -> list[int]:
        return legal_codes(self.hand)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        dealt = self._table.dealt()
        left = [code for code in range(52) if code not in dealt]
        return [(code, 1.0 / len(left)) for code in left]

    def _apply_action(self, action: int) -> None:
        self._table.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {format_cards((action,))}"
        return ActionCode(action).name.lower()

    def is_terminal(self) -> bool:
        return bool(self.hand.is_over)

    def returns(self) -> list[float]:
        hand = self.hand
        if not hand.is_over:
            return [0.0] * hand.seat_count
        return [float(hand.stacks[seat] - hand.starting_stacks[seat])
                for seat in range(hand.seat_count)]

    def __str__(self) -> str:
        return "\n".join(str(op) for op in self.hand.operations)


class CStudObserver:
    """OpenSpiel's observer: the encoding's vector, and the seat's view as text."""

    def __init__(self, layout: Layout, perfect_recall: bool) -> None:
        self.layout = layout
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(layout.size, np.float32)
        self.dict = {name: self.tensor[start:start + size]
                     for name, (start, size) in layout.blocks.items()}

    def set_from(self, state: CStudState, player: int) -> None:
        encode(state.hand, player, self.tensor, self.layout)

    def string_from(self, state: CStudState, player: int) -> str:
        text = render_view(state.hand, player)
        if self.perfect_recall:
            betting = [str(op) for op in state.hand.operations if isinstance(op, PlayerActed)]
            text += "\n  betting: " + "; ".join(betting)
        return text


# --- a whole tournament: python_cstud_tournament ------------------------------------------

TOURNAMENT_GAME = "python_cstud_tournament"
_TOURNAMENT_PARAMS: dict[str, Any] = {"structure": "pokerstars-stud8-sng", "players": 0,
                                      "starting_chips": 0, "seeds": 4096,
                                      "minutes_per_hand": 2.0}
_MAX_ENTRANTS = 64
_INT_MAX = 2**31 - 1


def _tournament_type() -> Any:
    return pyspiel.GameType(
        short_name=TOURNAMENT_GAME,
        long_name="A stud tournament, paid by its payouts (cstud)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=_MAX_ENTRANTS,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=_TOURNAMENT_PARAMS,
    )


class CStudTournamentGame(pyspiel.Game):  # type: ignore[misc]
    """A whole tournament as one OpenSpiel game (``python_cstud_tournament``).

    Parameters: ``structure`` (a bundled structure's name or a TOML file), ``players`` (the
    entrants, 2 to 64; 0: the structure's), ``starting_chips`` (0: the structure's),
    ``seeds`` and ``minutes_per_hand`` (how far a clock-run structure's clock moves a round).
    The first node is chance: one of ``seeds`` equally likely seeds, which seats the players
    and deals every card of the event (:class:`cstud.tournament.Tournament`'s seed); then
    the players act with the per-hand games' five codes, hand after hand, table after table,
    as ``Tournament.play`` plays it (every player rebuys when the structure lets him).
    Returns come from the payouts, in buy-ins: (prize - buy-in - rebuys paid) / buy-in,
    zero-sum since the prizes are the buy-ins and rebuys paid in. The observation is the
    tournament environment's (:mod:`cstud.rl.tournament`)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        from cstud.tournament import load_structure

        values = {**_TOURNAMENT_PARAMS, **(params or {})}
        structure = load_structure(str(values["structure"]))
        if int(values["starting_chips"]):
            structure = dataclasses.replace(structure,
                                            starting_chips=int(values["starting_chips"]))
        players = int(values["players"]) or structure.entrants
        if not 2 <= players <= _MAX_ENTRANTS:
            raise ValueError(f"players is 2 to {_MAX_ENTRANTS}, not {players}")
        if structure.buy_in <= 0:
            raise ValueError("the returns are counted in buy-ins: a structure with a buy-in")
        structure.prizes(players)                # a field its payouts cover, or refused
        seeds = int(values["seeds"])
        if not 1 <= seeds <= 1 << 20:
            raise ValueError(f"seeds is 1 to {1 << 20:,}, not {seeds}")
        minutes = float(values["minutes_per_hand"])
        if not 0 < minutes <= 1000:
            raise ValueError(f"minutes_per_hand is a number of minutes > 0, not {minutes}")
        self.structure, self.entrants, self.seeds, self.minutes = (structure, players, seeds,
                                                                   minutes)
        self.names = [f"player_{i}" for i in range(players)]
        self.layout = Layout(structure.table_size)
        buy_in = structure.buy_in
        rebuys = structure.rebuys * structure.cost_of_rebuy
        pool = players * (buy_in + rebuys)
        # A bound on the length: Tournament.play's rounds, each a hand a table, each hand
        # at most the per-hand games' decisions (clamped to OpenSpiel's int).
        from cstud.tournament.event import MAX_ROUNDS

        size = structure.table_size
        per_hand = 5 * size * (5 + 2)
        length = min(_INT_MAX, 1 + MAX_ROUNDS * -(-players // 2) * per_hand)
        info = pyspiel.GameInfo(
            num_distinct_actions=N_ACTIONS,
            max_chance_outcomes=seeds,
            num_players=players,
            min_utility=-(buy_in + rebuys) / buy_in,
            max_utility=pool / buy_in - 1,
            utility_sum=0.0,
            max_game_length=length,
        )
        super().__init__(_tournament_type(), info, values)

    def new_initial_state(self) -> CStudTournamentState:
        return CStudTournamentState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return CStudTournamentObserver(self)


class _Event:
    """The tournament being played and the OpenSpiel actions that made it: deep-copied as
    it is (a clone), pickled as the game's name and parameters and the actions, which
    unpickling replays on a new event."""

    def __init__(self, game: CStudTournamentGame) -> None:
        self.game = game
        self.driver: EventDriver | None = None     # until the seed is drawn
        self.actions: list[int] = []

    def __reduce__(self) -> tuple[Any, ...]:
        game = self.game
        return _event_replayed, (game.get_type().short_name, game.get_parameters(),
                                 self.actions)

    def apply(self, action: int) -> None:
        """The seed (chance) or the actor's code; refused with ValueError, changing
        nothing."""
        game = self.game
        if self.driver is None:
            if not 0 <= action < game.seeds:
                raise ValueError(f"chance outcome {action} is not a seed (0..{game.seeds - 1})")
            driver = EventDriver(game.structure, game.names, action, game.minutes)
            driver.start()
            self.driver = driver
        else:
            if self.driver.finished:
                raise ValueError("the tournament is over")
            self.driver.step(action)
        self.actions.append(action)


def _event_replayed(name: str, params: dict[str, Any], actions: list[int]) -> _Event:
    event = _Event(pyspiel.load_game(name, params))
    for action in actions:
        event.apply(action)
    return event


class CStudTournamentState(pyspiel.State):  # type: ignore[misc]
    """A tournament in progress (see :class:`CStudTournamentGame`)."""

    def __init__(self, game: CStudTournamentGame) -> None:
        super().__init__(game)
        self._event = _Event(game)

    @property
    def driver(self) -> EventDriver | None:
        """The event's driver (None before the seed is drawn)."""
        return self._event.driver

    def current_player(self) -> int:
        driver = self._event.driver
        if driver is None:
            return int(pyspiel.PlayerId.CHANCE)
        if driver.finished:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(driver.actor().rpartition("_")[2])

    def _legal_actions(self, player: int) -> list[int]:
        driver = self._event.driver
        assert driver is not None
        return driver.legal_codes()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        seeds = self._event.game.seeds
        return [(seed, 1.0 / seeds) for seed in range(seeds)]

    def _apply_action(self, action: int) -> None:
        self._event.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return ActionCode(action).name.lower()

    def is_terminal(self) -> bool:
        driver = self._event.driver
        return driver is not None and driver.finished

    def returns(self) -> list[float]:
        game = self._event.game
        driver = self._event.driver
        if driver is None or not driver.finished:
            return [0.0] * game.entrants
        result = driver.event.result()
        structure = game.structure
        return [(result.prizes[name] - structure.buy_in
                 - result.rebuys[name] * structure.cost_of_rebuy) / structure.buy_in
                for name in game.names]

    def __str__(self) -> str:
        driver = self._event.driver
        if driver is None:
            return "the seed is not drawn yet"
        event = driver.event
        chips = ", ".join(f"{name} {count}" for name, count in sorted(event.chips().items()))
        return (f"round {event.rounds}, level {event.level + 1}, {event.remaining} left: "
                f"{chips}")


class CStudTournamentObserver:
    """The tournament environment's observation vector, and the seat's view as text."""

    def __init__(self, game: CStudTournamentGame) -> None:
        self.layout = game.layout
        self.tensor = np.zeros(game.layout.size + TOURNAMENT_FEATURES, np.float32)
        self.mask = np.zeros(N_ACTIONS, np.int8)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: CStudTournamentState, player: int) -> None:
        driver = state.driver
        if driver is None:
            self.tensor[:] = 0
            return
        driver.observe(f"player_{player}", self.tensor, self.mask)

    def string_from(self, state: CStudTournamentState, player: int) -> str:
        driver = state.driver
        if driver is None:
            return "waiting for the seating"
        name = f"player_{player}"
        event = driver.event
        text = (f"{name}: {event.chips().get(name, 0)} chips, {event.remaining} players "
                f"left, level {event.level + 1}")
        place = driver.place_of(name)
        if place is not None:
            table, seat = place
            assert table.hand is not None
            text += "\n" + render_view(table.hand, seat)
        return text


def _register() -> None:
    for game in GAME_NAMES:
        name = f"CStud{game.capitalize()}Game"
        game_class = type(name, (CStudGame,), {"GAME": game, "__module__": __name__})
        globals()[name] = game_class     # found by name, so that pickle can name it
        if GAME_NAMES[game] not in pyspiel.registered_names():
            pyspiel.register_game(_game_type(game), game_class)
    if TOURNAMENT_GAME not in pyspiel.registered_names():
        pyspiel.register_game(_tournament_type(), CStudTournamentGame)


_register()
