"""The shape of the code the issues asked for, measured (issues 15 and 31): short functions in the
engine, modules of at most 400 lines in the engine and the site, thin views in the site. Import
circles and the direction between the site apps are checked by import-linter (`make lint`,
contracts in pyproject.toml)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAX_FUNCTION_LINES = 60
MAX_MODULE_LINES = 400
MAX_VIEW_LINES = 30


def functions(path: Path, root: Path = ROOT) -> list[tuple[str, int]]:
    """Every function and method in a file with its length, from ``def`` (or its first decorator)
    to its last line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            out.append((f"{path.relative_to(root)}:{node.lineno} {node.name}", node.end_lineno - first + 1))
    return out


def engine_files() -> list[Path]:
    return sorted((ROOT / "engine").rglob("*.py"))


def site_files() -> list[Path]:
    return sorted((ROOT / "rulesite").rglob("*.py"))


def test_the_measure_counts_what_it_should(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "@decorator\ndef f():\n    x = 1\n\n    return x\n\n\nclass C:\n    def m(self):\n        pass\n"
    )
    found = {name.rsplit(" ", 1)[1]: lines for name, lines in functions(sample, tmp_path)}
    assert found == {"f": 5, "m": 2}


def test_no_engine_function_is_over_60_lines():
    long = [
        f"{name}: {lines} lines"
        for path in engine_files()
        for name, lines in functions(path)
        if lines > MAX_FUNCTION_LINES
    ]
    assert not long, "functions over 60 lines:\n" + "\n".join(long)


def test_no_engine_or_site_module_is_over_400_lines():
    long = [
        f"{path.relative_to(ROOT)}: {n} lines"
        for path in engine_files() + site_files()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    ]
    assert not long, "modules over 400 lines:\n" + "\n".join(long)


@pytest.mark.parametrize("views", sorted((ROOT / "rulesite").rglob("views.py")), ids=str)
def test_no_view_is_over_30_lines(views):
    long = [f"{name}: {lines} lines" for name, lines in functions(views) if lines > MAX_VIEW_LINES]
    assert not long, "views over 30 lines:\n" + "\n".join(long)
