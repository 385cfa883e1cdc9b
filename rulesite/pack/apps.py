from django.apps import AppConfig


class PackConfig(AppConfig):
    """The judge's pack: installable and offline, "show to players", the API's own page."""

    name = "rulesite.pack"
    label = "pack"
