"""Start the child: `python -S -m child REQUESTS_FD REPLIES_FD SETUP_JSON`, with PYTHONPATH
naming the folder that holds this package.

SETUP_JSON is {"rlimits": {...}, "keeper": bool, "user": uid or null, "hold_path": bool,
"exec": [program, argument, ...]}, all but the first optional. Before any learner code runs,
the child leaves the folders it was started from, stays behind as the keeper with `keeper`
(used when no PID namespace holds the child's processes together) while a forked copy of it
serves, becomes `user` if one is named, with no capability (holding its module search path
open first with `hold_path`, for a standard library that user may not look up), and lowers
its resource limits. With `exec`, the serving copy then becomes that program (the JavaScript
child, `serve.js`), with the same pipes, limits, user and keeper. SETUP_JSON also holds
"reply_bytes", the largest reply the grader reads: an answer whose reply would be larger is
sent as too large.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

from .keeper import keep
from .limits import become, hold_search_path, set_limits


def leave_start_folders() -> None:
    """Learner code imports the standard library only: nothing from the folder holding this
    package (under the weaker layer, the grader's own folder), nor from the working folder,
    which -m puts first on the path, and no process it starts inherits PYTHONPATH."""
    holder = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    left = {holder, os.getcwd()}
    sys.path[:] = [path for path in sys.path if os.path.abspath(path) not in left]
    os.environ.pop("PYTHONPATH", None)


def main() -> None:
    leave_start_folders()
    requests, replies = int(sys.argv[1]), int(sys.argv[2])
    setup = json.loads(sys.argv[3])
    # The serving code is imported now, before the child becomes a user that may not read this
    # package, and only by a child that serves here: one that becomes Node never does.
    serving = None if setup.get("exec") else _server(requests, replies, setup["reply_bytes"])
    if setup.get("keeper"):
        keep(requests, replies)
    if setup.get("user") is not None:
        if setup.get("hold_path"):
            hold_search_path()
        become(setup["user"])
    set_limits(setup["rlimits"])
    if setup.get("exec"):
        program = setup["exec"]
        os.execv(program[0], program)
    assert serving is not None
    serving()


def _server(requests: int, replies: int, reply_bytes: int) -> Callable[[], None]:
    from .serve import Channel, serve

    return lambda: serve(Channel(requests, replies, reply_bytes))


if __name__ == "__main__":
    main()
