"""The rules taken elsewhere: the API's own page, the installable app and its offline copy of a
rulebook (manifest, service worker), and "show to players" (a step or a rule on another screen,
with a QR code). The judge's pack, in the pages' words; its URLs are in :mod:`.urls`."""
