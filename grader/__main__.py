"""`python -m grader` runs the kit's command line."""

from grader.cli import main

raise SystemExit(main())
