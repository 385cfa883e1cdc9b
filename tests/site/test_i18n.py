def test_the_browser_language_decides(client, rulebooks):
    page = client.get("/gate-ruler/12-4b-3a/", headers={"Accept-Language": "ja"}).content.decode()
    assert '<html lang="ja">' in page
    assert "引用をコピー" in page
    page = client.get("/gate-ruler/12-4b-3a/", headers={"Accept-Language": "en"}).content.decode()
    assert '<html lang="en">' in page and "Copy citation" in page


def test_the_language_switch_remembers_the_choice(client, rulebooks):
    response = client.post("/i18n/setlang/", {"language": "ja", "next": "/gate-ruler/"})
    assert response.status_code == 302 and response["Location"] == "/gate-ruler/"
    page = client.get("/gate-ruler/", headers={"Accept-Language": "en"}).content.decode()
    assert '<html lang="ja">' in page


def test_rule_text_stays_japanese_and_english_is_marked_unofficial(client, rulebooks):
    page = client.get("/gate-ruler/12-4b-3a/", headers={"Accept-Language": "en"}).content.decode()
    assert "この事象は" in page
    assert "English — unofficial translation" in page
