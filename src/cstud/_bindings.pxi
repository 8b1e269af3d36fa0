# _bindings.pxi: everything by which the compiled core knows cstud's Python classes.
#
# The rest of the core takes and gives plain ints, tuples and lists. Only here does C rely
# on how Python classes are laid out or named; each assumption is checked when the class is
# registered (at its module's import, so a broken one stops `import cstud`), and each has a
# test in tests/test_core_bindings.py that fails if it breaks.
#
#  B1 Settlement, PotResult, OddChip (cstud.showdown) are slots dataclasses with exactly the
#     fields SETTLEMENT_FIELDS, POT_RESULT_FIELDS, ODD_CHIP_FIELDS, in that order, each a
#     plain object slot: _settle.pxi makes them by object.__new__ and writes each slot at its
#     byte offset (_find_slots, _new_record, _set_field). cards: the 52 Card objects by code.
#  B2 Action, PlayerActed, HandShown, HandMucked (cstud.game.actions) are tuple subclasses
#     of 4, 3, 3 and 1 fields with no storage of their own: cstud_named_tuple allocates them
#     as tuples. The ActionKind members come in ACTION_KINDS' order.
#  B3 HandState (cstud.game.state) subclasses _HandCore with Python slots (and at most a
#     __dict__) only: _HandCore._clone copies the C struct, then those slots by byte offset
#     (_clone_layout, cstud_copy_core). Its own slots hold immutable values, so
#     __deepcopy__ does not deep-copy them (_register_copyable).
#  B4 Called by name or by reference: the Rake rule's amount(in_pots, reached_fourth)
#     (_settle.pxi's _rake_rule_chips), cstud.game.state.core_options(options) (through
#     _register_hand_state: an Options object's flags, odd-chip code and rake), and the
#     Options type and its default object that HandState's constructor compares with.
#  B5 CPython versions: 3.14 caches a tuple's hash in the object (cstud_named_tuple resets
#     it, as _evaluator.pxi's tuple maker does); 3.11+ may keep an instance's __dict__
#     outside its struct (a negative __dictoffset__: _clone_layout copies it through the
#     attribute). _evaluator.pxi's compact-int reading (3.12+) reads ints, not cstud classes.
#  B6 NumPy's array layout (not a cstud class, but C relies on it): evaluate reads a 1-D
#     ndarray row of integers through the leading fields of NumPy's array and dtype structs
#     (_evaluator.pxi's cstud_ndarray, cstud_dtype; integer type numbers 1..10), not through
#     the buffer protocol. _register_ndarray checks them against NumPy's own account of
#     sample arrays the first time evaluate meets an ndarray; if they disagree, rows keep
#     the buffer path (slower, same answers).
#
# Included last (see _core.pyx): _settle.pxi and _engine.pxi read the globals set here, and
# Cython resolves module-level names whatever the order of the parts.


# -- B1: settle's result types --------------------------------------------------------------

# The result types, set by cstud.showdown at import, and where each field lives in them.
cdef type _Settlement = None
cdef type _PotResult = None
cdef type _OddChipRecord = None
cdef tuple _CARD_OBJECTS = None
cdef tuple _NO_ARGS = ()

SETTLEMENT_FIELDS = ("payouts", "rake", "returned", "pots")
POT_RESULT_FIELDS = ("amount", "rake", "eligible", "high_winners", "low_winners", "high_half",
                     "low_half", "shares", "odd_chips")
ODD_CHIP_FIELDS = ("seat", "half", "rule", "card", "shared", "contenders")
cdef Py_ssize_t _SETTLEMENT_SLOT[4]
cdef Py_ssize_t _POT_SLOT[9]
cdef Py_ssize_t _ODD_SLOT[6]

# A slots class keeps each field at a fixed offset in the instance, described by the member
# descriptor the class holds for that name (CPython's PyMemberDescrObject).
cdef extern from "Python.h":
    ctypedef struct PyMemberDef:
        const char* name
        int type
        Py_ssize_t offset
    ctypedef struct PyMemberDescrObject:
        PyMemberDef* d_member
    PyTypeObject PyBaseObject_Type
    enum: T_OBJECT_EX


cdef int _find_slots(type cls, tuple names, Py_ssize_t* offsets) except -1:
    """Check cls is a slots dataclass with exactly these fields, in order; note their offsets."""
    import dataclasses
    import types
    if tuple([f.name for f in dataclasses.fields(cls)]) != names:
        raise TypeError(f"{cls.__name__} must have the fields {names}")
    for i, name in enumerate(names):
        descriptor = cls.__dict__.get(name)
        if type(descriptor) is not types.MemberDescriptorType \
                or (<PyMemberDescrObject*>descriptor).d_member.type != T_OBJECT_EX:
            raise TypeError(f"{cls.__name__}.{name} must be a slot (use slots=True)")
        offsets[i] = (<PyMemberDescrObject*>descriptor).d_member.offset
    return 0


def _register_result_types(settlement, pot_result, odd_chip, cards):
    """Called once by cstud.showdown: the dataclasses settle() returns, and the 52 Cards.

    Only once: swapping the types while another thread settles (free-threaded Python) could
    free a type in use, so a second call (a reloaded cstud.showdown) is refused.
    """
    global _Settlement, _PotResult, _OddChipRecord, _CARD_OBJECTS
    cdef Py_ssize_t settlement_slots[4]
    cdef Py_ssize_t pot_slots[9]
    cdef Py_ssize_t odd_slots[6]
    if len(cards) != N_CARDS:
        raise ValueError("cards must be the 52 Card objects, by code")
    # the layouts checked first (so that a test can show a wrong one refused), then once only
    _find_slots(settlement, SETTLEMENT_FIELDS, settlement_slots)
    _find_slots(pot_result, POT_RESULT_FIELDS, pot_slots)
    _find_slots(odd_chip, ODD_CHIP_FIELDS, odd_slots)
    if _Settlement is not None:
        raise RuntimeError("settle's result types are registered already (reloading "
                           "cstud.showdown is not supported)")
    memcpy(_SETTLEMENT_SLOT, settlement_slots, sizeof(settlement_slots))
    memcpy(_POT_SLOT, pot_slots, sizeof(pot_slots))
    memcpy(_ODD_SLOT, odd_slots, sizeof(odd_slots))
    _Settlement, _PotResult, _OddChipRecord = settlement, pot_result, odd_chip
    _CARD_OBJECTS = tuple(cards)


cdef inline object _new_record(type cls):
    """An instance of a result dataclass, its fields still unset: object.__new__(cls)."""
    return PyBaseObject_Type.tp_new(cls, <PyObject*>_NO_ARGS, NULL)


cdef inline void _set_field(object record, Py_ssize_t offset, object value) noexcept:
    """Fill one field of a record fresh from _new_record (the slot is still empty).

    This is what object.__setattr__ does once it has found the slot, without the search:
    a frozen dataclass's own __init__ costs about 0.5 us per object, more than the rest of
    the settlement together."""
    cdef PyObject** slot = <PyObject**>((<char*><PyObject*>record) + offset)
    Py_INCREF(value)
    slot[0] = <PyObject*>value


# -- B2-B4: the engine's operation types, HandState, its options ---------------------------

# The NamedTuple types of cstud.game.actions that _apply_listed makes, and the ActionKind
# members by the core's numbering: set once when cstud.game imports, then only read.
cdef object _ACTION_TYPE = None
cdef object _PLAYER_ACTED_TYPE = None
cdef object _HAND_SHOWN_TYPE = None
cdef object _HAND_MUCKED_TYPE = None
cdef object _KIND_OBJECTS = None
# HandState's constructor (_hand_state_init): the Options type and its default, and per
# Options object (by id, the object kept so that its id stays its own) the core's arguments
# (options, flags, odd-chip code, rake), from cstud.game.state's function; set once at import.
cdef object _OPTIONS_TYPE = None
cdef object _DEFAULT_OPTIONS = None
cdef object _OPTION_ARGUMENTS = None
cdef dict _CORE_OPTIONS = {}


cdef tuple _core_options_of(options):
    """(options, flags, odd-chip code, rake) of an Options object, kept for the next hands
    (for the first 64 Options objects a program plays with)."""
    flags, odd_chip, rake = _OPTION_ARGUMENTS(options)
    entry = (options, flags, odd_chip, rake)
    if len(_CORE_OPTIONS) < 64:
        _CORE_OPTIONS[id(options)] = entry
    return entry

# _HandCore._clone: per type, the offsets of a subclass's slots (object pointers) and of its
# __dict__ (0: none); worked out once per type.
cdef dict _CLONE_LAYOUTS = {}
cdef object _HAND_STATE_TYPE = None


cdef tuple _clone_layout(type cls):
    """Where a subclass of _HandCore keeps its own Python attributes: its slots' offsets
    (each slot a member descriptor of one object pointer) and its __dict__'s offset. Raises
    TypeError for a type whose own fields are not such slots (a cdef subclass)."""
    cdef Py_ssize_t offset
    offsets = []
    for klass in cls.__mro__:
        if klass is _HandCore:
            break
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ("__dict__", "__weakref__"):
                continue
            descriptor = klass.__dict__.get(_mangled(klass.__name__, name))
            offset = cstud_slot_offset(descriptor)
            if offset < 0:
                raise TypeError(f"{cls.__name__} cannot be copied: its slot {name!r} is not "
                                f"a plain object slot")
            offsets.append(offset)
    # a __dict__ at a fixed offset, or (CPython 3.11+: a negative offset) kept by the
    # interpreter outside the object's struct, copied then through the attribute
    dict_offset = (<type>cls).__dictoffset__
    managed_dict = dict_offset < 0
    if managed_dict:
        dict_offset = 0
    known = len(offsets) * sizeof(PyObject_pointer)
    if dict_offset:
        known += sizeof(PyObject_pointer)
    if (<type>cls).__weakrefoffset__:
        known += sizeof(PyObject_pointer)
    if (<type>cls).__basicsize__ != (<type>_HandCore).__basicsize__ + known:
        raise TypeError(f"{cls.__name__} cannot be copied: it has fields of its own beyond "
                        f"Python slots")
    layout = (tuple(offsets), dict_offset, managed_dict)
    if len(_CLONE_LAYOUTS) < 256:
        _CLONE_LAYOUTS[cls] = layout
    return layout


cdef object _mangled(class_name, name):
    """A private slot's attribute name (__x in class C is _C__x)."""
    if name.startswith("__") and not name.endswith("__"):
        return "_" + class_name.lstrip("_") + name
    return name


cdef void _deep_copy_extras(source, new, memo) except *:
    """copy.deepcopy of a subclass's own attributes (slots and __dict__) into ``new``."""
    import copy
    for klass in type(source).__mro__:
        if klass is _HandCore or klass is _HAND_STATE_TYPE:
            break
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ("__dict__", "__weakref__"):
                continue
            name = _mangled(klass.__name__, name)
            try:
                value = getattr(source, name)
            except AttributeError:
                continue
            setattr(new, name, copy.deepcopy(value, memo))
    if type(source).__dictoffset__:
        for name, value in source.__dict__.items():
            new.__dict__[name] = copy.deepcopy(value, memo)


def _register_copyable(hand_state):
    """cstud.game's HandState, whose own slots __deepcopy__ need not deep-copy (its
    game, options, seat numbers and starting stacks are immutable). Called once, at import."""
    global _HAND_STATE_TYPE
    if not issubclass(hand_state, _HandCore):
        raise TypeError("HandState is a subclass of _HandCore")
    _HAND_STATE_TYPE = hand_state


cdef extern from *:
    """
    #include "structmember.h"
    typedef PyObject *PyObject_pointer;
    static int cstud_visit_decref(PyObject *o, void *arg) { Py_DECREF(o); return 0; }
    static int cstud_visit_incref(PyObject *o, void *arg) { Py_INCREF(o); return 0; }
    /* A new instance of an extension type (or its subclass) as type(cls).__call__ would make
       it before __init__: its tp_new (Cython's: C fields zero, object fields None, the
       __cinit__). */
    static PyObject *cstud_new_instance(PyObject *cls) {
        PyTypeObject *tp = (PyTypeObject *)cls;
        PyObject *args = PyTuple_New(0), *op;
        if (args == NULL) return NULL;
        op = tp->tp_new(tp, args, NULL);
        Py_DECREF(args);
        return op;
    }
    /* The byte offset of a slot (a member descriptor of one object pointer), else -1. */
    static Py_ssize_t cstud_slot_offset(PyObject *descriptor) {
        PyMemberDef *member;
        if (descriptor == NULL || !Py_IS_TYPE(descriptor, &PyMemberDescr_Type)) return -1;
        member = ((PyMemberDescrObject *)descriptor)->d_member;
        if (member->type != T_OBJECT_EX || (member->flags & READONLY)) return -1;
        return member->offset;
    }
    /* Copy source's whole core struct (everything after the object header, up to the core
       type's size) into target, a new object of the same type; then the Python objects in
       it: the core type's tp_traverse visits each object field, so target first drops its
       own (None, set by tp_new) and then takes a reference to each one copied. Nothing
       runs Python code in between (no allocation, so no collection either). Then the
       subclass's slots (a reference each) and __dict__ (a shallow copy). The caller fixes
       the C pointers (the log). */
    static int cstud_copy_core(PyObject *target, PyObject *source, PyObject *core_type,
                               PyObject *slot_offsets, PyObject *dict_offset) {
        PyTypeObject *core = (PyTypeObject *)core_type;
        Py_ssize_t i, n = PyTuple_GET_SIZE(slot_offsets), at;
        Py_ssize_t dict_at = PyLong_AsSsize_t(dict_offset);
        if (dict_at == -1 && PyErr_Occurred()) return -1;
        core->tp_traverse(target, cstud_visit_decref, NULL);
        memcpy((char *)target + sizeof(PyObject), (char *)source + sizeof(PyObject),
               core->tp_basicsize - sizeof(PyObject));
        core->tp_traverse(target, cstud_visit_incref, NULL);
        for (i = 0; i < n; i++) {
            PyObject *value;
            at = PyLong_AsSsize_t(PyTuple_GET_ITEM(slot_offsets, i));
            value = *(PyObject **)((char *)source + at);
            Py_XINCREF(value);
            Py_XSETREF(*(PyObject **)((char *)target + at), value);
        }
        if (dict_at > 0) {
            PyObject *dict = *(PyObject **)((char *)source + dict_at);
            if (dict != NULL) {
                PyObject *copy = PyDict_Copy(dict);
                if (copy == NULL) return -1;
                Py_XSETREF(*(PyObject **)((char *)target + dict_at), copy);
            }
        }
        return 0;
    }
    """
    ctypedef void* PyObject_pointer
    object cstud_new_instance(object cls)
    Py_ssize_t cstud_slot_offset(object descriptor) except? -2
    int cstud_copy_core(object target, object source, object core_type, object slot_offsets,
                        object dict_offset) except -1


cdef extern from *:
    """
    /* A new instance of a tuple subclass with no fields of its own (the NamedTuples of
       cstud.game.actions), as tuple.__new__(type, items) makes it but without the
       intermediate tuple; takes a new reference to each item. Not watched by the
       collector: the engine fills it with ints, bools, enum members and such tuples,
       which can make no reference cycle (a tuple never changes). */
    static PyObject *cstud_named_tuple(PyObject *type, Py_ssize_t n, PyObject **items) {
        PyTypeObject *tp = (PyTypeObject *)type;
        Py_ssize_t i;
        PyObject *op = tp->tp_alloc(tp, n);
        if (op == NULL) return NULL;
        if (PyObject_IS_GC(op)) PyObject_GC_UnTrack(op);
    #if PY_VERSION_HEX >= 0x030E0000
        ((PyTupleObject *)op)->ob_hash = -1;    /* 3.14 caches a tuple's hash in it */
    #endif
        for (i = 0; i < n; i++) {
            Py_INCREF(items[i]);
            PyTuple_SET_ITEM(op, i, items[i]);
        }
        return op;
    }
    /* type.__init__(self, *args) for an extension type's own constructor, called from C
       (HandState's constructor calls _HandCore's so). */
    static int cstud_call_init(PyObject *type, PyObject *self, PyObject *args) {
        return ((PyTypeObject *)type)->tp_init(self, args, NULL);
    }
    static PyObject *cstud_named_tuple1(PyObject *type, PyObject *a) {
        PyObject *items[1] = {a};
        return cstud_named_tuple(type, 1, items);
    }
    static PyObject *cstud_named_tuple3(PyObject *type, PyObject *a, PyObject *b,
                                        PyObject *c) {
        PyObject *items[3] = {a, b, c};
        return cstud_named_tuple(type, 3, items);
    }
    static PyObject *cstud_named_tuple4(PyObject *type, PyObject *a, PyObject *b,
                                        PyObject *c, PyObject *d) {
        PyObject *items[4] = {a, b, c, d};
        return cstud_named_tuple(type, 4, items);
    }
    """
    object cstud_named_tuple1(object type, object a)
    int cstud_call_init(object type, object self, object args) except -1
    object cstud_named_tuple3(object type, object a, object b, object c)
    object cstud_named_tuple4(object type, object a, object b, object c, object d)


def _register_hand_state(options_type, default_options, option_arguments):
    """cstud.game's Options type, its default object, and the function giving an Options
    object's (flags, odd-chip code, rake) as _HandCore's constructor takes them: what
    HandState's constructor (_hand_state_init) uses. Called once, at import."""
    global _OPTIONS_TYPE, _DEFAULT_OPTIONS, _OPTION_ARGUMENTS
    if not isinstance(options_type, type) or type(default_options) is not options_type:
        raise TypeError("the default options are an instance of the options type")
    _OPTIONS_TYPE, _DEFAULT_OPTIONS, _OPTION_ARGUMENTS = (options_type, default_options,
                                                          option_arguments)


def _register_operation_types(action, player_acted, hand_shown, hand_mucked, kinds):
    """cstud.game.actions' Action, PlayerActed, HandShown and HandMucked (tuple subclasses
    with 4, 3, 3 and 1 fields and nothing else) and the ActionKind members in the order of
    ACTION_KINDS: what _HandCore._apply_listed makes and compares. Called once, at import."""
    global _ACTION_TYPE, _PLAYER_ACTED_TYPE, _HAND_SHOWN_TYPE, _HAND_MUCKED_TYPE, _KIND_OBJECTS
    for named, fields in ((action, 4), (player_acted, 3), (hand_shown, 3), (hand_mucked, 1)):
        if (not isinstance(named, type) or not issubclass(named, tuple)
                or len(getattr(named, "_fields", ())) != fields
                or (<type>named).__basicsize__ != (<type>tuple).__basicsize__
                or (<type>named).__itemsize__ != (<type>tuple).__itemsize__
                or getattr(named, "__dictoffset__", 0)):
            raise TypeError(f"{named!r} is not a NamedTuple of {fields} fields with no others")
    kinds = tuple(kinds)
    if [str(kind) for kind in kinds] != list(ACTION_KINDS):
        raise ValueError(f"the action kinds are {ACTION_KINDS}, in that order")
    _ACTION_TYPE, _PLAYER_ACTED_TYPE = action, player_acted
    _HAND_SHOWN_TYPE, _HAND_MUCKED_TYPE = hand_shown, hand_mucked
    _KIND_OBJECTS = kinds


# -- B6: NumPy's array layout ---------------------------------------------------------------

cdef extern from *:
    ctypedef struct cstud_ndarray:
        char* data
        int nd
        Py_ssize_t* dimensions
        Py_ssize_t* strides
        void* descr
    ctypedef struct cstud_dtype:
        char kind
        char type
        char byteorder
        int type_num

cdef bint _ndarray_in_place = False
# NumPy's one-letter codes of its integer types, in the order of their type numbers 1..10.
_NUMPY_INTEGER_CHARS = "bBhHiIlLqQ"


cdef bint _ndarray_layout_agrees(np) except -1:
    """Whether cstud_ndarray and cstud_dtype read what NumPy says of a strided row of each
    integer type, and whether the reader gives its codes (and refuses the row byte-swapped)."""
    cdef cstud_ndarray* view
    cdef cstud_dtype* descr
    cdef uint8_t out[MAX_HAND]
    for number, char in enumerate(_NUMPY_INTEGER_CHARS, start=1):
        dtype = np.dtype(char)
        if dtype.num != number or dtype.itemsize != cstud_numpy_itemsize(number):
            return False
        for order in (dtype, dtype.newbyteorder()):
            row = np.array([[7 - i, i] for i in range(7)], order)[:, 0]     # 7..1, strided
            view = <cstud_ndarray*><void*>row
            descr = <cstud_dtype*>view.descr
            if (view.nd != 1 or view.dimensions[0] != 7 or view.strides[0] != row.strides[0]
                    or <size_t>view.data != row.__array_interface__["data"][0]
                    or view.descr != <void*>row.dtype or descr.type_num != number
                    or chr(descr.kind) != row.dtype.kind or chr(descr.type) != row.dtype.char
                    or chr(descr.byteorder) != row.dtype.byteorder):
                return False
            native = row.dtype.byteorder in "=|"
            if cstud_ndarray_codes(row, out) != (7 if native else -1):
                return False
            if native and [out[i] for i in range(7)] != [7, 6, 5, 4, 3, 2, 1]:
                return False
    return True


cdef bint _register_ndarray(type cls) except -1:
    """Let evaluate read rows of cls in place if it is numpy.ndarray and B6 holds; whether it
    now does. Looked at once, when evaluate first meets an ndarray."""
    global _ndarray_in_place
    cstud_ndarray_seen()
    np = _numpy()
    if cls is np.ndarray and _ndarray_layout_agrees(np):
        cstud_set_ndarray_type(cls)
        _ndarray_in_place = True
    return _ndarray_in_place


def _ndarray_read_in_place():
    """Whether evaluate reads NumPy rows in place (B6 held when it first met one)."""
    return _ndarray_in_place
