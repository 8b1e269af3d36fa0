"""HandState driven by hypothesis's stateful testing against the independent reference engine
(tests/engine_reference.py, with its own deck): a random table, then any sequence of legal
actions (by Action or by step code), illegal actions, deals (by the shuffle, or named cards,
some of them wrong), copies and pickles taken and played on in place of the hand, and new
hands. After every step both engines show the same state (the differential's snapshot), a
refused step changed nothing (game_helpers.snapshot: every field, log record, card and
refusal reason), and a finished hand is settled alike. Hypothesis shrinks a failure to the
shortest such sequence."""

from __future__ import annotations

import pickle
import random

import pytest
from engine_reference import ReferenceHand
from game_helpers import snapshot as full_snapshot
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from test_engine_differential import KINDS, given_street, illegal_attempt, random_table, snapshot

from cstud.game import HandState, IllegalActionError, Status


class HandAgainstReference(RuleBasedStateMachine):
    fast: HandState
    slow: ReferenceHand

    def _new_hand(self, seed: int) -> None:
        rng = random.Random(seed)
        while True:
            table = random_table(rng)
            try:
                self.slow = ReferenceHand(**table)
            except ValueError:
                with pytest.raises(ValueError):
                    HandState(**table)
                continue
            self.fast = HandState(**table)
            self.table = table
            return

    @initialize(seed=st.integers(0, 2**32))
    def start(self, seed: int) -> None:
        self._new_hand(seed)

    @precondition(lambda self: self.slow.status is Status.OVER)
    @rule(seed=st.integers(0, 2**32))
    def next_hand(self, seed: int) -> None:
        assert self.fast.operations == self.slow.operations
        assert self.fast.settlement == self.slow.settlement
        assert self.fast.payouts == self.slow.payouts
        self._new_hand(seed)

    @precondition(lambda self: self.slow.status in (Status.BETTING, Status.SHOWDOWN))
    @rule(data=st.data(), by_code=st.booleans())
    def act(self, data: st.DataObject, by_code: bool) -> None:
        legal = self.slow.legal_actions()
        assert self.fast.legal_actions() == legal
        action = data.draw(st.sampled_from(legal))
        self.slow.apply(action)
        if by_code:
            self.fast.step(next(code for kind, amount, _all_in, _chips, code in self.fast._legal()
                                if kind == KINDS.index(action.kind)
                                and amount == action.amount))
        else:
            self.fast.apply(action)

    @precondition(lambda self: self.slow.status in (Status.BETTING, Status.SHOWDOWN))
    @rule(seed=st.integers(0, 2**16))
    def illegal(self, seed: int) -> None:
        bad = illegal_attempt(random.Random(seed), self.slow.legal_actions())
        before = full_snapshot(self.fast)
        with pytest.raises(IllegalActionError):
            self.slow.apply(bad)
        with pytest.raises(IllegalActionError):
            self.fast.apply(bad)
        assert full_snapshot(self.fast) == before

    @precondition(lambda self: self.slow.status is Status.DEALING)
    @rule(seed=st.integers(0, 2**16), named=st.booleans())
    def deal(self, seed: int, named: bool) -> None:
        if not named:
            self.slow.deal()
            self.fast.deal()
            return
        cards, community = given_street(random.Random(seed), self.slow)
        try:
            self.slow.deal(cards, community)
        except IllegalActionError:
            before = full_snapshot(self.fast)
            with pytest.raises(IllegalActionError):
                self.fast.deal(cards, community)
            assert full_snapshot(self.fast) == before
        else:
            self.fast.deal(cards, community)

    @rule(how=st.sampled_from(["copy", "pickle"]))
    def play_on_a_copy(self, how: str) -> None:
        """The hand is replaced by its copy or its unpickled self, which plays on alike."""
        if how == "copy":
            self.fast = self.fast.copy()
        else:
            self.fast = pickle.loads(pickle.dumps(self.fast))

    @invariant()
    def same_state(self) -> None:
        assert snapshot(self.fast) == snapshot(self.slow), self.table
        if not self.fast.is_over:       # no chip made or lost before the settlement
            assert sum(self.fast.stacks) + self.fast.pot == sum(self.fast.starting_stacks)


HandAgainstReference.TestCase.settings = settings(
    max_examples=25, stateful_step_count=60, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
test_hand_against_the_reference = HandAgainstReference.TestCase
