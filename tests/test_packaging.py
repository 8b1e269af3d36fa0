"""How cstud is installed: the compiled core is required, and the typing files ship with it.

These run against whatever cstud the tests import (a wheel, `pip install .`, or an in-place
build), in fresh interpreters started with -P so that the current directory (perhaps a source
checkout) is never on the import path.
"""

from __future__ import annotations

import ast
import importlib.machinery
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path

import pytest

import cstud
from cstud import _core

PACKAGE = Path(cstud.__file__).parent


def _run_python(*args: str, cwd: Path, path_first: Path | None = None,
                flags: Sequence[str] = ("-P",)) -> subprocess.CompletedProcess[str]:
    """Run a fresh `python FLAGS ARGS` (UTF-8 output) with path_first ahead on its import path;
    -P by default, so that the current directory is not on the path."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    if path_first is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(path_first),
                                                          env.get("PYTHONPATH")]))
    return subprocess.run([sys.executable, *flags, *args], cwd=cwd, env=env,
                          capture_output=True, encoding="utf-8", check=False, timeout=120)


def _last_line(stderr: str) -> str:
    """The ImportError's line: it says what is missing, that there is no fallback, and the
    original error (which is chained, not swallowed)."""
    last_line = stderr.strip().splitlines()[-1]
    assert last_line.startswith("ImportError: cstud's compiled core (cstud._core) is missing "
                                "or does not load, and cstud has no pure-Python fallback."), \
        stderr
    assert "The above exception was the direct cause of the following exception" in stderr
    return last_line


def _unbuilt_copy(folder: Path) -> Path:
    """A copy of the package without the compiled module, as in an unbuilt checkout."""
    copy = folder / "cstud"
    extension_suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    shutil.copytree(PACKAGE, copy, ignore=lambda folder, names: [
        name for name in names if name.endswith(extension_suffixes) or name == "__pycache__"])
    assert (copy / "__init__.py").exists() and not list(copy.glob("_core*.so"))
    assert not list(copy.glob("_core*.pyd"))
    return copy


# -S as well: without site-packages, no editable install's import hook (which maps cstud's
# submodules to its own checkout) can find the core for the copy.
NO_SITE = ("-P", "-S")


def test_missing_core_is_an_import_error_with_guidance(tmp_path):
    """A copy of the package without its core, outside any checkout: reinstall advice."""
    _unbuilt_copy(tmp_path / "unbuilt")
    result = _run_python("-c", "import cstud", cwd=tmp_path, path_first=tmp_path / "unbuilt",
                         flags=NO_SITE)
    assert result.returncode == 1
    last_line = _last_line(result.stderr)
    for advice in ("Reinstall cstud", "`pip install .`", "C compiler", "`pip install -e .`",
                   "once released, `pip install cstud`"):
        assert advice in last_line, advice
    assert "No module named 'cstud._core'" in result.stderr
    # ... and the copy, not the installed package, is what was imported. (A path fragment, not
    # the whole path: temporary folders may be spelled differently in tracebacks, e.g. through
    # a symlink on macOS or a short name on Windows.)
    assert os.path.join("unbuilt", "cstud", "__init__.py") in result.stderr


def test_python_in_an_unbuilt_checkout_is_told_exactly_what_to_run(tmp_path):
    """The newcomer's case: `pip install .`, then `python -c "import cstud"` (or
    `python -m pytest`) in the checkout, whose own cstud/ comes first on the path."""
    checkout = tmp_path / "checkout"
    _unbuilt_copy(checkout)
    (checkout / "setup.py").write_text("# the checkout's build script\n")
    (checkout / "src" / "cstud").mkdir(parents=True)
    (checkout / "src" / "cstud" / "_core.pyx").write_text("# the core's Cython\n")
    # Without -P: the current directory is first on the path, as for `python` in a checkout.
    result = _run_python("-c", "import cstud", cwd=checkout, flags=("-S",))
    assert result.returncode == 1
    last_line = _last_line(result.stderr)
    assert "This cstud is the source checkout at " in last_line
    assert f"run `pip install -e \".[test]\"` in {os.path.realpath(checkout)}" in last_line \
        or f"run `pip install -e \".[test]\"` in {checkout}" in last_line
    assert "start Python in another directory" in last_line


def test_core_that_fails_to_load_is_an_import_error_with_guidance(tmp_path):
    """The compiled module is there but does not load (built for another Python, say)."""
    refuse_core = """
import importlib.abc, sys

class RefuseCore(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "cstud._core":
            raise ImportError("pretend: undefined symbol in _core")
        return None

sys.meta_path.insert(0, RefuseCore())
import cstud
"""
    result = _run_python("-c", refuse_core, cwd=tmp_path)
    assert result.returncode == 1
    _last_line(result.stderr)
    assert "The error was: pretend: undefined symbol in _core" in result.stderr


def test_installed_core_is_compiled_and_typed():
    """The core is the extension module, and the stubs and py.typed marker ship beside it."""
    assert _core.__file__ is not None
    assert _core.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert Path(_core.__file__).parent == PACKAGE
    assert (PACKAGE / "py.typed").is_file()
    assert (PACKAGE / "_core.pyi").is_file()


def test_command_line_entry_point_runs(tmp_path):
    """`python -m cstud` runs from the installed package."""
    result = _run_python("-m", "cstud", "eval", "As", "Ks", "Qs", "Js", "Ts", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Royal flush" in result.stdout


# `import cstud` is what other tools pay for the evaluator: none of the packages that only
# some features need may come with it (issue 12 point 6). NumPy too: the compiled core
# imports it on the first array call.
LIGHT_IMPORT = ["rich", "tomli_w", "numpy"]


@pytest.mark.parametrize("module", LIGHT_IMPORT)
def test_import_cstud_is_light(module, tmp_path):
    result = _run_python("-c", "import sys, cstud; print(sorted(sys.modules))", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    loaded = set(ast.literal_eval(result.stdout))
    assert "cstud" in loaded
    assert module not in loaded


def test_every_public_name_imports_lazily_or_not(tmp_path):
    """Each name of __all__ is reachable both ways, the lazy ones included, and dir() lists
    them; a name that does not exist is an AttributeError."""
    program = """
import cstud
names = {name: getattr(cstud, name) for name in cstud.__all__}
exec("from cstud import " + ", ".join(cstud.__all__))
assert all(name in dir(cstud) for name in cstud.__all__)
try:
    cstud.no_such_name
except AttributeError as error:
    print("AttributeError:", error)
print(cstud.simulate.__module__, cstud.HandHistory.__module__, cstud.equity.__module__)
assert cstud.phh.HandHistory is cstud.HandHistory and cstud.bots.BOTS
"""
    result = _run_python("-c", program, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "AttributeError: module 'cstud' has no attribute 'no_such_name'" in result.stdout
    assert result.stdout.split()[-3:] == [
        "cstud.simulation", "cstud.phh.document", "cstud.equities"]
    assert len(cstud.__all__) == len(set(cstud.__all__))


def test_the_version_is_written_once():
    """pyproject.toml reads the version from cstud.__version__; the installed metadata and
    `cstud --version` say the same."""
    assert importlib.metadata.version("cstud") == cstud.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+([ab]\d+|rc\d+)?(\.dev\d+)?", cstud.__version__)
    pyproject = PACKAGE.parent / "pyproject.toml"
    if pyproject.exists():                  # a checkout (not the wheel test's copy)
        project = tomllib.loads(pyproject.read_text())
        assert "version" not in project["project"]
        assert project["project"]["dynamic"] == ["version"]
        assert project["tool"]["setuptools"]["dynamic"]["version"] == {
            "attr": "cstud.__version__"}
    result = _run_python("-m", "cstud", "--version", cwd=PACKAGE.parent.parent)
    assert result.stdout == f"cstud {cstud.__version__}\n"
