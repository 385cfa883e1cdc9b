"""A what-if copy shows the original's note only at steps where the copy's table equals the
original's (issue 21, finding 5)."""

from rulesite.boards.models import Board, EditedBoard

BOARD = "gr-hp6-field-card-leaves"
NOTE = {"en": "keeps its HP at 6", "ja": "《守護の旗》の+1でHPが6なので"}


def _note(html: str) -> str:
    """The step's note paragraph (not the board's YAML, which the page also shows)."""
    at = html.find('<p class="step-note">')
    return html[at : html.find("</p>", at)] if at >= 0 else ""


def _copy(client, edit):
    form = client.get(f"/boards/{BOARD}/edit/").context["form"]
    data = {name: field.initial for name, field in form.fields.items()}
    data.update(edit)
    response = client.post(f"/boards/{BOARD}/edit/", data)
    assert response.status_code == 302
    return response["Location"]


def test_a_copy_with_another_table_hides_the_note(client, boards):
    location = _copy(client, {"n__knight__damage": 4})  # the number fields of the what-if form
    assert "damage: 4" in EditedBoard.objects.get().source
    for lang in ("en", "ja"):
        original = client.get(f"/boards/{BOARD}/", {"step": 0}, headers={"Accept-Language": lang})
        assert NOTE[lang] in _note(original.content.decode())
        copy = client.get(location, {"step": 0}, headers={"Accept-Language": lang}).content.decode()
        assert NOTE[lang] not in _note(copy)
        assert "not shown" in copy or "表示していません" in copy or "step-note muted" in copy


def test_an_unchanged_copy_keeps_the_note(client, boards):
    location = _copy(client, {})
    assert EditedBoard.objects.get().source.strip() == Board.objects.get(slug=BOARD).source.strip()
    copy = client.get(location, {"step": 0}, headers={"Accept-Language": "en"}).content.decode()
    assert NOTE["en"] in _note(copy), copy[copy.find("step-text") :][:1500]
