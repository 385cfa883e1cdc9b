import pytest


def pytest_configure(config):
    """Tests read static/ as it is: hashed names need `collectstatic`, which `make setup` runs for
    serving (tests/site/test_serving.py covers that storage on its own)."""
    from django.test.utils import override_settings

    override_settings(
        STORAGES={
            "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
            "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
        }
    ).enable()


@pytest.fixture
def rulebooks(db):
    """The shipped rulebooks, imported as `make run` does."""
    from rulesite.rulebooks.services.importer import load_shipped_rulebooks

    return load_shipped_rulebooks()


@pytest.fixture
def boards(rulebooks):
    """The shipped example boards, loaded as `make run` does."""
    from rulesite.boards.services.loader import load_boards

    return load_boards()


@pytest.fixture(autouse=True)
def _no_rate_limit(settings):
    """Tests post many what-ifs from one address; tests/site/test_what_if_store.py turns it back on."""
    settings.RATELIMIT_ENABLE = False


@pytest.fixture(scope="session", autouse=True)
def _test_cache(tmp_path_factory):
    """Tests use a file cache of their own (the default backend), not the dev server's .cache/."""
    import os

    from django.test import override_settings

    from rulesite.pagecache.config import caches_from_url

    url = os.environ.get("CACHE_URL") or tmp_path_factory.mktemp("cache").as_uri()
    caches = caches_from_url(url, default_dir=tmp_path_factory.getbasetemp())
    with override_settings(CACHES=caches):
        yield


@pytest.fixture(autouse=True)
def _empty_cache(_test_cache):
    """Each test starts with an empty page and trace cache (the database starts afresh too)."""
    from django.core.cache import cache

    from rulesite.boards.services import traces
    from rulesite.pagecache.middleware import local_pages, page_cache

    cache.clear()
    page_cache().clear()
    local_pages.clear()
    traces.forget_recent_runs()
