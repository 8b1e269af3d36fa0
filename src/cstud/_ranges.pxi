# Ranges (cstud.ranges): the one compiled loop the range-vs-range Monte Carlo needs that the
# evaluator does not already give, the razz rank of many 7-card hands at once.
#
# Relies on razz_rank from _evaluator.pxi. The Python side (cstud/ranges/_equity.py) deals the
# hands itself and ranks high and eight-or-better lows with evaluate_batch.


def _razz_batch(const uint8_t[:, ::1] hands):
    """Razz rank (1..6175, greater is better) of each row of a C-contiguous (n, 7) uint8 array
    of distinct card codes. A code above 51 raises ValueError naming the row."""
    cdef Py_ssize_t rows = hands.shape[0], i, j, bad = -1
    if hands.shape[1] != 7:
        raise ValueError(f"hands must have 7 cards a row, not {hands.shape[1]}")
    np = _numpy()
    result = np.empty(rows, np.uint16)
    cdef uint16_t[::1] out = result
    with nogil:
        for i in range(rows):
            for j in range(7):
                if hands[i, j] >= 52:
                    bad = i
                    break
            if bad >= 0:
                break
            out[i] = razz_rank(&hands[i, 0], 7)
    if bad >= 0:
        raise ValueError(f"row {bad} of hands holds a card code above 51")
    return result


def _deal_rows(const uint64_t[::1] used, const int64_t[:, ::1] picks, uint8_t[:, ::1] out):
    """Deal each row the cards its random picks choose from the cards not in its `used` mask.

    Row i's draw j is the card at place j + picks[i, j] of the not-yet-dealt cards (code order,
    swapped as they are dealt: a Fisher-Yates shuffle cut short), so picks[i, j] uniform in
    0 .. unseen - j - 1 deal a uniform random sequence. out[i, j] gets the card."""
    cdef Py_ssize_t rows = picks.shape[0], draws = picks.shape[1], i, j, bad = -1
    cdef uint8_t avail[52]
    cdef uint8_t swap
    cdef int m, c
    cdef int64_t k
    if used.shape[0] != rows or out.shape[0] != rows or out.shape[1] != draws:
        raise ValueError("used, picks and out must agree in rows, picks and out in columns")
    with nogil:
        for i in range(rows):
            m = 0
            for c in range(52):
                if not (used[i] >> c) & 1:
                    avail[m] = c
                    m += 1
            for j in range(draws):
                k = picks[i, j]
                if k < 0 or k >= m - j:
                    bad = i
                    break
                swap = avail[j + k]
                avail[j + k] = avail[j]
                avail[j] = swap
                out[i, j] = swap
            if bad >= 0:
                break
    if bad >= 0:
        raise ValueError(f"row {bad}: a pick is outside the cards left to deal")
