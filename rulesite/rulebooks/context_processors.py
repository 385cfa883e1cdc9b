from django.conf import settings


def site(request):
    return {"SITE_NAME": "Rulestep", "LANGUAGES": settings.LANGUAGES}
