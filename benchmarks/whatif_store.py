#!/usr/bin/env python
"""What the what-if store keeps per copy, and what a copy's trace costs the shared cache.

For every shipped board (as a reader's unchanged copy) and for the heaviest copy the form accepts
(benchmarks/whatif_cost.py's ``worst accepted`` board, under 50,000 bytes), prints the bytes of
its text, the bytes the store keeps (``EditedBoard.pack``: zlib), and for the heaviest one the
bytes of its cached run as the cache held it before (a pickle) and now (a zlib-compressed
pickle, rulesite/boards/services/traces.py). Then how many copies of each kind the default caps
hold (WHAT_IF_MAX_COPIES, WHAT_IF_MAX_STORE_BYTES).

    .venv/bin/python benchmarks/whatif_store.py
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    import django

    django.setup()
    from django.conf import settings
    from whatif_cost import worst_accepted_board

    import engine
    from rulesite.boards.models import EditedBoard
    from rulesite.boards.services import traces

    texts = [path.read_text(encoding="utf-8") for path in engine.board_files()]
    sizes = [len(t.encode()) for t in texts]
    packed = [len(EditedBoard.pack(t)) for t in texts]
    median = statistics.median(sizes)
    print(f"{len(texts)} shipped boards as copies: text median {median:,.0f} B, max {max(sizes):,} B;")
    print(f"  stored (zlib) median {statistics.median(packed):,.0f} B, max {max(packed):,} B")

    worst = worst_accepted_board(traces.LIMITS.cards, traces.LIMITS.zone)
    worst_packed = len(EditedBoard.pack(worst))
    board = engine.load_board(worst, source_name="worst", limits=traces.LIMITS)
    run = traces.Run(trace=engine.run(board, {}, limits=traces.LIMITS).to_json())
    pickled = pickle.dumps(run, protocol=pickle.HIGHEST_PROTOCOL)
    compressed = zlib.compress(pickled, 6)
    print(
        f"worst accepted copy: text {len(worst.encode()):,} B, stored {worst_packed:,} B; "
        f"{len(run.trace['steps']):,} steps; cached run: pickle {len(pickled):,} B before, "
        f"zlib pickle {len(compressed):,} B now (×{len(pickled) / len(compressed):.0f} smaller)"
    )
    cap_bytes, cap_copies = settings.WHAT_IF_MAX_STORE_BYTES, settings.WHAT_IF_MAX_COPIES
    typical = statistics.median(packed)
    fit_typical = min(cap_copies, int(cap_bytes // typical))
    fit_worst = min(cap_copies, cap_bytes // worst_packed)
    print(
        f"default caps {cap_copies:,} copies, {cap_bytes:,} B: typical copies fit {fit_typical:,}, "
        f"worst-case copies {fit_worst:,}"
    )


if __name__ == "__main__":
    main()
