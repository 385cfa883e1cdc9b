from django.apps import AppConfig


class BoardsConfig(AppConfig):
    name = "rulesite.boards"
    verbose_name = "Example boards"

    def ready(self) -> None:
        from rulesite.rulebooks.services import examples

        from .services.examples import BoardExamples

        # The rulebook pages show boards through this (that app never imports this one).
        examples.register(BoardExamples())
