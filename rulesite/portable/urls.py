from django.urls import path

import rulesite.converters  # noqa: F401 - registers <book:...>

from . import views

urlpatterns = [
    path("api/", views.api_index, name="api_index"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("sw.js", views.service_worker, name="service_worker"),
    path("offline/", views.offline, name="offline"),
    path("<book:book>/v/<str:version>/<str:number>/show/", views.show_section, name="show_section"),
    path("boards/<slug:slug>/show/", views.show_step, name="show_step"),
]
