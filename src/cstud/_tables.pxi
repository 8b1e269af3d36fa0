# Many tables of one configuration stepped together, for cstud.rl.VectorTables: every table
# is a _HandCore; one call steps all of them by the learning environments' action codes and
# writes the observations, masks, rewards, seats to act and done flags into NumPy arrays.
#
# The observation written here is cstud.rl.encoding.encode's, entry for entry (the block
# starts come from encoding.Layout, passed in by VectorTables; tests/test_rl_tables.py plays
# this path and HandState + encode side by side and compares the bytes).
#
# The deal: each hand is dealt from a deck order drawn from its seed by a small, fast
# generator (the Monte Carlo's xoshiro256**; deck_order() below), not seeded as
# random.Random(seed) (an MT19937 seeding costs microseconds a hand): the same seed gives the
# same deck, and VectorTables replays a hand as HandState(deck=deck_order(seed), seed=seed).
# A finished table's _HandCore is dealt its new hand in C (_HandCore._redeal: the
# constructor's own per-hand part, without its Python arguments), reusing its log's buffer.
#
# The GIL: the stepping loop runs without it. _HandCore's stepping methods are `nogil`; they
# take the GIL only on rare paths: to raise (a log that cannot grow: MemoryError; a stub that
# cannot deal: AssertionError) and to call a Rake rule's Python code when the hand is
# settled (no rake and an exact rake are C numbers; a re-dealt hand's seed is a C number too).
# A step runs without the GIL from end to end: check every code, then step each table, deal
# it a new hand if its hand ended (_HandCore._redeal), and write its mask and observation at
# once, while its hand is in the cache.
# One _VectorCore is stepped by one thread at a time (`busy`, set under the object's critical
# section on free-threaded builds; RuntimeError for a second thread); its hands are its own,
# so two _VectorCores are stepped in parallel by two threads.

from libc.stdint cimport int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, realloc, free as _tables_free
from libc.string cimport memset as _tables_memset
from cpython.object cimport PyObject

cdef enum:
    # the environments' action codes (cstud.rl.encoding.ActionCode)
    A_FOLD = 0
    A_CHECK_CALL = 1
    A_BRING_IN = 2
    A_WAGER = 3
    A_BIG_WAGER = 4
    N_ENV_ACTIONS = 5
    # the observation's blocks, in cstud.rl.encoding.Layout's order (their starts are given)
    B_DOWN = 0
    B_UP = 1
    B_COMMUNITY = 2
    B_STACKS = 3
    B_BETS = 4
    B_CONTRIBUTIONS = 5
    B_POT = 6
    B_TO_CALL = 7
    B_RAISES = 8
    B_STREET = 9
    B_BRING_IN = 10
    B_FIRST_TO_ACT = 11
    B_ACTOR = 12
    B_FOLDED = 13
    B_POSITION = 14
    N_BLOCKS = 15
    # how many tables ahead a step asks for a hand's memory (_prefetch_hand)
    PREFETCH_AHEAD = 4

OBSERVATION_BLOCKS = ("down", "up", "community", "stacks", "bets", "contributions", "pot",
                      "to_call", "raises", "street", "bring_in", "first_to_act", "actor",
                      "folded", "position")
"""The blocks _VectorCore writes, in the order of the starts it is given."""

# The one mapping between the environments' codes and step() codes: the step() codes each
# environment code stands for (CHECK_CALL is a check or a call, whichever is legal; the
# engine never offers both). -1: none.
cdef int _ENV_TO_CORE[N_ENV_ACTIONS][2]
_ENV_TO_CORE[A_FOLD][:] = [C_FOLD, -1]
_ENV_TO_CORE[A_CHECK_CALL][:] = [C_CHECK, C_CALL]
_ENV_TO_CORE[A_BRING_IN][:] = [C_BRING_IN, -1]
_ENV_TO_CORE[A_WAGER][:] = [C_WAGER, -1]
_ENV_TO_CORE[A_BIG_WAGER][:] = [C_WAGER_BIG, -1]

ENV_ACTION_CODES = tuple([tuple([_ENV_TO_CORE[_env][_k] for _k in range(2)
                                if _ENV_TO_CORE[_env][_k] >= 0])
                         for _env in range(N_ENV_ACTIONS)])
"""For each environment action code, the step() codes it stands for."""


cdef extern from *:
    """
    #if defined(__GNUC__) || defined(__clang__)
    #define CSTUD_PREFETCH(address) __builtin_prefetch((const void*)(address), 1, 3)
    #else
    #define CSTUD_PREFETCH(address) ((void)0)
    #endif
    """
    void CSTUD_PREFETCH(const void* address) noexcept nogil


cdef inline void _prefetch_lines(const char* start, const char* end) noexcept nogil:
    while start < end:
        CSTUD_PREFETCH(start)
        start += 64


cdef inline void _prefetch_hand(_HandCore hand) noexcept nogil:
    """Ask the processor for the parts of hand an action reads and writes (its fields but
    the random generator's 2.5 kB state), a few tables ahead: a step goes through every
    table's hand, more than the caches hold, and waiting for memory would be most of it."""
    _prefetch_lines(<const char*>(<PyObject*>hand), <const char*>&hand.rng)
    _prefetch_lines(<const char*>&hand.preset, <const char*>(&hand.log_capacity + 1))


cdef inline void _prefetch_log(_HandCore hand) noexcept nogil:
    """The same for the end of hand's log, where the action's records go."""
    if hand.log != NULL:
        _prefetch_lines(<const char*>&hand.log[hand.n_log * REC_WORDS],
                        <const char*>&hand.log[(hand.n_log + 2) * REC_WORDS])


cdef inline int _core_code(int env_code, int mask) noexcept nogil:
    """The step() code that env_code stands for under this legal mask; -1 if not legal."""
    cdef int k, code
    if not 0 <= env_code < N_ENV_ACTIONS:
        return -1
    for k in range(2):
        code = _ENV_TO_CORE[env_code][k]
        if code >= 0 and mask >> code & 1:
            return code
    return -1


cdef inline int _legal_index(_HandCore hand, int code) noexcept nogil:
    cdef int i
    for i in range(hand.n_legal):
        if hand.legal_code[i] == code:
            return i
    return -1


cdef int _play(_HandCore hand, int code) except -1 nogil:
    """Play the legal step() code (checked by the caller against the mask); returns the kind
    of action played (K_*)."""
    cdef int index = _legal_index(hand, code), kind
    if index < 0:
        with gil:
            raise AssertionError("mask and legal actions disagree")
    kind = hand.legal_kind[index]
    hand._apply(index)
    return kind


# ---------------------------------------------------------------------------------------
# The deck order of a hand's seed: a Fisher-Yates shuffle by the Monte Carlo's generator
# (_equity.pxi: xoshiro256** seeded by SplitMix64, Lemire's unbiased bounded numbers).

cdef void _deck_order(int64_t seed, uint8_t* order) noexcept nogil:
    """The 52 card codes in the order a hand dealt from seed deals them (the first first)."""
    cdef Rng rng
    cdef int i, j
    cdef uint8_t card
    _rng_seed(&rng, <uint64_t>seed, 0)
    for i in range(N_CARDS):
        order[i] = <uint8_t>i
    for i in range(N_CARDS - 1, 0, -1):
        j = <int>_rng_below(&rng, <uint32_t>(i + 1))
        card = order[i]
        order[i] = order[j]
        order[j] = card


def deck_order(int64_t seed):
    """The deck order (52 card codes, the first dealt first) from which VectorTables deals a
    hand with this seed: its replay is HandState(..., deck=deck_order(seed), seed=seed)."""
    cdef uint8_t order[N_CARDS]
    _deck_order(seed, order)
    return [order[i] for i in range(N_CARDS)]


cdef struct _Moves:
    # one hand's seed and the environment codes played in it, to replay it as a HandState
    int64_t seed
    uint8_t* codes
    Py_ssize_t n, capacity
    # the completions, bets and raises on its current street (the observation's "raises"),
    # counted as they are played: what encoding reads from the end of the operations log
    # back to the street's dealing (every street's dealing starts its count at 0)
    int raises


cdef int _moves_add(_Moves* moves, int code) except -1 nogil:
    cdef Py_ssize_t capacity
    cdef uint8_t* grown
    if moves.n == moves.capacity:
        capacity = 64 if moves.capacity == 0 else 2 * moves.capacity
        grown = <uint8_t*>realloc(moves.codes, capacity)
        if grown == NULL:
            with gil:
                raise MemoryError()
        moves.codes = grown
        moves.capacity = capacity
    moves.codes[moves.n] = <uint8_t>code
    moves.n += 1
    return 0


cdef inline int _relative(int other, int seat, int n) noexcept nogil:
    """other's place counted from seat, clockwise (0: seat itself), without a division."""
    return other - seat if other >= seat else other - seat + n


cdef void _encode(_HandCore hand, int seat, int raises, float* out, const int* start,
                  int obs_dim) noexcept nogil:
    """What seat sees of hand, as cstud.rl.encoding.encode writes it (see its docstring);
    raises: the completions, bets and raises on the current street (_Moves.raises)."""
    cdef int n = hand.n_seats, other, i, rel
    cdef uint64_t up_mask = 0
    cdef double big = <double>hand.big_bet
    cdef int64_t owed
    _tables_memset(out, 0, obs_dim * sizeof(float))
    for i in range(hand.n_up[seat]):
        up_mask |= (<uint64_t>1) << hand.up[seat][i]
    for i in range(hand.n_cards[seat]):
        if not up_mask >> hand.cards_of[seat][i] & 1:
            out[start[B_DOWN] + hand.cards_of[seat][i]] = 1.0
    for other in range(n):
        rel = _relative(other, seat, n)
        for i in range(hand.n_up[other]):
            out[start[B_UP] + 52 * rel + hand.up[other][i]] = 1.0
        out[start[B_STACKS] + rel] = <float>(hand.stacks[other] / big)
        out[start[B_BETS] + rel] = <float>(hand.bets[other] / big)
        out[start[B_CONTRIBUTIONS] + rel] = <float>(hand.contrib[other] / big)
    if hand.community >= 0:
        out[start[B_COMMUNITY] + hand.community] = 1.0
    owed = 0
    for other in range(n):
        owed += hand.contrib[other]
    out[start[B_POT]] = <float>(owed / big)
    if hand.actor == seat and hand.status == ST_BETTING:
        owed = hand.current - hand.bets[seat]
        if owed > hand.stacks[seat]:
            owed = hand.stacks[seat]
        out[start[B_TO_CALL]] = <float>(owed / big)
    out[start[B_RAISES]] = <float>raises
    out[start[B_STREET] + hand.street - 3] = 1.0
    if hand.bring_in_seat >= 0:
        out[start[B_BRING_IN] + _relative(hand.bring_in_seat, seat, n)] = 1.0
    if hand.first >= 0:
        out[start[B_FIRST_TO_ACT] + _relative(hand.first, seat, n)] = 1.0
    if hand.actor >= 0:
        out[start[B_ACTOR] + _relative(hand.actor, seat, n)] = 1.0
    for i in range(hand.n_order):
        other = hand.order[i]
        if not hand.live >> other & 1:
            out[start[B_FOLDED] + _relative(other, seat, n)] = 1.0
        if other == seat:
            out[start[B_POSITION] + i] = 1.0


cdef inline void _write_mask(_HandCore hand, uint8_t* out) noexcept nogil:
    cdef int env
    for env in range(N_ENV_ACTIONS):
        out[env] = _core_code(env, hand.mask) >= 0


cdef void _show_hand(_HandCore hand, int raises, float* observation, uint8_t* mask,
                     const int* start, int obs_dim) noexcept nogil:
    """The actor's mask and observation (a hand being played always has an actor)."""
    _write_mask(hand, mask)
    _encode(hand, hand.actor, raises, observation, start, obs_dim)


@cython.auto_pickle(False)
cdef class _VectorCore:
    """n hands of one table configuration, stepped together by environment action codes
    (cstud.rl.VectorTables is the friendly face). hand_args: _HandCore's constructor
    arguments, the seed (index 14) left out (every hand is dealt from its seed's
    deck_order); starts: each observation block's start
    (OBSERVATION_BLOCKS' order); big_bet_rewards: rewards in big bets, else chips."""

    cdef readonly int n, players, obs_dim
    cdef bint big_bet_rewards, busy
    cdef tuple head, tail
    cdef int64_t stacks[MAX_SEATS]  # every hand starts from these stacks
    cdef list hands                 # the _HandCore being played at each table
    cdef PyObject** hand_ptrs       # the same, borrowed (the list keeps them)
    cdef _Moves* current            # per table: the hand being played
    cdef _Moves* finished           # per table: the last hand that ended (seed -1: none)
    cdef int start[N_BLOCKS]

    def __cinit__(self):
        self.hand_ptrs = NULL
        self.current = NULL
        self.finished = NULL

    def __dealloc__(self):
        cdef Py_ssize_t i
        if self.current != NULL:
            for i in range(self.n):
                _tables_free(self.current[i].codes)
                _tables_free(self.finished[i].codes)
        _tables_free(self.hand_ptrs)
        _tables_free(self.current)
        _tables_free(self.finished)

    def __init__(self, int n, tuple hand_args, starts, int obs_dim, bint big_bet_rewards):
        cdef int i
        if self.hand_ptrs != NULL:
            raise RuntimeError("a _VectorCore is made once")
        if not 1 <= n <= (1 << 20):
            raise ValueError(f"n is 1 to {1 << 20} tables, not {n}")
        if len(hand_args) != 16:
            raise ValueError("hand_args: _HandCore's 17 arguments without the seed")
        if len(starts) != N_BLOCKS:
            raise ValueError(f"starts: one per block of {OBSERVATION_BLOCKS}")
        self.players = len(hand_args[0])
        if not 2 <= self.players <= MAX_SEATS:
            raise ValueError(f"a stud table has 2 to {MAX_SEATS} seats (R1), got "
                             f"{self.players} stacks")
        for i in range(self.players):
            self.stacks[i] = _chip_arg(hand_args[0][i], i, 0)
        for i in range(N_BLOCKS):
            self.start[i] = starts[i]
        self.obs_dim = obs_dim
        # every write stays in the row: the last block (position) ends the row
        if not 0 <= self.start[B_POSITION] <= obs_dim - self.players:
            raise ValueError("the observation blocks do not fit in obs_dim")
        self.n = n
        self.head = hand_args[:14]
        self.tail = hand_args[14:]
        self.big_bet_rewards = big_bet_rewards
        self.hands = [None] * n
        self.hand_ptrs = <PyObject**>calloc(n, sizeof(PyObject*))
        self.current = <_Moves*>calloc(n, sizeof(_Moves))
        self.finished = <_Moves*>calloc(n, sizeof(_Moves))
        if self.hand_ptrs == NULL or self.current == NULL or self.finished == NULL:
            raise MemoryError()
        for i in range(n):
            self.finished[i].seed = -1

    cdef int _deal(self, Py_ssize_t table, int64_t seed) except -1:
        """A new hand at table, dealt from seed; the table's first _HandCore is built by the
        constructor, which checks the table's arguments."""
        cdef _HandCore hand
        if self.hand_ptrs[table] == NULL:
            hand = _HandCore(*self.head, seed, *self.tail)
            self.hands[table] = hand
            self.hand_ptrs[table] = <PyObject*>hand
        return self._redeal(table, seed)

    cdef int _redeal(self, Py_ssize_t table, int64_t seed) except -1 nogil:
        """A new hand at table, dealt from seed (as HandState(deck=deck_order(seed),
        seed=seed) deals it): the table's _HandCore re-dealt in C, without the GIL."""
        cdef uint8_t order[N_CARDS]
        cdef PyObject* hand = self.hand_ptrs[table]
        _deck_order(seed, order)
        (<_HandCore>hand)._redeal(self.stacks, order, seed)
        if (<_HandCore>hand).status != ST_BETTING or (<_HandCore>hand).actor < 0:
            with gil:
                raise ValueError("a new hand at this table has nobody to act (every stack "
                                 "must exceed the ante)")
        self.current[table].seed = seed
        self.current[table].n = 0
        self.current[table].raises = 0
        return 0

    cdef void _show(self, Py_ssize_t table, float[:, ::1] observations, uint8_t[:, ::1] masks,
                    int64_t[::1] seats) noexcept nogil:
        seats[table] = (<_HandCore>self.hand_ptrs[table]).actor
        _show_hand(<_HandCore>self.hand_ptrs[table], self.current[table].raises,
                   &observations[table, 0], &masks[table, 0], self.start, self.obs_dim)

    cdef int _check_out(self, float[:, ::1] observations, uint8_t[:, ::1] masks,
                        int64_t[::1] seats) except -1:
        if observations.shape[0] != self.n or observations.shape[1] != self.obs_dim:
            raise ValueError(f"observations must be ({self.n}, {self.obs_dim})")
        if masks.shape[0] != self.n or masks.shape[1] != N_ENV_ACTIONS:
            raise ValueError(f"masks must be ({self.n}, {N_ENV_ACTIONS})")
        if seats.shape[0] != self.n:
            raise ValueError(f"seats must be ({self.n},)")
        return 0

    @cython.critical_section      # free-threaded builds: `busy` is checked and set atomically
    def reset(self, const int64_t[::1] seeds, float[:, ::1] observations,
              uint8_t[:, ::1] masks, int64_t[::1] seats):
        """A new hand at every table, table i dealt from seeds[i]; the arrays filled."""
        cdef Py_ssize_t table
        self._check_out(observations, masks, seats)
        if seeds.shape[0] != self.n:
            raise ValueError(f"seeds must be ({self.n},)")
        if self.busy:
            raise RuntimeError("these tables are being stepped by another thread")
        self.busy = True
        try:
            for table in range(self.n):
                self._deal(table, seeds[table])
                self.finished[table].seed = -1
                self.finished[table].n = 0
            with nogil:
                for table in range(self.n):
                    self._show(table, observations, masks, seats)
        finally:
            self.busy = False

    @cython.critical_section
    def step(self, const int64_t[::1] codes, const int64_t[:, ::1] seeds, int64_t[::1] used,
             float[:, ::1] observations, uint8_t[:, ::1] masks, float[:, ::1] rewards,
             int64_t[::1] seats, uint8_t[::1] done):
        """Play codes[i] at every table i. A table whose hand ends writes its rewards, is
        dealt a new hand from seeds[i, used[i]] and used[i] goes up by one (the caller keeps
        used[i] < seeds.shape[1]). Returns -1, or the first table whose code is not legal,
        and then nothing has changed."""
        cdef Py_ssize_t table, bad = -1
        cdef int seat, street, kind, code
        cdef PyObject* hand
        cdef double unit
        self._check_out(observations, masks, seats)
        if codes.shape[0] != self.n or seeds.shape[0] != self.n or used.shape[0] != self.n \
                or rewards.shape[0] != self.n or rewards.shape[1] != self.players \
                or done.shape[0] != self.n:
            raise ValueError(f"codes, seeds, used, rewards and done: {self.n} rows each")
        if self.busy:
            raise RuntimeError("these tables are being stepped by another thread")
        for table in range(self.n):
            if not 0 <= used[table] < seeds.shape[1]:
                raise ValueError(f"table {table}: no seed left for its next hand")
            if self.hand_ptrs[table] == NULL:
                raise ValueError("call reset() first")
        self.busy = True
        try:
            with nogil:
                for table in range(self.n):
                    if _core_code(<int>codes[table] if 0 <= codes[table] < N_ENV_ACTIONS
                                  else -1,
                                  (<_HandCore>self.hand_ptrs[table]).mask) < 0:
                        bad = table
                        break
                if bad < 0:
                    for table in range(self.n):
                        if table + PREFETCH_AHEAD < self.n:
                            _prefetch_hand(<_HandCore>self.hand_ptrs[table + PREFETCH_AHEAD])
                        if table + PREFETCH_AHEAD // 2 < self.n:
                            _prefetch_log(<_HandCore>self.hand_ptrs[table + PREFETCH_AHEAD // 2])
                        hand = self.hand_ptrs[table]
                        street = (<_HandCore>hand).street
                        _moves_add(&self.current[table], <int>codes[table])
                        code = _core_code(<int>codes[table], (<_HandCore>hand).mask)
                        kind = _play(<_HandCore>hand, code)
                        if (<_HandCore>hand).street != street:
                            self.current[table].raises = 0        # a new street was dealt
                        elif kind == K_COMPLETE or kind == K_BET or kind == K_RAISE:
                            self.current[table].raises += 1
                        if (<_HandCore>hand).status == ST_OVER:
                            unit = <double>(<_HandCore>hand).big_bet \
                                if self.big_bet_rewards else 1.0
                            for seat in range(self.players):
                                rewards[table, seat] = <float>(
                                    ((<_HandCore>hand).payout[seat]
                                     - (<_HandCore>hand).contrib[seat]) / unit)
                            done[table] = 1
                            # keep the finished hand's moves; its buffer takes the next hand's
                            self.current[table], self.finished[table] = \
                                self.finished[table], self.current[table]
                            self._redeal(table, seeds[table, used[table]])
                            used[table] += 1
                        else:
                            for seat in range(self.players):
                                rewards[table, seat] = 0.0
                            done[table] = 0
                        self._show(table, observations, masks, seats)
            if bad >= 0:
                return bad
        finally:
            self.busy = False
        return -1

    @cython.critical_section
    def moves(self, int table, bint finished):
        """(seed, environment codes) of the hand being played at table, or of the last one
        that ended there (None if none has). RuntimeError while another thread steps the
        tables: step() grows and swaps these buffers without the GIL."""
        cdef _Moves* moves
        cdef Py_ssize_t i
        if not 0 <= table < self.n:
            raise IndexError(f"no table {table}")
        if self.busy:
            raise RuntimeError("these tables are being stepped by another thread")
        moves = &self.finished[table] if finished else &self.current[table]
        if moves.seed < 0 or self.hand_ptrs[table] == NULL:
            return None
        return moves.seed, [moves.codes[i] for i in range(moves.n)]

    def legal_codes(self, int table):
        """The environment codes legal at table now."""
        if not 0 <= table < self.n:
            raise IndexError(f"no table {table}")
        if self.hand_ptrs[table] == NULL:
            return []
        return [env for env in range(N_ENV_ACTIONS)
                if _core_code(env, (<_HandCore>self.hand_ptrs[table]).mask) >= 0]

    def hand(self, int table):
        """The _HandCore being played at table (None before reset)."""
        if not 0 <= table < self.n:
            raise IndexError(f"no table {table}")
        return self.hands[table]
