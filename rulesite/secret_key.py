"""SECRET_KEY from the environment, else one generated on the first run and kept in a file.

The key is never a constant in the code. The file is created atomically, so gunicorn workers
starting at once all read the same key, and logins survive restarts.
"""

from __future__ import annotations

import os
import secrets
import tempfile
from pathlib import Path


def load_or_create(path: Path) -> str:
    """The key stored at ``path``; the first caller writes a new random one (mode 0600)."""
    try:
        key = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        key = ""
    if key:
        return key
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".secret-key-")
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(secrets.token_urlsafe(50) + "\n")
        try:
            os.link(tmp, path)  # fails if another process created the file first: read theirs
        except FileExistsError:
            pass
    finally:
        os.unlink(tmp)
    return path.read_text(encoding="ascii").strip()
