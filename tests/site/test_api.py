def test_it_lists_every_section_of_the_latest_version(client, rulebooks):
    data = client.get("/api/gate-ruler/sections/").json()
    assert data["version"] == "1.0.0"
    assert len(data["sections"]) == 37
    first = {s["number"]: s for s in data["sections"]}["12-4b-2a"]
    assert first["parent"] == "12-4b-2" and first["depth"] == 3 and first["version"] == "1.0.0"
    assert first["text"].startswith("効果による‘破壊する’")


def test_it_returns_one_section(client, rulebooks):
    response = client.get("/api/one-piece/sections/8-1-3-4/")
    assert response.status_code == 200
    data = response.json()
    assert data["children"] == ["8-1-3-4-1", "8-1-3-4-2", "8-1-3-4-3", "8-1-3-4-4"]
    assert data["permalink"].endswith("/one-piece/v/1.2.1/8-1-3-4/")


def test_it_answers_errors_in_json(client, rulebooks):
    assert client.get("/api/gate-ruler/sections/12-9/").status_code == 404
    not_a_number = client.get("/api/gate-ruler/sections/<x>/")
    assert not_a_number.status_code == 404 and "not a section number" in not_a_number.json()["error"]
    control = client.get("/api/gate-ruler/sections/12%074/")  # as the description says: a 400
    assert control.status_code == 400 and control.json()["error"].startswith("Bad request")
    assert client.get("/api/gate-ruler/diff/1.0.0/1.0%07/").status_code == 400


def test_api_answers_are_cached_and_unknown_parameters_dropped(client, rulebooks):
    first = client.get("/api/gate-ruler/sections/12-4b/")
    assert first.status_code == 200 and "ETag" in first.headers
    again = client.get("/api/gate-ruler/sections/12-4b/?utm_source=x")
    assert again["ETag"] == first["ETag"]
    pinned = client.get("/api/gate-ruler/sections/12-4b/?version=1.0.0")
    assert pinned.status_code == 200 and "ETag" in pinned.headers
    assert client.get("/api/nope/sections/").json()["error"]
    assert client.get("/api/gate-ruler/sections/?version=0.0.1").status_code == 404
