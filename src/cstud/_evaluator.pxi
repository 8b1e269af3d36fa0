# Hand ranking: lookup tables built at import, and the single-hand and batch calls.
#
# Ranks are "greater is stronger" for every kind of hand:
#   high  1..7462  (7462 = royal flush)         best five of 5, 6 or 7 cards
#   low8  0..56    (0 = no qualifying low, 56 = 5-4-3-2-A)   eight-or-better, ace-to-five
#   razz  1..6175  (6175 = 5-4-3-2-A)           ace-to-five, no qualifier, pairs allowed
#
# How a hand is ranked (the README, "How it works", has the overview):
# * Every card adds CARD_KEY[card] to one 64-bit key and ORs CARD_BIT[card] into a mask.
#   - Bits 0..16 of the key hold the counts of ranks 2..8 as base-5 digits, bits 17..30 the
#     counts of ranks 9..A; no rank is held more than four times, so digits never carry.
#   - Bits 32..47 hold one 4-bit counter per suit.
#   - The mask holds each suit's 13-bit rank set at bits 16*suit.
# * A flush (five of one suit; with seven cards at most one suit can have five) is one
#   lookup in FLUSH_HIGH by that suit's rank set. Five suited cards out of at most seven
#   leave no room for quads or a full house, so the flush table alone is then right.
# * Otherwise the two base-5 halves are turned into a dense index of the rank multiset
#   (HIGH_OFFSET[high half] + LOW_INDEX[low half]: a mixed-radix index where the low half
#   counts vectors ordered by their digit sum), and NOFLUSH_HIGH or RAZZ is read there.
# * The eight-or-better low ORs one bit per rank A..8 (ace = bit 0) and reads LOW8.
#
# Building the tables: the 7462 five-card classes (and 6175 razz classes) are sorted by a
# strength key; a five-card multiset's entry is its class's place in that order, and a six-
# or seven-card multiset takes the best entry of the multisets one card smaller (filled in
# order of size, so they are already there).

from libc.stdint cimport uint16_t, uint32_t, int64_t
from libc.stdlib cimport qsort, bsearch
from libc.string cimport memcpy, memset
from cpython.object cimport PyObject, PyTypeObject
from cpython.ref cimport Py_INCREF

cdef enum:
    N_HIGH_CLASSES = 7462
    N_RAZZ_CLASSES = 6175
    N_LOW8_CLASSES = 56
    LOW_SPACE = 78125      # 5**7: counts of ranks 2..8
    HIGH_SPACE = 15625     # 5**6: counts of ranks 9..A
    N_MULTISETS = 76155    # rank multisets of at most seven cards, no rank more than four times
    N_LOW_HALVES = 3180    # count vectors of ranks 2..8 summing to at most seven
    N_HIGH_HALVES = 1548   # count vectors of ranks 9..A summing to at most seven
    HIGH_HALF_SHIFT = 17
    SUIT_COUNT_SHIFT = 32

cdef uint64_t CARD_KEY[N_CARDS]
cdef uint64_t CARD_BIT[N_CARDS]
cdef uint8_t LOW_BIT[N_CARDS]
cdef uint16_t FLUSH_HIGH[8192]
cdef uint16_t LOW_INDEX[LOW_SPACE]
cdef uint32_t HIGH_OFFSET[HIGH_SPACE]
cdef uint16_t NOFLUSH_HIGH[N_MULTISETS]
cdef uint16_t RAZZ[N_MULTISETS]
cdef uint8_t LOW8[256]
# Only for building: the valid halves, low ones ordered by digit sum.
cdef int LOW_HALVES[N_LOW_HALVES]
cdef int HIGH_HALVES[N_HIGH_HALVES]
# The five-card classes in order, for naming a rank: strength keys (see _high_key5 / _razz_key5)
# and the rank sets (ace = bit 0) of the 56 lows.
cdef uint32_t HIGH_CLASS_KEY[N_HIGH_CLASSES + 1]
cdef uint32_t RAZZ_CLASS_KEY[N_RAZZ_CLASSES + 1]
cdef uint8_t LOW8_CLASS_MASK[N_LOW8_CLASSES + 1]

# The games (GAME_*, GAMES) are _common.pxi's.

# Hand categories, weakest first (the order of cstud.HandCategory).
cdef enum:
    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


# ---------------------------------------------------------------------------------------
# The hot path: rank one hand from its accumulated key and masks.

cdef inline uint32_t _multiset_index(uint64_t key) noexcept nogil:
    return HIGH_OFFSET[(key >> HIGH_HALF_SHIFT) & 0x3FFF] + LOW_INDEX[key & 0x1FFFF]


cdef inline uint16_t _high_from(uint64_t key, uint64_t bits) noexcept nogil:
    cdef uint32_t flush = ((<uint32_t>(key >> SUIT_COUNT_SHIFT) & 0xFFFF) + 0x3333) & 0x8888
    cdef int suit
    if flush:
        suit = 0 if flush & 0x8 else 1 if flush & 0x80 else 2 if flush & 0x800 else 3
        return FLUSH_HIGH[(bits >> (16 * suit)) & 0x1FFF]
    return NOFLUSH_HIGH[_multiset_index(key)]


cdef inline uint16_t high_rank(const uint8_t* cards, int n) noexcept nogil:
    """High rank of the best five of n (5..7) valid, distinct cards."""
    cdef uint64_t key = 0, bits = 0
    cdef int i
    for i in range(n):
        key += CARD_KEY[cards[i]]
        bits |= CARD_BIT[cards[i]]
    return _high_from(key, bits)


cdef inline uint8_t low8_rank(const uint8_t* cards, int n) noexcept nogil:
    """Eight-or-better low of n valid cards: 0 (none) or 1..56."""
    cdef uint32_t mask = 0
    cdef int i
    for i in range(n):
        mask |= LOW_BIT[cards[i]]
    return LOW8[mask]


cdef inline uint16_t razz_rank(const uint8_t* cards, int n) noexcept nogil:
    """Razz low (ace-to-five, pairs allowed) of the best five of n (5..7) valid cards."""
    cdef uint64_t key = 0
    cdef int i
    for i in range(n):
        key += CARD_KEY[cards[i]]
    return RAZZ[_multiset_index(key)]


# The category of five cards that make no straight or flush, by _group_category's shape.
cdef int CATEGORY_OF_SHAPE[6]
CATEGORY_OF_SHAPE[:] = [HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND]


# ---------------------------------------------------------------------------------------
# Strength keys of five-card classes, used only to build the tables.
# A key packs the category above five 4-bit group ranks, largest group first, so comparing
# keys compares hands. Unused trailing nibbles are zero (same count in one category).

cdef uint32_t _pack_groups(int category, const int* counts, bint ace_low) noexcept:
    """Category, then ranks ordered by (count, rank) descending, one nibble each.

    counts[r] for r = 0..12 (2..A). With ace_low the ace ranks below the deuce (razz).
    """
    cdef uint32_t key = <uint32_t>category
    cdef int c, i, r, value, placed = 0
    for c in range(4, 0, -1):
        for i in range(12, -1, -1):
            # order ranks from the top; for ace_low the ace (r = 12) comes last
            if ace_low:
                r = 12 if i == 0 else i - 1
                value = 0 if r == 12 else r + 1
            else:
                r = i
                value = r
            if counts[r] == c:
                key = (key << 4) | <uint32_t>value
                placed += 1
    while placed < 5:
        key <<= 4
        placed += 1
    return key


cdef int _group_category(const int* counts) noexcept:
    """0 none, 1 pair, 2 two pair, 3 trips, 4 full house, 5 quads: the shape of five ranks."""
    cdef int r, pairs = 0, trips = 0, quads = 0
    for r in range(13):
        if counts[r] == 2:
            pairs += 1
        elif counts[r] == 3:
            trips += 1
        elif counts[r] == 4:
            quads += 1
    if quads:
        return 5
    if trips and pairs:
        return 4
    if trips:
        return 3
    return pairs


cdef int _straight_top(const int* counts) noexcept:
    """Top rank of a five-rank straight (3 for the wheel 5-4-3-2-A), or -1."""
    cdef int top, r
    for top in range(12, 3, -1):
        for r in range(top - 4, top + 1):
            if counts[r] != 1:
                break
        else:
            return top
    if counts[12] == 1 and counts[0] == 1 and counts[1] == 1 and counts[2] == 1 and counts[3] == 1:
        return 3
    return -1


cdef uint32_t _high_key5(const int* counts, bint flush) noexcept:
    """Strength key of five cards with these rank counts (flush: all one suit)."""
    cdef int shape = _group_category(counts)
    cdef int top = _straight_top(counts) if shape == 0 else -1
    if top >= 0:
        return <uint32_t>((STRAIGHT_FLUSH if flush else STRAIGHT) << 20 | top << 16)
    if flush:
        return _pack_groups(FLUSH, counts, False)
    return _pack_groups(CATEGORY_OF_SHAPE[shape], counts, False)


cdef uint32_t _razz_key5(const int* counts) noexcept:
    """Badness key of five cards in ace-to-five lowball: lower key is the better low."""
    return _pack_groups(_group_category(counts), counts, True)


cdef int _compare_u32(const void* a, const void* b) noexcept nogil:
    cdef uint32_t x = (<const uint32_t*>a)[0], y = (<const uint32_t*>b)[0]
    return (x > y) - (x < y)


cdef int _class_position(const uint32_t* keys, int n, uint32_t key) except -1:
    cdef const uint32_t* found = <const uint32_t*>bsearch(
        &key, keys, n, sizeof(uint32_t), _compare_u32)
    if found is NULL:
        raise AssertionError(f"strength key {key:#x} is not a class")
    return <int>(found - keys)


# ---------------------------------------------------------------------------------------
# Building the tables (once, at import, before any call can read them).

cdef int _digit_sum(int value, int digits) noexcept:
    cdef int total = 0, d
    for d in range(digits):
        total += value % 5
        value //= 5
    return total


cdef void _counts_of(int high_half, int low_half, int* counts) noexcept:
    cdef int r
    for r in range(7):
        counts[r] = low_half % 5
        low_half //= 5
    for r in range(7, 13):
        counts[r] = high_half % 5
        high_half //= 5


cdef int _build_tables() except -1:
    cdef int card, rank, suit, r, n, position, mask, bit, m
    cdef int counts[13]
    cdef int low_by_sum[MAX_HAND + 2]
    cdef int p1, p2, p3, p4, p5, low_half, high_half, total, index, sub_index
    cdef int n_low, n_high_halves, h, low_pos
    cdef uint32_t key, best_high, best_razz
    cdef int n_high = 0, n_razz = 0
    cdef int pw[13]

    low_by_sum[0] = 0
    pw[0] = 1
    for r in range(1, 7):
        pw[r] = pw[r - 1] * 5
    for r in range(7, 13):
        pw[r] = 1 if r == 7 else pw[r - 1] * 5

    for card in range(N_CARDS):
        rank = card >> 2
        suit = card & 3
        if rank < 7:
            CARD_KEY[card] = <uint64_t>pw[rank]
        else:
            CARD_KEY[card] = (<uint64_t>pw[rank]) << HIGH_HALF_SHIFT
        CARD_KEY[card] |= (<uint64_t>1) << (SUIT_COUNT_SHIFT + 4 * suit)
        CARD_BIT[card] = (<uint64_t>1) << (16 * suit + rank)
        LOW_BIT[card] = 1 if rank == 12 else (<uint8_t>(1 << (rank + 1)) if rank < 7 else 0)

    # Class order: every five-card rank multiset (and, with five distinct ranks, its flush).
    memset(counts, 0, sizeof(counts))
    for p1 in range(13):
        for p2 in range(p1, 13):
            for p3 in range(p2, 13):
                for p4 in range(p3, 13):
                    for p5 in range(p4, 13):
                        if p1 == p5:
                            continue  # five of one rank
                        counts[p1] += 1
                        counts[p2] += 1
                        counts[p3] += 1
                        counts[p4] += 1
                        counts[p5] += 1
                        HIGH_CLASS_KEY[n_high] = _high_key5(counts, False)
                        n_high += 1
                        if _group_category(counts) == 0:
                            HIGH_CLASS_KEY[n_high] = _high_key5(counts, True)
                            n_high += 1
                        RAZZ_CLASS_KEY[n_razz] = _razz_key5(counts)
                        n_razz += 1
                        memset(counts, 0, sizeof(counts))
    if n_high != N_HIGH_CLASSES or n_razz != N_RAZZ_CLASSES:
        raise AssertionError("wrong number of five-card classes")
    # Sorted ascending and shifted to start at 1, HIGH_CLASS_KEY[rank] is the key of a rank.
    # Razz keys sort worst-last; they are reversed once the tables are built from them.
    qsort(HIGH_CLASS_KEY, N_HIGH_CLASSES, sizeof(uint32_t), _compare_u32)
    qsort(RAZZ_CLASS_KEY, N_RAZZ_CLASSES, sizeof(uint32_t), _compare_u32)
    for r in range(N_HIGH_CLASSES, 0, -1):
        HIGH_CLASS_KEY[r] = HIGH_CLASS_KEY[r - 1]
    HIGH_CLASS_KEY[0] = 0
    for r in range(N_RAZZ_CLASSES, 0, -1):
        RAZZ_CLASS_KEY[r] = RAZZ_CLASS_KEY[r - 1]
    RAZZ_CLASS_KEY[0] = 0

    # Flushes: five suited ranks are a class; more take the best subset one smaller.
    memset(FLUSH_HIGH, 0, sizeof(FLUSH_HIGH))
    for mask in range(8192):
        n = 0
        for r in range(13):
            counts[r] = (mask >> r) & 1
            n += counts[r]
        if n == 5:
            FLUSH_HIGH[mask] = <uint16_t>(1 + _class_position(
                &HIGH_CLASS_KEY[1], N_HIGH_CLASSES, _high_key5(counts, True)))
        elif 5 < n <= MAX_HAND:
            best_high = 0
            for r in range(13):
                if mask >> r & 1 and FLUSH_HIGH[mask & ~(1 << r)] > best_high:
                    best_high = FLUSH_HIGH[mask & ~(1 << r)]
            FLUSH_HIGH[mask] = <uint16_t>best_high

    # Dense index of rank multisets: low halves ordered by digit sum, then high halves.
    memset(LOW_INDEX, 0, sizeof(LOW_INDEX))
    memset(HIGH_OFFSET, 0, sizeof(HIGH_OFFSET))
    n_low = 0
    for total in range(MAX_HAND + 1):
        for low_half in range(LOW_SPACE):
            if _digit_sum(low_half, 7) == total:
                LOW_INDEX[low_half] = <uint16_t>n_low
                LOW_HALVES[n_low] = low_half
                n_low += 1
        low_by_sum[total + 1] = n_low     # LOW_HALVES[low_by_sum[s]:low_by_sum[s+1]] sum to s
    position = 0
    n_high_halves = 0
    for high_half in range(HIGH_SPACE):
        total = _digit_sum(high_half, 6)
        if total <= MAX_HAND:
            HIGH_OFFSET[high_half] = <uint32_t>position
            position += low_by_sum[MAX_HAND - total + 1]
            HIGH_HALVES[n_high_halves] = high_half
            n_high_halves += 1
    if position != N_MULTISETS or n_low != N_LOW_HALVES or n_high_halves != N_HIGH_HALVES:
        raise AssertionError("wrong number of rank multisets")

    # Non-flush high and razz by multiset, in order of size so smaller ones are ready.
    memset(NOFLUSH_HIGH, 0, sizeof(NOFLUSH_HIGH))
    memset(RAZZ, 0, sizeof(RAZZ))
    for n in range(MIN_HAND, MAX_HAND + 1):
        for h in range(N_HIGH_HALVES):
            high_half = HIGH_HALVES[h]
            total = _digit_sum(high_half, 6)
            if total > n:
                continue
            for low_pos in range(low_by_sum[n - total], low_by_sum[n - total + 1]):
                low_half = LOW_HALVES[low_pos]
                _counts_of(high_half, low_half, counts)
                index = HIGH_OFFSET[high_half] + LOW_INDEX[low_half]
                if n == MIN_HAND:
                    NOFLUSH_HIGH[index] = <uint16_t>(1 + _class_position(
                        &HIGH_CLASS_KEY[1], N_HIGH_CLASSES, _high_key5(counts, False)))
                    RAZZ[index] = <uint16_t>(N_RAZZ_CLASSES - _class_position(
                        &RAZZ_CLASS_KEY[1], N_RAZZ_CLASSES, _razz_key5(counts)))
                    continue
                best_high = 0
                best_razz = 0
                for r in range(13):
                    if counts[r] == 0:
                        continue
                    if r < 7:
                        sub_index = HIGH_OFFSET[high_half] + LOW_INDEX[low_half - pw[r]]
                    else:
                        sub_index = HIGH_OFFSET[high_half - pw[r]] + LOW_INDEX[low_half]
                    best_high = max(best_high, NOFLUSH_HIGH[sub_index])
                    best_razz = max(best_razz, RAZZ[sub_index])
                NOFLUSH_HIGH[index] = <uint16_t>best_high
                RAZZ[index] = <uint16_t>best_razz

    # Razz ranks count up from the worst low: reverse so that RAZZ_CLASS_KEY[rank] is its key.
    for r in range(1, N_RAZZ_CLASSES // 2 + 1):
        key = RAZZ_CLASS_KEY[r]
        RAZZ_CLASS_KEY[r] = RAZZ_CLASS_KEY[N_RAZZ_CLASSES + 1 - r]
        RAZZ_CLASS_KEY[N_RAZZ_CLASSES + 1 - r] = key

    # Eight-or-better lows: a set of five ranks A..8 as bits; comparing from the top card
    # down is comparing the bit sets as numbers, so the 56 sets in numeric order run best
    # (the wheel, 0b11111) to worst.
    position = 0
    for mask in range(256):
        m = 0
        for bit in range(8):
            m += (mask >> bit) & 1
        if m == 5:
            LOW8_CLASS_MASK[N_LOW8_CLASSES - position] = <uint8_t>mask
            position += 1
    LOW8_CLASS_MASK[0] = 0
    for mask in range(256):
        # the five lowest ranks present make the low
        m = 0
        key = 0
        for bit in range(8):
            if mask >> bit & 1 and m < 5:
                key |= 1 << bit
                m += 1
        LOW8[mask] = 0
        if m == 5:
            for r in range(1, N_LOW8_CLASSES + 1):
                if LOW8_CLASS_MASK[r] == key:
                    LOW8[mask] = <uint8_t>r
    return 0


_build_tables()


# ---------------------------------------------------------------------------------------
# The batch kernels. Written in C so that one body compiles twice: for the baseline x86-64
# a wheel targets, and (on x86-64 with GCC or Clang) for CPUs with AVX2, BMI2 and POPCNT,
# chosen once at import by what the CPU reports. The result is the same either way; only the
# check for bad rows differs (a popcount where the CPU has one; see below), and the tests run
# both kernels on the same hands.
#
# The card tables here have 256 entries, so a uint8 code needs no range test before it is
# looked up: codes 52..255 add nothing to the key and set BATCH_BAD_BIT, a bit no card owns
# (bit 13 of the clubs block of the mask). A row is good when its mask holds one bit per
# card and no BATCH_BAD_BIT: with a popcount, popcount(mask & CARD_BITS) == width; without
# one, the sum of the cards' bits equals their OR (a repeated card carries) and the bad bit
# is clear. Either test adds no branch per card; a bad row is looked for again only once the
# loop has said that there is one.
cdef extern from *:
    """
    #define CSTUD_BATCH_BAD_BIT ((uint64_t)1 << 13)
    #define CSTUD_BATCH_CARD_BITS 0x1FFF1FFF1FFF1FFFULL
    #define CSTUD_WANT_HIGH 1
    #define CSTUD_WANT_LOW 2
    static uint64_t cstud_batch_key[256];
    static uint64_t cstud_batch_bit[256];
    /* The eight-or-better low by the rank set (deuce = bit 0 .. ace = bit 12) masked to
       0x107F: ranks 2..8 and the ace. */
    static uint8_t cstud_low8_of_ranks[0x1080];
    static const uint16_t *cstud_flush_high, *cstud_noflush_high, *cstud_low_index;
    static const uint32_t *cstud_high_offset;

    #if defined(__GNUC__)
    #define CSTUD_ALWAYS_INLINE __attribute__((always_inline)) inline
    #else
    #define CSTUD_ALWAYS_INLINE inline
    #endif

    /* Rank rows of `width` cards (a constant where it is inlined, so the card loop unrolls);
       want: CSTUD_WANT_HIGH and/or CSTUD_WANT_LOW. Returns 0 when every row was good, else
       nonzero (the outputs then hold garbage for bad rows). */
    static CSTUD_ALWAYS_INLINE uint64_t cstud_rank_rows(
            const uint8_t *codes, Py_ssize_t rows, const int width, const int want,
            const int popcount, uint16_t *high, uint8_t *low) {
        const uint64_t *card_key = cstud_batch_key, *card_bit = cstud_batch_bit;
        const uint16_t *flush_high = cstud_flush_high, *noflush_high = cstud_noflush_high;
        const uint16_t *low_index = cstud_low_index;
        const uint32_t *high_offset = cstud_high_offset;
        const uint8_t *low8 = cstud_low8_of_ranks;
        uint64_t bad = 0;
        Py_ssize_t row;
        int i;
        for (row = 0; row < rows; row++, codes += width) {
            uint64_t key = 0, bits = 0, sum = 0;
            for (i = 0; i < width; i++) {
                uint8_t card = codes[i];
                if (want & CSTUD_WANT_HIGH) key += card_key[card];
                bits |= card_bit[card];
                if (!popcount) sum += card_bit[card];
            }
    #if defined(__GNUC__)
            if (popcount)
                bad |= (uint64_t)(__builtin_popcountll(bits & CSTUD_BATCH_CARD_BITS) ^ width);
            else
    #endif
                bad |= (sum ^ bits) | (bits & CSTUD_BATCH_BAD_BIT);
            if (want & CSTUD_WANT_HIGH) {
                /* a suit counter at 5 or more: add 3 and its top bit is set */
                uint32_t flush = ((uint32_t)(key >> 32) + 0x3333) & 0x8888;
                if (flush) {
                    int suit = (flush & 0x8) ? 0 : (flush & 0x80) ? 1 : (flush & 0x800) ? 2 : 3;
                    high[row] = flush_high[(bits >> (16 * suit)) & 0x1FFF];
                } else {
                    high[row] = noflush_high[high_offset[(key >> 17) & 0x3FFF]
                                             + low_index[key & 0x1FFFF]];
                }
            }
            if (want & CSTUD_WANT_LOW) {
                uint64_t ranks = bits | (bits >> 32);
                ranks |= ranks >> 16;
                low[row] = low8[ranks & 0x107F];
            }
        }
        return bad;
    }

    /* One call of the row loop per (width, halves) pair, each with constants the compiler
       specialises, chosen by the two branches below. */
    #define CSTUD_RANK_WIDTH(WIDTH, POPCOUNT) \\
        if (want == CSTUD_WANT_HIGH) \\
            return cstud_rank_rows(codes, rows, WIDTH, CSTUD_WANT_HIGH, POPCOUNT, high, low); \\
        if (want == CSTUD_WANT_LOW) \\
            return cstud_rank_rows(codes, rows, WIDTH, CSTUD_WANT_LOW, POPCOUNT, high, low); \\
        return cstud_rank_rows(codes, rows, WIDTH, CSTUD_WANT_HIGH | CSTUD_WANT_LOW, POPCOUNT, \\
                               high, low);

    #define CSTUD_KERNEL_BODY(POPCOUNT) \\
        if (width == 7) { CSTUD_RANK_WIDTH(7, POPCOUNT) } \\
        if (width == 6) { CSTUD_RANK_WIDTH(6, POPCOUNT) } \\
        CSTUD_RANK_WIDTH(5, POPCOUNT)

    static uint64_t cstud_kernel_baseline(const uint8_t *codes, Py_ssize_t rows, int width,
                                          int want, uint16_t *high, uint8_t *low) {
        CSTUD_KERNEL_BODY(0)
    }

    #if defined(__GNUC__) && defined(__x86_64__)
    #define CSTUD_HAVE_AVX2_KERNEL 1
    __attribute__((target("avx2,bmi,bmi2,popcnt,lzcnt")))
    static uint64_t cstud_kernel_avx2(const uint8_t *codes, Py_ssize_t rows, int width,
                                      int want, uint16_t *high, uint8_t *low) {
        CSTUD_KERNEL_BODY(1)
    }
    static int cstud_cpu_has_avx2(void) {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2")
            && __builtin_cpu_supports("popcnt");
    }
    #else
    #define CSTUD_HAVE_AVX2_KERNEL 0
    #define cstud_kernel_avx2 cstud_kernel_baseline
    static int cstud_cpu_has_avx2(void) { return 0; }
    #endif

    typedef uint64_t (*cstud_kernel_t)(const uint8_t *, Py_ssize_t, int, int,
                                       uint16_t *, uint8_t *);
    /* Chosen at import; changed only by _set_batch_kernel, which tests call. */
    static cstud_kernel_t cstud_batch_kernel = cstud_kernel_baseline;
    """
    enum:
        CSTUD_WANT_HIGH
        CSTUD_WANT_LOW
        CSTUD_HAVE_AVX2_KERNEL
    ctypedef uint64_t (*cstud_kernel_t)(const uint8_t*, Py_ssize_t, int, int,
                                        uint16_t*, uint8_t*) noexcept nogil
    uint64_t cstud_batch_key[256]
    uint64_t cstud_batch_bit[256]
    uint8_t cstud_low8_of_ranks[0x1080]
    const uint16_t* cstud_flush_high
    const uint16_t* cstud_noflush_high
    const uint16_t* cstud_low_index
    const uint32_t* cstud_high_offset
    cstud_kernel_t cstud_batch_kernel
    cstud_kernel_t cstud_kernel_baseline
    cstud_kernel_t cstud_kernel_avx2
    int cstud_cpu_has_avx2() noexcept nogil


cdef int _build_batch_tables() except -1:
    """The kernels' tables, from the ones _build_tables made."""
    cdef int code, ranks
    global cstud_flush_high, cstud_noflush_high, cstud_low_index, cstud_high_offset
    global cstud_batch_kernel
    for code in range(256):
        cstud_batch_key[code] = CARD_KEY[code] if code < N_CARDS else 0
        cstud_batch_bit[code] = CARD_BIT[code] if code < N_CARDS else (<uint64_t>1) << 13
    for ranks in range(0x1080):
        cstud_low8_of_ranks[ranks] = LOW8[((ranks & 0x7F) << 1) | ((ranks >> 12) & 1)]
    cstud_flush_high = FLUSH_HIGH
    cstud_noflush_high = NOFLUSH_HIGH
    cstud_low_index = LOW_INDEX
    cstud_high_offset = HIGH_OFFSET
    cstud_batch_kernel = cstud_kernel_avx2 if cstud_cpu_has_avx2() else cstud_kernel_baseline
    return 0


_build_batch_tables()


def _batch_kernel(name=None):
    """The batch kernel in use, "avx2" or "baseline"; with a name, use that one from now on
    (for tests and benchmarks: both give the same results). "avx2" is refused on a CPU or
    build without it."""
    global cstud_batch_kernel
    if name is not None:
        if name == "baseline":
            cstud_batch_kernel = cstud_kernel_baseline
        elif name == "avx2" and CSTUD_HAVE_AVX2_KERNEL and cstud_cpu_has_avx2():
            cstud_batch_kernel = cstud_kernel_avx2
        else:
            raise ValueError(f"no batch kernel {name!r} on this CPU and build")
    if CSTUD_HAVE_AVX2_KERNEL and cstud_batch_kernel == cstud_kernel_avx2:
        return "avx2"
    return "baseline"


# ---------------------------------------------------------------------------------------
# Python-facing calls.

# HandValue is a tuple subclass (a heap type made by the class statement below) whose
# instances C code allocates and fills itself, without a Python-level __new__ and without
# PyStructSequence_New's two type-dict look-ups per call, which made the struct sequence
# it replaces cost more than the ranking. Its instances are recycled through a free list
# (GIL builds only: a free-threaded build has no lock-free place to keep one, and then each
# value is simply allocated and freed). The type cannot be subclassed (as the struct sequence
# could not), so every instance goes through the dealloc below.
cdef extern from *:
    """
    static PyTypeObject *cstud_hand_value_type = NULL;
    #ifndef Py_GIL_DISABLED
    /* Room for a batch of values (a list of 10,000 hands evaluated, then dropped, is all
       recycled): at most 16,384 x 56 bytes (under 1 MB) held once such a batch is freed.
       With 1,024, nine in ten values of such a batch went through the collector's
       allocator (evaluate at 0.83 of evaluate_high's speed; 0.90 with this size). */
    #define CSTUD_HAND_VALUE_FREE_MAX 16384
    /* Deallocated HandValues, ready for reuse: protected by the GIL, read and written only
       by the two functions below. Each holds no items and no reference to its type. */
    static PyObject *cstud_hand_value_free[CSTUD_HAND_VALUE_FREE_MAX];
    static int cstud_hand_value_n_free = 0;
    #endif

    static void cstud_hand_value_dealloc(PyObject *op) {
        PyTypeObject *type = Py_TYPE(op);
        Py_ssize_t i;
        PyObject_GC_UnTrack(op);
        for (i = 0; i < Py_SIZE(op); i++) {
            Py_CLEAR(((PyTupleObject *)op)->ob_item[i]);
        }
    #ifndef Py_GIL_DISABLED
        if (Py_SIZE(op) == 2 && cstud_hand_value_n_free < CSTUD_HAND_VALUE_FREE_MAX) {
            cstud_hand_value_free[cstud_hand_value_n_free++] = op;
            Py_DECREF(type);      /* PyObject_InitVar takes it again on reuse */
            return;
        }
    #endif
        type->tp_free(op);
        Py_DECREF(type);          /* an instance of a heap type holds a reference to it */
    }

    /* A new HandValue(high, low); takes a new reference to each item. */
    static PyObject *cstud_hand_value_new(PyObject *high, PyObject *low) {
        PyObject *op;
    #ifndef Py_GIL_DISABLED
        if (cstud_hand_value_n_free > 0) {
            op = cstud_hand_value_free[--cstud_hand_value_n_free];
            PyObject_InitVar((PyVarObject *)op, cstud_hand_value_type, 2);
        } else
    #endif
        {
            op = cstud_hand_value_type->tp_alloc(cstud_hand_value_type, 2);
            if (op == NULL) return NULL;
            /* Two ints can be in no reference cycle: the collector need not watch it
               (CPython untracks such tuples itself, but only once a collection has
               looked at them). */
            PyObject_GC_UnTrack(op);
        }
    #if PY_VERSION_HEX >= 0x030E0000
        /* Python 3.14 caches a tuple's hash in the object: reset it as CPython's own tuple
           allocators do (zeroed or reused memory would read back as a valid hash). */
        ((PyTupleObject *)op)->ob_hash = -1;
    #endif
        Py_INCREF(high);
        PyTuple_SET_ITEM(op, 0, high);
        Py_INCREF(low);
        PyTuple_SET_ITEM(op, 1, low);
        return op;
    }

    /* The Python ints of every rank a HandValue holds (0..7462: high ranks and low ranks),
       made once at import (held by the tuple given to cstud_rank_ints_setup, kept alive
       for ever), so that a HandValue takes references to existing ints instead of
       allocating its high rank on each call (CPython caches only -5..256). Written once at
       import, then only read: threads share it safely. */
    #define CSTUD_N_RANK_INTS 7463
    static PyObject *cstud_rank_ints[CSTUD_N_RANK_INTS];

    static int cstud_rank_ints_setup(PyObject *ints) {
        Py_ssize_t i;
        if (!PyTuple_CheckExact(ints) || PyTuple_GET_SIZE(ints) != CSTUD_N_RANK_INTS) {
            PyErr_SetString(PyExc_ValueError, "the rank ints are a tuple of 7463 ints");
            return -1;
        }
        Py_INCREF(ints);
        for (i = 0; i < CSTUD_N_RANK_INTS; i++) cstud_rank_ints[i] = PyTuple_GET_ITEM(ints, i);
        return 0;
    }

    /* HandValue(high, low) of two ranks (each 0..7462). */
    static PyObject *cstud_hand_value_of(int high, int low) {
        return cstud_hand_value_new(cstud_rank_ints[high], cstud_rank_ints[low]);
    }

    /* Take over the type made by the class statement: its instances come from the functions
       above, and it can have no subclass (whose instances would need its own deallocation). */
    static int cstud_hand_value_setup(PyObject *type) {
        PyTypeObject *tp = (PyTypeObject *)type;
        if (!PyType_Check(type) || tp->tp_base != &PyTuple_Type
                || tp->tp_basicsize != PyTuple_Type.tp_basicsize
                || tp->tp_itemsize != PyTuple_Type.tp_itemsize || tp->tp_dictoffset != 0) {
            PyErr_SetString(PyExc_TypeError, "HandValue must be a tuple subclass with no slots");
            return -1;
        }
        Py_INCREF(type);
        cstud_hand_value_type = tp;
        tp->tp_dealloc = cstud_hand_value_dealloc;
        tp->tp_flags &= ~Py_TPFLAGS_BASETYPE;
        PyType_Modified(tp);
        return 0;
    }
    """
    object cstud_hand_value_new(object high, object low)
    object cstud_hand_value_of(int high, int low)
    int cstud_hand_value_setup(object type) except -1
    int cstud_rank_ints_setup(object ints) except -1

cstud_rank_ints_setup(tuple(range(N_HIGH_CLASSES + 1)))

from operator import itemgetter as _itemgetter


class HandValue(tuple):
    """High rank and eight-or-better low of one hand: HandValue(high, low)."""

    __slots__ = ()
    __match_args__ = ("high", "low")
    n_fields = n_sequence_fields = 2     # as the struct sequence it replaces had
    n_unnamed_fields = 0

    def __new__(cls, sequence):
        values = tuple(sequence)
        if len(values) != 2:
            raise TypeError(f"cstud._core.HandValue() takes a 2-sequence "
                            f"({len(values)}-sequence given)")
        return tuple.__new__(cls, values)

    high = property(_itemgetter(0), doc="high rank of the best five cards, 1..7462 "
                                        "(7462 = royal flush)")
    low = property(_itemgetter(1), doc="eight-or-better low, 0 (none) or 1..56 "
                                       "(56 = 5-4-3-2-A)")

    def __repr__(self):
        return f"cstud._core.HandValue(high={self[0]!r}, low={self[1]!r})"

    def __reduce__(self):
        return (HandValue, (tuple(self),))


HandValue.__module__ = "cstud._core"
cstud_hand_value_setup(HandValue)


cdef extern from *:
    """
    #if PY_VERSION_HEX >= 0x030C0000
    #define CSTUD_SMALL_INT(op, value) \\
        (PyUnstable_Long_IsCompact((PyLongObject *)(op)) \\
         && ((value) = PyUnstable_Long_CompactValue((PyLongObject *)(op)), 1))
    #else
    #define CSTUD_SMALL_INT(op, value) \\
        (Py_SIZE(op) == 0 ? ((value) = 0, 1) : Py_SIZE(op) == 1 \\
         ? ((value) = (Py_ssize_t)((PyLongObject *)(op))->ob_digit[0], 1) : 0)
    #endif

    /* n integer codes of itemsize bytes (1, 2, 4 or 8; signed or not) at data, each stride
       bytes apart, into out: n, or -1 when one is outside 0..51 or comes twice. Read by
       memcpy: a strided view need not be aligned. */
    static Py_ssize_t cstud_integer_codes(const char *data, Py_ssize_t n, Py_ssize_t stride,
                                          int itemsize, int is_signed, uint8_t *out) {
        Py_ssize_t i;
        uint64_t seen = 0;
        for (i = 0; i < n; i++) {
            const char *at = data + i * stride;
            long long code;
            switch (itemsize) {
            case 1:
                code = is_signed ? (long long)*(const int8_t *)at : (long long)*(const uint8_t *)at;
                break;
            case 2: {
                uint16_t raw; memcpy(&raw, at, 2);
                code = is_signed ? (long long)(int16_t)raw : (long long)raw; break; }
            case 4: {
                uint32_t raw; memcpy(&raw, at, 4);
                code = is_signed ? (long long)(int32_t)raw : (long long)raw; break; }
            case 8: {
                uint64_t raw; memcpy(&raw, at, 8);
                code = is_signed ? (long long)(int64_t)raw : (raw >= 52 ? 52 : (long long)raw);
                break; }
            default: return -1;
            }
            if (code < 0 || code >= 52 || (seen >> code & 1)) return -1;
            seen |= (uint64_t)1 << code;
            out[i] = (uint8_t)code;
        }
        return n;
    }

    /* The leading fields of NumPy's array and dtype structs (PyArrayObject_fields,
       PyArray_Descr), the same in NumPy 1.x and 2.x: binding B6 (_bindings.pxi), checked
       against NumPy by _register_ndarray before cstud_ndarray_type is set. Until then, and
       on a free-threaded build (another thread could resize the array as it is read), an
       ndarray is read through the buffer protocol, which NumPy answers by formatting the
       dtype's description anew on every call: two thirds of a call's time. */
    typedef struct {
        PyObject_HEAD
        char *data;
        int nd;
        Py_ssize_t *dimensions;
        Py_ssize_t *strides;
        PyObject *base;
        PyObject *descr;
    } cstud_ndarray;
    typedef struct {
        PyObject_HEAD
        PyTypeObject *typeobj;
        char kind, type, byteorder, flags;
        int type_num;
    } cstud_dtype;
    static PyTypeObject *cstud_ndarray_type = NULL;
    static int cstud_ndarray_looked_at = 0;     /* whether _register_ndarray has run */

    /* The bytes of one item of NumPy's integer type numbers 1..10 (NPY_BYTE, NPY_UBYTE, ...
       NPY_ULONGLONG; odd ones signed), 0 for any other type. */
    static int cstud_numpy_itemsize(int type_num) {
        switch (type_num) {
        case 1: case 2: return 1;
        case 3: case 4: return (int)sizeof(short);
        case 5: case 6: return (int)sizeof(int);
        case 7: case 8: return (int)sizeof(long);
        case 9: case 10: return (int)sizeof(long long);
        default: return 0;
        }
    }

    /* A one-dimensional ndarray of 5 to 7 native-order integers (any stride), as
       cstud_hand_codes reads it: n, or -1. */
    static Py_ssize_t cstud_ndarray_codes(PyObject *cards, uint8_t *out) {
        const cstud_ndarray *a = (const cstud_ndarray *)cards;
        const cstud_dtype *d = (const cstud_dtype *)a->descr;
        int itemsize = cstud_numpy_itemsize(d->type_num);
        Py_ssize_t n;
        if (a->nd != 1 || itemsize == 0 || (d->byteorder != '=' && d->byteorder != '|'))
            return -1;
        n = a->dimensions[0];
        if (n < 5 || n > 7) return -1;
        return cstud_integer_codes(a->data, n, a->strides[0], itemsize, d->type_num & 1, out);
    }
    static void cstud_set_ndarray_type(PyObject *type) {
        cstud_ndarray_type = (PyTypeObject *)type;
    }
    static void cstud_ndarray_seen(void) { cstud_ndarray_looked_at = 1; }
    /* The first ndarray goes to the general path, which registers its type (B6). */
    static int cstud_ndarray_unregistered(PyObject *cards) {
        return !cstud_ndarray_looked_at && strcmp(Py_TYPE(cards)->tp_name, "numpy.ndarray") == 0;
    }

    /* One hand of 5 to 7 distinct cards into out, read without a Python call, or -1 for the
       general path (which also says what is wrong): a tuple, or on a GIL build a list (no
       Python code runs while it is read, so it cannot change), of ints or int subclasses
       such as Card (never bool), a NumPy integer row (B6), or a one-dimensional buffer of
       integers (bytes, array.array). */
    static Py_ssize_t cstud_hand_codes(PyObject *cards, uint8_t *out) {
        PyObject **items;
        Py_ssize_t n, i, value;
        uint64_t seen = 0;
        if (PyTuple_CheckExact(cards)) {
            n = PyTuple_GET_SIZE(cards);
            items = &PyTuple_GET_ITEM(cards, 0);
    #ifndef Py_GIL_DISABLED
        } else if (PyList_CheckExact(cards)) {
            n = PyList_GET_SIZE(cards);
            items = ((PyListObject *)cards)->ob_item;
        } else if (Py_TYPE(cards) == cstud_ndarray_type) {
            return cstud_ndarray_codes(cards, out);
        } else if (cstud_ndarray_unregistered(cards)) {
            return -1;
    #endif
        } else if (!PyUnicode_Check(cards) && PyObject_CheckBuffer(cards)) {
            Py_buffer view;
            if (PyObject_GetBuffer(cards, &view, PyBUF_FORMAT | PyBUF_ND) < 0) {
                PyErr_Clear();
                return -1;
            }
            char kind = view.format != NULL && view.format[0] != 0 && view.format[1] == 0
                        ? view.format[0] : 0;
            n = view.itemsize > 0 ? view.len / view.itemsize : 0;
            /* signed types (lower-case codes) read as signed: a negative code is bad */
            if (view.ndim != 1 || n < 5 || n > 7 || kind == 0 || strchr("bBhHiIlLqQ", kind) == NULL)
                n = -1;
            else
                n = cstud_integer_codes((const char *)view.buf, n, view.itemsize,
                                        (int)view.itemsize, kind >= 'a', out);
            PyBuffer_Release(&view);
            return n;
        } else {
            return -1;
        }
        if (n < 5 || n > 7) return -1;
        for (i = 0; i < n; i++) {
            PyObject *item = items[i];
            if (!PyLong_Check(item) || PyBool_Check(item) || !CSTUD_SMALL_INT(item, value)
                    || value < 0 || value >= 52 || (seen >> value & 1))
                return -1;
            seen |= (uint64_t)1 << value;
            out[i] = (uint8_t)value;
        }
        return n;
    }
    """
    Py_ssize_t cstud_hand_codes(object cards, uint8_t* out) noexcept
    Py_ssize_t cstud_ndarray_codes(object cards, uint8_t* out) noexcept
    int cstud_numpy_itemsize(int type_num) noexcept
    void cstud_set_ndarray_type(object type) noexcept
    void cstud_ndarray_seen() noexcept
    bint cstud_ndarray_unregistered(object cards) noexcept


cdef inline int _load_hand(object cards, uint8_t* buf) except -1:
    """Read and check one hand of 5 to 7 distinct cards; return how many."""
    cdef Py_ssize_t n = cstud_hand_codes(cards, buf)
    if n >= 0:
        return <int>n
    return _load_hand_slowly(cards, buf)


cdef int _load_hand_slowly(object cards, uint8_t* buf) except -1:
    """_load_hand for what the fast reader leaves: other inputs, and every bad one."""
    cdef Py_ssize_t n
    if cstud_ndarray_unregistered(cards):
        if _register_ndarray(type(cards)):      # the first NumPy row: read again, fast
            n = cstud_hand_codes(cards, buf)
            if n >= 0:
                return <int>n
    n = _load_cards(cards, buf, N_CARDS)
    if not MIN_HAND <= n <= MAX_HAND:
        raise ValueError(f"a hand has 5 to 7 cards, got {n}")
    _check_distinct(buf, n)
    return <int>n


def evaluate_high(cards):
    """High rank of the best five of 5 to 7 cards: 1..7462, greater is stronger."""
    cdef uint8_t buf[N_CARDS]
    cdef int n = _load_hand(cards, buf)
    return high_rank(buf, n)


def evaluate_low(cards):
    """Eight-or-better ace-to-five low of 5 to 7 cards: 0 for none, else 1..56 (56 = 5-4-3-2-A)."""
    cdef uint8_t buf[N_CARDS]
    cdef int n = _load_hand(cards, buf)
    return low8_rank(buf, n)


def evaluate_razz(cards):
    """Razz low (ace-to-five, pairs allowed, no qualifier) of 5 to 7 cards: 1..6175."""
    cdef uint8_t buf[N_CARDS]
    cdef int n = _load_hand(cards, buf)
    return razz_rank(buf, n)


def evaluate(cards):
    """High and eight-or-better low of 5 to 7 cards in one pass, as HandValue(high, low)."""
    cdef uint8_t buf[N_CARDS]
    cdef int n = _load_hand(cards, buf)
    cdef uint64_t key = 0, bits = 0
    cdef uint32_t low_mask = 0
    cdef int i
    for i in range(n):
        key += CARD_KEY[buf[i]]
        bits |= CARD_BIT[buf[i]]
        low_mask |= LOW_BIT[buf[i]]
    return cstud_hand_value_of(_high_from(key, bits), LOW8[low_mask])


# ---------------------------------------------------------------------------------------
# The five cards a hand plays. Where several sets of five make the same rank, take the one
# most favourable for the odd-chip rule (R23b): its cards, ordered from the highest, are
# greatest card by card (by rank, then suit; for a low the ace is the lowest rank).

cdef enum HandKind:
    KIND_HIGH = 0
    KIND_LOW8 = 1
    KIND_RAZZ = 2

# Each combination of five of seven positions, in colexicographic order (by largest position
# first), so that those within the first 5 or 6 positions come first: N_FIVE_SUBSETS[n] of them.
cdef uint8_t FIVE_OF_SEVEN[21][5]
cdef int _n = 0, _a, _b, _c, _d, _e
for _e in range(4, 7):
    for _d in range(3, _e):
        for _c in range(2, _d):
            for _b in range(1, _c):
                for _a in range(_b):
                    FIVE_OF_SEVEN[_n][:] = [_a, _b, _c, _d, _e]
                    _n += 1
cdef int N_FIVE_SUBSETS[8]
N_FIVE_SUBSETS[:] = [0, 0, 0, 0, 0, 1, 6, 21]


cdef inline int _order_value(uint8_t card, int kind) noexcept nogil:
    """Where a card sorts when naming the hand's highest card (ace lowest for lows)."""
    if kind == KIND_HIGH:
        return card
    return card - 48 if card >= 48 else card + 4   # ace (48..51) below the deuce (0..3)


cdef inline int _rank_of(const uint8_t* five, int kind) noexcept nogil:
    if kind == KIND_HIGH:
        return high_rank(five, 5)
    if kind == KIND_LOW8:
        return low8_rank(five, 5)
    return razz_rank(five, 5)


cdef void _sort_by_order(uint8_t* five, int kind) noexcept nogil:
    """Sort five cards from the highest down (insertion sort: five items)."""
    cdef int i, j
    cdef uint8_t card
    for i in range(1, 5):
        card = five[i]
        j = i - 1
        while j >= 0 and _order_value(five[j], kind) < _order_value(card, kind):
            five[j + 1] = five[j]
            j -= 1
        five[j + 1] = card


cdef int best_five(const uint8_t* cards, int n, int kind, uint8_t* out) noexcept nogil:
    """Write the five of n (5..7) cards that make the hand's best high / low8 / razz hand
    into out, highest card first, and return that rank (0 and nothing written for no low8)."""
    cdef uint8_t five[5]
    cdef int s, i, rank, best = 0, better
    for s in range(N_FIVE_SUBSETS[n]):
        for i in range(5):
            five[i] = cards[FIVE_OF_SEVEN[s][i]]
        rank = _rank_of(five, kind)
        if rank == 0 or rank < best:
            continue
        _sort_by_order(five, kind)
        better = rank > best
        if not better:
            for i in range(5):
                if _order_value(five[i], kind) != _order_value(out[i], kind):
                    better = _order_value(five[i], kind) > _order_value(out[i], kind)
                    break
        if better:
            best = rank
            for i in range(5):
                out[i] = five[i]
    return best


def _best_five(cards, int kind):
    cdef uint8_t buf[N_CARDS]
    cdef uint8_t five[5]
    cdef int n = _load_hand(cards, buf)
    memset(five, 0, sizeof(five))
    if best_five(buf, n, kind, five) == 0:
        return None
    return (five[0], five[1], five[2], five[3], five[4])


def best_five_high(cards):
    """The five cards of the best high hand, highest first, as codes."""
    return _best_five(cards, KIND_HIGH)


def best_five_low(cards):
    """The five cards of the best eight-or-better low, highest first (ace last), or None."""
    return _best_five(cards, KIND_LOW8)


def best_five_razz(cards):
    """The five cards of the best razz low, highest first (ace last)."""
    return _best_five(cards, KIND_RAZZ)


# NumPy is imported by the first call that needs it (the batch call, census, equity's
# counts), not with the module, so that `import cstud` does not load it. After that first
# call this is one global read.
cdef object _np = None


cdef object _numpy():
    global _np
    if _np is None:
        import numpy
        _np = numpy
    return _np


# Buffer formats (struct module codes) of the integer types evaluate_batch converts.
_INTEGER_FORMATS = frozenset("bBhHiIlLqQnN")


def _as_hand_rows(hands, k):
    """Check a batch buffer once: shape (n, k) with k in 5..7. Returns a flat C-contiguous
    uint8 view of the codes, the rows and k.

    uint8 codes are read in place (the buffer must then be C-contiguous); any other integer
    type is copied to uint8 once its values are checked to be card codes 0..51."""
    if k is not None:
        if not _is_integer(k):
            raise TypeError(f"k is the number of cards per hand (5, 6 or 7), an int, not "
                            f"{_short_repr(k)}")
        k = k.__index__()
    try:
        view = memoryview(hands)
    except TypeError:
        raise TypeError(f"hands must be a buffer of integer card codes (a NumPy array, "
                        f"array.array or bytes), not {type(hands).__name__}") from None
    code_format = view.format
    if code_format != "B":                   # "<B", "=B" are uint8 too
        code_format = code_format.lstrip("<>=@!")
    in_place = code_format == "B"
    if not in_place and code_format not in _INTEGER_FORMATS:
        raise TypeError(f"hands must hold integer card codes, got buffer format {view.format!r}"
                        + (f" (NumPy dtype {hands.dtype})" if hasattr(hands, "dtype") else ""))
    if in_place and not view.c_contiguous:
        raise ValueError("hands must be C-contiguous (use numpy.ascontiguousarray)")
    if view.ndim == 2:
        rows, width = view.shape
        if k is not None and k != width:
            raise ValueError(f"k={k} does not match the buffer's shape {view.shape}")
    elif view.ndim == 1:
        if k is None:
            raise ValueError("a flat buffer needs k, the number of cards per hand (5, 6 or 7)")
        width = k
        if width not in (5, 6, 7) or view.shape[0] % width:
            raise ValueError(f"a flat buffer of {view.shape[0]} codes is not a whole number "
                             f"of {width}-card hands")
        rows = view.shape[0] // width
    else:
        raise ValueError(f"hands must have shape (n, k), got {view.ndim} dimensions")
    if width not in (5, 6, 7):
        raise ValueError(f"each hand must have 5, 6 or 7 cards, got {width}")
    if not in_place:
        view = _codes_as_uint8(view, rows, width)
    elif view.ndim == 2 and rows:
        view = view.cast("B")
    return view, rows, width


cdef Py_ssize_t _first_bad_row(const uint8_t* codes, Py_ssize_t rows, int width) noexcept nogil:
    """The first row holding a code above 51 or a repeated card, or -1: the ranking loop's
    check alone (see _codes_as_uint8)."""
    cdef Py_ssize_t row
    cdef int i
    cdef uint64_t seen, bit
    for row in range(rows):
        seen = 0
        for i in range(width):
            if codes[i] >= N_CARDS:
                return row
            bit = (<uint64_t>1) << codes[i]
            if seen & bit:
                return row
            seen |= bit
        codes += width
    return -1


cdef object _codes_as_uint8(object view, Py_ssize_t rows, int width):
    """Integer codes of another type as a flat uint8 copy; ValueError naming the first bad
    row when a value is outside 0..51 (a repeated card in an earlier row counts first, as
    the ranking loop would find it; later ones are that loop's to find)."""
    cdef const uint8_t[::1] earlier
    cdef Py_ssize_t bad, repeated
    np = _numpy()
    codes = np.asarray(view).reshape(rows, width)
    outside = ((codes < 0) | (codes >= N_CARDS)).any(axis=1)
    if outside.any():
        bad = int(np.flatnonzero(outside)[0])
        if bad > 0:
            earlier = np.ascontiguousarray(codes[:bad], dtype=np.uint8).reshape(-1)
            repeated = _first_bad_row(&earlier[0], bad, width)
            if repeated >= 0:
                bad = repeated
        raise ValueError(f"row {bad} of hands is not a hand of distinct cards 0..51: "
                         f"{codes[bad].tolist()}")
    return memoryview(np.ascontiguousarray(codes, dtype=np.uint8).reshape(-1))


def _check_out(out, rows, dtype, name):
    np = _numpy()
    if out is None:
        return np.empty(rows, dtype=dtype)
    if not isinstance(out, np.ndarray) or out.dtype != dtype or out.shape != (rows,) \
            or not out.flags.c_contiguous or not out.flags.writeable:
        raise ValueError(f"{name} must be a writeable C-contiguous NumPy array of "
                         f"dtype {np.dtype(dtype).name} and shape ({rows},)")
    return out


def _rank_batch(hands, k, out_high, out_low, int want):
    """The batch calls' one body: check the buffer and the out arrays, rank every row with
    the kernel into fresh arrays (or the caller's, copied only once every row is good), and
    name the first bad row."""
    cdef Py_ssize_t rows
    cdef int width
    cdef bint want_high = want & CSTUD_WANT_HIGH, want_low = want & CSTUD_WANT_LOW
    view, rows, width = _as_hand_rows(hands, k)
    np = _numpy()
    high_out = _check_out(out_high, rows, np.uint16, "out_high") if want_high else None
    low_out = _check_out(out_low, rows, np.uint8, "out_low") if want_low else None
    if rows == 0:
        return high_out, low_out
    if want_high and want_low and out_high is not None and out_low is not None \
            and np.may_share_memory(out_high, out_low):
        raise ValueError("out_high and out_low overlap: give two separate arrays")
    # The caller's arrays are filled from fresh ones after the last row is ranked: none of
    # their bytes changes if a row is bad, and none is written while the input is read.
    cdef bint fill_high = want_high and out_high is not None
    cdef bint fill_low = want_low and out_low is not None
    high_result = (np.empty(rows, np.uint16) if fill_high else high_out) if want_high else None
    low_result = (np.empty(rows, np.uint8) if fill_low else low_out) if want_low else None
    cdef const uint8_t[::1] codes = view
    cdef uint16_t[::1] high
    cdef uint8_t[::1] low
    cdef uint16_t* high_ptr = NULL
    cdef uint8_t* low_ptr = NULL
    cdef uint16_t[::1] high_target
    cdef uint8_t[::1] low_target
    if want_high:       # taking a memoryview costs as much as ranking 10 hands: only if used
        high = high_result
        high_ptr = &high[0]
    if want_low:
        low = low_result
        low_ptr = &low[0]
    if fill_high:
        high_target = high_out
    if fill_low:
        low_target = low_out
    cdef uint64_t bad
    with nogil:
        bad = cstud_batch_kernel(&codes[0], rows, width, want, high_ptr, low_ptr)
        if not bad and fill_high:
            memcpy(&high_target[0], high_ptr, rows * sizeof(uint16_t))
        if not bad and fill_low:
            memcpy(&low_target[0], low_ptr, rows * sizeof(uint8_t))
    if bad:
        row_index = _first_bad_row(&codes[0], rows, width)
        row = [codes[row_index * width + i] for i in range(width)]
        raise ValueError(f"row {row_index} of hands is not a hand of distinct cards 0..51: "
                         f"{row}")
    return high_out, low_out


def evaluate_batch(hands, *, k=None, out_high=None, out_low=None):
    """High and eight-or-better low of many hands at once, without the GIL.

    hands: a buffer of integer card codes 0..51 shaped (n, k), k = 5, 6 or 7 (a NumPy array
    of any integer dtype), or a flat buffer (array.array, bytes) with k given. uint8 codes
    are read in place and must be C-contiguous; other integer types are checked and copied.
    Returns (high, low) as NumPy arrays of uint16 and uint8, written into out_high / out_low
    when given. A row with a code outside 0..51 or a repeated card raises ValueError naming
    the row. Out arrays are written only once every row is ranked, so a bad row leaves them
    untouched, and they may overlap the input; out_high and out_low must not overlap each
    other.
    """
    return _rank_batch(hands, k, out_high, out_low, CSTUD_WANT_HIGH | CSTUD_WANT_LOW)


def evaluate_batch_high(hands, *, k=None, out=None):
    """High ranks only of many hands at once (as evaluate_batch's first array), for callers
    that need no low: the same input, checks and out rules; returns a uint16 array."""
    return _rank_batch(hands, k, out, None, CSTUD_WANT_HIGH)[0]


def evaluate_batch_low(hands, *, k=None, out=None):
    """Eight-or-better lows only of many hands at once (as evaluate_batch's second array):
    the same input, checks and out rules; returns a uint8 array."""
    return _rank_batch(hands, k, None, out, CSTUD_WANT_LOW)[1]


def census(int k):
    """Count every value over all C(52, k) hands of k = 5, 6 or 7 cards, in one compiled loop.

    Returns three NumPy int64 arrays indexed by value: high (7463 long), low8 (57), razz (6176).
    """
    if k not in (5, 6, 7):
        raise ValueError(f"k must be 5, 6 or 7, got {k}")
    np = _numpy()
    high_np = np.zeros(N_HIGH_CLASSES + 1, dtype=np.int64)
    low_np = np.zeros(N_LOW8_CLASSES + 1, dtype=np.int64)
    razz_np = np.zeros(N_RAZZ_CLASSES + 1, dtype=np.int64)
    cdef int64_t[::1] high_count = high_np, low_count = low_np, razz_count = razz_np
    with nogil:
        _census(k, &high_count[0], &low_count[0], &razz_count[0])
    return high_np, low_np, razz_np


cdef void _census(int k, int64_t* high_count, int64_t* low_count,
                  int64_t* razz_count) noexcept nogil:
    # A depth-first walk over combinations in increasing code order, with the key built up
    # one card at a time (level d holds the first d cards), so each hand costs one add.
    cdef int c[8]               # c[d] is the d-th card (c[0] unused)
    cdef uint64_t key[8]
    cdef uint64_t bits[8]
    cdef uint32_t lows[8]
    cdef int depth = 0
    key[0] = 0
    bits[0] = 0
    lows[0] = 0
    c[1] = -1
    while depth >= 0:
        c[depth + 1] += 1
        if c[depth + 1] > N_CARDS - (k - depth):
            depth -= 1
            continue
        key[depth + 1] = key[depth] + CARD_KEY[c[depth + 1]]
        bits[depth + 1] = bits[depth] | CARD_BIT[c[depth + 1]]
        lows[depth + 1] = lows[depth] | LOW_BIT[c[depth + 1]]
        if depth + 1 == k:
            high_count[_high_from(key[k], bits[k])] += 1
            low_count[LOW8[lows[k]]] += 1
            razz_count[RAZZ[_multiset_index(key[k])]] += 1
        else:
            depth += 1
            c[depth + 1] = c[depth]


cdef int _class_rank(object rank, int highest, str kind) except -1:
    """A rank 1..highest: an int or a NumPy integer (as evaluate_batch returns), never a
    bool; any other int, however large, is a ValueError."""
    if not _is_integer(rank):
        raise TypeError(f"a {kind} rank is an int, not {_short_repr(rank)}")
    value = rank.__index__()
    if not 1 <= value <= highest:
        raise ValueError(f"{kind} rank must be 1..{highest}, got {value}")
    return value


def high_class_key(rank):
    """The strength key of high rank 1..7462: category << 20, then five 4-bit ranks (2 = 0)."""
    return HIGH_CLASS_KEY[_class_rank(rank, N_HIGH_CLASSES, "high")]


def razz_class_key(rank):
    """The badness key of razz rank 1..6175: shape << 20, then five 4-bit ranks (ace = 0)."""
    return RAZZ_CLASS_KEY[_class_rank(rank, N_RAZZ_CLASSES, "razz")]


def low_class_mask(rank):
    """The five ranks of eight-or-better low 1..56 as bits, ace = bit 0 ... eight = bit 7."""
    return LOW8_CLASS_MASK[_class_rank(rank, N_LOW8_CLASSES, "low")]


def tables():
    """Every lookup table as bytes (native byte order), by name: for tests that pin them."""
    return {
        "CARD_KEY": (<char*>CARD_KEY)[:sizeof(CARD_KEY)],
        "CARD_BIT": (<char*>CARD_BIT)[:sizeof(CARD_BIT)],
        "LOW_BIT": (<char*>LOW_BIT)[:sizeof(LOW_BIT)],
        "FLUSH_HIGH": (<char*>FLUSH_HIGH)[:sizeof(FLUSH_HIGH)],
        "LOW_INDEX": (<char*>LOW_INDEX)[:sizeof(LOW_INDEX)],
        "HIGH_OFFSET": (<char*>HIGH_OFFSET)[:sizeof(HIGH_OFFSET)],
        "NOFLUSH_HIGH": (<char*>NOFLUSH_HIGH)[:sizeof(NOFLUSH_HIGH)],
        "RAZZ": (<char*>RAZZ)[:sizeof(RAZZ)],
        "LOW8": (<char*>LOW8)[:sizeof(LOW8)],
        "HIGH_CLASS_KEY": (<char*>HIGH_CLASS_KEY)[:sizeof(HIGH_CLASS_KEY)],
        "RAZZ_CLASS_KEY": (<char*>RAZZ_CLASS_KEY)[:sizeof(RAZZ_CLASS_KEY)],
        "LOW8_CLASS_MASK": (<char*>LOW8_CLASS_MASK)[:sizeof(LOW8_CLASS_MASK)],
    }
