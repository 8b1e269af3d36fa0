# Stud Hi/Lo equity: exact enumeration and Monte Carlo over the unseen cards.
#
# A "runout" gives every player the cards he still needs, from the unseen cards, in player
# order; all runouts are equally likely. (When the deck cannot give everyone a 7th card, one
# community card is every such player's 7th card, RULES.md R16; no burns are modelled.)
#
# Every loop here produces the same thing: a table of *outcome patterns*. A pattern is
# (mask of players who win or tie the high) << n_players | (mask of players who win or tie the
# low), so counts[pattern] says how many runouts ended that way. Every statistic the Python side
# reports (equity, scoop, shares, P(no low), their standard errors) is a function of the
# pattern, and tables from separate chunks simply add, exactly, in any order.
#   stud8: high mask always set; low mask 0 when no player has an eight-or-better low.
#   stud:  low mask always 0.         razz: high mask always 0, the razz winners are the low.
#
# Three ways to fill the table:
#   _equity_enumerate  every runout, players' completions as nested combinations over the
#                      unseen cards with keys built incrementally (split by the first level's
#                      combination index for chunking);
#   _equity_headsup    two players without listing runouts: both players' completions are
#                      ranked once, and pairs that share no card are counted by inclusion-
#                      exclusion over the cards two completions share (see below);
#   _equity_sample     Monte Carlo with xoshiro256** seeded from (seed, stream).

from cpython.bytes cimport PyBytes_FromStringAndSize
from cpython.tuple cimport PyTuple_GET_ITEM   # Py_INCREF, PyTuple_New and _SET_ITEM: above
from libc.stdint cimport int32_t
from libc.stdlib cimport calloc, free, malloc

cdef enum:
    MAX_LEVELS = MAX_SEATS + 1    # a community card, then each player
    LOW_DOMAIN = 8192               # low values (eight-or-better 0..56, razz 1..6175) < 2**13

# BINOM[n][k] = C(n, k) for n <= 52, k <= 7: colex ranks of combinations of unseen cards.
cdef uint64_t BINOM[N_CARDS + 1][MAX_HAND + 1]


cdef void _build_binomials() noexcept:
    cdef int n, k
    for n in range(N_CARDS + 1):
        BINOM[n][0] = 1
        for k in range(1, MAX_HAND + 1):
            BINOM[n][k] = 0 if n == 0 else BINOM[n - 1][k - 1] + BINOM[n - 1][k]


_build_binomials()


cdef struct Problem:
    int game
    int n_players
    int n_unseen
    uint8_t unseen[N_CARDS]
    bint community              # one shared card is the 7th card of every player who needs one
    int need[MAX_SEATS]       # cards each player still gets (the shared card included)
    int draw[MAX_SEATS]       # cards dealt to each player alone
    uint64_t key[MAX_SEATS]   # the player's known cards: CARD_KEY sum,
    uint64_t bits[MAX_SEATS]  # CARD_BIT mask,
    uint32_t low[MAX_SEATS]   # LOW_BIT mask


cdef int _load_problem(Problem* pb, int game, bytes unseen, object known, object need,
                       bint community) except -1:
    """Check a problem description from the Python side and fill pb.

    The public wrapper (cstud.equity) has already checked everything and says so in words;
    this guards the compiled loops against any input, so that no loop can read out of bounds.
    """
    cdef Py_ssize_t i, p, n_players = len(known)
    cdef uint64_t seen = 0, bit
    cdef int c, total_draw = 0
    cdef const uint8_t* raw
    if game not in (GAME_STUD8, GAME_STUD, GAME_RAZZ):
        raise ValueError(f"unknown game code {game}")
    if not 2 <= n_players <= MAX_SEATS or len(need) != n_players:
        raise ValueError("need 2 to 8 players, with one count of needed cards each")
    pb.game = game
    pb.n_players = <int>n_players
    pb.community = community
    if len(unseen) > N_CARDS:
        raise ValueError("more than 52 unseen cards")
    pb.n_unseen = <int>len(unseen)
    raw = unseen
    for i in range(pb.n_unseen):
        c = raw[i]
        bit = (<uint64_t>1) << c if c < N_CARDS else 0
        if c >= N_CARDS or seen & bit:
            raise ValueError("unseen cards must be distinct codes 0..51")
        seen |= bit
        pb.unseen[i] = <uint8_t>c
    for p in range(n_players):
        cards = known[p]
        if not isinstance(cards, bytes):
            raise TypeError("each player's known cards must be bytes of card codes")
        raw = <bytes>cards
        pb.key[p] = 0
        pb.bits[p] = 0
        pb.low[p] = 0
        for i in range(len(cards)):
            c = raw[i]
            bit = (<uint64_t>1) << c if c < N_CARDS else 0
            if c >= N_CARDS or seen & bit:
                raise ValueError("known cards must be distinct codes 0..51, not among the unseen")
            seen |= bit
            pb.key[p] += CARD_KEY[c]
            pb.bits[p] |= CARD_BIT[c]
            pb.low[p] |= LOW_BIT[c]
        pb.need[p] = need[p]
        if pb.need[p] < 0 or len(cards) + pb.need[p] != MAX_HAND:
            raise ValueError("each player's known and needed cards must make seven")
        pb.draw[p] = pb.need[p] - 1 if community and pb.need[p] > 0 else pb.need[p]
        total_draw += pb.draw[p]
    if total_draw + (1 if community else 0) > pb.n_unseen:
        raise ValueError("the unseen cards cannot complete every hand")
    return 0


cdef extern from *:
    """
    /* An int or int subclass such as Card (never bool) in 0..51 as a card code, read without
       a Python call; -1 for anything else (the checked path reads it). */
    static int cstud_card_int(PyObject *item) {
        Py_ssize_t value;
        if (!PyLong_Check(item) || PyBool_Check(item) || !CSTUD_SMALL_INT(item, value)
                || value < 0 || value >= 52)
            return -1;
        return (int)value;
    }
    """
    int cstud_card_int(object item) noexcept


cdef Py_ssize_t _quick_cards(object cards, uint8_t* out, Py_ssize_t cap, int* unknown):
    """One hand's (or the dead cards') known codes into out, '??' counted in *unknown when
    unknown is given: how many, or -1 for anything but plain text or a list or tuple of ints,
    Cards and one-card texts (exactly "??" for an unseen card), all read as cstud.equity's
    checked path reads them."""
    cdef Py_ssize_t n = 0, before
    cdef int code
    if type(cards) is str:
        return _scan_text(<str>cards, out, 0, cap, unknown)
    if type(cards) is list:
        cards = tuple(cards)        # a snapshot: nothing can change it while it is read
    elif type(cards) is not tuple:
        return -1
    for item in <tuple>cards:
        if type(item) is str:
            if unknown != NULL and <str>item == "??":
                unknown[0] += 1
                continue
            before = n
            n = _scan_text(<str>item, out, n, cap, NULL)
            if n != before + 1:
                return -1
            continue
        code = cstud_card_int(item)
        if code < 0 or n >= cap:
            return -1
        out[n] = <uint8_t>code
        n += 1
    return n


def _equity_read(hands, dead, tuple cards):
    """cstud.equity's reading of its hands and dead cards in one pass, for input that is
    plainly right: (unseen, known, need, community, unknowns, dead) exactly as its checked
    path (_read_problem) gives them, then each hand's known cards and the dead cards as
    tuples of cards[code] (cards: 52 Card objects). None for anything else: other kinds of
    input, and every input that path refuses, which it then reads again and words the
    refusal of."""
    cdef uint8_t codes[MAX_SEATS][MAX_HAND]
    cdef uint8_t dead_codes[N_CARDS]
    cdef uint8_t unseen[N_CARDS]
    cdef int unknown[MAX_SEATS]
    cdef Py_ssize_t count[MAX_SEATS]
    cdef Py_ssize_t p, i, n_players, n_dead, n_unseen = 0, size = -1, need_total = 0
    cdef Py_ssize_t needing = 0
    cdef uint64_t seen = 0, bit
    if type(hands) is list:
        hands = tuple(hands)
    elif type(hands) is not tuple:
        return None
    n_players = len(<tuple>hands)
    if not 2 <= n_players <= MAX_SEATS:
        return None
    for p in range(n_players):
        unknown[p] = 0
        count[p] = _quick_cards((<tuple>hands)[p], codes[p], MAX_HAND, &unknown[p])
        if count[p] < 0 or (size >= 0 and count[p] + unknown[p] != size):
            return None
        size = count[p] + unknown[p]
        for i in range(count[p]):
            bit = (<uint64_t>1) << codes[p][i]
            if seen & bit:
                return None
            seen |= bit
        need_total += MAX_HAND - count[p]
        needing += count[p] < MAX_HAND
    if not 3 <= size <= MAX_HAND:
        return None
    n_dead = _quick_cards(dead, dead_codes, N_CARDS, NULL)
    if n_dead < 0:
        return None
    for i in range(n_dead):
        bit = (<uint64_t>1) << dead_codes[i]
        if seen & bit:
            return None
        seen |= bit
    for i in range(N_CARDS):
        if not seen >> i & 1:
            unseen[n_unseen] = <uint8_t>i
            n_unseen += 1
    community = need_total > n_unseen
    # with a community card, every player who needs cards takes one fewer of his own
    if community and need_total - needing + 1 > n_unseen:
        return None
    if len(cards) != N_CARDS:
        raise ValueError("cards must hold the 52 cards")
    return (PyBytes_FromStringAndSize(<char*>unseen, n_unseen),
            tuple([PyBytes_FromStringAndSize(<char*>codes[p], count[p])
                   for p in range(n_players)]),
            tuple([MAX_HAND - count[p] for p in range(n_players)]),
            community,
            tuple([unknown[p] for p in range(n_players)]),
            PyBytes_FromStringAndSize(<char*>dead_codes, n_dead),
            tuple([_cards_of(cards, codes[p], count[p]) for p in range(n_players)]),
            _cards_of(cards, dead_codes, n_dead))


cdef tuple _cards_of(tuple cards, const uint8_t* codes, Py_ssize_t n):
    """(cards[codes[0]], ..., cards[codes[n - 1]]): codes must be below len(cards)."""
    cdef tuple out = PyTuple_New(n)
    cdef Py_ssize_t i
    cdef object item
    for i in range(n):
        item = <object>PyTuple_GET_ITEM(cards, codes[i])
        Py_INCREF(item)
        PyTuple_SET_ITEM(out, i, item)
    return out


cdef inline void _rank(int game, uint64_t key, uint64_t bits, uint32_t low,
                       uint16_t* high_out, uint16_t* low_out) noexcept nogil:
    """Rank one complete seven-card hand for the game's halves (an unused half is 0)."""
    if game == GAME_STUD8:
        high_out[0] = _high_from(key, bits)
        low_out[0] = LOW8[low]
    elif game == GAME_STUD:
        high_out[0] = _high_from(key, bits)
        low_out[0] = 0
    else:
        high_out[0] = 0
        low_out[0] = RAZZ[_multiset_index(key)]


cdef inline uint32_t _pattern(int n_players, const uint16_t* high,
                              const uint16_t* low) noexcept nogil:
    """(who wins or ties the high) << n_players | (who wins or ties the low); 0 ranks never win."""
    cdef uint32_t high_mask = 0, low_mask = 0
    cdef uint16_t best_high = 0, best_low = 0
    cdef int p
    for p in range(n_players):
        if high[p] > best_high:
            best_high = high[p]
            high_mask = 1u << p
        elif high[p] == best_high and best_high:
            high_mask |= 1u << p
        if low[p] > best_low:
            best_low = low[p]
            low_mask = 1u << p
        elif low[p] == best_low and best_low:
            low_mask |= 1u << p
    return high_mask << n_players | low_mask


# ---------------------------------------------------------------------------------------
# Exact enumeration of every runout.
#
# The levels of the walk are the community card (if any), then each player who is dealt
# cards. A level chooses its cards as a combination of the cards still unseen; each chosen
# card adds to the running key, so a leaf costs one card's arithmetic and one lookup.

cdef struct Walk:
    Problem* pb
    int n_levels
    int owner[MAX_LEVELS]       # the player dealt at this level, -1 for the community card
    int size[MAX_LEVELS]        # cards chosen at this level
    uint64_t key[MAX_SEATS]   # each player's cards so far: known + community card
    uint64_t bits[MAX_SEATS]
    uint32_t low[MAX_SEATS]
    uint16_t high_rank[MAX_SEATS]
    uint16_t low_rank[MAX_SEATS]
    uint64_t* counts


cdef void _walk_plan(Walk* w, Problem* pb, uint64_t* counts) noexcept nogil:
    cdef int p
    w.pb = pb
    w.counts = counts
    w.n_levels = 0
    if pb.community:
        w.owner[0] = -1
        w.size[0] = 1
        w.n_levels = 1
    for p in range(pb.n_players):
        w.key[p] = pb.key[p]
        w.bits[p] = pb.bits[p]
        w.low[p] = pb.low[p]
        if pb.draw[p] > 0:
            w.owner[w.n_levels] = p
            w.size[w.n_levels] = pb.draw[p]
            w.n_levels += 1
        elif pb.need[p] == 0:   # complete already; ranked once here
            _rank(pb.game, pb.key[p], pb.bits[p], pb.low[p], &w.high_rank[p], &w.low_rank[p])


cdef void _walk_level(Walk* w, int level, uint64_t used) noexcept nogil:
    """Deal every combination at this level (from the cards not in `used`), then go deeper."""
    cdef uint8_t avail[N_CARDS]
    cdef int i, m = 0, p = w.owner[level] if level < w.n_levels else 0
    if level == w.n_levels:
        w.counts[_pattern(w.pb.n_players, w.high_rank, w.low_rank)] += 1
        return
    for i in range(w.pb.n_unseen):
        if not (used >> i) & 1:
            avail[m] = <uint8_t>i
            m += 1
    if p < 0:
        _walk_cards(w, level, avail, m, 0, w.size[level], 0, 0, 0, used)
    else:
        _walk_cards(w, level, avail, m, 0, w.size[level], w.key[p], w.bits[p], w.low[p], used)


cdef void _walk_cards(Walk* w, int level, const uint8_t* avail, int m, int start, int left,
                      uint64_t key, uint64_t bits, uint32_t low, uint64_t used) noexcept nogil:
    """Choose `left` more cards from avail[start:m] for this level, in increasing order."""
    cdef int j, p = w.owner[level], n_players = w.pb.n_players, game = w.pb.game
    cdef uint8_t card
    cdef const uint8_t* unseen = w.pb.unseen
    if left == 1 and p >= 0 and level == w.n_levels - 1:
        # The innermost loop: the last card of the last player, then score the runout.
        for j in range(start, m):
            card = unseen[avail[j]]
            _rank(game, key + CARD_KEY[card], bits | CARD_BIT[card], low | LOW_BIT[card],
                  &w.high_rank[p], &w.low_rank[p])
            w.counts[_pattern(n_players, w.high_rank, w.low_rank)] += 1
        return
    for j in range(start, m - left + 1):
        card = unseen[avail[j]]
        if left == 1:
            _walk_finish(w, level, key + CARD_KEY[card], bits | CARD_BIT[card],
                         low | LOW_BIT[card], used | (<uint64_t>1) << avail[j])
        else:
            _walk_cards(w, level, avail, m, j + 1, left - 1, key + CARD_KEY[card],
                        bits | CARD_BIT[card], low | LOW_BIT[card],
                        used | (<uint64_t>1) << avail[j])


cdef void _walk_finish(Walk* w, int level, uint64_t key, uint64_t bits, uint32_t low,
                       uint64_t used) noexcept nogil:
    """This level's cards are chosen (summed in key/bits/low): apply them and go deeper."""
    cdef Problem* pb = w.pb
    cdef int q, p = w.owner[level]
    if p >= 0:
        _rank(pb.game, key, bits, low, &w.high_rank[p], &w.low_rank[p])
    else:
        # The community card joins every hand that needs one; hands it completes are ranked.
        for q in range(pb.n_players):
            if pb.need[q] > 0:
                w.key[q] = pb.key[q] + key
                w.bits[q] = pb.bits[q] | bits
                w.low[q] = pb.low[q] | low
                if pb.draw[q] == 0:
                    _rank(pb.game, w.key[q], w.bits[q], w.low[q], &w.high_rank[q], &w.low_rank[q])
    _walk_level(w, level + 1, used)


cdef void _unrank_colex(uint64_t index, int k, int* out) noexcept nogil:
    """The combination of k positions (increasing) with this colex rank."""
    cdef int i, c
    for i in range(k, 0, -1):
        c = i - 1
        while BINOM[c + 1][i] <= index:
            c += 1
        out[i - 1] = c
        index -= BINOM[c][i]


def _equity_enumerate(int game, bytes unseen, known, need, bint community,
                      uint64_t first, uint64_t last):
    """Outcome-pattern counts over the runouts whose first level has colex index in [first, last).

    The first level is the community card if there is one, else the first player dealt cards;
    it has C(len(unseen), its size) combinations (1 when nobody is dealt anything).
    """
    cdef Problem pb
    cdef Walk w
    cdef uint64_t index, used, key, bits, n_first
    cdef uint32_t low
    cdef int positions[MAX_HAND]
    cdef int i, size
    _load_problem(&pb, game, unseen, known, need, community)
    counts = _numpy().zeros(1 << (2 * pb.n_players), dtype=_numpy().uint64)
    cdef uint64_t[::1] view = counts
    with nogil:
        _walk_plan(&w, &pb, &view[0])
    n_first = BINOM[pb.n_unseen][w.size[0]] if w.n_levels else 1
    if not first <= last <= n_first:
        raise ValueError(f"chunk [{first}, {last}) is outside the first level's {n_first} "
                         f"combinations")
    with nogil:
        if w.n_levels == 0:
            if first < last:
                w.counts[_pattern(pb.n_players, w.high_rank, w.low_rank)] += 1
        else:
            size = w.size[0]
            for index in range(first, last):
                _unrank_colex(index, size, positions)
                key = 0
                bits = 0
                low = 0
                used = 0
                for i in range(size):
                    key += CARD_KEY[pb.unseen[positions[i]]]
                    bits |= CARD_BIT[pb.unseen[positions[i]]]
                    low |= LOW_BIT[pb.unseen[positions[i]]]
                    used |= (<uint64_t>1) << positions[i]
                if w.owner[0] >= 0:
                    key += w.key[w.owner[0]]
                    bits |= w.bits[w.owner[0]]
                    low |= w.low[w.owner[0]]
                _walk_finish(&w, 0, key, bits, low, used)
    return counts


# ---------------------------------------------------------------------------------------
# Heads-up without listing runouts.
#
# Rank each player's completions once: A's are the ka-subsets of the n unseen cards, B's the
# kb-subsets. A runout is a pair (a, b) that shares no card. By inclusion-exclusion over the
# set S of cards a pair shares (sum over S within a∩b of (-1)^|S| is 1 if a∩b is empty, else 0):
#     sum over disjoint pairs = sum over sets S of (-1)^|S| * sum over a ⊇ S, b ⊇ S.
# For a fixed S the inner sum needs no disjointness: it is a count over a product of two
# lists, and with both lists sorted by (high, low) one sweep with a Fenwick tree over low
# values counts every pair by (high comparison, low comparison). The work is about
# 2^ka C(n, ka) + 2^kb C(n, kb) list entries instead of C(n, ka) C(n - ka, kb) runouts:
# 5 million instead of 18 billion for two hands on 3rd street.
#
# A list entry packs a completion's ranks as high << 13 | low, so sorting entries sorts by
# high, then low. Low comparisons are counted as (B's low below A's, equal, above), kept
# apart for A's low 0 (then "equal" means neither has a low).

cdef inline uint32_t _entry_high(uint32_t v) noexcept nogil:
    return v >> 13


cdef inline uint32_t _entry_low(uint32_t v) noexcept nogil:
    return v & (LOW_DOMAIN - 1)


cdef inline void _fenwick_add(int32_t* tree, uint32_t value, int32_t delta) noexcept nogil:
    cdef uint32_t i = value + 1
    while i <= LOW_DOMAIN:
        tree[i] += delta
        i += i & (~i + 1)


cdef inline int32_t _fenwick_below(const int32_t* tree, uint32_t value) noexcept nogil:
    """How many values added are below `value`."""
    cdef uint32_t i = value
    cdef int32_t total = 0
    while i > 0:
        total += tree[i]
        i -= i & (~i + 1)
    return total


# tally[high comparison][low relation][A has a low]: high comparison 0 A above, 1 equal,
# 2 A below; low relation 0 B's low below A's, 1 equal, 2 above.
ctypedef int64_t Tally[3][3][2]


cdef inline void _tally_pair(Tally tally, uint32_t a, uint32_t b, int64_t sign) noexcept nogil:
    cdef uint32_t ha = _entry_high(a), hb = _entry_high(b), la = _entry_low(a), lb = _entry_low(b)
    cdef int hc = 0 if ha > hb else 1 if ha == hb else 2
    cdef int lc = 0 if lb < la else 1 if lb == la else 2
    tally[hc][lc][la != 0] += sign


cdef void _tally_product(Tally tally, const uint32_t* a, Py_ssize_t na, const uint32_t* b,
                         Py_ssize_t nb, int64_t sign, int32_t* tree) noexcept nogil:
    """Add sign * (every pair of a[] x b[]) to tally. Both lists are sorted; tree is all zero
    on entry and is left so."""
    cdef Tally local
    cdef Py_ssize_t i, i_end, j = 0, j_end, below, upto, k
    cdef uint32_t high, la
    cdef int64_t inserted = 0, lt, le
    cdef int a_low, hc, lc
    if na * nb <= 64:
        for i in range(na):
            for k in range(nb):
                _tally_pair(tally, a[i], b[k], sign)
        return
    memset(local, 0, sizeof(Tally))
    # Ascending sweep over highs. For a block of A entries with one high value: the B entries
    # with a smaller high are in the tree (A above); those with the same high are a sorted
    # block of b[] and are counted by two pointers (equal highs).
    i = 0
    while i < na:
        high = _entry_high(a[i])
        i_end = i
        while i_end < na and _entry_high(a[i_end]) == high:
            i_end += 1
        while j < nb and _entry_high(b[j]) < high:
            _fenwick_add(tree, _entry_low(b[j]), 1)
            inserted += 1
            j += 1
        j_end = j
        while j_end < nb and _entry_high(b[j_end]) == high:
            j_end += 1
        below = j
        upto = j
        for k in range(i, i_end):
            la = _entry_low(a[k])
            a_low = la != 0
            lt = _fenwick_below(tree, la)
            le = _fenwick_below(tree, la + 1)
            local[0][0][a_low] += lt
            local[0][1][a_low] += le - lt
            local[0][2][a_low] += inserted - le
            while below < j_end and _entry_low(b[below]) < la:
                below += 1
            while upto < j_end and _entry_low(b[upto]) <= la:
                upto += 1
            local[1][0][a_low] += below - j
            local[1][1][a_low] += upto - below
            local[1][2][a_low] += j_end - upto
        i = i_end
    # A below B: all pairs by low relation (every B entry in the tree), less the two kinds
    # counted above.
    while j < nb:
        _fenwick_add(tree, _entry_low(b[j]), 1)
        j += 1
    for k in range(na):
        la = _entry_low(a[k])
        a_low = la != 0
        lt = _fenwick_below(tree, la)
        le = _fenwick_below(tree, la + 1)
        local[2][0][a_low] += lt
        local[2][1][a_low] += le - lt
        local[2][2][a_low] += nb - le
    for k in range(nb):
        _fenwick_add(tree, _entry_low(b[k]), -1)
    for lc in range(3):
        for a_low in range(2):
            local[2][lc][a_low] -= local[0][lc][a_low] + local[1][lc][a_low]
            for hc in range(3):
                tally[hc][lc][a_low] += sign * local[hc][lc][a_low]


cdef int _compare_u64(const void* x, const void* y) noexcept nogil:
    cdef uint64_t a = (<const uint64_t*>x)[0], b = (<const uint64_t*>y)[0]
    return (a > b) - (a < b)


cdef struct Side:
    int k                 # cards this player needs
    uint64_t count        # C(n, k) completions
    uint64_t* order       # entry << 32 | completion index, sorted
    uint64_t* cards       # each completion's positions in the unseen list, 6 bits each


cdef int _side_rank(Side* side, const Problem* pb, int player) noexcept nogil:
    """Rank all of a player's completions and sort them; 0 on success, -1 out of memory."""
    cdef int k = pb.need[player], i, depth
    cdef int pos[MAX_HAND + 1]
    cdef uint64_t index, packed, key, bits
    cdef uint32_t low
    cdef uint16_t high_rank, low_rank
    side.k = k
    side.count = BINOM[pb.n_unseen][k]
    side.order = <uint64_t*>malloc(side.count * sizeof(uint64_t))
    side.cards = <uint64_t*>malloc(side.count * sizeof(uint64_t))
    if side.order == NULL or side.cards == NULL:
        return -1
    # Colex order: positions pos[0] < ... < pos[k-1]; advance like an odometer.
    for i in range(k):
        pos[i] = i
    for index in range(side.count):
        key = pb.key[player]
        bits = pb.bits[player]
        low = pb.low[player]
        packed = 0
        for i in range(k):
            key += CARD_KEY[pb.unseen[pos[i]]]
            bits |= CARD_BIT[pb.unseen[pos[i]]]
            low |= LOW_BIT[pb.unseen[pos[i]]]
            packed |= (<uint64_t>pos[i]) << (6 * i)
        _rank(pb.game, key, bits, low, &high_rank, &low_rank)
        side.order[index] = ((<uint64_t>high_rank << 13 | low_rank) << 32) | index
        side.cards[index] = packed
        # next combination in colex order
        depth = 0
        while depth < k - 1 and pos[depth] + 1 == pos[depth + 1]:
            pos[depth] = depth
            depth += 1
        if k:
            pos[depth] += 1
    qsort(side.order, side.count, sizeof(uint64_t), _compare_u64)
    return 0


cdef void _side_scatter(const Side* side, int s, uint32_t* groups, uint64_t group_size,
                        uint64_t* fill) noexcept nogil:
    """Put every completion's entry, in sorted order, into the group of each s-subset of its
    cards (group index = the subset's colex rank)."""
    cdef uint64_t t, packed, group
    cdef int subset[MAX_HAND]
    cdef int i, depth, k = side.k
    for t in range(side.count):
        packed = side.cards[side.order[t] & <uint64_t>0xFFFFFFFFu]
        for i in range(s):
            subset[i] = i
        while True:
            group = 0
            for i in range(s):
                group += BINOM[(packed >> (6 * subset[i])) & 63][i + 1]
            groups[group * group_size + fill[group]] = <uint32_t>(side.order[t] >> 32)
            fill[group] += 1
            # next s-subset of the k positions
            depth = s - 1
            while depth >= 0 and subset[depth] == k - s + depth:
                depth -= 1
            if depth < 0:
                break
            subset[depth] += 1
            for i in range(depth + 1, s):
                subset[i] = subset[i - 1] + 1


cdef int _headsup_tally(const Problem* pb, Tally tally) noexcept nogil:
    """Fill tally with the outcome of every heads-up runout; 0 on success, -1 out of memory."""
    cdef Side a, b
    cdef int s, max_s, status = 0
    cdef uint64_t n_groups, size_a, size_b, g
    cdef uint32_t* groups_a
    cdef uint32_t* groups_b
    cdef uint64_t* fill_a
    cdef uint64_t* fill_b
    cdef int32_t* tree = <int32_t*>calloc(LOW_DOMAIN + 1, sizeof(int32_t))
    a.k = 0
    a.order = NULL
    a.cards = NULL
    b.k = 0
    b.order = NULL
    b.cards = NULL
    if tree == NULL or _side_rank(&a, pb, 0) or _side_rank(&b, pb, 1):
        status = -1
    max_s = a.k if a.k < b.k else b.k
    s = 0
    while status == 0 and s <= max_s:
        n_groups = BINOM[pb.n_unseen][s]
        size_a = BINOM[pb.n_unseen - s][a.k - s]
        size_b = BINOM[pb.n_unseen - s][b.k - s]
        groups_a = <uint32_t*>malloc(n_groups * size_a * sizeof(uint32_t))
        groups_b = <uint32_t*>malloc(n_groups * size_b * sizeof(uint32_t))
        fill_a = <uint64_t*>calloc(n_groups, sizeof(uint64_t))
        fill_b = <uint64_t*>calloc(n_groups, sizeof(uint64_t))
        if groups_a == NULL or groups_b == NULL or fill_a == NULL or fill_b == NULL:
            status = -1
        else:
            _side_scatter(&a, s, groups_a, size_a, fill_a)
            _side_scatter(&b, s, groups_b, size_b, fill_b)
            for g in range(n_groups):
                _tally_product(tally, groups_a + g * size_a, <Py_ssize_t>size_a,
                               groups_b + g * size_b, <Py_ssize_t>size_b,
                               -1 if s & 1 else 1, tree)
        free(groups_a)
        free(groups_b)
        free(fill_a)
        free(fill_b)
        s += 1
    free(a.order)
    free(a.cards)
    free(b.order)
    free(b.cards)
    free(tree)
    return status


def _equity_headsup(int game, bytes unseen, known, need):
    """Outcome-pattern counts over every runout of a two-player problem without a community
    card, by inclusion-exclusion (see above)."""
    cdef Problem pb
    cdef Tally tally
    cdef int status, hc, lc, a_low, high_mask, low_mask
    _load_problem(&pb, game, unseen, known, need, False)
    if pb.n_players != 2:
        raise ValueError("the heads-up count takes exactly two players")
    memset(tally, 0, sizeof(Tally))
    with nogil:
        status = _headsup_tally(&pb, tally)
    if status:
        raise MemoryError("not enough memory for the heads-up enumeration")
    counts = _numpy().zeros(16, dtype=_numpy().uint64)
    for hc in range(3):
        for lc in range(3):
            for a_low in range(2):
                if tally[hc][lc][a_low] < 0:
                    raise AssertionError("inclusion-exclusion gave a negative count")
                # players: bit 0 = A, bit 1 = B
                high_mask = (1, 3, 2)[hc] if game != GAME_RAZZ else 0
                if lc == 0:
                    low_mask = 1           # B's low is below A's: A wins the low
                elif lc == 2:
                    low_mask = 2
                else:
                    low_mask = 3 if a_low else 0
                counts[high_mask << 2 | low_mask] += tally[hc][lc][a_low]
    return counts


# ---------------------------------------------------------------------------------------
# Monte Carlo.
#
# xoshiro256** (Blackman and Vigna), one generator per call, seeded by SplitMix64 from
# (seed, stream): chunk i of a run uses stream i, so a run's answer depends only on its seed
# and its chunking, never on which worker ran which chunk. A trial deals the cards with a
# partial Fisher-Yates shuffle of the unseen cards: each step takes a uniformly random card
# among those not yet dealt in this trial, whatever order earlier trials left the array in.

cdef struct Rng:
    uint64_t s[4]


cdef inline uint64_t _splitmix64(uint64_t* state) noexcept nogil:
    cdef uint64_t z
    state[0] += 0x9E3779B97F4A7C15ULL
    z = state[0]
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef void _rng_seed(Rng* rng, uint64_t seed, uint64_t stream) noexcept nogil:
    cdef uint64_t state = stream
    cdef int i
    state = _splitmix64(&state) ^ seed      # a different starting point per stream
    for i in range(4):
        rng.s[i] = _splitmix64(&state)


cdef inline uint64_t _rotl(uint64_t x, int k) noexcept nogil:
    return (x << k) | (x >> (64 - k))


cdef inline uint64_t _rng_next(Rng* rng) noexcept nogil:
    cdef uint64_t* s = rng.s
    cdef uint64_t result = _rotl(s[1] * 5, 7) * 9
    cdef uint64_t t = s[1] << 17
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = _rotl(s[3], 45)
    return result


cdef inline uint32_t _rng_below(Rng* rng, uint32_t bound) noexcept nogil:
    """Uniform in [0, bound), bound >= 1: Lemire's multiply-and-reject, without bias."""
    cdef uint64_t m = (_rng_next(rng) >> 32) * bound
    cdef uint32_t threshold
    if <uint32_t>m < bound:
        threshold = (<uint32_t>0 - bound) % bound
        while <uint32_t>m < threshold:
            m = (_rng_next(rng) >> 32) * bound
    return <uint32_t>(m >> 32)


cdef void _sample(const Problem* pb, uint64_t trials, Rng* rng, uint64_t* counts) noexcept nogil:
    cdef uint8_t deck[N_CARDS]
    cdef uint16_t high_rank[MAX_SEATS]
    cdef uint16_t low_rank[MAX_SEATS]
    cdef uint64_t t, key, bits, shared_key = 0, shared_bits = 0
    cdef uint32_t low, shared_low = 0
    cdef int n = pb.n_unseen, n_players = pb.n_players, game = pb.game
    cdef int p, d, dealt, pick
    cdef uint8_t card
    for p in range(n):
        deck[p] = pb.unseen[p]
    for p in range(n_players):     # complete hands are ranked once
        if pb.need[p] == 0:
            _rank(game, pb.key[p], pb.bits[p], pb.low[p], &high_rank[p], &low_rank[p])
    for t in range(trials):
        dealt = 0
        if pb.community:
            pick = _rng_below(rng, n)
            card = deck[pick]
            deck[pick] = deck[0]
            deck[0] = card
            dealt = 1
            shared_key = CARD_KEY[card]
            shared_bits = CARD_BIT[card]
            shared_low = LOW_BIT[card]
        for p in range(n_players):
            if pb.need[p] == 0:
                continue
            key = pb.key[p]
            bits = pb.bits[p]
            low = pb.low[p]
            if pb.community:
                key += shared_key
                bits |= shared_bits
                low |= shared_low
            for d in range(pb.draw[p]):
                pick = dealt + _rng_below(rng, n - dealt)
                card = deck[pick]
                deck[pick] = deck[dealt]
                deck[dealt] = card
                dealt += 1
                key += CARD_KEY[card]
                bits |= CARD_BIT[card]
                low |= LOW_BIT[card]
            _rank(game, key, bits, low, &high_rank[p], &low_rank[p])
        counts[_pattern(n_players, high_rank, low_rank)] += 1


def _equity_sample(int game, bytes unseen, known, need, bint community, uint64_t trials,
                   uint64_t seed, uint64_t stream):
    """Outcome-pattern counts over `trials` random runouts from generator stream (seed, stream)."""
    cdef Problem pb
    cdef Rng rng
    _load_problem(&pb, game, unseen, known, need, community)
    counts = _numpy().zeros(1 << (2 * pb.n_players), dtype=_numpy().uint64)
    cdef uint64_t[::1] view = counts
    _rng_seed(&rng, seed, stream)
    with nogil:
        _sample(&pb, trials, &rng, &view[0])
    return counts


def _rng_outputs(uint64_t seed, uint64_t stream, int count):
    """The first outputs of generator (seed, stream): the tests check them against a plain
    Python SplitMix64 + xoshiro256**."""
    cdef Rng rng
    _rng_seed(&rng, seed, stream)
    return [_rng_next(&rng) for _ in range(count)]
