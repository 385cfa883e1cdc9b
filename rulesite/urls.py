from django.conf import settings
from django.contrib import admin
from django.urls import include, path

import rulesite.converters  # noqa: F401 - registers <book:...>
from rulesite.ops import views as ops
from rulesite.portable import urls as portable_urls
from rulesite.rulebooks.api import api

handler500 = "rulesite.ops.views.server_error"

urlpatterns = [
    path("healthz", ops.healthz, name="healthz"),
    path("i18n/setlang/", ops.set_language, name="set_language"),
    path("", include(portable_urls)),  # /api/, manifest, service worker, offline, "show to players"
    path("api/", api.urls),  # the JSON API and /api/openapi.json (django-ninja)
    path("", include("rulesite.boards.urls")),
    path("", include("rulesite.rulebooks.urls")),
]
if settings.ADMIN_ENABLED:
    urlpatterns.insert(0, path("admin/", admin.site.urls))
