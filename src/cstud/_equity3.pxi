# Three-way equity by counting, without listing runouts (uses _equity.pxi's Problem, BINOM,
# _rank).
#
# Every figure cstud.equity reports for a player (equity, scoop, p_high, p_low, the shares)
# and P(no low) is a sum over runouts of a value that depends only on how the other two
# players' hands compare with his: one hero completion `a` against the pair (b, c), where b
# and c are each "below", "equal to" or "above" a in the high, and the same in the low. No
# b-against-c comparison is ever needed: a wins (or ties) a half only when neither beats
# him, and his share then depends on how many tie him. So for each hero completion a:
#   label every completion b of B and c of C by its class relative to a (3 high x 3 low);
#   count the pairs (b, c) that avoid a's cards and share no card with each other, by class,
#   by inclusion-exclusion over the set S of cards b and c share:
#       sum over disjoint pairs = sum over S of (-1)^|S| * (b's containing S) x (c's containing S),
#   each side's "containing S" counts kept as a class histogram per S (S's colex rank);
#   then read the figures off a few products of class sets (below / equal, worse / equal).
# The work is about (a's completions) x (b's + c's completions) x 2^k per hero instead of
# the product of all three: 4.6e11 runouts on 4th street become about 5e9 simple steps.
# The integer sums are exactly those of listing every runout (tests/test_equity_counting.py).

cdef enum:
    N_CLASSES = 9       # 3 * (high: 0 below, 1 equal, 2 above) + (low: 0 worse, 1 equal, 2 better)
    # the hero's sums: high share, low share, high share with no low anywhere, p_high,
    # p_low, scoop, no low anywhere
    N_FIGURES3 = 7


cdef struct Side3:
    int k                   # cards this player needs
    Py_ssize_t count        # C(n, k) completions, colex order of positions in the unseen list
    uint16_t* high
    uint16_t* low
    uint64_t* mask          # the completion's positions as bits
    uint32_t* groups        # per completion, the colex rank of each of its subsets, by size
    uint8_t* label          # its class relative to the current hero completion (255: clashes)


cdef inline void _side3_free(Side3* side) noexcept nogil:
    free(side.high)
    free(side.low)
    free(side.mask)
    free(side.groups)
    free(side.label)


cdef int _side3_rank(Side3* side, const Problem* pb, int player) noexcept nogil:
    """Rank every completion of a player and list its subsets' ranks; -1 out of memory."""
    cdef int k = pb.need[player], i, s, depth, width = 1 << pb.need[player]
    cdef int pos[MAX_HAND + 1]
    cdef int subset[MAX_HAND]
    cdef Py_ssize_t index, slot
    cdef uint64_t key, bits, mask
    cdef uint32_t low, rank
    side.k = k
    side.count = <Py_ssize_t>BINOM[pb.n_unseen][k]
    side.high = <uint16_t*>malloc(side.count * sizeof(uint16_t))
    side.low = <uint16_t*>malloc(side.count * sizeof(uint16_t))
    side.mask = <uint64_t*>malloc(side.count * sizeof(uint64_t))
    side.groups = <uint32_t*>malloc(side.count * width * sizeof(uint32_t))
    side.label = <uint8_t*>malloc(side.count * sizeof(uint8_t))
    if (side.high == NULL or side.low == NULL or side.mask == NULL or side.groups == NULL
            or side.label == NULL):
        return -1
    for i in range(k):
        pos[i] = i
    for index in range(side.count):
        key = pb.key[player]
        bits = pb.bits[player]
        low = pb.low[player]
        mask = 0
        for i in range(k):
            key += CARD_KEY[pb.unseen[pos[i]]]
            bits |= CARD_BIT[pb.unseen[pos[i]]]
            low |= LOW_BIT[pb.unseen[pos[i]]]
            mask |= (<uint64_t>1) << pos[i]
        _rank(pb.game, key, bits, low, &side.high[index], &side.low[index])
        side.mask[index] = mask
        # the subsets of each size s, in the order of the s-subsets of k positions
        slot = index * width
        for s in range(k + 1):
            for i in range(s):
                subset[i] = i
            while True:
                rank = 0
                for i in range(s):
                    rank += <uint32_t>BINOM[pos[subset[i]]][i + 1]
                side.groups[slot] = rank
                slot += 1
                depth = s - 1
                while depth >= 0 and subset[depth] == k - s + depth:
                    depth -= 1
                if depth < 0:
                    break
                subset[depth] += 1
                for i in range(depth + 1, s):
                    subset[i] = subset[i - 1] + 1
        depth = 0
        while depth < k - 1 and pos[depth] + 1 == pos[depth + 1]:
            pos[depth] = depth
            depth += 1
        if k:
            pos[depth] += 1
    return 0


cdef inline void _label(Side3* side, uint64_t clash, uint16_t high, uint16_t low) noexcept nogil:
    cdef Py_ssize_t i
    cdef uint16_t h, lo
    for i in range(side.count):
        if side.mask[i] & clash:
            side.label[i] = 255
        else:
            h = side.high[i]
            lo = side.low[i]
            side.label[i] = <uint8_t>(3 * (0 if h < high else 1 if h == high else 2)
                                      + (0 if lo < low else 1 if lo == low else 2))


cdef inline void _scatter(const Side3* side, int s, int32_t* hist) noexcept nogil:
    """hist[group * 9 + label] += 1 for each s-subset (group) of each labelled completion."""
    cdef Py_ssize_t i
    cdef int j, width = 1 << side.k, offset = 0, n_subsets = <int>BINOM[side.k][s]
    cdef const uint32_t* groups
    for j in range(s):
        offset += <int>BINOM[side.k][j]
    for i in range(side.count):
        if side.label[i] != 255:
            groups = side.groups + i * width + offset
            for j in range(n_subsets):
                hist[groups[j] * N_CLASSES + side.label[i]] += 1


cdef inline void _add_products(int64_t* pairs, const int32_t* hb, const int32_t* hc,
                               int64_t sign) noexcept nogil:
    """pairs[x * 9 + y] += sign * hb[x] * hc[y]."""
    cdef int x, y
    cdef int64_t v
    for x in range(N_CLASSES):
        if hb[x]:
            v = sign * hb[x]
            for y in range(N_CLASSES):
                pairs[x * N_CLASSES + y] += v * hc[y]


# Class sets a figure needs (as bits over the 9 classes): high below, high equal, low worse,
# low equal, and the scoop's "high below and low worse" (a hero with a low) or "high below
# and low equal" (a hero with no low: the others have none either).
cdef enum:
    SET_H_BELOW = 0b000000111
    SET_H_EQUAL = 0b000111000
    SET_L_WORSE = 0b001001001
    SET_L_EQUAL = 0b010010010
    SET_H_BELOW_L_WORSE = 0b000000001
    SET_H_BELOW_L_EQUAL = 0b000000010
    SET_H_EQUAL_L_EQUAL = 0b000010000


cdef inline int64_t _pairs_in(const int64_t* pairs, int set_b, int set_c) noexcept nogil:
    cdef int x, y
    cdef int64_t total = 0
    for x in range(N_CLASSES):
        if set_b >> x & 1:
            for y in range(N_CLASSES):
                if set_c >> y & 1:
                    total += pairs[x * N_CLASSES + y]
    return total


cdef inline int64_t _shares(const int64_t* pairs, int below, int equal, int64_t* wins
                            ) noexcept nogil:
    """The hero's share of a half (in 840ths) summed over the pairs, and (in *wins) the pairs
    in which he wins or ties it: alone, tied by one, tied by both."""
    cdef int64_t alone = _pairs_in(pairs, below, below)
    cdef int64_t one = _pairs_in(pairs, below, equal) + _pairs_in(pairs, equal, below)
    cdef int64_t both = _pairs_in(pairs, equal, equal)
    wins[0] += alone + one + both
    return 840 * alone + 420 * one + 280 * both


cdef int _count3_hero(const Problem* pb, Side3* hero, Side3* b, Side3* c, Py_ssize_t first,
                      Py_ssize_t last, int64_t* out) noexcept nogil:
    """Add the hero's N_FIGURES3 sums over his completions [first, last); -1 out of memory."""
    cdef int top = b.k if b.k < c.k else c.k, s, game = pb.game
    cdef Py_ssize_t a, i, g, n_groups
    cdef int64_t pairs[N_CLASSES * N_CLASSES]
    cdef int64_t sign, unused = 0
    cdef int32_t* hist_b[MAX_HAND + 1]
    cdef int32_t* hist_c[MAX_HAND + 1]
    cdef uint16_t la
    cdef int status = 0
    for s in range(top + 1):
        hist_b[s] = NULL
        hist_c[s] = NULL
    for s in range(top + 1):
        if s == top and b.k == c.k:
            break       # the top level pairs each completion with itself: no histogram
        n_groups = <Py_ssize_t>BINOM[pb.n_unseen][s]
        hist_b[s] = <int32_t*>malloc(n_groups * N_CLASSES * sizeof(int32_t))
        hist_c[s] = <int32_t*>malloc(n_groups * N_CLASSES * sizeof(int32_t))
        if hist_b[s] == NULL or hist_c[s] == NULL:
            status = -1
    a = first
    while status == 0 and a < last:
        la = hero.low[a]
        _label(b, hero.mask[a], hero.high[a], la)
        _label(c, hero.mask[a], hero.high[a], la)
        memset(pairs, 0, sizeof(pairs))
        for s in range(top + 1):
            sign = -1 if s & 1 else 1
            if s == top and b.k == c.k:
                # S is a whole completion of both: one pair (S, S) when both are labelled
                for i in range(b.count):
                    if b.label[i] != 255:
                        pairs[b.label[i] * N_CLASSES + c.label[i]] += sign
                continue
            n_groups = <Py_ssize_t>BINOM[pb.n_unseen][s]
            memset(hist_b[s], 0, n_groups * N_CLASSES * sizeof(int32_t))
            memset(hist_c[s], 0, n_groups * N_CLASSES * sizeof(int32_t))
            _scatter(b, s, hist_b[s])
            _scatter(c, s, hist_c[s])
            for g in range(n_groups):
                _add_products(pairs, hist_b[s] + g * N_CLASSES, hist_c[s] + g * N_CLASSES,
                              sign)
        # out: 0 high share, 1 low share, 2 high share with no low, 3 p_high, 4 p_low,
        # 5 scoop, 6 no low anywhere
        if game != GAME_RAZZ:
            out[0] += _shares(pairs, SET_H_BELOW, SET_H_EQUAL, &out[3])
        if la:
            out[1] += _shares(pairs, SET_L_WORSE, SET_L_EQUAL, &out[4])
            if game == GAME_RAZZ:
                out[5] += _pairs_in(pairs, SET_L_WORSE, SET_L_WORSE)
            else:
                out[5] += _pairs_in(pairs, SET_H_BELOW_L_WORSE, SET_H_BELOW_L_WORSE)
        else:   # the hero has no low: the pot has none when neither other has one
            out[2] += _shares(pairs, SET_H_BELOW_L_EQUAL, SET_H_EQUAL_L_EQUAL, &unused)
            out[5] += _pairs_in(pairs, SET_H_BELOW_L_EQUAL, SET_H_BELOW_L_EQUAL)
            out[6] += _pairs_in(pairs, SET_L_EQUAL, SET_L_EQUAL)
        a += 1
    for s in range(top + 1):
        free(hist_b[s])
        free(hist_c[s])
    return status


def _equity_count3(int game, bytes unseen, known, need, int hero, Py_ssize_t first,
                   Py_ssize_t last):
    """One hero's sums over his completions [first, last) of a three-player problem without a
    community card: (high share, low share, high share with no low anywhere, p_high, p_low,
    scoop, runouts with no low) as Python ints, shares in 840ths of a half (see above)."""
    cdef Problem pb
    cdef Side3 sides[3]
    cdef int64_t out[N_FIGURES3]
    cdef int p, status = 0
    _load_problem(&pb, game, unseen, known, need, False)
    if pb.n_players != 3:
        raise ValueError("the three-way count takes exactly three players")
    if not 0 <= hero < 3:
        raise ValueError("hero must be 0, 1 or 2")
    memset(sides, 0, sizeof(sides))
    memset(out, 0, sizeof(out))
    count = <Py_ssize_t>BINOM[pb.n_unseen][pb.need[hero]]
    if not 0 <= first <= last <= count:
        raise ValueError(f"completions [{first}, {last}) are outside the hero's {count}")
    with nogil:
        for p in range(3):
            if status == 0:
                status = _side3_rank(&sides[p], &pb, p)
        if status == 0:
            status = _count3_hero(&pb, &sides[hero], &sides[(hero + 1) % 3],
                                  &sides[(hero + 2) % 3], first, last, out)
        for p in range(3):
            _side3_free(&sides[p])
    if status:
        raise MemoryError("not enough memory for the three-way count")
    return tuple([out[p] for p in range(N_FIGURES3)])
