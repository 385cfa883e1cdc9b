from django.apps import AppConfig


class PortableConfig(AppConfig):
    """The rules taken elsewhere (the judge's pack): installed and read offline, shown to players
    on another screen (with a QR code), read by another program (the API's own page)."""

    name = "rulesite.portable"
    label = "portable"
