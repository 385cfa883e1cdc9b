"""The two site apps depend one way: boards on rulebooks (a board is attached to sections), never back.

Rulebook pages show boards through the hook the boards app registers
(rulesite.rulebooks.services.examples); any import of ``rulesite.boards`` in the rulebooks app,
at any depth of a module (inside a function too), fails here.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "rulesite"


def imports_of(app: str) -> list[tuple[str, str]]:
    found = []
    for path in sorted((ROOT / app).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(f"{path.name}:{node.lineno}", a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.append((f"{path.name}:{node.lineno}", node.module))
    return found


def test_the_rulebooks_app_never_imports_the_boards_app():
    back = [(where, name) for where, name in imports_of("rulebooks") if name.startswith("rulesite.boards")]
    assert back == []


def test_the_check_sees_the_boards_apps_imports_of_rulebooks():
    """The other direction exists (so the check reads imports, including ones inside functions)."""
    names = {name for _, name in imports_of("boards")}
    assert "rulesite.rulebooks.models" in names and "rulesite.rulebooks.services" in names


def test_rulebook_pages_show_boards_through_the_registered_hook(boards):
    from rulesite.boards.services.examples import BoardExamples
    from rulesite.rulebooks.services.examples import examples

    assert isinstance(examples(), BoardExamples)
