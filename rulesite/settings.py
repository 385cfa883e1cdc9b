"""Rulestep settings, read from the environment and safe by default.

SQLite by default; DATABASE_URL switches to PostgreSQL. docs/operations.md ("Running in public")
lists the environment a public deployment sets (deploy/rulestep.env).
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from rulesite.pagecache.config import caches_from_url
from rulesite.secret_key import load_or_create

BASE_DIR = Path(__file__).resolve().parent.parent


#: the words a flag may be set to, either way (any case); unset or empty: the flag's default
FLAG_WORDS = {
    **dict.fromkeys(("1", "true", "yes", "on"), True),
    **dict.fromkeys(("0", "false", "no", "off"), False),
}


def env_flag(name: str, default: bool) -> bool:
    """A yes/no setting from the environment. Any other value refuses to start (as healthchecks'
    settings do): ``DEBUG=ture`` read as "off" would hide the typo, ``SECURE_HTTPS=ture`` would
    leave a public site on plain HTTP."""
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return FLAG_WORDS[value.lower()]
    except KeyError:
        words = ", ".join(FLAG_WORDS)
        raise ImproperlyConfigured(
            f"{name}={value[:40]!r} is not a yes/no value: set it to one of {words}, or leave it unset"
            f" for its default ({'on' if default else 'off'})"
        ) from None


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


SECRET_KEY = os.environ.get("SECRET_KEY") or load_or_create(
    Path(os.environ.get("SECRET_KEY_FILE") or BASE_DIR / ".secret-key")
)
DEBUG = env_flag("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")
# ADMIN_ENABLED=0 removes the admin's URLs (the site itself has no login).
ADMIN_ENABLED = env_flag("ADMIN_ENABLED", True)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "csp",
    "corsheaders",
    "django_guid",
    "django_htmx",
    "crispy_forms",
    "crispy_bootstrap5",
    "rulesite.rulebooks",
    "rulesite.boards",
    "rulesite.pagecache",
    "rulesite.portable",
]

MIDDLEWARE = [
    "django_guid.middleware.guid_middleware",
    # First: NUL and control characters, non-UTF-8 forms → 400; HEAD as GET (rulesite/ops/middleware.py).
    "rulesite.ops.middleware.GuardMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django_permissions_policy.PermissionsPolicyMiddleware",
    "corsheaders.middleware.CorsMiddleware",  # before the page cache: cached API answers get CORS too
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # HTML compressed (br, zstd, gzip), never with a CSRF token (BREACH): rulesite/ops/compression.py.
    # Above the page cache, so cached pages go out compressed; below whitenoise, which compresses its own.
    "rulesite.ops.compression.SafeCompressionMiddleware",
    # Before CSP: a page is stored with the policy its view chose (an embed's frame-ancestors *).
    # Before sessions, locale, CSRF and auth: a cached read page is answered without them.
    "rulesite.pagecache.middleware.PageCacheMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "rulesite.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "rulesite.rulebooks.context_processors.site",
            ],
        },
    },
]

WSGI_APPLICATION = "rulesite.wsgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=60,
        # A persistent connection is checked before a request reuses it: a restarted PostgreSQL
        # costs a reconnect, not a 500.
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Concurrent writers (what-if posts, re-imports): WAL lets readers read while one writes; a
    # write transaction takes its lock at BEGIN (IMMEDIATE), so a writer waits for the lock (up to
    # `timeout` seconds) instead of failing with "database is locked" when it upgrades a read.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": int(os.environ.get("SQLITE_TIMEOUT", 20)),
    }
# CACHE_URL: redis://host:port/0 (shared by several servers) or file:///dir; by default a file
# cache in .cache/ shared by the workers of one machine (rulesite/pagecache/config.py). Pages have
# an alias of their own ("pages", in .cache/pages/ or under their own Redis keys), bounded:
# PAGE_CACHE_MAX_ENTRIES pages and PAGE_CACHE_MAX_MB megabytes on disk, the least recently used
# evicted first, so a flood of pages never pushes out traces or the data version.
CACHES = caches_from_url(
    os.environ.get("CACHE_URL", ""),
    default_dir=BASE_DIR / ".cache",
    pages_entries=int(os.environ.get("PAGE_CACHE_MAX_ENTRIES", 20_000)),
    pages_bytes=int(os.environ.get("PAGE_CACHE_MAX_MB", 512)) * 1024 * 1024,
)
# Pages are cached for a Host with no port, the scheme's own, or the port this server listens on;
# a site whose public address has another port (behind a proxy: https://example.org:8443) lists it.
PAGE_CACHE_PORTS = env_list("PAGE_CACHE_PORTS")

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
LANGUAGES = [("ja", _("Japanese")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "Asia/Tokyo"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
# whitenoise serves STATIC_ROOT (filled by `collectstatic`, part of `make setup`): compressed
# copies and content-hashed names, cached by browsers for a year and more. The test suite reads
# static/ as it is (tests/conftest.py).
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# --- Security headers -------------------------------------------------------------------------
# Only the board embeds (/boards/…/embed/) may be framed, by any site: they replace
# frame-ancestors and drop X-Frame-Options; every other page may be framed by none.
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
# No inline script or style anywhere: JS and CSS are static files, htmx is configured by a
# <meta name="htmx-config"> (its indicator styles off, no eval).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
# The read-only JSON API may be called from any site's browser (no credentials; GET only).
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_METHODS = ("GET", "HEAD", "OPTIONS")
CORS_ALLOW_HEADERS = ("accept", "if-none-match", "if-modified-since")
CORS_EXPOSE_HEADERS = ("ETag", "Last-Modified")
PERMISSIONS_POLICY = {
    feature: []
    for feature in (
        "accelerometer",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
    )
}

# --- HTTPS: SECURE_HTTPS=1 for a site served over HTTPS (usually behind a proxy) -------------------
SECURE_HTTPS = env_flag("SECURE_HTTPS", False)
if SECURE_HTTPS:
    SECURE_SSL_REDIRECT = True
    # The proxy in front says the original scheme; it must overwrite a client's X-Forwarded-Proto.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", 31_536_000))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_flag("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_flag("SECURE_HSTS_PRELOAD", True)
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True

# --- Admin logins: growing delays per account and per network (rulesite/ops/login_delays.py) -----
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", 5))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("AXES_COOLOFF_MINUTES", 30)))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"], "ip_address"]
# axes records every attempt but locks nothing out (a lock anyone can trigger): failed logins get
# growing delays per account and per network instead (rulesite/ops/login_delays.py), and each
# network has its own limit on login posts, whatever the account (ADMIN_LOGIN_RATE).
AXES_LOCK_OUT_AT_FAILURE = False
ADMIN_LOGIN_RATE = os.environ.get("ADMIN_LOGIN_RATE", "20/h")
AXES_RESET_ON_SUCCESS = True
# The client's address: REMOTE_ADDR, or with TRUSTED_PROXY_COUNT=N proxies in front, the address
# the outermost proxy saw (rulesite/ops/client_ip.py).
TRUSTED_PROXY_COUNT = int(os.environ.get("TRUSTED_PROXY_COUNT", 0))
AXES_CLIENT_IP_CALLABLE = "rulesite.ops.client_ip.client_ip"

# --- Operations -----------------------------------------------------------------------------------
# Every request gets an id (or keeps a valid X-Request-ID from the proxy): on the response, in
# every log line, and on the 500 page so a report can be matched to the log.
DJANGO_GUID = {"GUID_HEADER_NAME": "X-Request-ID", "EXPOSE_HEADER": False}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "request_id": {"()": "django_guid.log_filters.CorrelationId"},
        "one_line": {"()": "rulesite.ops.logs.OneLine"},
    },
    "formatters": {
        "plain": {"format": "{asctime} {levelname} [{correlation_id}] {name}: {message}", "style": "{"}
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "filters": ["request_id"], "formatter": "plain"},
        # Bad Host headers and other suspicious requests: one short line, no traceback.
        "one_line": {
            "class": "logging.StreamHandler",
            "filters": ["request_id", "one_line"],
            "formatter": "plain",
        },
    },
    "loggers": {
        "django.security": {"handlers": ["one_line"], "level": "WARNING", "propagate": False},
        "django": {"handlers": ["console"], "level": "WARNING"},
        "axes": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        "rulesite": {"handlers": ["console"], "level": "INFO", "propagate": False},
    },
}

# What-if copies (rulesite/boards/services/what_if.py; docs/operations.md). Every value can be set
# from the environment. Rates are counted per client IP (an IPv6 client per /64) in the database
# (rulesite/pagecache/counters.py: one atomic upsert per post, fixed windows), so they are exact with
# any cache and any number of servers. Behind proxies, TRUSTED_PROXY_COUNT (above) finds the client.
# A copy is never deleted to make room: a full store refuses new copies.
WHAT_IF_RATE = os.environ.get("WHAT_IF_RATE", "30/h")  # what-if posts per client
WHAT_IF_DAILY_RATE = os.environ.get("WHAT_IF_DAILY_RATE", "100/d")  # what-if posts per client per day
WHAT_IF_SITE_DAILY = int(os.environ.get("WHAT_IF_SITE_DAILY", 5_000))  # new copies per day, everyone
WHAT_IF_MAX_BYTES = int(os.environ.get("WHAT_IF_MAX_BYTES", 50_000))  # bytes of one copy's text
WHAT_IF_MAX_COPIES = int(os.environ.get("WHAT_IF_MAX_COPIES", 500_000))  # copies in the store
WHAT_IF_MAX_STORE_BYTES = int(os.environ.get("WHAT_IF_MAX_STORE_BYTES", 2_000_000_000))  # stored (compressed)
WHAT_IF_TOUCH_INTERVAL = int(os.environ.get("WHAT_IF_TOUCH_INTERVAL", 3600))  # seconds
