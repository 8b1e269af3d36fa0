"""VectorTables' share of the engine hardening (issue 22, H3 and L8 of reliability-2.md): a table
that an exception interrupts part way is refused until reset, and VectorTables.hand(i) read
while another thread steps is a consistent replay. The rest is tests/test_engine_hardening.py.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed: pip install '.[rl]'")

from test_engine_hardening import _Flaky

from cstud import Options
from cstud.rl import VectorTables


def test_h3_vector_tables_refuse_a_table_broken_by_an_exception():
    _Flaky.calls = 0
    tables = VectorTables(4, 3, seed=1, options=Options(rake=_Flaky(5)))
    batch = tables.reset()
    with pytest.raises(RuntimeError, match="rake service"):
        for _ in range(200):
            batch = tables.step(np.argmax(batch.action_mask, axis=1))
    cores = [tables._core.hand(i) for i in range(4)]
    broken = [i for i in range(4) if cores[i].is_broken]
    assert len(broken) == 1 and cores[broken[0]].mask == 0
    with pytest.raises(ValueError, match="not legal"):
        tables.step(np.argmax(batch.action_mask, axis=1))
    batch = tables.reset()                              # a new hand at every table
    assert not any(tables._core.hand(i).is_broken for i in range(4))
    tables.step(np.argmax(batch.action_mask, axis=1))


def test_l8_vector_tables_hand_is_consistent_during_a_step(fast_switching):
    tables = VectorTables(64, 2, seed=3, preset="wsop", stacks=2**40, stakes=(0, 1, 2, 4))
    batch = tables.reset()
    stop = threading.Event()
    errors = []

    def replayer():
        while not stop.is_set():
            for i in range(64):
                try:
                    tables.hand(i)
                except RuntimeError as error:
                    if "another thread" not in str(error):
                        errors.append(error)
                except Exception as error:          # a torn replay
                    errors.append(error)

    thread = threading.Thread(target=replayer)
    thread.start()
    try:
        for _ in range(300):          # raise whenever allowed: long hands, growing move lists
            batch = tables.step(np.where(batch.action_mask[:, 3], 3,
                                         np.argmax(batch.action_mask, axis=1)))
    finally:
        stop.set()
        thread.join()
    assert errors == []
