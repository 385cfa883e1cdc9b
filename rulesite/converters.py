from django.urls import register_converter


class BookConverter:
    """A rulebook slug: lower-case words joined by hyphens; never a section number."""

    regex = "[a-z][a-z0-9-]*"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(BookConverter, "book")
