# The stud solver's showdowns (cstud/solver.py): ranks and odd-chip keys of many hands, and
# the sorted sweep that pays one range's showdowns against another's in O(n) per column.
#
# Relies on high_rank, low8_rank, razz_rank, best_five and _order_value from _evaluator.pxi.
#
# The sweep is the river trick of hold'em solvers, for three hidden cards: with both ranges
# sorted by a key, a hand's sum of sign(its key - the other's key) over the other's reach is
# (reach below its key) + (reach at or below it) - (all reach). Each of those sums counts
# only the other's combinations that share no card with the hand, by inclusion-exclusion
# over the hand's cards: all of them, less those holding each of its three cards, plus those
# holding each of its three pairs of cards, less the one holding all three (the same hidden
# combination). The running sums per card and per pair of cards make every term one read.

from libc.stdint cimport int32_t
from libc.stdlib cimport calloc, free

cdef enum:
    PAIRS = 52 * 52     # a pair of cards a < b sits at a * 52 + b


def _solver_ranks(const uint8_t[:, ::1] hands, int game):
    """Each 7-card row's showdown facts as a (n, 4) int64 array: the rank of the first half
    (high in stud and stud8, razz low in razz), the eight-or-better low (stud8, 0 for none;
    0 elsewhere), and each half's odd-chip key (R23b, the TDA rule settle uses by default:
    where the highest card of that half's best five sorts, suit included; 0 with no low).
    Greater ranks and keys are better. game: the game's index in GAMES (_common.pxi)."""
    cdef Py_ssize_t rows = hands.shape[0], i, j, bad = -1
    cdef uint8_t five[5]
    cdef uint64_t seen
    cdef int first_kind
    if hands.shape[1] != 7:
        raise ValueError(f"hands must have 7 cards a row, not {hands.shape[1]}")
    if game not in (GAME_STUD8, GAME_STUD, GAME_RAZZ):
        raise ValueError(f"game must be an index in GAMES {GAMES}, not {game}")
    first_kind = KIND_RAZZ if game == GAME_RAZZ else KIND_HIGH
    result = _numpy().zeros((rows, 4), _numpy().int64)
    cdef int64_t[:, ::1] out = result
    with nogil:
        for i in range(rows):
            seen = 0
            for j in range(7):
                if hands[i, j] >= 52 or seen >> hands[i, j] & 1:
                    bad = i
                    break
                seen |= (<uint64_t>1) << hands[i, j]
            if bad >= 0:
                break
            if game == GAME_RAZZ:
                out[i, 0] = razz_rank(&hands[i, 0], 7)
            else:
                out[i, 0] = high_rank(&hands[i, 0], 7)
            best_five(&hands[i, 0], 7, first_kind, five)
            out[i, 2] = _order_value(five[0], first_kind)
            if game == GAME_STUD8:
                out[i, 1] = low8_rank(&hands[i, 0], 7)
                if out[i, 1] > 0:
                    best_five(&hands[i, 0], 7, KIND_LOW8, five)
                    out[i, 3] = _order_value(five[0], KIND_LOW8)
    if bad >= 0:
        raise ValueError(f"row {bad} of hands holds a card above 51 or a card twice")
    return result


cdef inline void _sweep_add(double* acc, Py_ssize_t k, const int32_t* cards,
                            const double* reach) noexcept nogil:
    """Add one of the other's combinations (its reach row) to the running sums."""
    cdef double* total = acc
    cdef double* card = acc + k
    cdef double* pair = acc + 53 * k
    cdef Py_ssize_t v
    cdef Py_ssize_t c0 = cards[0] * k, c1 = cards[1] * k, c2 = cards[2] * k
    cdef Py_ssize_t p01 = (cards[0] * 52 + cards[1]) * k
    cdef Py_ssize_t p02 = (cards[0] * 52 + cards[2]) * k
    cdef Py_ssize_t p12 = (cards[1] * 52 + cards[2]) * k
    cdef double r
    for v in range(k):
        r = reach[v]
        total[v] += r
        card[c0 + v] += r
        card[c1 + v] += r
        card[c2 + v] += r
        pair[p01 + v] += r
        pair[p02 + v] += r
        pair[p12 + v] += r


cdef inline void _sweep_query(const double* acc, Py_ssize_t k, const int32_t* cards,
                              double sign, const double* same, double* out,
                              double* also) noexcept nogil:
    """out += sign * (the running reach of the other's combinations that share no card with
    this one), and also += that reach unless also is NULL: ``same`` is the reach row of the
    other's identical combination if it is in the running sums, else NULL."""
    cdef const double* total = acc
    cdef const double* card = acc + k
    cdef const double* pair = acc + 53 * k
    cdef Py_ssize_t v
    cdef Py_ssize_t c0 = cards[0] * k, c1 = cards[1] * k, c2 = cards[2] * k
    cdef Py_ssize_t p01 = (cards[0] * 52 + cards[1]) * k
    cdef Py_ssize_t p02 = (cards[0] * 52 + cards[2]) * k
    cdef Py_ssize_t p12 = (cards[1] * 52 + cards[2]) * k
    cdef double s
    for v in range(k):
        s = total[v] - card[c0 + v] - card[c1 + v] - card[c2 + v] \
            + pair[p01 + v] + pair[p02 + v] + pair[p12 + v]
        if same != NULL:
            s -= same[v]
        out[v] += sign * s
        if also != NULL:
            also[v] += s


cdef int _check_combos(const int32_t[:, ::1] cards, str what) except -1:
    cdef Py_ssize_t i
    if cards.shape[1] != 3:
        raise ValueError(f"{what} must have 3 cards a row")
    for i in range(cards.shape[0]):
        if not (0 <= cards[i, 0] < cards[i, 1] < cards[i, 2] < 52):
            raise ValueError(f"{what}: row {i} is not three increasing card codes")
    return 0


cdef int _check_order(const int64_t[::1] order, Py_ssize_t n, str what) except -1:
    cdef Py_ssize_t i
    for i in range(order.shape[0]):
        if not 0 <= order[i] < n:
            raise ValueError(f"{what}: index {order[i]} is outside 0..{n - 1}")
    return 0


def _solver_sweep(const int64_t[::1] keys_mine, const int64_t[::1] order_mine,
                  const int64_t[::1] keys_other, const int64_t[::1] order_other,
                  const int64_t[::1] position_other, const int32_t[:, ::1] cards_mine,
                  const int32_t[:, ::1] cards_other, const int64_t[::1] same,
                  const double[:, ::1] reach, double[:, ::1] out, double[:, ::1] compatible,
                  bint signs=True):
    """For each of my combinations i in order_mine (indices sorted by keys_mine, ascending)
    and each column v of reach: out[i, v] += the sum over the other's combinations j in
    order_other (sorted by keys_other) that share no card with i of
    sign(keys_mine[i] - keys_other[j]) * reach[j, v], and compatible[i, v] += the sum of
    their reach[j, v]. same[i] is the index of the other's combination holding i's very
    cards (or -1), position_other[j] the place of j in order_other (or -1). Rows of out
    outside order_mine are left alone. O(len(order_mine) + len(order_other)) per column.
    With signs False only compatible is summed (out is left alone, and the orders need not
    sort the keys)."""
    cdef Py_ssize_t n0 = keys_mine.shape[0], n1 = keys_other.shape[0], k = reach.shape[1]
    cdef Py_ssize_t m0 = order_mine.shape[0], m1 = order_other.shape[0]
    cdef Py_ssize_t a, b, c, p, i, j
    cdef int64_t key
    cdef double* acc
    cdef const double* twin
    cdef bint tied
    if (cards_mine.shape[0] != n0 or same.shape[0] != n0 or out.shape[0] != n0
            or compatible.shape[0] != n0 or out.shape[1] != k or compatible.shape[1] != k):
        raise ValueError("my keys, cards, same, out and compatible must agree in rows")
    if (cards_other.shape[0] != n1 or position_other.shape[0] != n1 or reach.shape[0] != n1):
        raise ValueError("the other's keys, cards, positions and reach must agree in rows")
    _check_combos(cards_mine, "cards_mine")
    _check_combos(cards_other, "cards_other")
    _check_order(order_mine, n0, "order_mine")
    _check_order(order_other, n1, "order_other")
    for i in range(n0):
        if not -1 <= same[i] < n1:
            raise ValueError(f"same: index {same[i]} is outside -1..{n1 - 1}")
    for j in range(n1):
        if not -1 <= position_other[j] < m1:
            raise ValueError(f"position_other: {position_other[j]} is outside -1..{m1 - 1}")
    for a in range(1, m0 if signs else 0):
        if keys_mine[order_mine[a]] < keys_mine[order_mine[a - 1]]:
            raise ValueError("order_mine does not sort keys_mine")
    for a in range(1, m1 if signs else 0):
        if keys_other[order_other[a]] < keys_other[order_other[a - 1]]:
            raise ValueError("order_other does not sort keys_other")
    if k == 0:
        return
    acc = <double*>calloc((1 + 52 + PAIRS) * k, sizeof(double))
    if acc == NULL:
        raise MemoryError()
    with nogil:
        p = 0
        a = 0
        while signs and a < m0:
            key = keys_mine[order_mine[a]]
            while p < m1 and keys_other[order_other[p]] < key:
                _sweep_add(acc, k, &cards_other[order_other[p], 0], &reach[order_other[p], 0])
                p += 1
            # my combinations with this key: the reach below it, then the reach at or below
            # it (the same sums where none of the other's has this key: counted twice)
            tied = p < m1 and keys_other[order_other[p]] == key
            b = a
            while b < m0 and keys_mine[order_mine[b]] == key:
                i = order_mine[b]
                twin = NULL
                if same[i] >= 0 and 0 <= position_other[same[i]] < p:
                    twin = &reach[same[i], 0]
                _sweep_query(acc, k, &cards_mine[i, 0], 1.0 if tied else 2.0, twin,
                             &out[i, 0], NULL)
                b += 1
            if tied:
                while p < m1 and keys_other[order_other[p]] == key:
                    _sweep_add(acc, k, &cards_other[order_other[p], 0],
                               &reach[order_other[p], 0])
                    p += 1
                for c in range(a, b):
                    i = order_mine[c]
                    twin = NULL
                    if same[i] >= 0 and 0 <= position_other[same[i]] < p:
                        twin = &reach[same[i], 0]
                    _sweep_query(acc, k, &cards_mine[i, 0], 1.0, twin, &out[i, 0], NULL)
            a = b
        while p < m1:
            _sweep_add(acc, k, &cards_other[order_other[p], 0], &reach[order_other[p], 0])
            p += 1
        # less all the compatible reach, which is also what compatible adds up
        for a in range(m0):
            i = order_mine[a]
            twin = NULL
            if same[i] >= 0 and position_other[same[i]] >= 0:
                twin = &reach[same[i], 0]
            _sweep_query(acc, k, &cards_mine[i, 0], -1.0 if signs else 0.0, twin, &out[i, 0],
                         &compatible[i, 0])
    free(acc)


def _solver_regrets(double[:, ::1] strategy, double[:, ::1] regret, double[:, ::1] total,
                    const double[::1] reach, tuple children, double[::1] value,
                    double positive, double negative, double average):
    """One discounted-CFR step at a decision node of the player being updated, per row
    (combination) i, in one pass instead of a dozen array operations: value[i] = the
    strategy's mix of the children's values; each action's regret times ``positive`` if it
    was above 0 else ``negative``, plus (its child's value - value[i]); total = total *
    ``average`` + reach[i] * strategy; then strategy becomes the regret matching of the new
    regrets (the positive regrets' shares, uniform where none is positive). children holds
    one value array per action (2 or 3), each of the rows' length."""
    cdef Py_ssize_t n = strategy.shape[0], actions = strategy.shape[1], i, x
    cdef const double[::1] c0, c1, c2
    cdef double v, r, s, share
    cdef double pos[3]
    if actions not in (2, 3) or len(children) != actions:
        raise ValueError("a node has 2 or 3 actions, one child value array each")
    if (regret.shape[0] != n or regret.shape[1] != actions or total.shape[0] != n
            or total.shape[1] != actions or reach.shape[0] != n or value.shape[0] != n):
        raise ValueError("strategy, regret, total, reach and value must agree in shape")
    c0 = children[0]
    c1 = children[1]
    c2 = children[2] if actions == 3 else children[1]
    if c0.shape[0] != n or c1.shape[0] != n or c2.shape[0] != n:
        raise ValueError("each child's values must have one entry a row")
    with nogil:
        for i in range(n):
            v = strategy[i, 0] * c0[i] + strategy[i, 1] * c1[i]
            if actions == 3:
                v = v + strategy[i, 2] * c2[i]
            value[i] = v
            s = 0.0
            for x in range(actions):
                r = regret[i, x]
                r *= positive if r > 0 else negative
                r += c0[i] if x == 0 else (c1[i] if x == 1 else c2[i])
                r -= v
                regret[i, x] = r
                total[i, x] = total[i, x] * average + reach[i] * strategy[i, x]
                pos[x] = r if r > 0 else 0.0
                s += pos[x]
            share = 1.0 / actions
            for x in range(actions):
                strategy[i, x] = pos[x] / s if s > 0 else share
