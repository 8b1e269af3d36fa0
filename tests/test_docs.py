"""The examples in the README and in docstrings are run, so they stay true."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

import cstud
import cstud.cards
import cstud.equities
import cstud.hands
import cstud.showdown

README = Path(__file__).parent.parent / "README.md"


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests (wheel test)")
def test_readme_examples():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)
    assert blocks
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs: dict = {}
    for number, block in enumerate(blocks):
        test = parser.get_doctest(block, globs, f"README block {number}", str(README), 0)
        runner.run(test, clear_globs=False)
        globs.update(test.globs)  # later blocks use names from earlier ones
    assert runner.failures == 0


@pytest.mark.parametrize("module", [cstud, cstud.cards, cstud.hands, cstud.equities,
                                    cstud.showdown])
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.failed == 0


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests (wheel test)")
def test_readme_starts_with_the_two_setup_commands():
    """The README opens with the main command and the test command, and CI runs the latter."""
    first_block = re.search(r"```sh\n(.*?)```", README.read_text(), flags=re.S)
    assert first_block is not None
    commands = [line.split("#")[0].strip() for line in first_block.group(1).splitlines()]
    assert commands[:2] == ["pip install . && cstud demo", 'pip install -e ".[test]" && pytest']
    ci_script = README.parent / ".ci" / "run"
    if ci_script.exists():
        assert commands[1] in ci_script.read_text()
