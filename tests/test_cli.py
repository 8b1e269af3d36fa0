"""The `cstud` command as a Unix tool: --version, errors on stderr (JSON with --json), the same
exit codes in every command (0 success, 1 a disagreement, 2 bad usage or input, 3 a bug), and
--json output where the output is data."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import cstud
from cstud import cli
from cstud.cli import EXIT_CODES, ISSUES_URL, CommandError, build_parser, main

ROOT = Path(__file__).parent.parent


def _subcommands():
    parser = build_parser()
    commands = next(action for action in parser._actions if action.dest == "command")
    return parser, commands.choices


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_status:
        main(["--version"])
    assert exit_status.value.code == 0
    assert capsys.readouterr().out == f"cstud {cstud.__version__}\n"


def test_every_help_ends_with_the_exit_codes():
    parser, commands = _subcommands()
    assert set(commands) >= {"eval", "equity", "simulate", "demo", "play", "replay",
                             "check-history"}
    for command in [parser, *commands.values()]:
        text = command.format_help()
        assert "exit status, the same for every command:" in text, command.prog
        for code in ("0", "1", "2", "3", "130, 141"):
            assert f"\n  {code}  " in text, (command.prog, code)
        assert ISSUES_URL in text


@pytest.mark.skipif(not (ROOT / "README.md").exists(), reason="README.md is not beside the "
                    "tests (wheel test)")
def test_the_readme_documents_the_same_exit_codes():
    readme = (ROOT / "README.md").read_text()
    for line in EXIT_CODES.splitlines()[1:]:
        code, meaning = re.split(r"\s{2,}", line.strip(), maxsplit=1)
        assert f"| {code} | {meaning.split(' (')[0].split(':')[0]}" in readme, line


@pytest.mark.skipif(not (ROOT / "pyproject.toml").exists(), reason="pyproject.toml is not "
                    "beside the tests")
def test_internal_errors_point_at_the_projects_issue_tracker():
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]
    assert urls["Issues"] == ISSUES_URL


@pytest.mark.parametrize("argv", [
    ["eval", "Xx"],
    ["eval", "As", "2s", "3s", "4s"],
    ["equity", "As 2s 3h", "As"],
    ["simulate", "--hands", "3", "--bots", "shark"],
    ["equity", "As", "Kd", "--trials", "10"],
    ["equity", "As 2s 3h", "Kh Kd 7c", "--dead", "Kh"],
])
def test_bad_input_is_one_line_on_stderr_and_exit_2(argv, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"cstud {argv[0]}: error: ") and err.count("\n") == 1, err
    assert main([*argv, "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    error = json.loads(err)
    assert set(error) == {"error", "code"} and error["code"] == 2 and error["error"]


def test_usage_errors_exit_2_and_are_json_with_json(capsys):
    with pytest.raises(SystemExit) as exit_status:
        main(["eval"])
    assert exit_status.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err == ("cstud eval: error: the following arguments are required: "
                                 "cards (cstud eval --help shows the usage)\n")
    with pytest.raises(SystemExit) as exit_status:
        main(["equity", "As", "Kd", "--game", "holdem", "--json"])
    assert exit_status.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert json.loads(err)["code"] == 2 and "holdem" in json.loads(err)["error"]
    with pytest.raises(SystemExit) as exit_status:
        main(["frobnicate"])
    assert exit_status.value.code == 2


def _crash(args, console):
    raise ZeroDivisionError("a bug\nover two lines")


def _refuse(args, console):
    raise CommandError("stacks differ", code=1)


def test_an_unexpected_exception_is_one_line_and_exit_3(monkeypatch, capsys):
    monkeypatch.setattr(cli.evaluate, "run", _crash)
    monkeypatch.delenv("CSTUD_TRACEBACK", raising=False)
    assert main(["eval", "As"]) == 3                 # never 1: that means "differ"
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("cstud eval: error: internal error (ZeroDivisionError: a bug over "
                          "two lines). This is a bug in cstud")
    assert ISSUES_URL in err and "Traceback" not in err
    assert main(["eval", "As", "--json"]) == 3
    error = json.loads(capsys.readouterr().err)
    assert error["code"] == 3 and "ZeroDivisionError" in error["error"]
    monkeypatch.setenv("CSTUD_TRACEBACK", "1")
    assert main(["eval", "As"]) == 3
    err = capsys.readouterr().err
    assert "Traceback" in err and err.strip().endswith("shows the traceback)")


def test_a_command_error_carries_its_exit_code(monkeypatch, capsys):
    monkeypatch.setattr(cli.evaluate, "run", _refuse)
    assert main(["eval", "As"]) == 1
    assert capsys.readouterr().err == "cstud eval: error: stacks differ\n"


def test_eval_json(capsys):
    assert main(["eval", "As", "2s", "3s", "4s", "5d", "Kh", "Kd", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == ["As", "2s", "3s", "4s", "5d", "Kh", "Kd"]
    assert report["high"] == {"name": "Straight, Five-high", "rank": 5854, "of": 7462,
                              "cards": ["5d", "4s", "3s", "2s", "As"]}
    assert report["low"]["rank"] == 56 and report["razz"]["rank"] == 6175
    assert main(["eval", "AsKsQsJs9d", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["low"] is None
    assert report["high"]["rank"] == cstud.evaluate_high("As Ks Qs Js 9d")
    assert report["razz"]["rank"] == cstud.evaluate_razz("As Ks Qs Js 9d")


def test_eval_table_is_unchanged(capsys):
    assert main(["eval", "As", "2s", "3s", "4s", "5d", "Kh", "Kd"]) == 0
    out = capsys.readouterr().out
    for words in ("Straight, Five-high", "5854 of 7462", "56 of 56", "6175 of 6175"):
        assert words in out
    assert main(["eval", "AsKsQsJs9d"]) == 0
    out = capsys.readouterr().out
    assert "low (8 or better)" in out and "Ace-high" in out


def test_equity_json(capsys):
    assert main(["equity", "As 2s 3s", "Kh Kd 7c", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    result = cstud.equity(["As 2s 3s", "Kh Kd 7c"])
    assert report["exact"] and report["runouts"] == result.runouts == 18_265_297_050
    assert [player["equity"] for player in report["players"]] == [p.equity for p in result]
    assert report["players"][0]["stderr"]["equity"] == 0.0
    assert set(report["players"][0]) >= {"hand", "equity", "scoop", "p_high", "p_low",
                                         "high_share", "low_share"}
    assert main(["equity", "As 2s 3h", "?? ?? Kd", "--trials", "2000", "--seed", "5",
                 "--exact-limit", "10", "--game", "razz", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert not report["exact"] and report["seed"] == 5 and report["runouts"] == 2000
    assert "p_high" not in report["players"][0]
    assert report["players"][0]["stderr"]["equity"] > 0


def test_a_closed_pipe_is_quiet_and_not_exit_1(tmp_path):
    """`cstud demo | head`: the reader goes away; no traceback, and not rich's exit 1."""
    process = subprocess.Popen([sys.executable, "-P", "-m", "cstud", "demo"], cwd=tmp_path,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()                   # before cstud has written anything
    error = process.stderr.read()
    assert process.wait(timeout=120) == 141
    assert error == b""


def test_without_rich_the_command_says_what_to_install(tmp_path):
    """rich is a dependency; an install without it (--no-deps) gets one line and exit 3."""
    program = """
import sys
class NoRich:
    def find_spec(self, name, path=None, target=None):
        if name == "rich":
            raise ImportError("pretend rich is not installed")
sys.meta_path.insert(0, NoRich())
from cstud.cli import main
"""
    result = subprocess.run([sys.executable, "-P", "-c", program], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 3
    assert result.stderr.startswith("cstud: the command line needs rich")
    assert 'pip install "rich>=13"' in result.stderr and result.stderr.count("\n") == 1


CLI_DOC = ROOT / "docs" / "CLI.md"


@pytest.mark.skipif(not CLI_DOC.exists(), reason="docs/ is not beside the tests (wheel test)")
def test_every_command_and_option_is_documented():
    """docs/CLI.md has a section per subcommand that names each of its options, and every
    subcommand has a one-line help for `cstud --help`."""
    parser, commands = _subcommands()
    sections = dict(re.findall(r"^## `cstud ([\w-]+)`\n(.*?)(?=^## |\Z)",
                               CLI_DOC.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL))
    assert list(sections) == list(commands)             # in the order of cstud --help
    helps = {action.dest: action.help for action in parser._subparsers._group_actions[0]
             ._choices_actions}
    for name, command in commands.items():
        assert helps.get(name), name
        for action in command._actions:
            options = [option for option in action.option_strings if option.startswith("--")]
            if options and options != ["--help"]:
                assert any(re.search(rf"(?<![\w-]){option}(?![\w-])", sections[name])
                           for option in options), (name, options)
