"""QR codes as inline SVG, drawn server-side by segno (pure Python, maintained)."""

from __future__ import annotations

import segno


def svg(data: str, *, title: str) -> str:
    """An ``<svg>`` of a QR code of ``data``: medium error correction, a quiet zone of 4 modules.

    It scales to its container (no width or height: the CSS sizes it); dark on white in either
    colour scheme, as scanners expect.
    """
    code = segno.make(data, error="m", micro=False)
    return code.svg_inline(
        scale=1,
        border=4,
        dark="#000",
        light="#fff",
        title=title,
        svgclass="qr",
        lineclass=None,
        omitsize=True,
    )
