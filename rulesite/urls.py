from django.contrib import admin
from django.urls import include, path

import rulesite.converters  # noqa: F401 - registers <book:...>

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("rulesite.boards.urls")),
    path("", include("rulesite.rulebooks.urls")),
]
