"""Property test: no input gets a 500 (issue 11).

Paths are generated for every URL pattern of the site (the resolver is walked, so a new pattern is
fuzzed without touching this file), with real and hostile values for each parameter; query strings
carry odd numbers, Unicode digits, NUL and control characters; what-if posts carry edited boards
(huge and hexadecimal integers, impossible dates and time zones, deep nesting, NUL) and bodies that
are not UTF-8. Every response must be below 500. Django's test client is told not to raise, so
the assertion sees the status a visitor would.
"""

from __future__ import annotations

import re
from urllib.parse import quote, urlencode

import pytest
from django.core.cache import caches
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import RegexPattern, RoutePattern
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesite.boards.models import Board
from rulesite.pagecache.middleware import local_pages
from rulesite.rulebooks.models import Section

FUZZ = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,  # the same inputs on every run: CI is reproducible
)

# ---- the URL patterns -------------------------------------------------------------------------


def _chains(patterns, prefix=()):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _chains(pattern.url_patterns, (*prefix, pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield (*prefix, pattern.pattern)


CHAINS = list(_chains(get_resolver().url_patterns))
_PARAM_RE = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")

# Characters that break numbers, words and parsers: Unicode digits, full-width forms, NUL and
# other control characters, a lone combining mark, right-to-left marks, HTML and SQL syntax.
ODD_TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from(
            list(
                "0123456789-.abAB²³¹٣۴߅१১੧௫๓໒༣၃០᠒１２３４ａｂＡ－．\x00\x01\x1b\x7f\x85\u200f\u0301'\"<>&;%*()_"
            )
        ),
        st.characters(codec="utf-8"),
    ),
    max_size=24,
)
# Digits that are not ASCII: str.isdigit() says yes to all of these, int() to only some.
# Digits that are not ASCII: str.isdigit() says yes to all of these, int() only to the decimal ones.
DIGIT_LIKE = "²³¹⁴①⑳٣۴߇१১௫๓༣１２𝟘𝟙⓪"
UNICODE_DIGITS = st.one_of(
    st.text(st.sampled_from(DIGIT_LIKE + "0123456789"), min_size=1, max_size=4),
    st.text(st.characters(categories=["Nd", "No"], exclude_characters="0123456789"), min_size=1, max_size=4),
)
ODD_NUMBER = st.one_of(
    UNICODE_DIGITS,
    st.tuples(st.integers(0, 99).map(str), UNICODE_DIGITS).map("".join),
    st.integers(-(10**30), 10**30).map(str),
    st.sampled_from(["²", "٣", "１", "0x10", "1e9", "-0", " 1", "1 ", "+1", "1_000", "9" * 5000, "0" * 40]),
    ODD_TEXT,
)


@pytest.fixture
def known(boards):
    """Real values of each URL parameter, so generated paths reach the views, not only 404s."""
    sections = list(Section.objects.values_list("number", flat=True))
    slugs = list(Board.objects.values_list("slug", flat=True))
    client = Client()
    board = Board.objects.get(slug="gr-hp-zero")
    form = client.get(f"/boards/{board.slug}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    edited = client.post(f"/boards/{board.slug}/edit/", data)["Location"].rstrip("/").rsplit("/", 1)[-1]
    return {
        "book": ["gate-ruler", "one-piece", "nope"],
        "number": [*sections, "１２－４ｂ", "12.4b", "12-4B", "12-99z", "0", "99-1"],
        "version": ["1.0.0", "1.2.1", "0.0.0"],
        "slug": slugs,
        "key": [edited, edited + "0" * 48, "0" * 16, "f" * 64],
        "form_data": data,
        "board_text": board.source,
    }


def _param(name: str, converter: str | None, known: dict):
    """Mostly real values (to reach the views), else text the converter accepts, else odd text."""
    regex = {"slug": r"[-a-zA-Z0-9_]+", "int": r"[0-9]+", "path": r".+"}.get(converter or "", r"[^/]+")
    junk = st.one_of(st.from_regex(regex, fullmatch=True).filter(bool), ODD_TEXT.filter(bool))
    if not known.get(name):
        return junk
    real = st.sampled_from(known[name])
    return st.integers(0, 5).flatmap(lambda i: junk if i == 0 else real)


def _segment(pattern, known: dict):
    """A strategy for the text of one pattern of a chain."""
    if isinstance(pattern, RegexPattern):
        regex = pattern.regex.pattern
        return st.from_regex(regex, fullmatch=True).map(lambda s: quote(s, safe="/"))
    assert isinstance(pattern, RoutePattern)
    route = str(pattern)
    parts, last = [], 0
    for match in _PARAM_RE.finditer(route):
        parts.append(st.just(route[last : match.start()]))
        parts.append(_param(match["name"], match["converter"], known).map(lambda s: quote(s, safe="")))
        last = match.end()
    parts.append(st.just(route[last:]))
    return st.tuples(*parts).map("".join)


def _is_admin(chain) -> bool:
    return str(chain[0]) == "admin/"


def path_of(chain, known: dict):
    return st.tuples(*(_segment(p, known) for p in chain)).map(lambda segments: "/" + "".join(segments))


words = st.one_of(
    ODD_TEXT,
    st.sampled_from(
        ["破壊", "ab\x00cd", "破壊\x00処理", "12-4b", "１２－４ｂ", "\x00" * 3, '"*"', "NEAR(a b)"]
    ),
)
choices = st.one_of(
    st.tuples(ODD_TEXT, st.sampled_from(["=", ""]), ODD_TEXT).map("".join),
    st.sampled_from(["choose-g2=pass", "choose-g2=", "=x", "a=b=c"]),
)
#: The query parameters the site reads, each with its own hostile values.
PARAMETERS = {
    "step": st.one_of(UNICODE_DIGITS, ODD_NUMBER),
    "choose": choices,
    "q": words,
    "book": st.one_of(st.sampled_from(["gate-ruler", "one-piece"]), ODD_TEXT),
    "board": st.one_of(st.sampled_from(["gr-hp-zero", "op-up-to-zero", "gr-soul-exception"]), ODD_TEXT),
    "version": st.one_of(st.sampled_from(["1.0.0", "1.2.1"]), ODD_TEXT),
}
mixed_queries = st.one_of(
    st.fixed_dictionaries({}, optional=PARAMETERS).map(urlencode),
    st.lists(st.tuples(ODD_TEXT, ODD_TEXT), max_size=4).map(urlencode),
    st.sampled_from(["%zz", "%ff%fe", "step=%C2%B2", "q=ab%00cd", "&&&=", "step=1&step=x", "%", "step"]),
)
headers = st.fixed_dictionaries(
    {},
    optional={
        "HX-Request": st.just("true"),
        "HX-History-Restore-Request": st.just("true"),
        "Accept-Language": st.sampled_from(["ja", "en", "xx", "*", "ja;q=x"]),
    },
)


#: Examples per URL pattern and query parameter; the admin (staff only) gets a few in all.
PER_PARAMETER, MIXED, ADMIN_EXAMPLES = 6, 8, 2


def test_every_url_pattern_is_fuzzed():
    names = {"".join(str(p) for p in chain) for chain in CHAINS}  # the whole route, includes joined
    assert {
        "boards/<slug:slug>/",
        "search/",
        "<book:book>/<str:number>/",
        "boards/what-if/<str:key>/",
    } <= names
    assert len(CHAINS) > 20


def _fuzz(chain, queries, examples: int, anonymous: Client, staff: Client, known: dict) -> None:
    @settings(FUZZ, max_examples=examples)
    @given(path=path_of(chain, known), query=queries, extra=headers, as_staff=st.booleans())
    def check(path, query, extra, as_staff):
        client = staff if as_staff else anonymous
        response = client.get(f"{path}?{query}", headers=extra)
        assert response.status_code < 500, (path, query, extra, as_staff)

    check()


@pytest.mark.long
def test_no_get_of_any_url_pattern_is_a_500(known, admin_user):
    """Every pattern: each query parameter alone (so no other one masks it), then mixed queries."""
    anonymous, staff = Client(raise_request_exception=False), Client(raise_request_exception=False)
    staff.force_login(admin_user)
    for chain in CHAINS:
        if _is_admin(chain):
            _fuzz(chain, mixed_queries, ADMIN_EXAMPLES, anonymous, staff, known)
            continue
        for name, values in PARAMETERS.items():
            one = values.map(lambda value, name=name: urlencode({name: value}))
            _fuzz(chain, one, PER_PARAMETER, anonymous, staff, known)
        _fuzz(chain, mixed_queries, MIXED, anonymous, staff, known)


# ---- what-if posts ---------------------------------------------------------------------------

NUMBER_LINE_RE = re.compile(r"\b(hp|life|damage|power|cost|counter|by|count): -?\d+")
odd_yaml_values = st.one_of(
    st.sampled_from(
        [
            "9" * 4301,
            "0x" + "f" * 5000,
            "0b" + "1" * 300,
            "0o7777777777777",
            "1_000_000",
            "190:20:30",
            ".inf",
            "-.nan",
            "1e400",
            "２",
            "٣",
            "2020-13-45",
            "2020-02-30",
            "0000-01-01",
            "2020-01-01 10:00:00 +99:99",
            "2020-01-01t25:61:61",
            '"\\0"',
            "!!binary AAAA",
            "!!python/object:os.system",
            "&a [1]",
            "*a",
            "[" * 60 + "]" * 60,
            "{a: " * 40 + "1" + "}" * 40,
            "null",
            "~",
            "[]",
            "{}",
        ]
    ),
    st.integers(-(10**12), 10**12).map(str),
    ODD_TEXT.map(lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'),
)


META_SWAPS = [
    None,
    ("game: gateruler", "game: onepiece"),
    ("rulebook: gate-ruler", "rulebook: one-piece"),
    ("rulebook: gate-ruler", "rulebook: nope"),
    ('version: "1.0.0"', 'version: "9.9.9"'),
    ("sections: [", "sections: [99-99, "),
]


def _edit(text: str, replacements: list[tuple[int, str]], insert: str | None, swap=None) -> str:
    """Replace the n-th number of the board by each value; maybe insert a raw line; maybe change its meta."""
    if swap is not None:
        text = text.replace(*swap, 1)
    matches = list(NUMBER_LINE_RE.finditer(text))
    for n, value in replacements:
        if matches:
            match = matches[n % len(matches)]
            text = text[: match.start()] + f"{match[1]}: {value}" + text[match.end() :]
            matches = list(NUMBER_LINE_RE.finditer(text))
    if insert is not None:
        lines = text.split("\n")
        lines.insert(len(insert) % len(lines), insert)
        text = "\n".join(lines)
    return text


what_if_texts = st.tuples(
    st.lists(st.tuples(st.integers(0, 50), odd_yaml_values), min_size=1, max_size=3),
    st.one_of(st.none(), ODD_TEXT, odd_yaml_values.map(lambda v: f"x: {v}")),
    st.sampled_from(META_SWAPS),
)
bodies = st.one_of(
    st.binary(max_size=200).map(lambda b: ("application/x-www-form-urlencoded", b"source=" + b)),
    st.tuples(
        st.sampled_from(["utf-8", "shift_jis", "utf-16", "latin-1", "bogus", ""]),
        st.sampled_from(
            ["application/x-www-form-urlencoded", "multipart/form-data; boundary=X", "text/plain"]
        ),
        st.binary(max_size=200),
    ).map(lambda t: (f"{t[1]}; charset={t[0]}" if t[0] else t[1], t[2])),
    st.just(
        (
            "multipart/form-data; boundary=X",
            b'--X\r\nContent-Disposition: form-data; name="source"\r\n\r\n\xff\xfe\x00\r\n--X--\r\n',
        )
    ),
)


def test_no_what_if_post_is_a_500_and_every_stored_copy_can_be_shown(known):
    client = Client(raise_request_exception=False)
    data = known["form_data"]

    @settings(FUZZ, max_examples=120)
    @given(edit=what_if_texts, number=st.one_of(st.none(), ODD_NUMBER), raw=st.one_of(st.none(), bodies))
    def check(edit, number, raw):
        if raw is not None:
            content_type, body = raw
            response = client.generic(
                "POST", "/boards/gr-hp-zero/edit/", data=body, content_type=content_type
            )
            assert response.status_code < 500, raw
            return
        post = {**data, "source": _edit(known["board_text"], *edit)}
        if number is not None:
            post["n__sprite__hp"] = number
        response = client.post("/boards/gr-hp-zero/edit/", post)
        assert response.status_code in (302, 400), (edit, number, response.status_code)
        if response.status_code == 302:
            # Stored: it must be shown (or ask for a choice), at its first and its last step;
            # rendered, not answered from the page cache (the same copy may come up again)
            for alias in caches:
                caches[alias].clear()
            local_pages.clear()
            shown = client.get(response["Location"])
            assert shown.status_code in (200, 400), (edit, number, shown.status_code)
            viewer = shown.context["viewer"]
            assert viewer.error is None or viewer.error.needed, (edit, viewer.error)
            last = client.get(response["Location"], {"step": viewer.last}, headers={"HX-Request": "true"})
            assert last.status_code < 500

    check()
