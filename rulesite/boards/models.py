"""Example boards: the engine's golden files, attached to the sections they illustrate."""

from __future__ import annotations

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
    """A reader's 'what if' copy of a board: addressed by the hash of its text, never curated."""

    key = models.CharField(max_length=64, unique=True, help_text="sha256 of the text: the shareable id.")
    based_on = models.ForeignKey(
        Board, on_delete=models.SET_NULL, null=True, blank=True, related_name="edits"
    )
    source = models.TextField()
    size = models.PositiveIntegerField(default=0, help_text="Bytes of the text (UTF-8): the store is capped.")
    created_at = models.DateTimeField(auto_now_add=True)
    last_viewed = models.DateTimeField(
        default=timezone.now,
        db_index=True,
        help_text="Refreshed at most once per WHAT_IF_TOUCH_INTERVAL; the least recently viewed go first.",
    )

    def __str__(self) -> str:
        return f"what-if {self.key[:12]}"

    @property
    def slug(self) -> str:
        return self.key[:16]

    def get_absolute_url(self) -> str:
        return reverse("boards:edited", args=[self.slug])
