"""cstud.game.boards (R5 bring-in, R12 board keys in Python: what explains and predicts a hand)
against the keys the compiled engine plays by (src/cstud/_engine.pxi's _bring_in_key and
_board_key, reached through _core._board_keys), on every board: each of the 294,203 boards of
one to four upcards, for each game and with and without the suit tie-break. The two keys have
different shapes (tuples against packed ints), so what is compared is the order they put the
boards in: sorted by either key, the boards come in the same order with the same ties."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pytest

from cstud import HandState, _core
from cstud.game.boards import board_key, bring_in_key, leader
from cstud.game.options import GAMES, Options
from cstud.game.state import BRING_IN_CODE, CALL_CODE, CHECK_CODE

BOARDS = {size: list(itertools.combinations(range(52), size)) for size in range(1, 5)}


def dense_ranks(keys: Sequence[object]) -> list[int]:
    """Each key's place among the distinct keys, smallest 0: two lists of keys order their
    items the same way, ties included, exactly when their dense ranks are equal."""
    places = {key: place for place, key in enumerate(sorted(set(keys)))}
    return [places[key] for key in keys]


def test_every_board_of_one_to_four_upcards_is_listed():
    assert sum(map(len, BOARDS.values())) == sum(math.comb(52, n) for n in range(1, 5)) == 294_203


@pytest.mark.parametrize("suit_tiebreak", [False, True])
@pytest.mark.parametrize("game", GAMES)
def test_board_keys_order_every_board_as_the_engine_does(game, suit_tiebreak):
    code = GAMES.index(game)
    for size, boards in BOARDS.items():
        core_keys, _ = _core._board_keys(boards, code, suit_tiebreak)
        python_keys = [board_key(board, game, suit_tiebreak) for board in boards]
        assert dense_ranks(python_keys) == dense_ranks(core_keys), (game, size)
        # The orders are not trivial: boards of two or more cards tie (equal ranks).
        assert len(set(core_keys)) < len(boards) or size == 1


@pytest.mark.parametrize("game", GAMES)
def test_bring_in_keys_order_every_door_card_as_the_engine_does(game):
    _, core_keys = _core._board_keys(BOARDS[1], GAMES.index(game), False)
    python_keys = [bring_in_key(card, game) for (card,) in BOARDS[1]]
    assert dense_ranks(python_keys) == dense_ranks(core_keys)
    assert len(set(core_keys)) == 52            # a door card never ties (R5: suits decide)


@pytest.mark.parametrize("game", GAMES)
def test_leader_is_the_engines_opener(game):
    """leader() picks the seat the engine's opener() picks, on boards with ties of ranks."""
    hand = HandState([100, 100, 100], 1, 2, 5, game=game, options=Options(), seed=3)
    while hand.street == 3:          # everyone brings in, calls or checks to 4th street
        hand.step(next(code for code in (CALL_CODE, CHECK_CODE, BRING_IN_CODE)
                       if hand.mask >> code & 1))
    assert hand.street == 4 and hand.live == (0, 1, 2)
    for boards in itertools.islice(itertools.combinations(BOARDS[2][::97], 3), 2_000):
        if len({card for board in boards for card in board}) < 6:
            continue
        up = [list(board) for board in boards]
        assert leader([0, 1, 2], up, game) == hand.opener(up)


@pytest.mark.parametrize("bad, error", [
    ([()], "1 to 4 upcards"), ([(0, 1, 2, 3, 4)], "1 to 4 upcards"), ([(52,)], "out of range"),
    ([(-1, 3)], "out of range"),
])
def test_the_core_keys_refuse_what_is_no_board(bad, error):
    with pytest.raises(ValueError, match=error):
        _core._board_keys(bad, 0, False)
    with pytest.raises(ValueError, match="game code"):
        _core._board_keys([(0,)], 3, False)
