"""Nothing of the seed texts is lost: every non-empty line is shown somewhere on the site."""

from pathlib import Path

import pytest

from rulesite.rulebooks.models import RulebookVersion

SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
LOCAL = Path(__file__).resolve().parents[2] / "data" / "rulebooks"


def shown_text(slug: str) -> str:
    version = RulebookVersion.objects.get(rulebook__slug=slug)
    parts = [version.preamble, version.afterword]
    # A section is shown as its number and its text, as the rulebook prints it.
    parts += [f"{s.number}. {s.title}\n{s.number}. {s.text}" for s in version.sections.all()]
    parts += [f"{s.title}\n{s.text}" for s in version.syntheses.all()]
    return "\n".join(parts)


# Each seed is shipped in the repository too, so this runs whether or not ../shared is there.
SHIPPED = {
    "gateruler-cr-1.0.0-ch12.ja.txt": LOCAL / "gate-ruler" / "1.0.0.txt",
    "onepiece-effects-summary.ja.txt": LOCAL / "one-piece" / "summary-source.ja.txt",
}


@pytest.mark.parametrize(
    ("slug", "seed"),
    [("gate-ruler", "gateruler-cr-1.0.0-ch12.ja.txt"), ("one-piece", "onepiece-effects-summary.ja.txt")],
)
def test_every_line_of_the_seed_appears_on_the_site(rulebooks, slug, seed):
    path = SHIPPED[seed]
    shown = shown_text(slug)
    missing = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    missing = [line for line in missing if line not in shown]
    assert missing == []


@pytest.mark.parametrize("seed", sorted(SHIPPED))
def test_the_shipped_copies_are_the_seeds_verbatim(seed):
    original = SEEDS / seed
    if not original.exists():
        pytest.skip(f"{original} is not beside this checkout (CI has it)")
    assert SHIPPED[seed].read_bytes() == original.read_bytes()


def test_gate_ruler_sections_are_whole_lines_of_the_text(rulebooks):
    version = RulebookVersion.objects.get(rulebook__slug="gate-ruler")
    source = (LOCAL / "gate-ruler" / "1.0.0.txt").read_text(encoding="utf-8").splitlines()
    for section in version.sections.all():
        assert f"{section.number}. {section.text or section.title}" in source
    assert version.sections.count() == sum(1 for line in source if line[:1].isdigit())
