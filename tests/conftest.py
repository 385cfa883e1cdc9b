import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """The tests marked ``long`` first: pytest-xdist's workers steal the short ones from each
    other's queues, so they end together instead of one waiting out a long test at the end.
    pytest-django then sorts them by how they use the database, keeping this order in each kind
    (a transactional test, which empties the tables, still runs after the others)."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


def pytest_configure(config):
    """Tests read static/ as it is: hashed names need `collectstatic`, which `make setup` runs for
    serving (tests/site/test_deploy.py, test_whitenoise_serves_hashed_compressed_static_files_for_a_year,
    covers that storage on its own)."""
    from django.test.utils import override_settings

    override_settings(
        STORAGES={
            "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
            "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
        }
    ).enable()


class _Shipped:
    """The shipped rulebooks and boards, imported into this worker's test database once, as
    `make setup` does, instead of once per test: each test's transaction rolls back to them. A
    transactional test (the browser's live server, the fault suite) empties every table when it
    ends; the next test that asks for them imports them again."""

    rulebooks = None
    boards = None

    @classmethod
    def present(cls) -> bool:
        from rulesite.boards.models import Board
        from rulesite.rulebooks.models import RulebookVersion

        return (
            cls.rulebooks is not None
            and RulebookVersion.objects.count() == len(cls.rulebooks)
            and (cls.boards is None or Board.objects.count() == cls.boards.loaded)
        )

    @classmethod
    def load_rulebooks(cls):
        from rulesite.rulebooks.services.importer import load_shipped_rulebooks

        if not cls.present():
            cls.rulebooks, cls.boards = load_shipped_rulebooks(), None
        return cls.rulebooks

    @classmethod
    def load_boards(cls):
        from rulesite.boards.services.loader import load_boards

        cls.load_rulebooks()
        if cls.boards is None:
            cls.boards = load_boards()
        return cls.boards


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database, with the shipped rulebooks and boards in it (see :class:`_Shipped`)."""
    with django_db_blocker.unblock():
        _Shipped.load_boards()


@pytest.fixture(autouse=True)
def _shipped_before_the_transaction(request):
    """A test that reads the shipped data finds it imported before its transaction begins.

    A transactional test empties every table when it ends, and pytest-xdist's workers steal tests
    from each other, so a test may follow one. Imported inside the test's own transaction, the
    data would be rolled back with it and every later test would import it again (3-4 s each);
    imported here, before ``db`` opens that transaction, it stays for them.
    """
    if "rulebooks" not in request.fixturenames:
        return
    request.getfixturevalue("django_db_setup")
    with request.getfixturevalue("django_db_blocker").unblock():
        _Shipped.load_boards()


@pytest.fixture
def rulebooks(request, db):
    """The shipped rulebooks, imported as `make run` does (once per worker: :class:`_Shipped`), and
    no boards unless the test asks for them too (removed inside the test's transaction)."""
    from rulesite.boards.models import Board
    from rulesite.pagecache import dataversion

    result = _Shipped.load_rulebooks()
    if "boards" not in request.fixturenames:
        Board.objects.all().delete()
    dataversion.current()  # an import leaves the data version read, as the first request would
    return result


@pytest.fixture
def boards(rulebooks):
    """The shipped example boards, loaded as `make run` does (once per worker: :class:`_Shipped`)."""
    from rulesite.pagecache import dataversion

    result = _Shipped.load_boards()
    dataversion.current()
    return result


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
    from rulesite.pagecache import dataversion
    from rulesite.pagecache.middleware import local_pages, page_cache

    cache.clear()
    dataversion.forget_kept()
    page_cache().clear()
    local_pages.clear()
    traces.forget_recent_runs()


@pytest.fixture
def toy_game():
    """The toy game of tests/toygame and its rulebook, known to the engine for this test only (a
    third game as docs/adding-a-game.md builds one)."""
    from tests.toygame import installed

    with installed() as game:
        yield game
