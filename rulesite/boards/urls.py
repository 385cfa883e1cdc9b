from django.urls import include, path

from . import views

#: a curated board's pages, under boards/<slug>/
board_pages = [
    path("", views.board, name="board"),
    path("embed/", views.embed, name="embed"),
    path("edit/", views.what_if, name="what_if"),
    path("learn/", views.learn, name="learn"),
]
#: a what-if copy's pages, under boards/what-if/<key>/
copy_pages = [
    path("", views.edited, name="edited"),
    path("embed/", views.edited_embed, name="edited_embed"),
]

app_name = "boards"
urlpatterns = [
    path("boards/", views.index, name="index"),
    path("boards/format/<slug:game>/", views.board_format, name="format"),
    path("boards/what-if/<str:key>/", include(copy_pages)),
    path("boards/<slug:slug>/", include(board_pages)),
    path("<book:book>/coverage/", views.coverage, name="coverage"),
]
