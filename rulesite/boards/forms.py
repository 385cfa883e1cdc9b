"""The what-if form: edit a copy of a board, as YAML or through its key numbers."""

from __future__ import annotations

from typing import Any

import yaml
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Fieldset, Layout, Submit
from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from engine.core.yamlnode import dump_yaml
from rulesite.languages import reader_lang

from .services.traces import run_board

#: The numbers a reader may change without touching the YAML.
KEY_NUMBERS = ("hp", "damage", "life", "power", "cost", "counter")
#: What each key number is called in the reader's language.
KEY_LABELS = {
    "hp": _("HP"),
    "damage": _("damage"),
    "life": _("life"),
    "power": _("power"),
    "cost": _("cost"),
    "counter": _("counter"),
}


def _cards_with_numbers(data: Any, found: list[dict]) -> list[dict]:
    """Every mapping with an ``id`` and at least one key number, in document order."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str) and any(isinstance(data.get(k), int) for k in KEY_NUMBERS):
            found.append(data)
        for value in data.values():
            _cards_with_numbers(value, found)
    elif isinstance(data, list):
        for value in data:
            _cards_with_numbers(value, found)
    return found


def _card_label(card: dict[str, Any]) -> str:
    """The card's name in the reader's language; its id (the board file's) when it has none."""
    name = card.get("name")
    if isinstance(name, dict):
        lang = reader_lang()
        text = name.get(lang) or name.get("en") or name.get("ja")
        if isinstance(text, str) and text:
            return text
    return str(card["id"])


def _state_of(source: str) -> Any:
    try:
        data = yaml.safe_load(source)
    except yaml.YAMLError:
        return None
    return data.get("state") if isinstance(data, dict) else None


class WhatIfForm(forms.Form):
    source = forms.CharField(
        label=_("Board (YAML)"),
        widget=forms.Textarea(attrs={"rows": 24, "spellcheck": "false", "class": "yaml"}),
        strip=False,
        help_text=_(
            "Change anything; the format is described in docs/boards.md and docs/boards-onepiece.md. "
            "Errors show their line numbers."
        ),
    )

    def __init__(self, *args: Any, original: str, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.original = original
        self.fields["source"].initial = original
        self.number_fields: list[tuple[str, str, str]] = []  # (field name, card id, key)
        for card in _cards_with_numbers(_state_of(original), []):
            for key in KEY_NUMBERS:
                if isinstance(card.get(key), int):
                    name = f"n__{card['id']}__{key}"
                    self.fields[name] = forms.IntegerField(
                        label=f"{_card_label(card)} · {KEY_LABELS[key]}",
                        initial=card[key],
                        min_value=0,
                        max_value=99_999,
                        required=True,
                    )
                    self.number_fields.append((name, card["id"], key))
        self.helper = FormHelper()
        self.helper.form_method = "post"
        self.helper.layout = Layout(
            Fieldset(_("Key numbers"), *[n for n, _c, _k in self.number_fields]),
            Fieldset(_("Or edit the board itself"), "source"),
            Submit("run", _("Run this board")),
        )

    def clean_source(self) -> str:
        source = self.cleaned_data["source"]
        size, limit = len(source.encode()), settings.WHAT_IF_MAX_BYTES
        if size > limit:
            raise forms.ValidationError(
                _("This board is %(size)s bytes long; a what-if copy may be at most %(limit)s bytes.")
                % {"size": size, "limit": limit}
            )
        return source

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        source = cleaned.get("source")
        if source is None or self.errors:
            return cleaned
        source = source.replace("\r\n", "\n")
        changed_numbers = {
            (card_id, key): cleaned[name]
            for name, card_id, key in self.number_fields
            if name in cleaned and cleaned[name] != self.fields[name].initial
        }
        if changed_numbers:
            if source.strip() != self.original.replace("\r\n", "\n").strip():
                raise forms.ValidationError(_("Change either the key numbers or the YAML, not both at once."))
            data = yaml.safe_load(source)
            for card in _cards_with_numbers(data.get("state"), []):
                for key in KEY_NUMBERS:
                    if (card["id"], key) in changed_numbers:
                        card[key] = changed_numbers[(card["id"], key)]
            source = dump_yaml(data)
        # Run it as the viewer will (same function, same limits; the trace is cached for the first
        # view): nothing is stored that cannot be shown. A missing choice is fine: the page asks.
        run = run_board(source, {}, name="what-if")
        if not run.ok and not run.needed:
            for problem in run.problems:  # the engine writes its messages in English only
                self.add_error("source", _("Engine message (English): %(problem)s") % {"problem": problem})
            return cleaned
        cleaned["edited_source"] = source
        return cleaned
