# Rulestep — two commands: `make run` and `make test` (see README.md); `make dev` while coding.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-run-$(shell sha1sum requirements.txt | cut -c1-12)
DEV_STAMP := $(VENV)/.installed-dev-$(shell cat requirements.txt requirements-dev.txt | sha1sum | cut -c1-12)
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: run dev test test-postgres setup install install-dev debs chromium lint format bench load

## install: what serving needs (requirements.txt); install-dev: that and the development tools
## (requirements-dev.txt: pytest, Playwright, ruff, import-linter, ...)
$(STAMP): requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q -r requirements.txt
	rm -f $(VENV)/.installed-run-*
	touch $@

$(DEV_STAMP): $(STAMP) requirements-dev.txt
	$(PY) -m pip install --disable-pip-version-check -q -r requirements-dev.txt
	rm -f $(VENV)/.installed-dev-*
	touch $@

install: $(STAMP)

install-dev: $(DEV_STAMP)

## setup: install, migrate the database, load the rulebooks and boards, collect static files (idempotent)
setup: install
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_rulebooks
	$(PY) manage.py load_boards
	$(PY) manage.py collectstatic --noinput -v0

## run: set up, then serve like production on http://$(HOST):$(PORT): gunicorn's ASGI worker (gunicorn.conf.py:
## WEB_CONCURRENCY workers, default 2 × cores + 1; access log on stdout), whitenoise static files
run: setup
	HOST=$(HOST) PORT=$(PORT) $(VENV)/bin/gunicorn rulesite.asgi

## dev: Django's auto-reloading development server with DEBUG on, for changing the code
dev: setup
	DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

## debs: the Debian packages the test suite needs (browser tests, load benchmark, PostgreSQL and
## Redis for the server tests); installed only when one is missing
DEBS := chromium fonts-noto-cjk wrk postgresql redis-server
debs:
	@missing=$$(for p in $(DEBS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  echo "installing Debian packages: $$missing"; \
	  $$SUDO apt-get update -q && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

chromium: debs

## test: Debian packages, set up, lint, then the whole suite (browser tests included) and, beside it,
## the database tests on PostgreSQL (its output goes to artifacts/test-postgres.log and is printed at
## the end); each spread over one pytest-xdist worker per core (TEST_WORKERS). The two run at once
## because neither keeps both cores busy alone (browsers, servers and subprocesses wait); the
## command fails if either does. The suite prints its 25 slowest tests.
TEST_WORKERS ?= auto
test: debs install-dev setup lint
	@mkdir -p artifacts
	@echo "make test-postgres runs beside the suite; its output: artifacts/test-postgres.log"
	@$(MAKE) -s test-postgres > artifacts/test-postgres.log 2>&1 & postgres=$$!; \
	$(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal --durations=25; suite=$$?; \
	wait $$postgres; on_postgres=$$?; \
	echo "---- make test-postgres (ran beside the suite) ----"; cat artifacts/test-postgres.log; \
	echo "suite: exit $$suite; PostgreSQL site suite: exit $$on_postgres"; \
	[ $$suite -eq 0 ] && [ $$on_postgres -eq 0 ]

## test-postgres: the tests marked `database` (where SQLite and PostgreSQL differ: search, imports,
## stored what-ifs, constraints, raw SQL, the bad-bytes fuzz) against a throwaway PostgreSQL
## cluster (tests/support/throwaway.py); the rest of the suite reads the database the same way on
## both and runs once, on SQLite
test-postgres: install-dev
	$(PY) -m tests.support.throwaway postgres -- $(PY) -m pytest tests/site tests/faults/test_bad_bytes_and_methods.py -q -p no:cacheprovider -n $(TEST_WORKERS) --dist worksteal -m database

## load: 200 connections for 30 s on three pages against gunicorn (benchmarks/load.py --help)
load: setup debs
	$(PY) benchmarks/load.py

lint: install-dev
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(VENV)/bin/lint-imports

format: install-dev
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .
