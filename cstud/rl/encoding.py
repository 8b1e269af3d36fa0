"""The one place where a hand is turned into numbers for learning, and numbers into actions.

Every environment of :mod:`cstud.rl` (the PettingZoo AEC environments, the Gymnasium
environment, :class:`~cstud.rl.VectorTables`, the OpenSpiel games) uses this module, so an
observation and an action code mean the same thing everywhere.

**Actions** are a fixed ``Discrete(5)`` space (:class:`ActionCode`):

====  ===================  ==============================================================
code  name                 the engine's action
====  ===================  ==============================================================
0     ``FOLD``             fold
1     ``CHECK_CALL``       check, or call (all-in for less when short)
2     ``BRING_IN``         post the bring-in (3rd street, the low card, R5-R7)
3     ``WAGER``            complete (3rd street), bet or raise by the street's unit; or
                           all-in for less when that is all the stack allows
4     ``BIG_WAGER``        the second size when two are legal: the big bet on 4th street
                           with an open pair (R11), or all-in between the two sizes
====  ===================  ==============================================================

Fixed-limit stud needs nothing else: every amount is fixed by the street and the rules, so
a code names exactly one legal action (:func:`actions_by_code`). Show and muck never come
up: the environments play with the engine's ``auto_showdown`` (cards speak, R17.6). Every
environment takes an action as a Python or NumPy integer and refuses anything else with
ValueError (:func:`checked_code`).

**Observations** are float32 vectors of a fixed length, ``60n + 112`` for a table of ``n``
seats (:class:`Layout`). Seats are written relative to the observer: in each per-seat block
slot 0 is the observer and slot ``k`` the seat ``k`` places to its left (in ``up``, slot
``k`` is the 52 flags at ``52 + 52k``). Cards are flags at their card code (rank * 4 + suit);
chips are in big bets. The blocks, in order, with their index ranges:

=============  ======  =======  =======  =======  ==========================================
block          length  start    2 seats  6 seats  holds
=============  ======  =======  =======  =======  ==========================================
down           52      0        0-51     0-51     the observer's own down cards
up             52n     52       52-155   52-363   every seat's upcards, 52 flags a seat
community      52      52n+52   156-207  364-415  the community card (R16)
stacks         n       52n+104  208-209  416-421  every seat's stack
bets           n       53n+104  210-211  422-427  every seat's bet on this street
contributions  n       54n+104  212-213  428-433  every seat's chips in this hand
pot            1       55n+104  214      434      the pot
to_call        1       55n+105  215      435      what the observer must put in to call (0
                                                  unless it is to act)
raises         1       55n+106  216      436      completions, bets and raises this street
street         5       55n+107  217-221  437-441  1 at the street, 3rd to 7th
bring_in       n       55n+112  222-223  442-447  1 at the seat that brought in
first_to_act   n       56n+112  224-225  448-453  1 at this street's opener
actor          n       57n+112  226-227  454-459  1 at the seat to act
folded         n       58n+112  228-229  460-465  1 at every seat out of the hand
position       n       59n+112  230-231  466-471  1 at the observer's place in dealing order,
                                                  from the dealer's left
=============  ======  =======  =======  =======  ==========================================

Another seat's down cards are never written, not even at the showdown, so an observation
cannot leak them (tests/test_rl.py swaps them and compares).

>>> from cstud import HandState
>>> layout = Layout(6)
>>> layout.size, layout.blocks["pot"]              # (start, length)
(472, (434, 1))
>>> hand = HandState([200] * 6, ante=1, bring_in=2, small_bet=5, big_bet=10, seed=3)
>>> row = np.zeros(layout.size, np.float32)
>>> encode(hand, hand.actor, row, layout)
>>> round(float(row[434]), 3), legal_codes(hand)    # 6 antes: 0.6 big bets; bring in or complete
(0.6, [2, 3])

**Versions.** What this module defines (the layout, the action codes, the rewards) is part
of every environment's name: ``stud8_v0`` (PettingZoo), ``cstud/Stud8-v0`` (Gymnasium) and
their Stud and Razz siblings. A change to what a learner sees or does makes the next
version (``stud8_v1``, ``cstud/Stud8-v1``), recorded here; the OpenSpiel names
(``python_cstud_stud8``, ...) follow the same history.

=======  ==================================================================================
version  what changed
=======  ==================================================================================
v0       The first: the layout and the codes above, rewards in chips or big bets when the
         hand ends. Changed within v0, the observations and rewards untouched: an action
         that is not an integer code 0-4 (a float, a string, a bool, a code out of range)
         is refused with ValueError by every environment, where Gymnasium's played it as
         the passive action and PettingZoo's raised AssertionError; an OpenSpiel chance
         outcome that is not a card left to deal is refused at once.
=======  ==================================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property
from typing import Literal

import numpy as np
import numpy.typing as npt

from cstud import _core
from cstud.game import Action, ActionKind, HandState, PlayerActed

__all__ = [
    "N_ACTIONS",
    "ActionCode",
    "Layout",
    "RewardUnit",
    "action_for",
    "actions_by_code",
    "checked_code",
    "code_of",
    "encode",
    "legal_codes",
    "legal_mask",
    "passive_code",
    "rewards",
    "step_code",
]

RewardUnit = Literal["chips", "big_bets"]


class ActionCode(IntEnum):
    """The environments' action codes (see the module's table)."""

    FOLD = 0
    CHECK_CALL = 1
    BRING_IN = 2
    WAGER = 3
    BIG_WAGER = 4


N_ACTIONS = len(ActionCode)
_CODE_OF_KIND = {
    ActionKind.FOLD: ActionCode.FOLD,
    ActionKind.CHECK: ActionCode.CHECK_CALL,
    ActionKind.CALL: ActionCode.CHECK_CALL,
    ActionKind.BRING_IN: ActionCode.BRING_IN,
}
_WAGER_KINDS = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)
_STEP_CODES: tuple[tuple[int, ...], ...] = _core.ENV_ACTION_CODES
"""For each action code, the engine's ``step()`` codes it stands for (the core's one mapping:
CHECK_CALL is a check or a call, whichever is legal; the engine never offers both)."""


def checked_code(action: object) -> int:
    """``action`` as an action code, the one rule of every environment's ``step``: a Python
    or NumPy integer (or a 0-d NumPy integer array) from 0 to ``N_ACTIONS - 1``.

    Anything else is refused with ValueError rather than rounded or read as a number: a
    float (``1.0``, ``np.float32(1.0)``), a string, a bool, a code out of range.
    """
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action[()]
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
        raise ValueError(f"an action is an integer code 0..{N_ACTIONS - 1} "
                         f"({', '.join(f'{code} {code.name}' for code in ActionCode)}), "
                         f"not {action!r} of type {type(action).__name__}")
    code = int(action)
    if not 0 <= code < N_ACTIONS:
        raise ValueError(f"action code {code} is not one of 0..{N_ACTIONS - 1}")
    return code


def step_code(code: int, mask: int) -> int:
    """The engine's ``step()`` code that action ``code`` stands for under the legal-code
    bits ``mask`` (``HandState.mask``); -1 if it is not legal."""
    for step in _STEP_CODES[code]:
        if mask >> step & 1:
            return step
    return -1


def actions_by_code(legal: tuple[Action, ...]) -> list[Action | None]:
    """The engine's legal actions placed at their codes (None where a code is not legal).

    The engine lists at most one fold, one check or call, one bring-in, and the wagers
    smallest first (at most two sizes); the first wager is ``WAGER``, the second
    ``BIG_WAGER``. Show and muck have no code (the environments never wait for them).
    """
    slots: list[Action | None] = [None] * N_ACTIONS
    wagers = 0
    for action in legal:
        kind = action.kind
        if kind in _WAGER_KINDS:
            slots[ActionCode.WAGER + wagers] = action
            wagers += 1
        elif kind in _CODE_OF_KIND:
            slots[_CODE_OF_KIND[kind]] = action
        else:
            raise ValueError(f"{action} has no action code: the environments play with "
                             "auto_showdown")
    return slots


def legal_mask(state: HandState, out: npt.NDArray[np.int8] | None = None
               ) -> npt.NDArray[np.int8]:
    """The action mask of the actor in ``state`` (1 = legal), zeros when nobody is to act."""
    mask = np.zeros(N_ACTIONS, np.int8) if out is None else out
    mask[:] = 0
    for code, action in enumerate(actions_by_code(state.legal_actions())):
        if action is not None:
            mask[code] = 1
    return mask


def action_for(state: HandState, code: int) -> Action:
    """The engine action that ``code`` stands for now; ValueError if it is not legal."""
    if not 0 <= code < N_ACTIONS:
        raise ValueError(f"action code {code!r} is not one of 0..{N_ACTIONS - 1}")
    action = actions_by_code(state.legal_actions())[code]
    if action is None:
        raise ValueError(f"action {ActionCode(code).name} ({code}) is not legal now; legal: "
                         + ", ".join(ActionCode(legal).name for legal in legal_codes(state)))
    return action


def legal_codes(state: HandState) -> list[int]:
    """The legal codes of the actor, in increasing order."""
    return [code for code, action in enumerate(actions_by_code(state.legal_actions()))
            if action is not None]


def code_of(state: HandState, action: Action) -> int:
    """The code of one of ``state.legal_actions()`` (as a bot's ``choose`` returns it)."""
    for code, legal in enumerate(actions_by_code(state.legal_actions())):
        if legal is not None and legal.kind is action.kind and legal.amount == action.amount:
            return code
    raise ValueError(f"{action} is not one of the legal actions now")


def passive_code(state: HandState) -> int:
    """Check if possible, else fold, else bring in: what an action that is not legal is
    played as where an environment is told to carry on (PettingZoo sessions)."""
    slots = actions_by_code(state.legal_actions())
    for code in (ActionCode.CHECK_CALL, ActionCode.FOLD, ActionCode.BRING_IN):
        action = slots[code]
        if action is not None and (code != ActionCode.CHECK_CALL
                                   or action.kind is ActionKind.CHECK):
            return int(code)
    return int(ActionCode.CHECK_CALL)       # facing a bet with no fold: cannot happen


@dataclass(frozen=True)
class Layout:
    """Where each block of an observation lies, for a table of ``players`` seats."""

    players: int

    @cached_property
    def blocks(self) -> dict[str, tuple[int, int]]:
        """Each block's name -> (start, length), in order."""
        n = self.players
        sizes = [("down", 52), ("up", 52 * n), ("community", 52), ("stacks", n), ("bets", n),
                 ("contributions", n), ("pot", 1), ("to_call", 1), ("raises", 1),
                 ("street", 5), ("bring_in", n), ("first_to_act", n), ("actor", n),
                 ("folded", n), ("position", n)]
        blocks: dict[str, tuple[int, int]] = {}
        start = 0
        for name, size in sizes:
            blocks[name] = (start, size)
            start += size
        return blocks

    @cached_property
    def size(self) -> int:
        start, size = list(self.blocks.values())[-1]
        return start + size

    def high(self, total_chips: int, big_bet: int, small_bet: int) -> npt.NDArray[np.float32]:
        """The upper bound of every entry, for a table holding ``total_chips`` in all."""
        high = np.ones(self.size, np.float32)
        chips = np.float32(total_chips / big_bet)
        for name in ("stacks", "bets", "contributions", "pot", "to_call"):
            start, size = self.blocks[name]
            high[start:start + size] = chips
        start, _ = self.blocks["raises"]
        # At most the cap (5 with wsop_cap) of wagers that count, or with uncapped heads-up
        # betting (R9) one per small bet of chips, plus one short all-in per player.
        high[start] = float(5 + self.players + total_chips // small_bet)
        return high


def _raises_this_street(state: HandState) -> int:
    """Completions, bets and raises on the current street, read from the end of the log."""
    street = state.street
    count = 0
    for op in reversed(state.operations):
        op_street = getattr(op, "street", None)
        if op_street is None or op_street < street:
            break
        if isinstance(op, PlayerActed) and op.action.kind in _WAGER_KINDS:
            count += 1
    return count


def encode(state: HandState, seat: int, out: npt.NDArray[np.float32], layout: Layout) -> None:
    """Write what ``seat`` sees of ``state`` into ``out`` (a row of ``layout.size`` floats).

    Only what the seat may know: its own cards, everyone's upcards, the community card and
    the chips; never another seat's down cards.
    """
    n = state.seat_count
    if n != layout.players:
        raise ValueError(f"a layout for {layout.players} seats, a state with {n}")
    blocks = layout.blocks
    out[:] = 0.0
    big = float(state.big_bet)
    slot = [(other - seat) % n for other in range(n)]      # each seat's place from the observer

    start, _ = blocks["down"]
    for code in state.down_cards(seat):
        out[start + code] = 1.0
    start, _ = blocks["up"]
    for other in range(n):
        base = start + 52 * slot[other]
        for code in state.up_cards(other):
            out[base + code] = 1.0
    community = state.community_card
    if community is not None:
        out[blocks["community"][0] + community] = 1.0
    for name, values in (("stacks", state.stacks), ("bets", state.bets),
                         ("contributions", state.contributions)):
        start, _ = blocks[name]
        for other in range(n):
            out[start + slot[other]] = values[other] / big
    out[blocks["pot"][0]] = state.pot / big
    actor = state.actor
    if actor == seat:
        out[blocks["to_call"][0]] = state.to_call / big
    out[blocks["raises"][0]] = _raises_this_street(state)
    out[blocks["street"][0] + state.street - 3] = 1.0
    for name, who in (("bring_in", state.bring_in_seat), ("first_to_act", state.first_to_act),
                      ("actor", actor)):
        if who is not None:
            out[blocks[name][0] + slot[who]] = 1.0
    live = state.live
    players = state.players
    start, _ = blocks["folded"]
    for other in players:
        if other not in live:
            out[start + slot[other]] = 1.0
    if seat in players:
        out[blocks["position"][0] + players.index(seat)] = 1.0


def rewards(state: HandState, unit: RewardUnit) -> list[float]:
    """Each seat's result of a finished hand: chips won (negative: lost), or in big bets.

    The chips are the engine's own account: what settle paid the seat less what it put in.
    They sum to zero, less the rake if any.
    """
    payouts = state.payouts
    if payouts is None:
        raise ValueError("the hand is not over")
    won = [payouts[seat] - state.contributions[seat] for seat in range(state.seat_count)]
    if unit == "chips":
        return [float(chips) for chips in won]
    return [chips / state.big_bet for chips in won]


def check_unit(unit: str) -> RewardUnit:
    """``unit`` if it is a reward unit, else ValueError."""
    if unit not in ("chips", "big_bets"):
        raise ValueError(f"reward_unit is 'chips' or 'big_bets', not {unit!r}")
    return unit  # type: ignore[return-value]
