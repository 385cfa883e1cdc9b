from django.urls import path

import rulesite.converters  # noqa: F401 - registers <book:...>

from . import api, changes, views

app_name = "rulebooks"
urlpatterns = [
    path("", views.home, name="home"),
    path("search/", views.search, name="search"),
    path("api/<book:book>/sections/", api.sections, name="api_sections"),
    path("api/<book:book>/sections/<str:number>/", api.section, name="api_section"),
    path("api/<book:book>/diff/<str:old>/<str:new>/", changes.api_diff, name="api_diff"),
    path("<book:book>/", views.toc, name="toc"),
    path("<book:book>/glossary/", views.glossary, name="glossary"),
    path("<book:book>/diff/", changes.pick_diff, name="pick_diff"),
    path("<book:book>/diff/<str:old>/<str:new>/", changes.diff, name="diff"),
    path("<book:book>/<str:number>/preview/", views.preview, name="preview"),
    path("<book:book>/v/<str:version>/", views.toc, name="pinned_toc"),
    path("<book:book>/v/<str:version>/<str:number>/", views.section, name="pinned_section"),
    path("<book:book>/<str:number>/history/", changes.history, name="history"),
    path("<book:book>/<str:number>/", views.section, name="section"),
]
