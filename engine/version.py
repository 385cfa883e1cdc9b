"""ENGINE_VERSION: a digest of the engine's own source, computed at import.

Any change to any ``.py`` file of the engine package changes it, so a trace cached by an
earlier engine is never served by a later one (the site keys its trace cache on it).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def source_digest(package: Path = _PACKAGE) -> str:
    """SHA-256 over the relative path and bytes of every ``.py`` file under ``package``, first 16 hex."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


ENGINE_VERSION: str = source_digest()
