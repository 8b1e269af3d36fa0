"""Type stubs for the compiled core, cstud._core (src/cstud/_core.pyx)."""

from collections.abc import Iterable
from typing import Any, Final, SupportsIndex, final

import numpy as np
import numpy.typing as npt

from cstud.showdown import Settlement

_CardInput = str | Iterable[SupportsIndex | str]

RANK_CHARS: Final[str]
SUIT_CHARS: Final[str]

@final
class HandValue(tuple[int, int]):
    """High rank and eight-or-better low of one hand: HandValue(high, low)."""

    __match_args__: Final = ("high", "low")
    n_fields: Final[int]
    n_sequence_fields: Final[int]
    n_unnamed_fields: Final[int]
    def __new__(cls, sequence: Iterable[int]) -> HandValue: ...
    @property
    def high(self) -> int: ...
    @property
    def low(self) -> int: ...

def card_text(code: int) -> str: ...
def card_codes(cards: _CardInput) -> list[int]: ...
def evaluate_high(cards: _CardInput) -> int: ...
def evaluate_low(cards: _CardInput) -> int: ...
def evaluate_razz(cards: _CardInput) -> int: ...
def evaluate(cards: _CardInput) -> HandValue: ...
def evaluate_batch(
    hands: Any,
    *,
    k: int | None = None,
    out_high: npt.NDArray[np.uint16] | None = None,
    out_low: npt.NDArray[np.uint8] | None = None,
) -> tuple[npt.NDArray[np.uint16], npt.NDArray[np.uint8]]: ...
def best_five_high(cards: _CardInput) -> tuple[int, int, int, int, int]: ...
def best_five_low(cards: _CardInput) -> tuple[int, int, int, int, int] | None: ...
def best_five_razz(cards: _CardInput) -> tuple[int, int, int, int, int]: ...
_Counts = npt.NDArray[np.int64]

def census(k: int) -> tuple[_Counts, _Counts, _Counts]: ...
def high_class_key(rank: int) -> int: ...
def razz_class_key(rank: int) -> int: ...
def low_class_mask(rank: int) -> int: ...
def tables() -> dict[str, bytes]: ...

# Equity (src/cstud/_equity.pxi); cstud.equity is the public call. Each returns a uint64 array
# of 4**n_players outcome-pattern counts: (high winners mask << n_players) | low winners mask.
def _equity_enumerate(
    game: int, unseen: bytes, known: list[bytes], need: tuple[int, ...], community: bool,
    first: int, last: int,
) -> npt.NDArray[np.uint64]: ...
def _equity_headsup(
    game: int, unseen: bytes, known: list[bytes], need: tuple[int, ...]
) -> npt.NDArray[np.uint64]: ...
def _equity_sample(
    game: int, unseen: bytes, known: list[bytes], need: tuple[int, ...], community: bool,
    trials: int, seed: int, stream: int,
) -> npt.NDArray[np.uint64]: ...
def _rng_outputs(seed: int, stream: int, count: int) -> list[int]: ...
# Showdown settlement (src/cstud/_settle.pxi); cstud.showdown.settle documents the arguments.
GAMES: Final[tuple[str, str, str]]
ODD_CHIP_RULES: Final[tuple[str, str, str]]
SETTLEMENT_FIELDS: Final[tuple[str, ...]]
POT_RESULT_FIELDS: Final[tuple[str, ...]]
ODD_CHIP_FIELDS: Final[tuple[str, ...]]
CHIP_LIMIT_TEXT: Final[str]

def settle(
    contributions: Iterable[SupportsIndex],
    hands: Iterable[_CardInput | None],
    game: str,
    odd_chip: str,
    rake: Any,
    community: _CardInput | SupportsIndex | None,
    dealer: int,
    reached_fourth_street: bool,
) -> Settlement: ...
def _register_result_types(
    settlement: type, pot_result: type, odd_chip: type, cards: Iterable[Any]
) -> None: ...
