"""Traces are cached by board text, choices and the engine's version, in the shared cache."""

from __future__ import annotations

import shutil
from pathlib import Path

import engine
from engine.version import source_digest
from rulesite.boards.services import traces


def _board_text() -> str:
    return engine.board_files()[0].read_text(encoding="utf-8")


def test_a_trace_is_computed_once_then_reused(db):
    before = traces.engine_runs()
    first = traces.run_board(_board_text(), {})
    assert first.ok and traces.engine_runs() == before + 1
    assert traces.run_board(_board_text(), {}) == first
    assert traces.engine_runs() == before + 1
    traces.run_board(_board_text() + "\n# another text\n", {})
    assert traces.engine_runs() == before + 2


def test_a_new_engine_version_computes_the_trace_again(db, monkeypatch):
    traces.run_board(_board_text(), {})
    runs = traces.engine_runs()
    monkeypatch.setattr(engine, "ENGINE_VERSION", "another-engine")
    traces.run_board(_board_text(), {})
    assert traces.engine_runs() == runs + 1


def test_the_engine_version_changes_with_any_engine_source_file(tmp_path):
    package = Path(engine.__file__).parent
    copy = tmp_path / "engine"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__", "boards"))
    assert source_digest(copy) == engine.ENGINE_VERSION
    some_module = sorted(copy.rglob("*.py"))[-1]
    some_module.write_text(some_module.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
    assert source_digest(copy) != engine.ENGINE_VERSION
