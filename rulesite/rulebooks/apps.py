from django.apps import AppConfig


class RulebooksConfig(AppConfig):
    name = "rulesite.rulebooks"
    verbose_name = "Rulebooks"
