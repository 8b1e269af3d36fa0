# Card codes and card text, shared by every part of the core.
#
# A card is an int 0..51: code = 4 * rank + suit, rank 0..12 for 2..A, suit 0..3 for
# clubs, diamonds, hearts, spades (the bring-in order, clubs lowest). So "highest card by
# suit" (odd chips, R23) is simply the greatest code.

from cpython.long cimport PyLong_Check
from libc.stdint cimport uint8_t, uint64_t

cdef enum:
    N_CARDS = 52
    MAX_HAND = 7       # a stud hand holds at most seven cards
    MIN_HAND = 5

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"


cdef inline int _rank_of_char(Py_UCS4 ch) noexcept:
    if ord("2") <= ch <= ord("9"):
        return <int>ch - <int>ord("2")
    if ch == ord("T") or ch == ord("t"):
        return 8
    if ch == ord("J") or ch == ord("j"):
        return 9
    if ch == ord("Q") or ch == ord("q"):
        return 10
    if ch == ord("K") or ch == ord("k"):
        return 11
    if ch == ord("A") or ch == ord("a"):
        return 12
    return -1


cdef inline int _suit_of_char(Py_UCS4 ch) noexcept:
    if ch == ord("c") or ch == ord("C"):
        return 0
    if ch == ord("d") or ch == ord("D"):
        return 1
    if ch == ord("h") or ch == ord("H"):
        return 2
    if ch == ord("s") or ch == ord("S"):
        return 3
    return -1


cdef inline bint _is_separator(Py_UCS4 ch) noexcept:
    return ch == ord(" ") or ch == ord(",") or ch == ord("\t") or ch == ord("\n") or ch == ord("\r")


def card_text(int code):
    """The text of one card code, e.g. 51 -> 'As'."""
    if not 0 <= code < N_CARDS:
        raise ValueError(f"card code {code} is out of range 0..51")
    return RANK_CHARS[code >> 2] + SUIT_CHARS[code & 3]


cdef enum:
    QUOTE_LIMIT = 40   # characters of a bad input an error message quotes


cdef str _quote(str text):
    """repr(text) for an error message, cut short when long (a 1 MB string is not repeated)."""
    if len(text) <= QUOTE_LIMIT:
        return repr(text)
    return f"{text[:QUOTE_LIMIT]!r}... ({len(text):,} characters)"


cdef str _short_repr(object value):
    """repr(value), cut short when long."""
    cdef str text = repr(value)
    if len(text) <= QUOTE_LIMIT:
        return text
    return f"{text[:QUOTE_LIMIT]}... ({len(text):,} characters)"


cdef Py_ssize_t _parse_text(str text, uint8_t* out, Py_ssize_t start, Py_ssize_t cap) except -1:
    """Parse 'As Kd 7c', 'AsKd7c', '10d', 'as,kd' into codes at out[start:].

    Returns the new count.
    """
    cdef Py_ssize_t i = 0, j, end, n = start, length = len(text)
    cdef Py_UCS4 ch, following
    cdef int rank, suit
    while i < length:
        ch = text[i]
        if _is_separator(ch):
            i += 1
            continue
        following = text[i + 1] if i + 1 < length else 0
        if ch == ord("1") and following == ord("0"):
            rank = 8
            j = i + 2
        else:
            rank = _rank_of_char(ch)
            j = i + 1
        suit = _suit_of_char(text[j]) if j < length else -1
        if rank < 0 or suit < 0:
            end = i
            while end < length and not _is_separator(text[end]):
                end += 1
            raise ValueError(f"unknown card text {_quote(text[i:max(end, i + 1)])} in "
                             f"{_quote(text)}")
        if n >= cap:
            raise ValueError(f"too many cards (more than {cap}) in {_quote(text)}")
        out[n] = <uint8_t>(4 * rank + suit)
        n += 1
        i = j + 1
    return n


cdef Py_ssize_t _scan_text(str text, uint8_t* out, Py_ssize_t n, Py_ssize_t cap,
                           int* unknown) noexcept:
    """_parse_text for quick paths, raising nothing: the new count, or -1 for text that
    _parse_text would refuse, more than cap cards, or any '?' (the checked path then reads
    it and says what is wrong). With unknown given, each '??' is counted there instead: a
    card nobody has seen, as cstud.equity writes it."""
    cdef Py_ssize_t i = 0, j, length = len(text)
    cdef Py_UCS4 ch
    cdef int rank, suit
    while i < length:
        ch = text[i]
        if _is_separator(ch):
            i += 1
            continue
        if ch == ord("?"):
            if unknown == NULL or i + 1 >= length or text[i + 1] != ord("?"):
                return -1
            unknown[0] += 1
            i += 2
            continue
        if ch == ord("1") and i + 1 < length and text[i + 1] == ord("0"):
            rank = 8
            j = i + 2
        else:
            rank = _rank_of_char(ch)
            j = i + 1
        suit = _suit_of_char(text[j]) if j < length else -1
        if rank < 0 or suit < 0 or n >= cap:
            return -1
        out[n] = <uint8_t>(4 * rank + suit)
        n += 1
        i = j + 1
    return n


cdef inline bint _is_integer(object value):
    """An int or an integer type such as NumPy's (it has __index__), but never a bool (an int
    to Python) or a float."""
    if PyLong_Check(value):
        return type(value) is not bool
    return not isinstance(value, float) and hasattr(type(value), "__index__")


cdef inline long _card_code(object value) except? -1:
    """An int as a card code; ValueError outside 0..51 (an int too big for a C long raises
    OverflowError here, which _load_cards turns into the same ValueError)."""
    cdef long code = value        # Cython's conversion: a fast path for small ints
    if not 0 <= code < N_CARDS:
        raise ValueError(f"card code {value} is out of range 0..51")
    return code


cdef Py_ssize_t _read_cards(object cards, uint8_t* out, Py_ssize_t cap) except -1:
    """_load_cards without the overflow handling, for text or a list or tuple. Ints take the
    fast path: no Python calls per card."""
    cdef Py_ssize_t n = 0, before
    cdef long code
    if isinstance(cards, str):
        return _parse_text(<str>cards, out, 0, cap)
    for item in cards:
        if PyLong_Check(item) and type(item) is not bool:
            code = _card_code(item)
        elif isinstance(item, str):
            before = n
            n = _parse_text(<str>item, out, n, cap)
            if n != before + 1:
                raise ValueError(f"{_quote(item)} is not one card")
            continue
        elif hasattr(type(item), "__index__") and not isinstance(item, (bool, float)):
            code = _card_code(item.__index__())    # NumPy integers, for example
        else:
            raise TypeError(f"a card must be an int 0..51, a Card or text like 'As', not "
                            f"{_short_repr(item)}")
        if n >= cap:
            raise ValueError(f"too many cards: more than {cap}")
        out[n] = <uint8_t>code
        n += 1
    return n


cdef extern from *:
    """
    /* The codes of a tuple of plain ints 0..51 (the common case of a hand) into out: how
       many, or -1 when it is not a tuple, holds more than cap items or an item that is not a
       plain int in 0..51 (the general path then reads it, and says what is wrong). Tuples
       only: they cannot change while they are read, on a free-threaded build too. */
    static Py_ssize_t cstud_plain_codes(PyObject *cards, uint8_t *out, Py_ssize_t cap) {
        Py_ssize_t n, i;
        if (!PyTuple_CheckExact(cards)) return -1;
        n = PyTuple_GET_SIZE(cards);
        if (n > cap) return -1;
        for (i = 0; i < n; i++) {
            PyObject *item = PyTuple_GET_ITEM(cards, i);
            int overflow = 0;
            long code;
            if (!PyLong_CheckExact(item)) return -1;
            code = PyLong_AsLongAndOverflow(item, &overflow);
            if (overflow || code < 0 || code >= 52) {
                if (PyErr_Occurred()) PyErr_Clear();
                return -1;
            }
            out[i] = (uint8_t)code;
        }
        return n;
    }
    """
    Py_ssize_t cstud_plain_codes(object cards, uint8_t* out, Py_ssize_t cap) noexcept


cdef Py_ssize_t _load_cards(object cards, uint8_t* out, Py_ssize_t cap) except -1:
    """Read cards given as text, or a sequence of ints / Cards / card texts, into out.

    Returns how many were read (at most cap). Checks range; duplicates are the caller's
    check (it builds a card mask anyway).
    """
    cdef Py_ssize_t n = cstud_plain_codes(cards, out, cap)
    if n >= 0:
        return n
    if cards is None:
        raise TypeError("cards must be text, or a sequence of card codes, Cards or card texts, "
                        "not None")
    if not isinstance(cards, (str, list, tuple)):
        # An iterator is read once, here: the overflow check below reads the cards again.
        try:
            cards = list(cards)
        except TypeError:
            raise TypeError(
                f"cards must be text, or a sequence of card codes, Cards or card texts, "
                f"not {type(cards).__name__}") from None
    try:            # one try per call, not per card: an int too big for a C long
        return _read_cards(cards, out, cap)
    except OverflowError:
        for item in cards:
            if isinstance(item, int) or hasattr(type(item), "__index__"):
                if not 0 <= item.__index__() < N_CARDS:
                    raise ValueError(f"card code {item} is out of range 0..51") from None
        raise


cdef uint64_t _check_distinct(const uint8_t* cards, Py_ssize_t n) except? 0:
    """Mask of the cards (bit = code); raise ValueError naming a card that appears twice."""
    cdef uint64_t mask = 0, bit
    cdef Py_ssize_t i
    for i in range(n):
        bit = (<uint64_t>1) << cards[i]
        if mask & bit:
            raise ValueError(f"duplicate card {card_text(cards[i])}")
        mask |= bit
    return mask


def card_codes(cards):
    """Parse cards given as text ('As Kd 7c', 'AsKd7c', '10d'), ints, Cards or a list of texts.

    Returns a list of card codes (ints 0..51). Raises ValueError for unknown text, codes out
    of range or a card given twice, and TypeError for anything that is not a card.
    """
    cdef uint8_t buf[N_CARDS]
    cdef Py_ssize_t n = _load_cards(cards, buf, N_CARDS)
    _check_distinct(buf, n)
    return [buf[i] for i in range(n)]
