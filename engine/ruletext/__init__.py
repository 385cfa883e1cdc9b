"""Rulebooks as data: the rule-number grammar, the file formats and the catalog of shipped books.

Pure Python, no Django: the engine uses it to check citations, the site to import and look up.
"""

from .numbers import Reference, RuleNumber, RuleNumberError, find_references, normalize
from .text_format import ParsedRulebook, ParsedSection, RulebookFormatError, parse_text

__all__ = [
    "ParsedRulebook",
    "ParsedSection",
    "Reference",
    "RuleNumber",
    "RuleNumberError",
    "RulebookFormatError",
    "find_references",
    "normalize",
    "parse_text",
]
