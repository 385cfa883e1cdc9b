def test_rulebooks_and_sections_are_editable_in_the_admin(admin_client, rulebooks):
    from rulesite.rulebooks.models import Section

    assert admin_client.get("/admin/rulebooks/rulebook/").status_code == 200
    assert admin_client.get("/admin/rulebooks/section/?q=破壊").status_code == 200
    section = Section.objects.get(version__rulebook__slug="gate-ruler", number="12-1a")
    page = admin_client.get(f"/admin/rulebooks/section/{section.pk}/change/")
    assert page.status_code == 200 and "ルールエフェクトとは" in page.content.decode()
