"""Serving like production: check --deploy with the documented environment, the generated
SECRET_KEY, whitenoise's static files, and gunicorn started as `make run` starts it."""

import os
import re
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from email.message import Message
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(sys.executable).parent


def production_environment() -> dict[str, str]:
    """deploy/rulestep.env, the environment docs/operations.md ("Running in public") documents."""
    env = {}
    for line in (ROOT / "deploy" / "rulestep.env").read_text().splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            key, _, value = line.partition("=")
            env[key.strip()] = value.strip()
    return env


def manage(*args: str, env: dict[str, str], timeout: int = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def clean_env(**extra: str) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "SECURE_", "DEBUG"))}
    return {**keep, **extra}


def test_check_deploy_prints_nothing_with_the_documented_production_environment():
    documented = production_environment()
    assert documented["DEBUG"] == "0" and documented["SECURE_HTTPS"] == "1"
    env = clean_env(**documented, SECRET_KEY=secrets.token_urlsafe(50))
    result = manage("check", "--deploy", "--fail-level", "WARNING", env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.fullmatch(r"System check identified no issues \(\d+ silenced\)\.", result.stdout.strip())
    from django.conf import settings

    assert not [c for c in settings.SILENCED_SYSTEM_CHECKS if c.startswith("security.")]
    assert "WARNING" not in result.stderr


def test_without_the_https_switch_check_deploy_names_what_is_missing():
    env = clean_env(**{**production_environment(), "SECURE_HTTPS": "0"}, SECRET_KEY=secrets.token_urlsafe(50))
    result = manage("check", "--deploy", env=env)
    for warning in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert warning in result.stdout + result.stderr


def test_the_https_switch_redirects_and_marks_cookies_secure(tmp_path):
    env = clean_env(**production_environment(), SECRET_KEY=secrets.token_urlsafe(50))
    code = (
        "from django.conf import settings as s;"
        "print(s.SECURE_SSL_REDIRECT, s.SECURE_PROXY_SSL_HEADER, s.SECURE_HSTS_SECONDS,"
        " s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, s.DEBUG, s.ADMIN_ENABLED)"
    )
    result = manage("shell", "-v", "0", "-c", code, env=env)
    assert result.stdout.split("\n")[0] == (
        "True ('HTTP_X_FORWARDED_PROTO', 'https') 31536000 True True False False"
    ), result.stderr


def test_secret_key_is_generated_once_and_kept(tmp_path):
    from rulesite.secret_key import load_or_create

    path = tmp_path / "keys" / ".secret-key"
    with ThreadPoolExecutor(8) as pool:  # workers starting at once all get the same key
        keys = set(pool.map(lambda _: load_or_create(path), range(16)))
    assert len(keys) == 1
    (key,) = keys
    assert len(key) >= 50 and load_or_create(path) == key
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind


def test_no_secret_key_constant_in_the_code():
    settings_text = (ROOT / "rulesite" / "settings.py").read_text()
    assert not re.search(r"SECRET_KEY\s*=\s*['\"]", settings_text)
    assert ".secret-key" in (ROOT / ".gitignore").read_text()


def test_whitenoise_serves_hashed_compressed_static_files_for_a_year(tmp_path, settings, client, db):
    from django.contrib.staticfiles.storage import staticfiles_storage
    from django.core.management import call_command

    settings.STATIC_ROOT = tmp_path / "static"
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }
    call_command("collectstatic", "--noinput", verbosity=0)
    url = staticfiles_storage.url("css/site.css")
    assert re.fullmatch(r"/static/css/site\.[0-9a-f]{12}\.css", url)
    from django.test import Client

    response = Client().get(url, headers={"Accept-Encoding": "gzip"})  # a new client: a new whitenoise
    assert response.status_code == 200
    assert response.headers.get("Content-Encoding") == "gzip"
    max_age = int(re.search(r"max-age=(\d+)", response.headers["Cache-Control"]).group(1))
    assert max_age >= 365 * 24 * 3600 and "immutable" in response.headers["Cache-Control"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _get(url: str) -> tuple[int, Message, bytes]:
    """Status, headers (case-insensitive, as HTTP's: the ASGI worker sends them in lower case), body."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.fixture
def served(tmp_path):
    """gunicorn started as `make run` starts it, on a database and static files set up by `make setup`."""
    port = _free_port()
    env = clean_env(
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        STATIC_ROOT=str(tmp_path / "static"),
        SECRET_KEY=secrets.token_urlsafe(50),
        HOST="127.0.0.1",
        PORT=str(port),
        WEB_CONCURRENCY="1",
        APP_CONCURRENCY="2",
    )
    for command in (["migrate", "--noinput"], ["load_rulebooks"], ["collectstatic", "--noinput"]):
        result = manage(*command, env=env, timeout=300)
        assert result.returncode == 0, result.stderr
    server = subprocess.Popen(
        [str(VENV_BIN / "gunicorn"), "rulesite.asgi"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                if _get(base + "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("gunicorn did not answer /healthz")
        yield base, server
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.long
def test_gunicorn_serves_pages_and_static_files_with_an_access_log(served):
    base, server = served
    status, headers, body = _get(base + "/gate-ruler/12-4b-3a/")
    assert status == 200 and "Set-Cookie" not in headers
    css = re.search(rb'href="(/static/css/site\.[0-9a-f]{12}\.css)"', body).group(1).decode()
    status, headers, _ = _get(base + css)
    assert status == 200 and "max-age=315360000" in headers["Cache-Control"]
    assert _get(base + "/no-such-page/")[0] == 404
    server.terminate()
    log = server.communicate(timeout=30)[0]
    assert re.search(r'"GET /gate-ruler/12-4b-3a/ HTTP/1\.1" 200 \d+ \d+ms "[0-9a-f]{32}"', log), log
    assert "Booting worker" in log and "ASGI server listening" in log
