"""A site set up as `make setup` leaves it, for tests that start real servers (tests/faults,
tests/servers): the database migrated and loaded, the static files collected."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.support import throwaway

ROOT = Path(__file__).resolve().parents[2]


#: `make setup`'s database commands, in one process (each `manage.py` would import Django again)
_SETUP = (
    "import django; django.setup(); from django.core.management import call_command; "
    "call_command('migrate', interactive=False, verbosity=0); "
    "call_command('load_rulebooks', verbosity=0); call_command('load_boards', verbosity=0)"
)


def set_up_database(env: dict[str, str]) -> None:
    """Migrate ``env``'s database and load the shipped rulebooks and boards, as `make setup` does."""
    env = {**env, "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
    subprocess.run([sys.executable, "-c", _SETUP], cwd=ROOT, env=env, check=True, capture_output=True)


def prepare(env: dict[str, str], base: Path) -> dict[str, str]:
    """``env`` with its database set up as `make setup` does and the static files collected.

    Both are made once per test process under ``base`` (pytest's base temporary directory) and
    reused: the static files are shared (servers only read them) and a SQLite database is a copy
    of one set up once (a PostgreSQL database comes set up from :func:`postgres`). Each server
    still gets a database of its own, in the state `make setup` leaves.
    """
    static = base / "site-static"
    if not (static / "staticfiles.json").exists():
        collect = [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"]
        subprocess.run(
            collect, cwd=ROOT, env={**env, "STATIC_ROOT": str(static)}, check=True, capture_output=True
        )
    env = {**env, "STATIC_ROOT": str(static)}
    url = env["DATABASE_URL"]
    if not url.startswith("sqlite:///"):
        return env
    template = base / "site-template.sqlite3"
    if not template.exists():
        building = base / "site-template.building.sqlite3"
        building.unlink(missing_ok=True)
        set_up_database({**env, "DATABASE_URL": f"sqlite:///{building}"})
        building.rename(template)
    shutil.copyfile(template, url.removeprefix("sqlite:///"))
    return env


@contextlib.contextmanager
def postgres(base: Path) -> Iterator[str]:
    """A throwaway PostgreSQL cluster of its own whose database is set up as `make setup` does;
    yields its DATABASE_URL. The first cluster of a test process is set up and its data directory
    kept under ``base``; the next ones start from a copy of it."""
    template = base / "site-template-postgres"
    if not template.exists():
        building = base / "site-template-postgres.building"
        shutil.rmtree(building, ignore_errors=True)
        with throwaway.postgres(save_to=building) as url:
            set_up_database({**os.environ, "DATABASE_URL": url})
        building.rename(template)
    with throwaway.postgres(copy_of=template) as url:
        yield url
