# Rulestep — two commands: `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell sha1sum requirements.txt | cut -c1-12)
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: run test test-postgres servers setup install chromium lint format bench

$(STAMP): requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q -r requirements.txt
	rm -f $(VENV)/.installed-*
	touch $@

install: $(STAMP)

## setup: install, migrate the database, load the rulebooks (idempotent)
setup: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_rulebooks
	$(PY) manage.py load_boards

## run: set up, then serve on http://$(HOST):$(PORT)
run: setup
	$(PY) manage.py runserver --insecure $(HOST):$(PORT)

## chromium: Debian's Chromium for the browser tests (Playwright's own download does not work offline)
chromium:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-noto-cjk; \
	fi

## servers: Debian's PostgreSQL and Redis, started throwaway by the tests (nothing runs as a service)
servers:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v redis-server >/dev/null 2>&1; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql redis-server; \
	fi

## test: set up, lint, then the whole suite (browser tests included), then the site suite on PostgreSQL
test: setup chromium servers lint
	$(PY) -m pytest
	$(MAKE) test-postgres

## test-postgres: the site suite against a throwaway PostgreSQL cluster (tests/support/throwaway.py)
test-postgres: install
	$(PY) -m tests.support.throwaway postgres -- $(PY) -m pytest tests/site -q -p no:cacheprovider

lint: install
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .

format: install
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .
