"""Every module's docstring examples, in one sweep: each ``cstud.*`` module found on disk (the
modules' files, not a list kept by hand, so a new module is swept the day it is added) is
imported and run through :func:`doctest.testmod`. A module whose optional extra is not
installed (``rl``, ``web``, ``db``, ``openspiel``...) is skipped, naming what is missing; the
README's test command installs only ``.[test]``.
"""

from __future__ import annotations

import doctest
import importlib
import re
from pathlib import Path
from types import ModuleType

import pytest

import cstud

PACKAGE = Path(cstud.__file__).parent

NOT_IMPORTED = {"cstud.__main__"}
"""Modules that do something when imported (``python -m cstud`` runs the command line)."""

_EXAMPLE = re.compile(r"^\s*>>> ", re.M)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _missing_dependency(error: ImportError) -> str | None:
    """The name of the third-party module whose absence stopped the import, if that is what
    stopped it (a cstud module that fails to import is a bug, never a skip)."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, ModuleNotFoundError) and seen.name is not None \
                and seen.name.partition(".")[0] != "cstud":
            return seen.name
        seen = seen.__cause__ or seen.__context__
    return None


def _import(name: str) -> ModuleType:
    try:
        return importlib.import_module(name)
    except ImportError as error:
        missing = _missing_dependency(error)
        if missing is None:
            raise
        pytest.skip(f"{name} needs {missing}, which is not installed (its extra: {error})")


def test_the_sweep_sees_every_wing():
    wings = {name.split(".")[1] for name in MODULES if name.count(".") >= 1}
    assert {"game", "histories", "phh", "db", "web", "rl", "ranges", "tournament",
            "cli"} <= wings
    assert len(MODULES) > 80


@pytest.mark.parametrize("name", sorted(set(MODULES) - NOT_IMPORTED))
def test_docstring_examples(name):
    module = _import(name)
    result = doctest.testmod(module, report=False)
    assert result.failed == 0, f"{result.failed} of {name}'s examples failed (run " \
        f"python -c 'import doctest, {name} as m; doctest.testmod(m, verbose=True)')"
    # A module that writes examples has them run: none may be hidden from doctest (a
    # docstring overwritten at import, a module-level __test__ that replaces them).
    if _EXAMPLE.search(MODULES[name].read_text(encoding="utf-8")):
        assert result.attempted > 0, f"{name} has examples that doctest did not find"
