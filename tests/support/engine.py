"""Helpers the engine tests of every game share: the command line, and boards built from a minimal one."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap
from collections.abc import Callable
from contextlib import chdir, redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Ran:
    """What a command line run gave: its exit status and its output."""

    returncode: int
    stdout: str
    stderr: str


def cli(*args: str) -> Ran:
    """``python -m engine ARGS`` from the repository root, run in this process (``engine.cli.main``,
    what ``engine/__main__.py`` calls): its exit status and output as text. An exception the command
    does not handle is raised here, failing the test, as a traceback would fail the program;
    :func:`cli_process` starts the program itself."""
    from engine.cli import main

    out, err = io.StringIO(), io.StringIO()
    with chdir(ROOT), redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exit:  # argparse: --help exits 0, a bad command line 2
            code = exit.code if isinstance(exit.code, int) else int(exit.code is not None)
    return Ran(code, out.getvalue(), err.getvalue())


def cli_process(*args: str, timeout: int = 120) -> subprocess.CompletedProcess[str]:
    """``python -m engine ARGS`` as its own process, from the repository root."""
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
