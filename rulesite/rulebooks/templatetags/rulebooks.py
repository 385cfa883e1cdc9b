from django import template

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
