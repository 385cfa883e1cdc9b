from django.db import models


class DataVersion(models.Model):
    """The one row whose token changes whenever rulebook or board data changes (see dataversion.py)."""

    token = models.CharField(max_length=32)
    changed_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.token} ({self.changed_at:%Y-%m-%d %H:%M:%S})"


class RateCount(models.Model):
    """One client's count of posts in one fixed window (see counters.py): exact on every backend."""

    key = models.CharField(max_length=200, primary_key=True)
    hits = models.PositiveIntegerField(default=0)
    window_ends = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.hits}"


class LoginDelay(models.Model):
    """Failed admin logins of one account or one network, or one account's known network
    (rulesite/ops/login_delays.py): ``count`` failures, the last ``at`` that time."""

    key = models.CharField(max_length=200, primary_key=True)
    count = models.PositiveIntegerField(default=0)
    at = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.count}"
