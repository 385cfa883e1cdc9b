from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from rulesite.rulebooks.models import RulebookVersion, Section


def run(*args):
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_it_imports_a_version_into_a_tree(rulebooks, tmp_path):
    source = tmp_path / "gr.txt"
    source.write_text("Title\n12-1. 概要\n12-1a. 本文\n12-2. 次\n", encoding="utf-8")
    output = run("import_rulebook", "gate-ruler", "0.9.0", str(source), "--date", "2020-01-01")
    assert "imported, 3 sections" in output
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler", version="0.9.0")
    child = version.sections.get(number="12-1a")
    assert child.parent.number == "12-1" and child.depth == 1
    assert version.preamble == "Title"


def test_importing_twice_changes_nothing(rulebooks, tmp_path):
    before = list(Section.objects.order_by("id").values_list("id", "number"))
    output = run("load_rulebooks")
    assert "gate-ruler 1.0.0: unchanged, 37 sections" in output
    assert list(Section.objects.order_by("id").values_list("id", "number")) == before


def test_a_file_with_a_problem_changes_nothing_and_names_the_line(rulebooks, tmp_path):
    source = tmp_path / "bad.txt"
    source.write_text("12-1. 概要\n12-1a. ok\n12-1A. bad number\n", encoding="utf-8")
    before = Section.objects.count()
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "1.0.0", str(source))
    assert "line 3" in str(caught.value) and "12-1A" in str(caught.value)
    assert "nothing changed" in str(caught.value)
    assert Section.objects.count() == before
    assert RulebookVersion.objects.get(rulebook__slug="gate-ruler", version="1.0.0").sections.count() == 37


def test_a_new_file_for_a_version_replaces_it_and_keeps_the_others(rulebooks, tmp_path):
    old = tmp_path / "old.txt"
    old.write_text("12-1. 古い\n", encoding="utf-8")
    run("import_rulebook", "gate-ruler", "0.1.0", str(old), "--date", "2019-01-01")
    old.write_text("12-1. 新しい\n12-2. 追加\n", encoding="utf-8")
    assert "re-imported, 2 sections" in run("import_rulebook", "gate-ruler", "0.1.0", str(old))
    assert RulebookVersion.objects.filter(rulebook__slug="gate-ruler").count() == 2
    assert Section.objects.get(version__version="0.1.0", number="12-1").text == "新しい"
    assert Section.objects.filter(version__version="1.0.0").count() == 37


def test_it_refuses_an_unknown_book_and_a_missing_file(rulebooks, tmp_path):
    source = tmp_path / "x.txt"
    source.write_text("1-1. x\n", encoding="utf-8")
    with pytest.raises(CommandError, match="unknown rulebook 'nope'"):
        run("import_rulebook", "nope", "1", str(source))
    with pytest.raises(CommandError, match="no such file"):
        run("import_rulebook", "gate-ruler", "1", str(tmp_path / "missing.txt"))


def test_it_refuses_a_file_that_is_not_utf8(rulebooks, tmp_path):
    source = tmp_path / "sjis.txt"
    source.write_bytes("12-1. 概要\n".encode("shift_jis"))
    with pytest.raises(CommandError, match="not UTF-8"):
        run("import_rulebook", "gate-ruler", "2.0.0", str(source))
    assert not RulebookVersion.objects.filter(version="2.0.0").exists()


def test_the_one_piece_summary_keeps_its_synthesis(rulebooks):
    version = RulebookVersion.objects.get(rulebook__slug="one-piece")
    synthesis = version.syntheses.get()
    assert synthesis.cites == ["8-1-3-3-5", "8-1-3-4-2", "8-6-1"]
    assert "TP 永続効果" in synthesis.text
