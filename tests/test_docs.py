"""The examples in the README and in docstrings are run, so they stay true."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

README = Path(__file__).parent.parent / "README.md"


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests (wheel test)")
def test_readme_examples():
    """The README's examples, run by the stock runner as `python -m doctest -o ELLIPSIS
    README.md` runs them: the whole file is one doctest, so later blocks use names from
    earlier ones, and each python block's output ends at a blank line before its fence."""
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)
    assert len(blocks) >= 7
    for block in blocks:  # else the stock runner reads the fence as expected output
        assert block.endswith("\n\n"), f"no blank line before the closing fence of:\n{block}"
    result = doctest.testfile(str(README), module_relative=False, encoding="utf-8",
                              optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted >= 40
    assert result.failed == 0


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests (wheel test)")
def test_readme_links_work_on_pypi_too():
    """PyPI shows the README without the repository around it: every link and picture is an
    absolute URL (or an anchor on the page)."""
    targets = re.findall(r"\]\(([^)\s]+)\)", README.read_text(encoding="utf-8"))
    assert targets
    relative = [target for target in targets if not target.startswith(("https://", "#"))]
    assert relative == []


DOCS = README.parent / "docs"
GUIDES = sorted(path.name for path in DOCS.glob("*.md")
                if ">>> " in path.read_text(encoding="utf-8")) if DOCS.exists() else []


@pytest.mark.skipif(not GUIDES, reason="docs/ is not beside the tests (wheel test)")
@pytest.mark.parametrize("guide", GUIDES)
def test_guide_examples(guide, monkeypatch):
    """Every guide in docs/ with examples runs as the README does: one doctest per file, from
    the repository's root (the database guide imports the test hands by their path)."""
    monkeypatch.chdir(README.parent)
    result = doctest.testfile(str(DOCS / guide), module_relative=False, encoding="utf-8",
                              optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted >= 1
    assert result.failed == 0


@pytest.mark.skipif(not DOCS.exists(), reason="docs/ is not beside the tests (wheel test)")
def test_the_readme_tour_links_every_guide():
    """The README is a tour: every guide in docs/ is linked from it, and it stays short."""
    text = README.read_text(encoding="utf-8")
    unlinked = [path.name for path in DOCS.glob("*.md") if f"/docs/{path.name})" not in text]
    assert unlinked == []
    missing = [name for name in re.findall(r"/blob/main/docs/([\w.]+)\)", text)
               if not (DOCS / name).exists()]
    assert missing == []
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    assert len(prose.split()) < 2500


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests (wheel test)")
def test_readme_starts_with_the_two_setup_commands():
    """The README opens with the main command and the test command, and CI runs the latter."""
    first_block = re.search(r"```sh\n(.*?)```", README.read_text(), flags=re.S)
    assert first_block is not None
    commands = [line.split("#")[0].strip() for line in first_block.group(1).splitlines()]
    assert commands[:2] == ["pip install . && cstud demo",
                            'pip install -e ".[test]" && pytest -n auto']
    ci_script = README.parent / ".ci" / "run"
    if ci_script.exists():
        assert commands[1] in ci_script.read_text()
