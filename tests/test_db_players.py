"""Players known by site: a screen name is one player at one site, PHH's anonymous seats are
players of their hand alone, a database of the schema before (version 2) is migrated losing
nothing, and --site and --game filter stats, report and export."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from test_db import PHH, POSTGRES_URL, _reset_postgres

import cstud.db
from cstud.cli import main
from cstud.db.schema import SCHEMA_VERSION
from cstud.db.stats import totals_query

DUMP = Path(__file__).parent / "data" / "db" / "schema-v2.sql"
TABLES = ("hands", "seats", "actions", "awards", "seat_facts", "hand_texts", "import_errors")


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return str(tmp_path / "hands.sqlite")
    if not POSTGRES_URL:
        pytest.skip("PostgreSQL: set CSTUD_TEST_POSTGRES_URL to a throwaway database")
    _reset_postgres(POSTGRES_URL)
    return POSTGRES_URL


def _named_hands(folder: Path) -> list[Path]:
    """Two WSOP hands written again with a venue and named players, "Hero" at both sites
    (as tests/data/db/schema-v2.sql was made: see its README)."""
    phh = sorted(PHH.glob("*.phh"))
    made = []
    for name, source, venue in (("sitea.phh", phh[0], "SiteA"), ("siteb.phh", phh[8], "SiteB")):
        text = source.read_text()
        match = re.search(r"^starting_stacks = \[(.*)\]", text, re.M)
        assert match is not None
        players = ["Hero"] + [f"{venue}-{i}" for i in range(2, len(match[1].split(",")) + 1)]
        text += f"venue = '{venue}'\nplayers = {players!r}\n".replace('"', "'")
        (folder / name).write_text(text)
        made.append(folder / name)
    return made


def _files(folder: Path) -> list[Path]:
    return [*sorted(PHH.glob("*.phh")), *_named_hands(folder)]


def _stats(database: cstud.db.Database, **filters: str) -> list[dict[str, object]]:
    return [result.as_dict() for result in cstud.db.stats(database, **filters)]


def test_a_screen_name_is_a_player_at_each_site_and_anonymous_seats_are_no_one(
        location: str, tmp_path: Path) -> None:
    with cstud.db.connect(location) as database:
        cstud.db.import_files(database, _files(tmp_path))
        results = cstud.db.stats(database)
        heroes = [result for result in results if result.player == "Hero"]
        assert sorted(result.site for result in heroes) == ["SiteA", "SiteB"]
        assert [result.hands for result in heroes] == [1, 1]
        # p1 of one WSOP hand is not p1 of another: no anonymous player has two hands.
        anonymous = [result for result in results if result.site == "PHH"]
        assert anonymous and all(result.hands == 1 for result in anonymous)
        seats = database.query("SELECT COUNT(*) FROM seats s JOIN hands h ON h.id = s.hand_id "
                               "WHERE h.site = 'PHH'")[0][0]
        assert len(anonymous) == seats
        assert [result.as_dict() for result in cstud.db.stats(database, site="SiteA")] == [
            result.as_dict() for result in results if result.site == "SiteA"]


def _v2_database(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.executescript(DUMP.read_text())


def test_a_database_of_the_schema_before_is_migrated_losing_nothing(tmp_path: Path) -> None:
    old = tmp_path / "v2.sqlite"
    _v2_database(old)
    with sqlite3.connect(old) as connection:
        before = {table: connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                  for table in TABLES}
        actions = connection.execute("SELECT * FROM actions ORDER BY hand_id, seq").fetchall()
        texts = connection.execute("SELECT * FROM hand_texts ORDER BY hand_id").fetchall()
        assert connection.execute("SELECT version FROM schema_version").fetchone() == (2,)
    assert before["hands"] == 15
    with cstud.db.connect(old) as migrated:
        assert migrated.schema_version == SCHEMA_VERSION
        assert {table: migrated.query(f"SELECT COUNT(*) FROM {table}")[0][0]
                for table in TABLES} == before
        assert migrated.query("SELECT * FROM actions ORDER BY hand_id, seq") == actions
        assert migrated.query("SELECT * FROM hand_texts ORDER BY hand_id") == texts
        # The running totals are the sums of the facts, by site.
        assert sorted(migrated.query("SELECT * FROM player_totals")) == sorted(
            migrated.query(totals_query("")))
        # Every statistic as a new database of the same hands has it.
        fresh = cstud.db.connect(tmp_path / "fresh.sqlite")
        cstud.db.import_files(fresh, _files(tmp_path))
        assert _stats(migrated) == _stats(fresh)
        assert (migrated.query("SELECT site, player, game FROM seat_facts ORDER BY site, player")
                == fresh.query("SELECT site, player, game FROM seat_facts ORDER BY site, player"))
        fresh.close()


def test_site_and_game_filter_stats_report_and_export(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "hands.sqlite")
    assert main(["import", *map(str, _files(tmp_path)), "--db", db, "--json"]) == 0
    capsys.readouterr()
    assert main(["stats", "--db", db, "--site", "SiteB", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows and {row["site"] for row in rows} == {"SiteB"}
    assert "Hero" in {row["player"] for row in rows}
    assert main(["stats", "--db", db, "--game", "razz", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []     # the test hands are Stud Hi/Lo
    assert main(["stats", "--db", db, "--player", "Villain", "--site", "SiteA"]) == 2
    assert "no hands of 'Villain' at SiteA" in capsys.readouterr().err
    # A site is named as stored, its case aside; one with no hands stored is refused, naming
    # those that are, in every command that takes --site.
    assert main(["stats", "--db", db, "--site", "siteb", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == rows
    for command in (["stats"], ["report", "--player", "Hero", "-o", str(tmp_path / "r.html")],
                    ["export", "--parquet", str(tmp_path / "none")]):
        assert main([*command, "--db", db, "--site", "SiteC", "--json"]) == 2
        error = json.loads(capsys.readouterr().err)["error"]
        assert "no hands from the site 'SiteC'" in error and "SiteA, SiteB" in error
    assert not (tmp_path / "r.html").exists() and not (tmp_path / "none").exists()

    report = tmp_path / "report.html"
    assert main(["report", "--db", db, "--player", "Hero", "-o", str(report)]) == 2
    assert "SiteA, SiteB" in capsys.readouterr().err
    assert main(["report", "--db", db, "--player", "Hero", "--site", "SiteA",
                 "-o", str(report)]) == 0
    assert "Hero at SiteA" in report.read_text() and "1 hands" in report.read_text()
    capsys.readouterr()
    assert main(["report", "--db", db, "--player", "Hero", "--site", "SiteA", "--game",
                 "razz", "-o", str(report)]) == 2

    pytest.importorskip("pyarrow", reason='Parquet export needs pyarrow ("cstud[parquet]")')
    import pyarrow.parquet as pq

    assert main(["export", "--db", db, "--parquet", str(tmp_path / "a"), "--site", "SiteA",
                 "--json"]) == 0
    written = json.loads(capsys.readouterr().out)
    assert written["hands"]["rows"] == 1 and "import_errors" not in written
    seats = pq.read_table(tmp_path / "a" / "seats.parquet").column("player").to_pylist()
    assert "Hero" in seats and len(seats) == written["seats"]["rows"]
    assert set(pq.read_table(tmp_path / "a" / "seat_facts.parquet").column(
        "site").to_pylist()) == {"SiteA"}
