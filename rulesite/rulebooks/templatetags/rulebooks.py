from django import template

from ..services.richtext import section_url as _section_url

register = template.Library()


@register.filter
def rule_text(text: str, context) -> str:
    """Rule text with its cross-references and glossary terms linked: {{ s.text|rule_text:textctx }}."""
    return context.render(text or "")


@register.simple_tag(takes_context=True)
def in_language(context, ja: str, en: str) -> str:
    """The Japanese or the English of a pair, by the page's language (falls back to the other)."""
    language = context.get("LANGUAGE_CODE", "en") or "en"
    return (ja or en) if language.startswith("ja") else (en or ja)


@register.simple_tag
def section_url(book: str, number: str, pin: str | None = None) -> str:
    """{% section_url book.slug number pin %}: pinned pages link within their version."""
    return _section_url(book, number, pin or None)


@register.filter
def kind_label(document) -> str:
    """What a document is, in the reader's language: official text, summary, translation."""
    from django.utils.translation import gettext

    labels = {
        "official": gettext("Official text"),
        "summary": gettext("Summary (unofficial)"),
        "translation": gettext("Translation (unofficial)"),
    }
    return labels.get(getattr(document, "kind", ""), "")


@register.filter
def latest_document(book):
    """The primary document of a book's newest version (what its pages show first), or None."""
    from ..services.documents import latest

    return latest(book.slug)
