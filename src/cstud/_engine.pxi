# The game engine's state machine in C: one hand of fixed-limit Stud Hi/Lo, Stud or Razz
# (RULES.md R1-R17), settled by the same C code as settle() (R18-R23, _settle.pxi).
#
# _HandCore holds the whole state of a hand in fixed C arrays inside the object: stacks,
# bets and contributions, cards, the deck plan and its random generator, the betting round.
# It is the only statement of these rules the package ships: cstud.game.HandState is its
# Python face, and tests/engine_reference.py (with its own deck, tests/deck_reference.py) the
# independent Python engine that tests/test_engine_differential.py plays beside it. A stub
# that runs dry takes a card given for later (R16), and stakes or stacks of 2**56 chips or
# more are refused at construction (MAX_CHIPS). Nothing here is shared between hands:
# every mutable byte lives in the object, so hands in different threads never meet.
#
# The fast path: `step(code)` with an action code (ACTION_CODES below) and `mask`, the
# legal codes as bits, need no Python object per action. Those two, the hand's read-only
# figures (stacks, bets, pot, street, ...) and is_broken are the core's public face, which
# HandState shows as it is; the raw reads behind HandState's own names are private
# (`_legal()` the actions with their amounts, `_records()` the compact log from which
# cstud.game builds the operations log, `_status_code`, `_actor_seat`, `_live_seats`,
# `_cards()` as codes, ...): cstud's own modules read them, its users read HandState's.
#
# One hand may also be shared between threads: on a free-threaded build the methods that
# change or walk its arrays hold the object's critical section (nothing on a GIL build).
#
# The stepping methods (cdef, `nogil`: _apply and what it calls, down to the settlement)
# take the GIL only on rare paths: to raise, to call a Rake rule's Python code, and to seed
# R16's scramble from a seed object; _VectorCore (_tables.pxi) steps many hands without it,
# and deals a finished table its next hand with _redeal (no GIL) instead of the constructor.
#
# Every index into an array is bounded by construction: seats < n_seats <= MAX_SEATS, at
# most MAX_HAND cards per seat, at most N_CARDS in the deck, and codes coming from Python
# are checked at the boundary (step, _deal_cards, the constructor), each read once into C.

cimport cython
from libc.stdlib cimport malloc, realloc, free as _free
from libc.string cimport memcpy
from os import urandom

cdef enum:
    # what the hand waits for (cstud.game.Status)
    ST_DEALING = 0
    ST_BETTING = 1
    ST_SHOWDOWN = 2
    ST_OVER = 3
    # the kinds of action (cstud.game.ActionKind, in its order)
    K_FOLD = 0
    K_CHECK = 1
    K_CALL = 2
    K_BRING_IN = 3
    K_COMPLETE = 4
    K_BET = 5
    K_RAISE = 6
    K_SHOW = 7
    K_MUCK = 8
    # step() codes: bit i of `mask` says whether code i is legal now
    C_FOLD = 0
    C_CHECK = 1
    C_CALL = 2
    C_BRING_IN = 3
    C_WAGER = 4         # complete, bet or raise: the full (smaller) size
    C_WAGER_BIG = 5     # bet or raise the big bet on 4th street (R11 open-pair option)
    C_SHOW = 6
    C_MUCK = 7
    N_CODES = 8
    MAX_LEGAL = 4
    # the records of the compact log; each is REC_WORDS int64 words: the type, then fields
    R_ANTE = 0          # seat, amount, all_in
    R_DEALT = 1         # seat, street, n, face-up bits, card...
    R_BURN = 2          # street, card (-1: not identified)
    R_SCRAMBLE = 3      # street, cards
    R_COMMUNITY = 4     # street, card
    R_ACTED = 5         # seat, street, kind, amount, all_in, chips
    R_UNCALLED = 6      # seat, amount
    R_SHOWN = 7         # seat, all_in, n, card...
    R_MUCKED = 8        # seat
    R_SETTLED = 9       # (the pots are awarded: PotAwarded and RakeTaken come from settlement)
    REC_WORDS = 12
    # R16 on 7th street
    PLAN_NONE = 0
    PLAN_BURN = 1
    PLAN_SCRAMBLE = 2
    # the heads-up cap options (R9)
    HEADS_UP_CAPPED = 0
    HEADS_UP_RROP = 1
    HEADS_UP_WSOP_LA = 2
    # the rake, as _settle reads it without the GIL (_read_rake)
    RAKE_NONE = 0
    RAKE_EXACT = 1
    RAKE_RULE = 2
    MT_N = 624
    # why a hand refuses every call (_HandCore.blocked; 0: it does not)
    BLOCK_NEW = 1       # its constructor has not made it (not called, or refused)
    BLOCK_STEP = 2      # a step is running, or an exception interrupted one part way

ACTION_CODES = ("fold", "check", "call", "bring_in", "wager", "wager_big", "show", "muck")
"""The step() codes by number: "wager" is the completion, bet or raise of one full unit,
"wager_big" the big-bet size that R11's open-pair option adds on 4th street."""
ACTION_KINDS = ("fold", "check", "call", "bring_in", "complete", "bet", "raise", "show", "muck")
"""The action kinds by number, as _legal() and _records() give them (cstud.game.ActionKind)."""
ENGINE_STATUSES = ("dealing", "betting", "showdown", "over")


# ---------------------------------------------------------------------------------------
# Python's random.Random (MT19937), so that a seed deals exactly the cards HandState deals.

cdef struct _MT:
    uint32_t state[MT_N]
    int index


cdef void _mt_init_genrand(_MT* mt, uint32_t s) noexcept nogil:
    cdef int i
    mt.state[0] = s
    for i in range(1, MT_N):
        mt.state[i] = <uint32_t>(1812433253 * (mt.state[i - 1] ^ (mt.state[i - 1] >> 30)) + i)
    mt.index = MT_N


# init_genrand(19650218), where every init_by_array starts: worked out once at import and
# only read afterwards (so threads may share it).
cdef _MT _MT_BASE
_mt_init_genrand(&_MT_BASE, 19650218)


cdef void _mt_init_by_array(_MT* mt, const uint32_t* key, int length) noexcept nogil:
    """CPython's init_by_array (Modules/_randommodule.c), what Random(int) seeds with."""
    cdef int i = 1, j = 0, k
    memcpy(mt.state, _MT_BASE.state, sizeof(mt.state))
    mt.index = MT_N
    k = MT_N if MT_N > length else length
    while k > 0:
        mt.state[i] = <uint32_t>((mt.state[i] ^ ((mt.state[i - 1] ^ (mt.state[i - 1] >> 30))
                                                 * 1664525)) + key[j] + j)
        i += 1
        j += 1
        if i >= MT_N:
            mt.state[0] = mt.state[MT_N - 1]
            i = 1
        if j >= length:
            j = 0
        k -= 1
    k = MT_N - 1
    while k > 0:
        mt.state[i] = <uint32_t>((mt.state[i] ^ ((mt.state[i - 1] ^ (mt.state[i - 1] >> 30))
                                                 * 1566083941)) - i)
        i += 1
        if i >= MT_N:
            mt.state[0] = mt.state[MT_N - 1]
            i = 1
        k -= 1
    mt.state[0] = 0x80000000U


cdef uint32_t MT_MATRIX_A = 0x9908b0dfU


cdef uint32_t _mt_next(_MT* mt) noexcept nogil:
    cdef uint32_t y
    cdef int kk
    cdef uint32_t* s = mt.state
    if mt.index >= MT_N:
        for kk in range(MT_N - 397):
            y = (s[kk] & 0x80000000U) | (s[kk + 1] & 0x7fffffff)
            s[kk] = s[kk + 397] ^ (y >> 1) ^ (MT_MATRIX_A if y & 1 else 0)
        for kk in range(MT_N - 397, MT_N - 1):
            y = (s[kk] & 0x80000000U) | (s[kk + 1] & 0x7fffffff)
            s[kk] = s[kk + (397 - MT_N)] ^ (y >> 1) ^ (MT_MATRIX_A if y & 1 else 0)
        y = (s[MT_N - 1] & 0x80000000U) | (s[0] & 0x7fffffff)
        s[MT_N - 1] = s[396] ^ (y >> 1) ^ (MT_MATRIX_A if y & 1 else 0)
        mt.index = 0
    y = s[mt.index]
    mt.index += 1
    y ^= (y >> 11)
    y ^= (y << 7) & 0x9d2c5680U
    y ^= (y << 15) & 0xefc60000U
    y ^= (y >> 18)
    return y


cdef double _mt_random(_MT* mt) noexcept nogil:
    """random.random(): 53 random bits as a float in [0, 1)."""
    cdef uint32_t a = _mt_next(mt) >> 5, b = _mt_next(mt) >> 6
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)


cdef int _mt_below(_MT* mt, int n) noexcept nogil:
    """random._randbelow(n) for 0 < n < 2**31 (getrandbits with rejection)."""
    cdef int k = 0, r
    while (n >> k) != 0:
        k += 1
    r = <int>(_mt_next(mt) >> (32 - k))
    while r >= n:
        r = <int>(_mt_next(mt) >> (32 - k))
    return r


cdef void _mt_seed_int64(_MT* mt, long long seed) noexcept nogil:
    """Seed as random.Random(seed) does for an int seed that fits in 64 bits."""
    cdef uint32_t key[2]
    cdef unsigned long long small = <unsigned long long>seed
    if seed < 0:
        small = <unsigned long long>(-seed)   # abs(), as Python (-fwrapv: also for -2**63)
    key[0] = <uint32_t>(small & 0xffffffffU)
    key[1] = <uint32_t>(small >> 32)
    _mt_init_by_array(mt, key, 2 if key[1] else 1)


_sha512 = None


cdef int _mt_seed(_MT* mt, object seed) except -1:
    """Seed as random.Random(seed) does: an int here in C, a str as the int random.Random
    makes of it (its UTF-8 bytes, then their SHA-512: version 2 seeding), anything else
    through Python."""
    cdef uint32_t key[64]
    cdef int length = 0, i
    cdef long long small
    cdef int overflow = 0
    if type(seed) is str:
        data = (<str>seed).encode()
        if len(data) <= 186:        # with its 64-byte digest, under the C key's 2,000 bits
            global _sha512
            if _sha512 is None:     # imported when first needed: it costs import cstud ms
                from hashlib import sha512 as _sha512
            seed = int.from_bytes(data + _sha512(data).digest(), "big")
    if type(seed) is int:
        small = PyLong_AsLongLongAndOverflow(seed, &overflow)
        if not overflow:
            _mt_seed_int64(mt, small)
            return 0
        if -(1 << 2000) < seed < (1 << 2000):
            value = -seed if seed < 0 else seed
            while value:
                key[length] = <uint32_t>(value & 0xffffffff)
                length += 1
                value >>= 32
            _mt_init_by_array(mt, key, length)
            return 0
    import random
    state = random.Random(seed).getstate()[1]
    for i in range(MT_N):
        mt.state[i] = state[i]
    mt.index = state[MT_N]
    return 0


# ---------------------------------------------------------------------------------------
# The board (R5, R12): a key per seat, greater = brings in / acts first.

cdef inline int _razz_value(int card) noexcept nogil:
    return ((card >> 2) + 1) % 13


cdef inline int _bring_in_key(int card, int game) noexcept nogil:
    """R5 (cstud.game.boards.bring_in_key, held to it by tests/test_boards_core.py): the
    greatest key brings in."""
    if game == GAME_RAZZ:
        return _razz_value(card) * 4 + (card & 3)
    return 51 - card


cdef int32_t _board_key(const uint8_t* up, int n, int game, bint suit_tiebreak) noexcept nogil:
    """R12 (cstud.game.boards.board_key) packed into an int: the category (quads 4, trips 3,
    two pair 2, pair 1, none 0), then the group values (biggest group first, then the higher
    value), 4 bits each, then the suit tie-break. The boards compared on one street have as
    many cards each, so two boards of a category have as many groups: comparing the packed
    ints is comparing the tuples. Razz mirrors it: fewer pairs, lower values, lower suit."""
    cdef int counts[13]
    cdef int values[4]
    cdef int i, v, top = 0, distinct = 0, category, n_ordered = 0, c, suit
    cdef int32_t key
    memset(counts, 0, sizeof(counts))
    for i in range(n):
        v = _razz_value(up[i]) if game == GAME_RAZZ else up[i] >> 2
        counts[v] += 1
    for v in range(13):
        if counts[v]:
            distinct += 1
            if counts[v] > top:
                top = counts[v]
    if top >= 3:
        category = top
    elif top == 2:
        category = 2 if n - distinct >= 2 else 1
    else:
        category = 0
    # groups ordered by (count, value), greatest first
    for c in range(4, 0, -1):
        for v in range(12, -1, -1):
            if counts[v] == c:
                values[n_ordered] = v
                n_ordered += 1
    if game == GAME_RAZZ:
        key = 4 - category
        for i in range(4):
            key = key * 16 + ((12 - values[i]) + 1 if i < n_ordered else 0)
    else:
        key = category
        for i in range(4):
            key = key * 16 + (values[i] + 1 if i < n_ordered else 0)
    key *= 4
    if suit_tiebreak and n > 0:
        if game == GAME_RAZZ:
            # the top value is the greatest razz value among the cards
            top = -1
            for i in range(n):
                if _razz_value(up[i]) > top:
                    top = _razz_value(up[i])
            suit = 3
            for i in range(n):
                if _razz_value(up[i]) == top and (up[i] & 3) < suit:
                    suit = up[i] & 3
            key += 3 - suit
        else:
            top = -1
            for i in range(n):
                if (up[i] >> 2) > top:
                    top = up[i] >> 2
            suit = 0
            for i in range(n):
                if (up[i] >> 2) == top and (up[i] & 3) > suit:
                    suit = up[i] & 3
            key += suit
    return key


def _board_keys(boards, int game, bint suit_tiebreak):
    """The engine's keys of ``boards`` (each a sequence of 1 to 4 card codes) for ``game``
    (its code): R12's packed board key (_board_key) of each, and R5's bring-in key of each
    one-card board; greater acts first. Boards of the same size compare, as on a street. For
    the tests that hold cstud.game.boards to the order the engine plays by."""
    cdef uint8_t up[4]
    cdef int n, i, code
    if not 0 <= game <= 2:
        raise ValueError(f"game code {game} is not 0..2")
    board_keys = []
    bring_in_keys = []
    for board in boards:
        cards = tuple(board)            # read once: the loop stays in the array
        n = <int>len(cards)
        if not 1 <= n <= 4:
            raise ValueError(f"a board is 1 to 4 upcards, got {n}")
        for i in range(n):
            code = cards[i]
            if not 0 <= code < N_CARDS:
                raise ValueError(f"card code {code} is out of range 0..51")
            up[i] = <uint8_t>code
        board_keys.append(_board_key(up, n, game, suit_tiebreak))
        if n == 1:
            bring_in_keys.append(_bring_in_key(up[0], game))
    return board_keys, bring_in_keys


cdef int _seventh_street_plan(bint casino, bint burns, int players, int stub, int burned,
                              bint* community) noexcept nogil:
    """R16 on 7th street: burn, scramble or neither, and whether 7th street is one
    community card (the test reference's deck, tests/deck_reference.py, states it in Python)."""
    cdef int required
    if casino:
        required = players + 2       # a burn, and the last card is never dealt
        if stub >= required:
            community[0] = False
            return PLAN_BURN
        if stub + burned >= required:
            community[0] = False
            return PLAN_SCRAMBLE
        community[0] = True
        return PLAN_BURN if stub >= 3 else PLAN_SCRAMBLE
    if burns:
        if stub - 1 >= players:
            community[0] = False
            return PLAN_BURN
        community[0] = True
        return PLAN_BURN if stub >= 2 else PLAN_NONE
    community[0] = stub < players
    return PLAN_NONE


cdef int64_t _chip_arg(object value, object name, int64_t minimum) except? -1:
    """A stake or stack from Python: an int (not a bool), minimum <= value <= MAX_CHIPS, each
    refusal in the words HandState's users see. name: the argument's name, or a seat number
    (its stack)."""
    cdef int overflow = 0
    cdef long long chips
    if type(value) is int:
        chips = PyLong_AsLongLongAndOverflow(value, &overflow)
        if not overflow and minimum <= chips < CHIP_LIMIT:
            return chips
    if type(name) is int:
        name = f"stack of seat {name}"
    if type(value) is bool or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {value!r}")
    if value < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {value}")
    if value >= CHIP_LIMIT:
        raise ValueError(f"{name} is {value} chips, more than the limit MAX_CHIPS = 2**56 - 1 "
                         f"(settle counts at most that many chips a seat)")
    return value


@cython.auto_pickle(False)     # C arrays: _clone() copies it; HandState pickles by replay
cdef class _HandCore:
    """The state machine of one hand (see the top of _engine.pxi); cstud.game builds the
    friendly API on it. Arguments are already parsed: card codes, option flags as ints."""

    # the table
    cdef int n_seats, game, n_order, cap, odd_rule, heads_up
    cdef readonly int dealer
    cdef bint o_open_pair, o_tda_skip, o_full_bet, o_suit_board, o_seat_show, o_casino
    cdef bint o_fold_free, o_burns
    cdef readonly bint auto_deal, auto_showdown
    cdef readonly int64_t ante, bring_in, small_bet, big_bet
    cdef int order[MAX_SEATS]
    cdef int following[MAX_SEATS]
    cdef int seat_number[MAX_SEATS]
    cdef object rake
    cdef int rake_kind          # RAKE_NONE, RAKE_EXACT (rake_exact chips) or RAKE_RULE (rake)
    cdef int64_t rake_exact
    cdef object seed            # the constructor's seed: R16's scramble seeds from it ...
    cdef int64_t seed_value     # ... unless seed_in_c: a re-dealt hand's seed (_redeal)
    cdef bint seed_in_c
    # the chips
    cdef int64_t stacks[MAX_SEATS]
    cdef int64_t contrib[MAX_SEATS]
    cdef int64_t bets[MAX_SEATS]
    # the cards
    cdef uint8_t cards_of[MAX_SEATS][MAX_HAND]
    cdef int n_cards[MAX_SEATS]
    cdef uint8_t up[MAX_SEATS][MAX_HAND]
    cdef int n_up[MAX_SEATS]
    cdef int32_t board[MAX_SEATS]
    cdef int community
    # the deck plan: the cards left to draw (a list; drawn lazily at random, or from the end
    # of a given order), the cards given per seat (dealt from preset_at up to n_preset)
    cdef uint8_t deck[N_CARDS]
    cdef int n_deck
    cdef bint lazy, rng_ready
    # the shuffle's MT19937 state (2.5 KB), malloc'd when first seeded: a hand dealt from a
    # given deck order never uses it, and every new object is zeroed whole
    cdef _MT* rng
    cdef uint8_t preset[MAX_SEATS][MAX_HAND]
    cdef int preset_at[MAX_SEATS]
    cdef int n_preset[MAX_SEATS]
    cdef int preset_community
    cdef int stub
    cdef int burns[8]           # cards burned since the last scramble (-1: not identified)
    cdef int n_burns
    # the hand
    cdef int live, in_hand, shown
    cdef bint reached_fourth, runout
    cdef int queue[MAX_SEATS]
    cdef int n_queue
    cdef readonly int street
    cdef int status, actor, bring_in_seat, first
    # the betting round
    cdef int64_t current, level, largest
    cdef int64_t units[2]
    cdef int n_units
    cdef int wagers, reopen, pending, forced, aggressor
    cdef int acted_serial[MAX_SEATS]
    cdef int64_t acted_bet[MAX_SEATS]
    cdef bint open_round, capped, began_heads_up
    # the legal actions (kind, amount, all_in, chips) and their step() codes
    cdef int n_legal
    cdef int legal_kind[MAX_LEGAL]
    cdef int legal_code[MAX_LEGAL]
    cdef int64_t legal_amount[MAX_LEGAL]
    cdef int64_t legal_chips[MAX_LEGAL]
    cdef bint legal_all_in[MAX_LEGAL]
    cdef readonly int mask
    # the compact log, grown as needed
    cdef int64_t* log
    cdef Py_ssize_t n_log, log_capacity
    # the settlement, worked out in C when the hand ends, made a Python object when asked
    cdef _Showdown showdown
    cdef int64_t payout[MAX_SEATS]
    cdef int64_t rake_chips
    cdef object settlement_object   # the current hand's when settlement_made, else stale
    cdef bint settlement_made

    # Whether the hand refuses every call (BLOCK_*): set while a step changes the state and
    # cleared when the state is whole again, so that a step which Python code interrupts
    # (a Rake rule's amount() raising, KeyboardInterrupt, a re-entrant call) leaves a hand
    # that refuses to go on rather than one that acts for no seat; its mask is 0 meanwhile,
    # which is all _VectorCore checks. `made` is set once, by the first constructor that
    # succeeds: a hand is never made again in place.
    cdef int blocked
    cdef bint made

    def __cinit__(self):
        self.log = NULL
        self.n_log = 0
        self.log_capacity = 0
        self.rng = NULL
        self.blocked = BLOCK_NEW

    def __dealloc__(self):
        _free(self.log)
        _free(self.rng)

    def __init__(self, stacks, ante, bring_in, small_bet, big_bet, int game, options,
                 int odd_rule, rake, dealer, seat_numbers, deck, cards, int community,
                 seed, bint auto_deal, bint auto_showdown):
        """The one check of a hand's table, every refusal worded for HandState's users (it
        only reads its arguments into these types). stacks: ints per seat; big_bet: chips,
        or None for twice the small bet; dealer: a seat; options: 10 ints in Options' order
        (open_pair_double_bet, tda_bringin_skip, wsop_cap, headsup_uncapped 0/1/2, full_bet_rule,
        suit_tiebreak_board, seat_order_show, casino_stub_procedure, fold_without_bet,
        burn_cards); deck: 52 codes or None; cards: per seat a list of codes or None (or
        None); community: a code or -1."""
        cdef int i, seat, players = 0, code, count
        cdef uint64_t reserved = 0
        cdef bint plan_community
        cdef uint8_t order_given[N_CARDS]
        if self.made:
            raise TypeError(_MADE_ONCE)
        n = len(stacks)
        if not 2 <= n <= MAX_SEATS:
            raise ValueError(f"a stud table has 2 to 8 seats (R1), got {n} stacks")
        self.n_seats = n
        for seat in range(n):
            self.stacks[seat] = _chip_arg(stacks[seat], seat, 0)
            if self.stacks[seat] > 0:
                players += 1
        if players < 2:
            raise ValueError(f"a hand needs at least 2 players with chips (R1), got {players}")
        self.ante = _chip_arg(ante, "ante", 0)
        self.bring_in = _chip_arg(bring_in, "bring_in", 1)
        self.small_bet = _chip_arg(small_bet, "small_bet", 1)
        if big_bet is None:
            self.big_bet = _chip_arg(2 * self.small_bet, "big_bet (twice the small bet)", 1)
        else:
            self.big_bet = _chip_arg(big_bet, "big_bet", 1)
        if not self.bring_in < self.small_bet <= self.big_bet:
            raise ValueError(f"the stakes need bring_in < small_bet <= big_bet (R2), got "
                             f"{self.bring_in}, {self.small_bet}, {self.big_bet}")
        if not 0 <= game <= 2:
            raise ValueError(f"game code {game} is not 0..2")
        if not 0 <= odd_rule <= 2:
            raise ValueError(f"odd-chip rule code {odd_rule} is not 0..2")
        if type(dealer) is not int:
            raise TypeError(f"dealer must be an int, not {dealer!r}")
        if dealer < 0:
            raise ValueError(f"dealer must be at least 0, not {dealer}")
        if dealer >= n:
            raise ValueError(f"dealer seat {dealer} is not one of the {n} seats")
        if type(options) is not tuple or len(options) != 10:
            raise ValueError("options are a tuple of 10 ints")
        for i in range(10):
            if type(options[i]) is not int:
                raise ValueError("options are a tuple of 10 ints")
        self.game = game
        self.odd_rule = odd_rule
        self.dealer = dealer
        self.o_open_pair = options[0]
        self.o_tda_skip = options[1]
        self.cap = 5 if options[2] else 4
        if not 0 <= options[3] <= 2:
            raise ValueError("headsup_uncapped code is 0..2")
        self.heads_up = options[3]
        self.o_full_bet = options[4]
        self.o_suit_board = options[5]
        self.o_seat_show = options[6]
        self.o_casino = options[7]
        self.o_fold_free = options[8]
        self.o_burns = options[9]
        if self.o_casino and not self.o_burns:
            raise ValueError("casino_stub_procedure scrambles the burn cards: it needs "
                             "burn_cards=True (R16)")
        if game == GAME_RAZZ and self.o_open_pair:
            raise ValueError("open_pair_double_bet is a Stud rule; Razz has no open-pair "
                             "double bet (R11)")
        self.rake = rake
        self._read_rake()
        self.seed = seed
        self.seed_in_c = False
        self.auto_deal = auto_deal
        self.auto_showdown = auto_showdown
        seat_numbers = tuple(seat_numbers)      # read once: the loop stays in the array
        for number in seat_numbers:
            if type(number) is not int:
                raise TypeError(f"seat number must be an int, not {number!r}")
            if number < 0:
                raise ValueError(f"seat number must be at least 0, not {number}")
            if number >= (1 << 30):
                raise ValueError(f"seat number {number} is not an int 0..2**30")
        if len(seat_numbers) != n or len(set(seat_numbers)) != n:
            raise ValueError(f"seat_numbers must be {n} distinct numbers, one per seat, got "
                             f"{list(seat_numbers)}")
        for seat in range(n):
            self.seat_number[seat] = seat_numbers[seat]

        self._seat_players()

        # the deck
        if deck is not None:
            if cards is not None or community >= 0:
                raise ValueError("give either a full deck order or cards per seat, not both")
            if len(deck) != N_CARDS:
                raise ValueError(f"a deck order has all 52 cards, got {len(deck)}")
            for i in range(N_CARDS):
                code = deck[i]
                if not 0 <= code < N_CARDS or reserved >> code & 1:
                    raise ValueError(f"a deck order has all 52 cards once each")
                reserved |= (<uint64_t>1) << code
                order_given[i] = <uint8_t>code
            self._plan_deck_order(order_given)
            memcpy(self.given_deck, order_given, N_CARDS)
            self.deck_given = True
        else:
            if cards is not None:
                if len(cards) != n:
                    raise ValueError("cards: one entry per seat")
                for seat in range(n):
                    given = cards[seat]
                    if given is None:
                        continue
                    if not self.live >> seat & 1:
                        raise ValueError(f"cards given for seat {seat}, which has no chips and "
                                         "is not dealt in (R3)")
                    count = len(given)          # read once: the loop stays in the arrays
                    if count > MAX_HAND:
                        raise ValueError(f"seat {seat} is given {count} cards; a stud "
                                         "hand has at most 7")
                    for i in range(count):
                        code = given[i]
                        if not 0 <= code < N_CARDS:
                            raise ValueError(f"card code {code} is out of range 0..51")
                        if reserved >> code & 1:
                            raise ValueError(f"card {card_text(code)} is given twice")
                        reserved |= (<uint64_t>1) << code
                        self.preset[seat][i] = <uint8_t>code
                        self.given_cards[seat][i] = <uint8_t>code
                    self.n_preset[seat] = count
                    self.n_given_cards[seat] = count
            if community >= 0:
                if community >= N_CARDS:
                    raise ValueError(f"card code {community} is out of range 0..51")
                if reserved >> community & 1:
                    raise ValueError(f"card {card_text(community)} is given twice")
                reserved |= (<uint64_t>1) << community
                self.preset_community = community
                # R16: a community card that can never be dealt is refused
                _seventh_street_plan(self.o_casino, self.o_burns, players,
                                     52 - 6 * players - (3 if self.o_burns else 0),
                                     3 if self.o_burns else 0, &plan_community)
                if not plan_community:
                    raise ValueError(f"a community card is given, but with {players} players "
                                     f"the stub can never run short (R16): it would never be "
                                     f"dealt")
            self.n_deck = 0
            for code in range(N_CARDS):
                if not reserved >> code & 1:
                    self.deck[self.n_deck] = <uint8_t>code
                    self.n_deck += 1
            self.lazy = True
        self.given_community = community
        if seed is None and (self.lazy or self.o_casino):
            # a seed of its own, kept, so that a copy or a pickle of the hand deals the same
            # cards from then on as the hand itself (256 bits: more than log2(52!))
            seed = int.from_bytes(urandom(32), "little")
            self.seed = seed
        self.rng_ready = False
        if self.lazy:
            _mt_seed(self._rng_state(), seed)
            self.rng_ready = True
        self._start_hand()
        self.made = True

    # ------------------------------------------------------------------------------------
    # The rake in C (read once by the constructor), so that _settle runs without the GIL

    cdef int _read_rake(self) except -1:
        """self.rake in C numbers for the settlement, which runs without the GIL: none, an
        exact count of chips (an int >= 0; above every hand's chips, 8 * 2**56, it takes them
        all, so it is held at 2**62), or a Rake rule, called with the GIL."""
        rake = self.rake
        self.rake_exact = 0
        if rake is None:
            self.rake_kind = RAKE_NONE
        elif type(rake) is int:
            if rake < 0:
                raise ValueError(f"rake is None, a number of chips >= 0 or a Rake rule, not "
                                 f"{rake}")
            self.rake_kind = RAKE_EXACT
            self.rake_exact = rake if rake < (1 << 62) else (1 << 62)
        else:
            self.rake_kind = RAKE_RULE
        return 0

    # ------------------------------------------------------------------------------------
    # A new hand: the constructor's per-hand part, in three cdef methods that the
    # constructor and _redeal (a new hand at the same table without the Python constructor,
    # for _VectorCore in _tables.pxi) both call, so that both set every per-hand field
    # the same way (tests/test_rl_tables.py compares a re-dealt hand with a new one).

    cdef void _seat_players(self) noexcept nogil:
        """R3: the seat order from the stacks (the players with chips, clockwise from the
        dealer's left); every seat's chips in play, cards and cards given cleared."""
        cdef int i, k, seat, n = self.n_seats
        self.n_order = 0
        for k in range(self.dealer + 1, self.dealer + 1 + n):
            seat = k % n
            self.following[seat] = -1
            if self.stacks[seat] > 0:
                self.order[self.n_order] = seat
                self.n_order += 1
        for i in range(self.n_order):
            self.following[self.order[i]] = self.order[(i + 1) % self.n_order]
        self.live = 0
        for seat in range(n):
            self.contrib[seat] = 0
            self.bets[seat] = 0
            self.n_cards[seat] = 0
            self.n_up[seat] = 0
            self.board[seat] = 0
            self.preset_at[seat] = 0
            self.n_preset[seat] = 0
            if self.stacks[seat] > 0:
                self.live |= 1 << seat
        self.in_hand = self.n_order
        self.community = -1
        self.preset_community = -1

    cdef void _plan_deck_order(self, const uint8_t* order) noexcept nogil:
        """The deck plan is this order of the 52 cards (checked by the caller), the first
        dealt first."""
        cdef int i
        for i in range(N_CARDS):
            self.deck[N_CARDS - 1 - i] = order[i]     # the end is dealt first
        self.n_deck = N_CARDS
        self.lazy = False

    cdef int _start_hand(self) except -1 nogil:
        """The rest of a new hand, once the seats and the deck plan are in place: the
        counters, the antes (R3), 3rd street when auto_deal, the legal actions."""
        cdef int i, seat
        cdef int64_t amount
        self.blocked = BLOCK_STEP
        self.mask = 0
        self.n_log = 0
        self.named_streets = 0
        self.settlement_made = False
        self.stub = N_CARDS
        self.n_burns = 0
        self.reached_fourth = False
        self.runout = False
        self.shown = 0
        self.n_queue = 0
        self._reset_round()
        self.bring_in_seat = -1
        self.first = -1

        # antes (R3), then 3rd street
        self.street = 3
        self.actor = -1
        self.status = ST_DEALING
        if self.ante:
            for i in range(self.n_order):
                seat = self.order[i]
                amount = self.ante if self.ante < self.stacks[seat] else self.stacks[seat]
                self.stacks[seat] -= amount
                self.contrib[seat] = amount
                self._log(R_ANTE, seat, amount, self.stacks[seat] == 0, 0, 0, 0)
        if self.auto_deal:
            self._deal_street()
        self._compute_legal()
        self.blocked = 0
        return 0

    cdef int _redeal(self, const int64_t* stacks, const uint8_t* order, int64_t seed) \
            except -1 nogil:
        """A new hand at this table (the same stakes, rules and seats), as the constructor
        would make it with these stacks (as many as seats, at least two with chips),
        deck=order (52 distinct codes, the first dealt first; checked by the caller) and
        seed; the log's buffer is kept. For _VectorCore's plain _HandCores (not HandStates,
        whose Python-side state it does not reset): no Python object, no GIL."""
        memcpy(self.stacks, stacks, self.n_seats * sizeof(int64_t))
        self.seed_value = seed
        self.seed_in_c = True
        self._seat_players()
        self._plan_deck_order(order)
        memcpy(self.given_deck, order, N_CARDS)
        self.deck_given = True
        memset(self.n_given_cards, 0, sizeof(self.n_given_cards))
        self.given_community = -1
        self.rng_ready = False
        self._listed_at = -1        # the listed actions were the last hand's (a C field: no GIL)
        return self._start_hand()

    # ------------------------------------------------------------------------------------
    # The compact log

    cdef int64_t* _record(self) except NULL nogil:
        cdef Py_ssize_t capacity
        cdef int64_t* grown
        if self.n_log == self.log_capacity:
            capacity = 64 if self.log_capacity == 0 else 2 * self.log_capacity
            grown = <int64_t*>realloc(self.log, capacity * REC_WORDS * sizeof(int64_t))
            if grown == NULL:
                with gil:
                    raise MemoryError()
            self.log = grown
            self.log_capacity = capacity
        cdef int64_t* rec = &self.log[self.n_log * REC_WORDS]
        memset(rec, 0, REC_WORDS * sizeof(int64_t))
        self.n_log += 1
        return rec

    cdef int _log(self, int kind, int64_t a, int64_t b, int64_t c, int64_t d, int64_t e,
                  int64_t f) except -1 nogil:
        cdef int64_t* rec = self._record()
        rec[0] = kind
        rec[1] = a
        rec[2] = b
        rec[3] = c
        rec[4] = d
        rec[5] = e
        rec[6] = f
        return 0

    cdef int _log_shown(self, int seat, bint all_in) except -1 nogil:
        cdef int64_t* rec = self._record()
        cdef int i
        rec[0] = R_SHOWN
        rec[1] = seat
        rec[2] = all_in
        rec[3] = self.n_cards[seat]
        for i in range(self.n_cards[seat]):
            rec[4 + i] = self.cards_of[seat][i]
        return 0

    # ------------------------------------------------------------------------------------
    # The deck

    cdef int _spare_given_card(self) except -1 nogil:
        """R16: the cards left to draw are exhausted but cards given for later are still in the
        stub: take the community card (on 7th street, or when no 7th-street card is given),
        else the first live seat's given 7th-street card."""
        cdef int i, seat, seventh = -1, code
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.n_preset[seat] > self.preset_at[seat] and \
                    self.n_cards[seat] + self.n_preset[seat] - self.preset_at[seat] == 7:
                seventh = seat
                break
        if self.preset_community >= 0 and (self.street == 7 or seventh < 0):
            code = self.preset_community
            self.preset_community = -1
            return code
        if seventh >= 0:
            self.n_preset[seventh] -= 1
            return self.preset[seventh][self.n_preset[seventh]]
        with gil:
            raise AssertionError("the stub has no card left: the engine's count of the stub is "
                                 "wrong")

    cdef _MT* _rng_state(self) except NULL nogil:
        """The shuffle's state, allocated on first use (then seeded by the caller)."""
        if self.rng == NULL:
            self.rng = <_MT*>malloc(sizeof(_MT))
            if self.rng == NULL:
                with gil:
                    raise MemoryError("no memory for the hand's shuffle")
        return self.rng

    cdef int _draw(self) except -1 nogil:
        cdef int index, code
        if self.n_deck == 0:
            self.deck[0] = <uint8_t>self._spare_given_card()
            self.n_deck = 1
        if self.lazy:
            index = <int>(_mt_random(self.rng) * self.n_deck)
            code = self.deck[index]
            self.deck[index] = self.deck[self.n_deck - 1]
            self.n_deck -= 1
            return code
        self.n_deck -= 1
        return self.deck[self.n_deck]

    cdef int _seat_card(self, int seat) except -1 nogil:
        if self.preset_at[seat] < self.n_preset[seat]:
            self.preset_at[seat] += 1
            return self.preset[seat][self.preset_at[seat] - 1]
        return self._draw()

    cdef void _return_presets(self, int seat) noexcept nogil:
        """A seat's cards given for later streets go back to the stub (last given first)."""
        cdef int i
        for i in range(self.n_preset[seat] - 1, self.preset_at[seat] - 1, -1):
            self.deck[self.n_deck] = self.preset[seat][i]
            self.n_deck += 1
        self.preset_at[seat] = self.n_preset[seat] = 0

    cdef int _burn(self, bint explicit=False) except -1 nogil:
        cdef int burned = -1 if explicit else self._draw()
        self.burns[self.n_burns] = burned
        self.n_burns += 1
        self.stub -= 1
        self._log(R_BURN, self.street, burned, 0, 0, 0, 0)
        return 0

    cdef void _give(self, int seat, int code, bint face_up) noexcept nogil:
        self.cards_of[seat][self.n_cards[seat]] = <uint8_t>code
        self.n_cards[seat] += 1
        if face_up:
            self.up[seat][self.n_up[seat]] = <uint8_t>code
            self.n_up[seat] += 1
            self.board[seat] = _board_key(self.up[seat], self.n_up[seat], self.game,
                                          self.o_suit_board)

    cdef int _deal_street(self, const uint8_t* given=NULL, int given_community=-1,
                          uint64_t named=0) \
            except -1 nogil:
        """Deal the current street (R4, R11, R13, R14, R16), then begin its betting: from the
        deck plan, or (given, checked by _deal_cards) each live seat's cards of this street
        at given[3 * seat:] and the community card in given_community (named: all of them,
        as a card mask); the burns of a street dealt so are counted but not identified."""
        cdef int i, j, k, seat, code, how, live_count = 0
        cdef uint8_t dealt[MAX_SEATS][3]
        cdef bint shared, explicit = given != NULL
        cdef int64_t* rec
        cdef int street = self.street
        for i in range(self.n_order):
            if self.live >> self.order[i] & 1:
                live_count += 1
        if explicit:
            # cards named by the caller leave the deck, so that later draws never repeat them
            k = 0
            for i in range(self.n_deck):
                if not named >> self.deck[i] & 1:
                    self.deck[k] = self.deck[i]
                    k += 1
            self.n_deck = k
        if street == 3:
            # one card at a time, in seat order: down, down, up (R4)
            for j in range(3):
                for i in range(self.n_order):
                    seat = self.order[i]
                    if self.live >> seat & 1:
                        dealt[seat][j] = given[3 * seat + j] if explicit else \
                            <uint8_t>self._seat_card(seat)
            for i in range(self.n_order):
                seat = self.order[i]
                if self.live >> seat & 1:
                    self._give(seat, dealt[seat][0], False)
                    self._give(seat, dealt[seat][1], False)
                    self._give(seat, dealt[seat][2], True)
                    rec = self._record()
                    rec[0] = R_DEALT
                    rec[1] = seat
                    rec[2] = 3
                    rec[3] = 3
                    rec[4] = 0b100
                    rec[5] = dealt[seat][0]
                    rec[6] = dealt[seat][1]
                    rec[7] = dealt[seat][2]
            self.stub -= 3 * live_count
        elif street < 7:
            self.reached_fourth = True
            if self.o_burns:
                self._burn(explicit)
            for i in range(self.n_order):
                seat = self.order[i]
                if self.live >> seat & 1:
                    code = given[3 * seat] if explicit else self._seat_card(seat)
                    self._give(seat, code, True)
                    self._log(R_DEALT, seat, street, 1, 1, code, 0)
            self.stub -= live_count
        else:
            how = _seventh_street_plan(self.o_casino, self.o_burns, self.in_hand, self.stub,
                                       self.n_burns, &shared)
            if how == PLAN_SCRAMBLE:
                # R16 casino procedure: the stub and the burns are scrambled, cut, burned
                for i in range(self.n_burns):
                    if self.burns[i] >= 0:
                        self.deck[self.n_deck] = <uint8_t>self.burns[i]
                        self.n_deck += 1
                if not self.lazy:
                    if not self.rng_ready:
                        if self.seed_in_c:
                            _mt_seed_int64(self._rng_state(), self.seed_value)
                        else:
                            with gil:      # a Python seed object (rarely: only here)
                                _mt_seed(self._rng_state(), self.seed)
                        self.rng_ready = True
                    for i in range(self.n_deck - 1, 0, -1):       # random.shuffle
                        j = _mt_below(self.rng, i + 1)
                        code = self.deck[i]
                        self.deck[i] = self.deck[j]
                        self.deck[j] = code
                self.stub += self.n_burns
                self._log(R_SCRAMBLE, street, self.stub, 0, 0, 0, 0)
                self.n_burns = 0
                how = PLAN_BURN
            if shared:
                # a community card instead of each player's own: 7th-street cards given per
                # seat cannot be dealt, so they are stub cards like the rest
                for i in range(self.n_order):
                    seat = self.order[i]
                    if self.live >> seat & 1:
                        self._return_presets(seat)
            if how == PLAN_BURN:
                self._burn(explicit)
            if shared:
                code = given_community if explicit else self.preset_community
                if code < 0:
                    code = self._draw()
                self.community = code
                self.stub -= 1
                self._log(R_COMMUNITY, street, code, 0, 0, 0, 0)
            else:
                for i in range(self.n_order):
                    seat = self.order[i]
                    if self.live >> seat & 1:
                        code = given[3 * seat] if explicit else self._seat_card(seat)
                        self._give(seat, code, False)
                        self._log(R_DEALT, seat, street, 1, 0, code, 0)
                self.stub -= live_count
        self._begin_round()
        return 0

    # ------------------------------------------------------------------------------------
    # Betting rounds

    cdef void _reset_round(self) noexcept nogil:
        cdef int seat
        for seat in range(self.n_seats):
            self.bets[seat] = 0
            self.acted_serial[seat] = -1
            self.acted_bet[seat] = 0
        self.current = 0
        self.level = 0
        self.wagers = 0
        self.reopen = 0
        self.largest = 0
        self.pending = 0
        self.forced = -1
        self.open_round = False
        self.n_units = 0
        self.capped = False
        self.began_heads_up = False
        self.aggressor = -1

    cdef int _next_with_chips(self, int seat) noexcept nogil:
        cdef int candidate = self.following[seat], k
        for k in range(self.n_seats):
            if self.live >> candidate & 1 and self.stacks[candidate] > 0:
                return candidate
            candidate = self.following[candidate]
        return -1        # not reached: called only while two players have chips

    cdef int _first_with_chips(self, int seat) noexcept nogil:
        return seat if self.stacks[seat] > 0 else self._next_with_chips(seat)

    cdef int _best_board(self) noexcept nogil:
        """R12: the live seat with the best board; ties go to the first in seat order."""
        cdef int i, seat, best = -1
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and (best < 0 or self.board[seat] > self.board[best]):
                best = seat
        return best

    cdef int _low_card(self) noexcept nogil:
        """R5: the live seat whose door card brings in."""
        cdef int i, seat, best = -1
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and (best < 0 or _bring_in_key(self.up[seat][0], self.game)
                                          > _bring_in_key(self.up[best][0], self.game)):
                best = seat
        return best

    cdef int _begin_round(self) except -1 nogil:
        cdef int i, seat, low = -1, able = 0, first
        self._reset_round()
        if self.street == 3:
            self.bring_in_seat = low = self._low_card()
        if self.runout:
            self.first = -1
            return self._end_round()
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.stacks[seat] > 0:
                able += 1
        if able < 2:
            # nobody can bet against anybody: no betting round (everyone else is all-in)
            self.first = -1
            return self._end_round()
        # the bring-in, or the best board (R5, R12); an all-in seat passes it on (R7, R12.3)
        first = self._first_with_chips(low if self.street == 3 else self._best_board())
        if self.street == 3:
            if self.stacks[low] > 0 or not self.o_tda_skip:
                self.forced = first                                 # R6; R7 default
            else:
                self.open_round = True                              # R7 option
            self.units[0] = self.small_bet
            self.n_units = 1
        elif self.street == 4:
            self.units[0] = self.small_bet
            self.n_units = 1
            if self.o_open_pair:
                for i in range(self.n_order):
                    seat = self.order[i]
                    if self.live >> seat & 1 and self.up[seat][0] >> 2 == self.up[seat][1] >> 2:
                        self.units[1] = self.big_bet                # R11 option
                        self.n_units = 2
                        break
        else:
            self.units[0] = self.big_bet
            self.n_units = 1
        self.began_heads_up = able == 2
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.stacks[seat] > 0:
                self.pending |= 1 << seat
        self.first = first
        self.actor = first
        self.status = ST_BETTING
        return 0

    cdef bint _may_raise(self, int seat) noexcept nogil:
        """R10: the betting is open for seat: he has not acted since the last full bet or
        raise, or the short all-ins since add up to enough."""
        cdef int serial = self.acted_serial[seat]
        cdef int64_t faced
        if serial < 0 or self.reopen > serial:
            return True
        faced = self.current - self.acted_bet[seat]
        if self.o_full_bet:
            return 0 < self.largest <= faced
        return 2 * faced >= self.units[0]

    cdef bint _cap_open(self) noexcept nogil:
        """R9: the raise cap, with the heads-up options."""
        if self.wagers < self.cap:
            return True
        if self.heads_up == HEADS_UP_WSOP_LA:
            return self.began_heads_up
        if self.heads_up == HEADS_UP_RROP:
            return not self.capped
        return False

    cdef bint _others_can_call(self, int seat) noexcept nogil:
        """A raise needs someone who can still put in more than the current bet."""
        cdef int i, other
        for i in range(self.n_order):
            other = self.order[i]
            if self.live >> other & 1 and other != seat and \
                    self.bets[other] + self.stacks[other] > self.current:
                return True
        return False

    cdef bint _any_all_in(self) noexcept nogil:
        cdef int i, seat
        if self.runout:
            return True
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.stacks[seat] == 0:
                return True
        return False

    cdef void _add_legal(self, int kind, int code, int64_t amount, bint all_in,
                         int64_t chips) noexcept nogil:
        cdef int i = self.n_legal
        if i >= MAX_LEGAL:
            return       # not reached: at most four actions are ever legal at once
        self.legal_kind[i] = kind
        self.legal_code[i] = code
        self.legal_amount[i] = amount
        self.legal_all_in[i] = all_in
        self.legal_chips[i] = chips
        self.n_legal += 1
        self.mask |= 1 << code

    cdef void _compute_legal(self) noexcept nogil:
        """What the actor may do now, in HandState.legal_actions()'s order."""
        cdef int seat = self.actor, i, other, kind, u
        cdef int64_t stack, bet, total, amount, to, to_call, base
        cdef bint others_with_chips
        self.n_legal = 0
        self.mask = 0
        if self.status == ST_SHOWDOWN:
            self._add_legal(K_SHOW, C_SHOW, 0, False, 0)
            if not self._any_all_in():
                self._add_legal(K_MUCK, C_MUCK, 0, False, 0)
            return
        if self.status != ST_BETTING or seat < 0:
            return
        stack = self.stacks[seat]
        bet = self.bets[seat]
        total = bet + stack
        if self.forced == seat or self.open_round:
            if self.open_round:
                self._add_legal(K_FOLD, C_FOLD, 0, False, 0)
            amount = self.bring_in if self.bring_in < stack else stack
            self._add_legal(K_BRING_IN, C_BRING_IN, amount, amount == stack, amount)
            if stack > self.bring_in:
                to = self.small_bet if self.small_bet < total else total
                self._add_legal(K_COMPLETE, C_WAGER, to, to == total, to - bet)
            return
        to_call = self.current - bet
        if to_call > 0:
            self._add_legal(K_FOLD, C_FOLD, 0, False, 0)
            to = self.current if self.current < total else total
            self._add_legal(K_CALL, C_CALL, to, to == total, to - bet)
        else:
            self._add_legal(K_CHECK, C_CHECK, 0, False, 0)
            # R15 option. Never for the last live player with chips: his fold would leave
            # the chips he has put in beyond the all-in players to no one.
            if self.o_fold_free:
                others_with_chips = False
                for i in range(self.n_order):
                    other = self.order[i]
                    if self.live >> other & 1 and self.stacks[other] > 0 and other != seat:
                        others_with_chips = True
                        break
                if others_with_chips:
                    self._add_legal(K_FOLD, C_FOLD, 0, False, 0)
        if stack > to_call and self._may_raise(seat) and self._cap_open() and \
                self._others_can_call(seat):
            kind = K_RAISE if self.wagers else (K_COMPLETE if self.street == 3 else K_BET)
            # half-bet rule: from the last full bet; no-limit rule: from the (all-in) amount
            base = self.current if self.o_full_bet and self.wagers else self.level
            for u in range(self.n_units):
                to = base + self.units[u]
                if to >= total:
                    self._add_legal(kind, C_WAGER + u, total, True, stack)
                    break
                self._add_legal(kind, C_WAGER + u, to, False, to - bet)

    cdef int _wager(self, int seat, int64_t to, bint all_in) except -1 nogil:
        """A completion, bet or raise to `to` (R8-R11): count it, reopen the betting."""
        cdef int64_t current = self.current, level = self.level, unit = self.units[0], base
        cdef int64_t increment
        cdef bint counted, reopens
        cdef int i, other, able = 0
        self.forced = -1
        self.open_round = False
        if self.o_full_bet:
            # every wager counts toward the cap; only one at least as large as the largest
            # so far reopens the betting for those who have acted (the no-limit rule)
            base = current if self.wagers else 0
            increment = to - current
            self.wagers += 1
            if increment >= self.largest:
                self.reopen += 1
                self.largest = increment
            self.level = to
        else:
            # the half-bet rule (R10; tests/engine_reference.py's _wager states it in Python)
            base = level
            if not all_in:
                counted = reopens = True
            elif not self.wagers:
                counted = reopens = 2 * to >= unit
            else:
                counted = 2 * (to - level) >= unit
                reopens = 2 * (to - current) >= unit
            if counted:
                self.wagers += 1
                self.level = to
            if reopens:
                self.reopen += 1
        if self.n_units == 2 and not all_in and to == base + self.units[1]:
            self.units[0] = self.units[1]                           # R11: once big, all big
            self.n_units = 1
        if to > current:
            self.current = to
        self.aggressor = seat
        for i in range(self.n_order):
            other = self.order[i]
            if self.live >> other & 1 and self.stacks[other] > 0:
                able += 1
                if other != seat:
                    self.pending |= 1 << other
        if self.wagers >= self.cap and able > 2:
            self.capped = True                                      # R9 "rrop"
        return 0

    cdef int _bet_action(self, int index) except -1 nogil:
        cdef int seat = self.actor, kind = self.legal_kind[index], candidate, k
        cdef int64_t chips
        self._log(R_ACTED, seat, self.street, kind, self.legal_amount[index],
                  self.legal_all_in[index], self.legal_chips[index])
        self.pending &= ~(1 << seat)
        if kind == K_FOLD:
            self.live &= ~(1 << seat)
            self.in_hand -= 1
            self._return_presets(seat)
        elif kind != K_CHECK:
            chips = self.legal_chips[index]
            self.stacks[seat] -= chips
            self.bets[seat] += chips
            self.contrib[seat] += chips
            if kind == K_BRING_IN:
                # R6: a short bring-in stands, but the others must enter for the full amount
                if self.current < self.bring_in:
                    self.current = self.bring_in
                self.forced = -1
                self.open_round = False
            elif kind != K_CALL:
                self._wager(seat, self.legal_amount[index], self.legal_all_in[index])
        self.acted_serial[seat] = self.reopen
        self.acted_bet[seat] = self.bets[seat]
        if self.in_hand == 1:
            return self._end_round()
        candidate = self.following[seat]
        for k in range(self.n_seats):
            if self.pending >> candidate & 1:
                self.actor = candidate
                return 0
            candidate = self.following[candidate]
        return self._end_round()

    cdef int _return_uncalled(self) except -1 nogil:
        """R15: the part of the largest contribution that no one else matched goes back."""
        cdef int seat, top = -1
        cdef int64_t largest = -1, second = -1, excess
        for seat in range(self.n_seats):
            if self.contrib[seat] > largest:
                second = largest
                largest = self.contrib[seat]
                top = seat
            elif self.contrib[seat] > second:
                second = self.contrib[seat]
        excess = largest - second
        if excess > 0:
            self.contrib[top] -= excess
            self.bets[top] -= excess
            self.stacks[top] += excess
            self._log(R_UNCALLED, top, excess, 0, 0, 0, 0)
        return 0

    cdef int _end_round(self) except -1 nogil:
        """The betting round is over: return uncalled chips, then the next street, the
        showdown, or the award to the last player."""
        cdef int i, seat, with_chips = 0
        self.actor = -1
        self._return_uncalled()
        if self.in_hand == 1:
            return self._settle()
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.stacks[seat] > 0:
                with_chips += 1
        if not self.runout and with_chips <= 1:
            # R17.3: betting is over with someone all-in: the hands are turned face up and
            # the remaining streets are dealt out
            self.runout = True
            if self.street < 7:
                self._showdown_queue()
                for i in range(self.n_queue):
                    self._log_shown(self.queue[i], True)
                self.n_queue = 0
        if self.street == 7:
            return self._start_showdown()
        self.street += 1
        self.status = ST_DEALING
        if self.auto_deal:
            self._deal_street()
        return 0

    # ------------------------------------------------------------------------------------
    # Showdown and settlement

    cdef void _showdown_queue(self) noexcept nogil:
        """R17: the live seats in showdown order, into queue."""
        cdef int i, seat, start = -1, index = 0
        if self.street == 7 and self.aggressor >= 0:
            start = self.aggressor                                   # R17.1
        elif self.o_seat_show:
            for i in range(self.n_order):                            # option: lowest number
                seat = self.order[i]
                if self.live >> seat & 1 and (
                        start < 0 or self.seat_number[seat] < self.seat_number[start]):
                    start = seat
        else:
            start = self._best_board()                               # R17.2
        for i in range(self.n_order):
            if self.order[i] == start:
                index = i
        self.n_queue = 0
        for i in range(self.n_order):
            seat = self.order[(index + i) % self.n_order]
            if self.live >> seat & 1:
                self.queue[self.n_queue] = seat
                self.n_queue += 1

    cdef int _start_showdown(self) except -1 nogil:
        cdef int i, seat
        cdef bint all_in
        self._showdown_queue()
        all_in = self._any_all_in()
        if all_in or self.auto_showdown:
            for i in range(self.n_queue):
                seat = self.queue[i]
                self.shown |= 1 << seat
                self._log_shown(seat, all_in)
            return self._settle()
        self.status = ST_SHOWDOWN
        self.actor = self.queue[0]
        return 0

    cdef int _show_or_muck(self, bint show) except -1 nogil:
        cdef int seat = self.queue[0], i
        for i in range(1, self.n_queue):
            self.queue[i - 1] = self.queue[i]
        self.n_queue -= 1
        if show:
            self.shown |= 1 << seat
            self._log_shown(seat, False)
        else:
            self.live &= ~(1 << seat)
            self.in_hand -= 1
            self._log(R_MUCKED, seat, 0, 0, 0, 0, 0)
        if self.n_queue == 0 or self.in_hand == 1:
            # R17.4: when all but one hand is mucked, the last one wins unseen
            return self._settle()
        self.actor = self.queue[0]
        return 0

    cdef int _settle(self) except -1 nogil:
        """R20-R23 by settle's own C code, then pay the seats; nobody is left to act."""
        cdef int i, seat, j
        cdef int64_t reachable = -1, excess, total = 0, in_pots, rake_chips = 0, paid
        cdef _Showdown* s = &self.showdown
        cdef _Hand* hand
        self.actor = -1
        self.n_queue = 0
        # chips above what any live player put in can be won by no one (the players who
        # folded to a low card all-in on a short ante, R3, R7): they go back to their owners
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1 and self.contrib[seat] > reachable:
                reachable = self.contrib[seat]
        for i in range(self.n_order):
            seat = self.order[i]
            if self.contrib[seat] > reachable:
                excess = self.contrib[seat] - reachable
                self.contrib[seat] = reachable
                self.stacks[seat] += excess
                self._log(R_UNCALLED, seat, excess, 0, 0, 0, 0)
        s.n_seats = self.n_seats
        s.dealer = self.dealer
        s.game = self.game
        s.rule = self.odd_rule
        s.community = self.community
        s.live = self.live
        s.n_live = self.in_hand
        for seat in range(self.n_seats):
            s.put_in[seat] = self.contrib[seat]
            total += self.contrib[seat]
            if self.live >> seat & 1:
                hand = &s.hands[seat]
                for j in range(self.n_cards[seat]):
                    hand.cards[j] = self.cards_of[seat][j]
                hand.n_cards = self.n_cards[seat]
                if self.community >= 0 and self.in_hand > 1:
                    hand.cards[hand.n_cards] = <uint8_t>self.community
                    hand.n_cards += 1
                hand.key_len[0] = hand.key_len[1] = hand.key_len[2] = -1
        in_pots = _settle_pots(s)
        if self.rake_kind == RAKE_NONE:
            rake_chips = 0
        elif self.rake_kind == RAKE_EXACT:
            # an exact rake takes at most what the pots hold: every chip put in, the uncalled
            # ones having gone back already
            rake_chips = self.rake_exact if self.rake_exact < total else total
            if rake_chips > in_pots:
                with gil:
                    raise ValueError(f"rake must be 0..{in_pots} chips (the chips in the pots), "
                                     f"got {rake_chips}")
        else:
            with gil:       # a Rake rule is Python code (cstud.showdown.Rake.amount)
                rake_chips = _rake_rule_chips(self.rake, in_pots, self.reached_fourth)
        paid = _settle_shares(s, rake_chips, self.payout)
        if paid != total:
            with gil:
                raise AssertionError(f"settle lost track of chips: paid {paid}, put in {total}")
        self.rake_chips = rake_chips
        for seat in range(self.n_seats):
            self.stacks[seat] += self.payout[seat]
        self._log(R_SETTLED, 0, 0, 0, 0, 0, 0)
        self.status = ST_OVER
        return 0

    # ------------------------------------------------------------------------------------
    # The Python-facing API

    @cython.critical_section
    def step(self, int code):
        """Do the legal action with this code (ACTION_CODES) and return the new mask (0 when
        nobody is to act: the hand is over, or waits for deal()). ValueError if the code is
        not legal now, and then nothing changes."""
        cdef int i
        if self.blocked:
            self._refuse()
        if not 0 <= code < N_CODES or not self.mask >> code & 1:
            raise ValueError(f"action code {code} is not legal now (legal mask {self.mask:#x})")
        for i in range(self.n_legal):
            if self.legal_code[i] == code:
                self._apply(i)
                return self.mask
        raise AssertionError("mask and legal actions disagree")

    cdef int _refuse(self) except -1:
        """Raise the error of a hand that refuses every call (self.blocked is set)."""
        if not self.made:
            raise RuntimeError("this hand has not been made: its constructor was not called, "
                               "or refused its arguments")
        raise RuntimeError("this hand is in the middle of a step (a call into it from Python "
                           "code that the step runs, such as a Rake rule), or a step of it was "
                           "interrupted by an exception part way: it refuses every call; "
                           "make a new hand")

    def _usable(self):
        """Nothing, or the RuntimeError of a hand that refuses every call (is_broken)."""
        if self.blocked:
            self._refuse()

    @property
    def is_broken(self):
        """Whether the hand refuses every call: a step of it was interrupted by an exception
        part way (a Rake rule's amount() raising, KeyboardInterrupt) or is running, or it
        was never made. Its mask is then 0 and its actor None."""
        return self.blocked != 0

    cdef int _apply(self, int index) except -1 nogil:
        """Do legal action ``index``. Until it is done the hand is blocked and its mask 0: an
        exception part way (raised by Python code that the settlement calls) leaves it so."""
        self.blocked = BLOCK_STEP
        self.mask = 0
        if self.status == ST_SHOWDOWN:
            self._show_or_muck(self.legal_kind[index] == K_SHOW)
        else:
            self._bet_action(index)
        self._compute_legal()
        self.blocked = 0
        return 0

    @cython.critical_section
    def _deal(self):
        """Deal the next street from the deck plan (when the status is dealing)."""
        if self.blocked:
            self._refuse()
        if self.status != ST_DEALING:
            raise ValueError(f"nothing to deal: the hand is {ENGINE_STATUSES[self.status]}")
        self.blocked = BLOCK_STEP
        self.mask = 0
        self._deal_street()
        self._compute_legal()
        self.blocked = 0

    @property
    def needs_community_card(self):
        """Whether the deal the hand waits for is 7th street as one community card (R16: the
        stub is short), so that deal() is given ``community=`` and no cards by seat; False
        whenever the hand waits for no deal or for another street's."""
        if self.blocked:
            self._refuse()
        return self._wants_community()

    cdef bint _wants_community(self) noexcept:
        cdef bint shared
        if self.status != ST_DEALING or self.street != 7:
            return False
        _seventh_street_plan(self.o_casino, self.o_burns, self.in_hand, self.stub, self.n_burns,
                             &shared)
        return shared

    @cython.critical_section
    def _deal_cards(self, cards, int community):
        """Deal the next street as given (HandState.deal(cards, community)): cards is one
        entry per seat (a sequence of codes, or None for a seat not in the hand), community
        a code or -1. Each sequence is copied once and each code read once, so a sequence
        that lies about its items deals nothing it did not pass the checks with. Checked
        first; ValueError (or TypeError) saying why, and then nothing changes."""
        cdef int i, j, seat, code, count, n_live = 0, n_codes
        cdef uint64_t used = 0, named = 0, seat_cards
        cdef uint8_t given[3 * MAX_SEATS]
        cdef uint8_t picked[3]
        cdef bint wants_community
        if self.blocked:
            self._refuse()
        if self.status != ST_DEALING:
            raise ValueError(f"nothing to deal: the hand is {ENGINE_STATUSES[self.status]}")
        street_name = ("3rd", "4th", "5th", "6th", "7th")[self.street - 3] + " street"
        for seat in range(self.n_seats):
            if self.preset_at[seat] < self.n_preset[seat]:
                raise ValueError("cards were given per seat when the hand was created; deal() "
                                 "takes no cards then")
        if self.preset_community >= 0:
            raise ValueError("cards were given per seat when the hand was created; deal() "
                             "takes no cards then")
        entries = tuple([None if entry is None else tuple(entry) for entry in cards])
        if len(entries) != self.n_seats:
            raise ValueError("cards: one entry per seat")
        if not -1 <= community < N_CARDS:
            raise ValueError(f"card code {community} is out of range 0..51")
        # cards dealt or burned are never dealt again (burns scrambled back in may be)
        for i in range(self.n_burns):
            if self.burns[i] >= 0:
                used |= (<uint64_t>1) << self.burns[i]
        if self.community >= 0:
            used |= (<uint64_t>1) << self.community
        for i in range(self.n_order):
            seat = self.order[i]
            if self.live >> seat & 1:
                n_live += 1
            for code in range(self.n_cards[seat]):
                used |= (<uint64_t>1) << self.cards_of[seat][code]
        wants_community = self._wants_community()
        memset(given, 0, sizeof(given))
        if wants_community:
            if any(entry for entry in entries):
                raise ValueError(f"7th street is a community card here (R16: the stub has "
                                 f"{self.stub} cards for {n_live} players); give community=, "
                                 f"not cards per seat")
            if community < 0:
                raise ValueError("7th street is a community card here (R16); give it")
            if used >> community & 1:
                raise ValueError(f"community card: {card_text(community)} has already been dealt")
            self._deal_given(given, community, (<uint64_t>1) << community)
            return
        if community >= 0:
            raise ValueError(f"no community card on {street_name}: the stub has {self.stub} "
                             f"cards for {n_live} players (R16); deal each player his card")
        for seat in range(self.n_seats):
            if entries[seat] is not None and not self.live >> seat & 1:
                raise ValueError(f"cards given for seat {seat}, which is not in the hand")
        count = 3 if self.street == 3 else 1
        for i in range(self.n_order):
            seat = self.order[i]
            if not self.live >> seat & 1:
                continue
            codes = entries[seat]
            if codes is None:
                raise ValueError(f"no cards given for seat {seat} on {street_name}")
            n_codes = <int>len(<tuple>codes)
            seat_cards = 0
            for j in range(n_codes):
                code = (<tuple>codes)[j]             # read once, into C
                if not 0 <= code < N_CARDS:
                    raise ValueError(f"card code {code} is out of range 0..51")
                if used >> code & 1:
                    raise ValueError(f"cards of seat {seat}: {card_text(code)} has already been "
                                     f"dealt")
                if seat_cards >> code & 1:
                    raise ValueError(f"cards of seat {seat}: {card_text(code)} is given twice")
                seat_cards |= (<uint64_t>1) << code
                if j < 3:
                    picked[j] = <uint8_t>code
            if n_codes != count:
                raise ValueError(f"seat {seat} gets {count} card(s) on {street_name}, not "
                                 f"{n_codes}")
            for j in range(count):
                given[3 * seat + j] = picked[j]
            used |= seat_cards
            named |= seat_cards
        self._deal_given(given, -1, named)

    cdef int _deal_given(self, const uint8_t* given, int community, uint64_t named) except -1:
        """The street dealt as _deal_cards checked it (blocked until it is done)."""
        self.blocked = BLOCK_STEP
        self.mask = 0
        self.named_streets |= 1 << self.street
        self._deal_street(given, community, named)
        self._compute_legal()
        self.blocked = 0
        return 0

    def _opener(self, up):
        """Who would open this street's betting if the live seats showed these upcards (one
        sequence of codes per seat): the bring-in on 3rd street (R5-R7, by the first card),
        the best board later (R12); an all-in seat passes it on. The PHH replay uses it to
        place cards a hand history does not name. Boards are compared as the engine compares
        them when the live seats show as many cards each."""
        cdef int i, j, seat, n, code, best = -1
        cdef int32_t key, best_key = 0
        cdef uint8_t board[4]
        if self.blocked:
            self._refuse()
        if len(up) != self.n_seats:
            raise ValueError("up: one sequence of upcards per seat")
        for i in range(self.n_order):
            seat = self.order[i]
            if not self.live >> seat & 1:
                continue
            cards = up[seat]
            n = <int>len(cards)
            if not 1 <= n <= 4:
                raise ValueError(f"seat {seat}: a board is 1 to 4 upcards, got {n}")
            for j in range(n):
                code = cards[j]
                if not 0 <= code < N_CARDS:
                    raise ValueError(f"card code {code} is out of range 0..51")
                board[j] = <uint8_t>code
            if self.street == 3:
                key = _bring_in_key(board[0], self.game)
            else:
                key = _board_key(board, n, self.game, self.o_suit_board)
            if best < 0 or key > best_key:
                best = seat
                best_key = key
        if best < 0:
            return None
        if self.stacks[best] > 0:
            return best
        best = self._next_with_chips(best)
        if best < 0:
            raise ValueError("no live player has chips")
        return best

    def _refusal(self):
        """What HandState's refusal messages say about the actor now: (must bring in, nobody
        has brought in yet, the cap is open, the betting is open for him (R10), someone else
        can call a raise, the cap)."""
        cdef int seat = self.actor
        if self.blocked:
            self._refuse()
        if seat < 0:
            return (False, False, False, False, False, self.cap)
        return (self.forced == seat, bool(self.open_round), bool(self._cap_open()),
                bool(self._may_raise(seat)), bool(self._others_can_call(seat)), self.cap)

    @cython.critical_section
    def _legal(self):
        """The legal actions: (kind, amount, all_in, chips, code) each."""
        if self.blocked:
            self._refuse()
        return tuple([(self.legal_kind[i], self.legal_amount[i], bool(self.legal_all_in[i]),
                       self.legal_chips[i], self.legal_code[i]) for i in range(self.n_legal)])

    @property
    def _current_bet(self):
        """The bet to call on this street (what the highest bettor has put in)."""
        return self.current

    @property
    def _log_size(self):
        """How many records the compact log holds (every action and street adds one)."""
        return self.n_log

    @cython.critical_section
    def _records(self, Py_ssize_t start=0, stop=None):
        """The compact log from ``start`` (to ``stop``, default the end): one tuple per
        record (type, fields...), see R_* in _engine.pxi."""
        cdef Py_ssize_t i, end = self.n_log
        cdef int64_t* rec
        if self.blocked:
            self._refuse()
        if stop is not None and 0 <= stop < end:
            end = stop
        if start < 0:
            start = 0
        out = []
        for i in range(start, end):
            rec = &self.log[i * REC_WORDS]
            out.append(tuple([rec[k] for k in range(REC_WORDS)]))
        return out

    @property
    def _status_code(self):
        return self.status

    @property
    def _actor_seat(self):
        return self.actor

    @property
    def is_over(self):
        return self.status == ST_OVER

    @property
    def players(self):
        return tuple([self.order[i] for i in range(self.n_order)])

    @property
    def _live_seats(self):
        return tuple([self.order[i] for i in range(self.n_order) if self.live >> self.order[i] & 1])

    @property
    def stacks(self):
        return tuple([self.stacks[i] for i in range(self.n_seats)])

    @property
    def bets(self):
        return tuple([self.bets[i] for i in range(self.n_seats)])

    @property
    def contributions(self):
        return tuple([self.contrib[i] for i in range(self.n_seats)])

    @property
    def pot(self):
        cdef int64_t total = 0
        cdef int i
        for i in range(self.n_seats):
            total += self.contrib[i]
        return total

    @property
    def to_call(self):
        cdef int64_t owed
        if self.status != ST_BETTING or self.actor < 0:
            return 0
        owed = self.current - self.bets[self.actor]
        return owed if owed < self.stacks[self.actor] else self.stacks[self.actor]

    @property
    def bring_in_seat(self):
        return None if self.bring_in_seat < 0 else self.bring_in_seat

    @property
    def first_to_act(self):
        return None if self.first < 0 else self.first

    @property
    def _community_code(self):
        return self.community

    @property
    def showdown_order(self):
        return tuple([self.queue[i] for i in range(self.n_queue)])

    def _cards(self, int seat):
        if self.blocked:
            self._refuse()
        if not 0 <= seat < self.n_seats:
            raise IndexError(f"no seat {seat}")
        return tuple([self.cards_of[seat][i] for i in range(self.n_cards[seat])])

    def _up_cards(self, int seat):
        if self.blocked:
            self._refuse()
        if not 0 <= seat < self.n_seats:
            raise IndexError(f"no seat {seat}")
        return tuple([self.up[seat][i] for i in range(self.n_up[seat])])

    @property
    def payouts(self):
        if self.status != ST_OVER:
            return None
        return tuple([self.payout[i] for i in range(self.n_seats)])

    @property
    @cython.critical_section
    def settlement(self):
        """The Settlement (as cstud.settle returns it), once the hand is over."""
        if self.blocked:
            self._refuse()
        if self.status != ST_OVER:
            return None
        if not self.settlement_made:
            self.settlement_object = _settlement_result(&self.showdown, self.rake_chips,
                                                        self.payout)
            self.settlement_made = True
        return self.settlement_object

    # ------------------------------------------------------------------------------------
    # HandState's fast paths (cstud/game/state.py): apply(Action) done and its operation
    # made here, without a Python frame or tuple per step. The operation types come from
    # cstud.game.actions through _register_operation_types (at its import).

    @cython.critical_section
    def _apply_listed(self, action):
        """HandState.apply's one call: if ``action`` is an Action (kind, amount, ...) of a
        known kind whose kind and amount match a legal action (as _matching matches them), do it
        and return its operation (PlayerActed, HandShown or HandMucked: the Action given is
        reused when it is the legal one as listed, all-in flag and chips included). Else
        None, and nothing changes: HandState.apply then says why."""
        cdef int kind, index
        cdef Py_ssize_t at
        if self.blocked:
            self._refuse()
        if _ACTION_TYPE is None or type(action) is not _ACTION_TYPE or len(<tuple>action) != 4:
            return None
        kind_object = (<tuple>action)[0]
        for kind in range(K_MUCK + 1):
            if kind_object is (<tuple>_KIND_OBJECTS)[kind]:
                break
        else:
            return None
        index = self._matching(kind, (<tuple>action)[1])
        if index < 0:
            return None
        at = self.n_log
        self._apply(index)
        return self._operation_at(at, action)

    cdef int _matching(self, int kind, amount) noexcept:
        """The index in _legal() of the action of this kind and amount, as
        HandState.verify matches them (an amount of 0 on a call, bring-in or wager: the one
        legal amount of that kind); -1 if none."""
        cdef int i, same = 0, same_index = -1
        cdef int64_t wanted
        if type(amount) is not int or not -CHIP_LIMIT < amount < CHIP_LIMIT:
            return -1
        wanted = amount
        for i in range(self.n_legal):
            if self.legal_kind[i] == kind:
                if self.legal_amount[i] == wanted:
                    return i
                same += 1
                same_index = i
        if wanted == 0 and same == 1 and kind not in (K_FOLD, K_CHECK, K_SHOW, K_MUCK):
            return same_index
        return -1

    cdef object _operation_at(self, Py_ssize_t at, asked):
        """The operation of the action logged at record ``at`` (``asked``: the Action the
        caller gave, reused if it equals the one done)."""
        cdef int64_t* rec = &self.log[at * REC_WORDS]
        cdef int k
        if rec[0] == R_ACTED:
            kind = (<tuple>_KIND_OBJECTS)[rec[3]]
            all_in = rec[5] == 1
            chips = (<tuple>asked)[3]
            if not ((<tuple>asked)[0] is kind and (<tuple>asked)[1] == rec[4]
                    and (<tuple>asked)[2] is all_in and type(chips) is int and chips == rec[6]):
                asked = cstud_named_tuple4(_ACTION_TYPE, kind, rec[4], all_in, rec[6])
            return cstud_named_tuple3(_PLAYER_ACTED_TYPE, rec[1], rec[2], asked)
        if rec[0] == R_SHOWN:
            cards = tuple([rec[4 + k] for k in range(rec[3])])
            return cstud_named_tuple3(_HAND_SHOWN_TYPE, rec[1], cards, rec[2] != 0)
        if rec[0] == R_MUCKED:
            return cstud_named_tuple1(_HAND_MUCKED_TYPE, rec[1])
        raise AssertionError(f"record {rec[0]} is not an action's")

    # HandState's Python-side state, kept in the object so that construction sets none of
    # it: the operations decoded so far (None: none yet) and from how many records; the
    # legal actions as Action objects (None: not listed yet) and the log size they were
    # listed at (every action and street adds a record).
    cdef public object _ops
    cdef public Py_ssize_t _decoded
    cdef object _listed
    cdef Py_ssize_t _listed_at

    @cython.critical_section
    def _listed_actions(self):
        """What the actor may do now, with exact amounts; () when nobody is to act.

        Betting: fold, check, call, bring in, complete, bet, raise (each marked all-in when
        it takes the whole stack). Showdown: show, and muck unless someone is all-in (R17.3).
        """
        cdef int i
        if self.blocked:
            self._refuse()
        if self._listed is None or self._listed_at != self.n_log:
            self._listed = tuple([
                cstud_named_tuple4(_ACTION_TYPE, (<tuple>_KIND_OBJECTS)[self.legal_kind[i]],
                                   self.legal_amount[i], self.legal_all_in[i] != 0,
                                   self.legal_chips[i])
                for i in range(self.n_legal)])
            self._listed_at = self.n_log
        return self._listed

    def _apply_or_explain(self, action, seat=None):
        """Do ``action`` for the actor (checking ``seat`` if given) and return its record.

        Raises IllegalActionError, leaving the state unchanged, if the action is not legal.
        """
        if self.blocked:
            self._refuse()
        if seat is None:
            operation = self._apply_listed(action)
            if operation is not None:
                return operation
        return self._apply_checked(action, seat)      # HandState's: verify() says why not

    def _hand_state_init(self, stacks, ante, bring_in, small_bet, big_bet=None, *,
                         game="stud8", options=None, dealer=None, seat_numbers=None, seed=None,
                         deck=None, cards=None, community=None, auto_deal=True,
                         auto_showdown=True):
        """HandState(...): the table of plain ints (the common case) goes straight to the
        core's constructor, which checks it; anything else, or a table the core refuses,
        goes to HandState._init_checked, which reads each argument into the core's types
        (saying what one is not) and calls the constructor again for the refusal's words."""
        cdef Py_ssize_t n, i, game_code = -1
        cdef object core_options, deck_codes = None
        if self.made:
            raise TypeError(_MADE_ONCE)
        if options is None:
            options = _DEFAULT_OPTIONS
        if not (type(stacks) is list and type(options) is _OPTIONS_TYPE and type(ante) is int
                and type(bring_in) is int and type(small_bet) is int
                and (big_bet is None or type(big_bet) is int)
                and (dealer is None or type(dealer) is int)
                and (seat_numbers is None or type(seat_numbers) is tuple)
                and cards is None and community is None):
            return self._init_checked(stacks, ante, bring_in, small_bet, big_bet, game, options,
                                      dealer, seat_numbers, seed, deck, cards, community,
                                      auto_deal, auto_showdown)
        n = len(<list>stacks)
        for i in range(n):
            if type((<list>stacks)[i]) is not int:
                break
        else:
            for i in range(3):
                if game == (<tuple>GAMES)[i]:
                    game_code = i
                    break
        if game_code >= 0 and deck is not None:
            if type(deck) is list or type(deck) is tuple:
                deck_codes = deck          # ints are checked by the core; anything else:
                for item in deck:          # card_codes reads cards, texts and integer types
                    if type(item) is not int:
                        deck_codes = None
                        break
            if deck_codes is None:
                try:
                    deck_codes = card_codes(deck)
                except (ValueError, TypeError, OverflowError):
                    game_code = -1
        if game_code >= 0 and 2 <= n <= MAX_SEATS:
            if seat_numbers is None:          # a tuple is checked by the core (ints, distinct)
                seat_numbers = (<tuple>_DEFAULT_SEAT_NUMBERS)[n]
            core_options = _CORE_OPTIONS.get(id(options))
            if core_options is None or (<tuple>core_options)[0] is not options:
                core_options = _core_options_of(options)
            try:
                cstud_call_init(_HandCore, self, (
                    stacks, ante, bring_in, small_bet, big_bet, game_code,
                    (<tuple>core_options)[1], (<tuple>core_options)[2],
                    (<tuple>core_options)[3], n - 1 if dealer is None else dealer,
                    seat_numbers, deck_codes, None, -1, seed,
                    auto_deal, auto_showdown))
            except (ValueError, TypeError, OverflowError):
                game_code = -1                 # refused: _init_checked says why
            else:
                (<object>self).game = game
                (<object>self).options = options
                (<object>self).seat_numbers = seat_numbers
                (<object>self).starting_stacks = tuple(<list>stacks)
                return None
        return self._init_checked(stacks, ante, bring_in, small_bet, big_bet, game, options,
                                  dealer, seat_numbers, seed, deck, cards, community,
                                  auto_deal, auto_showdown)

    # ------------------------------------------------------------------------------------
    # Copying (copy.copy, copy.deepcopy, HandState.copy) and what pickling replays

    # What the constructor was given (HandState.__reduce__ passes it again): the deck order,
    # the cards per seat and the community card; and the streets dealt with named cards
    # (_deal_cards: bit s for street s), which a replay deals by name again.
    cdef uint8_t given_deck[N_CARDS]
    cdef bint deck_given
    cdef uint8_t given_cards[MAX_SEATS][MAX_HAND]
    cdef int n_given_cards[MAX_SEATS]
    cdef int given_community
    cdef int named_streets

    @cython.critical_section
    def _clone(self):
        """A new object of this type in exactly this state, independent of this one.

        The whole C struct of _HandCore is copied at once (so a field added later is copied
        too), then what it points to is made the copy's own: the log's buffer is copied; the
        Python objects it holds (found by the type's own tp_traverse, so none is missed) get
        the copy's references; of those, the decoded operations (a list, grown in place) are
        copied, the rest are immutable (tuples, Settlement, Options' rake, the seed) and
        shared. A subclass's slots (HandState's game, options, seat_numbers,
        starting_stacks) are copied the same way, its __dict__ (if any) shallowly."""
        cdef type cls = type(self)
        cdef _HandCore new
        cdef size_t size
        if self.blocked:
            self._refuse()
        layout = _CLONE_LAYOUTS.get(cls)
        if layout is None:
            layout = _clone_layout(cls)
        new = <_HandCore>cstud_new_instance(cls)
        cstud_copy_core(new, self, _HandCore, (<tuple>layout)[0], (<tuple>layout)[1])
        # the C struct now holds this object's log pointer: the copy gets a buffer of its own
        new.log = NULL
        new.n_log = 0
        new.log_capacity = 0
        new.rng = NULL
        if self.rng != NULL:
            new.rng = <_MT*>malloc(sizeof(_MT))
            if new.rng == NULL:
                raise MemoryError("no memory to copy the hand's shuffle")
            memcpy(new.rng, self.rng, sizeof(_MT))
        if self.log_capacity > 0:
            size = self.log_capacity * REC_WORDS * sizeof(int64_t)
            new.log = <int64_t*>malloc(size)
            if new.log == NULL:
                raise MemoryError("no memory to copy the hand's log")
            memcpy(new.log, self.log, self.n_log * REC_WORDS * sizeof(int64_t))
            new.log_capacity = self.log_capacity
            new.n_log = self.n_log
        if self._ops is not None:
            new._ops = list(self._ops)      # HandState.operations appends to it
        if (<tuple>layout)[2]:
            (<object>new).__dict__.update((<object>self).__dict__)
        return new

    def __copy__(self):
        return self._clone()

    def __deepcopy__(self, memo):
        """As copy.copy: every part of a hand's state is copied or immutable (the Options,
        a Rake rule, the seed are its configuration, shared as copy.deepcopy shares
        classes). A subclass's __dict__ and slots are deep-copied."""
        new = self._clone()
        if type(self) is not _HandCore and type(self) is not _HAND_STATE_TYPE:
            _deep_copy_extras(self, new, memo)
        return new

    def _given(self):
        """What HandState.__reduce__ replays the hand from: the constructor's deck order (52
        codes, or None), cards per seat (a list per seat, None for none; or None) and
        community card (a code, or -1) as it was given them, its seed (None only if nothing
        is drawn at random), and the streets _deal_cards dealt with named cards (bit s for
        street s)."""
        cdef int seat
        if self.blocked:
            self._refuse()
        deck = None
        cards = None
        if self.deck_given:
            deck = [self.given_deck[i] for i in range(N_CARDS)]
        for seat in range(self.n_seats):
            if self.n_given_cards[seat]:
                if cards is None:
                    cards = [None] * self.n_seats
                cards[seat] = [self.given_cards[seat][i] for i in range(self.n_given_cards[seat])]
        return deck, cards, self.given_community, self.seed, self.named_streets

_MADE_ONCE = ("a hand is made once, by its constructor; make a new one (or copy.copy "
              "this one) rather than calling __init__ again")

cdef tuple _DEFAULT_SEAT_NUMBERS = tuple([tuple(range(1, n + 1)) for n in range(MAX_SEATS + 1)])
