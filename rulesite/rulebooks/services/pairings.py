"""Rules paired across two documents, stored: a diff page or a history reads the pairing, not pairs again.

:func:`store_neighbours` runs inside an import: it pairs the imported document with the documents
of the same kind just before and after it (by version) and stores both pairings. :func:`paired`
reads a stored pairing when both documents still have the digests it was made from, and otherwise
pairs them (kept per process: documents compared that were not neighbours at import, such as
1.0.0 with 1.2.2).
"""

from __future__ import annotations

import functools

from engine.ruletext.drift import version_key
from engine.ruletext.matching import Pairing, pair_rules

from ..models import RulebookVersion, RulePairing


def _texts(doc: RulebookVersion) -> dict[str, str]:
    """number → title and text, in document order (what :func:`pair_rules` compares)."""
    rows = doc.sections.order_by("order").values_list("number", "title", "text")
    return {n: "\n".join(part for part in (title, text) if part) for n, title, text in rows}


@functools.lru_cache(maxsize=64)
def _computed(old_id: int, old_sha: str, new_id: int, new_sha: str) -> Pairing:
    old, new = RulebookVersion.objects.get(id=old_id), RulebookVersion.objects.get(id=new_id)
    return pair_rules(_texts(old), _texts(new))


def paired(old: RulebookVersion, new: RulebookVersion) -> Pairing:
    """The rules of ``old`` paired with those of ``new``: stored at import, else computed once per process."""
    row = (
        RulePairing.objects.filter(
            old=old, new=new, old_sha256=old.source_sha256, new_sha256=new.source_sha256
        )
        .only("pairing")
        .first()
    )
    if row is not None:
        return Pairing.from_json(row.pairing)
    return _computed(old.id, old.source_sha256, new.id, new.source_sha256)


def store_neighbours(doc: RulebookVersion) -> int:
    """Pair ``doc`` with the documents of its kind just before and after it and store the pairings
    (replacing any made from an earlier import of it). Returns how many were stored."""
    RulePairing.objects.filter(old=doc).delete()
    RulePairing.objects.filter(new=doc).delete()
    same_kind = sorted(
        RulebookVersion.objects.filter(rulebook_id=doc.rulebook_id, kind=doc.kind),
        key=lambda d: version_key(d.version),
    )
    at = next(i for i, d in enumerate(same_kind) if d.id == doc.id)
    pairs = []
    if at > 0:
        pairs.append((same_kind[at - 1], doc))
    if at + 1 < len(same_kind):
        pairs.append((doc, same_kind[at + 1]))
    mine = _texts(doc)
    for old, new in pairs:
        pairing = pair_rules(
            mine if old.id == doc.id else _texts(old), mine if new.id == doc.id else _texts(new)
        )
        RulePairing.objects.create(
            old=old,
            new=new,
            old_sha256=old.source_sha256,
            new_sha256=new.source_sha256,
            pairing=pairing.to_json(),
        )
    return len(pairs)
