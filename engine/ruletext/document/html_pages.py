"""The text lines of saved HTML chapter pages, read with lxml.

Each block element (a paragraph, a list item, a heading, a table row) is one line; ``<br>`` breaks
a line. Only the part of the page that holds the rules is read: the smallest element containing
every line that opens a section, without scripts, navigation, headers, footers and forms, and
without lines that are nothing but links (``次の章へ``, ``Back to top``). What stands before the
rules (the page's title, version and date) is read as the page's preamble.
"""

from __future__ import annotations

import re
from pathlib import Path

import lxml.etree
import lxml.html

from ..text_format import RulebookFormatError
from .layout import Page, opens_section

_SKIPPED = {"script", "style", "noscript", "template", "svg", "iframe", "object"}
_CHROME = {"nav", "header", "footer", "aside", "form", "button", "select"}
_BLOCKS = {
    "address", "article", "blockquote", "caption", "dd", "details", "div", "dl", "dt", "figcaption",
    "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "main", "ol", "p", "pre", "section",
    "summary", "table", "tbody", "thead", "tfoot", "tr", "ul",
}  # fmt: skip
_CELLS = {"td", "th"}
_CJK = r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff60]"
#: The largest saved page read (a chapter page is some hundreds of kilobytes at most).
MAX_BYTES = 20_000_000


def read_html(path: Path) -> tuple[Page, list[str]]:
    """The rule lines of one saved page, and the lines before them (title, version, date)."""
    raw = path.read_bytes()
    if len(raw) > MAX_BYTES:
        raise RulebookFormatError([f"{path.name}: {len(raw)} bytes (at most {MAX_BYTES})"])
    try:
        root = lxml.html.document_fromstring(raw, parser=_parser(raw))
    except (lxml.etree.ParserError, ValueError) as error:
        raise RulebookFormatError([f"{path.name}: not an HTML page lxml can read ({error})"]) from None
    title = root.findtext(".//title") or ""
    body = _lines(root, skip=_SKIPPED | _CHROME | {"head"})
    first_rule = next((i for i, (text, _, _) in enumerate(body) if opens_section(text)), None)
    if first_rule is None:
        raise RulebookFormatError([f"{path.name}: no numbered rule on this page"])
    before = [title.strip(), *(text for text, _, link_only in body[:first_rule] if not link_only)]
    content = _common_ancestor([owner for text, owner, _ in body if opens_section(text)])
    lines = [text for text, _, link_only in _lines(content, skip=_SKIPPED | _CHROME) if not link_only]
    return Page(path.name, tuple(lines)), [line for line in before if line]


def _parser(raw: bytes) -> lxml.html.HTMLParser:
    """UTF-8 when the bytes are UTF-8 (most saved pages), else what the page declares."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return lxml.html.HTMLParser(remove_comments=True)
    return lxml.html.HTMLParser(encoding="utf-8", remove_comments=True)


def _lines(root, *, skip: set[str]) -> list[tuple[str, object, bool]]:
    """(text, the block element it came from, whether all its text is inside links), in order."""
    out: list[tuple[str, object, bool]] = []
    pieces: list[tuple[str, bool]] = []
    owner = [root]

    def flush() -> None:
        text = _tidy("".join(p for p, _ in pieces))
        if text:
            link_only = all(in_link or not p.strip() for p, in_link in pieces)
            out.append((text, owner[0], link_only))
        pieces.clear()

    def walk(element, block, in_link: bool) -> None:
        tag = element.tag if isinstance(element.tag, str) else ""
        if tag in skip:
            return
        is_block = tag in _BLOCKS
        if is_block or tag == "br":
            flush()
        if is_block:
            owner[0] = element
        if tag in _CELLS:
            pieces.append((" ", in_link))
        if tag == "li" and (ordinal := _ordinal(element)):
            pieces.append((f"{ordinal}. ", False))
        in_link = in_link or tag == "a"
        if element.text and tag != "br":
            if not pieces:
                owner[0] = element if is_block else block
            pieces.append((element.text, in_link))
        for child in element:
            walk(child, element if is_block else block, in_link)
            if child.tail:
                if not pieces:
                    owner[0] = element if is_block else block
                pieces.append((child.tail, in_link))
        if is_block:
            flush()
            owner[0] = block

    walk(root, root, False)
    flush()
    return out


def _ordinal(item) -> int | None:
    """The number a browser shows before an item of a numbered list (``<ol start>`` respected)."""
    parent = item.getparent()
    if parent is None or parent.tag != "ol":
        return None
    try:
        start = int(parent.get("start", "1"))
    except ValueError:
        start = 1
    siblings = [child for child in parent if child.tag == "li"]
    return start + siblings.index(item)


def _tidy(text: str) -> str:
    """One line of text: a line break between two Japanese characters is no space; other runs of
    white space are one space."""
    text = text.replace("\xa0", " ")
    text = re.sub(rf"(?<={_CJK})[ \t]*\n\s*(?={_CJK})", "", text)
    return re.sub(r"\s+", " ", text).strip()


def _common_ancestor(elements: list):
    """The smallest element that contains all ``elements`` (the parent of a single one)."""
    if not elements:
        raise ValueError("no elements")
    chains = [[element, *element.iterancestors()][::-1] for element in elements]
    common = None
    for level in zip(*chains, strict=False):
        if all(node is level[0] for node in level):
            common = level[0]
        else:
            break
    if len(set(map(id, elements))) == 1 and common is elements[0] and common.getparent() is not None:
        return common.getparent()
    return common
