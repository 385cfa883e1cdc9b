from django.urls import path

from . import views

app_name = "boards"
urlpatterns = [
    path("boards/", views.index, name="index"),
    path("boards/what-if/<str:key>/", views.edited, name="edited"),
    path("boards/what-if/<str:key>/embed/", views.edited_embed, name="edited_embed"),
    path("boards/<slug:slug>/", views.board, name="board"),
    path("boards/<slug:slug>/embed/", views.embed, name="embed"),
    path("boards/<slug:slug>/edit/", views.what_if, name="what_if"),
    path("boards/<slug:slug>/learn/", views.learn, name="learn"),
    path("<book:book>/coverage/", views.coverage, name="coverage"),
]
