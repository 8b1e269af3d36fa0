"""Sphinx configuration of cstud's API reference (built by .ci/run with warnings as errors).

The reference is generated from the docstrings of the installed package (the compiled core
included, whose signatures are embedded by Cython); build it with
``python -m sphinx -W -b html docs/api build/api`` after ``pip install -e ".[test,web,db,rl]"``.
"""

from __future__ import annotations

import re

project = "cstud"
author = "The cstud developers"
extensions = ["sphinx.ext.autodoc"]
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
# Inherited docstrings are the libraries' (Gymnasium's, say), not written for this reference.
autodoc_inherit_docstrings = False
html_theme = "alabaster"
exclude_patterns = ["_build"]

_ITEM = re.compile(r"^(\s*)([\w*][\w*, .()'\"-]*): \S")


def _join_hanging_items(app, what, name, obj, options, lines):
    """cstud's docstrings describe arguments and fields as ``name: text`` with the text's
    continuation lines indented under it (plain text that reads well in ``help()``). In
    reStructuredText that indentation would open a block quote, so each such item becomes a
    paragraph of its own, its continuation lines dedented to the item's level."""
    out: list[str] = []
    item_indent: int | None = None
    for line in lines:
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if item_indent is not None and stripped and indent > item_indent:
            out.append(" " * item_indent + stripped)
            continue
        item_indent = None
        match = _ITEM.match(line)
        if match and not stripped.startswith((">>>", "...")):
            if out and out[-1].strip():
                out.append("")
            item_indent = len(match.group(1))
        out.append(line)
    lines[:] = out


def setup(app):
    app.connect("autodoc-process-docstring", _join_hanging_items)
