from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


class RulebooksConfig(AppConfig):
    name = "rulesite.rulebooks"
    verbose_name = "Rulebooks"

    def ready(self) -> None:
        from .models import Section
        from .services import search

        # Sections edited in the admin stay findable.
        post_save.connect(
            lambda instance, **kw: search.index_sections([instance]), sender=Section, weak=False
        )
        post_delete.connect(
            lambda instance, **kw: search.unindex_sections([instance.id]), sender=Section, weak=False
        )
