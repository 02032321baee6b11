"""Writing a file whole or not at all: the kit's caches are read by processes that may run at
the same time as the writer, or after one was killed halfway."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_whole(path: Path, data: bytes) -> None:
    """Write `data` to a new file beside `path`, then move it into place: a reader finds the
    old file, the new one, or none, never a part of one. OSError when it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".writing-")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
