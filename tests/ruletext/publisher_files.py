"""Publisher-like files made for the tests: PDFs (fpdf2, Debian's Noto CJK font) and saved HTML
chapter pages, in English and Japanese, from rules written in this project's own words.

A book is a list of chapters; each chapter a list of sections; each section a heading and rules;
a rule has a text and optionally a list of items kept inside it. The same book is also written in
the plain-text numbering format, which is what the import must give back.
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, field
from pathlib import Path

from fpdf import FPDF
from pypdf import PdfWriter
from pypdf.generic import NameObject

CJK_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

# Sentences of an imaginary card game, written for these tests (English, Japanese).
_SUBJECTS = [
    ("The active player", "ターンプレイヤーは"),
    ("Each player", "各プレイヤーは"),
    ("The owner of a card", "カードの持ち主は"),
    ("A player who cannot do so", "それができないプレイヤーは"),
    ("The player who acts first", "先に行動するプレイヤーは"),
    ("The defending player", "防御側のプレイヤーは"),
]
_ACTIONS = [
    ("turns the top card of the pile face up", "山札の一番上のカードを表向きにします"),
    ("moves one marker from the reserve to the board", "予備からマーカーを1つ盤面に移します"),
    ("chooses one of the open lanes", "空いているレーンを1つ選びます"),
    ("returns every spent token to the supply", "使用済みのトークンをすべて供給に戻します"),
    ("reveals the chosen card to the opponent", "選んだカードを相手に見せます"),
    ("places the card at the bottom of the pile", "そのカードを山札の一番下に置きます"),
    ("counts the markers in the scoring row", "得点列にあるマーカーを数えます"),
    ("passes the lead token to the left", "先手トークンを左隣に渡します"),
]
_CONDITIONS = [
    ("At the start of each round,", "各ラウンドの開始時に、"),
    ("When a lane is full,", "レーンが満杯になったとき、"),
    ("If two effects would apply at once,", "2つの効果が同時に適用される場合、"),
    ("Unless a card says otherwise,", "カードに別の指示がない限り、"),
    ("After the scoring step ends,", "得点ステップが終わった後、"),
    ("While the storm marker is on the board,", "嵐マーカーが盤面にある間、"),
]
_REASONS = [
    ("and this cannot be replaced by any effect.", "これはいかなる効果によっても置き換えられません。"),
    ("and the other player then does the same.", "その後、もう一方のプレイヤーも同じことを行います。"),
    ("before any other step of the round begins.", "これはラウンドの他のステップが始まる前に行います。"),
    ("once for each marker that was moved this way.", "この方法で移したマーカー1つにつき1回行います。"),
    ("and the round goes on from the next step.", "ラウンドは次のステップから続きます。"),
]
_HEADINGS = [
    ("Overview", "概要"),
    ("Setting Up", "準備"),
    ("The Round", "ラウンド"),
    ("Lanes", "レーン"),
    ("Markers", "マーカー"),
    ("Scoring", "得点"),
    ("Tokens", "トークン"),
    ("Effects", "効果"),
]
_ITEMS = [
    ("Turn the lead token face up.", "先手トークンを表向きにします。"),
    ("Draw two cards from the pile.", "山札からカードを2枚引きます。"),
    ("Move one marker into any lane.", "任意のレーンにマーカーを1つ移します。"),
]


@dataclass
class Rule:
    number: str
    text: dict[str, str]
    items: list[dict[str, str]] = field(default_factory=list)


@dataclass
class Section:
    number: str
    title: dict[str, str]
    rules: list[Rule]


@dataclass
class Chapter:
    number: int
    title: dict[str, str]
    sections: list[Section]


def make_book(rules: int = 420, *, chapters: int = 10, seed: int = 7, letters: bool = False) -> list[Chapter]:
    """About ``rules`` numbered rules over ``chapters`` chapters; some have sub-rules and some a
    numbered list of items. ``letters``: Gate Ruler's numbering (``3-1a``, ``3-1a-1``)."""
    rng = random.Random(seed)
    book, made = [], 0
    per_chapter = rules // chapters
    for c in range(1, chapters + 1):
        sections = []
        s = 0
        while made < per_chapter * c:
            s += 1
            heading = _HEADINGS[(c + s) % len(_HEADINGS)]
            section = Section(f"{c}-{s}", {"en": f"{heading[0]} {s}", "ja": f"{heading[1]}{s}"}, [])
            for r in range(1, rng.randint(3, 6) + 1):
                number = f"{c}-{s}{chr(96 + r)}" if letters else f"{c}-{s}-{r}"
                section.rules.append(_rule(rng, number, items=rng.random() < 0.08))
                made += 1
                if rng.random() < 0.25:
                    section.rules.append(_rule(rng, f"{number}-1", items=False))
                    made += 1
            sections.append(section)
        title = _HEADINGS[c % len(_HEADINGS)]
        book.append(Chapter(c, {"en": f"{title[0]} and Play", "ja": f"{title[1]}と進行"}, sections))
    return book


def _rule(rng: random.Random, number: str, *, items: bool) -> Rule:
    parts = [rng.choice(_CONDITIONS), rng.choice(_SUBJECTS), rng.choice(_ACTIONS), rng.choice(_REASONS)]
    if rng.random() < 0.5:  # longer rules, broken over two or three lines of print
        parts += [rng.choice(_CONDITIONS), rng.choice(_SUBJECTS), rng.choice(_ACTIONS), rng.choice(_REASONS)]
    en = " ".join(_en_sentences(parts))
    ja = "".join(_ja_sentences(parts))
    rule = Rule(number, {"en": en, "ja": ja})
    if items:
        rule.text = {
            "en": en.rstrip(".") + ", in this order:",
            "ja": ja.rstrip("。") + "。次の順に行います：",
        }
        rule.items = [{"en": f"{i}. {e}", "ja": f"{i}. {j}"} for i, (e, j) in enumerate(_ITEMS, start=1)]
    return rule


def _en_sentences(parts):
    for i in range(0, len(parts), 4):
        condition, subject, action, reason = (p[0] for p in parts[i : i + 4])
        yield f"{condition} {subject[0].lower()}{subject[1:]} {action}, {reason}"


def _ja_sentences(parts):
    for i in range(0, len(parts), 4):
        condition, subject, action, reason = (p[1] for p in parts[i : i + 4])
        yield f"{condition}{subject}{action}。{reason}"


def rule_count(book: list[Chapter]) -> int:
    return sum(len(s.rules) for c in book for s in c.sections)


def numbering_text(book: list[Chapter], language: str) -> str:
    """The same book in the plain-text numbering format (what the text importer reads)."""
    lines = []
    for chapter in book:
        lines.append(f"{chapter.number}. {chapter.title[language]}")
        for section in chapter.sections:
            lines.append(f"{section.number}. {section.title[language]}")
            for rule in section.rules:
                lines.append(f"{rule.number}. {rule.text[language]}")
                lines += [item[language] for item in rule.items]
    return "\n".join(lines) + "\n"


TITLE = {"en": "Rulestep Test Game Comprehensive Rules", "ja": "ルールステップ・テストゲーム総合ルール"}
STATED = {
    "en": ["Version 2.1.0", "Last updated: March 5, 2026"],
    "ja": ["ver.2.1.0", "最終更新日：2026年3月5日"],
}


class _Pdf(FPDF):
    """An A4 page in the Noto CJK font under a ``running`` header (the book's title and version),
    its number in the footer; the first page is started."""

    def __init__(self, language: str, running: str):
        super().__init__(format="A4")
        self.language, self.running = language, running
        self.add_font("noto", fname=str(CJK_FONT), collection_font_number=0)
        self.set_auto_page_break(True, margin=18)
        self.add_page()

    def header(self):
        self.set_font("noto", size=8)
        self.cell(0, 5, self.running, new_x="LMARGIN", new_y="NEXT")
        self.ln(3)

    def footer(self):
        self.set_y(-12)
        self.set_font("noto", size=8)
        label = f"Page {self.page_no()} / {{nb}}" if self.language == "en" else f"- {self.page_no()} -"
        self.cell(0, 5, label, align="C")


def write_pdf(
    book: list[Chapter],
    language: str,
    path: Path,
    *,
    contents: bool = True,
    full_width: tuple[str, ...] = (),
    repeat: tuple[str, ...] = (),
) -> Path:
    """A multi-page PDF of ``book``: title page with version, date and table of contents, running
    header and footer with page numbers on every page, rules wrapped by the page width and broken
    across pages. ``full_width``: numbers printed in full-width digits; ``repeat``: numbers the
    document prints twice (a quirk of real documents)."""
    pdf = _Pdf(language, f"{TITLE[language]}  {STATED[language][0]}")
    pdf.set_font("noto", size=14)
    _para(pdf, TITLE[language], 8)
    pdf.set_font("noto", size=10)
    for line in STATED[language]:
        _para(pdf, line)
    if contents:
        _para(pdf, "Contents" if language == "en" else "目次")
        for chapter in book:
            _para(pdf, f"{chapter.number}. {chapter.title[language]}")
        pdf.add_page()
    for chapter in book:
        pdf.set_font("noto", size=12)
        _para(pdf, f"{chapter.number}. {chapter.title[language]}", 7)
        pdf.set_font("noto", size=10)
        for section in chapter.sections:
            _para(pdf, f"{section.number}. {section.title[language]}")
            for rule in section.rules:
                number = _full_width(rule.number) if rule.number in full_width else rule.number
                dot = "．" if rule.number in full_width else "."
                for _ in range(2 if rule.number in repeat else 1):
                    _para(pdf, f"{number}{dot} {rule.text[language]}")
                for item in rule.items:
                    _para(pdf, "    " + item[language])
    pdf.output(str(path))
    identity_h(path)
    return path


def _para(pdf: FPDF, text: str, height: float = 5.5) -> None:
    pdf.multi_cell(0, height, text, new_x="LMARGIN", new_y="NEXT")


def _full_width(number: str) -> str:
    return number.translate(str.maketrans("0123456789-", "０１２３４５６７８９－"))


def identity_h(path: Path) -> None:
    """Give the CJK font the standard Identity-H encoding, as publishers' PDFs have it.

    fpdf2 2.8 writes the encoding of an OpenType (CFF) font as an inline CMap dictionary that
    text extractors do not decode; the glyph codes are Identity-H all the same.
    """
    writer = PdfWriter(clone_from=str(path))
    for page in writer.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            if font.get("/Subtype") == "/Type0":
                font[NameObject("/Encoding")] = NameObject("/Identity-H")
    with path.open("wb") as out:
        writer.write(out)


def write_html_chapters(book: list[Chapter], language: str, folder: Path) -> list[Path]:
    """One saved page per chapter, as a publisher's site serves them: site navigation and footer
    around the rules, the book's title with version and date above them, a link to the next
    chapter below, Japanese paragraphs broken by the page's source lines."""
    folder.mkdir(parents=True, exist_ok=True)
    stated = (
        f"{TITLE['ja']} Ver. 2.1.0（最終更新:2026年3月5日）"
        if language == "ja"
        else f"{TITLE['en']} Ver. 2.1.0 (last updated March 5, 2026)"
    )
    paths = []
    for chapter in book:
        heading = (
            f"第{chapter.number}章 {chapter.title['ja']}"
            if language == "ja"
            else f"{chapter.number}. {chapter.title['en']}"
        )
        body = [f"<h2>{heading}</h2>"]
        for section in chapter.sections:
            body.append(f'<h3 class="section">{section.number}. {html.escape(section.title[language])}</h3>')
            for rule in section.rules:
                text = html.escape(rule.text[language])
                if language == "ja" and len(text) > 30:
                    text = text[:20] + "\n      " + text[20:]  # the page's source breaks the line
                indent = rule.number.count("-")
                body.append(f'<p class="rule indent{indent}">{rule.number}. {text}</p>')
                if rule.items:
                    body.append(
                        "<ol>"
                        + "".join(
                            f"<li>{html.escape(i[language].split('. ', 1)[1])}</li>" for i in rule.items
                        )
                        + "</ol>"
                    )
        page = f"""<!DOCTYPE html>
<html lang="{language}"><head><meta charset="utf-8"><title>{TITLE[language]}</title>
<script>var chapter = "1. not a rule";</script></head>
<body>
<header><nav><a href="/">Home</a> <a href="/rule/">1. Rules</a></nav></header>
<main><article>
<p class="stated">{stated}</p>
{chr(10).join(body)}
<p><a href="index-{chapter.number + 1}">{"次の章へ" if language == "ja" else "Next chapter"}</a></p>
</article></main>
<footer><p>© Rulestep test pages</p></footer>
</body></html>
"""
        path = folder / f"index-{chapter.number}.html"
        path.write_text(page, encoding="utf-8")
        paths.append(path)
    return paths


def write_rules_pdf(
    rules: dict[str, str],
    path: Path,
    *,
    language: str = "en",
    stated=("1.2.1", "January 16, 2026"),
    extra_lines: tuple[str, ...] = (),
):
    """A PDF of the given numbered rules (number → text in our words), in rule order, with the
    running header, footer, version and date of a publisher's PDF."""
    book_title = {"en": "Test Card Game Comprehensive Rules", "ja": "テストカードゲーム総合ルール"}[language]
    pdf = _Pdf(language, f"{book_title}  Version {stated[0]}")
    pdf.set_font("noto", size=10)
    _para(pdf, book_title)
    _para(pdf, f"Version {stated[0]}")
    _para(pdf, f"Last updated: {stated[1]}")
    for number, text in rules.items():
        _para(pdf, f"{number}. {text}")
    for line in extra_lines:
        _para(pdf, line)
    pdf.output(str(path))
    identity_h(path)
    return path
