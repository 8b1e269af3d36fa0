"""The game in the hand database: each stored site hand keeps the game its header names
(Stud, Razz, Stud Hi/Lo), statistics and reports go per game, the import summary counts the
hands of other games it skipped, and the web app's hand list filters by site and game.

The expected games come from the readers (cstud.histories, whose header tests are in
tests/test_histories_games.py), not from the database. Site files: fpdb's regression-test
files (AGPL-3.0; tests/data/README.md), test input only.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from cstud.cli import main
from cstud.db import connect, import_files, stats
from cstud.db.hand_source import open_hand_source
from cstud.histories import Hand, read_histories

HANDS = Path(__file__).parent / "data" / "hands"
if not (HANDS / "index.csv").is_file():   # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)

MIXED = [HANDS / "merge_xml" / "HORSE-Tournament-Freeroll.201107.xml",     # Razz, Stud, Stud/8
         HANDS / "reproducers" / "fulltilt"
         / "cash_FTP_Stud_Razz-USD-0.10-0.20-201012.CCT.and.ET.timeformat.txt",  # Razz
         HANDS / "reproducers" / "bovada" / "cash_Bovada_Stud_7-Stud-USD-2.00-4.00-201205.txt"]


def _games_read() -> tuple[Counter[tuple[str, str]], Counter[str]]:
    """(site, game) of every readable hand of MIXED, and the other games skipped."""
    games: Counter[tuple[str, str]] = Counter()
    other: Counter[str] = Counter()
    for path in MIXED:
        for hand in read_histories(path, strict=False, other_games=other):
            if isinstance(hand, Hand):
                games[hand.site, hand.game] += 1
    return games, other


@pytest.fixture(scope="module")
def database(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("db") / "hands.sqlite"
    with connect(str(path)) as db:
        import_files(db, MIXED, replay=False)
    return path


def test_each_hand_is_stored_with_its_game(database):
    games, _ = _games_read()
    assert {game for _, game in games} == {"stud8", "stud", "razz"}
    with connect(str(database), read_only=True) as db:
        stored = Counter({(str(site), str(game)): int(number) for site, game, number in db.query(
            "SELECT site, game, COUNT(*) FROM hands GROUP BY site, game")})
        facts = {str(row[0]) for row in db.query("SELECT DISTINCT game FROM seat_facts")}
    assert stored == games
    assert facts == {"stud8", "stud", "razz"}


def test_statistics_go_per_game(database):
    games, _ = _games_read()
    with connect(str(database), read_only=True) as db:
        everyone = stats(db)
        for game in ("stud8", "stud", "razz"):
            rows = stats(db, game=game)
            assert rows and {row.game for row in rows} == {game}
            assert rows == [row for row in everyone if row.game == game]
        # the hi/lo halves are a Stud Hi/Lo statistic only
        assert all(row.scoop.sample == 0 for row in everyone if row.game != "stud8")
    # one Razz hand at Full Tilt: Hero's stats there are that hand's
    (hero,) = [row for row in everyone if (row.player, row.site, row.game)
               == ("Hero", "Full Tilt", "razz")]
    assert hero.hands == games["Full Tilt", "razz"] == 1


def test_stats_and_report_commands_take_the_game(database, tmp_path, capsys):
    assert main(["stats", "--db", str(database), "--game", "razz", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {row["game"] for row in rows} == {"razz"}
    report = tmp_path / "report.html"
    assert main(["report", "--db", str(database), "--player", "Hero", "--site", "Full Tilt",
                 "--game", "razz", "-o", str(report)]) == 0
    capsys.readouterr()
    assert re.search(r"razz \(1 hands?\)", report.read_text(encoding="utf-8"))
    assert main(["stats", "--db", str(database), "--player", "Hero", "--site", "Full Tilt",
                 "--game", "stud", "--json"]) == 2
    assert "no hands of 'Hero' at Full Tilt in stud" in capsys.readouterr().err


def test_the_import_summary_counts_the_other_games(tmp_path, capsys):
    _, other = _games_read()
    assert other == {"Hold'em": 10, "Omaha": 4}
    with connect(str(tmp_path / "a.sqlite")) as db:
        summary = import_files(db, MIXED, replay=False)
    assert summary.other_games == other
    assert summary.as_dict()["other_games"] == {"Hold'em": 10, "Omaha": 4}
    main(["import", "--db", str(tmp_path / "b.sqlite"), "--no-replay", *map(str, MIXED)])
    out = capsys.readouterr().out
    assert "14 hands of other games skipped (Hold'em 10, Omaha 4)" in out
    main(["import", "--json", "--db", str(tmp_path / "c.sqlite"), "--no-replay",
          *map(str, MIXED)])
    assert json.loads(capsys.readouterr().out)["other_games"] == {"Hold'em": 10, "Omaha": 4}


def test_the_hand_list_filters_by_site_and_game(database):
    games, _ = _games_read()
    source = open_hand_source(str(database))
    sites, listed_games = source.filters()
    assert sites == sorted({site for site, _ in games})
    assert listed_games == sorted({game for _, game in games})
    assert len(source.hands(1000)) == games.total()
    for (site, game), number in games.items():
        hands = source.hands(1000, site=site, game=game)
        assert len(hands) == number
        assert all(label.startswith(site) and f" · {game} · " in label for _, label in hands)
    assert len(source.hands(1000, game="razz")) == sum(
        number for (_, game), number in games.items() if game == "razz")
    assert source.hands(1000, site="no such site") == []
