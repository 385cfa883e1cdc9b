"""A ModelAdmin base for models that read pages show: every change made in the admin is a data change."""

from django.contrib import admin

from . import dataversion


class ChangesDataVersion(admin.ModelAdmin):
    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        dataversion.data_changed()

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        dataversion.data_changed()

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        dataversion.data_changed()

    def delete_queryset(self, request, queryset):
        super().delete_queryset(request, queryset)
        dataversion.data_changed()
