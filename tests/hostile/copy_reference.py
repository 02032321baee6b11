"""Tries to pass by running the kit's own reference solution: from its file, or by importing
the grader. Without either, it answers wrongly, so a pass means the reference leaked."""

import contextlib
import glob

KIT = "@KIT@"
namespace: dict[str, object] = {}
for path in glob.glob(KIT + "/solutions/unretrieved-ids/reference.py"):
    with contextlib.suppress(OSError), open(path) as source:
        exec(source.read(), namespace)
with contextlib.suppress(ImportError):
    import grader  # noqa: F401 - importable only if the grader's packages are visible

    namespace["leaked"] = True


def solve(citations: list[str], retrieved_ids: list[str]) -> list[str]:
    reference = namespace.get("solve")
    if callable(reference):
        return reference(citations, retrieved_ids)  # type: ignore[no-any-return]
    return ["no reference found"]
