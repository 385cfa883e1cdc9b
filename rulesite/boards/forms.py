"""The what-if form: edit a copy of a board, as YAML or through its key numbers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from crispy_forms.helper import FormHelper
from crispy_forms.layout import Fieldset, Layout, Submit
from django import forms
from django.conf import settings
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

import engine
from engine.core import registry
from engine.core.naming import card_label
from engine.core.registry import Game
from engine.core.text import Text
from engine.core.yamlnode import dump_yaml
from rulesite.languages import reader_lang

from .services.board_errors import BoardProblem, explain
from .services.reading import said
from .services.traces import LIMITS, run_board


def _cards_with_numbers(data: Any, keys: tuple[str, ...], found: list[dict]) -> list[dict]:
    """Every mapping with an ``id`` and at least one key number, in document order."""
    if isinstance(data, dict):
        if isinstance(data.get("id"), str) and any(isinstance(data.get(k), int) for k in keys):
            found.append(data)
        for value in data.values():
            _cards_with_numbers(value, keys, found)
    elif isinstance(data, list):
        for value in data:
            _cards_with_numbers(value, keys, found)
    return found


@dataclass(frozen=True)
class _Placed:
    """A card as a reader knows it when the board starts: whose it is, where, what it is called."""

    owner: str
    zone: str
    label: Text


def _placed_cards(original: str) -> dict[str, _Placed]:
    """Each card of the original board by id, with the label its steps use (engine.core.naming: the
    ``shown`` every game's card is given, docs/adding-a-game.md)."""
    try:
        board = engine.load_board(original, source_name="what-if", limits=LIMITS)
    except engine.BoardError:
        return {}
    return {
        card_id: _Placed(owner=card.owner, zone=card.zone, label=card_label(card.shown, card.name))
        for card_id, card in board.state.cards.items()
    }


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _number_label(game: Game, placed: _Placed | None, key: str) -> str:
    """What a key-number field is called: "Player A's Life", "Fortress Knight's HP", "Power of the
    card from B's Life area" (ja 「プレイヤーAのライフ」「城塞の騎士のHP」); never a board id. The
    number's name is the game's (its describe interface, engine.core.describe)."""
    number = said(game.field_label("card", key)) or key
    if placed is None:  # the original did not load: no name to give but the kind of number
        return _capitalised(str(number))
    if game.is_players_number(placed.zone, key):  # a Gate Ruler ruler's life is its player's
        return _("Player %(player)s's Life") % {"player": placed.owner}
    card = placed.label.ja if reader_lang() == "ja" else placed.label.en
    if card[:1].islower():  # "the card from A's deck": the number comes first in English
        return _capitalised(_("%(number)s of %(card)s") % {"number": number, "card": card})
    return _("%(card)s's %(number)s") % {"card": card, "number": number}


def _game_of(source: str) -> Game | None:
    """The board's game (``board.game``), which names its numbers and its format document; None:
    no game the engine knows."""
    try:
        data = yaml.safe_load(source)
    except yaml.YAMLError:
        data = None
    board = data.get("board") if isinstance(data, dict) else None
    name = board.get("game") if isinstance(board, dict) else None
    try:
        return registry.get(name) if isinstance(name, str) else None
    except KeyError:
        return None


def _state_of(source: str) -> Any:
    try:
        data = yaml.safe_load(source)
    except yaml.YAMLError:
        return None
    return data.get("state") if isinstance(data, dict) else None


class WhatIfForm(forms.Form):
    source = forms.CharField(
        label=_("Board (YAML)"),
        widget=forms.Textarea(attrs={"rows": 24, "spellcheck": "false", "class": "yaml", "wrap": "off"}),
        strip=False,
    )

    def __init__(self, *args: Any, original: str, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.original = original
        #: the engine's problems with the board sent, as a reader can act on them (none before a run)
        self.board_problems: list[BoardProblem] = []
        self.fields["source"].initial = original
        game = _game_of(original)
        self.fields["source"].help_text = (
            format_html(
                _("Change anything; how a board is written: {link} (in English). Problems show their line."),
                link=format_html(
                    '<a href="{}">{}</a>', reverse("boards:format", args=[game.name]), _("the board format")
                ),
            )
            if game and game.doc
            else _("Change anything. Problems show their line.")
        )
        self.number_fields: list[tuple[str, str, str]] = []  # (field name, card id, key)
        placed = _placed_cards(original)
        by_player: dict[str, list[str]] = {}
        keys = game.key_numbers if game else ()
        for card in _cards_with_numbers(_state_of(original), keys, []):
            where = placed.get(card["id"])
            for key in keys:
                if isinstance(card.get(key), int):
                    name = f"n__{card['id']}__{key}"
                    by_player.setdefault(where.owner if where else "", []).append(name)
                    self.fields[name] = forms.IntegerField(
                        label=_number_label(game, where, key),
                        initial=card[key],
                        min_value=0,
                        max_value=99_999,
                        required=True,
                    )
                    self.number_fields.append((name, card["id"], key))
        self.helper = FormHelper()
        self.helper.form_method = "post"
        # One group per player ("Player A's numbers"), each field named in full for screen readers.
        groups = [
            Fieldset(_("Player %(player)s's numbers") % {"player": p} if p else _("Key numbers"), *names)
            for p, names in sorted(by_player.items())
        ]
        self.helper.layout = Layout(
            *groups,
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
            keys = tuple({key for _card, key in changed_numbers})
            for card in _cards_with_numbers(data.get("state"), keys, []):
                for key in keys:
                    if (card["id"], key) in changed_numbers:
                        card[key] = changed_numbers[(card["id"], key)]
            source = dump_yaml(data)
        # Run it as the viewer will (same function, same limits; the trace is cached for the first
        # view): nothing is stored that cannot be shown. A missing choice is fine: the page asks.
        run = run_board(source, {}, name="what-if")
        if not run.ok and not run.needed:
            # The engine writes its messages in English only: each is said again in the reader's
            # language, with its line quoted (the page lists them at its top, services/board_errors).
            # A copy made from changed numbers is YAML the reader has not seen: no line to quote.
            self.board_problems = explain(run.problems, source, quote=not changed_numbers)
            for problem in self.board_problems:
                message = problem.message
                if problem.line:
                    message = _("Line %(line)s: %(message)s") % {"line": problem.line, "message": message}
                self.add_error("source", message)
            return cleaned
        cleaned["edited_source"] = source
        return cleaned
