import dataclasses
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from engine.ruletext import RuleNumber, catalog
from rulesite.boards.models import Board
from rulesite.rulebooks.models import RulebookVersion, Section

pytestmark = pytest.mark.database  # make test-postgres runs it on PostgreSQL too


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


# ---- imports that lose nothing (issue 11) ---------------------------------------------------

GR_TEXT = catalog.rulebook("gate-ruler").versions[0].file
GR_ENGLISH = catalog.rulebook("gate-ruler").versions[0].english


def gate_ruler_state():
    """Section ids and texts of gate-ruler 1.0.0, and every board link."""
    sections = Section.objects.filter(version__rulebook__slug="gate-ruler", version__version="1.0.0")
    return (
        dict(sections.values_list("number", "id")),
        dict(sections.values_list("number", "text")),
        sorted(Board.sections.through.objects.values_list("board_id", "section_id")),
    )


def test_reimporting_a_changed_rulebook_keeps_every_board_link(boards, client, tmp_path):
    ids, texts, links = gate_ruler_state()
    gate_ruler_links = Board.sections.through.objects.filter(board__rulebook__slug="gate-ruler").count()
    assert gate_ruler_links > 0 and len(links) > gate_ruler_links
    changed = tmp_path / "gr.txt"
    changed.write_text(
        GR_TEXT.read_text(encoding="utf-8").replace("処理です。", "処理です！", 1), encoding="utf-8"
    )
    english = tmp_path / "gr.en.yaml"
    english.write_text(
        GR_ENGLISH.read_text(encoding="utf-8").replace('{text: "Overview"}', '{text: "Overview, edited"}'),
        encoding="utf-8",
    )
    output = run("import_rulebook", "gate-ruler", "1.0.0", str(changed), "--english", str(english))
    assert "re-imported, 37 sections" in output
    ids_after, texts_after, links_after = gate_ruler_state()
    assert links_after == links  # every board link, on every book
    assert ids_after == ids  # the same rows, updated in place
    assert [n for n in texts if texts[n] != texts_after[n]] == ["12-1a"]
    assert texts_after["12-1a"].endswith("処理です！")
    # 12-1 is a heading (its title), so its English rendering is the title's.
    assert Section.objects.get(version__version="1.0.0", number="12-1").title_en == "Overview, edited"
    page = client.get("/gate-ruler/12-4a-2/").content.decode()
    assert "?board=gr-hp-zero" in page
    assert client.get("/search/", {"q": "処理です！"}).context["hits"]  # the search index follows


def test_an_empty_import_changes_nothing(boards, tmp_path):
    before = gate_ruler_state()
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CommandError, match="the file has no sections"):
        run("import_rulebook", "gate-ruler", "1.0.0", str(empty))
    with pytest.raises(CommandError, match="the file has no sections"):
        run("import_rulebook", "gate-ruler", "1.0.0", str(empty), "--force")
    assert gate_ruler_state() == before


def test_a_truncated_import_is_refused_unless_forced(boards, tmp_path):
    before = gate_ruler_state()
    lines = GR_TEXT.read_text(encoding="utf-8").splitlines(keepends=True)
    truncated = tmp_path / "truncated.txt"
    truncated.write_text("".join(lines[:21]), encoding="utf-8")  # the title and 20 of 37 sections
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "1.0.0", str(truncated))
    assert "would remove 17 of its 37 sections" in str(caught.value) and "--force" in str(caught.value)
    assert gate_ruler_state() == before
    assert "re-imported, 20 sections" in run(
        "import_rulebook", "gate-ruler", "1.0.0", str(truncated), "--force"
    )
    ids_after, _, _ = gate_ruler_state()
    assert {n: before[0][n] for n in ids_after} == ids_after  # the kept sections kept their rows


def test_removing_a_few_sections_is_allowed(boards, tmp_path):
    ids, _, links = gate_ruler_state()
    lines = GR_TEXT.read_text(encoding="utf-8").splitlines(keepends=True)
    last = lines[-1].split(".", 1)[0]
    shorter = tmp_path / "shorter.txt"
    shorter.write_text("".join(lines[:-1]), encoding="utf-8")
    assert "re-imported, 36 sections" in run("import_rulebook", "gate-ruler", "1.0.0", str(shorter))
    ids_after, _, links_after = gate_ruler_state()
    assert ids_after == {n: i for n, i in ids.items() if n != last}
    assert links_after == [link for link in links if link[1] != ids[last]]


def test_a_section_number_without_its_dot_is_reported_with_its_line(rulebooks, tmp_path):
    source = tmp_path / "nodot.txt"
    source.write_text("12-4. 破壊\n12-4a. 条件\n12-4b-2a 破壊されたユニット\n", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "0.3.0", str(source))
    assert "line 3" in str(caught.value) and "without the '.'" in str(caught.value)
    assert not RulebookVersion.objects.filter(version="0.3.0").exists()


def test_a_bad_byte_a_bad_english_file_and_a_bad_date_name_their_file_and_line(rulebooks, tmp_path):
    sjis = tmp_path / "sjis.txt"
    sjis.write_bytes("12-1. 概要\n".encode() + "12-2. 概要\n".encode("shift_jis"))
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "2.0.0", str(sjis))
    assert f"{sjis}: line 2: not UTF-8" in str(caught.value)
    good = tmp_path / "good.txt"
    good.write_text("12-1. 概要\n", encoding="utf-8")
    english = tmp_path / "bad.en.yaml"
    english.write_text("sections:\n  '12-1': {text: [unclosed\n", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "2.0.0", str(good), "--english", str(english))
    assert f"{english}: line 3: not valid YAML" in str(caught.value)
    english.write_text("sections:\n  2020-13-45: x\n", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "gate-ruler", "2.0.0", str(good), "--english", str(english))
    assert f"{english}: not valid YAML: month must be in 1..12" in str(caught.value)
    summary = tmp_path / "summary.yaml"
    summary.write_text("sections:\n  - number: 2020-13-45\n    text: x\n", encoding="utf-8")
    with pytest.raises(CommandError) as caught:
        run("import_rulebook", "one-piece", "2.0.0", str(summary))
    assert f"{summary}: line 2: sections[0].number" in str(caught.value)
    with pytest.raises(CommandError, match="is not a date YYYY-MM-DD"):
        run("import_rulebook", "gate-ruler", "2.0.0", str(good), "--date", "2020-13-45")
    assert not RulebookVersion.objects.filter(version="2.0.0").exists()


def test_load_rulebooks_reports_every_bad_file(rulebooks, tmp_path, monkeypatch):
    bad_text = tmp_path / "bad.txt"
    bad_text.write_bytes(b"12-1. ok\n\xff\n")
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    books = list(catalog.rulebooks())
    broken = dataclasses.replace(
        books[0],
        versions=(
            catalog.VersionInfo("1.0.0", "2020-12-25", empty),
            catalog.VersionInfo("9.0.0", "2020-12-25", bad_text),
            catalog.VersionInfo("9.1.0", "2020-13-45", bad_text),
        ),
    )
    monkeypatch.setattr(catalog, "rulebooks", lambda: (broken, *books[1:]))
    with pytest.raises(CommandError) as caught:
        run("load_rulebooks")
    message = str(caught.value)
    assert f"{empty}: gate-ruler 1.0.0: the file has no sections" in message
    assert f"{bad_text}: line 2: not UTF-8" in message
    assert "9.1.0: date: month must be in 1..12" in message
    assert "Traceback" not in message
    assert Section.objects.filter(version__rulebook__slug="gate-ruler").count() == 37


def test_an_import_gives_sections_ids_in_rule_order_and_their_parents(rulebooks, tmp_path):
    """Search reads the first matches by id as the first in rule order (services/search.py)."""
    from tests.support.rulebooks import import_whole_numbering

    import_whole_numbering(tmp_path)
    version = RulebookVersion.objects.get(rulebook__slug="one-piece", version="numbering")
    rows = list(version.sections.order_by("id").values_list("order", "number", "parent__number"))
    assert [order for order, _, _ in rows] == sorted(order for order, _, _ in rows)
    present = {number for _, number, _ in rows}
    for _, number, parent in rows:  # each under the nearest number above it that the book has
        above = [str(a) for a in RuleNumber.parse(number).ancestors() if str(a) in present]
        assert parent == (above[-1] if above else None), number
    assert sum(1 for _, _, parent in rows if parent) > 400
