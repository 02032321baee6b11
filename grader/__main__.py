"""`python -m grader` runs the kit's command line."""

import os
import sys

# `python -m` puts the current folder first on sys.path: inside a class folder, a learner's
# file there (`tqdm.py`) would be imported in place of a module the kit imports later. The kit
# is found through its installation.
if sys.path and sys.path[0] in ("", os.getcwd()):
    del sys.path[0]

from grader.cli import main

raise SystemExit(main())
