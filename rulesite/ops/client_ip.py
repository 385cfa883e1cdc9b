"""The client's IP address for django-axes' per-client login lockout."""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str | None:
    """REMOTE_ADDR; behind TRUSTED_PROXY_COUNT=N proxies, the address the outermost proxy saw.

    Each proxy appends the address it received the request from to X-Forwarded-For, so the
    N-th entry from the right was written by the outermost trusted proxy. Entries further left
    come from the client and are ignored: a client cannot choose its address by sending the header.
    """
    proxies = settings.TRUSTED_PROXY_COUNT
    if proxies > 0:
        chain = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        chain = [part for part in chain if part]
        if len(chain) >= proxies:
            return chain[-proxies]
    return request.META.get("REMOTE_ADDR")


def client_network(request: HttpRequest) -> str:
    """The client as rates and delays count it: its IPv4 address, or its IPv6 /64 network (one
    household or server is given a whole /64). An address that does not parse (a misconfigured
    proxy) counts as one shared client, ``unknown``, not a 500."""
    address = client_ip(request) or ""
    try:
        network = ipaddress.ip_network(f"{address}/{64 if ':' in address else 32}", strict=False)
    except ValueError:
        return "unknown"
    return str(network.network_address)
