"""Rulebooks, their versions and their sections, as a tree in document order.

A section's subtree is the contiguous run of sections after it in document order, up to
``subtree_end``: one query fetches a whole subtree, whatever its size.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse

from engine.ruletext import RuleNumber
from rulesite.languages import in_reader_language, reader_lang


class Rulebook(models.Model):
    slug = models.SlugField(unique=True)
    game = models.CharField(max_length=40)
    name_ja = models.CharField(max_length=200)
    name_en = models.CharField(max_length=200)
    citation_name = models.CharField(max_length=200, help_text="As in 「<name> Ver. 1.0.0 12-4b-3a」.")
    official_text = models.BooleanField(
        default=True, help_text="False when the text is a summary, not the official wording."
    )
    source_url = models.URLField(blank=True)
    source_note_ja = models.TextField(blank=True)
    source_note_en = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position", "slug"]

    def __str__(self) -> str:
        return self.name_en

    @property
    def name(self) -> str:
        return in_reader_language(self.name_ja, self.name_en)

    @property
    def source_note(self) -> str:
        return in_reader_language(self.source_note_ja, self.source_note_en)

    def get_absolute_url(self) -> str:
        return reverse("rulebooks:toc", args=[self.slug])


class RulebookVersion(models.Model):
    """One document of a version: the official text, or a companion keyed to its numbers."""

    OFFICIAL, SUMMARY, TRANSLATION = "official", "summary", "translation"
    KINDS = [
        (OFFICIAL, "official comprehensive rules"),
        (SUMMARY, "summary mapped onto the official numbers"),
        (TRANSLATION, "unofficial translation keyed to the official numbers"),
    ]

    rulebook = models.ForeignKey(Rulebook, on_delete=models.CASCADE, related_name="versions")
    version = models.CharField(max_length=40, help_text="The official version whose numbers it uses.")
    kind = models.CharField(max_length=20, choices=KINDS, default=OFFICIAL)
    language = models.CharField(max_length=10, default="ja", help_text="Language of the text (BCP 47).")
    date = models.DateField(help_text="Date of the rules text (last updated).")
    effective = models.DateField(
        null=True, blank=True, help_text="The date the publisher says the version takes effect, when known."
    )
    # A companion's own title ("... (effects, summarised)"); blank: the book's official name.
    title_ja = models.CharField(max_length=200, blank=True)
    title_en = models.CharField(max_length=200, blank=True)
    source_url = models.URLField(blank=True, help_text="Where this document was published.")
    attribution_ja = models.TextField(blank=True, help_text="Who wrote it, and what it is.")
    attribution_en = models.TextField(blank=True)
    preamble = models.TextField(blank=True, help_text="Lines of the source before the first section.")
    afterword = models.TextField(blank=True, help_text="Lines of the source after the last section.")
    source_sha256 = models.CharField(max_length=64, blank=True)
    imported_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["rulebook", "-date", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["rulebook", "version", "kind"], name="unique_document_version")
        ]

    def __str__(self) -> str:
        return f"{self.rulebook.slug} {self.version} ({self.kind})"

    @property
    def is_official(self) -> bool:
        return self.kind == self.OFFICIAL

    @property
    def label(self) -> str:
        """What follows the book's name: ``Ver. 1.2.1`` for an official version; a companion (a
        summary, a translation) is no version of the comprehensive rules, only numbered as one."""
        from django.utils.translation import gettext

        if self.is_official:
            return self.official_label
        return gettext("numbered as Ver. %(version)s") % {"version": self.version}

    @property
    def official_label(self) -> str:
        """The official version whose numbers this document uses (what a citation names)."""
        return f"Ver. {self.version}"

    @property
    def attribution(self) -> str:
        return in_reader_language(self.attribution_ja, self.attribution_en)

    @property
    def name(self) -> str:
        """What this document is called: its own title (a summary's), else the book's official name."""
        own = in_reader_language(self.title_ja or self.title_en, self.title_en or self.title_ja)
        return own or self.rulebook.name

    def citation(self, number: str) -> str:
        """A citation names the official version's number, whatever the document shown beside it."""
        return f"{self.rulebook.citation_name} {self.official_label} {number}"


class Section(models.Model):
    version = models.ForeignKey(RulebookVersion, on_delete=models.CASCADE, related_name="sections")
    number = models.CharField(max_length=64)
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    order = models.PositiveIntegerField(help_text="Position in document order.")
    subtree_end = models.PositiveIntegerField(help_text="Order of the last section of its subtree.")
    depth = models.PositiveSmallIntegerField()
    title = models.CharField(max_length=200, blank=True)
    text = models.TextField(blank=True)
    note = models.TextField(blank=True, help_text="A remark of this site's, shown with the section.")
    # An unofficial English rendering, written for this site (rulebooks/<book>/<version>.en.yaml).
    title_en = models.CharField(max_length=200, blank=True)
    text_en = models.TextField(blank=True)
    note_en = models.TextField(blank=True)

    class Meta:
        ordering = ["version", "order"]
        constraints = [models.UniqueConstraint(fields=["version", "number"], name="unique_section_number")]
        indexes = [models.Index(fields=["version", "order"])]

    def __str__(self) -> str:
        return f"{self.number} {self.heading}"

    @property
    def rule_number(self) -> RuleNumber:
        return RuleNumber.parse(self.number)

    @property
    def heading(self) -> str:
        """A one-line label for tables of contents, breadcrumbs and links, in the reader's language.

        English pages use the English rendering's title (or first line) when there is one; the rule
        text itself stays in its original Japanese on every page.
        """
        label = ""
        if reader_lang() == "en":
            label = self.title_en or self.text_en.split("\n", 1)[0]
        label = label or self.title or self.text.split("\n", 1)[0]
        return label if len(label) <= 60 else label[:59] + "…"

    @property
    def heading_lang(self) -> str:
        """The language :attr:`heading` is in (``ja`` when an English page falls back to the original)."""
        english = reader_lang() == "en" and bool(self.title_en or self.text_en)
        return "en" if english else "ja"

    def get_absolute_url(self) -> str:
        return reverse("rulebooks:section", args=[self.version.rulebook.slug, self.number])


class RulePairing(models.Model):
    """The rules of two documents paired (:func:`engine.ruletext.matching.pair_rules`), stored when
    a document is imported (with the documents of its kind just before and after it), so a diff or a
    history does not pair them again. Valid while both documents keep the digests it was made from."""

    old = models.ForeignKey(RulebookVersion, on_delete=models.CASCADE, related_name="+")
    new = models.ForeignKey(RulebookVersion, on_delete=models.CASCADE, related_name="+")
    old_sha256 = models.CharField(max_length=64)
    new_sha256 = models.CharField(max_length=64)
    pairing = models.JSONField(help_text="engine.ruletext.matching.Pairing.to_json()")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["old", "new"], name="unique_rule_pairing")]

    def __str__(self) -> str:
        return f"{self.old} → {self.new}"


class Synthesis(models.Model):
    """A passage of the source that is no single rule: shown with each section it draws on."""

    version = models.ForeignKey(RulebookVersion, on_delete=models.CASCADE, related_name="syntheses")
    title = models.CharField(max_length=200)
    text = models.TextField()
    cites = models.JSONField(default=list, help_text="Section numbers it is a synthesis of.")
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["version", "order"]
        verbose_name_plural = "syntheses"

    def __str__(self) -> str:
        return self.title


class CrossReference(models.Model):
    """A section number mentioned in a section's text (found by the rule-number grammar)."""

    source = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="references")
    target_number = models.CharField(max_length=64)
    resolved = models.BooleanField(help_text="Whether the version has a section with that number.")

    class Meta:
        indexes = [models.Index(fields=["target_number"], name="rulebooks_c_target__idx")]
        constraints = [models.UniqueConstraint(fields=["source", "target_number"], name="unique_reference")]

    def __str__(self) -> str:
        return f"{self.source.number} → {self.target_number}"


class GlossaryTerm(models.Model):
    """A term of the game, with this site's own short definition (rulebooks/<book>/glossary.yaml)."""

    rulebook = models.ForeignKey(Rulebook, on_delete=models.CASCADE, related_name="glossary")
    slug = models.SlugField(max_length=80)
    term = models.CharField(max_length=100, help_text="As written in the rule text.")
    aliases = models.JSONField(default=list, blank=True, help_text="Other spellings found in rule text.")
    en = models.CharField(max_length=100)
    definition_ja = models.TextField()
    definition_en = models.TextField()
    defined_in = models.JSONField(default=list, blank=True, help_text="Section numbers that define it.")
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["rulebook", "order"]
        constraints = [models.UniqueConstraint(fields=["rulebook", "slug"], name="unique_glossary_slug")]

    def __str__(self) -> str:
        return f"{self.term} ({self.en})"

    @property
    def surface_forms(self) -> list[str]:
        return [self.term, *self.aliases]

    @property
    def definition(self) -> str:
        return in_reader_language(self.definition_ja, self.definition_en)

    def get_absolute_url(self) -> str:
        return reverse("rulebooks:glossary", args=[self.rulebook.slug]) + f"#term-{self.slug}"
