"""gunicorn settings for `make run` and deployments (gunicorn reads ./gunicorn.conf.py itself).

Environment: HOST and PORT (the address, default 127.0.0.1:8000), WEB_CONCURRENCY (worker
processes, default 2 × cores + 1), APP_CONCURRENCY (requests of one worker in Django at once,
default 8), REQUEST_HEADER_TIMEOUT and REQUEST_BODY_TIMEOUT (seconds for a request's headers and
for its body, default 10 and 15), REQUEST_BODY_MAX_BYTES (default 3 MiB).
Access log and error log go to stdout/stderr.

The site is served as ASGI (rulesite/asgi.py) by gunicorn's asynchronous worker: one event loop
per process reads every connection, so slow clients hold sockets, not threads (docs/serving.md
has the measurements that chose it).
"""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY") or multiprocessing.cpu_count() * 2 + 1)
wsgi_app = "rulesite.asgi:application"
# gunicorn's `asgi` worker, with a deadline for a connection's first request headers
# (rulesite/ops/gunicorn_worker.py); the body's deadline and size: rulesite/ops/serving.py. The
# sync and gthread workers read a request inside a thread: 20 connections sending one byte per
# second made normal requests time out (docs/serving.md).
worker_class = "rulesite.ops.gunicorn_worker.Worker"
worker_connections = 1000
backlog = 2048
# Seconds a kept-alive connection may wait for its next request's headers.
keepalive = 5
# Seconds a worker may go silent before it is restarted; also the longest wait for one body chunk.
timeout = 30
graceful_timeout = 20
# Recycle workers now and then so memory stays flat over weeks.
max_requests = 20_000
max_requests_jitter = 2_000
accesslog = "-"
errorlog = "-"
access_log_format = '%(h)s %(t)s "%(r)s" %(s)s %(b)s %(M)sms "%({x-request-id}o)s"'
# X-Forwarded-Proto is trusted from these addresses only (the proxy in front; docs/operations.md).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
# The production server never shows Django's debug pages, whatever DEBUG says (`make dev` runs
# Django's own server for that). The workers read settings after this file has run.
if os.environ.get("DEBUG", "0").strip().lower() not in ("", "0", "false", "no", "off"):
    print("gunicorn.conf.py: DEBUG is ignored by the production server", flush=True)
os.environ["DEBUG"] = "0"
