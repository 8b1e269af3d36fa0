"""Issue 12 point 1: each limit and name is written once and the other modules use that one."""

from __future__ import annotations

import pytest

import cstud.cli
import cstud.histories._build as history_build
import cstud.histories.replay as history_replay
import cstud.phh
import cstud.phh.document as phh_document
from cstud import _core, showdown
from cstud.cli import check_history as report
from cstud.game import MAX_CHIPS, STREET_NAMES


def test_the_chip_limit_is_the_engines_everywhere():
    assert showdown.CHIP_LIMIT == MAX_CHIPS + 1 == 2**56
    assert showdown.CHIP_LIMIT_TEXT == _core.CHIP_LIMIT_TEXT == "2**56"   # the compiled core's
    for module in (cstud.phh, phh_document, history_replay, history_build):
        assert module.CHIP_LIMIT is showdown.CHIP_LIMIT, module.__name__


def test_street_names_are_the_engines():
    assert cstud.cli.simulate.STREET_NAMES is STREET_NAMES
    assert phh_document.STREET_NAMES is STREET_NAMES


def test_check_history_offers_the_engines_odd_chip_rules():
    parser = cstud.cli.build_parser()
    choices = next(action.choices for action in parser._subparsers._group_actions[0]
                   .choices["check-history"]._actions if action.dest == "odd_chip")
    assert tuple(choices) == showdown.ODD_CHIP_RULES
    assert report.ODD_CHIP_RULES is showdown.ODD_CHIP_RULES



def test_one_action_kind_for_the_engine_and_the_site_histories():
    import importlib

    import cstud.histories
    import cstud.histories.model as model
    from cstud.game import ActionKind

    # (cstud.db's stats() function hides the module of the same name from attribute access.)
    records, stats = (importlib.import_module(f"cstud.db.{name}") for name in ("records", "stats"))
    assert cstud.histories.ActionKind is model.ActionKind is ActionKind
    assert records.ActionKind is stats.ActionKind is ActionKind
    assert model.Action.__annotations__["kind"] == "ActionKind"


def test_the_games_and_the_seat_bound_are_the_cores():
    """The games, their codes and the seat bound are written once, in the core
    (src/cstud/_common.pxi); the Python modules use that tuple and that number."""
    import cstud.equities
    import cstud.game.options
    import cstud.game.state
    import cstud.solver
    from cstud.game import MAX_PLAYERS

    assert _core.GAMES == ("stud8", "stud", "razz")
    for module in (cstud.game.options, cstud.equities, cstud.solver):
        assert module.GAMES is _core.GAMES, module.__name__
    assert MAX_PLAYERS == cstud.game.state.MAX_PLAYERS == _core.MAX_PLAYERS == 8
    with pytest.raises(ValueError, match="2 to 8 seats"):          # the core's own bound
        cstud.HandState([100] * (_core.MAX_PLAYERS + 1), 1, 2, 5)
