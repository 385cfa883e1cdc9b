"""Draw the web app's icons (static/icons/) with Pillow: a page with a step bar, in the site's colours."""

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand
from PIL import Image, ImageDraw

INK, PAPER, ACCENT = "#1d2430", "#fbfbfd", "#1f5fbf"
SIZES = (180, 192, 512)


def draw(size: int, *, maskable: bool = False) -> Image.Image:
    image = Image.new("RGB", (size, size), INK)
    pen = ImageDraw.Draw(image)
    inset = size * (0.22 if maskable else 0.14)  # a maskable icon keeps its drawing in the safe zone
    left, top, right, bottom = inset, inset, size - inset, size - inset
    pen.rounded_rectangle((left, top, right, bottom), radius=size * 0.05, fill=PAPER)
    width = right - left
    for row in range(4):  # lines of rule text
        y = top + width * (0.2 + row * 0.16)
        pen.rectangle(
            (left + width * 0.14, y, right - width * (0.14 + 0.12 * (row % 2)), y + width * 0.06), fill=INK
        )
    pen.rectangle(
        (left + width * 0.14, top + width * 0.8, right - width * 0.14, top + width * 0.87), fill=ACCENT
    )
    return image


class Command(BaseCommand):
    help = (
        "Draw static/icons/icon-{180,192,512}.png and icon-maskable-512.png (committed; run after a change)."
    )

    def handle(self, *args, **options):
        folder = Path(settings.BASE_DIR) / "static" / "icons"
        folder.mkdir(parents=True, exist_ok=True)
        for size in SIZES:
            draw(size).save(folder / f"icon-{size}.png", optimize=True)
        draw(512, maskable=True).save(folder / "icon-maskable-512.png", optimize=True)
        self.stdout.write(f"icons written to {folder}")
