from django.contrib import admin

from .models import Rulebook, RulebookVersion, Section, Synthesis


@admin.register(Rulebook)
class RulebookAdmin(admin.ModelAdmin):
    list_display = ["slug", "name_en", "name_ja", "official_text", "position"]
    prepopulated_fields = {"slug": ["name_en"]}


@admin.register(RulebookVersion)
class RulebookVersionAdmin(admin.ModelAdmin):
    list_display = ["rulebook", "version", "date", "imported_at"]
    list_filter = ["rulebook"]


@admin.register(Section)
class SectionAdmin(admin.ModelAdmin):
    list_display = ["number", "heading", "version", "depth"]
    list_filter = ["version__rulebook", "version"]
    search_fields = ["number", "title", "text"]
    raw_id_fields = ["parent"]
    list_select_related = ["version__rulebook"]
    ordering = ["version", "order"]


@admin.register(Synthesis)
class SynthesisAdmin(admin.ModelAdmin):
    list_display = ["title", "version"]
