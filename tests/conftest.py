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
