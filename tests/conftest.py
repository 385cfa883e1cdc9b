import pytest


@pytest.fixture
def rulebooks(db):
    """The shipped rulebooks, imported as `make run` does."""
    from rulesite.rulebooks.services.importer import load_shipped_rulebooks

    return load_shipped_rulebooks()
