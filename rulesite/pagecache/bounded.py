"""A file cache bounded in entries and bytes that evicts the least recently used entries, a few at a time.

Django's ``FileBasedCache`` culls a random third of *all* entries whenever it reaches
``MAX_ENTRIES``: a flood of new pages once deleted ~87 % of the cache, the data version and the
counters with it. Here a read marks an entry as used (its file's modification time), and when a
write finds the cache over ``MAX_ENTRIES`` or ``MAX_BYTES`` the least recently used entries are
deleted until it is :data:`CULL_TO` of both limits — a tenth of the cache at most, the oldest
first, so what readers use stays.

Listing the directory costs a stat per entry, so it is not done on every write: after a look the
cache knows how far it is from its limits and skips the next quarter of that headroom in writes
(so several processes writing at once still stay within the limits), then looks again.
"""

from __future__ import annotations

import contextlib
import os

from django.core.cache.backends.filebased import FileBasedCache

#: After a cull the cache holds at most this fraction of each limit.
CULL_TO = 0.9
#: Bytes on disk (compressed) when OPTIONS has no MAX_BYTES.
DEFAULT_MAX_BYTES = 256 * 1024 * 1024


class BoundedFileCache(FileBasedCache):
    def __init__(self, dir, params):
        options = dict(params.get("OPTIONS", {}))
        self._max_bytes = int(options.pop("MAX_BYTES", DEFAULT_MAX_BYTES))
        super().__init__(dir, {**params, "OPTIONS": options})
        self._unchecked_writes = 0  # writes left before the directory is looked at again

    def get(self, key, default=None, version=None):
        value = super().get(key, default, version)
        if value is not default:
            # Least recently *used*: a read counts (one syscall; a missing file is no matter).
            with contextlib.suppress(OSError):
                os.utime(self._key_to_file(key, version))
        return value

    def _entries(self) -> list[tuple[float, int, str]]:
        entries = []
        with contextlib.suppress(FileNotFoundError), os.scandir(self._dir) as found:
            for entry in found:
                if entry.name.endswith(self.cache_suffix):
                    with contextlib.suppress(FileNotFoundError):  # removed by another process
                        stat = entry.stat()
                        entries.append((stat.st_mtime, stat.st_size, entry.path))
        return entries

    def usage(self) -> tuple[int, int]:
        """Entries and bytes on disk now."""
        entries = self._entries()
        return len(entries), sum(size for _, size, _ in entries)

    def _cull(self):
        if self._unchecked_writes > 0:
            self._unchecked_writes -= 1
            return
        entries = self._entries()
        count, used = len(entries), sum(size for _, size, _ in entries)
        if count < self._max_entries and used < self._max_bytes:
            average = used // count if count else 1
            headroom = min(self._max_entries - count, (self._max_bytes - used) // max(average, 1))
            self._unchecked_writes = max(0, headroom // 4)
            return
        keep_count, keep_bytes = int(self._max_entries * CULL_TO), int(self._max_bytes * CULL_TO)
        for _, size, path in sorted(entries):  # least recently used first
            if count <= keep_count and used <= keep_bytes:
                break
            self._delete(path)
            count, used = count - 1, used - size
