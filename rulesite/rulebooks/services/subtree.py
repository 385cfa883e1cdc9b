"""A section page's subsections as HTML, built in one pass (no template per row).

A chapter shows up to a thousand subsections; drawn by a recursive ``{% include %}`` with a
``{% url %}`` per row, Django's template engine took most of the page's time. Here each row is a
few escaped strings, each address is a prefix plus the number (:meth:`TextContext.section_href`),
and each rule text is linked once per page (:meth:`TextContext.render`).

The HTML is written compact (what ``rulesite.pagecache.compact`` leaves): a row's size is the size
it has on the page, so :func:`section_page.fit_subtree` can add sizes up instead of rendering.

A row is drawn in full (its number, title, rule text and English rendering), by its heading (its
number and heading; its page has the rest), or not at all: below ``keep`` levels, the row of its
ancestor says how many subsections it has (a part too long even by its headings: each section's
page lists its own).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape  # what django.utils.html.escape does, without its lazy-string wrapper

from django.utils.text import normalize_newlines
from django.utils.translation import gettext, ngettext

from ..models import Section
from .richtext import TextContext


@dataclass
class Node:
    """A section with its children, for drawing a tree."""

    section: Section
    children: list[Node] = field(default_factory=list)
    full: bool = True  # False: shown by its number and heading only


def build_tree(sections: Iterable[Section]) -> list[Node]:
    """Nest sections given in document order (each parent before its subtree); a section whose
    parent is not among them is a root."""
    roots: list[Node] = []
    nodes: dict[int, Node] = {}
    for section in sections:
        node = nodes[section.id] = Node(section)
        parent = nodes.get(section.parent_id) if section.parent_id else None
        (parent.children if parent else roots).append(node)
    return roots


def deepest(nodes: list[Node]) -> int:
    """How many levels below (the page's section's children are level 1)."""
    return max((1 + deepest(node.children) for node in nodes), default=0)


def count(nodes: list[Node]) -> int:
    return sum(1 + count(node.children) for node in nodes)


def _linebreaksbr(text: str) -> str:
    """Django's ``linebreaksbr`` filter (autoescaped)."""
    return escape(normalize_newlines(text)).replace("\n", "<br>")


class Rows:
    """Draws the rows of one page (its language and text context); each row's own HTML is built
    once, whatever the number of depths tried."""

    def __init__(self, textctx: TextContext, language: str) -> None:
        self.textctx = textctx
        self.language = language
        self._badge = escape(gettext("English — unofficial translation"))
        self._full: dict[int, str] = {}
        self._heading: dict[int, str] = {}
        self._open_of: dict[int, str] = {}
        self._bytes: dict[tuple[int, bool | None], int] = {}

    def _open(self, section: Section) -> str:
        done = self._open_of.get(section.id)
        if done is None:
            number = escape(section.number)
            href = escape(self.textctx.section_href(section.number))
            done = self._open_of[section.id] = (
                f'<li id="s-{number}"><a class="num" href="{href}">{number}</a>'
            )
        return done

    def full(self, section: Section) -> str:
        """A row's own HTML shown in full: title, linked rule text, English rendering."""
        done = self._full.get(section.id)
        if done is None:
            head = self._open(section)
            if section.title:
                head += f" <strong>{escape(section.title)}</strong>"
            parts = [head]
            if section.text:
                text = self.textctx.render(section.text)
                parts.append(f'<div class="rule-text" lang="{self.language}">{text}</div>')
            if section.text_en or section.title_en:
                english = (
                    f'<div class="rendering" lang="en"><span class="badge unofficial">{self._badge}</span>\n'
                )
                if section.title_en:
                    english += f"<strong>{escape(section.title_en)}</strong>"
                    if section.text_en:
                        english += " "
                english += _linebreaksbr(section.text_en) + "</div>"
                parts.append(english)
            done = self._full[section.id] = "\n".join(parts)
        return done

    def heading(self, section: Section) -> str:
        """A row's own HTML by its heading (in the reader's language, marked with its language)."""
        done = self._heading.get(section.id)
        if done is None:
            done = self._heading[section.id] = (
                f'{self._open(section)} <span lang="{section.heading_lang}">{escape(section.heading)}</span>'
            )
        return done

    def _size(self, section: Section, full: bool, exact: bool) -> int:
        """Bytes of the row's own HTML (full or by heading; ``exact=False``: at least that)."""
        key = (section.id, full if exact or not full else None)
        done = self._bytes.get(key)
        if done is None:
            if not full:
                done = len(self.heading(section).encode())
            elif exact:
                done = len(self.full(section).encode())
            else:
                done = self.full_at_least(section)
            self._bytes[key] = done
        return done

    def full_at_least(self, section: Section) -> int:
        """Bytes :meth:`full` takes at least, without linking its text (linking only adds)."""
        if section.id in self._full:
            return self._size(section, True, True)
        text = len(section.text.encode()) + 40 if section.text else 0
        english = (
            len((section.title_en + section.text_en).encode()) + 60
            if section.text_en or section.title_en
            else 0
        )
        title = len(section.title.encode()) + 18 if section.title else 0
        return len(self._open(section).encode()) + title + text + english

    def draw(self, nodes: list[Node], full_levels: int, keep: int, level: int = 1) -> str:
        """``<li>`` rows: levels up to ``full_levels`` in full, then by heading down to level
        ``keep``; the deeper rows are left to their ancestors' pages (the row says how many)."""
        out = []
        for node in nodes:
            own = self.full(node.section) if level <= full_levels else self.heading(node.section)
            if node.children and level < keep:
                inner = self.draw(node.children, full_levels, keep, level + 1)
                out.append(f'{own}\n<ol class="subsections">{inner}</ol>\n</li>\n')
            elif node.children:
                out.append(f"{own} {self._more(node)}\n</li>\n")
            else:
                out.append(f"{own}\n</li>\n")
        return "".join(out)

    def size(
        self,
        nodes: list[Node],
        full_levels: int,
        keep: int,
        level: int = 1,
        *,
        exact: bool = True,
        budget: int | None = None,
    ) -> int:
        """The bytes :meth:`draw` gives (``exact=False``: at least that, no rule text linked).

        With a ``budget``, counting stops once over it: the answer is then some size over it."""
        total = 0
        for node in nodes:
            total += self._size(node.section, level <= full_levels, exact)
            if node.children and level < keep:
                left = None if budget is None else budget - total - 37
                total += 37 + self.size(node.children, full_levels, keep, level + 1, exact=exact, budget=left)
            elif node.children:
                total += 8 + len(self._more(node).encode())
            else:
                total += 7
            if budget is not None and total > budget:
                return total
        return total

    def _more(self, node: Node) -> str:
        below = count(node.children)  # only the rows of level 1 in an outline
        more = escape(ngettext("Its %(n)s subsection", "Its %(n)s subsections", below) % {"n": below})
        href = escape(self.textctx.section_href(node.section.number))
        return f'<a class="more" href="{href}">{more}</a>'


def note(collapsed: bool, outline: bool) -> str:
    """What the page says of a subtree not shown whole (its HTML, before the list)."""
    if outline:
        text = gettext(
            "This part is too long for one page: its sections are listed here, each with its own page."
        )
    elif collapsed:
        text = gettext("Deeper subsections are listed by their headings here; open one to read it.")
    else:
        return ""
    return f'<p class="meta">{escape(text)}</p>\n'
