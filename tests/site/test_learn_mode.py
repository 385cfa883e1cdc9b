"""Learn mode: every question of a board answered right and wrong, in both languages."""

import re
from html import unescape

import pytest

from rulesite.boards.models import Board
from rulesite.boards.services import learn
from rulesite.boards.services.traces import run_board

BOARDS = ["gr-destroy-event-before-move", "op-double-attack-trigger-on-ko"]
OPTION = re.compile(r'<input type="radio" name="answer" value="([A-D])"[^>]*> <strong>\1\.</strong> ([^<]*)')


def options_of(page: str) -> dict[str, str]:
    return {letter: unescape(text).strip() for letter, text in OPTION.findall(page)}


@pytest.mark.parametrize("slug", BOARDS)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_question_can_be_answered_right_and_wrong(client, boards, slug, language):
    board = Board.objects.get(slug=slug)
    trace = run_board(board.source, {}).trace
    steps = trace["steps"]
    client.cookies["django_language"] = language
    headers = {"Accept-Language": language}
    asked = learn.questions(trace, board.game)
    url = f"/boards/{slug}/learn/"
    for number in range(1, len(steps)):
        if number not in asked:  # the script's move or a player's choice: shown, not asked
            shown = client.get(url, {"q": number}, headers=headers)
            assert shown.status_code == 200 and options_of(shown.content.decode()) == {}
            assert steps[number]["text"][language] in unescape(shown.content.decode())
            continue
        question = client.get(url, {"q": number}, headers=headers)
        assert question.status_code == 200, number
        page = question.content.decode()
        real = steps[number]["text"][language]
        shown_before = steps[number - 1]["text"][language]
        assert unescape(page).count(shown_before) >= 1  # the step before is shown
        options = options_of(page)
        assert len(options) >= 2, (number, options)  # a real choice, every time
        right = [letter for letter, text in options.items() if text == real]
        assert len(right) == 1, (number, real, options)
        assert question.context["picked"] is None and "answer-title" not in page  # the answer is hidden

        answered = client.get(url, {"q": number, "answer": right[0]}, headers=headers)
        assert answered.status_code == 200
        assert 'class="right"' in answered.content.decode()
        assert answered.context["picked"].correct
        for cite in steps[number]["cites"]:
            assert f"/{board.rulebook.slug}/{cite}/" in answered.content.decode()  # the rule, linked

        wrong = next(letter for letter in options if letter != right[0])
        missed = client.get(url, {"q": number, "answer": wrong}, headers=headers)
        picked = missed.context["picked"]
        assert not picked.correct and picked.why  # a reason that it is not step N
        assert 'class="wrong"' in missed.content.decode()
        assert unescape(missed.content.decode()).count(real) >= 1  # the real step is shown
        # the reason is true of the board: "later, at step k" names a step with that text
        later = re.search(r"step (\d+)\.", picked.why) if language == "en" else None
        if later and "later" in picked.why:
            assert steps[int(later.group(1))]["text"]["en"] == picked.text


def test_each_question_has_its_own_stable_address(client, boards):
    first = client.get("/boards/op-double-attack-trigger-on-ko/learn/", {"q": 3}).content
    again = client.get("/boards/op-double-attack-trigger-on-ko/learn/", {"q": 3}).content
    assert options_of(first.decode()) == options_of(again.decode())
    assert b'data-learn-q="3"' in first  # the browser's script keeps the progress, not the server


@pytest.mark.parametrize(
    ("params", "status"),
    [({"q": "0"}, 400), ({"q": "999"}, 404), ({"q": "x"}, 400), ({"q": 2, "answer": "Z"}, 400)],
)
def test_bad_questions_and_answers_get_a_clear_4xx(client, boards, params, status):
    response = client.get("/boards/gr-destroy-event-before-move/learn/", params)
    assert response.status_code == status
    assert 'role="alert"' in response.content.decode()


def test_every_board_has_a_learn_mode(client, boards):
    for board in Board.objects.all():
        response = client.get(f"/boards/{board.slug}/learn/")
        assert response.status_code == 200, board.slug
        assert len(options_of(response.content.decode())) >= 2, board.slug


def test_an_alternative_from_an_earlier_decision_says_which_choice_leads_there(client, boards):
    board = Board.objects.get(slug="op-double-attack-trigger-on-ko")
    steps = run_board(board.source, {}).trace["steps"]
    decided = [s["index"] for s in steps if s.get("decision")]
    number = next(q for q in learn.questions({"steps": steps}, board.game) if q >= decided[0] + 2)
    response = client.get(f"/boards/{board.slug}/learn/", {"q": number})
    whys = [o.why for o in response.context["options"] if "chooses" in o.why]
    assert whys, "no option drawn from the other branch of the decision"


# --- issue 21, finding 9 -------------------------------------------------------------------------


@pytest.mark.parametrize("slug", BOARDS + ["gr-hp6-field-card-leaves"])
def test_an_answer_s_address_means_the_same_in_every_language(client, boards, slug):
    """``?q=4&answer=A`` was right in English and "Aではありません" in Japanese."""
    board = Board.objects.get(slug=slug)
    steps = run_board(board.source, {}).trace["steps"]
    for number in learn.questions({"steps": steps}, board.game):
        by_lang = {}
        for lang in ("en", "ja"):
            page = client.get(f"/boards/{slug}/learn/", {"q": number}, headers={"Accept-Language": lang})
            by_lang[lang] = options_of(page.content.decode())
        assert by_lang["en"].keys() == by_lang["ja"].keys(), number
        for letter in by_lang["en"]:  # an option from the board's own run is the same step in both
            en = [s["text"] for s in steps if s["text"]["en"] == by_lang["en"][letter]]
            ja = [s["text"] for s in steps if s["text"]["ja"] == by_lang["ja"][letter]]
            assert bool(en) == bool(ja) and en[:1] == ja[:1], (number, letter)
        right = {
            lang: next(
                letter
                for letter in by_lang[lang]
                if client.get(
                    f"/boards/{slug}/learn/",
                    {"q": number, "answer": letter},
                    headers={"Accept-Language": lang},
                )
                .context["picked"]
                .correct
            )
            for lang in ("en", "ja")
        }
        assert right["en"] == right["ja"], number


def test_a_scripted_play_is_shown_not_asked(client, boards):
    """Question 1 asked to predict "B plays Gust": only what the rules decide is asked."""
    slug = "gr-hp6-field-card-leaves"
    steps = run_board(Board.objects.get(slug=slug).source, {}).trace["steps"]
    assert steps[1]["kind"] == "played"
    first = client.get(f"/boards/{slug}/learn/")
    assert first.context["number"] == 2 and first.context["position"] == 1
    shown = client.get(f"/boards/{slug}/learn/", {"q": 1}).content.decode()
    assert "a player's move, not a question" in shown and 'name="answer"' not in shown
    assert 'href="/boards/gr-hp6-field-card-leaves/learn/?q=2"' in shown


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wrong_answer_says_which_rules_make_the_real_step_happen(client, boards, lang):
    slug = "gr-hp6-field-card-leaves"
    steps = run_board(Board.objects.get(slug=slug).source, {}).trace["steps"]
    number = next(s["index"] for s in steps if s["kind"] == "destroy-process-placed")
    page = client.get(f"/boards/{slug}/learn/", {"q": number}, headers={"Accept-Language": lang})
    wrong = next(o for o in page.context["options"] if not o.correct)
    answered = client.get(
        f"/boards/{slug}/learn/", {"q": number, "answer": wrong.letter}, headers={"Accept-Language": lang}
    ).content.decode()
    said = {
        "en": f"Step {number} is what the rules make happen now, under:",
        "ja": f"今はステップ{number}が起こります。根拠となるルール：",
    }[lang]
    why = answered.split(said, 1)[1].split("</p>", 1)[0]
    for cite in steps[number]["cites"]:
        assert f'href="/gate-ruler/{cite}/"' in why
