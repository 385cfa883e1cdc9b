"""The table's template tags: ``{{ label|said }}``, an engine text (a table's labels and values) in
the reader's language; ``{% card_item card %}`` and ``{% card_backs area %}``, a card's row and a
pile's backs built in Python; ``{% changed_mark %}``, the mark of what changed.

A step of a long game shows a hundred cards or more; drawn by the template language, a card's row
took most of a step's page. Here a row is a few escaped strings, in the markup the template had.
"""

from html import escape  # what django.utils.html.escape does, without its lazy-string wrapper

from django import template
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from engine.core.table import CardFace, Zone
from rulesite.boards.services.reading import said as said_in
from rulesite.languages import reader_lang

register = template.Library()


@register.filter
def said(text):
    return said_in(text)


@register.simple_tag
def changed_mark() -> SafeString:
    """``{% changed_mark %}``: the mark of what changed in this step, and its words for a screen
    reader (after the label or card it marks)."""
    words = escape(gettext("changed in this step"))
    return mark_safe(  # noqa: S308 - its words are escaped
        f' <span class="changed-mark" aria-hidden="true">◆</span><span class="visually-hidden">{words}</span>'
    )


@register.simple_tag
def card_item(card: CardFace) -> SafeString:
    """A card's ``<li>`` on the table: its name, its numbers, its tags, whether it changed."""
    lang = reader_lang()

    def text(words) -> str:
        return escape(said_in(words, lang))

    if card.name:
        name = f'<span class="card-name">{text(card.name)}</span>'
    else:
        name = f'<span class="card-name unnamed">{escape(gettext("card"))}</span>'
    mark = changed_mark() if card.changed else ""
    numbers = ""
    if card.numbers:
        spans = "".join(f"<span><abbr>{text(n.label)}</abbr> {text(n.value)}</span>" for n in card.numbers)
        numbers = f'<span class="card-numbers">{spans}</span>'
    tags = "".join(f'<span class="card-tag">{text(tag)}</span>' for tag in card.tags)
    kind = "card changed" if card.changed else "card"
    return mark_safe(  # noqa: S308 - every text above is escaped
        f'<li class="{kind}" data-card="{escape(card.id)}">\n{name}{mark}\n{numbers}\n{tags}\n</li>'
    )


@register.simple_tag
def card_backs(area: Zone) -> SafeString:
    """A pile shown by how many cards it holds: a back for each (marked when it changed)."""
    backs = (
        '<span class="card-back changed"></span>' if c.changed else '<span class="card-back"></span>'
        for c in area.cards
    )
    return mark_safe("".join(backs))  # noqa: S308 - fixed markup
