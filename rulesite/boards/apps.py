from django.apps import AppConfig


class BoardsConfig(AppConfig):
    name = "rulesite.boards"
    verbose_name = "Example boards"
