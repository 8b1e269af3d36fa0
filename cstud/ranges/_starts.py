"""The 66,300 starts (hole pair, door card) every range is a weight array over."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


@cache
def _starts() -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.uint8], npt.NDArray[np.bool_]]:
    """The hole pairs (1326, 2) in code order, the door of each column (52,), and which
    (pair, door) entries are starts (the door not one of the hole cards)."""
    import numpy as np

    first, second = np.triu_indices(52, 1)
    pairs = np.stack([first, second], axis=1).astype(np.uint8)
    doors = np.arange(52, dtype=np.uint8)
    valid = (pairs[:, :1] != doors[None, :]) & (pairs[:, 1:] != doors[None, :])
    for array in (pairs, doors, valid):
        array.setflags(write=False)
    return pairs, doors, valid


@cache
def _start_cards() -> tuple[npt.NDArray[np.int64], ...]:
    """Card codes of (hole 1, hole 2, door) broadcast over the (1326, 52) starts."""
    import numpy as np

    pairs, doors, _ = _starts()
    shape = (len(pairs), 52)
    return tuple(np.broadcast_to(a, shape).astype(np.int64)
                 for a in (pairs[:, :1], pairs[:, 1:], doors[None, :]))
