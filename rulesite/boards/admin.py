from django.contrib import admin

from rulesite.pagecache.admin_mixin import ChangesDataVersion

from .models import Board, EditedBoard


@admin.register(Board)
class BoardAdmin(ChangesDataVersion):
    list_display = ["slug", "title_en", "game", "version"]
    list_filter = ["game", "rulebook"]
    search_fields = ["slug", "title_en", "title_ja"]
    filter_horizontal = ["sections"]


@admin.register(EditedBoard)
class EditedBoardAdmin(admin.ModelAdmin):
    list_display = ["key", "based_on", "created_at"]
    readonly_fields = ["key", "created_at"]
