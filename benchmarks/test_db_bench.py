"""The hand database's speed: the import rate, and the statistics of a million hands.

* Import: a PokerStars history of ``--bench-hands`` real hands (the 27 hands of the
  PokerStars test files, repeated with new hand numbers) into a new SQLite file, on one core:
  reading, cstud's money check and the insert (the issue's target: at least 2,000 hands a
  second), and the same with the engine replay of every hand as well (cstud import's
  default).
* Statistics: every player's statistics over 1,000,000 hands (target: at most 10 s), on
  SQLite and, when CSTUD_TEST_POSTGRES_URL is set, on PostgreSQL: ``cstud.db.stats``, which
  reads the running totals, timed; and, once, ``cstud.db.recount``, which recounts those
  totals from the 6,000,000 rows of per-seat facts. The hands are played by bots through the
  engine and stored through the importer's own code (records, all-in adjustment, facts);
  20,000 are played and stored, then their hands and facts rows are copied under new numbers
  up to the million (the statistics read only those tables).

With ``--benchmark-disable`` (CI's quick mode) each runs once on ``--bench-hands`` hands,
checking the results but timing nothing.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytest_benchmark")

import cstud.db
from cstud.bots import make_bot, play_hand
from cstud.db.allin import adjust
from cstud.db.export import TABLES
from cstud.db.importer import store
from cstud.db.records import from_phh
from cstud.game import HandState, Options
from cstud.histories import parse_histories
from cstud.phh import HandHistory, Replay

DATA = Path(__file__).parent.parent / "tests" / "data" / "hands" / "pokerstars"
STATS_HANDS = 1_000_000
PLAYED = 20_000
POSTGRES_URL = os.environ.get("CSTUD_TEST_POSTGRES_URL")


def _history(path: Path, count: int) -> None:
    """A PokerStars history of ``count`` hands: the 27 real hands of the PokerStars files
    (cash at $0.04/$0.08 and $400/$800, a home-game tournament) in turn, each time with a new
    hand number."""
    hands = [hand for source in sorted(DATA.glob("*.txt"))
             for hand in parse_histories(source.read_text(encoding="utf-8"))]
    blocks = []
    for number in range(count):
        hand = hands[number % len(hands)]
        blocks.append(hand.text.replace(f"#{hand.hand_id}:", f"#{hand.hand_id}{number:07d}:"))
    path.write_text("\n\n\n".join(blocks) + "\n", encoding="utf-8")


@pytest.mark.parametrize("replay", [False, True], ids=["money-check", "money-and-replay"])
def test_import_rate(benchmark: Any, request: pytest.FixtureRequest, tmp_path: Path,
                     replay: bool) -> None:
    count = request.config.getoption("--bench-hands")
    history = tmp_path / "history.txt"
    _history(history, count)
    rounds = iter(range(1_000_000))

    def fresh() -> tuple[tuple[cstud.db.Database], dict[str, Any]]:
        return (cstud.db.connect(tmp_path / f"import{next(rounds)}.sqlite"),), {}

    cpu: list[float] = []

    def run(db: cstud.db.Database) -> cstud.db.ImportSummary:
        start = time.process_time()
        with db:
            summary = cstud.db.import_files(db, [history], replay=replay)
        cpu.append(time.process_time() - start)
        return summary

    summary = benchmark.pedantic(run, setup=fresh, rounds=1, iterations=1)
    assert (summary.stored, summary.errors) == (count, [])
    benchmark.extra_info["hands"] = count
    # The machine may be shared: the CPU time this process used is what one core needs.
    benchmark.extra_info["hands_per_cpu_second"] = round(count / max(cpu[-1], 1e-9))
    if benchmark.stats is not None:
        benchmark.extra_info["hands_per_second"] = round(count / benchmark.stats.stats.mean)


def _played(count: int, seed: int) -> list[Any]:
    """Records of hands bots play: 6 seats, stacks 100 big bets, the three games."""
    rng = random.Random(seed)
    names = [f"player{n}" for n in range(9)]
    records = []
    for number in range(count):
        game = ("stud8", "stud", "razz")[number % 3]
        seated = rng.sample(names, 6)
        state = HandState([1000] * 6, 1, 2, 5, 10, game=game, seed=rng.getrandbits(32),
                          options=Options.preset("wsop", game))
        play_hand(state, [make_bot("heuristic", rng.getrandbits(32)) for _ in seated])
        history = HandHistory.from_state(state, players=seated)
        record = from_phh(history, Replay(history, state, {}), f"bench:{seed}:{number}",
                          "benchmark", None)
        settled = [seat.put_in - seat.returned for seat in record.seats]
        records.append(adjust(record, state.settlement, settled))
    return records


def _fill(db: cstud.db.Database, target: int) -> None:
    """Store up to PLAYED played hands, then copy them (hands and seat_facts) up to target."""
    played = min(PLAYED, target)
    for start in range(0, played, 2000):
        store(db, _played(min(2000, played - start), seed=start))
    hand_columns = [name for name, _ in TABLES["hands"]]
    fact_columns = [name for name, _ in TABLES["seat_facts"]]
    copies = -(-target // played)
    with db.transaction():
        for copy in range(1, copies):
            shift = copy * played
            limit = min(played, target - shift)
            hands = ", ".join(f"id + {shift}" if c == "id" else
                              f"identity || ':{copy}'" if c == "identity" else c
                              for c in hand_columns)
            db.execute(f"INSERT INTO hands ({', '.join(hand_columns)}) SELECT {hands} "
                       f"FROM hands WHERE id <= {limit}")
            facts = ", ".join(f"hand_id + {shift}" if c == "hand_id" else c
                              for c in fact_columns)
            db.execute(f"INSERT INTO seat_facts ({', '.join(fact_columns)}) SELECT {facts} "
                       f"FROM seat_facts WHERE hand_id <= {limit}")
    if db.dialect == "postgresql":
        db.execute("ANALYZE")


def _reset_postgres(url: str) -> None:
    psycopg = pytest.importorskip("psycopg", reason='PostgreSQL needs "cstud[db]"')
    # The throwaway database's whole schema, so that a table a later schema adds goes too.
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute("DROP SCHEMA public CASCADE")
        connection.execute("CREATE SCHEMA public")


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_stats_of_a_million_hands(benchmark: Any, request: pytest.FixtureRequest,
                                  tmp_path: Path, backend: str) -> None:
    target = request.config.getoption("--bench-hands") if benchmark.disabled else STATS_HANDS
    if backend == "postgresql":
        if not POSTGRES_URL:
            pytest.skip("PostgreSQL: set CSTUD_TEST_POSTGRES_URL (.ci/postgres.sh starts one)")
        _reset_postgres(POSTGRES_URL)
        location = POSTGRES_URL
    else:
        location = str(tmp_path / "million.sqlite")
    with cstud.db.connect(location) as db:
        _fill(db, target)
        assert db.query("SELECT COUNT(*) FROM hands")[0][0] == target
        # Recounting the running totals from every seat's facts (6 rows a hand), timed once.
        wall, cpu_start = time.perf_counter(), time.process_time()
        cstud.db.recount(db)
        benchmark.extra_info["recount_seconds"] = round(time.perf_counter() - wall, 2)
        benchmark.extra_info["recount_client_cpu_seconds"] = round(
            time.process_time() - cpu_start, 2)
        cpu: list[float] = []

        def run() -> list[cstud.db.PlayerStats]:
            start = time.process_time()
            results = cstud.db.stats(db)
            cpu.append(time.process_time() - start)
            return results

        results = benchmark.pedantic(run, rounds=3, iterations=1)
    assert sum(result.hands for result in results) == 6 * target
    assert sum(result.net_chips.value for result in results) == 0
    benchmark.extra_info["hands"] = target
    benchmark.extra_info["client_cpu_seconds"] = round(min(cpu), 3)
