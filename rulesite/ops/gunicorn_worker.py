"""gunicorn's ``asgi`` worker with a deadline for the first request's headers.

gunicorn's asynchronous worker closes a kept-alive connection whose next request's headers are
not complete within ``keepalive`` seconds, but waits for a new connection's first request without
a limit: a client could hold a socket (not a thread) for ever, one byte at a time. Here that
first request has ``HEADER_TIMEOUT`` seconds (environment ``REQUEST_HEADER_TIMEOUT``, default 10),
using gunicorn's own keep-alive timer, which the worker cancels once the headers are complete.
The body has its own deadline (:mod:`rulesite.ops.serving`).
"""

from __future__ import annotations

import os

from gunicorn.asgi.protocol import ASGIProtocol
from gunicorn.workers import gasgi

HEADER_TIMEOUT = float(os.environ.get("REQUEST_HEADER_TIMEOUT", 10))


class HeaderTimedProtocol(ASGIProtocol):
    def _start_http1(self, buffered=b""):
        super()._start_http1(buffered)
        if self._keepalive_handle is None and HEADER_TIMEOUT > 0:
            self._keepalive_handle = self.worker.loop.call_later(HEADER_TIMEOUT, self._keepalive_timeout)


class Worker(gasgi.ASGIWorker):
    """The ``asgi`` worker serving :class:`HeaderTimedProtocol` connections."""

    def init_process(self):
        # The worker makes its connections with the module's ASGIProtocol (in _serve); this
        # process serves only through this worker, so the name is rebound here, once.
        gasgi.ASGIProtocol = HeaderTimedProtocol
        super().init_process()
