"""ASGI entry point: what `make run` serves (gunicorn.conf.py; docs/serving.md says why).

Django's ASGI handler, behind :class:`rulesite.ops.serving.BoundedRequests` (a request body is
read in full, within a deadline and a size, before a thread is given to the request).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
django_application = get_asgi_application()

from rulesite.ops.serving import BoundedRequests  # noqa: E402  (after Django is set up)

application = BoundedRequests(django_application)
