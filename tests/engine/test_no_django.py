"""engine/ is a pure-Python library: importing all of it loads no Django."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import importlib, pkgutil, sys
import engine
for info in pkgutil.walk_packages(engine.__path__, "engine."):
    if info.name != "engine.__main__":
        importlib.import_module(info.name)
leaked = sorted(m for m in sys.modules if m.split(".")[0] in ("django", "rulesite"))
print("LEAKED" if leaked else "CLEAN", leaked)
"""


def test_importing_every_engine_module_loads_no_django():
    result = subprocess.run(
        [sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("CLEAN"), result.stdout


def test_no_engine_file_mentions_django():
    for path in (ROOT / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import django" not in text and "from django" not in text, path
