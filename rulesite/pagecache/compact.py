"""Drop the indentation templates leave in HTML (outside ``<pre>``, ``<textarea>`` and ``<script>``).

A run of whitespace that contains a line break becomes one line break: the browser shows the
same page (HTML collapses whitespace there), and a section page loses a few kilobytes.
"""

from __future__ import annotations

import re

_KEEP = re.compile(rb"(<(pre|textarea|script)\b.*?</\2\s*>)", re.DOTALL | re.IGNORECASE)
_INDENT = re.compile(rb"[ \t]*\n\s*")


def compact_html(content: bytes) -> bytes:
    parts = _KEEP.split(content)
    out = []
    # split() with two groups yields: text, whole kept block, tag name, text, ...
    for index in range(0, len(parts), 3):
        out.append(_INDENT.sub(b"\n", parts[index]))
        if index + 1 < len(parts):
            out.append(parts[index + 1])
    return b"".join(out)
