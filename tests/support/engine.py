"""Helpers the engine tests of every game share: the command line, and boards built from a minimal one."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    """``python -m engine ARGS`` from the repository root, its output as text."""
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def with_state(minimal: str, extra: str = "", state: str | None = None) -> str:
    """The board ``minimal`` (YAML ending with its ``state:``), its state replaced by ``state`` when
    given, and ``extra`` (more top-level keys: script, expect, notes) after it."""
    if state is not None:
        minimal = minimal.split("state:\n")[0] + "state:\n" + textwrap.indent(textwrap.dedent(state), "  ")
    return minimal + textwrap.dedent(extra)


def load_fixture(minimal: str) -> Callable[..., engine.Board]:
    """A ``load`` fixture: ``load(extra, state)`` loads :func:`with_state` of ``minimal``."""

    @pytest.fixture
    def load() -> Callable[..., engine.Board]:
        def _load(extra: str = "", state: str | None = None) -> engine.Board:
            return engine.load_board(with_state(minimal, extra, state), source_name="test.yaml")

        return _load

    return load
