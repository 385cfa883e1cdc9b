"""Rulestep settings: SQLite by default; DATABASE_URL switches to PostgreSQL."""

import os
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-not-secret-rulestep")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "crispy_forms",
    "crispy_bootstrap5",
    "django_ratelimit",
    "rulesite.rulebooks",
    "rulesite.boards",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
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
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
LANGUAGES = [("ja", _("Japanese")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "Asia/Tokyo"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"

CRISPY_ALLOWED_TEMPLATE_PACKS = "bootstrap5"
CRISPY_TEMPLATE_PACK = "bootstrap5"

# Section pages may be embedded by community writers' sites (board embeds set their own header).
X_FRAME_OPTIONS = "SAMEORIGIN"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django": {"handlers": ["console"], "level": "WARNING"}},
}

# What-if copies (rulesite/boards/services/what_if.py; README "Limits"). Every value can be set
# from the environment. The rate is counted per client IP by django-ratelimit in the default cache:
# with a per-process cache (LocMemCache, the default) each server process counts on its own, so
# production uses a shared cache. Behind a proxy, RATELIMIT_IP_META_KEY names the header with
# the client's address (e.g. HTTP_X_FORWARDED_FOR).
WHAT_IF_RATE = os.environ.get("WHAT_IF_RATE", "30/h")  # what-if posts per client IP
WHAT_IF_MAX_BYTES = int(os.environ.get("WHAT_IF_MAX_BYTES", 50_000))  # bytes of one copy's text
WHAT_IF_MAX_COPIES = int(os.environ.get("WHAT_IF_MAX_COPIES", 10_000))  # copies in the store
WHAT_IF_MAX_STORE_BYTES = int(os.environ.get("WHAT_IF_MAX_STORE_BYTES", 100_000_000))  # bytes in all
WHAT_IF_TOUCH_INTERVAL = int(os.environ.get("WHAT_IF_TOUCH_INTERVAL", 3600))  # seconds
if os.environ.get("RATELIMIT_IP_META_KEY"):
    RATELIMIT_IP_META_KEY = os.environ["RATELIMIT_IP_META_KEY"]
if "LocMemCache" in globals().get("CACHES", {}).get("default", {}).get("BACKEND", "LocMemCache"):
    # A per-process cache still limits each process; django-ratelimit's check asks for a shared one.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.E003", "django_ratelimit.W001"]
