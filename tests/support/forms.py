"""The fields of a page's POST form (inputs and textareas, with their values), for tests that post
to a real server (tests/servers/, tests/faults/)."""

from __future__ import annotations

import html.parser


class FormFields(html.parser.HTMLParser):
    """Feed it a page; ``fields`` maps each input's and textarea's name to its value."""

    def __init__(self):
        super().__init__()
        self.fields: dict[str, str] = {}
        self._textarea: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "input" and attrs.get("name") and attrs.get("type") != "submit":
            self.fields[attrs["name"]] = attrs.get("value") or ""
        elif tag == "textarea":
            self._textarea = attrs.get("name")
            self.fields[self._textarea] = ""

    def handle_data(self, data):
        if self._textarea:
            self.fields[self._textarea] += data

    def handle_endtag(self, tag):
        if tag == "textarea":
            self._textarea = None
