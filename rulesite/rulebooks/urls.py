from django.urls import path, register_converter

from . import api, views


class SlugConverter:
    """A rulebook slug: lower-case words joined by hyphens; never a section number."""

    regex = "[a-z][a-z0-9-]*"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(SlugConverter, "book")

app_name = "rulebooks"
urlpatterns = [
    path("", views.home, name="home"),
    path("search/", views.search, name="search"),
    path("api/<book:book>/sections/", api.sections, name="api_sections"),
    path("api/<book:book>/sections/<str:number>/", api.section, name="api_section"),
    path("<book:book>/", views.toc, name="toc"),
    path("<book:book>/glossary/", views.glossary, name="glossary"),
    path("<book:book>/<str:number>/preview/", views.preview, name="preview"),
    path("<book:book>/v/<str:version>/", views.toc, name="pinned_toc"),
    path("<book:book>/v/<str:version>/<str:number>/", views.section, name="pinned_section"),
    path("<book:book>/<str:number>/", views.section, name="section"),
]
