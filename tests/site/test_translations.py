"""The Japanese interface is complete, and the compiled catalogue matches its source."""

import ast
import gettext
from pathlib import Path

LOCALE = Path(__file__).resolve().parents[2] / "locale" / "ja" / "LC_MESSAGES"


def read_po(path: Path) -> dict[str, str]:
    """msgid → msgstr (msgstr[0] for plurals) of a .po file; fuzzy entries are not translations."""
    entries: dict[str, str] = {}
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        lines = [line for line in block.splitlines() if line and not line.startswith("#~")]
        if any(line.startswith("#,") and "fuzzy" in line for line in lines):
            continue
        fields: dict[str, str] = {}
        current = None
        for line in lines:
            if line.startswith("#"):
                continue
            if line.startswith('"'):
                fields[current] += ast.literal_eval(line)
                continue
            current, _, rest = line.partition(" ")
            fields[current] = ast.literal_eval(rest)
        if fields.get("msgid"):
            # A message with a context is looked up as "context\x04msgid" (gettext's convention).
            key = f"{fields['msgctxt']}\x04{fields['msgid']}" if "msgctxt" in fields else fields["msgid"]
            entries[key] = fields.get("msgstr", fields.get("msgstr[0]", ""))
    return entries


def test_every_interface_string_has_a_japanese_translation():
    entries = read_po(LOCALE / "django.po")
    assert len(entries) > 100
    assert [msgid for msgid, msgstr in entries.items() if not msgstr] == []


def test_the_compiled_catalogue_matches_the_po_file():
    with open(LOCALE / "django.mo", "rb") as handle:
        catalogue = gettext.GNUTranslations(handle)
    entries = read_po(LOCALE / "django.po")
    stale = [msgid for msgid, msgstr in entries.items() if catalogue.gettext(msgid) != msgstr]
    assert stale == [], "run: .venv/bin/python manage.py compilemessages --ignore=.venv"
