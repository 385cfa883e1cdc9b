import pytest


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


@pytest.fixture(scope="session", autouse=True)
def _test_cache(tmp_path_factory):
    """Tests use a file cache of their own (the default backend), not the dev server's .cache/."""
    import os

    from django.test import override_settings

    from rulesite.pagecache.config import cache_from_url

    url = os.environ.get("CACHE_URL") or tmp_path_factory.mktemp("cache").as_uri()
    caches = {"default": cache_from_url(url, default_dir=tmp_path_factory.getbasetemp())}
    with override_settings(CACHES=caches):
        yield


@pytest.fixture(autouse=True)
def _empty_cache(_test_cache):
    """Each test starts with an empty page and trace cache (the database starts afresh too)."""
    from django.core.cache import cache

    from rulesite.pagecache.middleware import local_pages

    cache.clear()
    local_pages.clear()
