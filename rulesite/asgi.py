"""ASGI entry point: what `make run` serves (gunicorn.conf.py; docs/serving.md says why).

The event loop of gunicorn's ``asgi`` worker reads every connection; a request's body is read in
full, within a deadline and a size (:class:`rulesite.ops.serving.BoundedRequests`), before the
request is handed to Django's WSGI application in a fixed pool of ``APP_CONCURRENCY`` threads
(a2wsgi). The threads live as long as the worker, so each keeps its database connection
(``CONN_MAX_AGE``) and its cache clients, as under the former threaded worker; Django's own ASGI
handler starts a thread per request instead, and served cached pages at about half the rate.
"""

import os

from a2wsgi import WSGIMiddleware
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
django_application = get_wsgi_application()

from rulesite.ops.serving import APP_CONCURRENCY, BoundedRequests  # noqa: E402  (after Django is set up)

application = BoundedRequests(WSGIMiddleware(django_application, workers=APP_CONCURRENCY))
