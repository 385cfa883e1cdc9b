"""Compressed HTML: Brotli, zstd or gzip, whichever the client asks for (django-compression-middleware).

Read pages and htmx fragments are sent compressed (a section page: about 21 kB → 5 kB). A response
that carries a secret is sent as it is: compressing a page that reflects what a visitor typed
next to a CSRF token lets an attacker who can watch the sizes of the answers guess the token a few
characters at a time (BREACH). Django marks a request whose response holds a token
(``get_token``, for a form or the admin) with ``CSRF_COOKIE_NEEDS_UPDATE``; a response that sets
a cookie or varies on ``Cookie`` (a session) is per visitor too, and is never compressed either.

It sits above the page cache in ``MIDDLEWARE``: a page is stored uncompressed, once, whatever the
client accepts, and compressed on the way out, so a cached page is sent compressed as well.
"""

from __future__ import annotations

from compression_middleware.middleware import CompressionMiddleware
from django.http import HttpRequest, HttpResponse


def carries_a_secret(request: HttpRequest, response: HttpResponse) -> bool:
    """Whether the response holds a CSRF token or is otherwise tied to one visitor's cookies."""
    if "CSRF_COOKIE_NEEDS_UPDATE" in request.META:  # get_token() was called: a token is in the page
        return True
    return bool(response.cookies) or "cookie" in response.get("Vary", "").lower()


class SafeCompressionMiddleware(CompressionMiddleware):
    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        if carries_a_secret(request, response):
            return response
        return super().process_response(request, response)
