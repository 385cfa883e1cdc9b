from urllib.parse import urlsplit

from django import template
from django.urls import NoReverseMatch, reverse

register = template.Library()


@register.filter
def show_url(viewer) -> str:
    """The "Show to players" page of a curated board's current step and choices ("" for a copy)."""
    page = urlsplit(viewer.step_permalink)
    try:
        board_page = reverse("boards:board", args=[viewer.board_id])
    except NoReverseMatch:
        return ""
    if page.path != board_page:  # a what-if copy: its own pages, no show page
        return ""
    query = f"?{page.query}" if page.query else ""
    return reverse("show_step", args=[viewer.board_id]) + query
