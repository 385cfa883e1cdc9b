"""Card, player and zone names in Japanese and English for step texts."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.naming import count_en, names  # noqa: F401 (the games' words)
from .model import zone_label


def zone(key: str) -> tuple[str, str]:
    return zone_label(key)


def players(ids: Iterable[str]) -> tuple[str, str]:
    ids = list(ids)
    return "と".join(ids), " and ".join(ids)
