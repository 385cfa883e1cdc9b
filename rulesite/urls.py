from django.conf import settings
from django.contrib import admin
from django.urls import include, path

import rulesite.converters  # noqa: F401 - registers <book:...>
from rulesite.ops import views as ops

handler500 = "rulesite.ops.views.server_error"

urlpatterns = [
    path("healthz", ops.healthz, name="healthz"),
    path("i18n/setlang/", ops.set_language, name="set_language"),
    path("", include("rulesite.boards.urls")),
    path("", include("rulesite.rulebooks.urls")),
]
if settings.ADMIN_ENABLED:
    urlpatterns.insert(0, path("admin/", admin.site.urls))
