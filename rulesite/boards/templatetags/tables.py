"""``{{ label|said }}``: an engine text (a table's labels and values) in the reader's language."""

from django import template

from rulesite.boards.services.reading import said as said_in

register = template.Library()


@register.filter
def said(text):
    return said_in(text)
