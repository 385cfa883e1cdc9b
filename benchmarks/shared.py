"""What the benchmark scripts share: a Django site on a throwaway database, a timed run, the load line.

Imported by the scripts in this folder as ``shared`` (a script's own folder is on ``sys.path``).
"""

from __future__ import annotations

import gc
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

#: plain file storages, so that pages render without the collected static files' manifest
FILE_STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


def django_site(prefix: str, database_url: str | None = None) -> Path:
    """Django set up on ``database_url`` (default: a new SQLite file in a temporary directory) with
    a local-memory cache, the database migrated; returns the temporary directory."""
    workdir = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["DATABASE_URL"] = database_url or f"sqlite:///{workdir / 'bench.sqlite3'}"
    os.environ["CACHE_URL"] = "locmem://"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return workdir


def timed(run: Callable[..., T], *args: Any, pause_gc: bool = False, **kwargs: Any) -> tuple[float, T]:
    """``run(*args, **kwargs)``'s CPU time (``time.process_time``) and what it gave, started from a
    collected heap; with ``pause_gc`` the garbage collector is off while it runs."""
    gc.collect()
    if pause_gc:
        gc.disable()
    try:
        started = time.process_time()
        result = run(*args, **kwargs)
        elapsed = time.process_time() - started
    finally:
        gc.enable()
    return elapsed, result


def print_load_average() -> None:
    print("load average (1, 5, 15 min): {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
