"""Example boards: the engine's golden files, attached to the sections they illustrate."""

from __future__ import annotations

import zlib

from django.db import models
from django.urls import reverse
from django.utils import timezone

from rulesite.languages import in_reader_language
from rulesite.rulebooks.models import Rulebook, Section


class Board(models.Model):
    """A curated board from data/boards/: the same file is documentation here and a test in CI."""

    slug = models.SlugField(max_length=100, unique=True, help_text="The board's id, its URL.")
    game = models.CharField(max_length=40)
    rulebook = models.ForeignKey(Rulebook, on_delete=models.CASCADE, related_name="boards")
    version = models.CharField(max_length=40, help_text="The rulebook version the board targets.")
    title_ja = models.CharField(max_length=200)
    title_en = models.CharField(max_length=200)
    section_numbers = models.JSONField(default=list, help_text="The sections the board illustrates.")
    cited_numbers = models.JSONField(default=list, help_text="Every number its steps cite (default choices).")
    source = models.TextField(help_text="The board file (YAML).")
    path = models.CharField(max_length=300, help_text="Where the file lives in the repository.")
    source_sha256 = models.CharField(max_length=64)
    aliases = models.JSONField(
        default=list, blank=True, help_text="Ids the board had before (its file's aliases)."
    )
    sections = models.ManyToManyField(Section, related_name="boards", blank=True)

    class Meta:
        ordering = ["rulebook", "slug"]

    def __str__(self) -> str:
        return self.slug

    @property
    def title(self) -> str:
        return in_reader_language(self.title_ja, self.title_en)

    def get_absolute_url(self) -> str:
        return reverse("boards:board", args=[self.slug])


class EditedBoard(models.Model):
    """A reader's 'what if' copy of a board: addressed by the hash of its text, never curated.

    Stored compactly and for good (rulesite/boards/services/what_if.py): its text zlib-compressed,
    the id and title of the board it was made from, and what it changed, in both languages; its
    trace is recomputed from the text (and cached). A copy is never deleted to make room; an
    operator may take one down (``manage.py what_if_copies take-down``), and its address then says
    why.
    """

    key = models.CharField(max_length=64, unique=True, help_text="sha256 of the text: the shareable id.")
    based_on = models.ForeignKey(
        Board, on_delete=models.SET_NULL, null=True, blank=True, related_name="edits"
    )
    origin = models.CharField(
        max_length=100,
        blank=True,
        db_index=True,
        help_text="The id of the board it follows: kept when the board is removed, re-linked if it returns.",
    )
    origin_title = models.JSONField(default=dict, blank=True, help_text="That board's title, {ja, en}.")
    packed = models.BinaryField(default=b"", help_text="The copy's text, UTF-8, zlib-compressed.")
    changes = models.JSONField(default=dict, blank=True, help_text="What it changed: {ja: [...], en: [...]}.")
    size = models.PositiveIntegerField(default=0, help_text="Bytes stored (compressed): the store is capped.")
    client = models.CharField(max_length=16, blank=True, help_text="A hash of the posting client's network.")
    created_at = models.DateTimeField(auto_now_add=True)
    last_viewed = models.DateTimeField(
        default=timezone.now,
        db_index=True,
        help_text="Refreshed at most once per WHAT_IF_TOUCH_INTERVAL (for operators; nothing is evicted).",
    )
    taken_down_at = models.DateTimeField(null=True, blank=True)
    taken_down_reason = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"what-if {self.key[:12]}"

    @property
    def source(self) -> str:
        return zlib.decompress(bytes(self.packed)).decode() if self.packed else ""

    @staticmethod
    def pack(text: str) -> bytes:
        return zlib.compress(text.encode(), 9)

    @property
    def slug(self) -> str:
        return self.key[:16]

    @property
    def taken_down(self) -> bool:
        return self.taken_down_at is not None

    @property
    def origin_removed(self) -> bool:
        return bool(self.origin) and self.based_on_id is None

    @property
    def title_of_origin(self) -> str:
        titles = self.origin_title or {}
        return in_reader_language(titles.get("ja", self.origin), titles.get("en", self.origin))

    def get_absolute_url(self) -> str:
        return reverse("boards:edited", args=[self.slug])


class WhatIfTotals(models.Model):
    """One row: copies and bytes in the what-if store, and copies stored today (UTC).

    Every new copy reserves its place with one conditional UPDATE of this row (``… WHERE copies
    < cap AND …``), inside the transaction that stores it: the caps hold under concurrency on
    SQLite (one writer at a time) and PostgreSQL (the row's lock; the condition is re-checked).
    """

    copies = models.PositiveBigIntegerField(default=0)
    bytes = models.PositiveBigIntegerField(default=0)
    day = models.DateField(null=True, blank=True)
    day_copies = models.PositiveIntegerField(default=0)
