from django.urls import include, path

import rulesite.converters  # noqa: F401 - registers <book:...>
from rulesite.pagecache.decorators import read_page

from . import api, diff_views, views
from .feeds import VersionsFeed

#: JSON, under api/ (django-ninja: rulesite/urls.py includes it, namespace "api"); the same views
#: are named here too, so pages link them as rulebooks:api_…
_api = {pattern.name: pattern.callback for pattern in api.api.urls[0] if pattern.name}
api_pages = [
    path("sections/", _api["api_sections"], name="api_sections"),
    path("sections/<str:number>/", _api["api_section"], name="api_section"),
    path("diff/<str:old>/<str:new>/", _api["api_diff"], name="api_diff"),
]
#: a book's pages, under <book>/ (a section number last: it takes any other path)
book_pages = [
    path("", views.toc, name="toc"),
    path("glossary/", views.glossary, name="glossary"),
    path("versions.atom", read_page()(VersionsFeed()), name="feed"),
    path("diff/", diff_views.pick_diff, name="pick_diff"),
    path("diff/<str:old>/<str:new>/", diff_views.diff, name="diff"),
    path("contents/<str:number>/", views.toc_chapter, name="toc_chapter"),
    path("v/<str:version>/contents/<str:number>/", views.toc_chapter, name="pinned_toc_chapter"),
    path("<str:number>/preview/", views.preview, name="preview"),
    path("v/<str:version>/", views.toc, name="pinned_toc"),
    path("v/<str:version>/<str:number>/", views.section, name="pinned_section"),
    path("v/<str:version>/<str:number>/history/", diff_views.history, name="pinned_history"),
    path("<str:number>/history/", diff_views.history, name="history"),
    path("<str:number>/", views.section, name="section"),
]

app_name = "rulebooks"
urlpatterns = [
    path("", views.home, name="home"),
    path("search/", views.search, name="search"),
    path("api/<book:book>/", include(api_pages)),
    path("<book:book>/", include(book_pages)),
]
