"""gunicorn settings for `make run` and deployments (gunicorn reads ./gunicorn.conf.py itself).

Environment: HOST and PORT (the address, default 127.0.0.1:8000), WEB_CONCURRENCY (worker
processes, default 2 × cores + 1), GUNICORN_THREADS (threads per worker, default 4).
Access log and error log go to stdout/stderr.
"""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY") or multiprocessing.cpu_count() * 2 + 1)
# Threads let a worker keep answering while another request waits on the database or a slow
# client; with 200 open connections the sync worker's one-at-a-time queue timed out.
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS") or 4)
backlog = 2048
keepalive = 5
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
