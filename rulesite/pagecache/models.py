from django.db import models


class DataVersion(models.Model):
    """The one row whose token changes whenever rulebook or board data changes (see dataversion.py)."""

    token = models.CharField(max_length=32)
    changed_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.token} ({self.changed_at:%Y-%m-%d %H:%M:%S})"
