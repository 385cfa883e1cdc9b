"""A log filter that makes a record one short line: no traceback, the message cut and escaped.

Django logs a bad ``Host`` (``django.security.DisallowedHost``) with the request's traceback and
the whole header: a 4,000-character Host wrote 17 KB. A visitor chooses those bytes, so the line
is cut to :data:`MAX_MESSAGE` characters and control characters are escaped.
"""

from __future__ import annotations

import logging

MAX_MESSAGE = 200


class OneLine(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        message = message.encode("unicode_escape", "replace").decode("ascii", "replace")
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + f"… ({len(message)} characters)"
        record.msg, record.args = message, None
        record.exc_info, record.exc_text, record.stack_info = None, None, None
        return True
