"""Hand history speed: hands read, money-checked and replayed per second.

Run: ``pytest benchmarks/test_histories_bench.py``. The hands are the 27 PokerStars hands of
tests/data/hands (cash, tournament, 8-Game and a home-game shootout); each benchmark records
its rate in ``extra_info`` (hands per second, one core) and checks its answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cstud.histories import Hand, parse_histories
from cstud.histories.check import Verdict, check_money
from cstud.histories.replay import replay_hand

STARS = Path(__file__).parent.parent / "tests" / "data" / "hands" / "pokerstars"
TEXT = "\n\n".join(path.read_text(encoding="utf-8") for path in sorted(STARS.glob("*.txt")))
HANDS = 27


@pytest.fixture(scope="module")
def hands() -> list[Hand]:
    parsed = parse_histories(TEXT)
    assert len(parsed) == HANDS
    return parsed


def _rate(benchmark, count: int) -> None:
    if benchmark.stats is not None:  # None under --benchmark-disable (CI's quick mode)
        benchmark.extra_info["hands_per_second"] = round(count / benchmark.stats.stats.median)


def test_parse(benchmark):
    parsed = benchmark(parse_histories, TEXT)
    assert len(parsed) == HANDS
    _rate(benchmark, HANDS)


def test_money_check(benchmark, hands):
    checks = benchmark(lambda: [check_money(hand) for hand in hands])
    assert all(check.verdict is Verdict.AGREE for check in checks)
    _rate(benchmark, HANDS)


def test_replay(benchmark, hands):
    replays = benchmark(lambda: [replay_hand(hand) for hand in hands])
    assert all(replay.verdict is Verdict.AGREE for replay in replays)
    _rate(benchmark, HANDS)


def test_parse_ten_megabytes_of_xml(benchmark):
    """Linear time on a large XML file (issue 11, M3): one 10 MB text node of 5 million
    lines, which a quadratic reader took minutes over. Records megabytes per second."""
    from cstud.histories._xml import parse_xml

    text = "<session><x>" + "a\n" * 5_000_000 + "</x></session>"
    root = benchmark.pedantic(parse_xml, args=(text, "big.xml"), rounds=3, iterations=1)
    assert len(root.children[0].children[0].text) == 10_000_000
    if benchmark.stats is not None:
        benchmark.extra_info["megabytes_per_second"] = round(
            len(text) / 1e6 / benchmark.stats.stats.median, 1)
