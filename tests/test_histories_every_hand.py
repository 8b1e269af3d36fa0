"""No hand can go missing: for every site history file under tests/data/hands (the sites'
folders and the reproducers), the hands `cstud check-history --json` reports (agreed,
differing, unjudged, unreadable, or skipped as another game) are exactly the hands in the
file, as counted by an independent scan of the hand headers, one simple regular expression
per site, written here from the files' own text and not from the readers' start lines.

The site files are fpdb's regression-test files and one MIT fixture (AGPL-3.0 and MIT; see
tests/data/README.md and tests/data/hands/reproducers/README.md): test input only.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from cstud.cli import main

HANDS = Path(__file__).parent / "data" / "hands"
if not (HANDS / "index.csv").is_file():   # the sdist leaves tests/data/hands out (MANIFEST.in)
    pytest.skip("tests/data/hands/ is absent (AGPL-3.0 test data, not in the sdist)",
                allow_module_level=True)

# One line per hand that every hand of the site has, and the hand's number in it. Where a
# site writes its number twice, the line the readers do not cut at is the one used here
# (PartyPoker's '#Game No :', Everleaf's '***** Hand history for game #', Winning's
# 'Game ID:'), so that a start line the readers missed still shows up as a hand.
HEADERS = {
    "pokerstars": re.compile(r"^PokerStars (?:Home Game |Zoom )?(?:Hand|Game) #(\d+):", re.M),
    "fulltilt": re.compile(r"^Full ?Tilt ?Poker (?:Game|Hand) #(\d+):", re.M),
    "acr": re.compile(r"^(?:Game )?Hand #(\d+) - ", re.M),
    "bovada": re.compile(r"^(?:Bovada|Bodog|Ignition) Hand #(\d+)", re.M),
    "partypoker": re.compile(r"^#Game No : (\d+)\s*$", re.M),
    "absolute": re.compile(r"^Stage #(\d+):", re.M),
    "ongame": re.compile(r"^\*+ History for hand (\S+) \*+", re.M),
    "kingsclub": re.compile(r"^#(\d+): ", re.M),
    "winamax": re.compile(r"HandId: #([\d-]+) - ", re.M),
    "winning": re.compile(r"^Game ID: (\d+) ", re.M),
    "everleaf": re.compile(r"^\*+ Hand history for game #(\d+) \*+", re.M),
    "merge": re.compile(r"<game id=\"([^\"]+)\""),
    "ipoker": re.compile(r"<game gamecode=\"(\d+)\""),
}
FOLDERS = {"merge_xml": "merge", "ipoker_xml": "ipoker"}   # folder name -> site, where not the same

HISTORY_FILES = sorted(path for path in HANDS.rglob("*")
                       if path.is_file() and path.suffix in (".txt", ".xml"))


def _site(path: Path) -> str:
    folder = path.relative_to(HANDS).parts[-2]
    return FOLDERS.get(folder, folder)


def _text(path: Path) -> str:
    """The file's text as the site wrote it: UTF-16 with a byte-order mark (a byte that does
    not decode made U+FFFD), UTF-8, else Windows-1252; NUL padding (PartyPoker) dropped."""
    data = path.read_bytes()
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")   # one such file is cut off
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = data.decode("cp1252")
    return text.replace("\0", "")


def _scanned(path: Path) -> Counter[str]:
    """The hand numbers in the file's headers, each as often as it occurs."""
    return Counter(HEADERS[_site(path)].findall(_text(path)))


def test_every_history_file_has_a_site_scan():
    assert len(HISTORY_FILES) >= 37
    assert {_site(path) for path in HISTORY_FILES} == set(HEADERS)
    for path in HISTORY_FILES:
        assert _scanned(path), path


@pytest.mark.parametrize("path", HISTORY_FILES, ids=lambda p: str(p.relative_to(HANDS)))
def test_the_hands_reported_are_the_hands_in_the_file(path, capsys):
    main(["check-history", "--json", str(path)])
    out, err = capsys.readouterr()
    verdicts: Counter[str] = Counter()
    reported: Counter[str] = Counter()
    other_games = 0
    for line in out.splitlines():
        record = json.loads(line)
        if "other_games" in record:                      # the file's line of skipped hands
            assert record["file"] == str(path)
            other_games += sum(record["other_games"].values())
            continue
        assert record["file"] == str(path)
        verdicts[record["verdict"]] += 1
        reported[record["hand_id"]] += 1
    prefix = f"{path}, hand "
    for line in err.splitlines():
        message = json.loads(line)["error"]
        if message.startswith(prefix):                   # an unreadable hand, by its number
            verdicts["unreadable"] += 1
            reported[message[len(prefix):].split(",", 1)[0]] += 1
        else:   # the only other error: how many hands could not be judged, said again
            assert re.fullmatch(r"\d+ hands? could not be judged \(the report says why\)",
                                message), message
            assert int(message.split()[0]) == verdicts["cannot judge"]
    scanned = _scanned(path)
    assert verdicts.total() + other_games == scanned.total(), (verdicts, other_games)
    # Every hand reported is one of the file's, and none twice more than the file has it.
    assert not reported - scanned, reported - scanned


def test_the_scan_is_not_fooled_by_what_it_scans():
    """The scan itself: a hand cut at its header line is still counted, a hand id quoted in
    another line is not."""
    text = _text(HANDS / "partypoker" / "7-StudHL-USD-0.50-1.00-201008.studhilo.txt")
    assert HEADERS["partypoker"].findall(text) == ["9581478205"]
    assert HEADERS["partypoker"].findall(text.replace("Game #9581478205 starts.", "")) \
        == ["9581478205"]
    assert not HEADERS["pokerstars"].findall("Hand #1: PokerStars Hand #2: ...")
