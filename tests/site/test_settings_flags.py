"""Yes/no settings from the environment (issue 31): a typo refuses to start, as healthchecks'
settings do, instead of reading as "off"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from rulesite.settings import env_flag

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("value", ["1", "true", "TRUE", " yes ", "On"])
def test_it_reads_a_yes(monkeypatch, value):
    monkeypatch.setenv("RULESTEP_TEST_FLAG", value)
    assert env_flag("RULESTEP_TEST_FLAG", False) is True


@pytest.mark.parametrize("value", ["0", "false", "False", "no", "OFF"])
def test_it_reads_a_no(monkeypatch, value):
    monkeypatch.setenv("RULESTEP_TEST_FLAG", value)
    assert env_flag("RULESTEP_TEST_FLAG", True) is False


@pytest.mark.parametrize("value", [None, "", "  "])
def test_unset_or_empty_is_the_default(monkeypatch, value):
    if value is None:
        monkeypatch.delenv("RULESTEP_TEST_FLAG", raising=False)
    else:
        monkeypatch.setenv("RULESTEP_TEST_FLAG", value)
    assert env_flag("RULESTEP_TEST_FLAG", True) is True
    assert env_flag("RULESTEP_TEST_FLAG", False) is False


@pytest.mark.parametrize("value", ["ture", "2", "enabled", "y e s"])
def test_it_refuses_any_other_value_naming_the_variable_and_the_words(monkeypatch, value):
    monkeypatch.setenv("RULESTEP_TEST_FLAG", value)
    with pytest.raises(ImproperlyConfigured) as refused:
        env_flag("RULESTEP_TEST_FLAG", False)
    message = str(refused.value)
    assert f"RULESTEP_TEST_FLAG={value!r}" in message
    assert "1, true, yes, on, 0, false, no, off" in message and "default (off)" in message


def test_the_site_refuses_to_start_with_a_mistyped_flag():
    """The whole process, as `make run` starts it: the settings module is where the flag is read."""
    env = {**os.environ, "SECURE_HTTPS": "ture", "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
    done = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0
    assert "SECURE_HTTPS='ture' is not a yes/no value" in done.stderr
