from django.contrib import admin
from django.urls import include, path
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

import rulesite.converters  # noqa: F401 - registers <book:...>

urlpatterns = [
    path("admin/", admin.site.urls),
    # The language switch is on every page; a CSRF token in it would set a cookie on every read
    # page and make it uncacheable. Forging it can only change a visitor's display language.
    path("i18n/setlang/", csrf_exempt(set_language), name="set_language"),
    path("", include("rulesite.boards.urls")),
    path("", include("rulesite.rulebooks.urls")),
]
