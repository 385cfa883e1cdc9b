"""Requests a slow client cannot use to hold the server: the body read before any thread is used.

`make run` serves the site with gunicorn's asynchronous ``asgi`` worker (docs/serving.md): one
event loop per process reads every connection, so a client that sends its headers or its body
one byte per second holds a socket, not a thread. Headers must be complete within
``HEADER_TIMEOUT`` seconds (:mod:`rulesite.ops.gunicorn_worker`). This wrapper does the same for
the body:

* the whole body is read (in the event loop) before the application runs, within
  ``BODY_TIMEOUT`` seconds of the request's headers, else ``408 Request Timeout``;
* a body larger than ``MAX_BODY_BYTES`` (declared or sent) gets ``413 Content Too Large``;
* at most ``APP_CONCURRENCY`` requests per process run in the application at once (each in a
  thread of its own, as Django's ASGI handler runs synchronous code); the others wait in the
  event loop, in order, holding no thread.

Settings come from the environment when the module is imported (gunicorn.conf.py documents them).
"""

from __future__ import annotations

import asyncio
import os

#: Seconds for a request's whole body, from its headers on.
BODY_TIMEOUT = float(os.environ.get("REQUEST_BODY_TIMEOUT", 15))
#: Bytes of a request body (the largest form the site takes is a 50 KB what-if copy; Django's own
#: DATA_UPLOAD_MAX_MEMORY_SIZE is 2.5 MB).
MAX_BODY_BYTES = int(os.environ.get("REQUEST_BODY_MAX_BYTES", 3 * 1024 * 1024))
#: Requests of one process in the application at once.
APP_CONCURRENCY = int(os.environ.get("APP_CONCURRENCY", 8))


async def _plain(send, status: int, text: str) -> None:
    body = (text + "\n").encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _declared_length(scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class BoundedRequests:
    """ASGI middleware: the body in full within a deadline and a size, then a bounded application."""

    def __init__(
        self,
        app,
        *,
        body_timeout: float = BODY_TIMEOUT,
        max_body: int = MAX_BODY_BYTES,
        concurrency: int = APP_CONCURRENCY,
    ):
        self.app, self.body_timeout, self.max_body = app, body_timeout, max_body
        self.concurrency = concurrency
        self._slots: asyncio.Semaphore | None = None  # made in the worker's event loop

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = _declared_length(scope)
        if declared is not None and declared > self.max_body:
            return await _plain(send, 413, f"Content too large: at most {self.max_body} bytes.")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.body_timeout
        chunks, size = [], 0
        while True:
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except TimeoutError:
                return await _plain(send, 408, "Request timeout: the body did not arrive in time.")
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                return await _plain(send, 413, f"Content too large: at most {self.max_body} bytes.")
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        given = False

        async def replay():
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # then only the disconnect, when it comes

        if self._slots is None:
            self._slots = asyncio.Semaphore(self.concurrency)
        async with self._slots:
            return await self.app(scope, replay, send)
