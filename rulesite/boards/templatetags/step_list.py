"""``{% step_lines viewer %}``: the rows of a board's step list, built in Python.

A step's page lists up to 51 steps around it (``step_view.STEP_LIST_AROUND``); drawn by the
template language with a ``blocktranslate`` a row, the list took a fifth of a step's page. Each row
here is the markup the template had: its number and kind linked, the mark of a decision, its summary.
"""

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

register = template.Library()


@register.simple_tag
def step_lines(viewer) -> SafeString:
    """The ``<li>`` of each step listed (``viewer.steps``), the one shown marked as current."""
    decision = conditional_escape(gettext("a player chooses here"))
    rows = []
    for s in viewer.steps:
        current = ' aria-current="step"' if s.index == viewer.index else ""
        url = conditional_escape(s.url)
        label = conditional_escape(gettext("Step %(n)s") % {"n": s.index})
        if s.kind:
            label += f" · {conditional_escape(s.kind)}"
        mark = f' <span title="{decision}">✦</span>' if s.decision else ""
        summary = conditional_escape(s.summary)
        rows.append(
            f'<li{current}><a href="{url}" hx-get="{url}">{label}</a>{mark}'
            f' <span class="muted" data-narration>{summary}</span></li>'
        )
    return mark_safe("\n".join(rows))  # noqa: S308 - every text above is escaped
