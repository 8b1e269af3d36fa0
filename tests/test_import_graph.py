"""The package's layers, read from its source: the terminal (``cstud.cli``) knows the library,
never the reverse; the hand database never imports the web app; and no two modules import
each other except the PHH document's deliberate ``HandHistory.replay()`` convenience.

Every import statement counts, those inside functions too (a function-level import is how a
circle hides), and so does ``importlib.import_module("...")`` with a literal name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cstud

PACKAGE = Path(cstud.__file__).parent

TERMINAL = ("argparse", "rich", "cstud.cli")
"""What only the terminal wing (cstud.cli, and the ``python -m cstud`` entry point) imports."""

ALLOWED_CYCLES = [{"cstud.phh.document", "cstud.phh.replay"}]
"""HandHistory.replay() imports the replayer inside the method: a convenience on the document."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_module(name: str) -> bool:
    """Whether ``name`` is a module or package of cstud (Python source, or the compiled core
    by its stub)."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return (path.with_suffix(".py").exists() or (path / "__init__.py").exists()
            or path.with_suffix(".pyi").exists())


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports: ``from a import b`` counts as ``a.b`` when that is a
    module of cstud, else as ``a``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _module_name(path) if path.name == "__init__.py" else \
        _module_name(path).rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                inner = f"{base}.{alias.name}"
                found.add(inner if base.startswith("cstud") and _is_module(inner) else base)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.add(node.args[0].value)
    return found


def _graph() -> dict[str, set[str]]:
    return {_module_name(path): _imports(path) for path in sorted(PACKAGE.rglob("*.py"))}


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


GRAPH = _graph()


def test_the_scan_sees_the_package():
    assert {"cstud", "cstud.cli", "cstud.cli._common", "cstud.db.hand_source",
            "cstud.web.app", "cstud.histories.report"} <= set(GRAPH)
    assert "cstud.db.hand_source" in GRAPH["cstud.web.app"]
    assert {"rich.console", "argparse"} <= GRAPH["cstud.cli._common"]


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_no_library_module_imports_the_terminal(module):
    if _within(module, "cstud.cli") or module == "cstud.__main__":
        return
    wrong = sorted(name for name in GRAPH[module]
                   if any(_within(name, terminal) for terminal in TERMINAL))
    assert not wrong, f"{module} imports {wrong}: only cstud.cli may"


def test_the_database_never_imports_the_web_app():
    wrong = {module: sorted(name for name in imports if _within(name, "cstud.web"))
             for module, imports in GRAPH.items() if _within(module, "cstud.db")}
    assert not any(wrong.values()), wrong


def test_no_import_circles_but_the_phh_documents_replay():
    edges = {module: {name for name in imports if name in GRAPH}
             for module, imports in GRAPH.items()}
    cycles = [component for component in _strongly_connected(edges) if len(component) > 1]
    assert [set(cycle) for cycle in cycles if set(cycle) not in ALLOWED_CYCLES] == []


WINGS = sorted(path.name for path in PACKAGE.iterdir()
               if (path / "__init__.py").exists() and path.name != "cli")
"""The library's wings: its subpackages (the terminal, cstud.cli, is checked above)."""

def _wing(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in WINGS else None


def _private_reaches() -> set[tuple[str, str]]:
    """(module, name) for each private module or name (``_x``) of one wing that a module
    outside that wing imports: ``from cstud.histories._formats import read_text`` in
    cstud.db, or ``from cstud.phh.replay import _Replayer`` in cstud.histories."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, *([base] if base else [])])
                names = [f"{base}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                wing = _wing(name)
                if wing is None or wing == _wing(module):
                    continue
                inside = name.split(".")[2:]
                if any(part.startswith("_") and not part.startswith("__") for part in inside):
                    found.add((module, name))
    return found


def test_no_wing_reaches_into_another_wings_private_names():
    assert {"db", "game", "histories", "phh", "ranges", "rl", "tournament", "web"} <= set(WINGS)
    assert sorted(_private_reaches()) == []


def _strongly_connected(edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of the import graph."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for child in sorted(edges[node]):
            if child not in index:
                visit(child)
                low[node] = min(low[node], low[child])
            elif child in on_stack:
                low[node] = min(low[node], index[child])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            components.append(component)

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return components


def test_the_game_package_no_longer_lends_the_bots_loop():
    import cstud.game

    with pytest.raises(AttributeError):
        cstud.game.play_random_hand  # noqa: B018
