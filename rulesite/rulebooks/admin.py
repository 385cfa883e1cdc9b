from django.contrib import admin

from rulesite.pagecache.admin_mixin import ChangesDataVersion

from .models import Rulebook, RulebookVersion, Section, Synthesis


@admin.register(Rulebook)
class RulebookAdmin(ChangesDataVersion):
    list_display = ["slug", "name_en", "name_ja", "official_text", "position"]
    prepopulated_fields = {"slug": ["name_en"]}


@admin.register(RulebookVersion)
class RulebookVersionAdmin(ChangesDataVersion):
    list_display = ["rulebook", "version", "date", "imported_at"]
    list_filter = ["rulebook"]


@admin.register(Section)
class SectionAdmin(ChangesDataVersion):
    list_display = ["number", "heading", "version", "depth"]
    list_filter = ["version__rulebook", "version"]
    search_fields = ["number", "title", "text"]
    raw_id_fields = ["parent"]
    list_select_related = ["version__rulebook"]
    ordering = ["version", "order"]


@admin.register(Synthesis)
class SynthesisAdmin(ChangesDataVersion):
    list_display = ["title", "version"]
