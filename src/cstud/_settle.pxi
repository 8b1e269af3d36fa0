# Showdown settlement: main and side pots, the hi/lo split, odd chips, rake (RULES.md R20-R23).
#
# settle() reads every input once into one C struct (_Showdown), works out the pots, the rake
# and every share with plain C loops, and only then builds the Python result objects. The
# result types are frozen slots dataclasses defined in cstud/showdown.py, which hands them to
# this module at import (the core cannot import the package that imports it); their fields
# are filled straight into the instances' slots (see _set_field).
#
# Vocabulary:
#   put_in[i]   chips seat i has in the pots, after its uncalled top layer went back to it
#   level       a total some live seat put in; pot k holds every seat's chips between
#               level k-1 and level k, and the live seats that reached level k may win it
#   key         a seat's odd-chip key for one kind of hand (R23b): bytes compared in order,
#               greater first, so the tied seat with the greatest key takes the first odd chip

from cpython.long cimport PyLong_AsLongLongAndOverflow
from cpython.tuple cimport PyTuple_New, PyTuple_SET_ITEM
from libc.string cimport memset

cdef extern from "Python.h":
    # the same macro, declared to take a new reference as a plain pointer (it steals it)
    void PyTuple_SET_ITEM_ptr "PyTuple_SET_ITEM" (object tuple, Py_ssize_t index, PyObject* item)

cdef enum:
    MAX_ODD = 2 * MAX_SEATS * MAX_SEATS  # at most 7 odd chips per half, two halves, 8 pots
    RULE_TDA = 0
    RULE_RROP = 1
    RULE_POSITION = 2
    HALF_HIGH = 0
    HALF_LOW = 1
    HALF_BOTH = 2

# No seat may put in this many chips or more: eight of them still add up inside int64.
cdef int64_t CHIP_LIMIT = (<int64_t>1) << 56
CHIP_LIMIT_TEXT = "2**56"

ODD_CHIP_RULES = ("tda", "rrop", "position")
_HALF_NAMES = ("high", "low", "both")


cdef struct _Hand:
    uint8_t cards[MAX_HAND]     # the seat's own cards, then the community card if any
    int n_cards
    int high                    # high rank (stud, stud8)
    int low                     # eight-or-better low (stud8) or razz rank (razz)
    int key_len[3]              # per HandKind; -1 until the key is needed
    uint8_t key[3][MAX_HAND]
    uint8_t key_card[3][MAX_HAND]   # the card behind each key byte (R23b reasons)


cdef struct _OddChip:
    int pot, seat, half, kind
    int decided_at              # the key position where this seat pulled ahead
    int contenders              # seats (bit mask) still without an odd chip at that moment


cdef struct _Showdown:
    int n_seats, dealer, game, rule, n_live, community
    int live                    # bit mask of seats that are live at showdown
    int64_t put_in[MAX_SEATS]
    int64_t returned[MAX_SEATS]
    _Hand hands[MAX_SEATS]
    int n_pots
    int64_t amount[MAX_SEATS]
    int64_t rake[MAX_SEATS]
    int64_t high_half[MAX_SEATS]
    int64_t low_half[MAX_SEATS]
    int eligible[MAX_SEATS]
    int high_winners[MAX_SEATS]
    int low_winners[MAX_SEATS]
    int64_t share[MAX_SEATS][MAX_SEATS]
    int n_odd
    _OddChip odd[MAX_ODD]


cdef extern from "Python.h":
    PyObject* PyLong_FromLongLong_ptr "PyLong_FromLongLong" (long long value)


# ---------------------------------------------------------------------------------------
# Reading the inputs.

cdef int64_t _read_chips(object value, int seat) except -1:
    """One seat's contribution: an int (not a bool), 0 <= chips < 2**56."""
    cdef int overflow = 0
    cdef long long chips
    if not PyLong_Check(value) or type(value) is bool:
        if (isinstance(value, (bool, float, str, bytes)) or value is None
                or not hasattr(type(value), "__index__")):
            raise TypeError(f"seat {seat}: chips must be an int, not {_short_repr(value)} "
                            f"({type(value).__name__})")
        value = value.__index__()       # NumPy integers, for example
    chips = PyLong_AsLongLongAndOverflow(value, &overflow)
    if overflow > 0 or chips >= CHIP_LIMIT:
        raise ValueError(f"seat {seat}: {value} chips is too many (the limit is below "
                         f"{CHIP_LIMIT_TEXT})")
    if overflow < 0 or chips < 0:
        raise ValueError(f"seat {seat}: chips put in cannot be negative, got {value}")
    return chips


cdef int _read_hand(object cards, int seat, _Hand* hand, uint64_t* used) except -1:
    """Read one live seat's cards into hand; check each card is nowhere else (used)."""
    cdef uint8_t buf[N_CARDS]
    cdef Py_ssize_t n, i
    cdef uint64_t bit
    try:
        n = _load_cards(cards, buf, N_CARDS)
    except (ValueError, TypeError) as error:
        raise type(error)(f"seat {seat}: {error}") from None
    if n > MAX_HAND:
        raise ValueError(f"seat {seat}: a stud hand has at most 7 cards, got {n}")
    for i in range(n):
        bit = (<uint64_t>1) << buf[i]
        if used[0] & bit:
            raise ValueError(f"seat {seat}: {card_text(buf[i])} is held twice "
                             f"(twice in this hand, by another seat or as the community card)")
        used[0] |= bit
        hand.cards[i] = buf[i]
    hand.n_cards = <int>n
    return 0


cdef int _parse_choice(object value, tuple choices, str what) except -1:
    cdef int i
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, one of {', '.join(map(repr, choices))}; "
                        f"got {_short_repr(value)}")
    for i in range(len(choices)):
        if value == choices[i]:
            return i
    raise ValueError(f"unknown {what} {_quote(value)}: use one of {', '.join(map(repr, choices))}")


# ---------------------------------------------------------------------------------------
# Pots (R20).

cdef inline int _bit(int seat) noexcept nogil:
    return 1 << seat


cdef inline int _count(int mask) noexcept nogil:
    cdef int n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


cdef void _return_uncalled(_Showdown* s) noexcept nogil:
    """R15/R20: a top layer only one seat reached was never called; it goes back."""
    cdef int i, owner = -1, n_top = 0
    cdef int64_t top = -1, second = 0
    for i in range(s.n_seats):
        if s.put_in[i] > top:
            top = s.put_in[i]
            owner = i
            n_top = 1
        elif s.put_in[i] == top:
            n_top += 1
    if n_top != 1:
        return
    for i in range(s.n_seats):
        if i != owner and s.put_in[i] > second:
            second = s.put_in[i]
    s.returned[owner] = top - second
    s.put_in[owner] = second


cdef void _build_pots(_Showdown* s) noexcept nogil:
    """One pot per distinct live total (a level), lowest first: the main pot, then side pots."""
    cdef int64_t levels[MAX_SEATS]
    cdef int64_t level, previous = 0, chips, value
    cdef int n_levels = 0, i, j, k
    for i in range(s.n_seats):
        if not (s.live & _bit(i)) or s.put_in[i] == 0:
            continue
        value = s.put_in[i]
        # insertion into the sorted list of distinct levels
        j = n_levels
        while j > 0 and levels[j - 1] > value:
            j -= 1
        if j > 0 and levels[j - 1] == value:
            continue
        for k in range(n_levels, j, -1):
            levels[k] = levels[k - 1]
        levels[j] = value
        n_levels += 1
    s.n_pots = n_levels
    for k in range(n_levels):
        level = levels[k]
        s.amount[k] = 0
        s.eligible[k] = 0
        for i in range(s.n_seats):
            chips = s.put_in[i]
            if chips > previous:
                s.amount[k] += (chips if chips < level else level) - previous
            if chips >= level and s.live & _bit(i):
                s.eligible[k] |= _bit(i)
        previous = level


cdef int64_t _take_rake(_Showdown* s, int64_t rake) noexcept nogil:
    """R21: the hand's rake comes out of the main pot first, then the side pots in order."""
    cdef int k
    for k in range(s.n_pots):
        s.rake[k] = rake if rake < s.amount[k] else s.amount[k]
        rake -= s.rake[k]
    return rake


# ---------------------------------------------------------------------------------------
# Odd chips (R23b, R23c).

cdef void _sort_desc(uint8_t* values, uint8_t* cards, int n) noexcept nogil:
    """Sort values (and cards alongside) from the greatest down."""
    cdef int i, j
    cdef uint8_t v, c
    for i in range(1, n):
        v = values[i]
        c = cards[i]
        j = i - 1
        while j >= 0 and values[j] < v:
            values[j + 1] = values[j]
            cards[j + 1] = cards[j]
            j -= 1
        values[j + 1] = v
        cards[j + 1] = c


cdef void _fill_key(_Showdown* s, int seat, int kind) noexcept nogil:
    """The seat's odd-chip key for one kind of hand, under the table's odd-chip rule."""
    cdef _Hand* hand = &s.hands[seat]
    cdef uint8_t five[5]
    cdef int i, n = 0
    if hand.key_len[kind] >= 0:
        return
    if s.rule == RULE_TDA:
        # the five cards of the winning hand, the set most favourable to the seat, highest
        # first (for lows the ace is the lowest card): best_five already orders them so
        memset(five, 0, sizeof(five))
        best_five(hand.cards, hand.n_cards, kind, five)
        for i in range(5):
            hand.key_card[kind][i] = five[i]
            hand.key[kind][i] = <uint8_t>_order_value(five[i], kind)
        n = 5
    elif s.rule == RULE_RROP:
        # all the seat's cards: the highest by suit for a high, the lowest for a low
        n = hand.n_cards
        for i in range(n):
            hand.key_card[kind][i] = hand.cards[i]
            if kind == KIND_HIGH:
                hand.key[kind][i] = hand.cards[i]
            else:
                hand.key[kind][i] = <uint8_t>(N_CARDS - 1 - _order_value(hand.cards[i], kind))
        _sort_desc(hand.key[kind], hand.key_card[kind], n)
    else:
        # first seat clockwise from the dealer: dealer + 1 has the greatest key
        hand.key[kind][0] = <uint8_t>(MAX_SEATS - (seat - s.dealer - 1 + s.n_seats) % s.n_seats)
        hand.key_card[kind][0] = 0
        n = 1
    hand.key_len[kind] = n


cdef int _compare_keys(_Hand* a, _Hand* b, int kind, int length) noexcept nogil:
    """Compare the first `length` key bytes: > 0 if a's key is greater."""
    cdef int i
    for i in range(length):
        if a.key[kind][i] != b.key[kind][i]:
            return <int>a.key[kind][i] - <int>b.key[kind][i]
    return 0


cdef void _award(_Showdown* s, int pot, int64_t chips, int winners, int half,
                 int kind) noexcept nogil:
    """Share chips among the winners; the odd chips go one per seat in R23b order (R23c)."""
    cdef int n = _count(winners), seat, best, other, at, length, decided, remaining, odd, j
    cdef int64_t each
    cdef _OddChip* record
    if n == 0:
        return      # not reached: every pot has a best hand
    each = chips // n
    odd = <int>(chips % n)
    for seat in range(s.n_seats):
        if winners & _bit(seat):
            s.share[pot][seat] += each
    remaining = winners
    for j in range(odd):
        best = -1
        for seat in range(s.n_seats):
            if remaining & _bit(seat):
                _fill_key(s, seat, kind)
                if best < 0 or _compare_keys(&s.hands[seat], &s.hands[best], kind, min(
                        s.hands[seat].key_len[kind], s.hands[best].key_len[kind])) > 0:
                    best = seat
        # where the winner pulled ahead of every other seat still in the running: past
        # any card they share (the community card), the first key byte no other seat has
        length = s.hands[best].key_len[kind]
        decided = 0
        for at in range(length):
            decided = at
            for other in range(s.n_seats):
                if other != best and remaining & _bit(other) and at < s.hands[other].key_len[kind] \
                        and _compare_keys(&s.hands[other], &s.hands[best], kind, at + 1) == 0:
                    break
            else:
                break
        record = &s.odd[s.n_odd]
        s.n_odd += 1
        record.pot = pot
        record.seat = best
        record.half = half
        record.kind = kind
        record.decided_at = decided
        record.contenders = remaining
        s.share[pot][best] += 1
        remaining &= ~_bit(best)


# ---------------------------------------------------------------------------------------
# Each pot on its own (R20, R22, R23).

cdef void _split_pot(_Showdown* s, int pot) noexcept nogil:
    cdef int64_t chips = s.amount[pot] - s.rake[pot]
    cdef int eligible = s.eligible[pot], seat, best_high = -1, best_low = 0
    cdef int high = 0, low = 0, low_kind = KIND_RAZZ if s.game == GAME_RAZZ else KIND_LOW8
    s.high_half[pot] = 0
    s.low_half[pot] = 0
    s.high_winners[pot] = 0
    s.low_winners[pot] = 0
    if _count(eligible) == 1:
        # uncontested: no hand is read (a sole survivor need not show)
        if s.game == GAME_RAZZ:
            s.low_half[pot] = chips
            s.low_winners[pot] = eligible
        else:
            s.high_half[pot] = chips
            s.high_winners[pot] = eligible
        _award(s, pot, chips, eligible, HALF_LOW if s.game == GAME_RAZZ else HALF_HIGH, KIND_HIGH)
        return
    for seat in range(s.n_seats):
        if not eligible & _bit(seat):
            continue
        if s.game != GAME_RAZZ:
            if s.hands[seat].high > best_high:
                best_high = s.hands[seat].high
                high = 0
            if s.hands[seat].high == best_high:
                high |= _bit(seat)
        if s.game != GAME_STUD and s.hands[seat].low > 0:
            if s.hands[seat].low > best_low:
                best_low = s.hands[seat].low
                low = 0
            if s.hands[seat].low == best_low:
                low |= _bit(seat)
    s.high_winners[pot] = high
    s.low_winners[pot] = low
    if s.game == GAME_RAZZ:
        s.low_half[pot] = chips
        _award(s, pot, chips, low, HALF_LOW, KIND_RAZZ)
    elif low == 0:
        # R22.2: no qualifying low among this pot's own players: the high takes it all
        s.high_half[pot] = chips
        _award(s, pot, chips, high, HALF_HIGH, KIND_HIGH)
    else:
        # R22.3, R23a: halves, the odd chip of the halving to the high half
        s.low_half[pot] = chips // 2
        s.high_half[pot] = chips - chips // 2
        if high == low and _count(high) > 1:
            # R23d: the same seats tie both halves: split the pot as evenly as possible
            _award(s, pot, chips, high, HALF_BOTH, KIND_HIGH)
        else:
            _award(s, pot, s.high_half[pot], high, HALF_HIGH, KIND_HIGH)
            _award(s, pot, s.low_half[pot], low, HALF_LOW, low_kind)


# ---------------------------------------------------------------------------------------
# Building the Python result.

# Every set of seats as a tuple, by bit mask: made once, so a result costs no new tuples here.
cdef tuple _SEAT_TUPLES = tuple([tuple([seat for seat in range(MAX_SEATS) if mask >> seat & 1])
                                 for mask in range(1 << MAX_SEATS)])


cdef inline tuple _seats(int mask):
    return <tuple>_SEAT_TUPLES[mask]


# Python's own small ints, held here so that a share of 0..255 chips is one array read.
cdef PyObject* _SMALL_INTS[256]
_small_ints = tuple(range(256))
for _i in range(256):
    _SMALL_INTS[_i] = <PyObject*>_small_ints[_i]


cdef tuple _chips_tuple(const int64_t* chips, int n):
    cdef tuple result = PyTuple_New(n)
    cdef int i
    cdef PyObject* item
    for i in range(n):
        if 0 <= chips[i] < 256:
            item = _SMALL_INTS[chips[i]]
            Py_INCREF(<object>item)
        else:
            item = PyLong_FromLongLong_ptr(chips[i])
        PyTuple_SET_ITEM_ptr(result, i, item)    # steals the reference
    return result


cdef object _odd_chip_record(_Showdown* s, _OddChip* odd):
    cdef _Hand* hand = &s.hands[odd.seat]
    cdef object record = _new_record(_OddChipRecord)
    cdef int i
    _set_field(record, _ODD_SLOT[0], odd.seat)
    _set_field(record, _ODD_SLOT[1], _HALF_NAMES[odd.half])
    _set_field(record, _ODD_SLOT[2], ODD_CHIP_RULES[s.rule])
    if s.rule == RULE_POSITION:
        _set_field(record, _ODD_SLOT[3], None)
        _set_field(record, _ODD_SLOT[4], ())
    else:
        _set_field(record, _ODD_SLOT[3], _CARD_OBJECTS[hand.key_card[odd.kind][odd.decided_at]])
        _set_field(record, _ODD_SLOT[4], tuple([
            _CARD_OBJECTS[hand.key_card[odd.kind][i]] for i in range(odd.decided_at)]))
    _set_field(record, _ODD_SLOT[5], _seats(odd.contenders))
    return record


cdef object _pot_record(_Showdown* s, int pot, tuple odd_chips):
    cdef object record = _new_record(_PotResult)
    _set_field(record, _POT_SLOT[0], s.amount[pot])
    _set_field(record, _POT_SLOT[1], s.rake[pot])
    _set_field(record, _POT_SLOT[2], _seats(s.eligible[pot]))
    _set_field(record, _POT_SLOT[3], _seats(s.high_winners[pot]))
    _set_field(record, _POT_SLOT[4], _seats(s.low_winners[pot]))
    _set_field(record, _POT_SLOT[5], s.high_half[pot])
    _set_field(record, _POT_SLOT[6], s.low_half[pot])
    _set_field(record, _POT_SLOT[7], _chips_tuple(s.share[pot], s.n_seats))
    _set_field(record, _POT_SLOT[8], odd_chips)
    return record


# ---------------------------------------------------------------------------------------
# The entry point (cstud.showdown.settle wraps it and documents it).

cdef tuple _seat_sequence(object values, str name):
    """One entry per seat, in seat order: any iterable but a mapping or a set (a dict's
    keys are not its values, and a set has no order) or text."""
    if isinstance(values, (dict, set, frozenset, str, bytes)) or hasattr(values, "keys"):
        raise TypeError(f"{name} must be a sequence with one entry per seat, in seat order, "
                        f"not {type(values).__name__}")
    try:
        return tuple(values)
    except TypeError:
        raise TypeError(f"{name} must be a sequence with one entry per seat, in seat order, "
                        f"not {type(values).__name__}") from None


def settle(contributions, hands, game, odd_chip, rake, community, dealer,
           reached_fourth_street):
    """Settle a showdown; see cstud.settle for the meaning of every argument."""
    cdef _Showdown s
    cdef int i, k, seat, live_with_nothing = -1
    cdef int64_t total = 0, in_pots = 0, rake_chips = 0, paid, most_live = -1, most_folded = -1
    cdef int most_folded_seat = -1, n_own
    cdef int64_t payout[MAX_SEATS]
    cdef uint64_t used = 0
    cdef uint8_t community_buf[N_CARDS]
    cdef Py_ssize_t n_community
    cdef _Hand* hand

    if _Settlement is None:
        raise RuntimeError("import cstud (cstud.showdown registers the result types)")
    s.game = _parse_choice(game, GAMES, "game")
    s.rule = _parse_choice(odd_chip, ODD_CHIP_RULES, "odd_chip rule")
    if type(contributions) is not list and type(contributions) is not tuple:
        contributions = _seat_sequence(contributions, "contributions")
    if type(hands) is not list and type(hands) is not tuple:
        hands = _seat_sequence(hands, "hands")
    if not 2 <= len(contributions) <= MAX_SEATS:
        raise ValueError(f"a stud table has 2 to {MAX_SEATS} seats, got "
                         f"{len(contributions)} contributions")
    if len(hands) != len(contributions):
        raise ValueError(f"{len(contributions)} contributions but {len(hands)} hands: "
                         f"give one hand (or None) per seat")
    s.n_seats = <int>len(contributions)
    if not _is_integer(dealer):
        raise TypeError(f"dealer must be a seat number (int), not {_short_repr(dealer)}")
    dealer = dealer.__index__()
    if not 0 <= dealer < s.n_seats:
        raise ValueError(f"dealer must be a seat 0..{s.n_seats - 1}, got {dealer}")
    s.dealer = dealer
    if type(reached_fourth_street) is not bool:
        raise TypeError(f"reached_fourth_street must be True or False, not "
                        f"{_short_repr(reached_fourth_street)}")

    # Chips.
    for i in range(s.n_seats):
        s.put_in[i] = _read_chips(contributions[i], i)
        s.returned[i] = 0
        total += s.put_in[i]

    # Cards: every live hand once into its buffer, each card checked against all others.
    s.community = -1
    if community is not None:
        try:
            # one card: a code or Card, its text, or a sequence holding just that card
            n_community = _load_cards((community,) if _is_integer(community) else community,
                                      community_buf, N_CARDS)
        except (ValueError, TypeError) as error:
            raise type(error)(f"community card: {error}") from None
        if n_community != 1:
            raise ValueError(f"community must be one card, got {n_community}")
        s.community = community_buf[0]
        used = (<uint64_t>1) << s.community
    s.live = 0
    s.n_live = 0
    for i in range(s.n_seats):
        if hands[i] is None:
            if s.put_in[i] > most_folded:
                most_folded = s.put_in[i]
                most_folded_seat = i
            continue
        s.live |= _bit(i)
        s.n_live += 1
        if s.put_in[i] > most_live:
            most_live = s.put_in[i]
        if s.put_in[i] == 0 and live_with_nothing < 0:
            live_with_nothing = i
        hand = &s.hands[i]
        _read_hand(hands[i], i, hand, &used)
        hand.key_len[0] = hand.key_len[1] = hand.key_len[2] = -1
    if s.n_live == 0:
        raise ValueError("no live seat: every hand is None (folded), but someone must win the pot")
    n_own = MAX_HAND - 1 if s.community >= 0 else MAX_HAND
    for i in range(s.n_seats):
        if not s.live & _bit(i):
            continue
        hand = &s.hands[i]
        if s.n_live == 1:
            # a sole survivor shows nothing: any of its cards (or none) may be given
            if hand.n_cards > n_own:
                raise ValueError(f"seat {i}: {hand.n_cards} cards, but with a community card "
                                 f"a seat holds at most {n_own} of its own")
        elif s.community >= 0:
            if hand.n_cards != n_own:
                raise ValueError(f"seat {i}: with a community card a live hand is its own 6 "
                                 f"cards (the community card is added), got {hand.n_cards}")
        elif not MIN_HAND <= hand.n_cards <= MAX_HAND:
            raise ValueError(f"seat {i}: a live hand at showdown has 5 to 7 cards, got "
                             f"{hand.n_cards}"
                             + (" (an empty hand only for a sole survivor)"
                                if hand.n_cards == 0 else ""))
        if s.community >= 0 and s.n_live > 1:
            hand.cards[hand.n_cards] = <uint8_t>s.community
            hand.n_cards += 1

    # What no legal hand can produce.
    if live_with_nothing >= 0 and total > 0:
        raise ValueError(f"seat {live_with_nothing} is live but put in no chips while others "
                         f"did: a seat that is dealt in antes (if it sat out, pass None)")
    if most_folded > most_live:
        raise ValueError(f"seat {most_folded_seat} folded after putting in {most_folded} chips, "
                         f"more than any live seat ({most_live}): someone still in the hand "
                         f"always matches the biggest contribution")

    # Pots, rake.
    in_pots = _settle_pots(&s)
    if rake is None:
        rake_chips = 0
    elif _is_integer(rake):
        value = rake.__index__()
        if not 0 <= value <= in_pots:
            raise ValueError(f"rake must be 0..{in_pots} chips (the chips in the pots), "
                             f"got {value}")
        rake_chips = value
    elif hasattr(rake, "amount") and not isinstance(rake, (bool, float)):
        rake_chips = _rake_rule_chips(rake, in_pots, reached_fourth_street)
    else:
        raise TypeError(f"rake must be None, an int (chips) or a Rake rule, not "
                        f"{_short_repr(rake)}")
    paid = _settle_shares(&s, rake_chips, payout)
    if paid != total:
        raise AssertionError(f"settle lost track of chips: paid {paid}, put in {total}")
    return _settlement_result(&s, rake_chips, payout)


# ---------------------------------------------------------------------------------------
# The C entry points: settle() above reads its Python arguments into a _Showdown and calls
# these; the game engine (_engine.pxi) fills a _Showdown from its own arrays and calls
# them too, so that both settle by the same code.

cdef int64_t _settle_pots(_Showdown* s) noexcept nogil:
    """R15, R20: the uncalled top layer goes back, then the pots are built; returns the chips
    in the pots. Needs n_seats, live, n_live and put_in set (returned is set here)."""
    cdef int i
    cdef int64_t in_pots = 0
    for i in range(s.n_seats):
        s.returned[i] = 0
    _return_uncalled(s)
    _build_pots(s)
    for i in range(s.n_seats):
        in_pots += s.put_in[i]
    return in_pots


cdef int64_t _rake_rule_chips(object rake, int64_t in_pots, bint reached_fourth_street) except -1:
    """R21: the chips a Rake rule takes from pots holding in_pots chips."""
    value = rake.amount(in_pots, bool(reached_fourth_street))
    # an int count of chips: True is not 1 chip, 2.0 is not 2
    if not _is_integer(value) or not 0 <= value.__index__() <= in_pots:
        raise ValueError(f"{_short_repr(rake)} gave a rake of {_short_repr(value)} for a "
                         f"pot of {in_pots} (a rake is an int 0..{in_pots})")
    return value.__index__()


cdef int64_t _settle_shares(_Showdown* s, int64_t rake_chips, int64_t* payout) noexcept nogil:
    """R21-R23 after _settle_pots: take the rake (0 <= rake_chips <= the chips in the pots),
    rank the live hands, split every pot, and fill each seat's payout (pots won plus chips
    returned). Returns what was paid out plus the rake, for the caller's books."""
    cdef int i, k, seat
    cdef int64_t paid = rake_chips
    cdef _Hand* hand
    _take_rake(s, rake_chips)
    if s.n_live > 1:
        for i in range(s.n_seats):
            if s.live & _bit(i):
                hand = &s.hands[i]
                if s.game == GAME_RAZZ:
                    hand.low = razz_rank(hand.cards, hand.n_cards)
                else:
                    hand.high = high_rank(hand.cards, hand.n_cards)
                    hand.low = low8_rank(hand.cards, hand.n_cards) if s.game == GAME_STUD8 else 0
    s.n_odd = 0
    memset(s.share, 0, sizeof(s.share))
    for k in range(s.n_pots):
        _split_pot(s, k)
    for seat in range(s.n_seats):
        payout[seat] = s.returned[seat]
        for k in range(s.n_pots):
            payout[seat] += s.share[k][seat]
        paid += payout[seat]
    return paid


cdef object _settlement_result(_Showdown* s, int64_t rake_chips, const int64_t* payout):
    """The Python Settlement of a _Showdown that _settle_shares has worked out."""
    cdef int i = 0, k
    if _Settlement is None:
        raise RuntimeError("import cstud (cstud.showdown registers the result types)")
    pots = PyTuple_New(s.n_pots)
    for k in range(s.n_pots):
        odd_chips = ()
        if i < s.n_odd and s.odd[i].pot == k:
            odd_chips = []
            while i < s.n_odd and s.odd[i].pot == k:
                odd_chips.append(_odd_chip_record(s, &s.odd[i]))
                i += 1
            odd_chips = tuple(odd_chips)
        record = _pot_record(s, k, odd_chips)
        Py_INCREF(record)
        PyTuple_SET_ITEM(pots, k, record)
    result = _new_record(_Settlement)
    _set_field(result, _SETTLEMENT_SLOT[0], _chips_tuple(payout, s.n_seats))
    _set_field(result, _SETTLEMENT_SLOT[1], rake_chips)
    _set_field(result, _SETTLEMENT_SLOT[2], _chips_tuple(s.returned, s.n_seats))
    _set_field(result, _SETTLEMENT_SLOT[3], pots)
    return result
