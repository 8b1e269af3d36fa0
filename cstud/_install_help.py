"""What to run when cstud's compiled core is missing: imported only then, by cstud/__init__.py."""

from __future__ import annotations

import os


def missing_core(error: ImportError) -> ImportError:
    """The ImportError for a core that is missing or does not load, saying what to run.

    The usual case is Python started in (or with sys.path at) a checkout that was installed
    with `pip install .`: the checkout's own cstud/ comes first on the path and has no
    compiled core beside it. An editable install builds the core in place and cures that.
    """
    package = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(package)
    checkout = (os.path.isfile(os.path.join(root, "setup.py"))
                and os.path.isfile(os.path.join(root, "src", "cstud", "_core.pyx")))
    if checkout:
        advice = (f"This cstud is the source checkout at {root}, whose compiled core has not "
                  f"been built in place (Python finds it first when it starts in the checkout "
                  f"or has it on sys.path). To work in the checkout, run "
                  f"`pip install -e \".[test]\"` in {root} (an editable install: it builds the "
                  f"core in place, with a C compiler; pip fetches Cython); to use a cstud "
                  f"installed with `pip install .`, start Python in another directory.")
    else:
        advice = ("Reinstall cstud: from a checkout, `pip install .` builds it with a C "
                  "compiler (pip fetches Cython >= 3.1), or `pip install -e .` builds the core "
                  "in place to work in the checkout; once released, `pip install cstud` "
                  "installs a prebuilt wheel.")
    return ImportError(f"cstud's compiled core (cstud._core) is missing or does not load, and "
                       f"cstud has no pure-Python fallback. {advice} The error was: {error}")
