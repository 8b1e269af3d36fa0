"""cstud simulate: the counts add up, the seed repeats, stacks carry over or are rebought,
chunks of hands are sessions of their own, and threads, processes and dask give the same
summary."""

from __future__ import annotations

import dataclasses
import json
import re
import sys
import threading
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest
from game_helpers import cards_for, varied_hands

from cstud import cli, simulation
from cstud.bots import CallingStation, code_chooser, make_bot, play_hand
from cstud.cli import main
from cstud.game import (
    BRING_IN,
    CALL,
    COMPLETE,
    FOLD,
    Action,
    AntePosted,
    HandState,
    Options,
    PlayerActed,
)
from cstud.session import hand_seed
from cstud.showdown import Rake
from cstud.simulation import SimulationSummary, hand_facts, simulate


def test_counts_add_up_and_chips_balance():
    summary = simulate(players=5, hands=300, seed=3, bots=["heuristic", "random", "station"],
                       stack=40)
    assert summary.hands == 300
    assert summary.showdowns + summary.won_before_showdown == 300
    assert sum(summary.ended_on.values()) == 300
    assert sum(summary.net) + summary.rake == 0
    # A showdown is exactly one of: scooped, a pot split, pots whole to different players.
    assert summary.scoops + summary.splits + summary.separate_winners == summary.showdowns
    assert summary.scoops > 0 and summary.splits > 0 and summary.separate_winners > 0
    assert summary.hi_lo_splits <= summary.splits
    assert summary.bots == ("heuristic", "random", "station", "heuristic", "random")
    by_bot = summary.net_by_bot()
    assert by_bot["heuristic"] == summary.net[0] + summary.net[3]
    assert summary.side_pots > 0 and summary.all_ins > 0 and summary.buy_ins > 0
    assert summary.hands_per_second > 0


def test_the_same_seed_plays_the_same_hands():
    first = simulate(players=4, hands=60, seed=11, bots=["random", "heuristic"])
    again = simulate(players=4, hands=60, seed=11, bots=["random", "heuristic"])
    other = simulate(players=4, hands=60, seed=12, bots=["random", "heuristic"])
    assert (first.net, first.ended_on) == (again.net, again.ended_on)
    assert first.net != other.net


def test_rebuy_starts_every_hand_equal_so_there_are_no_side_pots():
    summary = simulate(players=6, hands=200, seed=1, bots=["random"], stack=30, rebuy=True)
    assert summary.all_ins > 20
    assert summary.side_pots == 0          # equal stacks all-in at the same level
    assert summary.buy_ins == 0


def test_presets_and_games():
    for game in ("stud8", "stud", "razz"):
        summary = simulate(players=8, hands=40, seed=2, game=game, preset="tda",
                           bots=["station"])
        assert summary.showdowns == 40      # stations never fold
        if game != "stud8":
            assert summary.hi_lo_splits == 0


@pytest.mark.parametrize(("kwargs", "message"), [
    (dict(players=9), "2 to 8 players"),
    (dict(hands=-1), "hands"),
    (dict(bots=[]), "at least one bot"),
    (dict(bots=["shark"]), "unknown bot"),
    (dict(preset="casino"), "unknown preset"),
])
def test_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        simulate(**{"hands": 1, **kwargs})


def test_hand_facts_of_a_hand_won_on_third_street():
    state = HandState([100, 100, 100], 1, 2, 5, cards=cards_for("Ah Kh 9c", "2d 3d 2c",
                                                                "Qs Js 8h"))
    state.apply(Action(BRING_IN))
    state.apply(Action(COMPLETE, 5))
    state.apply(Action(FOLD))
    state.apply(Action(FOLD))
    facts = hand_facts(state)
    assert (facts.showdown, facts.street, facts.side_pots, facts.split) == (False, 3, 0, False)


def test_hand_facts_of_a_side_pot_won_by_two_players():
    # Seat 0, all-in for 3 on 3rd street, makes the wheel; seats 1 and 2 play on for a side
    # pot that seat 1's kings up win.
    state = HandState([4, 100, 100], 1, 2, 5, cards=cards_for(
        "Ac 2d 3h 4s 5c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c", "Qs Qd Jh Td 9h 6c 2s"))
    state.apply(Action(BRING_IN))                     # seat 0, the 3h
    state.apply(Action(COMPLETE, 5))
    state.apply(Action(CALL))
    state.apply(Action(CALL))                         # seat 0 calls all-in for 1 more
    play_hand(state, [CallingStation()] * 3)
    facts = hand_facts(state)
    assert facts.showdown and facts.street == 7 and facts.all_in
    assert facts.side_pots == 1
    main_pot, side_pot = state.settlement.pots
    assert (main_pot.high_winners, main_pot.low_winners) == ((0,), (0,))
    assert (side_pot.high_winners, side_pot.low_winners) == ((1,), ())
    assert not facts.scoop and not facts.split and not facts.hi_lo_split
    assert facts.separate_winners          # two winners, each pot whole to one of them
    with pytest.raises(ValueError, match="not over"):
        hand_facts(HandState([10, 10], 1, 2, 5, seed=1))


def test_hand_facts_of_a_high_low_split():
    state = HandState([100, 100], 1, 2, 5, cards=cards_for(
        "Ac 2d 3h 4s 7c Kd Qh", "Ks Kh 9c 9d Jc Ts 3c"))
    play_hand(state, [CallingStation()] * 2)
    facts = hand_facts(state)
    assert facts.split and facts.hi_lo_split and not facts.scoop and facts.side_pots == 0
    assert not facts.separate_winners


@pytest.mark.parametrize("game", ["stud8", "stud", "razz"])
def test_each_hand_is_one_kind_of_ending(game):
    """Hand by hand, against the settlement read directly: won before the showdown, or at it
    exactly one of scooped, split, or pots whole to different players."""
    for number in range(150):
        state = HandState([5 + 7 * seat * (number % 4) for seat in range(1, 6)], 1, 2, 5,
                          game=game, seed=f"kinds/{number}")
        play_hand(state, [CallingStation()] * 5)
        facts = hand_facts(state)
        paid = [{seat for seat, chips in enumerate(pot.shares) if chips}
                for pot in state.settlement.pots]
        winners = set().union(*paid)
        kinds = [facts.scoop, facts.split, facts.separate_winners]
        assert sum(kinds) == (1 if facts.showdown else 0)
        assert facts.split == any(len(seats) > 1 for seats in paid)
        assert facts.scoop == (facts.showdown and len(winners) == 1)
        assert not facts.hi_lo_split or facts.split


def test_cli_simulate(capsys):
    assert main(["simulate", "--players", "3", "--hands", "50", "--seed", "4",
                 "--bots", "heuristic", "random"]) == 0
    out = capsys.readouterr().out
    assert "50 hands of stud8, 3 players, default rules, seed 4" in out
    for words in ("won before showdown", "showdown", "side pots", "community card",
                  "chips won", "hands/s", "heuristic", "random"):
        assert words in out
    assert main(["simulate", "--hands", "5", "--bots", "shark"]) == 2
    error = capsys.readouterr()
    assert error.out == ""
    assert error.err == "cstud simulate: error: unknown bot 'shark': one of random, station, " \
                        "heuristic\n"
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "9"])


def _table_rows(text):
    """The rows of the outcome table: (indent, label, count)."""
    rows = []
    for line in text.splitlines():
        match = re.match(r"^[│|] ( *)([a-z][^│|]*?) +[│|] +([\d,]+)  \(", line)
        if match:
            rows.append((len(match.group(1)), match.group(2),
                         int(match.group(3).replace(",", ""))))
    return rows


def test_cli_simulate_rows_add_up(capsys):
    """The printed table: each row's indented rows under it add up to it."""
    assert main(["simulate", "--players", "6", "--hands", "400", "--seed", "2",
                 "--bots", "heuristic", "random"]) == 0
    rows = _table_rows(capsys.readouterr().out)
    count = {label: number for _, label, number in rows}
    assert count["won before showdown"] + count["showdown"] == 400
    parts = [number for indent, label, number in rows if indent == 2]
    assert [label for indent, label, _ in rows if indent == 2] == [
        "one player scooped", "a pot split", "pots to different players, none split"]
    assert sum(parts) == count["showdown"]
    assert count["high and low to different players"] <= count["a pot split"]
    assert sum(number for _, label, number in rows if label.startswith("ended on")) == 400


def test_cli_simulate_json(capsys):
    assert main(["simulate", "--players", "4", "--hands", "120", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    again = simulate(players=4, hands=120, seed=3)
    assert report["hands"] == 120 and report["net"] == again.net
    assert report["scoops"] + report["splits"] + report["separate_winners"] == \
        report["showdowns"] == again.showdowns
    assert sum(report["ended_on"].values()) == 120
    with pytest.raises(SystemExit) as exit_status:
        main(["simulate", "--players", "9", "--json"])
    assert exit_status.value.code == 2
    error = json.loads(capsys.readouterr().err)
    assert error == {"error": "argument --players: a stud table has 2 to 8 players, not '9'",
                     "code": 2}


# ---------------------------------------------------------------------------------------
# Chunks, and executors: the same seed, the same summary anywhere.

def _reference(players, hands, seed, bots, stack, rebuy, chunk):
    """The documented play, written out plainly: hand n dealt from hand_seed(seed, 1, n + 1)
    with the dealer at n % players; every `chunk` hands the seats sit down afresh with `stack` chips
    and new bots seeded from (seed, chunk number), chunk 0 as f"{seed}/seat {seat}". One
    summary counts every hand in order (no merging)."""
    names = tuple(bots[seat % len(bots)] for seat in range(players))
    summary = SimulationSummary(game="stud8", players=players, bots=names, seed=seed,
                                preset=None, stack=stack, rebuy=rebuy, net=[0] * players)
    for number in range(hands):
        if number % chunk == 0:
            where = "" if number == 0 else f"/chunk {number // chunk}"
            seated = [make_bot(name, f"{seed}{where}/seat {seat}")
                      for seat, name in enumerate(names)]
            stacks = [stack] * players
        for seat in range(players):
            if rebuy:
                stacks[seat] = stack
            elif stacks[seat] == 0:
                stacks[seat] = stack
                summary.buy_ins += 1
        state = play_hand(HandState(stacks, 1, 2, 5, dealer=number % players,
                                    seed=hand_seed(seed, 1, number + 1)), seated)
        summary.add(state)
        stacks = list(state.stacks)
    return summary


def _counts(summary):
    """Everything in a summary but the time it took."""
    return dataclasses.replace(summary, seconds=0.0)


@pytest.mark.parametrize("rebuy", [False, True])
def test_chunks_are_sessions_of_their_own(monkeypatch, rebuy):
    monkeypatch.setattr(simulation, "CHUNK_HANDS", 40)
    args = dict(players=4, hands=130, seed=8, bots=["random", "heuristic"], stack=30,
                rebuy=rebuy)
    summary = simulate(**args)
    assert _counts(summary) == _counts(_reference(**args, chunk=40))
    assert sum(summary.net) + summary.rake == 0
    # The chunking matters (stacks and bots start afresh): a run in one chunk differs.
    assert summary.net != _reference(**args, chunk=130).net


def test_a_run_of_one_chunk_plays_as_an_unchunked_one():
    """Up to CHUNK_HANDS hands, the summary is what it was before chunks: one session."""
    args = dict(players=3, hands=simulation.CHUNK_HANDS, seed="one", bots=["random"],
                stack=25, rebuy=False)
    assert _counts(simulate(**args)) == _counts(_reference(**args, chunk=10**9))


_RUN = dict(players=5, hands=230, seed=21, bots=["random", "heuristic", "station"], stack=30)


@pytest.fixture
def serial_summary(monkeypatch):
    """The run played here, in chunks of 25 hands (10 chunks, the last one shorter)."""
    monkeypatch.setattr(simulation, "CHUNK_HANDS", 25)
    summary = simulate(**_RUN)
    assert summary.hands == 230 and summary.buy_ins > 0 and summary.side_pots > 0
    return summary


@pytest.mark.parametrize("workers", [1, 2, 5])
def test_thread_pools_of_any_size_give_the_same_summary(serial_summary, workers):
    with ThreadPoolExecutor(workers) as pool:
        summary = simulate(**_RUN, executor=pool)
    assert _counts(summary) == _counts(serial_summary)


def test_a_process_pool_gives_the_same_summary(serial_summary):
    with ProcessPoolExecutor(2) as pool:
        summary = simulate(**_RUN, executor=pool)
    assert _counts(summary) == _counts(serial_summary)
    with ProcessPoolExecutor(2) as pool:    # a preset's options travel to the workers too
        tda = simulate(**_RUN, preset="tda", executor=pool)
    assert _counts(tda) == _counts(simulate(**_RUN, preset="tda"))


def test_dask_gives_the_same_summary(serial_summary):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install 'cstud[dask]')")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        summary = simulate(**_RUN, executor=client.get_executor())
    assert _counts(summary) == _counts(serial_summary)


def test_progress_counts_up_to_every_hand(monkeypatch):
    monkeypatch.setattr(simulation, "CHUNK_HANDS", 100)
    here: list[int] = []
    simulate(players=3, hands=260, seed=1, bots=["random"], progress=here.append)
    assert here == [50, 100, 150, 200, 250, 260]     # every 50 hands, across chunks
    on_pool: list[int] = []
    with ThreadPoolExecutor(2) as pool:
        simulate(players=3, hands=260, seed=1, bots=["random"], executor=pool,
                 progress=on_pool.append)
    assert on_pool == [100, 200, 260, 260]           # after each chunk, in order; the end


class _FailingExecutor(ThreadPoolExecutor):
    """Runs chunks, but the third one fails as a worker would."""

    def __init__(self):
        super().__init__(2)
        self.submitted = 0

    def submit(self, fn, /, *args, **kwargs):
        self.submitted += 1
        if self.submitted == 3:
            return super().submit(_raise, RuntimeError("worker lost"))
        return super().submit(fn, *args, **kwargs)


def _raise(error):
    raise error


def test_bad_executors_and_progress(monkeypatch):
    message = re.escape("executor must be a concurrent.futures.Executor (threads, processes")
    with pytest.raises(TypeError, match=message):
        simulate(hands=5, executor="pool")
    with pytest.raises(TypeError, match="executor must be"):
        simulate(hands=5, executor=object())
    with pytest.raises(TypeError, match="progress must be callable"):
        simulate(hands=5, progress=3)
    with pytest.raises(ValueError, match="unknown bot"):    # before anything is submitted
        simulate(hands=5, bots=["shark"], executor=_FailingExecutor())
    monkeypatch.setattr(simulation, "CHUNK_HANDS", 10)
    with _FailingExecutor() as pool, pytest.raises(RuntimeError, match="worker lost"):
        simulate(players=2, hands=50, bots=["random"], executor=pool)
    pool = ThreadPoolExecutor(1)
    pool.shutdown()
    with pytest.raises(RuntimeError, match="shutdown"):
        simulate(hands=5, executor=pool)


def test_merging_summaries():
    first = simulate(players=3, hands=30, seed=2, bots=["random"])
    second = simulate(players=3, hands=20, seed=2, bots=["random"])
    merged = dataclasses.replace(first, ended_on=first.ended_on.copy(), net=list(first.net))
    merged.merge(second)
    assert merged.hands == 50 and merged.net == [a + b for a, b in
                                                 zip(first.net, second.net, strict=True)]
    assert merged.ended_on == {street: first.ended_on[street] + second.ended_on[street]
                               for street in range(3, 8)}
    # A plain dict of every street: asdict and JSON take it as it is.
    assert dataclasses.asdict(merged)["ended_on"] == merged.ended_on
    assert json.loads(json.dumps(dataclasses.asdict(merged)))["ended_on"] == {
        str(street): count for street, count in merged.ended_on.items()}
    assert merged.showdowns == first.showdowns + second.showdowns
    assert merged.seconds == first.seconds + second.seconds
    with pytest.raises(ValueError, match="differ in players, bots"):
        merged.merge(simulate(players=4, hands=5, seed=2, bots=["random"]))
    with pytest.raises(ValueError, match="differ in seed"):
        merged.merge(simulate(players=3, hands=5, seed=3, bots=["random"]))


def _without_timing(report):
    return {key: value for key, value in report.items()
            if key not in ("seconds", "hands_per_second", "jobs")}


@pytest.mark.parametrize("other_thread", [False, True])
def test_cli_simulate_jobs(capsys, monkeypatch, other_thread):
    """--jobs 2 plays on two worker processes and counts the same: forked ones, or, when
    this process runs another thread (as under a progress bar), ones started afresh."""
    started = []
    real_pool = cli.simulate._process_pool

    def pool(workers):
        executor = real_pool(workers)
        started.append(executor._mp_context.get_start_method())
        return executor

    monkeypatch.setattr(cli.simulate, "_process_pool", pool)
    command = ["simulate", "--players", "4", "--hands", "1100", "--seed", "5", "--bots",
               "random", "--stack", "40", "--json"]
    assert main(command) == 0
    alone = json.loads(capsys.readouterr().out)
    stop = threading.Event()
    waiting = threading.Thread(target=stop.wait)
    if other_thread:
        waiting.start()
    try:
        assert main([*command, "--jobs", "2"]) == 0
    finally:
        stop.set()
    shared = json.loads(capsys.readouterr().out)
    assert (alone["jobs"], shared["jobs"]) == (1, 2)
    assert _without_timing(shared) == _without_timing(alone)
    if other_thread or sys.platform != "linux":
        assert started == ["spawn"]
    elif threading.active_count() == 1:
        assert started == ["fork"]
    assert alone["hands"] == 1100 and alone["buy_ins"] > 0
    # Never more processes than chunks: 5 hands are one chunk, played here.
    assert main(["simulate", "--hands", "5", "--jobs", "8", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["jobs"] == 1


@pytest.mark.parametrize("command", [["simulate", "--hands", "5"], ["equity", "AsKs", "7h8h"]])
@pytest.mark.parametrize("jobs", ["0", "-2", "65", "two"])
def test_cli_bad_jobs(capsys, command, jobs):
    """simulate's processes and equity's threads are bounded alike (equity took 0 as 1)."""
    with pytest.raises(SystemExit) as exit_status:
        main([*command, "--jobs", jobs, "--json"])
    assert exit_status.value.code == 2
    error = json.loads(capsys.readouterr().err)
    assert error == {"error": f"argument --jobs: a number of workers from 1 to 64, "
                              f"not {jobs!r}", "code": 2}


# ---------------------------------------------------------------------------------------
# The fast loop: what it counts is what SimulationSummary.add counts, hand by hand.

class _ThroughChoose:
    """A bot played by choose() only (no choose_code): the path of every bot before the
    stepping path, and of SimulationSummary.add's counting."""

    def __init__(self, bot):
        self.bot = bot
        self.name = bot.name

    def choose(self, state, seat):
        return self.bot.choose(state, seat)


def _counted_hand_by_hand(players, hands, seed, bots, game="stud8", preset=None, stack=200,
                          rebuy=False, ante=1, bring_in=2, small_bet=5, options=None):
    """One chunk played through choose() and apply(), each hand counted by
    SimulationSummary.add (hand_facts on the decoded operations log and the settlement)."""
    names = tuple(bots[seat % len(bots)] for seat in range(players))
    if options is None:
        options = Options() if preset is None else Options.preset(preset, game)
    summary = SimulationSummary(game=game, players=players, bots=names, seed=seed,
                                preset=preset, stack=stack, rebuy=rebuy, net=[0] * players)
    seated = [_ThroughChoose(make_bot(name, f"{seed}/seat {seat}"))
              for seat, name in enumerate(names)]
    stacks = [stack] * players
    for number in range(hands):
        for seat in range(players):
            if rebuy:
                stacks[seat] = stack
            elif stacks[seat] == 0:
                stacks[seat] = stack
                summary.buy_ins += 1
        state = play_hand(HandState(stacks, ante, bring_in, small_bet, game=game,
                                    options=options, dealer=number % players,
                                    seed=hand_seed(seed, 1, number + 1)), seated)
        summary.add(state)
        stacks = list(state.stacks)
    return summary


@pytest.mark.parametrize("run", [
    dict(players=6, hands=400, seed=0, bots=["random"]),
    dict(players=3, hands=300, seed="x", bots=["random", "station"], game="razz",
         preset="pokerstars"),
    dict(players=8, hands=200, seed=3, bots=["random", "heuristic", "station"], game="stud",
         preset="wsop", stack=40),
    dict(players=2, hands=400, seed=11, bots=["random"], preset="tda", stack=15),
    dict(players=5, hands=300, seed=5, bots=["random", "station"], stack=7, ante=2,
         options=Options(rake=Rake(5, 3), fold_without_bet=True)),
    dict(players=4, hands=300, seed=9, bots=["random"], stack=12, rebuy=True,
         options=Options(rake=1, open_pair_double_bet=True, headsup_uncapped="rrop")),
    dict(players=7, hands=200, seed=4, bots=["station", "random"], preset="rrop", stack=25),
])
def test_the_fast_loop_counts_what_summary_add_counts(run):
    """Every count (all-ins from the stacks, rake from the chips, side pots and splits
    without the settlement where there is no showdown) against the plain count."""
    fast = simulate(**run)
    plain = _counted_hand_by_hand(**run)
    assert _counts(fast) == _counts(plain)
    assert fast.all_ins > 0 and fast.showdowns > 0


def test_all_ins_are_seen_without_the_operations_log():
    """_play_watching_all_ins against hand_facts on varied hands (every game, options, short
    stacks, antes of 0 to 2, bots on both paths), through each of the ways it sees one."""
    ways = Counter()
    for number, new_hand in enumerate(varied_hands(4000, 7)):
        state = new_hand()
        bots = [make_bot(("random", "station", "heuristic")[(seat + number) % 3],
                         f"{number}/{seat}") for seat in range(len(state.starting_stacks))]
        seen = simulation._play_watching_all_ins(state, bots, [code_chooser(bot)
                                                               for bot in bots])
        facts = hand_facts(state)
        assert seen == facts.all_in, number
        if facts.all_in:
            acted = [op for op in state.operations if isinstance(op, AntePosted | PlayerActed)
                     and (op.all_in if isinstance(op, AntePosted) else op.action.all_in)]
            ways["ante" if isinstance(acted[0], AntePosted) else
                 "showdown" if facts.showdown else "no showdown"] += 1
    assert min(ways["ante"], ways["showdown"], ways["no showdown"]) > 50, ways
